#!/usr/bin/env python3
"""Raw-socket tests of the phones' server (`guess play --serve 127.0.0.1:0`): the keys of the host's remote
and the board, Origin checks, late and malformed requests, idle sockets, 1,100 idle sockets against the
file limit with the export still written, the wrong-code limit, RFC 6455 closes, frames bounded by count
and rate (memory back after a flood of continuation frames), the room-full close, and the host's remote and
board loading with the room full and 400 idle connections held.
Run by `make test` (lane-server):

    python3 Tests/Browser/server_test.py [--binary .build/debug/guess]

Loopback only; the server's times are shortened through GUESS_SERVER_LIMITS (a head within 1 s, idle
connections closed after 2 s), so nothing waits for the real 10 s and 60 s. Every loop is bounded in count
and every wait in time. Clients use several loopback source addresses (127.0.0.1 to 127.0.0.120), as
phones on a Wi-Fi each have their own."""
import json
import os
import re
import resource
import select
import socket
import struct
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import ServedGame, check, environment, page, sandbox, wait_for  # noqa: E402
from wsclient import WebSocket  # noqa: E402

LIMITS = "head=1,idle=2,guesses=3,window=60,lockout=4"


class Game(ServedGame):
    """A game read from a pipe that stays open, with the server's times shortened (harness.py)."""

    def __init__(self, binary, args=(), limits=LIMITS, file_limit=None):
        home = sandbox("guess-server-")
        self.export = os.path.join(home, "game.json")

        def limit_files():
            if file_limit:
                resource.setrlimit(resource.RLIMIT_NOFILE, (file_limit, file_limit))

        super().__init__(binary, ["--seconds", "86400", "--export", self.export, *args], home=home,
                         env={"GUESS_SERVER_LIMITS": limits}, preexec_fn=limit_files)
        self.origin = f"http://127.0.0.1:{self.port}"

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def finish(self, timeout=15):
        try:
            out, err = self.process.communicate(input=b"", timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, err = self.process.communicate()
        return self.process.returncode, out.decode(errors="replace"), (self.stderr + err).decode(errors="replace")


def connect(port, source="127.0.0.1", timeout=5.0):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def request(port, raw, source="127.0.0.1", timeout=5.0):
    """Sends `raw` bytes; returns (status, whole answer, closed) once the server closed or `timeout` passed."""
    sock = connect(port, source, timeout)
    try:
        sock.sendall(raw)
        return read_answer(sock, timeout)
    finally:
        sock.close()


def read_answer(sock, timeout):
    data = b""
    closed = False
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            break
        except OSError:
            closed = True
            break
        if not chunk:
            closed = True
            break
        data += chunk
    match = re.match(rb"HTTP/1\.1 (\d{3})", data)
    return (int(match.group(1)) if match else 0), data, closed


def get(game, path, source="127.0.0.1", headers=()):
    lines = [f"GET {path} HTTP/1.1", f"Host: 127.0.0.1:{game.port}", "Connection: close", *headers]
    return request(game.port, ("\r\n".join(lines) + "\r\n\r\n").encode(), source)


def socket_status(game, path, origin=True, host=None, source="127.0.0.1"):
    """The status a WebSocket upgrade gets (101 when accepted), and the client."""
    given = game.origin if origin is True else (origin or None)
    client = WebSocket("127.0.0.1", game.port, path, origin=given, source=source, host_header=host)
    return client.status, client


def close_code(client, timeout=3):
    """The code of the close frame the server sends next (skipping states), None when none came."""
    client.sock.settimeout(timeout)
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            first, second = client._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", client._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", client._read(8))[0]
            payload = client._read(length)
            if first & 0x0F == 8:
                return (struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 1005), payload[2:].decode(
                    errors="replace")
    except (OSError, ConnectionError):
        return None
    return None


# MARK: - Keys and origins

