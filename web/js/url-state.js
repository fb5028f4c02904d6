// URL state: the permalink. Everything needed to reopen the same run:
//   ?scenario=NAME      the preset core/scenarios/NAME.json
//   &integrator=NAME    the integrator (else the preset's)
//   &h=0.005            the step size (else the preset's)
//   &speed=2            simulated seconds per wall second
//   &compare=rk4        compare mode: the baseline integrator run side by side
//   &plot=phase         the second plot: constraint | momentum | phase
//   &set={"system.masses.0":2}   edited numeric parameters / initial values, by JSON path
//
// The URL is untrusted input. parseUrlState() validates every field (names are
// [A-Za-z0-9_-], numbers finite and in range, edit paths well formed, total
// length bounded) and reports the first problem as a message; the page then
// shows it and keeps (or opens) a valid simulation instead. Whether an edit
// path exists in the preset is checked by applyEdits(), and the physics values
// themselves by the core's parser when the simulation is built.

export const MAX_URL_CHARS = 4096;
const SAFE = /^[A-Za-z0-9_-]{1,100}$/;
const PATH = /^(system|initial)(\.([A-Za-z_][A-Za-z0-9_]{0,40}|\d{1,5})){1,6}$/;
const MAX_EDITS = 300;
export const PLOTS = ['constraint', 'momentum', 'phase'];

/** Parses a query string. Returns { state } or { error } (a message naming the field). */
export function parseUrlState(search) {
  if (search.length > MAX_URL_CHARS) return { error: `permalink too long (${search.length} characters; at most ${MAX_URL_CHARS})` };
  let p;
  try { p = new URLSearchParams(search); } catch { return { error: 'permalink: not a valid query string' }; }
  const state = {};
  const name = (key) => {
    const v = p.get(key);
    if (v == null || v === '') return null;
    if (!SAFE.test(v)) throw new Error(`?${key}=${v.slice(0, 60)}: a name may only contain letters, digits, _ and -`);
    return v;
  };
  const num = (key, lo, hi) => {
    const v = p.get(key);
    if (v == null || v === '') return null;
    const x = Number(v);
    if (!Number.isFinite(x) || !(x > lo) || x > hi) throw new Error(`?${key}=${v.slice(0, 60)}: expected a number in (${lo}, ${hi}]`);
    return x;
  };
  try {
    state.scenario = name('scenario');
    state.integrator = name('integrator');
    state.compare = name('compare');
    state.h = num('h', 0, 10);
    state.speed = num('speed', 0, 1000);
    const plot = p.get('plot');
    if (plot != null && plot !== '' && !PLOTS.includes(plot)) throw new Error(`?plot=${plot.slice(0, 40)}: expected one of ${PLOTS.join(', ')}`);
    state.plot = plot || null;
    state.edits = {};
    const set = p.get('set');
    if (set) {
      let obj;
      try { obj = JSON.parse(set); } catch { throw new Error('?set=…: not valid JSON'); }
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) throw new Error('?set=…: expected an object {"path": number}');
      const keys = Object.keys(obj);
      if (keys.length > MAX_EDITS) throw new Error(`?set=…: at most ${MAX_EDITS} edits`);
      for (const k of keys) {
        if (!PATH.test(k)) throw new Error(`?set=…: "${k.slice(0, 60)}" is not a parameter path (system.… or initial.…)`);
        if (typeof obj[k] !== 'number' || !Number.isFinite(obj[k])) throw new Error(`?set=…: ${k.slice(0, 60)} must be a finite number`);
        state.edits[k] = obj[k];
      }
    }
  } catch (e) {
    return { error: e.message };
  }
  return { state };
}

export function toQuery(state) {
  const p = new URLSearchParams();
  if (state.scenario) p.set('scenario', state.scenario);
  if (state.integrator) p.set('integrator', state.integrator);
  if (state.h != null) p.set('h', String(state.h));
  if (state.speed != null && state.speed !== 1) p.set('speed', String(state.speed));
  if (state.compare) p.set('compare', state.compare);
  if (state.plot && state.plot !== 'constraint') p.set('plot', state.plot);
  if (state.edits && Object.keys(state.edits).length) p.set('set', JSON.stringify(state.edits));
  return p.toString();
}

export function writeUrlState(state) {
  const q = toQuery(state);
  window.history.replaceState(null, '', `${window.location.pathname}${q ? `?${q}` : ''}`);
}

export function permalink(state) {
  const q = toQuery(state);
  return `${window.location.origin}${window.location.pathname}${q ? `?${q}` : ''}`;
}

export function scenarioUrl(name) {
  return `/core/scenarios/${encodeURIComponent(name)}.json`;
}

/** A deep copy of `json` with each numeric leaf at `path` set; throws naming a path that is not one. */
export function applyEdits(json, edits) {
  const out = structuredClone(json);
  for (const [path, value] of Object.entries(edits || {})) {
    const keys = path.split('.');
    let node = out;
    for (let i = 0; i < keys.length - 1; ++i) {
      node = node != null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, keys[i]) ? node[keys[i]] : undefined;
      if (node === undefined) throw new Error(`parameter ${path}: not in this preset`);
    }
    const last = keys[keys.length - 1];
    if (node == null || typeof node !== 'object' || typeof node[last] !== 'number' || !Object.prototype.hasOwnProperty.call(node, last))
      throw new Error(`parameter ${path}: not a number in this preset`);
    node[last] = value;
  }
  return out;
}

/** Numeric leaves of `edited` that differ from `preset`, as {path: value}; complete is false
 *  when anything else differs (such an edit cannot be carried by the permalink). */
export function diffEdits(preset, edited) {
  const edits = {};
  let complete = true;
  const walk = (a, b, path) => {
    if (typeof a === 'number' && typeof b === 'number') {
      if (a !== b) edits[path] = b;
      return;
    }
    if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
      const ka = Object.keys(a), kb = Object.keys(b);
      if (ka.length !== kb.length || ka.some((k) => !(k in b))) { complete = false; return; }
      for (const k of ka) walk(a[k], b[k], path ? `${path}.${k}` : k);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) complete = false;
  };
  for (const top of ['system', 'initial']) walk(preset[top], edited[top], top);
  for (const k of new Set([...Object.keys(preset), ...Object.keys(edited)]))
    if (!['system', 'initial', 'integrator'].includes(k) && JSON.stringify(preset[k]) !== JSON.stringify(edited[k])) complete = false;
  return { edits, complete };
}
