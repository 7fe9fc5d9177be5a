#!/usr/bin/env python3
"""Issue 33's claims, end to end: `guess play --serve` on 127.0.0.1 with raw sockets from other loopback
addresses (127.0.0.2 and on: the server counts them one address at a time, as phones on a Wi-Fi) and a
headless Chromium phone. Run by `make test` (lane-phones) after phones_test.py:

    python3 Tests/Browser/claims_test.py [--binary .build/debug/guess]

Checks: a flood of claims refused past 4 new players a minute per address and past --max-players; a
squatter removed by the host's remote, unable to return by connection, token or address, and Ann's own
phone then getting her; a locked room refusing a new claim; a look-alike name refused naming the player;
a name with a space claimed from the page and from a socket's query."""
import json
import os
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import ServedGame, check, click, collect, last_state, page, text_of, wait_for  # noqa: E402
from wsclient import WebSocket  # noqa: E402


def socket_from(game, source, query):
    """A raw socket to the room's public socket from loopback address `source`, asking `query`."""
    return WebSocket("127.0.0.1", game.port, f"/r/{game.code}/ws?{query}", source=source, timeout=5.0)


def welcome(client):
    frames = collect(client, 5.0, until=lambda f: "you" in f)
    return next((f["you"] for f in frames if "you" in f), {})


def test_flood(binary):
    game = ServedGame(binary, ["--bank", "en", "--team", "Red", "--team", "Blue", "--seconds", "120", "--no-history",
                         "--max-players", "12"])
    try:
        game.read_words(5)
        answers = []
        for index in range(8):
            client = socket_from(game, "127.0.0.2", f"player=Junk{index}")
            answers.append(welcome(client))
            client.close()
        granted = [a for a in answers if a.get("role") == "player"]
        check("one address adds 4 new players, then is told to wait a minute",
              len(granted) == 4 and all(a.get("refused") == "tooFast" for a in answers[4:]),
              str([a.get("refused") for a in answers]))
        refusals = []
        for index in range(12):
            client = socket_from(game, f"127.0.0.{3 + index // 4}", f"player=Flood{index}")
            refusals.append(welcome(client).get("refused"))
            client.close()
        check("past --max-players (12) a new player is refused as full",
              refusals[:8] == [None] * 8 and set(refusals[8:]) == {"full"}, str(refusals))
        host = game.host_socket()
        state = last_state(collect(host, 5.0, until=lambda f: len(f.get("players") or []) >= 12)) or {}
        frame = json.dumps(state)
        check("the room holds 12 players and a state frame stays small",
              len(state.get("players", [])) == 12 and len(frame) < 4000, f"{len(state.get('players', []))} {len(frame)}")
        host.close()
    finally:
        game.finish()


