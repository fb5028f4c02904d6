// Item 6c (issue #32 §7): the Poincaré section view in the page, in headless Chromium
// (playwright-core + /usr/bin/chromium), docs/section-view.md:
//   - a seeded orbit of the planar double pendulum: the wall time from the click to its 1000th
//     crossing, and the animation's frame rate and × real time while it is computed, in the Web
//     Worker and, for contrast, on the main thread (the fallback where no worker starts: the page
//     is opened with window.Worker removed);
//   - every preset with the section view shown at 1× real time: × real time (simulated seconds
//     over wall seconds, from the clocks) and frames per second.
// benchSectionFtle (--only section_ftle; issue 47, item 7): the section's self-filling on opening and
// its FTLE shading of a 100 × 100 grid (web/js/section-ftle.js, one tangent vector a cell: FTLE_COUNT):
// wall seconds, and the frame rate and × real time while the worker computes.
import os from 'node:os';
import { median, presetNames, startBenchPage } from './lib.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Frames per second and × real time of the main run over `ms` of wall time. */
const framesAndClock = (page, ms) => page.evaluate((span) => new Promise((res) => {
  let n = 0;
  const t0 = performance.now(), s0 = window.geoviDebug.main.time;
  const f = () => {
    ++n;
    const dt = performance.now() - t0;
    if (dt < span) requestAnimationFrame(f);
    else res({ fps: (1000 * n) / dt, realtime: (window.geoviDebug.main.time - s0) / (dt / 1000) });
  };
  requestAnimationFrame(f);
}), ms);

/** Seeds one orbit by a click at data (0.5, 1.0) and measures until its 1000th crossing. */
async function seededOrbit(page) {
  await page.waitForFunction(() => window.geoviDebug.section.rows.main, null, { timeout: 30000 });
  const idle = await framesAndClock(page, 1500);
  const result = await page.evaluate(() => new Promise((res) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-testid="section-canvas"]'));
    const r = window.geoviDebug.section.range, w = canvas.getBoundingClientRect();
    const M = { left: 52, right: 10, top: 8, bottom: 34 };  // web/js/section-plot.js MARGIN
    const px = M.left + ((0.5 - r.x[0]) / (r.x[1] - r.x[0])) * (w.width - M.left - M.right);
    const py = M.top + (1 - (1.0 - r.y[0]) / (r.y[1] - r.y[0])) * (w.height - M.top - M.bottom);
    let frames = 0;
    const s0 = window.geoviDebug.main.time;
    const t0 = performance.now();
    canvas.dispatchEvent(new MouseEvent('click', { clientX: w.left + px, clientY: w.top + py, bubbles: true }));
    const f = () => {
      ++frames;
      const s = window.geoviDebug.section;
      if (s.rows['1'] && s.rows['1'].length >= 1000 && !s.running.length) {
        const dt = performance.now() - t0;
        res({ ms: dt, fps: (1000 * frames) / dt, realtime: (window.geoviDebug.main.time - s0) / (dt / 1000), crossings: s.rows['1'].length, mode: s.mode });
      } else if (performance.now() - t0 > 60000) res({ failed: 'no 1000 crossings within 60 s' });
      else requestAnimationFrame(f);
    };
    requestAnimationFrame(f);
  }));
  return { ...result, idle_fps: idle.fps, idle_realtime: idle.realtime };
}

