#!/usr/bin/env python3
"""Which of a lane's tests run again: `make test` runs a unit of tests only when one of its inputs changed since
the unit last passed, as make rebuilds only what changed (issue 43: a change in a higher layer reruns only the
tests at or above it).

    python3 Tools/lanes/inputs.py plan UNIT...    # prints the units whose inputs changed (one line, maybe empty)
    python3 Tools/lanes/inputs.py passed UNIT...  # records the inputs the plan saw as passed

A unit is one of:
- a Swift test target (GuessWordsTests): its inputs are every file of the repository except the Sources of
  the library targets outside its dependency closure (Package.swift's, as `swift package describe` reports
  it), the other test targets' folders, the script lanes' folders, Benchmarks and the documentation (save the
  pages its tests name, README.md or Documentation/Playing.md say) and make's own tools (Tools/lanes,
  Tools/layers); and the toolchain's version;
- a Swift test target with a tag (EndToEndTests:terminal): the same inputs, passed apart;
- `phones` or `server`, the browser lanes (Tests/Browser/run.py): every file except the Swift test targets',
  the banks', install's and the layers' test folders, Benchmarks and the documentation;
- `install`, the install lane (Tests/Install): the packaging, its test, the build files and the executable's own
  folders, and what the debug binary says of itself where a package shows it: its commands and their help
  (`--experimental-dump-help`, which the man pages and completions are made from, and `--version` less the
  commit a build stamps in) and the libraries it links.

The repository's files are those git tracks or would track (`git ls-files --cached --others
--exclude-standard`; outside git, every file but what .gitignore names), hashed by content, each once a plan:
a file touched but unchanged reruns nothing, a file added anywhere reruns every unit it could reach. `plan`
keeps what it hashed in .build/stamps/units/UNIT.pending and `passed` makes that the unit's stamp, so a file
changed while the tests ran is seen by the next run. Removing .build/stamps (`make test-all`) runs everything.
"""
import fnmatch
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def stamps():
    return os.path.join(ROOT, ".build", "stamps", "units")


def binary():
    return os.path.join(ROOT, ".build", "debug", "guess")


# The folders of the lanes that run Python scripts, not Swift tests.
SCRIPT_FOLDERS = ["Tests/Browser", "Tests/League", "Tests/Exports", "Tests/Banks", "Tests/Install", "Tests/Layers",
                  "Tests/Lanes"]
BROWSER_FOLDERS = ["Tests/Browser", "Tests/League", "Tests/Exports"]
# Files no test reads: the benchmarks, the make's own tools (these lanes and the layers' check, tested in the
# style lane), and the documentation unless a test names a page.
UNREAD = ["Benchmarks", "Documentation", "README.md", ".ci", "Tools/lanes", "Tools/layers"]
INSTALL_INPUTS = ["Packaging", "Tests/Install", "Makefile", "Package.swift", "Plugins", "Sources/guess",
                  "Sources/CReadline", "Sources/CPulse", "Sources/CQRencode", "Sources/GuessVersion"]
# Test targets that test the whole binary: their inputs are those of the executable's closure.
WHOLE = {"EndToEndTests": "guess"}
DOCUMENT = re.compile(r'"((?:Documentation/[^"]+)|README\.md)"')


def ignored_patterns():
    """.gitignore's patterns (the name patterns of its lines, each matched against every part of a path), and
    .git: what a tree outside git (a source tarball, no git installed) leaves out as git would."""
    try:
        with open(os.path.join(ROOT, ".gitignore"), encoding="utf-8") as file:
            lines = [line.strip().strip("/") for line in file]
    except OSError:
        lines = []
    return [".git"] + [line for line in lines if line and not line.startswith("#")]


def repository_files():
    try:
        listed = subprocess.run(["git", "-c", "safe.directory=*", "ls-files", "-z", "--cached", "--others",
                                 "--exclude-standard"], cwd=ROOT, capture_output=True, check=True).stdout
        names = listed.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):
        patterns = ignored_patterns()
        kept = lambda name: not any(fnmatch.fnmatch(name, pattern) for pattern in patterns)  # noqa: E731
        names = []
        for directory, folders, files in os.walk(ROOT):
            folders[:] = [name for name in folders if kept(name)]
            names += [os.path.relpath(os.path.join(directory, name), ROOT) for name in files if kept(name)]
    return sorted({name for name in names if name and os.path.isfile(os.path.join(ROOT, name))})


def under(path, folders):
    return any(path == folder or path.startswith(folder + "/") for folder in folders)


def package():
    """Package.swift's targets as `swift package describe` gives them, kept beside Package.swift's hash."""
    with open(os.path.join(ROOT, "Package.swift"), "rb") as file:
        key = hashlib.sha256(file.read()).hexdigest()
    cache = os.path.join(stamps(), "describe.json")
    try:
        with open(cache) as file:
            kept = json.load(file)
        if kept["key"] == key:
            return kept["targets"]
    except (OSError, ValueError, KeyError):
        pass
    described = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT, capture_output=True,
                               text=True, check=True).stdout
    targets = {target["name"]: {"path": target.get("path") or "", "type": target.get("type"),
                                "dependencies": target.get("target_dependencies") or []}
               for target in json.loads(described)["targets"]}
    os.makedirs(stamps(), exist_ok=True)
    with open(cache + f".{os.getpid()}", "w") as file:
        json.dump({"key": key, "targets": targets}, file)
    os.replace(cache + f".{os.getpid()}", cache)
    return targets


