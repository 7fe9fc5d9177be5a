#!/usr/bin/env python3
"""Checks of taboo words (clues), sayings and family marks, run on every bank by Tools/banks/check.py.

Usage: python3 Tools/banks/check_clues.py [BANK.txt ...]   (default: every bank in Wordbanks/)

- **Clues** (every bank: en, zh-Hans, zh-Hant, hsk): no taboo word is its entry, holds its entry or is held
  in it (Chinese: as substrings of the normalised text, 乌鸦 | 乌鸦喝水, 电影 | 电影院; English: as whole
  words). In English no word of a taboo word shares a stem with a word of the entry: the same Snowball stem
  (library, libraries), the shorter word's stem starting the longer word (pigs in pigsty, chick in chicken,
  librari in librarian), the shorter word ending the longer one (brush in toothbrush), or a long shared
  beginning (physicist, physics), or a compound's unit (snowman | snowball: snow; snowboarding | board;
  webcam | camera: cam; units are splits into two words wordfreq knows). Pairs that only look related
  (cat | catch) are listed with a reason in
  Tools/banks/stem-exceptions-en.txt (`entry | taboo word | reason`).
- **Sayings** (zh-Hans, zh-Hant): the answer half of a 歇后语 (after ——) is not an entry of its own: the two
  play as one card (徐庶进曹营——一言不发 and 一言不发), so the bank keeps one of them.
- **Same clues** (en, zh-Hans, zh-Hant; not hsk, which keeps every word of the HSK list): no two entries have the same taboo words (two or more): they play alike, so
  one is merged into the other (synonyms-LANG.txt) or each gets clues of its own; the pairs kept apart are
  listed in Tools/banks/near-synonyms-LANG.txt (`entry | entry | how they differ`).
- **Family screen** (en, zh-Hans): an entry whose text or taboo words hold a keyword of the family policy
  (Documentation/WordLists.md: horror, drinking, gambling, dating) is marked `# family: no`, unless it is
  listed with a reason in Tools/banks/family-LANG.txt (`entry | keyword | reason`: garlic | vampire).

Each reviewed list is checked too: a line that no longer applies is named so it can be removed.
"""
import functools
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from banklib import FormatError, normalized, parse, read_reasoned, report  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
SAYING_DASH = re.compile(r"——|—|--")
ENGLISH_SMALL = {"a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "it", "as", "be",
                 "you", "your", "my", "me", "i", "we", "he", "she", "they", "no", "not", "all", "up", "with", "mr",
                 "mrs", "st", "de", "la", "le", "s"}
SHARED_BEGINNING, SHARED_SHARE = 5, 0.8  # physicist | physics: 6 letters in common, all but one of the shorter
# Compound units: a word split in two English words (each at least UNIT_LENGTH letters, each of Zipf
# frequency UNIT_ZIPF or more in wordfreq) has those as its units (snowman: snow, man; webcam: web, cam).
# Endings that wordfreq counts as words but are suffixes, not units (camp-ing, high-est), never are.
UNIT_LENGTH, UNIT_ZIPF = 3, 3.0
NOT_UNITS = {"ing", "ings", "ers", "est", "ter", "ard", "ion", "ian", "ful", "less", "ness", "ment", "able", "ish",
             "ed", "er", "ly"}
# Family screen: keywords of the written policy (WordLists.md, "Family policy"), matched as English whole words
# (a trailing s allowed) or as Chinese substrings, in the entry and its taboo words.
FAMILY_KEYWORDS = {
    "en": {"horror", "zombie", "vampire", "werewolf", "dracula", "undead", "frankenstein", "beer", "wine", "whisky",
           "vodka", "gin", "rum", "cocktail", "pub", "nightclub", "hangover", "drunk", "casino", "gambling",
           "betting", "poker", "flirting", "flirt", "kiss", "kissing", "date", "dating", "stag", "hen do",
           "lingerie", "stockings", "murder", "killer"},
    "zh-Hans": {"恐怖", "僵尸", "丧尸", "吸血鬼", "啤酒", "白酒", "红酒", "喝酒", "酒吧", "夜店", "劝酒", "干杯", "喝醉", "醉酒",
                "赌", "相亲", "约会", "表白", "吻", "初恋", "前任", "情敌", "杀手"},
}


def is_chinese(bank):
    return bank.startswith("zh") or bank == "hsk"


def english_words(text):
    """The normalised words of an English text (hyphens and slashes split words)."""
    words = (normalized(w) for w in re.split(r"[\s\-/]+", text))
    return [w for w in words if w]


_stemmer = None


