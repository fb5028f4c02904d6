// The cost of the exact derivative of a step (issue 46 item 6; docs/derivative-performance.md), in wasm
// (the JS API in Node) and natively (geovi_bench derivative), every preset × integrator the core
// differentiates:
//
//  1. per step, against a plain step (advance): linearize(K) called over the run (every step carries d
//     tangent vectors through the step's derivative; the bases and the symplectic check once per call
//     of K steps) and lyapunov(N, N) (the same, then the new basis and a Householder QR of the d × d
//     coordinates every step). The issue's bound: the derivative of a step costs at most about d + 1
//     steps, d the dimension of the state manifold.
//  2. the full Lyapunov spectrum of the five-link chain (chain_pendulum_5, (S²)⁵, d = 20): steps per
//     second of lyapunov(N, N), wasm and native (the issue's goal: ≥ 5000 steps/s in wasm).
//  3. wasm / native of the derivative (the goal: within 1.5×).
//
// Timings are process CPU time, medians of repeats (the machine is shared); advance, linearize and
// lyapunov are interleaved within each repeat so that a change of the machine's load hits them alike.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLORS, lineChart } from './plot.mjs';
import { OUT, SCENARIOS, fmt, median, nativeBench, now, presetNames, readScenario } from './lib.mjs';

export const GOAL_CHAIN_STEPS_PER_SECOND = 5000;
export const GOAL_WASM_OVER_NATIVE = 1.5;
const D_MAX = 64;      // larger systems (pendulum_cloud d = 800, molecules_on_sphere d = 2568) are not timed
const CHUNK = 200;     // steps per linearize call (its bases, symplectic check and, in wasm, its arrays once per call)
const CHAIN = 'chain_pendulum_5';

// d from the space and the state's columns, before any derivative is asked (so a large system costs nothing).
// d of the tangent space: 4 per body of 6 columns on (S²)ⁿ, 6 on SO(3), 12 per body of 18 columns on SE(3)ᴺ.
const dimension = (kind, columns) =>
  (kind === 's2n' || kind === 'rigid_bodies' ? (2 * columns) / 3 : kind === 'rigid_body' ? 6 : null);

/** µs per step of advance, linearize (in calls of CHUNK steps) and lyapunov over `steps` steps of fresh
 *  runs, `repeat` interleaved repeats, medians. The plain runs are repeated to last about as long as
 *  the derivative's (fresh runs of the same steps), as in geovi_bench derivative. */
function timeWasmDerivative(make, steps, repeat) {
  const timed = (fn) => { const sim = make(); try { const t0 = now(); fn(sim); return now() - t0; } finally { sim.dispose(); } };
  const plainOnce = () => timed((s) => s.advance(steps));
  const linOnce = () => timed((s) => { for (let done = 0; done < steps; done += CHUNK) s.linearize(Math.min(CHUNK, steps - done)); });
  const lyapOnce = () => timed((s) => s.lyapunov(steps, steps));
  const inner = Math.min(100, Math.max(1, Math.round(lyapOnce() / Math.max(plainOnce(), 1e-3))));  // also the warm-up
  const plain = [], lin = [], lyap = [];
  for (let r = 0; r < repeat; ++r) {
    let ms = 0;
    for (let i = 0; i < inner; ++i) ms += plainOnce();
    plain.push((1000 * ms) / (steps * inner));
    lin.push((1000 * linOnce()) / steps);
    lyap.push((1000 * lyapOnce()) / steps);
  }
  return { us_per_step: median(plain), us_per_step_linearize: median(lin), us_per_step_lyapunov: median(lyap),
    us_per_step_all: plain, us_per_step_linearize_all: lin, us_per_step_lyapunov_all: lyap, advance_runs_per_repeat: inner };
}

const firstLine = (e) => String(e?.message ?? e).split('\n')[0].slice(0, 240);

