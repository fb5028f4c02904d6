// The run in words and in sound (docs/accessibility.md), from made-up records: describe.js
// judges a bounded error bounded and a growing one growing, names the bodies' places with the
// right plurals, and sonify.js maps the error to a pitch monotonically, clamped, never NaN.
//
//   node --test tests/node/describe.test.mjs
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Messages, setMessages, messages, t } from '../../web/js/i18n.js';
import { energyTrend, bodyDirections, rigidMotion, positionMessages, describe, describeText, MIN_SPAN_S } from '../../web/js/describe.js';
import { pitchOf, heardError, F_MIN, F_MAX, WINDOW_S } from '../../web/js/sonify.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
before(() => {
  setMessages(new Messages('en', { access: fs.readFileSync(path.join(ROOT, 'web/locales/en/access.ftl'), 'utf8') }));
});

const times = (n, dt = 0.5) => Array.from({ length: n }, (_, i) => i * dt);
const say = (list) => list.map(({ id, args }) => t(id, args)).join(' ');
/** Every sentence is a message of access.ftl, formatted without a Fluent error. */
function checkMessages(list) {
  for (const { id } of list) assert.ok(messages().has(id), `access.ftl has ${id}`);
  assert.deepEqual(messages().errors, []);
}

test('a bounded error is judged bounded, a growing one growing, a short record too early', () => {
  const ts = times(200);  // 100 s
  const band = ts.map((s) => 1e-6 * (1.2 + Math.sin(3 * s)));         // oscillates in a band
  const drift = ts.map((s) => 1e-6 * s);                             // grows linearly
  const late = ts.map((s) => (s > 80 ? 4e-6 : 1e-6 * Math.abs(Math.sin(s))));  // jumps late
  assert.equal(energyTrend(ts, band, -2).trend, 'bounded');
  assert.equal(energyTrend(ts, drift, -2).trend, 'growing');
  assert.equal(energyTrend(ts, late, -2).trend, 'growing');
  // The rule's edge: the last third's largest may be 1.5× the first third's, not more.
  const edge = (k) => ts.map((s) => (s <= 100 / 3 ? 1 : s >= 200 / 3 ? k : 0.5));
  assert.equal(energyTrend(ts, edge(1.5), 1).trend, 'bounded');
  assert.equal(energyTrend(ts, edge(1.51), 1).trend, 'growing');
  // Relative to |E₀|, at the latest sample.
  assert.equal(energyTrend(ts, drift, -2).error, drift.at(-1) / 2);
  assert.equal(energyTrend(ts, drift, 0).error, drift.at(-1));  // E₀ = 0: the absolute error
  // Too early: few samples, or less than MIN_SPAN_S simulated seconds.
  assert.equal(energyTrend(times(5), drift.slice(0, 5), 1).trend, 'early');
  assert.equal(energyTrend(times(100, (MIN_SPAN_S - 1) / 100), drift.slice(0, 100), 1).trend, 'early');
  assert.equal(energyTrend([], [], 1).trend, 'early');
  // A run whose energy stopped being finite.
  assert.equal(energyTrend(ts, [...drift.slice(0, -1), null], 1).trend, 'lost');
});