@functools.lru_cache(maxsize=None)  # the banks repeat their words: each stemmed once a process
def stem(word):
    """The Snowball (Porter 2) English stem of a normalised word."""
    global _stemmer
    if _stemmer is None:
        import snowballstemmer

        _stemmer = snowballstemmer.stemmer("english")
    return _stemmer.stemWord(word)


def share_stem(a, b):
    """Whether English words `a` and `b` (normalised) are forms of one word, or one is built on the other."""
    if a == b or stem(a) == stem(b):
        return True
    short, long = sorted((a, b), key=lambda w: (len(w), w))
    if len(short) < 3:
        return False
    root = stem(short)
    if len(root) >= 3 and long.startswith(root):
        return True  # pigs → pig in pigsty, chick in chicken, library → librari in librarian
    if long.endswith(short):
        return True  # brush in toothbrush
    common = 0
    for x, y in zip(short, long):
        if x != y:
            break
        common += 1
    return common >= SHARED_BEGINNING and common >= SHARED_SHARE * len(short)  # physicist, physics


@functools.lru_cache(maxsize=None)
def units(word):
    """The units of an English compound (normalised): both halves of every split of `word` into two words of
    at least UNIT_LENGTH letters that wordfreq knows (Zipf UNIT_ZIPF or more) and that are not suffixes
    (NOT_UNITS): snowman {snow, man}, sunglasses {sun, glasses}; a word with no such split has none."""
    from wordfreq import zipf_frequency

    found = set()
    for cut in range(UNIT_LENGTH, len(word) - UNIT_LENGTH + 1):
        left, right = word[:cut], word[cut:]
        if left in NOT_UNITS or right in NOT_UNITS:
            continue
        if zipf_frequency(left, "en") >= UNIT_ZIPF and zipf_frequency(right, "en") >= UNIT_ZIPF:
            found |= {left, right}
    return frozenset(found)


def shared_unit(a, b):
    """A unit (or whole word) of English word `a` that is a form of one of `b` (the same word or Snowball
    stem), where one of them is a compound's unit (snowball | snowman: snow; board | snowboarding: boarding's
    board), or None."""
    for u in sorted({a} | units(a)):
        for v in sorted({b} | units(b)):
            if (u, v) != (a, b) and (u == v or stem(u) == stem(v)):
                return u
    return None


def clue_fault(word, taboo, chinese):
    """Why taboo word `taboo` gives its entry `word` away, or None."""
    entry, clue = normalized(word), normalized(taboo)
    if not clue:
        return None
    if clue == entry:
        return "is the entry itself"
    if chinese:
        if clue in entry:
            return "is a piece of the entry"
        if entry in clue:
            return "holds the entry"
        return None
    entry_words = [w for w in english_words(word) if w not in ENGLISH_SMALL]
    clue_words = [w for w in english_words(taboo) if w not in ENGLISH_SMALL]
    if len(entry) >= 3 and entry in "".join(clue_words) and len(entry_words) > 1:
        return "holds the entry"
    for part in clue_words:
        for whole in entry_words:
            if part == whole:
                return f"shares the word '{part}' with the entry"
            if share_stem(part, whole):
                return f"shares a stem with '{whole}' of the entry"
    for part in clue_words:  # compounds: a unit of one is a form of the other or of one of its units
        for whole in entry_words:
            unit = shared_unit(part, whole)
            if unit:
                return f"shares the unit '{unit}' with '{whole}' of the entry (a compound)"
    return None


def stale_lines(path, listed, used, what):
    """A reviewed line ({(entry key, value key): line}) that matched nothing (not in `used`): named for removal."""
    return [f"{os.path.relpath(path)}:{number}: '{key[0]} | {key[1]}' no longer matches {what}: remove the line"
            for key, number in sorted(listed.items(), key=lambda item: item[1]) if key not in used]


def check_clues(path, entries, bank, lists=HERE):
    """The clue problems of one bank: taboo words that give their entry away (clue_fault), less the pairs of
    stem-exceptions-BANK.txt; and the lines of that list that no longer match a fault."""
    chinese = is_chinese(bank)
    exceptions_path = os.path.join(lists, f"stem-exceptions-{bank}.txt")
    exceptions, problems = read_reasoned(exceptions_path, 2, "entry | taboo word | reason")
    used = set()
    for entry in entries:
        for taboo in entry.taboo:
            fault = clue_fault(entry.word, taboo, chinese)
            if fault is None:
                continue
            key = (entry.key, normalized(taboo))
            if key in exceptions and fault.startswith(("shares a stem", "shares the unit")):
                used.add(key)
                continue
            problems.append(f"{entry.where()}: taboo word '{taboo}' {fault}; write a clue a describer would "
                            f"reach for (or, for a stem or unit that only looks shared, list the pair in "
                            f"{os.path.relpath(exceptions_path)})")
    problems += stale_lines(exceptions_path, exceptions, used, "a stem shared by an entry and its taboo word")
    return problems


