// A periodic orbit's manifolds in a Poincaré section in wasm (wasm/geovi_api.js, docs/sections.md):
// sim.sectionManifold and the one-call sectionManifold give `geovi section-manifold`'s numbers to the
// bit, in the shape a page draws (flat Float64Array pairs per branch), and bad input is a GeoviError
// naming the field the CLI names with exit code 2 (in the API's camelCase: periodGuess, maxSteps).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cliJson, asCli } from './cli-json.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { loadGeovi, Simulation, GeoviError, sectionManifold } = await import(`${root}build/wasm/geovi.mjs`);
const geovi = await loadGeovi();
const ORBIT = `${root}docs/derivative-examples/double_pendulum_lyapunov_orbit.json`;
const cli = (args) => cliJson('section-manifold', ORBIT, args);
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));


test('sectionManifold gives geovi section-manifold\'s numbers to the bit, in one call and on a live run', () => {
  const args = ['--period-guess', '1.69', '--on', 'q1x=0', '--axes', 'q2x,w2y', '--seeds', '12', '--returns', '2'];
  const options = { periodGuess: 1.69, on: 'q1x=0', axes: ['q2x', 'w2y'], seeds: 12, returns: 2 };
  for (const rows of [false, true]) {
    const c = cli(rows ? [...args, '--rows'] : args);
    assert.equal(c.code, 0, c.err);
    const m = sectionManifold(geovi, read(ORBIT), { ...options, rows });
    assert.deepEqual(asCli(m), c.json);
    assert.equal(m.kind, 'hyperbolic');
    assert.equal(m.branches.length, 8);
    assert.ok(m.orbitPoints instanceof Float64Array && m.orbitPoints.length === 2);
    for (const b of m.branches) {
      assert.ok(b.points instanceof Float64Array);
      assert.equal(b.points.length, 2 * b.iterates.length);
      assert.equal(b.rows !== undefined, rows);
    }
  }
  const sim = new Simulation(geovi, readFileSync(ORBIT, 'utf8'));
  try {
    assert.deepEqual(asCli(sim.sectionManifold(options)), cli(args).json);
    assert.equal(sim.stepCount, 0);  // the run is not changed
  } finally {
    sim.dispose();
  }
});

test('refusals name the field in wasm as the CLI does (exit 2)', () => {
  const base = ['--period-guess', '1.69', '--on', 'q1x=0', '--axes', 'q2x,w2y'];
  const options = { periodGuess: 1.69, on: 'q1x=0', axes: ['q2x', 'w2y'] };
  const cases = [
    [['--offset', '0'], { offset: 0 }, 'offset', 'offset'],
    [['--seeds', '1'], { seeds: 1 }, 'seeds', 'seeds'],
    [['--on', 'q1x=0.5'], { on: 'q1x=0.5' }, 'on', 'on'],
    [['--axes', 'q2x,nope'], { axes: ['q2x', 'nope'] }, '--axes', 'axes'],
  ];
  for (const [args, extra, flag, field] of cases) {
    const c = cli([...base, ...args]);
    assert.equal(c.code, 2, `${args}: ${c.err}`);
    assert.ok(c.err.startsWith(`error: ${flag}: `) && c.err.trim().split('\n').length === 1, c.err);
    assert.throws(() => sectionManifold(geovi, read(ORBIT), { ...options, ...extra }),
      (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === field);
  }
  assert.throws(() => sectionManifold(geovi, read(ORBIT), { periodGuess: 1.69, on: 'q1x=0' }),
    (e) => e instanceof GeoviError && e.path === 'axes');
  assert.throws(() => sectionManifold(geovi, read(ORBIT), { ...options, maxSteps: -1 }),
    (e) => e instanceof GeoviError && e.path === 'maxSteps');
  assert.throws(() => sectionManifold(geovi, read(ORBIT), { ...options, periodGuess: -1 }),
    (e) => e instanceof GeoviError && e.path === 'periodGuess');
});
