#!/usr/bin/env python3
"""Writes Wordbanks/zh-Hant.txt: the zh-Hans bank in Traditional Chinese, in Taiwan's words.

Usage: python3 Tools/banks/to_hant.py [SOURCE] [OUTPUT]   (`make bank-hant`; default
       Wordbanks/zh-Hans.txt → Wordbanks/zh-Hant.txt; packages pinned in Tools/requirements.txt)
       python3 Tools/banks/to_hant.py --differences     lists every entry where the reviewed bank differs
                                                        from plain s2twp, with the kind of each change
       python3 Tools/banks/to_hant.py --check           fails (exit 1) when OUTPUT is not what the script
                                                        writes, or a reviewed line no longer applies

Two reviewed layers on top of OpenCC's phrase-level `s2twp` (PyPI OpenCC, pinned; hantconv refuses any
other module named opencc):
- Tools/banks/hant-review.txt, one `简体 → 繁體 [kind] reason` a line (Tools/hant/hantconv.py applies
  them wherever the Simplified text occurs, in entries, taboo words and theme names): Taiwan's words
  ([term]: 公交车 → 公車), Taiwan's release titles ([title]: 星球大战 → 星際大戰) and conversion slips ([slip]:
  包罗万象 → 包羅萬象).
- Tools/banks/hant-local.txt, one `简体条目 | action | reason` a line, for one entry: `drop` (a thing
  Taiwan does not have: 五险一金), `entry 新條目` (replaced by a Taiwan equivalent), `taboo 旧 → 新` (a taboo
  word replaced, as Taiwan's festival dates; `taboo 旧 → -` removes it), `tier complex` (moved to another
  tier in zh-Hant, for a thing Taiwan's players know less well than the Mainland's: 快板; placed at the end
  of its theme's block in that tier section, as Taiwan's own entries are; a move to the tier it is in fails).
- Tools/banks/hant-taiwan-tiers.txt, one `條目 | tier | reason` a line: the tier a thing of Taiwan's own that
  zh-Hans has too (夜市, 悠遊卡, 金馬獎) plays in zh-Hant, read for Taiwan; the entry (its zh-Hant form) moves
  there as a `tier` line of hant-local.txt moves one, or stays when it is there (the line records the reading).
  check_hant.py says which entries need a line; an entry may not have a tier line in both files.
- Tools/banks/hant-taiwan.txt, one `條目 | 主題 | tier | 禁用詞, 禁用詞 | yes or no | 注音 | reason` a line:
  Taiwan's own entries, which the zh-Hans bank has no counterpart for (滷肉飯, 夜市's 雞排, 遶境, 鄉民), each
  placed at the end of its theme's block in its tier section (a new block at the section's end when there
  is none), between `# family: no` and `# family: yes` when its line says no. A line fails with its number
  when its entry is already in the converted bank or earlier in the file, its theme is not one of the
  bank's, it has not 2 to 4 taboo words, a taboo word holds the entry or is a piece of it, it writes 台, it
  holds a keyword of the family policy but says yes, its 注音 is not what this script computes for it, gives
  a character a reading the Ministry of Education's 國語一字多音審訂表 does not approve, or differs from the
  cross-strait dictionary's Taiwan reading (reference/csld) without quoting it (`csld: …`).
Taboo words are converted with their entry: a taboo word that is a piece of the entry takes the entry's
characters (面粉 | 面 → 麵粉 | 麵, not 面); a taboo word that became the entry itself is removed (土豆 |
马铃薯 → 馬鈴薯 must not ban 馬鈴薯). Every reviewed line must change something, or the script fails naming it.

Each line is converted: an entry `落井下石 | 落井, 石头` (separators and spacing kept); `# theme: 动物, 自然`
and `# 主题：…` (theme names); `# family: …` and section headers kept; any other comment: its text. The
`# reading:` lines of the source are replaced by zhuyin made from the converted entry's Simplified text
(t2s, so a Taiwan word gets its own reading) with readings.py, its reviewed pinyin, and Taiwan's readings
of Tools/banks/readings-review-hant.txt (星期 ㄒㄧㄥ ㄑㄧˊ, 垃圾 ㄌㄜˋ ㄙㄜˋ). The source's opening comment block is replaced by a note
that the file is generated. The script stops (exit 1) when two entries of one section become the same
entry, or when a Simplified-only character (Tools/hant/simplified-only.txt) is left.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(PACKAGE, "Tools", "hant"))
sys.path.insert(0, HERE)
import hantconv  # noqa: E402
import readings  # noqa: E402
from banklib import normalized, split_themes  # noqa: E402

REVIEW = os.path.join(HERE, "hant-review.txt")
LOCAL = os.path.join(HERE, "hant-local.txt")
SIMPLIFIED_ONLY = os.path.join(PACKAGE, "Tools", "hant", "simplified-only.txt")
TAIWAN = os.path.join(HERE, "hant-taiwan.txt")
TAIWAN_TIERS = os.path.join(HERE, "hant-taiwan-tiers.txt")
CSLD_READINGS = os.path.join(HERE, "reference", "csld", "大陸版字詞目及音讀.csv")
CHARACTER_READINGS = os.path.join(HERE, "reference", "csld", "國語一字多音審訂表2012.csv")
TIER_NAMES = ("primary", "middle", "senior", "complex")
TABOO_RANGE = (2, 4)

HEADER = [
    "# guess word bank: zh-Hant (Traditional Chinese, Taiwan usage)",
    "# language: zh-Hant",
    "# Generated from zh-Hans.txt by Tools/banks/to_hant.py (make bank-hant): OpenCC s2twp and the reviewed",
    "# Taiwan layer of Tools/banks/hant-review.txt (words, titles, slips) and hant-local.txt (entries dropped",
    "# or replaced, Taiwan's festival dates), with Taiwan's own entries of hant-taiwan.txt placed in their tier and",
    "# theme. Do not edit: correct zh-Hans.txt or the review files.",
    "# Readings: zhuyin, from the reviewed pinyin of Tools/banks/readings.py with Taiwan's readings of",
    "# readings-review-hant.txt (星期 ㄒㄧㄥ ㄑㄧˊ, 垃圾 ㄌㄜˋ ㄙㄜˋ); an entry the conversion changes gets the reading of its new text.",
    "# Licence: GPL-3.0-or-later",
]
THEME = re.compile(r"^(#\s*(?:theme\s*:|主题\s*[:：]))(.*)$", re.IGNORECASE)
FAMILY = re.compile(r"^#\s*(?:family\s*:|家庭\s*[:：])", re.IGNORECASE)
SEPARATORS = re.compile(r"([,，、]\s*)")
KIND = re.compile(r"^\[(\w+)\]")
ARROW = "→"


def fields_of(path):
    """(line number, [fields split at |, trimmed]) for each line of a reviewed file, `#` comments and blank
    lines left out; nothing for a missing file."""
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                yield number, [p.strip() for p in line.split("|")]


def load_local(path=LOCAL):
    """{simplified entry: [(action, value, line number)]} from lines `简体条目 | action | reason`:
    action `drop`, `entry 新條目`, `taboo 旧 → 新` (`-` for none) or `tier 层级` (one of TIER_NAMES)."""
    actions = {}
    for number, parts in fields_of(path):
        if len(parts) != 3 or not all(parts):
            raise SystemExit(f"{path}:{number}: expected `简体条目 | drop / entry 新條目 / taboo 旧 → 新 / tier 层级 | reason`")
        entry, action, _ = parts
        verb, _, value = action.partition(" ")
        value = value.strip()
        if verb == "drop" and not value:
            actions.setdefault(entry, []).append(("drop", None, number))
        elif verb == "entry" and value:
            actions.setdefault(entry, []).append(("entry", value, number))
        elif verb == "taboo" and ARROW in value:
            old, _, new = value.partition(ARROW)
            if not old.strip() or not new.strip():
                raise SystemExit(f"{path}:{number}: expected `taboo 旧 → 新` (`-` for none)")
            actions.setdefault(entry, []).append(("taboo", (old.strip(), new.strip()), number))
        elif verb == "tier" and value in TIER_NAMES:
            actions.setdefault(entry, []).append(("tier", value, number))
        else:
            raise SystemExit(f"{path}:{number}: unknown action '{action}' (drop, entry 新條目, taboo 旧 → 新, "
                             f"tier {' / '.join(TIER_NAMES)})")
    return actions


def load_taiwan_tiers(path=TAIWAN_TIERS):
    """{zh-Hant entry: (tier, line number)} from hant-taiwan-tiers.txt, lines `條目 | tier | reason`: the tier a
    thing of Taiwan's own, converted from zh-Hans, plays in zh-Hant, read for a child or adult growing up in
    Taiwan (check_hant.py says which entries need a line)."""
    tiers = {}
    for number, parts in fields_of(path):
        if len(parts) != 3 or not all(parts) or parts[1] not in TIER_NAMES:
            raise SystemExit(f"{path}:{number}: expected `條目 | {' / '.join(TIER_NAMES)} | reason`")
        if parts[0] in tiers:
            raise SystemExit(f"{path}:{number}: '{parts[0]}' is also line {tiers[parts[0]][1]}")
        tiers[parts[0]] = (parts[1], number)
    return tiers


class ZhuyinReader:
    """The zh-Hant reading of a Traditional entry, in zhuyin: the reviewed pinyin of its Simplified text
    (readings.py, readings-review.txt) with Taiwan's words and characters of readings-review-hant.txt."""

    def __init__(self):
        self.characters, words = readings.load_taiwan()
        overrides = readings.load_review()
        overrides.update(words)
        self.reader = readings.Reader(overrides)
        # readings-checked-hant.txt read once, not once an entry (4,000 reads were 10 of to_hant --check's 14 s)
        self.checked = readings.load_checked(readings.CHECKED_HANT)
        # Character by character (t2s, not tw2sp): 滑鼠 stays 滑鼠, so a Taiwan word gets its own reading.
        self.to_simplified = hantconv.opencc_converter("t2s").convert

    def __call__(self, entry):
        syllables = readings.taiwan(entry, self.reader.pinyin(self.to_simplified(entry)), self.characters,
                                   checked=self.checked)
        return " ".join(readings.zhuyin(syllables))


