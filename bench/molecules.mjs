// Item 5: Lennard-Jones molecules on the sphere (paper 003 Example 6).
//   all pairs, n = 642 (the preset);  cutoff r_c = 2.5σ (shifted force, cell list)
//   at n = 642, 2562, 10 242 and 40 962 (icosphere levels 3–6, σ scaled with the mean spacing;
//   at level 6 h is halved with σ: h = 0.005 lets two molecules overrun each other there).
// Steps/s in wasm (Node) and native, and the energy error of long runs (bounded?).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lineChart } from './plot.mjs';
import { fmt, nativeBench, readScenario, timeWasm } from './lib.mjs';

function variant(levels, cutoff) {
  const s = readScenario('molecules_on_sphere');
  const n = 10 * 4 ** levels + 2;
  // σ ∝ mean spacing ∝ 1/√n (the preset: σ = 0.1343 at n = 642).
  const sigma = 0.1343 * Math.sqrt(642 / n);
  s.name = `molecules_n${n}_${cutoff ? 'cutoff' : 'allpairs'}`;
  s.system.sigma = sigma;
  if (cutoff) s.system.cutoff = 2.5 * sigma;
  s.initial.lattice = { icosphere: levels };
  if (levels >= 6) s.integrator.h = 0.0025;
  return { s, n };
}

export async function benchMolecules({ geovi, module, record, results, svg, log, QUICK }) {
  log('[bench] molecules on the sphere');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-bench-'));
  const cases = [variant(3, false), variant(3, true), variant(4, true), variant(5, true), variant(6, true)];
  const rows = [], curves = [];
  for (const { s, n } of cases) {
    const file = path.join(dir, `${s.name}.json`);
    fs.writeFileSync(file, JSON.stringify(s));
    const make = () => new geovi.Simulation(module, s, { integrator: 'vi-explicit' });
    const probe = make(); const t0 = performance.now(); probe.advance(3); const per = (performance.now() - t0) / 3; probe.dispose();
    const steps = Math.max(10, Math.round((QUICK ? 100 : 300) / per));
    const w = timeWasm(make, steps, QUICK ? 3 : 5);
    const [nat] = nativeBench(['run', file, '--integrator', 'vi-explicit', '--steps', steps, '--repeat', QUICK ? 3 : 5]);
    // Energy over a long run (sampled every 10 steps), in wasm.
    const longSteps = QUICK ? 1000 : n > 20000 ? 8000 : n > 1000 ? 4000 : 2000;
    const sim = make();
    const e0 = sim.energy, h = sim.stepSize, curve = [];
    let sum = 0, max = 0, cnt = 0;
    for (let k = 10; k <= longSteps; k += 10) {
      sim.advance(10);
      const de = Math.abs(sim.energy - e0);
      sum += de; cnt += 1; max = Math.max(max, de);
      curve.push([k * h, Math.max(de, 1e-16)]);
    }
    const half = curve.length >> 1;
    const maxFirst = Math.max(...curve.slice(0, half).map((p) => p[1])), maxSecond = Math.max(...curve.slice(half).map((p) => p[1]));
    sim.dispose();
    const row = { case: s.name, n, cutoff: s.system.cutoff ?? null, sigma: s.system.sigma, h, steps_timed: steps,
      wasm_us: w.us_per_step, native_us: nat.us_per_step, wasm_steps_per_s: 1e6 / w.us_per_step, native_steps_per_s: 1e6 / nat.us_per_step,
      initial_energy: e0, t_long: longSteps * h, mean_abs_energy_error: sum / cnt, max_abs_energy_error: max,
      max_error_first_half: maxFirst, max_error_second_half: maxSecond };
    rows.push(row);
    curves.push({ name: `${s.name}`, points: curve });
    for (const [engine, us] of [['wasm', w.us_per_step], ['native', nat.us_per_step]])
      record('molecules', { case: s.name, engine, integrator: 'vi-explicit', h, steps, us_per_step: us, steps_per_second: 1e6 / us, n,
        cutoff: row.cutoff, mean_abs_energy_error: engine === 'wasm' ? row.mean_abs_energy_error : null,
        max_abs_energy_error: engine === 'wasm' ? row.max_abs_energy_error : null, energy_run_seconds: row.t_long });
    log(`  ${s.name}: wasm ${fmt(row.wasm_steps_per_s)} steps/s, native ${fmt(row.native_steps_per_s)} steps/s; |E-E0| max ${fmt(max)} (first half ${fmt(maxFirst)}, second ${fmt(maxSecond)}) over ${row.t_long} s, E0 ${fmt(e0, 6)}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const at = (count) => rows.find((r) => r.n === count);
  results.summary.molecules = { rows, goal_wasm_steps_per_s_at_10242: 200, wasm_steps_per_s_at_10242: at(10242).wasm_steps_per_s,
    goal_met: at(10242).wasm_steps_per_s >= 200,
    goal_wasm_steps_per_s_at_40962: 100, wasm_steps_per_s_at_40962: at(40962).wasm_steps_per_s, goal_met_40962: at(40962).wasm_steps_per_s >= 100 };
  svg('molecules_energy.svg', lineChart({ title: 'Molecules on the sphere (VI, h = 0.005; 0.0025 at n = 40 962): |E − E0|, wasm', xlabel: 't (s)', ylabel: '|E − E0|',
    logy: true, series: curves.map((c) => ({ ...c, line: true })) }).replace(/<circle[^>]*\/>/g, ''));
}
