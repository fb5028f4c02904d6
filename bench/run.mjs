// npm run bench: the figures of the README's "Performance" section.
//
//   node bench/run.mjs [--only scaling,wasm,mujoco,workprec,molecules,page,section,section_ftle,stability_sweep,editor,timeline,load,flags,python,fullbody,derivative] [--quick]
//
// Writes build/bench/results.json ({ machine, records: [{ case, engine, integrator, h,
// steps, us_per_step, mean_abs_energy_error, max_abs_energy_error, ... }], summary })
// and SVG plots beside it. Timings are medians of repeated runs (the machine is shared).
// Needs `npm run build` (build/native/geovi_bench, build/wasm/geovi.mjs) first.
import fs from 'node:fs';
import path from 'node:path';
import { COLORS, barChart, lineChart } from './plot.mjs';
import { OUT, SCENARIOS, fmt, loadWasm, logLogSlope, machine, median, nativeBench, now, wallNow, presetNames, readScenario,
  timeWasm, energyErrors } from './lib.mjs';

const argv = process.argv.slice(2);
const only = (() => { const i = argv.indexOf('--only'); return i >= 0 ? new Set(argv[i + 1].split(',')) : null; })();
const QUICK = argv.includes('--quick');
// --systems a,b: the work–precision section runs only these scenarios (e.g. the crossover's two).
const onlySystems = (() => { const i = argv.indexOf('--systems'); return i >= 0 ? new Set(argv[i + 1].split(',')) : null; })();
const want = (s) => !only || only.has(s);

fs.mkdirSync(OUT, { recursive: true });
const RESULTS = path.join(OUT, 'results.json');
// Sections not re-run keep their previous records (so --only refreshes one section).
const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : { records: [], summary: {} };
const geoviVersion = JSON.parse(fs.readFileSync(path.join(path.dirname(OUT), '..', 'package.json'), 'utf8')).version;
const results = { geovi_version: geoviVersion, machine: machine(), command: 'npm run bench', generated: new Date().toISOString(), records: [], summary: {} };
const keep = (section) => {
  results.records.push(...previous.records.filter((r) => r.section === section));
  if (previous.summary?.[section]) results.summary[section] = previous.summary[section];
};
const record = (section, r) => results.records.push({ section, mean_abs_energy_error: null, max_abs_energy_error: null, ...r });
const save = () => fs.writeFileSync(RESULTS, JSON.stringify(results, null, 1));
const svg = (name, text) => fs.writeFileSync(path.join(OUT, name), text);
const log = (...a) => console.log(...a);
const started = wallNow();

const { geovi, module } = await loadWasm();
const Sim = (scenario, o) => new geovi.Simulation(module, scenario, o);

// ---- 4. Scaling with n: implicit VI on the chain pendulum -------------------------------------
if (want('scaling')) {
  log('[bench] scaling: chain pendulum, implicit VI, O(n) chain solve vs dense LU (native)');
  const ns = [2, 4, 8, 16, 32, 64, 128];
  const rows = [];
  for (const n of ns) {
    const [c] = nativeBench(['chain', n, '--steps', QUICK ? 100 : 400, '--repeat', QUICK ? 3 : 5]);
    const denseSteps = n <= 16 ? 400 : n <= 32 ? 60 : n <= 64 ? 12 : 3;
    const [d] = nativeBench(['chain', n, '--dense', '--steps', QUICK ? Math.max(2, denseSteps / 4) : denseSteps, '--repeat', 3]);
    rows.push({ n, chain: c, dense: d });
    for (const [r, name] of [[c, 'vi'], [d, 'vi (dense LU)']])
      record('scaling', { case: `chain_pendulum_n${n}`, engine: 'native', integrator: name, h: r.h, steps: r.steps,
        us_per_step: r.us_per_step, newton_iterations_per_step: r.newton_iterations_per_step, n });
    log(`  n=${n}: chain ${fmt(c.us_per_step)} us/step (${fmt(c.newton_iterations_per_step)} it), dense ${fmt(d.us_per_step)} us/step`);
  }
  const big = rows.filter((r) => r.n >= 8);
  const fit = (sel) => logLogSlope(big.map((r) => r.n), big.map(sel));
  const summary = {
    exponent_chain: fit((r) => r.chain.us_per_step),
    exponent_chain_per_iteration: fit((r) => r.chain.us_per_step / r.chain.newton_iterations_per_step),
    exponent_dense: fit((r) => r.dense.us_per_step),
    fit_range: 'n = 8..128',
    speedup_at_128: rows.at(-1).dense.us_per_step / rows.at(-1).chain.us_per_step,
    rows: rows.map((r) => ({ n: r.n, chain_us: r.chain.us_per_step, chain_iterations: r.chain.newton_iterations_per_step,
      dense_us: r.dense.us_per_step, dense_iterations: r.dense.newton_iterations_per_step })),
  };
  results.summary.scaling = summary;
  log(`  exponent: chain ${fmt(summary.exponent_chain)} (per Newton iteration ${fmt(summary.exponent_chain_per_iteration)}), dense ${fmt(summary.exponent_dense)}`);
  svg('scaling.svg', lineChart({ title: 'Implicit VI on an n-link chain pendulum (native, h = 0.005)', xlabel: 'links n',
    ylabel: 'µs per step', logx: true, logy: true, series: [
      { name: `O(n) chain solve (slope ${fmt(summary.exponent_chain, 2)})`, points: rows.map((r) => [r.n, r.chain.us_per_step]) },
      { name: `dense LU (slope ${fmt(summary.exponent_dense, 2)})`, points: rows.map((r) => [r.n, r.dense.us_per_step]) },
      { name: 'chain, per Newton iteration', dashed: true, points: rows.map((r) => [r.n, r.chain.us_per_step / r.chain.newton_iterations_per_step]) },
    ] }));
  save();
} else keep('scaling');

