// How long a class waits (issue 13, item 6; issue 36). From the static site (build/site, served under
// a sub-path as a course web server would) and from the offline file (file://), the wall time from the
// start of navigation to the first animated frame (the first frame in which the main run's clock has
// moved), in headless Chromium with software GL and a fresh context each time (no cache). Median of
// several loads.
//
// The figure that counts is a ratio: today's page against a fixed earlier build (bench/baseline.mjs:
// commit 3ab9a32, before the editor, the course API, Python, the languages and the access features),
// built once into build/, served and opened side by side in the same run and the same browser, the
// loads of the two interleaved so that the machine's load of the moment falls on both alike. Absolute
// times depend on the machine; the ratio much less. Goals (issue 36): ≤ 0.7 of the baseline's time from
// the site and from the offline file; the offline file ≤ 2.6 MB.
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ROOT, median } from './lib.mjs';
import { startServer } from '../web/tools/serve.mjs';
import { baselineSite } from './baseline.mjs';

const SITE = path.join(ROOT, 'build/site');
const PREFIX = '/course/geovi/';
const QUERY = '?scenario=double_spherical_pendulum';
export const GOAL_RATIO = 0.7;
export const GOAL_OFFLINE_BYTES = 2.6e6;
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--enable-unsafe-swiftshader'];

// Runs in the page on every animation frame until the clock has moved: then the time since navigation
// start, and the bytes the page had requested by then (its resource entries; the offline file has none).
const firstAnimatedFrame = () => {
  const m = window.geoviDebug && window.geoviDebug.main;
  if (!(m && m.time > 0)) return false;
  const entries = performance.getEntriesByType('resource');
  // Today's page marks its start-up (web/js/app.js): when the bundle ran, the core was in, the panels
  // were made, the first run was open, and its first frame drawn (the baseline has none).
  const marks = Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('geovi:')).map((m) => [m.name.slice(6), m.startTime]));
  return { ms: performance.now(), requests: entries.length, bytes: entries.reduce((s, e) => s + (e.encodedBodySize || 0), 0), marks };
};

/** Bytes of a built site: the offline file, and what the static site holds (every file but the offline one). */
function sizes(site) {
  let siteBytes = 0;
  const walk = (dir) => { for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) walk(p); else if (p !== path.join(site, 'geovi-offline.html')) siteBytes += fs.statSync(p).size;
  } };
  walk(site);
  return { offline_file_bytes: fs.statSync(path.join(site, 'geovi-offline.html')).size, site_bytes: siteBytes };
}

