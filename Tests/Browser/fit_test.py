#!/usr/bin/env python3
"""Every screen fits (#46): a three-team game of twelve players run in a terminal (the host's remote starts
and ends its turns, so the room waits between them as a real evening does), with the board, the host's
remote, the describer's phone and a phone of a team not playing open. At every phase (waiting, playing, the
host's help and quit question, paused, the turn's end, the game's end; the lead-in's countdown in a short game
of its own) each page is measured at 1920x1080, 1280x720, 430x932, 390x844 and 360x640 (Chromium's device
metrics, the page redrawn for the size):

- no page scrolls: the document is no taller and no wider than the window;
- the board at 1920x1080 and 1280x720 hides nothing either (no part of it scrolls or is cut off), and at
  1920x1080 every text on it is at least 24 px high, the charts' labels included;
- the main action of the phase (the host's Start, Right and Wrong, End the turn, Resume; the describer's
  Right and Wrong) is wholly inside the window and nothing covers it;
- the word on the describer's and the host's card is wholly in view above the buttons;
- the host's buttons that work look live (grey only for a pass with none left and an undo with nothing to undo).

    python3 Tests/Browser/fit_test.py [--binary .build/debug/guess] [--screenshots DIR] [--report FILE]

Run by `make lane-phones`. `--report FILE` writes every measurement as JSON (the figures in Phones.md);
`--screenshots DIR` saves each page at each size and phase."""
import json
import os
import re
import select
import sys
import threading
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import check, click, environment, page, sandbox, stop_terminal_game, text_of, wait_for  # noqa: E402

SIZES = [(1920, 1080), (1280, 720), (430, 932), (390, 844), (360, 640)]
TEAMS = ["Red=Ann,Al,Amy,Abe", "Blue=Bo,Ben,Bea,Bud", "Green=Cy,Cal,Cat,Col"]
# The main action of each phase, per page: the buttons that must be wholly in view.
MAIN = {
    "host": {"waiting": ["start"], "playing": ["right", "wrong", "endTurn"], "paused": ["pause"], "timesUp": ["start"]},
    "describer": {"playing": ["right", "wrong"]},
}

# What a page measures of itself: the document's size against the window's; the boxes of the buttons named;
# for the board, any part that scrolls or is cut off and the smallest text drawn (SVG text by its rendered
# size: the chart is scaled to its box).
MEASURE = r"""
const [actions, strict] = arguments;
const doc = document.documentElement;
const out = {width: innerWidth, height: innerHeight, scrollHeight: Math.max(doc.scrollHeight, document.body.scrollHeight),
  scrollWidth: Math.max(doc.scrollWidth, document.body.scrollWidth), phase: null, buttons: {}, hidden: [], smallest: null,
  greyLive: []};
for (const action of actions) {
  const node = document.querySelector(`button[data-do="${action}"]`);
  if (!node) { out.buttons[action] = null; continue; }
  const box = node.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  out.buttons[action] = {top: box.top, bottom: box.bottom, left: box.left, right: box.right,
    covered: !(top && (top === node || node.contains(top)))};
}
const word = document.getElementById("word");
if (word) { const box = word.getBoundingClientRect(); out.word = {top: box.top, bottom: box.bottom, left: box.left, right: box.right}; }
// Grey is kept for what does nothing now: a pass with none left, an undo with nothing to undo.
for (const node of document.querySelectorAll("button")) {
  const idle = ["pass", "undo"].includes(node.dataset.do) && node.classList.contains("dim");
  if (!node.disabled && !idle && parseFloat(getComputedStyle(node).opacity) < 0.9)
    out.greyLive.push(node.dataset.do || node.id);
}
if (strict) {
  for (const node of document.querySelectorAll("#app *")) {
    const style = getComputedStyle(node);
    if (style.display === "none" || style.visibility === "hidden") continue;
    if (node.scrollHeight > node.clientHeight + 1 && /auto|scroll|hidden/.test(style.overflowY))
      out.hidden.push(node.id || node.className.baseVal || node.className || node.tagName);
    const box = node.getBoundingClientRect();
    if (box.width && (box.bottom > innerHeight + 1 || box.right > innerWidth + 1 || box.top < -1 || box.left < -1))
      out.hidden.push((node.id || node.className.baseVal || node.className || node.tagName) + " out");
  }
  for (const node of document.querySelectorAll("#app *")) {
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own) continue;
    let size = parseFloat(getComputedStyle(node).fontSize);
    const svg = node.closest("svg");
    if (svg) size *= svg.getScreenCTM().a;
    if (!out.smallest || size < out.smallest.size)
      out.smallest = {size: Math.round(size * 10) / 10, text: node.textContent.trim().slice(0, 30)};
  }
}
return out;
"""


