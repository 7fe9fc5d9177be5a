#!/usr/bin/env python3
"""The install lane (issue 36): `make install`, `make uninstall` and `make deb` as a user of them would see them.

    python3 Tests/Install/install_test.py --binary .build/debug/guess

- `make install DESTDIR=... PREFIX=/usr` puts every file where it is looked for; `man` renders each page without
  a warning; bash (a fresh `bash -i` with bash-completion) completes `guess play --bank ` to the
  shipped banks, zsh (compinit) and fish load theirs;
  `make uninstall` removes every file install put.
- `make deb`, then `dpkg -i`: `guess --version`, `guess draw -n 3` and `man -w guess` from /usr/bin; `dpkg -r`
  removes every file `dpkg -L` listed; lintian reports no error.

Runs as root only (dpkg -i installs into /usr for real): otherwise it says so and passes. It refuses to run when
a guess package is installed already (one it did not make), and removes its own package however it ends.
Nothing is built (`make test` has built the debug binary and generate-manual before the lanes start).
The package is built from the binary given (the debug one in `make test`: a release build would take minutes),
compressed with gzip -1 rather than xz for time.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BANKS = ["en", "hsk", "zh-Hans", "zh-Hant"]
VERSION_LINE = re.compile(r"^\d+\.\d+\.\d+ \(([0-9a-f]{7}|built outside git)\)$")
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("install: FAIL: " + message, flush=True)
    return condition


def run(arguments, **options):
    options.setdefault("stdout", subprocess.PIPE)
    options.setdefault("stderr", subprocess.PIPE)
    options.setdefault("text", True)
    options.setdefault("timeout", 300)
    return subprocess.run(arguments, **options)


def make(*arguments):
    # Pages and completions staged in the test's own folder (STAGE), not in the one `make install` uses.
    stage = "STAGE=" + os.path.join(tempfile.gettempdir(), "guess-install-stage-%d" % os.getpid())
    result = run(["make", "--no-print-directory", "-C", ROOT, stage] + list(arguments))
    if result.returncode != 0:
        sys.exit("install: make %s failed:\n%s%s" % (" ".join(arguments), result.stdout, result.stderr))
    return result.stdout


def files_under(root):
    found = set()
    for directory, _, names in os.walk(root):
        for name in names:
            found.add(os.path.relpath(os.path.join(directory, name), root))
    return found


def expected_files(pages):
    return {"usr/bin/guess", "usr/share/bash-completion/completions/guess",
            "usr/share/zsh/vendor-completions/_guess", "usr/share/fish/vendor_completions.d/guess.fish"} | {
        "usr/share/man/man1/" + page for page in pages}


def check_pages(man1):
    pages = sorted(os.listdir(man1))
    for page in ["guess.1.gz", "guess-play.1.gz", "guess-draw.1.gz", "guess-history.1.gz", "guess-stats.1.gz"]:
        check(page in pages, "man page %s installed" % page)
    environment = dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="80")
    for page in pages:
        # As lintian renders them: every groff or mdoc warning is reported on standard error.
        result = run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", os.path.join(man1, page)],
                     env=environment)
        check(result.returncode == 0 and not result.stderr.strip(),
              "man renders %s without warnings: %s" % (page, result.stderr.strip()))
    text = run(["man", "-l", os.path.join(man1, "guess.1.gz")], env=environment).stdout
    for section in ["ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "GUESS_DB", "NO_COLOR"]:
        check(section in text, "guess(1) has %s" % section)
    return pages


def check_completions(prefix, work):
    bindir = os.path.join(prefix, "bin")
    environment = dict(os.environ, PATH=bindir + ":" + os.environ["PATH"], HOME=work, XDG_CONFIG_HOME=work,
                       XDG_DATA_HOME=work)
    empty = os.path.join(work, "cwd")
    os.makedirs(empty, exist_ok=True)
    # bash: a fresh interactive shell with bash-completion and the installed script.
    rc = os.path.join(work, "bashrc")
    with open(rc, "w") as handle:
        handle.write(". /usr/share/bash-completion/bash_completion\n. %s/share/bash-completion/completions/guess\n"
                     % prefix)
    script = ('COMP_LINE="guess play --bank "; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(guess play --bank ""); '
              'COMP_CWORD=3; f=$(complete -p guess | sed -n "s/.*-F \\([^ ]*\\).*/\\1/p"); '
              '"$f" guess "" --bank; printf "%s\\n" "${COMPREPLY[@]}"')
    result = run(["bash", "--noprofile", "--rcfile", rc, "-i", "-c", script], env=environment, cwd=empty,
                 stdin=subprocess.DEVNULL)
    offered = set(result.stdout.split())
    check(set(BANKS) <= offered, "bash completes guess play --bank to %s: %r %s" % (BANKS, sorted(offered),
                                                                                   result.stderr[-300:]))
    # zsh: the installed folder on fpath, compinit, the function loaded.
    zsh = ("fpath=(%s/share/zsh/vendor-completions $fpath); autoload -U compinit; compinit -u -D; "
           "autoload +X _guess && print -r -- ${_comps[guess]}" % prefix)
    result = run(["zsh", "-f", "-c", zsh], env=environment, cwd=empty)
    check(result.returncode == 0 and result.stdout.strip() == "_guess" and not result.stderr.strip(),
          "zsh loads _guess: %r %r" % (result.stdout, result.stderr))
    # fish: the installed folder on fish_complete_path; the script loads and offers the options. (The banks
    # themselves are not asked here: under `complete -C` fish 3.6 gives the script's `commandline` an empty
    # line, and guess's custom completion answers that with a usage error.)
    fish = ('set -p fish_complete_path %s/share/fish/vendor_completions.d; complete -C "guess play --ban"'
            % prefix)
    # Interactive: the generated script reads the command line (`commandline`), which a script may not.
    result = run(["fish", "--no-config", "-i", "-c", fish], env=environment, cwd=empty, stdin=subprocess.DEVNULL)
    offered = {line.split("\t")[0] for line in result.stdout.splitlines()}
    check(result.returncode == 0 and "--bank" in offered and not result.stderr.strip(),
          "fish loads guess.fish and completes guess play --ban: %r %r" % (sorted(offered), result.stderr))


def make_install(binary, work):
    destdir = os.path.join(work, "destdir")
    variables = ["GUESS_BINARY=" + binary, "STAGE_BUILDS=", "MANUAL_BUILD=", "DESTDIR=" + destdir, "PREFIX=/usr"]
    make("install", *variables)
    man1 = os.path.join(destdir, "usr/share/man/man1")
    pages = check_pages(man1)
    installed = files_under(destdir)
    check(installed == expected_files(pages), "make install puts exactly %s; got %s" % (
        sorted(expected_files(pages)), sorted(installed)))
    result = run([os.path.join(destdir, "usr/bin/guess"), "--version"])
    check(VERSION_LINE.match(result.stdout.strip()), "guess --version says VERSION (COMMIT): %r" % result.stdout)
    check_completions(os.path.join(destdir, "usr"), work)
    make("uninstall", *variables)
    check(not files_under(destdir), "make uninstall leaves nothing: %s" % sorted(files_under(destdir)))


def installed_version():
    result = run(["dpkg-query", "-W", "-f", "${Status}", "guess"])
    return result.returncode == 0 and "installed" in result.stdout.split()[-1:]


def deb(binary, work):
    output = os.path.join(work, "deb-out")
    os.makedirs(output)
    make("deb", "GUESS_BINARY=" + binary, "STAGE_BUILDS=", "MANUAL_BUILD=", "DEB_DIR=" + os.path.join(work, "deb"),
         "DEB_OUT=" + output, "DEB_COMPRESSION=-Zgzip -z1")
    packages = [name for name in os.listdir(output) if name.endswith(".deb")]
    if not check(len(packages) == 1 and re.match(r"^guess_[0-9.]+_[a-z0-9]+\.deb$", packages[0]),
                 "make deb writes guess_VERSION_ARCH.deb: %s" % packages):
        return
    package = os.path.join(output, packages[0])
    # lintian takes the longest: it runs beside the rest.
    # The debug binary's own tags (the release package, `make deb`, has neither): its RUNPATH to the toolchain's
    # Swift libraries, and its symbols.
    debug_tags = [] if binary.endswith("release/guess") else [
        "--suppress-tags", "custom-library-search-path,unstripped-binary-or-object"]
    lintian = subprocess.Popen(["lintian", "--allow-root"] + debug_tags + [package], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    fields = run(["dpkg-deb", "-f", package, "Depends", "Recommends"]).stdout
    # The libraries the binary links itself (the debug one reaches libxml2 through the toolchain's Foundation).
    needed = run(["readelf", "-d", binary]).stdout
    for soname, library in [("libreadline.so", "libreadline8"), ("libsqlite3.so", "libsqlite3-0"),
                            ("libqrencode.so", "libqrencode4"), ("libxml2.so", "libxml2"), ("libz.so", "zlib1g")]:
        if soname in needed or library != "libxml2":
            check(library in fields, "Depends names %s: %s" % (library, fields))
    check("Recommends: libpulse0" in fields, "libpulse0 recommended: %s" % fields)
    try:
        result = run(["dpkg", "-i", package])
        if check(result.returncode == 0, "dpkg -i: %s%s" % (result.stdout, result.stderr)):
            environment = dict(os.environ, HOME=work, XDG_CONFIG_HOME=work, XDG_DATA_HOME=work)
            version = run(["/usr/bin/guess", "--version"], env=environment)
            check(VERSION_LINE.match(version.stdout.strip()), "/usr/bin/guess --version: %r" % version.stdout)
            drawn = run(["/usr/bin/guess", "draw", "-n", "3"], env=environment)
            check(drawn.returncode == 0 and len(drawn.stdout.splitlines()) == 3,
                  "/usr/bin/guess draw -n 3: %r %r" % (drawn.stdout, drawn.stderr))
            where = run(["man", "-w", "guess"]).stdout.strip()
            check(where == "/usr/share/man/man1/guess.1.gz", "man -w guess: %r" % where)
            listed = run(["dpkg", "-L", "guess"]).stdout.split("\n")
            files = [path for path in listed if path and os.path.isfile(path)]
            check("/usr/bin/guess" in files and len(files) > 20, "dpkg -L guess lists the files: %s" % files)
            result = run(["dpkg", "-r", "guess"])
            check(result.returncode == 0, "dpkg -r guess: %s" % result.stderr)
            left = [path for path in files if os.path.lexists(path)]
            check(not left, "dpkg -r guess removes every file it installed: %s left" % left)
    finally:
        if installed_version():
            run(["dpkg", "-r", "guess"])
    report = lintian.communicate(timeout=300)[0]
    errors = [line for line in report.splitlines() if line.startswith("E:")]
    check(lintian.returncode == 0 and not errors, "lintian reports no error:\n" + report)
    print("install: lintian on the package of %s:\n%s" % (binary, report.strip() or "(nothing)"), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/guess")
    binary = parser.parse_args().binary
    if os.geteuid() != 0:
        print("install: skipped: not root (dpkg -i and dpkg -r install into /usr; the lane runs as root)")
        return
    if installed_version():
        sys.exit("install: a guess package is installed already, not one this test made: remove it first "
                 "(dpkg -r guess); the test installs and removes its own")
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="guess-install-")
    try:
        # The debug binary without its symbols (103 MB to 63 MB, as the release build is stripped too): packing,
        # unpacking and lintian take time by size. Its name stays `guess`, in a folder of the test's own.
        os.makedirs(os.path.join(work, "bin"))
        stripped = os.path.join(work, "bin", "guess")
        check(run(["strip", "--strip-all", "-o", stripped, binary]).returncode == 0, "strip the binary for packing")
        make_install(stripped, work)
        deb(stripped, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(os.path.join(tempfile.gettempdir(), "guess-install-stage-%d" % os.getpid()), ignore_errors=True)
    if failures:
        sys.exit("install: %d failed" % len(failures))
    print("install: ok (%.0f s)" % (time.monotonic() - started))


if __name__ == "__main__":
    main()
