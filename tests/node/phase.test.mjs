// The geometric phase in wasm (wasm/geovi_api.js, docs/geometric-phase.md) and the CLI's contract:
// geometricPhase(module, …) and a live run's watchPhase/takePhases give `geovi phase`'s numbers to the
// bit (the CLI prints 17 significant digits, which round-trip doubles); bad input names its field
// (exit 2), and nothing printed is ever NaN.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { loadGeovi, Simulation, geometricPhase, GeoviError } = await import(`${root}build/wasm/geovi.mjs`);
const geovi = await loadGeovi();
const scenarioPath = (name) => `${root}core/scenarios/${name}.json`;
const scenario = (name) => readFileSync(scenarioPath(name), 'utf8');

function cli(path, args = []) {
  const r = spawnSync(`${root}build/native/geovi`, ['phase', path, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const PERIOD_KEYS = ['T', 'dynamic', 'geometric', 'predicted', 'measured', 'tEnd'];

test('geometricPhase gives the CLI numbers to the bit, on the presets and a body of no preset', () => {
  // A body of no preset: J with turned principal axes, not at the identity attitude.
  const hidden = {
    format: 1, name: 'hidden_free_body',
    system: { type: 'rigid_body', inertia: [[2.2, -0.3, 0.4], [-0.3, 1.4, 0.1], [0.4, 0.1, 3.1]] },
    initial: { R: [[0, -1, 0], [1, 0, 0], [0, 0, 1]], Omega: [0.7, -1.3, 0.9] },
    integrator: { type: 'vi', h: 0.02 }, t_end: 1,
  };
  const hiddenPath = join(mkdtempSync(join(tmpdir(), 'geovi-phase-')), 'hidden.json');
  writeFileSync(hiddenPath, JSON.stringify(hidden));
  const cases = [
    [scenarioPath('free_body_intermediate_axis'), scenario('free_body_intermediate_axis'), [], {}],
    [scenarioPath('free_rigid_body'), scenario('free_rigid_body'), ['--integrator', 'vi4', '--h', '0.02', '--periods', '3'],
      { integrator: 'vi4', h: 0.02, periods: 3 }],
    [hiddenPath, hidden, ['--integrator', 'rk4', '--periods', '2'], { integrator: 'rk4', periods: 2 }],
  ];
  for (const [path, text, args, options] of cases) {
    const c = cli(path, args);
    assert.equal(c.code, 0, c.err);
    assert.ok(!/nan|inf/i.test(c.out), c.out);
    const fromCli = JSON.parse(c.out);
    for (const key of ['T', 'dynamic', 'geometric', 'predicted', 'measured', 'exactT', 'energy', 'momentum'])
      assert.equal(typeof fromCli[key], 'number', key);
    assert.deepEqual(geometricPhase(geovi, text, options), fromCli);
  }
});

test('watchPhase + takePhases on a live run give the CLI periods to the bit, however the run is batched', () => {
  const fromCli = JSON.parse(cli(scenarioPath('free_rigid_body'), ['--periods', '3']).out);
  const sim = new Simulation(geovi, scenario('free_rigid_body'));
  try {
    assert.deepEqual(sim.takePhases(), []);
    sim.watchPhase();
    const periods = [];
    for (let k = 0; periods.length < 3 && k < 100; k++) {
      sim.advance(37 + k);  // batches that do not line up with the periods
      periods.push(...sim.takePhases());
    }
    assert.deepEqual(periods.slice(0, 3), fromCli.periods);
    for (const p of periods) assert.deepEqual(Object.keys(p).sort(), [...PERIOD_KEYS].sort());
  } finally {
    sim.dispose();
  }
});

test('the phase refuses what is not a free body, naming the field, in wasm and the CLI (exit 2)', () => {
  const refused = [
    ['heavy_asymmetric_top', 'system'],
    ['double_spherical_pendulum', 'system.type'],
  ];
  for (const [name, field] of refused) {
    const sim = new Simulation(geovi, scenario(name));
    try {
      assert.throws(() => sim.watchPhase(), (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === field);
    } finally {
      sim.dispose();
    }
    assert.throws(() => geometricPhase(geovi, scenario(name)), (e) => e.kind === 'InputError' && e.path === field);
    const c = cli(scenarioPath(name));
    assert.equal(c.code, 2);
    assert.equal(c.out, '');
    assert.match(c.err, new RegExp(`^error: ${field.replace('.', '\\.')}: `));
    assert.equal(c.err.trim().split('\n').length, 1);
  }
  const spin = JSON.parse(scenario('free_body_intermediate_axis'));
  spin.initial.Omega = [0, 0, 5];  // a steady spin: no period
  assert.throws(() => geometricPhase(geovi, spin), (e) => e.kind === 'InputError' && e.path === 'initial.Omega');
  for (const [args, field] of [[['--periods', '0'], '--periods'], [['--periods', '1001'], '--periods'],
    [['--h', 'x'], '--h'], [['--integrator', 'nope'], '--integrator'], [['--bogus', '1'], '--bogus']]) {
    const c = cli(scenarioPath('free_rigid_body'), args);
    assert.equal(c.code, 2, `${args}: ${c.err}`);
    assert.match(c.err, new RegExp(`^error: ${field}`), c.err);
  }
  for (const options of [{ periods: 0 }, { periods: 1.5 }, { h: -1 }, { h: NaN }, { integrator: 3 }])
    assert.throws(() => geometricPhase(geovi, scenario('free_rigid_body'), options), (e) => e.kind === 'InputError');
});

test('a run that leaves the orbit is a numerical failure (exit 3), not a NaN', () => {
  // RK4 at h = 1 on the intermediate-axis body (5 rad per step) does not follow the motion.
  const c = cli(scenarioPath('free_body_intermediate_axis'), ['--integrator', 'rk4', '--h', '1']);
  assert.equal(c.code, 3, c.err);
  assert.equal(c.out, '');
  assert.throws(() => geometricPhase(geovi, scenario('free_body_intermediate_axis'), { integrator: 'rk4', h: 1 }),
    (e) => e.kind === 'NumericalFailure');
});
