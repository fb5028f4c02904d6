// The parameter sweep (issue 47; docs/stability-view.md, docs/course-api.md sweepParameter): `geovi
// stability`'s verdict at evenly spaced values of one numeric field of a scenario, each a fresh run of
// that scenario with the value set, and the boundary between the first two neighbouring values whose
// verdicts differ, by bisection. One implementation for the course API's sweepParameter (which throws
// at the first value that cannot be judged, its contract) and the stability view (which goes on and says
// so in words, and also draws each value's multipliers).
//
// It runs in slices of SWEEP_SLICE_MS of wall time with a turn of the page's event loop between them, so
// that the page keeps drawing and answering while a 200-point sweep (about half a second) runs.

export const MAX_SWEEP_POINTS = 500;      // points at most
export const SWEEP_TOLERANCE = 1e-9;      // the bisection stops when its bracket is this × |to − from| wide
export const SWEEP_SLICE_MS = 40;         // wall time of one slice before the page gets a turn
/** A numeric leaf of a scenario as ?set= names it (url-state.js): "initial.Omega.2", "system.length". */
export const SET_PATH = /^(system|initial)(\.([A-Za-z_][A-Za-z0-9_]{0,40}|\d{1,5})){1,6}$/;

/** The English reason of a refused value, by kind: the course API's words (its messages are a contract). */
export const REFUSAL_WORDS = Object.freeze({
  steady: 'the state is not an equilibrium or a relative equilibrium there, which geovi stability judges',
  integrator: 'geovi cannot differentiate this run\'s step',
  core: 'the core refuses the scenario',
});

/** A value the core would not judge: `why` one of REFUSAL_WORDS' keys, `reason` the core's own sentence. */
export class SweepRefusal extends Error {
  /** @param {string} path @param {number} value @param {'steady'|'integrator'|'core'} why @param {string} reason */
  constructor(path, value, why, reason) {
    super(`at ${path} = ${value} ${REFUSAL_WORDS[why]}: ${reason}`);
    this.path = path;
    this.value = value;
    this.why = why;
    this.reason = reason;
  }
}

/** A copy of the scenario with the leaf at `path` (an existing numeric leaf) set to `value`. */
export function withValue(json, path, value) {
  const out = structuredClone(json);
  const keys = path.split('.');
  let node = out;
  for (let i = 0; i < keys.length - 1; ++i) node = node[keys[i]];
  node[keys[keys.length - 1]] = value;
  return out;
}

/** The numeric leaves of `system` and `initial` that ?set= can name, in the file's order, at most `max`. */
export function numericLeaves(json, max = 400) {
  /** @type {{ path: string, value: number }[]} */
  const out = [];
  const walk = (node, path) => {
    if (out.length >= max) return;
    if (typeof node === 'number') { if (SET_PATH.test(path) && Number.isFinite(node)) out.push({ path, value: node }); return; }
    if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
  };
  for (const top of ['system', 'initial']) if (json && json[top]) walk(json[top], top);
  return out;
}

/** [re, im] pairs of a report's list of complex numbers. */
const pairs = (list) => Array.from(list || [], (z) => [Number(z[0]), Number(z[1])]);

/**
 * The sweep. `api`, `module`: the JS API and its module; `json`: the scenario (not changed); `path`: a
 * numeric leaf of it (checked by the caller); `points` ≥ 2 values from `from` to `to` (different,
 * finite); `integrator`, `h`: the runs' method. `onRefused`: 'throw' (a SweepRefusal at the first value
 * the core will not judge: the course API) or 'record' (that value's verdict null, the refusal listed,
 * the sweep goes on: the view). `afterTurn()` is called after each turn of the event loop (it may throw
 * to stop the sweep); `onProgress(done, total)` before it.
 *
 * Returns { path, values, stable, growthRates, multipliers, threshold, tolerance, integrator, h,
 * refusals: [{ index, value, why, reason, message }] } (index -1: during the bisection).
 * @param {{ api: any, module: any, json: any, path: string, from: number, to: number, points: number,
 *   integrator: string, h: number, onRefused?: 'throw' | 'record', afterTurn?: () => void,
 *   onProgress?: (done: number, total: number) => void }} sweep
 */
export async function sweepStability({ api, module, json, path, from, to, points, integrator, h, onRefused = 'throw',
  afterTurn = () => {}, onProgress = () => {} }) {
  const options = { integrator, h };
  /** @type {{ index: number, value: number, why: string, reason: string, message: string }[]} */
  const refusals = [];
  const verdict = (value, index) => {
    try {
      return api.stability(module, withValue(json, path, value), options);
    } catch (e) {
      const why = e && e.path === 'initial' ? 'steady' : e && e.path === 'integrator' ? 'integrator' : 'core';
      const refusal = new SweepRefusal(path, value, why, String(e && e.message || e));
      if (onRefused === 'throw') throw refusal;
      refusals.push({ index, value, why, reason: refusal.reason, message: refusal.message });
      return null;
    }
  };
  let sliceStart = performance.now();
  const turn = async (done) => {
    if (performance.now() - sliceStart < SWEEP_SLICE_MS) return;
    onProgress(done, points);
    await new Promise((r) => { setTimeout(r, 0); });
    afterTurn();
    sliceStart = performance.now();
  };
  /** @type {number[]} */ const values = [];
  /** @type {(boolean|null)[]} */ const stable = [];
  /** @type {(number|null)[]} */ const growthRates = [];
  /** @type {number[][][]} */ const multipliers = [];
  for (let i = 0; i < points; ++i) {
    // The last value is `to` itself, not from + (to − from): the sum can miss it by an ulp.
    const value = i === points - 1 ? to : from + ((to - from) * i) / (points - 1);
    const r = verdict(value, i);
    values.push(value);
    stable.push(r ? r.stable : null);
    growthRates.push(r ? r.growthRate : null);
    multipliers.push(r ? pairs(r.multipliers) : []);
    await turn(i + 1);
  }
  onProgress(points, points);
  let threshold = null;
  const tolerance = SWEEP_TOLERANCE * Math.abs(to - from);
  // The first neighbours both judged whose verdicts differ (without refusals: the first change).
  const change = stable.findIndex((s, i) => i > 0 && s !== null && stable[i - 1] !== null && s !== stable[i - 1]);
  if (change > 0) {
    let a = values[change - 1], b = values[change];
    const aStable = stable[change - 1];
    let judged = true;
    while (Math.abs(b - a) > tolerance) {
      const m = a + (b - a) / 2;
      if (m === a || m === b) break;  // the doubles between them are exhausted
      const r = verdict(m, -1);
      if (!r) { judged = false; break; }  // 'record' only: a value inside the bracket the core would not judge
      if (r.stable === aStable) a = m; else b = m;
      await turn(points);
    }
    if (judged) threshold = a + (b - a) / 2;
  }
  return { path, values, stable, growthRates, multipliers, threshold, tolerance, integrator, h, refusals };
}
