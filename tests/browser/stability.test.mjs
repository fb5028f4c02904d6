// The stability view (web/js/panels/stability-view.js, docs/stability-view.md, issue 47) and its course
// API methods (getStability, sweepParameter, getLyapunov; docs/course-api.md), in headless Chromium:
//   - ?view=stability opens the view: the canvas drawn, both runs judged, the verdict in words and in
//     the screen reader's live region, a judgement within a frame;
//   - through the course API from a host on another origin: on the upright sleeping top, getStability
//     equals `geovi stability`'s numbers to the bit, stable above the threshold and unstable below it
//     with the textbook rate; sweepParameter over the spin finds I₃²ω² = 4 m g l I₁ (I₁ about the pivot,
//     from the scenario's own numbers) within its bisection tolerance; bad input names the field;
//     getLyapunov's VI exponents sum to zero; a step geovi cannot differentiate is said in words;
//   - the view's Lyapunov readouts, from the worker: on a chaotic run the VI's volume defect (the sum
//     less a symplectic map's) zero to round-off, RK4's not.
//
//   node --test tests/browser/stability.test.mjs        (after the native and wasm builds)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startBrowser, watchProblems, ROOT, ARTIFACTS } from './support.mjs';
import { startServer } from '../../web/tools/serve.mjs';

const CLI = path.join(ROOT, 'build/native/geovi');
const TOP = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/lagrange_top_sleeping.json'), 'utf8'));
const upright = (spin) => ({ ...TOP, name: 'upright_top', initial: { R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], Omega: [0, 0, spin] } });
// The textbook threshold from the scenario's own numbers: I₁ about the pivot (the file's inertia is about O).
const { inertia, mass, com, gravity } = TOP.system;
const mgl = mass * Math.hypot(...gravity) * Math.hypot(...com);
const THRESHOLD = Math.sqrt(4 * mgl * inertia[0][0]) / inertia[2][2];
// How far the sweep's threshold may sit from THRESHOLD beyond its bisection bracket's half-width: stability's
// own tolerance (1e-6 ‖A‖ on a real part that grows as √(threshold − ω)) moves the verdict's boundary by
// about (2 I₁ τ)² / (2 I₃² ω*), under 1e-9 here. The verdict is the continuous eigenvalues', so h does not
// enter (measured: 2.0e-9 off with tolerance 2e-8, at h = 0.001 and at the view's h alike).
const VERDICT_SHIFT = 1e-9;
/** The course API's sweep of the upright top (test 2), which the view's sweep of the same values must equal. */
let apiSweep = null;

let browser, host;
before(async () => {
  browser = await startBrowser();
  host = await startServer({ port: 0, host: '127.0.0.1' });
  host.base = host.url.replace('localhost', '127.0.0.1');
});
after(async () => {
  if (browser) await browser.close();
  if (host) await new Promise((r) => host.server.close(r));
});

