// The quadrotor with a load on a cable on the page (docs/product-spaces.md): read from the page's own
// run, the hover thrust holds the pair's centre of mass still while the load swings the quadrotor (what
// the preset's description tells a lecturer); the cable keeps its length (q on S²) under the VI and
// changes it under coarse RK4; the scene is the quadrotor's own view and the camera stays on the centre
// of mass; Explain gives the product's equations and the screen reader the cable's angle.
//
//   node --test tests/browser/product.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, ROOT } from './support.mjs';

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });

const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/quadrotor_slung_load.json'), 'utf8'));

/** The run `role` as it stands: time, the centre of mass, the quadrotor's offset from it, |q|. */
const read = (page, role) => page.evaluate(({ role, m, mL, l }) => {
  const run = window.geoviDebug[role], c = run.stateColumns, s = run.state;
  const at = (k) => s[c.indexOf(k)];
  const x = ['x', 'y', 'z'].map(at), q = ['qx', 'qy', 'qz'].map(at);
  const centre = x.map((xi, k) => (m * xi + mL * (xi + l * q[k])) / (m + mL));
  return { t: run.time, x, centre, cable: Math.hypot(...q), target: window.geoviDebug.camera().target };
}, { role, m: json.system.mass, mL: json.system.load_mass, l: json.system.cable_length });

test('the slung load: the centre of mass stays still while the quadrotor swings, and the camera stays on it', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_slung_load&speed=4');
  try {
    const first = await read(page, 'main');
    for (const until of [2, 4, 6, 8]) {
      await page.waitForFunction((t) => window.geoviDebug.main.time >= t, until, { timeout: 30000 });
      const now = await read(page, 'main');
      const moved = Math.hypot(...now.centre.map((c, k) => c - first.centre[k]));
      // The native suite measures 1.3e-16 m (docs/product-spaces.md); 1e-12 m is its bound.
      assert.ok(moved <= 1e-12, `the centre of mass moved ${moved} m by t = ${now.t}`);
      assert.ok(Math.abs(now.cable - 1) <= 1e-14, `|q| − 1 = ${now.cable - 1}`);
      const slip = Math.hypot(...now.target.map((c, k) => c - first.target[k]));
      assert.ok(slip <= 1e-9, `the camera's target moved ${slip}`);
    }
    // How far the quadrotor swung, over every state the page recorded.
    const farthest = await page.evaluate(() => {
      const rec = window.geoviDebug.record(), k = ['x', 'y', 'z'].map((c) => rec.columns.indexOf(c));
      const x0 = k.map((i) => rec.states[0][i]);
      return Math.max(...rec.states.map((s) => Math.hypot(...k.map((i, j) => s[i] - x0[j]))));
    });
    console.log(`# the quadrotor swung ${farthest.toFixed(3)} m from where it started while the centre of mass stayed`);
    assert.ok(farthest > 0.05, `the quadrotor moved only ${farthest} m`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("the slung load: RK4 at a coarse step changes the cable's length, the VI keeps it", async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_slung_load&h=0.1&compare=rk4&speed=8');
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time >= 40, null, { timeout: 60000 });
    const [vi, rk4] = [await read(page, 'main'), await read(page, 'base')];
    console.log(`# at t = ${vi.t.toFixed(1)} s, h = 0.1: |q| − 1 = ${(vi.cable - 1).toExponential(1)} (vi), ${(rk4.cable - 1).toExponential(1)} (rk4)`);
    assert.ok(Math.abs(vi.cable - 1) <= 1e-14);
    assert.ok(Math.abs(rk4.cable - 1) > 1e-6, `rk4's cable is off by ${rk4.cable - 1}`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('the slung load: Explain gives the product space\'s equations, the screen reader the cable\'s angle', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_slung_load');
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time >= 0.5, null, { timeout: 20000 });
    await page.click('#explain-card summary');
    await page.waitForSelector('[data-testid="explain"] .katex');
    const explain = await page.textContent('[data-testid="explain"]');
    assert.match(explain, /a quadrotor with a load on a cable/);
    assert.match(explain, /Sreenath, Lee and Kumar/);
    await page.click('[data-testid="more-menu"]');
    await page.click('[data-testid="describe"]');
    // The access features load on first use (issue 36): the description comes once they have.
    await page.waitForFunction(() => document.querySelector('[data-testid="access-live"]').textContent.includes('quadrotor'), null, { timeout: 10000 });
    const said = await page.textContent('[data-testid="access-live"]');
    assert.match(said, /The quadrotor is -?[\d.]+ m up, moving at [\d.e+-]+ m\/s; its cable hangs \d+° from the vertical\./);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
