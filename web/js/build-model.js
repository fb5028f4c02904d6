// The system editor's model (the Build panel, panels/build-panel.js): a draft
// scenario, the edits the editor offers, and their undo/redo history. Pure: no
// DOM, no wasm. Everything it knows about systems comes from the core's
// catalogue (wasm/geovi.d.ts: SystemTypeInfo, ParameterInfo, TermInfo), so it
// names no system type and no potential term: a type or a term registered in
// the core is edited here with no change to the page.
//
// Paths are written as the core writes them in its messages
// (core/src/shared/json_input.cpp): `system.masses[1]`, `initial.q[2][0]`,
// `system.potentials[0].stiffness`. The editor gives each input the path of the
// value it edits, so that the core's message lands beside the right field.
// Its words (the ranges it shows) are messages of web/locales/LOCALE/editor.ftl.
import { t } from './i18n.js';
import { spaceModule } from './spaces/index.js';

/** @typedef {import('geovi').Catalogue} Catalogue */
/** @typedef {import('geovi').SystemTypeInfo} SystemTypeInfo */
/** @typedef {import('geovi').ParameterInfo} ParameterInfo */
/** @typedef {Record<string, any>} Draft */

// ---- paths ------------------------------------------------------------------------------------

const PLAIN_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The path of `key` (an object key or an array index) inside `parent`, in the core's syntax. */
export function childPath(parent, key) {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!PLAIN_KEY.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent ? `${parent}.${key}` : key;
}

