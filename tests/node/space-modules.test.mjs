// The page's spaces are data (issue 45, item 5): every space of the core's catalogue has a module in
// web/js/spaces/ with every member the page reads (the scene's view, Explain's equations and words,
// Describe's words, the views, the baselines, the editor's body list), and no file of web/js outside
// web/js/spaces/ compares a run's space id with a literal: it asks the registry.
//
//   node --test tests/node/space-modules.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spaceModule, registeredSpaces, DEFAULT_SPACE } from '../../web/js/spaces/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogue = JSON.parse(execFileSync(path.join(ROOT, 'build/native/geovi'), ['catalogue'], { encoding: 'utf8' }));
const spaceIds = catalogue.spaces.map((s) => s.name);
/** The message ids of the English catalogues (the words the modules name). */
const messageIds = new Set(fs.readdirSync(path.join(ROOT, 'web/locales/en')).filter((f) => f.endsWith('.ftl'))
  .flatMap((f) => [...fs.readFileSync(path.join(ROOT, 'web/locales/en', f), 'utf8').matchAll(/^([a-z][a-z0-9-]*)\s*=/gm)].map((m) => m[1])));
/** The views the page has (run-controller.js's VIEWS). */
const VIEWS = ['scene', 'momentum', 'section', 'stability'];

test('every space of the catalogue has a module with every member, and the registry has no other', () => {
  assert.deepEqual([...registeredSpaces()].sort(), [...spaceIds].sort());
  assert.ok(spaceIds.includes(DEFAULT_SPACE));
  for (const id of spaceIds) {
    const m = spaceModule(id);
    assert.equal(m.id, id);
    const types = catalogue.systemTypes.filter((t) => t.space === id).map((t) => t.name);
    assert.ok(types.length > 0, `${id}: no system types`);
    for (const type of [...types, undefined]) {
      // The scene: a view class for each of its system types (and for a system without a type).
      const View = m.sceneView(type);
      assert.equal(typeof View, 'function', `${id}/${type}: sceneView`);
      assert.equal(typeof View.prototype.setTrailVisible, 'function', `${id}/${type}: a scene view`);
      // Explain: the system's words are message ids there are, its Lagrangian TeX.
      const sys = m.explain.system(type);
      for (const key of ['title', 'ref', 'note']) assert.ok(messageIds.has(sys[key]), `${id}/${type}: explain ${key} ${sys[key]}`);
      assert.ok(sys.lagrangian.length > 0 && sys.lagrangian.every((tex) => typeof tex === 'string' && tex.length > 0));
    }
    assert.ok(typeof m.explain.continuous === 'string' && m.explain.continuous.length > 0);
    for (const word of Object.values(m.explain.words || {})) assert.ok(messageIds.has(word), `${id}: ${word}`);
    // Each base method drawn is one the space's integrators run on, with its TeX and known words.
    const bases = new Set(catalogue.integrators.filter((i) => i.space === id).map((i) => i.name));
    assert.ok(Object.keys(m.explain.updates).length > 0, `${id}: no update drawn`);
    for (const [base, update] of Object.entries(m.explain.updates)) {
      assert.ok(bases.has(base), `${id}: update of ${base}, not one of its integrators`);
      assert.ok(typeof update.tex === 'string' && update.tex.length > 0);
      for (const word of [...(update.heading || []), update.note].filter(Boolean)) assert.ok(messageIds.has(word), `${id}: ${word}`);
    }
    assert.equal(typeof m.describe, 'function', `${id}: describe`);
    assert.equal(m.views[0], 'scene');
    assert.ok(m.views.every((v) => VIEWS.includes(v)), `${id}: views ${m.views}`);
    assert.equal(typeof m.baseline.variational, 'boolean');
    assert.ok(m.baseline.preferred === null || bases.has(m.baseline.preferred), `${id}: preferred baseline`);
    assert.ok(m.bodyList === null || typeof m.bodyList === 'string');
  }
});

test('an unknown space is an error that names it', () => {
  assert.throws(() => spaceModule('torus'), /space "torus".*registered: s2n/);
  assert.throws(() => spaceModule(undefined), /space undefined/);
});

/** The lines of a file that compare a space id with a literal: a line that reads a space (`.kind`,
 *  `.space`, `kind ===`, `space:`) and names a space id as a string or as an object's key. Comments
 *  are left out. */
export function spaceComparisons(text, ids = spaceIds) {
  const alt = ids.map((id) => id.replace(/[^a-z0-9_]/gi, '')).join('|');
  const literal = new RegExp(`(['"\`])(${alt})\\1|(^|[^.\\w])(${alt})\\s*:`);
  const reads = /\.(kind|space)\b|\b(kind|space)\s*[!=]==|[!=]==\s*(kind|space)\b|\bspace\s*:/;
  return text.split('\n').map((line, i) => ({ line: i + 1, text: line }))
    .filter(({ text: l }) => !/^\s*(\/\/|\*|\/\*)/.test(l))
    .map(({ line, text: l }) => ({ line, text: l.replace(/\s\/\/.*$/, '') }))
    .filter(({ text: l }) => literal.test(l) && reads.test(l));
}

test('the detector finds the comparisons the page had (its old lines), and not other kinds', () => {
  const old = [
    "    const View = (info.kind === 'product' ? { quadrotor_load: QuadrotorLoadView, quadrotor: QuadrotorLoadView }[type]",
    "      : { rigid_body: RigidBodyView, rigid_bodies: FlyingBodiesView }[info.kind]) || PointSystemView;",
    "    } else if (run.kind === 'rigid_bodies') {",
    "    const integrators = this.main.applicableIntegrators.filter((n) => n !== integrator && (kind === 'rigid_body' || family(n) !== 'variational'));",
    "    return names.includes('rk45') && this.main && this.main.kind === 's2n' ? 'rk45' : names[0] || null;",
    "    if (!main || main.kind !== 'rigid_body' || !json || !json.system) { this.numbers.replaceChildren(); return; }",
    "    const spaceOf = (type) => (systemTypes.find((t) => t.name === type) || { space: 's2n' }).space;",
    "  } else if (state && view.kind === \"product\") {",
    "  return !!type && type.space === 'rigid_bodies' && path === 'system.bodies';",
  ];
  assert.equal(spaceComparisons(old.join('\n')).length, old.length);
  const other = [
    "  if (system.type === 'rigid_body') return { kind: forced ? 'forced' : 'free', J, forced };",  // a system type
    "    if (p.kind === 'number-or-per-body') {",
    "    const info = catalogue.integrators.find((i) => i.name === name && i.space === run.kind);",
    " *     kind: 's2n' | 'rigid_body' | 'rigid_bodies' | 'product', style, up",
    "  // the momentum sphere for a rigid_body: main.kind === 'rigid_body'",
  ];
  assert.deepEqual(spaceComparisons(other.join('\n')), []);
});

test('no file of web/js outside web/js/spaces/ compares a space id with a literal', () => {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) { if (p !== path.join(ROOT, 'web/js/spaces')) walk(p); } else if (/\.(m?js)$/.test(e.name)) files.push(p);
    }
  };
  walk(path.join(ROOT, 'web/js'));
  assert.ok(files.length > 40);
  const found = files.flatMap((f) => spaceComparisons(fs.readFileSync(f, 'utf8')).map(({ line, text }) => `${path.relative(ROOT, f)}:${line}: ${text.trim()}`));
  assert.deepEqual(found, [], `ask spaceModule(id) (web/js/spaces/index.js) instead:\n${found.join('\n')}`);
});
