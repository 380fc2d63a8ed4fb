// phones.mjs: a class of phones in headless Chromium, through the DevTools
// protocol: each phone a browser context of its own (its own storage, so
// its own device id) in a phone's viewport (360x740, touch, a phone's
// user agent and language), opening the class answers page and tapping
// its answers as a student would. Node 20's WebSocket
// (--experimental-websocket) is all it needs.
//
//   node --experimental-websocket tools/answers/phones.mjs URL OUTDIR STEP...
//
// Chromium must listen on 127.0.0.1:$CDP_PORT. PHONES=en,ru,pl,cs,ko gives
// the phones, one per language tag (the browser's Accept-Language); a tag
// ending in +poll is a browser without EventSource, whose page polls. Steps:
//
//   phase:P[:R]    wait up to 30 s until every phone shows phase P (waiting,
//                  open, closed, revealed, offline), in round R if given
//   tap:C1,C2,...  phone i taps the button of choice Ci ("square:5", "x",
//                  "count:2" …; "-" for none): a click at its middle
//   offline:I      phone I loses its network (0-based); online:I gets it back
//   reload:I       phone I loads the page again (it keeps its storage)
//   shot:NAME      a screenshot of each phone: OUTDIR/NAME-I.png
//   text:I:REGEXP  wait up to 30 s until phone I's page text matches REGEXP
//   wait:MS        wait MS milliseconds
//   -              read more steps from standard input, a line each, and print
//                  "ok STEP" after each (a script can then drive the app
//                  between them); until the input ends
//
// It prints one JSON line per phone at the end (its language, phase, the
// page's language and its text), and exits non-zero with the phones' state
// when a step fails or a page throws.
import { writeFileSync } from "node:fs";

const [url, out, ...steps] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: phones.mjs URL OUTDIR STEP...");
  process.exit(2);
}
const port = process.env.CDP_PORT || "9222";
const tags = (process.env.PHONES || "en,ru,pl,cs,ko").split(",");
const langs = tags.map((t) => t.replace(/\+poll$/, ""));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const problems = [];

const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
const ws = new WebSocket(version.webSocketDebuggerUrl);
await new Promise((r, e) => { ws.onopen = r; ws.onerror = () => e(new Error("DevTools socket failed")); });
let id = 0;
const waiting = new Map();
ws.onmessage = (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && waiting.has(msg.id)) {
    const { resolve, reject, timer } = waiting.get(msg.id);
    clearTimeout(timer);
    waiting.delete(msg.id);
    msg.error ? reject(new Error(JSON.stringify(msg.error))) : resolve(msg.result);
  } else if (msg.method === "Runtime.exceptionThrown") {
    problems.push(`phone ${sessions.indexOf(msg.sessionId)}: ${msg.params.exceptionDetails.exception?.description ?? msg.params.exceptionDetails.text}`);
  }
};
function send(method, params = {}, sessionId) {
  return new Promise((resolve, reject) => {
    const n = ++id;
    const timer = setTimeout(() => reject(new Error(`${method}: no answer in 30 s`)), 30000);
    waiting.set(n, { resolve, reject, timer });
    ws.send(JSON.stringify({ id: n, method, params, sessionId }));
  });
}

// One phone per language, each in a context of its own.
const sessions = [], contexts = [];
for (const [i, lang] of langs.entries()) {
  const { browserContextId } = await send("Target.createBrowserContext");
  contexts.push(browserContextId);
  const { targetId } = await send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Runtime.enable", {}, sessionId);
  await send("Page.enable", {}, sessionId);
  await send("Network.enable", {}, sessionId);
  await send("Emulation.setDeviceMetricsOverride", { width: 360, height: 740, deviceScaleFactor: 2, mobile: true }, sessionId);
  await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 }, sessionId);
  await send("Network.setUserAgentOverride", {
    userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Mobile Safari/537.36",
    acceptLanguage: lang,
  }, sessionId);
  if (tags[i].endsWith("+poll")) {
    await send("Page.addScriptToEvaluateOnNewDocument", { source: "window.EventSource = undefined;" }, sessionId);
  }
  sessions.push(sessionId);
}
await Promise.all(sessions.map((s) => send("Page.navigate", { url }, s)));