/** The keys and indices of a path: "system.masses[1]" → ["system", "masses", 1]. */
export function parsePath(path) {
  const out = [];
  const re = /([A-Za-z0-9_-]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  let m;
  while ((m = re.exec(path))) out.push(m[1] !== undefined ? m[1] : m[2] !== undefined ? Number(m[2]) : JSON.parse(m[3]));
  return out;
}

/** The value at `path`, or undefined. */
export function getAt(obj, path) {
  let node = obj;
  for (const key of parsePath(path)) {
    if (node == null || typeof node !== 'object') return undefined;
    node = node[key];
  }
  return node;
}

/** Sets the value at `path`, creating the objects on the way. */
export function setAt(obj, path, value) {
  const keys = parsePath(path);
  let node = obj;
  for (let i = 0; i < keys.length - 1; ++i) {
    if (node[keys[i]] == null || typeof node[keys[i]] !== 'object') node[keys[i]] = typeof keys[i + 1] === 'number' ? [] : {};
    node = node[keys[i]];
  }
  node[keys[keys.length - 1]] = value;
}

/** Removes the key at `path` (an optional parameter left empty), or the item of an array. */
export function deleteAt(obj, path) {
  const keys = parsePath(path);
  const last = keys.pop();
  const parent = keys.length ? getAt(obj, pathOf(keys)) : obj;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (parent && typeof parent === 'object') delete parent[last];
}

function pathOf(keys) { return keys.reduce((p, k) => childPath(p, k), ''); }

// ---- reading the catalogue ----------------------------------------------------------------------

/** The catalogue's entry for the draft's system type (undefined for an unknown type). */
export function systemTypeOf(catalogue, draft) {
  const name = draft && draft.system && draft.system.type;
  return catalogue.systemTypes.find((t) => t.name === name);
}

/** The catalogue's entry for a potential term of the generic system. */
export function termOf(catalogue, term) {
  return catalogue.terms.find((t) => t.name === (term && term.type));
}

/** A typed list's item type (an item of a list whose `choices` are the types): its fields. */
export function itemFields(param, item) {
  if (param.choices && param.choices.length) {
    const typed = (param.fields || []).find((f) => f.name === (item && item.type));
    return typed ? typed.fields || [] : [];
  }
  return param.fields || [];
}

/** True when `param` holds one value per body (or is an n × n / n-row matrix) in its present form. */
export function isPerBody(param, value) {
  switch (param.kind) {
    case 'per-body': case 'per-body-vector3': return true;
    case 'number-or-per-body': return Array.isArray(value);
    case 'matrix': return param.rows === 0 || param.cols === 0;
    default: return false;
  }
}

/**
 * The count of bodies: the rows of the initial condition's first per-body key (SystemTypeInfo.newBody's
 * keys, e.g. initial.q); for a type without newBody, its fixed count (minBodies); null when the initial
 * condition does not list the bodies (a generated lattice).
 */
export function bodyCount(draft, type) {
  if (!type) return null;
  if (!type.newBody) return type.minBodies === type.maxBodies ? type.minBodies : null;
  const rows = draft.initial && draft.initial[bodyRowKeys(type)[0]];
  return Array.isArray(rows) ? rows.length : null;
}

/** The keys of `initial` with one row per body (SystemTypeInfo.newBody: q, the direction, then omega). */
export function bodyRowKeys(type) {
  if (!type || !type.newBody) return [];
  const keys = Object.keys(type.newBody);
  return [...['q', 'omega'].filter((k) => keys.includes(k)), ...keys.filter((k) => k !== 'q' && k !== 'omega')];
}

/**
 * Every parameter of the draft's system that holds one value per body: [{ holder, param, path }],
 * found in `system`, in its objects and list items, and in each potential term.
 */
export function perBodyHolders(catalogue, draft) {
  const type = systemTypeOf(catalogue, draft);
  const out = [];
  const visit = (holder, params, path) => {
    if (!holder || typeof holder !== 'object') return;
    for (const p of params) {
      const v = holder[p.name];
      if (v === undefined) continue;
      const at = childPath(path, p.name);
      if (isPerBody(p, v)) out.push({ holder, param: p, path: at });
      else if (p.kind === 'object') visit(v, p.fields || [], at);
      else if (p.kind === 'list' && Array.isArray(v)) v.forEach((item, i) => visit(item, itemFields(p, item), childPath(at, i)));
      else if (p.kind === 'terms' && Array.isArray(v)) {
        v.forEach((term, i) => { const info = termOf(catalogue, term); if (info) visit(term, info.parameters, childPath(at, i)); });
      }
    }
  };
  if (type) visit(draft.system, type.parameters, 'system');
  return out;
}

// ---- values for new bodies, items and optional parameters ----------------------------------------

const clone = (v) => (v === undefined ? undefined : structuredClone(v));

/** The value one more body gets in a per-body array: the core's default, else the last one's, a row
 *  of vectors (pivots) continued with its last spacing so that two bodies do not share a point. */
function nextBodyValue(param, values) {
  if (param.defaultValue != null) return clone(param.defaultValue);
  const last = values[values.length - 1], before = values[values.length - 2];
  if (Array.isArray(last) && Array.isArray(before)) return last.map((x, k) => x + (x - before[k]));
  return clone(last);
}

/** The value a parameter takes when the user switches an optional one on: its default, or zeros. */
export function initialValue(param, n) {
  if (param.defaultValue != null) return clone(param.defaultValue);
  const zeros = (k) => new Array(k).fill(0);
  switch (param.kind) {
    case 'vector3': return zeros(3);
    case 'direction': return [0, 0, 1];
    case 'per-body': return zeros(n);
    case 'per-body-vector3': return Array.from({ length: n }, () => zeros(3));
    case 'matrix': {
      const rows = param.rows || n, cols = param.cols || n;
      return Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (__, j) => (i === j ? 1 : 0)));
    }
    case 'list': case 'pair-list': case 'terms': return [];
    case 'object': return Object.fromEntries((param.fields || []).filter((f) => !f.optional).map((f) => [f.name, initialValue(f, n)]));
    case 'choice': return (param.choices || [])[0];
    case 'body-pair': case 'point-pair': return [1, 2];
    default: return 0;
  }
}

/** A new item of a list (a spring, a point, a segment, a forcing term of type `itemType`), from the
 *  defaults of its fields (a list's own defaultValue is what its absence means, not an item). */
