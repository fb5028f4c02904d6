// Unit tests of the system editor's model (web/js/build-model.js): paths in the core's syntax, the
// undo/redo history, and the edits, first on a small catalogue written here, then on the core's own
// catalogue: every system type's template, with a body added and removed, and every potential term
// added to the generic system, must be accepted by the core (build/wasm/geovi.mjs).
//
//   node --test tests/node/build-model.test.mjs        (after .ci/build)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  History, HISTORY_LIMIT, addBody, apartDirection, addItem, addTerm, bodyCount, childPath, deleteAt, fromRunning, fromTemplate, getAt, parsePath,
  parseNumber, rangeText, removeBody, removeItem, setAt, systemTypeOf, togglePerBody,
} from '../../web/js/build-model.js';
import { Messages, setMessages } from '../../web/js/i18n.js';
import { localeFiles } from '../../web/tools/locales.mjs';

// The model's words (rangeText) are messages: English, as the page has them.
setMessages(new Messages('en', localeFiles('en')));

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WASM_JS = path.join(ROOT, 'build/wasm/geovi.mjs');

// A catalogue in the contract's shape (wasm/geovi.d.ts), small enough to reason about by hand.
const num = (name, extra = {}) => ({ name, kind: 'number', unit: '', min: null, max: null, minExclusive: false, optional: false,
  defaultValue: null, summary: '', ...extra });
const CHAIN = {
  name: 'toy_chain', space: 's2n', summary: '', label: 'Toy chain', minBodies: 1, maxBodies: 3,
  parameters: [
    num('masses', { kind: 'per-body', unit: 'kg', min: 0, minExclusive: true, defaultValue: 1 }),
    num('pivots', { kind: 'per-body-vector3', unit: 'm' }),
    num('gravity', { kind: 'vector3' }),
    num('springs', { kind: 'list', maxItems: 2, optional: true, defaultValue: [],
      fields: [num('between', { kind: 'body-pair', defaultValue: [1, 2] }), num('stiffness', { defaultValue: 5 }), num('note', { optional: true })] }),
    num('potentials', { kind: 'terms' }),
    num('inertia', { kind: 'matrix', rows: 0, cols: 0, defaultValue: 2 }),
    num('elements', { kind: 'integer' }),
  ],
  template: {
    format: 1, system: { type: 'toy_chain', masses: [1, 2], pivots: [[0, 0, 0], [1, 0, 0]], gravity: [0, 0, 9.81],
      springs: [{ between: [1, 2], stiffness: 3 }], potentials: [{ type: 'toy_term', weights: [1, 1] }], inertia: [[1, 0], [0, 1]], elements: 2 },
    initial: { q: [[0, 0, 1], [0, 0, 1]], omega: [[0, 0, 0], [0, 0, 0]] }, integrator: { type: 'vi', h: 0.01 }, t_end: 10,
  },
  newBody: { omega: [0, 0, 0], q: [1, 0, 0] },  // keys as the core emits them (sorted): q is still the direction
};
const TOY = {
  spaces: [{ name: 's2n', dragging: 'direction', directionPrefix: 'q', velocityPrefix: 'w' }],
  systemTypes: [CHAIN],
  terms: [{ name: 'toy_term', label: 'Toy', summary: '', parameters: [num('weights', { kind: 'per-body', defaultValue: 7 })], template: { type: 'toy_term', weights: [4, 5, 6] } }],
  limits: { maxTerms: 2 },
};

test('paths are written and read in the core\'s syntax', () => {
  assert.equal(childPath(childPath(childPath('', 'system'), 'masses'), 1), 'system.masses[1]');
  assert.equal(childPath('system', 'odd key'), 'system["odd key"]');
  assert.deepEqual(parsePath('system.potentials[0].stiffness[2]'), ['system', 'potentials', 0, 'stiffness', 2]);
  assert.deepEqual(parsePath('a["odd key"][3]'), ['a', 'odd key', 3]);
  const d = { system: { masses: [1, 2] } };
  assert.equal(getAt(d, 'system.masses[1]'), 2);
  setAt(d, 'initial.q[0]', [0, 0, 1]);
  assert.deepEqual(d.initial, { q: [[0, 0, 1]] });
  deleteAt(d, 'system.masses[0]');
  assert.deepEqual(d.system.masses, [2]);
});

