#!/usr/bin/env python3
"""guess round benchmark: how far a round's end lands from its deadline, and key-to-redraw latency.

Run with `make bench` (after run.py), or directly:

    python3 Benchmarks/round.py [PATH/TO/guess]

The binary is the first argument, else $GUESS_BINARY, else .build/release/guess.

1. Deadline: ROUNDS rounds of `guess play --seconds 1`, through a pipe (stdin held open, no line sent)
   and in a pseudo-terminal (--yes --lead-in 0, no key pressed). Each is timed from the moment the
   first word appears (the first WORD<TAB>TIER line / the first full frame) to the end of the round
   (the "round over" line on stderr, and process exit / the "Time is up" recap), and the deviation from
   the configured second is reported (goal from issue 3: within 50 ms).
2. Key-to-redraw latency in a pseudo-terminal: KEYS presses of `y`, each timed from the write to the
   master until the full frame showing the new count ("right N") has arrived (goal: under 5 ms); the
   reference is `cat` in a raw pty echoing one byte, measured the same way: the pty round trip and one
   process wake-up, the floor under any program's figure.

A benchmark, not a test: it prints figures side by side and exits 0 whatever they are. A part that
cannot be measured says so, the others go on, and the script then exits 1 naming it; 2 when there is no
binary to run. Standard library
only; Linux (pty, setsid from util-linux).
"""

import os
import platform
import pty
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time
import tty

from common import ROOT, binary_path, finish, unmeasured

ROUNDS = 5
SECONDS = 1
KEYS = 50
DEADLINE_GOAL_MS = 50
REDRAW_GOAL_MS = 5
PLAY_AGAIN_GRACE = 0.7
ESCAPE = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]")
FRAME_END = b"\x1b[J"




def text(data):
    """Terminal output as text: escape sequences and carriage returns removed."""
    return ESCAPE.sub(b"", data).replace(b"\r", b"").decode("utf-8", "replace")


def ms(seconds):
    return seconds * 1000.0


class Sandbox:
    """A scratch HOME/XDG/history for the game, so no user configuration or history is touched."""

    def __init__(self):
        self.directory = tempfile.TemporaryDirectory(prefix="guess-round-bench-")
        root = self.directory.name
        self.env = {
            "HOME": os.path.join(root, "home"),
            "XDG_CONFIG_HOME": os.path.join(root, "config"),
            "XDG_DATA_HOME": os.path.join(root, "data"),
            "GUESS_DB": os.path.join(root, "data", "history.sqlite"),
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        }
        for key in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
            os.makedirs(self.env[key], exist_ok=True)

    def close(self):
        self.directory.cleanup()


class Pty:
    """A program in a fresh 80x24 pseudo-terminal that is its controlling terminal."""

    def __init__(self, command, env):
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.data = bytearray()
        setsid = shutil.which("setsid")
        prefix = [setsid, "--ctty"] if setsid else []
        self.process = subprocess.Popen(
            prefix + command, stdin=self.slave, stdout=self.slave, stderr=self.slave, env=env, close_fds=True,
            preexec_fn=None if setsid else _own_terminal)

    def raw(self):
        tty.setraw(self.slave)

    def pump(self, timeout):
        """Reads what arrives within `timeout` seconds (at most one read); returns the time it arrived."""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return None
        try:
            chunk = os.read(self.master, 65536)
        except OSError:
            return None
        now = time.monotonic()
        self.data += chunk
        return now

    def wait(self, condition, timeout, start=0):
        """Reads until condition(data[start:]) holds; returns the arrival time of the read that made it
        hold, or None at the timeout."""
        if condition(bytes(self.data[start:])):
            return time.monotonic()
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            arrived = self.pump(left)
            if arrived is not None and condition(bytes(self.data[start:])):
                return arrived

    def send(self, data):
        mark = len(self.data)
        sent = time.monotonic()
        os.write(self.master, data)
        return mark, sent

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=5)
        os.close(self.master)
        os.close(self.slave)


def _own_terminal():
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 1)