REDRAWN = r"""
const done = arguments[arguments.length - 1];
const timer = setTimeout(() => done("timer"), 150);
requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); done("frame"); }));
"""


def set_size(driver, width, height):
    """The window's inner size, as a device of that size has it (a resize event: the page redraws)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800})
    wait_for(lambda: driver.execute_script("return innerWidth === arguments[0] && innerHeight === arguments[1]",
                                           width, height), 2)
    # The page redraws in its resize handler, which runs before the next frame's animation callbacks: two
    # frames later it has drawn at the new size. A window the browser keeps from drawing waits 150 ms instead.
    driver.execute_async_script(REDRAWN)


def terminal_game(binary, home, args, lang="C.UTF-8"):
    """`guess play --serve 127.0.0.1:0 ARGS` in a pseudo-terminal of 100x30, its keys in a file; returns the pid,
    the terminal, the keys file and a function stopping the drain of its output."""
    import pty
    keys_file = os.path.join(home, "keys.txt")
    env = environment(home, lang, TERM="xterm-256color", GUESS_PROMPT_GRACE="0")
    pid, master = pty.fork()
    if pid == 0:
        import fcntl
        import struct
        import termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        os.execve(binary, [binary, "play", "--serve", "127.0.0.1:0", "--sound", "off", "--lead-in", "0",
                           "--big", "off", "--keys-file", keys_file, *args], env)
    done = threading.Event()

    def drain():
        while not done.is_set():
            if select.select([master], [], [], 0.1)[0]:
                try:
                    if not os.read(master, 65536):
                        return
                except OSError:
                    return

    threading.Thread(target=drain, daemon=True).start()
    return pid, master, keys_file, done


def addresses(keys_file):
    """The host's remote's and the board's addresses, once the game wrote them to its keys file."""
    def read():
        with open(keys_file) as keys:
            text = keys.read()
        host = re.search(r"http://127\.0\.0\.1:\d+/r/[A-Z0-9]{6}/host/[A-Za-z0-9_-]{22}", text)
        board = re.search(r"http://127\.0\.0\.1:\d+/r/[A-Z0-9]{6}/board/[A-Za-z0-9_-]{22}", text)
        return (host.group(0), board.group(0)) if host and board else None
    return wait_for(read, 15)


def open_pages(keys_file, what):
    """The board, the host's remote, Ann's phone (she describes first) and Bo's (another team's), opened on
    the room whose keyed addresses the game wrote to `keys_file`: (pages by role, the room's address), or
    None when the game wrote none."""
    found = addresses(keys_file)
    check(f"the {what} writes its keyed addresses", found is not None)
    if not found:
        return None
    host_url, board_url = found
    room = host_url.split("/host/")[0]
    pages = {"board": page("board", 1920, 1080), "host": page("host", 390, 844),
             "describer": page("phone", 390, 844), "other": page("other", 390, 844)}
    pages["board"].get(board_url)
    pages["host"].get(host_url)
    pages["describer"].get(room + "?player=Ann")
    pages["other"].get(room + "?player=Bo")
    return pages, room


def measure_all(pages, phase, report, directory):
    """Measures every page at every size in `phase`, checks what it must, and keeps the figures."""
    for (width, height) in SIZES:
        for name, driver in pages.items():
            set_size(driver, width, height)
        for name, driver in pages.items():
            actions = MAIN.get(name, {}).get(phase, [])
            strict = name == "board" and width >= 1280
            m = driver.execute_script(MEASURE, actions, strict)
            where = f"{name} {phase} {width}x{height}"
            report.append({"page": name, "phase": phase, "size": f"{width}x{height}", "scrollHeight": m["scrollHeight"],
                           "scrollWidth": m["scrollWidth"], "smallest": m["smallest"], "buttons": m["buttons"]})
            check(f"{where}: no scrolling", m["scrollHeight"] <= height and m["scrollWidth"] <= width,
                  f"{m['scrollWidth']}x{m['scrollHeight']}")
            for action in actions:
                box = m["buttons"].get(action)
                check(f"{where}: {action} wholly in view", box is not None and box["top"] >= 0 and
                      box["bottom"] <= height and box["left"] >= 0 and box["right"] <= width and not box["covered"],
                      str(box))
            if phase == "playing" and name in ("host", "describer"):
                word = m.get("word")
                check(f"{where}: the word wholly in view", word is not None and word["top"] >= 0 and
                      word["bottom"] <= height and word["left"] >= 0 and word["right"] <= width, str(word))
            if name == "host":
                check(f"{where}: every live button looks live", not m["greyLive"], str(m["greyLive"]))
            if strict:
                check(f"{where}: nothing on the board hidden", not m["hidden"], str(m["hidden"][:5]))
                if height == 1080:
                    smallest = m["smallest"] or {"size": 0}
                    check(f"{where}: every text at least 24 px", smallest["size"] >= 23.5, str(smallest))
            if directory:
                driver.save_screenshot(os.path.join(directory, f"fit-{name}-{phase}-{width}x{height}.png"))
    for driver in pages.values():
        set_size(driver, 1920 if driver is pages["board"] else 390, 1080 if driver is pages["board"] else 844)