test('what the user types is kept: a number when it reads as one, else the text for the core to judge', () => {
  assert.equal(parseNumber(' 2.5 '), 2.5);
  assert.equal(parseNumber('1e-3'), 0.001);
  assert.equal(parseNumber('abc'), 'abc');
  assert.equal(parseNumber(''), '');
  assert.equal(rangeText(num('m', { min: 0, minExclusive: true })), '> 0');
  assert.equal(rangeText(num('m', { min: 0 })), '≥ 0');
  assert.equal(rangeText(num('m', { min: 1, max: 5 })), '≥ 1, ≤ 5');
  assert.equal(rangeText(num('m')), '');
});

test('adding a body keeps every per-body array, matrix, term and initial row in step; the count parameter follows', () => {
  const d = fromTemplate(CHAIN);
  assert.equal(bodyCount(d, CHAIN), 2);
  assert.ok(addBody(TOY, d));
  assert.equal(bodyCount(d, CHAIN), 3);
  assert.deepEqual(d.system.masses, [1, 2, 1], 'the core\'s default for a new body');
  assert.deepEqual(d.system.pivots[2], [2, 0, 0], 'a row of pivots continues with its spacing');
  assert.deepEqual(d.system.inertia, [[1, 0, 0], [0, 1, 0], [0, 0, 2]]);
  assert.deepEqual(d.system.potentials[0].weights, [1, 1, 7]);
  assert.deepEqual(d.initial.q[2], [1, 0, 0]);
  assert.deepEqual(d.initial.omega[2], [0, 0, 0]);
  assert.equal(d.system.elements, 3);
  assert.equal(addBody(TOY, d), false, 'maxBodies is respected');
});

test('a new body keeps apart from the others: newBody\'s direction when it is free, else a free one', () => {
  assert.deepEqual(apartDirection([1, 0, 0], [[0, 0, 1]]), [1, 0, 0]);
  const moved = apartDirection([0, 0, 1], [[0, 0, 1], [0, 0.1, 0.995]]);
  assert.notDeepEqual(moved, [0, 0, 1]);
  assert.ok(Math.abs(Math.hypot(...moved) - 1) < 1e-12, 'a unit direction');
  for (const p of [[0, 0, 1], [0, 0.1, 0.995]]) assert.ok(Math.hypot(moved[0] - p[0], moved[1] - p[1], moved[2] - p[2]) >= 0.2 - 1e-12);
});

test('removing a body removes it everywhere, drops the springs that join it and renumbers the others', () => {
  const d = fromTemplate(CHAIN);
  addBody(TOY, d);
  d.system.springs.push({ between: [2, 3], stiffness: 4 });
  assert.ok(removeBody(TOY, d, 0));
  assert.deepEqual(d.system.masses, [2, 1]);
  assert.deepEqual(d.system.inertia, [[1, 0], [0, 2]]);
  assert.deepEqual(d.system.potentials[0].weights, [1, 7]);
  assert.deepEqual(d.system.springs, [{ between: [1, 2], stiffness: 4 }]);
  assert.equal(d.initial.q.length, 2);
  assert.equal(d.system.elements, 2);
  removeBody(TOY, d, 0);
  assert.equal(removeBody(TOY, d, 0), false, 'minBodies is respected');
});

test('list items and terms are added from the catalogue and removed; caps are respected; a term fits the bodies', () => {
  const d = fromTemplate(CHAIN);
  const springs = CHAIN.parameters.find((p) => p.name === 'springs');
  assert.ok(addItem(TOY, d, 'system.springs', springs));
  assert.deepEqual(d.system.springs[1], { between: [1, 2], stiffness: 5 });
  assert.equal(addItem(TOY, d, 'system.springs', springs), false, 'maxItems');
  assert.ok(removeItem(d, 'system.springs', 0));
  assert.equal(d.system.springs.length, 1);
  assert.ok(addTerm(TOY, d, 'system.potentials', 'toy_term'));
  assert.deepEqual(d.system.potentials[1].weights, [4, 5], 'the template\'s three bodies cut to the draft\'s two');
  assert.equal(addTerm(TOY, d, 'system.potentials', 'toy_term'), false, 'limits.maxTerms');
  togglePerBody(d, 'system.potentials[0].weights', 2);
  assert.equal(d.system.potentials[0].weights, 1);
  togglePerBody(d, 'system.potentials[0].weights', 2);
  assert.deepEqual(d.system.potentials[0].weights, [1, 1]);
});

