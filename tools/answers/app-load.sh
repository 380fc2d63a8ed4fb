#!/usr/bin/env bash
# app-load.sh: the app itself with class answers on and 60 phones, measured.
#
#   tools/answers/app-load.sh        # PHONES=60 ANSWERS=10 IDLE=25s: about 2 minutes
#
# Builds the app and runs it under a fresh Xvfb with a fresh profile, in
# presentation mode, and prints its CPU as a share of one core over IDLE
# waiting with class answers off (the baseline, the same app alongside);
# then starts class answers (A) on 127.0.0.1 (QTTT_ANSWERS_HOST), steps
# with Page Down to the first question of the quiz before the class, and
# runs `go run ./tools/answersload -app`: PHONES phones, each from its own
# loopback address, join and keep their event streams open, the app's CPU
# over IDLE while they wait, then an answer's round trip with every phone
# answering at once (p50, p95). It prints numbers and judges none: the
# machine is shared. Every request goes to the loopback network; the app
# and Xvfb are ended at the end.
#
# Needs: go with a C compiler and Fyne's X11/GL headers, xvfb, xdotool, curl.
set -euo pipefail
cd "$(dirname "$0")/../.."
idle=${IDLE:-25s}
work=$(mktemp -d)
xvfb_pid='' app_pid=''
cleanup() {
	for pid in $app_pid $xvfb_pid; do
		kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
	done
	rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "app-load: $*" >&2; exit 1; }

go build -o "$work/qttt" . || fail "the app does not build"
go build -o "$work/answersload" ./tools/answersload || fail "answersload does not build"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$work/display" >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 300); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "Xvfb did not start within 30 s"
export DISPLAY=":$(cat "$work/display")"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" LANG=C.UTF-8 LANGUAGE=en
export QTTT_ANSWERS_HOST=127.0.0.1
mkdir -p "$HOME"
"$work/qttt" >"$work/app.log" 2>&1 &
app_pid=$!
window=$(timeout 60 xdotool search --sync --onlyvisible --pid "$app_pid" 2>/dev/null | head -1)
[ -n "$window" ] || fail "no window within 60 s"
press() { xdotool key --window "$window" "$@"; sleep 1; }
sleep 3
press Escape # the first start's welcome
press F11
sleep 3

# cpu: the app's user and system time in clock ticks (1/100 s).
cpu() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$app_pid/stat"; }
seconds=${idle%s}
before=$(cpu); start=$(date +%s.%N)
sleep "$seconds"
after=$(cpu); end=$(date +%s.%N)
awk -v t=$((after - before)) -v s="$start" -v e="$end" -v i="$idle" \
	'BEGIN { printf "the app waiting, class answers off, over %s: %.2f %% (%d ms) of a core\n", i, t / (e - s), t * 10 }'

press a
sleep 1
profile=$(find "$HOME" -name class-answers.json | head -1)
[ -n "$profile" ] || fail "class answers kept no room in the profile"
for _ in $(seq 20); do
	token=$(grep -o '"Token":"[0-9a-f]*"' "$profile" | cut -d'"' -f4) || true
	port=$(grep -o '"Port":[0-9]*' "$profile" | cut -d: -f2) || true
	[ -n "$token" ] && [ -n "$port" ] && room=http://127.0.0.1:$port/r/$token/ && break
	sleep 0.5
done
[ -n "${room:-}" ] || fail "no room in $profile"
# Page Down until the phones are asked: the quiz before the class, then its
# first question alone.
device=$(curl -sf -X POST "${room}join" | grep -o '"device":"[0-9a-f]*"' | cut -d'"' -f4) || fail "joining $room failed"
for _ in $(seq 10); do
	curl -sf "${room}state?device=$device" | grep -q '"phase":"open"' && break
	press Next
done
curl -sf "${room}state?device=$device" | grep -q '"phase":"open"' || fail "10 Page Downs put no question to the phones"
IDLE=$idle timeout 300 "$work/answersload" -app "$room" -pid "$app_pid"
