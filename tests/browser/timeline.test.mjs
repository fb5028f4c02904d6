// The timeline (web/js/panels/timeline-panel.js, docs/timeline.md): a run recorded in the page with a
// drag, an h change and a branch (scrub back, Continue) is saved with "Save run"; the CLI's
// `geovi replay FILE` matches every checkpoint to the bit, and so does the page's own replay of
// the file (opened as a file). Negative controls: one checkpoint value moved by one ulp is found
// by both (CLI exit 5 naming the column; the page says it differs); a malformed file is refused
// naming the field (CLI exit 2) and the page keeps its run.
//
//   node --test tests/browser/timeline.test.mjs        (after the native and wasm builds)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startBrowser, watchProblems, ROOT } from './support.mjs';
import { startServer } from '../../web/tools/serve.mjs';

const CLI = path.join(ROOT, 'build/native/geovi');
let browser, host;
before(async () => {
  browser = await startBrowser();
  host = await startServer({ port: 0, host: '127.0.0.1' });  // a course page on another origin
  host.base = host.url.replace('localhost', '127.0.0.1');
});
after(async () => {
  if (browser) await browser.close();
  if (host) await new Promise((r) => host.server.close(r));
});

const replay = (file) => spawnSync(CLI, ['replay', file], { encoding: 'utf8' });

/** The next double above x (one ulp). */
function nextUp(x) {
  const b = new BigInt64Array(new Float64Array([x]).buffer);
  b[0] += x >= 0 ? 1n : -1n;
  return new Float64Array(b.buffer)[0];
}

async function openRunFile(page, name, text) {
  await page.setInputFiles('[data-testid="scenario-file"]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /replayed|cannot be replayed/i.test(document.querySelector('[data-testid="timeline-status"]').textContent),
    null, { timeout: 180000 });  // a replay is a wait, not a speed test: one reached 57 % of 772 steps in 60 s under CI load
  return page.evaluate(() => document.querySelector('[data-testid="timeline-status"]').textContent);
}

