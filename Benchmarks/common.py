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
