// The timeline under the scene (#timeline, docs/timeline.md): a scrub bar over the run's history
// (timeline.js), Live and Continue (a branch), playback of the history at the transport's speed,
// a stopwatch between two marked moments, and the run file (run-recording.js): Save run, and
// opening one (Files, a drop, the course API's loadRecording) replays it and says whether every
// checkpoint matched to the bit.
//
// While a past moment shows, the store's 'scrub' (store.js) is { active: true, t, main, base,
// mainPositions, basePositions } and the live runs hold still; { active: false } when back to live.
// The store's 'timeline' is this panel's public face (load a run file, the run so far as one).
import { byId } from '../dom.js';
import { t, fmt, count } from '../i18n.js';
import { download } from '../export.js';
import { History } from '../timeline.js';
import { RunRecorder, RunFileError, replayRun, serializeRunFile, simulationsFor, validateRunFile } from '../run-recording.js';
import { RUN_DEFAULTS } from '../run-controller.js';

/** How many frames a replay leaves on the timeline, about (a piece of the run per frame). */
const REPLAY_FRAMES = 3000;
/** Steps a replay takes at most between two looks at the clock (the history thins its frames itself). */
const REPLAY_MAX_PIECE = 1000;
/** Wall milliseconds a replay runs before it lets the page draw a frame. */
const REPLAY_SLICE_MS = 30;
/** The most steps the page replays (docs/timeline.md): a few minutes of the costliest presets' steps
 *  at most. A file that asks for more (a 744-byte file can put a checkpoint at step 2e9) is refused
 *  before anything runs, naming its last event's step; `geovi replay` takes any length. */
export const MAX_REPLAY_STEPS = 1e8;

export class TimelinePanel {
  /** @param {import('../run-controller.js').RunController} controller @param {any} keyboard
   *  @param {import('../store.js').PageStore} store @param {{ version?: string }} [options] */
  constructor(controller, keyboard, store, { version = '' } = {}) {
    this.controller = controller;
    this.store = store;
    this.version = version;
    this.history = new History();
    this.recorder = new RunRecorder(controller);
    /** The runs' installs, in order; a frame names its install by index (Continue rebuilds it). */
    this.installs = [];
    this.index = -1;  // the frame shown; -1: live
    this.branching = false;
    this.playback = null;
    this.marks = [];
    this.build(byId('timeline'));
    store.publish('timeline', { load: (file, name) => this.load(file, name), file: () => this.file() });
    controller.on('installed', ({ main, base, settings, preset, json, baseJson }) => {
      this.installs.push({ settings: { ...settings }, preset, json, baseJson });
      if (this.branching) return;
      if (this.index >= 0) this.live(false);
      this.history.push({ main, base }, this.recorder.step, this.installs.length - 1, true);
      this.show();
    });
    controller.on('stepped', () => this.record(false));
    controller.on('state-set', () => this.record(true));
    controller.on('frame', () => this.onFrame());
    keyboard.bind(['[', ']'], '[ ]', 'timeline-key-scrub', (key) => this.stepBy(key === '[' ? -1 : 1), 'timeline-slider');
    keyboard.bind(['m'], 'M', 'timeline-key-mark', () => this.mark(), 'timeline-mark');
  }

