// Geometric control on the page (docs/control.md): the controlled quadrotor's page run is the CLI's
// closed loop to the bit (state and outputs, after the same steps); its baseline is the preset's
// Euler-angle controller; the tracking plot reads |e_x| and Ψ from the run's outputs; the editor edits
// the controller's gains from the catalogue and the run follows them.
//
//   node --test tests/browser/control.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startBrowser, ROOT } from './support.mjs';

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });

const CLI = path.join(ROOT, 'build/native/geovi');

/** The CLI's CSV of `file` run to step `steps`: its header and last row (exact decimal text, as printed). */
function cliRow(file, steps, h) {
  const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-control-')), 'run.csv');
  execFileSync(CLI, ['run', file, '--t-end', String(steps * h), '--every', String(steps), '--csv', csv], { stdio: 'ignore' });
  const lines = fs.readFileSync(csv, 'utf8').trim().split('\n');
  return { header: lines[0].split(','), row: lines[lines.length - 1].split(',').map(Number) };
}

test('the tracking preset: the page runs the CLI closed loop to the bit, beside the Euler-angle baseline', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_tracking&plot=tracking');
  try {
    await page.waitForFunction(() => window.geoviDebug.main && window.geoviDebug.main.time >= 1, null, { timeout: 30000 });
    await page.click('[data-testid="play"]');  // pause
    const got = await page.evaluate(() => {
      const { main } = window.geoviDebug;
      return { steps: main.stepCount, h: main.stepSize, state: [...main.state], outputs: [...main.outputs],
        stateColumns: [...main.stateColumns], outputColumns: [...main.outputColumns], baseline: window.geoviDebug.baseline,
        record: window.geoviDebug.record(), plot: document.querySelector('[data-testid="plot-kind"]').value };
    });
    assert.equal(got.baseline, 'euler_pd', 'the preset\'s control.baseline flies beside it');
    assert.equal(got.plot, 'tracking');
    const { header, row } = cliRow(path.join(ROOT, 'core/scenarios/quadrotor_tracking.json'), got.steps, got.h);
    assert.deepEqual(header, ['t', 'energy', ...got.stateColumns, ...got.outputColumns]);
    assert.deepEqual(got.outputColumns.slice(0, 7), ['ex1', 'ex2', 'ex3', 'eR1', 'eR2', 'eR3', 'Psi']);
    // The controllers' trigonometry is portable (core/src/shared/portable_math.hpp), so wasm and native
    // agree to the bit; the CLI's 17 significant digits read back to the same doubles.
    assert.deepEqual([...got.state, ...got.outputs], row.slice(2), 'page and CLI agree to the bit');
    // The plot's record: |e_x| and Ψ from the outputs, for both runs; the geometric run's error fell.
    const ex = got.record.main.ex, base = got.record.base.ex;
    assert.ok(ex.length > 10 && base.length === ex.length);
    assert.ok(Math.abs(ex[0] - 0.6) < 1e-12, `|e_x|(0) = ${ex[0]} (x_d(0) = [0, 0, 0.6])`);
    assert.ok(ex[ex.length - 1] < 0.2, `|e_x| at t = ${got.record.t[got.record.t.length - 1]}: ${ex[ex.length - 1]}`);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('the editor edits the controller from the catalogue, and the run follows it', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_upside_down');
  try {
    await page.click('[data-testid="build-button"]');
    await page.waitForSelector('[data-testid="build"]:not([hidden])');
    const field = page.locator('[data-testid="build"] [data-path="control.kR"]');
    assert.equal(await field.inputValue(), '8.81');
    assert.ok(await page.locator('[data-testid="build"] [data-path="control.trajectory.heading.rate"]').count() === 1);
    await field.fill('20');
    await page.waitForSelector('[data-testid="build"][data-check="ok"]', { timeout: 10000 });
    await page.click('[data-testid="build-apply"]');
    await page.waitForFunction(() => window.geoviDebug.scenario.control.kR === 20, null, { timeout: 10000 });
    // A gain the core refuses is named by its field (the editor stays open after Apply).
    await page.locator('[data-testid="build"] [data-path="control.kOmega"]').fill('-1');
    await page.waitForSelector('[data-testid="build"][data-check="bad"]', { timeout: 10000 });
    const status = await page.textContent('#build-status');
    assert.match(status, /control\.kOmega/);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('flip it: both controllers start again from the same flipped state; the run file records it and replays bit for bit', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_tracking');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-flip-'));
  try {
    assert.equal(await page.isVisible('[data-testid="disturb"]'), true, 'the disturbance buttons show for a controlled quadrotor');
    await page.waitForFunction(() => window.geoviDebug.main.time >= 2, null, { timeout: 30000 });
    await page.click('[data-testid="play"]');  // pause, so the state read is the flipped one
    await page.click('[data-testid="disturb-flip"]');
    const flipped = await page.evaluate(() => {
      const { main, base } = window.geoviDebug;
      return { t: main.time, main: [...main.state], base: [...base.state], psi: main.outputs[6] };
    });
    assert.deepEqual(flipped.base, flipped.main, 'the same state for both runs');
    // 178° from the attitude it had, which was within a few degrees of the commanded one: Ψ near 2.
    assert.ok(flipped.psi > 1.9, `Ψ right after the flip: ${flipped.psi}`);
    await page.click('[data-testid="play"]');
    await page.waitForFunction((t) => window.geoviDebug.main.time >= t + 6, flipped.t, { timeout: 60000 });
    const after = await page.evaluate(() => [...window.geoviDebug.main.outputs]);
    assert.ok(Math.hypot(after[0], after[1], after[2]) < 0.01 && after[6] < 1e-4,
      `the geometric controller is back on the helix 6 s after the flip: |e_x| ${Math.hypot(after[0], after[1], after[2])}, Ψ ${after[6]}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="timeline-save"]')]);
    const file = path.join(dir, 'run.geovi-run.json');
    await download.saveAs(file);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.ok(doc.events.some((e) => e.type === 'set'), 'the flip is a state set by hand in the run file');
    const install = doc.events.find((e) => e.type === 'install');
    assert.equal(install.base.scenario.control.type, 'euler_pd', 'the baseline controller is recorded');
    // The CLI replays it: every checkpoint of both runs matches, bit for bit (exit 0).
    execFileSync(CLI, ['replay', file], { stdio: 'ignore' });
    assert.deepEqual(problems, []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await page.close();
  }
});

test('the rotors plot: f1 … f4 of the main run, as its outputs give them', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_upside_down&plot=rotors');
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time >= 1, null, { timeout: 30000 });
    await page.click('[data-testid="play"]');
    const got = await page.evaluate(() => ({ kind: document.querySelector('[data-testid="plot-kind"]').value,
      outputs: [...window.geoviDebug.main.outputs], rotors: window.geoviDebug.record().main.f.map((f) => f.at(-1)) }));
    assert.equal(got.kind, 'rotors');
    // The record's last row is the run as it stands (paused): its four rotors, as the outputs give them.
    assert.deepEqual(got.rotors, got.outputs.slice(7, 11));
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('the load on a figure eight: the page flies the load controller, the load within 15 cm of its path', async () => {
  const { page, problems } = await browser.open('?scenario=quadrotor_load_figure_eight&speed=4');
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time >= 12, null, { timeout: 60000 });
    const got = await page.evaluate(() => {
      const { main } = window.geoviDebug;
      const c = main.stateColumns, s = main.state;
      return { outputs: [...main.outputs], columns: [...main.outputColumns], q: Math.hypot(...['qx', 'qy', 'qz'].map((k) => s[c.indexOf(k)])) };
    });
    assert.deepEqual(got.columns.slice(-3), ['eq1', 'eq2', 'eq3']);
    // docs/control.md: from 10 s on |e_x| ≤ 0.119 m (test_control.cpp bounds it by 0.15 m).
    assert.ok(Math.hypot(got.outputs[0], got.outputs[1], got.outputs[2]) < 0.15, `|e_x| = ${Math.hypot(...got.outputs.slice(0, 3))}`);
    assert.ok(Math.abs(got.q - 1) < 1e-14, `|q| − 1 = ${got.q - 1}`);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});
