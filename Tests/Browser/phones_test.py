#!/usr/bin/env python3
"""End-to-end tests of `guess play --serve` with real browsers (Debian's chromium and chromium-driver,
PyPI's selenium) and 50 WebSocket clients. Run by `make test` after `swift test`:

    python3 Tests/Browser/phones_test.py [--binary .build/debug/guess] [--screenshots DIR]

Every server listens on 127.0.0.1, port 0; every wait is bounded. Two windows of the harness's one Chromium (a
describer's phone at 390x844 and a board at 1920x1080) are reused by every check. With --screenshots, the describer,
board and host pages are saved in English and Chinese as PNG files in DIR."""
import json
import os
import re
import select
import subprocess
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (ServedGame, check, click, collect, environment, frames_received, http_status,  # noqa: E402
                     last_state, page, sandbox, stop_terminal_game, text_of, wait_for)
from wsclient import WebSocket  # noqa: E402


def test_rooms_and_sockets(game):
    status, body = http_status(f"http://127.0.0.1:{game.port}/r/ZZZZZZ")
    check("a wrong room code gets 404 'no such room'", status == 404 and "no such room" in body, str(status))
    status, _ = http_status(f"http://127.0.0.1:{game.port}/r/{game.code}/nothing")
    check("an unknown page in the room is 404", status == 404, str(status))
    status, _ = http_status(f"http://127.0.0.1:{game.port}/etc/passwd")
    check("no file system behind the server", status == 404, str(status))
    for name in ("host", "board", "describer", "guest"):
        status, _ = http_status(f"{game.url}/{name}")
        check(f"/r/CODE/{name} without a key is 404", status == 404, str(status))
    status, _ = http_status(f"{game.url}/host/{game.board_key}")
    check("the board's key does not open the host's remote", status == 404, str(status))
    status, _ = http_status(f"{game.url}/host/{game.host_key[:-1]}{'B' if game.host_key.endswith('A') else 'A'}")
    check("a wrong host key is 404", status == 404, str(status))
    status, page = http_status(game.host_url)
    check("the host's key opens the host's remote", status == 200 and 'data-role="host"' in page, str(status))
    status, page = http_status(game.url)
    check("the public page is served, with no outside address and no key",
          status == 200 and "http" not in page.replace("http-equiv", "") and game.host_key not in page
          and game.board_key not in page, str(status))
    for asset in ("phone.js", "phone.css"):
        _, text = http_status(f"{game.url}/{asset}")
        check(f"{asset} holds no key", game.host_key not in text and game.board_key not in text)
    wrong = WebSocket("127.0.0.1", game.port, "/r/ZZZZZZ/ws")
    check("a wrong room code gets no socket", wrong.status not in (0, 101), str(wrong.status))
    foreign = game.socket("ws?role=host", origin="http://evil.example")
    check("a socket from another origin is refused", foreign.status != 101, str(foreign.status))
    badkey = game.socket(f"host/{game.board_key}/ws")
    check("a host socket with the board's key is refused", badkey.status != 101, str(badkey.status))
    nothing = game.socket("ws?role=host", origin=False)
    check("a socket with no Origin is refused", nothing.status != 101, str(nothing.status))
    # role= grants nothing: a socket asking to be host, describer or board is a guest.
    for query in ("ws?role=host", "ws?role=describer", "ws?role=board&key=" + game.host_key[:5]):
        client = game.socket(query)
        frames = collect(client, 1.5, until=lambda f: "phase" in f)
        welcome = frames[0] if frames else {}
        check(f"a socket at {query.split('&')[0]} is a guest", welcome.get("you", {}).get("role") == "guest", str(welcome))
        check(f"a socket at {query.split('&')[0]} gets the guest's view",
              (last_state(frames) or {}).get("role") == "guest" and "word" not in (last_state(frames) or {}))
        for action in ('{"do":"start"}', '{"do":"right","n":0}', '{"do":"endTurn"}', '{"do":"quit"}'):
            client.send(action)
        later = collect(client, 0.8)
        check(f"a socket at {query.split('&')[0]} changes nothing", game.read_words(0.3) == [] and
              all("word" not in f and "taboo" not in f for f in later), str(later[-1:]))
        client.close()
    garbage = game.host_socket()
    garbage.recv()
    for _ in range(6):
        garbage.send("not a message")
    closed = wait_for(lambda: garbage.recv() is None, 3)
    check("repeated garbage closes the connection", closed)
    big = game.host_socket()
    big.recv()
    big.send("x" * 5000)
    check("an oversized message closes the connection", wait_for(lambda: big.recv() is None, 3))


