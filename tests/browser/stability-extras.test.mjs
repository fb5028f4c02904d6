// The stability view in run files and in sound (issue 47 item 6; docs/stability-view.md "In run files" and
// "Heard", docs/timeline.md "The run file", docs/accessibility.md "The stability view's sound"), in
// headless Chromium, on the page's own behaviour:
//   - run files: through the course API from a host on another origin, a run with the stability view open
//     and its sweep form filled is saved (getRecording): the last install's settings carry the view and the
//     form; the page is changed (another view, another form, more steps) and the file opened
//     (loadRecording): the view and the form come back, and getStability and getLyapunov give the live
//     run's numbers at that step to the bit; a malformed page setting is refused naming the field, by the
//     page and by `geovi replay` alike; a file without them opens and leaves the view as it is;
//   - sound: Play the sweep is a labelled button reached by the keyboard; with the page's Sound off it says
//     how to turn it on and plays nothing; on, it schedules on the page's Web Audio one note per value (the
//     stable ones on a sine, the unstable ones on a sawtooth) at the pitches and times stability-sound.js
//     gives for the page's own sweep, and a click at its threshold; the live verdict's voice beats at the
//     rate of the upright pendulum's growth rate, holds steady for the hanging one, and is silent for a
//     motion and with Sound off.
// The page's oscillators are observed by wrapping AudioContext.createOscillator before the page loads:
// each frequency the page schedules (setValueAtTime) is logged with its oscillator's wave and number.
//
//   node tests/browser/run-ordered.mjs 1 tests/browser/stability-extras.test.mjs   (after the builds)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startBrowser, watchProblems, ROOT, ARTIFACTS } from './support.mjs';
import { startServer } from '../../web/tools/serve.mjs';
import { serializeRunFile } from '../../web/js/run-recording.js';
import { sweepScore, verdictVoice, CLICK_HZ } from '../../web/js/stability-sound.js';

const CLI = path.join(ROOT, 'build/native/geovi');
const TOP = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/lagrange_top_sleeping.json'), 'utf8'));
const link = (scenario, set) => `?scenario=${scenario}&set=${encodeURIComponent(JSON.stringify(set))}`;
// spherical_pendulum: gravity (0, 0, 9.81), so q = e3 hangs and −e3 is upright (tests/browser/saddle.test.mjs).
const UPRIGHT = link('spherical_pendulum', { 'initial.q.0.0': 0, 'initial.q.0.2': -1, 'initial.omega.0.1': 0 });
const HANGING = link('spherical_pendulum', { 'initial.q.0.0': 0, 'initial.q.0.2': 1, 'initial.omega.0.1': 0 });

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

/** `geovi replay` of a run file object (written as the page writes it): { status, stderr }. */
function cliReplay(file, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const at = path.join(ARTIFACTS, `${name}-${process.pid}.geovi-run.json`);
  fs.writeFileSync(at, serializeRunFile(file));
  try {
    const r = spawnSync(CLI, ['replay', at], { encoding: 'utf8' });
    return { status: r.status, stderr: r.stderr };
  } finally { fs.rmSync(at); }
}

