# Quantum Tic-Tac-Toe: build, test and package.
#
#   make run      install missing Debian packages, then start the app
#   make test     gofmt, vet, staticcheck, engine tests, -race, all tests, window test
#   make bench    the engine's benchmarks
#   make bench-app  the app's start-up, memory and idle CPU against a bare Fyne app
#   make package  dist/Quantum Tic-Tac-Toe.tar.xz for Linux (fyne package)
#   make package-windows  dist/...-windows-amd64.zip;  make windows-test  runs it under Wine
#   make package-deb  dist/qttt_VERSION_amd64.deb;  make package-msi  dist/...-windows-amd64.msi
#   make web      dist/web/, the app in a browser;  make serve-web  serves it
#   make release  the Linux, Windows and browser downloads in dist/, with SHA256SUMS
#   make deps     only install the Debian packages (run and test need)
#   make icon     redraw assets/icon*.png;  make font  rebuild the Korean subset
#   make phrasebook  dist/phrasebook/LANG.txt: every assembled message, to read as sentences
#
# On Debian/Ubuntu the packages are installed with apt-get when missing (as
# root, or through sudo). Elsewhere install the equivalents of
# $(RUN_PKGS) yourself (see Fyne's "Getting started").

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO       ?= go
FYNE_CLI_VERSION := v1.7.4
GOBIN    := $(shell $(GO) env GOPATH 2>/dev/null)/bin
FYNE     := $(GOBIN)/fyne

# The app draws no emoji: every build of it that users get (run, build, the
# packages, the web) leaves Fyne's 4.2 MB emoji font out, which Fyne would
# otherwise parse again for each text style the first frame shows (the
# README's Speed section: 16 MiB less resident memory at start-up).
APP_TAGS := no_emoji

# Build the app (cgo, OpenGL, X11): needed by `make run` and `make test`.
RUN_PKGS  := gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev libwayland-dev
# Real-window tests under a virtual X server, and screenshots; pdftotext
# (poppler-utils) reads the worksheets back.
TEST_PKGS := xvfb xauth xdotool imagemagick poppler-utils

.PHONY: help run build deps deps-test test fmt-check vet staticcheck test-fast test-race test-all \
	window-test bench bench-app package package-windows windows-test fyne-cli \
	package-deb deb-test package-msi \
	web serve-web web-zip release icon font phrasebook clean

help:
	@sed -n '3,14p' Makefile | sed 's/^# *//'

# ---------------------------------------------------------------- packages
# apt_install PACKAGES: install the missing ones, once; quiet when all are in.
define apt_install
	@if ! command -v dpkg >/dev/null; then \
	  echo "make: not a Debian system; make sure these (or their equivalents) are installed: $(1)"; \
	  exit 0; \
	fi; \
	missing=; \
	for p in $(1); do \
	  [ "$$(dpkg-query -W -f='$${Status}' $$p 2>/dev/null)" = "install ok installed" ] || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	echo "make: installing Debian packages:$$missing"; \
	if [ "$$(id -u)" = 0 ]; then sudo=; \
	elif command -v sudo >/dev/null; then sudo=sudo; \
	else echo "make: need root or sudo to run: apt-get install -y$$missing" >&2; exit 1; fi; \
	export DEBIAN_FRONTEND=noninteractive; \
	$$sudo apt-get -o DPkg::Lock::Timeout=600 update -q; \
	$$sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends$$missing
endef

deps:
	$(call apt_install,$(RUN_PKGS))

deps-test: deps
	$(call apt_install,$(TEST_PKGS))

# ---------------------------------------------------------------- run
run: deps
	$(GO) run -tags $(APP_TAGS) .

build: deps
	$(GO) build -tags $(APP_TAGS) -o qttt .

# ---------------------------------------------------------------- test
test: deps-test fmt-check vet staticcheck test-fast test-race test-all window-test

fmt-check:
	@bad=$$(gofmt -l $$(find . -name '*.go' -not -path './.git/*')); \
	if [ -n "$$bad" ]; then echo "gofmt: these files need formatting (run gofmt -w):"; \
	  echo "$$bad"; exit 1; fi; echo "gofmt: ok"

vet: deps
	$(GO) vet ./...

