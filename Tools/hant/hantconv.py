"""Simplified → Traditional Chinese (Taiwan usage) with OpenCC's phrase-level `s2twp` and a reviewed
list of corrections. Shared by Tools/hant/make_table.py (the interface) and Tools/banks/to_hant.py (the
zh-Hant bank).

A review file has one correction a line: `简体 → 繁體 reason` (the reason is free text; `#` starts a
comment line). Where the Simplified text of a correction occurs, its Traditional is used as given and
the text around it is converted by OpenCC; the longest correction wins where two overlap.
"""
import re
import subprocess
import sys

ARROW = "→"


def opencc_converter():
    """OpenCC's s2twp converter (PyPI `opencc`), installed with pip when missing."""
    try:
        import opencc
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "opencc"])
        import opencc
    return opencc.OpenCC("s2twp")


def load_review(path):
    """The corrections of review file `path`: (simplified, traditional, reason) in file order."""
    corrections = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if ARROW not in line:
                raise SystemExit(f"{path}:{number}: expected `简体 {ARROW} 繁體 reason`")
            simplified, _, rest = line.partition(ARROW)
            fields = rest.split(None, 1)
            if not simplified.strip() or not fields:
                raise SystemExit(f"{path}:{number}: expected `简体 {ARROW} 繁體 reason`")
            corrections.append((simplified.strip(), fields[0], fields[1] if len(fields) > 1 else ""))
    return corrections


class Converter:
    """Converts text with s2twp and the corrections; remembers which corrections were used."""

    def __init__(self, corrections):
        self.opencc = opencc_converter()
        self.corrections = {simplified: traditional for simplified, traditional, _ in corrections}
        self.used = set()
        keys = sorted(self.corrections, key=len, reverse=True)
        self.pattern = re.compile("|".join(re.escape(key) for key in keys)) if keys else None

    def convert(self, text):
        if not text:
            return text
        if self.pattern is None:
            return self.opencc.convert(text)
        result = []
        position = 0
        for match in self.pattern.finditer(text):
            result.append(self.opencc.convert(text[position:match.start()]))
            result.append(self.corrections[match.group()])
            self.used.add(match.group())
            position = match.end()
        result.append(self.opencc.convert(text[position:]))
        return "".join(result)

    def unused(self):
        """The corrections that matched nothing (stale lines of a review file)."""
        return sorted(set(self.corrections) - self.used)
