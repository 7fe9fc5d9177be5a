#!/usr/bin/env python3
"""Lists the interface's text in its three languages and checks it (run by `make test`, lane-banks).

Usage: python3 Tools/hant/check_interface.py           the checks; exit 1 on a problem, each named
       python3 Tools/hant/check_interface.py --list    every interface string, tab-separated:
                                                       where, key, en, zh-Hans, zh-Hant

The strings are read as Tools/hant/make_table.py reads them (swift_literals.py): every Swift string literal
under Sources/ and the double-quoted strings of the phones' script (Pages/*.js). A Swift literal that holds
Chinese is paired with the English beside it where both are arguments of one call (`pick("Turns", "各回合")`,
`LocalizedText("…", "…")`); a script's Chinese text (`const T = zh ? {…} : {…}`) with the English of the same
key. zh-Hant is the generated table's (Sources/GuessText/HantTable+Entries.swift), as the game shows it.

Checks, each failing with the file and line of the string:
1. The table is the sources': every literal part holding Chinese has an entry (else `make hant-strings`).
2. No Mainland word in the zh-Hant text: a word of the cross-strait dictionary's Mainland lists (大陸特有.csv,
   the Mainland names of its same-thing-different-name lists, the words its dictionary marks ★), found as
   Tools/banks/check_hant.py finds them in the zh-Hant bank (its mainland_finder: two-character words cut on
   the text's Simplified form by its hant_words, so that 滯後 in 歷史記錄滯後 is seen), or a word of the own lists
   of Tools/banks/hant-mainland.txt and Tools/hant/interface-mainland.txt (Mainland words a review replaced:
   屏幕, 二维码, 回车 …), fails unless interface-mainland.txt keeps it (`詞 | keep | reason`).
3. Full-width punctuation in Chinese text: no half-width ( ) , : ; ? ! directly beside a Han character
   (`词表:`, `(英文)`), nor , : ; before a space and one (`词表, 中文`); format specifiers, options, file
   names and keys (`按 ? 查看`) do not touch a Han character, so they pass. A case that must stay (the syntax
   `[主机:]端口`) is kept in interface-review.txt (`zh-Hans | [主机:]端口 | kept | reason`).
4. No TA or ta as a pronoun in Chinese text (他 / 她, or a name, or rephrase).
5. Two figures never share a near-identical name: the labels of the figures the stats, the league, the
   results and the phones show (Tools/hant/interface-figures.txt names each figure's label strings), in
   each language, are pairwise apart. After numbers, placeholders, format specifiers, punctuation and spaces
   are dropped, two labels of different figures fail when they are equal, or when neither holds the other
   whole (a qualified name, 正确率 and 本级正确率, is apart) and they differ by NEAR_DISTANCE edit (labels of
   NEAR_LENGTH characters or more: 答对 and 答错 differ by one, as they should) or are NEAR_RATIO alike or more
   (difflib's ratio: 每分钟作答 and 每分钟答对 share 4 of 5 characters in order, 0.8; 每分钟判定, 0.6). A
   figure's own labels may repeat: one figure, one name on every surface.
6. The reviewed decisions hold (Tools/hant/interface-review.txt, one a line, `language | text | decision |
   reason`, the text as --list prints it, `^` and `$` anchoring it to a literal's start and end): a
   `fixed → new` line's old text is in no literal of its language and its new text is in one; a `kept`
   line's text is in one. A line that matches nothing fails, so the file stays the interface's.
"""
import difflib
import glob
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(PACKAGE, "Tools", "banks"))
import swift_literals  # noqa: E402
from check_hant import CSLD, load_mainland, mainland_finder, reasoned_lines, unused_keeps  # noqa: E402