export async function benchDerivative({ geovi, module, record, results, svg, log, QUICK }) {
  log('[bench] derivative: the exact derivative of a step against the step, every preset × differentiated integrator (wasm and native)');
  const Sim = (scenario, o) => new geovi.Simulation(module, scenario, o);
  const target = QUICK ? 15 : 40;  // ms of one lyapunov run
  const repeat = QUICK ? 3 : 5;
  const rows = [], refused = [], skipped = [];
  for (const name of presetNames()) {
    const scenario = readScenario(name);
    const file = path.join(SCENARIOS, `${name}.json`);
    let probe;
    try { probe = Sim(scenario); } catch (e) { skipped.push({ case: name, reason: `does not load: ${firstLine(e)}` }); continue; }
    const kind = probe.kind, columns = probe.stateColumns.length, integrators = probe.applicableIntegrators, dflt = probe.integrator;
    probe.dispose();
    const dEst = dimension(kind, columns);
    if (dEst == null) {  // the product space (the quadrotors' controllers): refused; one record per preset, its default integrator
      const s = Sim(scenario);
      try { s.linearize(1); throw new Error(`${name}: ${kind} was expected to be refused`); } catch (e) {
        if (!(e instanceof geovi.GeoviError)) throw e;
        refused.push({ case: name, space: kind, integrator: dflt, field: e.path, message: firstLine(e) });
        record('derivative', { case: name, engine: 'wasm', integrator: dflt, h: null, steps: 0, us_per_step: null, space: kind, refused: firstLine(e) });
      } finally { s.dispose(); }
      continue;
    }
    if (dEst > D_MAX) { skipped.push({ case: name, space: kind, d: dEst, reason: `d = ${dEst} > ${D_MAX}: not timed (a QR of d × d per step)` }); continue; }
    for (const integrator of integrators) {
      const make = () => Sim(scenario, { integrator });
      let d, h, perStepMs;
      const s = make();
      try {
        h = s.stepSize;
        d = s.linearize(1).basis0.length;
        const t0 = now();
        s.lyapunov(10, 10);
        perStepMs = (now() - t0) / 10;
      } catch (e) {
        if (!(e instanceof geovi.GeoviError) || e.path !== 'integrator') {
          skipped.push({ case: name, space: kind, integrator, reason: `failed: ${firstLine(e)}` });
        } else {
          refused.push({ case: name, space: kind, integrator, field: e.path, message: firstLine(e) });
          record('derivative', { case: name, engine: 'wasm', integrator, h: s.stepSize, steps: 0, us_per_step: null, space: kind, refused: firstLine(e) });
        }
        continue;
      } finally { s.dispose(); }
      const steps = Math.max(20, Math.min(20000, Math.round(target / Math.max(perStepMs, 1e-4))));
      let w, nat;
      try {
        w = timeWasmDerivative(make, steps, repeat);
        [nat] = nativeBench(['derivative', file, '--integrator', integrator, '--steps', steps, '--chunk', CHUNK, '--repeat', repeat]);
      } catch (e) {  // e.g. euler leaving the finite numbers within the run: a finding, not a bench failure
        skipped.push({ case: name, space: kind, integrator, d, reason: `failed within ${steps} steps: ${firstLine(e)}` });
        log(`  ${name} ${integrator}: failed within ${steps} steps: ${firstLine(e)}`);
        continue;
      }
      if (nat.refused || nat.d !== d) throw new Error(`${name} ${integrator}: native and wasm disagree (${JSON.stringify(nat).slice(0, 200)})`);
      const row = { case: name, space: kind, integrator, d, h, steps };
      for (const [engine, t] of [['wasm', w], ['native', nat]]) {
        const r = { us_per_step: t.us_per_step, us_per_step_linearize: t.us_per_step_linearize, us_per_step_lyapunov: t.us_per_step_lyapunov,
          ratio_linearize: t.us_per_step_linearize / t.us_per_step, ratio_lyapunov: t.us_per_step_lyapunov / t.us_per_step };
        // Where the time goes: the tangent of one direction in steps ((linearize − step) / (d · step)), and
        // the per-step basis + QR + re-seeding of lyapunov beyond linearize.
        r.tangent_per_direction_in_steps = (t.us_per_step_linearize - t.us_per_step) / (d * t.us_per_step);
        r.us_qr_and_bases = t.us_per_step_lyapunov - t.us_per_step_linearize;
        row[engine] = r;
        for (const call of ['advance', 'linearize', 'lyapunov']) {
          const key = call === 'advance' ? 'us_per_step' : `us_per_step_${call}`;
          record('derivative', { case: name, engine, integrator, h, steps, us_per_step: t[key], us_per_step_all: t[`${key}_all`], call, space: kind, d,
            ratio_to_step: call === 'advance' ? 1 : r[`ratio_${call}`], within_d_plus_1: call === 'advance' ? null : r[`ratio_${call}`] <= d + 1,
            ...(call === 'linearize' ? { chunk: CHUNK } : {}), ...(call === 'advance' ? { advance_runs_per_repeat: t.advance_runs_per_repeat } : {}) });
        }
      }
      row.wasm_over_native = { advance: w.us_per_step / nat.us_per_step, linearize: w.us_per_step_linearize / nat.us_per_step_linearize,
        lyapunov: w.us_per_step_lyapunov / nat.us_per_step_lyapunov };
      rows.push(row);
      log(`  ${name} ${integrator} (d = ${d}): step ${fmt(nat.us_per_step)} / ${fmt(w.us_per_step)} us (native / wasm); ` +
        `linearize ${fmt(row.native.ratio_linearize)} / ${fmt(row.wasm.ratio_linearize)} steps, lyapunov ${fmt(row.native.ratio_lyapunov)} / ${fmt(row.wasm.ratio_lyapunov)} steps ` +
        `(d + 1 = ${d + 1}); wasm/native lyapunov ${fmt(row.wasm_over_native.lyapunov)}`);
    }
  }

  // 2. The full spectrum of the five-link chain: 10 s of the preset (vi, h = 0.005), all 20 exponents.
  const chainScenario = readScenario(CHAIN);
  const chainSteps = QUICK ? 500 : 2000, chainRepeat = QUICK ? 3 : 7;
  const chainWasm = [];
  let exponents = null;
  for (let r = 0; r <= chainRepeat; ++r) {  // the first run warms up and is not counted
    const sim = Sim(chainScenario);
    const t0 = now();
    const rep = sim.lyapunov(chainSteps, chainSteps);
    const ms = now() - t0;
    sim.dispose();
    if (r > 0) chainWasm.push((1000 * ms) / chainSteps);
    exponents = Array.from(rep.exponents);
  }
  const [chainNative] = nativeBench(['derivative', path.join(SCENARIOS, `${CHAIN}.json`), '--steps', chainSteps, '--repeat', chainRepeat]);
  const chainRow = rows.find((r) => r.case === CHAIN && r.integrator === 'vi');
  const chain = {
    case: CHAIN, integrator: 'vi', h: chainScenario.integrator.h, d: exponents.length, steps: chainSteps, repeat: chainRepeat,
    wasm_us_per_step: median(chainWasm), native_us_per_step: chainNative.us_per_step_lyapunov,
    wasm_steps_per_second: 1e6 / median(chainWasm), native_steps_per_second: 1e6 / chainNative.us_per_step_lyapunov,
    wasm_us_per_step_all: chainWasm, native_us_per_step_all: chainNative.us_per_step_lyapunov_all,
    native_us_per_plain_step: chainNative.us_per_step, wasm_us_per_plain_step: chainRow?.wasm.us_per_step ?? null,
    exponents, goal_steps_per_second: GOAL_CHAIN_STEPS_PER_SECOND,
  };
  chain.wasm_over_native = chain.wasm_us_per_step / chain.native_us_per_step;
  chain.meets_goal = chain.wasm_steps_per_second >= GOAL_CHAIN_STEPS_PER_SECOND;
  for (const [engine, us, all] of [['wasm', chain.wasm_us_per_step, chainWasm], ['native', chain.native_us_per_step, chainNative.us_per_step_lyapunov_all]])
    record('derivative', { case: `${CHAIN}_spectrum`, engine, integrator: 'vi', h: chain.h, steps: chainSteps, us_per_step: us, us_per_step_all: all,
      call: 'lyapunov', space: 's2n', d: chain.d, steps_per_second: 1e6 / us });
  log(`  ${CHAIN}: all ${chain.d} exponents over ${chainSteps} steps: wasm ${fmt(chain.wasm_steps_per_second)} steps/s (goal ≥ ${GOAL_CHAIN_STEPS_PER_SECOND}: ` +
    `${chain.meets_goal ? 'met' : 'MISSED'}), native ${fmt(chain.native_steps_per_second)} steps/s, wasm/native ${fmt(chain.wasm_over_native)}`);

  // The summary: the d + 1 bound, wasm / native.
  const over = (engine, call) => rows.filter((r) => r[engine][`ratio_${call}`] > r.d + 1)
    .map((r) => `${r.case}/${r.integrator} (d = ${r.d}): ${fmt(r[engine][`ratio_${call}`])}`);
  const bound = {};
  for (const engine of ['native', 'wasm'])
    for (const call of ['linearize', 'lyapunov']) {
      const relative = rows.map((r) => r[engine][`ratio_${call}`] / (r.d + 1));
      bound[`${engine}_${call}`] = { cases: rows.length, within: rows.length - over(engine, call).length, over: over(engine, call),
        median_ratio_over_d_plus_1: median(relative), max_ratio_over_d_plus_1: Math.max(...relative) };
    }
  const wn = (call) => {
    const v = rows.map((r) => r.wasm_over_native[call]);
    return { median: median(v), max: Math.max(...v), min: Math.min(...v),
      over_goal: rows.filter((r) => r.wasm_over_native[call] > GOAL_WASM_OVER_NATIVE).map((r) => `${r.case}/${r.integrator}: ${fmt(r.wasm_over_native[call])}`) };
  };
  results.summary.derivative = {
    goal: 'the derivative of a step costs at most about d + 1 steps; the chain spectrum ≥ 5000 steps/s in wasm; wasm within 1.5× of native',
    linearize_chunk: CHUNK, d_max: D_MAX, bound_d_plus_1: bound, chain_spectrum: chain,
    wasm_over_native: { goal: GOAL_WASM_OVER_NATIVE, advance: wn('advance'), linearize: wn('linearize'), lyapunov: wn('lyapunov') },
    rows, refused, skipped,
  };
  for (const [k, b] of Object.entries(bound))
    log(`  ${k}: ${b.within} of ${b.cases} within d + 1 steps (median ratio/(d + 1) ${fmt(b.median_ratio_over_d_plus_1)}, max ${fmt(b.max_ratio_over_d_plus_1)})`);
  for (const call of ['advance', 'linearize', 'lyapunov']) {
    const x = results.summary.derivative.wasm_over_native[call];
    log(`  wasm/native ${call}: median ${fmt(x.median)}, max ${fmt(x.max)}; ${x.over_goal.length} over ${GOAL_WASM_OVER_NATIVE}`);
  }

  // The plot: derivative / step against d, each case a point, and the line d + 1.
  const ds = [...new Set(rows.map((r) => r.d))].sort((a, b) => a - b);
  const pts = (engine, call) => rows.map((r) => [r.d, r[engine][`ratio_${call}`]]);
  svg('derivative.svg', lineChart({ title: 'The derivative of a step, in steps (every preset × differentiated integrator)',
    xlabel: 'd, the dimension of the state manifold', ylabel: 'µs per step carrying d vectors / µs per plain step', logx: true, logy: true, width: 860,
    series: [
      { name: 'native, lyapunov (+ QR)', points: pts('native', 'lyapunov'), line: false, marker: 'circle', color: COLORS[1] },
      { name: 'native, linearize', points: pts('native', 'linearize'), line: false, marker: 'square', color: COLORS[0] },
      { name: 'wasm, lyapunov (+ QR)', points: pts('wasm', 'lyapunov'), line: false, marker: 'circle', color: COLORS[3] },
      { name: 'wasm, linearize', points: pts('wasm', 'linearize'), line: false, marker: 'square', color: COLORS[2] },
      { name: 'd + 1 (the issue\'s bound)', points: ds.map((d) => [d, d + 1]), dashed: true, color: '#333' },
    ] }));
}

