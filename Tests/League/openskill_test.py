#!/usr/bin/env python3
"""The league's ratings (issue 45) against the reference implementation: a store of many games played
through a pipe (two and three teams, ties with and without the tie-break, players moving between teams and
written differently, wrong answers costing a point, games ended early, single rounds, teams without players,
two leagues), then `guess league --format json` must equal openskill's PlackettLuce (the version pinned in
Tools/requirements.txt) run over the same games, mu and sigma to 1e-6, and give the games each player played.
The games that count and their players come from what this script played; the scores from the turns
`history export --games` gives back (each right answer a point, a wrong one -1 under --penalty).

    python3 Tests/League/openskill_test.py [--binary .build/debug/guess] [--games 48] [--seed 45] [--keep DIR]
"""
import json
import os
import random
import shutil
import sys
import unicodedata

from openskill.models import PlackettLuce

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Browser"))
from harness import check, environment, run_guess, sandbox  # noqa: E402

TOLERANCE = 1e-6
POOL = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "小王", "小李"]
# Other ways a game writes a name: the league reads them as the same player (as the room folds names).
VARIANTS = {"Ann": ["ann", "ANN", "Ａｎｎ"], "Bo": ["BO"], "小王": ["小王"]}
def fold(name):
    return unicodedata.normalize("NFKC", name).casefold()


class Store:
    """A history store of its own, played into through a pipe."""

    def __init__(self, binary, root):
        self.binary = binary
        self.env = environment(root, GUESS_PROMPT_GRACE="0")
        # The words do not matter to the ratings: a plain list, a little quicker for each of the 48 `guess play`
        # runs to load than a shipped bank (those runs are nearly all of this test's CPU).
        self.words = os.path.join(root, "words.txt")
        with open(self.words, "w") as file:
            file.write("".join(f"word{number}\n" for number in range(1000)))
        self.no_tie_break = os.path.join(root, "no-tie-break.toml")
        with open(self.no_tie_break, "w") as file:
            file.write("[party]\ntie_break = false\n")

    def run(self, args, stdin=b""):
        return run_guess(self.binary, args, self.env, stdin)

    def play(self, args, script):
        result = self.run(["play", "--bank", self.words, "--seconds", "60", "--lead-in", "0", "--sound", "off", "--no-fresh", *args],
                          "".join(line + "\n" for line in script).encode())
        if result.returncode != 0:
            raise RuntimeError(f"play {args}: {result.returncode} {result.stderr.decode()}")


def turn_script(rng):
    return ["y"] * rng.randint(0, 3) + ["n"] * rng.randint(0, 1) + ["end"]


def generate(store, rng, count):
    """Plays `count` games; returns what each was: (kind, league, lineups [(team, [players])], penalty)."""
    games = []
    for number in range(count):
        draw = rng.random()
        kind = "counted"
        if draw < 0.08:
            kind = "early"
        elif draw < 0.14:
            kind = "single"
        elif draw < 0.19:
            kind = "unnamed"
        league = "office" if rng.random() < 0.3 else None
        penalty = rng.random() < 0.3
        args = []
        if league:
            args += ["--league", league]
        if penalty:
            args += ["--penalty"]
        if kind == "single":
            store.play(args, turn_script(rng)[:-1])
            games.append((kind, league, [], penalty))
            continue
        teams = rng.choice([2, 2, 3])
        players = rng.sample(POOL, rng.randint(teams, min(len(POOL), teams * 3)))
        lineups = [(f"T{index}", []) for index in range(teams)]
        for index, player in enumerate(players):
            lineups[index % teams][1].append(rng.choice([player] + VARIANTS.get(player, [])))
        if kind == "unnamed":
            lineups = [(name, members if index == 0 else []) for index, (name, members) in enumerate(lineups)]
        for name, members in lineups:
            args += ["--team", name + ("=" + ",".join(members) if members else "")]
        # An early end: q in the second team's first turn, with turns left (q in the last turn ends it played out).
        turns = 2 if kind == "early" else rng.choice([1, 1, 2])
        args += ["--turns", str(turns)]
        if rng.random() < 0.5:
            args += ["--config", store.no_tie_break]
        script = []
        for _ in range(teams * turns):
            script += turn_script(rng)
        if kind == "early":
            script = turn_script(rng) + ["y", "q"]
        else:
            # Turns enough for any tie-break: the game ends once one team leads, the rest is not read.
            for _ in range(40):
                script += turn_script(rng)
            script += ["q"]
        store.play(args, script)
        games.append((kind, league, lineups, penalty))
    return games


def scores_of(record, penalty):
    scores = {team: 0 for team in record["teams"]}
    for turn in record["turns"]:
        for word in turn["words"]:
            if word["result"] == "correct":
                scores[turn["team"]] += 1
            elif penalty and word["result"] in ("wrong", "taboo"):
                scores[turn["team"]] -= 1
    return scores