def check_sayings(entries):
    """A 歇后语 whose answer half (after the dash) is also an entry: the two play as one card."""
    by_key = {e.key: e for e in entries}
    problems = []
    for entry in entries:
        parts = SAYING_DASH.split(entry.word)
        if len(parts) != 2:
            continue
        answer = by_key.get(normalized(parts[1]))
        if answer is not None and answer is not entry:
            problems.append(f"{entry.where()}: its answer half is the entry '{answer.word}' (line {answer.line}); "
                            "keep one of them (record the one dropped in synonyms-LANG.txt)")
    return problems


def check_same_clues(entries, bank, lists=HERE):
    """Two entries with the same taboo words (two or more) play alike: merge one into the other
    (synonyms-BANK.txt) or give each the clues of its own. near-synonyms-BANK.txt (`entry | entry | how they
    differ`) records the pairs kept apart; a line naming an entry that is gone is named."""
    problems = []
    groups = {}
    for entry in entries:
        clues = frozenset(normalized(t) for t in entry.taboo)
        if len(clues) >= 2:
            groups.setdefault(clues, []).append(entry)
    for group in groups.values():
        for other in group[1:]:
            problems.append(f"{other.where()}: the same taboo words as '{group[0].word}' (line {group[0].line}): they "
                            "play alike; merge one (synonyms-LANG.txt) or give each clues of its own")
    path = os.path.join(lists, f"near-synonyms-{bank}.txt")
    listed, listed_problems = read_reasoned(path, 2, "entry | entry | how they differ")
    keys = {e.key for e in entries}
    used = {key for key in listed if key[0] in keys and key[1] in keys}
    return problems + listed_problems + stale_lines(path, listed, used, "two entries of the bank")


def family_keywords(text, bank):
    """The family-policy keywords in `text`."""
    keywords = FAMILY_KEYWORDS.get(bank, set())
    if bank == "en":
        words = english_words(text)
        found = {k for k in keywords if " " not in k and any(w == k or w == k + "s" for w in words)}
        joined = " " + " ".join(words) + " "
        found |= {k for k in keywords if " " in k and f" {k} " in joined}
        return found
    return {k for k in keywords if k in text}


def check_family(entries, bank, lists=HERE):
    """Entries holding a family-policy keyword that are not marked family: no nor listed in family-BANK.txt."""
    if bank not in FAMILY_KEYWORDS:
        return []
    listed_path = os.path.join(lists, f"family-{bank}.txt")
    listed, problems = read_reasoned(listed_path, 2, "entry | keyword | reason")
    listed_entries = {}
    for (key, keyword), number in listed.items():
        listed_entries.setdefault(key, []).append((keyword, number))
    used = set()
    for entry in entries:
        found = family_keywords(" , ".join([entry.word] + entry.taboo), bank)
        reviewed = {keyword for keyword, _ in listed_entries.get(entry.key, [])}
        used |= {(entry.key, k) for k in reviewed if k in found}
        if not entry.family:
            continue
        unreviewed = sorted(found - reviewed)
        if unreviewed:
            problems.append(f"{entry.where()}: mentions '{', '.join(unreviewed)}' (family policy) but is family-safe; "
                            f"mark it '# family: no' or list it with a reason in {os.path.relpath(listed_path)}")
    problems += stale_lines(listed_path, listed, used, "an entry holding that keyword")
    return problems


def check(path, lists=HERE):
    """Every problem of this module for the bank file `path` (its name, less .txt, is the bank)."""
    bank = os.path.basename(path)[: -len(".txt")]
    try:
        entries = parse(path)
    except (FormatError, OSError) as error:
        return [str(error)]
    problems = check_clues(path, entries, bank, lists)
    if bank != "hsk":  # a learners' bank keeps every word of the HSK list, near-synonyms too (噪音, 噪声)
        problems += check_same_clues(entries, bank, lists)
    if bank in ("zh-Hans", "zh-Hant"):
        problems += check_sayings(entries)
    problems += check_family(entries, bank, lists)
    return problems


def main():
    paths = sys.argv[1:] or [os.path.relpath(os.path.join(PACKAGE, "Wordbanks", f"{b}.txt"))
                             for b in ("en", "zh-Hans", "zh-Hant", "hsk")]
    return report("check_clues.py", paths, check)


if __name__ == "__main__":
    sys.exit(main())
