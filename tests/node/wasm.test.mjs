// Node tests of the WebAssembly build (build/wasm/geovi.mjs): loading, native
// agreement, error reporting, zero-copy views and dispose().
//
//   node --test tests/node/*.test.mjs        (after .ci/build)
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
const DOUBLE = path.join(SCENARIOS, 'double_spherical_pendulum.json');

let geovi;   // the ES module (loadGeovi, Simulation, GeoviError, integratorNames)
let module;  // the instantiated wasm module

before(async () => {
  assert.ok(fs.existsSync(WASM_JS), `${WASM_JS} is missing: run .ci/build`);
  geovi = await import(pathToFileURL(WASM_JS).href);
  module = await geovi.loadGeovi();
});

const readText = (p) => fs.readFileSync(p, 'utf8');

function nativeCsv(scenarioPath, integrator, tEnd) {
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: run .ci/build`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-node-'));
  const out = path.join(dir, 'run.csv');
  try {
    execFileSync(CLI, ['run', scenarioPath, '--integrator', integrator, '--t-end', String(tEnd), '--csv', out],
      { stdio: ['ignore', 'ignore', 'pipe'] });
    const lines = readText(out).trim().split('\n');
    return { header: lines[0].split(','), rows: lines.slice(1).map((l) => l.split(',').map(Number)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the wasm module loads under Node and exposes the API', () => {
  assert.equal(typeof geovi.loadGeovi, 'function');
  assert.equal(typeof geovi.Simulation, 'function');
  assert.equal(typeof module.WasmSimulation, 'function');
  const names = geovi.integratorNames(module);
  for (const n of ['vi', 'rk4']) assert.ok(names.includes(n), `integratorNames() lacks ${n}: ${names}`);
});

test('every preset in core/scenarios loads in wasm and reports a finite energy', () => {
  for (const file of fs.readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).sort()) {
    const sim = new geovi.Simulation(module, readText(path.join(SCENARIOS, file)));
    try {
      assert.ok(Number.isFinite(sim.energy), `${file}: energy ${sim.energy}`);
      assert.ok(['s2n', 'rigid_body', 'rigid_bodies', 'product'].includes(sim.kind), `${file}: kind ${sim.kind}`);
      assert.equal(sim.positions.length % 3, 0, `${file}: positions not xyz triples`);
      assert.equal(sim.state.length, sim.stateColumns.length, `${file}: state vs columns`);
      sim.advance(10);
      assert.ok(Number.isFinite(sim.energy), `${file}: energy after 10 steps ${sim.energy}`);
    } finally {
      sim.dispose();
    }
  }
});

// Native vs wasm, 1000 steps (t_end = 10 s at h = 0.01) of the double spherical pendulum.
//
// Tolerance: |wasm − native| ≤ 1e-12 · max(1, max |column|) per CSV column, i.e.
// absolute 1e-12 for the O(1) columns (q, ω, t) and relative 1e-12 for the
// energy (|E| ≈ 72 J, built from terms of ≈ 100 J). Why not bit-for-bit: the
// native build uses SSE2-vectorized Eigen kernels and glibc's libm, the wasm
// build scalar Eigen and musl, so sums are associated differently and results
// may differ by an ulp; the implicit VI then converges each step to round-off,
// not to the same bits, and those ulps propagate through a chaotic system for
// 1000 steps. Measured on Debian 12: rk4 ≤ 3e-15 in q, ω and 2.3e-13 in E;
// vi ≤ 1.1e-12 in q, ω and 6.2e-11 in E (relative 8.6e-13).
for (const integrator of ['vi', 'rk4']) {
  test(`double_spherical_pendulum, ${integrator}: wasm reproduces the native CLI CSV for 1000 steps`, () => {
    const native = nativeCsv(DOUBLE, integrator, 10);
    const sim = new geovi.Simulation(module, readText(DOUBLE), { integrator });
    try {
      assert.deepEqual(native.header, ['t', 'energy', ...sim.stateColumns]);
      assert.equal(native.rows.length, 1001, 'expected rows for t = 0, 0.01, …, 10');
      const scale = native.header.map((_, j) => Math.max(1, ...native.rows.map((r) => Math.abs(r[j]))));
      let worst = { excess: -Infinity };
      native.rows.forEach((row, k) => {
        if (k > 0) sim.advance(1);
        const mine = [sim.time, sim.energy, ...sim.state];
        row.forEach((x, j) => {
          const diff = Math.abs(mine[j] - x);
          const excess = diff / (1e-12 * scale[j]);
          if (!(excess <= worst.excess)) worst = { excess, diff, row: k, column: native.header[j], native: x, wasm: mine[j] };
        });
      });
      assert.ok(worst.excess <= 1,
        `step ${worst.row}, column ${worst.column}: native ${worst.native} vs wasm ${worst.wasm} (|diff| = ${worst.diff})`);
    } finally {
      sim.dispose();
    }
  });
}

test('advance(n) runs n steps in one call and matches n calls of advance(1)', () => {
  const text = readText(DOUBLE);
  const a = new geovi.Simulation(module, text);
  const b = new geovi.Simulation(module, text);
  try {
    a.advance(250);
    for (let i = 0; i < 250; ++i) b.advance(1);
    assert.equal(a.stepCount, 250);
    assert.equal(a.time, b.time);
    assert.deepEqual(Array.from(a.state), Array.from(b.state));
    assert.deepEqual(Array.from(a.positions), Array.from(b.positions));
  } finally {
    a.dispose();
    b.dispose();
  }
});

test('a run\'s method as data: the core\'s MethodInfo, the same as its words and as the CLI\'s catalogue', () => {
  // vi4 on the double pendulum's full inertia composes the implicit vi; on bodies on a sphere
  // (a diagonal inertia), vi-explicit (issue 45, item 5: no English parsed back).
  const cases = [
    [DOUBLE, 'vi4', { name: 'vi4', family: 'variational', base: 'vi', composition: 'triple-jump', substeps: 3 }, 'vi4 of vi'],
    [path.join(SCENARIOS, 'sphere_three_body.json'), 'vi4-suzuki',
      { name: 'vi4-suzuki', family: 'variational', base: 'vi-explicit', composition: 'suzuki', substeps: 5 }, 'vi4-suzuki of vi-explicit'],
    [path.join(SCENARIOS, 'heavy_asymmetric_top.json'), 'vi6',
      { name: 'vi6', family: 'variational', base: 'vi', composition: 'kahan-li', substeps: 9 }, 'vi6 of vi'],
    [DOUBLE, 'rk4', { name: 'rk4', family: 'runge-kutta', base: 'rk4', composition: '', substeps: 1 }, 'rk4'],
  ];
  for (const [file, integrator, info, words] of cases) {
    const sim = new geovi.Simulation(module, readText(file), { integrator });
    try {
      assert.deepEqual({ ...sim.methodInfo }, info, `${path.basename(file)} ${integrator}`);
      assert.equal(sim.method, words);
    } finally {
      sim.dispose();
    }
  }
});

test('diagnostics and drawing of the double pendulum', () => {
  const sim = new geovi.Simulation(module, readText(DOUBLE));
  try {
    assert.equal(sim.kind, 's2n');
    assert.equal(sim.name, 'double_spherical_pendulum');
    assert.equal(sim.integrator, 'vi');
    assert.equal(sim.stepSize, 0.01);
    // The preset stores q1 normalized and ω1 projected (issue 48); the paper's printed values are adjusted, and said so.
    assert.deepEqual(sim.warnings, []);
    const printed = JSON.parse(readText(DOUBLE));
    printed.initial.q[0] = [0.8660, 0, 0.5];
    printed.initial.omega[0] = [-0.4330, 0, 0.75];
    const adjusted = new geovi.Simulation(module, JSON.stringify(printed));
    try {
      assert.equal(adjusted.warnings.length, 2, 'q1 normalized, ω1 projected');
      assert.deepEqual(Array.from(adjusted.state), Array.from(sim.state), 'to the preset\'s state, bit for bit');
    } finally {
      adjusted.dispose();
    }
    assert.deepEqual(sim.drawing, { style: 'chain', segments: [[0, 1], [1, 2]] });
    assert.equal(sim.pointCount, 3);
    sim.advance(100);
    const d = sim.diagnostics();
    assert.equal(d.energy, sim.energy);
    assert.ok(Number.isFinite(d.initialEnergy));
    assert.ok(d.manifoldError < 1e-13, `manifold error ${d.manifoldError}`);
    assert.ok(d.tangencyError < 1e-13, `tangency error ${d.tangencyError}`);
    assert.ok(d.iterations >= 1, 'vi is implicit: it reports Newton iterations');
    assert.ok(d.residual < 1e-12, `residual ${d.residual}`);
    assert.equal(typeof d.momentum, 'number', 'gravity along e3: momentum about e3 is conserved');
    assert.match(d.momentumLabel, /e3/);
  } finally {
    sim.dispose();
  }
});

test('positions and state are zero-copy views refreshed by advance()', () => {
  const sim = new geovi.Simulation(module, readText(DOUBLE));
  try {
    const view = sim.positions;
    assert.ok(view instanceof Float64Array);
    assert.equal(view.buffer, module.HEAPF64.buffer, 'a view into wasm memory, not a copy');
    const before = Array.from(view);
    sim.advance(10);
    assert.notDeepEqual(Array.from(view), before, 'the same view sees the new state (no growth happened)');
    assert.equal(sim.positions.byteOffset, view.byteOffset, 'the C++ buffer stays where it is');
    // The bob's position agrees with the state: x2 = l1 q1 + l2 q2 (l = 9.81).
    const s = sim.state, p = sim.positions;
    for (let c = 0; c < 3; ++c) assert.ok(Math.abs(p[6 + c] - 9.81 * (s[c] + s[3 + c])) < 1e-12);
  } finally {
    sim.dispose();
  }
});

test('views are re-fetched after wasm memory grows', () => {
  const sim = new geovi.Simulation(module, readText(DOUBLE));
  const bytes = 64 << 20;
  let ptr = 0;
  try {
    const old = sim.positions;
    const oldBuffer = module.HEAPF64.buffer;
    ptr = module._malloc(bytes);  // forces memory.grow (initial memory is 16 MiB)
    assert.ok(ptr !== 0, 'malloc failed');
    assert.notEqual(module.HEAPF64.buffer, oldBuffer, 'memory should have grown');
    assert.equal(old.length, 0, 'the old view is detached by the growth');
    const fresh = sim.positions;
    assert.equal(fresh.length, 9);
    assert.equal(fresh.buffer, module.HEAPF64.buffer);
    sim.advance(5);
    assert.ok(Number.isFinite(sim.positions[8]));
  } finally {
    if (ptr) module._free(ptr);
    sim.dispose();
  }
});

test('bad input gives a JS Error naming the field', () => {
  const good = JSON.parse(readText(DOUBLE));
  const expectError = (scenario, overrides, field) => {
    assert.throws(() => new geovi.Simulation(module, scenario, overrides), (e) => {
      assert.ok(e instanceof Error, 'a JS Error');
      assert.ok(e instanceof geovi.GeoviError);
      assert.equal(e.kind, 'InputError');
      assert.ok(e.message.includes(field), `message "${e.message}" should name ${field}`);
      assert.equal(e.path, field);
      return true;
    });
  };
  const negative = structuredClone(good);
  negative.system.masses[1] = -1;
  expectError(negative, {}, 'system.masses[1]');
  const missing = structuredClone(good);
  delete missing.initial;
  expectError(missing, {}, 'initial');
  const wrongType = structuredClone(good);
  wrongType.system.lengths[0] = 'long';
  expectError(wrongType, {}, 'system.lengths[0]');
  expectError(good, { integrator: 'no-such-method' }, 'integrator.type');
  // Not JSON at all: still an InputError, and a readable message.
  assert.throws(() => new geovi.Simulation(module, '{"system": '), (e) => e instanceof Error && e.kind === 'InputError' && /JSON/i.test(e.message));
});

test('a numerical failure reaches JS as an Error and the state stays at the last good step', () => {
  // rk4 with h = 50 s on a 9.81 m pendulum: the second step leaves every sane range.
  const sim = new geovi.Simulation(module, readText(DOUBLE), { integrator: 'rk4', h: 50 });
  try {
    assert.throws(() => sim.advance(100), (e) => e instanceof Error && e.kind === 'NumericalFailure' && /step \d+/.test(e.message));
    const t = sim.time;
    assert.ok(t < 100 * 50, 'stopped early');
    assert.ok(Array.from(sim.state).every(Number.isFinite), 'state is the last good one');
    assert.ok(Number.isFinite(sim.energy));
  } finally {
    sim.dispose();
  }
});

test('dispose() frees the object, is idempotent, and later use throws', () => {
  const text = readText(DOUBLE);
  const sim = new geovi.Simulation(module, text);
  sim.advance(3);
  sim.dispose();
  sim.dispose();
  assert.equal(sim.disposed, true);
  assert.throws(() => sim.advance(1), /dispose/);
  assert.throws(() => sim.positions, /dispose/);
  // Creating and disposing many simulations does not grow memory without bound.
  const warm = () => { for (let i = 0; i < 50; ++i) new geovi.Simulation(module, text).advance(2).dispose(); };
  warm();
  const size = module.HEAPU8.buffer.byteLength;
  for (let r = 0; r < 6; ++r) warm();
  assert.equal(module.HEAPU8.buffer.byteLength, size, 'memory grew while creating/disposing 300 simulations');
});

test('the catalogue the module exports has every field its type contract (wasm/geovi.d.ts) promises', () => {
  const c = geovi.catalogue(module);
  const fields = {
    spaces: { name: 'string', label: 'string', manifoldError: 'string', tangencyError: 'string', dragging: 'string',
      directionPrefix: 'string', velocityPrefix: 'string', phase: 'string', phaseColumns: 'object', phaseLabels: 'object' },
    integrators: { name: 'string', space: 'string', family: 'string', order: 'number', symplectic: 'boolean',
      symmetric: 'boolean', staysOnManifold: 'boolean', adaptive: 'boolean', equations: 'string', summary: 'string' },
    systemTypes: { name: 'string', space: 'string', summary: 'string', label: 'string', parameters: 'object',
      template: 'object', minBodies: 'number', maxBodies: 'number', newBody: 'object' },
    terms: { name: 'string', summary: 'string', label: 'string', parameters: 'object', template: 'object' },
    plotKinds: { name: 'string', label: 'string', needsMomentum: 'boolean' },
    health: { code: 'string', severity: 'string', quantity: 'string', sentence: 'string', advice: 'string' },
    controllers: { name: 'string', label: 'string', tracksAttitude: 'boolean', carriesLoad: 'boolean', parameters: 'object' },
  };
  assert.deepEqual(Object.keys(c).sort(), [...Object.keys(fields), 'limits'].sort());
  for (const key of ['maxBodies', 'maxAllPairsBodies', 'maxCoupledBodies', 'maxTerms', 'maxPoints', 'maxSteps', 'maxJsonBytes', 'maxJsonDepth'])
    assert.ok(Number.isFinite(c.limits[key]) && c.limits[key] > 0, `limits.${key}`);
  for (const [registry, shape] of Object.entries(fields)) {
    assert.ok(c[registry].length > 0, `${registry} is empty`);
    for (const row of c[registry]) assert.deepEqual(Object.fromEntries(Object.keys(row).map((k) => [k, typeof row[k]])), shape, `${registry}: ${row.name || row.code}`);
  }
  const spaces = c.spaces.map((s) => s.name).sort();
  assert.deepEqual(spaces, ['product', 'rigid_bodies', 'rigid_body', 's2n']);
  for (const i of c.integrators) assert.ok(spaces.includes(i.space), `${i.name}: space ${i.space}`);
  for (const s of c.spaces) {
    assert.ok(['', 'direction'].includes(s.dragging), s.name);
    assert.ok(['polar-angle', 'columns'].includes(s.phase), s.name);
    assert.equal(s.phaseLabels.length, 2);
  }
});