TABLE = os.path.join(PACKAGE, "Sources", "GuessText", "HantTable+Entries.swift")
REVIEW = os.path.join(HERE, "interface-review.txt")
MAINLAND = os.path.join(HERE, "interface-mainland.txt")
FIGURES = os.path.join(HERE, "interface-figures.txt")
BANK_MAINLAND = os.path.join(PACKAGE, "Tools", "banks", "hant-mainland.txt")
LANGUAGES = ("en", "zh-Hans", "zh-Hant")
PAIRED_CALLS = {"pick", "LocalizedText"}  # (English, Chinese): the interface's two-language calls
HALF_WIDTH = "(),:;?!"  # each has a full-width form Chinese text uses: （ ） ， ： ； ？ ！
PRONOUN = re.compile(r"(?<![A-Za-z0-9_\-./])(?:TA|Ta|ta)(?![A-Za-z0-9_])")
PLACEHOLDER = "\ufffc"  # an interpolation, in text the checks read: neither Han nor punctuation
NEAR_DISTANCE = 1  # for labels of NEAR_LENGTH characters or more (答对 and 答错 differ by one, as they should)
NEAR_LENGTH = 3
NEAR_RATIO = 0.75
ARROW = "→"


def is_han(character):
    code = ord(character)
    return 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x3FFFF


def is_english(text):
    """English text that quotes Chinese (`teammates guess (你话我猜)`): four English words or more, and more
    of them than Han characters (` true 或 false` is Chinese)."""
    words = len(re.findall(r"[A-Za-z]{2,}", text))
    return words >= 4 and words > sum(map(is_han, text))


def has_chinese(text):
    return any(swift_literals.is_interface_character(c) for c in text)


def converter(language, table):
    """How a literal part reads in `language`: through the table in zh-Hant (as HantTable.traditional: a part
    without an entry as written), as written otherwise."""
    return (lambda part: table.get(part, part)) if language == "zh-Hant" else (lambda part: part)


class Piece:
    """One literal of a string: its segments, `("text", part)` or `("code", source)`, in order."""

    def __init__(self, segments):
        self.segments = segments

    def template(self, convert=lambda part: part):
        return "".join(convert(text) if kind == "text" else "\\(" + text + ")" for kind, text in self.segments)

    def plain(self, convert=lambda part: part):
        """The text as the checks read it: each interpolation one placeholder character."""
        return "".join(convert(text) if kind == "text" else PLACEHOLDER for kind, text in self.segments)


class InterfaceString:
    """An interface string: where it is, its key (the call or the script's key), its English (may be empty:
    Chinese-only text, or English made elsewhere) and its Chinese literals (`Piece`s)."""

    def __init__(self, where, key, english, chinese):
        self.where, self.key, self.english, self.chinese = where, key, english, chinese

    def text(self, language, table):
        """The string as read in `language`, its literals joined by ` | ` (`a ? "x" : "y"` has two)."""
        pieces = self.english if language == "en" else self.chinese
        return " | ".join(p.template(converter(language, table)) for p in pieces)

    def pieces(self, language, table):
        """(piece, plain text) of each literal of the string in `language`."""
        pieces = self.english if language == "en" else self.chinese
        return [(p, p.plain(converter(language, table))) for p in pieces]


def unescaped(field):
    out, escaping = [], False
    for character in field:
        if escaping:
            out.append({"t": "\t", "n": "\n", "r": "\r"}.get(character, character))
            escaping = False
        elif character == "\\":
            escaping = True
        else:
            out.append(character)
    return "".join(out)


