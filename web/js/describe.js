// The run in words (docs/accessibility.md): what a sighted reader takes from the plots and
// the scene, said from the page's own record (recorder.js) so that it can be read out by a
// screen reader. Pure logic: numbers in, messages out ({ id, args } for i18n.js's t), no DOM;
// tests/node/describe.test.mjs checks it with made-up records.
//
// The rules, as docs/accessibility.md states them:
//   energy error   |E − E₀| / |E₀| at the record's latest sample (|E − E₀| when E₀ = 0)
//   bounded        the largest |E − E₀| over the last third of the record's time is at most
//                  1.5× the largest over the first third (the energy-band lesson's own rule);
//                  otherwise "grown"; fewer than MIN_ROWS samples, or less than MIN_SPAN_S
//                  simulated seconds: too early to judge
//   positions      (S²)ⁿ: each body's direction against the scene's up; below its pivot when
//                  it points down, with its angle from straight down (up to SHOW_EACH bodies
//                  each by name, beyond that counted)
//   rigid bodies   the angular speed |Ω| and the tilt of the body's third axis from up
import { fmt, messages } from './i18n.js';
import { thirdsMax } from './lessons.js';
import { spaceModule } from './spaces/index.js';

/** Samples, and simulated seconds, needed before a trend is judged (a bounded error fills its
 *  band over the first swings, which would otherwise count as growth). */
export const MIN_ROWS = 12;
export const MIN_SPAN_S = 10;
/** How much the last third's band may exceed the first third's and still count as bounded. */
export const BAND_GROWTH = 1.5;
/** Up to this many bodies, each is named; more are counted. */
export const SHOW_EACH = 6;

/** @typedef {{ id: string, args: Record<string, string | number> }} Message  one sentence: a message id of access.ftl and its arguments */

const finite = (x) => typeof x === 'number' && Number.isFinite(x);

/**
 * The energy error of one run from its record columns: t (s), dE (|E − E₀|, null where the energy
 * was not finite), e0. Returns { error, trend }: error the relative error at the latest sample,
 * trend 'bounded' | 'growing' | 'early' | 'lost' (the latest energy is not a finite number).
 */
export function energyTrend(t, dE, e0) {
  const n = Math.min(t.length, dE.length);
  if (n === 0) return { error: NaN, trend: 'early' };
  const last = dE[n - 1];
  if (!finite(last)) return { error: NaN, trend: 'lost' };
  const scale = finite(e0) && e0 !== 0 ? Math.abs(e0) : 1;
  const error = last / scale;
  const T = t[n - 1] - t[0];
  if (n < MIN_ROWS || !(T >= MIN_SPAN_S)) return { error, trend: 'early' };
  const { first, last: final } = thirdsMax(t.slice(0, n), dE, t[0], t[n - 1]);
  return { error, trend: final <= BAND_GROWTH * first ? 'bounded' : 'growing' };
}

/** Unit vector of a {x, y, z} or [x, y, z] direction (up), or +z when it has no length. */
function unit(v) {
  const [x, y, z] = Array.isArray(v) ? v : [v.x, v.y, v.z];
  const n = Math.hypot(x, y, z);
  return n > 0 && Number.isFinite(n) ? [x / n, y / n, z / n] : [0, 0, 1];
}

const degrees = (cos) => (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;

/**
 * Each body's direction against `up`, for an (S²)ⁿ state: [{ below, angle }], angle in degrees
 * from straight down (0 hanging straight down, 180 straight up). Bodies are the state columns
 * PREFIX1x, PREFIX2x, … (the catalogue's directionPrefix, "q").
 */
export function bodyDirections(stateColumns, state, up, prefix = 'q') {
  const u = unit(up);
  const out = [];
  for (let i = 1; ; ++i) {
    const k = stateColumns.indexOf(`${prefix}${i}x`);
    if (k < 0) break;
    const q = [state[k], state[k + 1], state[k + 2]];
    const n = Math.hypot(...q);
    const c = n > 0 ? (q[0] * u[0] + q[1] * u[1] + q[2] * u[2]) / n : NaN;  // NaN: no direction (said nothing of)
    out.push({ below: c <= 0, angle: degrees(-c) });
  }
  return out;
}

/** A rigid body's angular speed |Ω| (rad/s) and the tilt of its third axis R·e₃ from up (degrees). */
export function rigidMotion(stateColumns, state, up) {
  const at = (name) => state[stateColumns.indexOf(name)];
  const u = unit(up);
  const axis = [at('R13'), at('R23'), at('R33')];
  const n = Math.hypot(...axis);
  return {
    speed: Math.hypot(at('W1'), at('W2'), at('W3')),
    tilt: n > 0 ? degrees((axis[0] * u[0] + axis[1] * u[1] + axis[2] * u[2]) / n) : NaN,
  };
}

/** Body k (1-based) in flight, from its state columns (bKx…, bKvx…, bKW1…): its height along `up`,
 *  its speed and how fast it turns. */
export function flyingMotion(stateColumns, state, up, k) {
  const at = (name) => state[stateColumns.indexOf(`b${k}${name}`)];
  const u = unit(up);
  return {
    height: at('x') * u[0] + at('y') * u[1] + at('z') * u[2],
    speed: Math.hypot(at('vx'), at('vy'), at('vz')),
    spin: Math.hypot(at('W1'), at('W2'), at('W3')),
  };
}

/** A quadrotor with a load (system type quadrotor_load, columns x … vz, qx … qz): its height along
 *  `up` and speed, and the cable's angle from hanging straight down (degrees). */
export function slungMotion(stateColumns, state, up) {
  const at = (name) => state[stateColumns.indexOf(name)];
  const u = unit(up);
  const n = Math.hypot(at('qx'), at('qy'), at('qz'));
  return {
    height: at('x') * u[0] + at('y') * u[1] + at('z') * u[2],
    speed: Math.hypot(at('vx'), at('vy'), at('vz')),
    cable: n > 0 ? degrees(-(at('qx') * u[0] + at('qy') * u[1] + at('qz') * u[2]) / n) : NaN,
  };
}

/** Numbers as a list the locale's way ("1, 2 and 3"). */
export function listOf(items) {
  const lang = messages().lang;
  try { return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items); } catch { return items.join(', '); }
}

