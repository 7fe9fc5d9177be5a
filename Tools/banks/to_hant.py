#!/usr/bin/env python3
"""Writes Wordbanks/zh-Hant.txt: the zh-Hans bank in Traditional Chinese (Taiwan usage).

Usage: python3 Tools/banks/to_hant.py [SOURCE] [OUTPUT]   (`make bank-hant`; default
Wordbanks/zh-Hans.txt → Wordbanks/zh-Hant.txt; installs PyPI `opencc` when missing)

Each line is converted with OpenCC's phrase-level `s2twp` and the reviewed corrections of
Tools/banks/hant-review.txt (one `简体 → 繁體 reason` a line; Tools/hant/hantconv.py applies them):
- an entry `落井下石 | 落井, 石头`: the entry and its taboo words, separators and spacing kept;
- `# theme: 动物, 自然` and `# 主题：…`: the theme names (the directive's own word stays, so every build
  reads it); `# family: …` / `# 家庭：…` and section headers such as `[primary]` are kept as they are;
- any other comment: its text.
The source's opening comment block is replaced by a note that the file is generated. The script stops
(exit 1) when two entries of one section become the same entry, or when a Simplified-only character
(Tools/hant/simplified-only.txt) is left; it lists review lines that matched nothing.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(PACKAGE, "Tools", "hant"))
import hantconv  # noqa: E402

sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import readings  # noqa: E402

ARGUMENTS = [a for a in sys.argv[1:] if not a.startswith("--")]
DIFFERENCES = "--differences" in sys.argv[1:]
SOURCE = ARGUMENTS[0] if len(ARGUMENTS) > 0 else os.path.join(PACKAGE, "Wordbanks", "zh-Hans.txt")
OUTPUT = ARGUMENTS[1] if len(ARGUMENTS) > 1 else os.path.join(PACKAGE, "Wordbanks", "zh-Hant.txt")
REVIEW = os.path.join(HERE, "hant-review.txt")
SIMPLIFIED_ONLY = os.path.join(PACKAGE, "Tools", "hant", "simplified-only.txt")

HEADER = [
    "# guess word bank: zh-Hant (Traditional Chinese, Taiwan usage)",
    "# Generated from zh-Hans.txt by Tools/banks/to_hant.py (make bank-hant): OpenCC s2twp and the reviewed",
    "# corrections in Tools/banks/hant-review.txt. Do not edit: correct zh-Hans.txt or the review file.",
    "# Readings: zhuyin, from the zh-Hans bank's reviewed pinyin (Tools/banks/readings.py); an entry the review",
    "# changes gets the reading of its new text.",
    "# Licence: GPL-3.0-or-later",
]
THEME = re.compile(r"^(#\s*(?:theme\s*:|主题\s*[:：]))(.*)$", re.IGNORECASE)
FAMILY = re.compile(r"^#\s*(?:family\s*:|家庭\s*[:：])", re.IGNORECASE)
SEPARATORS = re.compile(r"([,，、]\s*)")


def convert_list(converter, text):
    """Names separated by , ， or 、, each converted, separators and spacing kept."""
    return "".join(piece if SEPARATORS.fullmatch(piece) else converter.convert(piece)
                   for piece in SEPARATORS.split(text))


def convert_line(converter, line):
    stripped = line.strip()
    if not stripped or stripped.startswith("["):
        return line
    if stripped.startswith("#"):
        theme = THEME.match(stripped)
        if theme:
            return theme.group(1) + convert_list(converter, theme.group(2))
        if FAMILY.match(stripped):
            return line
        return converter.convert(line)
    entry, bar, taboo = line.partition("|")
    if not bar:
        return converter.convert(line)
    return converter.convert(entry) + bar + convert_list(converter, taboo)


def main():
    with open(SOURCE, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    opening = 0
    while opening < len(lines) and lines[opening].startswith("#"):
        opening += 1
    converter = hantconv.Converter(hantconv.load_review(REVIEW))
    reader = readings.Reader()
    # Character by character (t2s, not tw2sp): 滑鼠 stays 滑鼠, so a Taiwan word gets its own reading.
    to_simplified = hantconv.opencc_converter("t2s").convert
    output, differences, pinyin = list(HEADER), [], None
    for line in lines[opening:]:
        stripped = line.strip()
        found = readings.READING.match(stripped)
        if found:
            pinyin = found.group(1).split()
            continue
        converted = convert_line(converter, line)
        if readings.is_entry_line(stripped):
            entry = stripped.partition("|")[0].strip()
            plain = convert_line(_Plain(converter), line)
            if converted != plain:
                differences.append(f"{stripped}\t{plain.strip()}\t{converted.strip()}")
            new_entry = converted.strip().partition("|")[0].strip()
            simplified = to_simplified(new_entry)
            if pinyin is None or simplified != entry:
                pinyin = reader.pinyin(simplified)
            output.append(f"# reading: {' '.join(readings.zhuyin(pinyin))}")
            pinyin = None
        output.append(converted)
    if DIFFERENCES:
        print("zh-Hans entry\tplain s2twp\treviewed zh-Hant")
        print("\n".join(differences))
        return

    problems = []
    with open(SIMPLIFIED_ONLY, encoding="utf-8") as handle:
        simplified_only = set("".join(l.strip() for l in handle if not l.startswith("#")))
    section, seen = None, {}
    for number, line in enumerate(output, 1):
        stripped = line.strip()
        if stripped.startswith("["):
            section, seen = stripped, {}
            continue
        if not stripped or stripped.startswith("#"):
            continue
        left = sorted(set(c for c in line if c in simplified_only))
        if left:
            problems.append(f"{OUTPUT}:{number}: Simplified-only {''.join(left)} left in '{stripped}'")
        entry = stripped.partition("|")[0].strip()
        if entry in seen:
            problems.append(f"{OUTPUT}:{number}: '{entry}' is also line {seen[entry]} in {section}")
        seen.setdefault(entry, number)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(output))
    print(f"{os.path.relpath(OUTPUT, PACKAGE)}: {sum(1 for l in output if l.strip() and l.strip()[0] not in '#[')} "
          f"entries, {len(differences)} differ from plain s2twp (--differences lists them)")
    stale = converter.unused()
    for unused in stale:
        print(f"hant-review.txt: `{unused}` matched nothing in {os.path.basename(SOURCE)}: remove the line", file=sys.stderr)
    if stale:
        sys.exit(1)


class _Plain:
    """A converter with OpenCC s2twp alone: what the bank would be without the review."""

    def __init__(self, converter):
        self.opencc = converter.opencc

    def convert(self, text):
        return self.opencc.convert(text) if text else text


if __name__ == "__main__":
    main()