# The rules engine and the window's model (its session, lessons, view modes
# and advice) need no cgo and no Fyne, nor does the command line need cgo:
# a quick first check.
test-fast:
	CGO_ENABLED=0 $(GO) test ./game/... ./ui/session/... ./ui/lesson/... ./ui/model/... ./ui/cli/...

# The packages that link no Fyne driver (no OpenGL, no window: the engine,
# the window's model, the file and instance helpers, the words), found from
# their imports, run again under the race detector. -short plays fewer
# random games; the goroutines are the same.
RACE_PKGS = $(shell $(GO) list -f '{{.ImportPath}} {{.Deps}}' ./... | \
	grep -v -e 'fyne.io/fyne/v2/internal/driver' -e 'github.com/go-gl/' | cut -d' ' -f1)

test-race:
	$(GO) test -timeout 30m -race -short $(RACE_PKGS)

# -tags ci: Fyne's headless driver, and the app's platform code without X11.
# -timeout 30m: package ui takes minutes on a busy two-core machine, near go test's default 10.
test-all: deps
	$(GO) test -timeout 30m -tags ci ./...

# staticcheck (honnef.co/go/tools), installed through the module proxy when
# missing; every check on by default, with no finding allowed.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(GOBIN)/staticcheck

staticcheck:
	@case "$$("$(STATICCHECK)" -version 2>/dev/null)" in *"($(STATICCHECK_VERSION:v%=%))"*) ;; \
	*) echo "make: installing staticcheck $(STATICCHECK_VERSION)"; \
	   $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION);; esac
	"$(STATICCHECK)" ./...

# .ci/window-test (when present) runs the real app under a fresh Xvfb server:
# DISPLAY is set, the screen is 1600x1000x24, xdotool and import are there.
window-test: deps-test
	@if [ -f .ci/window-test ]; then \
	  xvfb-run -a -s '-screen 0 1600x1000x24 -nolisten tcp' bash .ci/window-test; \
	else echo "window-test: no .ci/window-test yet, skipped"; fi

bench:
	$(GO) test -run '^$$' -bench . ./game/...

# PAIRS=N runs of each (default 5); APP=FILE and BASE=FILE measure those builds instead.
bench-app: deps-test
	$(call apt_install,x11-utils)
	bash tools/benchapp/bench-app.sh

# ---------------------------------------------------------------- package
# fyne package bumps Build in FyneApp.toml (and rewrites the file), so it
# runs on a copy of the tree, in a folder named qttt: the binary and the
# archive's top folder take that folder's name. The first run rebuilds all of
# Fyne's cgo code (fyne package sets its own CGO_CFLAGS and -tags
# migrated_fynedo, so `go build`'s cache does not serve it): ~4 min of CPU.
# The result lands in dist/. FYNE_PACKAGE_FLAGS=-release strips the binary.
FYNE_PACKAGE_FLAGS ?=

fyne-cli:
	@v=$$("$(FYNE)" version 2>/dev/null || true); \
	case "$$v" in *"cli version: $(FYNE_CLI_VERSION)"*) ;; \
	*) echo "make: installing fyne CLI $(FYNE_CLI_VERSION)"; \
	   $(GO) install fyne.io/tools/cmd/fyne@$(FYNE_CLI_VERSION);; esac

