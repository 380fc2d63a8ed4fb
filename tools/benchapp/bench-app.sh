#!/usr/bin/env bash
# bench-app: what the app costs against the least a Fyne app can be
# (tools/benchapp: one label in a window of the app's size, same Fyne).
#
# Each run starts one of the two with a fresh HOME under a private Xvfb
# with software rendering (Mesa llvmpipe, as on a laptop without a good GPU
# driver), the app on a game whose collapse choice waits. It measures
#   start   exec to the window being mapped (the X server's MapNotify)
#   rss     resident memory 3 s after that
#   cpu     share of one core from 6 s to 16 s after it (the choice waits)
# The two run in turn, PAIRS times, the first of each pair alternating;
# the ratios printed are medians of the pairs' ratios (app / baseline).
# The machine's load average is printed before and after: on a busy
# machine trust the ratios more than the times.
#
# APP=FILE measures that build of the app instead of this tree's, and
# BASE=FILE that build of the bare app (to compare before and after a
# change, such as a Fyne upgrade, each against its own Fyne). Needs: go, a C compiler and Fyne's X11/GL headers, Xvfb, xev (x11-utils).
set -euo pipefail
cd "$(dirname "$0")/../.."

pairs=${PAIRS:-5}
work=$(mktemp -d)
xvfb_pid= pid=
cleanup() {
	for p in $pid $xvfb_pid; do
		kill "$p" 2>/dev/null && wait "$p" 2>/dev/null || true
	done
	rm -rf "$work"
}
trap cleanup EXIT

echo "bench-app: building"
if [ -n "${APP:-}" ]; then cp "$APP" "$work/qttt"; else go build -o "$work/qttt" .; fi
if [ -n "${BASE:-}" ]; then cp "$BASE" "$work/benchapp"; else go build -o "$work/benchapp" ./tools/benchapp; fi
printf 'X1 1 5\nO2 5 9\nX3 1 9\n' >"$work/waiting.qttt" # O chooses where X3 lands

Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "bench-app: Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(cat "$work/display")" LIBGL_ALWAYS_SOFTWARE=1 LANG=C.UTF-8
# Out of the source tree, as an installed app runs: a development build
# started in it reads FyneApp.toml and scales the 1024-pixel icon.
cd "$work"

now_ms() { echo $(($(date +%s%N) / 1000000)); }
# cpu_ticks: the user and system clock ticks the process has used.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

# run NAME ARGS...: one run; prints "start_ms rss_kb cpu_percent". The
# window's showing is caught as the X server's MapNotify event, read from
# xev as it comes, rather than by polling, which would add its own time
# and load to both apps.
run() {
	local bin=$1 t0 t1 rss c0 c1 line xev
	shift
	rm -rf "$work/home" && mkdir "$work/home"
	rm -f "$work/map" && mkfifo "$work/map"
	stdbuf -oL xev -root -event substructure >"$work/map" &
	xev=$!
	exec 4<"$work/map"
	sleep 0.5 # xev is listening
	t0=$(now_ms)
	HOME="$work/home" XDG_CONFIG_HOME= "$work/$bin" "$@" >>"$work/$bin.log" 2>&1 &
	pid=$!
	while read -r -t 60 line <&4; do
		[[ $line == MapNotify* ]] && break
	done
	t1=$(now_ms)
	exec 4<&-
	kill "$xev" 2>/dev/null && wait "$xev" 2>/dev/null || true
	kill -0 "$pid" 2>/dev/null || { echo "bench-app: $bin exited:" >&2; tail -30 "$work/$bin.log" >&2; exit 1; }
	((t1 - t0 < 60000)) || { echo "bench-app: no $bin window in 60 s" >&2; exit 1; }
	sleep 3
	rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
	sleep 3
	c0=$(cpu_ticks)
	sleep 10
	c1=$(cpu_ticks)
	kill "$pid" && wait "$pid" 2>/dev/null || true
	pid=
	echo "$((t1 - t0)) $rss $(awk "BEGIN {printf \"%.1f\", ($c1 - $c0) * 100 / $(getconf CLK_TCK) / 10}")"
}

echo "bench-app: load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
: >"$work/pairs"
for i in $(seq "$pairs"); do
	if ((i % 2)); then
		a=$(run qttt "$work/waiting.qttt")
		b=$(run benchapp)
	else
		b=$(run benchapp)
		a=$(run qttt "$work/waiting.qttt")
	fi
	echo "pair $i: app $a  baseline $b  (start ms, rss KiB, cpu %)"
	echo "$a $b" >>"$work/pairs"
done
echo "bench-app: load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

# median COLUMN-EXPRESSION: the median over the pairs of an awk expression.
median() {
	awk "{print $1}" "$work/pairs" | sort -g | awk '{v[NR] = $1} END {
		print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
printf '%-28s %10s %10s %8s\n' "median of $pairs pairs" app baseline ratio
printf '%-28s %10s %10s %7.2fx\n' "start to a visible window ms" "$(median '$1')" "$(median '$4')" "$(median '$1 / $4')"
printf '%-28s %10s %10s %7.2fx\n' "resident memory MiB" "$(median 'int($2 / 1024)')" "$(median 'int($5 / 1024)')" "$(median '$2 / $5')"
printf '%-28s %10s %10s\n' "cpu while a choice waits %" "$(median '$3')" "$(median '$6')"