test('the running system: the state (ordered as stateColumns) becomes the initial condition', () => {
  const json = fromTemplate(CHAIN);
  const columns = ['q1x', 'q1y', 'q1z', 'q2x', 'q2y', 'q2z', 'w1x', 'w1y', 'w1z', 'w2x', 'w2y', 'w2z'];
  const state = Float64Array.from([1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 3]);
  const d = fromRunning({ json, state, columns, space: TOY.spaces[0], type: CHAIN, integrator: 'rk4', h: 0.02, compare: 'vi' });
  assert.deepEqual(d.initial, { q: [[1, 0, 0], [0, 1, 0]], omega: [[0, 0, 2], [0, 0, 3]] });
  assert.deepEqual(d.integrator, { type: 'rk4', h: 0.02 });
  assert.equal(d.compare, 'vi');
  // A space whose state is not a list of directions: the numbers of `initial` in order (R, then Ω).
  // A space whose state is not a list of directions: the numbers of `initial`, each key from the columns
  // named after it, the others in order; whatever the order of the keys (a template's are sorted).
  const rigid = { initial: { Omega: [0, 0, 0], R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]] } };
  const rigidColumns = ['R11', 'R12', 'R13', 'R21', 'R22', 'R23', 'R31', 'R32', 'R33', 'W1', 'W2', 'W3'];
  const r = fromRunning({ json: rigid, state: [0, 1, 0, -1, 0, 0, 0, 0, 1, 4, 5, 6], columns: rigidColumns, space: { dragging: '' }, type: null });
  assert.deepEqual(r.initial, { Omega: [4, 5, 6], R: [[0, 1, 0], [-1, 0, 0], [0, 0, 1]] });
  assert.equal(json.initial.q[0][2], 1, 'the scenario itself is not touched');
});

test('history: every edit can be undone and redone; typing into one field is one step; the stack is bounded', () => {
  const h = new History({ a: 1 }, 3);
  assert.equal(h.canUndo, false);
  h.edit((d) => { d.a = 2; });
  h.edit((d) => { d.b = 1; }, { merge: 'b' });
  h.edit((d) => { d.b = 12; }, { merge: 'b' });
  assert.deepEqual(h.draft, { a: 2, b: 12 });
  assert.ok(h.undo());
  assert.deepEqual(h.draft, { a: 2 });
  assert.ok(h.redo());
  assert.deepEqual(h.draft, { a: 2, b: 12 });
  h.undo();
  h.undo();
  assert.deepEqual(h.draft, { a: 1 });
  assert.equal(h.undo(), false);
  h.redo();
  h.edit((d) => { d.c = 0; });
  assert.equal(h.canRedo, false, 'a new edit drops the redo stack');
  assert.equal(h.edit(() => false), false, 'an edit that changes nothing is no step');
  for (let i = 0; i < 10; ++i) h.edit((d) => { d.i = i; });
  assert.equal(h.undoStack.length, 3);
  h.replace({ z: 1 });
  assert.deepEqual(h.draft, { z: 1 });
  h.undo();
  assert.equal(h.draft.i, 9);
  assert.equal(HISTORY_LIMIT, 200);
});

// ---- the core's catalogue -------------------------------------------------------------------------

let api, module, catalogue;
before(async () => {
  assert.ok(fs.existsSync(WASM_JS), `${WASM_JS} is missing: run .ci/build`);
  api = await import(pathToFileURL(WASM_JS).href);
  module = await api.loadGeovi();
  catalogue = api.catalogue(module);
});

/** The core's verdict on a draft: null when it builds, else "path: message". */
function coreSays(draft) {
  let sim = null;
  try { sim = new api.Simulation(module, draft); return null; } catch (e) { return e.message; } finally { if (sim) sim.dispose(); }
}

