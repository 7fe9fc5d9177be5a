#!/usr/bin/env python3
"""guess benchmark: start-up against a bare C program, `guess draw --all` against `shuf` (ASCII and CJK
lists), and draw-all at 50k against 1M.

Run with `make bench` (builds the release binary first), or directly:

    python3 Benchmarks/run.py [PATH/TO/guess]

The binary is the first argument, else $GUESS_BINARY, else .build/release/guess.
Word lists are generated once into bench-data/ (git-ignored) and reused.

This is a benchmark, not a test: it prints figures side by side with their reference and the goals
of issue 44 (`guess --version` and `guess draw -n 1` within 5 ms of a bare C program's start and `guess
bank list` within 10 ms, the bare program `int main(void) { return 0; }` compiled here with cc, else
/bin/true; a million-entry list, ASCII and CJK, drawn whole within 1.5x shuf's wall time) and of issue
16 (2.5x shuf's peak memory; a 50,000-entry list loaded and drawn in under 100 ms; draw-all time linear
in the list size), and exits 0 whatever the figures are: 1 when a figure cannot be measured (named on
standard error), 2 when there is no binary. Standard library only.
"""

import math
import os
import platform
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from common import DATA, ROOT, binary_path, finish, unmeasured

RUNS = 5
SIZES = (50_000, 1_000_000)
TIME_GOAL = 1.5
MEMORY_GOAL = 2.5
SMALL_GOAL = 0.100
START_GOAL = 0.005
LIST_GOAL = 0.010




def generated_list(name, count, entry):
    """bench-data/NAME: COUNT lines, `entry(i)` for i in 0..<COUNT, written once in chunks (this script
    must stay small, because Linux counts the parent's peak memory into a child's ru_maxrss, see
    measure) and reused while it has COUNT lines."""
    path = os.path.join(DATA, name)
    if os.path.exists(path):
        with open(path, "rb") as existing:
            if sum(1 for _ in existing) == count:
                return path
    os.makedirs(DATA, exist_ok=True)
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as out:
        for start in range(0, count, 10_000):
            out.write("".join(entry(i) + "\n" for i in range(start, min(start + 10_000, count))))
    os.replace(temporary, path)
    return path


def word_list(count):
    """bench-data/words-COUNT.txt: COUNT unique ASCII entries, random letters plus a number."""
    rng = random.Random(count)
    letters = "abcdefghijklmnopqrstuvwxyz"
    # The numbers 0..<count in a scrambled order (i * step + offset mod count, step coprime to count).
    step = 2_654_435_761 % count
    while math.gcd(step, count) != 1:
        step += 1
    offset = rng.randrange(count)
    # Letters then digits: the number (unique) makes every entry unique, in any case.
    return generated_list(
        f"words-{count}.txt", count,
        lambda i: "".join(rng.choices(letters, k=rng.randint(3, 10))) + str((i * step + offset) % count))


