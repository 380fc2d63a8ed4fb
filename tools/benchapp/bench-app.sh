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
# The two run in turn, the first of each pair alternating: STARTS pairs of
# short runs for the start (a start varies a lot on a shared machine, so it
# takes many), then PAIRS pairs of long runs for memory and CPU. The ratios
# printed are medians of the pairs' ratios (app / baseline). The machine's
# load average is printed before and after: on a busy machine trust the
# ratios more than the times.
#
# APP=FILE measures that build of the app instead of this tree's, and
# BASE=FILE that build of the bare app (to compare before and after a
# change, such as a Fyne upgrade, each against its own Fyne). Needs: go, a
# C compiler and Fyne's X11/GL headers, Xvfb, xev (x11-utils).
set -euo pipefail
cd "$(dirname "$0")/../.."

starts=${STARTS:-21}
pairs=${PAIRS:-3}
work=$(mktemp -d)
xvfb_pid= xev_pid= pid=
cleanup() {
	for p in $pid $xev_pid $xvfb_pid; do
		kill "$p" 2>/dev/null && wait "$p" 2>/dev/null || true
	done
	rm -rf "$work"
}
trap cleanup EXIT

echo "bench-app: building"
# The app as make build and the packages build it (without Fyne's emoji
# font); the bare app with Fyne's defaults, emoji font and all.
if [ -n "${APP:-}" ]; then cp "$APP" "$work/qttt"; else go build -tags no_emoji -o "$work/qttt" .; fi
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

# A window's showing is caught as the X server's MapNotify event, read
# from one xev as it comes, rather than by polling, which would add its
# own time and load to both apps.
mkfifo "$work/map"
stdbuf -oL xev -root -event substructure >"$work/map" &
xev_pid=$!
exec 4<"$work/map"
sleep 0.5 # xev is listening

now_ms() { echo $(($(date +%s%N) / 1000000)); }
# cpu_ticks: the user and system clock ticks the process has used.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

# stop: ends the run's process. It is killed outright: Fyne 2.8.1 can
# hang on its way out (its stop hook waits for a main loop that has
# already ended), which would stall the whole run.
stop() {
	kill -KILL "$pid" && wait "$pid" 2>/dev/null || true
	pid=
}

# run BIN long|short ARGS...: one run of BIN with ARGS. A short run prints
# the start in ms; a long one "rss_kb cpu_percent".
run() {
	local bin=$1 mode=$2 t0 t1 rss c0 c1 line
	shift 2
	rm -rf "$work/home" && mkdir "$work/home"
	t0=$(now_ms)
	HOME="$work/home" XDG_CONFIG_HOME= "$work/$bin" "$@" >>"$work/$bin.log" 2>&1 &
	pid=$!
	while read -r -t 60 line <&4; do
		[[ $line == MapNotify* ]] && break
	done
	t1=$(now_ms)
	kill -0 "$pid" 2>/dev/null || { echo "bench-app: $bin exited:" >&2; tail -30 "$work/$bin.log" >&2; exit 1; }
	((t1 - t0 < 60000)) || { echo "bench-app: no $bin window in 60 s" >&2; exit 1; }
	if [ "$mode" = short ]; then
		sleep 0.3 # the first frames are drawn, as they would be
		stop
		echo "$((t1 - t0))"
		return
	fi
	sleep 3
	rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
	sleep 3
	c0=$(cpu_ticks)
	sleep 10
	c1=$(cpu_ticks)
	stop
	echo "$rss $(awk "BEGIN {printf \"%.1f\", ($c1 - $c0) * 100 / $(getconf CLK_TCK) / 10}")"
}

# pairs N MODE FILE: N pairs of runs in MODE, the first of each pair
# alternating, each pair's "app baseline" appended to FILE.
pairs() {
	local a b i
	: >"$3"
	for i in $(seq "$1"); do
		if ((i % 2)); then
			a=$(run qttt "$2" "$work/waiting.qttt")
			b=$(run benchapp "$2")
		else
			b=$(run benchapp "$2")
			a=$(run qttt "$2" "$work/waiting.qttt")
		fi
		echo "$2 pair $i: app $a  baseline $b"
		echo "$a $b" >>"$3"
	done
}

# median FILE EXPRESSION: the median over FILE's lines of an awk expression.
median() {
	awk "{print $2}" "$1" | sort -g | awk '{v[NR] = $1} END {
		print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "bench-app: load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
pairs "$starts" short "$work/starts"   # start ms
pairs "$pairs" long "$work/longs"      # rss KiB, cpu %
echo "bench-app: load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

printf '%-36s %8s %8s %8s\n' "medians" app baseline ratio
printf '%-36s %8s %8s %7.2fx\n' "start to a visible window ms ($starts pairs)" \
	"$(median "$work/starts" '$1')" "$(median "$work/starts" '$2')" "$(median "$work/starts" '$1 / $2')"
printf '%-36s %8s %8s %7.2fx\n' "resident memory MiB ($pairs pairs)" \
	"$(median "$work/longs" 'int($1 / 1024)')" "$(median "$work/longs" 'int($3 / 1024)')" "$(median "$work/longs" '$1 / $3')"
printf '%-36s %8s %8s\n' "cpu while a choice waits %" "$(median "$work/longs" '$2')" "$(median "$work/longs" '$4')"
