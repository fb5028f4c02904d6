// A whole scenario as a link or a file (docs/building.md): the s= codec, Copy link
// of a system that is not a preset and of a preset edited beyond its numbers,
// ?s= and #s=, Save file / Open file / drop, ?load= from the same site and from a
// second origin with and without CORS, a saved file run by the native CLI, and
// every kind of bad input (each named in a notice, with a simulation running).
//
//   node --test tests/browser/links.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startBrowser, ROOT, ARTIFACTS } from './support.mjs';
import { encode, decode, MAX_LINK_CHARS, MAX_SCENARIO_BYTES } from '../../web/js/scenario-link.js';
import { MAX_FILE_BYTES } from '../../web/js/scenario-file.js';

const CLI = path.join(ROOT, 'build/native/geovi');
const preset = (id) => JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${id}.json`), 'utf8'));
const b64url = (bytes) => Buffer.from(bytes).toString('base64url');
/** Raw DEFLATE by Node's zlib: another implementation than the page's (fflate). */
const deflate = (data) => zlib.deflateRawSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 });

// A system that is no preset: three unequal links cut from the five-link chain.
const CHAIN = preset('chain_pendulum_5');
const THREE = {
  ...CHAIN, name: 'three_links_test', title: 'Three unequal links (test)', description: 'Not a preset.',
  system: { ...CHAIN.system, masses: [1, 2, 0.5], lengths: [1, 0.8, 1.2] },
  initial: { q: CHAIN.initial.q.slice(0, 3), omega: CHAIN.initial.omega.slice(0, 3) },
  integrator: { type: 'vi', h: 0.005 }, t_end: 1.5,
};
const STEPS = 200;  // steps compared between two pages (same wasm: bit for bit)

let browser, other, otherUrl, tmp;
/** Two tabs, reused by every test (navigating is about twice as fast as a new page). */
let one, two;

/** A second origin on the loopback: /cors/… answers with Access-Control-Allow-Origin, /plain/… without. */
function startOther() {
  const chain = JSON.stringify({ ...CHAIN, title: 'Chain from a course server' });
  const server = http.createServer((req, res) => {
    const cors = req.url.startsWith('/cors/');
    const head = { 'Content-Type': 'application/json', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    const name = req.url.replace(/^\/(cors|plain)\//, '');
    if (name === 'chain.json') { res.writeHead(200, head); return res.end(chain); }
    if (name === 'not-json.json') { res.writeHead(200, head); return res.end('<html>a login page</html>'); }
    // More than the limit, declared by Content-Length (refused before the body is read), or not
    // declared (chunked: refused while reading). Sent a MiB at a time while the client reads.
    if (name === 'big-declared.json' || name === 'big-chunked.json') {
      res.writeHead(200, name === 'big-declared.json' ? { ...head, 'Content-Length': String(MAX_FILE_BYTES + (1 << 20)) } : head);
      const chunk = Buffer.alloc(1 << 20, 32);
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_FILE_BYTES && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => {});
      return pump();
    }
    res.writeHead(404, head);
    res.end('not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-links-'));
  browser = await startBrowser();
  other = await startOther();
  otherUrl = `http://127.0.0.1:${other.address().port}`;
  [one, two] = [await browser.open(''), await browser.open('')];
});

