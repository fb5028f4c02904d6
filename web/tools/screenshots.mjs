// README screenshots of the demo page: starts the static server and Debian's
// Chromium (playwright-core; never downloads a browser), opens a few permalinks,
// lets them run, and writes docs/screenshots/*.png.
//
//   npm run screenshots        (after npm run build)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.join(ROOT, 'docs/screenshots');
const SHOTS = [
  { name: 'compare-double-pendulum', query: '?scenario=double_spherical_pendulum&compare=rk4&speed=5', wait: 6000 },
  { name: 'molecules-kinetic-energy', query: '?scenario=molecules_on_sphere&speed=2', wait: 6000 },
  { name: 'magnetic-dipoles', query: '?scenario=magnetic_dipoles&plot=momentum', wait: 4000 },
  { name: 'lagrange-top-explain', query: '?scenario=lagrange_top_near_vertical&compare=rk4-euler313&plot=phase', wait: 5000, explain: true },
  { name: 'chain-phase-plot', query: '?scenario=chain_pendulum_5&plot=phase&speed=2', wait: 5000 },
  { name: 'phone', query: '?scenario=sphere_three_body&speed=2', wait: 4000, viewport: { width: 390, height: 844 }, full: true },
];

fs.mkdirSync(OUT, { recursive: true });
const { server, url } = await startServer({ port: 0, host: '127.0.0.1' });
const base = url.replace('localhost', '127.0.0.1');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--no-first-run', '--enable-unsafe-swiftshader'],
});
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: shot.viewport || { width: 1600, height: 900 } });
    await page.goto(base + shot.query);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    if (shot.explain) await page.click('#explain-card summary');
    await page.waitForTimeout(shot.wait);
    const file = path.join(OUT, `${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: !!shot.full });
    console.log(`[screenshots] ${path.relative(ROOT, file)}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
