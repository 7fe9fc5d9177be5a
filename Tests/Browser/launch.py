"""The one way the Python tests start `guess play --serve` and wait for the addresses it prints.

    game = ServedGame(binary, ["--bank", "en", "--no-history"])
    game.url, game.port, game.code          # where the phones join
    game.host_url, game.host_key            # the host's remote (keyed, on standard error only)
    game.board_url, game.board_key          # the board (keyed, on standard error only)

The game reads a pipe that stays open (`game.process.stdin`); its history store, configuration and data are
in `game.home`, a fresh temporary directory unless one is given (a restart passes the same). Every wait is
bounded. The addresses are found by their shape, so a game in any language is read alike."""
import os
import re
import select
import subprocess
import tempfile
import time

# The room's address (`…/r/CODE`, not followed by more path) and a keyed page's (`…/r/CODE/host/KEY`).
JOIN = re.compile(r"(https?://\S+?(?::(\d+))?/r/([A-Z0-9]{6}))(?![/\w])")
KEYED = re.compile(r"(https?://\S+/r/[A-Z0-9]{6}/(host|board)/([A-Za-z0-9_-]{22}))")


class ServedGame:
    """`guess play --serve LISTEN --sound off ARGS` reading a pipe that stays open, once it printed where the
    phones join, the host's remote and the board (the first three lines of standard error). `listen=None`
    gives no `--serve` (a resumed game that was served opens its room by itself)."""

    def __init__(self, binary, args=(), listen="127.0.0.1:0", home=None, lang="C.UTF-8", env=None,
                 preexec_fn=None, prefix="guess-phones-", timeout=10):
        """`env`: variables added to the game's environment (which is this process's with LANG and LC_ALL
        `lang`, XDG_CONFIG_HOME and XDG_DATA_HOME `home`, and GUESS_DB a store in `home`). `preexec_fn`: run
        in the child before the binary (a resource limit, say). `timeout`: seconds to wait for the addresses;
        a game that prints no room address by then raises RuntimeError with what it printed."""
        self.home = home or tempfile.mkdtemp(prefix=prefix)
        environment = dict(os.environ, LANG=lang, LC_ALL=lang, XDG_CONFIG_HOME=self.home, XDG_DATA_HOME=self.home,
                           GUESS_DB=os.path.join(self.home, "history.sqlite"))
        environment.update(env or {})
        serve = ["--serve", listen] if listen is not None else []
        self.process = subprocess.Popen([binary, "play", *serve, "--sound", "off", *args],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=environment, preexec_fn=preexec_fn)
        self.stderr = b""
        deadline = time.monotonic() + timeout
        lines = [self._stderr_line(max(0.0, deadline - time.monotonic())) for _ in range(3)]
        # What the game printed before its addresses ended (the three lines), for the tests that read it whole.
        self.stderr_text = "\n".join(lines)
        join = next((match for match in map(JOIN.search, lines) if match), None)
        keyed = {match.group(2): match for match in map(KEYED.search, lines) if match}
        if not join or "host" not in keyed or "board" not in keyed:
            self.stop()
            raise RuntimeError("no room, host's or board's address on stderr: " + self.stderr_text)
        self.url, self.code = join.group(1), join.group(3)
        self.port = int(join.group(2)) if join.group(2) else None
        self.host_url, self.host_key = keyed["host"].group(1), keyed["host"].group(3)
        self.board_url, self.board_key = keyed["board"].group(1), keyed["board"].group(3)

    def _stderr_line(self, timeout):
        """The next line of standard error, waiting at most `timeout` seconds ('' when none came)."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self.stderr and time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stderr], [], [], 0.2)
            if ready:
                chunk = os.read(self.process.stderr.fileno(), 4096)
                if not chunk:
                    break
                self.stderr += chunk
        line, _, self.stderr = self.stderr.partition(b"\n")
        return line.decode(errors="replace")

    def stop(self):
        """Kills the game if it still runs."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
