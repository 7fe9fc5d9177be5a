#!/usr/bin/env python3
"""Benchmark: phones on loopback (`guess play --serve 127.0.0.1:0`, read from a pipe that stays open).

- Tap to count: a describer client sends "right"; timed until the game prints the next word on standard
  output (the pipe's count: the engine took the answer) and until a board client receives the frame with
  the new count. Beside it, the reference: a bare WebSocket echo through the same server and socket (a
  ping answered by a pong). Goal: p95 under 50 ms, within 5 ms of the echo.
- Clock fan-out: 50 board clients; for each clock second, the spread between the first and the last
  client receiving it. Goal: p95 under 100 ms.
- Memory: the game's resident size before the clients join and with 50 joined.
- Join to card: a describer's socket opened until its first frame holding the word.
- 1,100 idle sockets (from 100 loopback addresses, the game under a 1,024-file limit): the game's
  descriptors and resident size before, while they are held and after the server closed them (the head time
  shortened to 3 s through GUESS_SERVER_LIMITS).
- Fragment flood: 40 sockets each sending 1 MiB of empty continuation frames; resident size before, at
  the peak and after (each socket is closed at its ninth frame).
- The host's remote with the room full (200 phones) and 400 idle connections held: page and socket time.
- Wrong codes after the limit: 429 answers a second on one kept-alive connection of a refused address.

Usage: python3 Benchmarks/phones.py [BINARY]   (GUESS_BINARY also names the binary). Prints figures;
never fails on them."""
import json
import os
import resource
import socket
import select
import selectors
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from common import binary_path, finish, unmeasured  # noqa: E402
from wsclient import WebSocket  # noqa: E402

BINARY = binary_path()
TAPS = 100
# A phone sends at most 10 frames a second after a burst of 30 (the server closes a faster socket, 1008): a tap
# and its ping are two frames, so the taps are paced 0.25 s apart, as a quick describer taps.
TAP_SPACING = 0.25


KEYS = {}


def start(args, limits=None, file_limit=None):
    home = tempfile.mkdtemp(prefix="guess-bench-phones-")
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
    if limits:
        env["GUESS_SERVER_LIMITS"] = limits

    def limit_files():
        if file_limit:
            resource.setrlimit(resource.RLIMIT_NOFILE, (file_limit, file_limit))

    process = subprocess.Popen([BINARY, "play", "--serve", "127.0.0.1:0", "--sound", "off", "--no-history", *args],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                               preexec_fn=limit_files)
    lines = []
    for _ in range(3):  # the players' address, the host's remote and the board
        line = b""
        deadline = time.monotonic() + 10
        while b"\n" not in line and time.monotonic() < deadline:
            line += os.read(process.stderr.fileno(), 1)
        lines.append(line.decode().split(" at ")[-1].strip())
    url = lines[0]
    port = int(url.split(":")[2].split("/")[0])
    code = url.rsplit("/", 1)[1]
    KEYS["host"], KEYS["board"] = lines[1].rsplit("/", 1)[1], lines[2].rsplit("/", 1)[1]
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
        # A player's phone (the room makes Ann, the only one to join, the describer) and the board.
        describer = WebSocket("127.0.0.1", port, f"/r/{code}/ws?player=Ann")
        board = WebSocket("127.0.0.1", port, f"/r/{code}/board/{KEYS['board']}/ws")
        index = None
        while index is None:  # the welcome, then states until the card names its word
            index = json.loads(describer.recv()).get("wordIndex")
        terminal, frames, echoes = [], [], []
        for tap in range(TAPS):
            if tap:
                time.sleep(max(0.0, TAP_SPACING - (time.perf_counter() - started)))
            started = time.perf_counter()
            describer.send(json.dumps({"do": "right", "n": index}))
            if not select.select([out], [], [], 5)[0]:
                raise SystemExit(f"phones.py: tap {tap + 1} was not counted within 5 s (no word line)")
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
            while True:  # the pong; a state frame (the clock's second) may come first: skip it whole
                first, second = describer._read(2)
                length = second & 0x7F
                if length == 126:
                    length = int.from_bytes(describer._read(2), "big")
                elif length == 127:
                    length = int.from_bytes(describer._read(8), "big")
                describer._read(length)
                if first == 0x8A:
                    break
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
        clients = [WebSocket("127.0.0.1", port, f"/r/{code}/board/{KEYS['board']}/ws", timeout=10)
                   for _ in range(50)]
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


def join_to_card():
    process, port, code = start(["--seconds", "86400", "--bank", "zh-Hans"])
    try:
        os.read(process.stdout.fileno(), 65536)  # the first word: the turn runs
        times = []
        token = None
        for _ in range(50):
            started = time.perf_counter()
            # Ann's phone (re)joining with the token the room gave it: the room makes her the describer.
            describer = WebSocket("127.0.0.1", port, f"/r/{code}/ws?player=Ann" + (f"&token={token}" if token else ""))
            while True:
                message = describer.recv()
                frame = json.loads(message) if message else {}
                token = frame.get("you", {}).get("token", token)
                if message is None or frame.get("word"):
                    break
            times.append((time.perf_counter() - started) * 1000)
            describer.close()
        print("Join to card, 50 joins:")
        line("socket opened -> first frame with the word", times)
    finally:
        process.kill()


