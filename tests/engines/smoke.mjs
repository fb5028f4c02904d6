// The smoke set every engine runs (issue 18): not the whole browser suite again,
// but what a class does first. For one engine (engines.mjs):
//   every preset loads and animates with no error; compare mode; a permalink;
//   a link carrying a whole scenario (#s=); dragging a bob; one lesson; the static
//   site from a sub-path; the offline file from file://; and each preset's energy
//   after a fixed number of steps, equal to Chromium's to the bit (the same wasm,
//   deterministic in every engine); the momentum sphere scrubbed on the timeline with the middle
//   axis's manifolds, a section orbit seeded by a click and computed in a worker, and the stability
//   view judging the sleeping top.
// The set opens geovi in French (?locale=fr, issue 28; the course page embeds it as its author wrote
// it, in English): a class in another language meets the same
// page, and the words and numbers it sees come from fr's catalogues (docs/translating.md).
// Screenshots go to build/test-artifacts/engines/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '../../web/tools/serve.mjs';
import { startChromium } from './engines.mjs';
import { encode } from '../../web/js/scenario-link.js';
import { Messages } from '../../web/js/i18n.js';
import { localeFiles } from '../../web/tools/locales.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = path.join(ROOT, 'build/test-artifacts/engines');
const PRESETS = fs.readdirSync(path.join(ROOT, 'core/scenarios')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
const STEPS = 300;  // steps per preset for the bit-for-bit comparison
const LOCALE = 'fr';
const fr = new Messages(LOCALE, localeFiles(LOCALE), localeFiles('en'));
/** A page URL in the smoke set's locale: ?locale=fr added to its query. */
const inLocale = (url) => { const [base, hash] = url.split('#'); return `${base}${base.includes('?') ? '&' : '?'}locale=${LOCALE}${hash ? `#${hash}` : ''}`; };

const ready = () => document.body && document.body.dataset.ready === 'true';
const clockPast = (t) => !!(window.geoviDebug && window.geoviDebug.main && window.geoviDebug.main.time > t);

/** Defines the smoke tests of one engine; start() resolves to its adapter (engines.mjs). */
export function smokeSuite(engineName, start) {
  let engine, dev, site, devUrl, siteUrl;
  before(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    dev = await startServer({ port: 0, host: '127.0.0.1' });
    site = await startServer({ port: 0, host: '127.0.0.1', site: path.join(ROOT, 'build/site'), prefix: '/course/geovi/' });
    devUrl = dev.url.replace('localhost', '127.0.0.1');
    siteUrl = site.url.replace('localhost', '127.0.0.1');
    engine = await start();
  });
  after(async () => {
    if (engine) await engine.close();
    for (const s of [dev, site]) if (s) await new Promise((r) => s.server.close(r));
  });

  /** Opens a URL, waits until the page is ready and its clock passes t. */
  async function openAndRun(url, t = 0.2) {
    await engine.goto(inLocale(url));
    try {
      await engine.waitFor(ready, { timeout: 30000 });
      await engine.waitFor(clockPast, { arg: t, timeout: 20000 });
    } catch (e) {
      const state = await engine.evaluate(() => ({ url: location.href, ready: document.body && document.body.dataset.ready,
        time: window.geoviDebug && window.geoviDebug.main ? window.geoviDebug.main.time : null,
        error: (document.querySelector('[data-testid="error"]') || {}).textContent })).catch((x) => String(x));
      throw new Error(`${engineName}: ${url} did not animate: ${e.message}; page: ${JSON.stringify(state)}; problems: ${JSON.stringify(await engine.problems().catch(() => []))}`);
    }
  }
  const shot = async (name) => fs.writeFileSync(path.join(ARTIFACTS, `${engineName}-${name}.png`), await engine.screenshot());

  test(`${engineName}: every preset loads and animates with no error`, async () => {
    for (const id of PRESETS) {
      await openAndRun(`${devUrl}?scenario=${id}`);
      const state = await engine.evaluate(() => ({ error: !document.querySelector('[data-testid="error"]').hidden,
        scenario: window.geoviDebug.settings.scenario, flat: !document.querySelector('[data-testid="flat-note"]').hidden }));
      assert.deepEqual(state, { error: false, scenario: id, flat: false }, `${engineName} ${id}`);
      assert.deepEqual(await engine.problems(), [], `${engineName} ${id}`);
    }
    await shot('last-preset');
  });

  test(`${engineName}: compare mode runs the baseline beside the main run`, async () => {
    await openAndRun(`${devUrl}?scenario=double_spherical_pendulum&compare=rk4`, 0.5);
    const runs = await engine.evaluate(() => ({ main: window.geoviDebug.main.integrator, base: window.geoviDebug.base && window.geoviDebug.base.integrator,
      baseTime: window.geoviDebug.base ? window.geoviDebug.base.time : -1, legend: !document.querySelector('[data-testid="compare-legend"]').hidden }));
    assert.equal(runs.base, 'rk4');
    assert.ok(runs.baseTime > 0.4 && runs.legend, JSON.stringify(runs));
    await shot('compare');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: a permalink opens the state it names`, async () => {
    await openAndRun(`${devUrl}?scenario=spherical_pendulum&integrator=rk4&h=0.005&speed=2&plot=phase&theme=projector`);
    const s = await engine.evaluate(() => ({ ...window.geoviDebug.settings, h: window.geoviDebug.main.stepSize, theme: document.documentElement.dataset.theme,
      energy: document.querySelector('[data-testid="energy"]').textContent, language: navigator.language }));
    // Numbers follow the page's locale, not the engine's (docs/translating.md): French's decimal comma, no grouping.
    assert.match(s.energy, /^-?\d+,\d+$/, `energy read-out ${s.energy} (navigator.language ${s.language})`);
    const words = await engine.evaluate(() => ({ lang: document.documentElement.lang, reset: document.querySelector('[data-testid="reset"]').textContent }));
    assert.deepEqual(words, { lang: 'fr', reset: fr.t('transport-reset') });
    assert.equal(s.scenario, 'spherical_pendulum');
    assert.equal(s.integrator, 'rk4');
    assert.equal(s.h, 0.005);
    assert.equal(s.speed, 2);
    assert.equal(s.plot, 'phase');
    assert.equal(s.theme, 'projector');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: a link carrying a whole scenario (#s=) opens it`, async () => {
    const chain = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/chain_pendulum_5.json'), 'utf8'));
    const own = { ...chain, name: 'two_links', title: 'Two links (smoke)', system: { ...chain.system, masses: [1, 2], lengths: [1, 0.5] },
      initial: { q: chain.initial.q.slice(0, 2), omega: chain.initial.omega.slice(0, 2) } };
    await openAndRun(`${devUrl}?speed=2#s=${encode(own)}`);
    const s = await engine.evaluate(() => ({ json: JSON.stringify(window.geoviDebug.scenario), scenario: window.geoviDebug.settings.scenario,
      source: window.geoviDebug.settings.source, picker: document.querySelector('#scenario').selectedOptions[0].textContent }));
    assert.deepEqual(s, { json: JSON.stringify(own), scenario: null, source: 'link', picker: fr.t('picker-own-system', { title: 'Two links (smoke)' }) });
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: dragging a bob moves it along its sphere and reports the energy injected`, async () => {
    await openAndRun(`${devUrl}?scenario=spherical_pendulum&speed=0.1`);
    const before = await engine.evaluate(() => {
      const k = window.geoviDebug.bobs()[0];
      const p = window.geoviDebug.main.positions;
      return { k, screen: window.geoviDebug.screenOfPoint(k), at: [p[3 * k], p[3 * k + 1], p[3 * k + 2]] };
    });
    await engine.drag(before.screen.x, before.screen.y, before.screen.x + 60, before.screen.y - 40);
    const afterDrag = await engine.evaluate((k) => {
      const p = window.geoviDebug.main.positions;
      return { at: [p[3 * k], p[3 * k + 1], p[3 * k + 2]], manifold: window.geoviDebug.main.diagnostics().manifoldError,
        injected: !document.querySelector('[data-testid="injected"]').hidden };
    }, before.k);
    const moved = Math.hypot(...afterDrag.at.map((x, i) => x - before.at[i]));
    assert.ok(moved > 0.05, `the bob moved by ${moved}`);
    assert.ok(afterDrag.manifold <= 1e-12, `off its sphere by ${afterDrag.manifold}`);
    assert.ok(afterDrag.injected, 'the injected energy is shown');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: a lesson opens and runs`, async () => {
    await openAndRun(`${devUrl}?lesson=energy-bounded`, 0.5);
    const lesson = await engine.evaluate(() => ({ lesson: window.geoviDebug.lesson && window.geoviDebug.lesson.name,
      shown: !document.querySelector('[data-testid="lesson"]').hidden }));
    assert.deepEqual(lesson, { lesson: 'energy-bounded', shown: true });
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: the static site from a sub-path, and the offline file from file://`, async () => {
    await openAndRun(`${siteUrl}?scenario=sphere_three_body`);
    assert.deepEqual(await engine.problems(), []);
    await openAndRun(`${pathToFileURL(path.join(ROOT, 'build/site/geovi-offline.html')).href}?lesson=noether`);
    assert.equal(await engine.evaluate(() => window.geoviDebug.lesson && window.geoviDebug.lesson.name), 'noether');
    await shot('offline');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: the system editor builds a system from a template and runs it`, async () => {
    await openAndRun(`${devUrl}?scenario=spherical_pendulum`);
    // Open Build, pick the chain's template (the first system type), wait for the core's verdict, apply.
    await engine.evaluate(() => document.querySelector('[data-testid="build-button"]').click());
    // The editor loads on first use (or when the page is idle after its first frame): its form then fills.
    await engine.waitFor(() => document.querySelector('[data-testid="build-type"]').options.length > 0, { timeout: 15000 });
    await engine.evaluate(() => {
      const type = /** @type {HTMLSelectElement} */ (document.querySelector('[data-testid="build-type"]'));
      type.value = type.options[0].value;
      type.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await engine.waitFor(() => document.querySelector('[data-testid="build"]').dataset.check === 'ok', { timeout: 15000 });
    await engine.evaluate(() => { window.beforeApply = window.geoviDebug.main; document.querySelector('[data-testid="build-apply"]').click(); });
    await engine.waitFor(() => window.geoviDebug.main !== window.beforeApply && window.geoviDebug.settings.source === 'editor', { timeout: 15000 });
    const t0 = await engine.evaluate(() => window.geoviDebug.main.time);
    await engine.waitFor((t) => window.geoviDebug.main.time > t, { arg: t0, timeout: 10000 });
    await shot('build');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: the example course page (static site) drives geovi on another origin through the course API`, async () => {
    // The course page and the client module as the static site ships them; geovi from the dev server's origin.
    await engine.goto(`${siteUrl}examples/course.html?geovi=${encodeURIComponent(devUrl)}`);
    await engine.waitFor(() => !!(window.question && window.lesson), { timeout: 40000 });
    await engine.waitFor(() => Number(document.querySelector('[data-testid="host-time"]').value) > 0.3, { timeout: 20000 });
    await engine.evaluate(() => {
      const g = window.question;
      window.courseResult = null;
      (async () => {
        await g.pause();
        await g.reset();
        await g.step(10);
        const s = await g.getState();
        let bad = null;
        try { await g.step(-3); } catch (e) { bad = e.code; }
        window.courseResult = { time: s.time, columns: s.columns.length, bad };
      })().catch((e) => { window.courseResult = { error: String(e.message || e) }; });
    });
    await engine.waitFor(() => !!window.courseResult, { timeout: 20000 });
    const r = await engine.evaluate(() => window.courseResult);
    assert.deepEqual(r, { time: 0.5, columns: 12, bad: 'invalid-params' }, `${engineName}: ${JSON.stringify(r)}`);  // 10 steps of h = 0.05
    await shot('course-page');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: the geometry views: the momentum sphere scrubbed on the timeline, a section orbit seeded by a click, the stability view`, async () => {
    await openAndRun(`${devUrl}?scenario=free_body_intermediate_axis&view=momentum`, 1);
    // The timeline holds a frame between its first and its last (one per drawn frame: a page given a
    // shared core may have drawn only one or two by t = 1 s, and its middle was then frame 0, t = 0).
    await engine.waitFor(() => Number(document.querySelector('[data-testid="timeline-slider"]').max) >= 2, { timeout: 20000 });
    // Pause, then take the timeline back to its middle: the sphere draws that moment.
    await engine.evaluate(() => {
      document.querySelector('[data-testid="play"]').click();
      const slider = /** @type {HTMLInputElement} */ (document.querySelector('[data-testid="timeline-slider"]'));
      slider.value = String(Math.floor(Number(slider.max) / 2));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await engine.waitFor(() => window.geoviDebug.momentum.scrubbed != null, { timeout: 10000 });
    const m = await engine.evaluate(() => { const d = window.geoviDebug.momentum; return { shown: d.shown, kind: d.kind, traces: d.traces.main, curves: d.curves, scrubbed: d.scrubbed, time: window.geoviDebug.main.time,
      branches: d.manifolds.main.branches.length, miss: Math.max(d.manifolds.main.miss.radius, d.manifolds.main.miss.level), steps: d.manifolds.main.duration / d.manifolds.main.h }; });
    assert.ok(m.shown && m.kind === 'free' && m.traces > 0 && m.curves > 0, JSON.stringify(m));
    // The middle axis's manifolds, grown by the LGVI in this engine's wasm: on the separatrices to
    // round-off (64 ε a step, tests/browser/momentum.test.mjs's bound).
    assert.ok(m.branches === 4 && m.miss < 64 * 2 ** -52 * m.steps, JSON.stringify(m));
    assert.ok(m.scrubbed > 0 && m.scrubbed < m.time, `scrubbed to ${m.scrubbed} of ${m.time}`);
    await shot('momentum-sphere');
    assert.deepEqual(await engine.problems(), []);

    await openAndRun(`${devUrl}?scenario=planar_double_pendulum&view=section`, 0.5);
    // The worker ready, and the plot's range grown by the runs' crossings over the point clicked below: the
    // range starts as a small box about the first crossing, and a click outside the plot seeds nothing (in a
    // loaded Firefox the click once came before the range had grown and was lost, 29 November 2026).
    await engine.waitFor(() => { const d = window.geoviDebug.section, r = d.range;
      // and the plot fitted to its box (fit()'s), so that the data → pixel map below is the one the click is read back with
      const box = document.querySelector('[data-testid="section-canvas"]').parentElement.getBoundingClientRect();
      return ['worker', 'main-thread'].includes(d.mode) && !!r && r.x[0] < 0.5 && r.x[1] > 0.5 && r.y[0] < 1.0 && r.y[1] > 1.0 &&
        d.size[0] === Math.floor(box.width) && d.size[1] === Math.floor(box.height); }, { timeout: 60000 });
    // A click at (θ₂, ω₂) = (0.5, 1.0) of the section, placed by the page's own data → pixel map, as a student clicks.
    await engine.evaluate(() => {
      const [px, py] = window.geoviDebug.section.toPixel(0.5, 1.0), w = document.querySelector('[data-testid="section-canvas"]').getBoundingClientRect();
      document.querySelector('[data-testid="section-canvas"]').dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: w.left + px, clientY: w.top + py }));
    });
    // The click seeded orbit 1 there (the crosshair at the click; the seed kept).
    const seeded = await engine.evaluate(() => { const d = window.geoviDebug.section; return { seed: d.seeds['1'] ? d.seeds['1'].values : null, crosshair: d.crosshair }; });
    assert.ok(seeded.seed && Math.abs(seeded.seed[0] - 0.5) < 0.05 && Math.abs(seeded.seed[1] - 1.0) < 0.05, `${engineName}: ${JSON.stringify(seeded)}`);
    // Up to 180 s: the section's worker also fills the section on opening (section-ftle.js; a click goes
    // first, between the filling's batches), and in a loaded CI run this engine's page shares the 2 cores
    // with the niced sanitizer shards; once it took more than 60 s (29 November 2026), in Chromium 2 s.
    try {
      await engine.waitFor(() => { const s = window.geoviDebug.section; return !!s.rows['1'] && !s.running.includes('1'); }, { timeout: 180000 });
    } catch (e) {
      const state = await engine.evaluate(() => { const d = window.geoviDebug.section; return JSON.stringify({ mode: d.mode, rows: Object.fromEntries(Object.entries(d.rows).map(([k, v]) => [k, v.length])),
        running: d.running, fill: d.fill && { done: d.fill.done, seeds: d.fill.seeds && d.fill.seeds.length } }); });
      throw new Error(`${e.message}; the section then: ${state}`);
    }
    const s = await engine.evaluate(() => { const d = window.geoviDebug.section; return { mode: d.mode, n: d.rows['1'].length, energy: d.seeds['1'].energy,
      worst: Math.max(...d.rows['1'].map((row) => Math.abs(row[1] - d.seeds['1'].energy))), finite: d.rows['1'].every((row) => row.every(Number.isFinite)) }; });
    // 1000 crossings, all finite, each within the VI's band of the target (the bound of tests/browser/section.test.mjs: 2.2e-3 relative of |E| = 15).
    assert.ok(s.n === 1000 && s.finite && s.worst <= 2.2e-3 * 15, `${engineName}: ${JSON.stringify(s)}`);
    await shot('section');
    assert.deepEqual(await engine.problems(), []);

    // The stability view (issue 47): the sleeping top made upright by the lesson, both runs judged,
    // the verdict in this engine's words; the multipliers on the unit circle above the threshold.
    await openAndRun(`${devUrl}?lesson=sleeping-top&view=stability`, 0.2);
    await engine.waitFor(() => window.geoviDebug.stability && window.geoviDebug.stability.judgements >= 2 && !!window.geoviDebug.stability.reports.main, { timeout: 30000 });
    const st = await engine.evaluate(() => { const d = window.geoviDebug.stability; return { shown: d.shown, kind: d.reports.main.kind, stable: d.reports.main.stable,
      off: Math.max(...d.reports.main.multipliers.map(([re, im]) => Math.abs(Math.hypot(re, im) - 1))), verdict: d.verdict }; });
    assert.ok(st.shown && st.kind === 'relative_equilibrium' && st.stable === true && st.off < 1e-12, JSON.stringify(st));
    assert.ok(st.verdict.length > 0, 'a verdict in words');
    await shot('stability');
    assert.deepEqual(await engine.problems(), []);
  });

  test(`${engineName}: each preset's energy after ${STEPS} steps equals Chromium's to the bit`, async () => {
    const energies = async (e) => {
      await e.goto(`${devUrl}?scenario=spherical_pendulum`);
      await e.waitFor(ready, { timeout: 30000 });
      return e.evaluate((steps) => window.geoviDebug.energiesAfter(steps), STEPS);
    };
    const mine = await energies(engine);
    const chromium = await startChromium();
    let reference;
    try { reference = await energies(chromium); } finally { await chromium.close(); }
    assert.deepEqual(Object.keys(mine).sort(), PRESETS);
    for (const id of PRESETS) {
      assert.equal(typeof reference[id], 'number', `${id} in Chromium: ${reference[id]}`);
      assert.ok(Object.is(mine[id], reference[id]), `${id}: ${engineName} ${mine[id]} vs Chromium ${reference[id]}`);
    }
  });
}
