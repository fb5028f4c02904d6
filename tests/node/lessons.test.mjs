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
import { validateLesson, LESSON_FORMAT, polygonArea, sleepingTop, intermediateAxis, growthRate, GROWTH_FROM, GROWTH_TO } from '../../web/js/lessons.js';

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
    // An energy-exact claim's optional second part, the rate (docs/lessons.md), and only there.
    [{ ...good, claim: { kind: 'energy-exact', main: 1e-12, flips: 'W2', times: 2, rate: -1 } }, /claim.rate: expected a non-negative number/],
    [{ ...good, claim: { kind: 'energy-exact', main: 1e-12, flips: 'W2', times: 2, rate: '2e-3' } }, /claim.rate: expected a non-negative number/],
    [{ ...good, claim: { kind: 'momentum', main: 1e-8, factor: 10, after: 20, rate: 2e-3 } }, /claim.rate: unknown for a momentum claim/],
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
    { ...preset, system: { ...preset.system, inertia: [[2, 0, 0], [0, 3, 0], [0, 0, 0.5]] } }, { ...preset, system: { ...preset.system, mass: '1' } },
    { ...preset, system: { ...preset.system, inertia: [[2, 0.1, 0], [0.1, 2, 0], [0, 0, 0.5]] } },
    { ...preset, system: { ...preset.system, com: preset.system.com.map((x) => -x) } },  // hanging: no threshold
    { ...preset, system: { ...preset.system, forcing: [{ type: 'damping', coefficient: 0.1 }] } }])
    assert.equal(sleepingTop(bad), null);
});

// The intermediate-axis lesson's rate, from the core's own VI run (every step recorded, as the page records
// some): the measured rate against Euler's σ within the lesson's 2e-3, and its parts as docs/lessons.md derives
// them: against the VI's own rate ln μ/h (μ: its step's multiplier at the exact spin, geovi stability's) within
// the decaying mode's 1/GROWTH_FROM² and the nonlinear bend's GROWTH_TO²/2; that VI rate off σ by O(h²) (×4 at
// 2h); and no rate at all for the same nudge on a spin about the largest or the smallest axis.
test('growthRate: the intermediate-axis lesson measures Euler\'s rate from the run; the stable axes show none', () => {
  const lesson = read('intermediate-axis.json');
  const preset = JSON.parse(fs.readFileSync(path.join(SCENARIOS, `${lesson.scenario}.json`), 'utf8'));
  const J = preset.system.inertia;
  const withOmega = (Omega) => ({ ...preset, initial: { ...preset.initial, Omega } });
  const Omega = preset.initial.Omega.map((w, i) => lesson.edits[`initial.Omega.${i}`] ?? w);
  const record = (scenario, h, tEnd) => {
    const sim = new geovi.Simulation(module, scenario, { integrator: 'vi', h });
    try {
      const columns = sim.stateColumns, t = [sim.time], states = [Float64Array.from(sim.state)];
      while (sim.time < tEnd) { sim.advance(1); t.push(sim.time); states.push(Float64Array.from(sim.state)); }
      return { columns, t, states };
    } finally { sim.dispose(); }
  };
  const viRate = (h) => {
    const sim = new geovi.Simulation(module, withOmega([0, Omega[1], 0]), { integrator: 'vi', h });
    try { return Math.log(Math.max(...sim.stability().multipliers.map(([a, b]) => Math.hypot(a, b)))) / h; } finally { sim.dispose(); }
  };
  const axis = intermediateAxis(J, Omega);
  assert.equal(axis.index, 1);
  assert.ok(Math.abs(axis.rate - 5 / Math.sqrt(3)) <= 1e-15 * axis.rate, `σ = 5/√3 for J = diag(1, 2, 3), Ω₂ = 5: ${axis.rate}`);
  const h = lesson.settings.h;
  const r = record(withOmega(Omega), h, 5);
  const fit = growthRate(J, axis.index, r.columns, r.t, r.states);
  const vi = viRate(h), vi2 = viRate(2 * h);
  const off = Math.abs(fit.rate - axis.rate) / axis.rate, bias = Math.abs(fit.rate - vi) / axis.rate;
  const order = (vi2 - axis.rate) / (vi - axis.rate);
  console.log(`# intermediate-axis at h = ${h}: measured ${fit.rate} over t = ${fit.from}–${fit.to} s (${fit.samples} steps), ` +
    `σ ${axis.rate}, ${off.toExponential(2)} apart; the VI's own rate ${vi} (${((vi - axis.rate) / axis.rate).toExponential(3)} off σ, ` +
    `×${order.toFixed(3)} at 2h), the fit ${bias.toExponential(2)} from it`);
  assert.ok(off <= lesson.claim.rate, `measured ${fit.rate} against σ ${axis.rate}: ${off}`);
  assert.ok(bias <= 1 / GROWTH_FROM ** 2 + GROWTH_TO ** 2 / 2, `the fit against the VI's own rate: ${bias}`);
  assert.ok(Math.abs(order - 4) <= 0.1, `the VI's rate error is O(h²): ×${order} at 2h`);
  // The same nudge about e1, on a spin about the largest axis (e3) and about the smallest (e1, nudged about e3).
  for (const [W, index] of [[[1e-5, 0, 5], 2], [[5, 0, 1e-5], 0]]) {
    const c = record(withOmega(W), h, 10);
    assert.equal(growthRate(J, index, c.columns, c.t, c.states), null, `spun about e${index + 1}`);
  }
  assert.equal(intermediateAxis([[1, 0, 0], [0, 1, 0], [0, 0, 3]], Omega), null, 'two equal moments: no intermediate axis');
  assert.equal(intermediateAxis([[1, 0.1, 0], [0.1, 2, 0], [0, 0, 3]], Omega), null, 'not in the principal frame');
  assert.equal(intermediateAxis(J, [0, NaN, 0]), null);
});

test('polygonArea: the shoelace formula on known shapes', () => {
  assert.equal(polygonArea([[0, 0], [2, 0], [2, 1], [0, 1]]), 2);
  assert.equal(polygonArea([[0, 0], [0, 1], [2, 1], [2, 0]]), -2);  // clockwise
  const n = 200, circle = Array.from({ length: n }, (_, i) => [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)]);
  // A regular n-gon inscribed in the unit circle: (n/2) sin(2π/n), within 1.7e-4 of π for n = 200.
  assert.ok(Math.abs(polygonArea(circle) - (n / 2) * Math.sin((2 * Math.PI) / n)) < 1e-12);
});