def test_every_screen_fits(binary, directory, report):
    home = sandbox("guess-fit-")
    args = ["--bank", "zh-Hans", "--turns", "4", "--seconds", "300", *sum((["--team", t] for t in TEAMS), [])]
    pid, master, keys_file, done = terminal_game(binary, home, args)
    sockets = []
    try:
        opened = open_pages(keys_file, "terminal game")
        if not opened:
            return
        pages, room = opened
        board, host, ann, bo = pages["board"], pages["host"], pages["describer"], pages["other"]
        # The other ten players hold their places from raw sockets: the host's list is full, with its buttons.
        from wsclient import WebSocket
        port = int(re.search(r":(\d+)/", room).group(1))
        code = room.rsplit("/", 1)[1]
        for team in TEAMS:
            for player in team.split("=")[1].split(","):
                if player not in ("Ann", "Bo"):
                    sockets.append(WebSocket("127.0.0.1", port, f"/r/{code}/ws?player={urllib.parse.quote(player)}"))
        check("twelve players in the host's list",
              wait_for(lambda: len(host.find_elements("css selector", "#roster .team")) == 12, 10),
              str(len(host.find_elements("css selector", "#roster .team"))))
        wait_for(lambda: text_of(host, 'button[data-do="start"]'), 5)
        # The waiting screens true: a phone of a team not playing says whose turn it is and that its own waits.
        check("a phone of a team not playing says its team waits",
              wait_for(lambda: text_of(bo, "#your-turn") == "Blue: waiting for your turn", 3), text_of(bo, "#your-turn"))
        check("... and who describes the turn", text_of(bo, "#describer") == "Ann describes", text_of(bo, "main"))
        measure_all(pages, "waiting", report, directory)
        click(host, "start")
        check("the turn starts", wait_for(lambda: text_of(ann, "#word") and text_of(host, "#word"), 5))
        check("during the turn the other team's phone still says whose turn it is",
              wait_for(lambda: text_of(bo, "#your-turn") == "Blue: waiting for your turn", 3)
              and text_of(bo, ".up-now") == "Red" and text_of(bo, "#describer") == "Ann describes", text_of(bo, "main"))
        # The counting screens true: after every answer the board's count and its scoreboard's line agree.
        for right, action in ((1, "right"), (2, "right"), (2, "wrong")):
            before = text_of(host, "#word")
            click(host, action)
            wait_for(lambda: text_of(host, "#word") not in (None, before), 3)
            counted = wait_for(lambda: text_of(board, "#correct") == f"✓ {right}", 3)
            line = text_of(board, '#scoreboard li[data-team="Red"] .score')
            check(f"mid-turn the board's ✓ {right} and its scoreboard's Red {line} agree", counted and line == str(right),
                  f"{text_of(board, '#correct')} {line}")
        measure_all(pages, "playing", report, directory)
        # The terminal's own screens, which every page shows as a phase of its own: the help (?) and the quit
        # question (q); each holds until the host answers at the terminal.
        for key, name, shown, phase, answer, closed in (
                (b"?", "the host's help", "The host is reading the help", "help", b" ", "any key closes the help"),
                (b"q", "the quit question", "End the game?", "quitQuestion", b"n", "n goes back to the turn")):
            os.write(master, key)
            check(f"{name} shows on the phones",
                  wait_for(lambda: shown in (text_of(bo, "main") or ""), 15), text_of(bo, "main"))
            measure_all(pages, phase, report, directory)
            os.write(master, answer)
            check(closed, wait_for(lambda: text_of(host, "#word"), 15), text_of(host, "main"))
        click(host, "pause")
        wait_for(lambda: text_of(host, 'button[data-do="pause"]') and "▶" in text_of(host, 'button[data-do="pause"]'), 3)
        measure_all(pages, "paused", report, directory)
        click(host, "pause")
        wait_for(lambda: text_of(host, "#word"), 3)
        click(host, "endTurn")
        wait_for(lambda: text_of(host, "#review"), 5)
        check("at the turn's end the scoreboard counts the turn once",
              wait_for(lambda: text_of(board, '#scoreboard li[data-team="Red"] .score') == "2", 3),
              text_of(board, "#scoreboard"))
        measure_all(pages, "timesUp", report, directory)
        # The other eleven turns (Blue, Green, Red, … four each): all twelve players describe, so the charts name
        # twelve describers (their labels must still fit and read at 24 px); Red wins.
        for rights in (1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0):
            click(host, "start")
            wait_for(lambda: text_of(host, "#word"), 5)
            if (text_of(host, "#team") or "").startswith("Red · Al"):
                # One name for a turn: the game's fourth turn is Red's second.
                heading = "Red · Al describes · turn 4 (team turn 2/4)"
                check("the game's fourth turn is named so on the board and the phones, the team's as a detail",
                      wait_for(lambda: text_of(board, "#team") == heading and text_of(bo, "#team") == heading, 3),
                      f"{text_of(board, '#team')!r} {text_of(bo, '#team')!r}")
            if (text_of(host, "#team") or "").startswith("Blue · Ben"):
                check("on Ben's turn Bo's phone says his team guesses",
                      wait_for(lambda: text_of(bo, "#your-turn") == "Blue: your team guesses", 3), text_of(bo, "main"))
            for _ in range(rights):
                before = text_of(host, "#word")
                click(host, "right")
                wait_for(lambda: text_of(host, "#word") not in (None, before), 3)
            click(host, "endTurn")
            wait_for(lambda: text_of(host, "#review") or text_of(board, "#podium"), 5)
        check("the game's end on the board", wait_for(lambda: text_of(board, "#podium"), 8))
        wait_for(lambda: text_of(bo, "#podium") and text_of(host, "#podium"), 5)
        # The game counts in the league (history kept, played out): the board's end holds every player's rating
        # too, and must still fit.
        check("the board's end lists the league's ratings of the twelve describers",
              wait_for(lambda: len(board.find_elements("css selector", "#ratings li")) >= 12, 5),
              text_of(board, "#ratings"))
        measure_all(pages, "gameOver", report, directory)
    finally:
        for client in sockets:
            client.close()
        done.set()
        stop_terminal_game(pid, master)


