// Browser tests of the demo page with playwright-core driving Debian's
// /usr/bin/chromium (no browser is ever downloaded). Starts web/tools/serve.mjs
// on a free port. Screenshots: build/test-artifacts/.
//
//   node --test tests/browser/*.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = path.join(ROOT, 'build/test-artifacts');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'];

let server, baseUrl, browser;

before(async () => {
  assert.ok(fs.existsSync(path.join(ROOT, 'build/wasm/geovi.mjs')), 'build/wasm/geovi.mjs is missing: run .ci/build');
  assert.ok(fs.existsSync(CHROMIUM), `${CHROMIUM} is missing: run .ci/setup`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  ({ server, url: baseUrl } = await startServer({ port: 0, host: '127.0.0.1' }));
  baseUrl = baseUrl.replace('localhost', '127.0.0.1');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
});

after(async () => {
  if (browser) await browser.close();
  if (server) await new Promise((r) => server.close(r));
});

// Opens a page and records console errors, page errors and failed requests.
async function open(query = '') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure() && r.failure().errorText}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.goto(baseUrl + query);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, problems };
}

const simTime = async (page) => Number(await page.textContent('[data-testid="sim-time"]'));

// Fraction of pixels (RGBA bytes compared in 4-byte steps) that differ between two PNG buffers'
// decoded canvases: decoded in the page itself so the test needs no image library.
async function changedFraction(page, a, b) {
  return page.evaluate(async ([pa, pb]) => {
    const load = async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height).data;
    };
    const [x, y] = await Promise.all([load(pa), load(pb)]);
    let changed = 0;
    for (let i = 0; i < x.length; i += 4)
      if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) > 24) ++changed;
    return changed / (x.length / 4);
  }, [a.toString('base64'), b.toString('base64')]);
}

test('default page: the double pendulum moves, time advances, the energy plot draws, no console errors', async () => {
  const { page, problems } = await open();
  try {
    assert.equal(await page.inputValue('#scenario'), 'double_spherical_pendulum');
    const canvas = page.locator('[data-testid="scene"] canvas');
    await canvas.waitFor();
    const t0 = await simTime(page);
    const shot1 = await canvas.screenshot({ path: path.join(ARTIFACTS, 'page-default-1.png') });
    await page.waitForTimeout(1500);
    const shot2 = await canvas.screenshot({ path: path.join(ARTIFACTS, 'page-default-2.png') });
    const t1 = await simTime(page);
    assert.ok(t1 > t0 + 0.3, `sim-time should advance: ${t0} -> ${t1}`);
    const changed = await changedFraction(page, shot1, shot2);
    assert.ok(changed > 0.001, `the 3D canvas should change over time (changed fraction ${changed})`);

    const energy = Number(await page.textContent('[data-testid="energy"]'));
    assert.ok(Number.isFinite(energy) && Math.abs(energy + 72.18) < 0.1, `energy read-out ${energy}`);

    // The energy plot exists and has drawn lines onto its canvas.
    const plot = page.locator('[data-testid="energy-plot"]');
    assert.equal(await plot.count(), 1);
    const inked = await page.evaluate(() => {
      const c = document.querySelector('[data-testid="energy-plot"] canvas');
      if (!c || c.width === 0 || c.height === 0) return 0;
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) ++n;
      return n;
    });
    assert.ok(inked > 200, `the energy plot should have drawn (inked pixels: ${inked})`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'page-default.png') });

    assert.equal(await page.isHidden('[data-testid="error"]'), true, 'no error shown');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('play/pause stops the clock and reset returns to t = 0', async () => {
  const { page, problems } = await open();
  try {
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="sim-time"]').textContent) > 0.2);
    await page.click('[data-testid="play"]');
    assert.equal(await page.getAttribute('[data-testid="play"]', 'aria-label'), 'Play');
    const paused = await simTime(page);
    await page.waitForTimeout(400);
    assert.equal(await simTime(page), paused, 'paused: time must not advance');
    await page.click('[data-testid="reset"]');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="sim-time"]').textContent) < 0.2);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('?scenario=spherical_pendulum opens that preset', async () => {
  const { page, problems } = await open('?scenario=spherical_pendulum');
  try {
    assert.equal(await page.inputValue('#scenario'), 'spherical_pendulum');
    const t0 = await simTime(page);
    await page.waitForTimeout(800);
    assert.ok((await simTime(page)) > t0, 'time advances');
    const energy = Number(await page.textContent('[data-testid="energy"]'));
    assert.ok(Number.isFinite(energy), `energy read-out ${energy}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'page-spherical_pendulum.png') });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('every preset in the index opens without an error', async () => {
  const index = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/scenario-index.json'), 'utf8'));
  assert.equal(index.default, 'double_spherical_pendulum');
  for (const { id } of index.scenarios) {
    const { page, problems } = await open(`?scenario=${id}`);
    try {
      await page.waitForTimeout(300);
      const err = await page.isHidden('[data-testid="error"]') ? '' : await page.textContent('[data-testid="error"]');
      assert.equal(err, '', `${id}: error shown`);
      await page.screenshot({ path: path.join(ARTIFACTS, `preset-${id}.png`) });
      assert.deepEqual(problems, [], `${id}`);
    } finally {
      await page.close();
    }
  }
});

test('an unknown preset is reported in the page, as text, and the sim does not run', async () => {
  const { page } = await open('?scenario=no_such_preset');
  try {
    await page.waitForSelector('[data-testid="error"]:not([hidden])');
    const text = await page.textContent('[data-testid="error"]');
    assert.match(text, /no_such_preset/);
    assert.equal(await page.getAttribute('[data-testid="play"]', 'aria-label'), 'Play');
  } finally {
    await page.close();
  }
});
