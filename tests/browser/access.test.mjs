// A run that can be heard and read (docs/accessibility.md), on the page's own runs: the
// description names both runs with the numbers of the page's record (window.geoviDebug.record()),
// the baseline's pitch climbs while the VI's stays in its band, a plot's table ends with the
// record's last row, ?describe=1 and ?sound=1 start them (the sound at the first gesture), and
// under reduced motion the page opens paused with Play focused.
//
// Browsers start sound only after a user gesture; headless Chromium does not wait (it ignores
// --autoplay-policy), so the ?sound=1 test gives the page a stand-in AudioContext that starts
// suspended, as a browser's does before the first key press or click.
//
//   node --test tests/browser/access.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';
import { ARGS, CHROMIUM, ROOT, watchProblems } from './support.mjs';

let server, browser, baseUrl;
before(async () => {
  const s = await startServer({ port: 0, host: '127.0.0.1' });
  server = s.server;
  baseUrl = s.url.replace('localhost', '127.0.0.1');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
});
after(async () => {
  if (browser) await browser.close();
  if (server) await new Promise((r) => server.close(r));
});

async function open(query, options = {}, init = null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl + query);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, problems, close: () => context.close() };
}

const access = (page) => page.evaluate(() => window.geoviDebug.access);

test('energy-bounded: the description, the pitches and the tables follow the record of vi and rk2', async () => {
  const { page, problems, close } = await open('?lesson=energy-bounded');
  try {
    // Sound on by its key (a gesture, so the browser lets it start).
    await page.keyboard.press('s');
    await page.waitForFunction(() => window.geoviDebug.access.audio === 'running', null, { timeout: 5000 });
    assert.equal(await page.getAttribute('[data-testid="sound"]', 'aria-pressed'), 'true');
    // Each run's pitch as the run goes from t = 20 s (the VI's band has filled) to t = 300 s. Until the run's
    // clock gets there, not for a fixed wall time (issue 48, item 4: a loaded machine runs slower than real
    // time); 150 s of wall time is only the bound past which the test gives up.
    await page.waitForFunction(() => window.geoviDebug.main.time > 20, null, { timeout: 20000 });
    const heard = [];
    for (const t0 = Date.now(); Date.now() - t0 < 150000 && !(heard.length && heard.at(-1).t >= 300);) {
      await page.waitForTimeout(300);
      const { pitches } = await access(page);
      heard.push({ t: await page.evaluate(() => window.geoviDebug.main.time), ...pitches });
    }
    const T = heard.at(-1).t;
    assert.ok(T >= 150, `the run reached t = ${T} s`);
    // The highest pitch early (t ≤ T/5) and late (t ≥ 2T/3): the top of a band holds, a drift climbs. An error
    // 1.5× larger (the description's rule for bounded) sounds 1.023× higher; ten times larger, 1.14× higher.
    const top = (role, lo, hi) => Math.max(...heard.filter((h) => h.t >= lo && h.t <= hi).map((h) => h[role]));
    const rise = (role) => top(role, (2 * T) / 3, T) / top(role, 0, T / 5);
    const vi = heard.map((h) => h.main);
    console.log(`# t ${heard[0].t.toFixed(0)}–${T.toFixed(0)} s, ${heard.length} samples: rk2's top pitch ×${rise('base').toFixed(3)}, `
      + `vi's ×${rise('main').toFixed(3)}, in ${Math.min(...vi).toFixed(0)}–${Math.max(...vi).toFixed(0)} Hz`);
    assert.ok(heard.every((h) => h.main >= 220 && h.main <= 1760 && h.base >= 220 && h.base <= 1760), 'pitches in 220–1760 Hz');
    // The VI's band itself wanders (the double pendulum is chaotic), so its top is not fixed; but it
    // does not climb as the baseline's drift does.
    assert.ok(rise('base') > 1.04, `the baseline's pitch climbs: ×${rise('base')}`);
    assert.ok(rise('main') < rise('base'), `the VI's pitch climbs less than the baseline's: ×${rise('main')}`);
    assert.ok(Math.max(...vi) / Math.min(...vi) < 1.5, "the VI's band is less than half an octave wide");

    // Paused, so that the record stands still: the Describe key, and the record's numbers in its words.
    await page.keyboard.press(' ');
    await page.waitForFunction(() => !window.geoviDebug.playing);
    await page.keyboard.press('d');
    const text = await page.textContent('[data-testid="access-live"]');
    const r = await page.evaluate(() => window.geoviDebug.record());
    console.log(`# ${text}`);
    const rel = (dE, e0) => (dE.at(-1) / Math.abs(e0)).toExponential(1);
    // The rule of docs/accessibility.md: bounded when the largest |E − E₀| over the last third of the record
    // is at most 1.5× the largest over the first third.
    const T0 = r.t.at(-1);
    const largest = (dE, a, b) => Math.max(...dE.filter((_, i) => r.t[i] >= a && r.t[i] <= b));
    const words = (run, dE, e0) => (largest(dE, (2 * T0) / 3, T0) <= 1.5 * largest(dE, 0, T0 / 3)
      ? `The energy error of the ${run} is ${rel(dE, e0)} and bounded.` : `The energy error of the ${run} has grown to ${rel(dE, e0)}.`);
    assert.ok(text.startsWith(`t = ${T0.toFixed(1)} s. `), text);
    assert.ok(text.includes(words('main run (vi)', r.main.dE, r.e0)), text);
    assert.ok(text.includes(words('baseline (rk2)', r.base.dE, r.e0b)), text);
    assert.match(text, /(Both bobs are (below|above) their pivots|Bob [12] of 2 is above its pivot)\. Their angles from straight down, in degrees: \d+ and \d+\.$/);
    assert.equal((await access(page)).description, text);
    // The pitches heard now are the record's errors on the documented scale: the largest relative error over
    // the last 2 s, log10 from −16 to 0 onto 220–1760 Hz.
    await page.waitForTimeout(400);
    const pitch = (dE, e0) => {
      const err = Math.max(...dE.filter((_, i) => T0 - r.t[i] <= 2)) / Math.abs(e0);
      return 220 * 8 ** ((Math.min(0, Math.max(-16, Math.log10(err))) + 16) / 16);
    };
    const { pitches } = await access(page);
    assert.ok(Math.abs(pitches.main - pitch(r.main.dE, r.e0)) < 1e-6, `${pitches.main} Hz`);
    assert.ok(Math.abs(pitches.base - pitch(r.base.dE, r.e0b)) < 1e-6, `${pitches.base} Hz`);
    // The Describe button does the same.
    await page.evaluate(() => { document.querySelector('[data-testid="access-live"]').textContent = ''; });
    await page.click('[data-testid="more-menu"]');  // the access controls sit in the top bar's More menu
    await page.click('[data-testid="describe"]');
    assert.equal(await page.textContent('[data-testid="access-live"]'), text);

    // The tables: the latest row is the record's last, each value as recorded.
    const lastRow = (name) => page.$$eval(`[data-testid="${name}-table"] tbody tr`, (rows) => ({
      count: rows.length, last: [...rows.at(-1).children].map((c) => Number(c.getAttribute('data-value'))) }));
    await page.click('[data-testid="energy-table-toggle"]');
    assert.equal(await page.getAttribute('[data-testid="energy-table-toggle"]', 'aria-expanded'), 'true');
    const energy = await lastRow('energy');
    const n = r.t.length - 1;
    assert.deepEqual(energy.last, [r.t[n], r.main.E[n], r.main.dE[n], r.base.E[n], r.base.dE[n]]);
    assert.ok(energy.count <= 51 && energy.count === Math.min(51, r.t.length), `${energy.count} rows`);
    assert.match(await page.textContent('[data-testid="energy-table"] caption'), new RegExp(`^Energy against time: ${energy.count} of ${r.t.length} recorded samples`));
    assert.deepEqual(await page.$$eval('[data-testid="energy-table"] thead th', (ths) => ths.map((th) => th.textContent)),
      ['t (s)', 'E, vi (J)', '|E − E₀|, vi (J)', 'E, rk2 (J)', '|E − E₀|, rk2 (J)']);
    await page.click('[data-testid="aux-table-toggle"]');
    assert.deepEqual((await lastRow('aux')).last, [r.t[n], r.main.man[n], r.base.man[n]]);
    // axe-core (as tests/browser/axe.test.mjs) over the controls, the description and both tables shown.
    await page.addScriptTag({ content: fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') });
    const violations = await page.evaluate(async () => {
      const res = await /** @type {any} */ (window).axe.run({ include: [['#access-controls'], ['#access-live'], ['#plots-card']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
      return res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((x) => x.target.join(' ')).join(', ')})`);
    });
    assert.deepEqual(violations, []);
    // Hidden again by its toggle, by keyboard.
    await page.focus('[data-testid="energy-table-toggle"]');
    await page.keyboard.press('Enter');
    assert.equal(await page.isVisible('[data-testid="energy-table"]'), false);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('?describe=1 and ?sound=1: descriptions come by themselves, and the sound starts at the first gesture', async () => {
  // Until resumed (the page does so at the first key press or click), the stand-in stays suspended.
  const heldBack = () => {
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) { super(...args); this.suspend(); }
    };
  };
  const { page, problems, close } = await open('?describe=1&sound=1&scenario=chain_pendulum_5', {}, heldBack);
  try {
    // The browser holds the sound back until a gesture, and the page says what to do.
    await page.waitForFunction(() => window.geoviDebug.access.audio === 'suspended', null, { timeout: 5000 });
    assert.equal(await page.textContent('[data-testid="sound-note"]'), 'Press any key or click to start the sound.');
    assert.equal(await page.getAttribute('[data-testid="auto-describe"]', 'aria-pressed'), 'true');
    await page.waitForFunction(() => /^t = [\d.]+ s\. /.test(window.geoviDebug.access.live), null, { timeout: 10000 });
    assert.match(await page.textContent('[data-testid="access-live"]'), /All 5 bobs|Bobs? [\d, and]+ of 5/);
    await page.mouse.click(640, 400);
    await page.waitForFunction(() => window.geoviDebug.access.audio === 'running', null, { timeout: 5000 });
    assert.equal(await page.isVisible('[data-testid="sound-note"]'), false);
    assert.ok((await access(page)).pitches.main >= 220);
    // A pause is described too.
    await page.evaluate(() => { document.querySelector('[data-testid="access-live"]').textContent = ''; });
    await page.keyboard.press(' ');
    await page.waitForFunction(() => /^t = /.test(window.geoviDebug.access.live), null, { timeout: 5000 });
    // Both keys stay in the permalink.
    assert.match(page.url(), /[?&]describe=1/);
    assert.match(page.url(), /[?&]sound=1/);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('reduced motion: the page opens paused with Play focused, and says so', async () => {
  const { page, problems, close } = await open('?scenario=double_spherical_pendulum', { reducedMotion: 'reduce' });
  try {
    await page.waitForTimeout(500);
    const s = await page.evaluate(() => ({ playing: window.geoviDebug.playing, time: window.geoviDebug.main.time,
      focus: document.activeElement.id, ring: document.activeElement.matches(':focus-visible') }));
    assert.deepEqual(s, { playing: false, time: 0, focus: 'play', ring: true });
    assert.equal(await page.textContent('[data-testid="access-live"]'), 'Paused because your system asks for reduced motion. Press Space to play.');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => window.geoviDebug.main.time > 0, null, { timeout: 5000 });
    // The keys are in the shortcuts list.
    const help = await page.$$eval('#shortcut-list dt', (dts) => dts.map((dt) => `${dt.textContent}: ${dt.nextElementSibling.textContent}`));
    assert.ok(help.includes('D: describe the run in words') && help.includes('S: sound on / off'), help.join('\n'));
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('the link builder works by keyboard alone: open, choose, copy, close, and focus comes back', async () => {
  const { page, problems, close } = await open('?scenario=spherical_pendulum&locale=de');
  try {
    await page.focus('[data-testid="link-builder-open"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="link-builder"]:not([hidden])');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'lb-source', 'focus moves into the dialog');
    const before = await page.inputValue('[data-testid="lb-link"]');
    // Tab to the speed picker and change it with the arrow keys, then to the embed box and tick it with Space.
    const tabTo = async (id) => {
      for (let i = 0; i < 40 && await page.evaluate(() => document.activeElement.id) !== id; ++i) await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.id), id, `Tab reaches #${id}`);
    };
    await tabTo('lb-speed');
    await page.keyboard.press('ArrowDown');
    await tabTo('lb-embed');
    await page.keyboard.press('Space');
    assert.equal(await page.isChecked('[data-testid="lb-embed"]'), true);
    const link = await page.inputValue('[data-testid="lb-link"]');
    assert.notEqual(link, before, 'the link follows the keyboard choices');
    assert.match(link, /[?&]embed=1\b/);
    assert.match(link, /[?&]locale=de\b/, 'the link carries the page\'s language');
    await tabTo('lb-copy-link');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="link-builder"]', { state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement.id), 'link-builder-open', 'focus returns to the button that opened it');
    assert.deepEqual(problems, []);
  } finally { await close(); }
});
