// URL state: the permalink. Everything needed to reopen the same run, each
// key owned by the panel that shows it (docs/architecture.md, "The page"):
//   ?scenario=NAME      the preset core/scenarios/NAME.json              (scenario panel)
//   &integrator=NAME    the integrator (else the preset's)               (run panel)
//   &h=0.005            the step size (else the preset's)                (run panel)
//   &compare=rk4        compare mode: the baseline run side by side      (run panel)
//   &speed=2            simulated seconds per wall second                (transport panel)
//   &plot=phase         the second plot: a plot kind of the catalogue    (plots panel)
//   &theme=projector    light, larger type, thicker lines                (presentation panel)
//   &embed=1            scene, compact energy plot, play and reset only  (presentation panel)
//   &set={"system.masses.0":2}   edited numeric parameters / initial values, by JSON path (parameters panel)
//   #s=TEXT             a whole scenario: compact JSON, raw DEFLATE, base64url without padding
//                       (scenario-link.js, docs/building.md); read from the fragment or the query,
//                       written in the fragment; replaces scenario and set      (scenario panel)
//   &load=ADDRESS       a scenario file fetched from an address (relative, or a CORS-enabled
//                       server); replaces scenario and set                      (scenario panel)
//
// The URL is untrusted input. UrlState.parse() validates every field (names are
// [A-Za-z0-9_-], numbers finite and in range, edit paths well formed, total
// length bounded: the query without s= at most MAX_URL_CHARS, s= at most
// MAX_LINK_CHARS) and reports the first problem as a message; the page then
// shows it and keeps (or opens) a valid simulation instead. Whether an edit
// path exists in the preset is checked by applyEdits(), and the physics values
// themselves by the core's parser when the simulation is built. The problems are the page's
// messages (page.ftl, url-…), each naming the key and its value.
import { decode, encode, MAX_LINK_CHARS } from './scenario-link.js';
import { t, count } from './i18n.js';

export const MAX_URL_CHARS = 4096;
const SAFE = /^[A-Za-z0-9_-]{1,100}$/;
const PATH = /^(system|initial)(\.([A-Za-z_][A-Za-z0-9_]{0,40}|\d{1,5})){1,6}$/;
const MAX_EDITS = 300;

// ---- Field codecs: parse(text) -> value or throws naming the key; write(value) -> text or null (omit).

/** Names every JavaScript object answers to (`__proto__`, `constructor`, `toString`, …): never a preset's
 *  or an integrator's, and refused as a name with a bad character is, so that ?scenario=__proto__ opens
 *  the default preset with the same notice instead of looking itself up. */
const builtInName = (text) => text in Object.prototype || text === 'prototype';

/** A name such as a preset or an integrator. */
export const nameField = {
  parse(text, key) {
    if (!SAFE.test(text)) throw new Error(t('url-name', { key, value: text.slice(0, 60) }));
    if (builtInName(text)) throw new Error(t('url-name-reserved', { key, value: text }));
    return text;
  },
  write: (v) => (v ? v : null),
};

/** A number in (lo, hi]; `fallback` is not written. */
export function numberField(lo, hi, fallback = null) {
  return {
    parse(text, key) {
      const x = Number(text);
      if (!Number.isFinite(x) || !(x > lo) || x > hi) throw new Error(t('url-number', { key, value: text.slice(0, 60), lo: String(lo), hi: String(hi) }));
      return x;
    },
    write: (v) => (v == null || v === fallback ? null : String(v)),
  };
}

/** One of `choices()` (a function, so the catalogue may supply them); `fallback` is not written. */
export function choiceField(choices, fallback) {
  return {
    parse(text, key) {
      const list = choices();
      if (!list.includes(text)) throw new Error(t('url-choice', { key, value: text.slice(0, 40), choices: list.join(', ') }));
      return text;
    },
    write: (v) => (v && v !== fallback ? v : null),
  };
}