export function newItem(param, n, itemType) {
  const fromFields = (fields) => Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.name, initialValue(f, n)]));
  if (param.choices && param.choices.length) {
    const type = itemType || param.choices[0];
    const typed = (param.fields || []).find((f) => f.name === type);
    return { type, ...(typed ? fromFields(typed.fields || []) : {}) };
  }
  if (param.kind === 'pair-list') return (param.fields || [{}, {}]).slice(0, 2).map((f, k) => (f.defaultValue != null ? clone(f.defaultValue) : k + 1));
  return fromFields(param.fields || []);
}

/** How many items a list may hold: its own cap, else the core's cap on terms. */
export function maxItems(param, catalogue) {
  return param.maxItems || (catalogue.limits ? catalogue.limits.maxTerms : Infinity);
}

// ---- edits (each mutates the draft it is given; History.edit hands it a copy) --------------------

const APART = 0.2;  // chord distance a new body keeps from every other (about 11.5°)
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * A direction for a new body apart from every other body's: `q` itself when it is free (no body within
 * APART of it), else the first of a Fibonacci lattice of directions that is.
 */
export function apartDirection(q, rows) {
  const unit = (v) => { const r = Math.hypot(...v); return r > 0 ? v.map((x) => x / r) : v; };
  const others = rows.map(unit);
  const apart = (v) => others.every((p) => Math.hypot(v[0] - p[0], v[1] - p[1], v[2] - p[2]) >= APART);
  if (apart(unit(q))) return q;
  const count = Math.max(64, 4 * (rows.length + 1));
  for (let j = 0; j < count; ++j) {
    const z = 1 - (2 * j + 1) / count, r = Math.sqrt(1 - z * z);
    const v = [r * Math.cos(j * GOLDEN_ANGLE), r * Math.sin(j * GOLDEN_ANGLE), z];
    if (apart(v)) return v;
  }
  return q;  // every direction is taken: the core will name the body
}

/** Adds one body: a row of each initial key (newBody), a value of each per-body parameter. The new
 *  body goes where newBody puts it (a chain's new link hangs straight down). When `accepts(draft)` (the
 *  core's check) refuses it there, as it refuses two bodies of a singular potential (sphere gravity,
 *  Lennard-Jones) at one point, it moves to a free direction (apartDirection), its velocity projected
 *  onto the tangent plane there. */
export function addBody(catalogue, draft, accepts = null) {
  const type = systemTypeOf(catalogue, draft);
  const n = bodyCount(draft, type);
  if (n == null || !type.newBody || n >= type.maxBodies) return false;
  const [dirKey, velKey] = bodyRowKeys(type);
  const given = type.newBody[dirKey];
  const others = draft.initial[dirKey].slice();
  for (const key of bodyRowKeys(type)) draft.initial[key].push(clone(type.newBody[key]));
  addPerBodyValues(catalogue, draft, type, n);
  const q = accepts && !accepts(draft) ? apartDirection(given, others) : given;
  if (q !== given) {
    draft.initial[dirKey][n] = q;
    if (velKey) {
      const w = draft.initial[velKey][n];
      const along = w[0] * q[0] + w[1] * q[1] + w[2] * q[2];
      draft.initial[velKey][n] = w.map((x, i) => x - along * q[i]);
    }
  }
  return true;
}

/** A value of each per-body parameter for body n + 1 (n the count before), and the count parameters. */
function addPerBodyValues(catalogue, draft, type, n) {
  for (const { holder, param } of perBodyHolders(catalogue, draft)) {
    const v = holder[param.name];
    if (!Array.isArray(v)) continue;
    if (param.kind === 'matrix' && param.rows === 0 && param.cols === 0) {
      const d = typeof param.defaultValue === 'number' ? param.defaultValue : (v[n - 1] && v[n - 1][n - 1]) || 1;
      v.forEach((row) => row.push(0));
      v.push(Array.from({ length: n + 1 }, (_, j) => (j === n ? d : 0)));
    } else if (param.kind === 'matrix' && param.cols === 0) {
      v.forEach((row) => row.push(param.defaultValue != null ? clone(param.defaultValue) : 0));
    } else {
      v.push(nextBodyValue(param, v));
    }
  }
  bodyCountParameters(type, draft, n, n + 1);
}