def descriptors(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def idle_connections(port, count, network, per_address):
    """`count` connections to the game that send nothing, `per_address` from each of NETWORK.1, NETWORK.2, …
    (those the game refused at once are left out)."""
    sockets = []
    for index in range(count):
        sock = socket.socket()
        sock.bind((f"{network}.{1 + index // per_address}", 0))
        try:
            sock.connect(("127.0.0.1", port))
            sockets.append(sock)
        except OSError:
            sock.close()
    return sockets


def idle_sockets():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard < 2500:
        unmeasured("1,100 idle sockets", f"this process may open only {hard} files")
        return
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    process, port, code = start(["--seconds", "86400"], limits="head=3", file_limit=1024)
    try:
        time.sleep(0.3)
        before = (descriptors(process.pid), rss_kib(process.pid))
        sockets = idle_connections(port, 1100, "127.0.1", per_address=11)
        time.sleep(0.5)
        held = (descriptors(process.pid), rss_kib(process.pid))
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline and descriptors(process.pid) > before[0] + 4:
            time.sleep(0.2)
        after = (descriptors(process.pid), rss_kib(process.pid))
        for sock in sockets:
            sock.close()
        print("1,100 idle sockets from 100 addresses, the game under a 1,024-file limit (head time 3 s):")
        print(f"  {'descriptors: before / held / after they close':<44} {before[0]} / {held[0]} / {after[0]}")
        print(f"  {'resident memory: before / held / after':<44} {before[1]} KiB / {held[1]} KiB / {after[1]} KiB")
    finally:
        process.kill()


def fragment_flood():
    """40 guests each send a text frame without FIN and then 1 MiB of empty continuation frames (about
    175,000 frames each); the game closes each at its ninth frame (1009). Resident size before, at the peak and
    after. Reference: before frames were counted, one such socket grew the game from 41 to 344 MB in 3.8 s."""
    process, port, code = start(["--seconds", "86400"], limits="head=10,idle=120")
    try:
        probe = WebSocket("127.0.0.1", port, f"/r/{code}/ws", source="127.0.3.1")
        probe.recv()
        before = rss_kib(process.pid)
        peak, closed = before, 0
        mask = b"\x01\x02\x03\x04"
        flood = b"\x01\x81" + mask + b"x" + (b"\x00\x80" + mask) * ((1 << 20) // 6)
        started = time.perf_counter()
        for index in range(40):
            client = WebSocket("127.0.0.1", port, f"/r/{code}/ws", source=f"127.0.3.{10 + index // 4}")
            client.recv()
            try:
                client.sock.sendall(flood)
            except OSError:
                closed += 1
            client.sock.close()
            peak = max(peak, rss_kib(process.pid))
        elapsed = time.perf_counter() - started
        time.sleep(0.5)
        after = rss_kib(process.pid)
        print("Fragment flood, 40 sockets x 1 MiB of empty continuation frames:")
        print(f"  {'resident memory: before / peak / after':<44} {before} KiB / {peak} KiB / {after} KiB")
        print(f"  {'sockets closed mid-send / time for all 40':<44} {closed} / {elapsed:.2f} s")
        print(f"  {'reference (unbounded, one socket, 3.8 s)':<44} 41 MB -> 344 MB, 360 MB after")
        probe.sock.close()
    finally:
        process.kill()


def keyed_under_flood():
    """The room full (200 guests' sockets) and 400 idle connections from 20 addresses held: the time for the
    host's remote to load its page and open its socket (its welcome received), five times."""
    process, port, code = start(["--seconds", "86400"], limits="head=10,idle=120")
    clients, idle, times = [], [], []
    try:
        for index in range(200):
            client = WebSocket("127.0.0.1", port, f"/r/{code}/ws", source=f"127.0.0.{10 + index // 8}")
            client.recv()
            clients.append(client)
        idle = idle_connections(port, 400, "127.0.4", per_address=20)
        for attempt in range(5):
            started = time.perf_counter()
            page = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(f"127.0.5.{attempt + 1}", 0))
            page.sendall(f"GET /r/{code}/host/{KEYS['host']} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
            status = page.recv(16)[9:12]
            page.close()
            host = WebSocket("127.0.0.1", port, f"/r/{code}/host/{KEYS['host']}/ws", source=f"127.0.5.{attempt + 1}")
            welcome = host.recv() if host.status == 101 else None
            times.append((time.perf_counter() - started) * 1000)
            host.sock.close()
            if status != b"200" or not welcome:
                print(f"  host's remote refused: {status} {host.status}")
        print("The host's remote with 200 phones and 400 idle connections held:")
        line("page and socket (welcome received)", times)
    finally:
        for sock in idle:
            sock.close()
        for client in clients:
            client.sock.close()
        process.kill()


def wrong_codes():
    process, port, code = start(["--seconds", "86400"])
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.settimeout(5)
        request = b"GET /r/ZZZZZZ HTTP/1.1\r\nHost: x\r\n\r\n"
        statuses = []
        buffer = b""

        def answer():
            nonlocal buffer
            while b"\r\n\r\n" not in buffer:
                buffer += sock.recv(65536)
            head, _, rest = buffer.partition(b"\r\n\r\n")
            length = int(next((l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")), b"0"))
            while len(rest) < length:
                rest += sock.recv(65536)
            buffer = rest[length:]
            return int(head.split(b" ")[1])

        for _ in range(11):  # 10 wrong codes within the minute are answered 404; the 11th locks the address out
            sock.sendall(request)
            statuses.append(answer())
        count = 0
        started = time.perf_counter()
        while time.perf_counter() - started < 2:
            sock.sendall(request)
            if answer() == 429:
                count += 1
        elapsed = time.perf_counter() - started
        print("Wrong codes, one kept-alive connection:")
        print(f"  {'answers before the limit':<44} {statuses}")
        print(f"  {'429 answers a second after the limit':<44} {count / elapsed:.0f}")
        sock.close()
    finally:
        process.kill()


if __name__ == "__main__":
    tap_to_count()
    fan_out()
    join_to_card()
    idle_sockets()
    fragment_flood()
    keyed_under_flood()
    wrong_codes()
    sys.exit(finish("phones.py"))