def test_phones_play(binary, describer, board):
    """Players, not roles: Ann's phone gets the card on Ann's turn, Cid's on Cid's; a second phone asking for
    Ann gets nothing; the host's remote (its key) plays ten turns; no word reaches the board or a guest."""
    export = os.path.join(sandbox("guess-export-"), "game.json")
    game = ServedGame(binary, ["--bank", "zh-Hans", "--team", "Red=Ann,Bob", "--team", "Blue=Cid,Dee", "--turns", "5",
                         "--seconds", "120", "--no-history", "--export", export])
    try:
        first = game.read_words(5)
        check("the first turn starts and its word is printed", len(first) == 1, str(first))
        test_rooms_and_sockets(game)
        describer.get(game.url + "?player=Ann")
        board.get(game.board_url)
        board.get_log("performance")  # start the board's log afresh with this page
        shown = wait_for(lambda: text_of(describer, "#word"), 5)
        check("Ann's phone gets the card on Ann's turn", shown == game.words[-1], f"{shown!r} vs {game.words[-1]!r}")
        check("the board shows the clock", wait_for(lambda: text_of(board, "#clock"), 5))
        check("every page names who describes",
              wait_for(lambda: "Ann describes" in (text_of(board, "#team") or ""), 3)
              and "Ann describes" in (text_of(describer, "#team") or ""), text_of(board, "#team"))
        check("the board shows the players' address in its corner",
              wait_for(lambda: text_of(board, "#join-address") == game.url, 3), text_of(board, "#join-address"))
        # A second phone asking for Ann is told she is on another phone, and gets no card.
        second = game.socket("ws?player=Ann")
        frames = collect(second, 1.5, until=lambda f: "phase" in f)
        welcome = frames[0] if frames else {}
        check("a second phone asking for Ann is refused",
              welcome.get("you", {}).get("refused") == "held" and "token" not in welcome.get("you", {}), str(welcome))
        check("the second phone gets no word", all("word" not in f and "taboo" not in f for f in frames), str(frames[-1:]))
        token = describer.execute_script("return Object.entries(localStorage).map(e => e[1]).join(' ')")
        check("Ann's phone keeps a token", bool(token) and len(token) >= 22, repr(token))
        started = time.monotonic()
        click(describer, "right")
        # Counted, the next word shown; the wait is only a bound against a hang: how fast is Benchmarks/phones.py's
        # (tap to count, p95 under 50 ms), not a test's on a loaded machine (1.07 s once with a core kept busy).
        counted = game.read_words(5.0)
        elapsed = time.monotonic() - started
        check("a tap on right is counted", len(counted) == 1, f"{elapsed:.3f}s")
        check("the board counts it", wait_for(lambda: text_of(board, "#correct") == "✓ 1", 1.0))
        check("Ann gets the next word", wait_for(lambda: text_of(describer, "#word") == game.words[-1], 1.0))
        # A tap held back by a stalled network, delivered after the host answered, changes nothing.
        host = game.host_socket()
        state = last_state(collect(host, 1.5, until=lambda f: f.get("wordIndex") is not None)) or {}
        stale_index = state.get("wordIndex")
        host.send(json.dumps({"do": "right", "n": stale_index}))
        check("the host's answer counts", len(game.read_words(1.0)) == 1)
        refused_frames = [json.dumps(f) for f in frames + collect(second, 0.3)]
        held_back = game.socket("ws?player=Ann&token=" + token.split()[0])
        collect(held_back, 1.0, until=lambda f: f.get("wordIndex") is not None)
        held_back.send(json.dumps({"do": "wrong", "n": stale_index}))
        told = collect(held_back, 1.0, until=lambda f: f.get("notice") == "stale")
        check("a late tap for a word gone changes nothing", game.read_words(0.5) == [])
        check("the phone is told its tap came too late", any(f.get("notice") == "stale" for f in told), str(told[-2:]))
        held_back.close()
        describer.refresh()
        check("a reloaded phone gets Ann back, with the word",
              wait_for(lambda: text_of(describer, "#word") == game.words[-1], 3))
        click(describer, "right")  # Red's turn is worth one more than the others: no tie at the end
        check("Ann's phone still answers after the reload", len(game.read_words(1.5)) == 1)
        # Cid's turn: the card moves to Cid's phone; Ann's shows the board view.
        cid = game.socket("ws?player=Cid")
        host.send('{"do":"endTurn"}')
        game.read_words(2)
        cid_frames = collect(cid, 2.0, until=lambda f: f.get("word"))
        check("Cid's phone gets the card on Cid's turn",
              any(f.get("word") == game.words[-1] for f in cid_frames), str(cid_frames[-1:])[:200])
        check("Ann's phone shows no word on Cid's turn",
              wait_for(lambda: text_of(describer, "#word") is None and "Cid" in (text_of(describer, "#team") or ""), 3),
              text_of(describer, "#team"))
        ann_frames = frames_received(describer)
        cid.close()
        second.close()
        # Ten turns from the host's remote alone.
        describer.get(game.host_url)
        wait_for(lambda: text_of(describer, "#word"), 5)
        for turn in range(9):
            for action in ("right", "right", "wrong"):
                before = text_of(describer, "#word")
                click(describer, action)
                wait_for(lambda: text_of(describer, "#word") not in (None, before), 2)
                game.read_words(0.05)
            if turn == 8:
                click(describer, "endTurn")
                break
            team = text_of(describer, "#team")
            click(describer, "endTurn")
            wait_for(lambda: text_of(describer, "#team") not in (None, team) and text_of(describer, "#word"), 3)
        # A tie plays a tie-break turn: end turns until the game is over.
        for _ in range(3):
            if wait_for(lambda: "Game over" in (text_of(board, "main") or ""), 3):
                break
            click(describer, "endTurn")
        check("the board shows the end", wait_for(lambda: "Game over" in (text_of(board, "main") or ""), 5))
        check("the game-over board shows no clock", (text_of(board, "#clock") or "") == "", text_of(board, "#clock"))
        # Once the game is over its results name the moments' words (the fastest, the one nobody got): every
        # word before that stays off the board.
        board_dom = board.execute_script(
            "const m = document.getElementById('moments');"
            " return document.documentElement.outerHTML.replace(m ? m.outerHTML : '', '')")
        frames = [frame for frame in frames_received(board) if '"results":' not in frame]
        status = game.finish()
        check("the game played from phones ends with 0", status == 0, f"{status} {game.stderr[-300:]!r}")
        record = json.load(open(export))
        turns = record.get("turns", [])
        check("ten turns (and any tie-break) were played and exported", len(turns) >= 10, str(len(turns)))
        words = set(game.words)
        check("the board received frames", len(frames) > 10, str(len(frames)))
        leaks = [w for w in words if any(w in frame for frame in frames)]
        check("no word in any frame the board received", not leaks, str(leaks[:3]))
        leaks = [w for w in words if w in board_dom]
        check("no word in the board's page", not leaks, str(leaks[:3]))
        public = ann_frames + refused_frames + [json.dumps(f) for f in cid_frames]
        check("no key in any frame a player received",
              not any(game.host_key in f or game.board_key in f for f in public))
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_joining_and_handing_over(binary, describer):
    """Teams without named players: phones join with a name and a team, the first to join a team describes
    its first turn; the host hands a player over (the phone lets go, the next one to ask gets the player);
    a lost connection shows at once; the game's end shows the winner and stops reconnecting."""
    export = os.path.join(sandbox("guess-export-"), "joined.json")
    game = ServedGame(binary, ["--bank", "en", "--team", "Red", "--team", "Blue", "--turns", "1", "--seconds", "120",
                         "--no-history", "--export", export])
    try:
        game.read_words(5)
        describer.get(game.url)
        check("with no named players the public page asks for a name and a team",
              wait_for(lambda: text_of(describer, "#join"), 5) and text_of(describer, "#team") is not None)
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import Select
        describer.find_element(By.ID, "name").send_keys("Ann")
        Select(describer.find_element(By.ID, "team")).select_by_visible_text("Red")
        describer.find_element(By.ID, "join").click()
        check("the first to join Red describes its first turn: her phone gets the card",
              wait_for(lambda: text_of(describer, "#word") == game.words[-1], 5), text_of(describer, "main"))
        bob = game.socket("ws?player=Bob&team=0")
        frames = collect(bob, 1.5, until=lambda f: "phase" in f)
        check("the second to join Red gets no card on Ann's turn",
              frames and frames[0].get("you", {}).get("player") == "Bob"
              and all("word" not in f for f in frames), str(frames[:1]))
        host = game.host_socket()
        # Bob's claim reaches the room through the game's loop: the list names him from the state after it
        # (a bound only for a failure; under load the first state may still list Ann alone).
        state = last_state(collect(host, 10, until=lambda f: len(f.get("players") or []) >= 2)) or {}
        names = [p["name"] for p in state.get("players", [])]
        check("the host's remote lists the players who joined", names == ["Ann", "Bob"], str(names))
        host.send(json.dumps({"do": "handOver", "n": names.index("Ann") if "Ann" in names else 0}))
        check("handed over, Ann's phone lets go of the card",
              wait_for(lambda: text_of(describer, "#word") is None and text_of(describer, "#clock"), 3))
        again = game.socket("ws?player=Ann&team=0")
        frames = collect(again, 2.0, until=lambda f: f.get("word"))
        check("the next phone to ask for Ann gets her, and the card",
              frames and frames[0].get("you", {}).get("token") and any(f.get("word") for f in frames), str(frames[:1]))
        again.close()
        # The game ends (Red one point up): every page shows the winner and stops reconnecting.
        state = last_state(collect(host, 1.0, until=lambda f: f.get("wordIndex") is not None)) or {}
        host.send(json.dumps({"do": "right", "n": state.get("wordIndex")}))
        collect(host, 0.5)
        host.send('{"do":"endTurn"}')
        collect(host, 1.0)
        host.send('{"do":"endTurn"}')
        check("the game's end shows the final scoreboard and the winner on a player's page",
              wait_for(lambda: text_of(describer, "#winner") and text_of(describer, "#scoreboard"), 5),
              text_of(describer, "main"))
        game.finish()
        check("after the end the page shows no banner of a lost connection and stays",
              wait_for(lambda: text_of(describer, "#winner"), 2) and text_of(describer, "#banner") is None)
        turns = json.load(open(export)).get("turns", [])
        check("the export names the joined player who described Red's turn",
              turns and turns[0].get("describer") == "Ann", str([t.get("describer") for t in turns]))
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_connection_lost(binary, describer):
    """A lost connection shows at once: the banner and disabled buttons (the server goes away mid-turn)."""
    game = ServedGame(binary, ["--bank", "en", "--seconds", "120", "--no-history"])
    try:
        game.read_words(5)
        describer.get(game.url + "?player=Ann")
        check("Ann's card in a single round", wait_for(lambda: text_of(describer, "#word"), 5))
        check("no banner while connected", text_of(describer, "#banner") is None)
        game.process.kill()
        game.process.wait()
        shown = wait_for(lambda: text_of(describer, "#banner"), 3)
        check("a lost connection shows a banner at once", shown is not None, str(shown))
        disabled = describer.execute_script(
            "const b = [...document.querySelectorAll('button[data-do]')]; return b.length > 0 && b.every(x => x.disabled)")
        check("the buttons are disabled while offline", disabled)
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_reading_and_gloss(binary, describer, board):
    """--pinyin --gloss: the describer's card shows the word's pinyin and its gloss under it (issue 25);
    the board's frames and page never hold the gloss."""
    game = ServedGame(binary, ["--bank", "hsk", "--pinyin", "--gloss", "--seconds", "120", "--no-history"])
    try:
        check("the hsk game with readings starts", len(game.read_words(5)) == 1)
        describer.get(game.url + "?player=Ann")
        board.get(game.board_url)
        board.get_log("performance")
        reading = wait_for(lambda: text_of(describer, "#reading"), 5) or ""
        check("the describer's card shows the reading and the gloss", " · " in reading and len(reading) > 4, reading)
        gloss = reading.split(" · ", 1)[-1]
        click(describer, "right")
        wait_for(lambda: text_of(describer, "#word") == game.words[-1], 2)
        frames = frames_received(board)
        check("the board never receives a gloss", gloss and not any(gloss in f or '"gloss"' in f for f in frames),
              gloss)
        check("the board's page shows no reading", text_of(board, "#reading") is None)
        game.finish()
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_long_words_on_the_card(binary, describer):
    """A 45-letter word and a 16-character line on a 390-pixel phone: wrapped on several lines at a readable
    size (at least 28 px), never one shrinking line, and never wider than the screen (issue 33)."""
    home = sandbox("guess-phones-words-")
    words = os.path.join(home, "long.txt")
    with open(words, "w", encoding="utf-8") as handle:
        handle.write("pneumonoultramicroscopicsilicovolcanoconiosis\n两岸猿声啼不住轻舟已过万重山啊呀\n")
    game = ServedGame(binary, ["--bank", words, "--seconds", "120", "--no-history"])
    try:
        check("the game of long words starts", len(game.read_words(5)) == 1)
        describer.get(game.url + "?player=Ann")
        for _ in range(2):
            shown = wait_for(lambda: text_of(describer, "#word"), 5) or ""
            size = describer.execute_script(
                "const w = document.querySelector('#word'); const style = getComputedStyle(w);"
                "return [parseFloat(style.fontSize), w.getBoundingClientRect().height / parseFloat(style.lineHeight),"
                " w.scrollWidth <= document.documentElement.clientWidth]")
            check(f"'{shown[:12]}…' ({len(shown)} characters) is at least 28 px on several lines, within the screen",
                  size[0] >= 28 and size[1] > 1.5 and size[2], str(size))
            click(describer, "right")
            wait_for(lambda: text_of(describer, "#word") != shown, 3)
        game.finish()
    finally:
        if game.process.poll() is None:
            game.process.kill()


