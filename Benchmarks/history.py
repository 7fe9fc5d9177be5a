#!/usr/bin/env python3
"""Benchmark: `guess stats` and `guess history` over a store of 100,000 rounds (about 3 million answers).

The store is created by the binary itself (so the schema and indexes are the real ones), then filled
with generated rounds through Python's sqlite3. Each command runs several times; the median wall time is
printed beside the goal (under 1 s each) and beside `sqlite3`-free reference work: a full COUNT(*) over
the answers table done by Python's sqlite3 in the same run. Prints figures; never fails on them.

Usage: python3 Benchmarks/history.py [BINARY] [ROUNDS]   (GUESS_BINARY also names the binary)
"""
import os
import random
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


def build_store(path):
    if os.path.exists(path):
        os.remove(path)
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
            games.append((identifier, stamp))
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
            rounds.append((identifier, identifier, stamp, 300, min(clock, 300), "time", "zh-Hans", correct, wrong))
        db.executemany("INSERT INTO game (id, started_at) VALUES (?, ?)", games)
        db.executemany("INSERT INTO round (id, game_id, started_at, seconds, elapsed, ended_by, bank, correct, wrong)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rounds)
        db.executemany("INSERT INTO round_word VALUES (?, ?, ?, ?, ?, ?, ?)", words)
        db.commit()
    db.execute("ANALYZE")
    db.commit()
    db.close()
    return time.time() - start


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
    answers = db.execute("SELECT COUNT(*) FROM round_word").fetchone()[0]
    start = time.perf_counter()
    db.execute("SELECT tier, result, COUNT(*) FROM round_word GROUP BY tier, result").fetchall()
    reference = time.perf_counter() - start
    db.close()
    print(f"  {answers:,} answers, {os.path.getsize(path) / 1e6:.0f} MB, generated in {seconds:.0f} s")
    env = dict(os.environ, GUESS_DB=path)
    rows = [
        ("guess stats", [BINARY, "stats"]),
        ("guess history (newest 20)", [BINARY, "history"]),
        ("guess history --all > /dev/null", [BINARY, "history", "--all"]),
        (f"guess history export {ROUNDS // 2}", [BINARY, "history", "export", str(ROUNDS // 2)]),
    ]
    print()
    print(f"{'command':38} {'median':>9} {'max':>9}  goal")
    for label, command in rows:
        median, worst = timed(command, env)
        goal = "< 1 s" if "export" not in label and "--all" not in label else "(info)"
        print(f"{label:38} {median * 1000:8.0f}ms {worst * 1000:8.0f}ms  {goal}")
    print(f"{'reference: sqlite3 GROUP BY tier,result':38} {reference * 1000:8.0f}ms {'':9}  (Python, same file)")


if __name__ == "__main__":
    main()