def load_table(path=TABLE):
    """{Simplified part: Traditional part} of the generated table (HantTable.parse's reading)."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    body = text[text.index('"""\n') + 4:text.rindex('\n        """')]
    table = {}
    for line in body.split("\n"):
        fields = line[8:].split("\t", 1)
        if len(fields) == 2:
            table[unescaped(fields[0])] = unescaped(fields[1])
    return table


def line_of(source, offset):
    return source.count("\n", 0, offset) + 1


def swift_strings(path, source, root=PACKAGE):
    """The interface strings of one Swift source: each two-language call once, each other Chinese literal
    (named by their place, `path` relative to `root`)."""
    strings, calls = [], {}
    relative = os.path.relpath(path, root)
    for literal in swift_literals.literals(source):
        name = literal.call.split(".")[-1]
        if name in PAIRED_CALLS and literal.call_start is not None and literal.argument <= 1:
            key = literal.call_start
            if key not in calls:
                calls[key] = InterfaceString(f"{relative}:{line_of(source, key)}", name, [], [])
            (calls[key].english if literal.argument == 0 else calls[key].chinese).append(Piece(literal.segments))
        elif any(has_chinese(part) for part in literal.parts):
            piece = Piece(literal.segments)
            english = is_english(piece.plain())
            strings.append(InterfaceString(f"{relative}:{line_of(source, literal.start)}", name or literal.call,
                                           [piece] if english else [], [] if english else [piece]))
    paired = [s for s in calls.values() if any(has_chinese(t) for p in s.chinese for k, t in p.segments if k == "text")]
    return sorted(paired + strings, key=lambda s: int(s.where.rsplit(":", 1)[1]))


def skip_string(source, index):
    """The index after the JavaScript string, template or comment at `index` (or `index` when none starts)."""
    character = source[index]
    if source.startswith("//", index):
        end = source.find("\n", index)
        return len(source) if end < 0 else end
    if source.startswith("/*", index):
        return source.index("*/", index) + 2
    if character in "\"'`":
        index += 1
        while source[index] != character:
            index += 2 if source[index] == "\\" else 1
        return index + 1
    return index


def code_marks(source, start, end):
    """(index, character, depth after it) of every character of `source[start:end]` outside a string
    literal, where depth counts the brackets open since `start`."""
    depth, index = 0, start
    while index < end:
        after = skip_string(source, index)
        if after != index:
            index = after
            continue
        character = source[index]
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        yield index, character, depth
        index += 1


def matching_brace(source, start):
    """The index of the `}` that closes the `{` at `start`."""
    for index, character, depth in code_marks(source, start, len(source)):
        if character in ")]}" and depth == 0:
            return index
    raise ValueError("unbalanced braces")


def object_entries(source, start, end, prefix=""):
    """{key: (offset, value source)} of the object literal between `start` and `end` (its braces), nested
    objects' keys as `outer.inner`."""
    entries, item, items = {}, start + 1, []
    for index, character, depth in code_marks(source, start + 1, end):
        if character == "," and depth == 0:
            items.append((item, index))
            item = index + 1
    items.append((item, end))
    for first, last in items:
        text = source[first:last]
        match = re.match(r"\s*(\w+)\s*:\s*", text)
        if not match:
            continue
        value_start = first + match.end()
        if source[value_start] == "{":
            entries.update(object_entries(source, value_start, matching_brace(source, value_start),
                                          prefix + match.group(1) + "."))
        else:
            entries[prefix + match.group(1)] = (value_start, source[value_start:last].strip())
    return entries


SCRIPT_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`')


def script_pieces(value):
    """A script value's pieces: a plain string whole; a function's body as its strings (`tw("x")`'s x) with
    the code between them as interpolations; a template literal's `${…}` as interpolations."""
    body = value.split("=>", 1)[1].strip() if "=>" in value.split('"', 1)[0].split("`", 1)[0] else value
    segments, position = [], 0

    def add_code(code):
        # The code between two strings, without the `tw(` … `) + ` around them: `n` in `tw("…") + n + tw("…")`.
        code = code.replace("tw(", "").strip(" +()")
        if code:
            segments.append(("code", code))

    for match in SCRIPT_STRING.finditer(body):
        add_code(body[position:match.start()])
        if match.group(1) is not None:
            segments.append(("text", match.group(1)))
        else:
            for index, piece in enumerate(re.split(r"\$\{([^}]*)\}", match.group(2))):
                if piece:
                    segments.append(("code" if index % 2 else "text", piece))
        position = match.end()
    add_code(body[position:])
    return [Piece(segments)]


def script_strings(path, source, root=PACKAGE):
    """The interface strings of the phones' script: each key of its Chinese texts with its English."""
    match = re.search(r"const T = zh \? \{", source)
    if not match:
        return []
    chinese_start = match.end() - 1
    chinese_end = matching_brace(source, chinese_start)
    english_start = source.index("{", chinese_end + 1)
    english_end = matching_brace(source, english_start)
    chinese = object_entries(source, chinese_start, chinese_end)
    english = object_entries(source, english_start, english_end)
    relative = os.path.relpath(path, root)
    strings = []
    for key, (offset, value) in chinese.items():
        english_value = english.get(key, (0, ""))[1]
        strings.append(InterfaceString(f"{relative}:{line_of(source, offset)}", key,
                                       script_pieces(english_value) if english_value else [], script_pieces(value)))
    return strings


