// The course API: a versioned postMessage protocol on every geovi page, embedded or not, so that a
// course page, a quiz or a slide deck can drive a run and read its numbers (docs/course-api.md; the
// host's side is web/geovi-client.js).
//
//   request  { geovi: 1, id, method, params }
//   reply    { geovi: 1, id, result }  or  { geovi: 1, id, error: { code, message, field? } }
//   event    { geovi: 1, event, data }
//
// Safe by design: only the parent window (an embed's host) or the opener may talk to the page, and
// ?origins= narrows that to a list of origins; nothing is ever evaluated; every parameter is checked
// here, and scenarios by the core, with a coded error naming the field; a message that is not geovi's
// envelope is ignored, a malformed one gets an error reply, and the page goes on running; events are
// rate-limited; the page never takes the keyboard focus for a message.
//
// The API speaks English whatever the page's language (no catalogue messages here): its error
// messages, like its codes, are a contract for the programmers of course pages.
//
// Not part of the page's first frame (issue 36): course-api-host.js owns the URL key `origins` and
// the page's message listener, and loads this module with the first request (only a page in a frame
// or opened by another one can get one).

import { checkControls } from './panels/lock-panel.js';
import { serializeRunFile } from './run-recording.js';
import { VIEWS } from './panels/views.js';
import { originsField } from './course-origins.js';
import { checkValueDepth, nonFinitePath, MAX_JSON_DEPTH } from './scenario-json.js';
import { judgeRun } from './panels/stability-view.js';
import { sweepStability, SweepRefusal, SET_PATH, MAX_SWEEP_POINTS } from './parameter-sweep.js';
import { lyapunovWindow } from './lyapunov-window.js';

export const PROTOCOL = 1;
export { originsField };

const MAX_STEPS = 1_000_000;       // step { steps } per request, run in slices (a long one takes its time, the tab stays responsive)
const STEP_SLICE_MS = 40;          // wall time of one slice of a step request before the page gets a turn
const PROGRESS_EVERY_MS = 250;     // a step request's `progress` events to its caller, at most this often
const MIN_EVENT_WALL_MS = 50;      // per subscription: at most 20 events a second of wall time
const MAX_SUBSCRIPTIONS = 16;
const MAX_ID_CHARS = 200;
const STREAMED = ['time', 'energy', 'diagnostics'];    // every `every` simulated seconds
const API_MAX_COLUMNS = 1200;      // getStability judges runs up to this many state columns (pendulum_cloud's 1200: 0.8 s; molecules_on_sphere's 3852 took 98 s)
const NOTIFIED = ['warning', 'failure', 'claim', 'edit', 'progress'];  // when they happen (progress: a long step request's)

