#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A peer for the benchmarks: PyYAML with its C loader loads every recipe under a
folder and ranks them per model and GPU type by tokens/s per GPU, as CSV."""
import os
import sys

import yaml

rows = []
for root, _dirs, files in os.walk(sys.argv[1]):
    for name in files:
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(root, name), "rb") as f:
            recipe = yaml.load(f, Loader=yaml.CSafeLoader)
        try:
            rows.append((recipe["model"], recipe["gpu"]["type"], float(recipe["result"]["tokens_per_s_per_gpu"]),
                         recipe["layout"]["label"], os.path.join(root, name)))
        except (KeyError, TypeError, ValueError):
            continue
rows.sort(key=lambda r: (r[0], r[1], -r[2]))
out = sys.stdout
out.write("model,gpu,rank,tokens_per_s_per_gpu,layout,file\n")
rank, last = 0, None
for model, gpu, tokens, layout, path in rows:
    rank = rank + 1 if last == (model, gpu) else 1
    last = (model, gpu)
    out.write(f"{model},{gpu},{rank},{tokens},{layout},{path}\n")
