// The derivative of the discrete flow in wasm (wasm/geovi_api.js, docs/derivative.md): sim.linearize,
// sim.stability, sim.lyapunov and the one-call linearize/stability/lyapunov give `geovi linearize`'s,
// `geovi stability`'s and `geovi lyapunov`'s numbers to the bit (the CLI prints doubles that JSON.parse reads back exactly), and bad input is a
// GeoviError naming the field the CLI names with exit code 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliJson } from './cli-json.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { loadGeovi, Simulation, GeoviError, linearize, stability, lyapunov } = await import(`${root}build/wasm/geovi.mjs`);
const geovi = await loadGeovi();
const scenarioPath = (name) => `${root}core/scenarios/${name}.json`;
const scenario = (name) => JSON.parse(readFileSync(scenarioPath(name), 'utf8'));
const tmp = mkdtempSync(join(tmpdir(), 'geovi-derivative-'));

const cli = cliJson;

function fileOf(doc) {
  const path = join(tmp, `${doc.name}.json`);
  writeFileSync(path, JSON.stringify(doc));
  return path;
}

// The CLI's keys in camelCase; typed arrays as plain arrays, so that deepEqual compares every number
// with Object.is (to the bit, -0 included) against the CLI's.
const camel = (key) => key.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
function plain(value) {
  if (ArrayBuffer.isView(value)) return Array.from(value);
  if (Array.isArray(value)) return value.map(plain);
  return value;
}
function assertIsCli(fromJs, fromCli) {
  assert.deepEqual(Object.keys(fromJs), Object.keys(fromCli).map(camel));
  for (const [key, value] of Object.entries(fromCli)) assert.deepEqual(plain(fromJs[camel(key)]), value, key);
}

const steady = (base, initial) => ({ ...scenario(base), name: `${base}_steady`, initial });
const middleAxis = steady('free_body_intermediate_axis', { R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], Omega: [0, 5, 0] });
const upright = (spin) => ({ ...steady('lagrange_top_sleeping', { R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], Omega: [0, 0, spin] }),
  name: `upright_top_${spin}` });

test('linearize gives the CLI numbers to the bit, in one call and on a live run', () => {
  const cases = [
    ['heavy_asymmetric_top', [], {}],
    ['free_body_intermediate_axis', ['--integrator', 'vi4', '--h', '0.02', '--steps', '7'], { integrator: 'vi4', h: 0.02, steps: 7 }],
    ['lagrange_top_sleeping', ['--integrator', 'rk4', '--steps', '3'], { integrator: 'rk4', steps: 3 }],
  ];
  for (const [name, args, options] of cases) {
    const c = cli('linearize', scenarioPath(name), args);
    assert.equal(c.code, 0, c.err);
    const lin = linearize(geovi, scenario(name), options);
    assertIsCli(lin, c.json);
    assert.ok(lin.state0 instanceof Float64Array && lin.matrix.every((row) => row instanceof Float64Array));
    const d = lin.matrix.length;
    assert.ok(d > 0 && lin.matrix.every((row) => row.length === d));
    assert.ok(lin.basis0.length === d && lin.basis1.every((v) => v.length === lin.columns.length));
  }
  // A live run: two calls of 2 steps carry the run on and end where the CLI's 4 steps end.
  const four = cli('linearize', scenarioPath('heavy_asymmetric_top'), ['--steps', '4']).json;
  const sim = new Simulation(geovi, scenario('heavy_asymmetric_top'));
  try {
    const first = sim.linearize(2);
    assert.equal(sim.stepCount, 2);
    assert.deepEqual(Array.from(sim.state), Array.from(first.state1));
    const second = sim.linearize(2);
    assert.deepEqual(Array.from(second.state0), Array.from(first.state1));
    assert.deepEqual(Array.from(second.state1), four.state1);
    assert.equal(second.t1, four.t1);
    // The chain rule: the product of the two maps is the 4-step map, to round-off.
    const d = first.matrix.length;
    for (let i = 0; i < d; i++)
      for (let j = 0; j < d; j++) {
        let sum = 0;
        for (let k = 0; k < d; k++) sum += second.matrix[i][k] * first.matrix[k][j];
        assert.ok(Math.abs(sum - four.matrix[i][j]) < 1e-12, `(${i}, ${j}): ${sum} vs ${four.matrix[i][j]}`);
      }
  } finally {
    sim.dispose();
  }
});

