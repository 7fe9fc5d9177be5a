#!/usr/bin/env python3
"""Readings of Chinese entries: pinyin with tone marks (zh-Hans banks, hsk) and zhuyin (zh-Hant), made at
bank-build time; the game only reads the `# reading:` lines they become (Documentation/WordLists.md).

Usage: python3 Tools/banks/readings.py TEXT...            prints each text's pinyin and zhuyin
       python3 Tools/banks/readings.py --bank FILE         prints FILE with a `# reading:` line above every
                                                           entry (what build.py does for zh-Hans)

How a reading is made (the choices, also in Documentation/WordLists.md):
- PyPI `pypinyin` (pinned in Tools/requirements.txt), phrase-aware, on the Simplified text: 银行 yín háng,
  重庆 chóng qìng. (pypinyin is not phrase-aware on Traditional text, so zhuyin is made from the
  Simplified entry too, then written in zhuyin: ㄧㄣˊ ㄏㄤˊ.)
- The reviewed overrides of Tools/banks/readings-review.txt win where their word occurs in an entry (the
  longest first): polyphones pypinyin gets wrong and neutral tones (行李 xíng li, 东西 dōng xi).
- 一 and 不 are marked as they are spoken, as primary-school textbooks and the HSK lists mark them:
  不 before a fourth tone is bú (不是 bú shì, 一不做二不休 yí bú zuò èr bù xiū); 一 is yí before a fourth
  tone and yì before the others, and stays yī at the end of a word, in numbers and ordinals (第一, 十一,
  统一, 一一, 一月). The third-tone sandhi (你好 said ní hǎo) is not marked: no dictionary marks it.
- One syllable per Han character, separated by single spaces, lower case; an erhua 儿 is written `r`
  (CC-CEDICT's way: 一会儿 yí huì r); letters and digits in an entry stay as they are (T恤 T xù);
  punctuation (the dash of a 歇后语, commas of a poem line) is left out.
- Zhuyin puts the neutral-tone dot first, as Taiwan writes it (˙ㄗ).
- A reviewed line of Tools/banks/readings-checked.txt (check_readings.py) decides a whole entry's pinyin;
  one of readings-checked-hant.txt a zh-Hant entry's zhuyin (`taiwan()` says the rest of the zh-Hant way:
  csld's Taiwan reading, 著 by sense, 一 and 不 in the Ministry's changed tones).
"""
import functools
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

HERE = os.path.dirname(os.path.abspath(__file__))
REVIEW = os.path.join(HERE, "readings-review.txt")
REVIEW_HANT = os.path.join(HERE, "readings-review-hant.txt")
REVIEW_NEUTRAL = os.path.join(HERE, "readings-review-neutral.txt")  # the Mainland's neutral tones: pinyin only
CHECKED = os.path.join(HERE, "readings-checked.txt")
CHECKED_HANT = os.path.join(HERE, "readings-checked-hant.txt")
CSLD = os.path.join(HERE, "reference", "csld", "大陸版字詞目及音讀.csv")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\U00020000-\U0002fffd\u3007]")
ALNUM_RUN = re.compile(r"[A-Za-z0-9]+")
READING = re.compile(r"^#\s*(?:reading|读音|讀音)\s*[:：]\s*(.*)$", re.IGNORECASE)
GLOSS = re.compile(r"^#\s*(?:gloss|释义|釋義)\s*[:：]\s*(.*)$", re.IGNORECASE)
TONE_MARKS = {"\u0304": 1, "\u0301": 2, "\u030c": 3, "\u0300": 4}
NUMERALS = set("一二三四五六七八九十百千万亿零两")
# 一 keeps its first tone after these (the word ends in 一: 第一 十一 统一 唯一 万一 同一 专一 单一 划一
# 逐一 归一 初一; the days of the week: 周一 星期一 礼拜一) and before these (numbers, dates: 一二三, 一月, 一号).
YI_KEPT_AFTER = set("第十统唯万同专单划逐归初周週期拜") | NUMERALS
YI_KEPT_BEFORE = NUMERALS | set("月号")


