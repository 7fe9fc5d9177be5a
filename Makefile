# guess: two commands set everything up.
#   make play   installs what is missing, builds, starts a round on the shipped bank
#   make test   installs what is missing, builds, runs every test
SWIFT ?= swift
RELEASE := .build/release/guess
APT_GET := $(shell [ "$$(id -u)" = 0 ] && echo apt-get || echo sudo apt-get)

.PHONY: setup build release play test bench clean

# GNU readline's headers come from Debian's libreadline-dev; install it when missing.
setup:
	@if [ ! -f /usr/include/readline/readline.h ]; then \
		echo "make: installing libreadline-dev (GNU readline headers)"; \
		$(APT_GET) update -qq && DEBIAN_FRONTEND=noninteractive $(APT_GET) install -y -qq libreadline-dev; \
	fi
	@command -v setsid >/dev/null || { echo "make: setsid (util-linux) is needed by the terminal tests"; exit 1; }

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product guess

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
