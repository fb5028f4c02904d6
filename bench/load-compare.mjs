// Side-by-side start-up of several builds of the page (issue 36), for trying a change before it goes
// into `npm run bench`: each argument is a built site folder (served under a sub-path, as bench/load.mjs
// does) or an offline file (opened from file://). Their loads are interleaved, and each one's median
// first animated frame and start-up marks (geovi:bundle … first-frame) are printed.
//
//   node bench/load-compare.mjs [--runs N] [--js-flags "V8 FLAGS"] [--chromium-args "ARGS"] build/site build/site/geovi-offline.html OTHER…
//
// To compare a change, copy build/site aside (cp -r build/site build/site-before), make the change,
// `npm run site`, and give both. --js-flags passes V8 flags to Chromium for what-if runs (for example
// --no-wasm-lazy-compilation), --chromium-args Chromium's own (for example --disable-3d-apis: no WebGL).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../web/tools/serve.mjs';
import { ARGS, timeLoads } from './load.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => { const i = argv.indexOf(name); if (i < 0) return fallback; const v = argv[i + 1]; argv.splice(i, 2); return v; };
const runs = Math.max(1, Number(option('--runs', '9')) || 9);
const jsFlags = option('--js-flags', '');
const chromiumArgs = option('--chromium-args', '').split(' ').filter(Boolean);
if (!argv.length) { console.error('usage: node bench/load-compare.mjs [--runs N] [--js-flags F] [--chromium-args A] SITE_DIR|OFFLINE.html …'); process.exit(2); }

const QUERY = '?scenario=double_spherical_pendulum';
const servers = [], targets = [];
for (const arg of argv) {
  const where = path.resolve(arg);
  if (where.endsWith('.html')) { targets.push({ name: arg, url: `${pathToFileURL(where).href}${QUERY}` }); continue; }
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1', site: where, prefix: '/course/geovi/' });
  servers.push(server);
  targets.push({ name: arg, url: `${url.replace('localhost', '127.0.0.1')}${QUERY}`, http: true });
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...ARGS, ...chromiumArgs, ...(jsFlags ? [`--js-flags=${jsFlags}`] : [])] });
try {
  const rows = await timeLoads(browser, targets, runs);
  console.log(`Chromium ${browser.version()}, ${runs} interleaved loads each${jsFlags ? `, --js-flags=${jsFlags}` : ''}${chromiumArgs.length ? `, ${chromiumArgs.join(' ')}` : ''} (medians, ms after navigation start):`);
  for (const row of rows) {
    const marks = Object.entries(row.marks_median_ms || {}).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`  ${row.case}: first animated frame ${row.median_ms.toFixed(0)} (${row.min_ms.toFixed(0)}–${row.max_ms.toFixed(0)})${marks ? `; ${marks}` : ''}`);
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
