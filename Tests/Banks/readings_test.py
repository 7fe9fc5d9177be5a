"""Tests of the reviewed readings (Tools/banks/check_readings.py, readings.py; issue #34): each check fails on
a defect planted in a small bank in a temporary folder, and passes once the entry is reviewed."""
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(PACKAGE, "Tools", "banks"))

import check_readings  # noqa: E402
import readings  # noqa: E402


class PlantedBank:
    """A bank file and reviewed files in a temporary folder."""

    def __init__(self, folder, bank, entries, reviewed=(), simplified_reviewed=()):
        self.bank = bank
        self.path = os.path.join(folder, check_readings.BANKS[bank])
        self.checked = os.path.join(folder, "checked.txt")
        self.simplified = os.path.join(folder, "checked-simplified.txt")
        with open(self.path, "w", encoding="utf-8") as handle:
            handle.write("[primary]\n# theme: 测试\n")
            for word, reading in entries:
                handle.write(f"# reading: {reading}\n{word} | 线索\n")
        for path, lines in ((self.checked, reviewed), (self.simplified, simplified_reviewed)):
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("# reviewed lines of a test\n" + "".join(f"{line}\n" for line in lines))

    def digest(self, word):
        records, _ = check_readings.analyse(self.bank, self.path)
        return next(r["digest"] for r in records if r["entry"] == word)

    def problems(self):
        return check_readings.problems(self.bank, self.path, self.checked, self.simplified)


class ReviewedReadingTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # The sources of every text below in one pass (the CC-CEDICT phrase source runs in a child process).
        check_readings.sources(["白日依山尽", "滑倒", "苹果", "citywalk", "相亲", "长城", "长", "力量"])

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def plant(self, bank, entries, reviewed=(), simplified_reviewed=()):
        return PlantedBank(self.folder.name, bank, entries, reviewed, simplified_reviewed)

    def test_a_wrong_polyphone_reading_fails_until_reviewed_and_fixed(self):
        # 白日依山尽: every source reads 尽 jǐn; the entry holds a polyphone, so it needs a reviewed line.
        bank = self.plant("zh-Hans", [("白日依山尽", "bái rì yī shān jǐn")])
        self.assertTrue(any("needs a reviewed line" in p for p in bank.problems()), bank.problems())
        digest = bank.digest("白日依山尽")
        reviewed = [f"白日依山尽 | bái rì yī shān jìn | {digest} | 尽 is to end: jìn"]
        # Reviewed as jìn, but the bank still ships jǐn: the check names the difference.
        bank = self.plant("zh-Hans", [("白日依山尽", "bái rì yī shān jǐn")], reviewed)
        self.assertTrue(any("its reviewed line" in p for p in bank.problems()), bank.problems())
        bank = self.plant("zh-Hans", [("白日依山尽", "bái rì yī shān jìn")], reviewed)
        self.assertEqual(bank.problems(), [])

    def test_an_unreviewed_disagreement_fails_and_passes_once_reviewed(self):
        # 滑倒: pypinyin reads dào, CC-CEDICT and g2pM dǎo.
        bank = self.plant("zh-Hans", [("滑倒", "huá dào")])
        problems = bank.problems()
        self.assertTrue(any("滑倒" in p and "cedict=ㄉㄠˇ" in p for p in problems), problems)
        line = f"滑倒 | huá dǎo | {bank.digest('滑倒')} | to fall over: dǎo"
        self.assertEqual(self.plant("zh-Hans", [("滑倒", "huá dǎo")], [line]).problems(), [])

    def test_a_changed_source_or_entry_asks_for_review_again(self):
        bank = self.plant("zh-Hans", [("滑倒", "huá dǎo")], ["滑倒 | huá dǎo | 00000000 | an old decision"])
        self.assertTrue(any("review it again" in p for p in bank.problems()), bank.problems())

    def test_a_full_tone_both_cc_cedict_sources_write_neutral_needs_a_line(self):
        bank = self.plant("zh-Hans", [("力量", "lì liàng")])
        self.assertTrue(any("力量" in p and "cedict=˙ㄌㄧㄤ" in p for p in bank.problems()), bank.problems())
        line = f"力量 | lì liang | {bank.digest('力量')} | neutral liang (现代汉语词典)"
        self.assertEqual(self.plant("zh-Hans", [("力量", "lì liang")], [line]).problems(), [])

    def test_an_entry_with_no_polyphone_where_the_sources_agree_needs_no_line(self):
        self.assertEqual(self.plant("zh-Hans", [("苹果", "píng guǒ")]).problems(), [])

    def test_garbled_latin_zhuyin_fails_and_letters_kept_pass(self):
        bank = self.plant("zh-Hant", [("citywalk", "˙ㄘㄊywㄚㄌㄎ")])
        self.assertTrue(any("stays as it is" in p for p in bank.problems()), bank.problems())
        self.assertEqual(self.plant("zh-Hant", [("citywalk", "citywalk")]).problems(), [])

    def test_a_mainland_reading_in_zh_hant_fails_until_reviewed(self):
        # 相親: csld's Taiwan reading is ㄒㄧㄤˋ ㄑㄧㄣ; the Mainland ㄒㄧㄤ ㄑㄧㄣ disagrees with it.
        bank = self.plant("zh-Hant", [("相親", "ㄒㄧㄤ ㄑㄧㄣ")])
        self.assertTrue(any("csld=ㄒㄧㄤˋ" in p for p in bank.problems()), bank.problems())
        line = f"相親 | ㄒㄧㄤˋ ㄑㄧㄣ | {bank.digest('相親')} | Taiwan's reading (csld)"
        self.assertEqual(self.plant("zh-Hant", [("相親", "ㄒㄧㄤˋ ㄑㄧㄣ")], [line]).problems(), [])

    def test_a_zh_hant_polyphone_entry_inherits_its_simplified_review(self):
        bank = self.plant("zh-Hant", [("長城", "ㄔㄤˊ ㄔㄥˊ")])
        self.assertTrue(any("polyphone" in p for p in bank.problems()), bank.problems())
        bank = self.plant("zh-Hant", [("長城", "ㄔㄤˊ ㄔㄥˊ")], simplified_reviewed=["长城 | cháng chéng | 00000000 | long"])
        self.assertEqual(bank.problems(), [])

    def test_an_hsk_entry_of_one_character_is_left_to_hsk_py(self):
        self.assertEqual(self.plant("hsk", [("长", "cháng")]).problems(), [])


