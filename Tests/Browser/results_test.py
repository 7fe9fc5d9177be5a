#!/usr/bin/env python3
"""The evening's end on the board and the phones (#37), in real browsers: a three-team game played through
a pipe (the host's lines) with Ann's phone and the board open, its tie-break named so on both; at the end the
board shows the podium in the right order with places shared, the line `history show` ends with, charts whose values (`data-value`) are
the store's (`guess history export`), no stale "✓ 0 ✗ 0", the winner's row highlighted; Ann's phone shows
her own numbers, and its "save picture" button downloads a PNG of the stated size.

    python3 Tests/Browser/results_test.py [--binary .build/debug/guess] [--screenshots DIR]

With --screenshots, the board (1920x1080) and a phone (390x844) at the end are saved in English and
Chinese as results-board-en.png, results-phone-en.png, results-board-zh.png, results-phone-zh.png, and the
saved pictures as results-picture-en.png and results-picture-zh.png."""
import json
import os
import struct
import subprocess
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import ServedGame, check, environment, page, sandbox, text_of, wait_for  # noqa: E402

# Every team 2 right (Ann for Red, Bo, Cy: two in a row): a tie for first, played off; then Red 1 right (Al),
# B and C none: Red wins, B and C share second place.
REGULAR = ["y", "n", "y", "end", "y", "y", "end", "y", "y", "end"]
TIE_BREAK = ["y", "end", "end", "end"]
PICTURE = (1080, 1350)


def values(driver, selector, *names):
    """The attributes `names` of every element matching `selector`, as lists."""
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(e => arguments[1].map(n => e.getAttribute(n)))",
        selector, list(names))


def save_picture(phone):
    """Taps "save picture" (looked up at the tap: a frame may have redrawn the page)."""
    phone.execute_script("document.getElementById('save-picture').click()")


def send(game, lines):
    game.process.stdin.write("".join(line + "\n" for line in lines).encode())
    game.process.stdin.flush()


def play(binary, lang, teams, player, board, phone, tie_break=None):
    """Starts the game, opens the board and `player`'s phone, plays the regular turns, calls `tie_break` (in
    the tie-break's first turn), plays the tie-break; returns the game, at its end."""
    game = ServedGame(binary, ["--seconds", "60", "--lead-in", "0", *sum((["--team", t] for t in teams), [])], lang=lang)
    board.get(game.board_url)
    phone.get(game.url + "?player=" + urllib.parse.quote(player))
    wait_for(lambda: text_of(phone, "#you"), 5)
    send(game, REGULAR)
    if tie_break:
        tie_break(game)
    send(game, TIE_BREAK)
    wait_for(lambda: text_of(board, "#podium") and text_of(phone, "#own"), 5)
    return game


