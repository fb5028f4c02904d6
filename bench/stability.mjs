// The stability view's parameter sweep in the page (issue 47, item 7; docs/stability-view.md, "Sweeping a
// parameter"): the sleeping top's spin swept over 200 values from 10 to 30 rad/s with the view's own
// form, in headless Chromium (the dev server, software rendering), timed by the view itself (the
// sweep's `ms`, from the click to its threshold). The goal: within 2 s. Each of REPEATS sweeps is a
// fresh click on the same page; the median is the figure.
//
//   node bench/run.mjs --only stability_sweep [--quick]
import os from 'node:os';
import { median, startBenchPage } from './lib.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function benchStabilitySweep({ record, results, log, QUICK }) {
  const bench = await startBenchPage(log, 'stability_sweep');
  if (!bench) return;
  const repeats = QUICK ? 3 : 7;
  const summary = { points: 200, repeats, load_average_at_start: os.loadavg() };
  try {
    log(`[bench] stability_sweep: the sleeping top's spin, 200 values from 10 to 30 rad/s, the view's sweep in headless Chromium, ${repeats} times`);
    const page = await bench.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${bench.base}?scenario=lagrange_top_sleeping&view=stability`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await sleep(2000);
    const ms = [];
    let last = null;
    for (let k = 0; k < repeats; ++k) {
      await page.fill('[data-testid="stability-sweep-points"]', '200');
      await page.click('[data-testid="stability-sweep-run"]');
      // Wait for this sweep's own result: the state leaves 'done' when the click starts it.
      await page.waitForFunction(() => window.geoviDebug.stability.sweep.state !== 'done', null, { timeout: 10000, polling: 20 }).catch(() => {});
      await page.waitForFunction(() => window.geoviDebug.stability.sweep.state === 'done', null, { timeout: 120000, polling: 50 });
      last = await page.evaluate(() => { const s = window.geoviDebug.stability.sweep; return { ms: s.ms, threshold: s.threshold, textbook: s.textbook, n: s.values.length }; });
      ms.push(last.ms);
    }
    Object.assign(summary, { wall_s_median: median(ms) / 1000, wall_s: ms.map((v) => v / 1000), threshold: last.threshold, textbook: last.textbook,
      values: last.n, load_average_at_end: os.loadavg() });
    record('stability_sweep', { case: 'sleeping top, initial.Omega.2 from 10 to 30, 200 points', engine: 'wasm (Chromium page)', integrator: 'vi', ...summary });
    log(`  200-point sweep: median ${summary.wall_s_median.toFixed(2)} s (the issue's goal: 2 s; each ${summary.wall_s.map((v) => v.toFixed(2)).join(', ')} s); ` +
      `threshold ${last.threshold} rad/s against the textbook's ${last.textbook}`);
    await page.close();
  } finally {
    await bench.close();
  }
  summary.note = 'headless Chromium with software rendering (SwiftShader), the shared 2-core machine';
  results.summary.stability_sweep = summary;
}
