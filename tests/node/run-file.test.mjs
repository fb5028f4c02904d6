// Run files in node (web/js/run-recording.js, docs/timeline.md): the page's writer keeps every
// double exactly (−0 too) through its own reader and through the CLI's; a run driven through the
// wasm API as the page drives it replays to the bit in JS and in `geovi replay`; malformed files
// are refused naming the field; the history (web/js/timeline.js) stays within its bound.
//
//   node --test tests/node/run-file.test.mjs        (after the native and wasm builds)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serializeRunFile, validateRunFile, replayRun, simulationsFor, RunFileError, RunRecorder } from '../../web/js/run-recording.js';
import { History, FRAME_OVERHEAD_BYTES } from '../../web/js/timeline.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'build/native/geovi');
const scenario = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/double_spherical_pendulum.json'), 'utf8'));
let api, module;
before(async () => {
  api = await import(pathToFileURL(path.join(ROOT, 'build/wasm/geovi.mjs')).href);
  module = await api.loadGeovi();
});

test('numbers survive the writer and the reader exactly, −0 included', () => {
  const values = [-0, 0, 0.1, 1 / 3, -1e-300, 5e-324, 1.7976931348623157e308, 123456789012345680000, 2 ** 53 + 2];
  const file = { format: 'geovi-run', version: 1, events: [{ type: 'install', step: 0, main: { scenario, integrator: null, h: null }, base: null },
    { type: 'set', step: 0, values }] };
  const back = validateRunFile(serializeRunFile(file));
  values.forEach((x, i) => assert.ok(Object.is(back.events[1].values[i], x), `${x}`));
});

/** Drives the runs as the page does (run-controller.js, drag.js, timeline-panel.js) and records a run file. */
function recordRun() {
  const build = simulationsFor(api, module);
  const events = [];
  let step = 0, segment = 0, runs;
  const install = (h) => {
    const e = { type: 'install', step, main: { scenario, integrator: null, h }, base: { scenario, integrator: 'rk4' } };
    runs = build(e, events.length);
    events.push(e);
    segment = step;
  };
  const advance = (n) => { runs.main.advance(n); runs.base.advance(n); step = segment + runs.main.stepCount; };
  const checkpoint = () => events.push({ type: 'checkpoint', step, time: runs.main.time, main: Float64Array.from(runs.main.state), base: Float64Array.from(runs.base.state) });
  install(0.01);
  advance(9); advance(14);
  checkpoint();
  const drag = Float64Array.from(runs.main.state);
  drag[1] += 0.1; drag[6] = drag[7] = drag[8] = 0;
  runs.main.setState(drag); runs.base.setState(drag);
  events.push({ type: 'set', step, values: drag });
  segment = step;
  advance(20);
  const earlier = { t: runs.main.time, main: Float64Array.from(runs.main.state), base: Float64Array.from(runs.base.state) };
  checkpoint();
  install(0.004);
  advance(33);
  runs.main.setState(earlier.main, earlier.t); runs.base.setState(earlier.base, earlier.t);
  events.push({ type: 'branch', step, time: earlier.t, main: earlier.main, base: earlier.base });
  segment = step;
  advance(17);
  checkpoint();
  return { format: 'geovi-run', version: 1, events };
}

