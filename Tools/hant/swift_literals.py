"""The literal parts of Swift string literals, for the zh-Hant interface table (make_table.py).

A literal part is the text of a string literal between its quotes and its interpolations, escapes
resolved: `"第 \\(turn)/\\(total) 回合"` has the parts `第 `, `/` and ` 回合`. Comments are skipped.
HantTableTests in Tests/GuessServerTests reads the sources the same way (keep the two in step).
`literals` gives each literal whole, with its interpolations and the call it is an argument of, for
check_interface.py's listing of the interface in three languages.
"""

import re

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def is_interface_character(character):
    """Han ideographs, CJK punctuation, full-width forms and curly quotes: what a table entry converts."""
    code = ord(character)
    return (
        0x3000 <= code <= 0x303F or 0x3400 <= code <= 0x9FFF or 0xFF00 <= code <= 0xFFEF
        or code in (0x2018, 0x2019, 0x201C, 0x201D)
    )


class Literal:
    """One string literal of a Swift source: where it starts and ends, its segments in order (`("text", part)`
    or `("code", interpolated source)`), and the innermost call or bracket it is an argument of: `call` is the
    name before the parenthesis (`pick`, `LocalizedText`; `[` for an array or dictionary, `{` for a closure,
    `` for a bare parenthesis), `argument` its argument's index, `call_start` where that parenthesis opens
    (None at top level). check_interface.py pairs a Chinese argument with the English one beside it by these."""

    def __init__(self, start, call, argument, call_start):
        self.start, self.end = start, start
        self.segments = []
        self.call, self.argument, self.call_start = call, argument, call_start

    @property
    def parts(self):
        return [text for kind, text in self.segments if kind == "text"]

    def template(self, convert=lambda part: part):
        """The literal as read: its parts (through `convert`) with each interpolation as `\\(code)`."""
        return "".join(convert(text) if kind == "text" else "\\(" + text + ")" for kind, text in self.segments)


CALL_NAME = re.compile(r"([A-Za-z_][A-Za-z_0-9.]*)\s*$")


def literal_parts(source):
    """Every literal part of every string literal in `source`, in order."""
    return walk(source)[0]


def literals(source):
    """Every string literal of `source` (`Literal`), in the order they open."""
    return walk(source)[1]


def walk(source):
    """(every literal part in order, every `Literal` in the order they open) of `source`."""
    parts = []
    found = []
    position = [0]
    calls = []  # [name, argument index, start] of every open parenthesis or bracket

    def code(until_close):
        # Code: skips comments, enters strings; inside an interpolation stops at its closing paren.
        depth = 0
        while position[0] < len(source):
            index = position[0]
            character = source[index]
            if source.startswith("//", index):
                end = source.find("\n", index)
                position[0] = len(source) if end < 0 else end
            elif source.startswith("/*", index):
                nesting = 0
                while position[0] < len(source):
                    if source.startswith("/*", position[0]):
                        nesting += 1
                        position[0] += 2
                    elif source.startswith("*/", position[0]):
                        nesting -= 1
                        position[0] += 2
                        if nesting == 0:
                            break
                    else:
                        position[0] += 1
            elif character == '"' or (character == "#" and source[index:].lstrip("#").startswith('"')):
                string()
            elif character == "(":
                depth += 1
                name = CALL_NAME.search(source, max(0, index - 80), index)
                calls.append([name.group(1) if name else "", 0, index])
                position[0] += 1
            elif character == ")":
                position[0] += 1
                if depth == 0 and until_close:
                    return
                depth -= 1
                if calls:
                    calls.pop()
            elif character == "[":
                calls.append(["[", 0, index])
                position[0] += 1
            elif character == "]":
                if calls and calls[-1][0] == "[":
                    calls.pop()
                position[0] += 1
            elif character == "{":
                calls.append(["{", 0, index])
                position[0] += 1
            elif character == "}":
                if calls and calls[-1][0] == "{":
                    calls.pop()
                position[0] += 1
            elif character == ",":
                if calls:
                    calls[-1][1] += 1
                position[0] += 1
            else:
                position[0] += 1

    def string():
        index = position[0]
        call = calls[-1] if calls else ["", 0, None]
        literal = Literal(index, call[0], call[1], call[2])
        found.append(literal)
        hashes = 0
        while source[index] == "#":
            hashes += 1
            index += 1
        multiline = source.startswith('"""', index)
        index += 3 if multiline else 1
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        text = ""
        while index < len(source):
            if source.startswith(closing, index):
                index += len(closing)
                break
            if source.startswith(escape, index):
                after = index + len(escape)
                marker = source[after] if after < len(source) else ""
                if marker == "(":
                    parts.append(text)
                    literal.segments.append(("text", text))
                    text = ""
                    position[0] = after + 1
                    saved = list(calls)
                    calls.append(["\\(", 0, after])
                    code(until_close=True)
                    calls[:] = saved
                    literal.segments.append(("code", source[after + 1:position[0] - 1]))
                    index = position[0]
                    continue
                if marker == "u" and source.startswith("{", after + 1):
                    end = source.find("}", after)
                    text += chr(int(source[after + 2:end], 16))
                    index = end + 1
                    continue
                if marker == "\n" and multiline:  # a line continuation
                    index = after + 1
                    continue
                text += ESCAPES.get(marker, marker)
                index = after + 1
                continue
            text += source[index]
            index += 1
        if multiline:
            text = dedent_multiline(text)
        parts.append(text)
        literal.segments.append(("text", text))
        literal.end = index
        position[0] = index

    code(until_close=False)
    return parts, found


def dedent_multiline(text):
    # Approximate: a multi-line literal's lines, as the parts of interest here are single phrases.
    return text.strip("\n")


def interface_parts(source):
    """The literal parts of `source` that hold a character the zh-Hant table converts."""
    return [part for part in literal_parts(source) if any(is_interface_character(c) for c in part)]


SCRIPT_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def script_parts(source):
    """The double-quoted strings of a JavaScript source (the phones' page) that hold a character the zh-Hant
    table converts. Chinese text there is written in double quotes only (HantTableTests checks that)."""
    return [match.group(1) for match in SCRIPT_STRING.finditer(source)
            if any(is_interface_character(c) for c in match.group(1))]
