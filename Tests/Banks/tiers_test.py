#!/usr/bin/env python3
"""Tests of the reviewed tiers (Tools/banks/check_tiers.py, and build.py taking them) on planted source and
tier files in a temporary folder: every defect fails the check, and the reviewed tier wins in the build.

Run by `make test` (lane-banks). Usage: python3 Tests/Banks/tiers_test.py
"""
import io
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Tools", "banks")
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, TOOLS)
import banklib  # noqa: E402
import build  # noqa: E402
import check_tiers  # noqa: E402

SOURCES = {
    "01-animals.txt": "# theme: animals\ncat | meow\ndog | bark\nhorse | ride @complex: planted hand tier\nowl | night\nyak | Tibet\n",
    "02-farm.txt": "# theme: farm\ncow | milk\npig | oink\ndog | sheepdog\nhen | eggs\ntractor | field\n",
}
TIERS = {
    "01-animals.txt": "# reviewed by reading\ncat | primary | a child's pet\ndog | primary | a child's pet\n"
                      "horse | middle | known, harder to describe\nowl | senior | planted\nyak | complex | a rare animal\n",
    "02-farm.txt": "cow | primary | every picture book\npig | middle | planted\nhen | senior | planted\n"
                   "tractor | complex | planted\n",
}


class TierTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="bank-tiers-")
        for name, text in SOURCES.items():
            self.write(f"sources/en/{name}", text)
        for name, text in TIERS.items():
            self.write(f"tiers/en/{name}", text)
        self.bank = os.path.join(self.root, "en.txt")

    def write(self, name, text):
        path = os.path.join(self.root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def edit(self, name, old, new):
        path = os.path.join(self.root, name)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn(old, text)
        self.write(name, text.replace(old, new))

    def problems(self, without_reviews=False):
        return check_tiers.check("en", without_reviews, root=self.root, bank=self.bank)

    def assertFound(self, problems, *pieces):
        self.assertTrue(any(all(p in problem for p in pieces) for problem in problems), problems)

    def test_complete_reviews_pass(self):
        self.assertEqual(self.problems(), [])

    def test_an_entry_with_no_reviewed_tier_fails_unless_interim(self):
        self.edit("tiers/en/02-farm.txt", "cow | primary | every picture book\n", "")
        found = self.problems()
        self.assertFound(found, "02-farm.txt:2: 'cow': no reviewed tier", "tiers/en/02-farm.txt")
        self.assertEqual(self.problems(without_reviews=True), [])

    def test_a_stale_line_fails(self):
        self.edit("sources/en/01-animals.txt", "yak | Tibet\n", "")
        self.assertFound(self.problems(), "01-animals.txt:6: 'yak' is no entry", "remove or fix the line")

    def test_an_entry_decided_twice_fails(self):
        self.edit("tiers/en/01-animals.txt", "cat | primary | a child's pet\n",
                  "cat | primary | a child's pet\ncat | middle | again\n")
        self.assertFound(self.problems(), "'cat': decided twice")
        self.edit("tiers/en/02-farm.txt", "cow |", "dog | middle | decided again in a later file\ncow |")
        self.assertFound(self.problems(), "'dog': decided in 02-farm.txt", "lowest-numbered file", "01-animals.txt")

    def test_an_unknown_tier_a_missing_reason_and_a_stray_file_fail(self):
        self.edit("tiers/en/01-animals.txt", "cat | primary |", "cat | easy |")
        self.assertFound(self.problems(), "'cat': unknown tier 'easy'")
        self.edit("tiers/en/01-animals.txt", "cat | easy | a child's pet", "cat | primary |")
        self.assertFound(self.problems(), "'cat': no reason")
        self.edit("tiers/en/01-animals.txt", "cat | primary |", "cat | primary")
        self.assertFound(self.problems(), "01-animals.txt:2: a line is 'entry | tier | reason'")
        self.edit("tiers/en/01-animals.txt", "cat | primary", "cat | primary | fixed")
        self.write("tiers/en/03-birds.txt", "robin | primary | planted\n")
        self.assertFound(self.problems(), "03-birds.txt:1: no source file 03-birds.txt")

    def test_an_entry_spelled_otherwise_than_in_its_source_fails(self):
        self.edit("tiers/en/01-animals.txt", "cat | primary |", "Cat | primary |")
        self.assertFound(self.problems(), "'Cat' is spelled 'cat' in the source")

    def test_a_theme_may_leave_a_tier_empty(self):
        self.edit("tiers/en/01-animals.txt", "yak | complex |", "yak | senior |")
        self.assertFalse(any("no reviewed entries" in p for p in self.problems()), self.problems())

    def test_the_build_takes_the_reviewed_tier_over_frequency_and_hand_tiers(self):
        saved = build.ease
        build.ease = lambda word, lang: {"tractor": 9.0}.get(word, 1.0)  # the frequency would make it primary
        try:
            sys.argv = ["build.py", "en", "--sources", os.path.join(self.root, "sources", "en"), "--output", self.bank]
            with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()) as err:
                self.assertEqual(build.main(), 0)
            self.assertNotIn("no reviewed tier", err.getvalue())
            tiers = {e.word: e.tier for e in banklib.parse(self.bank)}
            self.assertEqual(tiers["tractor"], "complex")  # over the frequency
            self.assertEqual(tiers["horse"], "middle")  # over `@complex`
            with open(self.bank, encoding="utf-8") as handle:
                text = handle.read()
            self.assertIn("decided by a reader", text)
            self.assertNotIn("# by hand,", text)
            self.assertEqual(self.problems(), [])

            self.edit("tiers/en/02-farm.txt", "hen | senior | planted\n", "")
            with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()) as err:
                self.assertEqual(build.main(), 0)  # an entry not reviewed yet keeps the proposal, said
            self.assertIn("1 entries have no reviewed tier yet", err.getvalue())
            self.edit("tiers/en/02-farm.txt", "pig | middle |", "pig | hard |")
            with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()) as err:
                self.assertEqual(build.main(), 1)  # a bad line stops the build
            self.assertIn("'pig': unknown tier 'hard'", err.getvalue())

            sys.argv.append("--scores")  # the frequency proposal, as the reviewers saw it
            with redirect_stdout(io.StringIO()) as out:
                self.assertEqual(build.main(), 0)
            self.assertIn("9.00\tprimary\tfarm\ttractor", out.getvalue())
        finally:
            build.ease = saved

    def test_a_bank_not_rebuilt_after_a_review_fails(self):
        self.write("en.txt", "[primary]\n# theme: animals\nyak | Tibet\n")
        self.assertFound(self.problems(), "'yak': in primary but reviewed complex", "run Tools/banks/build.py")


if __name__ == "__main__":
    unittest.main(verbosity=1)
