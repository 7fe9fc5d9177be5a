#!/usr/bin/env python3
"""The results report (`guess history report`, #37) in a real browser: games are played through a pipe,
then their report must be well-formed HTML (Python's html.parser with strict checks of our own), render in
headless Chromium without any network request and with no script, print to exactly one A4 page per game
(`chromium --headless --print-to-pdf`), and carry the numbers `history export --games` gives.

    python3 Tests/Browser/report_test.py [--binary .build/debug/guess] [--keep DIR]
"""
import base64
import html.parser
import json
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import check, environment, page, run_guess, sandbox  # noqa: E402

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# Elements that fetch, run or embed something: none may be in the report.
FORBIDDEN = {"script", "link", "img", "iframe", "object", "embed", "audio", "video", "source", "base", "image",
             "use", "foreignobject"}


class StrictParser(html.parser.HTMLParser):
    """html.parser with the checks it leaves out: every element closed in order, no stray end tag, no
    repeated attribute or id, only known character references, one doctype first, nothing that fetches or
    runs anything (no such element, no `on*` handler, no outside URL in an attribute or the style)."""

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.errors = []
        self.stack = []
        self.ids = set()
        self.doctypes = 0
        self.seen_element = False
        self.style = ""
        self.in_style = False

    def error_at(self, text):
        self.errors.append(f"line {self.getpos()[0]}: {text}")

    def check_attributes(self, tag, attrs):
        names = [name for name, _ in attrs]
        if len(names) != len(set(names)):
            self.error_at(f"<{tag}> repeats an attribute: {names}")
        for name, value in attrs:
            if value is None and not name.startswith("data-"):
                self.error_at(f"<{tag}> attribute {name} without a value")
            if name.startswith("on"):
                self.error_at(f"<{tag}> has a handler {name}")
            if name in ("src", "href", "xlink:href", "action", "srcset", "poster"):
                self.error_at(f"<{tag}> {name}={value!r} would fetch")
            if value and re.search(r"url\((?!#)", value):
                self.error_at(f"<{tag}> {name} fetches {value!r}")
            if name == "id":
                if value in self.ids:
                    self.error_at(f"id {value} repeated")
                self.ids.add(value)

    def handle_decl(self, decl):
        self.doctypes += 1
        if decl.lower() != "doctype html" or self.seen_element:
            self.error_at(f"bad or late doctype {decl!r}")

    def handle_starttag(self, tag, attrs):
        self.seen_element = True
        if tag in FORBIDDEN:
            self.error_at(f"<{tag}> is not allowed")
        self.check_attributes(tag, attrs)
        if tag not in VOID:
            self.stack.append(tag)
        self.in_style = tag == "style"

    def handle_startendtag(self, tag, attrs):
        self.seen_element = True
        if tag in FORBIDDEN:
            self.error_at(f"<{tag}/> is not allowed")
        self.check_attributes(tag, attrs)

    def handle_endtag(self, tag):
        if tag in VOID:
            self.error_at(f"</{tag}> closes a void element")
        elif not self.stack or self.stack[-1] != tag:
            self.error_at(f"</{tag}> does not close the open <{self.stack[-1] if self.stack else None}>")
        else:
            self.stack.pop()
        self.in_style = False

    def handle_data(self, data):
        if self.in_style:
            self.style += data

    def handle_entityref(self, name):
        if name not in ("amp", "lt", "gt", "quot", "apos", "nbsp"):
            self.error_at(f"unknown entity &{name};")

    def handle_charref(self, name):
        if not re.fullmatch(r"[0-9]+|x[0-9a-fA-F]+", name):
            self.error_at(f"bad character reference &#{name};")

    def close(self):
        super().close()
        if self.stack:
            self.error_at(f"left open: {self.stack}")
        if self.doctypes != 1:
            self.error_at(f"{self.doctypes} doctypes")
        if re.search(r"@import|url\((?!#)", self.style):
            self.error_at("the style fetches something")


def parse_strictly(text):
    parser = StrictParser()
    parser.feed(text)
    parser.close()
    return parser.errors


