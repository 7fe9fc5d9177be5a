#!/usr/bin/env python3
"""Remote play through an HTTPS reverse proxy, on loopback: Debian's `caddy` with its internal CA
(`tls internal`, `skip_install_trust`, `admin off`) in front of `guess play --serve 127.0.0.1:PORT
--public-url https://localhost:PORT`. Checks that every printed address uses the public URL, that pages and
wss work through the proxy with its Origin, that a foreign Origin is still refused, and that headless
Chromium (certificate errors ignored: the CA is not trusted) draws the board as a secure page, where Wake
Lock exists. Run by `make test` (lane-server):

    python3 Tests/Browser/caddy_test.py [--binary .build/debug/guess]

Without caddy (`make test-setup` installs it) the test says so and passes nothing."""
import http.client
import json
import os
import random
import re
import shutil
import socket
import ssl
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import ServedGame, check, environment, page, sandbox  # noqa: E402
from wsclient import WebSocket  # noqa: E402


def free_port():
    """A port free on every interface (Caddy binds `:PORT`), taken below the kernel's ephemeral range: a
    port the kernel handed out for a bind to port 0 could be handed out again to a server another lane starts
    before Caddy binds it."""
    with open("/proc/sys/net/ipv4/ip_local_port_range", encoding="ascii") as handle:
        ephemeral_low = int(handle.read().split()[0])
    for _ in range(500):
        port = random.randint(20000, ephemeral_low - 1)
        try:
            with socket.socket(socket.AF_INET6) as sock:
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
                sock.bind(("::", port))
            return port
        except OSError:
            continue
    raise RuntimeError("no free port below the ephemeral range")


def wait_listening(port, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.1)
    return False


def insecure():
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def fetch(url):
    try:
        with urllib.request.urlopen(url, context=insecure(), timeout=5) as response:
            return response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as error:
        return error.code, ""


def browser_check(board_url):
    import importlib.util
    if importlib.util.find_spec("selenium") is None:
        check("chromium through caddy (skipped: no selenium)", True)
        return
    driver = page("board", 1280, 800)
    # The harness's Chromium, certificate errors ignored for this page only while it loads the board (the CA is
    # not trusted).
    driver.execute_cdp_cmd("Security.setIgnoreCertificateErrors", {"ignore": True})
    try:
        driver.get(board_url)
        deadline = time.monotonic() + 8
        clock = ""
        while time.monotonic() < deadline and not clock:
            clock = driver.execute_script("const c = document.querySelector('#clock'); return c ? c.textContent : ''")
            time.sleep(0.2)
        check("the board draws the game's state over wss through caddy", bool(clock), repr(clock))
        secure = driver.execute_script("return window.isSecureContext && 'wakeLock' in navigator")
        check("the page is a secure context, where Wake Lock exists", secure is True, str(secure))
        offline = driver.execute_script("return document.body.classList.contains('offline')")
        check("the page's socket stays connected", offline is False, str(offline))
    finally:
        driver.get("about:blank")
        driver.execute_cdp_cmd("Security.setIgnoreCertificateErrors", {"ignore": False})


def status_from(port, path, source, headers=None, tls=True):
    """The status of GET `path` on `port` from the local address `source` (through Caddy over TLS, or straight
    to the game)."""
    if tls:
        connection = http.client.HTTPSConnection("localhost", port, timeout=5, context=insecure(),
                                                 source_address=(source, 0))
    else:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    try:
        connection.request("GET", path, headers=headers or {})
        return connection.getresponse().status
    finally:
        connection.close()


def per_client_checks(https_port, upstream, join_url):
    """Behind Caddy on a [::] listener: wrong codes lock out one client, not everyone; 40 phones from 40
    clients all get a socket; a direct connection's own X-Forwarded-For counts for nothing."""
    path = "/" + join_url.split("/", 3)[3]
    wrong = [status_from(https_port, "/r/ZZZZZZ", "127.0.0.21") for _ in range(4)]
    check("through caddy, one client's wrong codes lock out that client (404 ×3, then 429)",
          wrong == [404, 404, 404, 429], str(wrong))
    others = status_from(https_port, path, "127.0.0.22")
    check("another client through the same proxy is not locked out", others == 200, str(others))
    sockets = []
    try:
        for index in range(40):
            client = WebSocket("localhost", https_port, path + "/ws", tls=insecure(), source=f"127.0.0.{100 + index}")
            sockets.append(client)
        opened = sum(1 for client in sockets if client.status == 101 and client.recv() is not None)
        check("40 phones from 40 clients through caddy all get a socket (the proxy is one hop, not one client)",
              opened == 40, f"{opened} of 40")
    finally:
        for client in sockets:
            client.sock.close()
    # Straight to the game from a non-proxy address: its own X-Forwarded-For is ignored, so its wrong codes
    # count against itself whatever it claims to be.
    forged = [status_from(upstream, "/r/ZZZZZZ", "127.0.0.31", {"X-Forwarded-For": f"10.9.9.{index}"}, tls=False)
              for index in range(4)]
    check("a direct connection's own X-Forwarded-For is ignored (its wrong codes are its own)",
          forged == [404, 404, 404, 429], str(forged))