def tone(syllable):
    """The tone of a pinyin syllable with tone marks: 1 to 4, or 5 for the neutral tone."""
    import unicodedata

    for character in unicodedata.normalize("NFD", syllable):
        if character in TONE_MARKS:
            return TONE_MARKS[character]
    return 5


def reviewed_lines(path):
    """[(line number, [fields])] of a reviewed `a | b | reason` file, comments and blank lines left out."""
    found = []
    if not os.path.exists(path):
        return found
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                found.append((number, [p.strip() for p in line.split("|")]))
    return found


def load_review(path=REVIEW):
    """The reviewed readings: {simplified word: [syllables]}, from lines `词 | pīn yīn | reason`. A reading
    whose syllable count differs from the word's Han characters stops the tools with the line named."""
    overrides = {}
    for number, parts in reviewed_lines(path):
        if len(parts) != 3 or not all(parts):
            raise SystemExit(f"{path}:{number}: expected `词 | pīn yīn | reason`")
        word, reading = parts[0], parts[1].split()
        if len(reading) != len(HAN.findall(word)) or len(reading) != len(word):
            raise SystemExit(f"{path}:{number}: '{word}' has {len(word)} characters, its reading "
                             f"{len(reading)} syllables")
        if word in overrides:
            raise SystemExit(f"{path}:{number}: '{word}' is listed twice")
        overrides[word] = reading
    return overrides


class Latin(str):
    """A letter/digit run of an entry: it keeps its letters in a reading (no pinyin, no zhuyin for it)."""


def load_checked(path):
    """{entry: [tokens]} from a reviewed file of check_readings.py (`entry | reading | digest | reason`); a
    malformed line is left to check_readings.py to report."""
    found = {}
    for _, parts in reviewed_lines(path):
        if len(parts) == 4 and parts[0] and parts[1]:
            found.setdefault(parts[0], parts[1].split())
    return found


class Reader:
    """Makes readings with pypinyin and the reviewed overrides; remembers which overrides were used."""

    def __init__(self, overrides=None, checked=None):
        from pypinyin import Style, lazy_pinyin  # noqa: F401 (checked here: a clear message when missing)

        if overrides is None:  # the pinyin banks: readings-review.txt and the Mainland's neutral tones
            overrides = load_review()
            for word, reading in load_review(REVIEW_NEUTRAL).items():
                if word in overrides:
                    raise SystemExit(f"{REVIEW_NEUTRAL}: '{word}' is in {REVIEW} too")
                overrides[word] = reading
        self.overrides = overrides
        # Whole entries decided by a reviewed line (check_readings.py): their reading as it was decided.
        self.checked = load_checked(CHECKED) if checked is None else checked
        self.used = set()
        keys = sorted(self.overrides, key=len, reverse=True)
        self.pattern = re.compile("|".join(re.escape(k) for k in keys)) if keys else None

    def _han_run(self, text):
        """[(syllable, fixed)] for a run of Han characters: overrides fixed, pypinyin for the rest."""
        from pypinyin import Style, lazy_pinyin

        pieces, position = [], 0
        matches = list(self.pattern.finditer(text)) if self.pattern else []
        for match in matches:
            if match.start() > position:
                pieces += [(s, False) for s in lazy_pinyin(text[position:match.start()], style=Style.TONE)]
            pieces += [(s, True) for s in self.overrides[match.group()]]
            self.used.add(match.group())
            position = match.end()
        if position < len(text):
            pieces += [(s, False) for s in lazy_pinyin(text[position:], style=Style.TONE)]
        assert len(pieces) == len(text), (text, pieces)
        return pieces

    def pinyin(self, text):
        """The pinyin of `text` as a list of syllables (and letter/digit runs), as the module doc says."""
        runs = [run.group() for run in re.finditer(r"(?:%s)+|[A-Za-z0-9]+" % HAN.pattern, text)]
        decided = self.checked.get(text.strip())
        if decided and len(decided) == sum(1 if ALNUM_RUN.fullmatch(r) else len(r) for r in runs):
            self.used.add(text.strip())
            syllables, position = [], 0
            for run in runs:
                if ALNUM_RUN.fullmatch(run):
                    syllables.append(Latin(decided[position]))
                    position += 1
                else:
                    syllables += decided[position:position + len(run)]
                    position += len(run)
            return syllables
        tokens = []  # (token, character or None, fixed)
        for chunk in runs:
            if ALNUM_RUN.fullmatch(chunk):
                tokens.append((Latin(chunk), None, True))
                continue
            for character, (syllable, fixed) in zip(chunk, self._han_run(chunk)):
                tokens.append((syllable, character, fixed))
        result = []
        for index, (syllable, character, fixed) in enumerate(tokens):
            before = tokens[index - 1][1] if index > 0 else None
            after = tokens[index + 1] if index + 1 < len(tokens) else None
            if not fixed and character == "不":
                syllable = "bú" if after and after[1] and tone(after[0]) == 4 else "bù"
            elif not fixed and character == "一":
                if not after or not after[1] or before in YI_KEPT_AFTER or after[1] in YI_KEPT_BEFORE:
                    syllable = "yī"
                else:
                    syllable = "yí" if tone(after[0]) == 4 else "yì"
            elif not fixed and character == "儿" and syllable == "er" and index > 0:
                syllable = "r"
            result.append(syllable)
        return result

    def unused(self):
        return sorted(set(self.overrides) - self.used)


