// Helpers shared by the benchmark drivers (bench/run.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = path.join(ROOT, 'build/bench');
export const SCENARIOS = path.join(ROOT, 'core/scenarios');
export const NATIVE_BENCH = path.join(ROOT, 'build/native/geovi_bench');
export const WASM_JS = path.join(ROOT, 'build/wasm/geovi.mjs');

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
};

export function machine() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const m = execFileSync('lscpu', { encoding: 'utf8' }).match(/Model name:\s*(.+)/);
    if (m) cpu = m[1].trim();
  } catch { /* lscpu missing: keep os.cpus() */ }
  return { cpu, cores: os.cpus().length, node: process.version, platform: `${os.type()} ${os.release()}`,
    load_average_at_start: os.loadavg() };
}

/** Runs build/native/geovi_bench and parses its JSON lines. */
export function nativeBench(args) {
  const out = execFileSync(NATIVE_BENCH, args.map(String), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 26 });
  return out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

export async function loadWasm() {
  // Time the optimized code, not V8's baseline compiler: by default V8 first
  // compiles wasm with Liftoff and swaps in TurboFan code for hot functions
  // later, in the background; on a loaded 2-core machine that swap can land
  // well inside a short timing run (measured: 13.7 against 4.3 µs/step for a
  // 2000-step chain_pendulum_5 run). Must be set before the module compiles.
  v8.setFlagsFromString('--no-liftoff');
  const geovi = await import(pathToFileURL(WASM_JS).href);
  const module = await geovi.loadGeovi();
  return { geovi, module };
}

export const readScenario = (name) => JSON.parse(fs.readFileSync(path.join(SCENARIOS, `${name}.json`), 'utf8'));
export const presetNames = () => fs.readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();

/** Milliseconds of process CPU time (user + system). The machine is shared (load ≫ cores):
 *  wall time would mostly measure other processes. Runs are ≥ 20 ms, well above its µs resolution. */
export const now = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
export const wallNow = () => performance.now();

/** µs per step of sim.advance(steps), median over `repeat` fresh simulations made by make(). */
export function timeWasm(make, steps, repeat) {
  const warm = make();
  warm.advance(Math.min(steps, 100));
  warm.dispose();
  const us = [];
  for (let r = 0; r < repeat; ++r) {
    const sim = make();
    const t0 = now();
    sim.advance(steps);
    us.push((1000 * (now() - t0)) / steps);
    sim.dispose();
  }
  return { us_per_step: median(us), us_per_step_all: us };
}

/** mean and max |E − E0| sampled after every step (every `every` steps). */
export function energyErrors(sim, steps, every = 1, windows = []) {
  const e0 = sim.energy;
  let sum = 0, max = 0, count = 0;
  const out = { initial_energy: e0, windows: {} };
  for (let k = every; k <= steps; k += every) {
    sim.advance(every);
    const de = Math.abs(sim.energy - e0);
    sum += de; count += 1;
    if (de > max) max = de;
    for (const w of windows) if (k === w) out.windows[w] = { mean: sum / count, max };
  }
  out.mean_abs_energy_error = sum / count;
  out.max_abs_energy_error = max;
  return out;
}

/** Least-squares slope of log y on log x. */
export function logLogSlope(xs, ys) {
  const lx = xs.map(Math.log), ly = ys.map(Math.log);
  const n = lx.length, mx = lx.reduce((a, b) => a + b) / n, my = ly.reduce((a, b) => a + b) / n;
  let sxy = 0, sxx = 0;
  for (let i = 0; i < n; ++i) { sxy += (lx[i] - mx) * (ly[i] - my); sxx += (lx[i] - mx) ** 2; }
  return sxy / sxx;
}

export const fmt = (x, d = 3) => (x == null || !Number.isFinite(x) ? String(x) : Number(x.toPrecision(d)).toString());

/** The page's dev server on a free-ish port and headless Chromium (software rendering), for the benches
 *  that time the page: { browser, base (the server's URL, ending in /), close() }; null (said in the log)
 *  when playwright-core is missing. */
export async function startBenchPage(log, name) {
  let chromium;
  try { ({ chromium } = await import('playwright-core')); } catch (e) { log(`  ${name}: playwright-core missing (${e.message})`); return null; }
  const { spawn } = await import('node:child_process');
  const port = 8700 + Math.floor(Math.random() * 290);
  const server = spawn(process.execPath, [path.join(ROOT, 'web/tools/serve.mjs')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu',
    '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'] });
  const base = `http://127.0.0.1:${port}/`;
  for (let k = 0; k < 50; ++k) { try { await fetch(base); break; } catch { await new Promise((r) => setTimeout(r, 100)); } }
  return { browser, base, close: async () => { await browser.close(); server.kill(); } };
}