test('a run recorded through the wasm API replays to the bit in JS and in the CLI', async () => {
  const file = recordRun();
  const text = serializeRunFile(file);
  const r = await replayRun(validateRunFile(text), { build: simulationsFor(api, module), piece: 5 });
  assert.equal(r.checkpoints, 3);
  assert.deepEqual(r.mismatches, []);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-run-file-'));
  try {
    const p = path.join(dir, 'run.json');
    fs.writeFileSync(p, text);
    const cli = spawnSync(CLI, ['replay', p, '--csv', path.join(dir, 'rows.csv')], { encoding: 'utf8' });
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stderr, /3 checkpoints, every checkpoint matches to the bit/);
    const rows = fs.readFileSync(path.join(dir, 'rows.csv'), 'utf8').trim().split('\n');
    assert.equal(rows[0], `t,energy,${r.runs.main.stateColumns.join(',')}`);
    assert.equal(rows.length, 4, 'a header and a row per checkpoint');
    assert.equal(Number(rows[3].split(',')[0]), file.events.at(-1).time);
    // Negative control: the JS replay finds one changed bit.
    const bad = validateRunFile(text);
    bad.events.at(-1).main[2] = -bad.events.at(-1).main[2];
    const off = await replayRun(bad, { build: simulationsFor(api, module) });
    assert.equal(off.mismatches.length, 1);
    assert.equal(off.mismatches[0].column, 'q1z');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('malformed run files are refused naming the field', async () => {
  const good = JSON.parse(serializeRunFile(recordRun()));
  const cases = [
    [(d) => { d.format = 'x'; }, 'format'],
    [(d) => { d.version = 9; }, 'version'],
    [(d) => { d.events = {}; }, 'events'],
    [(d) => { d.events[2].values[2] = 'x'; }, 'events[2].values[2]'],
    [(d) => { d.events[2].values[1] = null; }, 'events[2].values[1]'],
    [(d) => { d.events[3].step = 1; }, 'events[3].step'],
    [(d) => { d.events[0].type = 'set'; }, 'events[0].type'],
    [(d) => { d.events[1].extra = 1; }, 'events[1].extra'],
    [(d) => { d.events[0].main.h = 0; }, 'events[0].main.h'],
    [(d) => { let o = {}; for (let i = 0; i < 40; ++i) o = { o }; d.events[0].settings = o; }, '<json>'],
  ];
  for (const [edit, field] of cases) {
    const d = structuredClone(good);
    edit(d);
    assert.throws(() => validateRunFile(JSON.stringify(d)), (e) => e instanceof RunFileError && e.path === field, field);
  }
  // Valid in form, refused when applied: the core names the scenario's own field.
  const d = structuredClone(good);
  d.events[0].main.scenario.system.type = 'nothing';
  await assert.rejects(replayRun(validateRunFile(d), { build: simulationsFor(api, module) }), (e) => e.path === 'events[0].main');
  assert.throws(() => validateRunFile('{'), (e) => e.path === '<json>');
});

test('the history stays within its bound and keeps the whole run at a uniform spacing', () => {
  const h = new History({ maxBytes: 200_000 });
  const state = new Float64Array(12), positions = new Float64Array(9);
  // diagnostics(): what the readouts show of a scrubbed moment, recorded with it (distinct per frame, to check it is that frame's).
  const run = (t) => ({ time: t, energy: 1, state, positions, diagnostics: () => ({ manifoldError: t * 1e-12, momentum: t > 100 ? 2 * t : null }) });
  for (let i = 0; i < 20_000; ++i) h.push({ main: run(i / 60), base: run(i / 60) }, i, 0);
  assert.ok(h.bytes <= 200_000, `${h.bytes} bytes`);
  const perFrame = 8 * (7 + 2 * 12 + 2 * 9) + FRAME_OVERHEAD_BYTES;
  assert.ok(h.length >= 200_000 / perFrame / 2, `${h.length} frames`);
  assert.equal(h.at(0).t, 0, 'from the start');
  for (const i of [0, Math.floor(h.length / 2), h.length - 1]) {
    const f = h.at(i);
    assert.equal(f.manifoldError, f.t * 1e-12, `frame ${i}'s manifold error is its own`);
    assert.equal(f.momentum, f.t > 100 ? 2 * f.t : null, `frame ${i}'s momentum is its own (null: none)`);
  }
  assert.ok(19_999 - h.at(h.length - 1).step < h.stride, 'to within one stride of the newest frame');
  const gaps = new Set(); for (let i = 1; i < h.length - 1; ++i) gaps.add(h.at(i).step - h.at(i - 1).step);
  assert.equal(gaps.size, 1, `uniform spacing (${[...gaps]})`);
  h.truncateAfter(10);
  assert.equal(h.length, 11);
});

/** The controller's part the page's recorder listens to (web/js/run-controller.js), over real wasm runs. */
class Controller extends EventTarget {
  on(type, f) { this.addEventListener(type, (e) => f(/** @type {CustomEvent} */ (e).detail)); }
  emit(type, detail = {}) { this.dispatchEvent(new CustomEvent(type, { detail })); }
  install(h) {
    this.main = new api.Simulation(module, scenario, { h });
    this.base = new api.Simulation(module, scenario, { integrator: 'rk4', h: this.main.stepSize });
    this.emit('installed', { main: this.main, base: this.base, settings: { integrator: null, h }, json: scenario, baseJson: scenario });
  }
  advance(n) { this.main.advance(n); this.base.advance(n); this.emit('stepped', { steps: n }); }
  setStates(main, base = main, time = undefined) {
    this.main.setState(main, time);
    if (base) this.base.setState(base, time);
    this.emit('state-set', { values: main, base, time });
  }
}

test("the page's recorder writes files that replay to the bit, also after it outgrew its bound and started again", async () => {
  const c = new Controller();
  const recorder = new RunRecorder(c);
  c.install(0.01);
  for (let i = 0; i < 150; ++i) c.advance(1 + (i % 3));  // checkpoints about every simulated second
  const drag = Float64Array.from(c.main.state);
  drag[2] -= 0.2;
  c.setStates(drag);
  c.advance(40);
  const stepsBefore = recorder.step;
  c.install(0.02);
  assert.equal(recorder.events.at(-1).step, stepsBefore, 'the install comes after every step taken');
  assert.ok(stepsBefore >= 340, `${stepsBefore} steps`);
  c.advance(30);
  const steps = recorder.file().events.map((e) => e.step);
  assert.deepEqual(steps, [...steps].sort((a, b) => a - b), 'steps never go back');
  let r = await replayRun(validateRunFile(serializeRunFile(recorder.file())), { build: simulationsFor(api, module) });
  assert.ok(r.checkpoints >= 3, `${r.checkpoints} checkpoints`);  // at 1, 2 and 3 simulated seconds
  assert.deepEqual(r.mismatches, []);
  // Many small drag moves: past the bound the file starts again at the moment, and still replays.
  const before = recorder.events.length;
  const s = Float64Array.from(c.main.state);
  for (let i = 0; i < 60000; ++i) { s[0] += 1e-7; c.setStates(s); }
  assert.ok(recorder.events.length > before + 50000);
  c.advance(5);
  assert.deepEqual(recorder.events.map((e) => e.type), ['install', 'branch'], 'started again: an install and a branch');
  c.advance(120);
  const file = recorder.file();
  r = await replayRun(validateRunFile(serializeRunFile(file)), { build: simulationsFor(api, module) });
  assert.deepEqual(r.mismatches, []);
  assert.equal(r.steps, file.events.at(-1).step);
});
