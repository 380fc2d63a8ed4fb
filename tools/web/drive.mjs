// drive.mjs: plays the browser build in headless Chromium through the
// DevTools protocol: opens the page in a 1280x800 viewport, waits for Fyne's
// canvas, then runs steps. Node 20's WebSocket (--experimental-websocket)
// is all it needs.
//
//   node --experimental-websocket tools/web/drive.mjs URL OUTDIR STEP...
//
// Chromium must listen on 127.0.0.1:$CDP_PORT. The steps:
//
//   keys:TEXT     type each character of TEXT as a key (digits, letters), 0.3 s apart
//   type:TEXT     the same without the pauses
//   key:NAME      press one named key, with modifiers: key:Control+Equal, key:F11, key:Escape
//   click:X,Y     click at X,Y (CSS pixels from the page's top left)
//   wait:MS       wait MS milliseconds
//   shot:NAME     save a screenshot as OUTDIR/NAME.png
//   reload        load the page again and wait for the canvas
//   autosave:NAME save the game autosaved in the browser's storage to OUTDIR/NAME.qttt
//   saved:REGEXP  wait up to 60 s until the autosaved game matches REGEXP
//                 (multiline), and note how long that took
//
// It prints one JSON line: the milliseconds from navigation to the canvas,
// the .wasm's bytes on the wire, the milliseconds each saved: step waited
// and the milliseconds from the last navigation to its match, and, by step, the longest the page's thread was busy without a break
// (Chromium's long tasks over 50 ms). It exits
// non-zero, with the page's last output, when the canvas does not come or
// the Go program stops (a panic).
import { writeFileSync } from "node:fs";

const [url, out, ...steps] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: drive.mjs URL OUTDIR STEP...");
  process.exit(2);
}
const port = process.env.CDP_PORT || "9222";
const width = 1280, height = 800;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const consoleLines = [];
let exited = false;

function fail(msg) {
  console.error(`drive: ${msg}`);
  if (consoleLines.length) console.error("--- the page's last output:\n" + consoleLines.slice(-15).join("\n"));
  process.exit(1);
}

async function pageSocket() {
  for (let i = 0; i < 150; i++) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      const page = list.find((t) => t.type === "page");
      if (page) return page.webSocketDebuggerUrl;
    } catch {}
    await sleep(200);
  }
  fail(`no Chromium page on 127.0.0.1:${port} after 30 s`);
}