test('the core\'s catalogue: every system type\'s template is accepted, and with a body added and removed', () => {
  assert.ok(catalogue.systemTypes.length > 0);
  for (const type of catalogue.systemTypes) {
    assert.ok(type.label && Array.isArray(type.parameters) && type.template, `${type.name}: label, parameters, template`);
    const d = fromTemplate(type);
    assert.equal(systemTypeOf(catalogue, d), type);
    assert.equal(coreSays(d), null, `${type.name}: template`);
    const n = bodyCount(d, type);
    if (!type.newBody || n == null) continue;
    if (n + 1 < type.maxBodies) {
      const accepts = (x) => coreSays(x) === null;
      assert.ok(addBody(catalogue, d, accepts) && addBody(catalogue, d, accepts), `${type.name}: add two bodies`);
      // The first new body goes where newBody puts it unless a body is already there (a chain's link hangs straight down).
      const taken = d.initial.q.slice(0, n).some((q) => JSON.stringify(q) === JSON.stringify(type.newBody.q));
      if (!taken) assert.deepEqual(d.initial.q[n], type.newBody.q, `${type.name}: the first new body where newBody puts it`);
      assert.equal(bodyCount(d, type), n + 2);
      assert.equal(coreSays(d), null, `${type.name}: with two bodies added`);
    }
    if (bodyCount(d, type) > type.minBodies) {
      assert.ok(removeBody(catalogue, d, 0), `${type.name}: remove body 1`);
      assert.equal(coreSays(d), null, `${type.name}: with body 1 removed`);
    }
  }
});

test('the core\'s catalogue: a body in flight is added with its initial rows and removed with them', () => {
  const type = catalogue.systemTypes.find((t) => t.name === 'rigid_bodies');
  const bodies = type.parameters.find((p) => p.name === 'bodies');
  for (const G of [0, 1]) {
    const d = fromTemplate(type);
    // With G > 0 every body must give its points: the template's jack (its second body) only.
    if (G > 0) { d.system.G = G; d.system.bodies.splice(0, 1); for (const k of ['x', 'v', 'R', 'Omega']) d.initial[k].splice(0, 1); }
    assert.equal(coreSays(d), null, `G = ${G}: the start`);
    const n = d.system.bodies.length;
    assert.ok(addItem(catalogue, d, 'system.bodies', bodies) && addItem(catalogue, d, 'system.bodies', bodies));
    assert.equal(d.system.bodies.length, n + 2);
    for (const k of ['x', 'v', 'R', 'Omega']) assert.equal(d.initial[k].length, n + 2, `G = ${G}: initial.${k}`);
    assert.equal(coreSays(d), null, `G = ${G}: with two bodies added`);
    assert.ok(removeItem(d, 'system.bodies', 0, catalogue));
    for (const k of ['x', 'v', 'R', 'Omega']) assert.equal(d.initial[k].length, n + 1, `G = ${G}: initial.${k} after a removal`);
    assert.equal(coreSays(d), null, `G = ${G}: with body 1 removed`);
  }
});

test('the core\'s catalogue: every potential term can be added to the generic system\'s template, and removed', () => {
  const generic = catalogue.systemTypes.find((t) => t.parameters.some((p) => p.kind === 'terms'));
  assert.ok(generic, 'a system type with potential terms');
  const termsParam = generic.parameters.find((p) => p.kind === 'terms');
  const at = childPath('system', termsParam.name);
  for (const term of catalogue.terms) {
    assert.ok(term.label && term.template, `${term.name}: label and template`);
    const d = fromTemplate(generic);
    const before = (getAt(d, at) || []).length;
    assert.ok(addTerm(catalogue, d, at, term.name));
    assert.equal(coreSays(d), null, `${term.name} added`);
    if (generic.newBody && bodyCount(d, generic) + 1 < generic.maxBodies) {
      // Two bodies added one after the other: where the core refuses one (a pair potential, sphere
      // gravity or Lennard-Jones, at one point with another body), it moves apart (apartDirection).
      const accepts = (x) => coreSays(x) === null;
      assert.ok(addBody(catalogue, d, accepts) && addBody(catalogue, d, accepts));
      assert.equal(coreSays(d), null, `${term.name} added, then two bodies`);
    }
    assert.ok(removeItem(d, at, before));
    assert.equal(coreSays(d), null, `${term.name} removed`);
  }
});
