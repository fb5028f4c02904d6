// Issue 18, item 3: what the wasm build flags chosen for WebKit cost. The wasm is
// linked at -O2 (CMakeLists.txt, GEOVI_WASM_LINK_OPT) because Safari 26.0 fails at
// startup on -fwasm-exceptions modules linked at -O3. This section builds the same
// module linked at -O3 into build/wasm-O3/ and times both, interleaved in one
// process, on every preset with its own integrator: the ratio is the cost.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, median, now, presetNames, readScenario, fmt } from './lib.mjs';

const VARIANT = path.join(ROOT, 'build/wasm-O3');

function buildVariant(log) {
  log('[bench] flags: building the wasm linked at -O3 into build/wasm-O3 (for comparison only)');
  const env = { ...process.env, NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') };
  execFileSync('emcmake', ['cmake', '-S', ROOT, '-B', VARIANT, '-DCMAKE_BUILD_TYPE=Release', '-DGEOVI_WASM_LINK_OPT=-O3',
    '-DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=BOTH', '-DCMAKE_FIND_ROOT_PATH=/usr'], { env, stdio: 'ignore' });
  execFileSync('cmake', ['--build', VARIANT, '--target', 'geovi_wasm', '-j2'], { env, stdio: 'ignore' });
}

/** µs per step of `steps` steps of a fresh run, CPU time. */
function timeOnce(api, module, scenario, steps) {
  const sim = new api.Simulation(module, scenario);
  const t0 = now();
  sim.advance(steps);
  const us = (1000 * (now() - t0)) / steps;
  sim.dispose();
  return us;
}

export async function benchFlags({ geovi, module, record, results, log, QUICK }) {
  try { buildVariant(log); } catch (e) { log(`  flags: cannot build the -O3 variant: ${e.message}`); results.summary.flags = { failed: String(e.message) }; return; }
  const o3 = await import(pathToFileURL(path.join(VARIANT, 'geovi.mjs')).href);
  const o3module = await o3.loadGeovi();
  const rows = [];
  for (const name of presetNames()) {
    const scenario = readScenario(name);
    try {
      // Size the run to about 40 ms, then alternate the two builds.
      const probe = new geovi.Simulation(module, scenario);
      let k = 0; const t0 = now();
      while (k < 200 && now() - t0 < 20) { probe.advance(1); ++k; }
      const perStep = (now() - t0) / k;
      probe.dispose();
      const steps = Math.max(5, Math.min(20000, Math.round(40 / perStep)));
      const a = [], b = [];
      timeOnce(geovi, module, scenario, steps); timeOnce(o3, o3module, scenario, steps);  // warm both
      for (let r = 0; r < (QUICK ? 3 : 7); ++r) {
        a.push(timeOnce(geovi, module, scenario, steps));
        b.push(timeOnce(o3, o3module, scenario, steps));
      }
      const row = { name, steps, us_O2: median(a), us_O3: median(b), ratio: median(a) / median(b) };
      rows.push(row);
      record('flags', { case: name, engine: 'wasm', integrator: 'preset', steps, us_per_step: row.us_O2, us_per_step_O3_link: row.us_O3, ratio_O2_over_O3: row.ratio });
      log(`  ${name}: -O2 link ${fmt(row.us_O2)} us, -O3 link ${fmt(row.us_O3)} us, ratio ${fmt(row.ratio)}`);
    } catch (e) {
      rows.push({ name, failed: String(e.message || e).slice(0, 200) });
      log(`  ${name}: failed: ${String(e.message || e).split('\n')[0]}`);
    }
  }
  const ok = rows.filter((r) => !r.failed).map((r) => r.ratio);
  results.summary.flags = { link: '-O2', compared_with: '-O3', eh: 'legacy wasm exception handling (-fwasm-exceptions, Emscripten 3.1.6)',
    median_ratio: median(ok), max_ratio: Math.max(...ok), min_ratio: Math.min(...ok), rows,
    note: 'µs per step of the -O2-linked module over the -O3-linked one, every preset with its own integrator, Node (TurboFan only), CPU time, medians of interleaved runs' };
  log(`  flags: -O2/-O3 link, median ${fmt(median(ok))}, range ${fmt(Math.min(...ok))}–${fmt(Math.max(...ok))}`);
}
