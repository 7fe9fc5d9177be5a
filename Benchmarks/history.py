#!/usr/bin/env python3
"""Benchmark: `guess stats` and `guess history` over a store of 100,000 rounds (about 3 million answers),
and the cost of writing answers as they happen.

The store is created by the binary itself (so the schema and indexes are the real ones: its own round,
played through a pipe, is a scripted round, which `stats` leaves out like a filter), then filled with
generated rounds (a third of them a team's turn) through Python's sqlite3. Each command runs several
times; the median wall time is printed beside the goal (under 1 s each) and beside reference work on the
same file: the bare aggregate `SELECT tier, result, COUNT(*) FROM round_word GROUP BY tier, result` run by
the sqlite3 command-line tool (a process of its own, like guess) and by Python's sqlite3. `guess stats`
should stay within 1.5x of it.

Answers: `yes y | head -n N | guess play --seconds 86400` on a bank with 20,000 added words, for 2,000 and
16,000 answers, each into a new store: with O(1) writes the time per answer stays flat (the ratio of the
two totals stays near 8). Prints figures; never fails on them.

`guess stats` also runs with every filter (bank, team, since, theme, and with and without the scripted
rounds) keeping all, a sixth, half, a tenth and none of the answers, and two filters together: a filtered pass reads at most half of them (the kept rounds' answers, or the running
tallies minus the answers of the rounds left out), in plain SQL read through GRDB (goal: under 1 s each).

Usage: python3 Benchmarks/history.py [BINARY] [ROUNDS]   (GUESS_BINARY also names the binary)
"""
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

from common import DATA, binary_path

ROUNDS = int(sys.argv[-1]) if len(sys.argv) > 1 and sys.argv[-1].isdigit() else 100_000
BINARY = binary_path()
WORDS_PER_ROUND = 30
TIERS = ["primary", "middle", "senior", "complex", "custom"]
# Issue 44: every stats figure, filtered or not, within 1.5x the bare GROUP BY.
STATS_GOAL = 1.5