after(async () => {
  if (browser) await browser.close();
  if (other) await new Promise((r) => other.close(r));
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Loads `query` (or a whole URL) afresh in a tab, ready (body[data-ready]); clears its problems. */
async function go(tab, query) {
  await tab.page.goto('about:blank');  // a link that differs only in its fragment would not reload
  tab.problems.length = 0;
  await tab.page.goto(/^[a-z]+:/.test(query) ? query : browser.baseUrl + query);
  await tab.page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return tab;
}

/** The page runs: a main run whose clock moves. */
async function assertRunning(page, label) {
  await page.waitForFunction(() => window.geoviDebug.main && window.geoviDebug.playing && window.geoviDebug.main.time > 0, null, { timeout: 10000 });
  const t0 = await page.evaluate(() => window.geoviDebug.main.time);
  await page.waitForFunction((t) => window.geoviDebug.main.time > t, t0, { timeout: 10000 });
  assert.equal(await page.getAttribute('body', 'data-ready'), 'true', label);
}

const noticeText = async (page) => {
  await page.waitForSelector('[data-testid="notice"]:not([hidden])', { timeout: 10000 });
  return page.textContent('[data-testid="notice"]');
};

/** Problems other than those `expected` matches (an HTTP error the test provoked, say). */
const unexpected = (problems, expected = []) => problems.filter((p) => !expected.some((re) => re.test(p)));

/** The main run's state after reset and `n` steps, paused (read from geoviDebug). */
const stateAfter = (page, n) => page.evaluate((steps) => {
  document.querySelector('[data-testid="reset"]').click();
  if (window.geoviDebug.playing) document.querySelector('[data-testid="play"]').click();
  const m = window.geoviDebug.main;
  m.advance(steps);
  return { t: m.time, state: Array.from(m.state), integrator: m.integrator, h: m.stepSize };
}, n);

function assertSameBits(a, b, label) {
  assert.equal(a.state.length, b.state.length, label);
  assert.ok(Object.is(a.t, b.t), `${label}: t ${a.t} vs ${b.t}`);
  a.state.forEach((x, i) => assert.ok(Object.is(x, b.state[i]), `${label}: state[${i}] ${x} vs ${b.state[i]}`));
}

/** Opens a scenario file through the Open file input. */
const openFile = (page, name, text) =>
  page.setInputFiles('[data-testid="scenario-file"]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });

/** The same, with a file made in the page (a large one need not cross the wire): `bytes` spaces, or
 *  `json` with a free-text "comment" of `padBytes` characters (the core reads it; the page shows none). */
const openPageFile = (page, name, { bytes = 0, json = null, padBytes = 0 } = {}) => page.evaluate(({ name, bytes, json, padBytes }) => {
  let body = new Uint8Array(bytes).fill(32);
  if (json) body = JSON.stringify({ ...json, comment: 'x'.repeat(padBytes) });
  const dt = new DataTransfer();
  dt.items.add(new File([body], name, { type: 'application/json' }));
  const input = document.querySelector('[data-testid="scenario-file"]');
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}, { name, bytes, json, padBytes });

/** Drops a file (built in the page from `text`, or `bytes` zero bytes) onto the document. */
const dropFile = (page, name, { text = null, bytes = 0 } = {}) => page.evaluate(({ name, text, bytes }) => {
  const dt = new DataTransfer();
  dt.items.add(new File([text != null ? text : new Uint8Array(bytes)], name, { type: 'application/json' }));
  document.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }));
  const hint = !document.querySelector('[data-testid="drop-hint"]').hidden;
  document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  return { hintShown: hint, hintAfter: !document.querySelector('[data-testid="drop-hint"]').hidden };
}, { name, text, bytes });

/** Clicks a button that downloads; returns the downloaded text. */
async function download(page, selector) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const file = path.join(tmp, dl.suggestedFilename());
  await dl.saveAs(file);
  return { name: dl.suggestedFilename(), file, text: fs.readFileSync(file, 'utf8') };
}

const copyLink = async (page) => {
  await page.click('[data-testid="copy-link"]');
  await page.waitForFunction(() => document.querySelector('#permalink').value !== '');
  return page.inputValue('#permalink');
};

test('the s= codec: every preset round-trips; bad base64url, bad DEFLATE, not JSON, an inflate bomb and an over-long text are refused by name', () => {
  for (const f of fs.readdirSync(path.join(ROOT, 'core/scenarios'))) {
    const json = preset(f.slice(0, -5));
    const text = encode(json);
    assert.match(text, /^[A-Za-z0-9_-]+$/, `${f}: base64url without padding`);
    // What the core is given (JSON.stringify: -0 is written 0, in the page's own runs too).
    assert.equal(JSON.stringify(decode(text)), JSON.stringify(json), f);
    // The format is the documented one (docs/building.md), checked against another implementation,
    // Node's zlib: raw DEFLATE of the compact JSON, base64url; and the other way round.
    assert.equal(zlib.inflateRawSync(Buffer.from(text, 'base64url')).toString('utf8'), JSON.stringify(json), f);
    assert.equal(JSON.stringify(decode(b64url(zlib.deflateRawSync(Buffer.from(JSON.stringify(json)))))), JSON.stringify(json), f);
  }
  const refuse = (text, re) => assert.throws(() => decode(text), re, text.slice(0, 40));
  refuse('abc!', /not base64url: the character "!"/);
  refuse('abcde', /not base64url: the text is cut short/);
  refuse('AAAA', /not raw DEFLATE data/);
  refuse(encode(THREE).slice(0, 100), /not raw DEFLATE data/);
  refuse(b64url(deflate(('{"system": '))), /not JSON once inflated/);
  refuse(b64url(deflate(new Uint8Array([0xff, 0xfe, 0x7b]))), /not UTF-8/);
  refuse(b64url(deflate(('[1, 2]'))), /expected a JSON object/);
  refuse(b64url(deflate(Buffer.alloc(MAX_SCENARIO_BYTES + 1, 32))), new RegExp(`more than ${MAX_SCENARIO_BYTES} bytes`));
  refuse('A'.repeat(MAX_LINK_CHARS + 1), new RegExp(`more than the ${MAX_LINK_CHARS}`));
  // Exactly at the decoded limit is accepted (the cap is not off by one).
  const pad = MAX_SCENARIO_BYTES - JSON.stringify({ p: '' }).length;
  assert.equal(decode(b64url(deflate((JSON.stringify({ p: ' '.repeat(pad) }))))).p.length, pad);
});

