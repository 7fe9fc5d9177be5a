#!/usr/bin/env python3
"""Tests of Tools/banks/check_clues.py on small banks in a temporary folder: each check fails on a planted
defect and passes once it is fixed or reviewed.

Run by `make test` (lane-banks). Usage: python3 Tests/Banks/clues_test.py
"""
import os
import sys
import tempfile
import unittest

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Tools", "banks")
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, TOOLS)
import check_clues  # noqa: E402


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


class CluesTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="bank-clues-")

    def problems(self, bank, text):
        return check_clues.check(write(self.folder, f"{bank}.txt", "[primary]\n# theme: t\n" + text), lists=self.folder)

    def assertFound(self, problems, *pieces):
        self.assertTrue(any(all(p in problem for p in pieces) for problem in problems), problems)

    def test_a_chinese_clue_holding_its_entry_fails_in_every_chinese_bank(self):
        for bank in ("zh-Hans", "zh-Hant", "hsk"):
            found = self.problems(bank, "乌鸦 | 黑色, 乌鸦喝水\n")
            self.assertFound(found, "'乌鸦'", "'乌鸦喝水' holds the entry")
        self.assertEqual(self.problems("zh-Hans", "乌鸦 | 黑色, 石子\n"), [])

    def test_a_chinese_clue_held_in_its_entry_fails(self):
        self.assertFound(self.problems("zh-Hans", "传球 | 足球, 球\n"), "'球' is a piece of the entry")
        self.assertFound(self.problems("zh-Hans", "电影院 | 电影\n"), "'电影' is a piece of the entry")

    def test_an_english_clue_sharing_the_entrys_stem_fails(self):
        for entry, clue in (("librarian", "library"), ("pigsty", "pigs"), ("physicist", "physics"),
                            ("chick", "chicken"), ("toothbrush", "brush"), ("sneezing", "sneeze")):
            self.assertFound(self.problems("en", f"{entry} | {clue}, other\n"), f"'{clue}' shares")
        self.assertFound(self.problems("en", "guinea pig | pigs\n"), "'pigs' shares a stem with 'pig'")
        self.assertEqual(self.problems("en", "librarian | books, lending\nthe cat sat | of the mat\n"), [])

    def test_an_english_clue_sharing_a_compound_unit_with_its_entry_fails(self):
        # A unit of a compound clue, or of a compound entry, that is a form of the other word or of one of its units.
        for entry, clue, unit in (("snowman", "snowball", "snow"), ("snowboarding", "board", "board"),
                                  ("webcam", "camera", "cam"), ("glass", "sunglasses", "glasses"),
                                  ("haircut", "hairdresser", "hair"), ("nail clippers", "fingernails", "nails")):
            self.assertFound(self.problems("en", f"{entry} | {clue}, other\n"), f"'{clue}' shares the unit '{unit}'")
        # Suffixes are no units (camping is not camp + ing), nor are words with no split into two known words.
        self.assertEqual(self.problems("en", "sleeping bag | camping, tent\nMount Everest | highest, Nepal\n"), [])
        self.assertEqual(self.problems("en", "snowman | carrot, scarf\n"), [])

    def test_a_unit_that_only_looks_shared_passes_when_reviewed(self):
        self.assertFound(self.problems("en", "Nutella | hazelnut, spread\n"), "'hazelnut' shares the unit 'nut'")
        write(self.folder, "stem-exceptions-en.txt", "Nutella | hazelnut | a test\n")
        self.assertEqual(self.problems("en", "Nutella | hazelnut, spread\n"), [])

    def test_a_stem_that_only_looks_shared_passes_when_reviewed_and_a_stale_line_is_named(self):
        self.assertFound(self.problems("en", "seal | flippers, sea\n"), "'sea' shares a stem")
        write(self.folder, "stem-exceptions-en.txt", "# reviewed\nseal | sea | different words\n")
        self.assertEqual(self.problems("en", "seal | flippers, sea\n"), [])
        self.assertFound(self.problems("en", "seal | flippers, fish\n"), "stem-exceptions-en.txt:2", "remove the line")
        write(self.folder, "stem-exceptions-en.txt", "seal | sea\n")
        self.assertFound(self.problems("en", "seal | flippers, sea\n"), "a line is 'entry | taboo word | reason'")

    def test_an_exception_never_excuses_a_clue_that_is_a_word_of_the_entry(self):
        write(self.folder, "stem-exceptions-en.txt", "fire engine | fire | planted\n")
        self.assertFound(self.problems("en", "fire engine | fire, red\n"), "shares the word 'fire'")

    def test_a_sayings_answer_half_that_is_an_entry_fails(self):
        text = "徐庶进曹营——一言不发 | 三国, 沉默\n一言不发 | 不说话, 安静\n"
        self.assertFound(self.problems("zh-Hans", text), "'徐庶进曹营——一言不发'", "answer half is the entry '一言不发'")
        self.assertFound(self.problems("zh-Hant", text), "answer half")
        self.assertEqual(self.problems("zh-Hans", "徐庶进曹营——一言不发 | 三国, 沉默\n"), [])

    def test_two_entries_with_the_same_clues_fail_until_distinct(self):
        self.assertFound(self.problems("en", "canoe | paddle, river\nkayak | paddle, river\n"),
                         "'kayak'", "the same taboo words as 'canoe'")
        write(self.folder, "near-synonyms-en.txt", "canoe | kayak | open, against closed\n")
        self.assertEqual(self.problems("en", "canoe | paddle, river, open\nkayak | paddle, river, Inuit\n"), [])
        self.assertFound(self.problems("en", "canoe | paddle, river, open\n"), "near-synonyms-en.txt:1", "remove the line")

    def test_the_family_screen_wants_a_mark_or_a_reviewed_line(self):
        self.assertFound(self.problems("en", "Dracula | vampire, count\n"), "mentions 'dracula, vampire'")
        self.assertEqual(self.problems("en", "# family: no\nDracula | vampire, count\n"), [])
        self.assertFound(self.problems("zh-Hans", "劝酒 | 喝酒, 饭桌\n"), "'劝酒'", "family")
        self.assertFound(self.problems("en", "garlic | vampire, clove\n"), "family-en.txt")
        write(self.folder, "family-en.txt", "garlic | vampire | a vegetable\n")
        self.assertEqual(self.problems("en", "garlic | vampire, clove\n"), [])
        self.assertFound(self.problems("en", "garlic | smell, clove\n"), "family-en.txt:1", "remove the line")

    def test_the_shipped_banks_pass(self):
        package = os.path.dirname(os.path.dirname(TOOLS))
        for bank in ("en", "zh-Hans", "zh-Hant", "hsk"):
            path = os.path.join(package, "Wordbanks", f"{bank}.txt")
            self.assertEqual(check_clues.check(path), [], bank)


if __name__ == "__main__":
    unittest.main(verbosity=1)
