#!/usr/bin/env bash
# subset-font.sh: rebuild the bundled Korean font subsets.
#
#   tools/subset-font.sh            # from the repository root or anywhere
#
# Fyne's embedded font (Noto Sans) has no Hangul, so the app bundles a subset
# of Nanum Gothic (SIL OFL 1.1, see assets/fonts/OFL.txt) holding only the
# characters the app shows. The subset covers the union of every character in
#   assets/translations/*.json, assets/guide/*.md (the teacher's guide and
#   quiz), every file under assets/lessons/,
#   tools/korean-sample.txt (a provisional vocabulary),
# plus ASCII, Latin-1, common punctuation and Hangul jamo. Subscript digits
# ₀–₉ are left out (Nanum lacks most of them): serve the subset from the
# theme's Font(), whose per-character fallback is Fyne's Noto Sans, not from
# canvas.Text.FontSource, which falls back only to system fonts.
# Rerun it whenever translations or lessons change, and commit the result:
#   assets/fonts/NanumGothic-subset.ttf, assets/fonts/NanumGothicBold-subset.ttf
#
# Needs Debian's fonts-nanum and python3-fonttools (no PyPI needed):
#   apt-get install -y fonts-nanum python3-fonttools
# The output is deterministic for the same inputs and the same fonttools.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
src=${NANUM_DIR:-/usr/share/fonts/truetype/nanum}
out=$root/assets/fonts

for f in NanumGothic.ttf NanumGothicBold.ttf; do
  [ -f "$src/$f" ] || { echo "subset-font: $src/$f missing: apt-get install -y fonts-nanum" >&2; exit 1; }
done
# Debian's python3-fonttools lives in the system Python, not in pyenv/venvs.
py=
for p in /usr/bin/python3 python3; do
  if command -v "$p" >/dev/null && "$p" -c 'import fontTools.subset' 2>/dev/null; then py=$p; break; fi
done
[ -n "$py" ] || { echo "subset-font: fontTools missing: apt-get install -y python3-fonttools" >&2; exit 1; }

mkdir -p "$out"
cd "$root"
# The files to scan: absent folders are fine.
inputs=()
[ -f tools/korean-sample.txt ] && inputs+=(tools/korean-sample.txt)
for f in assets/translations/*.json; do [ -f "$f" ] && inputs+=("$f"); done
for f in assets/guide/*.md; do [ -f "$f" ] && inputs+=("$f"); done
if [ -d assets/lessons ]; then
  while IFS= read -r -d '' f; do inputs+=("$f"); done < <(find assets/lessons -type f -print0 | sort -z)
fi

"$py" - "$src" "$out" "${inputs[@]}" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont

src, out, files = sys.argv[1], sys.argv[2], sys.argv[3:]

# Subscript digits are left out on purpose: Nanum Gothic has only ₁–₄ (and
# tiny ones), so through the theme's Font() all of ₀–₉ come from Fyne's
# default Noto Sans instead, which has them all and matches the Latin text.
subscripts = {chr(c) for c in range(0x2080, 0x208A)}
wanted = set()
for f in files:
    with open(f, encoding="utf-8") as fh:
        wanted.update(fh.read())
wanted = {c for c in wanted if c.isprintable() and not c.isspace()} - subscripts
# Always present: ASCII, Latin-1, common punctuation, Hangul jamo.
extra = {chr(c) for c in range(0x20, 0x7F)}
extra |= {chr(c) for c in range(0xA0, 0x100)}
extra |= set("‐–—―‘’‚“”„†‡•…‰′″‹›€™←↑→↓↔×÷·「」『』《》〈〉、。・～")
extra |= {chr(c) for c in range(0x3131, 0x3164)}               # compatibility jamo
chars = wanted | extra
text = "".join(sorted(chars))
hangul = sum(1 for c in chars if 0xAC00 <= ord(c) <= 0xD7A3)


def is_hangul(c):
    o = ord(c)
    return 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F or 0xA960 <= o <= 0xA97F \
        or 0xAC00 <= o <= 0xD7FF


failed = False

for name, style in (("NanumGothic", "Regular"), ("NanumGothicBold", "Bold")):
    opts = subset.Options()
    opts.hinting = False           # Fyne's rasteriser ignores TrueType hinting
    opts.layout_features = ["*"]
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    opts.notdef_outline = True
    opts.drop_tables += ["TSI0", "TSI1", "TSI2", "TSI3", "TSI5"]  # VTT hinting sources
    opts.recalc_timestamp = False  # reproducible output
    font = TTFont(f"{src}/{name}.ttf", recalcTimestamp=False)
    sub = subset.Subsetter(opts)
    sub.populate(text=text)
    sub.subset(font)
    # The OFL reserves the name "NanumGothic" for the original: the
    # modified (subset) font must present itself under another name.
    family = "QTTT Hangul"
    ps = f"QTTTHangul-{style}"
    nt = font["name"]
    nt.setName("This Font Software is licensed under the SIL Open Font License, "
               "Version 1.1 (assets/fonts/OFL.txt).", 13, 3, 1, 0x409)
    nt.setName("https://openfontlicense.org", 14, 3, 1, 0x409)
    for rec in nt.names:
        if rec.nameID in (1, 16):
            rec.string = family
        elif rec.nameID == 2:
            rec.string = style
        elif rec.nameID == 4:
            rec.string = f"{family} {style}" if style != "Regular" else family
        elif rec.nameID in (3, 6):
            rec.string = ps
        elif rec.nameID == 5:
            rec.string = "Version 1.0; subset of Nanum Gothic for qttt"
    path = f"{out}/{name}-subset.ttf"
    font.save(path)
    cmap = font.getBestCmap()
    # Characters of other scripts that Nanum lacks (ą, ř, ş, …) come from
    # Noto Sans through the theme's fallback; Hangul has no fallback.
    missing = sorted(c for c in wanted if ord(c) not in cmap and is_hangul(c))
    print(f"subset-font: {path}: {len(cmap)} characters, {hangul} Hangul syllables "
          f"from {len(files)} files")
    if missing:
        print(f"subset-font: ERROR: {name} lacks these Hangul characters: " + "".join(missing))
        failed = True
sys.exit(1 if failed else 0)
PY
ls -l "$out"/*-subset.ttf
