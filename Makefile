# guess: two commands set everything up.
#   make play   installs what is missing, builds, starts a round on the shipped bank
#   make test   installs what is missing, builds, runs every test
SWIFT ?= swift
RELEASE := .build/release/guess
APT_GET := $(shell [ "$$(id -u)" = 0 ] && echo apt-get || echo sudo apt-get)
# Debian packages the build needs, each with a header that shows it is there (libxml2 and zlib: .xlsx lists).
NEEDED := libreadline-dev:/usr/include/readline/readline.h libsqlite3-dev:/usr/include/sqlite3.h \
	libxml2-dev:/usr/include/libxml2/libxml/parser.h zlib1g-dev:/usr/include/zlib.h

.PHONY: setup build release play test bench clean

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

clean:
	$(SWIFT) package clean
