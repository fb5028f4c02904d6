// The Poincaré section view (web/js/panels/section-view.js, docs/section-view.md), in headless
// Chromium:
//   - the page's crossings of both runs equal the CLI's (`geovi section`) to the bit, on the planar
//     double pendulum preset and on two systems no other test uses, opened by a #s= link (a
//     three-link planar chain with its own declared section, and an edited double spherical
//     pendulum with none, whose section comes from the view's form);
//   - a click seeds an orbit, computed in the Web Worker, whose crossings lie at the target energy
//     and equal the core's sectionOrbit from the same seed to the bit; a point with no state at
//     that energy is refused in words; no NaN anywhere;
//   - the keyboard seeds (arrows, Enter) and Space does not reach the page's shortcuts; Clear; the
//     CSV export; 390 px; the static site and the offline file (from file://, no request at all).
//
//   node --test tests/browser/section.test.mjs        (after the native and wasm builds)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startBrowser, watchProblems, ROOT, ARTIFACTS, clickSection } from './support.mjs';
import { encode } from '../../web/js/scenario-link.js';
import { buildSite } from '../../web/tools/build-site.mjs';

const CLI = path.join(ROOT, 'build/native/geovi');
const PRESET = path.join(ROOT, 'core/scenarios/planar_double_pendulum.json');

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });

/** The CLI's crossings: { columns, rows } with each number parsed from the CSV's shortest round-trip text. */
function cliSection(file, { on, direction, tEnd, integrator }) {
  const out = path.join(ARTIFACTS, `section-cli-${process.pid}.csv`);
  const args = ['section', file, '--on', on, '--direction', direction, '--t-end', String(tEnd), '--csv', out];
  if (integrator) args.push('--integrator', integrator);
  execFileSync(CLI, args, { stdio: 'pipe' });
  const [head, ...lines] = fs.readFileSync(out, 'utf8').trim().split('\n');
  fs.rmSync(out);
  return { columns: head.split(','), rows: lines.map((l) => l.split(',').map(Number)) };
}

/** Waits until the page's main run has `n` crossings (and the baseline too, when there is one). */
async function waitCrossings(page, n, timeout = 40000) {
  await page.waitForFunction((k) => {
    const s = window.geoviDebug.section;
    return s.rows.main && s.rows.main.length >= k && (!window.geoviDebug.base || (s.rows.baseline && s.rows.baseline.length >= k));
  }, n, { timeout, polling: 250 });
}

/** Every page row equals the CLI's row of the same index, number for number (===: to the bit). */
function assertSameRows(pageRows, cli, what) {
  assert.ok(cli.rows.length >= pageRows.length, `${what}: the CLI found ${cli.rows.length} crossings, the page ${pageRows.length}`);
  pageRows.forEach((row, i) => {
    assert.equal(row.length, cli.columns.length, `${what}: row ${i} width`);
    row.forEach((v, k) => assert.ok(Number.isFinite(v) && v === cli.rows[i][k],
      `${what}: row ${i} column ${cli.columns[k]}: page ${v}, CLI ${cli.rows[i][k]}`));
  });
}

async function pageSection(page) { return page.evaluate(() => window.geoviDebug.section); }

