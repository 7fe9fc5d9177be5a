#!/usr/bin/env python3
"""The study deck (issue 45) in Anki's own library (PyPI `anki`, pinned in Tools/requirements.txt): games on
the `hsk` bank are played through a pipe, `history export GAME --format apkg` is imported into a fresh
collection, which must then hold one note per word shown with its reading and gloss, tagged with the game
and how the word went; importing it again adds nothing; a later game's deck adds only its new words and
updates the rest. `--format tsv` carries the same words.

    python3 Tests/Exports/anki_test.py [--binary .build/debug/guess]
"""
import json
import os
import time
import sys

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Browser"))
from harness import check, environment, run_guess, sandbox  # noqa: E402


def test_decks(binary):
    root = sandbox("guess-anki-")
    env = environment(root, GUESS_PROMPT_GRACE="0")

    def run(args, stdin=b""):
        return run_guess(binary, args, env, stdin)

    common = ["play", "--bank", "hsk", "--seed", "45", "--seconds", "60", "--lead-in", "0", "--sound", "off"]
    first = run(common + ["--team", "A=Ann", "--team", "B=Bo"], b"y\nn\ns\ny\nend\ny\nt\nn\nend\n")
    check("game 1 played", first.returncode == 0, first.stderr.decode())
    # The same seed with fresh words off: game 2 meets game 1's words again, then new ones. A note's time is
    # when its word was last shown, in whole seconds as Anki keeps it: game 2 starts in a later second.
    time.sleep(1.05 - time.time() % 1)
    second = run(common + ["--no-fresh"], b"y\nn\n" * 8)
    check("game 2 played", second.returncode == 0, second.stderr.decode())
    games = json.loads(run(["history", "export", "--games", "1", "2"]).stdout)
    shown = [[word for turn in game["turns"] for word in turn["words"]] for game in games]
    words = [list(dict.fromkeys(word["word"] for word in game)) for game in shown]

    deck = os.path.join(root, "game1.apkg")
    written = run(["history", "export", "1", "--format", "apkg", "-o", deck])
    check("history export --format apkg -o writes the package", written.returncode == 0 and os.path.exists(deck),
          written.stderr.decode())
    collection = Collection(os.path.join(root, "fresh.anki2"))
    options = ImportAnkiPackageOptions(with_scheduling=False)

    def import_deck(path):
        collection.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))
        return collection.note_count()

    count = import_deck(deck)
    check(f"one note per word shown ({len(words[0])})", count == len(words[0]), count)
    notes = {collection.get_note(nid)["Word"]: collection.get_note(nid) for nid in collection.find_notes("")}
    check("every word shown is a note", set(notes) == set(words[0]), set(notes) ^ set(words[0]))
    with_reading = [word for word, note in notes.items() if note["Reading"] and note["Gloss"]]
    check("the notes hold the hsk bank's reading and gloss", len(with_reading) == len(notes),
          set(notes) - set(with_reading))
    results = {word["word"]: word["result"] for word in shown[0]}
    tagged = {"correct": "right", "wrong": "missed", "taboo": "missed", "passed": "passed", "unanswered": "unanswered"}
    wrong_tags = [word for word, note in notes.items()
                  if tagged[results[word]] not in note.tags or "game-1" not in note.tags or "bank-hsk" not in note.tags]
    check("each note is tagged with the game, the bank and how the word went", not wrong_tags, wrong_tags)
    check("the tier is a field", all(note["Tier"] for note in notes.values()))

    again = import_deck(deck)
    check("importing it again adds nothing", again == count, again)

    later = os.path.join(root, "game2.apkg")
    written = run(["history", "export", "2", "-o", later])
    check("-o NAME.apkg alone chooses the package", written.returncode == 0, written.stderr.decode())
    total = import_deck(later)
    union = set(words[0]) | set(words[1])
    check(f"a later game's deck adds only its new words ({len(union)} in all)",
          total == len(union) and len(union) > len(words[0]), f"{total} != {len(union)}")
    # A word met again is the same note, updated to the later game (its tags say game 2 and how it went then).
    both = set(words[0]) & set(words[1])
    later_notes = {collection.get_note(nid)["Word"]: collection.get_note(nid) for nid in collection.find_notes("")}
    second_results = {word["word"]: word["result"] for word in shown[1]}
    stale = [word for word in both if "game-2" not in later_notes[word].tags
             or tagged[second_results[word]] not in later_notes[word].tags]
    check(f"a known word's note is updated by the later deck, not duplicated ({len(both)} met again)",
          both and not stale, stale)
    # Game 1's deck exported again now (a later export, an earlier game) and imported: the notes stay game 2's.
    time.sleep(1.05 - time.time() % 1)
    again_deck = os.path.join(root, "game1-again.apkg")
    run(["history", "export", "1", "-o", again_deck])
    import_deck(again_deck)
    kept = [word for word in both if "game-2" not in collection.get_note(collection.find_notes(f"Word:{word}")[0]).tags]
    check("the earlier game's deck imported after it takes nothing back", not kept, kept)

    replaced = run(["history", "export", "1", "2", "--format", "apkg", "-o", deck])
    check("an earlier package is replaced", replaced.returncode == 0, replaced.stderr.decode())
    other = os.path.join(root, "notes.txt")
    with open(other, "w") as file:
        file.write("my own notes\n")
    refused = run(["history", "export", "1", "--format", "apkg", "-o", other])
    check("a file that is not an export is not replaced (64)", refused.returncode == 64
          and open(other).read() == "my own notes\n", refused.stderr.decode())
    no_output = run(["history", "export", "1", "--format", "apkg"])
    check("apkg without -o is a usage error", no_output.returncode == 64, no_output.stderr.decode())

    tsv = run(["history", "export", "1", "--format", "tsv"])
    lines = tsv.stdout.decode().splitlines()
    check("tsv: a heading, then one line per word", tsv.returncode == 0 and lines[0].startswith("// guess")
          and [line.split("\t")[0] for line in lines[1:]] == words[0], lines[:3])
    check("tsv: word, reading, gloss first, seven columns",
          all(len(line.split("\t")) == 7 and line.split("\t")[1] and line.split("\t")[2] for line in lines[1:]))
    collection.close()



def run(arguments):
    test_decks(arguments.binary)


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("anki", run))
