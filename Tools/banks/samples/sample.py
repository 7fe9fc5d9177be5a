#!/usr/bin/env python3
"""Seeded sample of 150 entries of a bank file: python3 sample.py Wordbanks/NAME.txt [SEED] > out.txt"""
import random, sys
path = sys.argv[1]; seed = int(sys.argv[2]) if len(sys.argv) > 2 else 34
entries, tier, theme, family, reading, gloss = [], None, None, True, None, None
for line in open(path, encoding="utf-8"):
    line = line.rstrip("\n")
    s = line.strip()
    if not s: continue
    if s.startswith("[") and s.endswith("]"): tier = s[1:-1]; continue
    if s.startswith("#"):
        body = s[1:].strip()
        for key in ("theme:", "主题:", "主題:"):
            if body.startswith(key): theme = body[len(key):].strip()
        if body.startswith("family: no"): family = False
        if body.startswith("family: yes"): family = True
        if body.startswith("reading:"): reading = body[8:].strip()
        if body.startswith("gloss:"): gloss = body[6:].strip()
        continue
    word, _, taboo = s.partition("|")
    entries.append(dict(word=word.strip(), taboo=taboo.strip(), tier=tier, theme=theme, family=family,
                        reading=reading, gloss=gloss))
    reading = gloss = None
picks = random.Random(seed).sample(range(len(entries)), 150)
print(f"# {path}: {len(entries)} entries; seed {seed}; random.Random(seed).sample(range(n), 150)")
for n, i in enumerate(picks, 1):
    e = entries[i]
    extra = "".join(f" | {k}: {e[k]}" for k in ("reading", "gloss") if e[k])
    print(f"{n}. {e['word']} | taboo: {e['taboo']} | tier: {e['tier']} | theme: {e['theme']} | family: {'yes' if e['family'] else 'no'}{extra}")