package: deps fyne-cli
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; mkdir "$$tmp/qttt"; \
	tar --exclude=./.git --exclude=./dist --exclude='*.tar.xz' -cf - . | tar -xf - -C "$$tmp/qttt"; \
	echo "make: fyne package -os linux -tags $(APP_TAGS) $(FYNE_PACKAGE_FLAGS) (in a copy: $$tmp/qttt)"; \
	(cd "$$tmp/qttt" && "$(FYNE)" package -os linux -tags $(APP_TAGS) $(FYNE_PACKAGE_FLAGS)); \
	mkdir -p dist; \
	found=0; for f in "$$tmp"/qttt/*.tar.xz; do [ -f "$$f" ] && cp "$$f" dist/ && found=1; done; \
	if [ $$found = 0 ]; then echo "make: fyne package made no .tar.xz" >&2; exit 1; fi; \
	ls -l dist/*.tar.xz

# ---------------------------------------------------------------- windows
# dist/Quantum Tic-Tac-Toe-windows-amd64.zip: the app as one .exe with its
# icon and version information, cross-built here with MinGW-w64 as the C
# compiler by fyne package -os windows, on a copy of the tree as for package.
# Unpacked, the .exe starts with a double-click from any folder or a USB
# stick; no installer. The autosave and settings go to the user's profile
# (%USERPROFILE%\AppData\Roaming\fyne\io.github.qtttedu.qttt). The first
# run builds Fyne's C code for Windows: ~6 min of CPU. make windows-test
# runs the .exe under Wine (.ci/windows-test).
WINDOWS_PKGS      := gcc-mingw-w64-x86-64 zip
WINDOWS_TEST_PKGS := $(WINDOWS_PKGS) unzip wine wine64 xvfb xdotool imagemagick tesseract-ocr tesseract-ocr-rus wixl
WINDOWS_CC        ?= x86_64-w64-mingw32-gcc
WINDOWS_ZIP       := dist/Quantum Tic-Tac-Toe-windows-amd64.zip

package-windows: fyne-cli
	$(call apt_install,$(WINDOWS_PKGS))
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; mkdir "$$tmp/qttt"; \
	tar --exclude=./.git --exclude=./dist --exclude='*.tar.xz' --exclude='*.exe' -cf - . | tar -xf - -C "$$tmp/qttt"; \
	echo "make: fyne package -os windows -tags $(APP_TAGS) $(FYNE_PACKAGE_FLAGS) (in a copy: $$tmp/qttt, CC=$(WINDOWS_CC))"; \
	(cd "$$tmp/qttt" && CC="$(WINDOWS_CC)" GOARCH=amd64 "$(FYNE)" package -os windows -tags $(APP_TAGS) $(FYNE_PACKAGE_FLAGS)); \
	exes=("$$tmp"/qttt/*.exe); \
	[ $${#exes[@]} = 1 ] && [ -f "$${exes[0]}" ] || { echo "make: fyne package made no single .exe" >&2; exit 1; }; \
	mkdir -p dist; rm -f "$(WINDOWS_ZIP)"; \
	(cd "$$tmp/qttt" && zip -q -9 -X "$(CURDIR)/$(WINDOWS_ZIP)" "$$(basename "$${exes[0]}")"); \
	ls -l "$(WINDOWS_ZIP)"

windows-test:
	$(call apt_install,$(WINDOWS_TEST_PKGS))
	bash .ci/windows-test

# dist/Quantum Tic-Tac-Toe-windows-amd64.msi: the same .exe in an installer
# for a school's IT (group policy, Intune): per machine into Program Files, a
# Start menu shortcut, .qttt records opening in the app, and an UpgradeCode
# so that a newer version replaces an older one. Silent: msiexec /i FILE /qn,
# msiexec /x FILE /qn. Made with wixl (Debian's msitools); tools/msi/.
WINDOWS_MSI := dist/Quantum Tic-Tac-Toe-windows-amd64.msi

package-msi: package-windows
	$(call apt_install,wixl unzip imagemagick)
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	unzip -q "$(WINDOWS_ZIP)" -d "$$tmp"; \
	bash tools/msi/build.sh "$$tmp"/*.exe "$(WINDOWS_MSI)"

# ---------------------------------------------------------------- debian
# dist/qttt_VERSION_ARCH.deb for apt: the binary in /usr/bin, a .desktop
# entry, hicolor icons, the MIME type application/x-qttt for *.qttt with the
# app as its handler, copyright, changelog and a manual page (tools/deb/).
# make deb-test installs it with apt-get and purges it again (root).
DEB_PKGS := dpkg-dev

package-deb: deps
	$(call apt_install,$(DEB_PKGS))
	bash tools/deb/build.sh dist

deb-test:
	$(call apt_install,$(DEB_PKGS) lintian xdg-utils desktop-file-utils shared-mime-info xvfb xdotool)
	bash .ci/deb-test

# ---------------------------------------------------------------- web
# The browser build: dist/web/ holds index.html, the WebAssembly binary and
# what the page loads, for any static web server (a school's intranet, GitHub
# Pages). fyne package -os web needs no cgo; it runs on a copy of the tree
# for the same reason as package. ~2 min cold on two cores.
# Smaller for a class downloading it 30 times over one connection: -release
# strips symbols, the tag no_emoji leaves out Fyne's 4.2 MB emoji font (the
# app draws no emoji), WEB_GOFLAGS turn off inlining but in Go's runtime and
# the game's engine and solver, which the computer's thinking runs (the
# .wasm gzips 0.87 MB smaller: 8.75 MB, 7.89 MB with them), and .gz and .br
# copies beside the page's files serve servers that send precompressed files
# (see the README). wasm-opt -Oz (binaryen) is not run: it took 330 s of CPU
# for 0.05 MB less gzipped.
WEB_GOFLAGS := -gcflags=all=-l -gcflags=runtime= -gcflags=internal/runtime/...= \
	-gcflags=github.com/qttt-edu/qttt/game/...=
WEB_ADDR ?= 127.0.0.1:8080
WEB_ZIP  := dist/Quantum Tic-Tac-Toe-web.zip
WEB_PKGS := brotli

web: fyne-cli
	$(call apt_install,$(WEB_PKGS))
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; mkdir "$$tmp/qttt"; \
	tar --exclude=./.git --exclude=./dist --exclude='*.tar.xz' -cf - . | tar -xf - -C "$$tmp/qttt"; \
	echo "make: GOFLAGS='$(WEB_GOFLAGS)' fyne package -os web -release -tags no_emoji (in a copy: $$tmp/qttt)"; \
	(cd "$$tmp/qttt" && GOFLAGS='$(WEB_GOFLAGS)' "$(FYNE)" package -os web -release -tags no_emoji); \
	[ -f "$$tmp/qttt/wasm/index.html" ] || { echo "make: fyne package made no wasm/index.html" >&2; exit 1; }; \
	rm -rf dist/web; mkdir -p dist; cp -r "$$tmp/qttt/wasm" dist/web; \
	find dist/web -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.html' -o -name '*.css' \) | while read -r f; do \
	  gzip -9 -n -k -f "$$f"; brotli -q 11 -k -f "$$f"; done; \
	ls -l dist/web

serve-web:
	@[ -f dist/web/index.html ] || $(MAKE) web
	$(GO) run ./tools/serve -dir dist/web -addr $(WEB_ADDR)

web-zip: web
	$(call apt_install,zip)
	@rm -f "$(WEB_ZIP)"; (cd dist/web && zip -q -r -9 "../$(notdir $(WEB_ZIP))" .); ls -l "$(WEB_ZIP)"

# ---------------------------------------------------------------- release
# What a teacher downloads, in dist/ with their checksums in dist/SHA256SUMS:
# the Linux archive (make package) and Debian package (make package-deb), the
# Windows zip and installer (make package-windows, make package-msi) and the
# browser build (make web-zip). FYNE_PACKAGE_FLAGS=-release strips
# the Linux binary.
VERSION  := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
DEB_FILE := qttt_$(VERSION)_$(shell dpkg --print-architecture 2>/dev/null || echo amd64).deb
RELEASE_FILES := "Quantum Tic-Tac-Toe.tar.xz" "$(DEB_FILE)" "$(notdir $(WINDOWS_ZIP))" \
	"$(notdir $(WINDOWS_MSI))" "$(notdir $(WEB_ZIP))"

release: package package-deb package-windows package-msi web-zip
	@cd dist; rm -f SHA256SUMS; for f in $(RELEASE_FILES); do \
	  [ -f "$$f" ] || { echo "make: dist/$$f is missing" >&2; exit 1; }; done; \
	sha256sum $(RELEASE_FILES) >SHA256SUMS; \
	echo "make: the release in dist/ (check with: cd dist && sha256sum -c SHA256SUMS)"; \
	ls -l $(RELEASE_FILES) SHA256SUMS

# ---------------------------------------------------------------- assets
icon:
	$(GO) run ./tools/mkicon -o assets/icon.png
	$(GO) run ./tools/mkicon -size 256 -o assets/icon-256.png

font:
	bash tools/subset-font.sh

# dist/phrasebook/LANG.txt, one per language: every message the app puts
# together from a position (status line, hint, teaching panel, possible
# boards, worksheet questions, puzzle explanations, reviews) for a fixed
# corpus (every lesson's positions, every puzzle, ten games with fixed
# dice), each once, so that a native reader can read them as sentences.
# The test that writes it (ui/coach/phrasebook_test.go) runs in make test too.
phrasebook: deps
	$(GO) test ./ui/coach -run '^TestPhrasebook$$' -count=1 -phrasebook "$(CURDIR)/dist/phrasebook"
	@wc -l dist/phrasebook/*.txt

clean:
	rm -rf qttt dist
