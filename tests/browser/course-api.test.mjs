// The course API (web/js/course-api.js, docs/course-api.md) from a host page on ANOTHER origin, through
// the client module (web/geovi-client.js): the example course page drives a run, reads its state and
// numbers, streams its energy, locks controls and takes a screenshot; reset + step n gives the CLI's
// state after n steps; a thousand random and malformed messages get coded errors or are ignored, and
// the embed keeps running; ?origins= narrows who may talk; the embed never takes the keyboard focus.
//
//   node --test tests/browser/course-api.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startBrowser, watchProblems, ROOT } from './support.mjs';
import { startServer } from '../../web/tools/serve.mjs';

let browser, host;
before(async () => {
  browser = await startBrowser();                                        // geovi, on one origin
  host = await startServer({ port: 0, host: '127.0.0.1' });               // the course page, on another
  host.base = host.url.replace('localhost', '127.0.0.1');
});
after(async () => {
  if (browser) await browser.close();
  if (host) await new Promise((r) => host.server.close(r));
});

/** The example course page (web/examples/course.html) on the host origin, driving geovi's origin. */
async function openCourse(extra = '') {
  const page = await browser.browser.newPage({ viewport: { width: 1100, height: 1400 } });
  const problems = watchProblems(page);
  await page.goto(`${host.base}web/examples/course.html?geovi=${encodeURIComponent(browser.baseUrl)}${extra}`);
  await page.waitForFunction(() => window.question && window.lesson, null, { timeout: 30000 });
  return { page, problems };
}

/** The geovi page inside the course page's first iframe. */
const questionFrame = (page) => page.frames().find((f) => f.url().includes('integrator=rk4'));