// ---- 1. wasm vs native: every preset × integrator ----------------------------------------------
if (want('wasm')) {
  log('[bench] wasm vs native: every preset and integrator');
  const s2nNames = geovi.integratorNames(module), rigidNames = geovi.integratorNames(module, 'rigid_body');
  const rows = [];
  for (const name of presetNames()) {
    const scenario = readScenario(name);
    const file = path.join(SCENARIOS, `${name}.json`);
    const rigid = ['heavy_top', 'rigid_body'].includes(scenario.system.type) || 'R' in (scenario.initial ?? {});
    for (const integrator of rigid ? rigidNames : s2nNames) {
      let probe;
      try { probe = Sim(scenario, { integrator }); } catch { continue; }  // e.g. vi-explicit on a full M
      const h = probe.stepSize;
      let t0 = now(), k = 0;
      try { while (k < 5 && now() - t0 < 300) { probe.advance(1); ++k; } } catch { probe.dispose(); continue; }
      const perStep = (now() - t0) / k;
      probe.dispose();
      if (perStep > 400) { log(`  skip ${name}/${integrator}: ${fmt(perStep)} ms per step`); rows.push({ name, integrator, skipped: `${fmt(perStep)} ms/step` }); continue; }
      const steps = Math.max(5, Math.min(20000, Math.round((QUICK ? 20 : 60) / perStep)));
      const repeat = QUICK ? 3 : 5;
      let w, we, nat;
      try {
        w = timeWasm(() => Sim(scenario, { integrator }), steps, repeat);
        const es = Sim(scenario, { integrator });
        try { we = energyErrors(es, steps); } finally { es.dispose(); }
        [nat] = nativeBench(['run', file, '--integrator', integrator, '--steps', steps, '--repeat', repeat, '--errors-steps', steps]);
      } catch (e) {  // e.g. rk4-euler313 reaching its singularity: a finding, not a bench failure
        log(`  ${name} ${integrator}: failed within ${steps} steps: ${String(e.message).split('\n')[0]}`);
        rows.push({ name, integrator, skipped: `failed: ${String(e.message).slice(0, 160)}` });
        continue;
      }
      const ratio = w.us_per_step / nat.us_per_step;
      rows.push({ name, integrator, h, steps, wasm: w.us_per_step, native: nat.us_per_step, ratio });
      record('wasm', { case: name, engine: 'wasm', integrator, h, steps, us_per_step: w.us_per_step, us_per_step_all: w.us_per_step_all,
        mean_abs_energy_error: we.mean_abs_energy_error, max_abs_energy_error: we.max_abs_energy_error });
      record('wasm', { case: name, engine: 'native', integrator, h, steps, us_per_step: nat.us_per_step, us_per_step_all: nat.us_per_step_all,
        mean_abs_energy_error: nat.mean_abs_energy_error, max_abs_energy_error: nat.max_abs_energy_error });
      log(`  ${name} ${integrator}: native ${fmt(nat.us_per_step)} us, wasm ${fmt(w.us_per_step)} us, ratio ${fmt(ratio)}`);
    }
  }
  const timed = rows.filter((r) => !r.skipped);
  const ratios = timed.map((r) => r.ratio);
  results.summary.wasm = { cases: timed.length, median_ratio: median(ratios), max_ratio: Math.max(...ratios),
    min_ratio: Math.min(...ratios), over_1_5: timed.filter((r) => r.ratio > 1.5).map((r) => `${r.name}/${r.integrator}: ${fmt(r.ratio)}`),
    skipped: rows.filter((r) => r.skipped) };
  log(`  wasm/native: median ${fmt(median(ratios))}, max ${fmt(Math.max(...ratios))}`);
  svg('wasm_vs_native.svg', barChart({ title: 'µs per step: native vs wasm (Node), every preset × integrator',
    xlabel: 'µs per step (log)', categories: timed.map((r) => `${r.name} · ${r.integrator}`),
    series: [{ name: 'native', values: timed.map((r) => r.native) }, { name: 'wasm', values: timed.map((r) => r.wasm) }] }));
  save();
} else keep('wasm');