class TaiwanEntry:
    """One line of hant-taiwan.txt: an entry that exists only in zh-Hant."""

    def __init__(self, number, word, theme, tier, taboo, family, reading, reason):
        self.number, self.word, self.theme, self.tier = number, word, theme, tier
        self.taboo, self.family, self.reading, self.reason = taboo, family, reading, reason


def load_taiwan(path=TAIWAN):
    """([TaiwanEntry], problems) from lines `條目 | 主題 | tier | 禁用詞, 禁用詞 | yes or no | 注音 | reason`;
    a line that breaks a rule of its own (fields, tier, family, 2 to 4 taboo words none of which holds the
    entry or is a piece of it, 臺 not 台, the family policy's keywords) is a problem naming its line."""
    entries, problems, seen = [], [], {}
    sys.path.insert(0, HERE)
    from check_clues import FAMILY_KEYWORDS
    to_simplified = hantconv.opencc_converter("t2s").convert
    for number, parts in fields_of(path):
        where = f"{path}:{number}"
        if len(parts) != 7 or not all(parts):
            problems.append(f"{where}: expected `條目 | 主題 | tier | 禁用詞, 禁用詞 | yes or no | 注音 | reason`")
            continue
        word, theme, tier, taboo_text, family, reading, reason = parts
        where = f"{where}: '{word}'"
        taboo = [t.strip() for t in re.split(r"[,，、]", taboo_text) if t.strip()]
        if tier not in TIER_NAMES:
            problems.append(f"{where}: unknown tier '{tier}' ({', '.join(TIER_NAMES)})")
        if family not in ("yes", "no"):
            problems.append(f"{where}: family is yes or no, not '{family}'")
        if not TABOO_RANGE[0] <= len(taboo) <= TABOO_RANGE[1]:
            problems.append(f"{where}: {len(taboo)} taboo words; give {TABOO_RANGE[0]} to {TABOO_RANGE[1]}")
        key = normalized(word)
        keys = set()
        for clue in taboo:
            clue_key = normalized(clue)
            if clue_key in key or key in clue_key:
                problems.append(f"{where}: the taboo word '{clue}' holds the entry or is a piece of it")
            if clue_key in keys:
                problems.append(f"{where}: the taboo word '{clue}' is given twice")
            keys.add(clue_key)
        for text in [word] + taboo:
            if "台" in text:
                problems.append(f"{where}: '{text}' writes 台; Taiwan's standard form is 臺 (檯, 颱)")
        found = sorted(k for k in FAMILY_KEYWORDS["zh-Hans"] if k in to_simplified(" , ".join([word] + taboo)))
        if found and family == "yes":
            problems.append(f"{where}: mentions '{', '.join(found)}' (family policy): family is no")
        if key in seen:
            problems.append(f"{where}: also line {seen[key]} of {os.path.basename(path)}")
            continue
        seen[key] = number
        entries.append(TaiwanEntry(number, word, theme, tier, taboo, family == "yes", reading, reason))
    return entries, problems