def interface_strings(package=PACKAGE):
    """Every interface string: the Swift sources' (not the generated table), then the phones' script's."""
    strings = []
    table = os.path.join(package, "Sources", "GuessText", "HantTable+Entries.swift")
    for path in sorted(glob.glob(os.path.join(package, "Sources", "**", "*.swift"), recursive=True)):
        if os.path.abspath(path) != os.path.abspath(table):
            with open(path, encoding="utf-8") as handle:
                strings += swift_strings(path, handle.read(), package)
    for path in sorted(glob.glob(os.path.join(package, "Pages", "*.js"))):
        with open(path, encoding="utf-8") as handle:
            strings += script_strings(path, handle.read(), package)
    return strings


# 1. The table
def check_table(strings, table):
    problems = []
    for string in strings:
        for piece in string.chinese + string.english:
            for kind, part in piece.segments:
                if kind == "text" and has_chinese(part) and part not in table:
                    problems.append(f"{string.where}: '{part}' has no zh-Hant entry: run `make hant-strings`")
    return problems


# 2. Mainland words
def mainland_hits(strings, table, review=MAINLAND, csld=CSLD):
    """[(where, zh-Hant part, word, Taiwan's word, source)] for every Mainland word in the zh-Hant text."""
    _, own, _ = load_mainland(review)
    _, bank_own, _ = load_mainland(BANK_MAINLAND)
    find_own = mainland_finder(own, csld, os.path.basename(review))
    find_bank = mainland_finder(bank_own, csld, os.path.relpath(BANK_MAINLAND, PACKAGE))
    found, seen = [], {}
    for string in strings:
        for piece in string.chinese:
            for kind, part in piece.segments:
                if kind != "text" or not has_chinese(part):
                    continue
                hant = table.get(part, part)
                if hant not in seen:
                    hits = find_bank(hant)
                    hits.update(find_own(hant))
                    seen[hant] = hits
                for word, (taiwan, source) in sorted(seen[hant].items()):
                    found.append((string.where, hant, word, taiwan, source))
    return found


def check_mainland(strings, table, review=MAINLAND, csld=CSLD):
    kept, own, problems = load_mainland(review)
    used = set()
    reported = set()
    for where, hant, word, taiwan, source in mainland_hits(strings, table, review, csld):
        if word in kept and word not in own:
            used.add(word)
            continue
        if (hant, word) in reported:
            continue
        reported.add((hant, word))
        said = f" (Taiwan: {taiwan})" if taiwan else ""
        problems.append(f"{where}: the zh-Hant text '{hant}' holds the Mainland word {word}{said} of {source}: "
                        f"use Taiwan's word (Tools/hant/overrides.txt) or add `{word} | keep | reason` to "
                        f"{os.path.relpath(review, PACKAGE)}")
    return problems + unused_keeps(kept, used, os.path.relpath(review, PACKAGE), "zh-Hant text")


# 3. Full-width punctuation, 4. TA
def beside_han(text, index):
    """Whether the mark at `index` touches a Han character, or ends a clause before a space and one (`词表, 中文`;
    a lone `?` between spaces is the key)."""
    before = text[index - 1] if index > 0 else " "
    after = text[index + 1] if index + 1 < len(text) else " "
    after_space = text[index + 2] if after == " " and index + 2 < len(text) and text[index] in ",:;" else after
    return is_han(before) or is_han(after) or is_han(after_space)


def punctuation_findings(strings, table):
    """[(where, language, plain text, index)] for every half-width mark beside a Han character."""
    found = []
    for string in strings:
        for language in ("zh-Hans", "zh-Hant"):
            for _, text in string.pieces(language, table):
                for index, character in enumerate(text):
                    if character in HALF_WIDTH and beside_han(text, index):
                        found.append((string.where, language, text, index))
    return found


def pronoun_findings(strings, table):
    """[(where, language, plain text)] for every Chinese text with TA or ta as a word."""
    return [(string.where, language, text)
            for string in strings for language in ("zh-Hans", "zh-Hant")
            for _, text in string.pieces(language, table) if PRONOUN.search(text)]


def readable(text):
    return text.replace(PLACEHOLDER, "…")


def plain(template):
    """A review file's text as the checks read it: each `\\(…)` one placeholder character."""
    return re.sub(r"\\\((?:[^()]|\([^()]*\))*\)", PLACEHOLDER, template)