def test_keys(game):
    status, body, _ = get(game, f"/r/{game.code}")
    check("the room's public page is served", status == 200, str(status))
    check("the public page holds no key", game.host_key.encode() not in body and game.board_key.encode() not in body)
    for role in ("host", "board"):
        status, _, _ = get(game, f"/r/{game.code}/{role}")
        check(f"/r/CODE/{role} without its key is 404", status == 404, str(status))
    status, body, _ = get(game, f"/r/{game.code}/host/{game.host_key}")
    check("the host's remote opens with its key, its assets and socket under the key",
          status == 200 and f'<base href="/r/{game.code}/host/{game.host_key}/">'.encode() in body, str(status))
    status, body, _ = get(game, f"/r/{game.code}/board/{game.board_key}")
    check("the board opens with its key", status == 200 and game.board_key.encode() in body
          and game.host_key.encode() not in body, str(status))
    status, _, _ = get(game, f"/r/{game.code}/host/{game.board_key}", source="127.0.0.2")
    check("the board's key does not open the host's remote", status == 404, str(status))
    status, _, _ = get(game, f"/r/{game.code}/host/{game.host_key}/phone.js")
    check("the keyed page's script loads under its key", status == 200, str(status))

    status, client = socket_status(game, f"/r/{game.code}/host/{game.host_key}/ws")
    welcome = client.recv() if status == 101 else None
    check("the host's socket opens with its key and our Origin", status == 101 and welcome is not None, str(status))
    check("the room welcomes it as the host", '"role":"host"' in (welcome or ""), str(welcome)[:80])
    state = client.recv() if welcome else None  # then the host's state
    if state:
        check("the host's socket gets the host's state", json.loads(state).get("role") == "host", state[:80])
    client.close()
    status, client = socket_status(game, f"/r/{game.code}/board/{game.board_key}/ws")
    state = client.recv() if status == 101 else ""
    check("the board's socket opens with its key", status == 101 and game.host_key not in (state or ""), str(status))
    client.close()
    for role in ("host", "board"):
        # role= grants nothing: the socket is a guest (room-core's room model), never the host or the board.
        status, client = socket_status(game, f"/r/{game.code}/ws?role={role}")
        welcome = (client.recv() or "") if status == 101 else ""
        check(f"the public socket never grants {role} (role=)",
              status == 404 or '"role":"guest"' in welcome, f"{status} {welcome[:80]}")
        client.close()
    status, client = socket_status(game, f"/r/{game.code}/ws?role=guest")
    check("a guest's socket opens at the public address", status == 101, str(status))
    state = client.recv() or ""
    check("no frame to a guest holds a key", game.host_key not in state and game.board_key not in state)
    client.close()
    status, _ = socket_status(game, f"/r/{game.code}/ws?role=guest", origin=False)
    check("a socket with no Origin is refused with 404", status == 404, str(status))
    status, _ = socket_status(game, f"/r/{game.code}/host/{game.host_key}/ws", origin=False)
    check("even with the key, a socket with no Origin is refused", status == 404, str(status))
    status, _ = socket_status(game, f"/r/{game.code}/host/{game.host_key}/ws", origin="http://evil.example:80",
                              host="evil.example:80")
    check("a foreign Origin is refused even when Host names it (DNS rebinding)", status == 404, str(status))


# MARK: - Late, malformed and idle connections