test('the description names both runs with their numbers, and a baseline that broke down', () => {
  const ts = times(120);
  const view = (baseFailedAt = null) => ({
    record: { t: ts, e0: -10, e0b: -10, main: { dE: ts.map((s) => 1.3e-4 * (1 + Math.sin(s))) }, base: { dE: ts.map((s) => 3.5e-5 * s) },
      integrator: 'vi', baseline: 'rk2', stateColumns: ['q1x', 'q1y', 'q1z', 'q2x', 'q2y', 'q2z'],
      states: ts.map(() => [0.6, 0, 0.8, 0, 0, 1]) },
    kind: 's2n', style: 'chain', up: { x: 0, y: 0, z: -1 }, baseFailedAt,
  });
  const list = describe(view());
  checkMessages(list);
  assert.deepEqual(list.map((m) => m.id), ['access-describe-time', 'access-describe-main-bounded', 'access-describe-base-growing',
    'access-pos-chain-all-below', 'access-pos-chain-angles']);
  const text = describeText(view(), t);
  const rel = (x) => (x / 10).toExponential(1);
  assert.equal(text, `t = 59.5 s. The energy error of the main run (vi) is ${rel(1.3e-4 * (1 + Math.sin(59.5)))} and bounded. `
    + `The energy error of the baseline (rk2) has grown to ${rel(3.5e-5 * 59.5)}. Both bobs are below their pivots. `
    + 'Their angles from straight down, in degrees: 37 and 0.');
  assert.match(describeText(view(4.25), t), /The baseline \(rk2\) broke down at t = 4\.25 s; the main run goes on\./);
  // Nothing recorded yet.
  assert.deepEqual(describe({ record: { ...view().record, t: [] } }).map((m) => m.id), ['access-describe-no-run']);
});

test('bodies: below or above their pivots, with plurals, each named up to six and counted beyond', () => {
  const up = [0, 0, 1];
  const cols = (n) => Array.from({ length: n }, (_, i) => [`q${i + 1}x`, `q${i + 1}y`, `q${i + 1}z`]).flat();
  const down = [0, 0, -1], upward = [0, 0, 1], side = [1, 0, 0];
  const bodies = (...dirs) => bodyDirections(cols(dirs.length), dirs.flat(), up);
  assert.deepEqual(bodies(down, upward, side), [{ below: true, angle: 0 }, { below: false, angle: 180 }, { below: true, angle: 90 }]);
  const words = (...dirs) => { const list = positionMessages(bodies(...dirs), 'chain'); checkMessages(list); return say(list); };
  assert.equal(words(down), 'The bob is below its pivot, 0° from straight down.');
  assert.equal(words(upward), 'The bob is above its pivot, 180° from straight down.');
  assert.equal(words(down, down), 'Both bobs are below their pivots. Their angles from straight down, in degrees: 0 and 0.');
  assert.equal(words(upward, upward), 'Both bobs are above their pivots. Their angles from straight down, in degrees: 180 and 180.');
  assert.match(words(down, down, down, down, down), /^All 5 bobs are below their pivots\./);
  assert.match(words(down, down, upward, down, down), /^Bob 3 of 5 is above its pivot\. /);
  assert.match(words(down, upward, down, upward), /^Bobs 2 and 4 of 4 are above their pivots\. /);
  // More than six: counted, and the one farthest from straight down named.
  const many = [...Array(9).fill(down), upward];
  assert.equal(words(...many), 'Of 10 bobs, 9 are below their pivots and 1 is above. Bob 10 is farthest from straight down, at 180°.');
  assert.match(words(down, ...Array(7).fill(upward)), /^Of 8 bobs, 1 is below its pivot and 7 are above\./);
  assert.match(words(...Array(4).fill(down), ...Array(4).fill(upward)), /^Of 8 bobs, 4 are below their pivots and 4 are above\./);
  assert.match(words(...Array(400).fill(down)), /^All 400 bobs are below their pivots\./);
  // Bodies on spheres: halves of their spheres, not pivots.
  assert.equal(say(positionMessages(bodies(down, upward), 'sphere')),
    'Body 2 of 2 is in the upper half of its sphere. Their angles from the bottom, in degrees: 0 and 180.');
  // A state that is no longer finite says nothing about places.
  assert.deepEqual(positionMessages(bodies([NaN, NaN, NaN]), 'chain'), []);
  // Up need not be a unit vector or an axis.
  assert.equal(bodyDirections(['q1x', 'q1y', 'q1z'], [0, 1, 0], { x: 0, y: -3, z: 0 })[0].angle, 0);
});

