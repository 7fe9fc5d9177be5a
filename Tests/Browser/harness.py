"""The one harness of the Python browser and server tests (Tests/Browser, Tests/League, Tests/Exports).

Each test script keeps only its tests; from here it takes:

- `check(name, condition, detail="")`: one line per check (`ok    NAME` or `FAIL  NAME DETAIL`), counted in
  `RESULTS` (reset by the runner before each script);
- `main(name, run, add_arguments=None)`: the one argument parser (`--binary`, default `$GUESS_BINARY` or
  `.build/debug/guess`, made absolute; a script adds its own options through `add_arguments(parser)`),
  then `run(arguments)`, then the one summary line (`NAME: N passed, M failed`) and the exit status; the
  browser and the script's sandboxes are closed on the way out;
- `sandbox(prefix)` and `environment(home, ...)`: a fresh temporary directory (removed when the script ends)
  and a clean environment for `guess` in it (HOME, XDG_CONFIG_HOME, XDG_DATA_HOME and GUESS_DB there, LANG
  and LC_ALL given, no GUESS_* variable of the caller's);
- `page(name, width, height)`: a window of the one headless Chromium (Debian's chromium and chromedriver
  through selenium), started at the first call and shared by every script a runner runs; a page keeps its
  window and its own performance log, and is made blank at that size each time a script asks for it;
- `ServedGame`: `guess play --serve` reading a pipe that stays open, its addresses read from standard error;
- the waits (`wait_for`, `collect`), the page helpers (`text_of`, `click`, `frames_received`), `http_status`.

Every wait is bounded: a page load by 15 s, a script in the page by 30 s, the others by their callers."""
import argparse
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wsclient import WebSocket  # noqa: E402

RESULTS = {"passed": 0, "failed": 0}


def check(name, condition, detail=""):
    """Counts and prints one check; `condition` is read for its truth, `detail` printed only on failure."""
    if condition:
        RESULTS["passed"] += 1
        print(f"ok    {name}")
    else:
        RESULTS["failed"] += 1
        print(f"FAIL  {name} {detail}")


def reset():
    """A fresh count, for the next script of a run."""
    RESULTS["passed"] = RESULTS["failed"] = 0


# MARK: - Arguments, sandboxes, the environment

def parser(add_arguments=None):
    """The one argument parser: `--binary` and a script's own options."""
    result = argparse.ArgumentParser()
    result.add_argument("--binary", default=os.environ.get("GUESS_BINARY", ".build/debug/guess"))
    if add_arguments:
        add_arguments(result)
    return result


def parse(add_arguments=None, argv=None):
    """The arguments of a script, `--binary` made absolute."""
    arguments = parser(add_arguments).parse_args(argv)
    arguments.binary = os.path.abspath(arguments.binary)
    return arguments


SANDBOXES = []


def sandbox(prefix="guess-test-"):
    """A fresh temporary directory, removed when the script ends (`close`)."""
    path = tempfile.mkdtemp(prefix=prefix)
    SANDBOXES.append(path)
    return path


