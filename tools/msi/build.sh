#!/usr/bin/env bash
# build.sh EXE OUT.msi [VERSION]: the Windows installer around the app's
# .exe (from make package-windows), made with wixl from Debian's msitools:
# see qttt.wxs. VERSION defaults to FyneApp.toml's.
set -euo pipefail
exe=${1:?EXE}; msi=${2:?OUT.msi}
root=$(cd "$(dirname "$0")/../.." && pwd)
version=${3:-$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' "$root/FyneApp.toml")}
[ -f "$exe" ] || { echo "msi: no $exe" >&2; exit 1; }
command -v wixl >/dev/null || { echo "msi: wixl is missing; install the Debian package wixl" >&2; exit 1; }
[ -x /usr/bin/convert ] || { echo "msi: ImageMagick's convert is missing; install the Debian package imagemagick" >&2; exit 1; }
# wixl looks files up relative to the folder it runs in.
stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
cp "$exe" "$stage/qttt.exe"
# The icon of the shortcut and of Add or Remove Programs (an .ico, not the
# .exe, which the Icon table would hold a second copy of).
/usr/bin/convert "$root/assets/icon.png" -define icon:auto-resize=256,48,32,16 "$stage/qttt.ico"
out=$(cd "$(dirname "$msi")" && pwd)/$(basename "$msi")
(cd "$stage" && wixl -a x64 -D Version="$version" -D Exe=qttt.exe -o "$out" "$root/tools/msi/qttt.wxs") 2>&1 |
	grep -v '^$\|GLib-GIO-CRITICAL' || true
[ -s "$out" ] || { echo "msi: wixl made no $out" >&2; exit 1; }
echo "msi: $out ($(du -h "$out" | cut -f1))"