test('a system that is not a preset round-trips through Copy link, the address bar and the embed code: the same scenario, and the same state after 200 steps to the bit', async () => {
  const a = await go(one, '?speed=0.5');
  const b = two;
  await openFile(a.page, 'three.json', JSON.stringify(THREE));
  await a.page.waitForFunction(() => window.geoviDebug.settings.source === 'file');
  assert.match(await a.page.textContent('#scenario option:checked'), /^Your system: Three unequal links \(test\)$/);
  const link = await copyLink(a.page);
  const u = new URL(link);
  assert.match(u.hash, /^#s=[A-Za-z0-9_-]+$/, link);
  assert.equal(u.searchParams.get('scenario'), null, 'no preset named');
  assert.equal(u.searchParams.get('speed'), '0.5');
  assert.equal(await a.page.isHidden('[data-testid="link-note"]'), true, 'a short link needs no note');
  // The address bar carries it too: a reload keeps the system.
  assert.equal(new URL(a.page.url()).hash, u.hash);
  await a.page.click('[data-testid="copy-embed"]');
  const embed = await a.page.inputValue('[data-testid="embed-code"]');
  assert.ok(embed.includes(`#s=${u.hash.slice(3)}"`) && embed.includes('embed=1'), `the embed carries the scenario: ${embed}`);

  await go(b, link);
  assert.deepEqual(await b.page.evaluate(() => window.geoviDebug.scenario), THREE);
  const s = await b.page.evaluate(() => window.geoviDebug.settings);
  assert.deepEqual({ scenario: s.scenario, source: s.source, speed: s.speed }, { scenario: null, source: 'link', speed: 0.5 });
  await assertRunning(b.page, 'opened from the link');
  assertSameBits(await stateAfter(a.page, STEPS), await stateAfter(b.page, STEPS), 'file page vs link page');

  await a.page.reload();
  await a.page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual(await a.page.evaluate(() => window.geoviDebug.scenario), THREE, 'after a reload');
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
});

test('a preset edited beyond its numbers travels whole (#s=); numeric edits alone still travel as ?scenario=&set=', async () => {
  const { page, problems } = await go(one, '?scenario=chain_pendulum_5');
  const applyJson = async (json) => {
    await page.click('#params-card summary');
    await page.fill('#scenario-json', JSON.stringify(json));
    await page.click('#json-apply');
    await page.waitForFunction((m) => window.geoviDebug.scenario.system.masses[0] === m, json.system.masses[0]);
  };
  const numeric = structuredClone(CHAIN);
  numeric.system.masses[0] = 3;
  await applyJson(numeric);
  const short = new URL(await copyLink(page));
  assert.equal(short.hash, '');
  assert.equal(short.searchParams.get('scenario'), 'chain_pendulum_5');
  assert.deepEqual(JSON.parse(short.searchParams.get('set')), { 'system.masses.0': 3 });

  const fewer = { ...structuredClone(THREE), title: CHAIN.title, name: CHAIN.name };  // a body less than the preset: not numbers only
  fewer.system.masses[0] = 4;
  await page.click('#params-card summary');
  await applyJson(fewer);
  const whole = new URL(await copyLink(page));
  assert.match(whole.hash, /^#s=/);
  assert.equal(whole.searchParams.get('scenario'), null);
  assert.equal(whole.searchParams.get('set'), null);
  assert.deepEqual(problems, []);
  const again = await go(two, whole.href);
  assert.deepEqual(await again.page.evaluate(() => window.geoviDebug.scenario), fewer);
  assert.deepEqual(again.problems, []);
});

test('?s= in the query and #s= in the fragment both open the scenario, next to the other keys; s= is not held to the 4096-character cap of the query', async () => {
  const keys = 'integrator=rk4&h=0.01&speed=2&plot=phase&theme=projector';
  const cloud = preset('pendulum_cloud');
  assert.ok(encode(cloud).length > 4096, `pendulum_cloud's s= is ${encode(cloud).length} characters`);
  for (const [q, json] of [[`?s=${encode(cloud)}&${keys}`, cloud], [`?${keys}#s=${encode(THREE)}`, THREE]]) {
    const { page, problems } = await go(one, q);
    assert.equal(JSON.stringify(await page.evaluate(() => window.geoviDebug.scenario)), JSON.stringify(json), q.slice(0, 60));
    const st = await page.evaluate(() => ({ ...window.geoviDebug.settings, h: window.geoviDebug.main.stepSize, theme: document.documentElement.dataset.theme }));
    assert.deepEqual({ integrator: st.integrator, h: st.h, speed: st.speed, plot: st.plot, theme: st.theme, scenario: st.scenario },
      { integrator: 'rk4', h: 0.01, speed: 2, plot: 'phase', theme: 'projector', scenario: null }, q.slice(0, 60));
    await assertRunning(page, q.slice(0, 60));
    assert.deepEqual(problems, [], q.slice(0, 60));
  }
});

test('Save file writes the scenario the run was built from; Open file, drop, and a JSON export dropped give the same run', async () => {
  const a = await go(one, `?integrator=rk4&h=0.01#s=${encode(THREE)}`);
  const b = await go(two, '?scenario=spherical_pendulum');
  const saved = await download(a.page, '[data-testid="save-scenario"]');
  assert.equal(saved.name, 'three_links_test.json');
  const json = JSON.parse(saved.text);
  assert.deepEqual(json, { ...THREE, integrator: { type: 'rk4', h: 0.01 } });
  const ref = await stateAfter(a.page, STEPS);

  await openFile(b.page, saved.name, saved.text);
  await b.page.waitForFunction(() => window.geoviDebug.settings.source === 'file');
  assert.match(await noticeText(b.page), /Opened the file "three_links_test\.json"/);
  assert.deepEqual(await b.page.evaluate(() => window.geoviDebug.scenario), json);
  assertSameBits(ref, await stateAfter(b.page, STEPS), 'opened file');

  await b.page.selectOption('#scenario', 'spherical_pendulum');
  await b.page.waitForFunction(() => window.geoviDebug.settings.scenario === 'spherical_pendulum');
  const drop = await dropFile(b.page, saved.name, { text: saved.text });
  assert.deepEqual(drop, { hintShown: true, hintAfter: false }, 'the drop hint shows while a file is over the page');
  await b.page.waitForFunction(() => window.geoviDebug.settings.source === 'file');
  assertSameBits(ref, await stateAfter(b.page, STEPS), 'dropped file');

  // A recorded run's JSON export carries the scenario it ran (scenario_json) with its integrator and h.
  await a.page.click('[data-testid="play"]');
  await a.page.waitForTimeout(200);
  const exported = await download(a.page, '[data-testid="export-json"]');
  assert.ok(JSON.parse(exported.text).scenario_json, 'the export holds scenario_json');
  await b.page.selectOption('#scenario', 'spherical_pendulum');
  await b.page.waitForFunction(() => window.geoviDebug.settings.scenario === 'spherical_pendulum');
  await dropFile(b.page, exported.name, { text: exported.text });
  await b.page.waitForFunction(() => window.geoviDebug.settings.source === 'file');
  assertSameBits(ref, await stateAfter(b.page, STEPS), 'dropped JSON export');
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
});

// The page's wasm and the native CLI (tests/node/determinism.test.mjs): +, −, ×, ÷, √ round alike in
// both builds, libm's sin, cos, … may differ by an ulp, and a Newton solve converged to round-off
// carries it forward. Same tolerance as there: |page − CLI| ≤ 1e-12 · max(1, |CLI value|) per state
// column, ~4500 ulps at 1, far below any physical effect. Measured on Debian 12 for this scenario,
// vi at h = 0.005 (300 steps) and rk4 at h = 0.01 (150 steps): 0, the two agree to the bit.
const CLI_TOL = 1e-12;

test('a file saved from the page gives the CLI the same run (geovi run FILE)', async () => {
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: run .ci/build`);
  const { page, problems } = await go(one, `#s=${encode(THREE)}`);
  for (const [integrator, h] of [[null, null], ['rk4', '0.01']]) {
    if (integrator) {  // chosen in the page, as a user would
      await page.selectOption('[data-testid="integrator"]', integrator);
      await page.waitForFunction((n) => window.geoviDebug.main.integrator === n, integrator);
      await page.fill('[data-testid="step-size"]', h);
      await page.dispatchEvent('[data-testid="step-size"]', 'change');
      await page.waitForFunction((x) => window.geoviDebug.main.stepSize === x, Number(h));
    }
    const saved = await download(page, '[data-testid="save-scenario"]');
    const json = JSON.parse(saved.text);
    assert.deepEqual(json.integrator, integrator ? { type: integrator, h: Number(h) } : THREE.integrator);
    const csv = path.join(tmp, 'cli.csv');
    execFileSync(CLI, ['run', saved.file, '--csv', csv], { stdio: 'pipe' });
    const rows = fs.readFileSync(csv, 'utf8').trim().split('\n');
    const header = rows[0].split(','), last = rows[rows.length - 1].split(',').map(Number);
    const steps = rows.length - 2;
    assert.equal(steps, Math.round(json.t_end / json.integrator.h), 'the CLI ran t_end / h steps');
    const mine = await stateAfter(page, steps);
    assert.equal(mine.integrator, json.integrator.type);
    assert.equal(mine.t, last[0], 't');
    let worst = 0;
    mine.state.forEach((x, i) => {
      const excess = Math.abs(x - last[2 + i]) / Math.max(1, Math.abs(last[2 + i]));
      worst = Math.max(worst, excess);
      assert.ok(excess <= CLI_TOL, `${json.integrator.type}: ${header[2 + i]} page ${x} vs CLI ${last[2 + i]}`);
    });
    console.log(`# page vs CLI, ${json.integrator.type} h = ${json.integrator.h}, ${steps} steps: worst relative difference ${worst}`);
  }
  assert.deepEqual(problems, []);
});

test('bad links: each names the field or the cause, and a simulation runs (the default preset, or the preset as its file has it, or the one already open)', async () => {
  const negative = structuredClone(THREE);
  negative.system.masses[1] = -1;
  const n = 2600;  // more links than a chain (full M) may have
  const tooMany = { ...THREE, system: { ...THREE.system, masses: Array(n).fill(1), lengths: Array(n).fill(1) },
    initial: { q: Array(n).fill([0, 0, 1]), omega: Array(n).fill([0, 0, 0]) } };
  // Opened afresh: nothing runs yet, so the page falls back.
  const fresh = [
    ['#s=abc!', /s=.*not base64url.*opened the default preset instead/, 'double_spherical_pendulum'],
    // (the link's other keys stay: here its theme)
    [`?theme=projector#s=${encode(negative)}`, /scenario in the link: InputError: system\.masses\[1\]: must be > 0.*opened the preset double_spherical_pendulum instead/, 'double_spherical_pendulum', [], 'projector'],
    ['?load=core/scenarios/no_such_file.json', /core\/scenarios\/no_such_file\.json: the server answered HTTP 404/, 'double_spherical_pendulum', [/404/]],
    [`?set=${encodeURIComponent('{"system.masses.0":-1}')}`, /system\.masses\[0\]: must be > 0.*opened the preset double_spherical_pendulum as its file has it/, 'double_spherical_pendulum'],
  ];
  for (const [q, re, scenario, allowed = [], theme = 'dark'] of fresh) {
    const { page, problems } = await go(one, q);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme || 'dark'), theme, q.slice(0, 80));
    assert.match(await noticeText(page), re, q.slice(0, 80));
    const s = await page.evaluate(() => window.geoviDebug.settings);
    assert.deepEqual({ scenario: s.scenario, edits: s.edits, integrator: s.integrator }, { scenario, edits: {}, integrator: null }, q.slice(0, 80));
    assert.equal(await page.isHidden('[data-testid="error"]'), true, `${q.slice(0, 80)}: no error, a running simulation`);
    await assertRunning(page, q.slice(0, 80));
    // The address bar no longer carries what was refused.
    assert.doesNotMatch(page.url(), /[#&?](s|load|set)=/, q.slice(0, 80));
    assert.deepEqual(unexpected(problems, allowed), [], q.slice(0, 80));
  }
  // A fragment changed in the address bar (no reload): the running simulation is kept.
  const { page, problems } = await go(one, '?scenario=chain_pendulum_5&integrator=vi-explicit');
  // (A link's integrator the core refuses: the preset as its file has it.)
  assert.match(await noticeText(page), /vi-explicit.*opened the preset chain_pendulum_5 as its file has it/);
  const bomb = b64url(deflate(Buffer.alloc(MAX_SCENARIO_BYTES + 1024, 32)));
  for (const [hash, re] of [['#s=AAAA', /s=.*not raw DEFLATE/], [`#s=${b64url(deflate(('{"system": ')))}`, /s=.*not JSON/],
    [`#s=${bomb}`, /s=.*expands to more than/],
    [`#s=${encode(tooMany)}`, /scenario in the link: InputError: system\.masses: expected between 1 and \d+ numbers, got 2600/]]) {
    await page.evaluate(() => { document.querySelector('#notice').hidden = true; });
    await page.evaluate((h) => { window.location.hash = h; }, hash);
    const text = await noticeText(page);
    assert.match(text, re, hash.slice(0, 40));
    assert.match(text, /the current simulation is kept/, hash.slice(0, 40));
    assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'chain_pendulum_5');
    await assertRunning(page, hash.slice(0, 40));
  }
  assert.deepEqual(problems, []);
});

test('files too large, not JSON, or refused by the core leave the running simulation as it was', async () => {
  const { page, problems } = await go(one, '?scenario=spherical_pendulum');
  const negative = structuredClone(THREE);
  negative.system.masses[0] = -1;
  const cases = [
    [() => openPageFile(page, 'big.json', { bytes: MAX_FILE_BYTES + 1 }),
      /file "big\.json": 16\.0 MiB, too large \(the limit is 16 MiB\)/],
    [() => dropFile(page, 'dropped-big.json', { bytes: MAX_FILE_BYTES + 1 }), /file "dropped-big\.json": 16\.0 MiB, too large/],
    [() => openFile(page, 'notes.json', 'these are my notes'), /file "notes\.json": not JSON/],
    [() => openFile(page, 'negative.json', JSON.stringify(negative)), /file "negative\.json": InputError: system\.masses\[0\]: must be > 0.*kept/],
    [() => dropFile(page, 'list.json', { text: '[1, 2, 3]' }), /file "list\.json": not a scenario/],
  ];
  for (const [act, re] of cases) {
    await page.evaluate(() => { document.querySelector('#notice').hidden = true; });
    await act();
    assert.match(await noticeText(page), re);
    assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'spherical_pendulum', 'the run is kept');
    await assertRunning(page, String(re));
  }
  assert.deepEqual(problems, []);
});

