#!/usr/bin/env python3
"""A restart keeps the room (#33, #42): `kill -9` of a served game and `guess play --resume` without
`--serve`: the room opens on the same port by itself, the open Chromium pages (Ann's phone, the board)
reconnect by themselves, the describer's card comes back to Ann's phone, Ann's token still holds her, and
nothing gets 429; with its port taken, the resume says so and names the way out. And a resume replays
nothing: a game with a 4-word list killed in its second turn, resumed, never shows an answered word again.
Run by `make test` after phones_test.py:

    python3 Tests/Browser/restart_test.py [--binary .build/debug/guess]

Every wait is bounded; the game's history is its own temporary store."""
import json
import os
import select
import socket
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import (ServedGame, check, collect, environment, http_status, page, sandbox, text_of,  # noqa: E402
                     wait_for)


class StoredGame(ServedGame):
    """`guess play --serve 127.0.0.1:PORT ARGS` keeping its history in `home` (a restart uses the same)."""

    def __init__(self, binary, home, port, args):
        """`port` None: no `--serve` (a resume opens the room where it was)."""
        super().__init__(binary, args, listen=None if port is None else f"127.0.0.1:{port}", home=home)


def store_value(home, sql):
    """The first column of the first row `sql` gives from the store in `home`, read only; None when it cannot be
    read (yet)."""
    try:
        connection = sqlite3.connect(f"file:{os.path.join(home, 'history.sqlite')}?mode=ro", uri=True, timeout=1)
        try:
            row = connection.execute(sql).fetchone()
        finally:
            connection.close()
        return row[0] if row else None
    except sqlite3.Error:
        return None


def stored_claims(home):
    """The claims the store keeps for the newest room (JSON), or None."""
    claims = store_value(home, "SELECT claims FROM room ORDER BY game_id DESC LIMIT 1")
    return json.loads(claims) if claims else None


def test_port_taken(binary):
    """A served game killed, its port then taken by another program: the resume stops at once, says so and
    names the way out (--serve elsewhere, --no-serve); --no-serve resumes it without phones."""
    home = sandbox("guess-restart-taken-")
    game = StoredGame(binary, home, 0, ["--bank", "en", "--team", "Red", "--team", "Blue", "--turns", "2"])
    try:
        check("restart (port taken): the first turn starts", len(game.read_words(15)) == 1)
        check("restart (port taken): the turn is in the store before the kill",
              wait_for(lambda: store_value(home, "SELECT COUNT(*) FROM round"), 10))
        game.process.kill()
        game.process.wait()
        holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        holder.bind(("127.0.0.1", game.port))
        holder.listen(1)
        try:
            env = environment(home)
            done = subprocess.run([binary, "play", "--resume", "--sound", "off"], stdin=subprocess.DEVNULL,
                                  capture_output=True, env=env, timeout=30)
            err = done.stderr.decode(errors="replace")
            check("restart: a resume whose port is taken exits 1 naming the port and the way out",
                  done.returncode == 1 and str(game.port) in err and "--no-serve" in err and "--serve" in err,
                  f"{done.returncode} {err[-300:]!r}")
            done = subprocess.run([binary, "play", "--resume", "--no-serve", "--sound", "off"], input=b"quit\ny\n",
                                  capture_output=True, env=env, timeout=30)
            err = done.stderr.decode(errors="replace")
            check("restart: --no-serve resumes it without phones", done.returncode == 0 and "phones join" not in err,
                  f"{done.returncode} {err[-300:]!r}")
        finally:
            holder.close()
    finally:
        game.stop()


