// The run file (docs/timeline.md, "The run file"): a run as it happened, from which the page
// (replayRun here) and the CLI (`geovi replay`, core/src/run_file.cpp) rebuild it to the bit.
//
// geovi's core is deterministic: the same scenario, integrator and h, the same setState calls at
// the same steps, give the same bits. So a run file holds no trajectory, only what was done:
//
//   { "format": "geovi-run", "version": 1, "events": [ … ] }, each event with its global step
//   (steps of the main run since the recording began; setState restarts a Simulation's own
//   stepCount, so the count is kept here) and one of the types
//   install     both runs built afresh: main { scenario, integrator|null, h|null },
//               base null or { scenario? (absent: the main's), integrator } (h: the main's step)
//   set         the state set by hand (a drag, the course API's setState): `values` to both runs
//   branch      the timeline's Continue: both runs set to recorded states at the recorded `time`
//   checkpoint  both runs' states and the time, compared bit for bit on replay
//
// Numbers are written as JavaScript writes them (the shortest text that reads back to the same
// double; C++'s strtod reads it back exactly too), and −0 as "-0.0" so that its sign survives.
// A run file is untrusted: validateRunFile checks it whole, naming the field, before anything runs.
//
// An install's `settings` are informative (replay builds from main and base; `geovi replay` reads no
// further than that they are there). The last install's also say how the page looked when the file was
// written, and the page shows it so again when it opens the file (PAGE_SETTINGS): `view`, the view beside
// the 3-D scene, and `stabilitySweep` { path, from, to, points }, the stability view's sweep form while
// that view was open. Both optional: a file without them (every file before them) opens as before, and
// a geovi before them reads a file with them (settings were always an object of any keys), so the
// version stays 1. Checked like every other field when present.
import { SET_PATH, MAX_SWEEP_POINTS } from './parameter-sweep.js';

export const RUN_FORMAT = 'geovi-run';
export const RUN_VERSION = 1;
/** The limits a run file must keep (the scenario's: 64 MiB, nesting 32, as the core's json_input.hpp). */
export const RUN_LIMITS = Object.freeze({ maxBytes: 64 * 1024 * 1024, maxDepth: 32, maxEvents: 1e6, maxSteps: 1e12 });

const TYPES = ['install', 'set', 'branch', 'checkpoint'];

/** A run file that cannot be used; `path` names the field (events[3].values[2]). */
export class RunFileError extends Error {
  constructor(path, problem) {
    super(`${path}: ${problem}`);
    this.name = 'RunFileError';
    this.path = path;
    this.problem = problem;
  }
}

// ---- Writing ----

const numberText = (x) => {
  if (!Number.isFinite(x)) throw new RunFileError('number', `not finite (${x})`);
  return Object.is(x, -0) ? '-0.0' : String(x);
};

/** JSON text of a value; scenario objects exactly as the page hands them to the core (JSON.stringify). */
function toText(value, key = '') {
  if (key === 'scenario' || typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  if (typeof value === 'number') return numberText(value);
  if (ArrayBuffer.isView(value) || Array.isArray(value)) return `[${Array.from(/** @type {ArrayLike<any>} */ (value), (v) => toText(v)).join(',')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => `${JSON.stringify(k)}:${toText(v, k)}`).join(',')}}`;
  }
  throw new RunFileError(key || 'value', `cannot be written (${typeof value})`);
}

/** The file's text: one event per line, so that a diff of two runs reads. */
export function serializeRunFile(file) {
  const head = Object.entries(file).filter(([k]) => k !== 'events').map(([k, v]) => `${JSON.stringify(k)}:${toText(v, k)}`);
  return `{${head.join(',')},"events":[\n${file.events.map((e) => toText(e)).join(',\n')}\n]}\n`;
}

// ---- Reading ----