def build_store(path):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    env = dict(os.environ, GUESS_DB=path)
    subprocess.run([BINARY, "play", "--seed", "1"], input=b"y\n", env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rng = random.Random(7)
    vocabulary = [f"word{n}" for n in range(5000)]
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=OFF")
    start = time.time()
    base = 1_700_000_000
    for first in range(0, ROUNDS, 5000):
        games, rounds, words = [], [], []
        for number in range(first, min(first + 5000, ROUNDS)):
            identifier = number + 2  # the binary's own round is 1
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(base + number * 400)) + ".000Z"
            team = ("Red", "Blue")[number // 3 % 2] if number % 3 == 0 else None
            games.append((identifier, stamp, '["Red","Blue"]' if team else None))
            correct = wrong = 0
            clock = 0.0
            for position in range(WORDS_PER_ROUND):
                shown = clock
                clock += rng.uniform(1, 15)
                result = "correct" if rng.random() < 0.7 else "wrong"
                correct += result == "correct"
                wrong += result == "wrong"
                words.append((identifier, position, rng.choice(vocabulary), rng.choice(TIERS), result,
                              round(shown, 3), round(clock, 3)))
            rounds.append((identifier, identifier, team, stamp, 300, min(clock, 300), "time", "zh-Hans", correct, wrong))
        db.executemany("INSERT INTO game (id, started_at, teams) VALUES (?, ?, ?)", games)
        db.executemany("INSERT INTO round (id, game_id, team, started_at, seconds, elapsed, ended_by, bank, correct, wrong)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rounds)
        db.executemany("INSERT INTO round_word VALUES (?, ?, ?, ?, ?, ?, ?)", words)
        db.commit()
    db.execute("ANALYZE")
    db.commit()
    db.close()
    return time.time() - start


def answers(count, words_file):
    """Seconds for `count` piped answers into a new store, and that store's right count."""
    store = os.path.join(DATA, f"answers-{count}.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(store + suffix):
            os.remove(store + suffix)
    command = [BINARY, "play", "--seconds", "86400", "--lead-in", "0", "--no-fresh", "--words", words_file,
               "--seed", "1", "--db", store]
    start = time.perf_counter()
    subprocess.run(command, input=b"y\n" * count, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    db = sqlite3.connect(store)
    correct = db.execute("SELECT SUM(correct) FROM round").fetchone()[0]
    db.close()
    return seconds, correct


def timed(command, env, runs=5):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


def main():
    os.makedirs(DATA, exist_ok=True)
    path = os.path.join(DATA, f"history-{ROUNDS}.sqlite")
    print(f"Generating a store of {ROUNDS:,} rounds x {WORDS_PER_ROUND} answers ...", flush=True)
    seconds = build_store(path)
    db = sqlite3.connect(path)
    answered = db.execute("SELECT COUNT(*) FROM round_word").fetchone()[0]
    db.close()
    aggregate = "SELECT tier, result, COUNT(*) FROM round_word GROUP BY tier, result"
    python_times = []
    for _ in range(5):
        db = sqlite3.connect(path)
        start = time.perf_counter()
        db.execute(aggregate).fetchall()
        python_times.append(time.perf_counter() - start)
        db.close()
    python_reference = statistics.median(python_times)
    cli_reference = None
    if shutil.which("sqlite3"):
        cli_reference, _ = timed(["sqlite3", path, aggregate], dict(os.environ))
    print(f"  {answered:,} answers, {os.path.getsize(path) / 1e6:.0f} MB, generated in {seconds:.0f} s")
    env = dict(os.environ, GUESS_DB=path)
    # Filters: one that keeps every round, a team (a sixth of the answers), the newest half of the rounds
    # (the most a filtered pass reads) and the newest tenth.
    def day(share):
        return time.strftime("%Y-%m-%d", time.gmtime(1_700_000_000 + ROUNDS * 400 * (1 - share)))
    rows = [
        ("guess stats", [BINARY, "stats"]),
        ("guess stats --bank zh-Hans (all)", [BINARY, "stats", "--bank", "zh-Hans"]),
        ("guess stats --team Red (a sixth)", [BINARY, "stats", "--team", "Red"]),
        ("guess stats --since (newest half)", [BINARY, "stats", "--since", day(0.5)]),
        ("guess stats --since (newest tenth)", [BINARY, "stats", "--since", day(0.1)]),
        ("guess stats --team Red --since (half)", [BINARY, "stats", "--team", "Red", "--since", day(0.5)]),
        ("guess stats --theme animals (none)", [BINARY, "stats", "--theme", "animals"]),
        ("guess stats --include-scripted", [BINARY, "stats", "--include-scripted"]),
        ("guess stats --team Red --include-scripted", [BINARY, "stats", "--team", "Red", "--include-scripted"]),
        ("guess history (newest 20)", [BINARY, "history"]),
        ("guess history --all > /dev/null", [BINARY, "history", "--all"]),
        (f"guess history export {ROUNDS // 2}", [BINARY, "history", "export", str(ROUNDS // 2)]),
    ]
    if cli_reference is None:
        print("history.py: the sqlite3 command-line tool is missing: the bare GROUP BY, the yardstick of every"
              " stats figure, cannot be measured (apt-get install sqlite3)", file=sys.stderr)
        sys.exit(1)
    reference = cli_reference
    print()
    print(f"{'command':44} {'median':>8} {'max':>8} {'/ bare':>7}  goal")
    for label, command in rows:
        median, worst = timed(command, env)
        stats = label.startswith("guess stats")
        ratio = f"{median / reference:6.2f}x" if stats else ""
        goal = (f"<= {STATS_GOAL}x  {'meets goal' if median / reference <= STATS_GOAL else 'misses goal'}" if stats
                else "< 1 s" if "export" not in label and "--all" not in label else "(info)")
        print(f"{label:44} {median * 1000:6.0f}ms {worst * 1000:6.0f}ms {ratio:>7}  {goal}")
    print(f"{'yardstick: sqlite3 CLI GROUP BY tier, result':44} {cli_reference * 1000:6.0f}ms"
          f"  (the bare aggregate over every answer, same file, a process of its own)")
    print(f"{'reference: Python sqlite3 GROUP BY':44} {python_reference * 1000:6.0f}ms  (the query alone, same file)")

    words_file = os.path.join(DATA, "words-20000.txt")
    with open(words_file, "w", encoding="utf-8") as out:
        out.write("".join(f"benchword{n:05d}\n" for n in range(20_000)))
    print()
    print(f"{'piped answers (new store each)':38} {'total':>9} {'per answer':>11}")
    results = {}
    for count in (2_000, 16_000):
        seconds, correct = answers(count, words_file)
        results[count] = seconds
        print(f"{f'yes y | head -n {count:,} | guess play':38} {seconds * 1000:8.0f}ms {seconds / count * 1e6:9.0f}us"
              f"  ({correct:,} right stored)")
    print(f"16,000 / 2,000 answers: {results[16_000] / results[2_000]:.1f}x the time for 8x the answers (linear: about 8)")


if __name__ == "__main__":
    main()