def load_taiwan(path=REVIEW_HANT):
    """({Traditional character: (mainland syllable, Taiwan syllable)}, {simplified word: [syllables]}) from
    readings-review-hant.txt: `字 | pīn → pín | reason` and `词 | pīn yīn | reason` lines."""
    characters, words = {}, {}
    for number, parts in reviewed_lines(path):
        if len(parts) != 3 or not all(parts):
            raise SystemExit(f"{path}:{number}: expected `字 | pīn → pín | reason` or `词 | pīn yīn | reason`")
        if "→" in parts[1]:
            old, _, new = parts[1].partition("→")
            if len(parts[0]) != 1 or not old.strip() or not new.strip():
                raise SystemExit(f"{path}:{number}: expected `字 | pīn → pín | reason`")
            characters[parts[0]] = (old.strip(), new.strip())
        else:
            reading = parts[1].split()
            if len(reading) != len(parts[0]):
                raise SystemExit(f"{path}:{number}: '{parts[0]}' has {len(parts[0])} characters, its reading "
                                 f"{len(reading)} syllables")
            words[parts[0]] = reading
    return characters, words


# Syllables of Taiwan's zhuyin that Mainland pinyin lacks (崖 ㄧㄞˊ): valid beside pypinyin's inventory.
TAIWAN_SYLLABLES = {"ㄧㄞ"}


@functools.lru_cache(maxsize=None)
def zhuyin_inventory():
    """Every toneless zhuyin syllable: pypinyin's readings of every character, written in zhuyin, and
    TAIWAN_SYLLABLES."""
    from pypinyin.constants import PINYIN_DICT

    found = set(TAIWAN_SYLLABLES)
    for value in PINYIN_DICT.values():
        for syllable in value.split(","):
            found.add(zhuyin_syllable(syllable).lstrip("˙").rstrip("ˊˇˋ"))
    return frozenset(found)