def check_punctuation(strings, table, kept):
    problems = []
    for where, language, text, index in punctuation_findings(strings, table):
        spot = text[max(0, index - 1):index + 2]
        if any(k_language == language and plain(k_text) in text and spot in plain(k_text)
               for k_language, k_text in kept):
            continue
        problems.append(f"{where}: {language} '{readable(text)}' has a half-width '{text[index]}' beside Han text "
                        f"('{readable(spot)}'): use the full-width form (（ ） ， ： ； ？ ！), or keep it in "
                        f"{os.path.relpath(REVIEW, PACKAGE)} with a reason")
    for where, language, text in pronoun_findings(strings, table):
        problems.append(f"{where}: {language} '{readable(text)}' uses TA as a pronoun: say 他 or 她, name the "
                        "person, or rephrase")
    return problems


# 5. Figures
def load_figures(path=FIGURES):
    """[(line, figure, [label references])]: `figure | reference, reference … | what it counts`."""
    figures = []
    for number, fields in reasoned_lines(path):
        if len(fields) != 3 or not all(fields):
            raise SystemExit(f"{path}:{number}: expected `figure | Strings.member or phone.key, … | what it is`")
        figures.append((number, fields[0], [r.strip() for r in fields[1].split(",") if r.strip()]))
    return figures


# A member of `Strings` (at an extension's indentation: a local `var` of a body is deeper).
MEMBER = re.compile(r"^    (?:(?:package|public|internal|private|fileprivate|static) )*(?:var|func) (\w+)",
                    re.MULTILINE)


def member_strings(package=PACKAGE):
    """{reference: [InterfaceString]}: `Strings.member` for a `Strings` property or function (every string
    of its body, in order: `Strings.member#2` in interface-figures.txt is the second), `phone.key` for a key
    of the phones' script."""
    members = {}
    for path in sorted(glob.glob(os.path.join(package, "Sources", "**", "*.swift"), recursive=True)):
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        if "extension Strings" not in source and "struct Strings" not in source:
            continue
        starts = [(m.start(), m.group(1)) for m in MEMBER.finditer(source)]
        strings = swift_strings(path, source, package)
        for index, (start, name) in enumerate(starts):
            end = starts[index + 1][0] if index + 1 < len(starts) else len(source)
            first, last = line_of(source, start), line_of(source, end)
            members.setdefault("Strings." + name, []).extend(
                s for s in strings if first <= int(s.where.rsplit(":", 1)[1]) < last)
    for path in sorted(glob.glob(os.path.join(package, "Pages", "*.js"))):
        with open(path, encoding="utf-8") as handle:
            for string in script_strings(path, handle.read(), package):
                members["phone." + string.key] = [string]
    return members


def label(text):
    """A label as compared: numbers, placeholders, format specifiers, punctuation and spaces dropped."""
    text = re.sub(r"\\\([^)]*\)|\$\{[^}]*\}|%[-+ 0#]*\d*(?:\.\d+)?[a-zA-Z@]", "", text)
    return "".join(c.lower() for c in text if c.isalpha())


