#!/usr/bin/env python3
"""The phones' server's wire (#42), over raw sockets on loopback against `guess play --serve 127.0.0.1:0`:
the desync of the fifth hostile pass (an upgrade's head and a frame's first bytes in one segment, then a
payload the old byte guard read as a 2^39-byte frame header), floods of empty continuation frames from
several sockets after it, an unmasked ping, pipelined requests with an oversized head, every malformed head
the pass left unanswered, forwarded headers from an undeclared and a declared proxy, and a seeded fuzzer of
the wire (valid sessions split at random across reads, mutated frame headers, control frames between a
message's frames) that checks the server never holds more than the memory bound and never acts on a frame
the WebSocket's parser rejects.

    python3 Tests/Browser/wire_test.py [--binary .build/debug/guess] [--cases N] [--seed S]

`make test` runs it (lane-server) with 120 fuzz cases; `make bench` with 2,000 (Benchmarks/wire.py). Every
loop is bounded in count and every wait in time; traffic stays on loopback."""
import base64
import json
import os
import random
import re
import socket
import struct
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import check  # noqa: E402
from server_test import Game, connect, get, request, rss_kib  # noqa: E402
from wsclient import WebSocket  # noqa: E402

# Resident memory may grow this much over the idle figure, whatever a peer sends (#42).
BOUND_KIB = 20 * 1024
FIGURES = {}