def normal_zhuyin(syllable):
    """A zhuyin syllable of csld as this module writes it (丨 for ㄧ, the neutral dot first, ′ for ˊ); None
    where csld's mark is ambiguous (‵ stands for ˇ in some rows and ˋ in others), or where the syllable is
    none of zhuyin's (csld's slips: 糯米 ㄋㄨㄜˋ for ㄋㄨㄛˋ, 比對 ㄉㄨㄧˋ for ㄉㄨㄟˋ; an erhua syllable written
    whole, 哥兒 ㄍㄜㄦ, is kept)."""
    syllable = syllable.replace("丨", "ㄧ").replace("′", "ˊ").strip()
    for dot in "•‧·˙":
        if dot in syllable:
            syllable = "˙" + syllable.replace(dot, "")
    if not re.fullmatch(r"˙?[ㄅ-ㄩ]{1,3}[ˊˇˋ]?", syllable):
        return None
    toneless = syllable.lstrip("˙").rstrip("ˊˇˋ")
    inventory = zhuyin_inventory()
    if toneless not in inventory and not (toneless.endswith("ㄦ") and toneless[:-1] in inventory):
        return None
    return syllable


_CSLD = {}


def csld_taiwan():
    """{Traditional word: [zhuyin]}: csld's Taiwan reading (臺灣音讀, else the shared one) of every word it
    gives one Taiwan reading (a word it reads two ways, like 東西 the directions and the thing, is left out;
    丈夫, two rows read alike in Taiwan, is in)."""
    if not _CSLD:
        import csv

        seen = {}
        with open(CSLD, encoding="utf-8") as handle:
            for row in csv.DictReader(handle):
                word = (row["正體字形"] or row["簡化字形"]).strip()
                reading = [normal_zhuyin(s) for s in (row["臺灣音讀"] or row["大陸音讀"]).split()]
                if word and len(reading) == len(word) and all(reading) and reading not in seen.get(word, []):
                    seen.setdefault(word, []).append(reading)
        _CSLD.update({w: r[0] for w, r in seen.items() if len(r) == 1})
    return _CSLD


ZHU_WORDS = ("著名", "著作", "顯著", "昭著", "土著", "著稱", "名著", "巨著", "著述", "論著", "原著", "專著", "編著")
YI_BU_LETTERS = {"一": "ㄧ", "不": "ㄅㄨ"}
# The Traditional forms of YI_KEPT_AFTER / YI_KEPT_BEFORE: 一 keeps ㄧ after these and before these.
YI_KEPT_AFTER_HANT = YI_KEPT_AFTER | set("統萬專單劃歸億兩")
YI_KEPT_BEFORE_HANT = YI_KEPT_BEFORE | set("萬億兩號")


def changed_tone(character, before, after, after_zhuyin):
    """The Ministry of Education's zhuyin of 一 or 不 (not neutral) by the spoken rule, as its dictionary marks
    it where it lists the word (一起 ㄧˋ ㄑㄧˇ, 不要 ㄅㄨˊ ㄧㄠˋ): 不 is ㄅㄨˊ before a fourth tone, else ㄅㄨˋ; 一
    is ㄧ at the end of a word, after 第 十 統 唯 萬 週 期 拜 … and before a numeral or 月/號 (第一, 統一, 星期一, 一月), else ㄧˊ
    before a fourth tone (the neutral 個 counts as its fourth: 一個 ㄧˊ ˙ㄍㄜ) and ㄧˋ before the others.
    `before`/`after`: the neighbouring Han characters (None at a word's edge or a letter run)."""
    fourth = bool(after_zhuyin) and (after_zhuyin.endswith("ˋ") or after_zhuyin == "˙ㄍㄜ")
    if character == "不":
        return "ㄅㄨˊ" if after and fourth else "ㄅㄨˋ"
    if not after or before in YI_KEPT_AFTER_HANT or after in YI_KEPT_BEFORE_HANT:
        return "ㄧ"
    return "ㄧˊ" if fourth else "ㄧˋ"


