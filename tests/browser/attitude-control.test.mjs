// Attitude control of a rigid body on the page (docs/control.md, "A rigid body on SO(3) under attitude
// control"): the satellite_slew preset's page run is the CLI's closed loop to the bit (state and
// outputs, after the same steps); its ghost flies the preset's euler_attitude_pd; the tracking plot
// reads |e_R| and Ψ from the outputs, and at 8× speed shows what docs/control.md says: the geometric
// controller on the slew, the Euler-angle PD thrown off once the slew's pitch passes 90°; the
// desired frame is drawn.
//
//   node --test tests/browser/attitude-control.test.mjs        (after .ci/build)
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

/** The CLI's CSV of `file` run to step `steps`: its header and last row. */
function cliRow(file, steps, h) {
  const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-attitude-')), 'run.csv');
  execFileSync(CLI, ['run', file, '--t-end', String(steps * h), '--every', String(steps), '--csv', csv], { stdio: 'ignore' });
  const lines = fs.readFileSync(csv, 'utf8').trim().split('\n');
  return { header: lines[0].split(','), row: lines[lines.length - 1].split(',').map(Number) };
}

test('satellite_slew: the page flies the CLI closed loop to the bit; the Euler-angle PD beside it tumbles after gimbal lock', async () => {
  const { page, problems } = await browser.open('?scenario=satellite_slew&plot=tracking&speed=8');
  try {
    // The slew's pitch passes 90° at t = 17.6 s; by t = 26 s the Euler-angle PD is far off (Ψ ≥ 1.9
    // from t = 26 s in the CLI's run, tests/native/test_attitude_control.cpp).
    await page.waitForFunction(() => window.geoviDebug.main && window.geoviDebug.main.time >= 27, null, { timeout: 60000 });
    await page.click('[data-testid="play"]');  // pause
    const got = await page.evaluate(() => {
      const { main } = window.geoviDebug;
      return { steps: main.stepCount, h: main.stepSize, state: [...main.state], outputs: [...main.outputs],
        stateColumns: [...main.stateColumns], outputColumns: [...main.outputColumns], baseline: window.geoviDebug.baseline,
        record: window.geoviDebug.record(), plot: document.querySelector('[data-testid="plot-kind"]').value,
        legend: [...document.querySelectorAll('.u-legend .u-series .u-label')].map((e) => e.textContent) };
    });
    assert.equal(got.baseline, 'euler_attitude_pd', 'the preset\'s control.baseline flies beside it');
    assert.equal(got.plot, 'tracking');
    assert.ok(got.legend.some((l) => l.startsWith('|e_R|')), `the tracking plot names |e_R|: ${got.legend.join(', ')}`);
    const { header, row } = cliRow(path.join(ROOT, 'core/scenarios/satellite_slew.json'), got.steps, got.h);
    assert.deepEqual(header, ['t', 'energy', ...got.stateColumns, ...got.outputColumns]);
    assert.deepEqual(got.outputColumns.slice(0, 4), ['eR1', 'eR2', 'eR3', 'Psi']);
    assert.deepEqual([...got.state, ...got.outputs], row.slice(2), 'page and CLI agree to the bit');
    // The record: |e_R| of the geometric run stays at the discrete loop's lag (7.6e-7 in the CLI);
    // the baseline's Ψ follows (≤ 5.3e-4) until 17 s, then passes 1.9.
    const { t, main, base } = got.record;
    assert.ok(t.length > 20 && base.psi.length === t.length);
    const before17 = t.map((x, i) => i).filter((i) => t[i] < 17), after20 = t.map((x, i) => i).filter((i) => t[i] > 20);
    assert.ok(Math.max(...main.ex) < 1e-5, `geometric |e_R| up to ${Math.max(...main.ex)}`);
    assert.ok(Math.max(...before17.map((i) => base.psi[i])) < 1e-3, 'the Euler-angle PD follows before gimbal lock');
    assert.ok(Math.max(...after20.map((i) => base.psi[i])) > 1.9, 'and is thrown off after it');
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});

test('the editor edits the attitude controller, and a thrust limit is refused by its field', async () => {
  const { page, problems } = await browser.open('?scenario=satellite_slew');
  try {
    await page.click('[data-testid="build-button"]');
    await page.waitForSelector('[data-testid="build"]:not([hidden])');
    const field = page.locator('[data-testid="build"] [data-path="control.kR"]');
    assert.equal(await field.inputValue(), '60');
    await field.fill('80');
    await page.waitForSelector('[data-testid="build"][data-check="ok"]', { timeout: 10000 });
    await page.click('[data-testid="build-apply"]');
    await page.waitForFunction(() => window.geoviDebug.scenario.control.kR === 80, null, { timeout: 10000 });
    await page.locator('[data-testid="build"] [data-path="control.max_rotor_thrust"]').fill('10');
    await page.waitForSelector('[data-testid="build"][data-check="bad"]', { timeout: 10000 });
    assert.match(await page.textContent('#build-status'), /control\.max_rotor_thrust/);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});
