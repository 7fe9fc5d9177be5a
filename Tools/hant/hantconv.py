"""Simplified → Traditional Chinese (Taiwan usage) with OpenCC's phrase-level `s2twp` and a reviewed
list of corrections. Shared by Tools/hant/make_table.py (the interface) and Tools/banks/to_hant.py (the
zh-Hant bank).

A review file has one correction a line: `简体 → 繁體 reason` (the reason is free text; `#` starts a
comment line). Where the Simplified text of a correction occurs, its Traditional is used as given and
the text around it is converted by OpenCC; the longest correction wins where two overlap.
"""
import importlib.metadata
import os
import re
import sys

ARROW = "→"
REQUIREMENTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "requirements.txt")


def pinned_version(name, requirements=REQUIREMENTS):
    """The exact version `name==X` pinned in Tools/requirements.txt, or None."""
    with open(requirements, encoding="utf-8") as handle:
        for line in handle:
            package, _, version = line.split("#")[0].strip().partition("==")
            if package.strip().lower() == name.lower() and version.strip():
                return version.strip()
    return None


def opencc_module():
    """The module `opencc` of PyPI's OpenCC at the version pinned in Tools/requirements.txt. Stops with a
    message naming the cause when it is missing, another version, or another package's module of that name
    (opencc-python-reimplemented installs one too, and its s2twp differs: 揹包, 覆盤)."""
    wanted = pinned_version("opencc")
    try:
        import opencc
    except ImportError:
        raise SystemExit(f"OpenCC is missing: python3 -m pip install -r {os.path.relpath(REQUIREMENTS)} "
                         "(or run the make target)") from None
    loaded = os.path.realpath(getattr(opencc, "__file__", "") or "")
    owner = None
    try:
        distribution = importlib.metadata.distribution("opencc")
        files = {os.path.realpath(distribution.locate_file(f)) for f in distribution.files or []}
        if loaded in files:
            owner = distribution
    except importlib.metadata.PackageNotFoundError:
        pass
    if owner is None:
        raise SystemExit(f"the module opencc loaded from {loaded} is not PyPI's OpenCC (another package, such as "
                         "opencc-python-reimplemented, installs a module of that name): "
                         "python3 -m pip uninstall opencc-python-reimplemented, then "
                         f"python3 -m pip install -r {os.path.relpath(REQUIREMENTS)}")
    if wanted and owner.version != wanted:
        raise SystemExit(f"OpenCC {owner.version} is installed, the tools are pinned to {wanted}: "
                         f"python3 -m pip install -r {os.path.relpath(REQUIREMENTS)}")
    return opencc


def opencc_converter(config="s2twp"):
    """OpenCC's converter `config` (s2twp: phrase-level Simplified → Taiwan), from the pinned OpenCC only."""
    return opencc_module().OpenCC(config)


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