/** Removes body `index` (0-based) everywhere, and the list items that join it to another (body pairs,
 *  whose higher numbers move down by one). */
export function removeBody(catalogue, draft, index) {
  const type = systemTypeOf(catalogue, draft);
  const n = bodyCount(draft, type);
  if (n == null || !type.newBody || n <= type.minBodies || index < 0 || index >= n) return false;
  for (const key of bodyRowKeys(type)) draft.initial[key].splice(index, 1);
  for (const { holder, param } of perBodyHolders(catalogue, draft)) {
    const v = holder[param.name];
    if (!Array.isArray(v)) continue;
    if (param.kind === 'matrix' && param.cols === 0) v.forEach((row) => Array.isArray(row) && row.splice(index, 1));
    if (!(param.kind === 'matrix' && param.rows !== 0)) v.splice(index, 1);
  }
  renumberBodyPairs(catalogue, draft, index + 1);
  bodyCountParameters(type, draft, n, n - 1);
  return true;
}

// A system whose count of bodies is itself a parameter (a whole number the loader checks against the
// rows of initial, such as a rod's number of elements): the system's integer parameters that equal the
// old count follow it.
function bodyCountParameters(type, draft, before, after) {
  for (const p of type.parameters)
    if (p.kind === 'integer' && draft.system[p.name] === before) draft.system[p.name] = after;
}

function renumberBodyPairs(catalogue, draft, removed) {
  const type = systemTypeOf(catalogue, draft);
  for (const p of type.parameters) {
    const list = draft.system[p.name];
    if (p.kind !== 'list' || !Array.isArray(list)) continue;
    for (let k = list.length - 1; k >= 0; --k) {
      const item = list[k];
      for (const f of itemFields(p, item)) {
        const pair = item && item[f.name];
        if (f.kind !== 'body-pair' || !Array.isArray(pair)) continue;
        if (pair.includes(removed)) { list.splice(k, 1); break; }
        item[f.name] = pair.map((b) => (typeof b === 'number' && b > removed ? b - 1 : b));
      }
    }
  }
}

/** Resizes the per-body values of one potential term (a term's template is written for the template's
 *  bodies) to n bodies. */
export function fitTermToBodies(catalogue, term, n) {
  const info = termOf(catalogue, term);
  if (!info || n == null) return term;
  for (const p of info.parameters) {
    const v = term[p.name];
    if (!Array.isArray(v) || !isPerBody(p, v)) continue;
    if (p.kind === 'matrix') continue;
    while (v.length > n) v.pop();
    while (v.length < n && v.length > 0) v.push(nextBodyValue(p, v));
  }
  return term;
}

/** Adds a potential term to the list at `path` (the generic system's `potentials`), from its template. */
export function addTerm(catalogue, draft, path, termName) {
  const info = catalogue.terms.find((t) => t.name === termName);
  if (!info) return false;
  const list = getAt(draft, path) || [];
  if (catalogue.limits && list.length >= catalogue.limits.maxTerms) return false;
  list.push(fitTermToBodies(catalogue, clone(info.template), bodyCount(draft, systemTypeOf(catalogue, draft))));
  setAt(draft, path, list);
  return true;
}

// Bodies in flight (system type rigid_bodies) list their bodies in system.bodies (their space's
// module names it: spaces/flying-bodies.js, bodyList), and each body has a row in every key of
// `initial` (x, v, R, Omega). A body added in the editor is a copy of the last one with copies of its
// rows, its centre moved along e1 by twice the largest reach of any body's points (at least 1 m), so
// that no two bodies' points meet; a body removed takes its rows with it.
function isBodyList(catalogue, draft, path) {
  const type = systemTypeOf(catalogue, draft);
  return !!type && spaceModule(type.space).bodyList === path;
}

/** The keys of `initial` with one row per body, for `n` bodies. */
function bodyListRows(draft, n) {
  const initial = draft.initial || {};
  return Object.keys(initial).filter((k) => Array.isArray(initial[k]) && initial[k].length === n);
}