// ---- 2. Against MuJoCo and Rapier: Example 1 --------------------------------------------------
if (want('mujoco')) {
  const { benchMujoco, makeMujocoPendulum, mujocoBobs, MUJOCO_INTEGRATORS } = await import('./mujoco.mjs');
  const { loadRapier, makeRapierPendulum, rapierErrors, rapierTimer, RAPIER_VARIANTS } = await import('./rapier.mjs');
  let loadMujoco, R;
  try { loadMujoco = (await import('@mujoco/mujoco')).default; } catch (e) {
    throw new Error(`@mujoco/mujoco is missing (a devDependency): run npm install (${e.message})`);
  }
  try { R = await loadRapier(); } catch (e) {
    throw new Error(`@dimforge/rapier3d-compat is missing (a devDependency): run npm install (${e.message})`);
  }
  const mj = await loadMujoco();
  log('[bench] Example 1 vs MuJoCo and Rapier (wasm, same Node process)');
  const scenario = readScenario('double_spherical_pendulum');
  const h = 0.01;
  const s0 = Sim(scenario, { integrator: 'vi', h });
  const st = Array.from(s0.state);  // q1x..q2z, w1x..w2z (normalized, ω projected)
  const q = [st.slice(0, 3), st.slice(3, 6)], w = [st.slice(6, 9), st.slice(9, 12)];
  const e0geovi = s0.energy;
  const geoviBobs = Array.from(s0.positions);  // pivot, bob1, bob2
  s0.dispose();
  const T100 = Math.round(100 / h), T1000 = Math.round((QUICK ? 200 : 1000) / h);
  // geovi: one advance(n) call, and a JS loop of advance(1) like the MuJoCo loop (one call per step).
  const geoviBatch = (n) => { const s = Sim(scenario, { integrator: 'vi', h }); const t0 = now(); s.advance(n); const dt = now() - t0; s.dispose(); return dt; };
  const geoviLoop = (n) => { const s = Sim(scenario, { integrator: 'vi', h }); const t0 = now(); for (let k = 0; k < n; ++k) s.advance(1); const dt = now() - t0; s.dispose(); return dt; };
  // The composed 4th-order VI at the same h: three VI substeps per step.
  const geoviBatch4 = (n) => { const s = Sim(scenario, { integrator: 'vi4-implicit', h }); const t0 = now(); s.advance(n); const dt = now() - t0; s.dispose(); return dt; };
  const rapierRuns = Object.fromEntries(RAPIER_VARIANTS.map((v) => [v.key, rapierTimer(R, scenario, q, w, h, v, now)]));
  const mjr = benchMujoco(mj, scenario, q, w, h, { timingSteps: QUICK ? 2000 : 10000, repeat: QUICK ? 3 : 7, errorSteps: T1000,
    windows: [T100, T1000], extra: { geoviBatch, geoviLoop, geoviBatch4, ...rapierRuns } });
  const tv = mjr.geoviBatch, loop = mjr.geoviLoop.us_per_step_all;
  const ge = Sim(scenario, { integrator: 'vi', h });
  const gerr = energyErrors(ge, T1000, 1, [T100, T1000]);
  const newton = ge.diagnostics().totalIterations / T1000;  // Newton iterations per VI step (warm-started)
  ge.dispose();
  const ge4 = Sim(scenario, { integrator: 'vi4-implicit', h });
  const gerr4 = energyErrors(ge4, T1000, 1, [T100, T1000]);
  const newton4 = ge4.diagnostics().totalIterations / T1000;
  ge4.dispose();
  const rows = [{ engine: 'geovi (wasm)', record_engine: 'wasm', integrator: 'vi', label: 'geovi VI', us: tv.us_per_step, us_loop: median(loop), e0: e0geovi, windows: gerr.windows, newton_iterations_per_step: newton },
    { engine: 'geovi (wasm)', record_engine: 'wasm', integrator: 'vi4-implicit', label: 'geovi VI, composed order 4', us: mjr.geoviBatch4.us_per_step, e0: e0geovi, windows: gerr4.windows, newton_iterations_per_step: newton4 }];
  for (const integ of MUJOCO_INTEGRATORS) rows.push({ engine: 'mujoco', integrator: integ, label: `MuJoCo ${integ}`, us: mjr[integ].us_per_step, e0: mjr[integ].initial_energy, windows: mjr[integ].windows, failed: mjr[integ].failed });
  for (const v of RAPIER_VARIANTS) {
    const re = rapierErrors(R, scenario, q, w, h, v, T1000, [T100, T1000]);
    rows.push({ engine: 'rapier', integrator: v.name, label: v.label, solver_iterations: re.solver_iterations, us: mjr[v.key].us_per_step,
      e0: re.initial_energy, windows: re.windows, failed: re.failed, initial_link_error: re.initial_link_error });
  }
  // max_link_error: max over the links of ||x_i − x_{i−1}| − l_i|; Rapier only (geovi and MuJoCo hold it by construction).
  for (const r of rows)
    for (const [win, label] of [[T100, '100s'], [T1000, `${T1000 * h}s`]]) {
      const e = r.windows[win];
      record('mujoco', { case: `example1_${label}`, engine: r.record_engine ?? r.engine, integrator: r.integrator, h,
        steps: win, us_per_step: r.us, us_per_step_advance1_loop: r.us_loop, initial_energy: r.e0,
        mean_abs_energy_error: e?.mean ?? null, max_abs_energy_error: e?.max ?? null, failed: r.failed ?? null,
        ...(r.engine === 'rapier' ? { solver_iterations: r.solver_iterations, energy_change_at_end: e?.energy_change ?? null,
          max_link_error: e?.max_link_error ?? null } : {}) });
    }
  const rk4 = rows.find((r) => r.integrator === 'RK4'), vi = rows[0], vi4 = rows[1];
  const rapierDefault = rows.find((r) => r.engine === 'rapier');
  const mjBobs = mujocoBobs(makeMujocoPendulum(mj, 'RK4', scenario, q, w, h));
  const rp = makeRapierPendulum(R, scenario, q, w, h);
  const rpBobs = rp.bobs();
  rp.dispose();
  results.summary.mujoco = {
    initial_energy_geovi: e0geovi, initial_energy_mujoco: rk4.e0, initial_energy_difference: Math.abs(e0geovi - rk4.e0),
    bob_position_difference: Math.max(...mjBobs.flat().map((x, i) => Math.abs(x - geoviBobs[3 + i]))),
    time_ratio_vi_over_rk4: vi.us / rk4.us, time_ratio_vi_loop_over_rk4: vi.us_loop / rk4.us,
    mean_error_ratio_100s: vi.windows[T100].mean / rk4.windows[T100]?.mean,
    mean_error_ratio_1000s: vi.windows[T1000].mean / rk4.windows[T1000]?.mean,
    time_ratio_vi4_over_rk4: vi4.us / rk4.us,
    mean_error_ratio_100s_vi4: vi4.windows[T100].mean / rk4.windows[T100]?.mean,
    mean_error_ratio_1000s_vi4: vi4.windows[T1000].mean / rk4.windows[T1000]?.mean,
    // Rapier computes in single precision: its initial state is geovi's rounded to f32.
    initial_energy_rapier: rapierDefault.e0, initial_energy_difference_rapier: Math.abs(e0geovi - rapierDefault.e0),
    bob_position_difference_rapier: Math.max(...rpBobs.flat().map((x, i) => Math.abs(x - geoviBobs[3 + i]))),
    initial_link_error_rapier: rapierDefault.initial_link_error,
    time_ratio_vi_over_rapier_default: vi.us / rapierDefault.us,
    mean_error_ratio_100s_vs_rapier_default: vi.windows[T100].mean / rapierDefault.windows[T100]?.mean,
    mean_error_ratio_1000s_vs_rapier_default: vi.windows[T1000].mean / rapierDefault.windows[T1000]?.mean,
    rows: rows.map((r) => ({ engine: r.engine, integrator: r.integrator, us_per_step: r.us, us_loop: r.us_loop ?? null, e0: r.e0,
      newton_iterations_per_step: r.newton_iterations_per_step ?? null,
      mean_100s: r.windows[T100]?.mean ?? null, max_100s: r.windows[T100]?.max ?? null,
      mean_1000s: r.windows[T1000]?.mean ?? null, max_1000s: r.windows[T1000]?.max ?? null, failed: r.failed ?? null,
      ...(r.engine === 'rapier' ? { solver_iterations: r.solver_iterations,
        energy_change_100s: r.windows[T100]?.energy_change ?? null, energy_change_1000s: r.windows[T1000]?.energy_change ?? null,
        max_link_error_100s: r.windows[T100]?.max_link_error ?? null,
        max_link_error_1000s: r.windows[T1000]?.max_link_error ?? null } : {}) })),
  };
  for (const r of results.summary.mujoco.rows) log(`  ${r.engine} ${r.integrator}: ${fmt(r.us_per_step)} us/step${r.newton_iterations_per_step != null ? ` (${fmt(r.newton_iterations_per_step)} Newton iterations)` : ''}, E0 ${r.e0}, mean|dE| 100s ${fmt(r.mean_100s)}, 1000s ${fmt(r.mean_1000s)}, max 1000s ${fmt(r.max_1000s)}${r.engine === 'rapier' ? `, E − E0 at end ${fmt(r.energy_change_1000s)}, max link error ${fmt(r.max_link_error_1000s)} m` : ''}${r.failed ? `, FAILED: ${r.failed}` : ''}`);
  // One colour per engine, a circle for the 100 s mean and a square for the long run's.
  const series = [];
  for (const [win, nm, marker] of [[T100, '100 s', 'circle'], [T1000, `${T1000 * h} s`, 'square']])
    series.push(...rows.map((r, i) => ({ name: `${r.label}, ${nm}`, line: false, marker, color: COLORS[i % COLORS.length],
      points: [[r.us, r.windows[win]?.mean]] })));
  svg('mujoco.svg', lineChart({ title: 'Example 1, h = 0.01: cost vs mean |E − E0| (Node, wasm)', xlabel: 'µs per step', ylabel: 'mean |E − E0| (J)',
    logx: true, logy: true, series, width: 780 }));
  save();
} else keep('mujoco');

