#!/usr/bin/env python3
"""Builds Wordbanks/LANG.txt from the theme sources in Tools/banks/sources/LANG/*.txt.

Usage: python3 Tools/banks/build.py LANG [--sources DIR] [--output FILE]   (LANG: en, zh-Hans)
Needs wordfreq (and jieba for Chinese): `make banks` installs them.

Each source file is one theme: its first directive `# theme: NAME` names it; entries follow in the list
text format (`word | taboo, taboo`, `# family: no` blocks), with an optional hand tier ` @tier: reason`.
An entry written in several theme files becomes one entry with all their themes (and every taboo word).

The tier of an entry is a reader's decision: Tools/banks/tiers/LANG/NN-theme.txt (named as the source
file; `entry | tier | reason`, read by check_tiers.py) gives every entry its tier, by the criteria of
Documentation/WordLists.md ("Tiers"), and wins over everything below. The frequency proposal the reviewers
saw (and `--scores` prints) is: the Zipf frequency of the entry (wordfreq; a phrase is scored from its words)
less a penalty for length (softer for a name wordfreq knows whole, 乌鲁木齐, or an English proper name), and
within a theme the easiest 30% primary, the next 30% middle, the next 25% senior and the hardest 15%
complex; an entry in several themes takes the mean of its places; an entry of the reviewed children's list
(Tools/banks/children-LANG.txt, `entry | primary or middle | reason`) is at most that tier, a literary line
(themes 诗词, poems & rhymes) not on it at least senior, and a source's `@tier: reason` sets it by hand. An
entry with no reviewed tier yet keeps that proposal (check.py fails on it). The output is deterministic.
"""
import argparse
import glob
import math
import os
import sys
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from banklib import TIERS, FormatError, normalized, parse  # noqa: E402
import readings  # noqa: E402
import check_tiers  # noqa: E402

PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPOUND_PENALTY = 1.0
WHOLE_NAME_PENALTY = 0.1  # per character past two, for a Chinese entry wordfreq knows as one word (乌鲁木齐)
LITERARY_FLOOR = {"诗词": "senior", "poems & rhymes": "senior"}
CHILDREN_TIERS = ("primary", "middle")
ENGLISH_SMALL_WORDS = {"of", "the", "de", "and", "a", "in", "on"}
SHARES = [("primary", 0.30), ("middle", 0.30), ("senior", 0.25), ("complex", 0.15)]
HEADER = b"# guess word bank: "
LANGUAGES = {"en": ("en", "English"), "zh-Hans": ("zh", "Simplified Chinese")}


def length_of(word, lang):
    """How long the entry is to say: Chinese characters for zh, letters for en (punctuation left out)."""
    return sum(1 for c in word if not unicodedata.category(c).startswith(("P", "Z")))


def frequency(text, lang):
    """The Zipf frequency of `text` as players meet it: wordfreq's figure for the whole entry when it knows
    it, else one estimated from its words (each at least 1, rare), less 1 for being a compound. wordfreq
    alone gives 0 for a phrase with one unknown word and, in Chinese, 1 less per inferred word break, which
    would rank every line of a poem alike."""
    from wordfreq import tokenize, zipf_frequency

    whole = zipf_frequency(text, lang)
    words = [w for w in tokenize(text, lang) if w.strip()]
    if len(words) < 2:
        return whole
    inverse = sum(1 / 10 ** max(zipf_frequency(w, lang), 1.0) for w in words)
    return max(whole, math.log10(1 / inverse) - COMPOUND_PENALTY)


def ease(word, lang):
    """Higher is easier: the entry's frequency (7 very common, 1 rare) less a penalty for its length. A
    saying with a dash or comma is scored as its parts would be read: the rarest part decides."""
    text = "".join(c if not unicodedata.category(c).startswith("P") else " " for c in word)
    parts = text.split()
    if not parts:
        return 0.0
    if lang == "zh":
        from wordfreq import tokenize

        score = min(frequency(part, "zh") for part in parts)
        whole = len(parts) == 1 and len(tokenize(parts[0], "zh")) == 1
        penalty = (WHOLE_NAME_PENALTY if whole else 0.25) * max(0, length_of(word, lang) - 2)
    else:
        score = frequency(" ".join(parts), "en")
        penalty = 0.08 * max(0, length_of(word, lang) - 5) + 0.3 * max(0, len(parts) - 1)
        if all(p[0].isupper() for p in parts if p.lower() not in ENGLISH_SMALL_WORDS):
            penalty /= 2  # a proper name (Rio de Janeiro, Mount Kilimanjaro) is said as one thing
    return score - penalty


