#!/usr/bin/env python3
"""Writes Glyphs/unifont-subset.hex: the GNU Unifont glyphs that guess draws in big letters.

Usage: python3 Glyphs/make-subset.py [UNIFONT_HEX]   (default /usr/share/unifont/unifont.hex,
Debian package `unifont`). Run from anywhere; paths are relative to this script's package.

The subset keeps Unifont's own format, one glyph a line, in code point order: `XXXX:HEX`, 32 hex
digits for an 8x16 glyph and 64 for a 16x16 one, rows top to bottom. It covers:
- every character of the shipped banks (Wordbanks/*.txt, zh-Hant included) and of the interface text in
  both Chinese scripts (Sources/GuessText/*.swift and Sources/*/Text/*.swift: Strings.swift, the Strings+*.swift files
  and the zh-Hant table HantTable+Entries.swift; and the phones' script Pages/*.js),
- printable Latin-1 and Latin Extended-A (U+0020-U+007E, U+00A0-U+017F),
- general punctuation (U+2010-U+2027, U+2030-U+205E),
- CJK punctuation (U+3000-U+303F), kana (U+3040-U+30FF),
- all CJK Unified Ideographs (U+4E00-U+9FFF), full-width forms (U+FF00-U+FFEF).
Controls, unassigned and private-use code points are never included (Unifont draws them as boxes
with their code inside).
"""
import glob
import os
import sys
import unicodedata

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unifont/unifont.hex"
OUTPUT = os.path.join(PACKAGE, "Glyphs", "unifont-subset.hex")

RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x017F),
    (0x2010, 0x2027), (0x2030, 0x205E),
    (0x3000, 0x303F), (0x3040, 0x30FF),
    (0x4E00, 0x9FFF),
    (0xFF00, 0xFFEF),
]


def is_drawable(code):
    """Assigned and not a control, surrogate or private-use character: Unifont draws those, and unassigned
    code points, as boxes with the code inside, which must never stand in for a word."""
    return code <= 0xFFFF and unicodedata.category(chr(code)) not in ("Cc", "Cn", "Cs", "Co")


def wanted_code_points():
    wanted = set()
    for low, high in RANGES:
        wanted.update(range(low, high + 1))
    files = glob.glob(os.path.join(PACKAGE, "Wordbanks", "*.txt"))
    files += glob.glob(os.path.join(PACKAGE, "Sources", "GuessText", "*.swift"))
    files += glob.glob(os.path.join(PACKAGE, "Sources", "*", "Text", "*.swift"))
    files += glob.glob(os.path.join(PACKAGE, "Pages", "*.js"))
    for path in files:
        with open(path, encoding="utf-8") as handle:
            wanted.update(ord(character) for character in handle.read())
    return {code for code in wanted if is_drawable(code)}


def main():
    wanted = wanted_code_points()
    kept = []
    with open(SOURCE, encoding="ascii") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            code_text, _, bitmap = line.partition(":")
            if int(code_text, 16) in wanted and len(bitmap) in (32, 64):
                kept.append((int(code_text, 16), line))
    kept.sort()
    with open(OUTPUT, "w", encoding="ascii") as handle:
        for _, line in kept:
            handle.write(line + "\n")
    found = {code for code, _ in kept}
    # Unassigned code points inside the ranges have no glyph; only a bank or interface character matters.
    missing = sorted(code for code in wanted if code not in found)
    print(f"{OUTPUT}: {len(kept)} glyphs, {os.path.getsize(OUTPUT)} bytes")
    if missing:
        shown = " ".join(f"U+{code:04X}" for code in missing[:20])
        print(f"not in {SOURCE} ({len(missing)}): {shown}{' ...' if len(missing) > 20 else ''}")


if __name__ == "__main__":
    main()