export async function benchSection({ record, results, log, QUICK }) {
  const bench = await startBenchPage(log, 'section');
  if (!bench) return;
  const browser = bench.browser;
  const summary = { orbit: {}, presets: [] };
  try {
    log('[bench] section: a seeded orbit of the planar double pendulum, 1000 crossings (headless Chromium)');
    // 'worker' is the page as it is (the orbit paced over ORBIT_SPREAD_MS); 'worker-unpaced' the same
    // with pacing off (as fast as it can). The modes take turns, a fresh page for each orbit, so that
    // a load that changes during the run falls on all of them alike.
    const modes = ['worker', 'worker-unpaced', 'main-thread'];
    const runs = Object.fromEntries(modes.map((m) => [m, []]));
    for (let k = 0; k < (QUICK ? 1 : 3); ++k) {
      for (const where of modes) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        if (where === 'main-thread') await page.addInitScript(() => { delete window.Worker; });
        await page.goto(`${bench.base}?scenario=planar_double_pendulum&view=section`);
        await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
        if (where === 'worker-unpaced') await page.evaluate(() => window.geoviDebug.section.pace(0));
        runs[where].push(await seededOrbit(page));
        await page.close();
      }
    }
    for (const where of modes) {
      const ok = runs[where].filter((r) => !r.failed);
      const row = { mode: ok.length ? ok[0].mode : null, runs: runs[where].length, wall_ms: median(ok.map((r) => r.ms)), max_wall_ms: Math.max(...ok.map((r) => r.ms)),
        fps_during: median(ok.map((r) => r.fps)), fps_idle: median(ok.map((r) => r.idle_fps)),
        realtime_during: median(ok.map((r) => r.realtime)), realtime_idle: median(ok.map((r) => r.idle_realtime)), failed: runs[where].find((r) => r.failed)?.failed ?? null };
      summary.orbit[where] = row;
      record('section', { case: `seeded orbit, 1000 crossings (${where})`, engine: 'wasm (Chromium page)', integrator: 'vi', h: 0.01, ...row });
      log(`  ${where} (${row.mode}): ${row.wall_ms?.toFixed(0)} ms median (max ${row.max_wall_ms?.toFixed(0)}) for 1000 crossings; ` +
        `${row.fps_during?.toFixed(0)} fps during (${row.fps_idle?.toFixed(0)} before), ${row.realtime_during?.toFixed(2)}x real time during (${row.realtime_idle?.toFixed(2)} before)`);
    }

    // Each preset twice, back to back under the same load: the 3-D scene alone, then with the section
    // view beside it, so that what the section costs shows as the difference.
    log('[bench] section: every preset at 1x real time, the scene alone and with the section view shown');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const name of presetNames()) {
      const row = { name };
      for (const view of ['scene', 'section']) {
        await page.goto(`${bench.base}?scenario=${name}&view=${view}`);
        try {
          await page.waitForFunction(() => window.geoviDebug && window.geoviDebug.main && window.geoviDebug.playing, null, { timeout: 20000 });
        } catch { row.failed = `page did not start (${view})`; break; }
        await sleep(QUICK ? 1000 : 2000);
        const m = await framesAndClock(page, QUICK ? 2000 : 4000);
        row[`${view}_fps`] = m.fps;
        row[`${view}_realtime`] = m.realtime;
        if (view === 'section') {
          row.shown = await page.evaluate(() => !document.querySelector('[data-testid="section-view"]').hidden);
          row.crossings = await page.evaluate(() => (window.geoviDebug.section.rows.main || []).length);
          // The section's own drawing, per frame (its exponential average): what it takes from a frame.
          row.section_draw_ms_per_frame = await page.evaluate(() => window.geoviDebug.section.drawMs);
        }
      }
      summary.presets.push(row);
      record('section', { case: `${name}: scene alone, and with the section view`, engine: 'wasm (Chromium page)', integrator: 'preset', h: null, ...row });
      log(row.failed ? `  ${name}: ${row.failed}` : `  ${name}: ${row.section_realtime.toFixed(2)}x real time with the section (${row.scene_realtime.toFixed(2)} without), ` +
        `${row.section_fps.toFixed(0)} fps (${row.scene_fps.toFixed(0)} without), section ${row.shown ? 'shown' : 'NOT shown'}, ${row.crossings} crossings, ` +
        `drawing it ${row.section_draw_ms_per_frame.toFixed(3)} ms/frame`);
    }
    await page.close();
  } finally {
    await bench.close();
  }
  const ok = summary.presets.filter((r) => !r.failed);
  summary.min_realtime_with_section = Math.min(...ok.map((r) => r.section_realtime));
  summary.min_realtime_scene_alone = Math.min(...ok.map((r) => r.scene_realtime));
  summary.max_section_draw_ms_per_frame = Math.max(...ok.map((r) => r.section_draw_ms_per_frame));
  summary.load_average = os.loadavg();  // the machine is shared: the figures are only as good as this
  summary.note = 'headless Chromium with software rendering (SwiftShader); orbit wall time from the click to the 1000th crossing drawn';
  results.summary.section = summary;
}

