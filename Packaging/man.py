#!/usr/bin/env python3
"""The man pages of guess: swift-argument-parser's generate-manual (the GenerateManual plugin's tool) writes one
page per command from the commands' own help; this script adds what --help lacks and the generator cannot say.

    man.py pages BINARY GENERATOR DATE OUT   write OUT/guess.1, OUT/guess-play.1, ... (mdoc)
    man.py dump-help BINARY [ARGS...]        (used by `pages`) BINARY's help as JSON, non-ASCII spelled out

What it does to the generated pages (never to their options, which always come from the binary's help):
- The generator drops every non-ASCII character (你话我猜, zhuyin); the binary's help is handed to it with each
  such character spelled as an ASCII placeholder, which becomes a roff escape (\\[u4F60]) in the page.
- Pages are named the Debian way, guess-play.1 rather than guess.play.1 (`man guess-play`), cross references
  follow.
- EXIT STATUS gets the real statuses (Packaging/man/exit-status.mdoc) instead of "0 or >0"; the sections of
  Packaging/man/NAME.mdoc (ENVIRONMENT, FILES, EXAMPLES) are put where mdoc(7) orders them; a subcommand's page
  names guess(1) in SEE ALSO, where the environment and files are.

The binary is run in a clean environment (no user configuration, English), so the pages do not depend on
who builds them: `play --help` quotes the settings in effect.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXTRAS = os.path.join(HERE, "man")
PLACEHOLDER = re.compile(r"QQU([0-9A-F]{4,6})QQ")
# mdoc(7)'s order of the sections a page may have.
ORDER = ["NAME", "LIBRARY", "SYNOPSIS", "DESCRIPTION", "CONTEXT", "IMPLEMENTATION NOTES", "RETURN VALUES",
         "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "DIAGNOSTICS", "ERRORS", "SEE ALSO", "STANDARDS",
         "HISTORY", "AUTHORS", "CAVEATS", "BUGS", "SECURITY CONSIDERATIONS"]


def clean_environment(home):
    """No user configuration, the English interface, no colour."""
    return {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


def ascii_only(value):
    if isinstance(value, str):
        return "".join(c if ord(c) < 128 else "QQU%04XQQ" % ord(c) for c in value)
    if isinstance(value, list):
        return [ascii_only(v) for v in value]
    if isinstance(value, dict):
        return {k: ascii_only(v) for k, v in value.items()}
    return value


def dump_help(binary, arguments):
    output = subprocess.run([binary] + arguments, check=True, stdout=subprocess.PIPE).stdout
    sys.stdout.write(json.dumps(ascii_only(json.loads(output)), ensure_ascii=True))


def sections(text):
    """The page's lines before its first .Sh, then (TITLE, lines) for each section."""
    head, found, title, lines = [], [], None, None
    for line in text.splitlines():
        match = re.match(r'^\.Sh\s+"?([^"]*)"?\s*$', line)
        if match:
            if title is not None:
                found.append((title, lines))
            title, lines = match.group(1).upper(), []
        elif title is None:
            head.append(line)
        else:
            lines.append(line)
    if title is not None:
        found.append((title, lines))
    return head, found


def read_extras(name):
    path = os.path.join(EXTRAS, name + ".mdoc")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        return sections(handle.read())[1]


def dashed(name):
    return name.replace(".", "-")


def rewrite(text, page):
    """One generated page (PAGE its dashed name, guess-play) as installed."""
    text = PLACEHOLDER.sub(lambda m: "\\[u%s]" % m.group(1), text)
    # A blank line in a discussion (a paragraph break in --help) is a paragraph macro in mdoc.
    text = re.sub(r"(?m)^$", ".Pp", text.rstrip("\n"))
    head, found = sections(text)
    head = [re.sub(r"^\.Dt (\S+)", lambda m: ".Dt " + dashed(m.group(1)), line) for line in head]
    found = dict(found)
    # The cross references name the dashed pages.
    for title, lines in found.items():
        found[title] = [re.sub(r"^\.Xr (\S+)", lambda m: ".Xr " + dashed(m.group(1)), line) for line in lines]
    found["EXIT STATUS"] = read_extras("exit-status")[0][1]
    for title, lines in read_extras(page):
        found[title] = lines
    if page != "guess":
        # whatis (lexgrog, lintian) wants the page's own name in NAME; the synopsis keeps the command line.
        command = page.replace("-", " ")
        found["NAME"] = [".Nm " + page if line.startswith(".Nm") else line for line in found["NAME"]]
        for title, lines in found.items():
            if title != "NAME":
                found[title] = ['.Nm "%s"' % command if line == ".Nm" else line for line in lines]
        see_also = found.get("SEE ALSO", [])
        if see_also:
            see_also[-1] = see_also[-1].rstrip(" ,") + " ,"
        found["SEE ALSO"] = [".Xr guess 1 ,"] + see_also if see_also else [".Xr guess 1"]
    # The generator leaves its last reference without the line break a text file ends with, and an empty
    # AUTHORS section when no author is named.
    if "AUTHORS" in found and not any(line.strip() for line in found["AUTHORS"]):
        del found["AUTHORS"]
    if "SEE ALSO" in found:
        found["SEE ALSO"][-1] = found["SEE ALSO"][-1].rstrip(" ,")
    unknown = [title for title in found if title not in ORDER]
    if unknown:
        raise SystemExit("man.py: %s: sections mdoc(7) does not order: %s" % (page, unknown))
    out = head[:]
    for title in sorted(found, key=ORDER.index):
        out.append('.Sh "%s"' % title if " " in title else ".Sh " + title)
        out.extend(found[title])
    return "\n".join(out) + "\n"


def pages(binary, generator, date, out):
    binary = os.path.abspath(binary)
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        home = os.path.join(work, "home")
        raw = os.path.join(work, "raw")
        os.makedirs(home)
        os.makedirs(raw)
        wrapper = os.path.join(work, "guess")
        with open(wrapper, "w") as handle:
            handle.write('#!/bin/sh\nexec "%s" "%s" dump-help "%s" "$@"\n'
                         % (sys.executable, os.path.abspath(__file__), binary))
        os.chmod(wrapper, 0o755)
        subprocess.run([generator, wrapper, "--multi-page", "--date", date, "--output-directory", raw],
                       check=True, env=clean_environment(home))
        made = []
        for name in sorted(os.listdir(raw)):
            with open(os.path.join(raw, name), encoding="utf-8") as handle:
                text = handle.read()
            page = dashed(name[: -len(".1")])
            with open(os.path.join(out, page + ".1"), "w", encoding="utf-8") as handle:
                handle.write(rewrite(text, page))
            made.append(page + ".1")
    # Pages of an earlier build that no command has now.
    for name in os.listdir(out):
        if name.endswith(".1") and name not in made:
            os.remove(os.path.join(out, name))
    extras = [name[: -len(".mdoc")] for name in os.listdir(EXTRAS) if name != "exit-status.mdoc"]
    missing = [name for name in extras if name + ".1" not in made]
    if missing:
        raise SystemExit("man.py: Packaging/man has sections for pages that are not made: %s" % missing)


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "dump-help":
        dump_help(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 6 and sys.argv[1] == "pages":
        pages(*sys.argv[2:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