test('?load= opens a file from the same site and from a server that allows it (CORS); no CORS, not JSON or too large is said so, and a simulation runs', async () => {
  const { page, problems } = one;
  await go(one, '?load=core/scenarios/chain_pendulum_5.json');
  assert.deepEqual(await page.evaluate(() => window.geoviDebug.scenario), CHAIN);
  const s = await page.evaluate(() => window.geoviDebug.settings);
  assert.deepEqual({ scenario: s.scenario, source: s.source, sourceName: s.sourceName },
    { scenario: null, source: 'address', sourceName: 'core/scenarios/chain_pendulum_5.json' });
  assert.equal(new URL(page.url()).searchParams.get('load'), 'core/scenarios/chain_pendulum_5.json', 'the address bar keeps the short link');
  await assertRunning(page, 'same site');
  assert.deepEqual(problems, []);

  await go(one, `?load=${encodeURIComponent(`${otherUrl}/cors/chain.json`)}`);
  assert.equal(await page.evaluate(() => window.geoviDebug.scenario.title), 'Chain from a course server');
  await assertRunning(page, 'CORS');
  assert.deepEqual(problems, []);

  // No CORS: nothing runs yet, so the default preset opens, with the cause.
  await go(one, `?load=${encodeURIComponent(`${otherUrl}/plain/chain.json`)}`);
  assert.match(await noticeText(page), /plain\/chain\.json: could not be fetched \(a network failure, or the server at http:\/\/127\.0\.0\.1:\d+ does not allow this page to read it: it must send Access-Control-Allow-Origin\) — opened the preset double_spherical_pendulum instead/);
  assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'double_spherical_pendulum');
  await assertRunning(page, 'no CORS');
  // The others pasted into the page's link box: the running simulation is kept.
  for (const [name, re] of [
    ['cors/missing.json', /cors\/missing\.json: the server answered HTTP 404/],
    ['cors/not-json.json', /cors\/not-json\.json: not JSON/],
    ['cors/big-declared.json', /cors\/big-declared\.json: 17\.0 MiB, too large \(the limit is 16 MiB\)/],
    ['cors/big-chunked.json', /cors\/big-chunked\.json: more than 16\.0 MiB, too large/],
  ]) {
    await page.evaluate(() => { document.querySelector('#notice').hidden = true; });
    await page.fill('#permalink', `${browser.baseUrl}?load=${encodeURIComponent(`${otherUrl}/${name}`)}`);
    await page.click('[data-testid="open-link"]');
    const text = await noticeText(page);
    assert.match(text, re, name);
    assert.match(text, /the current simulation is kept/, name);
    assert.equal(await page.evaluate(() => window.geoviDebug.settings.scenario), 'double_spherical_pendulum', name);
    await assertRunning(page, name);
  }
  assert.deepEqual(unexpected(problems, [/CORS|Access-Control|ERR_FAILED|ERR_ABORTED|request failed/, /404/]), []);
});