/** Numeric edits {path: number} as JSON. */
export const editsField = {
  parse(text, key) {
    let obj;
    try { obj = JSON.parse(text); } catch { throw new Error(t('url-edits-json', { key })); }
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) throw new Error(t('url-edits-object', { key }));
    const keys = Object.keys(obj);
    if (keys.length > MAX_EDITS) throw new Error(t('url-edits-count', { key, max: count(MAX_EDITS) }));
    const edits = {};
    for (const k of keys) {
      if (!PATH.test(k)) throw new Error(t('url-edits-path', { key, path: k.slice(0, 60) }));
      if (typeof obj[k] !== 'number' || !Number.isFinite(obj[k])) throw new Error(t('url-edits-number', { key, path: k.slice(0, 60) }));
      edits[k] = obj[k];
    }
    return edits;
  },
  write: (v) => (v && Object.keys(v).length ? JSON.stringify(v) : null),
};

/** A whole scenario (s=): decoded and bounded by scenario-link.js; the encoding of each object is kept,
 *  so writing the address bar again does not deflate it again. */
const encoded = new WeakMap();
export const scenarioLinkField = {
  parse(text, key) {
    try { return decode(text); } catch (e) { throw new Error(t('url-scenario-link', { key, problem: e.message })); }
  },
  write(json) {
    if (!json) return null;
    if (!encoded.has(json)) encoded.set(json, encode(json));
    return encoded.get(json);
  },
};

/** Longest address ?load= may name. */
export const MAX_ADDRESS_CHARS = 2048;

/** An address to fetch a scenario file from: relative to the page, or absolute http(s). */
export const addressField = {
  parse(text, key) {
    if (text.length > MAX_ADDRESS_CHARS) throw new Error(t('url-address-long', { key, max: count(MAX_ADDRESS_CHARS) }));
    let u;
    try { u = new URL(text, window.location.href); } catch { throw new Error(t('url-address-invalid', { key, value: text.slice(0, 60) })); }
    if (u.protocol !== 'http:' && u.protocol !== 'https:')
      throw new Error(t('url-address-protocol', { key, value: text.slice(0, 60), protocol: window.location.protocol }));
    return text;
  },
  write: (v) => (v ? v : null),
};

/**
 * The permalink's keys, registered by the panels that own them. A panel calls
 * field(key, codec, { get, set, empty }) once: `get()` reads its current value
 * for the URL; `set(value, draft)` takes a parsed value when a permalink is
 * opened (run settings go into draft.run, for the controller to open in one
 * go); `empty` is the value when the key is absent. A key with `fragment: true`
 * is written in the fragment (#) and read from the fragment or the query, with
 * its own length cap `maxChars` instead of MAX_URL_CHARS; `replaces` lists keys
 * that are not written while this one is (s= and load= stand for scenario= and set=).
 */
export class UrlState {
  constructor() {
    this.fields = new Map();
    this.writing = false;  // a write is queued for the end of this task
  }

  field(key, codec, { get, set, empty = null, fragment = false, maxChars = MAX_URL_CHARS, replaces = [] }) {
    if (this.fields.has(key)) throw new Error(`URL key ${key} registered twice`);  // a programmer's mistake: English
    this.fields.set(key, { codec, get, set, empty, fragment, maxChars, replaces });
  }

  /** Hands every key of a parsed state to its panel; returns the draft ({ run }). */
  apply(state) {
    const draft = { run: {} };
    for (const [key, { set }] of this.fields) set(state[key], draft);
    return draft;
  }

