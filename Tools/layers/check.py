#!/usr/bin/env python3
"""Checks that the package's targets stay in their layers (Documentation/Architecture.md draws them).

Each Swift target under Sources/ has a layer; a target may depend on, and import, only targets of lower
layers. Two things are checked, so an upward dependency fails here with a clear message before anyone has to
read a compiler error:
- every target dependency Package.swift declares (as `swift package describe --type json` reports it) points
  down;
- every `import` of one of our modules in Sources/TARGET/**.swift names a target of a lower layer that TARGET
  declares (the compiler refuses most such imports too, but with a message like "missing required module"
  that names neither the file nor the rule).

`python3 Tools/layers/check.py [--root DIR] [--describe FILE]`: exit 0 when every target keeps its layer,
1 naming each file and line (or Package.swift) that does not, 66 when the package cannot be described.
"""
import argparse
import json
import os
import re
import subprocess
import sys

# Lowest first. A layer's targets may use the layers below it, never their own layer's other targets or above.
LAYERS = [
    ("text", ["GuessText"]),
    ("the word bank", ["GuessWords"]),
    ("the game", ["GuessGame"]),
    ("screens", ["GuessScreens"]),
    ("the room", ["GuessRoom"]),
    ("the server, the store and configuration", ["GuessServer", "GuessHistory", "GuessConfig"]),
    ("the shell", ["GuessPlay"]),
    ("the commands", ["GuessCommands"]),
    ("the executable", ["guess"]),
]
# Targets outside the layers: system libraries, build tools and plugins, the version stamp.
OUTSIDE = {"CReadline", "CPulse", "CQRencode", "GuessVersion", "GuessEmbedder", "GuessBankCompiler",
           "EmbedShippedFiles", "StampVersion"}
# The tests' shared code, each in the layer of what it helps test (GuessTestSupport, plain processes and
# sockets, below them all).
SUPPORT = {"GuessTestSupport": -1, "GuessWordsTestSupport": 1, "GuessGameTestSupport": 2,
           "GuessStoreTestSupport": 5}
# Test targets that test the whole binary rather than one library target sit in the executable's layer.
WHOLE = {"EndToEndTests": "guess"}
# Modules the store and what it depends on must never link: the phones' server and what it runs on.
SERVER_MODULES = {"GuessServer", "Hummingbird", "HummingbirdCore", "HummingbirdWebSocket", "NIOCore", "NIOPosix",
                  "NIOWebSocket", "CQRencode"}

LAYER_OF = {name: index for index, (_, names) in enumerate(LAYERS) for name in names}


def subject(test):
    """The library target a test target tests (its layer is the test target's), or None."""
    if test in WHOLE:
        return WHOLE[test]
    return test[:-len("Tests")] if test.endswith("Tests") and test[:-len("Tests")] in LAYER_OF else None
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)")


def describe(root):
    """The package as SwiftPM reads it (targets and their declared dependencies)."""
    result = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=root,
                            capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        print("layers: swift package describe failed:\n" + result.stderr, file=sys.stderr)
        sys.exit(66)
    return json.loads(result.stdout)


def label(name):
    index = LAYER_OF[name]
    return f"{name} (layer {index}: {LAYERS[index][0]})"


def imports(root, target, name):
    """(file:line, module) for each import in the target's Swift files."""
    folder = os.path.join(root, target.get("path") or os.path.join("Sources", name))
    for directory, _, files in sorted(os.walk(folder)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    match = IMPORT.match(line)
                    if match:
                        yield f"{os.path.relpath(path, root)}:{number}", match.group(1)


def test_problems(root, targets, tests):
    """Each test target tests one library target and depends on, and imports, only that layer and below (its
    support targets included); each support target stays in its layer."""
    found = []
    ours = set(LAYER_OF) | set(SUPPORT) | OUTSIDE

    def allowed(module, ceiling):
        if module in SUPPORT:
            return SUPPORT[module] <= ceiling
        return module not in LAYER_OF or LAYER_OF[module] <= ceiling

    for name, target in sorted(targets.items()):
        if name not in SUPPORT:
            continue
        for dependency in target.get("target_dependencies") or []:
            if not allowed(dependency, SUPPORT[name]):
                found.append(f"Package.swift: test support {name} (layer {SUPPORT[name]}) depends on "
                             f"{dependency}, above its layer")
    for name, target in sorted(tests.items()):
        tested = subject(name)
        if tested is None:
            found.append(f"Package.swift: test target {name} is named after no library target (GuessXTests "
                         "tests GuessX; WHOLE in Tools/layers/check.py lists the others)")
            continue
        ceiling = LAYER_OF[tested]
        declared = set(target.get("target_dependencies") or [])
        for dependency in sorted(declared):
            if not allowed(dependency, ceiling):
                found.append(f"Package.swift: test target {name} depends on {dependency}, above {label(tested)}")
        for where, module in imports(root, target, name):
            if module not in ours or module == name:
                continue
            if not allowed(module, ceiling):
                found.append(f"{where}: test target {name} imports {module}, above {label(tested)}")
            elif module not in declared:
                found.append(f"{where}: {name} imports {module}, which Package.swift does not list among "
                             f"{name}'s dependencies")
    return found


def store_problems(targets):
    """The store (GuessHistory) and everything it depends on link no server."""
    seen, queue, products = set(), ["GuessHistory"], set()
    while queue:
        name = queue.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        queue += targets[name].get("target_dependencies") or []
        products |= set(targets[name].get("product_dependencies") or [])
    linked = sorted((seen | products) & SERVER_MODULES)
    return [f"Package.swift: the store (GuessHistory) links the server through {', '.join(linked)}"] if linked else []


# A declaration that crosses targets: `package` (or `public`, for GuessWords' outside users) after attributes.
CROSSING = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:static|final|override|nonisolated|convenience|"
                      r"required|indirect|mutating)\s+)*(?:package|public)\s")