test('a link longer than 2000 characters says so next to it and offers the file, as does a scenario too large for a link; the controls fit 320 px', async () => {
  // A chain of 30 links at irregular angles: its 17-digit numbers compress little.
  const n = 30;
  const unit = (v) => v.map((x) => x / Math.hypot(...v));
  const q = Array.from({ length: n }, (_, k) => unit([Math.sin(1.3 * k + 0.2), Math.cos(0.7 * k), 1.5]));
  const long = { ...CHAIN, name: 'my_chain', title: 'A chain of 30 links', system: { ...CHAIN.system, masses: Array(n).fill(0.1), lengths: Array(n).fill(0.1) },
    initial: { q, omega: q.map(([x, y]) => [0.1 * y, -0.1 * x, 0]) } };  // ω = 0.1 q × e3, tangent
  await two.page.setViewportSize({ width: 320, height: 640 });
  const { page, problems } = await go(two, `#s=${encode(long)}`);
  const link = await copyLink(page);
  assert.ok(link.length > 2000, `${link.length} characters`);
  await page.waitForSelector('[data-testid="link-note"]:not([hidden])');
  assert.match(await page.textContent('[data-testid="link-note"]'), new RegExp(`This link is ${link.length} characters long`));
  const saved = await download(page, '[data-testid="link-save"]');
  assert.equal(saved.name, 'my_chain.json');
  assert.deepEqual(JSON.parse(saved.text).initial, JSON.parse(JSON.stringify(long.initial)));
  for (const id of ['link-save', 'save-scenario', 'open-scenario', 'copy-link']) {
    const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `${id} within 320 px: ${JSON.stringify(box)}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320), 'no sideways scrolling at 320 px');
  await page.screenshot({ path: path.join(ARTIFACTS, 'links-long-note-320.png'), fullPage: false });

  // A scenario larger than a link carries (its JSON over MAX_SCENARIO_BYTES, a file well under the
  // file limit): no link, said so with the file offered; the address bar simply leaves it out.
  await openPageFile(page, 'huge.json', { json: { ...preset('spherical_pendulum'), name: 'huge' }, padBytes: MAX_SCENARIO_BYTES });
  await page.waitForFunction(() => window.geoviDebug.settings.source === 'file');
  await page.click('[data-testid="copy-link"]');
  await page.waitForSelector('[data-testid="link-note"]:not([hidden])');
  assert.match(await page.textContent('[data-testid="link-note"]'), new RegExp(`more than a link carries \\(${MAX_SCENARIO_BYTES}\\): save it as a file instead`));
  assert.match(await noticeText(page), /^No link: /);
  assert.doesNotMatch(page.url(), /#s=/);
  assert.equal((await download(page, '[data-testid="link-save"]')).name, 'huge.json');
  assert.deepEqual(problems, []);
});
