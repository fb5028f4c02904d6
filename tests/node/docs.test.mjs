// The docs a newcomer walks: README stays a front door (at most 300 lines; the details live in docs/),
// and every relative link in README.md and docs/*.md points at a file that exists.
//
//   node --test tests/node/docs.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pages = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

test('README.md is at most 300 lines', () => {
  const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
  assert.ok(lines <= 300, `README.md has ${lines} lines: move details into docs/`);
});

test('every relative link in README.md and docs/*.md resolves to a file', () => {
  const broken = [];
  for (const page of pages) {
    const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;  // absolute URLs and anchors in the same page
      const file = target.split('#')[0];
      if (!fs.existsSync(path.join(ROOT, path.dirname(page), file))) broken.push(`${page}: ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});
