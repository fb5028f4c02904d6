// Rigid bodies in flight on the page (docs/rigid-bodies-in-flight.md): the thrown book's centre, read
// from the page's own run, is on the exact parabola x₀ + v₀t + ½gt² (what the docs and the lesson say
// a lecturer sees); the camera follows the bodies' centre of mass; the binary asteroid's readouts
// show its total momenta fixed to their ten digits while each body's spin changes.
//
//   node --test tests/browser/flying.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, ROOT } from './support.mjs';

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });

const preset = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${name}.json`), 'utf8'));

test('the thrown book: its centre is on the exact parabola, its attitude a rotation, and the camera follows it', async () => {
  const { page, problems } = await browser.open('?scenario=thrown_book');
  try {
    const json = preset('thrown_book');
    const [x0, v0, g] = [json.initial.x[0], json.initial.v[0], json.system.gravity];
    // The camera's target less the book's centre, now and later (each read with the state it goes with).
    const offset = () => page.evaluate(() => {
      const { main } = window.geoviDebug, c = main.stateColumns, s = main.state, target = window.geoviDebug.camera().target;
      return ['x', 'y', 'z'].map((k, i) => target[i] - s[c.indexOf(`b1${k}`)]);
    });
    const offset0 = await offset();
    await page.waitForFunction(() => window.geoviDebug.main.time >= 1, null, { timeout: 20000 });
    const read = await page.evaluate(() => {
      const { main } = window.geoviDebug;
      return { t: main.time, columns: main.stateColumns, state: [...main.state], manifold: main.diagnostics().manifoldError };
    });
    const at = (c) => read.state[read.columns.indexOf(`b1${c}`)];
    const x = ['x', 'y', 'z'].map(at);
    const exact = [0, 1, 2].map((k) => x0[k] + v0[k] * read.t + 0.5 * g[k] * read.t * read.t);
    const off = Math.max(...x.map((xi, k) => Math.abs(xi - exact[k])));
    const size = Math.max(1, ...x.map(Math.abs));
    console.log(`# t = ${read.t.toFixed(3)} s: the centre is ${off.toExponential(2)} m from the parabola; ‖RᵀR − I‖ = ${read.manifold.toExponential(2)}`);
    // The trapezoid is exact for a constant force: what is left is the round-off of the sums, which
    // compensated summation keeps to a few ulps of |x| (16 ulps: the native test's bound).
    assert.ok(off <= 16 * Number.EPSILON * size, `${off} m off the parabola at t = ${read.t}`);
    assert.ok(read.manifold <= 1e-14, `R left SO(3) by ${read.manifold}`);
    // The camera's target moved with the centre of mass (the book would fall out of its starting view
    // otherwise): its offset from the book stays, up to the one frame the drawing may lag the state
    // (at most |v| / 30 s ≈ 0.2 m here), where the book has fallen more than a metre.
    const offset1 = await offset();
    const fell = Math.hypot(...[0, 1, 2].map((k) => x[k] - x0[k]));
    const slip = Math.hypot(...[0, 1, 2].map((k) => offset1[k] - offset0[k]));
    assert.ok(fell > 1 && slip <= 0.2, `the book fell ${fell} m, the camera's target slipped ${slip} m from it`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('the binary asteroid: the readouts show the total momenta fixed while the spins change', async () => {
  const { page, problems } = await browser.open('?scenario=binary_asteroid&speed=10');
  try {
    const texts = () => page.evaluate(() => ({
      t: window.geoviDebug.main.time,
      linear: document.querySelector('[data-testid="linear-momentum"]').textContent,
      angular: document.querySelector('[data-testid="angular-momentum"]').textContent,
      spins: document.querySelector('[data-testid="spin-momenta"]').textContent,
      shown: !document.querySelector('[data-testid="angular-momentum"]').closest('div').hidden,
    }));
    await page.waitForFunction(() => window.geoviDebug.main.time >= 1, null, { timeout: 20000 });
    const first = await texts();
    await page.waitForFunction(() => window.geoviDebug.main.time >= 40, null, { timeout: 30000 });
    const later = await texts();
    console.log(`# t = ${first.t.toFixed(1)}: L ${first.angular}, spins ${first.spins}; t = ${later.t.toFixed(1)}: L ${later.angular}, spins ${later.spins}`);
    assert.ok(first.shown);
    assert.match(first.angular, /^\(.+; .+; .+\)$/);
    // Fixed: each component as shown, to its ten digits, or (a zero component) at round-off, ≤ 1e-15 of
    // the largest (the readout writes such a value in scientific notation, and it may flicker there).
    const numbers = (text) => text.slice(1, -1).split('; ').map((x) => Number(x.replace(',', '.').replace('−', '-')));
    for (const key of ['angular', 'linear']) {
      const [a, b] = [numbers(first[key]), numbers(later[key])];
      const scale = Math.max(...a.map(Math.abs));
      a.forEach((x, k) => assert.ok(first[key].split('; ')[k] === later[key].split('; ')[k] || Math.abs(b[k] - x) <= 1e-15 * Math.max(scale, 1e-300) || (scale === 0 && b[k] === 0),
        `${key} momentum, component ${k + 1}: ${first[key]} then ${later[key]}`));
    }
    assert.notEqual(later.spins, first.spins, 'the spins traded angular momentum with the orbit');
    // Another system has no such rows.
    await page.selectOption('#scenario', 'spherical_pendulum');
    await page.waitForFunction(() => window.geoviDebug.settings.scenario === 'spherical_pendulum');
    assert.equal(await page.evaluate(() => document.querySelector('[data-testid="angular-momentum"]').closest('div').hidden), true);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
