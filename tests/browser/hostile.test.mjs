// Hostile input the page must survive (issue 48, items 5 and 6; docs/url-parameters.md, building.md
// "Limits", course-api.md, timeline.md): each case here broke the page, froze it or said nothing
// before its fix. Every page must end with a clear message, a running system (or the one that ran)
// and no page error.
//
//   node --test tests/browser/hostile.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBrowser, watchProblems, ROOT } from './support.mjs';

const presetText = (id) => fs.readFileSync(path.join(ROOT, 'core/scenarios', `${id}.json`), 'utf8');
const PENDULUM = JSON.parse(presetText('spherical_pendulum'));
/** The s= text of a JSON text (written by hand: JSON.stringify itself overflows on 20 000 levels). */
const linkOf = (text) => zlib.deflateRawSync(Buffer.from(text), { level: 9 }).toString('base64url');
/** The spherical pendulum with an extra key nested `depth` arrays deep. */
const deepText = (depth) => presetText('spherical_pendulum').replace(/^\s*\{/, `{"extra": ${'['.repeat(depth)}${']'.repeat(depth)},`);
const DEEP = deepText(20000);

let browser, silent, silentUrl;
const hanging = new Set();
before(async () => {
  browser = await startBrowser();
  // Another origin: /deep.json answers at once (CORS allowed); anything else is taken and never
  // answered (a ?load= address that takes its time).
  silent = http.createServer((req, res) => {
    if (req.url === '/deep.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      return res.end(DEEP);
    }
    hanging.add(res);
  });
  await new Promise((r) => silent.listen(0, '127.0.0.1', r));
  silentUrl = `http://127.0.0.1:${/** @type {any} */ (silent.address()).port}`;
});
after(async () => {
  for (const res of hanging) res.destroy();
  if (silent) await new Promise((r) => { silent.closeAllConnections(); silent.close(r); });
  if (browser) await browser.close();
});

const noticeText = async (page) => {
  await page.waitForSelector('[data-testid="notice"]:not([hidden])', { timeout: 15000 });
  return page.textContent('[data-testid="notice"]');
};
/** The main run moves (the page is not frozen, a system runs). */
async function assertRunning(page, label) {
  const t0 = await page.evaluate(() => (window.geoviDebug.main ? window.geoviDebug.main.time : -1));
  assert.ok(t0 >= 0, `${label}: a system is open`);
  await page.waitForFunction((t) => window.geoviDebug.main && window.geoviDebug.main.time > t, t0, { timeout: 10000 });
}
const hideNotice = (page) => page.evaluate(() => { document.querySelector('#notice').hidden = true; });

test('a scenario nested 20 000 deep is refused with the link\'s message, by link, address, Open file, drop and the course API; what ran stays', async () => {
  // By link, with nothing running: the default preset opens, with the message.
  const { page, problems } = await browser.open(`#s=${linkOf(DEEP)}`);
  try {
    assert.match(await noticeText(page), /the scenario in the link \(s=…\): nesting deeper than 32 levels \(the core's limit\) — opened the default preset instead/);
    await assertRunning(page, 'link');
    // The same link pasted while a system runs (the fragment changes): it stays.
    await page.evaluate(() => window.geoviDebug.settings.scenario).then((s) => assert.equal(s, 'double_spherical_pendulum'));
    await hideNotice(page);
    await page.evaluate((hash) => { window.location.hash = hash; }, `s=${linkOf(deepText(40))}`);
    assert.match(await noticeText(page), /nesting deeper than 32 levels.*the current simulation is kept/);
    assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'double_spherical_pendulum');
    // Open file and drop.
    for (const how of ['open', 'drop']) {
      await hideNotice(page);
      await page.evaluate(({ text, how }) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'deep.json', { type: 'application/json' }));
        if (how === 'drop') return document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
        const input = document.querySelector('[data-testid="scenario-file"]');
        input.files = dt.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, { text: DEEP, how });
      assert.match(await noticeText(page), /file "deep\.json": nesting deeper than 32 levels.*the current simulation is kept/, how);
      await assertRunning(page, how);
    }
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
  // By address, with nothing running.
  const byAddress = await browser.open(`?load=${encodeURIComponent(`${silentUrl}/deep.json`)}`);
  try {
    assert.match(await noticeText(byAddress.page), /\/deep\.json: nesting deeper than 32 levels .*opened the preset double_spherical_pendulum instead/);
    await assertRunning(byAddress.page, 'address');
    assert.deepEqual(byAddress.problems, []);
  } finally {
    await byAddress.page.close();
  }
});

/** A host page (opaque origin) with the geovi page at `query` in a frame; call(method, params)
 *  returns the reply, events collects the events. */
async function openHost(query) {
  const page = await browser.browser.newPage({ viewport: { width: 1100, height: 800 } });
  const problems = watchProblems(page);
  await page.setContent(`<iframe id="g" src="${browser.baseUrl}${query}" style="width:1000px;height:700px"></iframe>`);
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.events = [];
    let next = 1;
    const pending = new Map();
    window.addEventListener('message', (e) => {
      if (!e.data || e.data.geovi !== 1) return;
      if (e.data.event) w.events.push(e.data);
      else if (pending.has(e.data.id)) { pending.get(e.data.id)(e.data); pending.delete(e.data.id); }
    });
    w.call = (method, params, timeout = 0) => new Promise((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      if (timeout) setTimeout(() => { pending.delete(id); resolve({ error: { code: 'timeout' } }); }, timeout);
      try { document.getElementById('g').contentWindow.postMessage({ geovi: 1, id, method, params }, '*'); } catch (err) { resolve({ error: { code: 'post', message: String(err) } }); }
    });
  });
  const frame = () => page.frames().find((f) => f.url().startsWith(browser.baseUrl));
  // A hello sent before the frame listens is never answered: each try gives up after a second.
  await page.waitForFunction(async () => (await /** @type {any} */ (window).call('hello', {}, 1000)).result?.ready === true, null, { timeout: 30000, polling: 500 });
  return { page, problems, frame };
}