const ws = new WebSocket(await pageSocket());
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
    return;
  }
  if (msg.method === "Runtime.consoleAPICalled") {
    const line = msg.params.args.map((a) => a.value ?? a.description ?? "").join(" ");
    consoleLines.push(line);
    if (/^panic:|fatal error:/.test(line)) exited = true;
  } else if (msg.method === "Runtime.exceptionThrown") {
    const d = msg.params.exceptionDetails;
    const text = d.exception?.description ?? d.text;
    consoleLines.push(`exception: ${text}`);
    if (/Go program has already exited/.test(text)) exited = true;
  }
};
ws.onclose = () => { if (waiting.size) fail("Chromium closed the DevTools connection"); };
const send = (method, params = {}) => new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`${method}: no answer in 60 s`)), 60000);
  waiting.set(++id, { resolve, reject, timer });
  ws.send(JSON.stringify({ id, method, params }));
});
const evaluate = async (expression) => {
  const r = await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
  if (r.exceptionDetails) throw new Error(`evaluate: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
  return r.result.value;
};
const shot = async (name) => {
  const { data } = await send("Page.captureScreenshot", { format: "png" });
  writeFileSync(`${out}/${name}.png`, Buffer.from(data, "base64"));
};

// waitCanvas waits until Fyne's canvas has replaced the loading screen and
// returns the milliseconds since t0.
async function waitCanvas(t0) {
  for (let i = 0; i < 1200; i++) {
    if (exited) break;
    if (await evaluate(`!!document.querySelector("canvas") && document.getElementById("main")?.style.display === "none"`)) {
      return Date.now() - t0;
    }
    await sleep(100);
  }
  await shot("no-canvas");
  fail(exited ? "the Go program stopped before its canvas showed" : "no Fyne canvas after 120 s (screenshot no-canvas.png)");
}

// watchLongTasks records, from now on, the longest task on the page's
// thread (Chromium reports those over 50 ms): a solver that does not yield
// would show here. longestTask returns it and starts again from zero.
const watchLongTasks = () => evaluate(`window.__longest = 0; new PerformanceObserver((l) => {
  for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
}).observe({ type: "longtask", buffered: true }); true`);
const longestTask = () => evaluate("(() => { const l = Math.round(window.__longest); window.__longest = 0; return l; })()");
const busy = {}; // the longest task (ms) during each step that had one
const waited = {}; // how long each saved: step waited (ms)
const sinceNavigation = {}; // when each saved: step matched, from the last navigation (ms)
let navigated; // when the page was last navigated to or reloaded

// readAutosave returns the text of the game Fyne's storage keeps in the
// browser's IndexedDB (database "files", store "data", by path).
const readAutosave = () => evaluate(`new Promise((resolve, reject) => {
  const open = indexedDB.open("files");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const get = open.result.transaction("data").objectStore("data").get("/fyne/autosave.qttt");
    get.onerror = () => reject(get.error);
    get.onsuccess = async () => {
      const v = get.result;
      if (v === undefined) return resolve(null);
      if (typeof v === "string") return resolve(v);
      if (v instanceof Blob) return resolve(await v.text());
      resolve(new TextDecoder().decode(v));
    };
  };
})`);

// keyEvent types one key; name is a character or a DOM key name
// (Equal, F11, Escape), with modifiers in front: Control+Equal.
async function keyEvent(spec) {
  const parts = spec.split("+");
  let name = parts.pop();
  if (name === "" && spec.endsWith("+")) name = "+";
  const bits = { Alt: 1, Control: 2, Meta: 4, Shift: 8 };
  const modifiers = parts.reduce((m, p) => m | (bits[p] ?? 0), 0);
  let key = name, code = name, vk = 0, text;
  if (/^[0-9]$/.test(name)) { code = `Digit${name}`; vk = name.charCodeAt(0); text = name; }
  else if (/^[a-zA-Z]$/.test(name)) { code = `Key${name.toUpperCase()}`; vk = name.toUpperCase().charCodeAt(0); text = name; }
  else if (name === "Equal") { key = "="; vk = 187; text = "="; }
  else if (name === "Minus") { key = "-"; vk = 189; text = "-"; }
  else if (name === "Escape") { vk = 27; }
  else if (name === "Enter") { vk = 13; text = "\r"; }
  else if (name === "Tab") { vk = 9; }
  else if (/^F[0-9]+$/.test(name)) { vk = 111 + Number(name.slice(1)); }
  if (modifiers & ~bits.Shift) text = undefined;
  const base = { modifiers, key, code, windowsVirtualKeyCode: vk };
  await send("Input.dispatchKeyEvent", { type: text ? "keyDown" : "rawKeyDown", ...base, ...(text ? { text } : {}) });
  await send("Input.dispatchKeyEvent", { type: "keyUp", ...base });
}

// click points at X,Y, rests there as a hand does, and clicks: a collapse
// choice clicked within 400 ms of the pointer crossing in from another
// square waits for a second click (its preview has not been seen yet).
async function click(x, y) {
  await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
  await sleep(600);
  await send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 });
  await sleep(50);
  await send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 });
}

await send("Page.enable");
await send("Runtime.enable");
await send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false });
// The light look, whatever the machine prefers: screenshots are read back.
await send("Emulation.setEmulatedMedia", { features: [{ name: "prefers-color-scheme", value: "light" }] });
// The clipboard works only for a page that has the focus and the permission.
await send("Emulation.setFocusEmulationEnabled", { enabled: true });
await send("Browser.grantPermissions", { origin: new URL(url).origin, permissions: ["clipboardReadWrite", "clipboardSanitizedWrite"] });
navigated = Date.now();
await send("Page.navigate", { url });
const canvasMs = await waitCanvas(navigated);
const wasmBytes = await evaluate(`performance.getEntriesByType("resource").filter(e => e.name.endsWith(".wasm")).map(e => e.encodedBodySize)[0] || 0`);
await watchLongTasks();
busy.start = await longestTask();
for (const step of steps) {
  const [verb, arg = ""] = step.split(/:(.*)/s);
  switch (verb) {
    case "keys":
      for (const k of arg) { await keyEvent(k); await sleep(300); }
      break;
    case "type":
      for (const k of arg) await keyEvent(k);
      break;
    case "key":
      await keyEvent(arg);
      await sleep(300);
      break;
    case "click": {
      const [x, y] = arg.split(",").map(Number);
      await click(x, y);
      await sleep(300);
      break;
    }
    case "wait":
      await sleep(Number(arg));
      break;
    case "shot":
      await shot(arg);
      break;
    case "reload":
      navigated = Date.now();
      await send("Page.reload");
      await sleep(500);
      await waitCanvas(navigated);
      await watchLongTasks();
      break;
    case "autosave":
      writeFileSync(`${out}/${arg}.qttt`, (await readAutosave()) ?? "");
      break;
    case "saved": {
      const want = new RegExp(arg, "m"), start = Date.now();
      let got;
      while (!want.test(got = (await readAutosave()) ?? "")) {
        if (exited || Date.now() - start > 60000) {
          await shot("not-saved");
          fail(`the autosave did not match /${arg}/ within 60 s (screenshot not-saved.png); it holds:\n${got}`);
        }
        await sleep(50);
      }
      waited[arg] = Date.now() - start;
      sinceNavigation[arg] = Date.now() - navigated;
      break;
    }
    default:
      fail(`unknown step ${step}`);
  }
  const longest = await longestTask();
  if (longest > 0) busy[step] = Math.max(busy[step] ?? 0, longest);
  if (exited) {
    await shot("stopped");
    fail(`the Go program stopped during step ${step} (screenshot stopped.png)`);
  }
}
writeFileSync(`${out}/console.log`, consoleLines.join("\n") + "\n");
console.log(JSON.stringify({ canvas_ms: canvasMs, wasm_transfer_bytes: wasmBytes, saved_ms: waited, saved_since_navigation_ms: sinceNavigation, longest_task_ms: busy }));
ws.close();