def history_flags(guess, env):
    """`--no-history` when this build has it: benchmark rounds do not belong in anyone's history."""
    try:
        help_text = subprocess.run([guess, "play", "--help"], env=env, capture_output=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    return ["--no-history"] if b"--no-history" in help_text else []


# 1. Deadlines

def pipe_round(guess, flags, env, seed):
    """One --seconds 1 round through a pipe: (first word -> 'round over' line, first word -> exit)."""
    process = subprocess.Popen(
        [guess, "play", "--seconds", str(SECONDS), "--seed", str(seed)] + flags,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    first = ended = None
    out = err = b""
    streams = {process.stdout.fileno(): "out", process.stderr.fileno(): "err"}
    deadline = time.monotonic() + SECONDS + 10
    try:
        while streams and time.monotonic() < deadline:
            ready, _, _ = select.select(list(streams), [], [], 0.5)
            for fd in ready:
                chunk = os.read(fd, 65536)
                now = time.monotonic()
                if not chunk:
                    del streams[fd]
                    continue
                if streams[fd] == "out":
                    out += chunk
                    if first is None and b"\n" in out:
                        first = now
                else:
                    err += chunk
                    if ended is None and b"round over" in err:
                        ended = now
        _, status = os.waitpid(process.pid, 0)
        exited = time.monotonic()
        process.returncode = os.waitstatus_to_exitcode(status)
    finally:
        process.stdin.close()  # held open until the round is over: only the deadline may end it
        if process.returncode is None:
            process.kill()
            process.wait()
        process.stdout.close()
        process.stderr.close()
    if first is None or ended is None:
        raise RuntimeError(f"pipe round gave no first word or no end (exit {process.returncode}): {err!r}")
    return ended - first - SECONDS, exited - first - SECONDS


def pty_round(guess, flags, env, seed):
    """One --seconds 1 round in a pty: first full frame -> 'Time is up' in the recap."""
    run = Pty([guess, "play", "--yes", "--lead-in", "0", "--seconds", str(SECONDS), "--seed", str(seed),
               "--bank", "en"] + flags, env)
    try:
        first = run.wait(lambda data: FRAME_END in data and b"right" in data, 10)
        ended = run.wait(lambda data: "Time is up" in text(data), SECONDS + 10)
        if first is None or ended is None:
            raise RuntimeError(f"pty round gave no frame or no recap: {text(bytes(run.data))[-300:]!r}")
        run.wait(lambda data: "Play again" in text(data), 5)
        time.sleep(PLAY_AGAIN_GRACE)  # keys in the question's first half second are dropped
        run.send(b"n")
        run.process.wait(timeout=5)
        return ended - first - SECONDS
    finally:
        run.close()


def describe(deviations):
    values = [ms(value) for value in deviations]
    mean = statistics.mean(values)
    worst = max(values, key=abs)
    each = " ".join(f"{value:+.1f}" for value in values)
    verdict = "meets goal" if abs(worst) <= DEADLINE_GOAL_MS else "misses goal"
    return f"{mean:>+9.1f} ms{worst:>+9.1f} ms   {verdict:<12}  [{each}]"


def deadlines(guess, flags, env):
    print(f"1. Round end against its deadline: {ROUNDS} rounds of --seconds {SECONDS}, nobody answering")
    print(f"   deviation = (end - first word shown) - {SECONDS} s; goal: within {DEADLINE_GOAL_MS} ms")
    print(f"   {'':<46}{'mean':>12}{'worst':>12}   {'':<12}  each round (ms)")
    # The two pipe rows come from the same rounds.
    try:
        pipe = [pipe_round(guess, flags, env, seed) for seed in range(1, ROUNDS + 1)]
        print(f"   {'pipe: first word line -> round over line':<46}{describe([over for over, _ in pipe])}")
        print(f"   {'pipe: first word line -> process exit':<46}{describe([exit for _, exit in pipe])}")
    except Exception as error:  # a benchmark reports, it does not fail
        unmeasured("pipe", error)
    try:
        terminal = [pty_round(guess, flags, env, seed) for seed in range(1, ROUNDS + 1)]
        print(f"   {'pty:  first frame -> Time is up recap':<46}{describe(terminal)}")
    except Exception as error:
        unmeasured("pty", error)
    print()


# 2. Key-to-redraw latency

def burst_end(run, sent):
    """The arrival time of the last read of the redraw that answers a key: the game writes each redraw
    (only the lines that changed) in one go, so the burst ends when 20 ms pass with nothing more."""
    last = run.pump(2.0)
    if last is None:
        return None
    while True:
        arrived = run.pump(0.02)
        if arrived is None:
            return last
        last = arrived


def guess_latencies(guess, flags, env):
    run = Pty([guess, "play", "--yes", "--lead-in", "0", "--seconds", "300", "--seed", "1", "--bank", "en"]
              + flags, env)
    samples = []
    try:
        if run.wait(lambda data: "q end game" in text(data), 10) is None:
            raise RuntimeError(f"no first frame: {text(bytes(run.data))[-300:]!r}")
        for count in range(1, KEYS + 1):
            time.sleep(0.01)
            # Take in whatever arrived meanwhile (a clock tick) so it is not counted.
            while run.pump(0) is not None:
                pass
            mark, sent = run.send(b"y")
            arrived = burst_end(run, sent)
            if arrived is None:
                raise RuntimeError(f"no redraw after key {count}")
            samples.append(arrived - sent)
        run.send(b"q")
        run.send(b"y")
        run.wait(lambda data: "Play again" in text(data), 5)
        time.sleep(PLAY_AGAIN_GRACE)  # keys in the question's first half second are dropped
        run.send(b"n")
        run.process.wait(timeout=5)
    finally:
        run.close()
    return samples


def cat_latencies(env):
    cat = shutil.which("cat")
    run = Pty([cat], env)
    samples = []
    try:
        run.raw()  # no kernel echo, no line buffering: cat itself reads the byte and writes it back
        time.sleep(0.1)
        for count in range(KEYS):
            time.sleep(0.01)
            mark, sent = run.send(b"y")
            arrived = run.wait(lambda data: b"y" in data, 5, start=mark)
            if arrived is None:
                raise RuntimeError("cat did not echo")
            samples.append(arrived - sent)
    finally:
        run.close()
    return samples


def summary(samples):
    values = sorted(ms(value) for value in samples)
    p95 = values[min(len(values) - 1, int(round(0.95 * (len(values) - 1))))]
    return statistics.median(values), p95, values[-1]


def redraws(guess, flags, env):
    print(f"2. Key-to-redraw latency in an 80x24 pty: {KEYS} keys, write to master -> the redraw's last byte read back")
    print(f"   goal: under {REDRAW_GOAL_MS} ms")
    print(f"   {'':<46}{'median':>10}{'p95':>10}{'max':>10}")
    figures = {}
    for label, measure in (
        ("guess --big off: y -> redraw", lambda: guess_latencies(guess, flags + ["--big", "off"], env)),
        ("guess, big letters: y -> redraw", lambda: guess_latencies(guess, flags, env)),
        ("reference: cat echoing 1 byte, raw pty", lambda: cat_latencies(env)),
    ):
        try:
            median, p95, worst = summary(measure())
            figures[label] = median
            print(f"   {label:<46}{median:>7.2f} ms{p95:>7.2f} ms{worst:>7.2f} ms")
        except Exception as error:
            unmeasured(label, error)
    reference = figures.pop("reference: cat echoing 1 byte, raw pty", None)
    for label, ours in figures.items():
        verdict = "meets goal" if ours < REDRAW_GOAL_MS else "misses goal"
        print(f"   {label:<46}{ours:>7.2f} ms   ({verdict} on the median)")
    print()


def main():
    guess = binary_path()
    if not os.access(guess, os.X_OK):
        print(f"round.py: no guess binary at {guess} (build it: swift build -c release --product guess)",
              file=sys.stderr)
        return 2
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sandbox = Sandbox()
    try:
        flags = history_flags(guess, sandbox.env)
        print("guess round benchmark")
        print(f"  binary:  {os.path.relpath(guess, ROOT)}")
        print(f"  machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}")
        print(f"  timing:  time.monotonic() at the read that completed the output; scratch HOME/XDG{', --no-history' if flags else ''}")
        print()
        deadlines(guess, flags + ["--big", "off"], sandbox.env)
        redraws(guess, flags, sandbox.env)
    finally:
        sandbox.close()
    return finish("round.py")


if __name__ == "__main__":
    sys.exit(main())
