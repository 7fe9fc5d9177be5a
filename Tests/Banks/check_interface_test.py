#!/usr/bin/env python3
"""Tests of Tools/hant/check_interface.py, the interface's text in three languages: the real tree passes, and
in a small package in a temporary folder (a Swift source with `Strings` members, its zh-Hant table, the
reviewed files) each check fails on a planted defect — a Mainland word in zh-Hant, a half-width bracket beside
Han text, TA as a pronoun, two figures with near-identical names, a stale decision — and passes once the
defect is corrected or reviewed.

Run by `make test` (lane-banks); needs jieba (Tools/requirements.txt). Usage:
python3 Tests/Banks/check_interface_test.py
"""
import os
import shutil
import sys
import tempfile
import unittest

PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(PACKAGE, "Tools", "hant"))
import check_interface  # noqa: E402

FIGURES = """games | Strings.games | games played
answers a minute | Strings.answersPerMinute | right and wrong answers a minute
right answers a minute | Strings.pace | right answers a minute
"""


def swift(members):
    """A Swift source of `Strings` members: {name: (English, Chinese)}."""
    lines = ["extension Strings {"]
    for name, (english, chinese) in members.items():
        lines.append(f'    package var {name}: String {{ pick("{english}", "{chinese}") }}')
    return "\n".join(lines + ["}", ""])


def table(entries):
    """HantTable+Entries.swift as make_table.py writes it, with `entries` {Simplified: Traditional}."""
    body = "\n".join(f"        {simplified}\t{traditional}" for simplified, traditional in sorted(entries.items()))
    return ("extension HantTable {\n    static let generatedEntries = #\"\"\"\n" + body + "\n        \"\"\"#\n}\n")


