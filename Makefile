# guess: two commands set everything up.
#   make play   installs what is missing, builds, starts a round on the shipped bank
#   make test   installs what is missing, builds, runs every test
SWIFT ?= swift
RELEASE := .build/release/guess
APT_GET := $(shell [ "$$(id -u)" = 0 ] && echo apt-get || echo sudo apt-get)
# Debian packages the build needs, each with a file that shows it is there. unifont is the source of the
# committed glyph subset (Glyphs/), which a test compares with it.
NEEDED := libreadline-dev:/usr/include/readline/readline.h libsqlite3-dev:/usr/include/sqlite3.h \
	unifont:/usr/share/unifont/unifont.hex

.PHONY: setup build release play test bench glyphs clean

setup:
	@missing=""; for pair in $(NEEDED); do \
		[ -f "$${pair#*:}" ] || missing="$$missing $${pair%%:*}"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT_GET) update -qq && DEBIAN_FRONTEND=noninteractive $(APT_GET) install -y -qq $$missing; \
	fi
	@command -v setsid >/dev/null || { echo "make: setsid (util-linux) is needed by the terminal tests"; exit 1; }

build: setup
	$(SWIFT) build

# The Swift runtime is linked in statically: the binary starts faster and, copied anywhere, needs only
# the system's libreadline and libsqlite3.
release: setup
	$(SWIFT) build -c release --static-swift-stdlib --product guess

play: release
	$(RELEASE) play

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Speed and memory figures, side by side with a reference, from one run (not a test).
bench: release
	python3 Benchmarks/run.py
	python3 Benchmarks/round.py
	python3 Benchmarks/history.py

# Rewrites Glyphs/unifont-subset.hex from Debian's Unifont (after a bank or the interface gains characters).
glyphs: setup
	python3 Glyphs/make-subset.py

clean:
	$(SWIFT) package clean
