#!/usr/bin/env python3
"""Tests of Taiwan's own entries (Tools/banks/hant-taiwan.txt, placed by Tools/banks/to_hant.py): a small
zh-Hans bank in a temporary folder is converted with a small hant-taiwan file, and each entry lands in its
tier and theme block, or its line is refused with its number.

Run by `make test` (lane-banks); needs OpenCC and pypinyin (Tools/requirements.txt).
Usage: python3 Tests/Banks/hant_taiwan_test.py
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
# theme: 食物
# reading: miàn tiáo
面条 | 长, 筷子
# theme: 地点
# reading: yín háng
银行 | 钱, 存款
# family: no
# reading: jiǔ bā
酒吧 | 喝, 夜晚
# family: yes

[middle]
# theme: 食物
# reading: pí dàn
皮蛋 | 黑色, 鸭蛋
"""


class TaiwanEntries(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="hant-taiwan-")
        self.addCleanup(shutil.rmtree, self.folder)
        self.reader = to_hant.ZhuyinReader()

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def line(self, word, theme="食物", tier="primary", taboo="肉燥, 白飯", family="yes", reading=None,
             reason="a test"):
        return f"{word} | {theme} | {tier} | {taboo} | {family} | {reading or self.reader(word)} | {reason}\n"

    def convert(self, *lines, csld=None, characters=None):
        """(the zh-Hant bank's lines, problems) for SOURCE with these hant-taiwan lines."""
        taiwan = self.write("hant-taiwan.txt", "# a test\n" + "".join(lines))
        localiser = to_hant.Localiser(self.write("review.txt", ""), self.write("local.txt", ""), taiwan=taiwan,
                                      csld=csld or self.write("csld.csv", "正體字形,簡化字形,音序,臺／陸特有詞,"
                                                             "臺／陸特有音,臺灣音讀,臺灣漢拼,大陸音讀,大陸漢拼\n"))
        if characters is not None:
            localiser.characters = self.write("characters.csv", "流水號,國字,審定音一,審定音二,審定音三\n" + characters)
        output, _ = to_hant.convert_bank(SOURCE, localiser)
        return output, localiser.taiwan_problems

    def entries(self, output):
        bank = self.write("zh-Hant.txt", "\n".join(output) + "\n")
        return {e.word: e for e in banklib.parse(bank)}

    def test_an_entry_is_placed_in_its_tier_and_theme_block_with_its_reading(self):
        output, problems = self.convert(self.line("滷肉飯"), self.line("雞排", tier="middle", taboo="炸, 夜市"))
        self.assertEqual(problems, [])
        entries = self.entries(output)
        self.assertEqual((entries["滷肉飯"].tier, entries["滷肉飯"].themes, entries["滷肉飯"].taboo),
                         ("primary", ["食物"], ["肉燥", "白飯"]))
        self.assertEqual((entries["雞排"].tier, entries["雞排"].themes), ("middle", ["食物"]))
        text = "\n".join(output)
        self.assertIn("麵條 | 長, 筷子\n# reading: ㄌㄨˇ ㄖㄡˋ ㄈㄢˋ\n滷肉飯 | 肉燥, 白飯\n# theme: 地點", text)

    def test_a_theme_the_section_lacks_gets_a_block_and_the_family_mark_holds(self):
        output, problems = self.convert(self.line("九份", theme="地點", tier="middle", taboo="山城, 芋圓"),
                                        self.line("玉山", theme="地點", taboo="最高的山, 登山"),
                                        self.line("阿公", theme="地點", taboo="爺爺, 外公", family="no"))
        self.assertEqual(problems, [])
        entries = self.entries(output)
        self.assertEqual((entries["九份"].tier, entries["九份"].themes), ("middle", ["地點"]))
        # After the block's family: no … yes, so 玉山 stays family-safe; 阿公 is marked no, and 酒吧 still is.
        self.assertTrue(entries["玉山"].family)
        self.assertFalse(entries["阿公"].family)
        self.assertFalse(entries["酒吧"].family)
        self.assertTrue(entries["銀行"].family)

    def test_a_duplicate_of_a_converted_entry_is_refused_with_its_line(self):
        output, problems = self.convert(self.line("滷肉飯"), self.line("皮蛋", taboo="黑色, 粥"))
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("hant-taiwan.txt:3: '皮蛋': already an entry of the bank", problems[0])
        self.assertEqual(sum(1 for line in output if line.startswith("皮蛋")), 1)

    def test_a_line_given_twice_is_refused(self):
        _, problems = self.convert(self.line("滷肉飯"), self.line("滷肉飯", taboo="便當, 肉燥"))
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("hant-taiwan.txt:3: '滷肉飯': also line 2", problems[0])

    def test_an_unknown_theme_is_refused_with_its_line(self):
        _, problems = self.convert(self.line("滷肉飯", theme="小吃"))
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("hant-taiwan.txt:2: '滷肉飯': unknown theme '小吃'", problems[0])

    def test_a_clue_holding_its_entry_or_a_piece_of_it_is_refused(self):
        _, problems = self.convert(self.line("雞排", taboo="炸雞排, 夜市"), self.line("滷肉飯", taboo="滷肉, 白飯"))
        self.assertEqual(len(problems), 2, problems)
        self.assertIn("hant-taiwan.txt:2: '雞排': the taboo word '炸雞排' holds the entry", problems[0])
        self.assertIn("hant-taiwan.txt:3: '滷肉飯': the taboo word '滷肉' holds the entry or is a piece of it",
                      problems[1])

    def test_the_rules_of_a_line(self):
        _, problems = self.convert(
            self.line("滷肉飯", taboo="白飯"),                          # one taboo word
            self.line("雞排", tier="easy", taboo="炸, 夜市"),           # unknown tier
            self.line("阿嬤", taboo="奶奶, 台語"),                       # 台
            self.line("熱炒", taboo="啤酒, 快炒"),                       # a family keyword, family yes
            "刈包 | 食物 | primary | 五花肉, 花生粉\n")                   # fields missing
        found = "\n".join(problems)
        self.assertIn("hant-taiwan.txt:2: '滷肉飯': 1 taboo words", found)
        self.assertIn("hant-taiwan.txt:3: '雞排': unknown tier 'easy'", found)
        self.assertIn("hant-taiwan.txt:4: '阿嬤': '台語' writes 台", found)
        self.assertIn("hant-taiwan.txt:5: '熱炒': mentions '啤酒' (family policy)", found)
        self.assertIn("hant-taiwan.txt:6: expected", found)

    def test_a_reading_that_is_not_the_computed_one_is_refused(self):
        _, problems = self.convert(self.line("西瓜", reading="ㄒㄧ ㄍㄨㄚˋ", taboo="夏天, 紅色"))
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'西瓜': the reading 'ㄒㄧ ㄍㄨㄚˋ' is not to_hant.py's 'ㄒㄧ ㄍㄨㄚ'", problems[0])

    def test_a_reading_that_differs_from_csld_fails_until_the_reason_quotes_it(self):
        csld = self.write("csld.csv", "正體字形,簡化字形,音序,臺／陸特有詞,臺／陸特有音,臺灣音讀,臺灣漢拼,大陸音讀,大陸漢拼\n"
                                      "西瓜,西瓜,,,,,,ㄒ丨　ㄍㄨㄚˋ,xīguà\n")
        _, problems = self.convert(self.line("西瓜", taboo="夏天, 紅色"), csld=csld)
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("not the cross-strait dictionary's Taiwan reading 'ㄒㄧ ㄍㄨㄚˋ'", problems[0])
        _, problems = self.convert(self.line("西瓜", taboo="夏天, 紅色", reason="a test; csld: ㄒㄧ ㄍㄨㄚˋ, a slip"),
                                   csld=csld)
        self.assertEqual(problems, [])

    def test_a_character_read_otherwise_than_the_ministry_approves_is_refused(self):
        # 瓜 approved as ㄍㄨㄚˇ only (a planted table): 西瓜's computed ㄍㄨㄚ fails; a neutral tone passes
        # when its toneless syllable is approved (娃娃 ㄨㄚˊ ˙ㄨㄚ).
        _, problems = self.convert(self.line("西瓜", taboo="夏天, 紅色"), self.line("娃娃", taboo="玩具, 布"),
                                   characters="1,瓜,ㄍㄨㄚˇ,,\n2,娃,ㄨㄚˊ,,\n")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'西瓜': 瓜 ㄍㄨㄚ is not a reading of the Ministry of Education's 審訂表 (ㄍㄨㄚˇ)", problems[0])

    def test_the_shipped_file_places_every_line(self):
        entries, problems = to_hant.load_taiwan()
        self.assertEqual(problems, [])
        self.assertGreaterEqual(len(entries), 60)


if __name__ == "__main__":
    unittest.main()
