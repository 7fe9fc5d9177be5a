"""Tests of the neutral-tone check against the cross-strait dictionary (Tools/banks/check_readings.py,
csld_neutral; issue #34): a pinyin-bank entry whose shipped tone differs from one of csld's Mainland readings on
a neutral tone fails until a reviewed line decides it, in a small bank in a temporary folder."""
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(PACKAGE, "Tools", "banks"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import check_readings  # noqa: E402
import readings_test  # noqa: E402


class PlantedBank(readings_test.PlantedBank):
    """readings_test's planted bank, its reviewed word readings (readings-review*.txt) given by the test."""

    def problems(self, overrides=None):
        return check_readings.problems(self.bank, self.path, self.checked, self.simplified, overrides)


class CsldNeutralToneTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        check_readings.sources(["男人", "精神", "苹果"])  # the CC-CEDICT phrase source runs in a child process

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def plant(self, bank, entries, reviewed=()):
        return PlantedBank(self.folder.name, bank, entries, reviewed)

    def test_a_full_tone_where_csld_writes_neutral_fails_until_reviewed(self):
        # 男人: csld's Mainland reading nán·ren (the husband, 〈口〉); CC-CEDICT writes nán rén, so only csld tells.
        bank = self.plant("hsk", [("男人", "nán rén")])
        problems = bank.problems(overrides={})
        self.assertTrue(any("男人" in p and "csld neutral 人" in p for p in problems), problems)
        line = f"男人 | nán rén | {bank.digest('男人')} | a man, as its gloss says: 现代汉语词典 nánrén"
        self.assertEqual(self.plant("hsk", [("男人", "nán rén")], [line]).problems(overrides={}), [])

    def test_a_word_csld_lists_with_both_tones_needs_a_decision_either_way(self):
        # 精神: csld lists jīngshén (spirit) and jīngshen (lively): whichever ships, one row differs.
        for reading in ("jīng shén", "jīng shen"):
            problems = self.plant("zh-Hans", [("精神", reading)]).problems(overrides={})
            self.assertTrue(any("csld neutral 神" in p for p in problems), (reading, problems))

    def test_a_reviewed_word_reading_decides_the_neutral_tone(self):
        # A word of readings-review.txt / readings-review-neutral.txt that sets the syllable counts as its review.
        bank = self.plant("zh-Hans", [("精神", "jīng shén")])
        self.assertEqual([p for p in bank.problems(overrides={"精神": ["jīng", "shén"]}) if "csld neutral" in p], [])
        # ... but only where the bank ships the reviewed syllable.
        self.assertTrue(any("csld neutral" in p for p in bank.problems(overrides={"精神": ["jīng", "shen"]})))

    def test_an_entry_csld_reads_as_shipped_and_zh_hant_are_left_alone(self):
        self.assertEqual(self.plant("zh-Hans", [("苹果", "píng guǒ")]).problems(overrides={}), [])
        # zh-Hant is compared with csld's Taiwan reading tone for tone already; this check is the pinyin banks'.
        self.assertFalse(any("csld neutral" in p for p in self.plant("zh-Hant", [("男人", "ㄋㄢˊ ㄖㄣˊ")]).problems()))


if __name__ == "__main__":
    unittest.main()