test('a run with a drag, an h change and a branch replays to the bit in the CLI and in the page', async () => {
  const { page, problems } = await browser.open('?scenario=double_spherical_pendulum&compare=rk4&locale=en');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-timeline-'));
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time > 0.5, null, { timeout: 20000 });
    // A drag (paused first, so that the bob stays where it is grabbed).
    await page.click('[data-testid="play"]');
    await page.waitForFunction(() => !window.geoviDebug.playing);
    const k = await page.evaluate(() => window.geoviDebug.bobs()[1]);
    const p0 = await page.evaluate((k) => window.geoviDebug.screenOfPoint(k), k);
    await page.mouse.move(p0.x, p0.y);
    await page.mouse.down();
    for (let i = 1; i <= 6; ++i) await page.mouse.move(p0.x + 7 * i, p0.y - 4 * i);
    await page.mouse.up();
    await page.click('[data-testid="play"]');
    await page.waitForFunction(() => window.geoviDebug.main.time > 1.5, null, { timeout: 20000 });
    // An h change: both runs are built again.
    await page.fill('[data-testid="step-size"]', '0.005');
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).blur());  // the field's change
    await page.waitForFunction(() => window.geoviDebug.main.stepSize === 0.005 && window.geoviDebug.main.time > 1.2, null, { timeout: 20000 });
    // A branch: back ten recorded moments, then Continue.
    for (let i = 0; i < 10; ++i) await page.keyboard.press('[');
    const past = await page.evaluate(() => ({ ...window.geoviDebug.timeline, t: window.geoviDebug.main.time,
      shown: document.querySelector('[data-testid="timeline-time"]').textContent, clock: document.getElementById('sim-time').textContent }));
    assert.ok(past.index >= 0, 'scrubbed to a past moment');
    assert.match(past.shown, /past/);
    await page.click('[data-testid="timeline-continue"]');
    const branched = await page.evaluate(() => ({ ...window.geoviDebug.timeline, t: window.geoviDebug.main.time }));
    assert.equal(branched.index, -1, 'live again after Continue');
    await page.waitForFunction((t) => window.geoviDebug.main.time > t + 0.5, branched.t, { timeout: 20000 });
    // Save run.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="timeline-save"]')]);
    const file = path.join(dir, 'run.geovi-run.json');
    await download.saveAs(file);
    const text = fs.readFileSync(file, 'utf8');
    const doc = JSON.parse(text);
    const types = doc.events.map((e) => e.type);
    assert.equal(doc.format, 'geovi-run');
    for (const t of ['install', 'set', 'branch', 'checkpoint']) assert.ok(types.includes(t), `the file records a ${t}`);
    assert.ok(types.filter((t) => t === 'install').length >= 2, 'the h change is an install');
    // The branch went back to the moment shown (its time as the timeline showed it, to 3 decimals).
    const branch = doc.events.find((e) => e.type === 'branch');
    assert.ok(branch.time < past.t, `the runs went back in time (${branch.time} < ${past.t})`);
    assert.match(past.shown, new RegExp(`t = ${branch.time.toFixed(3).replace('.', '\\.')} s`));
    assert.equal(past.clock, branch.time.toFixed(2), 'the readouts showed the moment');
    const cps = types.filter((t) => t === 'checkpoint').length;
    assert.ok(cps >= 2, `${cps} checkpoints`);

    // The CLI replays it to the bit.
    const cli = replay(file);
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stderr, new RegExp(`${cps} checkpoints, every checkpoint matches to the bit`));

    // Negative control: the last checkpoint's q1y moved by one ulp.
    const last = doc.events[doc.events.length - 1];
    const bad = structuredClone(doc);
    bad.events[bad.events.length - 1].main[1] = nextUp(last.main[1]);
    const badFile = path.join(dir, 'ulp.json');
    fs.writeFileSync(badFile, JSON.stringify(bad));
    const off = replay(badFile);
    assert.equal(off.status, 5, off.stderr);
    assert.match(off.stderr, new RegExp(`differs: events\\[${doc.events.length - 1}\\] at step ${last.step}, main run, column q1y`));

    // The page's own replay of the file matches too, and then shows it on the timeline, paused.
    const said = await openRunFile(page, 'run.geovi-run.json', text);
    assert.match(said, new RegExp(`all ${cps} checkpoints match to the bit`), said);
    const after = await page.evaluate(() => ({ ...window.geoviDebug.timeline, t: window.geoviDebug.main.time, playing: window.geoviDebug.playing }));
    assert.equal(after.step, last.step, 'the replayed run ends at the file\'s last step');
    assert.equal(after.t, last.time, 'at its time, to the bit');
    assert.ok(after.frames > 50, `${after.frames} moments on the timeline`);
    assert.equal(after.playing, false);
    const saidBad = await openRunFile(page, 'ulp.json', JSON.stringify(bad));
    assert.match(saidBad, /does not match: 1 checkpoint values differ.*column q1y/, saidBad);

    // A malformed file: refused naming the field, in the CLI (exit 2) and in the page (the run is kept).
    const broken = structuredClone(doc);
    const setAt = broken.events.findIndex((e) => e.type === 'set');
    broken.events[setAt].values[2] = 'x';
    const brokenFile = path.join(dir, 'broken.json');
    fs.writeFileSync(brokenFile, JSON.stringify(broken));
    const refused = replay(brokenFile);
    assert.equal(refused.status, 2, refused.stderr);
    assert.match(refused.stderr, new RegExp(`events\\[${setAt}\\]\\.values\\[2\\]: expected a number, got string`));
    const before = await page.evaluate(() => window.geoviDebug.main.time);
    const saidBroken = await openRunFile(page, 'broken.json', JSON.stringify(broken));
    assert.match(saidBroken, new RegExp(`events\\[${setAt}\\]\\.values\\[2\\]: expected a finite number`));
    assert.equal(await page.evaluate(() => window.geoviDebug.main.time), before, 'the page keeps its run');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the course API: getRecording gives a run file that loadRecording replays to the bit; a bad one is refused by field', async () => {
  const page = await browser.browser.newPage({ viewport: { width: 1100, height: 1400 } });
  const problems = watchProblems(page);
  try {
    await page.goto(`${host.base}web/examples/course.html?geovi=${encodeURIComponent(browser.baseUrl)}`);
    await page.waitForFunction(() => window.question && window.question.info, null, { timeout: 30000 });
    const r = await page.evaluate(async () => {
      const g = window.question;
      await g.play();
      await new Promise((ok) => setTimeout(ok, 1500));
      await g.pause();
      const state = (await g.getState()).state;
      state[0] += 0.01;
      await g.setState(state);  // a hand-set state: a "set" event
      await g.step(50);
      const file = await g.getRecording();
      const replayed = await g.loadRecording(file);
      const bad = structuredClone(file);
      bad.events[0].main.h = -1;
      let refused = null;
      try { await g.loadRecording(bad); } catch (e) { refused = { code: e.code, field: e.field, message: e.message }; }
      return { info: g.info, types: file.events.map((e) => e.type), replayed, refused };
    });
    for (const m of ['getRecording', 'loadRecording']) assert.ok(r.info.methods.includes(m), `hello lists ${m}`);
    assert.ok(r.types.includes('set') && r.types.at(-1) === 'checkpoint', r.types.join(','));
    assert.equal(r.replayed.matched, true, JSON.stringify(r.replayed.mismatches));
    assert.ok(r.replayed.checkpoints >= 1);
    assert.equal(r.refused.code, 'invalid-params');
    assert.equal(r.refused.field, 'params.file');
    assert.match(r.refused.message, /params\.file\.events\[0\]\.main\.h: expected a positive number or null/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('on a 390 px phone: the timeline fits, its targets are 44 px, the stopwatch times an interval, playback moves', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum&locale=en', { width: 390, height: 844 });
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time > 1.0, null, { timeout: 20000 });
    const boxes = await page.evaluate(() => [...document.querySelectorAll('#timeline button, #timeline input')].map((e) => {
      const r = e.getBoundingClientRect();
      return { id: e.dataset.testid, w: r.width, h: r.height, right: r.right, name: e.getAttribute('aria-label') || e.textContent };
    }));
    for (const b of boxes) {
      assert.ok(b.h >= 44 && b.w >= 44, `${b.id}: ${b.w}×${b.h}`);
      assert.ok(b.right <= 390, `${b.id} within the screen`);
      assert.ok(b.name && b.name.trim(), `${b.id} has a name`);
    }
    await page.keyboard.press('m');
    await page.keyboard.press('[');
    for (let i = 0; i < 20; ++i) await page.keyboard.press('[');
    await page.keyboard.press('m');
    const watch = await page.textContent('[data-testid="timeline-stopwatch"]');
    const m = /([\d.]+) s → ([\d.]+) s: Δt = ([\d.]+) s/.exec(watch);
    assert.ok(m, watch);
    assert.ok(Math.abs(Math.abs(Number(m[2]) - Number(m[1])) - Number(m[3])) < 0.0015 && Number(m[3]) > 0, watch);
    const before = await page.evaluate(() => window.geoviDebug.timeline.index);
    await page.click('[data-testid="timeline-play"]');
    await page.waitForFunction((i) => window.geoviDebug.timeline.index > i, before, { timeout: 10000 });
    await page.click('[data-testid="timeline-live"]');
    assert.equal(await page.evaluate(() => window.geoviDebug.timeline.index), -1);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a moment of an earlier run (before an h change) and of an earlier system: said so, no plot cursor, and Continue rebuilds it; the branch replays to the bit', async () => {
  const { page, problems } = await browser.open('?scenario=double_spherical_pendulum&compare=rk4&locale=en');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-timeline-'));
  try {
    await page.waitForFunction(() => window.geoviDebug.main.time > 1, null, { timeout: 20000 });
    const h0 = await page.evaluate(() => window.geoviDebug.main.stepSize);
    await page.fill('[data-testid="step-size"]', '0.005');
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).blur());
    await page.waitForFunction(() => window.geoviDebug.main.stepSize === 0.005 && window.geoviDebug.main.time > 0.5, null, { timeout: 20000 });
    // The same moment of the present install shows the plots' cursor ...
    await page.$eval('[data-testid="timeline-slider"]', (s) => { s.value = String(Number(s.max) - 3); s.dispatchEvent(new Event('input')); });
    assert.ok(await page.getAttribute('[data-testid="energy-plot"]', 'data-cursor'), 'a moment of this run: the cursor is drawn');
    assert.equal(await page.textContent('[data-testid="timeline-status"]'), '');
    // ... one of the earlier install (frame 1: h = h0) does not: the plots began again at the change.
    await page.$eval('[data-testid="timeline-slider"]', (s) => { s.value = '1'; s.dispatchEvent(new Event('input')); });
    assert.equal(await page.getAttribute('[data-testid="energy-plot"]', 'data-cursor'), null);
    assert.match(await page.textContent('[data-testid="timeline-status"]'), /earlier run/);
    const shown = await page.evaluate(() => window.geoviDebug.timeline.index);
    assert.equal(shown, 1);
    // Continue there: that install (its h) is rebuilt, and the runs go on from the moment.
    await page.click('[data-testid="timeline-continue"]');
    await page.waitForFunction((h) => window.geoviDebug.main.stepSize === h && window.geoviDebug.main.time > 0.6, h0, { timeout: 20000 });
    assert.equal(await page.textContent('[data-testid="timeline-status"]'), '', 'live again: the note goes');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="timeline-save"]')]);
    const file = path.join(dir, 'earlier.geovi-run.json');
    await download.saveAs(file);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.ok(doc.events.filter((e) => e.type === 'install').length >= 3, 'the branch into the earlier install is an install');
    const cli = replay(file);
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stderr, /every checkpoint matches to the bit/);

    // An earlier system: another preset opened, then a moment of the pendulum: the scene keeps the
    // present bodies (its positions would be another system's), and Continue brings the pendulum back.
    await page.selectOption('[data-testid="scenario"]', 'spherical_pendulum');
    await page.waitForFunction(() => window.geoviDebug.main.positions.length === 6 && window.geoviDebug.main.time > 0.3, null, { timeout: 20000 });
    await page.$eval('[data-testid="timeline-slider"]', (s) => { s.value = '2'; s.dispatchEvent(new Event('input')); });
    assert.match(await page.textContent('[data-testid="timeline-status"]'), /earlier system/);
    assert.equal(await page.getAttribute('[data-testid="energy-plot"]', 'data-cursor'), null);
    await page.click('[data-testid="timeline-continue"]');
    await page.waitForFunction(() => window.geoviDebug.main.positions.length === 9 && window.geoviDebug.playing, null, { timeout: 20000 });
    const t1 = await page.evaluate(() => window.geoviDebug.main.time);
    await page.waitForFunction((t) => window.geoviDebug.main.time > t + 0.2, t1, { timeout: 20000 });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the main run fails mid-frame: the baseline stops at the same step, and the saved run replays to the bit', async () => {
  // The explicit VI at h = 0.05 on sphere_three_body fails after step 174 (the CLI: explicit-no-solution,
  // t = 8.7 s; the projected RK4 baseline goes on to step 196); at speed 20 a frame takes several
  // steps, so the failure falls inside a frame's batch.
  const { page, problems } = await browser.open('?scenario=sphere_three_body&integrator=vi-explicit&h=0.05&compare=rk4-projected&speed=20&locale=en');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-timeline-'));
  try {
    // The energy warning at t = 3.6 s would pause the run first: keep running through warnings.
    await page.selectOption('[data-testid="watchdog-mode"]', 'continue');
    await page.evaluate(() => { if (!window.geoviDebug.playing) /** @type {HTMLElement} */ (document.querySelector('[data-testid="play"]')).click(); });
    await page.waitForSelector('[data-testid="error"]:not([hidden])', { timeout: 40000 });
    const runs = await page.evaluate(() => ({ main: window.geoviDebug.main.stepCount, base: window.geoviDebug.base.stepCount,
      tMain: window.geoviDebug.main.time, tBase: window.geoviDebug.base.time }));
    assert.equal(runs.main, 174, 'the main run took the steps before the failing one');
    assert.equal(runs.base, runs.main, 'the baseline stopped at the same step');
    assert.equal(runs.tBase, runs.tMain);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="timeline-save"]')]);
    const file = path.join(dir, 'failed.geovi-run.json');
    await download.saveAs(file);
    const cli = replay(file);
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stderr, /every checkpoint matches to the bit/);
    assert.deepEqual(problems.filter((p) => !/could not take its next step/.test(p)), []);
  } finally {
    await page.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
