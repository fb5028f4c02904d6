// A system built in the page's editor, timed as the page runs it: the chain of pendula from its
// template, grown to 64 links with the editor's own Add body button, h = 0.005 s, applied, then the
// page's real-time factor (window.geoviDebug.timings.realtime, the figure behind "× real time") and the
// same measured from the clocks over the sampling window. Headless Chromium (playwright-core +
// /usr/bin/chromium, never a downloaded browser). The goal is ≥ 1× (docs/building.md).
//
//   node bench/run.mjs --only editor
import { startServer } from '../web/tools/serve.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const LINKS = 64;
const H = 0.005;
const CHAIN = 'chain_pendulum';  // the system type the benchmark builds (a benchmark may name one; the page names none)

export async function benchEditor({ record, results, log, QUICK }) {
  let chromium;
  try { ({ chromium } = await import('playwright-core')); } catch (e) { log(`  editor: playwright-core missing (${e.message})`); return; }
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu',
    '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'] });
  log(`[bench] editor: a ${LINKS}-link chain built in the page's editor, h = ${H} s (headless Chromium)`);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url.replace('localhost', '127.0.0.1'));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await page.click('[data-testid="build-button"]');
    await page.selectOption('[data-testid="build-type"]', CHAIN);
    const bodies = () => page.locator('[data-testid="build"] .bf-body').count();
    while (await bodies() < LINKS) await page.click('[data-testid="build"] [data-focus="add-body:"]');
    await page.fill('[data-testid="build"] [data-path="integrator.h"]', String(H));
    await page.waitForSelector('[data-testid="build"][data-check="ok"]', { timeout: 20000 });
    await page.click('[data-testid="build-apply"]');
    await page.waitForFunction((n) => window.geoviDebug.settings.source === 'editor' && window.geoviDebug.main.stateColumns.length === 6 * n
      && window.geoviDebug.playing, LINKS, { timeout: 20000 });
    const run = await page.evaluate(() => ({ integrator: window.geoviDebug.main.integrator, h: window.geoviDebug.main.stepSize }));
    await sleep(QUICK ? 2000 : 4000);  // let the page's EMA settle
    const clocks = () => page.evaluate(() => ({ sim: window.geoviDebug.main.time, wall: performance.now() / 1000 }));
    const c0 = await clocks();
    const samples = [];
    for (let s = 0; s < (QUICK ? 6 : 16); ++s) { samples.push(await page.evaluate(() => window.geoviDebug.timings)); await sleep(250); }
    const c1 = await clocks();
    const last = samples[samples.length - 1];
    const row = { case: `editor_chain_${LINKS}`, engine: 'wasm (Chromium page)', integrator: run.integrator, h: run.h, links: LINKS,
      realtime: last.realtime, realtime_clocks: (c1.sim - c0.sim) / (c1.wall - c0.wall), physics_ms_per_frame: last.physicsMsPerFrame };
    record('editor', row);
    results.summary.editor = { ...row, goal: '>= 1x real time', note: 'built through the Build panel: template, Add body to 64 links, h, Apply' };
    log(`  ${LINKS}-link chain (${run.integrator}, h = ${run.h}): ${row.realtime.toFixed(2)}x real time (page), ` +
      `${row.realtime_clocks.toFixed(2)}x from the clocks, ${row.physics_ms_per_frame.toFixed(2)} ms/frame physics`);
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}
