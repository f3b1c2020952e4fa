// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A peer for the benchmarks: js-yaml loads every recipe under a folder and ranks
// them per model and GPU type by tokens/s per GPU, as CSV.
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const rows = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.yaml')) {
      const recipe = yaml.load(fs.readFileSync(full, 'utf8'));
      try {
        rows.push([recipe.model, recipe.gpu.type, Number(recipe.result.tokens_per_s_per_gpu), recipe.layout.label, full]);
      } catch (e) { /* not a recipe */ }
    }
  }
};
walk(process.argv[2]);
rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : b[2] - a[2]));
const out = ['model,gpu,rank,tokens_per_s_per_gpu,layout,file'];
let rank = 0;
let last = null;
for (const [model, gpu, tokens, layout, file] of rows) {
  const key = model + '\u0000' + gpu;
  rank = last === key ? rank + 1 : 1;
  last = key;
  out.push(`${model},${gpu},${rank},${tokens},${layout},${file}`);
}
process.stdout.write(out.join('\n') + '\n');