def closure(targets, name):
    seen, todo = set(), [name]
    while todo:
        current = todo.pop()
        if current in seen or current not in targets:
            continue
        seen.add(current)
        todo += targets[current]["dependencies"]
    return seen


def swift_sources(folder):
    for directory, _, names in os.walk(os.path.join(ROOT, folder)):
        for name in names:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as file:
                    yield file.read()


def swift_unit(targets, files, name):
    """The files a Swift test target's tests can depend on."""
    reach = closure(targets, name) | (closure(targets, WHOLE[name]) if name in WHOLE else set())
    folders = [targets[target]["path"] for target in reach]
    texts = [text for folder in folders if folder.startswith("Tests/") for text in swift_sources(folder)]
    named = {match for text in texts for match in DOCUMENT.findall(text)}
    reads_sources = any('"Sources"' in text for text in texts)
    away = [targets[target]["path"] for target in targets
            if target not in reach and targets[target]["path"]
            and (targets[target]["path"].startswith("Tests/") or not reads_sources)]
    return [path for path in files
            if path in named or not (under(path, away) or under(path, SCRIPT_FOLDERS) or under(path, UNREAD))]


# The commit a build stamps into the version (`0.2.0 (da487a4)`): a new commit alone changes nothing packaged.
COMMIT = re.compile(rb"\(([0-9a-f]{7})\)")


def probe(arguments):
    try:
        result = subprocess.run(arguments, cwd=ROOT, capture_output=True, timeout=60, env={
            "HOME": "/nonexistent", "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")})
    except (OSError, subprocess.TimeoutExpired) as error:  # no binary yet, or one that hangs: rerun
        return b"$ " + " ".join(arguments).encode() + b"\n" + str(error).encode()
    said = COMMIT.sub(b"(commit)", result.stdout + result.stderr)
    return b"$ " + " ".join(arguments).encode() + b"\n" + said + f"exit {result.returncode}\n".encode()


def unit_inputs(targets, files, unit):
    """(files, what the binary says) a unit's tests depend on."""
    name = unit.split(":")[0]
    if name in targets and targets[name]["type"] == "test":
        return swift_unit(targets, files, name), []
    if name in ("phones", "server"):
        swift_tests = [target["path"] for target in targets.values() if target["path"].startswith("Tests/")]
        away = swift_tests + [folder for folder in SCRIPT_FOLDERS if folder not in BROWSER_FOLDERS] + UNREAD
        return [path for path in files if not under(path, away)], []
    if name == "install":
        needed = probe(["readelf", "-d", binary()])
        libraries = b"\n".join(sorted(line for line in needed.splitlines() if b"(NEEDED)" in line or b"$" in line))
        return [path for path in files if under(path, INSTALL_INPUTS)], [
            probe([binary(), "--experimental-dump-help"]), probe([binary(), "--version"]), libraries]
    raise SystemExit(f"inputs: no unit called {unit} (a Swift test target, phones, server or install)")


def digest(toolchain, unit_files, probes, contents):
    """The hash of a unit's inputs; `contents` keeps each file's own hash, so a file several units read is
    read once a plan."""
    hasher = hashlib.sha256(toolchain)
    for path in unit_files:
        hasher.update(path.encode() + b"\0")
        if path not in contents:
            with open(os.path.join(ROOT, path), "rb") as file:
                contents[path] = hashlib.sha256(file.read()).digest()
        hasher.update(contents[path])
    for said in probes:
        hasher.update(hashlib.sha256(said).digest())
    return hasher.hexdigest()


def stamp(unit, suffix):
    return os.path.join(stamps(), unit.replace(":", "@") + suffix)


def read(path):
    try:
        with open(path) as file:
            return file.read().strip()
    except OSError:
        return None


def plan(units):
    targets, files = package(), repository_files()
    # The toolchain, and the binary the end-to-end tests run when it is not the debug one.
    toolchain = subprocess.run(["swift", "--version"], capture_output=True).stdout + \
        os.environ.get("GUESS_BINARY", "").encode()
    due, contents = [], {}
    os.makedirs(stamps(), exist_ok=True)
    for unit in units:
        now = digest(toolchain, *unit_inputs(targets, files, unit), contents)
        with open(stamp(unit, ".pending"), "w") as file:
            file.write(now + "\n")
        if read(stamp(unit, ".passed")) != now:
            due.append(unit)
    print(" ".join(due))


def passed(units):
    for unit in units:
        pending = stamp(unit, ".pending")
        if os.path.exists(pending):
            os.replace(pending, stamp(unit, ".passed"))


def main(argv):
    if len(argv) < 2 or argv[0] not in ("plan", "passed"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 64
    (plan if argv[0] == "plan" else passed)(argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
