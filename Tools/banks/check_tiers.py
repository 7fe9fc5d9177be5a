#!/usr/bin/env python3
"""Reviewed tiers: reads Tools/banks/tiers/LANG/NN-theme.txt (for build.py) and checks them (for check.py).

Usage: python3 Tools/banks/check_tiers.py [--without-tier-reviews] [LANG ...]   (default: en zh-Hans)

Every entry of a bank built from sources (en, zh-Hans; zh-Hant follows zh-Hans) has its tier decided by a
reader, one line `entry | tier | reason` in the tier file named as the entry's source file
(sources/zh-Hans/01-animals.txt → tiers/zh-Hans/01-animals.txt); an entry written in several theme files is
decided once, in the lowest-numbered of them. The criteria are in Documentation/WordLists.md ("Tiers"). A
reviewed tier wins over the frequency proposal, the children's list and a source's `@tier`.

The check fails on: a line that is not `entry | tier | reason` (a reason is required), an unknown tier name,
an entry spelled otherwise than in its source,
a tier file with no source file of the same name, a line whose entry is no longer in that source file, an
entry decided twice (two lines, or a line outside the lowest-numbered file of the entry), an entry with no
reviewed tier, a theme whose entries do not fill all four tiers, and a committed bank whose tiers are not
the reviewed ones (run build.py). `--without-tier-reviews` leaves out the missing reviewed tiers and the
themes they leave incomplete, for work done before the reviews are merged; `make` never passes it.
"""
import argparse
import glob
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from banklib import TIERS, FormatError, normalized, parse, read_lines, report  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
REVIEWED_BANKS = ("en", "zh-Hans")


class Review:
    """One reviewed line: tier, reason and where it was read."""

    def __init__(self, word, tier, reason, path, line):
        self.word, self.tier, self.reason, self.path, self.line = word, tier, reason, path, line

    def where(self):
        return f"{os.path.relpath(self.path)}:{self.line}: '{self.word}'"


def source_entries(sources):
    """[(file name, [entries])] of a source folder, in file order (NN-theme.txt)."""
    found = []
    for path in sorted(glob.glob(os.path.join(sources, "*.txt"))):
        found.append((os.path.basename(path), parse(path, allow_sections=False, allow_overrides=True)))
    return found


def read_reviews(sources, tiers):
    """({entry key: Review}, problems) for the source folder `sources` and the tier folder `tiers`; every
    problem but the missing reviews (see missing_reviews) is found here. A missing folder is no reviews."""
    files = source_entries(sources)
    home = {}  # entry key: the lowest-numbered source file that holds it
    in_file = {}
    for name, entries in files:
        in_file[name] = {e.key: e.word for e in entries}
        for entry in entries:
            home.setdefault(entry.key, name)
    reviews, problems = {}, []
    if not os.path.isdir(tiers):
        return reviews, problems
    names = {name for name, _ in files}
    for path in sorted(glob.glob(os.path.join(tiers, "*.txt"))):
        name = os.path.basename(path)
        shown = os.path.relpath(path)
        if name not in names:
            problems.append(f"{shown}:1: no source file {name} in {os.path.relpath(sources)}: a tier file is named "
                            "as the theme's source file")
            continue
        for number, raw in enumerate(read_lines(path), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|", 2)]  # a reason may hold a bar
            if len(parts) != 3 or not parts[0] or not parts[1]:
                problems.append(f"{shown}:{number}: a line is 'entry | tier | reason'")
                continue
            word, tier, reason = parts
            if not reason:
                problems.append(f"{shown}:{number}: '{word}': no reason (a line is 'entry | tier | reason')")
                continue
            if tier not in TIERS:
                problems.append(f"{shown}:{number}: '{word}': unknown tier '{tier}' ({' '.join(TIERS)})")
                continue
            key = normalized(word)
            if key not in in_file[name]:
                problems.append(f"{shown}:{number}: '{word}' is no entry of {os.path.relpath(sources)}/{name} "
                                "(removed or respelled): remove or fix the line")
                continue
            if word != in_file[name][key]:
                problems.append(f"{shown}:{number}: '{word}' is spelled '{in_file[name][key]}' in the source: "
                                "spell the entry as its source does")
                continue
            review = Review(word, tier, reason, path, number)
            if home[key] != name:
                problems.append(f"{review.where()}: decided in {name}, but an entry of several themes is decided "
                                f"in the lowest-numbered file where it appears: {home[key]}")
                continue
            first = reviews.get(key)
            if first is not None:
                problems.append(f"{review.where()}: decided twice (first at {os.path.relpath(first.path)}:"
                                f"{first.line}); decide an entry once")
                continue
            reviews[key] = review
    return reviews, problems


def missing_reviews(sources, tiers, reviews):
    """An entry of the sources with no reviewed tier, named at its first source line."""
    problems, seen = [], set()
    for name, entries in source_entries(sources):
        for entry in entries:
            if entry.key in seen:
                continue
            seen.add(entry.key)
            if entry.key not in reviews:
                problems.append(f"{entry.where()}: no reviewed tier: add '{entry.word} | tier | reason' to "
                                f"{os.path.relpath(os.path.join(tiers, name))}")
    return problems


def stale_bank(bank, reviews):
    """A committed bank whose tiers differ from the reviewed ones (it was not rebuilt)."""
    if not os.path.exists(bank):
        return []
    problems = []
    for entry in parse(bank):
        review = reviews.get(entry.key)
        if review is not None and review.tier != entry.tier:
            problems.append(f"{entry.where()}: in {entry.tier} but reviewed {review.tier} ({review.where()}): "
                            "run Tools/banks/build.py")
    return problems


def check(lang, without_reviews=False, root=HERE, bank=None):
    """Every problem of the reviewed tiers of bank `lang`: Tools/banks/sources/LANG against tiers/LANG, and
    the committed bank Wordbanks/LANG.txt (or `bank`)."""
    sources = os.path.join(root, "sources", lang)
    tiers = os.path.join(root, "tiers", lang)
    if not os.path.isdir(sources):
        return []
    try:
        reviews, problems = read_reviews(sources, tiers)
        if not without_reviews:
            problems += missing_reviews(sources, tiers, reviews)
        problems += stale_bank(bank or os.path.join(PACKAGE, "Wordbanks", f"{lang}.txt"), reviews)
    except (FormatError, OSError) as error:
        return [str(error)]
    return problems


def main():
    parser = argparse.ArgumentParser(description="Check the reviewed tiers of the banks built from sources.")
    parser.add_argument("banks", nargs="*", default=list(REVIEWED_BANKS))
    parser.add_argument("--without-tier-reviews", action="store_true",
                        help="leave out entries with no reviewed tier yet (interim work only)")
    options = parser.parse_args()
    return report("check_tiers.py", options.banks, lambda lang: check(lang, options.without_tier_reviews))


if __name__ == "__main__":
    sys.exit(main())