/** Frames per second and × real time of the main run while the section's `job` ('fill' or 'ftle') is not done, at most `ms`. */
const framesWhile = (page, job, ms) => page.evaluate(([which, span]) => new Promise((res) => {
  const still = () => !window.geoviDebug.section[which].done;
  let n = 0;
  const t0 = performance.now(), s0 = window.geoviDebug.main.time;
  const f = () => {
    ++n;
    const dt = performance.now() - t0;
    if (dt < span && still()) requestAnimationFrame(f);
    else res({ fps: (1000 * n) / dt, realtime: (window.geoviDebug.main.time - s0) / (dt / 1000), ms: dt });
  };
  requestAnimationFrame(f);
}), [job, ms]);

export async function benchSectionFtle({ record, results, log, QUICK }) {
  const bench = await startBenchPage(log, 'section_ftle');
  if (!bench) return;
  const browser = bench.browser;
  const n = QUICK ? 40 : 100;
  const summary = { grid: n, load_average_at_start: os.loadavg() };
  try {
    log(`[bench] section_ftle: the planar double pendulum's section, self-filling on opening, then FTLE shading of a ${n} × ${n} grid (headless Chromium)`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${bench.base}?scenario=planar_double_pendulum`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await sleep(2000);
    const idle = await framesAndClock(page, 2000);
    await page.click('[data-testid="view-section"]');
    await page.waitForFunction(() => window.geoviDebug.section.fill, null, { timeout: 20000 });
    const fillFrames = await framesWhile(page, 'fill', 60000);
    await page.waitForFunction(() => window.geoviDebug.section.fill.done, null, { timeout: 60000 });
    const fill = await page.evaluate(() => window.geoviDebug.section.fill);
    summary.fill = { seeds: fill.seeds.length, crossings: fill.crossings, wall_ms: fill.ms, fps_during: fillFrames.fps, realtime_during: fillFrames.realtime,
      fps_idle: idle.fps, realtime_idle: idle.realtime };
    log(`  self-filling: ${fill.seeds.length} seeds, ${fill.crossings} crossings in ${(fill.ms / 1000).toFixed(2)} s; ` +
      `${fillFrames.fps.toFixed(0)} fps and ${fillFrames.realtime.toFixed(2)}x real time during (${idle.fps.toFixed(0)} fps, ${idle.realtime.toFixed(2)}x before)`);
    await page.evaluate((cells) => window.geoviDebug.section.shadeGrid(cells), n);
    await page.click('[data-testid="section-ftle"]');
    await page.waitForFunction(() => window.geoviDebug.section.ftle, null, { timeout: 20000 });
    const frames = await framesWhile(page, 'ftle', 10000);
    await page.waitForFunction(() => window.geoviDebug.section.ftle.done, null, { timeout: 900000, polling: 500 });
    const f = await page.evaluate(() => { const x = window.geoviDebug.section.ftle; return { ...x, values: undefined }; });
    Object.assign(summary, { wall_s: f.ms / 1000, cells: f.grid.nx * f.grid.ny, with_state: f.computed - f.blank, blank: f.blank,
      min: f.min, max: f.max, window_s: f.grid.window, steps: f.grid.steps, h: f.grid.h, tangent_vectors: f.grid.count ?? null,
      ms_per_cell_with_state: f.ms / Math.max(1, f.computed - f.blank), error: f.error,
      fps_during: frames.fps, realtime_during: frames.realtime, measured_over_ms: frames.ms, load_average_at_end: os.loadavg() });
    record('section_ftle', { case: `FTLE shading of a ${n} x ${n} grid (planar double pendulum)`, engine: 'wasm (Chromium page, worker)', integrator: 'vi', h: f.grid.h, ...summary });
    log(`  FTLE shading ${n} x ${n}: ${summary.wall_s.toFixed(1)} s (the issue's goal: 10 s); ${summary.with_state} cells with a state, ${f.blank} blank; ` +
      `${f.min.toFixed(3)}-${f.max.toFixed(3)} /s over ${f.grid.window} s (${f.grid.steps} steps of ${f.grid.h} s, ${f.grid.count ?? 'all'} tangent vector(s)); ` +
      `${frames.fps.toFixed(0)} fps and ${frames.realtime.toFixed(2)}x real time during its first ${(frames.ms / 1000).toFixed(0)} s`);
    await page.close();
  } finally {
    await bench.close();
  }
  summary.note = 'headless Chromium with software rendering (SwiftShader), the shared 2-core machine; one run';
  results.summary.section_ftle = summary;
}