def upgrade_head(game, path, origin=True):
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [f"GET {path} HTTP/1.1", f"Host: 127.0.0.1:{game.port}", "Upgrade: websocket", "Connection: Upgrade",
             f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
    if origin:
        lines.append(f"Origin: {game.origin}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def frame(opcode, payload=b"", fin=True, masked=True, rsv=0, length=None):
    """A client frame; `length` overrides the payload length written in the header."""
    first = (0x80 if fin else 0) | (rsv << 4) | opcode
    size = len(payload) if length is None else length
    if size < 126:
        header = bytes([first, (0x80 if masked else 0) | size])
    elif size < 65536:
        header = bytes([first, (0x80 if masked else 0) | 126]) + struct.pack(">H", size)
    else:
        header = bytes([first, (0x80 if masked else 0) | 127]) + struct.pack(">Q", size)
    if not masked:
        return header + payload
    mask = os.urandom(4)
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


class RawSocket:
    """A socket that sent its upgrade's head itself: reads the answer's head, then frames."""

    def __init__(self, game, first_bytes, source="127.0.0.1", timeout=3.0):
        self.sock = connect(game.port, source, timeout)
        self.sock.sendall(first_bytes)
        self.buffer = b""
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.buffer and time.monotonic() < deadline:
            try:
                chunk = self.sock.recv(4096)
            except OSError:
                break
            if not chunk:
                break
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        self.status = int(head[9:12]) if head[9:12].isdigit() else 0

    def frames(self, timeout=2.0):
        """The frames the server sends until it closes or `timeout` passes: [(opcode, payload)]."""
        found = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            while len(self.buffer) >= 2:
                length = self.buffer[1] & 0x7F
                start = 2 + (2 if length == 126 else 8 if length == 127 else 0)
                if len(self.buffer) < start:
                    break
                if length == 126:
                    length = struct.unpack(">H", self.buffer[2:4])[0]
                elif length == 127:
                    length = struct.unpack(">Q", self.buffer[2:10])[0]
                if len(self.buffer) < start + length:
                    break
                found.append((self.buffer[0] & 0x0F, self.buffer[start:start + length]))
                self.buffer = self.buffer[start + length:]
            if any(opcode == 8 for opcode, _ in found):
                return found
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                break
            except OSError:
                break
            if not chunk:
                break
            self.buffer += chunk
        return found

    def close_code(self, timeout=2.0):
        for opcode, payload in self.frames(timeout):
            if opcode == 8:
                return struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 1005
        return None


def settle(pid, before, seconds=5.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and rss_kib(pid) > before + 4096:
        time.sleep(0.1)
    return rss_kib(pid)


def test_desync_and_floods(binary):
    game = Game(binary, ["--no-history"], limits="head=10,idle=120")
    try:
        pid = game.process.pid
        path = f"/r/{game.code}/ws"
        status, probe = game_socket(game, path, "127.0.4.1")
        probe.recv()
        before = rss_kib(pid)
        peak = before
        # The desync: the head and a 6-byte frame header (a binary frame of 100 bytes, masked) in one segment;
        # then a payload whose first bytes, read afresh as a frame header, announce about 2^39 bytes.
        payload = bytes([0x82, 0xFF, 0x00, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00]) + b"\x00" * 90
        mask = b"\x01\x02\x03\x04"
        raw = RawSocket(game, upgrade_head(game, path) + bytes([0x82, 0x80 | 100]) + mask, source="127.0.4.2")
        check("the desync's upgrade is answered 101", raw.status == 101, str(raw.status))
        raw.sock.sendall(bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        # Then empty continuation frames, as fast as the socket takes them.
        burst = frame(1, b"x", fin=False) + frame(0, fin=False) * 4000
        try:
            raw.sock.sendall(burst)
        except OSError:
            pass
        code = raw.close_code()
        check("after the desync, a flood of continuation frames is closed (1002, 1008 or 1009)",
              code in (1002, 1008, 1009), str(code))
        raw.sock.close()
        # An unmasked ping after the same desync: closed with 1002, never answered with a pong.
        raw = RawSocket(game, upgrade_head(game, path) + bytes([0x82, 0x80 | 100]) + mask, source="127.0.4.3")
        raw.sock.sendall(bytes(b ^ mask[i % 4] for i, b in enumerate(payload)) + frame(9, b"hi", masked=False))
        frames = raw.frames()
        codes = [struct.unpack(">H", p[:2])[0] for o, p in frames if o == 8 and len(p) >= 2]
        check("an unmasked ping after the desync closes with 1002 and gets no pong",
              codes == [1002] and not any(o == 10 for o, _ in frames), str(frames[:4]))
        raw.sock.close()
        # Eight sockets flooding empty continuation frames at once.
        sockets = []
        for index in range(8):
            raw = RawSocket(game, upgrade_head(game, path), source=f"127.0.4.{10 + index}")
            sockets.append(raw)
        flood = frame(1, b"x", fin=False) + frame(0, fin=False) * 20000
        for raw in sockets:
            try:
                raw.sock.sendall(flood)
            except OSError:
                pass
            peak = max(peak, rss_kib(pid))
        codes = [raw.close_code() for raw in sockets]
        peak = max(peak, rss_kib(pid))
        for raw in sockets:
            raw.sock.close()
        after = settle(pid, before)
        FIGURES["resident memory (KiB) idle, at the peak of, and after the desync and 8 flooding sockets"] = [
            before, peak, after]
        check("each of 8 flooding sockets is closed (1002, 1008 or 1009)",
              all(code in (1002, 1008, 1009) for code in codes), str(codes))
        check("memory stays within 20 MiB of idle during the floods and comes back after",
              peak - before < BOUND_KIB and after - before < 4096, f"{before} {peak} {after} KiB")
        probe.send(b'{"do":"nothing"}')
        check("the guest who watched is still connected", not probe.closed)
        probe.sock.close()
    finally:
        game.stop()


def game_socket(game, path, source):
    client = WebSocket("127.0.0.1", game.port, path, origin=game.origin, source=source)
    return client.status, client


def test_heads(game):
    path = f"/r/{game.code}".encode()
    good = b"GET " + path + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    big = b"GET " + path + b" HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 60_000 + b"\r\n\r\n"
    status, answer, closed = request(game.port, good + big, source="127.0.5.1", timeout=3)
    statuses = [int(code) for code in re.findall(rb"HTTP/1\.1 (\d{3}) ", answer)]
    check("a pipelined request with a 60 KB head gets 431 (after the first's answer, if it came first)",
          431 in statuses and closed, f"{statuses} {closed}")
    cases = (("Content-Length: 1 0", b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nContent-Length: 1 0\r\n\r\nab", 400),
             ("a NUL in a header value", b"GET " + path + b" HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n", 400),
             ("a DEL in a header value", b"GET " + path + b" HTTP/1.1\r\nHost: x\r\nX-A: a\x7fb\r\n\r\n", 400),
             ("3,000 small headers", b"GET " + path + b" HTTP/1.1\r\n" + b"A: b\r\n" * 3000 + b"\r\n", 431),
             ("Transfer-Encoding: chunked, gzip",
              b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n", 400),
             ("a control character in X-Forwarded-For",
              b"GET " + path + b" HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 1.2.3.4\x1b[31m\r\n\r\n", 400),
             ("a body", b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", 413),
             ("a bare-LF head", b"GET " + path + b" HTTP/1.1\nHost: x\n\n", 400))
    for name, raw, expected in cases:
        started = time.monotonic()
        status, answer, closed = request(game.port, raw, source="127.0.5.2", timeout=3)
        took = time.monotonic() - started
        check(f"{name}: {expected} at once and closed", status == expected and closed and took < 0.9,
              f"{status} {closed} after {took:.2f} s {answer[:60]!r}")


def test_forwarded(binary):
    """Without a declared proxy, X-Forwarded-For from loopback counts as loopback (a client naming a victim
    locks itself out, not the victim) and the host is told once; with --trusted-proxy each named client is
    counted alone."""
    for declared in (False, True):
        args = ["--no-history"] + (["--trusted-proxy", "127.0.0.1"] if declared else [])
        game = Game(binary, args, limits="head=10,idle=120,guesses=3,window=60,lockout=30")
        try:
            for _ in range(5):
                get(game, "/r/WRONGX", headers=["X-Forwarded-For: 203.0.113.9"])
            status_named, _, _ = get(game, f"/r/{game.code}", headers=["X-Forwarded-For: 203.0.113.9"])
            status_other, _, _ = get(game, f"/r/{game.code}", headers=["X-Forwarded-For: 203.0.113.10"])
            status_plain, _, _ = get(game, f"/r/{game.code}")
            if declared:
                check("behind a declared proxy, the named client that guessed is locked out, another is not",
                      (status_named, status_other, status_plain) == (429, 200, 200),
                      f"{status_named} {status_other} {status_plain}")
            else:
                check("from an undeclared loopback peer, X-Forwarded-For is ignored: the peer itself is locked out",
                      (status_named, status_other, status_plain) == (429, 429, 429),
                      f"{status_named} {status_other} {status_plain}")
            game.process.stdin.write(b"start\nquit\ny\n")
            game.process.stdin.flush()
            code, out, err = game.finish()
            told = (out + err).count("--trusted-proxy 127.0.0.1")
            check(f"the host is told how to declare the proxy {'never' if declared else 'once'}",
                  told == (0 if declared else 1), (out + err)[-300:])
        finally:
            game.stop()


# MARK: - The seeded fuzzer

def reference(frames_sent):
    """The index of the first of `frames_sent` ((first byte, second byte, payload length) of each) that RFC
    6455 and the server's limits refuse, or None when all pass."""
    in_message = 0
    for index, (first, second, length) in enumerate(frames_sent):
        fin, rsv, opcode, masked = first & 0x80, first & 0x70, first & 0x0F, second & 0x80
        if not masked or rsv or opcode not in (0, 1, 2, 8, 9, 10) or length > 1024:
            return index
        if opcode >= 8:
            if not fin or length > 125:
                return index
            continue
        if opcode == 0:
            if not in_message:
                return index
            in_message += 1
            if in_message > 8:
                return index
        elif in_message:
            return index
        else:
            in_message = 1
        if fin:
            in_message = 0
    return None


def drain_states(client, seconds):
    """The states `client` received within `seconds` (parsed), reading whatever is there."""
    states = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        client.sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            first, second = client._read(2)
        except (OSError, ConnectionError):
            break
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", client._read(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", client._read(8))[0]
        payload = client._read(length)
        if first & 0x0F == 1:
            try:
                states.append(json.loads(payload))
            except ValueError:
                pass
        elif first & 0x0F == 9:
            client._frame(10, payload)
    return states


def fuzz(binary, cases, seed):
    """Each case: a valid session of the host's socket (text messages, some split into continuations, pings
    and pongs between), split at random across reads; in most cases one header byte of one frame mutated.
    A session the reference (RFC 6455 and the server's limits) refuses ends with `{"do":"lock"}`: the
    server must close the socket (1002, 1008 or 1009) and never lock the room, which a passive host's socket
    watches; a session it accepts sends no lock. At the end a valid lock shows the watch sees one."""
    rng = random.Random(seed)
    game = Game(binary, ["--no-history"], limits="head=10,idle=120")
    broke = []
    seen_locked = []
    try:
        pid = game.process.pid
        host_path = f"/r/{game.code}/host/{game.host_key}/ws"
        watcher = WebSocket("127.0.0.1", game.port, host_path, origin=game.origin, source="127.0.6.1")
        drain_states(watcher, 0.5)
        before = rss_kib(pid)
        peak = before
        refused_count = 0
        for case in range(cases):
            sent = []
            body = b""
            for _ in range(rng.randint(1, 4)):
                if rng.random() < 0.3:
                    ping = os.urandom(rng.randint(0, 8))
                    body += frame(9, ping)
                    sent.append((0x89, 0x80 | len(ping), len(ping)))
                text = b'{"do":"nothing"}'
                parts = rng.randint(1, 3)
                cuts = sorted(rng.sample(range(1, len(text)), parts - 1)) if parts > 1 else []
                pieces = [text[a:b] for a, b in zip([0] + cuts, cuts + [len(text)])]
                for number, piece in enumerate(pieces):
                    fin = number == len(pieces) - 1
                    body += frame(1 if number == 0 else 0, piece, fin=fin)
                    sent.append(((0x80 if fin else 0) | (1 if number == 0 else 0), 0x80 | len(piece), len(piece)))
                    if not fin and rng.random() < 0.3:
                        body += frame(10, b"")
                        sent.append((0x8A, 0x80, 0))
            if rng.random() < 0.8:
                # One header byte of one frame changed: the mask bit, a reserved bit, the opcode or FIN (never
                # the length of a masked frame, which only re-frames the stream: the desync test covers that).
                starts, position = [], 0
                for _, _, length in sent:
                    starts.append(position)
                    position += 6 + length
                target = rng.randrange(len(sent))
                first, second, length = sent[target]
                at = starts[target]
                choice = rng.randrange(4)
                if choice == 0:
                    second &= 0x7F
                    body = body[:at] + bytes([first, second]) + body[at + 6:]
                else:
                    first ^= {1: 0x40, 2: rng.choice([0x03, 0x04, 0x08, 0x0C]), 3: 0x80}[choice]
                    body = body[:at] + bytes([first]) + body[at + 1:]
                sent[target] = (first, second, length)
            refused = reference(sent)
            if refused is not None:
                refused_count += 1
                body += frame(1, b'{"do":"lock"}')
            raw = RawSocket(game, upgrade_head(game, host_path), source=f"127.0.7.{1 + case % 200}")
            if raw.status != 101:
                broke.append((case, raw.status))
                raw.sock.close()
                continue
            position = 0
            try:
                while position < len(body):
                    step = rng.randint(1, 40)
                    raw.sock.sendall(body[position:position + step])
                    position += step
            except OSError:
                pass
            code = raw.close_code(timeout=1.0) if refused is not None else None
            raw.sock.close()
            if refused is not None and code not in (1002, 1008, 1009):
                broke.append((case, "closed with", code, "for", sent[refused]))
            seen_locked += [case for state in drain_states(watcher, 0.02) if state.get("locked")]
            peak = max(peak, rss_kib(pid))
        seen_locked += [cases for state in drain_states(watcher, 1.0) if state.get("locked")]
        after = settle(pid, before)
        # The watch has teeth: a valid lock from a socket of its own is seen.
        lock = RawSocket(game, upgrade_head(game, host_path), source="127.0.6.2")
        lock.sock.sendall(frame(1, b'{"do":"lock"}'))
        shown = any(state.get("locked") for state in drain_states(watcher, 3.0))
        lock.sock.close()
        FIGURES["fuzz cases run (refused by the reference)"] = f"{cases} ({refused_count})"
        FIGURES["resident memory (KiB) idle, at the peak of, and after the fuzz"] = [before, peak, after]
        check(f"fuzz ({cases} cases, seed {seed}): every session the parser must refuse is closed (1002/1008/1009)",
              not broke, str(broke[:5]))
        check("fuzz: no frame the parser refused, nor one after it, was acted on (the room never locked)",
              not seen_locked, str(seen_locked[:10]))
        check("fuzz: the watch sees a valid lock (the check can fail)", shown)
        check("fuzz: memory within 20 MiB of idle throughout and back after",
              peak - before < BOUND_KIB and after - before < 4096, f"{before} {peak} {after} KiB")
        status, _, _ = get(game, f"/r/{game.code}")
        check("fuzz: the server still answers", status == 200, str(status))
        watcher.sock.close()
    finally:
        game.stop()


def add_arguments(parser):
    parser.add_argument("--cases", type=int, default=120, help="sessions the fuzzer plays")
    parser.add_argument("--seed", type=int, default=42, help="the fuzzer's seed")
    parser.add_argument("--fuzz-only", action="store_true")


def run(args):
    FIGURES.clear()
    if not args.fuzz_only:
        test_desync_and_floods(args.binary)
        game = Game(args.binary, ["--no-history"], limits="head=10,idle=120")
        try:
            test_heads(game)
        finally:
            game.stop()
        test_forwarded(args.binary)
    fuzz(args.binary, args.cases, args.seed)
    for name, value in FIGURES.items():
        print(f"figure  {name}: {value}")


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("wire", run, add_arguments))