class Evening:
    """A history store of its own, with games played through a pipe."""

    def __init__(self, binary, root):
        self.binary = binary
        self.root = root
        self.env = environment(root, GUESS_PROMPT_GRACE="0")

    def run(self, args, stdin=b"", lang=None):
        env = dict(self.env, LANG=lang, LC_ALL=lang) if lang else self.env
        return run_guess(self.binary, args, env, stdin, timeout=60)

    def play(self, args, script):
        result = self.run(["play", "--seconds", "60", "--lead-in", "0", "--sound", "off", *args],
                          "".join(line + "\n" for line in script).encode())
        if result.returncode != 0:
            raise RuntimeError(f"play {args}: {result.returncode} {result.stderr.decode()}")


def pdf_pages(path):
    """Pages of a PDF Chromium wrote: its page objects (`/Type /Page`, not `/Pages`)."""
    data = open(path, "rb").read()
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def print_to_pdf(driver, page, pdf):
    """`page` printed to `pdf` as `chromium --headless --print-to-pdf` prints it (the page's own @page size, no
    header or footer), by the harness's Chromium through DevTools' Page.printToPDF rather than by a Chromium
    started for each print."""
    driver.get("file://" + page)
    printed = driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "displayHeaderFooter": False})
    with open(pdf, "wb") as out:
        out.write(base64.b64decode(printed["data"]))
    return os.path.exists(pdf)


def attribute(text, name):
    return re.findall(r" " + name + r'="([^"]*)"', text)


def add_arguments(parser):
    parser.add_argument("--keep", help="keep the report (HTML, PDF, the Chinese HTML) here")


