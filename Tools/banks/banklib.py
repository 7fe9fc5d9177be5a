"""Shared by build.py and check.py: the list text format of the shipped banks, read and normalised.

The format (Documentation/WordLists.md): `[tier]` section headers; `# theme: a, b` (or `# 主题：a、b`)
sets the themes of the entries below until the next `# theme:` line or section header (empty clears);
`# family: no` (or `# 家庭：否`) marks the entries below as not for children until `# family: yes` or the
next section header; any other `#` line is a comment; an entry is `word | taboo, taboo` with taboo words
separated by `,` `，` or `、`. Sources (Tools/banks/sources/LANG/*.txt) add a hand tier override as a
suffix ` @tier: reason` and have no section headers.
"""
import functools
import os
import re
import unicodedata

TIERS = ["primary", "middle", "senior", "complex"]
TIER_NAMES = {"primary": "primary", "middle": "middle", "senior": "senior", "complex": "complex",
              "custom": "custom", "初级": "primary", "中等": "middle", "高级": "senior", "复杂": "complex",
              "自定义": "custom"}
YES = {"yes", "是", "true"}
NO = {"no", "否", "false"}
TABOO_SEPARATORS = re.compile(r"[,，、]")
DIRECTIVE = re.compile(r"^#\s*(theme|主题|family|家庭)\s*[:：]\s*(.*)$", re.IGNORECASE)
SECTION = re.compile(r"^\[(.+)\]$")
OVERRIDE = re.compile(r"\s@(\S+?)\s*[:：]\s*(.+)$")
MAX_LINE = 1000
MAX_FILE_BYTES = 4 * 1024 * 1024


class FormatError(Exception):
    """A line that breaks the format: file, line number and what is wrong."""

    def __init__(self, path, line, message):
        super().__init__(f"{path}:{line}: {message}")


@functools.lru_cache(maxsize=None)  # called for every entry and taboo word of every bank, often the same
def normalized(text):
    """The key two entries are duplicates by: NFKC, case folded, without spaces and punctuation."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in folded if not unicodedata.category(c).startswith(("P", "Z", "C")))


def split_themes(value):
    return [t.strip() for t in TABOO_SEPARATORS.split(value) if t.strip()]


def read_lines(path):
    """The lines of a UTF-8 file, bounded in size so a hostile file cannot exhaust memory."""
    with open(path, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise FormatError(path, 1, f"larger than {MAX_FILE_BYTES} bytes")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise FormatError(path, line, "not valid UTF-8") from None
    return text.splitlines()


def read_reasoned(path, fields, shape):
    """{key tuple: line number} from a reviewed list whose lines are `fields` values and a reason, joined
    by '|' (`shape` says so in messages); a missing file is an empty list."""
    listed, problems = {}, []
    if not os.path.exists(path):
        return listed, problems
    for number, line in enumerate(read_lines(path), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != fields + 1 or not all(parts):
            problems.append(f"{path}:{number}: a line is '{shape}'")
            continue
        listed[tuple(normalized(p) for p in parts[:fields])] = number
    return listed, problems



def report(tool, names, problems_of):
    """Prints the problems of each name (a bank or its file) on standard error and a summary line per name;
    the exit status: 1 when any name has problems."""
    import sys

    failed = False
    for name in names:
        problems = problems_of(name)
        for problem in problems:
            print(problem, file=sys.stderr)
        failed = failed or bool(problems)
        print(f"{tool}: {name}: {len(problems)} problems" if problems else f"{tool}: {name}: ok")
    return 1 if failed else 0


class Entry:
    """One line of a list: the word, its taboo words, themes, family flag, tier and where it was read."""

    def __init__(self, word, taboo, themes, family, tier, path, line, override=None):
        self.word, self.taboo, self.themes, self.family = word, taboo, themes, family
        self.tier, self.path, self.line, self.override = tier, path, line, override

    @property
    def key(self):
        return normalized(self.word)

    def where(self):
        return f"{self.path}:{self.line}: '{self.word}'"


def parse(path, allow_sections=True, allow_overrides=False):
    """The entries of a list file in the text format, with their themes and family flags."""
    entries = []
    tier, themes, family = None, [], True
    for number, raw in enumerate(read_lines(path), start=1):
        line = " ".join(raw.split())
        if len(line) > MAX_LINE:
            raise FormatError(path, number, f"line longer than {MAX_LINE} characters")
        if any(unicodedata.category(c) == "Cc" for c in line):
            raise FormatError(path, number, "control characters")
        if not line:
            continue
        section = SECTION.match(line)
        if section:
            if not allow_sections:
                raise FormatError(path, number, "no tier sections in sources (tiers are computed; use @tier: reason)")
            name = TIER_NAMES.get(section.group(1).strip().lower())
            if name is None:
                raise FormatError(path, number, f"unknown section [{section.group(1)}]")
            tier, themes, family = name, [], True
            continue
        if line.startswith("#"):
            directive = DIRECTIVE.match(line)
            if directive:
                kind, value = directive.group(1).lower(), directive.group(2).strip()
                if kind in ("theme", "主题"):
                    themes = split_themes(value)
                elif value.lower() in YES:
                    family = True
                elif value.lower() in NO:
                    family = False
                else:
                    raise FormatError(path, number, f"family must be yes or no (是/否), not '{value}'")
            continue
        override = None
        found = OVERRIDE.search(line)
        if found:
            if not allow_overrides:
                raise FormatError(path, number, "a tier override (@tier: reason) belongs in the sources")
            name = TIER_NAMES.get(found.group(1).lower())
            if name not in TIERS:
                raise FormatError(path, number, f"unknown tier '@{found.group(1)}' (primary middle senior complex)")
            override = (name, found.group(2).strip())
            line = line[: found.start()].strip()
        word, _, taboo_text = line.partition("|")
        word = word.strip()
        taboo = [t.strip() for t in TABOO_SEPARATORS.split(taboo_text) if t.strip()]
        if not word:
            raise FormatError(path, number, "an entry with no word before '|'")
        if "|" in taboo_text:
            raise FormatError(path, number, "more than one '|'")
        if len(word) > 64:
            raise FormatError(path, number, f"entry over 64 characters: '{word}'")
        entries.append(Entry(word, taboo, list(themes), family, tier, path, number, override))
    return entries