test('a course page on another origin drives a run, reads its numbers, streams its energy, locks and screenshots', async () => {
  assert.notEqual(new URL(host.base).origin, new URL(browser.baseUrl).origin, 'two origins');
  const { page, problems } = await openCourse();
  try {
    const info = await page.evaluate(() => window.question.info);
    assert.equal(info.protocol, 1);
    for (const m of ['hello', 'getCatalogue', 'loadScenario', 'getScenario', 'play', 'pause', 'reset', 'step', 'setSpeed', 'setStepSize', 'setView',
      'setIntegrator', 'setCompare', 'getState', 'setState', 'getDiagnostics', 'subscribe', 'unsubscribe', 'screenshot', 'getShareLink', 'lock', 'startLesson'])
      assert.ok(info.methods.includes(m), `hello lists ${m}`);
    // The host's own readout, fed by the energy stream.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="host-time"]').value) > 0.3, null, { timeout: 20000 });
    const energy = Number(await page.evaluate(() => document.querySelector('[data-testid="host-energy"]').value));
    assert.ok(Number.isFinite(energy), `energy readout ${energy}`);
    // Controls: what the question locked and hid, in the embed itself.
    const frame = questionFrame(page);
    assert.equal(await frame.evaluate(() => document.getElementById('integrator').closest('[data-locked="disabled"]').getAttribute('aria-disabled')), 'true');
    assert.equal(await frame.evaluate(() => document.getElementById('step-size').closest('[data-locked]')), null, 'h is the student\'s to choose');
    assert.equal(await frame.evaluate(() => getComputedStyle(document.getElementById('scenario').closest('[data-locked]')).display), 'none');
    // Play, pause, settings, state, diagnostics, screenshot and the share link, through the client.
    const r = await page.evaluate(async () => {
      const g = window.question;
      await g.pause();
      const paused = (await g.getScenario()).settings.playing;
      const set = await g.setStepSize(0.02);
      const state = await g.getState();
      const diag = await g.getDiagnostics();
      const shot = await g.screenshot();
      const link = await g.getShareLink();
      const view = await g.setView('section');
      const viewLink = (await g.getShareLink()).url;
      let badView;
      try { await g.setView('globe'); } catch (e) { badView = { code: e.code, field: e.field }; }
      let badH;
      try { await g.setStepSize(-1); } catch (e) { badH = { code: e.code, field: e.field }; }
      let badIntegrator;
      try { await g.setIntegrator('warp-drive'); } catch (e) { badIntegrator = { code: e.code, field: e.field }; }
      let notPaused;
      await g.play();
      try { await g.step(10); } catch (e) { notPaused = e.code; }
      await g.pause();
      return { paused, h: set.h, columns: state.columns.length, values: state.state.length, diag: diag.main.integrator, png: shot.png.slice(0, 22), link: link.url, view, viewLink, badView, badH, badIntegrator, notPaused };
    });
    assert.equal(r.paused, false);
    assert.equal(r.h, 0.02);
    assert.equal(r.columns, 12);
    assert.equal(r.values, 12);
    assert.equal(r.diag, 'rk4');
    assert.equal(r.png, 'data:image/png;base64,');
    assert.match(r.link, /integrator=rk4/);
    assert.match(r.link, /h=0\.02/);
    assert.equal(r.view.view, 'section', JSON.stringify(r.view));
    assert.ok(r.view.offered.includes('section'));
    assert.match(r.viewLink, /view=section/);
    assert.deepEqual(r.badView, { code: 'invalid-params', field: 'params.view' });
    assert.deepEqual(r.badH, { code: 'invalid-params', field: 'params.h' });
    assert.deepEqual(r.badIntegrator, { code: 'invalid-params', field: 'params.name' });
    assert.equal(r.notPaused, 'not-paused');
    // The locked lesson: opened by the API, its claim reported to the host as an event.
    await page.waitForFunction(() => document.querySelector('[data-testid="claim"]').value !== '', null, { timeout: 40000 });
    assert.match(await page.evaluate(() => document.querySelector('[data-testid="claim"]').value), /became visible at t = /);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('loadScenario, reset and step n give the CLI\'s state after n steps, to round-off', async () => {
  const { page } = await openCourse();
  try {
    const steps = 100;
    const scenario = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/chain_pendulum_5.json'), 'utf8'));
    const got = await page.evaluate(async ({ scenario, steps }) => {
      const g = window.question;
      let refused;
      try { await g.loadScenario({ ...scenario, system: { ...scenario.system, masses: [1, -1, 1, 1, 1] } }); } catch (e) { refused = { code: e.code, field: e.field }; }
      await g.loadScenario(scenario);
      await g.pause();
      await g.reset();
      await g.step(steps);
      return { refused, ...(await g.getState()) };
    }, { scenario, steps });
    assert.deepEqual(got.refused, { code: 'invalid-scenario', field: 'params.scenario.system.masses[1]' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-api-'));
    try {
      const csv = path.join(dir, 'run.csv');
      const file = path.join(ROOT, 'core/scenarios/chain_pendulum_5.json');
      const h = scenario.integrator.h;
      execFileSync(path.join(ROOT, 'build/native/geovi'), ['run', file, '--t-end', String(steps * h), '--csv', csv], { stdio: 'ignore' });
      const lines = fs.readFileSync(csv, 'utf8').trim().split('\n');
      const header = lines[0].split(',');
      const last = lines.at(-1).split(',').map(Number);
      assert.equal(lines.length - 2, steps);
      assert.deepEqual(got.columns, header.slice(2));
      // Tolerance as in tests/node/wasm.test.mjs: wasm and native agree to 1e-12 · max(1, |x|) per
      // column (an ulp in a libm call, converged to round-off by the implicit VI each step).
      for (let j = 0; j < got.state.length; ++j)
        assert.ok(Math.abs(got.state[j] - last[j + 2]) <= 1e-12 * Math.max(1, Math.abs(last[j + 2])), `${header[j + 2]}: ${got.state[j]} vs ${last[j + 2]}`);
      assert.ok(Math.abs(got.time - last[0]) <= 1e-12 * Math.max(1, last[0]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await page.close();
  }
});

test('a run whose first step fails: step answers "failed" in the health judge\'s plain words, and the run stays at step 0', async () => {
  // A free body turning ~half a turn per step of h = 1 s: the LGVI cannot solve its first step, as
  // `geovi run` says with exit 3 (issue 48, item 5: no silent no-op on any front end).
  const { page } = await openCourse();
  try {
    const scenario = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/free_rigid_body.json'), 'utf8'));
    const got = await page.evaluate(async (scenario) => {
      const g = window.question;
      await g.loadScenario({ ...scenario, integrator: { type: 'vi', h: 1 }, initial: { ...scenario.initial, Omega: [40, 1, 0.5] }, t_end: 10 });
      await g.pause();
      await g.reset();
      try { await g.step(1); } catch (e) { return { code: e.code, message: e.message, state: await g.getState() }; }
      return { code: 'none' };
    }, scenario);
    assert.equal(got.code, 'failed');
    assert.match(got.message, /could not solve for the next rotation/, got.message);
    assert.match(got.message, /the run stopped at step 0, t = 0\)/, got.message);
    assert.equal(got.state.time, 0);
  } finally {
    await page.close();
  }
});

test("a controlled quadrotor through the course API: getState's outputs are the CLI's columns after the state, to the bit", async () => {
  const { page } = await openCourse();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-api-control-'));
  try {
    const steps = 50;
    const file = path.join(ROOT, 'core/scenarios/quadrotor_tracking.json');
    const scenario = JSON.parse(fs.readFileSync(file, 'utf8'));
    const got = await page.evaluate(async ({ scenario, steps }) => {
      const g = window.question;
      await g.loadScenario(scenario);
      await g.pause();
      await g.reset();
      await g.step(steps);
      return g.getState();
    }, { scenario, steps });
    const csv = path.join(dir, 'run.csv');
    execFileSync(path.join(ROOT, 'build/native/geovi'), ['run', file, '--t-end', String(steps * scenario.integrator.h), '--csv', csv], { stdio: 'ignore' });
    const lines = fs.readFileSync(csv, 'utf8').trim().split('\n');
    const header = lines[0].split(','), last = lines.at(-1).split(',').map(Number);
    assert.deepEqual([...got.columns, ...got.outputColumns], header.slice(2));
    // The controllers' trigonometry is portable (docs/control.md): wasm and native agree to the bit.
    assert.deepEqual([...got.state, ...got.outputs], last.slice(2));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await page.close();
  }
});

test('a thousand random and malformed messages: coded errors or silence, and the embed keeps running', async () => {
  const { page, problems } = await openCourse();
  const frame = questionFrame(page);
  const frameProblems = [];
  page.on('pageerror', (e) => frameProblems.push(e.message));
  try {
    const result = await page.evaluate(async () => {
      const target = document.getElementById('question-frame').contentWindow;
      const replies = [];
      // Replies to this test's messages only: the page's own client (window.question, ids "g1", "g2", …)
      // may still be hearing back from its subscriptions while the flood goes out.
      const mine = (id) => !(typeof id === 'string' && /^g\d+$/.test(id));
      const listen = (ev) => { if (ev.source === target && ev.data && ev.data.geovi === 1 && 'id' in ev.data && mine(ev.data.id)) replies.push(ev.data); };
      window.addEventListener('message', listen);
      let seed = 12345;
      const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
      const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
      const junk = () => pick([null, undefined, 0, -1, 1e308, NaN, '', 'x'.repeat(300), [], {}, [1, 2], { a: { b: {} } }, true, '<img src=x onerror=alert(1)>']);
      const methods = ['hello', 'getState', 'step', 'setSpeed', 'setStepSize', 'setIntegrator', 'setCompare', 'setState', 'lock', 'loadScenario', 'subscribe', 'unsubscribe', 'eval', '__proto__', 'constructor', 'toString'];
      let envelopes = 0;
      for (let k = 0; k < 1000; ++k) {
        const kind = rnd();
        let msg;
        if (kind < 0.15) msg = junk();                                       // not an envelope: ignored
        else if (kind < 0.25) msg = { geovi: pick([2, '1', 0, null]), id: k, method: 'hello' };  // wrong protocol
        else msg = { geovi: 1, id: rnd() < 0.1 ? junk() : `m${k}`, method: rnd() < 0.2 ? junk() : pick(methods),
          params: rnd() < 0.2 ? junk() : { steps: junk(), speed: junk(), h: junk(), name: junk(), state: junk(), controls: junk(), scenario: junk(), event: junk(), every: junk() } };
        if (msg && typeof msg === 'object' && 'geovi' in msg && msg.geovi !== undefined) envelopes++;
        try { target.postMessage(msg, '*'); } catch { envelopes -= msg && msg.geovi !== undefined ? 1 : 0; }
      }
      // Until every envelope has had its reply (issue 48, item 4: a fixed 1.5 s of wall time was not always
      // enough on a loaded machine), at most 30 s; then a little longer, for any second reply to show.
      for (const t0 = Date.now(); replies.length < envelopes && Date.now() - t0 < 30000;) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      window.removeEventListener('message', listen);
      const hello = await window.question.call('hello');
      return { envelopes, replies: replies.length, codes: [...new Set(replies.filter((r) => r.error).map((r) => r.error.code))].sort(),
        malformedOk: replies.every((r) => ('error' in r && typeof r.error.code === 'string' && typeof r.error.message === 'string') || 'result' in r), ready: hello.ready };
    });
    console.log(`# ${result.envelopes} envelopes sent, ${result.replies} replies; codes: ${result.codes.join(', ')}`);
    assert.equal(result.replies, result.envelopes, 'every geovi envelope gets exactly one reply');
    assert.ok(result.malformedOk);
    for (const code of ['unknown-method', 'invalid-params', 'unsupported-protocol', 'invalid-request']) assert.ok(result.codes.includes(code), code);
    assert.equal(result.ready, true);
    // Still running: its clock moves once it plays.
    const t0 = await frame.evaluate(() => window.geoviDebug.main.time);
    await frame.evaluate(() => { if (!window.geoviDebug.playing) document.getElementById('play').click(); });
    await frame.waitForFunction((t) => window.geoviDebug.main.time > t, t0, { timeout: 10000 });
    assert.deepEqual(problems, []);
    assert.deepEqual(frameProblems, []);
  } finally {
    await page.close();
  }
});

test('?origins= narrows who may talk; an embed never takes the keyboard focus', async () => {
  const page = await browser.browser.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(`${host.base}web/examples/course.html?geovi=${encodeURIComponent(browser.baseUrl)}`);  // any page on the host origin
    const r = await page.evaluate(async (geovi) => {
      const { GeoviClient } = await import('/web/geovi-client.js');
      const input = document.createElement('input');
      document.body.prepend(input);
      input.focus();
      const make = (query) => new Promise((resolve) => {
        const f = document.createElement('iframe');
        f.src = `${geovi}?embed=1&${query}`;
        f.onload = () => resolve(f);
        document.body.append(f);
      });
      const allowed = await make(`origins=${encodeURIComponent(window.location.origin)}`);
      const other = await make('origins=https://elsewhere.example');
      const ok = await GeoviClient.connect(allowed, { timeout: 20000 }).then((g) => g.info.ready, (e) => e.code);
      const refused = await GeoviClient.connect(other, { timeout: 2500 }).then(() => 'answered', (e) => e.code);
      return { ok, refused, focus: document.activeElement === input };
    }, browser.baseUrl);
    assert.equal(r.ok, true);
    assert.equal(r.refused, 'timeout', 'a host outside ?origins= gets no answer');
    assert.equal(r.focus, true, 'the host keeps the keyboard focus');
    assert.deepEqual(problems.filter((p) => !p.includes('elsewhere')), []);
  } finally {
    await page.close();
  }
});