class InterfaceChecks(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="interface-check-")
        self.addCleanup(shutil.rmtree, self.folder)
        os.makedirs(os.path.join(self.folder, "Sources", "GuessText"))
        self.members = {"games": ("games", "局数"), "answersPerMinute": ("answers/min", "每分钟判定"),
                        "pace": ("%.1f right/min", "每分钟答对 %.1f")}
        self.hant = {"局数": "局數", "每分钟判定": "每分鐘判定", "每分钟答对 %.1f": "每分鐘答對 %.1f"}
        self.files = {"review": "# none\n", "mainland": "# none\n", "figures": FIGURES}

    def problems(self, extra=None, hant=None):
        members = dict(self.members, **(extra or {}))
        entries = dict(self.hant, **(hant or {}))
        with open(os.path.join(self.folder, "Sources", "GuessText", "Strings+Test.swift"), "w", encoding="utf-8") as f:
            f.write(swift(members))
        with open(os.path.join(self.folder, "Sources", "GuessText", "HantTable+Entries.swift"), "w",
                  encoding="utf-8") as handle:
            handle.write(table(entries))
        paths = {}
        for name, text in self.files.items():
            paths[name] = os.path.join(self.folder, name + ".txt")
            with open(paths[name], "w", encoding="utf-8") as handle:
                handle.write(text)
        return check_interface.check(self.folder, review=paths["review"], mainland=paths["mainland"],
                                     figures=paths["figures"])

    def test_the_real_tree_passes(self):
        self.assertEqual(check_interface.check(), [])

    def test_the_small_package_passes(self):
        self.assertEqual(self.problems(), [])

    # 1. the table
    def test_a_part_without_an_entry_fails(self):
        problems = self.problems({"quit": ("quit", "退出")})
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'退出' has no zh-Hant entry", problems[0])

    # 2. Mainland words
    def test_a_csld_mainland_word_in_zh_hant_fails(self):
        problems = self.problems({"printer": ("the printer", "连上打印机")}, {"连上打印机": "連上打印機"})
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("holds the Mainland word 打印機 (Taiwan: 列印機) of csld", problems[0])

    def test_a_two_character_csld_word_inside_a_zh_hant_text_fails(self):
        # jieba cuts 歷史記錄滯後 into characters; cut on its Simplified, 滯後 is a word of it.
        problems = self.problems({"behind": ("history is behind", "历史记录滞后")}, {"历史记录滞后": "歷史記錄滯後"})
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("holds the Mainland word 滯後 of csld", problems[0])

    def test_a_word_of_the_own_list_fails(self):
        self.files["mainland"] = "掃碼 | 掃描QR碼 | Taiwan scans a QR碼\n"
        problems = self.problems({"join": ("phones join here", "扫码加入")}, {"扫码加入": "掃碼加入"})
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("holds the Mainland word 掃碼 (Taiwan: 掃描QR碼)", problems[0])

    def test_a_kept_word_passes_and_a_stale_keep_fails(self):
        self.files["mainland"] = "打印機 | keep | a test\n"
        self.assertEqual(self.problems({"printer": ("the printer", "连上打印机")}, {"连上打印机": "連上打印機"}), [])
        problems = self.problems()
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'打印機' is kept but is in no zh-Hant text", problems[0])

    # 3. full-width punctuation
    def test_a_half_width_bracket_beside_han_text_fails(self):
        problems = self.problems({"team": ("Red (2 players)", "红队(2 人)")}, {"红队(2 人)": "紅隊(2 人)"})
        self.assertEqual(len(problems), 2 * 2, problems)  # ( beside 队 and ) beside 人, in zh-Hans and zh-Hant
        self.assertTrue(all("has a half-width" in p for p in problems), problems)
        self.assertIn("zh-Hans '红队(2 人)' has a half-width '('", problems[0])

    def test_a_half_width_comma_before_a_space_and_han_text_fails(self):
        problems = self.problems({"teams": ("Red, Blue", "红队, 蓝队")}, {"红队, 蓝队": "紅隊, 藍隊"})
        self.assertEqual(len(problems), 2, problems)

    def test_full_width_brackets_and_technical_tokens_pass(self):
        extra = {"team": ("Red (2 players)", "红队（2 人）"), "key": ("? shows the keys", "按 ? 查看按键"),
                 "option": ("--weights: bad", "--weights：无效")}
        hant = {"红队（2 人）": "紅隊（2 人）", "按 ? 查看按键": "按 ? 查看按鍵", "--weights：无效": "--weights：無效"}
        self.assertEqual(self.problems(extra, hant), [])

    def test_a_kept_half_width_mark_passes(self):
        self.files["review"] = ("zh-Hans | [主机:]端口 | kept | the syntax of an address\n"
                                "zh-Hant | [主機:]埠 | kept | the syntax of an address\n")
        self.assertEqual(self.problems({"serve": ("[HOST:]PORT", "[主机:]端口")}, {"[主机:]端口": "[主機:]埠"}), [])

    # 4. TA
    def test_ta_as_a_pronoun_fails(self):
        problems = self.problems({"next": ("Describes next", "让TA描述")}, {"让TA描述": "讓TA描述"})
        self.assertEqual(len(problems), 2, problems)
        self.assertTrue(all("uses TA as a pronoun" in p for p in problems), problems)
        self.assertEqual(self.problems({"next": ("Describes next", "ta 来描述")}, {"ta 来描述": "ta 來描述"})[0][-44:],
                         "uses TA as a pronoun: say 他 or 她, name the person, or rephrase"[-44:])

    def test_ta_inside_a_word_or_an_option_passes(self):
        extra = {"data": ("data", "data 目录"), "option": ("--ta", "--ta 选项")}
        self.assertEqual(self.problems(extra, {"data 目录": "data 目錄", "--ta 选项": "--ta 選項"}), [])

    # 5. figures
    def test_near_identical_figure_names_fail(self):
        self.members["answersPerMinute"] = ("answers/min", "每分钟作答")
        problems = self.problems(hant={"每分钟作答": "每分鐘作答"})
        self.assertEqual(len(problems), 2, problems)  # zh-Hans and zh-Hant
        self.assertIn("zh-Hans: the figures answers a minute ('每分钟作答', Strings.answersPerMinute) and right "
                      "answers a minute ('每分钟答对 %.1f', Strings.pace) have near-identical names", problems[0])

    def test_two_figures_with_one_name_fail(self):
        self.members["answersPerMinute"] = ("right/min", "每分钟判定")
        problems = self.problems()
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("en: the figures answers a minute", problems[0])

    def test_a_qualified_name_and_a_figure_named_twice_pass(self):
        self.files["figures"] = FIGURES + "right | Strings.right, Strings.rights | right answers\n"
        extra = {"right": ("right", "答对"), "rights": ("right", "答对")}
        self.assertEqual(self.problems(extra, {"答对": "答對"}), [])  # 答对 in 每分钟答对 is a name qualified, 答对 twice one figure

    def test_a_figure_naming_no_string_fails(self):
        self.files["figures"] = FIGURES + "rating | Strings.rating | the league's rating\n"
        problems = self.problems()
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'Strings.rating' names no interface string", problems[0])

    # 6. the reviewed decisions
    def test_a_fixed_text_still_there_fails(self):
        self.files["review"] = "zh-Hans | 局数 | fixed → 对局数 | a test\n"
        problems = self.problems()
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'局数' was fixed to '对局数', but a zh-Hans string still holds it", problems[0])

    def test_a_fix_made_passes_and_a_stale_kept_line_fails(self):
        self.files["review"] = ("zh-Hans | 每分钟作答 | fixed → 每分钟判定 | a test\n"
                                "en | answers per minute | kept | a test\n")
        problems = self.problems()
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'answers per minute' is kept but no en string holds it", problems[0])

    def test_an_anchored_text_matches_a_whole_literal(self):
        self.files["review"] = "en | ^games$ | kept | a test\nen | ^game$ | kept | a test\n"
        problems = self.problems()
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("'^game$' is kept", problems[0])


if __name__ == "__main__":
    unittest.main()