def yi_bu(han, result, dictionary):
    """Sets the zhuyin of every 一 and 不 of an entry that is not neutral, in place: `han` [(token index,
    character)] of its Han characters, `result` its zhuyin per token, `dictionary` csld's Taiwan readings
    (csld_taiwan; an entry csld lists whole takes csld's reading before this). changed_tone's rule, except
    where a word of csld inside the entry writes 一 as ㄧ, not at the word's end: the Ministry keeps the base
    tone where 一 is the number one (舉一反三, 獨一無二, 冰山一角), which no rule of tones can tell."""
    characters = [c for _, c in han]
    for position, (spot, character) in enumerate(han):
        if character not in YI_BU_LETTERS or result[spot].startswith("˙"):
            continue
        adjacent = lambda offset: (han[position + offset][1]  # noqa: E731
                                   if 0 <= position + offset < len(han) and han[position + offset][0] == spot + offset
                                   else None)
        after = adjacent(1)
        result[spot] = changed_tone(character, adjacent(-1), after, result[spot + 1] if after else None)
        if character == "一" and result[spot] != "ㄧ" and number_one(characters, position, dictionary):
            result[spot] = "ㄧ"


def number_one(characters, position, dictionary):
    """Whether a word of csld (2 to 8 characters) holding characters[position], 一, not as its last, reads it ㄧ."""
    for start in range(max(0, position - 7), position + 1):
        for end in range(position + 2, min(len(characters), start + 8) + 1):
            reading = dictionary.get("".join(characters[start:end]))
            if reading and reading[position - start] == "ㄧ":
                return True
    return False


def taiwan(traditional, syllables, characters, checked=None):
    """The zh-Hant reading of entry `traditional` (zhuyin tokens, letter runs kept) from `syllables`, the
    pinyin of its Simplified text. In order: a reviewed line of readings-checked-hant.txt decides it; else
    csld's Taiwan reading when csld lists the entry whole; else `syllables` with Taiwan's reading of each
    character `characters` lists (where pypinyin gave the mainland syllable it names), 著 read by sense
    (˙ㄓㄜ ㄓㄠˊ ㄓㄨㄛˊ, ㄓㄨˋ only in 著名 and its kin), a neutral tone that csld writes full in a word it
    lists made full, and 一 and 不 in their changed tones as the Ministry of Education writes them (yi_bu)."""
    checked = load_checked(CHECKED_HANT) if checked is None else checked
    key = traditional.strip()
    if key in checked:  # zhuyin: only a letter/digit run of the entry is ASCII
        return [Latin(t) if ALNUM_RUN.fullmatch(t) else t for t in checked[key]]
    dictionary = csld_taiwan()
    if key in dictionary:
        return list(dictionary[key])
    result, index, han = list(syllables), 0, []
    for run in re.finditer(r"(?:%s)+|[A-Za-z0-9]+" % HAN.pattern, traditional):
        chunk = run.group()
        if ALNUM_RUN.fullmatch(chunk):
            index += 1
            continue
        for character in chunk:
            if index < len(result) and character in characters and result[index] == characters[character][0]:
                result[index] = characters[character][1]
            han.append((index, character))
            index += 1
    text = "".join(c for _, c in han)
    if "著" in text and not any(w in text for w in ZHU_WORDS):
        from pypinyin import Style, lazy_pinyin

        again = lazy_pinyin(text.replace("著", "着"), style=Style.TONE)
        for (position, character), syllable in zip(han, again):
            if character == "著" and position < len(result):
                result[position] = syllable
    result = [zhuyin_syllable(s) for s in result]
    # Neutral tones: where csld lists a word of the entry (longest first) and writes full tones.
    position = 0
    while position < len(han):
        for length in range(min(8, len(han) - position), 1, -1):
            word = "".join(c for _, c in han[position:position + length])
            if word in dictionary:
                for (spot, _), full in zip(han[position:position + length], dictionary[word]):
                    mine = result[spot]
                    if mine.startswith("˙") and not full.startswith("˙") and mine[1:] == full.rstrip("ˊˇˋ"):
                        result[spot] = full
                position += length - 1
                break
        position += 1
    yi_bu(han, result, dictionary)
    return result


