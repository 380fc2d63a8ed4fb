// drive.mjs: opens the browser build in headless Chromium through the
// DevTools protocol, measures the time until Fyne's canvas is on the page,
// types keys and keeps screenshots.
//
//   node --experimental-websocket tools/web/drive.mjs URL OUTDIR [KEYS...]
//
// Chromium must listen on 127.0.0.1:$CDP_PORT (see tools/web/measure.sh).
// Each KEYS argument is a string of keys typed one by one, or @reload to
// load the page again, followed by a screenshot OUTDIR/step-N.png. Prints
// one JSON line: the milliseconds to the canvas and the .wasm's bytes.
import { writeFileSync } from "node:fs";

const [url, out, ...steps] = process.argv.slice(2);
const port = process.env.CDP_PORT || "9222";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function pageSocket() {
  for (let i = 0; i < 100; i++) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      const page = list.find((t) => t.type === "page");
      if (page) return page.webSocketDebuggerUrl;
    } catch {}
    await sleep(200);
  }
  throw new Error(`no Chromium page on 127.0.0.1:${port} after 20 s`);
}

const ws = new WebSocket(await pageSocket());
await new Promise((r, e) => { ws.onopen = r; ws.onerror = e; });
let id = 0;
const waiting = new Map();
ws.onmessage = (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && waiting.has(msg.id)) {
    const { resolve, reject } = waiting.get(msg.id);
    waiting.delete(msg.id);
    msg.error ? reject(new Error(JSON.stringify(msg.error))) : resolve(msg.result);
  }
};
const send = (method, params = {}) => new Promise((resolve, reject) => {
  waiting.set(++id, { resolve, reject });
  ws.send(JSON.stringify({ id, method, params }));
});
const evaluate = async (expr) => (await send("Runtime.evaluate", { expression: expr, returnByValue: true })).result.value;
const shot = async (name) => {
  const { data } = await send("Page.captureScreenshot", { format: "png" });
  writeFileSync(`${out}/${name}.png`, Buffer.from(data, "base64"));
};

// waitCanvas waits until Fyne's canvas has replaced the loading screen and
// returns the milliseconds since t0, or -1 after 120 s.
async function waitCanvas(t0) {
  for (let i = 0; i < 1200; i++) {
    if (await evaluate(`!!document.querySelector("canvas") && document.getElementById("main")?.style.display === "none"`)) {
      return Date.now() - t0;
    }
    await sleep(100);
  }
  return -1;
}

await send("Page.enable");
await send("Runtime.enable");
const t0 = Date.now();
await send("Page.navigate", { url });
const canvasMs = await waitCanvas(t0);
if (canvasMs < 0) {
  await shot("timeout");
  console.error(`drive: no Fyne canvas after 120 s; page says: ${await evaluate(`document.getElementById("action")?.innerText`)}`);
  process.exit(1);
}
const wasmBytes = await evaluate(`performance.getEntriesByType("resource").filter(e => e.name.endsWith(".wasm")).map(e => e.encodedBodySize)[0] || 0`);
await sleep(3000); // the first frames
await shot("step-0");
let n = 0;
for (const keys of steps) {
  if (keys === "@reload") { // a new visit: the autosave must bring the game back
    await send("Page.reload");
    await sleep(500);
    if (await waitCanvas(Date.now()) < 0) {
      console.error("drive: no Fyne canvas 120 s after reloading");
      process.exit(1);
    }
    await sleep(3000);
    await shot(`step-${++n}`);
    continue;
  }
  for (const k of keys) {
    const code = /[0-9]/.test(k) ? `Digit${k}` : `Key${k.toUpperCase()}`;
    await send("Input.dispatchKeyEvent", { type: "keyDown", key: k, code, text: k, windowsVirtualKeyCode: k.toUpperCase().charCodeAt(0) });
    await send("Input.dispatchKeyEvent", { type: "keyUp", key: k, code, windowsVirtualKeyCode: k.toUpperCase().charCodeAt(0) });
    await sleep(400);
  }
  await sleep(2500); // a collapse cascade plays
  await shot(`step-${++n}`);
}
console.log(JSON.stringify({ canvas_ms: canvasMs, wasm_transfer_bytes: wasmBytes }));
ws.close();
