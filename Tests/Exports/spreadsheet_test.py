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

import csv
import datetime
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Browser"))
from harness import check, environment, sandbox  # noqa: E402


def play(binary, folder, export):
    # The configuration and data under HOME (no XDG directories), the store given.
    env = environment(folder, TZ="Asia/Shanghai", GUESS_DB=os.path.join(folder, "h.sqlite"), XDG_CONFIG_HOME=None,
                      XDG_DATA_HOME=None)
    result = subprocess.run(
        [binary, "play", "--seed", "7", "--bank", "en", "--export", export],
        input=b"y\nn\ny\nq\n", cwd=folder, env=env, capture_output=True, timeout=120)
    return result, env


def run(arguments):
    binary = arguments.binary
    folder = sandbox("guess-spreadsheet-")
    csv_path = os.path.join(folder, "round.csv")
    result, env = play(binary, folder, csv_path)
    check(f"play --export round.csv exits 0 ({result.stderr.decode()[-300:]})", result.returncode == 0)
    with open(csv_path, encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    header = rows[0]
    check(f"header {header}", header[0] == "round_started_at" and header[-1] == "utc_offset")
    # y, n, y answer three words; the fourth is on screen when q ends the round.
    check(f"one row per word shown: {len(rows) - 1}", len(rows) - 1 == 4)
    started = rows[1][0]
    offset = rows[1][header.index("utc_offset")]
    try:
        local = datetime.datetime.strptime(started, "%Y-%m-%d %H:%M:%S")
    except ValueError:
        local = None
    check(f"round_started_at {started!r} is YYYY-MM-DD HH:MM:SS", local is not None)
    check(f"utc_offset {offset!r} is the zone's", offset == "UTC+08:00")

    # The same round from the history as JSON: ISO 8601, unchanged; the CSV's time and offset agree.
    exported = subprocess.run(
        [binary, "history", "export", "1"], cwd=folder, env=env, capture_output=True, timeout=60)
    round_json = json.loads(exported.stdout)[0]
    check(f"JSON keeps ISO 8601: {round_json['started_at']}",
          round_json["started_at"].endswith("Z") and "T" in round_json["started_at"])
    if local is not None:
        aware = local.replace(tzinfo=datetime.timezone(datetime.timedelta(hours=8)))
        from_json = datetime.datetime.fromisoformat(round_json["started_at"].replace("Z", "+00:00"))
        # The CSV's time is cut to the second; the JSON's is rounded to the millisecond (13.9996 s is
        # written 13 there and 14.000 here): they agree within a second.
        check(f"CSV {started} {offset} is JSON {from_json}", 0 <= (from_json - aware).total_seconds() <= 1)

    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    check("LibreOffice (soffice) is installed (Debian libreoffice-calc)", soffice is not None)
    if soffice is None:
        return
    try:
        import openpyxl
    except ImportError:
        check("openpyxl is installed", False)
        return
    profile = "file://" + os.path.join(folder, "lo-profile")
    converted = subprocess.run(
        # Comma-separated, quoted with ", UTF-8 (76), from line 1, English (1033), quoted fields not forced to
        # text, special numbers (dates and times) detected: what a spreadsheet user's import does.
        [soffice, f"-env:UserInstallation={profile}", "--headless", "--infilter=CSV:44,34,76,1,,1033,false,true",
         "--convert-to", "xlsx", "--outdir", folder, csv_path], cwd=folder, capture_output=True, timeout=300)
    xlsx = os.path.join(folder, "round.xlsx")
    check(f"soffice --headless --convert-to xlsx ({converted.stderr.decode()[-300:]})",
          converted.returncode == 0 and os.path.exists(xlsx))
    if not os.path.exists(xlsx):
        return
    sheet = openpyxl.load_workbook(xlsx).active
    cell = sheet.cell(row=2, column=1)
    check(f"round_started_at is a date-time cell in the spreadsheet: {cell.value!r} ({cell.number_format})",
          cell.is_date and isinstance(cell.value, datetime.datetime))
    if isinstance(cell.value, datetime.datetime) and local is not None:
        check(f"the spreadsheet's time {cell.value} is the CSV's {local}", cell.value == local)
    offset_cell = sheet.cell(row=2, column=header.index("utc_offset") + 1)
    check(f"utc_offset stays text: {offset_cell.value!r}", offset_cell.value == "UTC+08:00")



if __name__ == "__main__":
    import harness
    sys.exit(harness.main("spreadsheet", run))