// ---- The tables of docs/derivative-performance.md, from build/bench/results.json ----------------
//   node bench/derivative.mjs --tables
const f2 = (x) => (x == null || !Number.isFinite(x) ? '–' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const spread = (xs) => `${f2(median(xs))} (${f2(Math.min(...xs))}–${f2(Math.max(...xs))})`;

export function derivativeTables(s) {
  const out = [];
  const spaceName = { rigid_body: 'SO(3)', s2n: '(S²)ⁿ', rigid_bodies: 'SE(3)ᴺ' };
  out.push('| space | integrator | cases | d | linearize / (d + 1), native | lyapunov / (d + 1), native | linearize / (d + 1), wasm | lyapunov / (d + 1), wasm | wasm / native, lyapunov |',
    '|---|---|---|---|---|---|---|---|---|');
  const groups = new Map();
  for (const r of s.rows) {
    const key = `${r.space}\u0000${r.integrator}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  for (const [key, rs] of groups) {
    const [space, integrator] = key.split('\u0000');
    const ds = [...new Set(rs.map((r) => r.d))].sort((a, b) => a - b);
    const rel = (engine, call) => rs.map((r) => r[engine][`ratio_${call}`] / (r.d + 1));
    out.push(`| ${spaceName[space] ?? space} | ${integrator} | ${rs.length} | ${ds.length > 1 ? `${ds[0]}–${ds.at(-1)}` : ds[0]} | ${spread(rel('native', 'linearize'))} | ` +
      `${spread(rel('native', 'lyapunov'))} | ${spread(rel('wasm', 'linearize'))} | ${spread(rel('wasm', 'lyapunov'))} | ${spread(rs.map((r) => r.wasm_over_native.lyapunov))} |`);
  }
  out.push('');
  for (const name of ['chain_pendulum_5', 'free_rigid_body', 'magnetic_dipoles']) {
    const rs = s.rows.filter((r) => r.case === name);
    if (!rs.length) continue;
    out.push(`${name} (d = ${rs[0].d}, d + 1 = ${rs[0].d + 1}):`, '',
      '| integrator | µs/step, native | linearize, steps | lyapunov, steps | tangent of one direction, steps | QR and bases, µs/step | µs/step, wasm | linearize, steps | lyapunov, steps |',
      '|---|---|---|---|---|---|---|---|---|');
    for (const r of rs)
      out.push(`| ${r.integrator} | ${f2(r.native.us_per_step)} | ${f2(r.native.ratio_linearize)} | ${f2(r.native.ratio_lyapunov)} | ${f2(r.native.tangent_per_direction_in_steps)} | ` +
        `${f2(r.native.us_qr_and_bases)} | ${f2(r.wasm.us_per_step)} | ${f2(r.wasm.ratio_linearize)} | ${f2(r.wasm.ratio_lyapunov)} |`);
    out.push('');
  }
  const c = s.chain_spectrum;
  out.push(`chain spectrum: d = ${c.d}, ${c.steps} steps × ${c.repeat}: wasm ${f2(c.wasm_us_per_step)} µs/step = ${Math.round(c.wasm_steps_per_second)} steps/s, ` +
    `native ${f2(c.native_us_per_step)} µs/step = ${Math.round(c.native_steps_per_second)} steps/s, wasm/native ${f2(c.wasm_over_native)}; plain step native ${f2(c.native_us_per_plain_step)} µs, wasm ${f2(c.wasm_us_per_plain_step)} µs; exponents ${c.exponents.map((x) => x.toFixed(3)).join(' ')}`);
  for (const [k, b] of Object.entries(s.bound_d_plus_1))
    out.push(`${k}: ${b.within} of ${b.cases} within d + 1; median ratio/(d + 1) ${f2(b.median_ratio_over_d_plus_1)}, max ${f2(b.max_ratio_over_d_plus_1)}`);
  for (const call of ['advance', 'linearize', 'lyapunov']) {
    const x = s.wasm_over_native[call];
    out.push(`wasm/native ${call}: median ${f2(x.median)}, min ${f2(x.min)}, max ${f2(x.max)}, ${x.over_goal.length} of ${s.rows.length} over ${s.wasm_over_native.goal}`);
  }
  out.push(`refused: ${s.refused.length} (${[...new Set(s.refused.map((r) => r.message.replace(/^.*here: /, '').slice(0, 60)))].join('; ')})`);
  out.push(`skipped: ${s.skipped.map((r) => `${r.case}${r.integrator ? '/' + r.integrator : ''}: ${r.reason}`).join('; ')}`);
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--tables')) {
  const results = JSON.parse(fs.readFileSync(path.join(OUT, 'results.json'), 'utf8'));
  if (!results.summary?.derivative) throw new Error('no summary.derivative in build/bench/results.json: run node bench/run.mjs --only derivative first');
  console.log(`machine: ${JSON.stringify(results.machine)}; generated ${results.generated}`);
  console.log(derivativeTables(results.summary.derivative));
}