def csld_readings(path=CSLD_READINGS):
    """{Traditional word: {Taiwan's zhuyin}} from the cross-strait dictionary: its Taiwan reading where it
    gives one, else its reading (the same on both sides); written as the bank writes zhuyin (ㄧ, not 丨)."""
    import csv
    found = {}
    if not path or not os.path.exists(path):
        return found
    with open(path, encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            reading = (row["臺灣音讀"] or row["大陸音讀"]).replace("丨", "ㄧ").replace("\u3000", " ")
            if row["正體字形"] and reading.strip():
                found.setdefault(row["正體字形"].strip(), set()).add(" ".join(reading.split()))
    return found


def character_readings(path=CHARACTER_READINGS):
    """{character: {its approved zhuyin}} from the Ministry of Education's review of polyphonic characters
    (國語一字多音審訂表, 2012, in reference/csld), written as the bank writes zhuyin."""
    import csv
    found = {}
    if not path or not os.path.exists(path):
        return found
    with open(path, encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            readings_of = {r.replace("丨", "ㄧ").strip() for key, r in row.items() if key.startswith("審定音") and r}
            found[row["國字"].strip()] = {r for r in readings_of if r}
    return found


def unapproved(word, reading, approved):
    """[(character, syllable)] of `word` whose syllable in `reading` is not one of the approved readings of
    that character (a neutral tone counts as its character's toneless syllable)."""
    characters = [c for c in word if readings.HAN.match(c)]
    syllables = [s for s in reading.split() if not readings.ALNUM_RUN.fullmatch(s)]
    if len(characters) != len(syllables):
        return []
    toneless = lambda text: text.strip("˙ˊˇˋ")  # noqa: E731
    return [(c, s) for c, s in zip(characters, syllables) if c in approved and s not in approved[c]
            and not (s.startswith("˙") and toneless(s) in {toneless(r) for r in approved[c]})]


def place_taiwan(output, entries, path, reading_of, csld_path=CSLD_READINGS, characters_path=CHARACTER_READINGS):
    """(the bank's lines with each TaiwanEntry placed in its tier section, at the end of its theme's block
    (a new block at the end of the section when the section has none), marked family: no where its line
    says so; problems naming the line of each entry that duplicates an entry of the bank, names a theme the
    bank does not have, or whose zhuyin is not the one to_hant.py computes, gives a character a reading the
    Ministry of Education's 審訂表 does not approve, or differs from the cross-strait dictionary's Taiwan
    reading without its reason quoting it as `csld: ㄓㄨˋ ㄧㄣ`)."""
    output, problems = list(output), []
    themes, keys = set(), {}
    for number, line in enumerate(output, 1):
        stripped = line.strip()
        theme = THEME.match(stripped)
        if theme:
            themes.update(split_themes(theme.group(2)))
        elif readings.is_entry_line(stripped):
            keys.setdefault(normalized(stripped.partition("|")[0].strip()), number)
    dictionary = csld_readings(csld_path)
    approved = character_readings(characters_path)
    for entry in entries:
        where = f"{path}:{entry.number}: '{entry.word}'"
        if normalized(entry.word) in keys:
            problems.append(f"{where}: already an entry of the bank (from zh-Hans, line {keys[normalized(entry.word)]} "
                            "of the output): remove the line")
            continue
        if entry.theme not in themes:
            problems.append(f"{where}: unknown theme '{entry.theme}' (the bank's: {'、'.join(sorted(themes))})")
            continue
        computed = reading_of(entry.word)
        if entry.reading != computed:
            problems.append(f"{where}: the reading '{entry.reading}' is not to_hant.py's '{computed}': correct the "
                            "line, or give the word its Taiwan reading in readings-review-hant.txt")
            continue
        wrong = unapproved(entry.word, entry.reading, approved)
        if wrong:
            problems.append(f"{where}: " + ", ".join(f"{c} {s} is not a reading of the Ministry of Education's "
                                                     f"審訂表 ({' '.join(sorted(approved[c]))})" for c, s in wrong)
                            + ": give the character or word its Taiwan reading in readings-review-hant.txt")
            continue
        listed = dictionary.get(entry.word, set())
        if listed and entry.reading not in listed and not any(f"csld: {r}" in entry.reason for r in listed):
            problems.append(f"{where}: the reading '{entry.reading}' is not the cross-strait dictionary's Taiwan "
                            f"reading '{' / '.join(sorted(listed))}': correct it (readings-review-hant.txt), or "
                            "quote it in the reason as `csld: …` with why Taiwan reads otherwise")
            continue
        insert(output, entry)
    return output, problems


def insert(output, entry):
    """Puts one TaiwanEntry into the bank's lines `output` (see place_taiwan)."""
    section = f"[{entry.tier}]"
    stripped = [line.strip() for line in output]
    if section in stripped:
        start = stripped.index(section)
    else:
        output.extend(["", section])
        start = len(output) - 1
    end = next((i for i in range(start + 1, len(output)) if output[i].strip().startswith("[")), len(output))
    blocks = [i for i in range(start + 1, end) if THEME.match(output[i].strip())
              and split_themes(THEME.match(output[i].strip()).group(2)) == split_themes(entry.theme)]
    lines = []
    if blocks:
        at = next((i for i in range(blocks[-1] + 1, end) if THEME.match(output[i].strip())), end)
    else:
        at = end
        lines.append(f"# theme: {entry.theme}")
    while at > start + 1 and not output[at - 1].strip():
        at -= 1
    family = True
    for i in range(start + 1, at):
        if FAMILY.match(output[i].strip()):
            family = output[i].strip().split(":", 1)[-1].strip().lower() not in ("no", "否")
    body = [f"# reading: {entry.reading}", f"{entry.word} | {', '.join(entry.taboo)}"]
    if family == entry.family:
        lines += body
    else:
        mark, back = ("yes", "no") if entry.family else ("no", "yes")
        lines += [f"# family: {mark}"] + body + [f"# family: {back}"]
    output[at:at] = lines


class Plain:
    """A converter with OpenCC s2twp alone: what the bank would be without the review."""

    def __init__(self, opencc):
        self.opencc = opencc

    def convert(self, text):
        return self.opencc.convert(text) if text else text


def convert_list(converter, text):
    """Names separated by , ， or 、, each converted, separators and spacing kept."""
    return "".join(piece if SEPARATORS.fullmatch(piece) else converter.convert(piece)
                   for piece in SEPARATORS.split(text))


def convert_taboo(converter, entry, converted_entry, taboo, to_simplified):
    """One taboo word converted with its entry as context: a piece of the entry takes the entry's
    characters where the entry was converted character by character (面粉 → 麵粉, so 面 → 麵; not 打印机 →
    印表機, a different word); else converted alone."""
    position = entry.find(taboo)
    if position >= 0 and len(converted_entry) == len(entry) and to_simplified(converted_entry) == entry:
        return converted_entry[position:position + len(taboo)]
    return converter.convert(taboo)


class Localiser:
    """Converts the bank's lines; records what each reviewed line changed (for --differences and staleness)."""

    def __init__(self, review=REVIEW, local=LOCAL, taiwan=None, csld=CSLD_READINGS, taiwan_tiers=None):
        self.taiwan, self.csld, self.taiwan_problems = taiwan, csld, []
        self.characters = CHARACTER_READINGS
        corrections = hantconv.load_review(review)
        self.converter = hantconv.Converter(corrections)
        self.plain = Plain(self.converter.opencc)
        self.to_simplified = hantconv.opencc_converter("t2s").convert
        self.kinds = {}
        for simplified, _, reason in corrections:
            kind = KIND.match(reason)
            self.kinds[simplified] = kind.group(1) if kind else "term"
        self.local = load_local(local)
        self.local_used = set()
        self.taiwan_tiers_path = taiwan_tiers or TAIWAN_TIERS
        self.taiwan_tiers = load_taiwan_tiers(taiwan_tiers) if taiwan_tiers else {}
        self.taiwan_tiers_used, self.tier_conflicts = set(), []
        self.review_used_in_entries = set()

    def review_kinds(self, text):
        """The kinds of the hant-review.txt lines that match in `text`."""
        if self.converter.pattern is None:
            return []
        return [self.kinds[m.group()] for m in self.converter.pattern.finditer(text)]

    def convert_comment(self, line):
        stripped = line.strip()
        theme = THEME.match(stripped)
        if theme:
            return theme.group(1) + convert_list(self.converter, theme.group(2))
        if FAMILY.match(stripped):
            return line
        return self.converter.convert(line)

    def convert_entry(self, line):
        """(converted line or None when dropped, [kinds of change]) for an entry line `word | taboo, …`."""
        indent = line[: len(line) - len(line.lstrip())]
        word, bar, taboo_text = line.strip().partition("|")
        word = word.strip()
        taboos = [t.strip() for t in re.split(r"[,，、]", taboo_text) if t.strip()] if bar else []
        kinds = self.review_kinds(word) + [k for t in taboos for k in self.review_kinds(t)]
        new_word = self.converter.convert(word)
        new_taboos = []
        context_changed = False
        for taboo in taboos:
            alone = self.converter.convert(taboo)
            converted = convert_taboo(self.converter, word, new_word, taboo, self.to_simplified)
            context_changed = context_changed or converted != alone
            new_taboos.append((taboo, converted))
        if context_changed:
            kinds.append("taboo with its entry")
        for action, value, number in self.local.get(word, []):
            self.local_used.add(number)
            if action == "drop":
                return None, kinds + ["dropped"]
            if action == "entry":
                new_word = value
                kinds.append("replaced")
            elif action == "tier":
                self.local_used.discard(number)  # convert_bank marks it when the entry moves
            else:
                old, new = value
                if not any(t == old for t, _ in new_taboos):
                    self.local_used.discard(number)
                    continue
                new_taboos = [(t, new if t == old else c) for t, c in new_taboos]
                new_taboos = [(t, c) for t, c in new_taboos if c != "-"]
                kinds.append("taboo replaced")
        kept, keys = [], set()
        for _, converted in new_taboos:
            key = normalized(converted)
            if key == normalized(new_word):
                kinds.append("taboo equal to the entry removed")
                continue
            if key in keys:
                continue
            keys.add(key)
            kept.append(converted)
        separator = ", " if taboo_text and "，" not in taboo_text else "，"
        text = indent + new_word + ((" | " + separator.join(kept)) if kept else "")
        return text, kinds

    def tier_move(self, word, section, converted=None):
        """(tier, line number) of the hant-local.txt line that moves zh-Hans entry `word` out of `section`
        (`[middle]`), or of the hant-taiwan-tiers.txt line of its zh-Hant form `converted` that does, or None;
        a hant-local.txt line naming the tier the entry is in stays unused (stale); a hant-taiwan-tiers.txt
        line naming it is used (the tier read and kept)."""
        local = [(value, number) for action, value, number in self.local.get(word, []) if action == "tier"]
        if converted in self.taiwan_tiers:
            tier, number = self.taiwan_tiers[converted]
            self.taiwan_tiers_used.add(number)
            if local:
                self.tier_conflicts.append(f"{os.path.basename(self.taiwan_tiers_path)}:{number}: '{converted}' has "
                                           f"a tier line in hant-local.txt too (line {local[0][1]}): keep one")
            if f"[{tier}]" != section:
                return tier, number
            return None
        for value, number in local:
            if f"[{value}]" != section:
                self.local_used.add(number)
                return value, number
        return None

    def stale(self):
        """Messages for reviewed lines that changed nothing."""
        messages = [f"hant-review.txt: `{unused}` matched nothing in the zh-Hans bank: remove the line"
                    for unused in self.converter.unused()]
        for entry, actions in self.local.items():
            for action, value, number in actions:
                if number not in self.local_used:
                    messages.append(f"hant-local.txt:{number}: '{entry}' ({action}) no longer applies to the zh-Hans "
                                    "bank: correct or remove the line")
        for entry, (tier, number) in sorted(self.taiwan_tiers.items(), key=lambda item: item[1][1]):
            if number not in self.taiwan_tiers_used:
                messages.append(f"{os.path.basename(self.taiwan_tiers_path)}:{number}: '{entry}' is no zh-Hant entry "
                                "converted from zh-Hans (Taiwan's own entries take their tier in hant-taiwan.txt): "
                                "correct or remove the line")
        return messages + self.tier_conflicts


def convert_bank(text, localiser):
    """(the zh-Hant bank's lines, [(zh-Hans line, plain s2twp line, zh-Hant line or '(dropped)', kinds)])."""
    lines = text.split("\n")
    opening = 0
    while opening < len(lines) and lines[opening].startswith("#"):
        opening += 1
    # The zh-Hant reading: the reviewed pinyin of the Simplified text with Taiwan's words of
    # readings-review-hant.txt over it, then Taiwan's character readings, in zhuyin.
    reading_of = ZhuyinReader()
    output, differences, moved = list(HEADER), [], []
    section, theme, family = None, "", True  # where the line is: for an entry hant-local.txt moves to a tier
    for line in lines[opening:]:
        stripped = line.strip()
        if readings.READING.match(stripped):
            continue  # zh-Hant gets its own reading below
        if not stripped or stripped.startswith("["):
            if stripped.startswith("["):
                section, theme, family = stripped, "", True
            output.append(line)
            continue
        if stripped.startswith("#"):
            output.append(localiser.convert_comment(line))
            if THEME.match(output[-1].strip()):
                theme = THEME.match(output[-1].strip()).group(2).strip()
            elif FAMILY.match(stripped):
                family = stripped.split(":", 1)[-1].strip().lower() not in ("no", "否")
            continue
        converted, kinds = localiser.convert_entry(line)
        plain = localiser.plain.convert(stripped.partition("|")[0].strip())
        plain_line = Plain(localiser.converter.opencc)
        plain_text = plain + ("" if "|" not in stripped else " | " + convert_list(plain_line, stripped.partition("|")[2].strip()))
        move = (localiser.tier_move(stripped.partition("|")[0].strip(), section,
                                    converted.strip().partition("|")[0].strip()) if converted else None)
        if move:
            kinds.append("tier")
        if converted is None or converted.strip() != plain_text.strip() or move:
            shown = converted.strip() + (f" (in [{move[0]}])" if move else "") if converted else "(dropped)"
            differences.append((stripped, plain_text, shown, kinds))
        if converted is None:
            continue
        new_entry = converted.strip().partition("|")[0].strip()
        if move:  # placed in its tier after the whole bank is converted, as Taiwan's own entries are
            taboo = [t.strip() for t in re.split(r"[,，、]", converted.partition("|")[2]) if t.strip()]
            moved.append(TaiwanEntry(move[1], new_entry, theme, move[0], taboo, family, reading_of(new_entry), ""))
            continue
        output.append(f"# reading: {reading_of(new_entry)}")
        output.append(converted)
    for entry in moved:
        insert(output, entry)
    if localiser.taiwan is not None:
        entries, problems = load_taiwan(localiser.taiwan)
        output, placed = place_taiwan(output, entries, localiser.taiwan, reading_of, localiser.csld,
                                      localiser.characters)
        localiser.taiwan_problems = problems + placed
    return output, differences


def problems_of(output, path):
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
            problems.append(f"{path}:{number}: Simplified-only {''.join(left)} left in '{stripped}'")
        entry = stripped.partition("|")[0].strip()
        if entry in seen:
            problems.append(f"{path}:{number}: '{entry}' is also line {seen[entry]} in {section}")
        seen.setdefault(entry, number)
    return problems


def main(arguments):
    options = [a for a in arguments if a.startswith("--")]
    paths = [a for a in arguments if not a.startswith("--")]
    unknown = set(options) - {"--differences", "--check"}
    if unknown or len(paths) > 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    source = paths[0] if paths else os.path.join(PACKAGE, "Wordbanks", "zh-Hans.txt")
    target = paths[1] if len(paths) > 1 else os.path.join(PACKAGE, "Wordbanks", "zh-Hant.txt")
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    localiser = Localiser(taiwan=TAIWAN, taiwan_tiers=TAIWAN_TIERS)
    output, differences = convert_bank(text, localiser)
    if "--differences" in options:
        counts = {}
        print("zh-Hans entry\tplain s2twp\treviewed zh-Hant\tkinds")
        for stripped, plain, converted, kinds in differences:
            print(f"{stripped}\t{plain}\t{converted}\t{', '.join(sorted(set(kinds)))}")
            for kind in set(kinds):
                counts[kind] = counts.get(kind, 0) + 1
        print(f"# {len(differences)} entries differ: "
              + ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items())), file=sys.stderr)
        return 0
    problems = localiser.taiwan_problems + problems_of(output, target) + localiser.stale()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    written = "\n".join(output)
    if "--check" in options:
        with open(target, encoding="utf-8") as handle:
            if handle.read() != written:
                print(f"to_hant.py: {os.path.relpath(target, PACKAGE)} is not what the review gives: run "
                      "`make bank-hant` and commit it", file=sys.stderr)
                return 1
        print(f"to_hant.py: {os.path.relpath(target, PACKAGE)}: ok ({len(differences)} entries differ from plain s2twp)")
        return 0
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(written)
    entries = sum(1 for line in output if readings.is_entry_line(line.strip()))
    own = len(load_taiwan(localiser.taiwan)[0])
    print(f"{os.path.relpath(target, PACKAGE)}: {entries} entries ({own} Taiwan's own, hant-taiwan.txt), "
          f"{len(differences)} differ from plain s2twp "
          "(--differences lists them)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