function bodySpacing(bodies) {
  let reach = 0;
  for (const b of bodies)
    for (const q of (b && Array.isArray(b.points) ? b.points : []))
      if (Array.isArray(q)) reach = Math.max(reach, Math.hypot(...q.map(Number)));
  return Math.max(1, 2 * reach);
}

/** Adds an item to the list at `path` (a spring, a forcing term, a segment, a body in flight). */
export function addItem(catalogue, draft, path, param, itemType) {
  const list = getAt(draft, path) || [];
  if (list.length >= maxItems(param, catalogue)) return false;
  if (isBodyList(catalogue, draft, path) && list.length > 0) {
    const n = list.length;
    list.push(clone(list[n - 1]));
    for (const key of bodyListRows(draft, n)) {
      const row = clone(draft.initial[key][n - 1]);
      if (key === 'x' && Array.isArray(row)) row[0] = Number(row[0]) + bodySpacing(list);
      draft.initial[key].push(row);
    }
  } else list.push(newItem(param, bodyCount(draft, systemTypeOf(catalogue, draft)), itemType));
  setAt(draft, path, list);
  return true;
}

/** Removes item `index` of the list at `path` (with the catalogue, a body in flight's initial rows too). */
export function removeItem(draft, path, index, catalogue = null) {
  const list = getAt(draft, path);
  if (!Array.isArray(list) || index < 0 || index >= list.length) return false;
  if (catalogue && isBodyList(catalogue, draft, path)) for (const key of bodyListRows(draft, list.length)) draft.initial[key].splice(index, 1);
  list.splice(index, 1);
  return true;
}

/** A number-or-per-body parameter switched between one value for all bodies and one each. */
export function togglePerBody(draft, path, n) {
  const v = getAt(draft, path);
  if (Array.isArray(v)) setAt(draft, path, v.length ? v[0] : 0);
  else setAt(draft, path, new Array(n).fill(typeof v === 'number' ? v : 0));
}

// ---- where a draft starts ------------------------------------------------------------------------

/** A draft from the catalogue's template of a system type. */
export function fromTemplate(type) { return clone(type.template); }

/**
 * A draft of the running system: its scenario with the current state as the initial condition, and the
 * integrator, h and comparison that run now. `state` is ordered as `columns` (Simulation.stateColumns).
 * (S²)ⁿ (a space whose bodies are directions, SpaceInfo.dragging): initial.q and initial.omega (the keys of
 * SystemTypeInfo.newBody) get their rows from the columns directionPrefix / velocityPrefix + i + x|y|z.
 * Otherwise the state fills the numbers of the scenario's `initial`: each key from the columns named after
 * it (R from R11…R33, row-major), the others from the rest in order (Ω from W1…W3).
 */
export function fromRunning({ json, state, columns, space, type, integrator, h, compare }) {
  const draft = clone(json);
  const values = Array.from(state);
  if (type && type.newBody && space && space.dragging === 'direction') {
    const rows = (prefix) => {
      const out = [];
      for (let i = 1; columns.includes(`${prefix}${i}x`); ++i) {
        const c = columns.indexOf(`${prefix}${i}x`);
        out.push([values[c], values[c + 1], values[c + 2]]);
      }
      return out;
    };
    draft.initial = { q: rows(space.directionPrefix), omega: rows(space.velocityPrefix) };
  } else if (draft.initial && countNumbers(draft.initial) === values.length) {
    draft.initial = fillFromState(draft.initial, values, columns);
  }
  if (integrator) draft.integrator = { ...(draft.integrator || {}), type: integrator, ...(h != null ? { h } : {}) };
  if (compare) draft.compare = compare; else delete draft.compare;
  return draft;
}

