// The stability view's numbers outside the page (issue 47; docs/stability-view.md):
//   - Simulation.motionMultipliers (wasm/geovi_api.js) at an equilibrium are `geovi stability`'s
//     multipliers to a few ulps (the same one-step derivative, written back in the start's basis, where
//     the basis at the end is the start's to round-off), on the unit circle for a VI and strictly inside
//     it for RK4 at a coarse step; the run is not changed; a step geovi cannot differentiate is a
//     GeoviError naming "integrator";
//   - judgeRun (web/js/panels/stability-view.js) gives stability()'s report unchanged at a steady state,
//     kind "motion" with no verdict along a motion, and "unavailable" in words where the step is refused;
//   - docs/course-api.md documents the three methods course-api.js adds, with their fields.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { loadGeovi, Simulation, GeoviError } = await import(`${root}build/wasm/geovi.mjs`);
const geovi = await loadGeovi();
const tmp = mkdtempSync(join(tmpdir(), 'geovi-stability-view-'));
const EPS = 2 ** -52;

// The spherical pendulum of spherical_pendulum.json hanging at rest: elliptic, ω = √(g/l) in both planes.
const hanging = (integrator, h) => ({ format: 1, name: 'hanging', system: { type: 'chain_pendulum', masses: [1], lengths: [1], gravity: [0, 0, 9.81] },
  initial: { q: [[0, 0, 1]], omega: [[0, 0, 0]] }, integrator: { type: integrator, h }, t_end: 10 });

function cliStability(doc) {
  const path = join(tmp, `${doc.name}-${doc.integrator.type}.json`);
  writeFileSync(path, JSON.stringify(doc));
  const r = spawnSync(`${root}build/native/geovi`, ['stability', path], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}
const modulus = ([x, y]) => Math.hypot(x, y);

test('motionMultipliers at an elliptic equilibrium: the CLI\'s multipliers, on the circle for vi, inside for rk4', () => {
  for (const [integrator, h] of [['vi', 0.01], ['rk4', 0.16]]) {
    const doc = hanging(integrator, h);
    const sim = new Simulation(geovi, doc);
    try {
      const before = Array.from(sim.state);
      const mu = sim.motionMultipliers();
      assert.deepEqual(Array.from(sim.state), before, 'the run is not changed');
      assert.equal(sim.stepCount, 0);
      const cli = cliStability(doc);
      assert.equal(mu.length, cli.multipliers.length);
      // The same derivative; basis0ᵀ basis1 is the identity to round-off at a fixed point: a few ulps.
      mu.forEach((z, i) => z.forEach((v, k) => assert.ok(Math.abs(v - cli.multipliers[i][k]) <= 4 * EPS, `${integrator} μ${i}[${k}]: ${v} against ${cli.multipliers[i][k]}`)));
      const y = h * Math.sqrt(9.81);
      for (const z of mu) {
        if (integrator === 'vi') assert.ok(Math.abs(modulus(z) - 1) <= 16 * EPS, `vi |μ| = ${modulus(z)}`);
        // RK4's stability function on the imaginary axis: |R(iy)|² = 1 − y⁶/72 + y⁸/576.
        else assert.ok(Math.abs(modulus(z) - Math.sqrt(1 - y ** 6 / 72 + y ** 8 / 576)) <= 1e-12 && modulus(z) < 1 - 1e-5, `rk4 |μ| = ${modulus(z)}`);
      }
    } finally { sim.dispose(); }
  }
});

test('motionMultipliers refuses a step geovi cannot differentiate, naming integrator', () => {
  const sim = new Simulation(geovi, hanging('rk45', 0.01));
  try {
    assert.throws(() => sim.motionMultipliers(), (e) => e instanceof GeoviError && e.kind === 'InputError' && e.path === 'integrator');
  } finally { sim.dispose(); }
});

test('judgeRun: steady → stability()\'s report; motion → multipliers without a verdict; refused → in words', async () => {
  globalThis.ResizeObserver ??= class { observe() {} };
  const { judgeRun, exponentials } = await import(`${root}web/js/panels/stability-view.js`);
  const top = JSON.parse(readFileSync(`${root}core/scenarios/lagrange_top_sleeping.json`, 'utf8'));
  const upright = { ...top, name: 'upright', initial: { R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], Omega: [0, 0, 20] } };
  const steady = new Simulation(geovi, upright);
  const moving = new Simulation(geovi, top);
  const refused = new Simulation(geovi, top, { integrator: 'rk45' });  // adaptive: not one map per step
  try {
    const r = judgeRun(steady);
    const cli = cliStability(upright);
    assert.equal(r.kind, cli.kind);
    assert.deepEqual(r.eigenvalues, cli.eigenvalues);
    assert.deepEqual(r.multipliers, cli.multipliers);
    assert.equal(r.stable, cli.stable);
    assert.equal(r.growthRate, cli.growth_rate);
    // e^{hλ} of the continuous eigenvalues lies within O(h³) of the VI's multipliers (order 2 per step).
    for (const z of exponentials(r.eigenvalues, r.h)) assert.ok(Math.abs(modulus(z) - 1) <= 1e-9, `|e^(hλ)| = ${modulus(z)}`);
    const m = judgeRun(moving);
    assert.equal(m.kind, 'motion');
    assert.equal(m.stable, null);
    assert.equal(m.growthRate, null);
    assert.equal(m.multipliers.length, 6);
    assert.ok(m.multipliers.every((z) => z.every(Number.isFinite)) && Number.isFinite(m.localRate));
    const u = judgeRun(refused);
    assert.equal(u.kind, 'unavailable');
    assert.equal(u.field, 'integrator');
    assert.match(u.reason, /differentiate/);
    assert.equal(judgeRun(moving, { maxColumns: 6 }).kind, 'too-large');
    assert.equal(judgeRun(null), null);
  } finally { steady.dispose(); moving.dispose(); refused.dispose(); }
});

test('docs/course-api.md documents getStability, sweepParameter and getLyapunov and the course API has them', () => {
  const doc = readFileSync(`${root}docs/course-api.md`, 'utf8');
  const code = readFileSync(`${root}web/js/course-api.js`, 'utf8');
  for (const [method, fields] of [['getStability', ['kind', 'multipliers', 'eigenvalues', 'stable', 'growthRate']],
    ['sweepParameter', ['path', 'from', 'to', 'points', 'values', 'stable', 'threshold']], ['getLyapunov', ['t', 'largest', 'sum', 'exponents']]]) {
    const row = doc.split('\n').find((l) => l.startsWith(`| \`${method}\``));
    assert.ok(row, `docs/course-api.md has a row for ${method}`);
    for (const f of fields) assert.ok(row.includes(`\`${f}\``) || row.includes(` ${f}`), `${method}'s row names ${f}`);
    assert.match(code, new RegExp(`\\b${method}\\(p\\)`), `course-api.js has ${method}`);
  }
  assert.match(doc, /"stability"/, 'setView lists "stability"');
});
