#!/usr/bin/env python3
"""Benchmark: phones on loopback (`guess play --serve 127.0.0.1:0`, read from a pipe that stays open).

- Tap to count: a describer client sends "right"; timed until the game prints the next word on standard
  output (the pipe's count: the engine took the answer) and until a board client receives the frame with
  the new count. Beside it, the reference: a bare WebSocket echo through the same server and socket (a
  ping answered by a pong). Goal: p95 under 50 ms, within 5 ms of the echo.
- Clock fan-out: 50 board clients; for each clock second, the spread between the first and the last
  client receiving it. Goal: p95 under 100 ms.
- Memory: the game's resident size before the clients join and with 50 joined.

Usage: python3 Benchmarks/phones.py [BINARY]   (GUESS_BINARY also names the binary). Prints figures;
never fails on them."""
import json
import os
import select
import selectors
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from common import binary_path  # noqa: E402
from wsclient import WebSocket  # noqa: E402

BINARY = binary_path()
TAPS = 200


def start(args):
    home = tempfile.mkdtemp(prefix="guess-bench-phones-")
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
    process = subprocess.Popen([BINARY, "play", "--serve", "127.0.0.1:0", "--sound", "off", "--no-history", *args],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    line = b""
    deadline = time.monotonic() + 10
    while b"\n" not in line and time.monotonic() < deadline:
        line += os.read(process.stderr.fileno(), 1)
    url = line.decode().split(" at ")[-1].strip()
    port = int(url.split(":")[2].split("/")[0])
    code = url.rsplit("/", 1)[1]
    return process, port, code


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def line(name, values, unit="ms"):
    print(f"  {name:<44} median {statistics.median(values):7.2f} {unit}   p95 {percentile(values, 0.95):7.2f} {unit}")


def tap_to_count():
    process, port, code = start(["--seconds", "86400", "--bank", "zh-Hans"])
    try:
        out = process.stdout.fileno()
        os.read(out, 65536)  # the first word
        # A player's phone (the room makes Ann, the only one to join, the describer) and a guest's.
        describer = WebSocket("127.0.0.1", port, f"/r/{code}/ws?player=Ann")
        board = WebSocket("127.0.0.1", port, f"/r/{code}/ws")
        index = None
        while index is None:  # the welcome, then states until the card names its word
            index = json.loads(describer.recv()).get("wordIndex")
        terminal, frames, echoes = [], [], []
        for tap in range(TAPS):
            started = time.perf_counter()
            describer.send(json.dumps({"do": "right", "n": index}))
            select.select([out], [], [], 2)
            os.read(out, 65536)
            terminal.append((time.perf_counter() - started) * 1000)
            while True:
                state = json.loads(board.recv())
                if state.get("correct") == tap + 1:
                    break
            frames.append((time.perf_counter() - started) * 1000)
            while True:  # the describer's own new state, with the next word's place
                state = json.loads(describer.recv())
                if state.get("correct") == tap + 1 and state.get("wordIndex") is not None:
                    index = state["wordIndex"]
                    break
            started = time.perf_counter()
            describer._frame(9, b"echo")
            describer.sock.settimeout(2)
            first, second = describer._read(2)
            describer._read(second & 0x7F)
            echoes.append((time.perf_counter() - started) * 1000)
        print(f"Tap to count, {TAPS} taps on loopback:")
        line("tap -> the game's count (next word printed)", terminal)
        line("tap -> the board's frame with the count", frames)
        line("reference: WebSocket echo (ping/pong), same server", echoes)
    finally:
        process.kill()


def fan_out():
    process, port, code = start(["--seconds", "8", "--bank", "zh-Hans"])
    try:
        before = rss_kib(process.pid)
        clients = [WebSocket("127.0.0.1", port, f"/r/{code}/ws", timeout=10) for _ in range(50)]
        time.sleep(0.5)
        with_clients = rss_kib(process.pid)
        arrivals = {}
        selector = selectors.DefaultSelector()
        for index, client in enumerate(clients):
            selector.register(client.sock, selectors.EVENT_READ, index)
        done = set()
        joined = set()
        deadline = time.monotonic() + 20
        while len(done) < len(clients) and time.monotonic() < deadline:
            for key, _ in selector.select(timeout=1):
                client = clients[key.data]
                while True:
                    message = client.recv()
                    now = time.perf_counter()
                    if message is None:
                        selector.unregister(client.sock)
                        done.add(key.data)
                        break
                    state = json.loads(message)
                    # A client's first frame is the state it was sent on joining (the clients join one
                    # after another): only the seconds the clock ticks after that measure the fan-out.
                    if "phase" not in state:
                        pass  # the welcome, before any state
                    elif key.data not in joined:
                        joined.add(key.data)
                    elif state["phase"] == "playing":
                        arrivals.setdefault(state["secondsLeft"], []).append(now)
                    if state.get("phase") == "finished":
                        selector.unregister(client.sock)
                        done.add(key.data)
                        break
                    if not client.buffer:
                        break
        spreads = [(max(times) - min(times)) * 1000 for second, times in arrivals.items() if len(times) == 50]
        print("Clock fan-out to 50 clients:")
        if spreads:
            line(f"first to last client, per second ({len(spreads)} seconds)", spreads)
        print(f"  {'resident memory: before / with 50 clients':<44} {before} KiB / {with_clients} KiB "
              f"(+{with_clients - before} KiB, {(with_clients - before) / 50:.0f} KiB a client)")
    finally:
        process.kill()


if __name__ == "__main__":
    tap_to_count()
    fan_out()