@functools.lru_cache(maxsize=None, typed=True)  # typed: a Latin letter is kept as it is, a str converted
def zhuyin_syllable(syllable):
    """One pinyin syllable (tone marks) in zhuyin, the neutral-tone dot first (˙ㄗ); letters/digits kept."""
    from pypinyin.style.bopomofo import BopomofoConverter

    if isinstance(syllable, Latin) or not re.fullmatch(r"[a-zü\u0300-\u036f" + "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ" + "]+", syllable):
        return syllable
    if syllable == "r":
        return "˙ㄦ"
    converted = BopomofoConverter().to_bopomofo(syllable)
    if converted.endswith("˙"):
        converted = "˙" + converted[:-1]
    return converted


def zhuyin(syllables):
    """Pinyin syllables (as Reader.pinyin gives them) in zhuyin."""
    return [zhuyin_syllable(s) for s in syllables]


def syllable_count_problem(entry, reading):
    """Why `reading` cannot be the reading of `entry` (a message), or None: one token per Han character and
    per letter/digit run of the entry."""
    if reading is None or not reading.strip():
        return "has no reading"
    if reading != " ".join(reading.split()):
        return f"reading '{reading}' is not syllables separated by single spaces"
    expected = len(HAN.findall(entry)) + len(ALNUM_RUN.findall(HAN.sub(" ", entry)))
    found = len(reading.split())
    if found != expected:
        return f"reading '{reading}' has {found} syllables for {expected} characters"
    return None


def is_entry_line(stripped):
    return bool(stripped) and not stripped.startswith("#") and not stripped.startswith("[")


def annotate(text, reader=None, reading_of=None):
    """The bank `text` with a `# reading:` line above every entry (any earlier reading lines dropped).
    `reading_of(word)` gives the reading text; by default the pinyin of `reader`."""
    reader = reader or Reader()
    reading_of = reading_of or (lambda word: " ".join(reader.pinyin(word)))
    lines = []
    for line in text.split("\n"):
        stripped = line.strip()
        if READING.match(stripped):
            continue
        if is_entry_line(stripped):
            word = stripped.partition("|")[0].strip()
            lines.append(f"# reading: {reading_of(word)}")
        lines.append(line)
    return "\n".join(lines)


def annotations(path):
    """[(line number, entry word, reading or None, gloss or None)] for every entry of a bank file, from the
    `# reading:` / `# gloss:` lines just above it, and [problems] for directives with no entry after them."""
    from banklib import read_lines

    found, problems = [], []
    pending = {"reading": None, "gloss": None}
    for number, raw in enumerate(read_lines(path), start=1):
        stripped = raw.strip()
        reading, gloss = READING.match(stripped), GLOSS.match(stripped)
        if reading or gloss:
            kind, match = ("reading", reading) if reading else ("gloss", gloss)
            if pending[kind] is not None:
                problems.append(f"{path}:{pending[kind][0]}: '# {kind}:' with no entry after it")
            pending[kind] = (number, match.group(1).strip())
            continue
        if not stripped or stripped.startswith("["):
            for kind, value in pending.items():
                if value is not None:
                    problems.append(f"{path}:{value[0]}: '# {kind}:' with no entry after it")
            pending = {"reading": None, "gloss": None}
            continue
        if stripped.startswith("#"):
            continue
        word = stripped.partition("|")[0].strip()
        found.append((number, word, pending["reading"] and pending["reading"][1], pending["gloss"] and pending["gloss"][1]))
        pending = {"reading": None, "gloss": None}
    for kind, value in pending.items():
        if value is not None:
            problems.append(f"{path}:{value[0]}: '# {kind}:' with no entry after it")
    return found, problems


def main(arguments):
    if arguments[:1] == ["--bank"] and len(arguments) == 2:
        with open(arguments[1], encoding="utf-8") as handle:
            sys.stdout.write(annotate(handle.read()))
        return 0
    if not arguments or arguments[0].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    reader = Reader()
    for text in arguments:
        syllables = reader.pinyin(text)
        print(f"{text}\t{' '.join(syllables)}\t{' '.join(zhuyin(syllables))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