// ---- 3. Work–precision: Example 1 and the heavy top --------------------------------------------
if (want('workprec')) {
  log('[bench] work-precision (native)');
  const tLong = QUICK ? 1000 : 1e4;
  const systems = [
    // vi4 runs at 2h (three substeps), vi4-suzuki at 2.5h (five), vi6 at 4–5h (nine), so that the costs line up;
    // RK4 has a fifth, finer step so that its costs bracket the composed VIs' finest runs.
    { name: 'double_spherical_pendulum', label: 'Example 1 (double spherical pendulum)', hs: [0.04, 0.02, 0.01, 0.005],
      hsFor: { 'vi4-suzuki': [0.1, 0.05, 0.025, 0.0125], vi6: [0.16, 0.08, 0.04, 0.025, 0.02], rk4: [0.04, 0.02, 0.01, 0.005, 0.0025] },
      methods: ['vi', 'vi4', 'vi4-suzuki', 'vi6', 'rk4'], ref: { integrator: 'rk45', h: 0.1, tolerance: 1e-13 }, crossover: ['vi', 'vi4', 'vi4-suzuki', 'vi6'] },
    { name: 'heavy_asymmetric_top', label: 'heavy asymmetric top', hs: [0.008, 0.004, 0.002, 0.001],
      hsFor: { 'vi4-suzuki': [0.02, 0.01, 0.005, 0.0025], vi6: [0.04, 0.02, 0.01, 0.008, 0.005], rk4: [0.008, 0.004, 0.002, 0.001, 0.0005] },
      methods: ['vi', 'vi4', 'vi4-suzuki', 'vi6', 'rk4'], ref: { integrator: 'rk45', h: 0.01, tolerance: 1e-13 }, crossover: ['vi', 'vi4', 'vi4-suzuki', 'vi6'] },
    // Paper 003 Example 2 through its near-collision at t = 10.55 s. The horizon stops at 12 s: at
    // t = 12.73 s bodies 2 and 3 collide, where every method stops (RK45 at 1e-12 underflows), so
    // the 10³ and 10⁴ s horizons the issue asked for do not exist for this initial state.
    { name: 'sphere_three_body', label: 'three bodies (paper 003 Ex. 2) to 12 s', hs: [0.004, 0.002, 0.001, 0.0005],
      hsFor: { 'vi-explicit': [1e-3, 3e-4, 1e-4, 3e-5], rk4: [1e-3, 3e-4, 1e-4, 3e-5] },
      methods: ['vi-adaptive', 'vi-explicit', 'rk4'], ref: { integrator: 'rk45', h: 0.01, tolerance: 1e-13 }, tLong: 12 },
    // Many close encounters that never collide: a pass every 1.98 s, so 10⁴ s hold 5054 of them.
    // vi-adaptive sweeps ε (the file's "step") at the output interval 0.001.
    { name: 'sphere_comet', label: `comet on a sphere (a pass every 1.98 s) to ${tLong} s`, hs: [0.001],
      stepsFor: { 'vi-adaptive': [0.006, 0.003, 0.0015] },
      hsFor: { 'vi-explicit': [1e-3, 1e-4, 1e-5], rk4: [1e-3, 1e-4] },
      methods: ['vi-adaptive', 'vi-explicit', 'rk4'], ref: { integrator: 'rk45', h: 0.01, tolerance: 1e-13 } },
  ];
  const tols = [1e-4, 1e-6, 1e-8, 1e-10];
  results.summary.workprec = {};
  if (onlySystems) {  // keep the other systems' results from the previous run
    const others = (r) => r.section === 'workprec' && !onlySystems.has(String(r.case).replace(/_workprec$/, ''));
    results.records.push(...previous.records.filter(others));
    for (const key of ['workprec', 'crossover']) {
      results.summary[key] = { ...(previous.summary?.[key] ?? {}) };
      for (const name of onlySystems) delete results.summary[key][name];
    }
  }
  for (const sys of systems.filter((x) => !onlySystems || onlySystems.has(x.name))) {
    const file = path.join(SCENARIOS, `${sys.name}.json`);
    const ref = path.join(OUT, `${sys.name}_ref10.csv`);
    nativeBench(['reference', file, '--integrator', sys.ref.integrator, '--h', sys.ref.h, '--tolerance', sys.ref.tolerance, '--t', 10, '--out', ref]);
    const rows = [];
    // A method with `stepsFor` runs a copy of the scenario per value of its integrator's "step" key.
    const withStep = (step) => {
      const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
      doc.integrator.step = step;
      const copy = path.join(OUT, `${sys.name}_step${step}.json`);
      fs.writeFileSync(copy, JSON.stringify(doc));
      return copy;
    };
    const runs = [...sys.methods.flatMap((m) => (sys.stepsFor && sys.stepsFor[m]
      ? sys.stepsFor[m].map((step) => ({ m, file: withStep(step), args: ['--integrator', m, '--h', sys.hs[0]], h: sys.hs[0], step }))
      : ((sys.hsFor && sys.hsFor[m]) || sys.hs).map((h) => ({ m, args: ['--integrator', m, '--h', m === 'vi4' ? 2 * h : h], h: m === 'vi4' ? 2 * h : h })))),
      ...tols.map((t) => ({ m: 'rk45', args: ['--integrator', 'rk45', '--h', sys.ref.h, '--tolerance', t], h: sys.ref.h, tol: t }))];
    const horizon = sys.tLong ?? tLong;
    for (const run of runs) {
      // A case that fails is recorded as failed, with its message, and the benchmark goes on.
      let r;
      try {
        [r] = nativeBench(['workprec', run.file ?? file, ...run.args, '--t-long', horizon, '--t-traj', 10, '--ref', ref]);
      } catch (e) {
        const message = String(e.message || e).split('\n').slice(-3).join(' ').slice(0, 300);
        log(`  ${sys.name} ${run.m} h=${run.h}: failed: ${message}`);
        record('workprec', { case: `${sys.name}_workprec`, engine: 'native', integrator: run.m, h: run.h, tolerance: run.tol ?? null, failed: message });
        continue;
      }
      rows.push({ method: run.m, h: run.h, step: run.step ?? null, tolerance: run.tol ?? null, ...r });
      record('workprec', { case: `${sys.name}_workprec`, engine: 'native', integrator: run.m, h: run.h, step: run.step ?? null, tolerance: run.tol ?? null,
        steps: r.steps, us_per_step: r.us_per_step, wall_seconds_per_simulated_second: r.wall_seconds_per_simulated_second,
        mean_abs_energy_error: r.mean_abs_energy_error, max_abs_energy_error: r.max_abs_energy_error, trajectory_error_10s: r.trajectory_error,
        t_long: r.t_long, failed: r.failed ? (r.failure ?? true) : false });
      log(`  ${sys.name} ${run.m} h=${run.h}${run.step ? ' step=' + run.step : ''}${run.tol ? ' tol=' + run.tol : ''}: ${fmt(r.wall_seconds_per_simulated_second * 1e6)} us/sim-s, max|dE| ${fmt(r.max_abs_energy_error)} over ${fmt(r.t_long)} s, traj err ${fmt(r.trajectory_error)}${r.failed ? `, FAILED: ${r.failure}` : ''}`);
    }
    results.summary.workprec[sys.name] = rows.map((r) => ({ method: r.method, h: r.h, step: r.step, tolerance: r.tolerance, us_per_sim_second: 1e6 * r.wall_seconds_per_simulated_second,
      max_abs_energy_error: r.max_abs_energy_error, trajectory_error_10s: r.trajectory_error, t_long: r.t_long, failed: r.failed ? (r.failure ?? true) : false }));
    const methods = [...new Set(rows.map((r) => r.method))];
    const names = { vi: 'VI (order 2)', vi4: 'composed VI (order 4)', 'vi4-suzuki': "Suzuki's composed VI (order 4)", vi6: "Kahan–Li composed VI (order 6)", rk4: 'RK4', rk45: 'RK45 (tolerance sweep)',
      'vi-adaptive': 'adaptive VI (ε sweep)', 'vi-explicit': 'explicit VI (fixed step)' };
    const mk = (sel) => methods.map((m) => ({ name: names[m] ?? m, points: rows.filter((r) => r.method === m).map((r) => [1e6 * r.wall_seconds_per_simulated_second, sel(r)]) }));
    const left = lineChart({ title: `${sys.label}: max |E − E0| over ${horizon} s`, xlabel: 'cost: µs of wall time per simulated second', ylabel: 'max |E − E0|', logx: true, logy: true, series: mk((r) => r.max_abs_energy_error) });
    const right = lineChart({ title: `${sys.label}: state error at t = 10 s`, xlabel: 'cost: µs of wall time per simulated second', ylabel: 'max-norm state error vs reference', logx: true, logy: true, series: mk((r) => r.trajectory_error) });
    svg(`workprec_${sys.name}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="440">${left.replace('<svg ', '<svg x="0" ')}${right.replace('<svg ', '<svg x="720" ')}</svg>`);
    if (sys.crossover) crossover(sys, rows, horizon);
    save();
  }
} else keep('workprec');

