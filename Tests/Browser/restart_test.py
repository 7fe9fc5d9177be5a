#!/usr/bin/env python3
"""A restart keeps the room (#33): `kill -9` of a served game and `guess play --resume` on the same port.
The open Chromium pages (Ann's phone, the board) reconnect by themselves, the describer's card comes back
to Ann's phone, Ann's token still holds her, and nothing gets 429. Run by `make test` after phones_test.py:

    python3 Tests/Browser/restart_test.py [--binary .build/debug/guess]

Every wait is bounded; the game's history is its own temporary store."""
import argparse
import json
import os
import sqlite3
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from phones_test import RESULTS, Game, browser, check, collect, http_status, last_state, text_of, wait_for  # noqa: E402


class StoredGame(Game):
    """`guess play --serve 127.0.0.1:PORT ARGS` keeping its history in `home` (a restart uses the same)."""

    def __init__(self, binary, home, port, args):
        super().__init__(binary, args, listen=f"127.0.0.1:{port}", home=home)


def stored_claims(home):
    """The claims the store keeps for the newest room (JSON), or None."""
    try:
        connection = sqlite3.connect(f"file:{os.path.join(home, 'history.sqlite')}?mode=ro", uri=True, timeout=1)
        try:
            row = connection.execute("SELECT claims FROM room ORDER BY game_id DESC LIMIT 1").fetchone()
        finally:
            connection.close()
        return json.loads(row[0]) if row and row[0] else None
    except sqlite3.Error:
        return None


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
    home = tempfile.mkdtemp(prefix="guess-restart-")
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

        again = StoredGame(binary, home, game.port, ["--resume", "--sound", "off"])
        check("restart: --resume opens the same room (code, board's key)",
              again.code == game.code and again.board_key == game.board_key and again.host_key == game.host_key,
              f"{again.code} {game.code}")
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
    home = tempfile.mkdtemp(prefix="guess-ended-")
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/guess")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    phone = browser(390, 844)
    board = browser(1920, 1080)
    started = time.monotonic()
    try:
        test_restart_keeps_the_room(binary, phone, board)
        test_an_ended_room_says_so(binary, phone)
    finally:
        phone.quit()
        board.quit()
    print(f"restart: {RESULTS['passed']} passed, {RESULTS['failed']} failed ({time.monotonic() - started:.1f} s)")
    return 1 if RESULTS["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
