#!/usr/bin/env python3
"""Checks the zh-Hant bank's characters and usage against Taiwan's (called by check.py for zh-Hant.txt).

Usage: python3 Tools/banks/check_hant.py [ZH-HANT.txt]      (default Wordbanks/zh-Hant.txt; its zh-Hans
       python3 Tools/banks/check_hant.py --list [ZH-HANT.txt]  source is zh-Hans.txt beside it)
       (--list prints every s2twp substitution and Mainland word found, reviewed or not, tab-separated)

Four checks, each failing with file, line and entry:
1. Every substitution OpenCC `s2twp` makes beyond character conversion is reviewed in
   Tools/banks/hant-substitutions.txt. For each entry and each taboo word of the zh-Hans bank, `s2t`
   (characters), `s2tw` (s2t with Taiwan's standard character forms) and `s2twp` (s2tw with Taiwan's
   phrases) are compared: a character s2tw changes (裏 → 裡) needs a line `* | * | 裏 → 裡 | keep | reason`;
   a text s2twp rewrites (對象 → 物件) needs a line `entry | text | s2tw form → s2twp form | keep or change |
   reason` (entry `*` for every entry holding that text). `change` means the zh-Hant bank must not carry the
   s2twp form for that entry (hant-review.txt or hant-local.txt says what it carries instead); `keep` means
   s2twp is Taiwan's usage there, and the bank must carry it (no other reviewed line may split it: 粘 → 黏
   must not turn 複製貼上 into 複製黏貼).
2. No Mainland-only word without a reviewed reason: a zh-Hant entry or taboo word that is a word of the
   cross-strait dictionary's Mainland-only list (reference/csld/大陸特有.csv), a Mainland name of its
   same-thing-different-name lists (兩岸同實異名.csv, 兩岸三地生活差異詞語彙編-同實異名.csv) or a word its
   dictionary (大陸版字詞目及音讀.csv) marks Mainland-only (★ on every row of it: 取錢, 鼓槌; a word with an
   unmarked row, 霸道, is shared), or that holds one of those words of three or more characters, or one of
   two characters as a word of its own (jieba's words of the text: 奶糖 in 大白兔奶糖, not 的哥 in 爸爸的哥哥;
   cut on the text's Simplified form by hant_words, as Tools/hant/check_interface.py cuts the interface's
   text, since jieba's dictionary is Simplified and cuts 網癮少年 into 網 / 癮 / 少年 where it finds 网瘾),
   or that holds a word of Tools/banks/hant-mainland.txt's own list, fails unless hant-mainland.txt keeps
   that word (`詞 | keep | reason`). Its own list is `詞 | 臺灣詞 | reason` (a Mainland word the review
   replaced; it must not come back).
3. 臺 and 台: Taiwan's Ministry of Education writes 臺 (臺灣, 臺北, 舞臺, 月臺, 一臺電腦) and 台 only as a
   separate character (兄台, 天台山); the bank writes 臺 (檯 for desks and counters, 颱 for typhoons), and a
   台 fails unless its word is in Tools/banks/hant-tai.txt (`詞 | reason`).
4. Taiwan's own tiers for Taiwan's own things: an entry converted from zh-Hans that is Taiwan's own (a word of
   the cross-strait dictionary's Taiwan-only list 臺灣特有.csv or marked ▲ Taiwan-only on every row of its
   dictionary; an entry hant-local.txt put in for a Mainland one, 金馬獎 for 金雞獎; or an entry that names
   臺灣 or one of hant-taiwan.txt's own entries in its text or taboo words) carries a tier zh-Hans's readers
   judged for Mainland children: it fails until Tools/banks/hant-taiwan-tiers.txt reads it for Taiwan
   (`條目 | tier | reason`; to_hant.py moves it there), and a line whose tier is not the entry's tier in the
   bank fails too (run `make bank-hant`).
A reviewed line that matches nothing fails too, so the lists stay the bank's.
"""
import csv
import functools
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from banklib import parse  # noqa: E402

CSLD = os.path.join(HERE, "reference", "csld")
ARROW = "→"
ANY = "*"
CONTAINED_LENGTH = 3  # a csld word this long or longer counts inside a longer text too
WORD_LENGTH = 2  # a csld word this long counts inside a longer text as one of its words (jieba)
STARRED = "★"  # 大陸版字詞目及音讀.csv's 臺／陸特有詞 mark of a Mainland-only word (▲: Taiwan-only)