def environment(home, lang="C.UTF-8", **extra):
    """A clean environment for `guess` in `home`: this process's without its GUESS_* variables, with HOME,
    XDG_CONFIG_HOME and XDG_DATA_HOME `home`, GUESS_DB `home`/history.sqlite, LANG and LC_ALL `lang`; then
    `extra` (a value None removes the variable)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("GUESS_")}
    env.update(LANG=lang, LC_ALL=lang, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
               GUESS_DB=os.path.join(home, "history.sqlite"))
    for key, value in extra.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def run_guess(binary, args, env, stdin=b"", timeout=120, **options):
    """`guess ARGS` run to its end (bounded by `timeout`), its input `stdin`, its output captured."""
    return subprocess.run([binary, *args], input=stdin, capture_output=True, env=env, timeout=timeout, **options)


# MARK: - The one Chromium

class Browser:
    """One headless Chromium through chromedriver, started at the first page asked for; each page one of its
    windows. WebDriver talks to one window at a time: a page switches to its own before each call, and the
    performance log (one for the whole browser) is handed out by window."""

    def __init__(self):
        self.driver = None
        self.current = None
        self.pages = {}
        self.logs = {}

    def start(self, width, height):
        from selenium import webdriver
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         f"--window-size={width},{height}"):
            options.add_argument(argument)
        # The performance log holds what the tests read of the network (WebSocket frames, responses, requests):
        # the Network domain's events only, not the Page domain's.
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
        self.driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"),
                                       options=options)
        self.driver.set_page_load_timeout(15)
        self.driver.set_script_timeout(30)
        self.current = self.driver.current_window_handle
        return self.current

    def page(self, name, width, height):
        """The window called `name` (opened at the first call), blank, at `width`x`height`, its log empty. A
        browser that no longer answers (a crash in an earlier script) is started again."""
        from selenium.common.exceptions import WebDriverException
        try:
            return self.open(name, width, height)
        except WebDriverException:
            if self.driver is None:
                raise
            print("harness: Chromium did not answer; starting it again")
            self.quit()
            return self.open(name, width, height)

    def open(self, name, width, height):
        if self.driver is None:
            handle = self.start(width, height)
        elif name in self.pages:
            handle = self.pages[name].handle
        else:
            self.driver.switch_to.new_window("window")
            handle = self.current = self.driver.current_window_handle
        page = self.pages.get(name) or Page(self, handle)
        self.pages[name] = page
        self.switch(handle)
        self.driver.set_window_size(width, height)
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.driver.get("about:blank")
        self.drain()
        self.logs[handle] = []
        return page

    def switch(self, handle):
        if handle != self.current:
            self.driver.switch_to.window(handle)
            self.current = handle

    def drain(self):
        """Hands the browser's performance log out to the windows it came from."""
        for entry in self.driver.get_log("performance"):
            webview = json.loads(entry["message"]).get("webview")
            self.logs.setdefault(webview, []).append(entry)

    def log(self, handle):
        self.drain()
        entries, self.logs[handle] = self.logs.get(handle, []), []
        return entries

    def blank(self):
        """Every window left blank: a page of a game that has ended would go on reconnecting to its port (a later
        game's, maybe, where its retries would count as wrong codes from 127.0.0.1)."""
        if self.driver is None:
            return
        from selenium.common.exceptions import WebDriverException
        try:
            for handle in [page.handle for page in self.pages.values()]:
                self.switch(handle)
                self.driver.get("about:blank")
            self.drain()
            self.logs = {}
        except WebDriverException:
            self.quit()

    def cpu(self):
        """CPU seconds chromedriver and the browser's processes have used so far (the live ones and the children
        they waited for), 0 with no browser: for the runner's figures."""
        if self.driver is None:
            return 0.0
        try:
            root = self.driver.service.process.pid
        except AttributeError:
            return 0.0
        children = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat") as stat:
                        fields = stat.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                children.setdefault(int(fields[1]), []).append((int(entry), fields))
        ticks, total, todo = os.sysconf("SC_CLK_TCK"), 0, [root]
        while todo:
            pid = todo.pop()
            for child, fields in children.get(pid, []):
                total += sum(int(value) for value in fields[11:15])
                todo.append(child)
        try:
            with open(f"/proc/{root}/stat") as stat:
                total += sum(int(value) for value in stat.read().rsplit(")", 1)[1].split()[11:15])
        except OSError:
            pass
        return total / ticks

    def quit(self):
        if self.driver is not None:
            try:
                self.driver.quit()
            finally:
                self.driver, self.current, self.pages, self.logs = None, None, {}, {}


class Page:
    """A window of the one Chromium, used as a selenium driver is (get, find_element(s), execute_script,
    execute_cdp_cmd, refresh, save_screenshot, get_log("performance")): each call first switches to it."""

    def __init__(self, browser, handle):
        self._browser = browser
        self.handle = handle

    def __getattr__(self, name):
        self._browser.switch(self.handle)
        return getattr(self._browser.driver, name)

    def get_log(self, kind):
        if kind != "performance":
            return self.__getattr__("get_log")(kind)
        return self._browser.log(self.handle)

    def quit(self):
        """The window stays for the next script: the browser is closed once, by `close`."""


BROWSER = Browser()


