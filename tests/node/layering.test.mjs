// The layers of core/src (issue 45): docs/architecture.md's table says which folder may include which,
// and this test holds the code to it. It fails when the table has a cycle, when a file of core/src
// includes a folder its row does not list (an upward or sideways include), or when a public header
// under core/geovi/ includes anything internal.
//
//   node --test tests/node/layering.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = path.join(ROOT, 'core', 'src');

// The table under "## The layers": | `folder` | `a`, `b` | rows, '.' for the files of core/src itself.
function documentedLayers() {
  const text = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const section = text.slice(text.indexOf('## The layers'));
  const allowed = new Map();
  for (const [, folder, list] of section.matchAll(/^\| `([^`]+)` \| ([^|]*) \|$/gm))
    allowed.set(folder, [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  return allowed;
}

// Every C++ file of core/src with its folder ('.' at the top) and its quoted includes.
function sourceFiles(dir, folder) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full, folder === '.' ? entry.name : folder));
    else if (/\.(cpp|hpp)$/.test(entry.name)) {
      const includes = [...fs.readFileSync(full, 'utf8').matchAll(/^#include "([^"]+)"/gm)].map((m) => m[1]);
      out.push({ file: path.relative(ROOT, full), folder, includes });
    }
  }
  return out;
}

// The folder an include names: its first path segment, or the including file's own folder for a bare name.
const includedFolder = (include, own) => (include.includes('/') ? include.split('/')[0] : own);

test('the documented layers form no cycle and name every folder of core/src', () => {
  const allowed = documentedLayers();
  const folders = ['.', ...fs.readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)];
  assert.deepEqual([...allowed.keys()].sort(), folders.sort(), 'docs/architecture.md: one row per folder of core/src');
  const state = new Map();  // folder → 'open' while on the path, 'done' after
  const visit = (folder, trail) => {
    if (state.get(folder) === 'done') return;
    assert.notEqual(state.get(folder), 'open', `the layers form a cycle: ${[...trail, folder].join(' → ')}`);
    state.set(folder, 'open');
    for (const below of allowed.get(folder) ?? []) {
      assert.ok(allowed.has(below), `docs/architecture.md: ${folder} may include ${below}, which has no row`);
      visit(below, [...trail, folder]);
    }
    state.set(folder, 'done');
  };
  for (const folder of allowed.keys()) visit(folder, []);
});

test('every include of core/src points down the documented layers', () => {
  const allowed = documentedLayers();
  const offending = [];
  for (const { file, folder, includes } of sourceFiles(SRC, '.')) {
    for (const include of includes) {
      const target = includedFolder(include, folder);
      if (target === 'geovi' || target === folder) continue;  // the public headers, its own folder
      if (!(allowed.get(folder) ?? []).includes(target)) offending.push(`${file} includes "${include}" (${folder} → ${target})`);
    }
  }
  assert.deepEqual(offending, [], 'includes the table in docs/architecture.md ("The layers") does not allow');
});

test('the public headers include only public headers', () => {
  const dir = path.join(ROOT, 'core', 'geovi');
  const offending = [];
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.hpp')))
    for (const [, include] of fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/^#include "([^"]+)"/gm))
      if (!include.startsWith('geovi/')) offending.push(`core/geovi/${name} includes "${include}"`);
  assert.deepEqual(offending, []);
});

test('the bindings are thin: public headers only, and no downcast across the boundary', () => {
  const offending = [];
  for (const file of ['wasm/bindings.cpp', 'python/bindings.cpp', 'core/cli']) {
    const full = path.join(ROOT, file);
    const files = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full).filter((f) => /\.(cpp|hpp)$/.test(f)).map((f) => path.join(file, f))
      : [file];
    for (const f of files) {
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      for (const [, include] of text.matchAll(/^#include "([^"]+)"/gm))
        if (!include.startsWith('geovi/') && include.includes('/')) offending.push(`${f} includes "${include}"`);
      if (/dynamic_cast</.test(text)) offending.push(`${f} downcasts (dynamic_cast)`);
    }
  }
  assert.deepEqual(offending, [], 'a binding reaches what Simulation and the public headers should give it');
});