def distance(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def near(a, b):
    """Whether two labels are the same or near twins: not when one holds the other whole, which is a name
    qualified (正确率 and 本级正确率, right and right/min); else when few edits or most characters in order
    set them apart (每分钟作答 and 每分钟答对, where 每分钟判定 and 每分钟答对 are apart)."""
    if a == b:
        return True
    if a in b or b in a:
        return False
    if min(len(a), len(b)) >= NEAR_LENGTH and distance(a, b) <= NEAR_DISTANCE:
        return True
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio() >= NEAR_RATIO


def figure_labels(figures, members, table):
    """{language: [(figure, reference, label as shown, label as compared)]}, and the unknown references."""
    labels, unknown = {language: [] for language in LANGUAGES}, []
    for line, figure, references in figures:
        for reference in references:
            name, _, index = reference.partition("#")
            chosen = members.get(name, [])
            if index:
                chosen = chosen[int(index) - 1:int(index)] if index.isdigit() and int(index) > 0 else []
            if not chosen:
                unknown.append((line, reference))
                continue
            for string in chosen:
                for language in LANGUAGES:
                    for piece, _ in string.pieces(language, table):
                        shown = piece.template(converter(language, table))
                        if label(shown):
                            labels[language].append((figure, reference, shown, label(shown)))
    return labels, unknown


def check_figures(figures, members, table, path=FIGURES):
    labels, unknown = figure_labels(figures, members, table)
    problems = [f"{os.path.relpath(path, PACKAGE)}:{line}: '{reference}' names no interface string"
                for line, reference in unknown]
    for language in LANGUAGES:
        reported = set()
        for index, (figure, reference, shown, compared) in enumerate(labels[language]):
            for other, other_reference, other_shown, other_compared in labels[language][index + 1:]:
                if figure == other or (compared, other_compared) in reported:
                    continue
                if near(compared, other_compared):
                    reported.add((compared, other_compared))
                    problems.append(f"{os.path.relpath(path, PACKAGE)}: {language}: the figures {figure} "
                                    f"('{shown}', {reference}) and {other} ('{other_shown}', {other_reference}) "
                                    "have near-identical names: name one of them apart")
    return problems


# 6. The reviewed decisions
def load_review(path=REVIEW):
    """[(line, language, text, decision, new text or None, reason)], and the problems of its format."""
    decisions, problems = [], []
    for number, fields in reasoned_lines(path):
        if len(fields) != 4 or not all(fields) or fields[0] not in LANGUAGES or not (
                fields[2] == "kept" or fields[2].startswith("fixed " + ARROW)):
            problems.append(f"{os.path.relpath(path, PACKAGE)}:{number}: expected `language | text | kept | "
                            f"reason` or `language | text | fixed {ARROW} new text | reason` ({', '.join(LANGUAGES)})")
            continue
        new = fields[2].split(ARROW, 1)[1].strip() if fields[2] != "kept" else None
        decisions.append((number, fields[0], fields[1], fields[2].split()[0], new, fields[3]))
    return decisions, problems


def holds(texts, text):
    """Whether a string of `texts` holds `text`: `^text` at its start, `text$` at its end, `^text$` whole."""
    start, end = text.startswith("^"), text.endswith("$")
    core = text[1 if start else 0:len(text) - 1 if end else len(text)]

    def matches(t):
        if start and end:
            return t == core
        return t.startswith(core) if start else t.endswith(core) if end else core in t

    return any(matches(t) for t in texts)


def check_review(strings, table, path=REVIEW):
    decisions, problems = load_review(path)
    texts = {language: [piece.template(converter(language, table)) for s in strings
                        for piece, _ in s.pieces(language, table)] for language in LANGUAGES}
    where = os.path.relpath(path, PACKAGE)
    for number, language, text, decision, new, _ in decisions:
        if decision == "kept" and not holds(texts[language], text):
            problems.append(f"{where}:{number}: '{text}' is kept but no {language} string holds it: remove the line")
        elif decision == "fixed" and holds(texts[language], text):
            problems.append(f"{where}:{number}: '{text}' was fixed to '{new}', but a {language} string still holds it")
        elif decision == "fixed" and not holds(texts[language], new):
            problems.append(f"{where}:{number}: '{text}' was fixed to '{new}', but no {language} string holds it")
    return problems


def check(package=PACKAGE, review=REVIEW, mainland=MAINLAND, figures=FIGURES, csld=CSLD):
    """Every problem of the six checks."""
    strings = interface_strings(package)
    table = load_table(os.path.join(package, "Sources", "GuessText", "HantTable+Entries.swift"))
    decisions, _ = load_review(review)
    kept = [(language, text) for _, language, text, decision, _, _ in decisions if decision == "kept"]
    return (check_table(strings, table) + check_mainland(strings, table, mainland, csld)
            + check_punctuation(strings, table, kept)
            + check_figures(load_figures(figures), member_strings(package), table, figures)
            + check_review(strings, table, review))


def main(arguments):
    if "--list" in arguments:
        table = load_table()
        for string in interface_strings():
            print("\t".join([string.where, string.key] + [string.text(language, table).replace("\n", "\\n")
                                                          .replace("\t", "\\t") for language in LANGUAGES]))
        return 0
    problems = check()
    for problem in problems:
        print(problem, file=sys.stderr)
    count = len(interface_strings())
    print(f"check_interface.py: {count} interface strings: " + (f"{len(problems)} problems" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
