// README screenshots of the demo page: starts the static server and Debian's
// Chromium (playwright-core; never downloads a browser), opens a few permalinks,
// lets them run, and writes docs/screenshots/*.png.
//
//   npm run screenshots        (after npm run build)
//   node web/tools/screenshots.mjs build-      (only the shots whose names start with build-)
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
  // The layout (docs/page.md): the top bar in one row with its More menu open, and the views beside the scene.
  { name: 'top-bar-more', query: '?scenario=spherical_pendulum', wait: 1500, viewport: { width: 1280, height: 800 },
    act: (page) => page.click('[data-testid="more-menu"]') },
  { name: 'views-momentum-sphere', query: '?scenario=free_body_intermediate_axis&view=momentum&compare=rk4', wait: 8000 },
  { name: 'views-section', query: '?scenario=planar_double_pendulum&view=section', wait: 8000 },
  // Issue 47: the stability view as the sleeping-top lesson leaves it (the spin swept through its threshold),
  // and the tangle lesson's hyperbolic orbit with its manifolds and homoclinic points.
  { name: 'views-stability', query: '?lesson=sleeping-top', wait: 12000 },
  { name: 'views-tangle', query: '?lesson=tangle', wait: 12000 },
  { name: 'phone-section', query: '?scenario=planar_double_pendulum&view=section', wait: 6000, viewport: { width: 390, height: 844 } },
  // The system editor (docs/building.md, "Walk-through"): each shot builds its system in the Build panel.
  { name: 'build-triple-pendulum', query: '?scenario=double_spherical_pendulum', wait: 3000, build: buildTriplePendulum },
  { name: 'build-top', query: '?scenario=double_spherical_pendulum', wait: 3000, build: buildTop },
  { name: 'build-error', query: '?scenario=double_spherical_pendulum', wait: 500, build: buildWithAnError },
];

// ---- the Build panel's walk-through (the same steps as docs/building.md) ----
const inEditor = (page, p) => page.locator(`[data-testid="build"] [data-path="${p}"]`);
const checked = (page, verdict = 'ok') => page.waitForSelector(`[data-testid="build"][data-check="${verdict}"]`, { timeout: 10000 });
async function pickType(page, name) {
  await page.click('[data-testid="build-button"]');
  await page.selectOption('[data-testid="build-type"]', name);
  await checked(page);
}
async function setBodies(page, n) {
  const count = () => page.locator('[data-testid="build"] .bf-body').count();
  while (await count() < n) await page.click('[data-testid="build"] [data-focus="add-body:"]');
  while (await count() > n) await page.click(`[data-testid="build"] [data-focus="remove-body:${(await count()) - 1}"]`);
}
async function apply(page) {
  await checked(page);
  await page.click('[data-testid="build-apply"]');
  await page.waitForFunction(() => window.geoviDebug.settings.source === 'editor');
}

// A triple pendulum with masses 1, 2 and 0.5 kg on links of 1, 0.8 and 0.6 m.
async function buildTriplePendulum(page) {
  await pickType(page, 'chain_pendulum');
  await setBodies(page, 3);
  for (const [i, m, l] of [[0, 1, 1], [1, 2, 0.8], [2, 0.5, 0.6]]) {
    await inEditor(page, `system.masses[${i}]`).fill(String(m));
    await inEditor(page, `system.lengths[${i}]`).fill(String(l));
  }
  await apply(page);
  await inEditor(page, 'system.masses[1]').scrollIntoViewIfNeeded();
}

// A heavy top with inertia diag(0.8, 0.8, 0.3) kg·m² about its pivot, 2 kg, centre of mass 0.2 m up its axis.
async function buildTop(page) {
  await pickType(page, 'heavy_top');
  for (const [i, j, x] of [[0, 0, 0.8], [1, 1, 0.8], [2, 2, 0.3]]) await inEditor(page, `system.inertia[${i}][${j}]`).fill(String(x));
  await inEditor(page, 'system.mass').fill('2');
  await inEditor(page, 'system.com[2]').fill('0.2');
  await apply(page);
  await inEditor(page, 'system.inertia[0][0]').scrollIntoViewIfNeeded();
}

// A negative mass: the core's message beside the field, Apply off.
async function buildWithAnError(page) {
  await pickType(page, 'chain_pendulum');
  await inEditor(page, 'system.masses[1]').fill('-2');
  await checked(page, 'bad');
  await inEditor(page, 'system.masses[1]').scrollIntoViewIfNeeded();
}

// `node web/tools/screenshots.mjs build-` takes only the shots whose names start with an argument.
const wanted = process.argv.slice(2);
const shots = SHOTS.filter((s) => !wanted.length || wanted.some((w) => s.name.startsWith(w)));

fs.mkdirSync(OUT, { recursive: true });
const { server, url } = await startServer({ port: 0, host: '127.0.0.1' });
const base = url.replace('localhost', '127.0.0.1');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--no-first-run', '--enable-unsafe-swiftshader'],
});
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport || { width: 1600, height: 900 } });
    await page.goto(base + shot.query);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    if (shot.explain) await page.click('#explain-card summary');
    if (shot.build) await shot.build(page);
    if (shot.act) await shot.act(page);
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