def run(args):
    caddy = shutil.which("caddy")
    if not caddy:
        print("caddy_test: no caddy (Debian's package; make test-setup installs it): skipped")
        return 0
    home = sandbox("guess-caddy-")
    https_port, http_port, upstream = free_port(), free_port(), free_port()
    public = f"https://localhost:{https_port}"
    env = environment(home)
    # On [::]: Caddy connects over IPv4, so the game sees it as ::ffff:127.0.0.1, and must still read it as
    # the proxy (the limiter and caps per real client, not one client for the whole internet).
    try:
        game = ServedGame(args.binary, ["--public-url", public, "--trusted-proxy", "127.0.0.1", "--seconds",
                                        "86400", "--no-history"],
                          listen=f"[::]:{upstream}", home=home,
                          env={"GUESS_SERVER_LIMITS": "guesses=3,lockout=60"})
    except RuntimeError as error:
        check("the game prints its addresses", False, str(error))
        return 1
    proxy = None
    try:
        text = game.stderr_text
        join = re.search(r"phones join at (\S+)", text)
        host = re.search(r"host's remote at (\S+)", text)
        board = re.search(r"board at (\S+)", text)
        check("every printed address is on the public URL",
              join and host and board and all(m.group(1).startswith(public + "/r/") for m in (join, host, board)),
              text)
        if not (join and host and board):
            return 1
        caddyfile = os.path.join(home, "Caddyfile")
        with open(caddyfile, "w") as file:
            file.write(f"""{{
\tadmin off
\tskip_install_trust
\tauto_https disable_redirects
\thttp_port {http_port}
\thttps_port {https_port}
\tstorage file_system {home}/caddy
}}
https://localhost:{https_port} {{
\ttls internal
\treverse_proxy 127.0.0.1:{upstream}
}}
""")
        proxy = subprocess.Popen([caddy, "run", "--config", caddyfile, "--adapter", "caddyfile"],
                                 stdout=subprocess.DEVNULL, stderr=open(os.path.join(home, "caddy.log"), "w"),
                                 env=env)
        # Caddy makes its certificate authority and the site's certificate first: on a busy machine that
        # has taken over 15 s once.
        if not wait_listening(https_port, 60):
            check("caddy listens", False, open(os.path.join(home, "caddy.log")).read()[-2000:])
            return 1
        status, page = fetch(join.group(1))
        check("the room's page comes through caddy over HTTPS", status == 200 and "<html" in page, str(status))
        key = host.group(1).rsplit("/", 1)[1]
        check("the public page holds no key", key not in page)
        path = "/" + host.group(1).split("/", 3)[3] + "/ws"
        deadline = time.monotonic() + 5
        client = None
        while time.monotonic() < deadline:
            client = WebSocket("localhost", https_port, path, tls=insecure())
            if client.status == 101:
                break
            time.sleep(0.2)
        welcome = client.recv() if client and client.status == 101 else None
        state = client.recv() if welcome else None  # the room's welcome first, then the host's state
        check("wss works through caddy with the public Origin",
              state is not None and json.loads(state).get("role") == "host", str(client and client.status))
        if client:
            client.close()
        foreign = WebSocket("localhost", https_port, path, tls=insecure(), origin="https://evil.example")
        check("a foreign Origin is refused through caddy too", foreign.status == 404, str(foreign.status))
        per_client_checks(https_port, upstream, join.group(1))
        browser_check(board.group(1))
        game.process.stdin.close()
        check("the game ends well", game.process.wait(timeout=15) == 0, str(game.process.returncode))
    finally:
        for process in (proxy, game.process):
            if process and process.poll() is None:
                process.kill()
                process.wait()
    return 0


if __name__ == "__main__":
    import harness
    sys.exit(harness.main("caddy", run))