class ReadingMakerTests(unittest.TestCase):
    def test_a_reviewed_line_decides_the_whole_entry(self):
        reader = readings.Reader(overrides={}, checked={"白日依山尽": "bái rì yī shān jìn".split()})
        self.assertEqual(reader.pinyin("白日依山尽"), "bái rì yī shān jìn".split())
        reader = readings.Reader(overrides={}, checked={"打call": ["dǎ", "call"]})
        self.assertEqual(readings.zhuyin(reader.pinyin("打call")), ["ㄉㄚˇ", "call"])

    def test_zhuyin_keeps_latin_letters_and_reads_zhe_by_sense_and_yi_bu_in_base_tones(self):
        reader = readings.Reader(overrides={}, checked={})
        taiwan = lambda hant, hans: readings.taiwan(hant, reader.pinyin(hans), {}, checked={})  # noqa: E731
        self.assertEqual(taiwan("city不city", "city不city"), ["city", "ㄅㄨˋ", "city"])
        self.assertEqual(taiwan("江南style", "江南style"), ["ㄐㄧㄤ", "ㄋㄢˊ", "style"])
        self.assertEqual(taiwan("走著瞧", "走著瞧")[1], "˙ㄓㄜ")
        self.assertEqual(taiwan("摸不著", "摸不著")[2], "ㄓㄠˊ")
        self.assertEqual(taiwan("著名", "著名")[0], "ㄓㄨˋ")

    def test_zhuyin_marks_the_changed_tones_of_yi_and_bu_as_the_ministry_writes_them(self):
        reader = readings.Reader(overrides={}, checked={})
        taiwan = lambda hant, hans: readings.taiwan(hant, reader.pinyin(hans), {}, checked={})  # noqa: E731
        self.assertEqual(taiwan("不要", "不要"), ["ㄅㄨˊ", "ㄧㄠˋ"])  # csld lists it: its Taiwan reading
        self.assertEqual(taiwan("一起", "一起"), ["ㄧˋ", "ㄑㄧˇ"])
        self.assertEqual(taiwan("一心一意", "一心一意"), ["ㄧˋ", "ㄒㄧㄣ", "ㄧˊ", "ㄧˋ"])  # the rule
        self.assertEqual(taiwan("統一", "统一"), ["ㄊㄨㄥˇ", "ㄧ"])
        self.assertEqual(taiwan("星期一症候群", "星期一症候群")[2], "ㄧ")  # Monday: the number
        self.assertEqual(taiwan("一個願打", "一个愿打")[0], "ㄧˊ")  # 個 is a fourth tone under its neutral one
        self.assertEqual(taiwan("城不可破", "城不可破")[1], "ㄅㄨˋ")
        self.assertEqual(taiwan("城不破", "城不破")[1], "ㄅㄨˊ")
        # csld writes 舉一反三 with ㄧ (一 the number one): inside a longer entry too.
        self.assertEqual(taiwan("舉一反三者", "举一反三者")[1], "ㄧ")
        self.assertEqual(taiwan("對不起", "对不起")[1], "˙ㄅㄨ")  # a neutral 不 stays neutral

    def test_a_zhuyin_that_is_no_syllable_fails_and_csld_slips_are_read_as_none(self):
        # csld writes 糯米 ㄋㄨㄜˋ and 比對 ㄉㄨㄧˋ: no zhuyin syllable, so no reading to follow.
        self.assertIsNone(readings.normal_zhuyin("ㄋㄨㄜˋ"))
        self.assertIsNone(readings.normal_zhuyin("ㄉㄨㄧˋ"))
        self.assertEqual(readings.normal_zhuyin("丨ㄞˊ"), "ㄧㄞˊ")  # 崖: Taiwan's own syllable
        self.assertEqual(readings.normal_zhuyin("ㄍㄜㄦ"), "ㄍㄜㄦ")  # an erhua syllable written whole
        self.assertIn("not a zhuyin syllable", check_readings.form_problem("糯米", "ㄋㄨㄜˋ ㄇㄧˇ", True))
        self.assertIsNone(check_readings.form_problem("糯米", "ㄋㄨㄛˋ ㄇㄧˇ", True))

    def test_a_zh_hant_reading_unlike_csld_fails_until_recorded_with_its_reason(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        bank = os.path.join(folder.name, "zh-Hant.txt")
        listed = os.path.join(folder.name, "readings-csld-hant.txt")
        with open(bank, "w", encoding="utf-8") as handle:
            handle.write("[primary]\n# theme: 測試\n# reading: ㄅㄨˋ ㄧㄠˋ\n不要 | 線索\n"
                         "# reading: ㄧˋ ㄑㄧˇ\n一起 | 線索\n")
        with open(listed, "w", encoding="utf-8") as handle:
            handle.write("# none\n")
        found = check_readings.csld_differences(bank, listed)
        self.assertEqual(len(found), 1, found)
        self.assertIn(f"{bank}:4: '不要' reads 'ㄅㄨˋ ㄧㄠˋ'", found[0])
        self.assertIn("ㄅㄨˊ ㄧㄠˋ", found[0])
        with open(listed, "w", encoding="utf-8") as handle:
            handle.write("不要 | ㄅㄨˋ ㄧㄠˋ | ㄅㄨˊ ㄧㄠˋ | a test's reason\n")
        self.assertEqual(check_readings.csld_differences(bank, listed), [])
        # A line that no longer differs, one for no entry, and a malformed one each fail, naming their line.
        with open(listed, "w", encoding="utf-8") as handle:
            handle.write("不要 | ㄅㄨˋ ㄧㄠˋ | ㄅㄨˊ ㄧㄠˋ | reason\n一起 | ㄧˋ ㄑㄧˇ | ㄧˋ ㄑㄧˇ | reason\n"
                         "蘋果 | ㄆㄧㄥˊ ㄍㄨㄛˇ | ㄆㄧㄥˊ ㄍㄨㄛˇ | reason\n不要 | ㄅㄨˋ\n")
        found = check_readings.csld_differences(bank, listed)
        self.assertTrue(any(":2: '一起' now reads as the cross-strait dictionary does" in p for p in found), found)
        self.assertTrue(any(":3: '蘋果' is no zh-Hant entry" in p for p in found), found)
        self.assertTrue(any(":4: expected `entry | zhuyin | csld zhuyin | reason`" in p for p in found), found)

    def test_zh_hant_takes_csld_taiwan_reading_where_it_lists_the_entry(self):
        reader = readings.Reader(overrides={}, checked={})
        self.assertEqual(readings.taiwan("相親", reader.pinyin("相亲"), {}, checked={}), ["ㄒㄧㄤˋ", "ㄑㄧㄣ"])
        self.assertEqual(readings.taiwan("血液", reader.pinyin("血液"), {}, checked={}), ["ㄒㄧㄝˇ", "ㄧㄝˋ"])


if __name__ == "__main__":
    unittest.main()
