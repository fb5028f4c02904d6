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

test('--axes takes an angle axis, angle(C,D), beside a column: the pair splits at the comma outside parentheses', () => {
  const args = ['--period-guess', '1.69', '--on', 'q1x=0', '--seeds', '8', '--returns', '1'];
  const c = cli([...args, '--axes', 'angle(q2x,-q2z),w2y']);
  assert.equal(c.code, 0, c.err);
  const m = sectionManifold(geovi, read(ORBIT), { periodGuess: 1.69, on: 'q1x=0', seeds: 8, returns: 1, axes: ['angle(q2x,-q2z)', 'w2y'] });
  assert.deepEqual(asCli(m), c.json);
  // The orbit's point on the angle axis: the second link upright, ∠ = ±π (docs/sections.md).
  assert.ok(Math.abs(Math.abs(m.orbitPoints[0]) - Math.PI) < 1e-6, `${m.orbitPoints}`);
  // One axis, or three, is refused naming the flag.
  for (const axes of ['angle(q2x,-q2z)', 'q2x,w2y,w1y', 'angle(q2x,-q2z),', ',w2y']) {
    const bad = cli([...args, '--axes', axes]);
    assert.equal(bad.code, 2, `${axes}: ${bad.err}`);
    assert.ok(bad.err.startsWith('error: --axes: expected two axes'), bad.err);
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
  // The refinement's options, named in camelCase (the core's max-gap, gap-seeds).
  for (const [extra, field] of [[{ maxGap: -1 }, 'maxGap'], [{ maxGap: NaN }, 'maxGap'], [{ gapSeeds: -1 }, 'gapSeeds'],
    [{ gapSeeds: 2000000 }, 'gapSeeds'], [{ gapSeeds: 1.5 }, 'gapSeeds']])
    assert.throws(() => sectionManifold(geovi, read(ORBIT), { ...options, ...extra }),
      (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === field && e.message.startsWith(`${field}: `), JSON.stringify(extra));
  const c = cli([...base, '--max-gap', '-1']);
  assert.equal(c.code, 2);
  assert.ok(c.err.startsWith('error: max-gap: '), c.err);
});

test('the refinement (maxGap) gives the CLI\'s numbers to the bit; the chords longer than maxGap are the gaps it reports', () => {
  const args = ['--period-guess', '1.69', '--on', 'q1x=0', '--axes', 'q2x,w2y', '--seeds', '8', '--returns', '2', '--max-gap', '0.1'];
  const c = cli(args);
  assert.equal(c.code, 0, c.err);
  const m = sectionManifold(geovi, read(ORBIT), { periodGuess: 1.69, on: 'q1x=0', axes: ['q2x', 'w2y'], seeds: 8, returns: 2, maxGap: 0.1 });
  assert.deepEqual(asCli(m), c.json);
  // Measured: 330 seeds added, 5 gaps left: the section map's own breaks (tangential crossings,
  // tests/native/test_section_manifold.cpp), not the budget's.
  assert.ok(m.refinedSeeds > 0 && m.budgetExhausted === false, `${m.refinedSeeds} ${m.openGaps}`);
  let open = 0;
  for (const b of m.branches) {
    let longer = 0;
    for (let i = 2; i < b.points.length; i += 2) if (Math.hypot(b.points[i] - b.points[i - 2], b.points[i + 1] - b.points[i - 1]) > 0.1) ++longer;
    assert.equal(longer, b.gaps, `${b.kind} ${b.sign}`);
    open += longer;
  }
  assert.equal(open, m.openGaps);
  assert.ok(open <= 8, `${open} gaps`);
});