def test_squatter_lock_and_look_alikes(binary, phone):
    from selenium.webdriver.common.by import By
    game = ServedGame(binary, ["--bank", "en", "--team", "Red=Ann,Bob", "--team", "Blue=Cid,Dee", "--seconds", "120",
                         "--no-history"])
    try:
        game.read_words(5)
        squatter = socket_from(game, "127.0.0.3", "player=Ann")
        taken = welcome(squatter)
        check("a squatter asking for Ann first gets her", taken.get("player") == "Ann" and taken.get("token"), str(taken))
        host = game.host_socket()
        state = last_state(collect(host, 5.0, until=lambda f: any(p.get("held") for p in f.get("players") or []))) or {}
        names = [p["name"] for p in state.get("players", [])]
        host.send(json.dumps({"do": "remove", "n": names.index("Ann") if "Ann" in names else 0}))
        told = collect(squatter, 3.0, until=lambda f: f.get("you", {}).get("refused") == "removed")
        check("removed, the squatter's phone is told and only watches",
              any(f.get("you", {}).get("refused") == "removed" for f in told), str(told[-2:]))
        squatter.close()
        again = [welcome(socket_from(game, "127.0.0.3", "player=Ann")).get("refused"),
                 welcome(socket_from(game, "127.0.0.3", "player=Bob")).get("refused"),
                 welcome(socket_from(game, "127.0.0.4", "player=Ann&token=" + taken.get("token", ""))).get("refused")]
        check("the removed phone cannot claim again: its address, nor its token from elsewhere",
              again == ["removed"] * 3, str(again))
        phone.get(game.url + "?player=Ann")
        check("Ann's own phone then gets her", wait_for(lambda: text_of(phone, "#you") == "You are Ann", 5),
              text_of(phone, "main"))
        look_alike = welcome(socket_from(game, "127.0.0.5", "player=" + urllib.parse.quote("Сid")))
        check("a Cyrillic look-alike of Cid is refused naming Cid",
              look_alike.get("refused") == "like" and look_alike.get("like") == "Cid", str(look_alike))
        phone.get(game.url + "?player=" + urllib.parse.quote("dee"))
        check("the page says the name is too like Dee",
              wait_for(lambda: "too like Dee" in (text_of(phone, "#refused") or ""), 5), text_of(phone, "main"))
        # The host's remote draws a remove button per held player and the lock between turns and while the
        # game is paused: the host pauses the turn and taps the lock there.
        host.send('{"do":"pause"}')
        phone.get(game.host_url)
        check("the host's remote offers to remove the phone holding Ann and to lock the room",
              wait_for(lambda: len(phone.find_elements(By.CSS_SELECTOR, '#roster button[data-do="remove"]')) == 1
                       and text_of(phone, "#lock") == "Lock the room", 5), text_of(phone, "#roster"))
        click(phone, "lock")
        check("locked, the host's remote offers to open the room",
              wait_for(lambda: text_of(phone, "#lock") == "Open the room", 5), text_of(phone, "#roster"))
        locked = last_state(collect(host, 3.0, until=lambda f: f.get("locked"))) or {}
        refused = welcome(socket_from(game, "127.0.0.6", "player=Dee")).get("refused")
        check("a locked room refuses a new claim and every state says it is locked",
              locked.get("locked") is True and refused == "locked", f"{locked.get('locked')} {refused}")
        phone.get(game.url)
        check("the public page of a locked room says so", wait_for(lambda: text_of(phone, "#locked"), 5),
              text_of(phone, "main"))
        host.send('{"do":"unlock"}')
        host.send('{"do":"pause"}')
        collect(host, 1.0, until=lambda f: "phase" in f and not f.get("locked"))
        opened = welcome(socket_from(game, "127.0.0.6", "player=Dee"))
        check("opened again, Dee is claimed", opened.get("player") == "Dee" and opened.get("token"), str(opened))
        host.close()
    finally:
        game.finish()


def test_names_with_spaces(binary, phone):
    game = ServedGame(binary, ["--bank", "en", "--team", "Red", "--team", "Blue", "--seconds", "120", "--no-history"])
    try:
        game.read_words(5)
        from selenium.webdriver.common.by import By
        phone.get(game.url)
        wait_for(lambda: text_of(phone, "#join"), 5)
        phone.find_element(By.ID, "name").send_keys("Mary Ann")
        phone.find_element(By.ID, "join").click()
        check("a name with a space typed on the page is claimed as typed",
              wait_for(lambda: text_of(phone, "#you") == "You are Mary Ann", 5), text_of(phone, "main"))
        socket = socket_from(game, "127.0.0.7", "player=Maximilian+Alexander&team=1")
        answer = welcome(socket)
        check("a socket's query with + is a space", answer.get("player") == "Maximilian Alexander", str(answer))
        socket.close()
        phone.get(game.url + "?player=" + urllib.parse.quote("Maximilian Alexander"))
        check("the same name from another phone is on another phone (not 'no player is called')",
              wait_for(lambda: "Maximilian Alexander is on another phone" in (text_of(phone, "#refused") or ""), 5),
              text_of(phone, "main"))
    finally:
        game.finish()


def run(arguments):
    test_flood(arguments.binary)
    phone = page("phone", 390, 844)
    test_squatter_lock_and_look_alikes(arguments.binary, phone)
    test_names_with_spaces(arguments.binary, phone)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("claims", run))