def test_malformed_and_slow(game):
    big = b"GET /r/" + game.code.encode() + b" HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n"
    status, _, closed = request(game.port, big, timeout=5)
    check("a 100 KB header gets 400 or 431 and is closed", status in (400, 431) and closed, f"{status} {closed}")
    hello = bytes.fromhex("16030100c4010000c00303") + os.urandom(32) + b"\x00" * 40
    status, _, closed = request(game.port, hello, timeout=5)
    check("a TLS hello gets 400 and is closed", status == 400 and closed, f"{status} {closed}")
    status, answer, closed = request(game.port, b"GET / HTTP/9.9\r\nHost: x\r\n\r\n", timeout=5)
    check("HTTP/9.9 gets 400 (or 505) and is closed", status in (400, 505) and closed, f"{status} {closed} {answer[:60]!r}")
    # Heads the HTTP parser behind the guard would leave unanswered and open: 400 at once (not the head time).
    path = f"/r/{game.code}".encode()
    for name, raw in (("a bare-LF head", b"GET " + path + b" HTTP/1.1\nHost: x\n\n"),
                      ("method FOO", b"FOO " + path + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
                      ("two Content-Length lines",
                       b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab"),
                      ("Content-Length beside Transfer-Encoding", b"POST " + path + b" HTTP/1.1\r\nHost: x\r\n"
                       b"Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
                      ("a folded header line", b"GET " + path + b" HTTP/1.1\r\nHost: x\r\n  folded\r\n\r\n")):
        started = time.monotonic()
        status, answer, closed = request(game.port, raw, source="127.0.0.61", timeout=3)
        took = time.monotonic() - started
        check(f"{name} gets 400 and is closed at once", status == 400 and closed and took < 0.9,
              f"{status} {closed} after {took:.2f} s {answer[:60]!r}")

    sock = connect(game.port)
    started = time.monotonic()
    sock.sendall(b"GET /r/")
    closed_in = None
    for _ in range(40):  # one byte every 0.1 s: a slowloris trickle, never ending its head
        try:
            sock.sendall(b"A")
            sock.settimeout(0.1)
            data = sock.recv(4096)
            if data == b"" or data.startswith(b"HTTP/1.1 408"):
                closed_in = time.monotonic() - started
                break
        except socket.timeout:
            continue
        except OSError:
            closed_in = time.monotonic() - started
            break
    sock.close()
    check("a trickled head is closed within the head time (1 s here, 10 s in a game)",
          closed_in is not None and closed_in < 3, str(closed_in))

    sock = connect(game.port)
    status, answer, closed = read_answer(sock, 4)
    sock.close()
    check("a silent connection gets 408 and is closed within the head time", status == 408 and closed,
          f"{status} {closed}")

    sock = connect(game.port)
    sock.sendall(f"GET /r/{game.code}/phone.css HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    started = time.monotonic()
    status, _, closed = read_answer(sock, 6)
    sock.close()
    check("a kept-alive connection is closed once idle (2 s here, 60 s in a game)",
          status == 200 and closed and time.monotonic() - started < 5.5, f"{status} {closed}")


def test_address_cap(game):
    def answers_of(sockets):
        answers = {}
        deadline = time.monotonic() + 6
        while len(answers) < len(sockets) and time.monotonic() < deadline:
            ready, _, _ = select.select([sock for sock in sockets if sock not in answers], [], [], 0.5)
            for sock in ready:
                sock.settimeout(0.2)
                try:
                    answers[sock] = sock.recv(200)
                except OSError:
                    answers[sock] = b""
        return [answers.get(sock, b"")[9:12] for sock in sockets]

    sockets = [connect(game.port, source="127.0.0.77", timeout=2) for _ in range(29)]
    try:
        # Over its 24 connections an address waits in a slot kept for the keyed pages: a request there that
        # names no keyed page gets 503; the host's page, asked for once the address holds its 24, is served.
        for sock in sockets:
            sock.sendall(f"GET /r/{game.code}/phone.css HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        statuses = answers_of(sockets)
        host = connect(game.port, source="127.0.0.77", timeout=2)
        sockets.append(host)
        host.sendall(f"GET /r/{game.code}/host/{game.host_key} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        host_status = answers_of([host])[0]
        check("one address holds 24 connections; the 25th and later get 503 unless their request is the host's page",
              sorted(statuses) == [b"200"] * 24 + [b"503"] * 5 and host_status == b"200", f"{statuses} {host_status}")
    finally:
        for sock in sockets:
            sock.close()


def test_web_socket_rules(game):
    status, client = socket_status(game, f"/r/{game.code}/ws?role=guest", source="127.0.0.3")
    client.recv()
    client.sock.sendall(bytes([0x81, 0x02]) + b"hi")  # a text frame without a mask
    check("an unmasked client frame closes the socket with 1002", close_code(client) == (1002, ""), "")
    client.sock.close()
    status, client = socket_status(game, f"/r/{game.code}/ws?role=guest", source="127.0.0.3")
    client.recv()
    client.send(b"\xff\xfe{}")
    code = close_code(client)
    check("a text frame that is not UTF-8 closes the socket with 1007", code is not None and code[0] == 1007, str(code))
    client.sock.close()


def test_frame_floods(game):
    status, client = socket_status(game, f"/r/{game.code}/ws", source="127.0.0.4")
    client.recv()
    # A text frame without FIN, then empty continuation frames: closed with 1009 at the ninth frame.
    mask = b"\x01\x02\x03\x04"
    client.sock.sendall(b"\x01\x81" + mask + b"x" + (b"\x00\x80" + mask) * 20)
    code = close_code(client)
    check("a message of endless continuation frames closes the socket with 1009", code is not None and code[0] == 1009,
          str(code))
    client.sock.close()
    status, client = socket_status(game, f"/r/{game.code}/ws", source="127.0.0.4")
    client.recv()
    for _ in range(60):  # 60 pings at once: over the burst of 30 frames a phone never sends
        client._frame(9, b"")
    code = close_code(client)
    check("frames far faster than a phone sends them close the socket with 1008",
          code is not None and code[0] == 1008, str(code))
    client.sock.close()


def test_fragment_flood_memory(binary):
    """40 guests each send 1 MiB of empty continuation frames (175,000 frames each): every socket is closed at
    its ninth frame, and the game's memory is back within a few MiB."""
    game = Game(binary, ["--no-history"], limits="head=10,idle=120")
    try:
        status, probe = socket_status(game, f"/r/{game.code}/ws", source="127.0.3.1")
        probe.recv()
        before = rss_kib(game.process.pid)
        mask = b"\x01\x02\x03\x04"
        flood = b"\x01\x81" + mask + b"x" + (b"\x00\x80" + mask) * (1 << 20 // 6)
        codes, peak = [], before
        for index in range(40):
            status, client = socket_status(game, f"/r/{game.code}/ws", source=f"127.0.3.{10 + index // 4}")
            if status != 101:
                codes.append(status)
                continue
            client.recv()
            try:
                client.sock.sendall(flood)
            except OSError:
                pass  # the game closed it mid-flood
            codes.append((close_code(client) or (None,))[0])
            client.sock.close()
            peak = max(peak, rss_kib(game.process.pid))
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and rss_kib(game.process.pid) > before + 4096:
            time.sleep(0.1)
        after = rss_kib(game.process.pid)
        FIGURES["resident memory (KiB) before, at the peak of, and after 40 MiB of continuation frames"] = [
            before, peak, after]
        check("every flooding socket is closed with 1009", codes == [1009] * 40, str(codes))
        check("the game's memory stays within 16 MiB during the flood and within 4 MiB after",
              peak - before < 16 * 1024 and after - before < 4096, f"{before} {peak} {after} KiB")
        probe.send(b'{"do":"nothing"}')
        check("the guest who watched is still connected", not probe.closed, "")
        probe.sock.close()
    finally:
        game.process.kill()
        game.process.wait()


def test_room_full(binary):
    # A game of its own, whose phones may stay idle: under load, 200 sockets take longer to open than the
    # shortened idle time of the other tests, which would close the first ones and make room again.
    game = Game(binary, ["--no-history"], limits="head=10,idle=120")
    clients = []
    full = None
    try:
        for index in range(205):  # the room holds 200 phones; spread over addresses like phones on a Wi-Fi
            source = f"127.0.0.{10 + index // 8}"  # 8 phones an address at most
            status, client = socket_status(game, f"/r/{game.code}/ws?role=guest", source=source)
            if status != 101:
                break
            clients.append(client)
            if len(clients) > 200:
                notice = client.recv()
                full = (notice, close_code(client))
                break
        check("the 201st phone is told the room is full ({\"notice\":\"full\"}, then close 4000 'room full')",
              full == ('{"notice":"full"}', (4000, "room full")), f"{full} after {len(clients)}")
        # Then 400 idle connections from 20 addresses: the general slots fill, the rest wait their turn in
        # the reserve (the newest closes the oldest). The host's remote and the board still load and connect.
        idle = []
        for index in range(400):
            try:
                idle.append(connect(game.port, source=f"127.0.4.{1 + index // 20}", timeout=2))
            except OSError:
                pass
        started = time.monotonic()
        status, body, _ = get(game, f"/r/{game.code}/host/{game.host_key}", source="127.0.5.1")
        host_status, host = socket_status(game, f"/r/{game.code}/host/{game.host_key}/ws", source="127.0.5.1")
        welcome = host.recv() if host_status == 101 else None
        took = time.monotonic() - started
        check("with the room full and 400 idle connections held, the host's remote loads and connects",
              status == 200 and welcome is not None and '"role":"host"' in welcome, f"{status} {host_status} {welcome}")
        FIGURES["host's remote: page and socket with 200 phones and 400 idle connections held (s)"] = round(took, 3)
        status, _, _ = get(game, f"/r/{game.code}/board/{game.board_key}", source="127.0.5.2")
        board_status, board = socket_status(game, f"/r/{game.code}/board/{game.board_key}/ws", source="127.0.5.2")
        check("so does the board", status == 200 and board_status == 101 and board.recv() is not None,
              f"{status} {board_status}")
        status, _, _ = get(game, f"/r/{game.code}", source="127.0.5.3")
        check("a new phone's page meanwhile gets 503 or is closed (its slot is a keyed page's)", status in (0, 503),
              str(status))
        # The same in a real browser (Chromium, from 127.0.0.1): the host's remote and the board load, connect
        # and draw what the server sends (the remote its End the game button, the board the room's code), with
        # the room full and the 400 connections still held.
        host.sock.close()
        board.sock.close()
        seen = browser_pages(game)
        check("with the room full and 400 connections held, Chromium loads the host's remote and it connects "
              "(its ■ End the game button)", seen.get("host"), str(seen))
        check("and the board, which shows the room's code", seen.get("board"), str(seen))
        for sock in idle:
            sock.close()
        host.sock.close()
        board.sock.close()
        for client in clients:
            client.sock.close()
        code, out, err = game.finish()
        check("the host is told once that the room is full", (out + err).count("the room is full") == 1,
              f"exit {code}: {(out + err)[-300:]}")
    finally:
        for client in clients:
            client.sock.close()
        if game.process.poll() is None:
            game.process.kill()
            game.process.wait()


def browser_pages(game):
    """Whether Chromium loads the host's remote and the board of `game` and each connects: the remote draws
    the Start button the server's state allows, the board the room's code. {} when Chromium is missing."""
    from selenium.webdriver.common.by import By
    seen = {}
    driver = page("phone", 800, 600)
    base = f"http://127.0.0.1:{game.port}/r/{game.code}"
    driver.get(f"{base}/host/{game.host_key}")
    seen["host"] = bool(
        wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '.host-row button[data-do="quit"]'), 8))
    driver.get(f"{base}/board/{game.board_key}")
    seen["board"] = bool(wait_for(lambda: game.code in driver.find_element(By.TAG_NAME, "body").text, 8))
    return seen


def test_wrong_codes(game):
    source = "127.0.0.50"
    statuses = [get(game, "/r/ZZZZZZ", source=source)[0] for _ in range(3)]
    check("wrong codes get 404 up to the limit", statuses == [404] * 3, str(statuses))
    status, answer, _ = get(game, f"/r/{game.code}/host/{'A' * 22}", source=source)
    check("the wrong code or key past the limit gets 429 with Retry-After",
          status == 429 and b"Retry-After: 4" in answer, f"{status} {answer[:120]!r}")
    status, _, _ = get(game, f"/r/{game.code}", source=source)
    check("while refused, even the right code gets 429", status == 429, str(status))
    status, _ = socket_status(game, f"/r/{game.code}/ws?role=guest", source=source)
    check("while refused, a socket gets 429", status == 429, str(status))
    status, _, _ = get(game, f"/r/{game.code}", source="127.0.0.51")
    check("another address is not refused", status == 200, str(status))
    started = time.monotonic()
    answered = 0
    while time.monotonic() - started < 1.0 and answered < 20_000:
        get(game, "/r/ZZZZZZ", source=source)
        answered += 1
    FIGURES["wrong codes answered in a second after the limit (all 429)"] = answered


FIGURES = {}


# MARK: - 1,100 idle sockets against the file limit

def test_idle_flood(binary):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard < 2500:
        check("1,100 idle sockets (skipped: this process may open only %d files)" % hard, True)
        return
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    game = Game(binary, ["--no-history"], limits="head=2,idle=4,per_address=24,connections=150", file_limit=1024)
    try:
        baseline = game.descriptors()
        sockets = []
        for index in range(1100):
            try:
                sockets.append(connect(game.port, source=f"127.0.1.{1 + index // 11}", timeout=2))
            except OSError:
                pass
        # Every socket dealt with and no refusal under way: each one refused (answered and closed by the game:
        # its end hung up here) or held by the game (one of its descriptors), none answered and not yet
        # closed. Idle ones are closed after the head time, so this comes within it at most. The sockets are
        # polled before the descriptors are counted: a refusal that ends in between is then counted once.
        # A connection the game has accepted but not yet answered counts as held here: the count must also
        # stay the same from one look to the next (on a busy machine the accepting lags the refusing).
        deadline = time.monotonic() + 5
        previous = None
        while time.monotonic() < deadline:
            poller = select.poll()
            for held_socket in sockets:
                poller.register(held_socket, select.POLLIN | select.POLLRDHUP)
            events = [events for _, events in poller.poll(0)]
            closed = sum(1 for each in events if each & (select.POLLRDHUP | select.POLLHUP))
            refusing = len(events) - closed
            current = (closed, game.descriptors())
            if refusing == 0 and closed + current[1] - baseline >= len(sockets) and current == previous:
                break
            previous = current
            time.sleep(0.05)
        held = game.descriptors()
        rss = rss_kib(game.process.pid)
        check("1,100 idle sockets never take the game near its 1,024 files", held < 1024 - 128,
              f"{held} descriptors ({baseline} before)")
        check("the server holds no more connections than its cap in all (150 here)", held <= baseline + 150 + 4,
              f"{held} descriptors ({baseline} before)")
        status, _, _ = get(game, f"/r/{game.code}", source="127.0.2.1")
        FIGURES["descriptors: before, with 1,100 idle sockets, after"] = [baseline, held]
        FIGURES["resident memory with 1,100 idle sockets (KiB)"] = rss
        deadline = time.monotonic() + 6
        while time.monotonic() < deadline and game.descriptors() > baseline + 4:
            time.sleep(0.2)
        after = game.descriptors()
        FIGURES["descriptors: before, with 1,100 idle sockets, after"].append(after)
        FIGURES["resident memory after they close (KiB)"] = rss_kib(game.process.pid)
        check("the idle sockets are closed within the head time", after <= baseline + 4, f"{after} vs {baseline}")
        status, _, _ = get(game, f"/r/{game.code}", source="127.0.2.2")
        check("a phone gets in after the flood", status == 200, str(status))
        for sock in sockets:
            sock.close()
        code, out, err = game.finish()
        exported = os.path.exists(game.export) and os.path.getsize(game.export) > 0
        check("the game still exports after the flood", code == 0 and exported and "Too many open files" not in err,
              f"exit {code}: {err[-300:]}")
    finally:
        if game.process.poll() is None:
            game.process.kill()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def test_public_url_flags(binary):
    env = environment(sandbox("guess-server-flags-"))
    for args, expected in ((["--public-url", "http://game.example.org", "--serve", "127.0.0.1:0"],
                            "--public-url expects https://NAME"),
                           (["--public-url", "https://game.example.org/r/x", "--serve", "127.0.0.1:0"],
                            "--public-url expects https://NAME"),
                           (["--public-url", "https://game.example.org"], "--public-url needs a server")):
        done = subprocess.run([binary, "play", "--no-history", "--sound", "off", *args], stdin=subprocess.DEVNULL,
                              capture_output=True, env=env, timeout=20)
        check(f"--public-url {args[1]}{' without --serve' if len(args) == 2 else ''}: exit 64 with a clear message",
              done.returncode == 64 and expected in done.stderr.decode(), f"{done.returncode} {done.stderr[-200:]!r}")


def run(arguments):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    FIGURES.clear()
    game = Game(arguments.binary)
    try:
        test_keys(game)
        test_malformed_and_slow(game)
        test_web_socket_rules(game)
        test_frame_floods(game)
        test_address_cap(game)
        test_wrong_codes(game)
        code, out, err = game.finish()
        check("the host is told once that someone is guessing codes",
              (out + err).count("someone on the network is guessing") == 1, (out + err)[-300:])
        check("the game ends well", code == 0, str(code))
    finally:
        if game.process.poll() is None:
            game.process.kill()
    test_room_full(arguments.binary)
    test_fragment_flood_memory(arguments.binary)
    test_idle_flood(arguments.binary)
    test_public_url_flags(arguments.binary)
    for name, value in FIGURES.items():
        print(f"figure  {name}: {value}")


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("server", run))
