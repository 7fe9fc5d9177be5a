#!/usr/bin/env python3
"""Tests of Tools/banks/check_hant.py: each check sees a planted defect in a small bank in a temporary
folder fail, and pass once the defect is reviewed or corrected.

Run by `make test` (lane-banks); needs OpenCC (Tools/requirements.txt). Usage: python3 Tests/Banks/hant_test.py
"""
import os
import shutil
import sys
import tempfile
import unittest

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Tools", "banks")
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, TOOLS)
import check_hant  # noqa: E402


def bank(*entries):
    return "[primary]\n# theme: 测试\n" + "\n".join(entries) + "\n"


class HantChecks(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="hant-check-")
        self.addCleanup(shutil.rmtree, self.folder)
        for name in ("hant-review.txt", "hant-local.txt", "hant-substitutions.txt", "hant-mainland.txt",
                     "hant-tai.txt"):
            self.write(name, "# empty\n")

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def substitution_problems(self, *entries):
        hans = self.write("zh-Hans.txt", bank(*entries))
        return check_hant.check_substitutions(hans, self.folder)

    # 1. s2twp's phrase substitutions
    def test_an_unreviewed_phrase_substitution_fails(self):
        problems = self.substitution_problems("相亲 | 介绍, 对象")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("s2twp rewrites '对象' 對象 → 物件, not reviewed", problems[0])
        self.assertIn("zh-Hans.txt:3: '相亲'", problems[0])

    def test_a_kept_substitution_passes(self):
        self.write("hant-substitutions.txt", "相亲 | 对象 | 對象 → 物件 | keep | a test\n")
        self.assertEqual(self.substitution_problems("相亲 | 介绍, 对象"), [])

    def test_a_line_for_any_entry_covers_every_entry(self):
        self.write("hant-substitutions.txt", "* | 对象 | 對象 → 物件 | keep | a test\n")
        self.assertEqual(self.substitution_problems("相亲 | 对象", "女朋友 | 对象"), [])

    def test_a_changed_substitution_still_in_the_bank_fails(self):
        self.write("hant-substitutions.txt", "相亲 | 对象 | 對象 → 物件 | change | a partner, not an object\n")
        problems = self.substitution_problems("相亲 | 介绍, 对象")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("still carries it", problems[0])
        # corrected by the review layer: passes
        self.write("hant-review.txt", "对象 → 對象 [slip] a partner\n")
        self.assertEqual(self.substitution_problems("相亲 | 介绍, 对象"), [])
        # or by a line for that entry alone
        self.write("hant-review.txt", "# none\n")
        self.write("hant-local.txt", "相亲 | taboo 对象 → 對象 | a partner\n")
        self.assertEqual(self.substitution_problems("相亲 | 介绍, 对象"), [])

    def test_a_kept_substitution_another_line_splits_fails(self):
        self.write("hant-substitutions.txt", "* | 复制粘贴 | 複製粘貼 → 複製貼上 | keep | a test\n")
        self.assertEqual(self.substitution_problems("电脑 | 复制粘贴"), [])
        self.write("hant-review.txt", "粘 → 黏 [term] sticky\n")
        problems = self.substitution_problems("电脑 | 复制粘贴")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("keeps s2twp's 複製貼上", problems[0])

    def test_an_unreviewed_variant_character_fails(self):
        problems = self.substitution_problems("里面 | 外面")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("s2tw writes 裏 as 裡", problems[0])
        self.write("hant-substitutions.txt", "* | * | 裏 → 裡 | keep | the standard form\n")
        self.assertEqual(self.substitution_problems("里面 | 外面"), [])

    def test_a_stale_substitution_line_fails(self):
        self.write("hant-substitutions.txt", "相亲 | 对象 | 對象 → 物件 | keep | a test\n")
        problems = self.substitution_problems("苹果 | 水果")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("matches no substitution", problems[0])

    def test_a_malformed_substitution_line_fails(self):
        self.write("hant-substitutions.txt", "相亲 | 对象 | 對象 → 物件 | maybe | a test\n")
        problems = self.substitution_problems("苹果 | 水果")
        self.assertTrue(any("expected `entry | text" in p for p in problems), problems)

    # 2. Mainland-only words
    def mainland_problems(self, *entries):
        hant = self.write("zh-Hant.txt", bank(*entries))
        return check_hant.check_mainland(hant, self.folder)

    def test_a_mainland_only_entry_fails(self):
        problems = self.mainland_problems("打車 | 計程車, 叫車")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'打車': the entry holds the Mainland word 打車", problems[0])

    def test_a_mainland_name_in_a_taboo_word_fails(self):
        problems = self.mainland_problems("駕照 | 駕駛證, 考")  # 兩岸同實異名: 駕駛證 / 駕照
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("the taboo word '駕駛證'", problems[0])

    def test_a_long_mainland_word_inside_a_text_fails(self):
        problems = self.mainland_problems("空間站模型 | 太空")
        self.assertTrue(any("空間站" in p for p in problems), problems)

    def test_a_word_the_dictionary_marks_mainland_only_fails(self):
        # 大陸版字詞目及音讀.csv marks 取錢 ★ on its only row; 霸道 has an unmarked row too, so it is shared.
        problems = self.mainland_problems("銀行 | 存錢, 取錢", "惡霸 | 霸道")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("zh-Hant.txt:3: '銀行': the taboo word '取錢' holds the Mainland word 取錢 of csld ★",
                      problems[0])

    def test_a_two_character_mainland_word_counts_as_a_word_of_the_text_only(self):
        problems = self.mainland_problems("果汁 | 一杯橙汁")  # jieba: 一杯 / 橙汁
        self.assertTrue(any("Mainland word 橙汁" in p for p in problems), problems)
        self.assertEqual(self.mainland_problems("伯伯 | 爸爸的哥哥"), [])  # 的哥 is no word of it

    def test_a_two_character_mainland_word_inside_a_longer_text_is_found_on_its_simplified(self):
        # jieba's dictionary is Simplified: it cuts 歷史記錄滯後 into single characters, and 历史记录滞后 into
        # 历史记录 / 滞后, so the text is cut on its Simplified form (hant_words, the interface check's way too).
        self.assertNotIn("滯後", check_hant.words_of("歷史記錄滯後"))
        self.assertEqual(check_hant.hant_words("歷史記錄滯後"), ["歷史記錄", "滯後"])
        problems = self.mainland_problems("歷史記錄滯後 | 更新, 慢", "進度 | 報表, 歷史記錄滯後")
        self.assertEqual(len(problems), 2, problems)
        self.assertIn("zh-Hant.txt:3: '歷史記錄滯後': the entry holds the Mainland word 滯後 of csld", problems[0])
        self.assertIn("zh-Hant.txt:4: '進度': the taboo word '歷史記錄滯後' holds the Mainland word 滯後 of csld",
                      problems[1])
        self.write("hant-mainland.txt", "滯後 | keep | a test\n")
        self.assertEqual(self.mainland_problems("歷史記錄滯後 | 更新, 慢", "進度 | 報表, 歷史記錄滯後"), [])

    def test_a_kept_mainland_word_passes(self):
        self.write("hant-mainland.txt", "打車 | keep | a test\n")
        self.assertEqual(self.mainland_problems("打車 | 計程車"), [])

    def test_a_word_of_the_own_list_fails_even_inside_a_text(self):
        self.write("hant-mainland.txt", "空調 | 冷氣 | a test\n")
        problems = self.mainland_problems("中央空調 | 冷")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("空調 (Taiwan: 冷氣) of hant-mainland.txt", problems[0])
        self.assertEqual(self.mainland_problems("冷氣 | 冷"), [])

    def test_a_mainland_word_inside_taiwans_word_passes(self):
        self.write("hant-mainland.txt", "薩克斯 | 薩克斯風 | a test\n")
        self.assertEqual(self.mainland_problems("薩克斯風 | 吹"), [])

    def test_a_stale_keep_line_fails(self):
        self.write("hant-mainland.txt", "打車 | keep | a test\n")
        problems = self.mainland_problems("計程車 | 黃色")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'打車' is kept but is in no zh-Hant entry", problems[0])

    # 3. 臺 and 台
    def tai_problems(self, *entries):
        hant = self.write("zh-Hant.txt", bank(*entries))
        return check_hant.check_tai(hant, self.folder)

    def test_tai_against_the_rule_fails(self):
        problems = self.tai_problems("高鐵 | 快, 台灣", "月臺 | 火車")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'台灣' writes 台", problems[0])
        self.assertEqual(self.tai_problems("高鐵 | 快, 臺灣", "月臺 | 火車"), [])

    def test_a_listed_tai_word_passes(self):
        self.write("hant-tai.txt", "天台山 | a mountain's name, written 台\n")
        self.assertEqual(self.tai_problems("天台山 | 浙江"), [])
        problems = self.tai_problems("月臺 | 火車")
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'天台山' is in no zh-Hant entry", problems[0])

    # the whole check, as check.py calls it
    def test_check_runs_all_three(self):
        hans = self.write("zh-Hans.txt", bank("相亲 | 对象"))
        hant = self.write("zh-Hant.txt", bank("相親 | 物件, 台灣", "打車 | 計程車"))
        problems = check_hant.check(hant, hans, lists=self.folder)
        self.assertEqual(len(problems), 3, problems)


class ShippedLists(unittest.TestCase):
    def test_the_shipped_lists_parse(self):
        reviewed, problems = check_hant.load_substitutions(os.path.join(TOOLS, "hant-substitutions.txt"))
        self.assertEqual(problems, [])
        self.assertGreater(len(reviewed), 100)
        kept, own, problems = check_hant.load_mainland(os.path.join(TOOLS, "hant-mainland.txt"))
        self.assertEqual(problems, [])
        self.assertFalse(set(kept) & set(own))


if __name__ == "__main__":
    unittest.main()
