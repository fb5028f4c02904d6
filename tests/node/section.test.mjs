// The JS API of Poincaré sections (wasm/geovi_api.js, docs/sections.md): watchSection/takeCrossings
// on a live run, seedSection (and SectionSeeder, its reusable form), sectionOrbit, and their errors; the rows equal the CLI's `geovi
// section` to the bit (the CLI prints 17 significant digits, which round-trip doubles).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { loadGeovi, Simulation, seedSection, SectionSeeder, sectionOrbit, GeoviError } = await import(`${root}build/wasm/geovi.mjs`);
const geovi = await loadGeovi();
const presetPath = `${root}core/scenarios/planar_double_pendulum.json`;
const preset = readFileSync(presetPath, 'utf8');

function cliRows(args) {
  const out = execFileSync(`${root}build/native/geovi`, ['section', presetPath, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = out.toString().trim().split('\n');
  return { header: lines[0].split(','), rows: lines.slice(1).map((l) => l.split(',').map(Number)) };
}

function flatRows(flat, width) {
  const rows = [];
  for (let i = 0; i + width <= flat.length; i += width) rows.push(Array.from(flat.subarray(i, i + width)));
  return rows;
}

test('watchSection + takeCrossings give the CLI rows to the bit', () => {
  const cli = cliRows(['--t-end', '30']);
  const sim = new Simulation(geovi, preset);
  try {
    assert.deepEqual(cli.header, ['t', 'energy', ...sim.stateColumns]);
    sim.watchSection();
    let rows = [];
    let points = [];
    for (let k = 0; k < 3000; k += 500) {
      sim.advance(500);
      const c = sim.takeCrossings();
      rows = rows.concat(flatRows(c.rows, cli.header.length));
      points = points.concat(Array.from(c.points));
    }
    assert.ok(rows.length > 5);
    assert.deepEqual(rows, cli.rows);
    // points are the declared axes: angle(q2x,-q2z) and w2y of each row.
    const col = (name) => cli.header.indexOf(name);
    assert.equal(points.length, 2 * rows.length);
    rows.forEach((r, i) => {
      assert.equal(points[2 * i], Math.atan2(r[col('q2x')], -r[col('q2z')]));
      assert.equal(points[2 * i + 1], r[col('w2y')]);
    });
    assert.equal(sim.takeCrossings().rows.length, 0);  // taken
  } finally {
    sim.dispose();
  }
});

test('sim.section is the declared section; a watch of another section and direction matches the CLI', () => {
  const sim = new Simulation(geovi, preset);
  try {
    assert.deepEqual({ ...sim.section }, { on: 'q1x=0', direction: 'up', axes: ['angle(q2x,-q2z)', 'w2y'], solve: 'w1y' });
    sim.watchSection('q2x=0.1', 'both');
    sim.advance(1000);
    const rows = flatRows(sim.takeCrossings().rows, 2 + sim.stateColumns.length);
    assert.deepEqual(rows, cliRows(['--on', 'q2x=0.1', '--direction', 'both', '--t-end', '10']).rows);
  } finally {
    sim.dispose();
  }
  const plain = new Simulation(geovi, readFileSync(`${root}core/scenarios/free_rigid_body.json`, 'utf8'));
  try {
    assert.equal(plain.section, null);
    assert.throws(() => plain.watchSection(), (e) => e instanceof GeoviError && e.path === 'on');
  } finally {
    plain.dispose();
  }
});

test('bad sections are refused naming on / direction, and the run goes on', () => {
  const sim = new Simulation(geovi, preset);
  try {
    assert.throws(() => sim.watchSection('nope=0'), (e) => e.kind === 'InputError' && e.path === 'on' && /q1x/.test(e.message));
    assert.throws(() => sim.watchSection('q1x=zero'), (e) => e.path === 'on');
    assert.throws(() => sim.watchSection('q1x=0', 'sideways'), (e) => e.path === 'direction');
    assert.throws(() => sim.watchSection(42), (e) => e.path === 'on');
    sim.advance(10);
    assert.equal(sim.stepCount, 10);
  } finally {
    sim.dispose();
  }
});

test('seedSection and sectionOrbit: a seed on the section at the energy, its orbit equal to a live run', () => {
  const sim = new Simulation(geovi, preset);
  const energy = sim.energy;
  sim.watchSection();
  sim.advance(400);
  const width = 2 + sim.stateColumns.length;
  const first = sim.takeCrossings().rows.subarray(0, width);
  const reference = first.subarray(2);
  const state = seedSection(geovi, preset, { reference, values: [0.4, -1.5], energy });
  sim.dispose();
  assert.equal(state.length, width - 2);
  const check = new Simulation(geovi, preset);
  check.setState(state, 0);
  // The quadratic fit's root: a few ε of the energy (the core's test measures the same bound).
  assert.ok(Math.abs(check.energy - energy) <= 64 * Number.EPSILON * Math.abs(energy), `${check.energy} vs ${energy}`);
  check.watchSection();
  const orbit = sectionOrbit(geovi, preset, { state, crossings: 20 });
  assert.equal(orbit.rows.length, 20 * width);
  assert.equal(orbit.points.length, 40);
  let live = [];
  while (live.length < 20 * width) {
    check.advance(100);
    live = live.concat(Array.from(check.takeCrossings().rows));
  }
  check.dispose();
  assert.deepEqual(Array.from(orbit.rows), live.slice(0, 20 * width));
  assert.ok(orbit.steps > 0);
  // The seed's orbit stays on the energy surface (the VI's band at h = 0.01, measured 2e-3 relative).
  for (let r = 0; r < 20; ++r) assert.ok(Math.abs(orbit.rows[r * width + 1] - energy) < 1e-2 * Math.abs(energy));
});

test('seedSection and sectionOrbit refuse bad input naming the field', () => {
  const reference = JSON.parse(preset).initial.q.flat().concat(JSON.parse(preset).initial.omega.flat());
  const refused = (f, path) => assert.throws(f, (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === path);
  refused(() => seedSection(geovi, preset, { reference, values: [0, 0], energy: -40 }), 'energy');
  refused(() => seedSection(geovi, preset, { reference: [1, 2], values: [0, 0], energy: -15 }), 'reference');
  refused(() => seedSection(geovi, preset, { reference, values: [0], energy: -15 }), 'values');
  refused(() => seedSection(geovi, preset, { reference, values: [0, NaN], energy: -15 }), 'values');
  refused(() => seedSection(geovi, preset, { reference, values: [0, 0], energy: 'x' }), 'energy');
  refused(() => sectionOrbit(geovi, preset, { crossings: 0 }), 'crossings');
  refused(() => sectionOrbit(geovi, preset, { crossings: 5, maxSteps: 1.5 }), 'maxSteps');
  refused(() => sectionOrbit(geovi, preset, { crossings: 5, on: 'bad=0' }), 'on');
  refused(() => sectionOrbit(geovi, preset, { crossings: 5, state: [1, 2, 3] }), 'setState');
  // maxSteps bounds the run.
  const short = sectionOrbit(geovi, preset, { crossings: 1000, maxSteps: 300 });
  assert.ok(short.steps <= 300 && short.rows.length < 1000 * 14);
});

test('SectionSeeder: the states of seedSection to the bit, and its errors, the scenario read once', () => {
  const reference = JSON.parse(preset).initial.q.flat().concat(JSON.parse(preset).initial.omega.flat());
  const seeder = new SectionSeeder(geovi, preset);
  const refused = (f, path) => { try { f(); } catch (e) { assert.ok(e instanceof GeoviError && e.kind === 'InputError', String(e)); return e.path === path ? e.message : `path ${e.path}`; } return 'not refused'; };
  try {
    let seeded = 0;
    for (let i = 0; i < 9; ++i) for (let j = 0; j < 9; ++j) {
      const values = [-3 + 0.75 * i, -8 + 2 * j];
      let one = null, many = null;
      try { one = seedSection(geovi, preset, { reference, values, energy: -15 }); } catch (e) { one = `${e.path}: ${e.message}`; }
      try { many = seeder.seed({ reference, values, energy: -15 }); } catch (e) { many = `${e.path}: ${e.message}`; }
      assert.deepEqual(many, one, String(values));  // the same numbers (deepEqual on doubles: to the bit), or the same refusal
      if (Array.isArray(one)) ++seeded;
    }
    assert.ok(seeded > 10 && seeded < 81, `${seeded} of 81 points have a state at -15 J`);
    for (const [seed, path] of [[{ reference: [1, 2], values: [0, 0], energy: -15 }, 'reference'],
      [{ reference, values: [0], energy: -15 }, 'values'], [{ reference, values: [0, 0], energy: 'x' }, 'energy']])
      assert.equal(refused(() => seeder.seed(seed), path), refused(() => seedSection(geovi, preset, seed), path));
  } finally {
    seeder.dispose();
  }
  assert.throws(() => seeder.seed({ reference, values: [0, 0], energy: -15 }), /after dispose/);
  // A bad scenario is refused at once, naming its field; one without a section at the first seed.
  assert.throws(() => new SectionSeeder(geovi, '{"format": 1}'), (e) => e instanceof GeoviError && e.kind === 'InputError');
  const plain = new SectionSeeder(geovi, readFileSync(`${root}core/scenarios/double_spherical_pendulum.json`, 'utf8'));
  try {
    assert.throws(() => plain.seed({ reference: [0, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0], values: [0, 0], energy: 0 }),
      (e) => e instanceof GeoviError && e.path === 'section');
  } finally {
    plain.dispose();
  }
});