/** An error reply: a stable code, a message for people, and the field it is about. */
export class ApiError extends Error {
  constructor(code, message, field = undefined) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

// ---- Parameter checks: each returns the value or throws ApiError naming `params.<name>`.
const invalid = (name, what) => new ApiError('invalid-params', `params.${name}: ${what}`, `params.${name}`);
function number(p, name, lo, hi, { integer = false, optional = false } = {}) {
  const x = p[name];
  if (x === undefined && optional) return undefined;
  if (typeof x !== 'number' || !Number.isFinite(x)) throw invalid(name, 'expected a finite number');
  if (integer && !Number.isInteger(x)) throw invalid(name, 'expected a whole number');
  if (!(x > lo) || x > hi) throw invalid(name, `expected a number in (${lo}, ${hi}]`);
  return x;
}
function name(p, key, { nullable = false } = {}) {
  const v = p[key];
  if (v === null && nullable) return null;
  if (typeof v !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(v)) throw invalid(key, 'expected a name (letters, digits, _ and -)');
  return v;
}
/** The words of `geovi run` for a step longer than the whole run (core/cli/cli_common.cpp stepsForRun). */
const longStep = (field, h, tEnd) =>
  `${field}: the step h = ${h} is longer than the whole run (t_end = ${tEnd}): no step would end inside it; choose h <= t_end`;
function only(p, keys) {
  for (const k of Object.keys(p)) if (!keys.includes(k)) throw invalid(k, `not a parameter of this method (expected ${keys.join(', ') || 'none'})`);
}
/** A numeric leaf of the scenario named as ?set= names it ("initial.Omega.2"): its path, checked against `json`. */
function setPath(p, json) {
  const path = p.path;
  if (typeof path !== 'string' || !SET_PATH.test(path))
    throw invalid('path', 'expected a numeric field of the scenario as ?set= names it, e.g. "initial.Omega.2" (system.… or initial.…)');
  let node = json;
  for (const key of path.split('.')) {
    const own = node !== null && typeof node === 'object' && (Array.isArray(node) ? /^(0|[1-9]\d*)$/.test(key) && Number(key) < node.length
      : Object.prototype.hasOwnProperty.call(node, key) && key !== '__proto__');
    if (!own) throw invalid('path', `the open scenario has no field ${path}`);
    node = node[key];
  }
  if (typeof node !== 'number') throw invalid('path', `${path} is not a number of the open scenario`);
  return path;
}

export class CourseApi {
  /**
   * controller: the run controller; page: what the API reaches beyond it: { api, module, index,
   * lessons (LessonPanel), locks (LockPanel), url (UrlState), store (the page's store, store.js: its
   * 'timeline', 'mark' and 'health'), shareLink() -> url or null, screenshot() -> data URL, version,
   * origins() -> the origins allowed to talk to the page (null: any parent; course-api-host.js) }.
   * isOpened(): whether the first run is in place. Requests come in through receive(event).
   */
  constructor(controller, page, isOpened) {
    this.controller = controller;
    this.page = page;
    this.isOpened = isOpened;
    /** @type {Map<string, { target: Window, origin: string, every: number, next: number, lastWall: number, pending: any, timer: any }>} */
    this.subscriptions = new Map();
    this.applying = 0;  // > 0 while a request changes the page: its changes are not the user's edits
    controller.on('stepped', () => this.stream());
    page.store.subscribe('health', ({ run, event }) => {
      if (event.severity === 'warning') this.notify('warning', { run, ...event, ...this.words(event) });
    });
    controller.on('failed', ({ error, run }) => this.notify('failure', {
      run, message: String(error && error.message || error), ...(error && error.health ? { ...error.health, ...this.words(error.health) } : {}) }));
    page.store.subscribe('mark', ({ t, label }) => { if (!label.startsWith('watchdog')) this.notify('claim', { time: t, label, lesson: this.lessonName() }); });
    const edited = (what) => () => { if (!this.applying) this.notify('edit', { what, settings: this.settingsOut() }); };
    controller.on('installed', edited('system'));
    controller.on('settings', edited('settings'));
    controller.on('rebased', edited('state'));
    controller.on('installed', () => { for (const s of this.subscriptions.values()) s.next = controller.main ? controller.main.time : 0; });
  }

  /** The origins allowed to talk to the page (?origins=; null: any parent). */
  get origins() { return this.page.origins(); }

  /** The windows allowed to send requests: the host of an embed, else the page that opened this one. */
  trusted(source) {
    if (!source) return false;
    if (window.parent !== window && source === window.parent) return true;
    return !!window.opener && source === window.opener;
  }

  receive(ev) {
    const msg = ev.data;
    if (!msg || typeof msg !== 'object' || msg.geovi === undefined || 'event' in msg || 'result' in msg || 'error' in msg) return;  // not a geovi request
    if (!this.trusted(ev.source)) return;
    if (this.origins && !this.origins.includes(ev.origin)) return;
    const target = /** @type {Window} */ (ev.source);
    const origin = ev.origin === 'null' ? '*' : ev.origin;
    const id = typeof msg.id === 'string' || (typeof msg.id === 'number' && Number.isFinite(msg.id)) ? msg.id : null;
    const reply = (body) => { try { target.postMessage({ geovi: PROTOCOL, id, ...body }, origin); } catch { /* the host went away */ } };
    const fail = (e) => reply({ error: { code: e.code || 'failed', message: String(e.message || e).slice(0, 2000), ...(e.field ? { field: e.field } : {}) } });
    try {
      if (msg.geovi !== PROTOCOL) throw new ApiError('unsupported-protocol', `geovi: this page speaks protocol ${PROTOCOL}`, 'geovi');
      if (id === null || (typeof id === 'string' && id.length > MAX_ID_CHARS)) throw new ApiError('invalid-request', `id: expected a string (at most ${MAX_ID_CHARS} characters) or a number`, 'id');
      if (typeof msg.method !== 'string' || !Object.hasOwn(CourseApi.methods, msg.method)) throw new ApiError('unknown-method', `method: expected one of ${Object.keys(CourseApi.methods).join(', ')}`, 'method');
      const params = msg.params === undefined ? {} : msg.params;
      if (!params || typeof params !== 'object' || Array.isArray(params)) throw new ApiError('invalid-params', 'params: expected an object', 'params');
      if (msg.method !== 'hello' && !this.isOpened()) throw new ApiError('not-ready', 'the page is still opening: wait for hello to say ready');
      this.applying++;
      let result;
      try {
        result = CourseApi.methods[msg.method].call(this, params, { target, origin }, id);
      } finally {
        this.applying--;
      }
      Promise.resolve(result).then((r) => reply({ result: r === undefined ? null : r }), fail);
    } catch (e) {
      fail(e);
    }
  }