test('the course API refuses a deep scenario and a number out of range by name, and keeps the run', async () => {
  const { page, problems, frame } = await openHost('?scenario=spherical_pendulum');
  try {
    // 20 000 levels cannot even be posted (the host's postMessage overflows its own stack): the deepest
    // that can, found by halving, and 40.
    for (const start of [20000, 40]) {
      const reply = await page.evaluate(async (start) => {
        for (let depth = start; depth >= 33; depth = Math.floor(depth / 2)) {
          let deep = [];
          for (let k = 1; k < depth; ++k) deep = [deep];
          const r = await /** @type {any} */ (window).call('loadScenario', { scenario: { title: 'deep', extra: deep } });
          if (!(r.error && r.error.code === 'post')) return { depth, ...r };
        }
        return null;
      }, start);
      assert.equal(reply.error && reply.error.code, 'invalid-scenario', `${start}: ${JSON.stringify(reply)}`);
      assert.match(reply.error.message, /^params\.scenario: nesting deeper than 32 levels/, String(reply.depth));
      assert.equal(reply.error.field, 'params.scenario');
    }
    const overflow = await page.evaluate((json) => {
      json.initial.omega[0][1] = Infinity;  // what 1e999 reads as
      return /** @type {any} */ (window).call('loadScenario', { scenario: json });
    }, PENDULUM);
    assert.deepEqual(overflow.error && [overflow.error.code, overflow.error.field], ['invalid-scenario', 'params.scenario.initial.omega[0][1]']);
    assert.match(overflow.error.message, /out of double range/);
    assert.equal(await frame().evaluate(() => window.geoviDebug.settings.scenario), 'spherical_pendulum');
    await assertRunning(frame(), 'after the API');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a scenario without a title, or with a title of spaces, opens as "untitled" without a page error', async () => {
  const { title, name, ...untitled } = PENDULUM;
  assert.ok(title !== undefined || name !== undefined);
  for (const json of [untitled, { ...untitled, title: '   ' }]) {
    const { page, problems } = await browser.open(`#s=${linkOf(JSON.stringify(json))}`);
    try {
      await assertRunning(page, 'untitled');
      const picked = await page.$eval('[data-testid="scenario"]', (s) => s.options[s.selectedIndex].textContent);
      assert.match(picked, /untitled/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  }
});

test('a ?load= address that never answers: the page says it waits, runs the default system, gives up after its limit, and can be cancelled', async () => {
  for (const how of ['timeout', 'cancel']) {
    const page = await browser.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchProblems(page);
    try {
      // A short limit for the test (address-load.js); 30 s otherwise.
      await page.addInitScript(() => { /** @type {any} */ (window).geoviLoadTimeoutS = 4; });
      const address = `${silentUrl}/slow.json`;
      await page.goto(`${browser.baseUrl}?load=${encodeURIComponent(address)}`);
      await page.waitForSelector('[data-testid="load-waiting"]:not([hidden])', { timeout: 3000 });
      assert.match(await page.textContent('[data-testid="load-waiting"]'), /Waiting for http:\/\/127\.0\.0\.1:\d+\/slow\.json … the page gives up after 4 s\./);
      // Meanwhile the default system runs and the page is ready.
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      await assertRunning(page, 'while waiting');
      assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'double_spherical_pendulum');
      if (how === 'cancel') await page.click('[data-testid="load-cancel"]');
      const text = await page.waitForFunction(() => {
        const n = document.querySelector('[data-testid="notice"]');
        return n && !n.hidden && /slow\.json/.test(n.textContent) ? n.textContent : null;
      }, null, { timeout: 10000 }).then((h) => h.jsonValue());
      assert.match(text, how === 'cancel' ? /slow\.json: cancelled — the current simulation is kept/ : /slow\.json: no answer after 4 s; the page gave up — the current simulation is kept/);
      assert.equal(await page.locator('[data-testid="load-waiting"]').count(), 0, 'the waiting line is gone');
      await assertRunning(page, how);
      assert.deepEqual(problems.filter((p) => !/slow\.json/.test(p)), [], how);
    } finally {
      await page.close();
    }
  }
});

test('?scenario=__proto__ (and constructor) opens the default preset with a notice, as a name with a bad character does', async () => {
  for (const name of ['__proto__', 'constructor', 'no/such']) {
    const { page, problems } = await browser.open(`?scenario=${encodeURIComponent(name)}`);
    try {
      assert.match(await noticeText(page), /opened the default preset instead/, name);
      assert.match(await page.textContent('[data-testid="notice"]'), new RegExp(`\\?scenario=${name.replace(/[/]/g, '\\/')}`), name);
      assert.equal(await page.isHidden('[data-testid="error"]'), true, `${name}: no error panel`);
      await assertRunning(page, name);
      assert.deepEqual(problems, [], name);
    } finally {
      await page.close();
    }
  }
});

test('?set= refuses a path part that is not a field or an index (length, __proto__, constructor), naming it, at once', async () => {
  for (const [edit, segment] of [['system.masses.length', 'length'], ['initial.q.length', 'length'], ['system.constructor.x', 'constructor']]) {
    for (const value of [100000000, 4294967295]) {
      const started = Date.now();
      const { page, problems } = await browser.open(`?scenario=spherical_pendulum&set=${encodeURIComponent(JSON.stringify({ [edit]: value }))}`);
      try {
        const text = await noticeText(page);
        assert.match(text, new RegExp(`parameter ${edit.replace(/\./g, '\\.')}: ${segment} is not a field or an index of this preset`), `${edit}=${value}: ${text}`);
        assert.ok(Date.now() - started < 15000, `${edit}: ${Date.now() - started} ms`);
        const wasm = await page.evaluate(() => window.geoviDebug.memory().wasmHeapBytes);
        assert.ok(wasm < 256 * 1024 * 1024, `${edit}: wasm heap ${wasm}`);
        await assertRunning(page, edit);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    }
  }
});

test('1e999 in a link is named with the CLI\'s words, not read as null', async () => {
  const text = presetText('spherical_pendulum').replace(/"omega":\s*\[\s*\[\s*[^,\]]+/, '"omega": [[1e999');
  assert.notEqual(text, presetText('spherical_pendulum'));
  const { page, problems } = await browser.open(`#s=${linkOf(text)}`);
  try {
    const notice = await noticeText(page);
    assert.match(notice, /initial\.omega\[0\]\[0\]: expected a finite number, got "1e999" \(out of double range\)/);
    assert.doesNotMatch(notice, /null/);
    await assertRunning(page, '1e999');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a step longer than the whole run: the page runs and says so; the course API refuses it naming h', async () => {
  const json = { ...PENDULUM, integrator: { ...PENDULUM.integrator, h: 150 }, t_end: 100 };
  // Not browser.open: its first step is 150 s of play away, so the page never draws a moving frame.
  const page = await browser.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.goto(`${browser.baseUrl}#s=${linkOf(JSON.stringify(json))}`);
  try {
    assert.match(await noticeText(page), /The step h = 150 s is longer than this scenario's whole run \(t_end = 100 s\)/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
  const host = await openHost('?scenario=spherical_pendulum');
  try {
    const reply = await host.page.evaluate((s) => /** @type {any} */ (window).call('loadScenario', { scenario: s }),
      { ...PENDULUM, integrator: { ...PENDULUM.integrator, h: 1e300 }, t_end: 100 });
    assert.deepEqual(reply.error && [reply.error.code, reply.error.field], ['invalid-scenario', 'params.scenario.integrator.h'], JSON.stringify(reply));
    assert.match(reply.error.message, /the step h = 1e\+300 is longer than the whole run \(t_end = 100\)/);
    const h = await host.page.evaluate(() => /** @type {any} */ (window).call('setStepSize', { h: 9 }));
    assert.equal(h.error ? h.error.code : 'ok', 'ok', 'h = 9 < t_end = 20 is fine');
    assert.deepEqual(host.problems, []);
  } finally {
    await host.page.close();
  }
});

test('the course API steps a long request in slices: the page answers meanwhile, progress is heard, and play interrupts it', async () => {
  const { page, problems, frame } = await openHost('?scenario=molecules_on_sphere');
  try {
    await page.evaluate(() => /** @type {any} */ (window).call('pause', {}));
    await page.evaluate(() => /** @type {any} */ (window).call('subscribe', { event: 'progress' }));
    const stepping = page.evaluate(() => { const w = /** @type {any} */ (window); w.stepReply = null; w.call('step', { steps: 1000000 }).then((r) => { w.stepReply = r; }); });
    await stepping;
    // The page answers other requests while the step request runs (each within a second or so).
    for (let k = 0; k < 3; ++k) {
      const started = Date.now();
      const state = await page.evaluate(() => /** @type {any} */ (window).call('getState', {}));
      assert.ok(state.result, JSON.stringify(state).slice(0, 200));
      assert.ok(Date.now() - started < 3000, `getState answered in ${Date.now() - started} ms`);
    }
    await page.waitForFunction(() => /** @type {any} */ (window).events.some((e) => e.event === 'progress'), null, { timeout: 10000 });
    const progress = await page.evaluate(() => /** @type {any} */ (window).events.filter((e) => e.event === 'progress').map((e) => e.data));
    assert.ok(progress.every((p) => p.method === 'step' && p.steps === 1000000 && p.done > 0 && p.done < 1000000), JSON.stringify(progress[0]));
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).stepReply), null, 'still stepping');
    // The student presses play: the request stops, saying so.
    await frame().click('[data-testid="play"]');
    await page.waitForFunction(() => /** @type {any} */ (window).stepReply !== null, null, { timeout: 10000 });
    const reply = await page.evaluate(() => /** @type {any} */ (window).stepReply);
    assert.equal(reply.error && reply.error.code, 'interrupted', JSON.stringify(reply));
    await assertRunning(frame(), 'after the interrupted step');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

/** A run file: the spherical pendulum's install, then a checkpoint `steps` steps later. */
const runFile = (steps, time) => ({ format: 'geovi-run', version: 1, events: [
  { type: 'install', step: 0, main: { scenario: PENDULUM, integrator: null, h: null }, base: null },
  { type: 'checkpoint', step: steps, time, main: [0, 0, -1, 0, 0, 0], base: null }] });

test('a run file asking for 2e9 steps is refused before it runs, naming the step; a long replay shows its progress and can be cancelled', async () => {
  const { page, problems } = await browser.open('?scenario=double_spherical_pendulum');
  try {
    const drop = (file, name) => page.evaluate(({ text, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'application/json' }));
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, { text: JSON.stringify(file), name });
    const far = JSON.stringify(runFile(2e9, 2e7));
    assert.ok(far.length < 2000, `${far.length} bytes`);
    const started = Date.now();
    await drop(runFile(2e9, 2e7), 'far.geovi-run.json');
    const text = await noticeText(page);
    assert.match(text, /events\[1\]\.step: 2000000000 steps to replay, more than the page's limit of 100000000: replay it with geovi replay/);
    assert.ok(Date.now() - started < 5000, `refused in ${Date.now() - started} ms`);
    assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'double_spherical_pendulum');
    // A long one (5e7 steps): progress on the status line, then Cancel keeps the current run.
    await hideNotice(page);
    await drop(runFile(5e7, 5e5), 'long.geovi-run.json');
    await page.waitForFunction(() => /step [1-9]\d* of 50000000/.test(document.querySelector('[data-testid="timeline-status"]').textContent), null, { timeout: 15000 });
    await page.click('[data-testid="timeline-replay-cancel"]');
    assert.match(await noticeText(page), /long\.geovi-run\.json cannot be replayed: <replay>: the replay was cancelled.*the current simulation is kept/);
    assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'double_spherical_pendulum');
    await page.evaluate(() => { if (!window.geoviDebug.playing) document.querySelector('[data-testid="play"]').click(); });
    await assertRunning(page, 'after the cancel');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