  /** Parses a query string and a fragment: { state } (every registered key) or { error } naming the field. */
  parse(search, hash = '') {
    const long = [...this.fields].filter(([, f]) => f.fragment).map(([key]) => key);
    const rest = search.replace(/^\?/, '').split('&').filter((p) => !long.some((k) => p.startsWith(`${k}=`))).join('&');
    if (rest.length > MAX_URL_CHARS) return { error: t('url-too-long', { length: count(rest.length), max: count(MAX_URL_CHARS) }) };
    if (search.length + hash.length > MAX_URL_CHARS + 2 * MAX_LINK_CHARS)
      return { error: t('url-too-long', { length: count(search.length + hash.length), max: count(MAX_URL_CHARS + 2 * MAX_LINK_CHARS) }) };
    let p, f;
    try { p = new URLSearchParams(search); f = new URLSearchParams(hash.replace(/^#/, '')); } catch { return { error: t('url-not-query') }; }
    const state = {};
    try {
      for (const [key, { codec, empty, fragment, maxChars }] of this.fields) {
        const text = fragment && f.get(key) ? f.get(key) : p.get(key);
        if (text != null && text.length > maxChars) throw new Error(t('url-key-too-long', { key, length: count(text.length), max: count(maxChars) }));
        state[key] = text == null || text === '' ? structuredClone(empty) : codec.parse(text, key);
      }
    } catch (e) {
      return { error: e.message };
    }
    return { state };
  }

  /** The current value of every key, as the panels report it. */
  snapshot() {
    return Object.fromEntries([...this.fields].map(([key, f]) => [key, f.get()]));
  }

  /** "?query#fragment" of a state (either part omitted when empty). strict: a key that cannot be
   *  written (a scenario too large for a link) throws; otherwise it is left out. */
  link(state = this.snapshot(), { strict = true } = {}) {
    const q = new URLSearchParams(), f = new URLSearchParams();
    const texts = new Map();
    for (const [key, { codec }] of this.fields) {
      try { texts.set(key, codec.write(state[key])); } catch (e) { if (strict) throw e; }
    }
    const replaced = new Set([...this.fields].filter(([key]) => texts.get(key) != null).flatMap(([, fd]) => fd.replaces));
    for (const [key, { fragment }] of this.fields) {
      const text = texts.get(key);
      if (text != null && !replaced.has(key)) (fragment ? f : q).set(key, text);
    }
    const qs = q.toString(), fs = f.toString();
    return `${qs ? `?${qs}` : ''}${fs ? `#${fs}` : ''}`;
  }

  /** Replaces the address bar's query and fragment (no history entry). A scenario too large for a
   *  link is left out of it (Share says so when asked for the link). The writes of one task are one
   *  write, at its end (a run opening changes several settings at once). */
  write() {
    if (this.writing) return;
    this.writing = true;
    queueMicrotask(() => {
      this.writing = false;
      window.history.replaceState(null, '', `${window.location.pathname}${this.link(this.snapshot(), { strict: false })}`);
    });
  }

  /** The link that reopens this state; `changes` override keys ({ embed: true } for an embed).
   *  Built from the page's own address, so it works from a sub-path and from file://.
   *  strict: throw when the scenario is too large for a link (the message says so); otherwise
   *  it is left out (the Share panel asks strictly, and says so). */
  permalink(changes = {}, { strict = false } = {}) {
    return `${window.location.href.split(/[?#]/)[0]}${this.link({ ...this.snapshot(), ...changes }, { strict })}`;
  }
}

/** Whether `key` is one of the scenario's own fields of `node` (an object), or an index of it (an
 *  array): not a property every array or object has (`length`, `__proto__`, `constructor`), which an
 *  edit must never reach (`system.masses.length: 1e8` grew the array to half a gigabyte of JSON). */
function isFieldOrIndex(node, key) {
  if (node == null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return /^(0|[1-9]\d*)$/.test(key) && Number(key) < node.length;
  return Object.prototype.hasOwnProperty.call(node, key) && key !== '__proto__';
}

/** A deep copy of `json` with each numeric leaf at `path` set; throws naming a path that is not one,
 *  and the part of it that is not a field or an index. */
export function applyEdits(json, edits) {
  const entries = Object.entries(edits || {});
  // Every path is checked against the scenario before it is copied: a refused edit costs nothing.
  for (const [path] of entries) {
    const keys = path.split('.');
    let node = json;
    for (let i = 0; i < keys.length; ++i) {
      if (!isFieldOrIndex(node, keys[i])) {
        const builtIn = node != null && typeof node === 'object' && keys[i] in node;
        if (builtIn) throw new Error(t('url-edit-segment', { path, segment: keys[i] }));
        throw new Error(t(i < keys.length - 1 ? 'url-edit-missing' : 'url-edit-not-number', { path }));
      }
      node = node[keys[i]];
    }
    if (typeof node !== 'number') throw new Error(t('url-edit-not-number', { path }));
  }
  const out = structuredClone(json);
  for (const [path, value] of entries) {
    const keys = path.split('.');
    let node = out;
    for (let i = 0; i < keys.length - 1; ++i) node = node[keys[i]];
    node[keys[keys.length - 1]] = value;
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