# Words that break by meaning (#46) and the lines the card may lay them on: its halves, or their halves.
MEANING = {
    "一朝被蛇咬十年怕井绳": (["一朝被蛇咬", "十年怕井绳"], ["一朝", "被蛇咬", "十年", "怕井绳"]),
    "八仙过海各显神通": (["八仙过海", "各显神通"], ["八仙", "过海", "各显", "神通"]),
    "泥菩萨过江，自身难保": (["泥菩萨过江，", "自身难保"], ["泥菩", "萨过江，", "自身", "难保"]),
    "白日依山尽黄河入海流": (["白日依山尽", "黄河入海流"], ["白日", "依山尽", "黄河", "入海流"]),
    "两个黄鹂鸣翠柳一行白鹭上青天": (["两个黄鹂鸣翠柳", "一行白鹭上青天"], ["两个黄鹂", "鸣翠柳", "一行白鹭", "上青天"]),
}


def test_meaning_breaks_on_the_card(binary, describer):
    """Idioms, a 歇后语 and lines of verse on the describer's card at 390x844 and 360x640: on their halves (or
    their halves' halves), each part on one line, never a character alone, within the screen (#46)."""
    home = sandbox("guess-phones-meaning-")
    words = os.path.join(home, "meaning.txt")
    with open(words, "w", encoding="utf-8") as handle:
        handle.write("".join(word + "\n" for word in MEANING))
    game = ServedGame(binary, ["--bank", words, "--seconds", "300", "--no-history"])
    try:
        check("the game of idioms and verse starts", len(game.read_words(5)) == 1)
        describer.get(game.url + "?player=Ann")
        for _ in MEANING:
            shown = wait_for(lambda: text_of(describer, "#word"), 5) or ""
            word = shown.replace("\n", "")
            for width, height in ((390, 844), (360, 640)):
                describer.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                          {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
                def laid_out():
                    """The card's lines (text, rows each takes, within the screen), once it is redrawn for the size."""
                    return describer.execute_script(
                        "if (innerWidth !== arguments[0]) return null;"
                        " return [...document.querySelectorAll('#word .line')].map(l => [l.textContent,"
                        " l.getClientRects().length, l.getBoundingClientRect().left >= 0"
                        " && l.getBoundingClientRect().right <= innerWidth])", width) or []

                def right(lines):
                    return (word in MEANING and [line[0] for line in lines] in MEANING[word]
                            and all(n == 1 and inside for _, n, inside in lines))
                wait_for(lambda: right(laid_out()), 2)
                lines = laid_out()
                check(f"{word} at {width}x{height} on its halves or theirs, whole lines within the screen", right(lines),
                      str(lines))
            describer.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            click(describer, "right")
            wait_for(lambda: (text_of(describer, "#word") or "") != shown, 3)
        game.finish()
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_pass_and_taboo_buttons(binary, describer):
    """The describer's pass and taboo buttons: a pass within the limit skips the word, past it does nothing;
    taboo marks the word; both are kept as such in the export."""
    export = os.path.join(sandbox("guess-export-"), "round.json")
    game = ServedGame(binary, ["--bank", "zh-Hans", "--seconds", "120", "--passes", "1", "--no-history", "--export", export])
    try:
        game.read_words(5)
        describer.get(game.url + "?player=Ann")
        wait_for(lambda: text_of(describer, "#word"), 5)
        click(describer, "pass")
        check("a tap on pass shows the next word", len(game.read_words(1.5)) == 1)
        check("the pass button shows no passes left",
              wait_for(lambda: "(0)" in (text_of(describer, 'button[data-do="pass"]') or ""), 2))
        click(describer, "pass")
        check("a pass past the limit does nothing", game.read_words(0.7) == [])
        click(describer, "taboo")
        check("a tap on taboo shows the next word", len(game.read_words(1.5)) == 1)
        describer.get(game.host_url)
        before = wait_for(lambda: text_of(describer, "#clock"), 3) or "9:99"
        click(describer, "moreTime")
        # Wait for the state, not for a time: the clock shows the 30 seconds added.
        seconds = lambda text: int(text.split(":")[0]) * 60 + int(text.split(":")[1])
        check("the host's more time shows on the clock",
              wait_for(lambda: seconds(text_of(describer, "#clock") or "0:00") > seconds(before) + 20, 3))
        status = game.finish()
        check("the game with passes and taboo ends with 0", status == 0, f"{status} {game.stderr[-300:]!r}")
        results = [w["result"] for w in json.load(open(export))["words"]]
        check("the export keeps the pass and the taboo word", results[:2] == ["passed", "taboo"], str(results))
        added = json.load(open(export)).get("added_seconds")
        check("the host's more-time button added the game's 30 seconds", added == 30, str(added))
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_host_corrects_between_turns(binary, describer):
    """The host's remote between turns, in a game run in a terminal (a pipe plays turns back to back): a
    tap on a word of the turn that just ended changes its mark, +1 gives a team a point; the export
    follows both."""
    import pty
    import threading
    home = sandbox("guess-fix-")
    export = os.path.join(home, "game.json")
    # The keys stay off the game's terminal (#33): the host's address is read from the keys file.
    keys_file = os.path.join(home, "keys.txt")
    env = environment(home, TERM="xterm-256color", GUESS_PROMPT_GRACE="0")
    pid, master = pty.fork()
    if pid == 0:
        import fcntl, struct, termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        os.execve(binary, [binary, "play", "--serve", "127.0.0.1:0", "--bank", "zh-Hans", "--sound", "off",
                           "--team", "Red", "--team", "Blue", "--turns", "1", "--seconds", "120", "--lead-in", "0",
                           "--big", "off", "--no-history", "--export", export, "--keys-file", keys_file], env)
    output = bytearray()
    done = threading.Event()

    def drain():
        while not done.is_set():
            if select.select([master], [], [], 0.1)[0]:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                output.extend(chunk)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        def keyed_address():
            with open(keys_file, "rb") as keys:
                return re.search(rb"http://127\.0\.0\.1:\d+/r/[A-Z0-9]{6}/host/[A-Za-z0-9_-]{22}", keys.read())
        match = wait_for(keyed_address, 15)
        check("the terminal game writes the host's remote to its keys file", match is not None)
        check("the terminal shows no key", match is not None and match.group(0).split(b"/host/")[1] not in bytes(output))
        describer.get(match.group(0).decode())
        for _ in range(6):
            if wait_for(lambda: text_of(describer, "#word"), 1.5):
                break
            click(describer, "start")
        for _ in range(2):
            before = text_of(describer, "#word")
            click(describer, "right")
            wait_for(lambda: text_of(describer, "#word") not in (None, before), 2)
        click(describer, "endTurn")
        first = wait_for(lambda: text_of(describer, 'button[data-do="fix"]'), 5) or ""
        check("between turns the host sees the turn's words to correct", first.startswith("✓"), first)
        click(describer, "fix")
        fixed = wait_for(lambda: (text_of(describer, 'button[data-do="fix"]') or "").startswith("✗"), 3)
        check("a tap on a right word marks it wrong", fixed, text_of(describer, 'button[data-do="fix"]'))
        points = text_of(describer, "#points")
        click(describer, "bonus")
        # The point is in once the host's scoreboard shows it (the next state after the tap).
        wait_for(lambda: text_of(describer, "#points") != points, 3)
        for _ in range(6):
            if wait_for(lambda: text_of(describer, "#word"), 1.5):
                break
            click(describer, "start")
        click(describer, "endTurn")
        record = wait_for(lambda: os.path.exists(export) and json.load(open(export)).get("turns") and
                          len(json.load(open(export))["turns"]) == 2 and json.load(open(export)), 8)
        check("the game of two turns is exported", bool(record))
        if record:
            first_turn = record["turns"][0]
            check("the export keeps the corrected mark",
                  first_turn.get("corrected") is True and first_turn["words"][0]["result"] == "wrong",
                  str(first_turn)[:300])
            check("the export keeps the host's point", [a.get("points") for a in record.get("adjustments", [])] == [1],
                  str(record.get("adjustments")))
    finally:
        done.set()
        stop_terminal_game(pid, master)


def test_fifty_clients(binary):
    game = ServedGame(binary, ["--bank", "zh-Hans", "--seconds", "6", "--no-history"])
    # The round starts as the game does; it ends 6 s later (a little before, seen from here).
    round_ends = time.monotonic() + 6
    try:
        clients, joined = [], []
        for index in range(50):
            # Each from its own loopback address, as phones on a Wi-Fi each have theirs (one address may hold
            # 24 connections: the per-address cap counts this machine too, unless it is a declared proxy).
            clients.append(WebSocket("127.0.0.1", game.port, f"/r/{game.code}/ws", timeout=10,
                                     source=f"127.0.1.{10 + index}"))
            joined.append(time.monotonic())
        check("50 clients join", all(c.status == 101 for c in clients))
        seen = [set() for _ in clients]
        deadline = time.monotonic() + 40  # only a bound against a hang: a busy machine may take seconds
        import selectors
        selector = selectors.DefaultSelector()
        for index, client in enumerate(clients):
            selector.register(client.sock, selectors.EVENT_READ, index)
        finished = set()

        def note(index, message):
            """Keeps the clock second (or the end) a client received; True once it is done."""
            state = json.loads(message)
            if "phase" not in state:
                return False  # the welcome
            if state["phase"] in ("playing", "timesUp"):
                seen[index].add(state["secondsLeft"])
            if state["phase"] == "finished":
                seen[index].add("end")
                return True
            return False

        while len(finished) < len(clients) and time.monotonic() < deadline:
            for key, _ in selector.select(timeout=1):
                client = clients[key.data]
                while key.data not in finished:  # every frame already read into the buffer too
                    message = client.recv()
                    if message is None or note(key.data, message):
                        selector.unregister(client.sock)
                        finished.add(key.data)
                    elif not client.buffer:
                        break
        # A client's first state shows the second it joined in (4, or lower when the machine is busy and
        # the clock started before its join was through); every later second and the end (time up at 0)
        # must reach every client, with no gap.
        def complete(seconds):
            shown = [value for value in seconds if value != "end"]
            return "end" in seconds and bool(shown) and set(range(1, max(shown) + 1)) <= seconds
        # A client whose join went through only as the round ended (50 joins on a busy machine take
        # seconds) may see nothing; every other one must have seen every second from its join on.
        late = [i for i in range(len(clients)) if joined[i] > round_ends - 1.5]
        missing = [i for i, s in enumerate(seen) if not complete(s) and i not in late]
        check("most of the 50 clients joined well before the round ended", len(late) <= 25, f"{len(late)} late")
        check("every one of 50 clients sees every clock second", not missing,
              f"{len(missing)} missed, e.g. {sorted(map(str, seen[missing[0]])) if missing else ''}")
        game.finish()
    finally:
        if game.process.poll() is None:
            game.process.kill()


def test_word_on_board(binary):
    """The TV format: with --word-on board the board's frames carry the word; a guest's never do."""
    game = ServedGame(binary, ["--bank", "en", "--seconds", "30", "--no-history", "--word-on", "board"])
    try:
        # Sockets that wait long for a frame: a bound against a hang, not a speed check (a busy machine may
        # take seconds between frames).
        board = game.socket(f"board/{game.board_key}/ws", timeout=20)
        guest = game.socket("ws?role=board", timeout=20)
        first = game.read_words(10)
        frames = {"board": [], "guest": []}
        for name, client in (("board", board), ("guest", guest)):
            # Only a bound against a server that never sends (a busy machine may take seconds).
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and not any('"playing"' in f for f in frames[name]):
                message = client.recv()
                if message is None:
                    break
                frames[name].append(message)
        word = first[0] if first else None
        check("with --word-on board the board is sent the word",
              word is not None and any(f'"word":"{word}"' in f for f in frames["board"]), str(frames["board"][-1:]))
        check("with --word-on board a guest is never sent it",
              word is not None and not any(word in f for f in frames["guest"]), str(frames["guest"][-1:]))
        game.finish()
    finally:
        if game.process.poll() is None:
            game.process.kill()


def qr_rows(screen):
    """The rows of a terminal screen that hold QR modules."""
    return [line for line in screen.display if any(c in line for c in "█▀▄")]


def decoded_qr(rows, directory):
    """What zbarimg reads off the QR code drawn in `rows` (each cell two modules tall, drawn cells the light
    modules), or None."""
    if not rows:
        return None
    left = min(min(i for i, c in enumerate(r) if c in "█▀▄") for r in rows)
    right = max(max(i for i, c in enumerate(r) if c in "█▀▄") for r in rows) + 1
    modules = []
    for row in rows:
        top, bottom = [], []
        for c in row[left:right]:
            top.append(c in "█▀")
            bottom.append(c in "█▄")
        modules += [top, bottom]
    scale, margin = 8, 8
    width = (right - left + 2 * margin) * scale
    height = (len(modules) + 2 * margin) * scale
    pixels = bytearray([255]) * (width * height)
    for y, line in enumerate(modules):
        for x, light in enumerate(line):
            if not light:
                for dy in range(scale):
                    start = ((y + margin) * scale + dy) * width + (x + margin) * scale
                    pixels[start:start + scale] = bytes(scale)
    image = os.path.join(directory, "qr.pgm")
    with open(image, "wb") as out:
        out.write(b"P5 %d %d 255\n" % (width, height) + bytes(pixels))
    result = subprocess.run(["zbarimg", "--raw", "-q", image], capture_output=True, timeout=20)
    return result.stdout.decode().strip() or None


def test_qr_code_in_the_terminal(binary):
    """The join card's QR code, read off an 80x24 terminal screen by a real decoder (zbarimg), opens the
    room: what a phone's camera does."""
    import pty
    import pyte
    home = sandbox("guess-qr-")
    env = environment(home, TERM="xterm-256color", COLUMNS="80", LINES="24")
    pid, master = pty.fork()
    if pid == 0:
        import fcntl, struct, termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execve(binary, [binary, "play", "--serve", "127.0.0.1:0", "--bank", "en", "--sound", "off"], env)
    screen = pyte.Screen(80, 24)
    stream = pyte.ByteStream(screen)
    url, decoded, rows = None, None, []
    deadline = time.monotonic() + 15
    try:
        # The screen is read until the code drawn on it decodes (the card may arrive in several writes).
        while time.monotonic() < deadline and (decoded is None or decoded != url):
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                try:
                    stream.feed(os.read(master, 65536))
                except OSError:
                    break
                continue
            match = re.search(r"http://127\.0\.0\.1:\d+/r/[A-Z0-9]{6}", "\n".join(screen.display))
            if match and "█" in "\n".join(screen.display):
                url = match.group(0)
                rows = qr_rows(screen)
                decoded = decoded_qr(rows, home)
        check("the QR code fits 80x24 with the address", url is not None and 0 < len(rows) <= 20, f"{len(rows)} rows")
        check("the QR code read off the terminal opens the room", decoded == url, f"{decoded!r} vs {url!r}")
    finally:
        stop_terminal_game(pid, master)


def test_busy_port(binary):
    import socket
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    port = holder.getsockname()[1]
    home = sandbox("guess-busy-")
    env = environment(home)
    result = subprocess.run([binary, "play", "--serve", f"127.0.0.1:{port}"], input=b"y\n", capture_output=True,
                            env=env, timeout=20)
    holder.close()
    check("a port in use: exit 1 with a clear message", result.returncode == 1 and b"cannot listen" in result.stderr,
          f"{result.returncode} {result.stderr[-200:]!r}")
    check("a port in use: nothing written", not result.stdout and os.listdir(home) == [], str(os.listdir(home)))


def screenshots(binary, directory, describer, board):
    for lang, suffix in (("C.UTF-8", "en"), ("zh_CN.UTF-8", "zh")):
        bank = "en" if suffix == "en" else "zh-Hans"
        red, blue = ("Red=Ann,Bob", "Blue=Cid,Dee") if suffix == "en" else ("红队=小王,小李", "蓝队=小张,小陈")
        first = "Ann" if suffix == "en" else "小王"
        game = ServedGame(binary, ["--bank", bank, "--seed", "4", "--team", red, "--team", blue, "--no-history"], lang=lang)
        try:
            game.read_words(5)
            describer.get(game.url)
            wait_for(lambda: text_of(describer, ".chooser"), 5)
            describer.save_screenshot(os.path.join(directory, f"phones-choose-{suffix}.png"))
            describer.get(game.url + "?player=" + urllib.parse.quote(first))
            board.get(game.board_url)
            word = wait_for(lambda: text_of(describer, "#word"), 5)
            click(describer, "right")
            # Both pages have drawn the answer: the board counts it, the describer shows the next word.
            wait_for(lambda: (text_of(board, "#correct") or "").endswith("1"), 5)
            wait_for(lambda: text_of(describer, "#word") not in (None, word), 5)
            describer.save_screenshot(os.path.join(directory, f"phones-describer-{suffix}.png"))
            board.save_screenshot(os.path.join(directory, f"phones-board-{suffix}.png"))
            describer.get(game.host_url)
            wait_for(lambda: text_of(describer, "#word"), 5)
            describer.save_screenshot(os.path.join(directory, f"phones-host-{suffix}.png"))
        finally:
            game.process.kill()


def add_arguments(parser):
    parser.add_argument("--screenshots", help="save the describer, board and host pages as PNG files here")


def run(arguments):
    binary = arguments.binary
    test_busy_port(binary)
    test_qr_code_in_the_terminal(binary)
    test_word_on_board(binary)
    test_fifty_clients(binary)
    describer = page("phone", 390, 844)
    board = page("board", 1920, 1080)
    if arguments.screenshots:
        screenshots(binary, arguments.screenshots, describer, board)
    else:
        test_phones_play(binary, describer, board)
        test_pass_and_taboo_buttons(binary, describer)
        test_reading_and_gloss(binary, describer, board)
        test_long_words_on_the_card(binary, describer)
        test_meaning_breaks_on_the_card(binary, describer)
        test_host_corrects_between_turns(binary, describer)
        test_joining_and_handing_over(binary, describer)
        test_connection_lost(binary, describer)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("phones", run, add_arguments))
