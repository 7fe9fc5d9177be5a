#!/usr/bin/env python3
"""Tests of zh-Hant's own tiers (Tools/banks/hant-local.txt `简体条目 | tier 层级 | reason`, applied by
Tools/banks/to_hant.py; issue #34): a small zh-Hans bank in a temporary folder is converted, and a moved entry
lands in its new tier's theme block, keeps its family mark and reading, and a line that moves nothing fails.

Run by `make test` (lane-banks); needs OpenCC and pypinyin (Tools/requirements.txt).
Usage: python3 Tests/Banks/hant_tier_test.py
"""
import os
import shutil
import sys
import tempfile
import unittest

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Tools", "banks")
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, TOOLS)
import banklib  # noqa: E402
import to_hant  # noqa: E402

SOURCE = """# head
[primary]
# theme: 音乐
# reading: gāng qín
钢琴 | 黑白键, 弹
# reading: jīng jù
京剧 | 脸谱, 唱

[middle]
# theme: 音乐
# reading: kuài bǎn
快板 | 竹板, 说唱
# theme: 地点
# family: no
# reading: jiǔ bā
酒吧 | 喝, 夜晚
# family: yes

[complex]
# theme: 音乐
# reading: kūn qǔ
昆曲 | 昆山, 戏
"""


class TierMoves(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="hant-tier-")
        self.addCleanup(shutil.rmtree, self.folder)

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def convert(self, local, taiwan_tiers=""):
        """(zh-Hant entries by word, the converted text, the localiser) for SOURCE with these hant-local lines
        (and hant-taiwan-tiers.txt lines)."""
        localiser = to_hant.Localiser(self.write("review.txt", ""), self.write("local.txt", "# a test\n" + local),
                                      taiwan_tiers=self.write("hant-taiwan-tiers.txt", "# a test\n" + taiwan_tiers))
        output, differences = to_hant.convert_bank(SOURCE, localiser)
        bank = self.write("zh-Hant.txt", "\n".join(output) + "\n")
        return {e.word: e for e in banklib.parse(bank)}, "\n".join(output), localiser, differences

    def test_without_a_line_zh_hant_takes_the_zh_hans_tier(self):
        entries, _, localiser, _ = self.convert("")
        self.assertEqual((entries["快板"].tier, entries["京劇"].tier), ("middle", "primary"))
        self.assertEqual(localiser.stale(), [])

    def test_a_moved_entry_lands_in_its_tier_and_theme_block_with_its_reading(self):
        entries, text, localiser, differences = self.convert(
            "快板 | tier complex | a Mainland folk art, rare in Taiwan\n京剧 | tier middle | seldom met young\n")
        self.assertEqual((entries["快板"].tier, entries["快板"].themes, entries["快板"].taboo),
                         ("complex", ["音樂"], ["竹板", "說唱"]))
        self.assertEqual((entries["京劇"].tier, entries["京劇"].themes), ("middle", ["音樂"]))
        self.assertIn("崑曲 | 崑山, 戲\n# reading: ㄎㄨㄞˋ ㄅㄢˇ\n快板 | 竹板, 說唱", text)
        self.assertIn("# reading: ㄐㄧㄥ ㄐㄩˋ\n京劇 | 臉譜, 唱\n# theme: 地點", text)
        self.assertEqual(text.count("快板 |"), 1)
        self.assertEqual(localiser.stale(), [])
        self.assertEqual(sorted(d[0].partition(" ")[0] for d in differences if "tier" in d[3]), ["京剧", "快板"])

    def test_a_moved_entry_keeps_its_family_mark(self):
        entries, _, _, _ = self.convert("酒吧 | tier complex | a test\n")
        self.assertEqual(entries["酒吧"].tier, "complex")
        self.assertFalse(entries["酒吧"].family)
        self.assertTrue(entries["崑曲"].family)

    def test_a_line_naming_the_tier_the_entry_is_in_or_an_unknown_tier_fails(self):
        _, _, localiser, _ = self.convert("快板 | tier middle | already there\n")
        self.assertTrue(any("hant-local.txt:2" in m and "快板" in m for m in localiser.stale()), localiser.stale())
        with self.assertRaises(SystemExit) as raised:
            self.convert("快板 | tier hard | not a tier\n")
        self.assertIn("unknown action", str(raised.exception))


    # Taiwan's own tiers (hant-taiwan-tiers.txt, by the zh-Hant form of the entry).
    def test_a_taiwan_tier_line_moves_the_entry_or_records_it_kept(self):
        entries, _, localiser, _ = self.convert("", "京劇 | middle | a test\n崑曲 | complex | kept\n")
        self.assertEqual((entries["京劇"].tier, entries["崑曲"].tier), ("middle", "complex"))
        self.assertEqual(localiser.stale(), [])

    def test_a_taiwan_tier_line_for_no_entry_or_beside_a_local_tier_line_fails(self):
        _, _, localiser, _ = self.convert("", "京剧 | middle | the Simplified form names no zh-Hant entry\n")
        self.assertTrue(any("hant-taiwan-tiers.txt:2: '京剧' is no zh-Hant entry" in m for m in localiser.stale()),
                        localiser.stale())
        _, _, localiser, _ = self.convert("京剧 | tier middle | a test\n", "京劇 | middle | a test\n")
        self.assertTrue(any("has a tier line in hant-local.txt too" in m for m in localiser.stale()), localiser.stale())
        with self.assertRaises(SystemExit) as raised:
            self.convert("", "京劇 | hard | not a tier\n")
        self.assertIn("hant-taiwan-tiers.txt:2: expected", str(raised.exception))

    def test_check_hant_asks_for_a_tier_line_for_taiwans_own_things(self):
        import check_hant

        for name, text in (("hant-taiwan.txt", "# none\n"), ("hant-local.txt", "# none\n"),
                           ("hant-taiwan-tiers.txt", "# none\n")):
            self.write(name, text)
        bank = self.write("zh-Hant.txt", "[middle]\n# theme: 地點\n夜市 | 晚上\n臺灣 | 寶島\n捷運 | 地下\n蘋果 | 紅\n")
        problems = check_hant.check_taiwan_tiers(bank, self.folder)
        self.assertEqual(len(problems), 2, problems)  # 臺灣 names 臺灣; 捷運 is Taiwan-only in csld
        self.assertIn("zh-Hant.txt:4: '臺灣' is Taiwan's own (names 臺灣)", problems[0])
        self.assertIn("zh-Hant.txt:5: '捷運' is Taiwan's own (Taiwan-only in csld)", problems[1])
        self.write("hant-taiwan-tiers.txt", "臺灣 | primary | a test\n捷運 | middle | a test\n")
        problems = check_hant.check_taiwan_tiers(bank, self.folder)
        self.assertEqual(len(problems), 1, problems)  # read primary, but the bank was not rebuilt
        self.assertIn("hant-taiwan-tiers.txt:1: '臺灣' is read primary but the bank has it in middle", problems[0])


if __name__ == "__main__":
    unittest.main()
