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
    ("phones", ["GuessPhones"]),
    ("history and configuration", ["GuessHistory", "GuessConfig"]),
    ("the shell", ["GuessPlay"]),
    ("the commands", ["GuessCommands"]),
    ("the executable", ["guess"]),
]
# Targets outside the layers: system libraries, build tools and plugins, the version stamp.
OUTSIDE = {"CReadline", "CPulse", "CQRencode", "GuessVersion", "GuessEmbedder", "GuessBankCompiler",
           "EmbedShippedFiles", "StampVersion", "GuessTestSupport"}

LAYER_OF = {name: index for index, (_, names) in enumerate(LAYERS) for name in names}
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


def problems(root, package):
    found = []
    targets = {t["name"]: t for t in package["targets"] if t.get("type") != "test"}
    for name, target in sorted(targets.items()):
        if name in OUTSIDE:
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
        folder = os.path.join(root, target.get("path") or os.path.join("Sources", name))
        for directory, _, files in sorted(os.walk(folder)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, 1):
                        match = IMPORT.match(line)
                        if not match or match.group(1) not in LAYER_OF or match.group(1) == name:
                            continue
                        module = match.group(1)
                        where = f"{os.path.relpath(path, root)}:{number}"
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
        print(f"layers: {len(found)} upward or undeclared dependencies", file=sys.stderr)
        return 1
    print(f"layers: ok ({sum(len(names) for _, names in LAYERS)} targets in {len(LAYERS)} layers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