def cjk_list(count):
    """bench-data/cjk-COUNT.txt: COUNT unique entries of CJK ideographs (U+4E00..U+9FFF).

    Each entry is one to four random ideographs followed by two that spell its number (base 20,992),
    so every entry is unique and none is ASCII: the parser's path for simple non-ASCII text (CJK
    ideographs are their own duplicate key) and the UTF-8 check's three-byte sequences.
    """
    rng = random.Random(count + 1)
    first, span = 0x4E00, 0x9FFF - 0x4E00 + 1
    return generated_list(
        f"cjk-{count}.txt", count,
        lambda i: "".join(chr(first + rng.randrange(span)) for _ in range(rng.randint(1, 4)))
        + chr(first + i // span) + chr(first + i % span))


def bare_program():
    """A program that does nothing, the floor of any process's start: `int main(void) { return 0; }`
    compiled once into bench-data/bare with cc (statically when the toolchain can, like the release
    binary's Swift runtime), else /bin/true."""
    path = os.path.join(DATA, "bare")
    if os.access(path, os.X_OK):
        return path
    compiler = shutil.which("cc")
    if compiler:
        os.makedirs(DATA, exist_ok=True)
        source = path + ".c"
        with open(source, "w") as out:
            out.write("int main(void) { return 0; }\n")
        for flags in (["-O2", "-static"], ["-O2"]):
            if subprocess.run([compiler, *flags, "-o", path, source], stderr=subprocess.DEVNULL).returncode == 0:
                return path
    return shutil.which("true") or "/bin/true"


def start_up(guess, small):
    """Prints the start of `guess --version`, `guess draw -n 1` (the shipped bank) and `guess draw -n 1
    --bank` a 50,000-entry list beside a bare program's start, each pair run in turns."""
    bare = bare_program()
    print(f"0. start-up: guess against a bare program ({os.path.relpath(bare, ROOT) if bare.startswith(ROOT) else bare})")
    print(f"   {'command':<36}{'guess':>10}{'bare':>10}{'difference':>12}{'goal':>14}")
    cases = [
        ("guess --version", [guess, "--version"], START_GOAL, True),
        ("guess draw -n 1", [guess, "draw", "-n", "1", "--seed", "1"], START_GOAL, True),
        ("guess bank list", [guess, "bank", "list"], LIST_GOAL, True),
        (f"guess draw -n 1 --bank {min(SIZES) // 1000}k list", [guess, "draw", "-n", "1", "--seed", "1", "--bank", small],
         SMALL_GOAL, False),
    ]
    for label, command, goal, against_bare in cases:
        (guess_wall, _), (bare_wall, _) = paired_series(command, [bare], runs=4 * RUNS - 1)
        figure = guess_wall - bare_wall if against_bare else guess_wall
        goal_text = f"{'+' if against_bare else '<'}{goal * 1000:.0f} ms"
        print(f"   {label:<36}{guess_wall * 1000:>7.1f} ms{bare_wall * 1000:>7.1f} ms{figure * 1000:>9.1f} ms"
              f"{goal_text:>14}  {verdict(figure, goal)}")
    print("   (difference: guess's median wall time less the bare program's, taking turns with it;"
          " the 50k line is its own time)")
    print()


def own_peak():
    """This script's own peak RSS in bytes: the floor below which no child's figure can go."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def measure(command):
    """Runs `command` with stdout to /dev/null; returns (wall seconds, peak RSS bytes, exit status).

    The peak is the child's ru_maxrss from wait4. On exec Linux folds the spawning process's peak into
    it, so the figure is really max(child, this script): the script keeps itself small (own_peak).
    """
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)  # reaped here; keep Popen from waiting again
    # ru_maxrss is in kilobytes on Linux, bytes on macOS.
    peak = usage.ru_maxrss if sys.platform == "darwin" else usage.ru_maxrss * 1024
    return wall, peak, child.returncode


def checked(command):
    """`measure(command)`, leaving the script when the command fails: (wall seconds, peak RSS bytes)."""
    wall, peak, status = measure(command)
    if status != 0:
        print(f"run.py: {' '.join(command)} exited with status {status}", file=sys.stderr)
        sys.exit(1)
    return wall, peak


def series(command, runs=RUNS):
    """One warm-up run, then `runs` measured runs: (median wall, max peak RSS, all walls)."""
    checked(command)
    walls, peaks = zip(*(checked(command) for _ in range(runs)))
    return statistics.median(walls), max(peaks), list(walls)


def paired_series(first, second, runs=2 * RUNS - 1):
    """Like `series` for two commands at once, their runs taking turns (first, second, first, ...), so
    that a shared machine's noise falls on both alike: ((median wall, max peak) of each)."""
    checked(first)
    checked(second)
    turns = [(checked(first), checked(second)) for _ in range(runs)]
    return [(statistics.median(run[which][0] for run in turns), max(run[which][1] for run in turns))
            for which in (0, 1)]


def load_average():
    """"load average 1.23 (1 min)": on a shared machine the figures beside it mean little without it."""
    try:
        return f"load average {os.getloadavg()[0]:.2f} (1 min)"
    except OSError:
        return "load average unknown"


def mib(size):
    return f"{size / (1 << 20):.1f} MiB"


def verdict(ratio, goal):
    return "meets goal" if ratio <= goal else "misses goal"


def against_shuf(number, kind, path, draw, shuf):
    """Prints guess draw --all on `path` next to shuf on it; returns guess's (wall, peak RSS)."""
    if shuf:
        (guess_wall, guess_rss), (shuf_wall, shuf_rss) = paired_series(draw(path), [shuf, path])
    else:
        guess_wall, guess_rss, _ = series(draw(path))
    print(f"{number}. guess draw --all --words F  vs  shuf F   (F: {max(SIZES):,} {kind} entries, output to /dev/null;"
          f" {load_average()})")
    print(f"   {'':<24}{'wall time':>12}{'peak RSS':>14}")
    print(f"   {'guess draw --all':<24}{guess_wall:>10.3f} s{mib(guess_rss):>14}")
    if shuf:
        time_ratio = guess_wall / shuf_wall
        memory_ratio = guess_rss / shuf_rss
        print(f"   {'shuf':<24}{shuf_wall:>10.3f} s{mib(shuf_rss):>14}")
        print(f"   {'ratio guess / shuf':<24}{time_ratio:>11.2f}x{memory_ratio:>13.2f}x")
        print(f"   {'goal':<24}{'<= ' + str(TIME_GOAL) + 'x':>12}{'<= ' + str(MEMORY_GOAL) + 'x':>14}")
        print(f"   {'':<24}{verdict(time_ratio, TIME_GOAL):>12}{verdict(memory_ratio, MEMORY_GOAL):>14}")
    else:
        unmeasured("guess / shuf", "shuf not found (GNU coreutils)")
    print()
    return guess_wall, guess_rss


def main():
    guess = binary_path()
    if not os.access(guess, os.X_OK):
        print(f"run.py: no guess binary at {guess} (build it: swift build -c release --product guess)",
              file=sys.stderr)
        return 2
    shuf = shutil.which("shuf")

    print("guess benchmark")
    print(f"  binary:  {os.path.relpath(guess, ROOT)}")
    print(f"  machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()},"
          f" {load_average()}")
    lists = {count: word_list(count) for count in SIZES}
    cjk = cjk_list(max(SIZES))
    for count, path in [*lists.items(), (max(SIZES), cjk)]:
        print(f"  list:    {os.path.relpath(path, ROOT)} ({count:,} entries, {os.path.getsize(path) / (1 << 20):.1f} MiB)")
    print(f"  {RUNS} measured runs each after one warm-up ({2 * RUNS - 1} against shuf, taking turns with it);")
    print("  wall time is the median, memory the largest peak RSS")
    print(f"  (peak RSS is the child's ru_maxrss from wait4; floor {mib(own_peak())}, this script's own peak)")
    print()

    # The configuration and history of the user running the benchmark stay out of its figures.
    home = tempfile.mkdtemp(prefix="guess-bench-")
    os.environ.update(XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"))
    start_up(guess, lists[min(SIZES)])

    big = lists[max(SIZES)]
    draw = lambda path: [guess, "draw", "--all", "--words", path, "--seed", "1"]
    guess_wall, guess_rss = against_shuf(1, "ASCII", big, draw, shuf)
    against_shuf(2, "CJK", cjk, draw, shuf)

    small_wall, small_rss, _ = series(draw(lists[min(SIZES)]))
    ratio = guess_wall / small_wall
    factor = max(SIZES) / min(SIZES)
    print(f"3. guess draw --all: {min(SIZES):,} against {max(SIZES):,} entries (goal: linear, ~{factor:.0f}x)")
    print(f"   {'entries':<24}{'wall time':>12}{'peak RSS':>14}")
    print(f"   {min(SIZES):<24,}{small_wall:>10.3f} s{mib(small_rss):>14}")
    print(f"   {max(SIZES):<24,}{guess_wall:>10.3f} s{mib(guess_rss):>14}")
    print(f"   {'ratio':<24}{ratio:>11.2f}x{guess_rss / small_rss:>13.2f}x")
    print(f"   {'time per entry':<24}{small_wall / min(SIZES) * 1e9:>9.0f} ns at {min(SIZES):,}, "
          f"{guess_wall / max(SIZES) * 1e9:.0f} ns at {max(SIZES):,}")
    print(f"   goal: {min(SIZES):,} entries loaded and drawn in under {SMALL_GOAL * 1000:.0f} ms: "
          f"{small_wall * 1000:.0f} ms, {verdict(small_wall, SMALL_GOAL)}")
    return finish("run.py")


if __name__ == "__main__":
    sys.exit(main())