function cliStability(doc, integrator) {
  const file = path.join(ARTIFACTS, `stability-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(doc));
  try {
    return JSON.parse(execFileSync(CLI, ['stability', file, ...(integrator ? ['--integrator', integrator] : [])], { encoding: 'utf8' }));
  } finally { fs.rmSync(file); }
}

test('?view=stability opens the view: both runs judged, the verdict in words and for the screen reader, within a frame', async () => {
  const { page, problems } = await browser.open('?scenario=lagrange_top_sleeping&compare=rk4&view=stability');
  try {
    await page.waitForFunction(() => window.geoviDebug.stability.judgements >= 6, null, { timeout: 20000, polling: 100 });
    const s = await page.evaluate(() => window.geoviDebug.stability);
    assert.equal(s.shown, true);
    assert.equal(await page.isVisible('[data-testid="stability-view"]'), true);
    const box = await page.locator('[data-testid="stability-canvas"]').boundingBox();
    assert.ok(box.width >= 200 && box.height >= 150, `canvas ${box.width} × ${box.height}`);
    // The preset is tilted by 0.01 rad: not steady, so the multipliers along the motion, with no verdict.
    for (const run of ['main', 'base']) {
      const r = s.reports[run];
      assert.equal(r.kind, 'motion', run);
      assert.equal(r.multipliers.length, 6);
      assert.ok(r.multipliers.flat().every(Number.isFinite), `${run}: finite multipliers`);
      assert.equal(r.stable, null);
    }
    assert.equal(s.reports.base.integrator, 'rk4');
    assert.match(s.verdict, /Main run \(vi\): in motion/);
    assert.match(s.verdict, /Comparison \(rk4\): in motion/);
    assert.match(s.live, /in motion/);
    assert.match(await page.textContent('[data-testid="stability-legend"]'), /main run \(vi\).*comparison \(rk4\)/s);
    // One run judged per frame; its cost is logged here, not asserted (a speed goal belongs in the bench:
    // a fresh-clone CI run on a loaded machine measured 75 ms for one judgement, 29 November 2026).
    assert.ok(s.judgements > 0 && Number.isFinite(s.maxComputeMs), 'no judgement was timed');
    console.log(`# stability view: ${s.judgements} judgements, the longest ${s.maxComputeMs.toFixed(2)} ms, the last ${s.computeMs.toFixed(2)} ms`);
    // A phone: the view takes the scene's place and the canvas keeps room.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForTimeout(300);
    const phone = await page.locator('[data-testid="stability-canvas"]').boundingBox();
    assert.ok(phone.width >= 300 && phone.x >= 0 && phone.x + phone.width <= 390, `phone canvas ${JSON.stringify(phone)}`);
    console.log(`# at 390 px the canvas is ${phone.width} × ${phone.height} px`);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('the course API: getStability is geovi stability\'s, sweepParameter finds I₃²ω² = 4 m g l I₁, bad input names the field', async () => {
  const page = await browser.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  try {
    await page.goto(`${host.base}web/examples/course.html?geovi=${encodeURIComponent(browser.baseUrl)}`);
    await page.waitForFunction(() => window.question, null, { timeout: 30000 });
    const r = await page.evaluate(async ({ stable, unstable }) => {
      const g = window.question;
      const out = {};
      await g.loadScenario(stable);
      await g.setCompare('rk4');
      await g.pause();
      await g.reset();
      out.view = await g.setView('stability');
      out.high = await g.getStability();
      const t0 = performance.now();
      out.sweep = await g.sweepParameter({ path: 'initial.Omega.2', from: 10, to: 30, points: 200 });
      out.sweepMs = performance.now() - t0;
      out.bad = [];
      for (const params of [{ path: 'initial.Omega.7', from: 1, to: 2, points: 3 }, { path: '__proto__.x', from: 1, to: 2, points: 3 },
        { path: 'initial.Omega.2', from: 'x', to: 2, points: 3 }, { path: 'initial.Omega.2', from: 1, to: 1, points: 3 },
        { path: 'initial.Omega.2', from: 1, to: 2, points: 501 }, { path: 'initial.Omega.2', from: 1, to: 2, points: 2.5 },
        { path: 'initial.Omega.2', from: 1, to: 2, points: 3, extra: 1 }, { path: 'initial.Omega.0', from: 0.1, to: 0.2, points: 2 },
        { path: 'initial.R.0.1', from: 0.1, to: 0.2, points: 2 }]) {
        try { await g.sweepParameter(params); out.bad.push(null); } catch (e) { out.bad.push({ code: e.code, field: e.field, message: e.message }); }
      }
      out.lyapunov = await g.getLyapunov();
      await g.loadScenario(unstable);
      await g.pause();
      await g.reset();
      out.low = await g.getStability();
      await new Promise((r) => { setTimeout(r, 600); });
      await g.setIntegrator('rk45');
      out.refused = await g.getStability();
      return out;
    }, { stable: upright(20), unstable: upright(10) });
    // getStability: the CLI's numbers to the bit, for the VI and for the comparison's RK4.
    assert.deepEqual(r.view.offered, ['scene', 'momentum', 'section', 'stability']);
    for (const [run, integrator] of [['main', undefined], ['base', 'rk4']]) {
      const cli = cliStability(upright(20), integrator);
      const got = r.high[run];
      assert.equal(got.kind, 'relative_equilibrium');
      assert.deepEqual(got.eigenvalues, cli.eigenvalues, `${run} eigenvalues`);
      assert.deepEqual(got.multipliers, cli.multipliers, `${run} multipliers`);
      assert.equal(got.stable, true);
      assert.equal(got.growthRate, cli.growth_rate);
    }
    // Below the threshold: the tilt grows at √(4 m g l I₁ − I₃²ω²) / (2 I₁) (the native test's 1e-9).
    const rate = Math.sqrt(4 * mgl * inertia[0][0] - (inertia[2][2] * 10) ** 2) / (2 * inertia[0][0]);
    assert.equal(r.low.main.stable, false);
    assert.ok(Math.abs(r.low.main.growthRate - rate) <= 1e-9 * rate, `rate ${r.low.main.growthRate} against ${rate}`);
    const low = cliStability(upright(10));
    assert.deepEqual([r.low.main.eigenvalues, r.low.main.multipliers, r.low.main.growthRate], [low.eigenvalues, low.multipliers, low.growth_rate]);
    // The sweep: unstable below, stable above, the boundary at the textbook's threshold.
    const { sweep } = r;
    assert.equal(sweep.values.length, 200);
    assert.equal(sweep.values[0], 10);
    assert.equal(sweep.values[199], 30);
    sweep.values.forEach((v, i) => { if (Math.abs(v - THRESHOLD) > 1e-6) assert.equal(sweep.stable[i], v > THRESHOLD, `verdict at ${v}`); });
    assert.equal(sweep.tolerance, 1e-9 * 20);
    // The bracket's half-width plus how far stability's own tolerance (1e-6 ‖A‖ on a real part that
    // grows as √(threshold − ω)) moves the verdict's boundary by about (2 I₁ τ)² / (2 I₃² ω*). Measured: 2.0e-9 off.
    assert.ok(Math.abs(sweep.threshold - THRESHOLD) <= sweep.tolerance + VERDICT_SHIFT, `threshold ${sweep.threshold} against ${THRESHOLD}`);
    // The same numbers as before the sweep moved to parameter-sweep.js (its keys, and the threshold
    // 17.717787674324 the course API gave at 38abd54, printed by this test then).
    assert.deepEqual(Object.keys(sweep), ['path', 'values', 'stable', 'growthRates', 'threshold', 'tolerance', 'integrator', 'h']);
    assert.equal(sweep.threshold.toPrecision(14), '17.717787674324');
    assert.deepEqual([sweep.path, sweep.integrator, sweep.h], ['initial.Omega.2', 'vi', 0.001]);
    apiSweep = sweep;
    console.log(`# sweep of 200 points: threshold ${sweep.threshold} (textbook ${THRESHOLD}, off by ${Math.abs(sweep.threshold - THRESHOLD).toExponential(2)}) in ${r.sweepMs.toFixed(0)} ms`);
    // Bad input: each names its field.
    assert.deepEqual(r.bad.map((b) => b && b.field), ['params.path', 'params.path', 'params.from', 'params.to', 'params.points', 'params.points',
      'params.extra', 'params.path', 'params.path']);
    assert.ok(r.bad.every((b) => b.code === 'invalid-params'), JSON.stringify(r.bad));
    assert.match(r.bad[7].message, /initial\.Omega\.0 = 0\.1 the state is not an equilibrium or a relative equilibrium/);
    assert.match(r.bad[8].message, /initial\.R\.0\.1 = 0\.1 the core refuses the scenario: initial\.R: is not a rotation matrix/);
    // getLyapunov: the VI's exponents sum to zero (16 ε per step and exponent over T, as the native test).
    const l = r.lyapunov.main;
    assert.equal(l.exponents.length, 6);
    assert.ok(l.exponents.every(Number.isFinite) && l.largest === l.exponents[0]);
    assert.ok(Math.abs(l.sum) <= (16 * 2 ** -52 * l.steps * 6) / (l.t - l.t0), `VI sum ${l.sum}`);
    assert.equal(r.lyapunov.base.integrator, 'rk4');
    // A step geovi cannot differentiate: in words, nothing breaks.
    assert.equal(r.refused.main.kind, 'unavailable');
    assert.equal(r.refused.main.field, 'integrator');
    const frame = page.frames().find((f) => f.url().startsWith(browser.baseUrl));
    const words = await frame.evaluate(() => window.geoviDebug.stability);
    assert.match(words.verdict, /cannot differentiate/);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('the sweep drawn in the view: the sleeping top\'s spin, the threshold at the textbook\'s ω*, one traced set per value', async () => {
  const { page, problems } = await browser.open('?scenario=lagrange_top_sleeping&view=stability');
  try {
    await page.waitForFunction(() => window.geoviDebug.stability.judgements >= 1, null, { timeout: 30000, polling: 100 });
    // The form: the spin chosen, in words, over 10 to 30 rad/s (the preset's 20 rad/s halved and 1.5×), 200 points.
    const chosen = await page.$eval('[data-testid="stability-sweep-path"]', (s) => ({ value: s.value, text: s.selectedOptions[0].textContent }));
    assert.deepEqual(chosen, { value: 'initial.Omega.2', text: 'Spin Ω₃ (rad/s)' });
    const options = await page.$$eval('[data-testid="stability-sweep-path"] option', (os) => os.map((o) => o.textContent));
    assert.ok(options.every((o) => o && !/initial\.|system\./.test(o)), `labels in words: ${options.join(' | ')}`);
    assert.equal(await page.inputValue('[data-testid="stability-sweep-from"]'), '10');
    assert.equal(await page.inputValue('[data-testid="stability-sweep-to"]'), '30');
    assert.equal(await page.inputValue('[data-testid="stability-sweep-points"]'), '200');
    assert.match(await page.textContent('[data-testid="stability-sweep-note"]'), /upright/);
    assert.equal(await page.isVisible('[data-testid="stability-sweep-canvas"]'), false, 'no picture before a sweep');
    assert.equal(await page.isVisible('[data-testid="stability-sweep-key"]'), false, 'no key before a sweep');
    // Bad input is said in words naming the field, and nothing is thrown.
    await page.fill('[data-testid="stability-sweep-points"]', '1');
    await page.click('[data-testid="stability-sweep-run"]');
    assert.match(await page.textContent('[data-testid="stability-sweep-status"]'), /^Points: expected a whole number from 2 to 500/);
    await page.fill('[data-testid="stability-sweep-points"]', '200');
    await page.click('[data-testid="stability-sweep-run"]');
    // Generous: a loaded CI machine may take many times the ~0.5 s measured here.
    await page.waitForFunction(() => window.geoviDebug.stability.sweep.state === 'done', null, { timeout: 120000, polling: 200 });
    const s = await page.evaluate(() => window.geoviDebug.stability.sweep);
    console.log(`# the view's sweep of 200 points: threshold ${s.threshold} (textbook ${s.textbook}, off by ${Math.abs(s.threshold - THRESHOLD).toExponential(2)}) in ${s.ms.toFixed(0)} ms`);
    assert.equal(s.path, 'initial.Omega.2');
    assert.equal(s.values.length, 200);
    assert.deepEqual([s.values[0], s.values[199]], [10, 30]);
    assert.deepEqual(s.refusals, []);
    // The threshold: the textbook's ω* within the bisection's half-bracket and the verdict's shift.
    assert.equal(s.textbook, THRESHOLD);
    assert.equal(s.tolerance, 1e-9 * 20);
    assert.ok(Math.abs(s.threshold - THRESHOLD) <= s.tolerance + VERDICT_SHIFT, `threshold ${s.threshold} against ${THRESHOLD}`);
    // Stable above it, unstable below it; the growth rate the textbook's below.
    s.values.forEach((v, i) => { assert.equal(s.stable[i], v > s.threshold, `verdict at ${v}`); });
    const below = s.values.findIndex((v) => v > 12) - 1;
    const rate = Math.sqrt(4 * mgl * inertia[0][0] - (inertia[2][2] * s.values[below]) ** 2) / (2 * inertia[0][0]);
    assert.ok(Math.abs(s.growthRates[below] - rate) <= 1e-9 * rate, `rate at ${s.values[below]}: ${s.growthRates[below]} against ${rate}`);
    // The same implementation as the course API's: the same numbers for the same values.
    assert.ok(apiSweep, 'the course API test ran first');
    assert.deepEqual([s.values, s.stable, s.growthRates, s.threshold, s.tolerance, s.integrator, s.h],
      [apiSweep.values, apiSweep.stable, apiSweep.growthRates, apiSweep.threshold, apiSweep.tolerance, apiSweep.integrator, apiSweep.h]);
    // What was drawn: one set of six multipliers per value, every one finite, and the strip chart's points.
    assert.equal(s.trace.length, 200);
    assert.ok(s.trace.every((set) => set.length === 6 && set.flat().every(Number.isFinite)), 'six finite multipliers per value');
    assert.deepEqual({ sets: s.drawn.sets, points: s.drawn.points, strip: s.drawn.strip, threshold: s.drawn.threshold },
      { sets: 200, points: 1200, strip: 200, threshold: s.threshold });
    // Above the threshold the VI's multipliers of the relative equilibrium sit on the unit circle.
    const last = s.trace[199].map(([x, y]) => Math.hypot(x, y));
    // (measured within 4.5e-16 of 1: a few ulps of the eigensolver's round-off; 1e-12 leaves room for it)
    assert.ok(last.every((m) => Math.abs(m - 1) <= 1e-12), `|μ| at 30 rad/s: ${last}`);
    // In words, and for the screen reader.
    const words = await page.textContent('[data-testid="stability-sweep-result"]');
    assert.match(words, /The verdict changes at Spin Ω₃ \(rad\/s\) = 17\.71778767\d/);
    assert.match(words, /ω\* = 2√\(m g l I₁\)\/I₃ = 17\.717787672 rad\/s/);
    const firstStable = s.values.find((v) => v > THRESHOLD), lastUnstable = s.values.findLast((v) => v < THRESHOLD);
    assert.ok(words.includes(`Stable for ${Number(firstStable.toPrecision(4))} – 30; unstable for 10 – ${Number(lastUnstable.toPrecision(4))}.`), words);
    assert.doesNotMatch(words, /NaN|undefined/);
    const live = await page.textContent('[data-testid="stability-sweep-live"]');
    assert.equal(await page.getAttribute('[data-testid="stability-sweep-live"]', 'aria-live'), 'polite');
    assert.match(live, /The verdict changes at .* 17\.71778767/);
    const box = await page.locator('[data-testid="stability-sweep-canvas"]').boundingBox();
    assert.ok(box && box.width >= 200 && box.height >= 150, `sweep canvas ${JSON.stringify(box)}`);
    assert.match(await page.textContent('[data-testid="stability-sweep-key"]'), /stable.*unstable.*threshold/);
    await page.locator('[data-testid="stability-sweep-result"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'stability-sweep.png') });
    // A value that is not a steady state is said in words, not thrown: Ω₁ ≠ 0 on the upright top.
    await page.selectOption('[data-testid="stability-sweep-path"]', 'initial.Omega.0');
    await page.fill('[data-testid="stability-sweep-from"]', '0.1');
    await page.fill('[data-testid="stability-sweep-to"]', '0.2');
    await page.fill('[data-testid="stability-sweep-points"]', '3');
    await page.click('[data-testid="stability-sweep-run"]');
    await page.waitForFunction(() => window.geoviDebug.stability.sweep.state === 'done' && window.geoviDebug.stability.sweep.points === 3,
      null, { timeout: 60000, polling: 100 });
    const refused = await page.evaluate(() => window.geoviDebug.stability.sweep);
    assert.equal(refused.refusals.length, 3);
    assert.deepEqual(refused.stable, [null, null, null]);
    assert.equal(refused.threshold, null);
    assert.match(refused.text, /At Angular velocity Ω₁ \(rad\/s\) = 0\.1 the state is not steady .*2 more values likewise\./s);
    assert.doesNotMatch(refused.text, /NaN|undefined/);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('chaos in numbers: each run\'s Lyapunov readout from the worker; the VI\'s volume defect zero to round-off, RK4\'s not', async () => {
  // The chaotic double spherical pendulum at the coarse h = 0.05 of tests/native/test_derivative_s2n.cpp
  // [lyapunov]. Over a window of 10 s (200 steps) the exponents' sum is log|det M|/T in the state's
  // orthonormal bases, which for a symplectic map is ½ log(det Ω₀/det Ω_T)/T (the form's matrices at
  // both ends: not zero over a finite window); the volume defect, the sum less that, is zero for the VI
  // within 64 ε per step and dimension over the window (64 ε · d · steps / T, d = 8), and not for RK4
  // (measured there −2.3e-6 /s over 100 s: at least 1e3 times that bound).
  const { page, problems } = await browser.open('?scenario=double_spherical_pendulum&compare=rk4&h=0.05&view=stability');
  try {
    await page.waitForFunction(() => { const l = window.geoviDebug.stability.lyapunov; return l && l.main && l.base; }, null, { timeout: 60000 });
    const s = await page.evaluate(() => window.geoviDebug.stability);
    assert.equal(s.lyapunovMode, 'worker', 'computed in the worker');
    const { main, base } = s.lyapunov;
    const d = 8, steps = 200, T = 10;
    const bound = (64 * 2 ** -52 * d * steps) / T;
    for (const [run, r, integrator] of [['main', main, 'vi'], ['base', base, 'rk4']]) {
      assert.equal(r.integrator, integrator, run);
      assert.equal(r.steps, steps, run);
      assert.ok(Math.abs(r.t - r.t0 - T) < 1e-9, `${run}: window ${r.t0} … ${r.t}`);
      assert.equal(r.exponents.length, d, run);
      assert.ok(r.exponents.every(Number.isFinite) && r.exponents.every((x, i) => i === 0 || x <= r.exponents[i - 1]), `${run}: ${r.exponents}`);
    }
    assert.ok(Math.abs(main.volumeDefect) <= bound, `the VI's volume defect ${main.volumeDefect} (bound ${bound})`);
    assert.ok(Math.abs(base.volumeDefect) >= 1e3 * bound, `RK4's volume defect ${base.volumeDefect} (against ${1e3 * bound})`);
    // In words, for both runs.
    assert.match(await page.textContent('[data-testid="stability-lyapunov-main"]'), /Main run \(vi\): largest .* 1\/s, sum of all .* 1\/s, .* symplectic .* 1\/s/);
    assert.match(await page.textContent('[data-testid="stability-lyapunov-base"]'), /Comparison \(rk4\)/);
    console.log(`# Lyapunov readouts over 10 s: vi largest ${main.largest.toFixed(3)}, sum ${main.sum.toExponential(2)}, volume defect ${main.volumeDefect.toExponential(1)}; rk4 largest ${base.largest.toFixed(3)}, sum ${base.sum.toExponential(2)}, volume defect ${base.volumeDefect.toExponential(1)} /s`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