def test_the_end(binary, board, phone, downloads):
    def tie_break(game):
        heading = wait_for(lambda: "tie-break" in (text_of(board, "#team") or "") and text_of(board, "#team"), 3)
        check("the tie-break turn is named so on the board and the phones", heading == "Red · Al describes · tie-break"
              and text_of(phone, "#team") == heading, f"{text_of(board, '#team')!r} {text_of(phone, '#team')!r}")
    game = play(binary, "C.UTF-8", ["Red=Ann,Al", "B=Bo", "C=Cy"], "Ann", board, phone, tie_break)
    try:
        check("the board shows the results", wait_for(lambda: text_of(board, "#podium"), 1), text_of(board, "main"))
        podium = values(board, "#podium li", "data-place", "data-team", "data-score")
        check("the podium's order, places shared", podium == [["1", "Red", "3"], ["2", "B", "2"], ["2", "C", "2"]],
              str(podium))
        check("the winner is named as history show names it", text_of(board, "#winner") == "Winner: Red",
              text_of(board, "#winner"))
        main = text_of(board, "main") or ""
        check("no stale counts at the end", "✓ 0" not in main and "✗ 0" not in main and not text_of(board, "#correct"))
        rows = values(board, "#scoreboard li", "data-team", "class")
        check("the winner's row is highlighted, not the last team to play",
              [team for team, kind in rows if "winner-row" in (kind or "")] == ["Red"], str(rows))
        check("the score chart shades and names the tie-break", len(values(board, "svg rect.tie-break", "x")) == 1
              and "tie-break" in (text_of(board, ".score-chart") or ""), text_of(board, ".score-chart"))
        points = values(board, "svg .point", "data-team", "data-turn", "data-value")
        bars = values(board, "svg .bar.rights", "data-player", "data-value")
        moments = values(board, "#moments dd[data-moment]", "data-moment", "data-value")
        # The league (#45): the board lists every player's rating before and after the game, Ann's phone hers.
        ratings = values(board, "#ratings li", "data-player", "data-before", "data-after", "data-change")
        own_rating = values(phone, "#own-rating", "data-before", "data-after", "data-change")
        heading = text_of(board, "#ratings h2")
        # Ann's phone: her own numbers.
        own = {key: text_of(phone, "#own-" + key) for key in ("team", "described", "counts", "pace")}
        counts = values(phone, "#own-counts", "data-shown", "data-correct")
        check("Ann's phone shows her team's place and score", own["team"] == "Red · 1st · 3 pts", str(own))
        check("Ann's phone shows her own lines", own["described"] == "You described turn 1"
              and own["pace"] == "no pace: turns under 10 s", str(own))
        # The picture: drawn on a canvas, downloaded as PNG at the stated size.
        started = time.monotonic()
        save_picture(phone)
        path = os.path.join(downloads, "guess-results.png")
        wait_for(lambda: os.path.exists(path) and os.path.getsize(path) > 1000, 5)
        data = open(path, "rb").read() if os.path.exists(path) else b""
        size = struct.unpack(">II", data[16:24]) if len(data) > 24 else None
        check("the picture downloads as a PNG", data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR",
              repr(data[:16]))
        check("the picture is 1080x1350", size == PICTURE, f"{size} in {time.monotonic() - started:.2f}s")
        status = game.finish()
        check("the game ends with 0", status == 0, f"{status} {game.stderr[-300:]!r}")
        # The charts' values are the store's.
        exported = subprocess.run([binary, "history", "export", "--games", "1"], capture_output=True, timeout=20,
                                  env=environment(game.home))
        stored = json.loads(exported.stdout)[0]
        totals = {team: 0 for team in stored["teams"]}
        expected = [[team, "0", "0"] for team in stored["teams"]]
        lines = {team: [0] for team in stored["teams"]}
        for turn in stored["turns"]:
            totals[turn["team"]] += turn["correct"]
            for team in lines:
                lines[team].append(totals[team])
        expected = [[team, str(n), str(value)] for team in stored["teams"] for n, value in enumerate(lines[team])]
        check("each point of the score chart is the store's score after that turn", points == expected,
              f"{points} {expected}")
        check("each line ends at the stored score",
              {team: line[-1] for team, line in lines.items()} == {e["team"]: e["score"] for e in stored["scoreboard"]})
        rights = {}
        for turn in stored["turns"]:
            rights[turn["describer"]] = rights.get(turn["describer"], 0) + turn["correct"]
        check("each describer's bar is the store's rights", {p: int(v) for p, v in bars} == rights, f"{bars} {rights}")
        ann = [turn for turn in stored["turns"] if turn["describer"] == "Ann"]
        shown, right = sum(len(turn["words"]) for turn in ann), sum(turn["correct"] for turn in ann)
        check("Ann's counts are the store's", counts == [[str(shown), str(right)]]
              and own["counts"] == f"{shown} words shown, {right} right", f"{own} {counts}")
        answers = [word["answered_at"] - word["shown_at"] for turn in stored["turns"] for word in turn["words"]
                   if word["result"] == "correct"]
        runs = ["".join("y" if word["result"] == "correct" else " " for word in turn["words"]).split()
                for turn in stored["turns"]]
        longest = max(len(run) for turn in runs for run in turn)
        league = subprocess.run([binary, "league", "--format", "json", "--include-scripted"], capture_output=True,
                                timeout=20, env=environment(game.home))
        table = {p["player"]: p for p in json.loads(league.stdout or b"{}").get("players", [])}
        expected_ratings = sorted([name, "0.0", f"{p['ordinal']:.1f}", ("+" if p["ordinal"] >= 0.05 else "")
                                   + f"{p['ordinal']:.1f}"] for name, p in table.items())
        check("the board's heading names the league's ratings", heading == "League ratings",
              repr(heading))
        check("the board shows each player's rating before and after the game, as guess league has it",
              len(ratings) == 4 and sorted(ratings) == expected_ratings, f"{ratings} {expected_ratings}")
        ann_rating = next((row[1:] for row in expected_ratings if row[0] == "Ann"), None)
        check("Ann's phone shows her rating before and after", own_rating == [ann_rating],
              f"{own_rating} {ann_rating}")
        check("the moments carry the store's values", moments[:2] == [["fastest", f"{min(answers):.2f}"],
                                                                      ["run", str(longest)]], f"{moments} {longest}")
    finally:
        if game.process.poll() is None:
            game.process.kill()


def screenshots(binary, directory, board, phone, downloads):
    os.makedirs(directory, exist_ok=True)
    for lang, suffix, teams, player in (
            ("C.UTF-8", "en", ["Red=Ann,Al", "Blue=Bo", "Green=Cy"], "Ann"),
            ("zh_CN.UTF-8", "zh", ["红队=小王,小李", "蓝队=小张", "绿队=小陈"], "小李")):
        game = play(binary, lang, teams, player, board, phone)
        try:
            board.save_screenshot(os.path.join(directory, f"results-board-{suffix}.png"))
            phone.save_screenshot(os.path.join(directory, f"results-phone-{suffix}.png"))
            picture = os.path.join(downloads, "guess-results.png")
            if os.path.exists(picture):
                os.remove(picture)
            save_picture(phone)
            wait_for(lambda: os.path.exists(picture) and os.path.getsize(picture) > 1000, 5)
            if os.path.exists(picture):
                os.replace(picture, os.path.join(directory, f"results-picture-{suffix}.png"))
        finally:
            game.finish()


def add_arguments(parser):
    parser.add_argument("--screenshots", help="save the board, a phone and the pictures at the end here")


def run(arguments):
    downloads = sandbox("guess-results-")
    board = page("board", 1920, 1080)
    phone = page("phone", 390, 844)
    phone.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    try:
        if arguments.screenshots:
            screenshots(arguments.binary, arguments.screenshots, board, phone, downloads)
        else:
            test_the_end(arguments.binary, board, phone, downloads)
    finally:
        phone.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "default"})


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("results", run, add_arguments))