/** Times the first animated frame of each target, `runs` times, interleaved (one load of each per round). */
export async function timeLoads(browser, targets, runs) {
  const ms = targets.map(() => []), fetched = targets.map(() => []);
  for (let k = 0; k < runs; ++k) {
    for (const [i, target] of targets.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(target.url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(firstAnimatedFrame, null, { polling: 'raf', timeout: 30000 });
      const r = await handle.jsonValue();
      // Today's page draws its first frames flat and its 3-D renderer takes over after them
      // (geovi:3d): when that was, too (the baseline drew 3-D from its first frame).
      if (r.marks && 'first-frame' in r.marks) {
        r.marks['3d'] = await (await page.waitForFunction(() => {
          const m = performance.getEntriesByName('geovi:3d')[0];
          return m ? m.startTime : document.body.dataset.ready === 'true' ? -1 : false;
        }, null, { polling: 'raf', timeout: 30000 })).jsonValue();
        if (r.marks['3d'] < 0) delete r.marks['3d'];
      }
      ms[i].push(Number(r.ms));
      fetched[i].push(r);
      await context.close();
    }
  }
  const phases = (i) => {
    const names = [...new Set(fetched[i].flatMap((f) => Object.keys(f.marks || {})))];
    return names.length ? Object.fromEntries(names.map((n) => [n, median(fetched[i].map((f) => f.marks[n]).filter(Number.isFinite))])) : undefined;
  };
  return targets.map((t, i) => ({ case: t.name, median_ms: median(ms[i]), min_ms: Math.min(...ms[i]), max_ms: Math.max(...ms[i]), runs,
    ...(phases(i) ? { marks_median_ms: phases(i) } : {}),
    ...(t.http ? { requests_before_first_frame: median(fetched[i].map((f) => f.requests)), bytes_before_first_frame: median(fetched[i].map((f) => f.bytes)) } : {}) }));
}

export async function benchLoad({ record, results, log, QUICK }) {
  if (!fs.existsSync(path.join(SITE, 'index.html'))) { log('  load: build/site is missing (npm run site)'); return; }
  let baseline = null;
  try { baseline = baselineSite({ log }); } catch (e) { log(`  load: the baseline could not be built, timing today's page alone: ${String(e.message || e).split('\n')[0]}`); }
  const { chromium } = await import('playwright-core');
  const servers = [], targets = [];
  for (const [who, site] of [['', SITE], ...(baseline ? [[`baseline ${baseline.commit.slice(0, 7)}: `, baseline.site]] : [])]) {
    const { server, url } = await startServer({ port: 0, host: '127.0.0.1', site, prefix: PREFIX });
    servers.push(server);
    targets.push({ name: `${who}static site (http, sub-path)`, url: `${url.replace('localhost', '127.0.0.1')}${QUERY}`, http: true, baseline: !!who },
      { name: `${who}offline file (file://)`, url: `${pathToFileURL(path.join(site, 'geovi-offline.html')).href}${QUERY}`, baseline: !!who });
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  // --load-runs N: more loads of each, for a steadier median on a busy machine.
  const i = process.argv.indexOf('--load-runs');
  const runs = i > 0 ? Math.max(1, Number(process.argv[i + 1]) || 7) : QUICK ? 3 : 7;
  const version = browser.version();
  log(`[bench] load: navigation start to the first animated frame (headless Chromium ${version}, software GL, no cache; ` +
    `${baseline ? `today's page and the baseline ${baseline.commit.slice(0, 7)} interleaved, ` : ''}median of ${runs})`);
  let rows;
  try {
    rows = await timeLoads(browser, targets, runs);
  } finally {
    await browser.close();
    for (const s of servers) s.close();
  }
  const ours = rows.filter((r, i) => !targets[i].baseline), theirs = rows.filter((r, i) => targets[i].baseline);
  for (const row of ours) record('load', { case: row.case, engine: 'wasm (Chromium page)', integrator: 'preset', first_frame_ms: row.median_ms, runs });
  for (const row of theirs) record('load', { case: row.case, engine: 'wasm (Chromium page)', integrator: 'preset', first_frame_ms: row.median_ms, runs, baseline: true });
  const own = sizes(SITE);
  const ratio = (k) => (theirs[k] ? ours[k].median_ms / theirs[k].median_ms : null);
  const ratios = { static_site: ratio(0), offline_file: ratio(1) };
  // When the 3-D view took over from the flat first frames, against the baseline's first (3-D) frame.
  const webgl = (k) => { const m = ours[k].marks_median_ms && ours[k].marks_median_ms['3d']; return m != null && theirs[k] ? m / theirs[k].median_ms : null; };
  const ratios3d = { static_site: webgl(0), offline_file: webgl(1) };
  for (const [k, row] of ours.entries()) {
    const m3d = row.marks_median_ms && row.marks_median_ms['3d'], r3d = webgl(k);
    log(`  ${row.case}: first animated frame after ${row.median_ms.toFixed(0)} ms (median of ${runs}; ${row.min_ms.toFixed(0)}–${row.max_ms.toFixed(0)})` +
      (theirs[k] ? `; the baseline ${theirs[k].median_ms.toFixed(0)} ms (${theirs[k].min_ms.toFixed(0)}–${theirs[k].max_ms.toFixed(0)}): ratio ${ratio(k).toFixed(2)} (goal ≤ ${GOAL_RATIO})` : '') +
      (m3d != null ? `; the 3-D view takes over at ${m3d.toFixed(0)} ms${r3d != null ? ` (${r3d.toFixed(2)} of the baseline's first frame)` : ''}` : ''));
  }
  log(`  offline file: ${(own.offline_file_bytes / 1e6).toFixed(2)} MB (goal ≤ ${GOAL_OFFLINE_BYTES / 1e6} MB)` +
    (baseline ? `; the baseline's ${(sizes(baseline.site).offline_file_bytes / 1e6).toFixed(2)} MB` : ''));
  results.summary.load = { rows: ours, offline_file_bytes: own.offline_file_bytes, goal_ms: 2000,
    note: 'median wall time from navigation start to the first frame whose simulated time is > 0 (drawn flat; marks_median_ms["3d"]: the 3-D renderer took over); headless Chromium, software rendering',
    browser: `Chromium ${version}`, site_bytes: own.site_bytes, runs_interleaved: !!baseline,
    baseline: baseline ? { commit: baseline.commit, rows: theirs, ...sizes(baseline.site) } : null,
    ratio: ratios, ratio_3d: ratios3d, goal_ratio: GOAL_RATIO, goal_offline_bytes: GOAL_OFFLINE_BYTES,
    goals_met: { static_site: ratios.static_site != null && ratios.static_site <= GOAL_RATIO,
      offline_file: ratios.offline_file != null && ratios.offline_file <= GOAL_RATIO, offline_bytes: own.offline_file_bytes <= GOAL_OFFLINE_BYTES } };
}
