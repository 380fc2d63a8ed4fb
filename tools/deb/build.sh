#!/usr/bin/env bash
# build.sh OUTDIR: builds the Debian package dist/qttt_VERSION_ARCH.deb from
# this tree with dpkg-deb, as a school's IT installs software with apt:
#   /usr/bin/qttt                        the app (stripped, built here)
#   /usr/share/applications/…desktop    the menu entry, opening *.qttt
#   /usr/share/icons/hicolor/N/apps/     the icon in the hicolor sizes
#   /usr/share/mime/packages/…xml        the MIME type application/x-qttt
#   /usr/share/doc/qttt/                 copyright and changelog
#   /usr/share/man/man1/qttt.1.gz        the manual page
# Desktop and MIME databases are refreshed by the triggers of
# desktop-file-utils and shared-mime-info; the package needs no scripts.
# Nothing is downloaded: Go modules come from the module cache or proxy as for
# any build. Needs dpkg-dev (dpkg-shlibdeps computes the libraries' Depends).
set -euo pipefail
out=${1:?OUTDIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tools/deb
cd "$root"

app_id=$(sed -n 's/^ *ID *= *"\(.*\)"/\1/p' FyneApp.toml)
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
arch=$(dpkg --print-architecture)
[ -n "$app_id" ] && [ -n "$version" ] || { echo "deb: no ID or Version in FyneApp.toml" >&2; exit 1; }

stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
pkg=$stage/qttt
install -d "$pkg/DEBIAN" "$pkg/usr/bin" "$pkg/usr/share/applications" \
	"$pkg/usr/share/mime/packages" "$pkg/usr/share/doc/qttt" "$pkg/usr/share/man/man1"

echo "deb: building the app"
go build -tags no_emoji -ldflags="-s -w" -o "$pkg/usr/bin/qttt" . # as make build: the app draws no emoji
chmod 0755 "$pkg/usr/bin/qttt"

for n in 16 24 32 48 64 128 256 512; do
	d=$pkg/usr/share/icons/hicolor/${n}x${n}/apps
	install -d "$d"
	go run ./tools/mkicon -size "$n" -o "$d/$app_id.png"
done

install -m 0644 "$here/qttt.desktop" "$pkg/usr/share/applications/$app_id.desktop"
install -m 0644 "$here/qttt-mime.xml" "$pkg/usr/share/mime/packages/$app_id.xml"
install -m 0644 "$here/copyright" "$pkg/usr/share/doc/qttt/copyright"
gzip -9n <"$here/qttt.1" >"$pkg/usr/share/man/man1/qttt.1.gz"
# The changelog Debian expects: the package's version, dated by the last commit.
date=$(git log -1 --format=%aD 2>/dev/null || date -R)
{
	printf 'qttt (%s) unstable; urgency=medium\n\n' "$version"
	printf '  * Quantum Tic-Tac-Toe %s, built from the upstream tree.\n\n' "$version"
	printf ' -- Quantum Tic-Tac-Toe maintainers <maintainers@qttt-edu.invalid>  %s\n' "$date"
} | gzip -9n >"$pkg/usr/share/doc/qttt/changelog.gz"
find "$pkg/usr" -type d -exec chmod 0755 {} +
find "$pkg/usr/share" -type f -exec chmod 0644 {} +

# The libraries the binary links, as Depends (dpkg-shlibdeps wants a
# debian/control beside it).
mkdir -p "$stage/debian"; printf 'Source: qttt\n\nPackage: qttt\nArchitecture: any\n' >"$stage/debian/control"
depends=$(cd "$stage" && dpkg-shlibdeps -O "qttt/usr/bin/qttt" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat >"$pkg/DEBIAN/control" <<CONTROL
Package: qttt
Version: $version
Architecture: $arch
Maintainer: Quantum Tic-Tac-Toe maintainers <maintainers@qttt-edu.invalid>
Installed-Size: $size
Depends: $depends
Recommends: desktop-file-utils, shared-mime-info
Section: education
Priority: optional
Homepage: https://github.com/qttt-edu/qttt
Description: quantum tic-tac-toe for physics classrooms
 Allan Goff's quantum tic-tac-toe: each move writes a pair of spooky marks
 in two squares, marks whose pairs share squares are entangled, and when
 they close a cycle the other player chooses where the newest mark ends up
 and the group collapses into classical marks. A side panel
 explains superposition, entanglement and collapse with the marks on the
 board; seven lessons, a presentation mode for the projector, a computer
 opponent, worksheets and a teacher's guide are built in, in English,
 Russian, Polish, Czech, Turkish and Korean.
CONTROL

mkdir -p "$out"
deb=$out/qttt_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "deb: $deb ($(du -h "$deb" | cut -f1))"