test('a rigid body: angular speed and the tilt of its third axis from up', () => {
  const columns = ['R11', 'R12', 'R13', 'R21', 'R22', 'R23', 'R31', 'R32', 'R33', 'W1', 'W2', 'W3'];
  const c = Math.cos(Math.PI / 6), s = Math.sin(Math.PI / 6);
  const tilted = [1, 0, 0, 0, c, -s, 0, s, c, 3, 0, 4];  // turned 30° about e1
  const m = rigidMotion(columns, tilted, [0, 0, 1]);
  assert.equal(m.speed, 5);
  assert.ok(Math.abs(m.tilt - 30) < 1e-9);
  const ts = times(30);
  const list = describe({ record: { t: ts, e0: 2, e0b: 2, main: { dE: ts.map(() => 1e-15) }, base: null, integrator: 'vi', baseline: '',
    stateColumns: columns, states: ts.map(() => tilted) }, kind: 'rigid_body', style: 'rigid_body', up: [0, 0, 1] });
  checkMessages(list);
  assert.equal(say(list), 't = 14.5 s. The energy error of the main run (vi) is 5.0e-16 and bounded. The body turns at 5 rad/s, its third axis tilted 30° from up.');
});

test('the pitch: 220 Hz at round-off, 1760 Hz at an error of 100%, monotonic in between, clamped, never NaN', () => {
  assert.equal(pitchOf(1e-16), F_MIN);
  assert.equal(pitchOf(1), F_MAX);
  assert.equal(pitchOf(1e-30), F_MIN);
  assert.equal(pitchOf(0), F_MIN);
  assert.equal(pitchOf(1e6), F_MAX);
  assert.equal(pitchOf(Infinity), F_MAX);
  assert.equal(pitchOf(NaN), null);
  assert.equal(pitchOf(/** @type {any} */ (null)), null);
  assert.ok(Math.abs(pitchOf(1e-8) - Math.sqrt(F_MIN * F_MAX)) < 1e-9, 'the middle of the log scale is the geometric mean');
  let prev = 0;
  for (let l = -20; l <= 4; l += 0.01) {
    const f = pitchOf(10 ** l);
    assert.ok(Number.isFinite(f) && f >= prev && f >= F_MIN && f <= F_MAX, `log10 error ${l}: ${f}`);
    prev = f;
  }
});

test('the error heard is the largest over the last seconds of the record, and silence when it is lost', () => {
  const ts = times(40, 0.25);  // 10 s
  const dE = ts.map((s, i) => (i === 30 ? 8 : 1));  // a peak at t = 7.5 s
  assert.equal(heardError(ts, dE, -2), 1 / 2, 'the peak is more than WINDOW_S ago');
  assert.ok(ts.at(-1) - 7.5 > WINDOW_S);
  assert.equal(heardError(ts, dE.map((x, i) => (i === 35 ? 8 : 1)), -2), 4, 'a peak within the window is heard');
  assert.equal(heardError(ts, [...dE.slice(0, -1), null], 1), null);
  assert.equal(heardError([], [], 1), null);
  assert.equal(heardError(ts, dE, 0), 1, 'E₀ = 0: the absolute error');
});

test('every sentence describe.js can say is a message of access.ftl', () => {
  const ids = ['access-describe-no-run', 'access-describe-time', 'access-describe-rigid', 'access-describe-base-failed'];
  for (const role of ['main', 'base']) for (const trend of ['bounded', 'growing', 'early', 'lost']) ids.push(`access-describe-${role}-${trend}`);
  for (const family of ['chain', 'sphere'])
    for (const what of ['one-below', 'one-above', 'all-below', 'all-above', 'some-above', 'many', 'angles', 'farthest']) ids.push(`access-pos-${family}-${what}`);
  for (const id of ids) assert.ok(messages().has(id), id);
  // And each formats without a Fluent error or a placeholder left, with the arguments describe.js gives.
  const args = { time: '1.0', integrator: 'vi', error: '1.0e-5', speed: '2', tilt: '30', angle: '10', n: 7, count: 2, list: '1 and 2', below: 5, above: 2, index: 3 };
  for (const id of ids) assert.doesNotMatch(t(id, args), /[{}]|undefined|NaN/, id);
  assert.deepEqual(messages().errors, []);
});