// The numbers of each key of `initial`, from the state: a key takes the columns named after it when
// their count matches (R: R11…R33), the other keys the remaining columns in order (Ω: W1…W3).
function fillFromState(initial, values, columns) {
  const keys = Object.keys(initial);
  const taken = new Set();
  const indices = {};
  for (const key of keys) {
    const named = columns.map((c, i) => (c.startsWith(key) ? i : -1)).filter((i) => i >= 0);
    if (named.length === countNumbers(initial[key])) { indices[key] = named; named.forEach((i) => taken.add(i)); }
  }
  const free = values.map((_, i) => i).filter((i) => !taken.has(i));
  for (const key of keys) if (!indices[key]) indices[key] = free.splice(0, countNumbers(initial[key]));
  const out = {};
  for (const key of keys) {
    const at = indices[key];
    let k = 0;
    const fill = (v) => (typeof v === 'number' ? values[at[k++]] : Array.isArray(v) ? v.map(fill)
      : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([name, x]) => [name, fill(x)])) : v);
    out[key] = fill(initial[key]);
  }
  return out;
}

function countNumbers(v) {
  if (typeof v === 'number') return 1;
  if (Array.isArray(v)) return v.reduce((s, x) => s + countNumbers(x), 0);
  if (v && typeof v === 'object') return Object.values(v).reduce((s, x) => s + countNumbers(x), 0);
  return 0;
}

// ---- what a field shows --------------------------------------------------------------------------

/** The accepted range as people read it: "> 0", "≥ 0", "≥ 1, ≤ 5", "≤ 5", or "" when unbounded. The bounds
 *  are written as the inputs read numbers (String: 0.5, 40962), not the locale's way. */
export function rangeText(param) {
  const min = param.min != null ? String(param.min) : null, max = param.max != null ? String(param.max) : null;
  if (min != null && max != null) return param.minExclusive ? t('editor-range-above-to', { min, max }) : t('editor-range-from-to', { min, max });
  if (min != null) return param.minExclusive ? t('editor-range-above', { min }) : t('editor-range-from', { min });
  if (max != null) return t('editor-range-to', { max });
  return '';
}

/** The text of an input: a number's shortest round-trip form; other values as JSON. */
export function formatValue(v) {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  return JSON.stringify(v);
}

/** What the user typed, as the draft keeps it: a finite number when it reads as one, else the text
 *  itself, so that the core (which validates every edit) names the field and says what it expected. */
export function parseNumber(text) {
  const t = text.trim();
  if (t === '') return t;
  const x = Number(t);
  return Number.isFinite(x) ? x : t;
}

// ---- history -------------------------------------------------------------------------------------

export const HISTORY_LIMIT = 200;

/**
 * The draft and its undo/redo stacks. Every change goes through edit(f): f mutates a copy of the draft
 * and the previous draft is pushed on the undo stack (at most `limit` of them). Consecutive edits with
 * the same `merge` key (typing into one field) make one step.
 */
export class History {
  constructor(draft, limit = HISTORY_LIMIT) {
    this.draft = clone(draft);
    this.limit = limit;
    this.undoStack = [];
    this.redoStack = [];
    this.lastMerge = null;
  }

  /** Applies f(draftCopy); f returning false means "nothing changed" (no step is recorded). */
  edit(f, { merge = null } = {}) {
    const next = clone(this.draft);
    if (f(next) === false) return false;
    if (!(merge && merge === this.lastMerge)) {
      this.undoStack.push(this.draft);
      if (this.undoStack.length > this.limit) this.undoStack.shift();
    }
    this.draft = next;
    this.redoStack = [];
    this.lastMerge = merge;
    return true;
  }

  /** Replaces the whole draft (a template, the running system): one step. */
  replace(draft) { return this.edit((d) => { for (const k of Object.keys(d)) delete d[k]; Object.assign(d, clone(draft)); }); }

  get canUndo() { return this.undoStack.length > 0; }
  get canRedo() { return this.redoStack.length > 0; }

  undo() {
    if (!this.canUndo) return false;
    this.redoStack.push(this.draft);
    this.draft = this.undoStack.pop();
    this.lastMerge = null;
    return true;
  }

  redo() {
    if (!this.canRedo) return false;
    this.undoStack.push(this.draft);
    this.draft = this.redoStack.pop();
    this.lastMerge = null;
    return true;
  }
}
