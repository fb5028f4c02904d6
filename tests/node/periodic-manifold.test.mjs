// Periodic orbits and invariant manifolds in wasm (wasm/geovi_api.js, docs/derivative.md):
// sim.periodicOrbit, sim.invariantManifold and the one-call periodicOrbit/invariantManifold give
// `geovi periodic`'s and `geovi manifold`'s numbers to the bit, and bad input is a GeoviError naming the
// field the CLI names with exit code 2 (in the API's camelCase: periodGuess, duration).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cliJson, asCli } from './cli-json.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { loadGeovi, Simulation, GeoviError, periodicOrbit, invariantManifold } = await import(`${root}build/wasm/geovi.mjs`);
const geovi = await loadGeovi();
const example = (name) => `${root}docs/derivative-examples/${name}.json`;
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const ORBIT = example('double_pendulum_lyapunov_orbit');
const INVERTED = example('spherical_pendulum_inverted');


test('periodicOrbit gives geovi periodic\'s numbers to the bit, in one call and on a live run', () => {
  const cases = [
    [['--period-guess', '1.69'], { periodGuess: 1.69 }],
    [['--period-guess', '1.69', '--integrator', 'vi4', '--h', '0.02'], { periodGuess: 1.69, integrator: 'vi4', h: 0.02 }],
    [[], {}],
  ];
  for (const [args, options] of cases) {
    const c = cliJson('periodic', ORBIT, args);
    assert.equal(c.code, 0, c.err);
    assert.deepEqual(asCli(periodicOrbit(geovi, read(ORBIT), options)), c.json);
    const sim = new Simulation(geovi, readFileSync(ORBIT, 'utf8'), { integrator: options.integrator, h: options.h });
    try {
      assert.deepEqual(asCli(sim.periodicOrbit(options.periodGuess)), c.json);
      assert.equal(sim.stepCount, 0);  // the run is not changed
    } finally {
      sim.dispose();
    }
  }
});

test('invariantManifold gives geovi manifold\'s numbers to the bit', () => {
  const c = cliJson('manifold', INVERTED, ['--t-end', '1.5', '--rays', '6', '--every', '10']);
  assert.equal(c.code, 0, c.err);
  const m = invariantManifold(geovi, read(INVERTED), { duration: 1.5, rays: 6, every: 10 });
  assert.deepEqual(asCli(m), c.json);
  assert.equal(m.branches.length, 12);
  assert.ok(m.branches.every((b) => b.states.every((row) => row instanceof Float64Array)));
});

test('refusals name the field in wasm as the CLI does (exit 2); Newton\'s failure is a NumericalFailure (exit 3)', () => {
  const cases = [
    ['periodic', ORBIT, ['--period-guess', '-1'], () => periodicOrbit(geovi, read(ORBIT), { periodGuess: -1 }), 'period-guess', 'periodGuess'],
    ['periodic', ORBIT, ['--period-guess', '1.69', '--integrator', 'rk45'],
      () => periodicOrbit(geovi, read(ORBIT), { periodGuess: 1.69, integrator: 'rk45' }), 'integrator', 'integrator'],
    ['periodic', `${root}core/scenarios/lagrange_top_loaded.json`, ['--period-guess', '1'],
      () => periodicOrbit(geovi, read(`${root}core/scenarios/lagrange_top_loaded.json`), { periodGuess: 1 }), 'system', 'system'],
    ['manifold', `${root}core/scenarios/spherical_pendulum.json`, [],
      () => invariantManifold(geovi, read(`${root}core/scenarios/spherical_pendulum.json`)), 'initial', 'initial'],
    ['manifold', INVERTED, ['--offset', '0'], () => invariantManifold(geovi, read(INVERTED), { offset: 0 }), 'offset', 'offset'],
    ['manifold', INVERTED, ['--rays', '1'], () => invariantManifold(geovi, read(INVERTED), { rays: 1 }), 'rays', 'rays'],
    ['manifold', INVERTED, ['--t-end', '1e9'], () => invariantManifold(geovi, read(INVERTED), { duration: 1e9 }), 't_end', 'duration'],
  ];
  for (const [command, path, args, call, flag, field] of cases) {
    const c = cliJson(command, path, args);
    assert.equal(c.code, 2, `${command} ${args}: ${c.err}`);
    assert.ok(c.err.startsWith(`error: ${flag}: `) && c.err.trim().split('\n').length === 1, c.err);
    assert.throws(call, (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === field);
  }
  assert.throws(() => periodicOrbit(geovi, read(ORBIT), { periodGuess: 'soon' }),
    (e) => e instanceof GeoviError && e.path === 'periodGuess');
  assert.equal(cliJson('periodic', ORBIT, ['--period-guess', '0.05']).code, 3);
  assert.throws(() => periodicOrbit(geovi, read(ORBIT), { periodGuess: 0.05 }),
    (e) => e instanceof GeoviError && e.kind === 'NumericalFailure');
});

test('periodicOrbit with continueTo and members gives geovi periodic --continue-to --members\'s family to the bit', () => {
  // The Lyapunov family to E = -9.8 (the saddle's is -9.81) in 4 members; across the saddle's energy to
  // -9.9 in 9, where it stops at member 5 (below E_s) with its reason.
  for (const [target, members, found] of [[-9.8, 4, 4], [-9.9, 9, 4]]) {
    const c = cliJson('periodic', ORBIT, ['--period-guess', '1.69', '--continue-to', String(target), '--members', String(members)]);
    assert.equal(c.code, 0, c.err);
    assert.equal(c.json.family.length, found);
    assert.equal(c.json.family_stop === 'reached the target energy', found === members);
    assert.deepEqual(asCli(periodicOrbit(geovi, read(ORBIT), { periodGuess: 1.69, continueTo: target, members })), c.json);
    const sim = new Simulation(geovi, readFileSync(ORBIT, 'utf8'));
    try {
      assert.deepEqual(asCli(sim.periodicOrbit(1.69, { continueTo: target, members })), c.json);
    } finally {
      sim.dispose();
    }
  }
  assert.equal(periodicOrbit(geovi, read(ORBIT), { periodGuess: 1.69 }).family, undefined);
  const refusals = [
    [['--continue-to', '-9.8', '--members', '1001'], { continueTo: -9.8, members: 1001 }, 'members'],
    [['--continue-to', '-9.8', '--members', '0'], { continueTo: -9.8, members: 0 }, 'members'],
    [['--continue-to', '-9.8'], { continueTo: -9.8 }, 'members'],
    [['--members', '3'], { members: 3 }, 'continue-to'],
    [['--continue-to', 'nan', '--members', '3'], { continueTo: NaN, members: 3 }, 'continue-to'],
  ];
  for (const [args, options, flag] of refusals) {
    const c = cliJson('periodic', ORBIT, ['--period-guess', '1.69', ...args]);
    assert.equal(c.code, 2, `${args}: ${c.err}`);
    assert.ok(c.err.startsWith(`error: --${flag}: `), c.err);
    assert.throws(() => periodicOrbit(geovi, read(ORBIT), { periodGuess: 1.69, ...options }),
      (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === (flag === 'members' ? 'members' : 'continueTo'));
  }
});
