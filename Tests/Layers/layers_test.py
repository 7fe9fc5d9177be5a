"""Tools/layers/check.py: a planted upward import or dependency fails, naming where; the real tree passes."""
import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tools", "layers"))
import check  # noqa: E402


def package(dependencies):
    """A described package whose targets have `dependencies` (name → list), each in Sources/NAME."""
    return {"targets": [{"name": name, "type": "library", "path": f"Sources/{name}", "target_dependencies": deps}
                        for name, deps in dependencies.items()]}


LAYERED = {
    "GuessText": [],
    "GuessWords": ["GuessText"],
    "GuessGame": ["GuessText", "GuessWords"],
    "GuessPlay": ["GuessText", "GuessWords", "GuessGame"],
}


class LayersTest(unittest.TestCase):
    def tree(self, files):
        root = tempfile.mkdtemp()
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                handle.write(text)
        return root

    def run_check(self, root, described):
        path = os.path.join(root, "describe.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(described, handle)
        errors = io.StringIO()
        with contextlib.redirect_stderr(errors), contextlib.redirect_stdout(io.StringIO()):
            status = check.main(["--root", root, "--describe", path])
        return status, errors.getvalue()

    def test_imports_downward_pass(self):
        root = self.tree({
            "Sources/GuessWords/Bank/Word.swift": "import Foundation\nimport GuessText\n",
            "Sources/GuessPlay/Runner.swift": "@testable import GuessGame\nimport GuessWords\n",
        })
        status, errors = self.run_check(root, package(LAYERED))
        self.assertEqual((status, errors), (0, ""))

    def test_planted_upward_import_fails_naming_file_and_line(self):
        root = self.tree({
            "Sources/GuessWords/Bank/Word.swift": "import Foundation\nimport GuessText\nimport GuessPlay\n",
        })
        status, errors = self.run_check(root, package(LAYERED))
        self.assertEqual(status, 1)
        self.assertIn("Sources/GuessWords/Bank/Word.swift:3: GuessWords (layer 1: the word bank) imports "
                      "GuessPlay (layer 6: the shell), not a layer below it", errors)

    def test_import_of_a_lower_layer_not_declared_fails(self):
        root = self.tree({"Sources/GuessGame/Round.swift": "import struct GuessText.Strings\n"})
        described = package({**LAYERED, "GuessGame": ["GuessWords"]})
        status, errors = self.run_check(root, described)
        self.assertEqual(status, 1)
        self.assertIn("Sources/GuessGame/Round.swift:1: GuessGame imports GuessText, which Package.swift does not "
                      "list", errors)

    def test_upward_dependency_in_the_manifest_fails(self):
        root = self.tree({})
        status, errors = self.run_check(root, package({**LAYERED, "GuessWords": ["GuessText", "GuessGame"]}))
        self.assertEqual(status, 1)
        self.assertIn("Package.swift: GuessWords (layer 1: the word bank) depends on GuessGame (layer 2: the game)",
                      errors)

    def test_a_target_without_a_layer_is_named(self):
        root = self.tree({})
        status, errors = self.run_check(root, package({**LAYERED, "GuessExtras": ["GuessText"]}))
        self.assertEqual(status, 1)
        self.assertIn("target GuessExtras has no layer", errors)


if __name__ == "__main__":
    unittest.main()


class TestTargetsTest(unittest.TestCase):
    """The same rule for the tests: a test target imports only its own layer and those below it."""
    tree = LayersTest.tree
    run_check = LayersTest.run_check

    def described(self, test_dependencies, history=("GuessText",), history_products=()):
        described = package(dict(LAYERED, GuessHistory=list(history)))
        for target in described["targets"]:
            if target["name"] == "GuessHistory":
                target["product_dependencies"] = list(history_products)
        described["targets"].append({"name": "GuessGameTests", "type": "test", "path": "Tests/GuessGameTests",
                                     "target_dependencies": test_dependencies})
        return described

    def test_a_test_target_importing_its_layer_and_below_passes(self):
        root = self.tree({"Tests/GuessGameTests/RoundTests.swift": "@testable import GuessGame\nimport GuessWords\n"})
        status, errors = self.run_check(root, self.described(["GuessGame", "GuessWords"]))
        self.assertEqual((status, errors), (0, ""))

    def test_a_test_target_importing_a_layer_above_fails_naming_file_and_line(self):
        root = self.tree({"Tests/GuessGameTests/RoundTests.swift": "import Testing\n@testable import GuessPlay\n"})
        status, errors = self.run_check(root, self.described(["GuessGame", "GuessPlay"]))
        self.assertEqual(status, 1)
        self.assertIn("test target GuessGameTests depends on GuessPlay", errors)
        self.assertIn("Tests/GuessGameTests/RoundTests.swift:2: test target GuessGameTests imports GuessPlay", errors)

    def test_a_test_target_named_after_no_library_fails(self):
        root = self.tree({})
        described = self.described([])
        described["targets"][-1]["name"] = "EverythingTests"
        status, errors = self.run_check(root, described)
        self.assertEqual(status, 1)
        self.assertIn("test target EverythingTests is named after no library target", errors)

    def test_a_store_that_links_the_server_fails(self):
        root = self.tree({})
        status, errors = self.run_check(root, self.described([], history_products=["GRDB", "Hummingbird"]))
        self.assertEqual(status, 1)
        self.assertIn("the store (GuessHistory) links the server through Hummingbird", errors)


class CrossingDocumentationTest(unittest.TestCase):
    """A declaration other targets use (`package`, or `public`) carries a /// comment."""
    tree = LayersTest.tree
    run_check = LayersTest.run_check

    def test_an_undocumented_package_declaration_fails_naming_file_and_line(self):
        root = self.tree({"Sources/GuessText/Names.swift":
                          "/// Documented.\npackage func one() {}\n\n@discardableResult\npackage func two() {}\n"})
        status, errors = self.run_check(root, package(LAYERED))
        self.assertEqual(status, 1)
        self.assertIn("Sources/GuessText/Names.swift:5: a declaration other targets use has no /// comment", errors)
        self.assertNotIn("Names.swift:2", errors)

    def test_a_documented_one_after_its_attributes_passes(self):
        root = self.tree({"Sources/GuessText/Names.swift": "/// Documented.\n@discardableResult\npackage func one() {}\n"})
        status, errors = self.run_check(root, package(LAYERED))
        self.assertEqual((status, errors), (0, ""))


class ArchitectureTableTest(unittest.TestCase):
    """Architecture.md's table of targets is checked against the tree."""
    tree = LayersTest.tree
    run_check = LayersTest.run_check

    def test_a_stale_row_fails_naming_the_line_and_the_figures(self):
        files = {"Sources/GuessText/A.swift": "let a = 1\nlet b = 2\n",
                 "Tests/GuessTextTests/ATests.swift": "@Test func a() {}\n"}
        right = dict(files, **{"Documentation/Architecture.md": "| target |\n| GuessText | 1 | 2 | 1 |\n"})
        self.assertEqual(self.run_check(self.tree(right), package(LAYERED)), (0, ""))
        stale = dict(files, **{"Documentation/Architecture.md": "| target |\n| GuessText | 1 | 3 | 1 |\n"})
        status, errors = self.run_check(self.tree(stale), package(LAYERED))
        self.assertEqual(status, 1)
        self.assertIn("Documentation/Architecture.md:2: GuessText has 1 files, 2 lines and 1 tests, not 1, 3 and 1",
                      errors)