def undocumented(root):
    """Each declaration that crosses targets carries a `///` comment (swift-format's rule sees `public` only)."""
    found = []
    for directory, _, files in sorted(os.walk(os.path.join(root, "Sources"))):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            for number, line in enumerate(lines):
                if not CROSSING.match(line):
                    continue
                above = number - 1
                while above >= 0 and lines[above].strip().startswith("@"):
                    above -= 1
                if above < 0 or not lines[above].strip().startswith("///"):
                    found.append(f"{os.path.relpath(path, root)}:{number + 1}: a declaration other targets use "
                                 "has no /// comment")
    return found


TABLE_ROW = re.compile(r"^\| (\w+) \| (\d+) \| ([\d,]+)[^|]*\| (\d+)")


def architecture_problems(root):
    """Architecture.md's table of targets says each one's files and tests (`@Test`) as they are, and its lines
    within 2 % (a one-line change needs no edit of the table; a moved file or a new test does)."""
    path = os.path.join(root, "Documentation", "Architecture.md")
    if not os.path.exists(path):
        return []
    found = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            match = TABLE_ROW.match(line)
            if not match or match.group(1) not in LAYER_OF:
                continue
            name = match.group(1)
            files = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(root, "Sources", name))
                     for f in fs if f.endswith(".swift")]
            lines = 0
            for file in files:
                with open(file, encoding="utf-8") as source:
                    lines += source.read().count("\n")
            tests_folder = os.path.join(root, "Tests", "EndToEndTests" if name == "guess" else name + "Tests")
            tests = 0
            for directory, _, names in os.walk(tests_folder):
                for file in names:
                    if file.endswith(".swift"):
                        with open(os.path.join(directory, file), encoding="utf-8") as source:
                            tests += source.read().count("@Test")
            said = (int(match.group(2)), int(match.group(3).replace(",", "")), int(match.group(4)))
            if said[0] != len(files) or said[2] != tests or abs(said[1] - lines) > lines * 0.02:
                found.append(f"Documentation/Architecture.md:{number}: {name} has {len(files)} files, {lines:,} lines "
                             f"and {tests} tests, not {said[0]}, {said[1]:,} and {said[2]}")
    return found


def problems(root, package):
    found = []
    targets = {t["name"]: t for t in package["targets"] if t.get("type") != "test"}
    tests = {t["name"]: t for t in package["targets"] if t.get("type") == "test"}
    found += test_problems(root, targets, tests)
    found += store_problems(targets)
    found += undocumented(root)
    found += architecture_problems(root)
    for name, target in sorted(targets.items()):
        if name in OUTSIDE or name in SUPPORT:
            continue
        if name not in LAYER_OF:
            found.append(f"Package.swift: target {name} has no layer: add it to LAYERS in Tools/layers/check.py "
                         "and to Documentation/Architecture.md")
            continue
        for dependency in target.get("target_dependencies") or []:
            if dependency in LAYER_OF and LAYER_OF[dependency] >= LAYER_OF[name]:
                found.append(f"Package.swift: {label(name)} depends on {label(dependency)}, not a layer below it")
    for name in sorted(LAYER_OF):
        target = targets.get(name)
        if target is None:
            continue
        declared = set(target.get("target_dependencies") or [])
        for where, module in imports(root, target, name):
            if module not in LAYER_OF or module == name:
                continue
            if LAYER_OF[module] >= LAYER_OF[name]:
                found.append(f"{where}: {label(name)} imports {label(module)}, not a layer below it")
            elif module not in declared:
                found.append(f"{where}: {name} imports {module}, which Package.swift does not list "
                             f"among {name}'s dependencies")
    return found


def main(arguments=None):
    parser = argparse.ArgumentParser(description="Checks that each target imports only the layers below it.")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--describe", help="the package described as JSON (default: ask swift package describe)")
    options = parser.parse_args(arguments)
    if options.describe:
        with open(options.describe, encoding="utf-8") as handle:
            package = json.load(handle)
    else:
        package = describe(options.root)
    found = problems(options.root, package)
    for problem in found:
        print(problem, file=sys.stderr)
    if found:
        print(f"layers: {len(found)} problems", file=sys.stderr)
        return 1
    print(f"layers: ok ({sum(len(names) for _, names in LAYERS)} targets in {len(LAYERS)} layers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
