// Every lesson file (core/lessons/*.json) passes the lesson validator
// (web/js/lessons.js), names a preset that exists, and its integrators apply to
// that preset in the core (the wasm module builds both runs). A file with an
// unknown field, a newer format or a bad claim is refused with the field named.
//
//   node --test tests/node/lessons.test.mjs        (after .ci/build)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { validateLesson, LESSON_FORMAT, polygonArea, sleepingTop } from '../../web/js/lessons.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LESSONS = path.join(ROOT, 'core/lessons');
const SCENARIOS = path.join(ROOT, 'core/scenarios');
const scenarios = fs.readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const files = fs.readdirSync(LESSONS).filter((f) => f.endsWith('.json')).sort();

let geovi, module, catalogue;
before(async () => {
  geovi = await import(pathToFileURL(path.join(ROOT, 'build/wasm/geovi.mjs')).href);
  module = await geovi.loadGeovi();
  catalogue = geovi.catalogue(module);
});

const read = (f) => JSON.parse(fs.readFileSync(path.join(LESSONS, f), 'utf8'));

test('the lessons the issue names all exist', () => {
  const names = files.map((f) => f.slice(0, -5));
  for (const n of ['energy-bounded', 'coarse-step', 'stays-on-sphere', 'euler-angles', 'noether', 'symplectic-area',
    'intermediate-axis', 'chaos']) assert.ok(names.includes(n), n);
});

for (const file of files) {
  test(`${file}: a valid lesson whose runs the core builds`, () => {
    const doc = read(file);
    validateLesson(doc, file, { catalogue, scenarios });
    assert.equal(doc.name, file.slice(0, -5), 'name matches the file');
    const json = JSON.parse(fs.readFileSync(path.join(SCENARIOS, `${doc.scenario}.json`), 'utf8'));
    const { integrator, compare, h } = doc.settings;
    // A comparison that names a controller flies it with the main run's integrator (docs/control.md).
    const controller = catalogue.controllers.some((c) => c.name === compare);
    const main = new geovi.Simulation(module, json, { integrator, h });
    const base = controller ? new geovi.Simulation(module, { ...json, control: { ...json.control, type: compare } }, { integrator, h })
      : new geovi.Simulation(module, json, { integrator: compare, h });
    try {
      assert.equal(main.integrator, integrator);
      assert.equal(base.integrator, controller ? integrator : compare);
    } finally {
      main.dispose();
      base.dispose();
    }
  });
}

test('a bad lesson is refused with the field named', () => {
  const good = read('noether.json');
  const cases = [
    [{ ...good, colour: 'red' }, /colour: unknown field/],
    [{ ...good, format: LESSON_FORMAT + 1 }, /format: this lesson is written for format 2; this geovi reads format 1/],
    [{ ...good, scenario: 'nope' }, /scenario: no preset named "nope"/],
    [{ ...good, settings: { ...good.settings, compare: 'rk9' } }, /settings.compare: expected an integrator/],
    [{ ...good, settings: { ...good.settings, speed: -1 } }, /settings.speed: expected a number/],
    [{ ...good, claim: { kind: 'momentum', main: 1e-8 } }, /claim.factor: expected a non-negative number/],
    [{ ...good, claim: { kind: 'telepathy' } }, /claim.kind: expected one of/],
    [{ ...good, perturb: { 'initial.omega.0.1': 1e-9 } }, /perturb: a perturbed second run uses the main run's integrator/],
    [{ ...good, edits: { 'system.__proto__.x': 1 } }, /edits.system.__proto__.x: not a parameter path/],
    [{ ...good, steps: { path: 'initial.Omega.2', values: [20, NaN] } }, /steps.values: expected 1 to 12 finite numbers/],
    [{ ...good, steps: { path: 'initial.Omega.2', values: [] } }, /steps.values: expected 1 to 12 finite numbers/],
    [{ ...good, steps: { path: 'constructor.x', values: [1] } }, /steps.path: not a parameter path/],
    [{ ...good, steps: { path: 'initial.Omega.2', values: [1], label: 'x' } }, /steps.label: unknown field/],
    [{ ...good, steps: [1, 2] }, /steps: expected/],
  ];
  for (const [doc, message] of cases) assert.throws(() => validateLesson(doc, 'x.json', { catalogue, scenarios }), message);
});

test('sleepingTop: the threshold and rate of an upright axisymmetric top, null for anything else', () => {
  const preset = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/lagrange_top_sleeping.json'), 'utf8'));
  const top = sleepingTop({ ...preset, initial: { ...preset.initial, Omega: [0, 0, 15] } });
  // I₁ = 2, I₃ = 0.5, m g l = 9.81: √(4·9.81·2)/0.5 and √(78.48 − 56.25)/4, written out.
  assert.ok(Math.abs(top.threshold - Math.sqrt(78.48) / 0.5) <= 1e-15 * top.threshold);
  assert.ok(Math.abs(top.rate - Math.sqrt(78.48 - 56.25) / 4) <= 1e-15 * top.rate);
  assert.equal(sleepingTop({ ...preset, initial: { ...preset.initial, Omega: [0, 0, 20] } }).rate, 0);
  for (const bad of [null, {}, { system: { type: 'heavy_top' }, initial: { Omega: [0, 0, 1] } },
    { ...preset, initial: { ...preset.initial, Omega: [0, 0, NaN] } }, { ...preset, initial: { ...preset.initial, Omega: [1e-3, 0, 15] } },
    { ...preset, system: { ...preset.system, inertia: [[2, 0, 0], [0, 3, 0], [0, 0, 0.5]] } }, { ...preset, system: { ...preset.system, mass: '1' } }])
    assert.equal(sleepingTop(bad), null);
});

test('polygonArea: the shoelace formula on known shapes', () => {
  assert.equal(polygonArea([[0, 0], [2, 0], [2, 1], [0, 1]]), 2);
  assert.equal(polygonArea([[0, 0], [0, 1], [2, 1], [2, 0]]), -2);  // clockwise
  const n = 200, circle = Array.from({ length: n }, (_, i) => [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)]);
  // A regular n-gon inscribed in the unit circle: (n/2) sin(2π/n), within 1.7e-4 of π for n = 200.
  assert.ok(Math.abs(polygonArea(circle) - (n / 2) * Math.sin((2 * Math.PI) / n)) < 1e-12);
});