  build(root) {
    const button = (id, testid) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.testid = testid;
      b.id = testid;
      b.setAttribute('data-l10n-id', id);
      return b;
    };
    const slider = document.createElement('input');
    Object.assign(slider, { type: 'range', min: '0', max: '0', step: '1', value: '0', id: 'timeline-slider' });
    slider.dataset.testid = 'timeline-slider';
    slider.setAttribute('data-l10n-id', 'timeline-slider');
    const time = document.createElement('output');
    time.dataset.testid = 'timeline-time';
    time.className = 'timeline-time';
    const live = button('timeline-live', 'timeline-live');
    const cont = button('timeline-continue', 'timeline-continue');
    const play = button('timeline-play', 'timeline-play');
    const mark = button('timeline-mark', 'timeline-mark');
    const save = button('timeline-save', 'timeline-save');
    const watch = document.createElement('output');
    watch.dataset.testid = 'timeline-stopwatch';
    watch.className = 'timeline-stopwatch';
    const status = document.createElement('p');
    status.dataset.testid = 'timeline-status';
    status.className = 'timeline-status';
    status.setAttribute('role', 'status');
    const row = document.createElement('div');
    row.className = 'timeline-buttons';
    row.append(live, cont, play, mark, watch, save);
    root.append(slider, time, row, status);
    for (const b of [live, cont, play, mark, save, slider]) b.textContent = '';
    this.el = { root, slider, time, live, cont, play, mark, save, watch, status };
    this.localize();
    slider.addEventListener('input', () => this.scrubTo(Number(slider.value)));
    live.addEventListener('click', () => this.live());
    cont.addEventListener('click', () => this.continueHere());
    play.addEventListener('click', () => this.togglePlayback());
    mark.addEventListener('click', () => this.mark());
    save.addEventListener('click', () => this.save());
  }

  localize() {
    const { slider, live, cont, play, mark, save } = this.el;
    slider.setAttribute('aria-label', t('timeline-slider'));
    for (const [b, id] of /** @type {[HTMLButtonElement, string][]} */ ([[live, 'timeline-live'], [cont, 'timeline-continue'], [mark, 'timeline-mark'], [save, 'timeline-save']])) {
      b.textContent = t(id);
      b.title = t(`${id}-title`);
    }
    play.textContent = t(this.playback ? 'timeline-play-stop' : 'timeline-play');
    play.title = t('timeline-play-title');
  }

  /** A frame of the live runs (after a step, a drag or a branch). */
  record(force) {
    const { main, base } = this.controller;
    if (!main || this.branching) return;
    this.recorder.sync();
    this.history.push({ main, base }, this.recorder.step, this.installs.length - 1, force);
  }

  /** Shows frame i (a past moment): the live runs hold still meanwhile. */
  scrubTo(i) {
    const n = this.history.length;
    if (n === 0) return;
    i = Math.max(0, Math.min(n - 1, Math.round(i)));
    if (this.index < 0) {
      this.wasPlaying = this.controller.playing;
      this.controller.setPlaying(false);
    }
    this.index = i;
    const f = this.history.at(i);
    // A moment of an earlier install (before a change of h, integrator, parameters or system): the
    // plots, the side views' traces and the section start afresh at each install, so they show none
    // of it; the scene draws it only if it is the same system (the same bodies, drawn alike).
    const earlier = f.install !== this.installs.length - 1;
    const sameSystem = !earlier || this.sameSystem(f.install, this.installs.length - 1);
    this.store.publish('scrub', { active: true, t: f.t, energy: f.energy, baseEnergy: f.baseEnergy, manifoldError: f.manifoldError,
      momentum: f.momentum, main: f.main, base: f.base, earlier, sameSystem,
      mainPositions: f.mainPositions, basePositions: f.basePositions });
    this.show();
  }

  /** Whether installs a and b run the same system (only h, the integrators or the comparison changed). */
  sameSystem(a, b) {
    const ia = this.installs[a], ib = this.installs[b];
    if (!ia || !ib || !ia.json || !ib.json) return false;
    // Each install's system as text, written once (a scrub asks on every slider move).
    const text = (i) => (i.systemText ??= JSON.stringify(i.json.system));
    return ia.json === ib.json || text(ia) === text(ib);
  }

  /** The debug hook's view (debug-hook.js): its frames, the moment shown (-1: live), the run file so far. */
  debug() {
    const h = this.history;
    return { frames: h.length, bytes: h.bytes, maxBytes: h.maxBytes, index: this.index, step: this.recorder.step };
  }

  /** A smaller budget for the history (the page soak reaches the bound within its warm-up). */
  limitHistory(bytes) { this.history.maxBytes = Math.max(1 << 16, Math.min(Number(bytes) || 0, this.history.maxBytes)); }

  stepBy(d) { this.scrubTo((this.index < 0 ? this.history.length - 1 : this.index) + d); }

  /** Back to the live runs. */
  live(resume = true) {
    if (this.index < 0) return;
    this.index = -1;
    this.stopPlayback();
    this.store.publish('scrub', { active: false });
    if (resume && this.wasPlaying) this.controller.setPlaying(true);
    this.show();
  }

  /** Continue from the frame shown: a branch (both runs restart at its states and time; the later
   *  history goes). A frame of an earlier install rebuilds that install first. */
  continueHere() {
    if (this.index < 0) return;
    const c = this.controller;
    const i = this.index, f = this.history.at(i);
    const main = Float64Array.from(f.main), base = f.base ? Float64Array.from(f.base) : null;
    this.history.truncateAfter(i);
    this.branching = true;
    try {
      if (f.install !== this.installs.length - 1) {
        const inst = this.installs[f.install];
        if (!c.install(inst.settings, inst.preset, inst.json, { baseJson: inst.baseJson })) return;
      }
      c.setStates(main, base, f.t);
    } catch (e) {
      c.notice(t('timeline-branch-failed', { problem: e.message }));
      return;
    } finally {
      this.branching = false;
    }
    this.record(true);
    this.wasPlaying = true;
    this.live();
  }

  togglePlayback() {
    if (this.playback) { this.stopPlayback(); return; }
    if (this.history.length < 2) return;
    if (this.index < 0 || this.index >= this.history.length - 1) this.scrubTo(this.index < 0 ? 0 : this.index);
    const f = this.history.at(this.index);
    this.playback = { wall: performance.now(), t: f.t };
    this.localize();
  }

  stopPlayback() {
    if (!this.playback) return;
    this.playback = null;
    this.localize();
  }

  /** Playback: the shown moment moves at the transport's speed (simulated s per wall s). */
  onFrame() {
    const p = this.playback;
    if (p && this.index >= 0) {
      const now = performance.now();
      p.t += Math.min(0.25, (now - p.wall) / 1000) * this.controller.speed;
      p.wall = now;
      let i = this.index;
      const h = this.history;
      while (i + 1 < h.length) {
        const next = h.frames[i + 1][0], cur = h.frames[i][0];
        if (next < cur) { p.t = next; }       // a new install: its time starts again
        else if (next > p.t) break;
        ++i;
      }
      if (i !== this.index) this.scrubTo(i);
      if (i >= h.length - 1) this.stopPlayback();
    }
    if (this.history.version !== this.shownVersion && (this.index >= 0 || (this.frameCount = (this.frameCount || 0) + 1) % 6 === 0)) this.show();
  }

  /** Stopwatch: the first mark, then the second (the interval shows), then a new first. */
  mark() {
    const f = this.index >= 0 ? this.history.at(this.index) : null;
    const tNow = f ? f.t : this.controller.main ? this.controller.main.time : 0;
    this.marks = this.marks.length === 1 ? [this.marks[0], tNow] : [tNow];
    this.showWatch();
  }

  showWatch() {
    const [a, b] = this.marks;
    this.el.watch.textContent = this.marks.length === 0 ? '' : this.marks.length === 1
      ? t('timeline-mark-first', { t: fmt.fixed(a, 3) })
      : t('timeline-interval', { a: fmt.fixed(a, 3), b: fmt.fixed(b, 3), dt: fmt.fixed(Math.abs(b - a), 3) });
  }

  show() {
    const { slider, time, cont, live } = this.el;
    const n = this.history.length;
    this.shownVersion = this.history.version;
    slider.max = String(Math.max(0, n - 1));
    slider.value = String(this.index < 0 ? Math.max(0, n - 1) : this.index);
    const f = n ? this.history.at(this.index < 0 ? n - 1 : this.index) : null;
    const tText = f ? fmt.fixed(f.t, 3) : fmt.fixed(0, 3);
    time.textContent = this.index < 0 ? t('timeline-time-live', { t: tText }) : t('timeline-time-past', { t: tText });
    // A moment of an earlier install says so: what it shows, and that Continue rebuilds that run.
    const earlier = this.index >= 0 && f && f.install !== this.installs.length - 1;
    if (earlier) this.el.status.textContent = t(this.sameSystem(f.install, this.installs.length - 1) ? 'timeline-earlier-run' : 'timeline-earlier-system');
    else if (this.saidEarlier) this.el.status.textContent = '';
    this.saidEarlier = earlier;
    slider.setAttribute('aria-valuetext', time.textContent);
    cont.disabled = live.disabled = this.index < 0;
    this.el.root.classList.toggle('scrubbing', this.index >= 0);
  }

  /** The run file of the run so far (run-recording.js). */
  file() { return this.recorder.file(this.version); }

  save() {
    if (!this.controller.main) return;
    const text = serializeRunFile(this.file());
    download(`${this.controller.fileStem()}.geovi-run.json`, new Blob([text], { type: 'application/json' }));
  }

  /**
   * Replays a run file (text or object) and shows it on the timeline; the page's runs become the
   * replayed ones, paused at the end. A file that cannot be used, or whose replay breaks, leaves the
   * current run as it was. Returns { matched, checkpoints, steps, mismatches } or { error }.
   */
  async load(input, name = '') {
    const c = this.controller;
    let file;
    try {
      file = validateRunFile(input);
    } catch (e) {
      return this.refuse(e, name);
    }
    const history = new History();
    const installs = [];
    const made = [];
    const build = simulationsFor(c.api, c.module);
    const total = file.events[file.events.length - 1].step;
    // The work is known before any step (the events' steps only grow): past the budget, refuse.
    if (total > MAX_REPLAY_STEPS)
      return this.refuse(new RunFileError(`events[${file.events.length - 1}].step`, t('timeline-replay-too-long', { steps: count(total), max: count(MAX_REPLAY_STEPS) })), name);
    let last = performance.now();
    let result;
    // While it runs: how far it is, and a Cancel that keeps the current run.
    const cancel = { asked: false };
    let done = 0;
    const said = document.createElement('span');
    this.el.status.replaceChildren(said, ' ', this.cancelButton(() => { cancel.asked = true; }));
    const progress = (step) => {
      said.textContent = t('timeline-replaying-progress', { name, step: count(step), total: count(total),
        percent: fmt.fixed(total > 0 ? (100 * step) / total : 100, 0) });
    };
    progress(0);
    try {
      result = await replayRun(file, {
        build: (e, i) => {
          const runs = build(e, i);
          made.push(runs);
          installs.push({ event: e });
          return runs;
        },
        // At most REPLAY_MAX_PIECE steps between two looks at the clock, so progress and Cancel keep up.
        piece: Math.max(1, Math.min(REPLAY_MAX_PIECE, Math.ceil(total / REPLAY_FRAMES))),
        onAdvance: (runs, step) => { done = step; history.push(runs, step, installs.length - 1); },
        pause: async () => {
          if (cancel.asked) throw new RunFileError('<replay>', t('timeline-replay-cancelled'));
          if (performance.now() - last < REPLAY_SLICE_MS) return;
          progress(done);
          await new Promise((r) => setTimeout(r));
          if (cancel.asked) throw new RunFileError('<replay>', t('timeline-replay-cancelled'));
          last = performance.now();
        },
      });
    } catch (e) {
      for (const r of made) { r.main.dispose(); if (r.base) r.base.dispose(); }
      return this.refuse(e, name);
    }
    // The replayed runs become the page's: the last install's, at the end, paused.
    for (const r of made) if (r !== result.runs) { r.main.dispose(); if (r.base) r.base.dispose(); }
    const lastInstall = installs[installs.length - 1].event;
    const settings = { ...RUN_DEFAULTS, source: 'file', sourceName: name || null, integrator: lastInstall.main.integrator,
      h: lastInstall.main.h, compare: lastInstall.base ? lastInstall.base.integrator : 'off' };
    this.recorder.muted = true;
    this.branching = true;
    try {
      c.install(settings, lastInstall.main.scenario, lastInstall.main.scenario,
        { baseJson: lastInstall.base ? lastInstall.base.scenario : null, runs: result.runs });
    } finally {
      this.recorder.muted = false;
      this.branching = false;
    }
    c.setPlaying(false);
    // The page's own installs for Continue: each of the file's, as the page would build it.
    const first = this.installs.length - 1;
    this.installs.pop();
    this.installs.push(...installs.map(({ event: e }) => ({
      settings: { ...RUN_DEFAULTS, source: 'file', integrator: e.main.integrator, h: e.main.h, compare: e.base ? e.base.integrator : 'off' },
      preset: e.main.scenario, json: e.main.scenario, baseJson: e.base ? e.base.scenario : null })));
    for (const f of history.frames) f[2] += first;
    this.history = history;
    this.index = -1;
    this.recorder.adopt(file.events, result.steps);
    this.show();
    const out = { matched: result.matched, checkpoints: result.checkpoints, steps: result.steps, mismatches: result.mismatches.slice(0, 20) };
    const m = result.mismatches[0];
    const say = result.matched ? t('timeline-replay-matched', { checkpoints: result.checkpoints, steps: result.steps })
      : t('timeline-replay-differs', { count: result.mismatches.length, step: m.step, run: m.run, column: m.column });
    this.el.status.textContent = say;
    c.notice(say);
    return out;
  }

  /** The replay's Cancel button (the status line's). */
  cancelButton(onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.testid = 'timeline-replay-cancel';
    b.textContent = t('timeline-replay-cancel');
    b.addEventListener('click', onClick);
    return b;
  }

  refuse(e, name) {
    const problem = e instanceof RunFileError ? e.message : String(e.message || e);
    const say = t('timeline-file-refused', { name: name || '—', problem });
    this.el.status.textContent = say;
    this.controller.notice(this.controller.main ? t('notice-kept', { problem: say }) : say);
    return { error: problem };
  }
}