test('stability gives the CLI numbers to the bit on steady spins either side of their thresholds', () => {
  const cases = [
    [middleAxis, [], {}, false],
    [upright(20), ['--h', '0.01'], { h: 0.01 }, true],
    [upright(10), ['--integrator', 'rk4'], { integrator: 'rk4' }, false],
    // A relative equilibrium on (S²)ⁿ: its multipliers are taken in the turning frame (portable sine and cosine).
    [JSON.parse(readFileSync(`${root}docs/derivative-examples/spherical_pendulum_conical.json`, 'utf8')), [], {}, true],
    // On SE(3)ᴺ: a circular synchronous binary, its frame turned back by the portable sine and cosine too.
    [JSON.parse(readFileSync(`${root}docs/derivative-examples/binary_circular.json`, 'utf8')), [], {}, true],
  ];
  for (const [doc, args, options, stable] of cases) {
    const c = cli('stability', fileOf(doc), args);
    assert.equal(c.code, 0, c.err);
    const report = stability(geovi, doc, options);
    assertIsCli(report, c.json);
    assert.equal(report.stable, stable);
    const sim = new Simulation(geovi, doc, options);
    try {
      assertIsCli(sim.stability(), c.json);
      assert.equal(sim.stepCount, 0);
    } finally {
      sim.dispose();
    }
  }
  // J = diag(1, 2, 3) at 5 rad/s about e2 leaves the axis at 5 √(1/3).
  assert.ok(Math.abs(stability(geovi, middleAxis).growthRate - 5 * Math.sqrt(1 / 3)) < 1e-12);
});

