#!/usr/bin/env python3
"""Regenerates the fonts the PDF kit embeds in its PDF/A documents (docs/adr/0129-factur-x-pdfa-container.md).

    apt-get install fonts-liberation2 && pip install fonttools==4.* && python3 scripts/pdfa-assets.py [FONT_DIR]

Reads Liberation Sans 2 Regular and Bold (SIL OFL 1.1, metric-compatible with Helvetica; Debian's
fonts-liberation2 puts them in /usr/share/fonts/truetype/liberation2) and writes, into
pocketbase/pb_hooks/pdfa/:
  - LiberationSans-{Regular,Bold}.ttf.zlib: the font cut down to the glyphs of WinAnsiEncoding (the
    only characters the kit draws), zlib-compressed as a PDF /FlateDecode stream (goja has no zlib, so
    the hooks copy these bytes into the file as they are);
  - fonts.json: for each, what the PDF font dictionary needs: the advance widths of WinAnsi codes
    32-255 in 1/1000 em (the kit measures text with these and writes them as /Widths: PDF/A wants
    both equal), the bounding box, ascent, descent, cap height and the uncompressed length (/Length1).
The output is deterministic: run it again only to change the font or the glyph set.
"""
import json
import sys
import zlib
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "pocketbase" / "pb_hooks" / "pdfa"
FONT_DIR = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/liberation2")

# WinAnsiEncoding's 128-159 range (the rest of 32-126 and 160-255 is Latin-1 itself); the same table
# as WIN_ANSI_EXTRA in pocketbase/pb_hooks/lib/pdf.js.
WIN_ANSI_HIGH = {
    128: 0x20AC, 130: 0x201A, 131: 0x0192, 132: 0x201E, 133: 0x2026, 134: 0x2020, 135: 0x2021,
    136: 0x02C6, 137: 0x2030, 138: 0x0160, 139: 0x2039, 140: 0x0152, 142: 0x017D, 145: 0x2018,
    146: 0x2019, 147: 0x201C, 148: 0x201D, 149: 0x2022, 150: 0x2013, 151: 0x2014, 152: 0x02DC,
    153: 0x2122, 154: 0x0161, 155: 0x203A, 156: 0x0153, 158: 0x017E, 159: 0x0178,
}


def unicode_of(code):
    if 32 <= code <= 126 or 160 <= code <= 255:
        return code
    return WIN_ANSI_HIGH.get(code)


def build(style, key):
    source = FONT_DIR / f"LiberationSans-{style}.ttf"
    codes = [u for u in (unicode_of(c) for c in range(32, 256)) if u is not None]
    options = subset.Options()
    options.glyph_names = True
    options.notdef_outline = True
    options.hinting = False
    options.layout_features = []
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.drop_tables += ["GDEF", "GPOS", "GSUB", "FFTM", "gasp"]
    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    target = OUT / f"LiberationSans-{style}.ttf"
    font.save(target)
    raw = target.read_bytes()
    target.unlink()
    (OUT / f"LiberationSans-{style}.ttf.zlib").write_bytes(zlib.compress(raw, 9))

    font = TTFont(source)
    scale = 1000 / font["head"].unitsPerEm
    cmap = font.getBestCmap()
    widths = []
    for code in range(32, 256):
        u = unicode_of(code)
        glyph = cmap.get(u) if u is not None else None
        widths.append(round(font["hmtx"][glyph][0] * scale) if glyph else 0)
    head, os2, post = font["head"], font["OS/2"], font["post"]
    return key, {
        "file": target.name + ".zlib",
        "name": font["name"].getDebugName(6),
        "length1": len(raw),
        "widths": widths,
        "bbox": [round(v * scale) for v in (head.xMin, head.yMin, head.xMax, head.yMax)],
        "ascent": round(os2.sTypoAscender * scale),
        "descent": round(os2.sTypoDescender * scale),
        "capHeight": round(os2.sCapHeight * scale),
        "italicAngle": post.italicAngle,
        # No stem width in a TrueType font: the usual estimate from the weight class.
        "stemV": 80 if os2.usWeightClass < 600 else 140,
    }


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    fonts = dict(build(style, key) for style, key in (("Regular", "regular"), ("Bold", "bold")))
    (OUT / "fonts.json").write_text(json.dumps(fonts, separators=(",", ":")) + "\n")
    for key, font in fonts.items():
        print(key, font["name"], font["length1"], "bytes,", (OUT / font["file"]).stat().st_size, "compressed")


if __name__ == "__main__":
    main()
