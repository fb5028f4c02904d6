// "Flip it" at every moment of a controlled quadrotor preset (docs/control.md, "Flip it at any moment"):
// for each step in a range, the page's own flip (panels/disturb-panel.js: R ← R R_y(178°), at rest) in
// the page's wasm, then 6 s of the closed loop; prints which flips stopped with a numerical failure,
// which did not come back to the path, and how many did. With --at T and --h H, one flip at time T with
// step H instead, and the largest spin |Ω| on the way. H is the preset's own step unless given.
//
//   node web/tools/flip-scan.mjs [--scenario quadrotor_tracking] [--from 2] [--to 6] [--h H]   (times in s)
//   node web/tools/flip-scan.mjs --at 2.74 --h 0.005
//
// Needs the wasm build (build/wasm/geovi.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pitchedOver } from '../js/panels/disturb-panel.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const scenario = option('scenario', 'quadrotor_tracking');
const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${scenario}.json`), 'utf8'));
const { loadGeovi, Simulation } = await import(pathToFileURL(path.join(ROOT, 'build/wasm/geovi.mjs')).href);
const geovi = await loadGeovi();

/** Flips the run after `steps` steps, runs `after` seconds; returns { failedAt, back, peak }. */
function flipAt(h, steps, after = 6) {
  const sim = new Simulation(geovi, JSON.stringify({ ...json, integrator: { ...json.integrator, h } }));
  try {
    sim.advance(steps);
    sim.setState(pitchedOver(sim.stateColumns, sim.state));
    const w = ['W1', 'W2', 'W3'].map((k) => sim.stateColumns.indexOf(k));
    let peak = 0;
    for (let i = 0; i < Math.round(after / h); ++i) {
      try { sim.advance(1); } catch (e) { return { failedAt: sim.time, peak, message: e.message }; }
      peak = Math.max(peak, Math.hypot(...w.map((k) => sim.state[k])));
    }
    const o = sim.outputs;  // ex1 ex2 ex3 eR1 eR2 eR3 Psi …
    return { failedAt: null, back: Math.hypot(o[0], o[1], o[2]) < 0.01 && o[6] < 1e-4, peak };
  } finally { sim.dispose(); }
}

if (args.includes('--at')) {
  const h = Number(option('h', json.integrator.h)), at = Number(option('at'));
  const r = flipAt(h, Math.round(at / h));
  console.log(`${scenario}: flipped at t = ${at} s with h = ${h} s: ${r.failedAt === null ? (r.back ? 'back on the path 6 s later' : 'not back on the path 6 s later') : `stopped at t = ${r.failedAt.toFixed(2)} s`}; largest |Ω| ${r.peak.toFixed(1)} rad/s`);
} else {
  const h = Number(option('h', json.integrator.h));
  const from = Math.round(Number(option('from', 2)) / h), to = Math.round(Number(option('to', 6)) / h);
  let failed = 0, astray = 0;
  for (let k = from; k <= to; ++k) {
    const r = flipAt(h, k);
    if (r.failedAt !== null) { failed++; console.log(`step ${k} (t = ${(k * h).toFixed(3)} s): stopped at t = ${r.failedAt.toFixed(2)} s, |Ω| up to ${r.peak.toFixed(0)} rad/s`); }
    else if (!r.back) { astray++; console.log(`step ${k} (t = ${(k * h).toFixed(3)} s): not back on the path 6 s later`); }
  }
  console.log(`${scenario}, h = ${h} s: of ${to - from + 1} flips (steps ${from} … ${to}), ${failed} stopped with a numerical failure, ${astray} were not back on the path 6 s later`);
}