def reference(games, records, league, merges):
    """openskill over the counted games of `league`: {folded name: (mu, sigma, games)}."""
    model = PlackettLuce()
    ratings = {}
    played = {}

    def key(name):
        name = fold(name)
        return merges.get(name, name)

    for (kind, game_league, lineups, penalty), record in zip(games, records):
        if kind != "counted" or game_league != league:
            continue
        scores = scores_of(record, penalty)
        board = {entry["team"]: entry["score"] for entry in record["scoreboard"]}
        check(f"the export's scoreboard is the turns' sum ({record['started_at']})", board == scores,
              f"{board} != {scores}")
        # Each player once a game, on the first team that names them (a merge can make two names one).
        seen = set()
        teams, team_scores = [], []
        for name, members in lineups:
            team = []
            for player in members:
                if key(player) not in seen:
                    seen.add(key(player))
                    team.append(key(player))
            if team:
                teams.append(team)
                team_scores.append(scores[name])
        if len(teams) < 2:
            continue
        rated = model.rate([[ratings.get(player) or model.rating() for player in team] for team in teams],
                           scores=team_scores)
        for team, new in zip(teams, rated):
            for player, rating in zip(team, new):
                ratings[player] = rating
                played[player] = played.get(player, 0) + 1
    return {player: (rating.mu, rating.sigma, played[player]) for player, rating in ratings.items()}


def compare(store, games, records, league, merges, label):
    args = ["league", "--format", "json", "--include-scripted"] + ([league] if league else [])
    result = store.run(args)
    check(f"{label}: guess league exits 0", result.returncode == 0, result.stderr.decode())
    table = json.loads(result.stdout)
    ours = {}
    for line in table["players"]:
        folded = fold(line["player"])
        ours[merges.get(folded, folded)] = (line["mu"], line["sigma"], line["games"])
    expected = reference(games, records, league, merges)
    check(f"{label}: the same players ({len(expected)})", set(ours) == set(expected),
          f"{sorted(ours)} != {sorted(expected)}")
    worst = 0.0
    for player in set(ours) & set(expected):
        mu, sigma, count = ours[player]
        want_mu, want_sigma, want_count = expected[player]
        worst = max(worst, abs(mu - want_mu), abs(sigma - want_sigma))
        if count != want_count:
            check(f"{label}: {player}'s games", False, f"{count} != {want_count}")
    check(f"{label}: mu and sigma as openskill's to {TOLERANCE} (largest difference {worst:.3g})",
          worst <= TOLERANCE)
    ordinals = [line["ordinal"] for line in table["players"]]
    check(f"{label}: ranked by ordinal", ordinals == sorted(ordinals, reverse=True))
    counted = sum(1 for kind, game_league, _, _ in games if kind == "counted" and game_league == league)
    check(f"{label}: {counted} games counted", len(table["games"]) == counted, str(len(table["games"])))
    return worst


def add_arguments(parser):
    parser.add_argument("--games", type=int, default=48)
    parser.add_argument("--seed", type=int, default=45)
    parser.add_argument("--keep")


def run(arguments):
    root = sandbox("guess-league-")
    try:
        store = Store(arguments.binary, root)
        rng = random.Random(arguments.seed)
        games = generate(store, rng, arguments.games)
        exported = store.run(["history", "export", "--games", *[str(n) for n in range(1, len(games) + 1)]])
        check("history export --games exits 0", exported.returncode == 0, exported.stderr.decode())
        records = json.loads(exported.stdout)
        kinds = [kind for kind, *_ in games]
        print(f"     {len(games)} games: " + ", ".join(f"{kinds.count(k)} {k}" for k in sorted(set(kinds))))
        worst = compare(store, games, records, None, {}, "the unnamed league")
        worst = max(worst, compare(store, games, records, "office", {}, "league office"))
        plain = store.run(["league", "--include-scripted"])
        check("the table as text", plain.returncode == 0 and "rating" in plain.stdout.decode(), plain.stderr.decode())
        left_out = store.run(["league"])
        check("scripted games are left out unless asked", "scripted" in left_out.stdout.decode(),
              left_out.stdout.decode())
        merged = store.run(["players", "merge", "Hal", "--into", "Gus"])
        check("players merge", merged.returncode == 0, merged.stderr.decode())
        worst = max(worst, compare(store, games, records, None, {"hal": "gus"}, "the unnamed league, Hal merged"))
        undone = store.run(["players", "unmerge", "1"])
        check("players unmerge", undone.returncode == 0, undone.stderr.decode())
        worst = max(worst, compare(store, games, records, None, {}, "the unnamed league, the merge undone"))
        print(f"     largest difference from openskill: {worst:.3g}")
    finally:
        if arguments.keep:
            shutil.copytree(root, arguments.keep, dirs_exist_ok=True)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("league", run, add_arguments))