function depthOf(value, limit, depth = 1) {
  if (depth > limit) return depth;
  if (value && typeof value === 'object') {
    let d = depth;
    for (const v of Object.values(value)) d = Math.max(d, depthOf(v, limit, depth + 1));
    return d;
  }
  return depth - 1;
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function onlyKeys(obj, path, keys) {
  for (const k of Object.keys(obj)) if (!keys.includes(k)) throw new RunFileError(`${path}.${k}`, `unknown key (expected ${keys.join(', ')})`);
}

function numbers(v, path) {
  if (!Array.isArray(v)) throw new RunFileError(path, 'expected an array of numbers');
  if (v.length === 0) throw new RunFileError(path, 'expected at least one number');
  const out = new Float64Array(v.length);
  v.forEach((x, i) => {
    if (typeof x !== 'number' || !Number.isFinite(x)) throw new RunFileError(`${path}[${i}]`, 'expected a finite number');
    out[i] = x;
  });
  return out;
}

function finite(v, path) {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RunFileError(path, 'expected a finite number');
  return v;
}

/**
 * Parses a run file's text (or takes an object) and checks it whole; returns the file with its
 * state arrays as Float64Array. Throws RunFileError naming the field. Nothing runs here.
 */
export function validateRunFile(input) {
  let file = input;
  if (typeof input === 'string') {
    if (input.length > RUN_LIMITS.maxBytes) throw new RunFileError('<file>', `larger than ${RUN_LIMITS.maxBytes} bytes`);
    try { file = JSON.parse(input); } catch (e) { throw new RunFileError('<json>', `not JSON (${e.message})`); }
  }
  if (!isObject(file)) throw new RunFileError('<file>', 'expected a run file object { "format": "geovi-run", … }');
  if (depthOf(file, RUN_LIMITS.maxDepth + 1) > RUN_LIMITS.maxDepth) throw new RunFileError('<json>', `nested deeper than ${RUN_LIMITS.maxDepth}`);
  if (file.format !== RUN_FORMAT) throw new RunFileError('format', `expected "${RUN_FORMAT}"`);
  if (file.version !== RUN_VERSION) {
    throw new RunFileError('version', typeof file.version === 'number' && file.version > RUN_VERSION
      ? `this file is version ${file.version}; this geovi reads version ${RUN_VERSION}` : `expected ${RUN_VERSION}`);
  }
  onlyKeys(file, '', ['format', 'version', 'geovi', 'events']);
  if (file.geovi !== undefined && typeof file.geovi !== 'string') throw new RunFileError('geovi', 'expected a version string');
  const events = file.events;
  if (!Array.isArray(events) || events.length === 0) throw new RunFileError('events', 'expected a non-empty array');
  if (events.length > RUN_LIMITS.maxEvents) throw new RunFileError('events', `more than ${RUN_LIMITS.maxEvents} events`);
  let last = 0;
  const out = events.map((e, i) => {
    const path = `events[${i}]`;
    if (!isObject(e)) throw new RunFileError(path, 'expected an object');
    if (!TYPES.includes(e.type)) throw new RunFileError(`${path}.type`, `expected one of ${TYPES.join(', ')}`);
    if (!Number.isInteger(e.step) || e.step < 0 || e.step > RUN_LIMITS.maxSteps) {
      throw new RunFileError(`${path}.step`, `expected a whole number in [0, ${RUN_LIMITS.maxSteps}]`);
    }
    if (e.step < last) throw new RunFileError(`${path}.step`, `before the previous event's step ${last}`);
    last = e.step;
    if (i === 0 && e.type !== 'install') throw new RunFileError(`${path}.type`, 'the first event must be an install');
    if (e.type === 'install') {
      onlyKeys(e, path, ['type', 'step', 'main', 'base', 'settings']);
      if (!isObject(e.main)) throw new RunFileError(`${path}.main`, 'expected { scenario, integrator, h }');
      onlyKeys(e.main, `${path}.main`, ['scenario', 'integrator', 'h']);
      if (!isObject(e.main.scenario)) throw new RunFileError(`${path}.main.scenario`, 'expected a scenario object');
      const integrator = e.main.integrator ?? null;
      if (integrator !== null && typeof integrator !== 'string') throw new RunFileError(`${path}.main.integrator`, 'expected a name or null');
      const h = e.main.h ?? null;
      if (h !== null && !(typeof h === 'number' && Number.isFinite(h) && h > 0)) throw new RunFileError(`${path}.main.h`, 'expected a positive number or null');
      let base = null;
      if (e.base != null) {
        if (!isObject(e.base)) throw new RunFileError(`${path}.base`, 'expected null or { scenario, integrator }');
        onlyKeys(e.base, `${path}.base`, ['scenario', 'integrator']);
        if (typeof e.base.integrator !== 'string') throw new RunFileError(`${path}.base.integrator`, 'expected a name');
        if (e.base.scenario !== undefined && !isObject(e.base.scenario)) throw new RunFileError(`${path}.base.scenario`, 'expected a scenario object');
        base = { scenario: e.base.scenario ?? e.main.scenario, integrator: e.base.integrator };
      }
      if (e.settings !== undefined && !isObject(e.settings)) throw new RunFileError(`${path}.settings`, 'expected an object');
      if (e.settings !== undefined) checkPageSettings(e.settings, `${path}.settings`);
      return { type: 'install', step: e.step, main: { scenario: e.main.scenario, integrator, h }, base, settings: e.settings ?? {} };
    }
    if (e.type === 'set') {
      onlyKeys(e, path, ['type', 'step', 'values']);
      return { type: 'set', step: e.step, values: numbers(e.values, `${path}.values`) };
    }
    onlyKeys(e, path, ['type', 'step', 'time', 'main', 'base']);
    return { type: e.type, step: e.step, time: finite(e.time, `${path}.time`), main: numbers(e.main, `${path}.main`),
      base: e.base == null ? null : numbers(e.base, `${path}.base`) };
  });
  return { format: RUN_FORMAT, version: RUN_VERSION, geovi: file.geovi, events: out };
}

/** The page's look a run file may carry in an install's settings (see the head of this file). */
export const PAGE_SETTINGS = Object.freeze(['view', 'stabilitySweep']);
/** A view's name: a word of lower-case letters and hyphens (panels/views.js VIEWS; the page opens one it
 *  knows and the run offers, and keeps its view for any other: a later page may have more views). */
const VIEW_NAME = /^[a-z][a-z-]{0,31}$/;

/** Checks the page settings of an install (view, stabilitySweep) where present; the others stay informative. */
function checkPageSettings(settings, path) {
  if (settings.view !== undefined && !(typeof settings.view === 'string' && VIEW_NAME.test(settings.view)))
    throw new RunFileError(`${path}.view`, 'expected the name of a view (scene, momentum, section, stability)');
  const sweep = settings.stabilitySweep;
  if (sweep === undefined) return;
  const at = `${path}.stabilitySweep`;
  if (!isObject(sweep)) throw new RunFileError(at, 'expected { path, from, to, points }');
  onlyKeys(sweep, at, ['path', 'from', 'to', 'points']);
  if (typeof sweep.path !== 'string' || !SET_PATH.test(sweep.path))
    throw new RunFileError(`${at}.path`, 'expected a numeric field of the scenario as ?set= names it (initial.Omega.2)');
  finite(sweep.from, `${at}.from`);
  finite(sweep.to, `${at}.to`);
  if (sweep.from === sweep.to) throw new RunFileError(`${at}.to`, 'expected a number other than from');
  if (!Number.isInteger(sweep.points) || sweep.points < 2 || sweep.points > MAX_SWEEP_POINTS)
    throw new RunFileError(`${at}.points`, `expected a whole number from 2 to ${MAX_SWEEP_POINTS}`);
}

/** @typedef {{ save: () => any, restore: (value: any) => void }} PagePart */
/** The parts of a page that write a page setting and restore it (stability-view.js: stabilitySweep),
 *  by controller: each page has its own. */
const PAGE_PARTS = new WeakMap();

/**
 * A part of the page takes part in run files: `save()` gives its setting `key` (one of PAGE_SETTINGS)
 * as the file is written, or undefined for none; `restore(value)` is called with the file's, checked,
 * when the page has opened a file that has one.
 * @param {object} controller the page's run controller @param {string} key @param {PagePart} part
 */
export function takePartInRunFiles(controller, key, part) {
  if (!PAGE_SETTINGS.includes(key) || key === 'view') throw new Error(`not a page setting of its own: ${key}`);
  if (!PAGE_PARTS.has(controller)) PAGE_PARTS.set(controller, new Map());
  PAGE_PARTS.get(controller).set(key, part);
}

// ---- Replaying ----

/** The first column where two states differ in any bit, or -1 (Object.is tells −0 from 0). */
export function firstDifference(a, b) {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; ++i) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

const describe = (e) => `${e.kind ? `${e.kind}: ` : ''}${e.message}`;

/**
 * Replays a validated run file. `build(install, index)` returns the runs { main, base } an install
 * event describes (the page: through the controller; node: new Simulation); `onAdvance(runs, step,
 * index)` is told after every piece of at most `piece` steps (the timeline records frames there);
 * `pause()` is awaited between pieces (the page lets a frame draw). Returns
 * { matched, checkpoints, steps, mismatches: [{ event, step, run, column, expected, got }] };
 * throws RunFileError when an event cannot be applied (its path names it).
 */
/**
 * @param {any} file a validated run file
 * @param {{ build: (e: any, i: number) => { main: any, base: any }, onAdvance?: (runs: any, step: number, install: number) => void,
 *   piece?: number, pause?: (() => Promise<void>) | null }} options
 */
export async function replayRun(file, { build, onAdvance = () => {}, piece = Infinity, pause = null }) {
  let runs = null, step = 0, baseFailed = false, checkpoints = 0, install = -1;
  const mismatches = [];
  const advance = async (n) => {
    while (n > 0) {
      const k = Math.min(n, piece);
      try {
        runs.main.advance(k);
      } catch (e) {
        throw new RunFileError(`step ${step + runs.main.stepCount}`, `the main run failed where the recorded run did not (${describe(e)})`);
      }
      if (runs.base && !baseFailed) {
        try { runs.base.advance(k); } catch { baseFailed = true; }  // as the page: the baseline stops, the main run goes on
      }
      step += k;
      n -= k;
      onAdvance(runs, step, install);
      if (pause) await pause();
    }
  };
  const compare = (i, run, expected, got, column) => {
    mismatches.push({ event: i, step, run, column, expected, got });
  };
  for (const [i, e] of file.events.entries()) {
    const path = `events[${i}]`;
    if (e.step > step) await advance(e.step - step);
    if (e.type === 'install') {
      try { runs = build(e, i); } catch (err) { throw new RunFileError(`${path}.main`, describe(err)); }
      install = i;
      baseFailed = false;
      onAdvance(runs, step, install);
      continue;
    }
    const setBoth = (main, base, time, where) => {
      try { runs.main.setState(main, time); } catch (err) { throw new RunFileError(`${path}.${where}`, describe(err)); }
      if (runs.base && base) {
        try { runs.base.setState(base, time); } catch (err) { throw new RunFileError(`${path}.${where === 'values' ? where : 'base'}`, describe(err)); }
      }
    };
    if (e.type === 'set') {
      setBoth(e.values, e.values, undefined, 'values');
    } else {
      if (!!runs.base !== !!e.base) throw new RunFileError(`${path}.base`, runs.base ? "expected the baseline's state" : 'expected null: this install has no baseline');
      if (e.type === 'branch') {
        setBoth(e.main, e.base, e.time, 'main');
        baseFailed = false;
      } else {
        ++checkpoints;
        if (!Object.is(runs.main.time, e.time)) compare(i, 'main', e.time, runs.main.time, 't');
        for (const [run, expected] of /** @type {const} */ ([['main', e.main], ['base', e.base]])) {
          if (!expected) continue;
          const got = runs[run].state;
          const j = firstDifference(expected, got);
          if (j >= 0) compare(i, run, expected[j], got[j], runs[run].stateColumns[j] ?? `[${j}]`);
        }
      }
    }
    onAdvance(runs, step, install);
  }
  return { matched: mismatches.length === 0, checkpoints, steps: step, mismatches, runs };
}

/** A node or test build: the runs an install event describes, as the page builds them (run-controller.js install). */
export function simulationsFor(api, module) {
  return (/** @type {any} */ e, /** @type {number} */ _i) => {
    const main = new api.Simulation(module, e.main.scenario, { integrator: e.main.integrator ?? undefined, h: e.main.h ?? undefined });
    const base = e.base ? new api.Simulation(module, e.base.scenario, { integrator: e.base.integrator, h: main.stepSize }) : null;
    return { main, base };
  };
}

// ---- Recording ----

const CHECKPOINT_SECONDS = 1;    // a checkpoint about every simulated second …
const MAX_CHECKPOINTS = 256;     // … thinned to every other one beyond this many (the last one stays)
// The events' numbers, a scenario counted as its text's length / 20 (a number's text is at most ~24
// characters, 17 digits, sign, exponent and comma): 6e5 keeps a saved file near 12 MB, under the page's
// 16 MiB file limit (scenario-file.js) and the core's 64 MiB. Beyond, the recording starts again (restart()).
const MAX_NUMBERS = 6e5;

/**
 * Records the page's run as a run file: listens to the controller's installs, hand-set states,
 * branches and steps. The global step is `segment` (steps before the runs' last restart) plus
 * the main run's own stepCount.
 */
export class RunRecorder {
  constructor(controller) {
    this.controller = controller;
    this.muted = false;
    this.clear();
    controller.on('installed', ({ main, base, settings, json, baseJson }) => {
      if (this.muted) return;
      // No sync() here: controller.main is already the new run; this.step is the old run's, as of its last step.
      this.segment = this.step;
      this.push({ type: 'install', step: this.step, settings: portableSettings(settings),
        main: { scenario: json, integrator: settings.integrator ?? null, h: settings.h ?? null },
        base: base ? { ...(baseJson && baseJson !== json ? { scenario: baseJson } : {}), integrator: base.integrator } : null },
      Math.ceil(JSON.stringify(json).length / 20) * (baseJson && baseJson !== json ? 2 : 1));
      this.nextCheckpoint = this.step + this.checkpointSteps(main);
    });
    controller.on('state-set', ({ values, base, time }) => {
      if (this.muted) return;
      if (time === undefined) {
        this.push({ type: 'set', step: this.step, values: Float64Array.from(values) }, values.length);
      } else {
        this.push({ type: 'branch', step: this.step, time, main: Float64Array.from(values),
          base: controller.base && base ? Float64Array.from(base) : null }, 2 * values.length);
      }
      this.segment = this.step;
      this.nextCheckpoint = this.step + this.checkpointSteps(controller.main);
    });
    controller.on('stepped', () => {
      if (this.muted) return;
      this.sync();
      if (this.numbers > MAX_NUMBERS && this.events.length > 2) { this.restart(); return; }
      // A state too big for a checkpoint a second (more than 1/8 of the bound for both runs) gets only
      // the file's final one: the bound must not restart the recording every second.
      if (this.step >= this.nextCheckpoint && 16 * controller.main.state.length <= MAX_NUMBERS) {
        this.checkpoint();
        this.nextCheckpoint = this.step + this.checkpointSteps(controller.main);
      }
    });
  }

  /** Starts the file again at this moment, when it outgrew its bound: the current install, then
   *  a branch of both runs to their own states now (applied to the live runs too, so that the
   *  file and the page go on from the same restart). */
  restart() {
    const install = this.events.filter((e) => e.type === 'install').pop();
    const { main, base } = this.controller;
    this.clear();
    this.push({ ...install, step: 0 }, Math.ceil(JSON.stringify(install.main.scenario).length / 20));
    this.controller.setStates(Float64Array.from(main.state), base ? Float64Array.from(base.state) : null, main.time);
  }

  clear() {
    this.events = [];
    this.numbers = 0;
    this.step = 0;
    this.segment = 0;
    this.nextCheckpoint = 0;
  }

  /** Goes on from a replayed file: its events, at global step `step` (the runs are the replay's). */
  adopt(events, step) {
    this.events = [...events];
    this.numbers = events.reduce((n, e) => n + (e.values ? e.values.length : 0) + (e.main && e.main.length ? 2 * e.main.length : 0), 0);
    this.step = step;
    this.segment = step - this.controller.main.stepCount;
    this.nextCheckpoint = step + this.checkpointSteps(this.controller.main);
    const install = events.filter((e) => e.type === 'install').pop();
    if (install && install.settings) this.restorePage(install.settings);
  }

  /** The page's look now (PAGE_SETTINGS): the view, and each part's setting (undefined: none). */
  pageSettings() {
    const c = this.controller;
    const out = {};
    if (typeof c.view === 'string') out.view = c.view;
    for (const [key, part] of PAGE_PARTS.get(c) || []) {
      const value = part.save();
      if (value !== undefined) out[key] = value;
    }
    return out;
  }

  /** Shows the page as a file's last install says it looked (checked by validateRunFile): its view if
   *  this run offers it (else the view stays), then each part's setting. */
  restorePage(settings) {
    const c = this.controller;
    if (typeof settings.view === 'string' && Array.isArray(c.views) && c.views.includes(settings.view) && c.view !== settings.view)
      c.setView(settings.view);
    for (const [key, part] of PAGE_PARTS.get(c) || []) if (settings[key] !== undefined) part.restore(settings[key]);
  }

  /** The global step from the main run's own count. */
  sync() { if (this.controller.main) this.step = this.segment + this.controller.main.stepCount; }

  checkpointSteps(main) { return Math.max(1, Math.round(CHECKPOINT_SECONDS / main.stepSize)) * this.spacing(); }

  spacing() { return 2 ** Math.max(0, Math.ceil(Math.log2(Math.max(1, this.checkpointCount() / (MAX_CHECKPOINTS / 2))))); }

  checkpointCount() { return this.events.reduce((n, e) => n + (e.type === 'checkpoint' ? 1 : 0), 0); }

  /** Both runs' states now, as a checkpoint event (not stored). */
  snapshot() {
    const { main, base } = this.controller;
    this.sync();
    return { type: 'checkpoint', step: this.step, time: main.time, main: Float64Array.from(main.state), base: base ? Float64Array.from(base.state) : null };
  }

  checkpoint() {
    const e = this.snapshot();
    this.push(e, e.main.length * 2);
    let cps = this.events.filter((x) => x.type === 'checkpoint');
    if (cps.length > MAX_CHECKPOINTS) {
      const drop = new Set(cps.filter((_, k) => k % 2 === 1 && k < cps.length - 1));
      this.events = this.events.filter((x) => !drop.has(x));
    }
  }

  push(event, numbers) {
    this.events.push(event);
    this.numbers += numbers;
  }

  /** The run file of the run so far, ending with a checkpoint of the runs as they are now. */
  file(version = '') {
    const events = this.controller.main ? [...this.events, this.snapshot()] : [...this.events];
    // The last install's settings say how the page looks now (a file opened earlier may have said otherwise).
    const last = events.map((e) => e.type).lastIndexOf('install');
    if (last >= 0) {
      const settings = Object.fromEntries(Object.entries(events[last].settings || {}).filter(([k]) => !PAGE_SETTINGS.includes(k)));
      events[last] = { ...events[last], settings: { ...settings, ...this.pageSettings() } };
    }
    return { format: RUN_FORMAT, version: RUN_VERSION, ...(version ? { geovi: version } : {}), events };
  }
}

/** The page's run settings an install records (informative: replay builds from main and base). */
function portableSettings(s) {
  const out = {};
  for (const k of ['scenario', 'integrator', 'h', 'compare', 'edits', 'perturb']) if (s[k] != null) out[k] = structuredClone(s[k]);
  return out;
}