def test_short_list_resumed(binary):
    """A party game on a 4-word list (drawn first), killed (SIGKILL) in its second turn after the list was used
    up, then resumed: no word answered before the kill is shown again (the README's promise)."""
    home = sandbox("guess-restart-list-")
    words = os.path.join(home, "mine.txt")
    with open(words, "w") as file:
        file.write("apple\nbanana\ncherry\ndamson\n")
    env = environment(home)
    args = [binary, "play", "--bank", "en", "--words", words, "--weights", "1,1,1,1,100000", "--team", "Red",
            "--team", "Blue", "--turns", "3", "--seconds", "300", "--sound", "off"]
    first = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    answered = []

    def shown(process, count, timeout=10):
        lines = []
        deadline = time.monotonic() + timeout
        while len(lines) < count and time.monotonic() < deadline:
            ready, _, _ = select.select([process.stdout], [], [], 0.2)
            if ready:
                line = process.stdout.readline().decode(errors="replace")
                if not line:
                    break
                if "\t" in line:
                    lines.append(line.split("\t")[0])
        return lines

    try:
        first.stdin.write(b"start\n")
        first.stdin.flush()
        answered += shown(first, 1)
        for _ in range(6):  # the list's four words and two of the bank's, each answered right
            first.stdin.write(b"y\n")
            first.stdin.flush()
            answered += shown(first, 1)
        first.stdin.write(b"end\nstart\n")  # the first turn ends; Blue's starts
        first.stdin.flush()
        answered += shown(first, 1)
        first.stdin.write(b"y\ny\n")
        first.stdin.flush()
        answered += shown(first, 2)
        # The answers reach the store as they come: wait until the last one is there.
        wait_for(lambda: (store_value(home, "SELECT COUNT(*) FROM round_word") or 0) >= len(answered) - 1,
                 5)
        first.kill()
        first.wait()
        listed = {"apple", "banana", "cherry", "damson"}
        check("restart (list): the list was used up before the kill", listed <= set(answered), str(answered))
        before = set(answered[:-1])  # the word on show at the kill was not answered
        second = subprocess.Popen([binary, "play", "--resume", "--sound", "off"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        later = []
        try:
            try:
                for _ in range(5):  # the cut turn again, then the rest
                    second.stdin.write(b"start\n" + b"y\n" * 8 + b"end\n")
                    second.stdin.flush()
                    later += shown(second, 9, timeout=5)
                second.stdin.write(b"quit\ny\n")
                second.stdin.flush()
            except BrokenPipeError:
                pass  # the game played its last turn and ended before these lines (seen once under load)
            second.communicate(timeout=20)
            check("restart (list): the resumed game ends well", second.returncode == 0, str(second.returncode))
        finally:
            if second.poll() is None:
                second.kill()
                second.wait()
        again = before.intersection(later)
        check("restart (list): after --resume no word answered before the kill comes again",
              later and not again, f"again: {sorted(again)}; later: {later[:12]}")
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()


def statuses_seen(driver):
    """The HTTP statuses of every response and WebSocket handshake the page saw (its performance log)."""
    seen = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.responseReceived":
            seen.append(message["params"]["response"]["status"])
        elif message.get("method") == "Network.webSocketHandshakeResponseReceived":
            seen.append(message["params"]["response"]["status"])
    return seen


def test_restart_keeps_the_room(binary, phone, board):
    home = sandbox("guess-restart-")
    args = ["--bank", "en", "--team", "Red=Ann,Bob", "--team", "Blue=Cid", "--turns", "3", "--seconds", "300"]
    game = StoredGame(binary, home, 0, args)
    again = None
    try:
        first = game.read_words(5)
        check("restart: the first turn starts", len(first) == 1, str(first))
        phone.get(game.url + "?player=Ann")
        board.get(game.board_url)
        check("restart: Ann's phone gets the card", wait_for(lambda: text_of(phone, "#word") == game.words[-1], 5))
        check("restart: the board shows the clock", wait_for(lambda: text_of(board, "#clock"), 5))
        token = phone.execute_script("return Object.entries(localStorage).map(e => e[1]).join(' ')")
        kept = wait_for(lambda: any(c.get("name") == "Ann" and c.get("token") == token for c in stored_claims(home) or []), 5)
        check("restart: the store keeps Ann's claim with her phone's token", kept, repr(stored_claims(home)))
        mode = os.stat(os.path.join(home, "history.sqlite")).st_mode & 0o777
        check("restart: the new store is 0600", mode == 0o600, oct(mode))
        phone.get_log("performance")
        board.get_log("performance")

        game.process.kill()  # SIGKILL: nothing is saved on the way out
        game.process.wait()
        check("restart: the page shows the connection lost", wait_for(lambda: text_of(phone, "#banner"), 3))

        again = StoredGame(binary, home, None, ["--resume", "--sound", "off"])
        check("restart: --resume without --serve opens the same room on the same port (code, keys)",
              again.code == game.code and again.board_key == game.board_key and again.host_key == game.host_key
              and again.port == game.port, f"{again.code} {game.code} {again.port} {game.port}")
        resumed = again.read_words(5)
        check("restart: the cut turn is played again", len(resumed) == 1, str(resumed))
        came_back = wait_for(lambda: text_of(phone, "#word") == again.words[-1], 8)
        check("restart: the describer's card comes back to Ann's phone by itself", came_back,
              f"{text_of(phone, '#word')!r} vs {again.words[-1:]!r}")
        check("restart: Ann's phone is still Ann", "Ann" in (text_of(phone, "#you") or ""), text_of(phone, "#you"))
        check("restart: no banner once reconnected", wait_for(lambda: text_of(phone, "#banner") is None, 3))
        check("restart: the board reconnects by itself",
              wait_for(lambda: "Ann describes" in (text_of(board, "#team") or ""), 5), text_of(board, "#team"))
        seen = statuses_seen(phone) + statuses_seen(board)
        check("restart: no 429 (nor 404) for the reconnecting pages", 429 not in seen and 404 not in seen, str(seen))
        status, _ = http_status(again.url)
        check("restart: the room's page still answers 200", status == 200, str(status))
        # Another phone asking for Ann (no token) is told she is held: the claim survived the restart.
        other = again.socket("ws?player=Ann")
        frames = collect(other, 1.5, until=lambda f: "you" in f)
        check("restart: a phone without Ann's token does not get her",
              frames and frames[0].get("you", {}).get("refused") == "held", str(frames[:1]))
        check("restart: the host is not told of code guessing", b"guessing" not in again.stderr, again.stderr[-200:])
    finally:
        for running in (game, again):
            if running and running.process.poll() is None:
                running.process.kill()
                running.process.wait()


def test_an_ended_room_says_so(binary, phone):
    """A game cut off, then a new one (not resumed) on the same port: the old page is told the game has ended (410 for
    the page, close 4001 for its socket) and stops retrying; the host is not told of code guessing."""
    home = sandbox("guess-ended-")
    game = StoredGame(binary, home, 0, ["--bank", "en", "--team", "Red=Ann", "--team", "Blue=Cid", "--turns", "1",
                                        "--seconds", "300"])
    later = None
    try:
        game.read_words(5)
        phone.get(game.url + "?player=Ann")
        check("ended: Ann's phone gets the card", wait_for(lambda: text_of(phone, "#word"), 5))
        game.process.kill()
        game.process.wait()
        # A new game (not resumed) on the same port: the old room is no more.
        later = StoredGame(binary, home, game.port, ["--bank", "en", "--seconds", "300"])
        check("ended: the new game has a new code", later.code != game.code)
        said = wait_for(lambda: "ended" in (text_of(phone, "#banner") or text_of(phone, "#notice") or ""), 8)
        check("ended: the old page says the game has ended", said, repr(text_of(phone, "#banner")))
        for _ in range(15):
            status, body = http_status(game.url)
        check("ended: the old room's page is 410 'this game has ended', never 429",
              status == 410 and "this game has ended" in body, str(status))
        status, _ = http_status(later.url)
        check("ended: the new room still answers the same address", status == 200, str(status))
    finally:
        for running in (game, later):
            if running and running.process.poll() is None:
                running.process.kill()
                running.process.wait()


def run(arguments):
    binary = arguments.binary
    phone = page("phone", 390, 844)
    board = page("board", 1920, 1080)
    test_restart_keeps_the_room(binary, phone, board)
    test_an_ended_room_says_so(binary, phone)
    test_port_taken(binary)
    test_short_list_resumed(binary)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("restart", run))
