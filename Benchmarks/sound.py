#!/usr/bin/env python3
"""guess sound benchmark: how late the buzzer (and the ticks) sound against the round's deadline.

Run with `make bench` (after round.py), or directly:

    python3 Benchmarks/sound.py [PATH/TO/guess]

The binary is the first argument, else $GUESS_BINARY, else .build/release/guess.

A private PulseAudio daemon (its own XDG_RUNTIME_DIR, a null sink `bench`) plays what the game sends;
`parec` records the sink's monitor. ROUNDS rounds of `guess play --seconds 3 --yes --lead-in 0` run in
a pseudo-terminal. The clock's start is taken as the arrival of the first full frame (as round.py does);
the deadline is that plus 3 s. Recorded samples are put on the same monotonic clock from the arrival
times of parec's chunks: sample s was captured at  min_k(arrival_k - end_k / rate) + s / rate, where
end_k is the sample count after chunk k (the earliest-arriving chunk fixes the offset, so transport
delay is left out as far as it can be). Onsets are found from the amplitude envelope (first sample over
1000 after 100 ms under it) and told apart by frequency (zero crossings).

Reported, per round and as mean / worst: the buzzer's onset minus the deadline (goal from issue 11:
within 50 ms), each of the last ticks' onsets minus its second (goal: within 30 ms), and the turn tone's
onset minus the first frame.

A benchmark, not a test: it prints figures and exits 0 whatever they are. A part that cannot be measured
says so, and the script then exits 1 naming it; 2 when there is no binary to run. Standard library only; needs Debian's
pulseaudio and pulseaudio-utils (make test installs them).
"""

import array
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from common import ROOT, binary_path, finish, unmeasured
from round import FRAME_END, Pty, Sandbox, history_flags, text

ROUNDS = 5
SECONDS = 3
RATE = 48000
THRESHOLD = 1000
BUZZER_GOAL_MS = 50
TICK_GOAL_MS = 30
PLAY_AGAIN_GRACE = 0.7