// evaluate returns the value of expression in phone i's page; {} while
// the page is between two documents (a navigation, a reload).
async function evaluate(i, expression) {
  try {
    const r = await send("Runtime.evaluate", { expression, returnByValue: true }, sessions[i]);
    return r.result.value ?? {};
  } catch {
    return {};
  }
}
const look = (i) => evaluate(i, `({phase: document.body && document.body.getAttribute('data-phase'),
  round: document.body && document.body.getAttribute('data-round'), lang: document.documentElement.lang,
  languages: navigator.languages.join(','), text: document.body ? document.body.innerText : ''})`);

async function until(what, ok) {
  for (let t = 0; t < 150; t++) {
    if (await ok()) return;
    await sleep(200);
  }
  await report();
  await fail(`${what}: not within 30 s`);
}

async function fail(msg) {
  console.error(`phones: ${msg}`);
  for (const p of problems) console.error(p);
  await closeAll();
  process.exit(1);
}

// closeAll closes the phones' contexts: their pages and streams end.
async function closeAll() {
  for (const c of contexts) await send("Target.disposeBrowserContext", { browserContextId: c }).catch(() => {});
}

async function report() {
  for (let i = 0; i < sessions.length; i++) {
    const l = await look(i);
    console.log(JSON.stringify({ phone: i, asked: tags[i], ...l }));
  }
}

async function tap(i, choice) {
  const box = await evaluate(i, `(function () {
    var b = document.querySelector('button[data-choice="${choice}"]');
    if (!b || b.disabled) return null;
    var r = b.getBoundingClientRect();
    return {x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height};
  })()`);
  if (!box || box.x === undefined) await fail(`phone ${i}: no button to tap for ${choice}`);
  if (box.w < 44 || box.h < 44) await fail(`phone ${i}: the button for ${choice} is ${box.w}x${box.h} CSS pixels, under a finger's 44`);
  for (const type of ["mousePressed", "mouseReleased"]) {
    await send("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: 1 }, sessions[i]);
  }
}

async function run(step) {
  const [verb, ...rest] = step.split(":");
  const arg = rest.join(":");
  if (verb === "phase") {
    const [phase, round] = arg.split(":");
    await until(step, async () => {
      for (let i = 0; i < sessions.length; i++) {
        const l = await look(i);
        if (l.phase !== phase || (round && l.round !== round)) return false;
      }
      return true;
    });
  } else if (verb === "tap") {
    const choices = arg.split(",");
    for (let i = 0; i < sessions.length; i++) {
      if (choices[i] && choices[i] !== "-") await tap(i, choices[i]);
    }
  } else if (verb === "offline" || verb === "online") {
    await send("Network.emulateNetworkConditions", {
      offline: verb === "offline", latency: 0, downloadThroughput: -1, uploadThroughput: -1,
    }, sessions[Number(arg)]);
  } else if (verb === "reload") {
    await send("Page.reload", {}, sessions[Number(arg)]);
  } else if (verb === "shot") {
    for (let i = 0; i < sessions.length; i++) {
      const { data } = await send("Page.captureScreenshot", { format: "png" }, sessions[i]);
      writeFileSync(`${out}/${arg}-${i}.png`, Buffer.from(data, "base64"));
    }
  } else if (verb === "text") {
    const [i, ...re] = arg.split(":");
    const pattern = new RegExp(re.join(":"));
    await until(step, async () => pattern.test((await look(Number(i))).text));
  } else if (verb === "wait") {
    await sleep(Number(arg));
  } else {
    await fail(`unknown step ${step}`);
  }
  if (problems.length) {
    await report();
    await fail(`a page threw after ${step}`);
  }
}

for (const step of steps) {
  if (step !== "-") {
    await run(step);
    continue;
  }
  const { createInterface } = await import("node:readline");
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    await run(line.trim());
    console.log(`ok ${line.trim()}`);
  }
}
await report();
await closeAll();
process.exit(0);