/** An angle in whole degrees, the locale's way. */
const angle = (a) => fmt.fixed(a, 0);

/** The sentences about the bodies' directions. style: the drawing's style ("chain" says pivot).
 *  @returns {Message[]} */
export function positionMessages(bodies, style) {
  const family = style === 'chain' ? 'chain' : 'sphere';
  const id = (what) => `access-pos-${family}-${what}`;
  const n = bodies.length;
  if (n === 0 || bodies.some((b) => !finite(b.angle))) return [];  // a state that is no longer finite
  if (n === 1) return [{ id: id(bodies[0].below ? 'one-below' : 'one-above'), args: { angle: angle(bodies[0].angle) } }];
  const above = bodies.map((b, i) => (b.below ? 0 : i + 1)).filter((i) => i > 0);
  /** @type {Message[]} */
  const out = [];
  if (above.length === 0) out.push({ id: id('all-below'), args: { n } });
  else if (above.length === n) out.push({ id: id('all-above'), args: { n } });
  else if (n <= SHOW_EACH) out.push({ id: id('some-above'), args: { count: above.length, list: listOf(above.map(String)), n } });
  else out.push({ id: id('many'), args: { n, below: n - above.length, above: above.length } });
  if (n <= SHOW_EACH) {
    out.push({ id: id('angles'), args: { list: listOf(bodies.map((b) => angle(b.angle))) } });
  } else {
    let far = 0;
    bodies.forEach((b, i) => { if (b.angle > bodies[far].angle) far = i; });
    out.push({ id: id('farthest'), args: { index: far + 1, angle: angle(bodies[far].angle) } });
  }
  return out;
}

/** What a space's module describes the bodies with (spaces/*.js: describe). */
const WORDS = { fmt, finite, angle, bodyDirections, rigidMotion, flyingMotion, slungMotion, positionMessages };

/** The sentence about one run's energy: role 'main' | 'base'; failedAt: the time a baseline stopped.
 *  @returns {Message} */
export function energyMessage(role, integrator, { error, trend }, failedAt = null) {
  if (role === 'base' && finite(failedAt)) return { id: 'access-describe-base-failed', args: { integrator, time: fmt.fixed(failedAt, 2) } };
  return { id: `access-describe-${role}-${trend}`, args: { integrator, error: fmt.sci(error, 1) } };
}

/**
 * Every sentence of a description, in order: the time, the main run's energy, the baseline's, where
 * the bodies are. `view`:
 *   { record: { t, e0, e0b, main: { dE }, base: { dE } | null, integrator, baseline, stateColumns, states },
 *     kind (the run's space id: spaces/index.js), style, up, directionPrefix, baseFailedAt }
 * The state described is the record's latest (so that time, energies and positions agree).
 * @returns {Message[]}
 */
export function describe(view) {
  const r = view.record;
  const n = r.t.length;
  if (n === 0) return [{ id: 'access-describe-no-run', args: {} }];
  /** @type {Message[]} */
  const out = [{ id: 'access-describe-time', args: { time: fmt.fixed(r.t[n - 1], 1) } }];
  out.push(energyMessage('main', r.integrator, energyTrend(r.t, r.main.dE, r.e0)));
  if (r.base) out.push(energyMessage('base', r.baseline, energyTrend(r.t, r.base.dE, r.e0b), view.baseFailedAt));
  const state = r.states[n - 1];
  // Where the bodies are: the space's module says it (spaces/*.js), with the helpers here.
  if (state) out.push(...spaceModule(view.kind).describe(WORDS, r.stateColumns, state, view));
  return out;
}

/** The description as text: every sentence through `t` (i18n.js), joined as the language writes
 *  sentences one after another (Chinese puts no space between them). */
export function describeText(view, t) {
  return describe(view).map(({ id, args }) => t(id, args)).join(messages().lang.startsWith('zh') ? '' : ' ');
}