def page(name, width, height):
    """A window of the shared Chromium (see Browser.page)."""
    return BROWSER.page(name, width, height)


def blank_pages():
    """Leaves every window of the shared Chromium blank (the runner, after each script)."""
    BROWSER.blank()


def close_sandboxes():
    """Removes the script's sandboxes."""
    while SANDBOXES:
        shutil.rmtree(SANDBOXES.pop(), ignore_errors=True)


def close():
    """Ends what this run started: the browser, the sandboxes."""
    try:
        BROWSER.quit()
    finally:
        close_sandboxes()


def summary(name):
    """The one summary line of a script; its exit status."""
    print(f"{name}: {RESULTS['passed']} passed, {RESULTS['failed']} failed")
    return 1 if RESULTS["failed"] else 0


def main(name, run, add_arguments=None, argv=None):
    """A script run alone: its arguments, its tests, its summary; the exit status."""
    arguments = parse(add_arguments, argv)
    started = time.monotonic()
    try:
        status = run(arguments)
    finally:
        close()
    print(f"{name}: {time.monotonic() - started:.1f} s")
    result = summary(name)
    return result or (1 if status else 0)


# MARK: - Waits and pages

def wait_for(predicate, timeout=5.0, interval=0.02):
    """`predicate()`'s first true value within `timeout` seconds (None if none): an exception counts as
    not yet (a page may be between renders)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = predicate()
            if value:
                return value
        except Exception:  # the page may be between renders
            pass
        if time.monotonic() >= deadline:
            return None
        time.sleep(interval)


# The text of the first element a selector matches, as WebDriver's element text gives it: "" when the element is
# not displayed, else its rendered text (innerText); false for an element without one (SVG).
TEXT = """
const node = document.querySelector(arguments[0]);
if (!node) return null;
if (node.innerText === undefined) return false;
return node.checkVisibility({visibilityProperty: true, opacityProperty: true}) ? node.innerText : "";
"""


def text_of(driver, selector):
    """The text of the first element matching `selector`, or None: the rendered text, its lines trimmed, spaces
    (no-break ones too) collapsed and empty lines left out, as WebDriver's element text has it (the same in
    every one of 366 reads the phones lane and results_test make, compared side by side), in one script call
    instead of a lookup and WebDriver's text atom (10 ms of CPU a read instead of 25, Chromium's and
    chromedriver's included). An SVG element's text is WebDriver's; as the page redraws as frames arrive, an
    element found a moment ago may be gone: it is looked up again."""
    text = driver.execute_script(TEXT, selector)
    if text is None:
        return None
    if text is False:
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.common.by import By
        for _ in range(20):
            try:
                elements = driver.find_elements(By.CSS_SELECTOR, selector)
                return elements[0].text if elements else None
            except StaleElementReferenceException:
                time.sleep(0.01)
        return None
    lines = (" ".join(line.replace("\u00a0", " ").split()) for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def click(driver, action):
    """Taps the button for `action`, looking it up again if the page redrew it in between."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    for _ in range(20):
        button = wait_for(lambda: driver.find_element(By.CSS_SELECTOR, f'button[data-do="{action}"]'), 3)
        try:
            button.click()
            return
        except StaleElementReferenceException:
            time.sleep(0.01)


def frames_received(driver):
    """The WebSocket frames the page received since its log was last read."""
    payloads = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.webSocketFrameReceived":
            payloads.append(message["params"]["response"]["payloadData"])
    return payloads


def collect(client, seconds, until=None):
    """The frames `client` receives within `seconds` (parsed), stopping early once `until(frame)` holds."""
    frames = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        client.sock.settimeout(max(0.05, deadline - time.monotonic()))
        message = client.recv()
        if message is None:
            break
        try:
            frame = json.loads(message)
        except ValueError:
            continue
        frames.append(frame)
        if until and until(frame):
            break
    return frames


def last_state(frames):
    states = [f for f in frames if "phase" in f]
    return states[-1] if states else None