// The crossover horizon T* (issue 14): the horizon beyond which a geovi VI has less energy error than
// RK4 at equal CPU per simulated second. For each VI run, RK4's largest |E − E0| by each horizon is
// interpolated (log–log, between the two RK4 runs whose costs bracket the VI's; none outside their
// range) at the VI's cost; T* is the first horizon of the grid from which the VI stays below it.
function crossover(sys, rows, horizon) {
  const rk = rows.filter((r) => r.method === 'rk4' && !r.failed && r.max_abs_energy_error_by_horizon)
    .sort((a, b) => a.wall_seconds_per_simulated_second - b.wall_seconds_per_simulated_second);
  const cost = (r) => 1e6 * r.wall_seconds_per_simulated_second;
  const rkAt = (c, H) => {
    for (let i = 0; i + 1 < rk.length; ++i) {
      const [a, b] = [rk[i], rk[i + 1]];
      if (c < cost(a) || c > cost(b)) continue;
      const ea = new Map(a.max_abs_energy_error_by_horizon).get(H), eb = new Map(b.max_abs_energy_error_by_horizon).get(H);
      if (!(ea > 0 && eb > 0)) return null;
      const f = Math.log(c / cost(a)) / Math.log(cost(b) / cost(a));
      return Math.exp(Math.log(ea) + f * (Math.log(eb) - Math.log(ea)));
    }
    return null;
  };
  const out = [];
  for (const v of rows.filter((r) => sys.crossover.includes(r.method) && !r.failed && r.max_abs_energy_error_by_horizon)) {
    const curve = v.max_abs_energy_error_by_horizon.map(([H, e]) => ({ H, vi: e, rk4: rkAt(cost(v), H) }));
    if (curve.some((p) => p.rk4 == null)) { out.push({ method: v.method, h: v.h, us_per_sim_second: cost(v), t_star: null, note: 'cost outside the RK4 runs' }); continue; }
    let tStar = null;
    for (let i = curve.length - 1; i >= 0 && curve[i].vi < curve[i].rk4; --i) tStar = curve[i].H;
    // Beyond the horizon, an estimate only: RK4's error extended with the growth exponent p measured
    // over its last two horizons (e ∝ H^p), the VI's held at its bounded level.
    let extrapolated = null, growth = null;
    const [a, b] = curve.slice(-2);
    if (tStar == null && a && b && b.rk4 > a.rk4) {
      growth = Math.log(b.rk4 / a.rk4) / Math.log(b.H / a.H);
      extrapolated = b.H * (b.vi / b.rk4) ** (1 / growth);
    }
    out.push({ method: v.method, h: v.h, us_per_sim_second: cost(v), t_star: tStar, t_star_extrapolated: extrapolated, rk4_growth_exponent: growth, curve });
  }
  const found = out.filter((o) => o.t_star != null).sort((a, b) => a.t_star - b.t_star);
  const estimated = out.filter((o) => o.t_star_extrapolated != null).sort((a, b) => a.t_star_extrapolated - b.t_star_extrapolated);
  const best = found[0] ?? null;
  results.summary.crossover = results.summary.crossover || {};
  results.summary.crossover[sys.name] = { horizon, best_t_star: best ? best.t_star : null, best_method: best ? best.method : null,
    best_h: best ? best.h : null,
    best_extrapolated: estimated[0] ? { method: estimated[0].method, h: estimated[0].h, t_star: estimated[0].t_star_extrapolated, rk4_growth_exponent: estimated[0].rk4_growth_exponent } : null,
    runs: out.map(({ curve, ...o }) => ({ ...o, curve: curve ?? null })) };
  for (const o of out) log(`  ${sys.name} crossover: ${o.method} h=${o.h} (${fmt(o.us_per_sim_second)} us/sim-s): T* ${o.t_star == null ? (o.note ?? `> ${horizon} s`) : `${o.t_star} s`}${o.t_star_extrapolated ? ` (extrapolated ${fmt(o.t_star_extrapolated)} s, RK4 error ∝ H^${fmt(o.rk4_growth_exponent)})` : ''}`);
  // The plot: error against horizon at equal cost, for each VI method its run that crosses first (the
  // smallest T*, else the smallest estimate, else its finest run with an RK4 partner); every run is in
  // results.json.
  const rank = (o) => o.t_star ?? (o.t_star_extrapolated ? horizon + o.t_star_extrapolated : Infinity);
  const shown = [...new Set(out.map((o) => o.method))].map((m) => out.filter((o) => o.method === m && o.curve)
    .sort((a, b) => rank(a) - rank(b) || b.us_per_sim_second - a.us_per_sim_second)[0]).filter(Boolean);
  const series = [];
  shown.forEach((o, i) => {
    const color = COLORS[i % COLORS.length];
    series.push({ name: `${o.method} h=${o.h} (${fmt(o.us_per_sim_second)} µs/s)`, color, points: o.curve.map((p) => [p.H, p.vi]) });
    series.push({ name: 'RK4 at the same cost', color, dashed: true, points: o.curve.map((p) => [p.H, p.rk4]) });
  });
  if (series.length) svg(`crossover_${sys.name}.svg`, lineChart({ title: `${sys.label}: |E − E0| by horizon, VI vs RK4 at equal cost`,
    xlabel: 'horizon (s)', ylabel: 'max |E − E0| up to the horizon', logx: true, logy: true, series, width: 860 }));
}