test('refusals name the field in wasm as the CLI does (exit 2), and leave the run untouched', () => {
  const isInput = (field) => (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === field;
  const free = scenarioPath('free_rigid_body');
  const refused = [
    // [call, field in JS, command, CLI arguments, field the CLI names]
    [() => linearize(geovi, scenario('free_rigid_body'), { steps: 0 }), 'steps', 'linearize', free, ['--steps', '0'], '--steps'],
    [() => linearize(geovi, scenario('free_rigid_body'), { integrator: 'nope' }), 'integrator', 'linearize', free,
      ['--integrator', 'nope'], '--integrator'],
    [() => linearize(geovi, scenario('free_rigid_body'), { integrator: 'rk45' }), 'integrator', 'linearize', free,
      ['--integrator', 'rk45'], 'integrator'],
    [() => linearize(geovi, scenario('quadrotor_tracking')), 'integrator', 'linearize',
      scenarioPath('quadrotor_tracking'), [], 'integrator'],
    [() => stability(geovi, scenario('free_rigid_body')), 'initial', 'stability', free, [], 'initial'],
    [() => stability(geovi, middleAxis, { integrator: 'rk45' }), 'integrator', 'stability', fileOf(middleAxis),
      ['--integrator', 'rk45'], 'integrator'],
  ];
  for (const [call, field, command, path, args, flag] of refused) {
    assert.throws(call, isInput(field), `${command} ${args}`);
    const c = cli(command, path, args);
    assert.equal(c.code, 2, c.err);
    assert.equal(c.out, '');
    assert.ok(c.err.startsWith(`error: ${flag}: `) && c.err.trim().split('\n').length === 1, c.err);
  }
  for (const steps of [1.5, -3, NaN, '2', true])
    assert.throws(() => linearize(geovi, scenario('free_rigid_body'), { steps }), isInput('steps'));
  const sim = new Simulation(geovi, scenario('free_rigid_body'), { integrator: 'rk45' });
  try {
    const before = Array.from(sim.state);
    assert.throws(() => sim.linearize(3), isInput('integrator'));
    assert.throws(() => sim.stability(), isInput('initial'));
    assert.equal(sim.stepCount, 0);
    assert.deepEqual(Array.from(sim.state), before);
  } finally {
    sim.dispose();
  }
});

test('a failed step is a NumericalFailure with its health event, as the CLI exits 3', () => {
  // RK4 at h = 1 on the heavy top leaves the finite numbers at step 3.
  const c = cli('linearize', scenarioPath('heavy_asymmetric_top'), ['--integrator', 'rk4', '--h', '1', '--steps', '50']);
  assert.equal(c.code, 3, c.err);
  assert.equal(c.out, '');
  const sim = new Simulation(geovi, scenario('heavy_asymmetric_top'), { integrator: 'rk4', h: 1 });
  try {
    assert.throws(() => sim.linearize(50), (e) => e instanceof GeoviError && e.kind === 'NumericalFailure' &&
      c.err.includes(e.message) && e.message.startsWith('step 3 ') && e.health?.code === 'non-finite');
    assert.equal(sim.stepCount, 2);
    assert.ok(Array.from(sim.state).every(Number.isFinite));
  } finally {
    sim.dispose();
  }
});

// `geovi lyapunov … --csv` as { code, out, err, json, rows } (rows: the CSV's, header first, numbers parsed).
function cliLyapunov(path, args = []) {
  const csv = join(tmp, 'lyapunov.csv');
  const c = cli('lyapunov', path, [...args, '--csv', csv]);
  if (c.code !== 0) return c;
  const [header, ...lines] = readFileSync(csv, 'utf8').trim().split('\n');
  return { ...c, header: header.split(','), rows: lines.map((line) => line.split(',').map(Number)) };
}

function assertLyapunovIsCli(report, c) {
  assert.deepEqual(Object.keys(c.json), ['exponents', 'sum', 'volume_defect', 't', 'integrator', 'h']);
  const camel = (key) => key.replace(/_(.)/g, (_, c) => c.toUpperCase());
  for (const [key, value] of Object.entries(c.json)) assert.deepEqual(plain(report[camel(key)]), value, key);
  const d = report.exponents.length;
  assert.deepEqual(c.header, ['t', ...Array.from({ length: d }, (_, i) => `l${i + 1}`)]);
  assert.ok(report.sampleTimes instanceof Float64Array && report.samples.every((row) => row instanceof Float64Array));
  assert.deepEqual(Array.from(report.sampleTimes, (t, k) => [t, ...report.samples[k]]), c.rows, 'the running estimates');
}

test('lyapunov gives the CLI numbers to the bit, its running estimates the CSV rows', () => {
  const cases = [
    ['heavy_asymmetric_top', ['--t-end', '1', '--every', '20'], { tEnd: 1, every: 20 }],
    // 100 steps every 7: a last estimate after step 100 besides those at 7, 14, … 98.
    ['free_body_intermediate_axis', ['--integrator', 'vi4', '--h', '0.02', '--t-end', '2', '--every', '7'],
      { integrator: 'vi4', h: 0.02, tEnd: 2, every: 7 }],
    ['lagrange_top_sleeping', ['--integrator', 'rk4', '--t-end', '0.5'], { integrator: 'rk4', tEnd: 0.5 }],
    // The leading ones only (--count): a thin QR of count carried vectors; volume_defect null.
    ['planar_double_pendulum', ['--t-end', '2', '--every', '30', '--count', '1'], { tEnd: 2, every: 30, count: 1 }],
    ['heavy_asymmetric_top', ['--integrator', 'rk4', '--t-end', '0.5', '--every', '20', '--count', '3'],
      { integrator: 'rk4', tEnd: 0.5, every: 20, count: 3 }],
    ['planar_double_pendulum', ['--t-end', '0.5', '--count', '8'], { tEnd: 0.5, count: 8 }],  // count = d: all
  ];
  for (const [name, args, options] of cases) {
    const c = cliLyapunov(scenarioPath(name), args);
    assert.equal(c.code, 0, c.err);
    const report = lyapunov(geovi, scenario(name), options);
    assertLyapunovIsCli(report, c);
    assert.equal(report.t0, 0);
    assert.ok(report.exponents.every((x, i) => i === 0 || x <= report.exponents[i - 1]));
    const all = options.count === undefined || options.count === 8;
    if (options.count) assert.equal(report.exponents.length, options.count);
    assert.equal(report.volumeDefect === null, !all, 'volumeDefect: null for count < d only');
  }
  // count = d is the full computation to the bit; the k leading's first column is count = 1's.
  const full = lyapunov(geovi, scenario('planar_double_pendulum'), { tEnd: 0.5 });
  assert.deepEqual(plain(lyapunov(geovi, scenario('planar_double_pendulum'), { tEnd: 0.5, count: 8 })), plain(full));
  const one = lyapunov(geovi, scenario('planar_double_pendulum'), { tEnd: 2, every: 30, count: 1 });
  const three = lyapunov(geovi, scenario('planar_double_pendulum'), { tEnd: 2, every: 30, count: 3 });
  assert.deepEqual(three.samples.map((row) => row[0]), one.samples.map((row) => row[0]));
  // A live run: sim.lyapunov(N, K) is the CLI's run of N steps, advances as advance(N) does, and a
  // second call averages from where the first ended.
  const path = scenarioPath('heavy_asymmetric_top');
  const c = cliLyapunov(path, ['--t-end', '0.3', '--every', '40']);
  const sim = new Simulation(geovi, scenario('heavy_asymmetric_top'));
  const other = new Simulation(geovi, scenario('heavy_asymmetric_top'));
  try {
    const first = sim.lyapunov(300, 40);
    assertLyapunovIsCli(first, c);
    assert.equal(sim.stepCount, 300);
    assert.deepEqual(Array.from(sim.state), Array.from(other.advance(300).state));
    const second = sim.lyapunov(5);
    assert.equal(second.t0, first.t);
    assert.equal(second.sampleTimes.length, 5);
    assert.equal(sim.stepCount, 305);
  } finally {
    sim.dispose();
    other.dispose();
  }
});

test('lyapunov refusals name the field in wasm as the CLI does (exit 2); a failed step is a NumericalFailure', () => {
  const isInput = (field) => (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === field;
  const path = scenarioPath('heavy_asymmetric_top');
  const doc = scenario('heavy_asymmetric_top');
  const refused = [
    // [options, field in JS, CLI arguments, field the CLI names]
    [{ every: 0 }, 'every', ['--every', '0'], '--every'],
    [{ integrator: 'nope' }, 'integrator', ['--integrator', 'nope'], '--integrator'],
    [{ integrator: 'rk45' }, 'integrator', ['--integrator', 'rk45'], 'integrator'],
    [{ h: 20, tEnd: 10 }, 'h', ['--h', '20', '--t-end', '10'], '--h'],
    [{ tEnd: 1e12 }, 'tEnd', ['--t-end', '1e12'], '--t-end'],  // past 1e12 steps of h = 0.001
    // A run of no step: the CLI names the steps it derived from --t-end 0, JS the option.
    [{ tEnd: 0 }, 'tEnd', ['--t-end', '0'], 'steps'],
    // count: not a whole number >= 1 (the flag, as --every), or more than d = 6 (the core names count).
    [{ count: 0 }, 'count', ['--count', '0'], '--count'],
    [{ count: 7 }, 'count', ['--count', '7'], 'count'],
  ];
  for (const [options, field, args, flag] of refused) {
    assert.throws(() => lyapunov(geovi, doc, options), isInput(field), JSON.stringify(options));
    const c = cli('lyapunov', path, args);
    assert.equal(c.code, 2, c.err);
    assert.equal(c.out, '');
    assert.ok(c.err.startsWith(`error: ${flag}: `) && c.err.trim().split('\n').length === 1, c.err);
  }
  for (const every of [1.5, -3, NaN, '2', true])
    assert.throws(() => lyapunov(geovi, doc, { tEnd: 0.01, every }), isInput('every'));
  for (const count of [1.5, -1, 0, NaN, '2', true, 1e6])
    assert.throws(() => lyapunov(geovi, doc, { tEnd: 0.01, count }), isInput('count'), String(count));
  for (const tEnd of [-1, Infinity, '1'])
    assert.throws(() => lyapunov(geovi, doc, { tEnd }), isInput('tEnd'));
  const sim = new Simulation(geovi, doc, { integrator: 'rk45' });
  try {
    for (const [args, field] of [[[0], 'steps'], [[2.5], 'steps'], [[10, 0], 'every'], [[3, 1, 0], 'count'], [[3, 1, 2.5], 'count'],
      [[3], 'integrator'], [[3, 1, 2], 'integrator']])
      assert.throws(() => sim.lyapunov(...args), isInput(field), String(args));
    assert.equal(sim.stepCount, 0);
  } finally {
    sim.dispose();
  }
  // RK4 at h = 1 on the heavy top fails at step 3: the CLI exits 3, JS throws with the core's event.
  const c = cli('lyapunov', path, ['--integrator', 'rk4', '--h', '1', '--t-end', '50']);
  assert.equal(c.code, 3, c.err);
  const failing = new Simulation(geovi, doc, { integrator: 'rk4', h: 1 });
  try {
    assert.throws(() => failing.lyapunov(50, 10), (e) => e instanceof GeoviError && e.kind === 'NumericalFailure' &&
      c.err.includes(e.message) && e.message.startsWith('step 3 ') && e.health?.code === 'non-finite');
    assert.equal(failing.stepCount, 2);
  } finally {
    failing.dispose();
  }
});