def run(arguments):
    binary = arguments.binary
    root = sandbox("guess-report-")
    evening = Evening(binary, root)
    # 1: three teams, players named, B and C share second place.
    evening.play(["--team", "红队=Ann,Al", "--team", "B=Bo,Bea", "--team", "C=Cy"],
                 ["y", "y", "n", "y", "end", "y", "s", "end", "n", "y", "end"])
    # 2: a tie played off, then the host's point.
    evening.play(["--team", "A", "--team", "B"],
                 ["y", "end", "y", "end", "y", "y", "end", "n", "end", "bonus B"])
    # 3: a long game: 3 teams, 8 turns each, words passed and missed (the page must stay one page).
    long_script = []
    for turn in range(24):
        long_script += ["y"] * (turn % 4) + ["n", "s"] + ["end"]
    evening.play(["--team", "Alpha=A1,A2", "--team", "Beta=B1,B2", "--team", "Gamma=G1,G2", "--turns", "8"],
                 long_script)
    # 4: the host ended it early.
    evening.play(["--team", "X", "--team", "Y", "--turns", "2"], ["y", "end", "q"])
    # 5: a single round.
    evening.play([], ["y", "n", "y"])
    games = ["1", "2", "3", "4", "5"]
    report = os.path.join(root, "report.html")
    written = evening.run(["history", "report", *games, "-o", report])
    check("history report -o writes the page", written.returncode == 0 and os.path.exists(report),
          written.stderr.decode())
    text = open(report, encoding="utf-8").read()
    errors = parse_strictly(text)
    check("the page is well-formed under strict checks", not errors, "\n".join(errors[:10]))
    chinese = evening.run(["history", "report", *games], lang="zh_CN.UTF-8")
    chinese_errors = parse_strictly(chinese.stdout.decode())
    check("the Chinese page is well-formed too", chinese.returncode == 0 and not chinese_errors,
          "\n".join(chinese_errors[:10]))
    check("the Chinese page speaks Chinese", '<html lang="zh-Hans">' in chinese.stdout.decode()
          and "每回合后的得分" in chinese.stdout.decode())

    # Its numbers are the export's.
    export = json.loads(evening.run(["history", "export", "--games", *games]).stdout)
    sections = re.split(r'<section class="game"', text)[1:]
    # The league (#45): game 1 is the only one here that counts (the others name no players, were not
    # played out or are a single round), so its players' ratings after it are the table's.
    league = json.loads(evening.run(["league", "--format", "json", "--include-scripted"]).stdout)
    ordinals = {line["player"]: line["ordinal"] for line in league["players"]}
    first = sections[0].split('<div class="league">')[1].split("</div>")[0] if '<div class="league">' in sections[0] else ""
    after = dict(zip(attribute(first, "data-player"), (float(v) for v in attribute(first, "data-after"))))
    check("game 1's league table: its five players' ratings after it, as guess league gives them",
          len(after) == 5 and all(abs(after[name] - ordinals[name]) < 1e-6 for name in after), f"{after} {ordinals}")
    check("no league table for the games that do not count",
          all('<div class="league">' not in sections[index] for index in (1, 2, 3, 4)))
    check("one section a game", len(sections) == len(games), str(len(sections)))
    for number, (section, game) in enumerate(zip(sections, export), start=1):
        podium = section.split('<ol class="podium">')[1].split("</ol>")[0]
        scores = [int(value) for value in attribute(podium, "data-score")]
        if game["scoreboard"]:
            check(f"game {number}: the podium is the export's scoreboard",
                  scores == [entry["score"] for entry in game["scoreboard"]]
                  and attribute(podium, "data-team") == [entry["team"] for entry in game["scoreboard"]],
                  f"{scores} {game['scoreboard']}")
        table = section.split('<div class="turns')[1].split("<tbody>")[1].split("</tbody>")[0]
        rows = [(int(c), int(w), int(p)) for c, w, p in zip(attribute(table, "data-correct"),
                                                             attribute(table, "data-wrong"),
                                                             attribute(table, "data-passed"))]
        check(f"game {number}: every turn's counts are the export's",
              rows == [(turn["correct"], turn["wrong"], turn["passed"]) for turn in game["turns"]], str(rows))
        # The last point of each team's line is its final score.
        finals = {}
        for team, value in re.findall(r'class="point" data-team="([^"]*)" data-turn="\d+" data-value="(-?\d+)"',
                                      section):
            finals[team] = int(value)
        expected = {entry["team"]: entry["score"] for entry in game["scoreboard"]}
        if expected:
            check(f"game {number}: each line ends at the team's score", finals == expected, f"{finals} {expected}")
    check("game 1: B and C share second place", attribute(sections[0].split("</ol>")[0], "data-place")
          == ["1", "2", "2"])
    check("game 2: the tie-break is named", 'class="tie-break"' in sections[1] and ">tie-break<" in sections[1])
    check("game 2: the host's points are the last point", "host&#39;s points" in sections[1])
    check("game 4: the early end is said", "No winner: the host ended the game early" in sections[3])
    check("game 5: a single round has one place", attribute(sections[4].split("</ol>")[0], "data-place") == ["1"])

    # In Chromium: it renders, runs nothing and fetches nothing.
    driver = page("board", 1920, 1080)
    driver.get("file://" + report)
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    outside = [url for url in requests if url != "file://" + report and not url.startswith("data:")]
    check("the page fetches nothing", not outside, str(outside))
    check("the page has no script", driver.execute_script("return document.scripts.length") == 0)
    points = driver.execute_script("return document.querySelectorAll('svg [data-value]').length")
    check("the charts are drawn", points > 50, str(points))
    wide = driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth")
    check("nothing spills sideways at 1920x1080", wide)

    # In print: one A4 page per game.
    pdf = os.path.join(root, "report.pdf")
    printed = print_to_pdf(driver, report, pdf)
    pages = pdf_pages(pdf) if printed else -1
    check("it prints on one page a game", pages == len(games), f"{pages} pages for {len(games)} games")
    for number in games:
        single = os.path.join(root, f"game{number}.html")
        evening.run(["history", "report", number, "-o", single])
        single_pdf = os.path.join(root, f"game{number}.pdf")
        pages = pdf_pages(single_pdf) if print_to_pdf(driver, single, single_pdf) else -1
        check(f"game {number} alone prints on one page", pages == 1, f"{pages} pages")
    if arguments.keep:
        os.makedirs(arguments.keep, exist_ok=True)
        for name in ("report.html", "report.pdf"):
            shutil.copy(os.path.join(root, name), arguments.keep)
        with open(os.path.join(arguments.keep, "report-zh.html"), "wb") as out:
            out.write(chinese.stdout)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("report", run, add_arguments))
