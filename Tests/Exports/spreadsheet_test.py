#!/usr/bin/env python3
"""CSV exports a spreadsheet reads as times (#26).

Plays a short piped round with `--export round.csv` (TZ=Asia/Shanghai), then:
- reads the CSV with Python's csv module: the header, `round_started_at` as local
  `YYYY-MM-DD HH:MM:SS`, `utc_offset` as `+08:00`, and the two together giving back the time of the
  JSON export (ISO 8601, unchanged);
- converts it with LibreOffice headless (`soffice --headless --convert-to xlsx`) and reads the cells with
  openpyxl: `round_started_at` is a date-time cell, `utc_offset` stays text.

Usage: python3 Tests/Exports/spreadsheet_test.py --binary .build/debug/guess
Exits 0 when every check passes, 1 otherwise; prints one line per check.
"""

import argparse
import csv
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile

failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def play(binary, folder, export):
    env = dict(os.environ, TZ="Asia/Shanghai", GUESS_DB=os.path.join(folder, "h.sqlite"), HOME=folder)
    env.pop("XDG_CONFIG_HOME", None)
    result = subprocess.run(
        [binary, "play", "--seed", "7", "--bank", "en", "--export", export],
        input=b"y\nn\ny\nq\n", cwd=folder, env=env, capture_output=True, timeout=120)
    return result, env


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/guess")
    binary = os.path.abspath(parser.parse_args().binary)
    folder = tempfile.mkdtemp(prefix="guess-spreadsheet-")
    try:
        csv_path = os.path.join(folder, "round.csv")
        result, env = play(binary, folder, csv_path)
        check(result.returncode == 0, f"play --export round.csv exits 0 ({result.stderr.decode()[-300:]})")
        with open(csv_path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
        header = rows[0]
        check(header[0] == "round_started_at" and header[-1] == "utc_offset", f"header {header}")
        # y, n, y answer three words; the fourth is on screen when q ends the round.
        check(len(rows) - 1 == 4, f"one row per word shown: {len(rows) - 1}")
        started = rows[1][0]
        offset = rows[1][header.index("utc_offset")]
        try:
            local = datetime.datetime.strptime(started, "%Y-%m-%d %H:%M:%S")
        except ValueError:
            local = None
        check(local is not None, f"round_started_at {started!r} is YYYY-MM-DD HH:MM:SS")
        check(offset == "UTC+08:00", f"utc_offset {offset!r} is the zone's")

        # The same round from the history as JSON: ISO 8601, unchanged; the CSV's time and offset agree.
        exported = subprocess.run(
            [binary, "history", "export", "1"], cwd=folder, env=env, capture_output=True, timeout=60)
        round_json = json.loads(exported.stdout)[0]
        check(round_json["started_at"].endswith("Z") and "T" in round_json["started_at"],
              f"JSON keeps ISO 8601: {round_json['started_at']}")
        if local is not None:
            aware = local.replace(tzinfo=datetime.timezone(datetime.timedelta(hours=8)))
            from_json = datetime.datetime.fromisoformat(round_json["started_at"].replace("Z", "+00:00"))
            # The CSV's time is cut to the second; the JSON's is rounded to the millisecond (13.9996 s is
            # written 13 there and 14.000 here): they agree within a second.
            check(0 <= (from_json - aware).total_seconds() <= 1, f"CSV {started} {offset} is JSON {from_json}")

        soffice = shutil.which("soffice") or shutil.which("libreoffice")
        check(soffice is not None, "LibreOffice (soffice) is installed (Debian libreoffice-calc)")
        if soffice is None:
            return
        try:
            import openpyxl
        except ImportError:
            check(False, "openpyxl is installed")
            return
        profile = "file://" + os.path.join(folder, "lo-profile")
        converted = subprocess.run(
            # Comma-separated, quoted with ", UTF-8 (76), from line 1, English (1033), quoted fields not forced to
            # text, special numbers (dates and times) detected: what a spreadsheet user's import does.
            [soffice, f"-env:UserInstallation={profile}", "--headless", "--infilter=CSV:44,34,76,1,,1033,false,true",
             "--convert-to", "xlsx", "--outdir", folder, csv_path], cwd=folder, capture_output=True, timeout=300)
        xlsx = os.path.join(folder, "round.xlsx")
        check(converted.returncode == 0 and os.path.exists(xlsx),
              f"soffice --headless --convert-to xlsx ({converted.stderr.decode()[-300:]})")
        if not os.path.exists(xlsx):
            return
        sheet = openpyxl.load_workbook(xlsx).active
        cell = sheet.cell(row=2, column=1)
        check(cell.is_date and isinstance(cell.value, datetime.datetime),
              f"round_started_at is a date-time cell in the spreadsheet: {cell.value!r} ({cell.number_format})")
        if isinstance(cell.value, datetime.datetime) and local is not None:
            check(cell.value == local, f"the spreadsheet's time {cell.value} is the CSV's {local}")
        offset_cell = sheet.cell(row=2, column=header.index("utc_offset") + 1)
        check(offset_cell.value == "UTC+08:00", f"utc_offset stays text: {offset_cell.value!r}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
    print(f"spreadsheet_test: {len(failures)} failed" if failures else "spreadsheet_test: all passed")
    sys.exit(1 if failures else 0)
