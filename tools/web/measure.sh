#!/usr/bin/env bash
# measure.sh: the browser build's download size and its time to Fyne's
# canvas in headless Chromium, with screenshots of a move, a collapse and
# the game restored after a reload (make web first; needs chromium, node).
#
#   bash tools/web/measure.sh [OUTDIR]     # runs 3 times, prints each
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-$(mktemp -d)}
mkdir -p "$out"
wasm="dist/web/Quantum Tic-Tac-Toe.wasm"
[ -f "$wasm" ] || { echo "measure: no $wasm; run make web" >&2; exit 1; }
for tool in chromium node; do
	command -v $tool >/dev/null || { echo "measure: $tool is missing (apt-get install chromium nodejs)" >&2; exit 1; }
done
echo "folder: $(du -sb dist/web | cut -f1) bytes; .wasm: $(stat -c %s "$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzipped"

pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT
go build -o "$out/serve" ./tools/serve
"$out/serve" -dir dist/web -addr 127.0.0.1:8095 2>"$out/serve.log" &
pids+=($!)
for run in 1 2 3; do
	rm -rf "$out/profile"
	chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--enable-unsafe-swiftshader --window-size=1280,800 --user-data-dir="$out/profile" \
		--remote-debugging-address=127.0.0.1 --remote-debugging-port=9295 about:blank \
		>"$out/chromium.log" 2>&1 &
	pids+=($!)
	mkdir -p "$out/run-$run"
	CDP_PORT=9295 timeout 300 node --no-warnings --experimental-websocket tools/web/drive.mjs \
		http://127.0.0.1:8095/ "$out/run-$run" 15 15 1 @reload
	kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true
	unset 'pids[-1]'
done
echo "screenshots in $out/run-*"