def reasoned_lines(path):
    """(line number, [fields]) of a `a | b | reason` file, `#` comments and blank lines skipped."""
    if not os.path.exists(path):
        return []
    lines = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                lines.append((number, [p.strip() for p in line.split("|")]))
    return lines


def load_substitutions(path):
    """{(entry or *, text or *, before, after): (decision, line number)} from hant-substitutions.txt."""
    reviewed, problems = {}, []
    for number, fields in reasoned_lines(path):
        if len(fields) != 5 or not all(fields) or ARROW not in fields[2] or fields[3] not in ("keep", "change"):
            problems.append(f"{path}:{number}: expected `entry | text | before → after | keep or change | reason`")
            continue
        before, _, after = fields[2].partition(ARROW)
        reviewed[(fields[0], fields[1], before.strip(), after.strip())] = (fields[3], number)
    return reviewed, problems


def load_mainland(path):
    """({word: line} kept with a reason, {word: (Taiwan's word, line)} of the own list), problems."""
    kept, own, problems = {}, {}, []
    for number, fields in reasoned_lines(path):
        if len(fields) != 3 or not all(fields):
            problems.append(f"{path}:{number}: expected `詞 | keep | reason` or `詞 | 臺灣詞 | reason`")
        elif fields[1] == "keep":
            kept[fields[0]] = number
        else:
            own[fields[0]] = (fields[1], number)
    return kept, own, problems