def http_status(url, headers=None, context=None):
    """The status and body of GET `url` (within 5 s)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=5,
                                    context=context) as response:
            return response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace")


def stop_terminal_game(pid, master):
    """Ends a game started in a pseudo-terminal with SIGTERM, waits for it and closes the terminal."""
    try:
        os.kill(pid, 15)
        os.waitpid(pid, 0)
    except OSError:
        pass
    os.close(master)


# MARK: - A served game

# The room's address (`…/r/CODE`, not followed by more path) and a keyed page's (`…/r/CODE/host/KEY`).
JOIN = re.compile(r"(https?://\S+?(?::(\d+))?/r/([A-Z0-9]{6}))(?![/\w])")
KEYED = re.compile(r"(https?://\S+/r/[A-Z0-9]{6}/(host|board)/([A-Za-z0-9_-]{22}))")


class ServedGame:
    """`guess play --serve LISTEN --sound off ARGS` reading a pipe that stays open, once it printed where the
    phones join, the host's remote and the board (the first three lines of standard error). `listen=None`
    gives no `--serve` (a resumed game that was served opens its room by itself).

        game = ServedGame(binary, ["--bank", "en", "--no-history"])
        game.url, game.port, game.code          # where the phones join
        game.host_url, game.host_key            # the host's remote (keyed, on standard error only)
        game.board_url, game.board_key          # the board (keyed, on standard error only)

    The addresses are found by their shape, so a game in any language is read alike."""

    def __init__(self, binary, args=(), listen="127.0.0.1:0", home=None, lang="C.UTF-8", env=None,
                 preexec_fn=None, prefix="guess-phones-", timeout=10):
        """`home`: where its history store, configuration and data are (a fresh sandbox unless given: a
        restart passes the same). `env`: variables added to its clean environment (`environment`).
        `preexec_fn`: run in the child before the binary (a resource limit, say). `timeout`: seconds to wait
        for the addresses; a game that prints no room address by then raises RuntimeError with what it
        printed."""
        self.home = home or sandbox(prefix)
        self.words = []
        self._out = b""
        serve = ["--serve", listen] if listen is not None else []
        self.process = subprocess.Popen([binary, "play", *serve, "--sound", "off", *args],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=environment(self.home, lang, **(env or {})), preexec_fn=preexec_fn)
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
        self.host_ws = f"/r/{self.code}/host/{self.host_key}/ws"
        self.board_ws = f"/r/{self.code}/board/{self.board_key}/ws"

    def _stderr_line(self, timeout):
        """The next line of standard error, waiting at most `timeout` seconds ('' when none came)."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self.stderr and time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stderr], [], [], max(0.0, deadline - time.monotonic()))
            if ready:
                chunk = os.read(self.process.stderr.fileno(), 4096)
                if not chunk:
                    break
                self.stderr += chunk
        line, _, self.stderr = self.stderr.partition(b"\n")
        return line.decode(errors="replace")

    def socket(self, path, origin=True, timeout=5.0):
        """A raw WebSocket to `path` in this game's room (`ws?player=Ann`, `host/KEY/ws`)."""
        return WebSocket("127.0.0.1", self.port, f"/r/{self.code}/{path}", origin=origin, timeout=timeout)

    def host_socket(self):
        return self.socket(f"host/{self.host_key}/ws")

    def board_socket(self):
        return self.socket(f"board/{self.board_key}/ws")

    def read_words(self, timeout):
        """Reads the words printed on stdout within `timeout` seconds; returns the new ones."""
        new = []
        deadline = time.monotonic() + timeout
        buffer = self._out
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                break
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                break
            buffer += chunk
            while b"\n" in buffer:
                line, _, buffer = buffer.partition(b"\n")
                new.append(line.decode().split("\t")[0])
            if new:
                break
        self._out = buffer
        self.words += new
        return new

    def finish(self, timeout=10):
        """Closes the game's input and waits for its end (killed after `timeout` s); its exit status. The
        words it printed meanwhile join `words`, its standard error `stderr`."""
        try:
            out, err = self.process.communicate(input=b"", timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, err = self.process.communicate()
        text = (self._out + out).decode()
        self._out = b""
        self.words += [line.split("\t")[0] for line in text.splitlines() if line]
        self.stderr += err
        return self.process.returncode

    def stop(self):
        """Kills the game if it still runs."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
