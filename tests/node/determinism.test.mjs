// Determinism across engines (issue 6, item 7): for EVERY preset in
// core/scenarios, the wasm module and the native CLI agree over 1000 steps of
// the preset's own integrator and h. (Native run-to-run byte identity is
// checked in tests/native/test_cli.cpp.)
//
// Tolerance, per CSV column j, |wasm − native| ≤ TOL · scale_j with
// scale_j = max(1, max over the run of |native column j|), TOL = 1e-12:
//   t              steps · h on both sides: must be equal (checked exactly);
//   q, R           unit vectors / rotation entries, |x| ≤ 1: absolute 1e-12;
//   ω, W           rad/s, up to ~20 in the presets: relative 1e-12 of the largest;
//   energy         relative 1e-12 of the largest |E| (absolute 1e-12 when |E| < 1).
// Why not bit-for-bit: both builds use scalar Eigen with the same operation
// order and -ffp-contract=off, so +, −, ×, ÷ and √ round identically; but
// sin, cos, exp, acos, pow come from glibc natively and from musl in wasm and
// may differ by an ulp, and a chaotic system or a Newton solve converged to
// round-off carries an ulp forward. 1e-12 is ~4500 ulps at 1 — room for that
// amplification over 1000 steps, yet far below any physical effect (the VIs'
// energy errors at the preset steps are ≥ 1e-9). The measured worst excess
// per preset is printed (`# determinism: ...`).
//
// Large systems (the 642-molecule preset) are compared every 100 steps
// (11 rows) instead of every step, to keep the CSV and the runtime small.
//
//   node --test tests/node/determinism.test.mjs     (after .ci/build)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WASM_JS = path.join(ROOT, 'build/wasm/geovi.mjs');
const CLI = path.join(ROOT, 'build/native/geovi');
const SCENARIOS = path.join(ROOT, 'core/scenarios');
const STEPS = 1000;
const TOL = 1e-12;

let geovi;
let module;

before(async () => {
  assert.ok(fs.existsSync(WASM_JS), `${WASM_JS} is missing: run .ci/build`);
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: run .ci/build`);
  geovi = await import(pathToFileURL(WASM_JS).href);
  module = await geovi.loadGeovi();
});

function nativeCsv(scenarioPath, tEnd, every) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-det-'));
  const out = path.join(dir, 'run.csv');
  try {
    execFileSync(CLI, ['run', scenarioPath, '--t-end', String(tEnd), '--every', String(every), '--csv', out],
      { stdio: ['ignore', 'ignore', 'pipe'] });
    const lines = fs.readFileSync(out, 'utf8').trim().split('\n');
    return { header: lines[0].split(','), rows: lines.slice(1).map((l) => l.split(',').map(Number)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const jsonIn = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));
const presets = jsonIn(SCENARIOS);

for (const scenarioPath of presets) {
  const file = path.relative(ROOT, scenarioPath);
  test(`${file}: wasm and native agree to 1e-12 over ${STEPS} steps`, () => {
    const sim = new geovi.Simulation(module, fs.readFileSync(scenarioPath, 'utf8'));
    try {
      const h = sim.stepSize;
      const every = sim.stateColumns.length > 200 ? 100 : 1;
      const native = nativeCsv(scenarioPath, STEPS * h, every);
      // The state's columns, then the outputs (a controller's errors and rotor thrusts, docs/control.md).
      assert.deepEqual(native.header, ['t', 'energy', ...sim.stateColumns, ...sim.outputColumns]);
      assert.equal(native.rows.length, STEPS / every + 1, `rows for ${STEPS} steps every ${every}`);
      const scale = native.header.map((_, j) => Math.max(1, ...native.rows.map((r) => Math.abs(r[j]))));
      let worst = { excess: 0, diff: 0 };
      native.rows.forEach((row, k) => {
        if (k > 0) sim.advance(every);
        assert.equal(sim.time, row[0], `row ${k}: t`);
        const mine = [sim.time, sim.energy, ...sim.state, ...sim.outputs];
        for (let j = 1; j < row.length; ++j) {
          const diff = Math.abs(mine[j] - row[j]);
          const excess = diff / (TOL * scale[j]);
          if (!(excess <= worst.excess)) worst = { excess, diff, row: k, column: native.header[j], native: row[j], wasm: mine[j] };
        }
      });
      console.log(`# determinism: ${file} (${sim.integrator}, h = ${h}, ${native.header.length} columns): ` +
        `max |wasm - native| / (1e-12 scale) = ${worst.excess.toExponential(2)}` +
        (worst.diff > 0 ? ` (|diff| ${worst.diff.toExponential(2)} in ${worst.column}, row ${worst.row})` : ' (bit-identical)'));
      assert.ok(worst.excess <= 1,
        `row ${worst.row}, column ${worst.column}: native ${worst.native} vs wasm ${worst.wasm} (|diff| = ${worst.diff})`);
    } finally {
      sim.dispose();
    }
  });
}

test('rigid bodies in flight: the total momenta in the JS API, null for the other systems', () => {
  const flying = new geovi.Simulation(module, fs.readFileSync(path.join(SCENARIOS, 'binary_asteroid.json'), 'utf8'));
  const top = new geovi.Simulation(module, fs.readFileSync(path.join(SCENARIOS, 'lagrange_top_sleeping.json'), 'utf8'));
  try {
    assert.equal(flying.kind, 'rigid_bodies');
    const before = flying.diagnostics();
    flying.advance(500);
    const after = flying.diagnostics();
    // The two bodies start with opposite momenta; the VI keeps their sum (Noether, docs/rigid-bodies-in-flight.md).
    assert.deepEqual(before.linearMomentum, [0, 0, 0]);
    assert.deepEqual(after.linearMomentum, [0, 0, 0]);
    for (let k = 0; k < 3; ++k) assert.ok(Math.abs(after.angularMomentum[k] - before.angularMomentum[k]) <= 1e-13 * 2.57);
    assert.equal(after.momentum, after.angularMomentum[2]);
    assert.equal(top.diagnostics().linearMomentum, null);
    assert.equal(top.diagnostics().angularMomentum, null);
  } finally {
    flying.dispose();
    top.dispose();
  }
});