test('the preset: both runs\' crossings equal the CLI\'s to the bit (vi and rk4)', async () => {
  const { page, problems } = await browser.open('?scenario=planar_double_pendulum&compare=rk4&view=section&speed=50');
  try {
    assert.equal(await page.isVisible('[data-testid="section-view"]'), true);
    assert.match(await page.textContent('[data-testid="section-name"]'), /q1x = 0, crossing upward/);
    await waitCrossings(page, 60);
    await page.click('[data-testid="play"]');  // pause: the record stops growing while it is read
    const s = await pageSection(page);
    assert.deepEqual(s.section, { on: 'q1x=0', direction: 'up', axes: ['angle(q2x,-q2z)', 'w2y'], solve: 'w1y' });
    const tEnd = Math.max(s.rows.main.at(-1)[0], s.rows.baseline.at(-1)[0]) + 1;
    const vi = cliSection(PRESET, { on: 'q1x=0', direction: 'up', tEnd });
    const rk4 = cliSection(PRESET, { on: 'q1x=0', direction: 'up', tEnd, integrator: 'rk4' });
    assert.deepEqual(['t', 'energy', ...s.columns], vi.columns);
    assertSameRows(s.rows.main, vi, 'vi');
    assertSameRows(s.rows.baseline, rk4, 'rk4');
    console.log(`# preset: ${s.rows.main.length} vi and ${s.rows.baseline.length} rk4 crossings equal the CLI's to the bit`);
    assert.ok(s.points['run:main'] === s.rows.main.length, 'every crossing is drawn');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

// A three-link planar chain (masses 1, 2, 0.5 kg; lengths 1, 0.7, 0.5 m) with its own section:
// the second link passing the vertical, moving left. No preset, no other test.
const CHAIN3 = {
  format: 1, name: 'section_test_chain3', title: 'three-link planar chain',
  system: { type: 'chain_pendulum', masses: [1, 2, 0.5], lengths: [1, 0.7, 0.5], gravity: [0, 0, -9.81] },
  initial: { q: [[0.6, 0, -0.8], [-0.28, 0, -0.96], [0, 0, -1]], omega: [[0, 1.5, 0], [0, -2, 0], [0, 3, 0]] },
  integrator: { type: 'vi', h: 0.005 }, t_end: 100,
  section: { on: 'q2x=0', direction: 'down', axes: ['angle(q3x,-q3z)', 'w3y'], solve: 'w1y' },
};
// The double spherical pendulum with other masses and lengths, and no section: the view's form chooses one.
const EDITED = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/double_spherical_pendulum.json'), 'utf8'));
Object.assign(EDITED.system, { masses: [1.3, 0.7], lengths: [0.9, 1.1] });
delete EDITED.section;

test('systems no test uses, by #s= link: a declared section and the form\'s section equal the CLI\'s to the bit', async () => {
  for (const [json, expectForm] of [[CHAIN3, false], [EDITED, true]]) {
    const file = path.join(ARTIFACTS, `section-${json.name || 'edited'}-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(json));
    const { page, problems } = await browser.open(`?view=section&speed=20#s=${encode(json)}`);
    try {
      assert.equal(await page.isVisible('[data-testid="section-form"]'), expectForm);
      let on = json.section ? json.section.on : 'q1x=0', direction = json.section ? json.section.direction : 'up';
      if (expectForm) {
        // The form's default (q1x = 0, upward); open the fold, choose "downward" and apply, as a user would.
        await page.click('[data-testid="section-form"] summary');
        await page.selectOption('#section-direction', 'down');
        await page.click('[data-testid="section-form"] button[type="submit"]');
        direction = 'down';
        assert.match(await page.textContent('[data-testid="section-name"]'), /q1x = 0, crossing downward/);
      }
      await waitCrossings(page, 25);
      await page.click('[data-testid="play"]');
      const s = await pageSection(page);
      assert.equal(s.section.on, on);
      assert.equal(s.section.direction, direction);
      const cli = cliSection(file, { on, direction, tEnd: s.rows.main.at(-1)[0] + 1 });
      if (expectForm) {
        // The form's section starts when applied: the page's rows are the CLI's from the first after the
        // watcher's first step (it reports none in that step: docs/sections.md).
        const k = cli.rows.findIndex((r) => r[0] === s.rows.main[0][0]);
        assert.ok(k >= 0, `the page's first crossing is one of the CLI's: the page's first at t = ${s.rows.main[0][0]}; ` +
          `the CLI's around it: ${cli.rows.filter((r) => Math.abs(r[0] - s.rows.main[0][0]) < 1).map((r) => r[0]).join(', ')}`);
        cli.rows = cli.rows.slice(k);
      }
      assertSameRows(s.rows.main, cli, json.name || 'edited');
      console.log(`# ${json.name || 'edited double spherical pendulum'}: ${s.rows.main.length} crossings of ${on} (${direction}) equal the CLI's to the bit`);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      fs.rmSync(file, { force: true });
    }
  }
});


/** The orbit's rows equal the core's sectionOrbit from the same seed (a fresh module in the page), to the bit. */
async function assertSectionOrbit(page, seed, orbit) {
  const same = await page.evaluate(async ([seedArg, n]) => {
    const api = await import('geovi');
    const m = await api.loadGeovi();
    const json = JSON.stringify(window.geoviDebug.scenario);
    const state = api.seedSection(m, json, seedArg);
    const out = api.sectionOrbit(m, json, { state, crossings: n, integrator: 'vi', h: 0.01 });
    return Array.from(out.rows);
  }, [seed, orbit.length]);
  const flat = orbit.flat();
  assert.equal(same.length, flat.length);
  flat.forEach((v, i) => assert.ok(v === same[i], `row ${Math.floor(i / orbit[0].length)}: page ${v}, sectionOrbit ${same[i]}`));
}

test('a click seeds an orbit in the worker: 1000 crossings at the target energy, equal to sectionOrbit\'s to the bit', async () => {
  const { page, problems } = await browser.open('?scenario=planar_double_pendulum');
  try {
    await waitCrossings(page, 3);
    assert.equal((await pageSection(page)).mode, 'idle', 'no worker while the section has not been shown');
    await page.click('[data-testid="view-section"]');
    await page.waitForFunction(() => window.geoviDebug.section.mode === 'worker', null, { timeout: 20000 });
    const t0 = Date.now();
    await clickSection(page, 0.5, 1.0);
    // A wait, not a speed claim: the speed (1000 crossings within 2 s, issue 32) is bench/section.mjs's;
    // here the orbit shares the worker with the self-filling and the machine with CI's other jobs (a
    // fresh-clone run of 8e895b0 took over 20 s where 2 s is usual, 30 November 2026).
    try {
      await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['1'] && !s.running.includes('1'); }, null, { timeout: 90000 });
    } catch (e) {
      // A fresh-clone CI run of d7f6a55 timed out here, with no word of why: say what the section holds.
      const state = await page.evaluate(() => {
        const s = window.geoviDebug.section;
        return JSON.stringify({ seeds: s.seeds, running: s.running, rows: Object.fromEntries(Object.entries(s.rows).map(([k, r]) => [k, r.length])),
          range: s.range, size: s.size, fill: s.fill && { done: s.fill.done, seeds: s.fill.seeds.length, running: s.fill.running.length },
          status: document.querySelector('[data-testid="section-status"]').textContent });
      }).catch((err) => `(unreadable: ${err.message})`);
      throw new Error(`orbit 1 did not finish within 90 s of the click: ${state}`, { cause: e });
    }
    const wallMs = Date.now() - t0;
    const s = await pageSection(page);
    assert.equal(s.mode, 'worker');
    const orbit = s.rows['1'];
    assert.equal(orbit.length, 1000);
    const seed = s.seeds['1'];
    assert.ok(Math.abs(seed.values[0] - 0.5) < 0.02 && Math.abs(seed.values[1] - 1.0) < 0.05, `seeded where clicked: ${seed.values}`);
    assert.equal(seed.energy, -15);
    // The VI's energy at its crossings stays within its band of the target. Bound: the band measured
    // natively for this preset at h = 0.01 over 3000 s, 1.45e-3 relative (docs/section-view.md), ×1.5.
    let worst = 0;
    for (const r of orbit) { assert.ok(r.every(Number.isFinite), 'no NaN'); worst = Math.max(worst, Math.abs(r[1] - seed.energy) / 15); }
    assert.ok(worst <= 2.2e-3, `largest relative energy error over the orbit's crossings: ${worst}`);
    // Negative control: the same rows at another energy would be far off (the check can fail).
    assert.ok(Math.abs(orbit[0][1] - (seed.energy + 0.5)) / 15 > 2.2e-3);
    // The worker's streamed orbit is the core's sectionOrbit from the same seed, to the bit.
    await assertSectionOrbit(page, seed, orbit);
    console.log(`# seeded orbit: 1000 crossings in ${wallMs} ms of wall time (click to last batch, the worker started when the view opened), energy within ${worst.toExponential(2)} of the target, equal to sectionOrbit to the bit`);
    assert.match(await page.textContent('[data-testid="section-status"]'), /Orbit 1: 1000 crossings/);
    assert.match(await page.textContent('[data-testid="section-legend"]'), /1 seeded orbit/);

    // No state of that energy there: w2y = 9 rad/s alone needs ¼·81 J > the 14.43 J above the rest state.
    await clickSection(page, 0, 9);
    const said = await page.waitForFunction(() => /cannot start there/.test(document.querySelector('[data-testid="section-status"]').textContent), null, { timeout: 10000 })
      .then(() => page.textContent('[data-testid="section-status"]'));
    assert.match(said, /Orbit 2 cannot start there: .*energy/);
    const after = await pageSection(page);
    assert.equal(after.rows['2'], undefined, 'nothing recorded for a refused seed');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('where no worker starts, the orbit is computed on the main thread in batches, to the same bits', async () => {
  const page = await browser.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.addInitScript(() => { delete window.Worker; });
  try {
    await page.goto(`${browser.baseUrl}?scenario=planar_double_pendulum&view=section`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await waitCrossings(page, 3);
    await clickSection(page, 0.5, 1.0);
    await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['1'] && !s.running.includes('1'); }, null, { timeout: 30000 });
    const s = await pageSection(page);
    assert.equal(s.mode, 'main-thread');
    assert.equal(s.rows['1'].length, 1000);
    await assertSectionOrbit(page, s.seeds['1'], s.rows['1']);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('keyboard seeding, Clear and the CSV export', async () => {
  const { page, problems } = await browser.open('?scenario=planar_double_pendulum&view=section');
  try {
    await waitCrossings(page, 3);
    await page.focus('[data-testid="section-canvas"]');
    const playing = await page.evaluate(() => window.geoviDebug.playing);
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    const c = (await pageSection(page)).crosshair;
    assert.ok(c && Number.isFinite(c.x) && Number.isFinite(c.y), 'the arrows move a crosshair');
    assert.match(await page.textContent('[data-testid="section-status"]'), /Crosshair at/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['1'] && s.rows['1'].length > 0; }, null, { timeout: 20000 });
    assert.deepEqual((await pageSection(page)).seeds['1'].values, [c.x, c.y]);
    await page.keyboard.press(' ');
    assert.equal(await page.evaluate(() => window.geoviDebug.playing), playing, 'Space in the section does not toggle play');
    await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['2'] && !s.running.length; }, null, { timeout: 20000 });

    // CSV: one row per crossing: orbit id, then t, energy and the state columns.
    await page.click('[data-testid="play"]');
    const s = await pageSection(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="section-csv"]')]);
    const csv = fs.readFileSync(await download.path(), 'utf8').trim().split('\n');
    assert.match(csv[0], /^# geovi .*; scenario planar_double_pendulum; integrator vi; h 0\.01; section q1x=0 up$/);
    assert.equal(csv[1], ['orbit', 't', 'energy', ...s.columns].join(','));
    const byOrbit = {};
    for (const line of csv.slice(2)) {
      const [id, ...values] = line.split(',');
      (byOrbit[id] ||= []).push(values.map(Number));
    }
    for (const id of Object.keys(s.rows)) assert.deepEqual(byOrbit[id], s.rows[id], `CSV rows of orbit ${id}`);
    assert.deepEqual(Object.keys(byOrbit).sort(), Object.keys(s.rows).sort());

    await page.click('[data-testid="section-clear"]');
    const cleared = await pageSection(page);
    assert.deepEqual(Object.keys(cleared.rows), ['main'], 'Clear keeps the run\'s crossings and drops the orbits');
    assert.equal(cleared.points['orbit:1'], undefined);
    assert.match(await page.textContent('[data-testid="section-status"]'), /Orbits cleared/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a timeline scrub shows the runs\' crossings up to the scrubbed moment; seeded orbits stay; live shows all', async () => {
  const { page, problems } = await browser.open('?scenario=planar_double_pendulum&view=section&speed=20');
  try {
    await waitCrossings(page, 20);
    await clickSection(page, 0.5, 1.0);
    await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['1'] && !s.running.length; }, null, { timeout: 30000 });
    await page.click('[data-testid="play"]');
    await page.$eval('[data-testid="timeline-slider"]', (el) => { el.value = String(Math.floor(Number(el.max) / 2)); el.dispatchEvent(new Event('input')); });
    const s = await pageSection(page);
    assert.ok(s.until != null && s.until > 0, `scrubbed to ${s.until}`);
    const before = s.rows.main.filter((r) => r[0] <= s.until).length;
    assert.equal(s.visible['run:main'], before);
    assert.ok(before > 0 && before < s.rows.main.length, `${before} of ${s.rows.main.length} crossings shown at t = ${s.until}`);
    assert.equal(s.visible['orbit:1'], 1000, 'a seeded orbit has its own clock and stays');
    await page.click('[data-testid="timeline-live"]');
    const live = await pageSection(page);
    assert.equal(live.until, null);
    assert.equal(live.visible['run:main'], live.rows.main.length);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('390 px: the section takes the scene\'s place, buttons are 44 px targets, a tap seeds', async () => {
  // A phone: a touch screen, and a tap (touchscreen.tap), not a mouse click.
  const context = await browser.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(`${browser.baseUrl}?scenario=planar_double_pendulum&view=section&speed=5`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await waitCrossings(page, 3);
    for (const id of ['section-clear', 'section-csv']) {
      const b = await page.locator(`[data-testid="${id}"]`).boundingBox();
      assert.ok(b.width >= 44 && b.height >= 44, `${id}: ${b.width}×${b.height}`);
      assert.ok(b.x >= 0 && b.x + b.width <= 390, `${id} within the screen`);
    }
    const c = await page.locator('[data-testid="section-canvas"]').boundingBox();
    assert.ok(c.width >= 300 && c.x >= 0 && c.x + c.width <= 390 && c.height >= 150, `canvas ${JSON.stringify(c)}`);
    await clickSection(page, -0.5, 0.5, { tap: true });
    await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['1'] && s.rows['1'].length > 0; }, null, { timeout: 20000 });
    const seed = (await pageSection(page)).seeds['1'];
    assert.ok(Math.abs(seed.values[0] + 0.5) < 0.05 && Math.abs(seed.values[1] - 0.5) < 0.1, `seeded where tapped: ${seed.values}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'section-390.png') });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the static site and the offline file run the clicker in a worker (the offline file from file://, with no request)', async () => {
  const out = path.join(ARTIFACTS, 'section-site');
  await buildSite(out);
  const seedOnce = async (page) => {
    await page.waitForFunction(() => window.geoviDebug.section.rows.main, null, { timeout: 30000 });
    await clickSection(page, 0.5, 1.0);
    await page.waitForFunction(() => { const s = window.geoviDebug.section; return s.rows['1'] && s.rows['1'].length === 1000; }, null, { timeout: 30000 });
    return pageSection(page);
  };
  // The static site, served as a host would.
  const site = await startBrowser({ site: out, prefix: '/geovi/' });
  try {
    const { page, problems } = await site.open(`${site.baseUrl}?scenario=planar_double_pendulum&view=section`);
    const s = await seedOnce(page);
    assert.equal(s.mode, 'worker');
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await site.close();
  }
  // The offline file from file://: every request is refused and counted.
  const offline = await browser.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(offline);
  const requests = [];
  await offline.route(/^(?!file:|data:|blob:)/, (route) => { requests.push(route.request().url()); route.abort(); });
  await offline.goto(`file://${path.join(out, 'geovi-offline.html')}?scenario=planar_double_pendulum&view=section`);
  await offline.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  const s = await seedOnce(offline);
  assert.equal(s.mode, 'worker', 'a Blob worker runs in the offline file');
  assert.ok(s.rows['1'].every((r) => r.every(Number.isFinite)));
  assert.deepEqual(requests, []);
  assert.deepEqual(problems, []);
  await offline.close();
});

test('axe-core finds no WCAG 2.1 A/AA violation in the section view (declared section and form; 1280 and 390 px)', async () => {
  const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const report = [];
  for (const width of [1280, 390]) {
    for (const query of ['?scenario=planar_double_pendulum&view=section', '?scenario=double_spherical_pendulum&view=section']) {
      const { page, problems } = await browser.open(query, { width, height: 800 });
      if (await page.isVisible('[data-testid="section-form"]')) await page.click('[data-testid="section-form"] summary');  // the form open
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => {
        const r = await /** @type {any} */ (window).axe.run('#section-view', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
        return r.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      for (const v of violations) report.push(`${query} @ ${width}px: ${v}`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  }
  assert.deepEqual(report, [], report.join('\n'));
});
