// The page composes, it does not know (issue 45 item 8; docs/architecture.md "The page"): app.js is
// composition only, panels share state through the typed store (web/js/store.js) whose keys are the
// documented ones, and only the run controller emits its events. The checks are functions of the
// source text (composition-checks.mjs); each fails on the app.js and panels before the store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appProblems, busProblems, typedKeys, documentedKeys } from './composition-checks.mjs';
import { STORE_KEYS, PageStore } from '../../web/js/store.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (p) => fs.readFileSync(path.join(ROOT, p), 'utf8');

/** Every page module under web/js, as { 'web/js/…': text }. */
function pageModules() {
  const out = {};
  const walk = (dir) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) out[p] = read(p);
    }
  };
  walk('web/js');
  return out;
}

test('app.js is composition only: small, and it reaches into no panel', () => {
  assert.deepEqual(appProblems(read('web/js/app.js')), []);
});

test('only the run controller emits its events, and panels listen only to events it emits', () => {
  assert.deepEqual(busProblems(pageModules(), read('web/js/run-controller.js')), []);
});

test("the store's typed keys are STORE_KEYS and the documented ones", () => {
  const typed = typedKeys(read('web/js/store.js'));
  assert.deepEqual(typed, [...STORE_KEYS]);
  assert.deepEqual(documentedKeys(read('docs/architecture.md')), [...STORE_KEYS]);
});

test('the store keeps the latest value of a key and tells its subscribers; an unknown key is refused', () => {
  const store = new PageStore();
  assert.deepEqual(store.get('scrub'), { active: false });
  const seen = [];
  store.subscribe('mark', (m) => seen.push(m.label));
  store.publish('mark', { t: 1, label: 'a' });
  store.publish('mark', { t: 2, label: 'b' });
  assert.deepEqual(seen, ['a', 'b']);
  assert.deepEqual(store.get('mark'), { t: 2, label: 'b' });
  assert.throws(() => store.publish(/** @type {any} */ ('nope'), 1), /no key "nope"/);
});