test('run files: the stability view and its sweep form are saved and restored; getStability and getLyapunov replay to the bit', async () => {
  const page = await browser.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchProblems(page);
  try {
    await page.goto(`${host.base}web/examples/course.html?geovi=${encodeURIComponent(browser.baseUrl)}`);
    await page.waitForFunction(() => window.question && window.question.info, null, { timeout: 30000 });
    const geovi = page.frames().find((f) => f.url().startsWith(browser.baseUrl));
    assert.ok(geovi, 'the course page embeds geovi');
    const form = async (from, to, points) => {  // one field after the other: fills at once would share the focus
      for (const [k, v] of [['from', from], ['to', to], ['points', points]]) await geovi.fill(`[data-testid="stability-sweep-${k}"]`, String(v));
    };
    await page.evaluate(async (top) => {
      const g = window.question;
      await g.loadScenario(top);
      await g.setCompare('rk4');
      await g.setView('stability');
      await g.play();
      await new Promise((ok) => { setTimeout(ok, 1200); });
      await g.pause();
      const { state } = await g.getState();
      state[0] += 0.003;  // a hand-set state: a "set" event
      await g.setState(state);
      await g.step(37);
    }, TOP);
    await geovi.selectOption('[data-testid="stability-sweep-path"]', 'initial.Omega.2');
    await form(12, 24, 60);
    const live = await page.evaluate(async () => {
      const g = window.question;
      return { stability: await g.getStability(), lyapunov: await g.getLyapunov(), state: await g.getState(), file: await g.getRecording() };
    });
    const installs = live.file.events.filter((e) => e.type === 'install');
    const settings = installs.at(-1).settings;
    assert.equal(settings.view, 'stability');
    assert.deepEqual(settings.stabilitySweep, { path: 'initial.Omega.2', from: 12, to: 24, points: 60 });
    assert.equal(live.stability.main.kind, 'motion', 'the tilted top moves');
    assert.ok(Number.isFinite(live.lyapunov.main.largest) && Number.isFinite(live.lyapunov.base.largest), 'both runs have exponents');

    // Elsewhere now: more steps, the scene alone, another form. Then the file.
    await page.evaluate(async () => { const g = window.question; await g.step(25); await g.setView('scene'); });
    await geovi.evaluate(() => {  // the pane is hidden now: its fields set as a script would
      const set = (k, v) => { document.querySelector(`[data-testid="stability-sweep-${k}"]`).value = v; };
      set('path', 'initial.Omega.0'); set('from', '1'); set('to', '2'); set('points', '3');
    });
    const replayed = await page.evaluate(async (file) => {
      const g = window.question;
      const report = await g.loadRecording(file);
      return { report, stability: await g.getStability(), lyapunov: await g.getLyapunov(), state: await g.getState() };
    }, live.file);
    assert.equal(replayed.report.matched, true, JSON.stringify(replayed.report.mismatches));
    assert.equal(replayed.state.steps, live.state.steps, 'at the step the file was saved');
    assert.equal(replayed.state.time, live.state.time);
    // To the bit: deepStrictEqual compares numbers with Object.is (−0 is not 0), every multiplier, exponent and rate.
    assert.deepStrictEqual(replayed.stability, live.stability);
    assert.deepStrictEqual(replayed.lyapunov, live.lyapunov);
    // Negative control: a step further, the numbers differ (the comparison can fail).
    const further = await page.evaluate(async () => { const g = window.question; await g.step(1); return g.getStability(); });
    assert.notDeepStrictEqual(further.main.multipliers, live.stability.main.multipliers);

    const shown = await geovi.evaluate(() => ({ view: window.geoviDebug.stability.shown, restored: window.geoviDebug.stability.restoredSweep,
      path: document.querySelector('[data-testid="stability-sweep-path"]').value,
      from: document.querySelector('[data-testid="stability-sweep-from"]').value, to: document.querySelector('[data-testid="stability-sweep-to"]').value,
      points: document.querySelector('[data-testid="stability-sweep-points"]').value,
      status: document.querySelector('[data-testid="stability-sweep-status"]').textContent, sweep: window.geoviDebug.stability.sweep.state }));
    assert.equal(shown.view, true, 'the stability view is open again');
    assert.deepEqual([shown.path, shown.from, shown.to, shown.points], ['initial.Omega.2', '12', '24', '60']);
    assert.deepEqual(shown.restored, { path: 'initial.Omega.2', from: 12, to: 24, points: 60, applied: true });
    assert.match(shown.status, /Spin Ω₃ \(rad\/s\) from the run file is in the form: press Sweep/);
    assert.equal(shown.sweep, 'idle', 'the sweep is not run by itself');

    // Malformed page settings: refused naming the field, by the page and by the CLI alike.
    const bad = [
      [(s) => { s.stabilitySweep.points = 501; }, 'settings.stabilitySweep.points'],
      [(s) => { s.stabilitySweep.path = '__proto__.x'; }, 'settings.stabilitySweep.path'],
      [(s) => { s.stabilitySweep.to = 12; }, 'settings.stabilitySweep.to'],
      [(s) => { s.stabilitySweep.extra = 1; }, 'settings.stabilitySweep.extra'],
      [(s) => { s.view = 'Stability!'; }, 'settings.view'],
    ];
    const last = live.file.events.findLastIndex((e) => e.type === 'install');
    for (const [spoil, field] of bad) {
      const file = structuredClone(live.file);
      spoil(file.events[last].settings);
      const refused = await page.evaluate(async (f) => { try { await window.question.loadRecording(f); return null; } catch (e) { return { code: e.code, message: e.message }; } }, file);
      assert.ok(refused, `${field}: refused`);
      assert.equal(refused.code, 'invalid-params');
      assert.ok(refused.message.startsWith(`params.file.events[${last}].${field}: `), refused.message);
      const cli = cliReplay(file, 'bad-page-settings');
      assert.equal(cli.status, 2, `geovi replay: ${cli.stderr}`);
      assert.ok(cli.stderr.includes(`events[${last}].${field}`), cli.stderr);
    }
    const cli = cliReplay(live.file, 'page-settings');
    assert.equal(cli.status, 0, `geovi replay of the page's file: ${cli.stderr}`);

    // A sweep of a field this system does not have: the file opens, the view too, and the form says so.
    const elsewhere = structuredClone(live.file);
    elsewhere.events[last].settings.stabilitySweep.path = 'system.springs.0';
    assert.equal((await page.evaluate(async (f) => window.question.loadRecording(f), elsewhere)).matched, true);
    const missing = await geovi.evaluate(() => ({ restored: window.geoviDebug.stability.restoredSweep, shown: window.geoviDebug.stability.shown,
      status: document.querySelector('[data-testid="stability-sweep-status"]').textContent }));
    assert.equal(missing.shown, true);
    assert.equal(missing.restored.applied, false);
    assert.match(missing.status, /The run file's sweep is of system\.springs\.0, which this system does not have\./);

    // A file from before these settings: it opens, and the view stays as it is.
    await page.evaluate(async () => { await window.question.setView('section'); });
    const old = structuredClone(live.file);
    for (const e of old.events) if (e.type === 'install') { delete e.settings.view; delete e.settings.stabilitySweep; }
    const oldReport = await page.evaluate(async (f) => window.question.loadRecording(f), old);
    assert.equal(oldReport.matched, true);
    assert.equal(await geovi.evaluate(() => document.querySelector('[data-testid="stability-view"]').hidden), true, 'the section stays');
    assert.equal(cliReplay(old, 'old-settings').status, 0);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

/** Before the page loads: each oscillator the page makes logs the frequencies it schedules. */
function listenToOscillators() {
  window.scheduled = [];
  const make = AudioContext.prototype.createOscillator;
  let count = 0;
  AudioContext.prototype.createOscillator = function createOscillator() {
    const osc = make.call(this);
    const id = count++;
    const param = osc.frequency;
    const set = param.setValueAtTime.bind(param);
    param.setValueAtTime = (value, time) => { window.scheduled.push({ osc: id, type: osc.type, value, time }); return set(value, time); };
    return osc;
  };
}

async function openListening(query) {
  const context = await browser.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(listenToOscillators);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(browser.baseUrl + query);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, problems, close: () => context.close() };
}

test('Play the sweep: a labelled button on the keyboard; silent with Sound off; on, the notes and the click of the page\'s own sweep', async () => {
  const { page, problems, close } = await openListening('?scenario=lagrange_top_sleeping&view=stability');
  try {
    const play = page.getByRole('button', { name: 'Play the sweep' });
    assert.equal(await play.count(), 1, 'the button, named by its words');
    assert.equal(await play.isDisabled(), true, 'nothing to play before a sweep');
    for (const [k, v] of [['from', 10], ['to', 30], ['points', 40]]) await page.fill(`[data-testid="stability-sweep-${k}"]`, String(v));
    await page.click('[data-testid="stability-sweep-run"]');
    await page.waitForFunction(() => window.geoviDebug.stability.sweep.state === 'done', null, { timeout: 30000 });
    const sweep = await page.evaluate(() => window.geoviDebug.stability.sweep);
    assert.ok(sweep.threshold > 10 && sweep.threshold < 30, `threshold ${sweep.threshold}`);
    // Sound off: it says how to turn it on, and schedules nothing.
    await play.click();
    assert.match(await page.textContent('[data-testid="stability-sweep-live"]'), /Sound is off: turn it on \(the Sound button, or S\)/);
    assert.deepEqual(await page.evaluate(() => window.scheduled), []);
    assert.equal(await page.evaluate(() => window.geoviDebug.stability.sound.played), null);
    // Sound on (S), then the button by the keyboard: focus it and press Enter.
    await page.keyboard.press('s');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-sound'));
    await play.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.geoviDebug.stability.sound.played, null, { timeout: 5000 });
    const { played } = (await page.evaluate(() => window.geoviDebug.stability)).sound;
    const scheduled = await page.evaluate(() => window.scheduled);
    const expected = played.score;
    // The page's score is stability-sound.js's for its own sweep: the same notes, voices and times, and the
    // same pitches to 1e-14 (Chromium's and Node's Math.pow may differ in the last bit).
    const mine = sweepScore(sweep);
    assert.deepEqual(expected.notes.map(({ frequency, ...n }) => n), mine.notes.map(({ frequency, ...n }) => n));
    expected.notes.forEach((n, i) => assert.ok(n.frequency === mine.notes[i].frequency || Math.abs(n.frequency / mine.notes[i].frequency - 1) < 1e-14,
      `note ${i}: ${n.frequency} Hz, expected ${mine.notes[i].frequency}`));
    assert.deepEqual(expected.clicks, mine.clicks);
    const t0 = played.startedAt;
    const near = (a, b) => Math.abs(a - b) < 1e-9;
    const on = (type) => scheduled.filter((s) => s.type === type && s.time >= t0);
    for (const [voice, type] of [['stable', 'sine'], ['unstable', 'sawtooth']]) {
      const notes = expected.notes.filter((n) => n.voice === voice);
      const got = on(type);
      assert.ok(notes.length > 0, `${voice} values in the sweep`);
      assert.equal(got.length, notes.length, `${voice}: one ${type} note per ${voice} value`);
      notes.forEach((n, i) => {
        assert.equal(got[i].value, n.frequency, `${voice} note ${i}: pitch`);
        assert.ok(near(got[i].time, t0 + n.at), `${voice} note ${i}: at ${got[i].time - t0} s, expected ${n.at}`);
      });
    }
    // The unstable values (below the threshold) climb towards the lowest spin: the first note is the highest.
    const unstable = on('sawtooth').map((s) => s.value);
    assert.equal(Math.max(...unstable), unstable[0]);
    const clicks = on('square').filter((s) => s.value === CLICK_HZ);
    assert.equal(clicks.length, 1, 'one click');
    assert.ok(near(clicks[0].time, t0 + expected.clicks[0].at), 'at the threshold');
    assert.ok(near(expected.clicks[0].at, (((sweep.threshold - 10) / (20 / 39)) + 0.5) * (expected.seconds / 40)));
    assert.match(await page.textContent('[data-testid="stability-sweep-live"]'), /Playing the sweep over 4 s/);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('the live verdict heard: the upright pendulum beats at its growth rate, the hanging one holds steady, a motion and Sound off are silent', async () => {
  const voiceOf = async (query, { sound = true } = {}) => {
    const { page, problems, close } = await openListening(`${query}&view=stability${sound ? '&sound=1' : ''}`);
    try {
      await page.waitForFunction(() => window.geoviDebug.stability.judgements >= 2, null, { timeout: 20000 });
      await page.waitForTimeout(600);  // the voice follows within VOICE_EVERY_MS
      const s = await page.evaluate(() => window.geoviDebug.stability);
      const scheduled = await page.evaluate(() => window.scheduled);
      assert.deepEqual(problems, []);
      return { report: s.reports.main, live: s.sound.live, on: s.sound.on, scheduled };
    } finally {
      await close();
    }
  };
  const up = await voiceOf(UPRIGHT);
  assert.equal(up.report.kind, 'equilibrium');
  assert.equal(up.report.stable, false);
  assert.ok(Math.abs(up.report.growthRate - Math.sqrt(9.81)) < 1e-6, `rate ${up.report.growthRate}`);
  assert.deepEqual(up.live, verdictVoice(up.report));
  assert.ok(up.live.pulseHz > 1 && up.live.pulseHz < 16);
  assert.ok(up.scheduled.some((s) => s.value === up.live.pulseHz), 'the tremolo scheduled at that rate');
  const down = await voiceOf(HANGING);
  assert.equal(down.report.stable, true);
  assert.deepEqual(down.live, { verdict: 'stable', frequency: 330, pulseHz: 0 });
  const moving = await voiceOf('?scenario=lagrange_top_sleeping');
  assert.equal(moving.report.kind, 'motion');
  assert.equal(moving.live, null);
  const off = await voiceOf(UPRIGHT, { sound: false });
  assert.equal(off.on, false);
  assert.equal(off.live, null, 'Sound off: no voice, even at a saddle');
});
