// Issue 13, item 6: how long a class waits. From the static site (build/site,
// served under a sub-path as a course web server would) and from the offline file
// (file://), the wall time from the start of navigation to the first animated
// frame (the first frame in which the main run's clock has moved), in headless
// Chromium with a fresh profile each time (no cache). Median of several loads.
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ROOT, median } from './lib.mjs';
import { startServer } from '../web/tools/serve.mjs';

const SITE = path.join(ROOT, 'build/site');

// Runs in the page on every animation frame until the clock has moved: then the time since navigation start.
const firstAnimatedFrame = () => {
  const m = window.geoviDebug && window.geoviDebug.main;
  return m && m.time > 0 ? performance.now() : false;
};

export async function benchLoad({ record, results, log, QUICK }) {
  if (!fs.existsSync(path.join(SITE, 'index.html'))) { log('  load: build/site is missing (npm run site)'); return; }
  const { chromium } = await import('playwright-core');
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1', site: SITE, prefix: '/course/geovi/' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu',
    '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'] });
  const runs = QUICK ? 3 : 7;
  const targets = [
    { name: 'static site (http, sub-path)', url: `${url.replace('localhost', '127.0.0.1')}?scenario=double_spherical_pendulum` },
    { name: 'offline file (file://)', url: `${pathToFileURL(path.join(SITE, 'geovi-offline.html')).href}?scenario=double_spherical_pendulum` },
  ];
  log('[bench] load: navigation start to the first animated frame (headless Chromium, no cache)');
  const rows = [];
  try {
    for (const target of targets) {
      const ms = [];
      for (let k = 0; k < runs; ++k) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(target.url, { waitUntil: 'commit' });
        const handle = await page.waitForFunction(firstAnimatedFrame, null, { polling: 'raf', timeout: 30000 });
        ms.push(Number(await handle.jsonValue()));
        await context.close();
      }
      const row = { case: target.name, median_ms: median(ms), min_ms: Math.min(...ms), max_ms: Math.max(...ms), runs };
      rows.push(row);
      record('load', { case: target.name, engine: 'wasm (Chromium page)', integrator: 'preset', first_frame_ms: row.median_ms, runs });
      log(`  ${target.name}: first animated frame after ${row.median_ms.toFixed(0)} ms (median of ${runs}; ${row.min_ms.toFixed(0)}–${row.max_ms.toFixed(0)})`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const offlineBytes = fs.statSync(path.join(SITE, 'geovi-offline.html')).size;
  results.summary.load = { rows, offline_file_bytes: offlineBytes, goal_ms: 2000,
    note: 'median wall time from navigation start to the first frame whose simulated time is > 0; headless Chromium, software rendering' };
}
