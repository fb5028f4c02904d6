// Geometric control on the page (docs/control.md): the controlled quadrotor's page run is the CLI's
// closed loop to round-off (state and outputs, after the same steps); its baseline is the preset's
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

test('the tracking preset: the page runs the CLI closed loop to round-off, beside the Euler-angle baseline', async () => {
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
    // Wasm and native agree to round-off (an ulp in a libm call; tolerance as tests/node/wasm.test.mjs):
    // 1e-12 · max(1, |x|) per column, here after a second of the closed loop, which contracts errors.
    const values = [...got.state, ...got.outputs];
    values.forEach((v, j) => assert.ok(Math.abs(v - row[j + 2]) <= 1e-12 * Math.max(1, Math.abs(row[j + 2])),
      `${header[j + 2]}: page ${v}, CLI ${row[j + 2]}`));
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