@functools.lru_cache(maxsize=None)  # read once a process (the interface's check and its tests ask often)
def csld_mainland(folder=CSLD):
    """{Mainland word: Taiwan's word or ''} from the cross-strait dictionary's lists (shared: not to be changed)."""
    words = {}
    with open(os.path.join(folder, "大陸特有.csv"), encoding="utf-8") as handle:
        for row in csv.reader(handle):
            if row and row[0].strip():
                words.setdefault(row[0].strip(), "")
    with open(os.path.join(folder, "兩岸同實異名.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            taiwan, mainland = row["臺灣詞"].strip(), row["大陸詞"].strip()
            if mainland and taiwan and mainland != taiwan:
                words[mainland] = words.get(mainland) or taiwan
    with open(os.path.join(folder, "兩岸三地生活差異詞語彙編-同實異名.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            taiwan = [row[k].strip() for k in ("臺1", "臺2", "臺3") if row[k].strip()]
            for key in ("陸1", "陸2", "陸3"):
                mainland = row[key].strip()
                if mainland and mainland not in taiwan:
                    words[mainland] = words.get(mainland) or "、".join(taiwan)
    return words


@functools.lru_cache(maxsize=None)
def csld_starred(folder=CSLD):
    """The words of two or more characters that the cross-strait dictionary (大陸版字詞目及音讀.csv) marks
    Mainland-only (★) on every row it gives them."""
    marks = {}
    with open(os.path.join(folder, "大陸版字詞目及音讀.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            word = (row["正體字形"] or row["簡化字形"]).strip()
            marks.setdefault(word, set()).add(row["臺／陸特有詞"].strip())
    return {w for w, m in marks.items() if m == {STARRED} and len(w) >= 2}


def words_of(text):
    """jieba's words of `text` (its dictionary, no HMM: the same words on every machine)."""
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    return list(jieba.cut(text, HMM=False))


def hantconv_module():
    """Tools/hant/hantconv.py (OpenCC at the pinned version)."""
    folder = os.path.join(PACKAGE, "Tools", "hant")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    import hantconv as module
    return module


@functools.lru_cache(maxsize=None)
def simplifier():
    """OpenCC's t2s, read once a process."""
    return hantconv_module().opencc_converter("t2s")


def hant_words(text):
    """jieba's words of a zh-Hant text, cut on its Simplified (OpenCC t2s, character for character) and given
    back in the text's own characters: jieba's dictionary is Simplified, and cuts 歷史記錄滯後 into single
    characters where it finds 滞后 in 历史记录滞后. A text whose Simplified is not as long is cut as written.
    The one way both Mainland checks cut a text (this file's for the bank, Tools/hant/check_interface.py's)."""
    simplified = simplifier().convert(text)
    if len(simplified) != len(text):
        return words_of(text)
    words, at = [], 0
    for word in words_of(simplified):
        words.append(text[at:at + len(word)])
        at += len(word)
    return words


class Converters:
    def __init__(self):
        hantconv = hantconv_module()
        self.s2t = hantconv.opencc_converter("s2t").convert
        self.s2tw = hantconv.opencc_converter("s2tw").convert
        self.s2twp = hantconv.opencc_converter("s2twp").convert


def substitutions(hans_path, converters=None):
    """[(entry, text, kind, before, after, bank line)] for every zh-Hans entry and taboo word: kind
    `variant` (a character s2tw changes) or `phrase` (a text s2twp rewrites beyond s2tw)."""
    converters = converters or Converters()
    found = []
    for entry in parse(hans_path):
        for text in [entry.word] + entry.taboo:
            plain, standard, phrased = converters.s2t(text), converters.s2tw(text), converters.s2twp(text)
            for a, b in zip(plain, standard):
                if a != b:
                    found.append((entry.word, text, "variant", a, b, entry.line))
            if standard != phrased:
                found.append((entry.word, text, "phrase", standard, phrased, entry.line))
    return found


def check_substitutions(hans_path, lists, converters=None):
    import to_hant
    path = os.path.join(lists, "hant-substitutions.txt")
    reviewed, problems = load_substitutions(path)
    localiser = to_hant.Localiser(review=os.path.join(lists, "hant-review.txt"),
                                  local=os.path.join(lists, "hant-local.txt"))
    used = set()
    finals = {}
    with open(hans_path, encoding="utf-8") as handle:
        for line in handle:
            stripped = line.strip()
            if stripped and not stripped.startswith(("#", "[")):
                converted, _ = localiser.convert_entry(stripped)
                word = stripped.partition("|")[0].strip()
                if converted is None:
                    finals[word] = None
                else:
                    head, _, tail = converted.strip().partition("|")
                    finals[word] = {head.strip()} | {t.strip() for t in tail.replace("，", ",").split(",") if t.strip()}
    for entry, text, kind, before, after, number in substitutions(hans_path, converters):
        if kind == "variant":
            key = (ANY, ANY, before, after)
            if key in reviewed:
                used.add(key)
                continue
            problems.append(f"{hans_path}:{number}: '{entry}': s2tw writes {before} as {after} in '{text}', not "
                            f"reviewed: add `* | * | {before} → {after} | keep | reason` to {path}")
            continue
        key = next((k for k in ((entry, text, before, after), (ANY, text, before, after)) if k in reviewed), None)
        if key is None:
            problems.append(f"{hans_path}:{number}: '{entry}': s2twp rewrites '{text}' {before} → {after}, not "
                            f"reviewed: add `{entry} | {text} | {before} → {after} | keep or change | reason` to {path}")
            continue
        used.add(key)
        decision, line = reviewed[key]
        final = finals.get(entry)
        if decision == "change" and final is not None and after in final:
            problems.append(f"{hans_path}:{number}: '{entry}': {path}:{line} changes s2twp's {after} for '{text}', "
                            "but the zh-Hant bank still carries it: add the correction to hant-review.txt or "
                            "hant-local.txt")
        elif decision == "keep" and final is not None and after not in final:
            problems.append(f"{hans_path}:{number}: '{entry}': {path}:{line} keeps s2twp's {after} for '{text}', "
                            "but another reviewed line gives the zh-Hant bank something else: correct that line, "
                            "or review the substitution as `change`")
    for key, (_, line) in sorted(reviewed.items(), key=lambda item: item[1][1]):
        if key not in used:
            problems.append(f"{path}:{line}: `{' | '.join(key[:2])} | {key[2]} → {key[3]}` matches no substitution "
                            "of the zh-Hans bank: remove the line")
    return problems


def inside_taiwan_word(word, taiwan, text):
    """True when every `word` in `text` is a piece of Taiwan's word for it (薩克斯 in 薩克斯風)."""
    rest = text
    for name in (n for n in taiwan.split("、") if word in n and n != word):
        rest = rest.replace(name, "")
    return word not in rest


def mainland_finder(own, csld=CSLD, own_source="hant-mainland.txt"):
    """A function of a text that gives {Mainland word: (Taiwan's word, source)} for the text: csld's words (the
    whole text, or inside it for three characters or more, or one of jieba's words of it for two) and the words
    of `own` ({word: (Taiwan's word, line)}, the own list of the reviewed file `own_source`) inside it. Words
    inside Taiwan's own word for them (薩克斯 in 薩克斯風) are left out. A text is cut into its words by
    hant_words (jieba on its Simplified form). Shared by the bank's check and the interface's
    (Tools/hant/check_interface.py), so both find the same words the same way."""
    listed = csld_mainland(csld)
    starred = csld_starred(csld)
    long_words = [w for w in listed if len(w) >= CONTAINED_LENGTH]
    short_words = {w for w in set(listed) | starred if len(w) == WORD_LENGTH}

    def find(text):
        hits = {}
        if text in listed:
            hits[text] = (listed[text], "csld")
        elif text in starred:
            hits[text] = ("", "csld ★ (大陸版字詞目及音讀.csv)")
        for word in long_words:
            if word != text and word in text:
                hits.setdefault(word, (listed[word], "csld"))
        if len(text) > WORD_LENGTH and any(w in text for w in short_words):
            for word in hant_words(text):
                if word in short_words and word != text:
                    hits.setdefault(word, (listed.get(word, ""), "csld" if word in listed else
                                           "csld ★ (大陸版字詞目及音讀.csv)"))
        for word, (taiwan, _) in own.items():
            if word in text:
                hits.setdefault(word, (taiwan, own_source))
        return {word: hit for word, hit in hits.items() if not inside_taiwan_word(word, hit[0], text)}

    return find


def mainland_words(hant_path, lists, csld=CSLD):
    """[(bank line, entry, text, word, Taiwan's word, source)] for every Mainland word in an entry or taboo word."""
    _, own, _ = load_mainland(os.path.join(lists, "hant-mainland.txt"))
    find = mainland_finder(own, csld)
    found = []
    for entry in parse(hant_path):
        for text in [entry.word] + entry.taboo:
            for word, (taiwan, source) in sorted(find(text).items()):
                found.append((entry.line, entry.word, text, word, taiwan, source))
    return found


def check_mainland(hant_path, lists, csld=CSLD):
    path = os.path.join(lists, "hant-mainland.txt")
    kept, own, problems = load_mainland(path)
    used = set()
    for number, entry, text, word, taiwan, source in mainland_words(hant_path, lists, csld):
        if word in kept and word not in own:
            used.add(word)
            continue
        where = "the entry" if text == entry else f"the taboo word '{text}'"
        said = f" (Taiwan: {taiwan})" if taiwan else ""
        problems.append(f"{hant_path}:{number}: '{entry}': {where} holds the Mainland word {word}{said} of {source}: "
                        f"use Taiwan's word (hant-review.txt, hant-local.txt) or add `{word} | keep | reason` to {path}")
    return problems + unused_keeps(kept, used, path, "zh-Hant entry or taboo word")


def unused_keeps(kept, used, path, texts):
    """A problem for each `word | keep | reason` line of `path` (`kept`: word -> line) whose word no text
    (`texts` names them) holds any more as a Mainland word: a stale decision (the bank's check and the
    interface's, Tools/hant/check_interface.py)."""
    return [f"{path}:{line}: '{word}' is kept but is in no {texts} as a Mainland word: remove the line"
            for word, line in sorted(kept.items(), key=lambda item: item[1]) if word not in used]


def check_tai(hant_path, lists):
    path = os.path.join(lists, "hant-tai.txt")
    allowed = {fields[0]: number for number, fields in reasoned_lines(path) if fields}
    used, problems = set(), []
    for entry in parse(hant_path):
        for text in [entry.word] + entry.taboo:
            if "台" not in text:
                continue
            words = [w for w in allowed if "台" in w and w in text]
            if words:
                used.update(words)
                continue
            problems.append(f"{hant_path}:{entry.line}: '{entry.word}': '{text}' writes 台; Taiwan's standard form "
                            f"is 臺 (檯 for desks and counters, 颱 for typhoons): correct it in hant-review.txt, or "
                            f"add the word to {path} with a reason")
    for word, line in allowed.items():
        if word not in used:
            problems.append(f"{path}:{line}: '{word}' is in no zh-Hant entry or taboo word: remove the line")
    return problems


def csld_taiwan_only(folder=CSLD):
    """The cross-strait dictionary's Taiwan-only words: 臺灣特有.csv's, and those 大陸版字詞目及音讀.csv marks ▲
    on every row it gives them."""
    words = set()
    with open(os.path.join(folder, "臺灣特有.csv"), encoding="utf-8") as handle:
        for row in csv.reader(handle):
            if row and row[0].strip():
                words.add(row[0].strip())
    marks = {}
    with open(os.path.join(folder, "大陸版字詞目及音讀.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            marks.setdefault((row["正體字形"] or row["簡化字形"]).strip(), set()).add(row["臺／陸特有詞"].strip())
    return words | {w for w, m in marks.items() if m == {"▲"}}


def taiwan_things(hant_path, lists, csld=CSLD):
    """[(bank line, entry, tier, why)] for every entry of the zh-Hant bank, Taiwan's own entries of
    hant-taiwan.txt aside, that is a thing of Taiwan's own (check 4)."""
    import to_hant

    own = {e.word for e in to_hant.load_taiwan(os.path.join(lists, "hant-taiwan.txt"))[0]}
    replaced = {value for actions in to_hant.load_local(os.path.join(lists, "hant-local.txt")).values()
                for action, value, _ in actions if action == "entry"}
    only = csld_taiwan_only(csld)
    names = {"臺灣"} | own
    found = []
    for entry in parse(hant_path):
        if entry.word in own:
            continue
        why = []
        if entry.word in only:
            why.append("Taiwan-only in csld")
        if entry.word in replaced:
            why.append("put in by hant-local.txt for a Mainland entry")
        named = sorted(n for n in names if any(n in text for text in [entry.word] + entry.taboo))
        if named:
            why.append(f"names {'、'.join(named)}")
        if why:
            found.append((entry.line, entry.word, entry.tier, "; ".join(why)))
    return found


def check_taiwan_tiers(hant_path, lists, csld=CSLD):
    import to_hant

    path = os.path.join(lists, "hant-taiwan-tiers.txt")
    read = to_hant.load_taiwan_tiers(path)
    problems = []
    for number, entry, tier, why in taiwan_things(hant_path, lists, csld):
        if entry not in read:
            problems.append(f"{hant_path}:{number}: '{entry}' is Taiwan's own ({why}) but plays zh-Hans's tier {tier}: "
                            f"read it for Taiwan and add `{entry} | tier | reason` to {path}")
    tiers = {e.word: (e.tier, e.line) for e in parse(hant_path)}
    for entry, (tier, line) in sorted(read.items(), key=lambda item: item[1][1]):
        if entry in tiers and tiers[entry][0] != tier:
            problems.append(f"{path}:{line}: '{entry}' is read {tier} but the bank has it in {tiers[entry][0]} "
                            f"({hant_path}:{tiers[entry][1]}): run `make bank-hant`")
    return problems


def check(hant_path, hans_path=None, lists=HERE, csld=CSLD):
    """Every problem of the four checks, for the zh-Hant bank `hant_path` made from `hans_path`."""
    hans_path = hans_path or os.path.join(os.path.dirname(hant_path), "zh-Hans.txt")
    return (check_substitutions(hans_path, lists) + check_mainland(hant_path, lists, csld)
            + check_tai(hant_path, lists) + check_taiwan_tiers(hant_path, lists, csld))


def main(arguments):
    paths = [a for a in arguments if not a.startswith("--")]
    hant = paths[0] if paths else os.path.join(PACKAGE, "Wordbanks", "zh-Hant.txt")
    hans = os.path.join(os.path.dirname(hant), "zh-Hans.txt")
    if "--list" in arguments:
        for item in substitutions(hans):
            print("substitution\t" + "\t".join(map(str, item)))
        for item in mainland_words(hant, HERE):
            print("mainland\t" + "\t".join(map(str, item)))
        return 0
    problems = check(hant, hans)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"check_hant.py: {os.path.relpath(hant)}: " + (f"{len(problems)} problems" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