// ---- 5. Many particles ---------------------------------------------------------------------------
if (want('molecules')) {
  const { benchMolecules } = await import('./molecules.mjs');
  await benchMolecules({ geovi, module, record, results, svg, log, QUICK });
  save();
} else keep('molecules');

// ---- 6. The page -------------------------------------------------------------------------------
if (want('page')) {
  const { benchPage } = await import('./page.mjs');
  await benchPage({ record, results, log, QUICK });
  save();
} else keep('page');

// ---- 6c. The Poincaré section view: a seeded orbit's 1000 crossings, every preset with the view shown ----
if (want('section')) {
  const { benchSection } = await import('./section.mjs');
  await benchSection({ record, results, log, QUICK });
  save();
} else keep('section');

// ---- 6c'. The section's self-filling and its FTLE shading of a 100 × 100 grid (issue 47, item 7) ----
if (want('section_ftle')) {
  const { benchSectionFtle } = await import('./section.mjs');
  await benchSectionFtle({ record, results, log, QUICK });
  save();
} else keep('section_ftle');

// ---- 6c''. The stability view's 200-point sweep of the sleeping top's spin (issue 47, item 7) ----
if (want('stability_sweep')) {
  const { benchStabilitySweep } = await import('./stability.mjs');
  await benchStabilitySweep({ record, results, log, QUICK });
  save();
} else keep('stability_sweep');