def read_children(path, entries):
    """{key: (tier, reason)} from the reviewed list of what children know, and its problems: a line is
    `entry | primary or middle | reason`, and every entry it names must be in the bank."""
    listed, problems = {}, []
    if not os.path.exists(path):
        return listed, problems
    keys = {e.key for e in entries}
    from banklib import read_lines

    for number, line in enumerate(read_lines(path), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 3 or not all(parts) or parts[1] not in CHILDREN_TIERS:
            problems.append(f"{path}:{number}: a line is 'entry | primary or middle | reason'")
            continue
        key = normalized(parts[0])
        if key not in keys:
            problems.append(f"{path}:{number}: no entry is '{parts[0]}': fix or remove the line")
            continue
        listed[key] = (parts[1], parts[2])
    return listed, problems


def read_sources(directory):
    """Every entry of every source file, merged by normalised key: {key: merged entry}, theme order."""
    paths = sorted(glob.glob(os.path.join(directory, "*.txt")))
    if not paths:
        raise OSError(f"{directory}: no source files (*.txt)")
    merged, theme_order, problems = {}, [], []
    for path in paths:
        entries = parse(path, allow_sections=False, allow_overrides=True)
        themes_here = {t for e in entries for t in e.themes}
        if len(themes_here) != 1 or any(not e.themes for e in entries):
            problems.append(f"{path}:1: a source file holds one theme, named by '# theme: NAME' before its entries")
            continue
        theme = themes_here.pop()
        if theme in theme_order:
            problems.append(f"{path}:1: theme '{theme}' is already the theme of another file")
        theme_order.append(theme)
        seen_here = {}
        for entry in entries:
            key = entry.key
            if not key:
                problems.append(f"{entry.where()}: nothing left after removing spaces and punctuation")
                continue
            if key in seen_here:
                problems.append(f"{entry.where()}: duplicate of line {seen_here[key]} in the same file")
                continue
            seen_here[key] = entry.line
            first = merged.get(key)
            if first is None:
                merged[key] = entry
                continue
            first.themes += [t for t in entry.themes if t not in first.themes]
            first.taboo += [t for t in entry.taboo if normalized(t) not in {normalized(x) for x in first.taboo}]
            first.family = first.family and entry.family
            if entry.override and first.override and entry.override[0] != first.override[0]:
                problems.append(f"{entry.where()}: hand tier @{entry.override[0]} differs from "
                                f"@{first.override[0]} at {first.path}:{first.line}")
            first.override = first.override or entry.override
    return merged, theme_order, problems


def assign_tiers(entries, lang, theme_order, children=None):
    """Sets entry.tier: by hand where given, else from the mean place of its score within its themes, at
    most the tier of the children's list ({key: (tier, reason)}) and at least senior for a literary line."""
    children = children or {}
    scores = {e.key: ease(e.word, lang) for e in entries}
    places = {e.key: [] for e in entries}
    for theme in theme_order:
        members = sorted((e for e in entries if theme in e.themes), key=lambda e: (-scores[e.key], e.key))
        for index, entry in enumerate(members):
            places[entry.key].append((index + 0.5) / len(members))
    for entry in entries:
        if entry.override:
            entry.tier = entry.override[0]
            continue
        place = sum(places[entry.key]) / len(places[entry.key])
        bound = 0.0
        for tier, share in SHARES:
            bound += share
            if place < bound or tier == "complex":
                entry.tier = tier
                break
        listed = children.get(entry.key)
        if listed:
            entry.tier = TIERS[min(TIERS.index(entry.tier), TIERS.index(listed[0]))]
            entry.children = listed
            continue
        for theme in entry.themes:
            floor = LITERARY_FLOOR.get(theme)
            if floor:
                entry.tier = TIERS[max(TIERS.index(entry.tier), TIERS.index(floor))]
    return scores


def apply_reviews(entries, reviews):
    """Sets each reviewed entry's tier from its reviewed line ({key: check_tiers.Review}), over the proposal;
    returns how many entries have none yet."""
    unreviewed = 0
    for entry in entries:
        review = reviews.get(entry.key)
        if review is None:
            unreviewed += 1
            continue
        entry.tier = review.tier
        entry.reviewed = review
    return unreviewed


def render(entries, lang_name, label, theme_order, unreviewed=0):
    """The bank file: header, then per tier the theme blocks, family-friendly entries before the others."""
    count = len(entries)
    themed = sum(1 for e in entries if e.taboo)
    lines = [
        f"# guess word bank: {lang_name} ({label})",
        "# Generated by Tools/banks/build.py from Tools/banks/sources: do not edit this file by hand;",
        "# edit Tools/banks/sources and run `make banks` (which also runs Tools/banks/check.py).",
        f"# {count} entries, {len(theme_order)} themes, {themed} with taboo words after '|'.",
        "# Each entry's tier was decided by a reader (Tools/banks/tiers/LANG/NN-theme.txt, 'entry | tier | reason'),",
        "# by the criteria of Documentation/WordLists.md: primary, a seven-year-old knows it and can describe it;",
        "# middle, a ten-to-twelve-year-old; senior, an adult's everyday word; complex, idioms, rare or specialist",
        "# words, literary lines. The reviewers saw the frequency proposal (wordfreq Zipf frequency less a length",
        "# penalty, ranked within the theme) and the children's list (Tools/banks/children-LANG.txt) as inputs.",
        "# Sections: [primary] [middle] [senior] [complex]; '# theme:' and '# family:' lines as in",
        "# Documentation/WordLists.md.",
        "# Licence: GPL-3.0-or-later",
    ]
    if unreviewed:
        lines.insert(lines.index("# Sections: [primary] [middle] [senior] [complex]; '# theme:' and '# family:' lines as in"),
                     f"# {unreviewed} entries not reviewed yet keep the frequency proposal.")
    if lang_name == "en":
        lines.insert(-1, "# British English: spelling, words and culture as in the UK (aeroplane, crisps, Bonfire Night).")
    order = {theme: index for index, theme in enumerate(theme_order)}
    for tier in TIERS:
        lines += ["", f"[{tier}]"]
        groups = {}
        for entry in entries:
            if entry.tier == tier:
                themes = tuple(sorted(entry.themes, key=order.__getitem__))
                groups.setdefault(themes, []).append(entry)
        for themes in sorted(groups, key=lambda ts: [order[t] for t in ts]):
            lines.append(f"# theme: {', '.join(themes)}")
            block = sorted(groups[themes], key=lambda e: (not e.family, e.key, e.word))
            family = True
            for entry in block:
                if entry.family != family:
                    family = entry.family
                    lines.append("# family: no")
                if getattr(entry, "reviewed", None):
                    pass  # the reason is in Tools/banks/tiers, one line per entry
                elif entry.override:
                    lines.append(f"# by hand, {entry.override[0]}: {entry.override[1]}")
                elif getattr(entry, "children", None):
                    lines.append(f"# children know it, {entry.children[0]} at most: {entry.children[1]}")
                text = entry.word + (" | " + ", ".join(entry.taboo) if entry.taboo else "")
                lines.append(text)
            if not family:
                lines.append("# family: yes")
    return "\n".join(lines) + "\n"


def is_ours(path):
    """Whether `path` may be written: missing, or a regular file that starts as the banks this script writes
    (or the hand-written banks before them), so a mistyped --output never replaces someone's file."""
    if not os.path.lexists(path):
        return True
    if os.path.islink(path) or not os.path.isfile(path):
        return False
    with open(path, "rb") as handle:
        return handle.read(len(HEADER)) == HEADER


def main():
    parser = argparse.ArgumentParser(description="Build Wordbanks/LANG.txt from Tools/banks/sources/LANG.")
    parser.add_argument("lang", choices=sorted(LANGUAGES))
    parser.add_argument("--sources", help="the source directory (default Tools/banks/sources/LANG)")
    parser.add_argument("--output", help="the bank file to write (default Wordbanks/LANG.txt)")
    parser.add_argument("--scores", action="store_true", help="print each entry's score and tier instead")
    options = parser.parse_args()
    wordfreq_lang, label = LANGUAGES[options.lang]
    sources = options.sources or os.path.join(PACKAGE, "Tools", "banks", "sources", options.lang)
    output = options.output or os.path.join(PACKAGE, "Wordbanks", f"{options.lang}.txt")
    try:
        merged, theme_order, problems = read_sources(sources)
    except (FormatError, OSError) as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    for problem in problems:
        print(f"build.py: {problem}", file=sys.stderr)
    if problems:
        return 1
    entries = list(merged.values())
    # The children's list lives beside the sources folder: Tools/banks/children-LANG.txt for the shipped banks.
    lists = os.path.dirname(os.path.dirname(os.path.abspath(sources)))
    children, problems = read_children(os.path.join(lists, f"children-{options.lang}.txt"), entries)
    for problem in problems:
        print(f"build.py: {problem}", file=sys.stderr)
    if problems:
        return 1
    try:
        scores = assign_tiers(entries, wordfreq_lang, theme_order, children)
    except ImportError as error:
        print(f"build.py: {error.name} is missing: pip install wordfreq jieba (or run make banks)", file=sys.stderr)
        return 1
    if options.scores:
        for entry in sorted(entries, key=lambda e: (e.themes[0], -scores[e.key], e.key)):
            print(f"{scores[entry.key]:.2f}\t{entry.tier}\t{','.join(entry.themes)}\t{entry.word}")
        return 0
    reviews, problems = check_tiers.read_reviews(sources, os.path.join(lists, "tiers", options.lang))
    for problem in problems:
        print(f"build.py: {problem}", file=sys.stderr)
    if problems:
        return 1
    unreviewed = apply_reviews(entries, reviews)
    if unreviewed:
        print(f"build.py: {unreviewed} entries have no reviewed tier yet (Tools/banks/tiers/{options.lang}): "
              "the frequency proposal is used", file=sys.stderr)
    text = render(entries, options.lang, label, theme_order, unreviewed)
    if options.lang == "zh-Hans":
        text = readings.annotate(text)  # a `# reading:` line (pinyin) above every entry
    if not is_ours(output):
        print(f"build.py: {output} exists and is not a bank this script wrote: not replaced", file=sys.stderr)
        return 1
    temporary = output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, output)
    print(f"build.py: wrote {os.path.relpath(output)}: {len(entries)} entries, {len(theme_order)} themes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