  // ---- What the methods share.
  get run() {
    if (!this.controller.main) throw new ApiError('no-run', 'no simulation is running (the last one failed to load)');
    return this.controller.main;
  }
  words(event) { try { return this.controller.api.describeHealth(this.controller.module, event); } catch { return {}; } }
  lessonName() { return this.page.lessons.lesson ? this.page.lessons.lesson.name : null; }
  settingsOut() {
    const c = this.controller;
    return { scenario: c.settings.scenario, integrator: c.main ? c.main.integrator : null, h: c.main ? c.main.stepSize : null,
      compare: c.baselineLabel, speed: c.speed, playing: c.playing, lesson: this.lessonName() };
  }
  /** Rebuilds the runs with a changed setting; rejects with the core's message when it refuses. */
  change(settings) {
    const before = this.run;
    let notice = '';
    const listen = (/** @type {any} */ e) => { notice = e.detail.message; };
    this.controller.addEventListener('notice', listen);
    let ok;
    try { ok = this.controller.rebuild(settings); } finally { this.controller.removeEventListener('notice', listen); }
    if (!ok || this.controller.main === before) throw new ApiError('rejected', notice || 'the page kept the current simulation');
    return this.settingsOut();
  }

  // ---- Streams and notifications.
  stream() {
    const main = this.controller.main;
    if (!main) return;
    const now = performance.now();
    for (const [event, s] of this.subscriptions) {
      if (!STREAMED.includes(event) || main.time + 1e-12 < s.next || now - s.lastWall < MIN_EVENT_WALL_MS) continue;
      s.next = main.time + s.every;
      s.lastWall = now;
      const data = { time: main.time };
      if (event === 'energy') Object.assign(data, { energy: main.energy, initialEnergy: this.controller.e0 });
      if (event === 'diagnostics') data.diagnostics = main.diagnostics();
      this.post(s, event, data);
    }
  }

  notify(event, data) {
    const s = this.subscriptions.get(event);
    if (!s) return;
    const now = performance.now();
    if (now - s.lastWall < MIN_EVENT_WALL_MS) {  // rate limit: keep the latest, send it with the next one allowed
      s.pending = data;
      if (!s.timer) s.timer = setTimeout(() => { s.timer = null; const d = s.pending; s.pending = null; if (d) this.notify(event, d); }, MIN_EVENT_WALL_MS);
      return;
    }
    s.lastWall = now;
    this.post(s, event, data);
  }

  post(s, event, data) {
    try { s.target.postMessage({ geovi: PROTOCOL, event, data: structuredClone(data) }, s.origin); } catch { /* the host went away */ }
  }