// ---- 6d. Locating Poincaré-section crossings (native, docs/sections.md): the issue's bound is ≤ 5 % of a step ----
if (want('section_locating')) {
  log('[bench] section locating (native): planar double pendulum, runs with and without the section watcher');
  const [r] = nativeBench(['section', path.join(SCENARIOS, 'planar_double_pendulum.json'), '--steps', QUICK ? 50000 : 200000,
    '--repeat', QUICK ? 3 : 7]);
  const { name, integrator, h, steps, crossings, us_per_step, us_per_step_watched, overhead, us_per_crossing, locating_fraction_of_step } = r;
  record('section_locating', { case: name, engine: 'native', integrator, h, steps, us_per_step, us_per_step_watched, crossings,
    overhead, us_per_crossing, locating_fraction_of_step });
  results.summary.section_locating = { us_per_crossing, locating_fraction_of_step, overhead, steps_per_crossing: steps / crossings };
  log(`  ${crossings} crossings in ${steps} steps: ${fmt(us_per_crossing)} us per crossing = ${fmt(100 * locating_fraction_of_step)} % of a step; ` +
    `whole runs ${fmt(us_per_step)} -> ${fmt(us_per_step_watched)} us/step (${fmt(100 * overhead)} %, with the hook's state copy)`);
  save();
} else keep('section_locating');

