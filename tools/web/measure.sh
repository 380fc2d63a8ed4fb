#!/usr/bin/env bash
# measure.sh: the browser build's download size, its time to an interactive
# board and the computer's first reply in headless Chromium, with
# screenshots (make web first; needs chromium and nodejs).
#
#   bash tools/web/measure.sh [OUTDIR]     # 3 runs, each in a fresh profile
#
# "Interactive" is when a move typed as soon as Fyne's canvas shows is in
# the autosave: the page has loaded, compiled and started the app, drawn
# the board and taken the keys. Served from 127.0.0.1, so the network costs
# nothing here: over a school's network add the download's time.
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

server_pid= chromium_pid=
stop() {
	for pid in $chromium_pid $server_pid; do
		kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
	done
}
trap stop EXIT
go build -o "$out/serve" ./tools/serve
"$out/serve" -dir dist/web -addr 127.0.0.1:0 >"$out/serve.log" 2>&1 &
server_pid=$!
url=
for _ in $(seq 100); do
	url=$(sed -n 's|.* on \(http://127\.0\.0\.1:[0-9]*/\)$|\1|p' "$out/serve.log")
	[ -n "$url" ] && break
	sleep 0.1
done
[ -n "$url" ] || { echo "measure: the web server did not start" >&2; exit 1; }

# Controls in a 1280x800 page: New game; in its dialog "Play X against the
# computer", "Perfect" and Start; then Yes to replacing the game played.
new_game=(click:60,49 wait:3000 click:494,342 click:494,526 click:685,566 wait:3000 click:673,437 wait:1500)
for run in 1 2 3; do
	rm -rf "$out/profile"
	chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--enable-unsafe-swiftshader --lang=en-US --user-data-dir="$out/profile" \
		--remote-debugging-address=127.0.0.1 --remote-debugging-port=0 about:blank \
		>"$out/chromium.log" 2>&1 &
	chromium_pid=$!
	for _ in $(seq 300); do [ -s "$out/profile/DevToolsActivePort" ] && break; sleep 0.1; done
	mkdir -p "$out/run-$run"
	CDP_PORT=$(head -1 "$out/profile/DevToolsActivePort") timeout 300 \
		node --no-warnings --experimental-websocket tools/web/drive.mjs "$url" "$out/run-$run" \
		key:Escape type:15 'saved:^X1 1 5$' wait:1000 shot:1-first-move \
		"${new_game[@]}" type:19 'saved:^O2' wait:1000 shot:2-perfect-reply \
		| tee "$out/run-$run/result.json"
	node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1]));
		console.log(`run ${process.argv[2]}: canvas ${r.canvas_ms} ms, interactive ${r.saved_since_navigation_ms["^X1 1 5$"]} ms,` +
			` first reply by Perfect ${r.saved_ms["^O2"]} ms (its pace is 800 ms at least), longest task ${r.longest_task_ms["saved:^O2"] ?? 0} ms while it thought`)' \
		"$out/run-$run/result.json" "$run"
	kill "$chromium_pid"; wait "$chromium_pid" 2>/dev/null || true
	chromium_pid=
done
echo "screenshots in $out/run-*"
