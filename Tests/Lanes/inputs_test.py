"""Tools/lanes/inputs.py: which units of tests run again after a change (python3 -m unittest discover -s
Tests/Lanes -p "*_test.py"). Each test builds a small repository of its own: a git folder with a few targets'
files and the package's description already kept, so no test asks SwiftPM."""
import contextlib
import hashlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "Tools", "lanes"))
import inputs  # noqa: E402

# Text below words below the game; a test target for each; the executable above them; its end-to-end tests.
TARGETS = {
    "GuessText": {"path": "Sources/GuessText", "type": "library", "dependencies": []},
    "GuessWords": {"path": "Sources/GuessWords", "type": "library", "dependencies": ["GuessText"]},
    "GuessGame": {"path": "Sources/GuessGame", "type": "library", "dependencies": ["GuessWords"]},
    "guess": {"path": "Sources/guess", "type": "executable", "dependencies": ["GuessGame"]},
    "GuessTestSupport": {"path": "Tests/GuessTestSupport", "type": "library", "dependencies": []},
    "GuessTextTests": {"path": "Tests/GuessTextTests", "type": "test", "dependencies": ["GuessText"]},
    "GuessWordsTests": {"path": "Tests/GuessWordsTests", "type": "test",
                        "dependencies": ["GuessWords", "GuessTestSupport"]},
    "GuessGameTests": {"path": "Tests/GuessGameTests", "type": "test", "dependencies": ["GuessGame"]},
    "EndToEndTests": {"path": "Tests/EndToEndTests", "type": "test", "dependencies": ["GuessTestSupport"]},
}
FILES = {
    "Package.swift": "// the package\n",
    "Sources/GuessText/Text.swift": "struct Text {}\n",
    "Sources/GuessWords/Bank.swift": "struct Bank {}\n",
    "Sources/GuessGame/Engine.swift": "struct Engine {}\n",
    "Sources/guess/main.swift": "print(1)\n",
    "Tests/GuessTestSupport/Sandbox.swift": "struct Sandbox {}\n",
    "Tests/GuessTextTests/TextTests.swift": "// text\n",
    "Tests/GuessWordsTests/BankTests.swift": "// reads the play page: \"Documentation/Playing.md\"\n",
    "Tests/GuessGameTests/EngineTests.swift": "// reads every source: \"Sources\"\n",
    "Tests/EndToEndTests/BinaryTests.swift": "// the binary\n",
    "Tests/Browser/phones_test.py": "# a browser script\n",
    "Tests/Banks/check_test.py": "# the banks' test\n",
    "Wordbanks/en.txt": "apple\n",
    "Pages/phone.js": "// the page\n",
    "Documentation/Playing.md": "# Playing\n",
    "Documentation/Development.md": "# Development\n",
    "Benchmarks/run.py": "# a benchmark\n",
    "Packaging/VERSION": "1.0\n",
}


class Repository:
    """A git repository of FILES under a temporary folder, with inputs.ROOT pointed at it."""

    def __init__(self, folder):
        self.root = folder
        for path, text in FILES.items():
            self.write(path, text)
        subprocess.run(["git", "init", "-q", folder], check=True)
        with open(os.path.join(folder, ".gitignore"), "w") as file:
            file.write(".build/\n__pycache__/\n*.swp\n")
        with open(os.path.join(folder, "Package.swift"), "rb") as file:
            key = hashlib.sha256(file.read()).hexdigest()
        os.makedirs(os.path.join(folder, ".build", "stamps", "units"))
        with open(os.path.join(folder, ".build", "stamps", "units", "describe.json"), "w") as file:
            json.dump({"key": key, "targets": TARGETS}, file)
        inputs.ROOT = folder

    def write(self, path, text):
        os.makedirs(os.path.dirname(os.path.join(self.root, path)) or self.root, exist_ok=True)
        with open(os.path.join(self.root, path), "w") as file:
            file.write(text)

    def plan(self, *units):
        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            inputs.plan(list(units))
        return said.getvalue().split()


class InputsTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        self.repository = Repository(self.folder.name)
        self.addCleanup(setattr, inputs, "ROOT", inputs.ROOT)

    def files_of(self, unit):
        return set(inputs.unit_inputs(TARGETS, inputs.repository_files(), unit)[0])

    def test_a_test_target_reads_its_closure_and_nothing_above(self):
        files = self.files_of("GuessWordsTests")
        for path in ["Sources/GuessText/Text.swift", "Sources/GuessWords/Bank.swift", "Wordbanks/en.txt",
                     "Tests/GuessWordsTests/BankTests.swift", "Tests/GuessTestSupport/Sandbox.swift",
                     "Package.swift", "Pages/phone.js", "Documentation/Playing.md"]:
            self.assertIn(path, files)
        for path in ["Sources/GuessGame/Engine.swift", "Sources/guess/main.swift",
                     "Tests/GuessGameTests/EngineTests.swift", "Tests/Browser/phones_test.py",
                     "Documentation/Development.md", "Benchmarks/run.py"]:
            self.assertNotIn(path, files)
        # A page no test of its names is not among the lowest target's inputs either.
        self.assertNotIn("Documentation/Playing.md", self.files_of("GuessTextTests"))

    def test_tests_that_read_the_sources_read_all_of_them(self):
        self.assertIn("Sources/guess/main.swift", self.files_of("GuessGameTests"))

    def test_end_to_end_tests_read_the_executables_closure(self):
        files = self.files_of("EndToEndTests:terminal")
        self.assertTrue({"Sources/guess/main.swift", "Sources/GuessGame/Engine.swift",
                         "Sources/GuessText/Text.swift"} <= files)
        self.assertNotIn("Tests/GuessGameTests/EngineTests.swift", files)

    def test_the_browser_lanes_read_everything_but_the_swift_tests_and_the_other_scripts(self):
        files = self.files_of("phones")
        self.assertTrue({"Sources/guess/main.swift", "Pages/phone.js", "Tests/Browser/phones_test.py"} <= files)
        self.assertFalse({"Tests/GuessWordsTests/BankTests.swift", "Tests/Banks/check_test.py",
                          "Documentation/Playing.md"} & files)

    def test_a_change_reruns_the_tests_at_or_above_its_layer_only(self):
        units = ["GuessTextTests", "GuessWordsTests", "GuessGameTests", "EndToEndTests:binary"]
        self.assertEqual(self.repository.plan(*units), units)
        inputs.passed(units)
        self.assertEqual(self.repository.plan(*units), [])
        self.repository.write("Sources/GuessWords/Bank.swift", "struct Bank { var words = 1 }\n")
        self.assertEqual(self.repository.plan(*units), ["GuessWordsTests", "GuessGameTests", "EndToEndTests:binary"])
        inputs.passed(units)
        self.repository.write("Sources/GuessText/Text.swift", "struct Text { }\n")
        self.assertEqual(self.repository.plan(*units), units)

    def test_a_unit_that_did_not_pass_runs_again(self):
        self.assertEqual(self.repository.plan("GuessTextTests"), ["GuessTextTests"])
        self.assertEqual(self.repository.plan("GuessTextTests"), ["GuessTextTests"])
        inputs.passed(["GuessTextTests"])
        self.assertEqual(self.repository.plan("GuessTextTests"), [])

    def test_a_file_changed_while_the_tests_ran_is_seen_by_the_next_run(self):
        self.repository.plan("GuessTextTests")
        self.repository.write("Sources/GuessText/Text.swift", "struct Text { var changed = true }\n")
        inputs.passed(["GuessTextTests"])
        self.assertEqual(self.repository.plan("GuessTextTests"), ["GuessTextTests"])

    def test_a_touched_file_or_an_unrelated_one_reruns_nothing_a_new_file_does(self):
        self.repository.plan("GuessTextTests")
        inputs.passed(["GuessTextTests"])
        os.utime(os.path.join(self.folder.name, "Sources/GuessText/Text.swift"))
        self.repository.write("Documentation/Development.md", "# Development, again\n")
        self.repository.write("Sources/GuessGame/Engine.swift", "struct Engine { var turn = 0 }\n")
        self.assertEqual(self.repository.plan("GuessTextTests"), [])
        self.repository.write("Wordbanks/zh-Hans.txt", "苹果\n")
        self.assertEqual(self.repository.plan("GuessTextTests"), ["GuessTextTests"])

    def test_the_install_lane_reads_what_the_binary_says_less_the_commit(self):
        fake = os.path.join(self.folder.name, ".build", "debug", "guess")
        os.makedirs(os.path.dirname(fake), exist_ok=True)

        def binary_says(version, commands):
            with open(fake, "w") as file:
                file.write(f'#!/bin/sh\n[ "$1" = --version ] && echo "{version}" || echo \'{commands}\'\n')
            os.chmod(fake, 0o755)

        self.assertNotIn("Sources/GuessGame/Engine.swift", self.files_of("install"))
        binary_says("0.2.0 (da487a4)", '{"subcommands": ["play"]}')
        self.assertEqual(self.repository.plan("install"), ["install"])
        inputs.passed(["install"])
        binary_says("0.2.0 (1234abc)", '{"subcommands": ["play"]}')
        self.assertEqual(self.repository.plan("install"), [], "a new commit alone")
        binary_says("0.3.0 (1234abc)", '{"subcommands": ["play"]}')
        self.assertEqual(self.repository.plan("install"), ["install"], "a new version")
        binary_says("0.2.0 (1234abc)", '{"subcommands": ["play", "draw"]}')
        self.assertEqual(self.repository.plan("install"), ["install"], "a new command")
        binary_says("0.2.0 (1234abc)", '{"subcommands": ["play"]}')
        self.repository.write("Packaging/VERSION", "0.3.0\n")
        self.assertEqual(self.repository.plan("install"), ["install"], "the packaging")

    def test_a_tree_outside_git_is_read_whole_less_what_git_would_ignore(self):
        in_git = inputs.repository_files()
        subprocess.run(["rm", "-rf", os.path.join(self.folder.name, ".git")], check=True)
        self.repository.write(".build/debug/guess.o", "built\n")
        self.repository.write("Tests/Browser/__pycache__/harness.pyc", "compiled\n")
        self.repository.write("Sources/GuessText/.Text.swift.swp", "an editor's\n")
        outside = inputs.repository_files()
        self.assertEqual(sorted(set(outside) - {".gitignore"}), sorted(set(in_git) - {".gitignore"}))
        self.assertEqual(self.repository.plan("GuessTextTests"), ["GuessTextTests"])

    def test_an_unknown_unit_is_named(self):
        with self.assertRaises(SystemExit) as raised:
            self.repository.plan("GuessNothingTests")
        self.assertIn("GuessNothingTests", str(raised.exception.code))


if __name__ == "__main__":
    unittest.main()