  /** The methods, by name: each gets checked params and returns a result (or a promise of one). */
  static methods = {
    hello(p) {
      only(p, []);
      return { geovi: this.page.version, protocol: PROTOCOL, ready: this.isOpened(), methods: Object.keys(CourseApi.methods),
        events: [...STREAMED, ...NOTIFIED] };
    },
    getCatalogue(p) { only(p, []); return this.controller.catalogue; },
    async loadScenario(p) {
      only(p, ['scenario']);
      const s = p.scenario;
      const c = this.controller;
      if (typeof s === 'string') {
        name(p, 'scenario');
        if (!this.page.index.scenarios.some((e) => e.id === s)) throw new ApiError('invalid-params', `params.scenario: no preset named "${s}"`, 'params.scenario');
        this.applying++;
        try {
          if (!await c.open({ scenario: s, integrator: null, h: null, compare: null, edits: {}, perturb: null })) throw new ApiError('rejected', `the preset ${s} could not be opened`);
        } finally { this.applying--; }
        return this.settingsOut();
      }
      if (!s || typeof s !== 'object' || Array.isArray(s)) throw invalid('scenario', 'expected a preset name or a scenario object');
      // Before anything copies or walks it (scenario-json.js): too deep a scenario would overflow the
      // page's stack; a number out of double range would reach the core as null.
      try { checkValueDepth(s); } catch {
        throw new ApiError('invalid-scenario', `params.scenario: nesting deeper than ${MAX_JSON_DEPTH} levels (the core's limit)`, 'params.scenario');
      }
      const overflow = nonFinitePath(s);
      if (overflow !== null)
        throw new ApiError('invalid-scenario', `params.scenario.${overflow}: expected a finite number (out of double range)`, `params.scenario.${overflow}`);
      // The core judges the scenario first, so that its message and field come back to the host.
      let trial;
      try {
        trial = new this.controller.api.Simulation(c.module, s);
      } catch (e) {
        throw new ApiError(e.kind === 'InputError' ? 'invalid-scenario' : 'failed', e.message, e.path ? `params.scenario.${e.path}` : 'params.scenario');
      }
      const { stepSize: h, tEnd } = trial;
      trial.dispose();
      // As `geovi run` (exit 2): a step longer than the whole run would take no step inside it.
      if (tEnd > 0 && h > tEnd) throw new ApiError('invalid-scenario', longStep('params.scenario.integrator.h', h, tEnd), 'params.scenario.integrator.h');
      this.applying++;
      try {
        if (!await c.openScenario(s, { source: 'api' })) throw new ApiError('rejected', 'the scenario could not be opened');
      } finally { this.applying--; }
      return this.settingsOut();
    },
    getScenario(p) {
      only(p, []);
      return { scenario: this.controller.json, settings: this.settingsOut() };
    },
    play(p) {
      only(p, []);
      if (this.run) this.controller.setPlaying(true);
      return this.settingsOut();
    },
    pause(p) { only(p, []); this.controller.setPlaying(false); return this.settingsOut(); },
    reset(p) {
      only(p, []);
      const playing = this.controller.playing;
      this.change({});
      this.controller.setPlaying(playing);  // a reset keeps the clock as it was (paused stays paused)
      return this.settingsOut();
    },
    /** Runs in slices of about STEP_SLICE_MS of wall time, yielding to the page between them, so the
     *  tab stays responsive however long the call; a `progress` subscription hears how far it is. */
    async step(p, _from, id) {
      only(p, ['steps']);
      const steps = number(p, 'steps', 0, MAX_STEPS, { integer: true });
      const main = this.run;
      const c = this.controller;
      if (c.playing) throw new ApiError('not-paused', 'step: pause the run first (method pause)');
      let failure = null;
      const failed = (/** @type {any} */ e) => { if (e.detail.run === 'main') failure = e.detail.error; };
      c.addEventListener('failed', failed);
      try {
        let done = 0, perStep = 0, lastProgress = performance.now();
        while (done < steps) {
          // As many steps as the last slice's cost says fit in STEP_SLICE_MS (one at first).
          const n = Math.min(steps - done, perStep > 0 ? Math.max(1, Math.floor(STEP_SLICE_MS / perStep)) : 1);
          const before = main.stepCount;
          const ms = c.advance(n);
          done += n;
          if (failure) break;
          perStep = ms / Math.max(1, main.stepCount - before);
          if (done >= steps) break;
          if (performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
            lastProgress = performance.now();
            this.notify('progress', { id, method: 'step', done, steps, time: main.time });
          }
          await new Promise((r) => { setTimeout(r, 0); });
          if (c.main !== main || !c.main) throw new ApiError('failed', `the run was replaced while stepping (after ${done} of ${steps} steps)`);
          if (c.playing) throw new ApiError('interrupted', `step: the run was set playing while stepping (after ${done} of ${steps} steps)`);
        }
      } finally {
        c.removeEventListener('failed', failed);
      }
      if (c.main !== main || !c.main) throw new ApiError('failed', 'the run was replaced while stepping');
      if (failure) {
        // The run's own failure, in the health judge's plain words when it has them (the page shows the same).
        const f = /** @type {any} */ (failure);
        const words = f.health ? this.words(f.health) : {};
        const plain = words && words.sentence ? `${words.sentence} ${words.advice || ''}`.trim() : '';
        throw new ApiError('failed', `${plain ? `${plain} ` : ''}(${f.kind ? `${f.kind}: ` : ''}${f.message}; the run stopped at step ${main.stepCount}, t = ${main.time})`);
      }
      return { time: main.time, steps: main.stepCount };
    },
    setSpeed(p) {
      only(p, ['speed']);
      this.controller.setSpeed(number(p, 'speed', 0, 1000));
      return this.settingsOut();
    },
    setStepSize(p) {
      only(p, ['h']);
      const h = number(p, 'h', 0, 10);
      const tEnd = this.run.tEnd;
      if (tEnd > 0 && h > tEnd) throw new ApiError('invalid-params', longStep('params.h', h, tEnd), 'params.h');
      return this.change({ h });
    },
    /** The view beside the 3-D scene; one the run does not offer shows the scene alone until a run does. */
    setView(p) {
      only(p, ['view']);
      const v = p.view;
      if (typeof v !== 'string' || !VIEWS.includes(v)) throw invalid('view', `expected one of ${VIEWS.join(', ')}`);
      this.controller.setView(v);
      this.page.url.write();
      return { view: this.controller.view, offered: [...this.controller.views] };
    },
    setIntegrator(p) {
      only(p, ['name']);
      const n = name(p, 'name');
      const list = this.run.applicableIntegrators;
      if (!list.includes(n)) throw invalid('name', `not an integrator of this system (expected one of ${list.join(', ')})`);
      return this.change({ integrator: n });
    },
    setCompare(p) {
      only(p, ['name']);
      const n = name(p, 'name', { nullable: true });
      if (n !== null && n !== 'off' && !this.controller.baselineNames().includes(n))
        throw invalid('name', `not a comparison for this run (expected null, "off" or one of ${this.controller.baselineNames().join(', ')})`);
      return this.change({ compare: n === null ? 'off' : n });
    },
    getState(p) {
      only(p, []);
      const main = this.run;
      return { time: main.time, energy: main.energy, steps: main.stepCount, columns: [...main.stateColumns], state: Array.from(main.state),
        outputColumns: [...main.outputColumns], outputs: Array.from(main.outputs) };
    },
    setState(p) {
      only(p, ['state']);
      const main = this.run;
      const v = p.state;
      const n = main.stateColumns.length;
      if (!Array.isArray(v) || v.length !== n) throw invalid('state', `expected ${n} numbers, ordered as getState's columns`);
      v.forEach((x, i) => { if (typeof x !== 'number' || !Number.isFinite(x)) throw invalid(`state[${i}]`, 'expected a finite number'); });
      // Through the controller, so that a run file records it (run-recording.js, a "set" event).
      try { this.controller.setStates(v); } catch (e) { throw new ApiError('invalid-params', `params.state: ${e.message}`, 'params.state'); }
      return { time: main.time, energy: main.energy };
    },
    getDiagnostics(p) {
      only(p, []);
      const { base } = this.controller;
      const one = (sim) => (sim ? { integrator: sim.integrator, time: sim.time, ...sim.diagnostics(), health: [...sim.healthEvents] } : null);
      return { main: one(this.run), base: one(base) };
    },
    subscribe(p, { target, origin }) {
      only(p, ['event', 'every']);
      const event = p.event;
      if (![...STREAMED, ...NOTIFIED].includes(event)) throw invalid('event', `expected one of ${[...STREAMED, ...NOTIFIED].join(', ')}`);
      const every = STREAMED.includes(event) ? number(p, 'every', 0, 1e6, { optional: true }) ?? 0.1 : 0;
      if (!this.subscriptions.has(event) && this.subscriptions.size >= MAX_SUBSCRIPTIONS) throw new ApiError('too-many', 'too many subscriptions');
      this.subscriptions.set(event, { target, origin, every, next: this.controller.main ? this.controller.main.time : 0, lastWall: -Infinity, pending: null, timer: null });
      return { event, every };
    },
    unsubscribe(p) {
      only(p, ['event']);
      if (typeof p.event !== 'string') throw invalid('event', 'expected an event name');
      return { removed: this.subscriptions.delete(p.event) };
    },
    screenshot(p) { only(p, []); return { png: this.page.screenshot() }; },
    getShareLink(p) {
      only(p, []);
      const url = this.page.shareLink();
      if (!url) throw new ApiError('too-large', 'this scenario is too large for a link: save it as a file');
      return { url };
    },
    lock(p) {
      only(p, ['controls', 'hide']);
      const check = (list, field) => {
        try { return checkControls(list === undefined ? [] : list, field); } catch (e) { throw new ApiError('invalid-params', e.message, e.field); }
      };
      const controls = check(p.controls, 'params.controls');
      const hide = check(p.hide, 'params.hide');
      this.page.locks.apply(controls, hide);
      this.controller.settingsChanged();  // the permalink carries the locks
      return { controls, hide };
    },
    async startLesson(p) {
      only(p, ['name']);
      const n = name(p, 'name');
      if (!this.page.index.lessons.some((l) => l.id === n)) throw invalid('name', `no lesson named "${n}"`);
      if (!await this.page.lessons.open(n)) throw new ApiError('rejected', `the lesson ${n} could not be opened`);
      return { lesson: n, settings: this.settingsOut() };
    },
    /** Both runs' stability now (docs/stability-view.md): each { kind, multipliers, eigenvalues, stable,
     *  growthRate, … } as the stability view judges it; base null without a comparison run. */
    getStability(p) {
      only(p, []);
      const main = this.run;
      return { main: judgeRun(main, { maxColumns: API_MAX_COLUMNS }), base: judgeRun(this.controller.base, { maxColumns: API_MAX_COLUMNS }) };
    },
    /** The verdict of `geovi stability` at `points` values of one numeric field from `from` to `to`, each
     *  a fresh run of the open scenario with that value and the main run's integrator and h (the page's
     *  runs are not touched), and the boundary between the first adjacent pair whose verdicts differ,
     *  found by bisection to SWEEP_TOLERANCE × |to − from|. In slices of SWEEP_SLICE_MS (parameter-sweep.js,
     *  which the stability view's sweep shares). */
    async sweepParameter(p) {
      only(p, ['path', 'from', 'to', 'points']);
      const main = this.run;
      const json = this.controller.json;
      const path = setPath(p, json);
      const finite = (key) => {
        if (typeof p[key] !== 'number' || !Number.isFinite(p[key])) throw invalid(key, 'expected a finite number');
        return p[key];
      };
      const from = finite('from'), to = finite('to');
      if (from === to) throw invalid('to', 'expected a number other than from');
      const points = p.points;
      if (typeof points !== 'number' || !Number.isInteger(points) || points < 2 || points > MAX_SWEEP_POINTS)
        throw invalid('points', `expected a whole number from 2 to ${MAX_SWEEP_POINTS}`);
      const { api, module } = this.controller;
      let r;
      try {
        r = await sweepStability({ api, module, json, path, from, to, points, integrator: main.integrator, h: main.stepSize,
          afterTurn: () => { if (this.controller.main !== main) throw new ApiError('failed', 'the run was replaced while sweeping'); } });
      } catch (e) {
        if (!(e instanceof SweepRefusal)) throw e;
        if (e.why === 'integrator') throw new ApiError('rejected', `params.path: ${e.message}`);
        throw new ApiError('invalid-params', `params.path: ${e.message}`, 'params.path');
      }
      // The contract's keys only (the view's sweep also keeps each value's multipliers).
      const { values, stable, growthRates, threshold, tolerance, integrator, h } = r;
      return { path, values, stable, growthRates, threshold, tolerance, integrator, h };
    },
    /** Each run's Lyapunov exponents over a fixed window forward from its present state (lyapunov-window.js,
     *  which the stability view's readouts use too): the next min(10 s, 4000 steps) of its own integrator,
     *  on a copy (the page's runs are not touched). Each { t0, t, largest, sum, volumeDefect, exponents,
     *  steps, integrator, h }, or with `unavailable` (the core's reason) and null numbers where geovi cannot
     *  differentiate the step; base null without a comparison run. */
    getLyapunov(p) {
      only(p, []);
      const c = this.controller;
      const one = (sim, json) => (sim ? lyapunovWindow(c.api, c.module, { json, integrator: sim.integrator, h: sim.stepSize, state: sim.state, t: sim.time }) : null);
      return { main: one(this.run, c.json), base: one(c.base, c.baseJson || c.json) };
    },
    /** The run so far as a run file object (docs/timeline.md; numbers exact, −0 kept). */
    getRecording(p) {
      only(p, []);
      return JSON.parse(serializeRunFile(this.page.store.get('timeline').file()));
    },
    /** Replays a run file in the page; answers whether every checkpoint matched to the bit. A file
     *  that cannot be replayed keeps the current run and answers invalid-params naming the field. */
    async loadRecording(p) {
      only(p, ['file']);
      if (p.file === null || typeof p.file !== 'object' || Array.isArray(p.file)) throw invalid('file', 'expected a run file object { "format": "geovi-run", … }');
      const out = await this.page.store.get('timeline').load(p.file, 'api');
      if (out.error) throw new ApiError('invalid-params', `params.file.${out.error}`, 'params.file');
      return out;
    },
  };
}
