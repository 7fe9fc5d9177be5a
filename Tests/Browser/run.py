#!/usr/bin/env python3
"""Runs the Python test scripts of a lane in one process, with one Chromium started once and shared:

    python3 Tests/Browser/run.py phones [--binary .build/debug/guess]   # phones, fit, claims, restart
    python3 Tests/Browser/run.py server [--binary .build/debug/guess]   # server, wire, report, league,
                                                                        # results, caddy, spreadsheet, anki
    python3 Tests/Browser/run.py claims restart [--binary …]            # scripts by name

Each script runs with its options' defaults (its own options, wire_test's --cases and --seed say, are for
running it alone: `python3 Tests/Browser/wire_test.py --binary B --cases 2000 --seed 7`). The runner prints
each script's checks and summary, the CPU it took (this process and the children it waited for; then
Chromium's and chromedriver's, read from /proc), then one line for the lane; it exits 1 naming the scripts that failed (a script that
raises counts as failed, and the next one still runs)."""
import argparse
import importlib.util
import os
import resource
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import harness  # noqa: E402

SCRIPTS = {
    "phones": "Browser/phones_test.py",
    "fit": "Browser/fit_test.py",
    "claims": "Browser/claims_test.py",
    "restart": "Browser/restart_test.py",
    "server": "Browser/server_test.py",
    "wire": "Browser/wire_test.py",
    "report": "Browser/report_test.py",
    "league": "League/openskill_test.py",
    "results": "Browser/results_test.py",
    "caddy": "Browser/caddy_test.py",
    "spreadsheet": "Exports/spreadsheet_test.py",
    "anki": "Exports/anki_test.py",
}
LANES = {
    "phones": ["phones", "fit", "claims", "restart"],
    "server": ["server", "wire", "report", "league", "results", "caddy", "spreadsheet", "anki"],
}


def cpu():
    """CPU seconds (user and system) of this process and of the children it waited for."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def load(name):
    """The script's module, imported under its file's name (so the scripts' imports of each other share it)."""
    path = os.path.join(TESTS, SCRIPTS[name])
    module_name = os.path.splitext(os.path.basename(path))[0]
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


def run_script(name, binary):
    """Runs one script; returns (passed, failed, whether it failed, wall seconds, CPU seconds)."""
    harness.reset()
    started, used, browser = time.monotonic(), cpu(), harness.BROWSER.cpu()
    failed = False
    print(f"== {name} ({SCRIPTS[name]})", flush=True)
    try:
        module = load(name)
        arguments = harness.parse(getattr(module, "add_arguments", None), ["--binary", binary])
        failed = bool(module.run(arguments))
    except Exception:  # one script's crash is its failure, not the lane's end
        traceback.print_exc(file=sys.stdout)
        failed = True
    finally:
        harness.blank_pages()
        harness.close_sandboxes()
    passed, failures = harness.RESULTS["passed"], harness.RESULTS["failed"]
    failed = failed or failures > 0
    wall, spent, chromium = time.monotonic() - started, cpu() - used, harness.BROWSER.cpu() - browser
    crashed = " (the script itself failed)" if failed and not failures else ""
    print(f"{name}: {passed} passed, {failures} failed{crashed} ({wall:.1f} s, CPU {spent:.1f} s, Chromium's"
          f" {chromium:.1f} s)", flush=True)
    return passed, failures, failed, wall, spent


def main(argv=None):
    parser = argparse.ArgumentParser(description="Runs a lane's test scripts in one process.")
    parser.add_argument("names", nargs="+", metavar="LANE|SCRIPT",
                        help=f"lanes {sorted(LANES)} or scripts {sorted(SCRIPTS)}")
    parser.add_argument("--binary", default=os.environ.get("GUESS_BINARY", ".build/debug/guess"))
    arguments = parser.parse_args(argv)
    names = []
    for name in arguments.names:
        if name not in LANES and name not in SCRIPTS:
            parser.error(f"no lane or script called {name}")
        names += [script for script in LANES.get(name, [name]) if script not in names]
    binary = os.path.abspath(arguments.binary)
    label = " ".join(arguments.names)
    started, used = time.monotonic(), cpu()
    results = {}
    try:
        for name in names:
            results[name] = run_script(name, binary)
    finally:
        harness.close()
    failed = [name for name, result in results.items() if result[2]]
    passed_checks = sum(result[0] for result in results.values())
    failed_checks = sum(result[1] for result in results.values())
    print(f"{label}: {len(names) - len(failed)} of {len(names)} scripts passed"
          f"{', failed: ' + ', '.join(failed) if failed else ''}; {passed_checks} checks passed, {failed_checks} failed"
          f" ({time.monotonic() - started:.1f} s, CPU {cpu() - used:.1f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
