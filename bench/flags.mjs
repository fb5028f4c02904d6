// What wasm build flags cost or buy, each against the module the page ships (linked at -O2,
// scalar), timed interleaved in one process on every preset with its own integrator:
//  - issue 18, item 3: the -O3 link. The wasm is linked at -O2 (CMakeLists.txt, GEOVI_WASM_LINK_OPT)
//    because Safari 26.0 fails at startup on -fwasm-exceptions modules linked at -O3;
//  - issue 14, item 1: wasm SIMD (-msimd128), which lets clang vectorize the 3 × 3 arithmetic. It
//    would raise the minimum Safari from 15.4 to 16.4, so it ships only if it pays for that;
//  - issue 14, item 1: LLVM's default inline threshold (225) at the LTO link, against the 1000 the
//    shipped module is linked with (CMakeLists.txt, GEOVI_WASM_INLINE_THRESHOLD) so that the 3 × 3
//    Eigen kernels inline into the steps as GCC inlines them natively.
// Each variant is built into its own directory (for comparison only).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, median, now, presetNames, readScenario, fmt } from './lib.mjs';

const VARIANTS = [
  { key: 'flags', label: '-O3 link', dir: 'build/wasm-O3', cmake: ['-DGEOVI_WASM_LINK_OPT=-O3'] },
  { key: 'flags_simd128', label: '-msimd128', dir: 'build/wasm-simd128', cmake: ['-DGEOVI_WASM_EXTRA_FLAGS=-msimd128'] },
  { key: 'flags_inline225', label: 'inline threshold 225 (LLVM default)', dir: 'build/wasm-inline225', cmake: ['-DGEOVI_WASM_INLINE_THRESHOLD=225'] },
];

function buildVariant(variant, log) {
  const dir = path.join(ROOT, variant.dir);
  log(`[bench] flags: building the wasm with ${variant.label} into ${variant.dir} (for comparison only)`);
  const env = { ...process.env, NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') };
  execFileSync('emcmake', ['cmake', '-S', ROOT, '-B', dir, '-DCMAKE_BUILD_TYPE=Release', ...variant.cmake,
    '-DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=BOTH', '-DCMAKE_FIND_ROOT_PATH=/usr'], { env, stdio: 'ignore' });
  execFileSync('cmake', ['--build', dir, '--target', 'geovi_wasm', '-j2'], { env, stdio: 'ignore' });
  return dir;
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
  for (const variant of VARIANTS) await compareVariant(variant, { geovi, module, record, results, log, QUICK });
}

// Shipped module over the variant, µs per step: > 1 means the variant is faster.
async function compareVariant(variant, { geovi, module, record, results, log, QUICK }) {
  let other, otherModule;
  try {
    const dir = buildVariant(variant, log);
    other = await import(pathToFileURL(path.join(dir, 'geovi.mjs')).href);
    otherModule = await other.loadGeovi();
  } catch (e) {
    log(`  flags: cannot build the ${variant.label} variant: ${e.message}`);
    results.summary[variant.key] = { failed: String(e.message) };
    return;
  }
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
      timeOnce(geovi, module, scenario, steps); timeOnce(other, otherModule, scenario, steps);  // warm both
      for (let r = 0; r < (QUICK ? 3 : 7); ++r) {
        a.push(timeOnce(geovi, module, scenario, steps));
        b.push(timeOnce(other, otherModule, scenario, steps));
      }
      const row = { name, steps, us_shipped: median(a), us_variant: median(b), ratio: median(a) / median(b) };
      rows.push(row);
      record(variant.key, { case: name, engine: 'wasm', integrator: 'preset', steps, us_per_step: row.us_shipped,
        us_per_step_variant: row.us_variant, variant: variant.label, ratio_shipped_over_variant: row.ratio });
      log(`  ${name}: shipped ${fmt(row.us_shipped)} us, ${variant.label} ${fmt(row.us_variant)} us, ratio ${fmt(row.ratio)}`);
    } catch (e) {
      rows.push({ name, failed: String(e.message || e).slice(0, 200) });
      log(`  ${name}: failed: ${String(e.message || e).split('\n')[0]}`);
    }
  }
  const ok = rows.filter((r) => !r.failed).map((r) => r.ratio);
  results.summary[variant.key] = { shipped: '-O2 link, scalar', variant: variant.label,
    eh: 'legacy wasm exception handling (-fwasm-exceptions, Emscripten 3.1.6)',
    median_ratio: median(ok), max_ratio: Math.max(...ok), min_ratio: Math.min(...ok), rows,
    note: `µs per step of the shipped module over the ${variant.label} one (> 1: the variant is faster), every preset with its own integrator, Node (TurboFan only), CPU time, medians of interleaved runs` };
  log(`  flags: shipped / ${variant.label}, median ${fmt(median(ok))}, range ${fmt(Math.min(...ok))}–${fmt(Math.max(...ok))}`);
}