def test_lead_in_fits(binary, directory, report):
    """The lead-in's countdown, a phase of its own: a short game of two teams with a lead-in of two minutes (a
    slow machine measures every size well within it), measured while the countdown runs (the long game above
    starts its turns at once)."""
    home = sandbox("guess-fit-lead-")
    pid, master, keys_file, done = terminal_game(
        binary, home, ["--bank", "en", "--team", "Red=Ann,Al", "--team", "Blue=Bo,Ben", "--lead-in", "120",
                       "--no-history"])
    try:
        opened = open_pages(keys_file, "lead-in game")
        if not opened:
            return
        pages, _ = opened
        wait_for(lambda: text_of(pages["host"], 'button[data-do="start"]'), 10)
        click(pages["host"], "start")
        check("the countdown shows on every page",
              wait_for(lambda: all(text_of(driver, "#countdown") for driver in pages.values()), 10),
              str({name: text_of(driver, "main") for name, driver in pages.items()}))
        measure_all(pages, "leadIn", report, directory)
        check("... and is still counting when every size is measured",
              all(text_of(driver, "#countdown") for driver in pages.values()))
    finally:
        done.set()
        stop_terminal_game(pid, master)


def add_arguments(parser):
    parser.add_argument("--screenshots", help="save each page at each size and phase here")
    parser.add_argument("--report", help="write every measurement here as JSON")


def run(arguments):
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    report = []
    test_every_screen_fits(arguments.binary, arguments.screenshots, report)
    test_lead_in_fits(arguments.binary, arguments.screenshots, report)
    if arguments.report:
        with open(arguments.report, "w") as out:
            json.dump(report, out, indent=1)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("fit", run, add_arguments))
