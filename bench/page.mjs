// Item 6: physics milliseconds per frame of the demo page for every preset at 1× real
// time, in headless Chromium (playwright-core + /usr/bin/chromium, never a downloaded
// browser). Reads the page's own indicator: window.geoviDebug.timings.physicsMsPerFrame
// (the EMA behind data-testid="physics-ms"), and the simulated seconds per wall second
// over the sampling window.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, median, presetNames } from './lib.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function benchPage({ record, results, log, QUICK }) {
  let chromium;
  try { ({ chromium } = await import('playwright-core')); } catch (e) { log(`  page: playwright-core missing (${e.message})`); return; }
  const port = 8700 + Math.floor(Math.random() * 200);
  const server = spawn(process.execPath, [path.join(ROOT, 'web/tools/serve.mjs')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu',
    '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'] });
  const rows = [];
  try {
    for (let k = 0; k < 50; ++k) { try { await fetch(`http://127.0.0.1:${port}/`); break; } catch { await sleep(100); } }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    log('[bench] page: physics ms per frame at 1x real time (headless Chromium)');
    for (const name of presetNames()) {
      await page.goto(`http://127.0.0.1:${port}/?scenario=${name}`);
      try {
        await page.waitForFunction(() => window.geoviDebug && window.geoviDebug.main && window.geoviDebug.playing, null, { timeout: 20000 });
      } catch { rows.push({ name, failed: 'page did not start' }); log(`  ${name}: did not start`); continue; }
      await sleep(QUICK ? 1000 : 2500);  // let the physics-ms EMA settle
      // × real time from the clocks themselves (simulated seconds over wall seconds across the
      // sampling window), not from the page's EMA, which lags when frames are slow.
      const clocks = () => page.evaluate(() => ({ sim: window.geoviDebug.main.time, wall: performance.now() / 1000 }));
      const c0 = await clocks();
      const ms = [];
      for (let s = 0; s < (QUICK ? 6 : 12); ++s) {
        const t = await page.evaluate(() => window.geoviDebug.timings);
        ms.push(t.physicsMsPerFrame);
        await sleep(250);
      }
      const c1 = await clocks();
      const realtime = (c1.sim - c0.sim) / (c1.wall - c0.wall);
      const fps = await page.evaluate(() => new Promise((res) => { let n = 0; const t0 = performance.now();
        const f = () => { ++n; if (performance.now() - t0 < 1000) requestAnimationFrame(f); else res((1000 * n) / (performance.now() - t0)); }; requestAnimationFrame(f); }));
      // One step's cost inside the page (Chromium's wasm), from a single batch of ~50 ms: what a
      // faster renderer would leave the physics to do, 1/h steps per simulated second.
      // A run that fails inside the probe (a preset that meets a collision in the batch) is
      // recorded as failed with its message, and the benchmark goes on.
      const step = await page.evaluate(() => {
        const m = window.geoviDebug.main;
        try {
          let n = 1, t0 = performance.now();
          m.advance(1);
          const probe = Math.max(performance.now() - t0, 1e-3);
          n = Math.max(1, Math.min(100000, Math.round(50 / probe)));
          t0 = performance.now();
          m.advance(n);
          return { ms: (performance.now() - t0) / n, h: m.stepSize };
        } catch (e) {
          return { failed: String(e.message || e).slice(0, 300), h: m.stepSize };
        }
      });
      if (step.failed) {
        rows.push({ name, failed: step.failed });
        record('page', { case: name, engine: 'wasm (Chromium page)', integrator: 'preset', h: step.h, failed: step.failed });
        log(`  ${name}: in-page step probe failed: ${step.failed}`);
        continue;
      }
      const row = { name, physics_ms_per_frame: median(ms), realtime, fps, ms_per_step_in_page: step.ms,
        physics_ms_per_frame_at_60fps: (step.ms / step.h) / 60 };
      rows.push(row);
      record('page', { case: name, engine: 'wasm (Chromium page)', integrator: 'preset', h: null, steps: null, us_per_step: null,
        physics_ms_per_frame: row.physics_ms_per_frame, realtime: row.realtime, fps, ms_per_step_in_page: row.ms_per_step_in_page,
        physics_ms_per_frame_at_60fps: row.physics_ms_per_frame_at_60fps });
      log(`  ${name}: ${row.physics_ms_per_frame.toFixed(3)} ms/frame physics, ${row.realtime.toFixed(2)}x real time, ${fps.toFixed(0)} fps; ` +
        `${row.ms_per_step_in_page.toFixed(4)} ms/step in the page = ${row.physics_ms_per_frame_at_60fps.toFixed(2)} ms of physics per frame at 60 fps`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const ok = rows.filter((r) => !r.failed);
  results.summary.page = { rows, max_physics_ms_per_frame: Math.max(...ok.map((r) => r.physics_ms_per_frame)),
    note: 'headless Chromium with software rendering (SwiftShader): fps reflects the renderer, physics ms is the wasm step cost per frame' };
}
