// docs/derivative.md's table of known results is what `geovi stability` prints: each row names its
// example file (docs/derivative-examples/FILE.json), and the row must hold the command's verdict and
// its growth rate, or its eigenvalues' imaginary part, to every printed digit. The page's `geovi
// periodic` example prints what it shows (every "key":value there that is not elided with …).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { CLI } from '../golden/golden-runs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/derivative.md'), 'utf8');
const examples = path.join(root, 'docs/derivative-examples');

test('every example of docs/derivative.md has a row, and the row says what geovi stability prints', () => {
  // The periodic orbit's guess is in motion: it has its own example below.
  const files = fs.readdirSync(examples).filter((f) => f.endsWith('.json') && !f.includes('_orbit'));
  assert.ok(files.length >= 7);
  for (const file of files) {
    const name = file.replace(/\.json$/, '');
    const row = doc.split('\n').find((line) => line.startsWith('|') && new RegExp(`\\b${name}\\b`).test(line));
    assert.ok(row, `docs/derivative.md has no row naming ${name}`);
    const out = JSON.parse(execFileSync(CLI, ['stability', path.join(examples, file)], { encoding: 'utf8' }));
    const ours = row.split('|').at(-2);
    // "stable" with no "unstable" (or "saddle"), or the other way round.
    assert.equal(/unstable|saddle|growth_rate/.test(ours), !out.stable, `${name}: ${ours}`);
    if (!out.stable) assert.ok(ours.includes(`growth_rate ${out.growth_rate}`), `${name}: expected growth_rate ${out.growth_rate} in "${ours}"`);
    else if (ours.includes('eigenvalues ±')) assert.ok(ours.includes(`±${Math.abs(out.eigenvalues[0][1])} i`), `${name}: ${ours}`);
  }
});

test('the geovi periodic example of docs/derivative.md shows what the command prints', () => {
  const lines = doc.split('\n');
  const at = lines.findIndex((line) => line.trim().startsWith('$ build/native/geovi periodic '));
  assert.ok(at >= 0, 'docs/derivative.md has no geovi periodic example');
  const [, , , file, ...args] = lines[at].trim().split(/\s+/);
  const printed = execFileSync(CLI, ['periodic', path.join(root, file), ...args], { encoding: 'utf8' });
  const shown = `${lines[at + 1]}${lines[at + 2]}`.replace(/\s+/g, '');
  const pairs = [...shown.matchAll(/"(\w+)":("[^"]*"|-?[\d.e+-]+)(?=[,}])/g)].map((m) => `"${m[1]}":${m[2]}`);
  assert.ok(pairs.length >= 7, shown);
  for (const pair of pairs) assert.ok(printed.includes(pair), `docs show ${pair}; geovi periodic printed ${printed}`);
});