class Daemon:
    """pulseaudio with a null sink `bench`, in a temporary runtime directory."""

    def __init__(self):
        self.directory = tempfile.TemporaryDirectory(prefix="guess-sound-bench-")
        root = self.directory.name
        self.env = {"HOME": os.path.join(root, "home"), "XDG_RUNTIME_DIR": os.path.join(root, "run"),
                    "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
        for key in ("HOME", "XDG_RUNTIME_DIR"):
            os.makedirs(self.env[key], mode=0o700, exist_ok=True)
        self.socket = os.path.join(root, "run", "pulse", "native")
        self.server = "unix:" + self.socket
        subprocess.run(["pulseaudio", "-n", "--daemonize=yes", "--system=false", "--exit-idle-time=-1",
                        "--disallow-exit=no", "--load=module-null-sink sink_name=bench",
                        "--load=module-native-protocol-unix", "--log-target=file:" + os.path.join(root, "log")],
                       env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30, check=True)
        deadline = time.monotonic() + 20
        while not os.path.exists(self.socket):
            if time.monotonic() > deadline:
                raise RuntimeError("pulseaudio did not start")
            time.sleep(0.02)

    def close(self):
        subprocess.run(["pactl", "--server", self.server, "exit"], env=self.env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=10)
        pid_file = os.path.join(self.env["XDG_RUNTIME_DIR"], "pulse", "pid")
        try:
            pid = int(open(pid_file).read().strip())
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                os.kill(pid, 0)
                time.sleep(0.02)
            os.kill(pid, signal.SIGKILL)
        except (OSError, ValueError):
            pass
        self.directory.cleanup()


class Recorder:
    """parec on the monitor; every chunk's arrival time kept to map samples onto time.monotonic()."""

    def __init__(self, daemon):
        self.process = subprocess.Popen(
            ["parec", "--server", daemon.server, "-d", "bench.monitor", "--raw", "--format=s16le",
             f"--rate={RATE}", "--channels=1", "--latency-msec=5"],
            env=daemon.env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.data = bytearray()
        self.arrivals = []  # (monotonic time, samples so far)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while len(self.data) < RATE // 10:
            if time.monotonic() > deadline:
                raise RuntimeError("parec recorded nothing")
            time.sleep(0.01)

    def _read(self):
        fd = self.process.stdout.fileno()
        while True:
            chunk = os.read(fd, 4096)
            now = time.monotonic()
            if not chunk:
                return
            self.data += chunk
            self.arrivals.append((now, len(self.data) // 2))

    def stop(self):
        time.sleep(1.2)  # the buzzer lasts 0.8 s
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=5)
        self.thread.join(timeout=5)
        samples = array.array("h")
        samples.frombytes(bytes(self.data[: len(self.data) // 2 * 2]))
        offset = min(arrived - count / RATE for arrived, count in self.arrivals)
        return samples, offset


def onsets(samples):
    """(sample index, frequency in Hz) of every sound: first sample over THRESHOLD after 100 ms quiet."""
    found = []
    last_loud = -RATE
    for index, value in enumerate(samples):
        if abs(value) > THRESHOLD:
            if index - last_loud > RATE // 10:
                start = index + RATE // 200
                window = [v for v in samples[start:start + RATE // 25] if v != 0]
                crossings = sum(1 for a, b in zip(window, window[1:]) if (a < 0) != (b < 0))
                found.append((index, crossings / 2 / 0.04))
            last_loud = index
    return found


def one_round(guess, flags, env, daemon, seed):
    recorder = Recorder(daemon)
    run = Pty([guess, "play", "--yes", "--lead-in", "0", "--seconds", str(SECONDS), "--seed", str(seed),
               "--bank", "en", "--sound", "auto", "--big", "off"] + flags, dict(env, PULSE_SERVER=daemon.server))
    try:
        first = run.wait(lambda data: FRAME_END in data and b"right" in data, 10)
        ended = run.wait(lambda data: "Play again" in text(data), SECONDS + 10)
        if first is None or ended is None:
            raise RuntimeError(f"no frame or no recap: {text(bytes(run.data))[-300:]!r}")
        time.sleep(PLAY_AGAIN_GRACE)
        run.send(b"n")
        run.process.wait(timeout=10)
    finally:
        run.close()
    samples, offset = recorder.stop()
    heard = [(offset + index / RATE, frequency) for index, frequency in onsets(samples)]
    start = [t for t, f in heard if 450 < f < 750]
    ticks = [t for t, f in heard if 1200 < f < 1800]
    buzzer = [t for t, f in heard if 150 < f < 300]
    if len(start) != 1 or len(ticks) != SECONDS - 1 or len(buzzer) != 1:
        raise RuntimeError(f"unexpected sounds: {[(round(t - first, 3), round(f)) for t, f in heard]}")
    deadline = first + SECONDS
    return {
        "buzzer": buzzer[0] - deadline,
        "ticks": [tick - (first + second) for second, tick in enumerate(ticks, start=1)],
        "start": start[0] - first,
    }


def row(label, values, goal):
    values_ms = [value * 1000 for value in values]
    worst = max(values_ms, key=abs)
    verdict = "meets goal" if abs(worst) <= goal else "misses goal"
    each = " ".join(f"{value:+.1f}" for value in values_ms)
    print(f"   {label:<44}{statistics.mean(values_ms):>+9.1f} ms{worst:>+9.1f} ms   {verdict:<12}  [{each}]")


def main():
    guess = binary_path()
    if not os.access(guess, os.X_OK):
        print(f"sound.py: no guess binary at {guess} (build it: swift build -c release --product guess)",
              file=sys.stderr)
        return 2
    print("guess sound benchmark")
    print(f"  binary:  {os.path.relpath(guess, ROOT)}")
    print(f"  machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}")
    print(f"  server:  private pulseaudio, null sink, recorded by parec at {RATE} Hz mono")
    print()
    print(f"3. Sound against the clock: {ROUNDS} rounds of --seconds {SECONDS}, nobody answering")
    print("   lateness = onset as recorded - when it was due (first frame + its second)")
    print(f"   {'':<44}{'mean':>12}{'worst':>12}   {'':<12}  each")
    if not shutil.which("pulseaudio") or not shutil.which("parec"):
        unmeasured("sound", "pulseaudio and parec are needed (make test installs them)")
        return finish("sound.py")
    sandbox = Sandbox()
    daemon = None
    try:
        daemon = Daemon()
        flags = history_flags(guess, sandbox.env)
        results = [one_round(guess, flags, sandbox.env, daemon, seed) for seed in range(1, ROUNDS + 1)]
        row(f"buzzer - deadline (goal {BUZZER_GOAL_MS} ms)", [r["buzzer"] for r in results], BUZZER_GOAL_MS)
        row(f"last ticks - their second (goal {TICK_GOAL_MS} ms)", [t for r in results for t in r["ticks"]],
            TICK_GOAL_MS)
        row("turn tone - first frame", [r["start"] for r in results], TICK_GOAL_MS)
    except Exception as error:  # a benchmark reports, then fails at its end
        unmeasured("sound", error)
    finally:
        if daemon:
            daemon.close()
        sandbox.close()
    print()
    return finish("sound.py")


if __name__ == "__main__":
    sys.exit(main())