// ---- 6b. A system built in the page's editor: the 64-link chain at h = 0.005 (docs/building.md) ----
if (want('editor')) {
  const { benchEditor } = await import('./editor.mjs');
  await benchEditor({ record, results, log, QUICK });
  save();
} else keep('editor');

// ---- 6c. The timeline's history: memory of a 10-minute class at 60 frames/s (docs/timeline.md) ----
if (want('timeline')) {
  const { benchTimeline } = await import('./timeline.mjs');
  await benchTimeline({ geovi, module, record, results, log });
  save();
} else keep('timeline');

// ---- 8. What wasm build flags cost or buy (the -O3 link, wasm SIMD, the inline threshold) ---------
if (want('flags')) {
  const { benchFlags } = await import('./flags.mjs');
  await benchFlags({ geovi, module, record, results, log, QUICK });
  save();
} else { keep('flags'); keep('flags_simd128'); keep('flags_inline225'); }

// ---- 7. Loading the page (static site and offline file) ------------------------------------------
if (want('load')) {
  const { benchLoad } = await import('./load.mjs');
  await benchLoad({ record, results, log, QUICK });
  save();
} else keep('load');

// ---- 9. The Python package: per-step overhead against the CLI, a sweep on 2 workers (docs/python.md) ----
if (want('python')) {
  const { benchPython } = await import('./python.mjs');
  await benchPython({ record, results, log, QUICK });
  save();
} else keep('python');

// ---- 10. The full body problem: two bodies of P point masses (docs/rigid-bodies-in-flight.md) ----
if (want('fullbody')) {
  const { benchFullBody } = await import('./fullbody.mjs');
  await benchFullBody({ geovi, module, record, results, log, QUICK });
  save();
} else keep('fullbody');

// ---- 11. The exact derivative of a step: its cost in steps, the chain's Lyapunov spectrum (docs/derivative-performance.md) ----
if (want('derivative')) {
  const { benchDerivative } = await import('./derivative.mjs');
  await benchDerivative({ geovi, module, record, results, svg, log, QUICK });
  save();
} else keep('derivative');

results.wall_seconds = (wallNow() - started) / 1000;
save();
log(`[bench] wrote ${path.relative(process.cwd(), RESULTS)} and plots in ${path.relative(process.cwd(), OUT)} (${fmt(results.wall_seconds)} s)`);
