"""What the benchmark scripts share: where the package, its data and the binary under test are."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "bench-data")


def binary_path():
    """The binary under test: the first argument, else $GUESS_BINARY, else .build/release/guess."""
    if len(sys.argv) > 1 and not sys.argv[1].isdigit():
        return os.path.abspath(sys.argv[1])
    if os.environ.get("GUESS_BINARY"):
        return os.path.abspath(os.environ["GUESS_BINARY"])
    return os.path.join(ROOT, ".build", "release", "guess")


# Figures a benchmark could not measure, each with why: it goes on with the others and, at its end, leaves with
# status 1 naming them (`make bench` then fails loudly rather than print a partial table as if whole).
UNMEASURED = []


def unmeasured(label, error):
    """Prints that `label` could not be measured and why, and remembers it for `finish`."""
    print(f"   {label}: could not measure: {error}")
    UNMEASURED.append(f"{label}: {error}")


def finish(script):
    """The script's exit status: 0, or 1 (with each figure named on standard error) when any could not be
    measured."""
    for what in UNMEASURED:
        print(f"{script}: not measured: {what}", file=sys.stderr)
    return 1 if UNMEASURED else 0
