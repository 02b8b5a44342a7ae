#!/usr/bin/env python3
# The storefront's font file: Inter (variable), cut to what the shop sets.
#
#   python3 scripts/fonts/subset-inter.py
#
# Needs fontTools with Brotli (Debian: `apt-get install -y python3-fonttools
# python3-brotli`). It reads the Latin file of the npm package
# @fontsource-variable/inter (48 kB) and writes app/fonts/inter-latin-400-800.woff2
# (about 29 kB), which app/layout.tsx serves and preloads on every page:
#   - the weights 400 to 800 only (Tailwind's normal, medium, semibold, bold
#     and extrabold: the five the stylesheet sets), still one variable font;
#   - every character of the package's Latin file (Basic Latin, Latin-1,
#     general punctuation, the euro and trade mark signs, combining accents);
#   - kerning, accents and tabular figures (prices), without the fraction,
#     proportional-figure and contextual-alternate features nothing uses, and
#     without glyph names.
# The output is committed with Inter's licence (app/fonts/OFL.txt): CI, `npm
# test` and the build never run this. tests/unit/site/storefront-font.test.ts
# holds the file to the package's characters, to the weights app/layout.tsx
# declares and to its size. Run it again only when the package's font changes.
import io
import os
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")
TARGET = os.path.join(ROOT, "app/fonts/inter-latin-400-800.woff2")
WEIGHTS = (400, 800)
FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "tnum"]
font = TTFont(SOURCE)
font.flavor = None
options = subset.Options()
options.layout_features = FEATURES
options.name_IDs = ["*"]
options.notdef_outline = True
options.glyph_names = False
options.hinting = False
subsetter = subset.Subsetter(options)
# Every character the package's file maps, unchanged.
subsetter.populate(unicodes=font.getBestCmap().keys())
subsetter.subset(font)

# Reload before narrowing the axis: the instancer works on a saved table set.
buffer = io.BytesIO()
font.save(buffer)
buffer.seek(0)
font = instancer.instantiateVariableFont(TTFont(buffer), {"wght": WEIGHTS})

font.flavor = "woff2"
font.save(TARGET)
print(f"{os.path.relpath(TARGET, ROOT)}: {os.path.getsize(TARGET)} bytes, {len(font.getGlyphOrder())} glyphs, wght {WEIGHTS[0]}-{WEIGHTS[1]}")
