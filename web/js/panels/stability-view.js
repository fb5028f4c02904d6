// The stability view (#stability-view, docs/stability-view.md, issue 47): the complex plane with the unit
// circle and the multipliers of both runs' one-step maps (stability-plot.js draws them), and the verdict
// in words, in the pane and for the screen reader.
//
//   at an equilibrium or a relative equilibrium  Simulation.stability() (`geovi stability`'s numbers): the
//       integrator's multipliers, and the continuous eigenvalues λ drawn as e^{hλ} for reference; the
//       verdict: stable, or unstable with its growth rate and doubling time ln 2 / rate
//   otherwise ("motion")  Simulation.motionMultipliers(): the multipliers of one step from the present
//       state; no verdict (a motion is judged by its Lyapunov exponents), the largest |μ| and log|μ|/h
//   a step geovi cannot differentiate  the core's reason in words (GeoviError naming "integrator")
//
// Where it is computed: on the page's main thread, throttled, not in a worker. The section's worker
// (section-worker.js) runs orbits of its own from a seed; this view needs the live runs' present states
// and the one step's derivative of each, which for every preset that offers the view is a small dense
// problem: one step carrying d tangent vectors and a d × d eigenproblem, measured in wasm under Node at
// 0.02–0.2 ms for every rigid body and the small pendulums, 4.4 ms for elastic_rod (d = 40) and 5.0 ms for
// chain_pendulum_5 (d = 20, implicit VI), where a worker would have to be sent the scenario and the state
// and answer a frame later. So one run is judged per frame at most (main, then the comparison on the
// next), at most every COMPUTE_EVERY_MS of wall time, only while the view is shown, and less often when a
// judgement costs more (at most JUDGE_SHARE of the wall time); a run with more than MAX_COLUMNS state
// columns (magnetic_dipoles 96: 14 ms, pendulum_cloud 1200: 0.8 s) is not judged here at all, in words.
import { byId } from '../dom.js';
import { t, fmt, count } from '../i18n.js';
import { theme } from '../theme.js';
import { StabilityPlot, SweepPlot, SHADE } from '../stability-plot.js';
import { sweepStability, numericLeaves, MAX_SWEEP_POINTS } from '../parameter-sweep.js';
import { sleepingTop } from '../lessons.js';
import { LyapunovReadout } from '../lyapunov-readout.js';
import { LYAPUNOV_WINDOW_S } from '../lyapunov-window.js';
import { embeddedWasm } from '../data-source.js';
import { unpackText } from '../packed-text.js';
import { takePartInRunFiles } from '../run-recording.js';
import { sweepScore, verdictVoice, GAIN, PULSE_UNSTABLE_HZ, CLICK_HZ, CLICK_SECONDS } from '../stability-sound.js';

/** A rate in 1/s for a sentence: 3 significant digits, in scientific notation below 1e-3 in size (a symplectic
 *  map's sum of exponents is round-off, −6.3e-13, not −0.000000000000626). */
const readable = (x) => (x !== 0 && Math.abs(x) < 1e-3 ? fmt.sci(x, 1) : fmt.sig(x, 3));

export const COMPUTE_EVERY_MS = 250;   // wall time between two judgements, at least
export const LYAPUNOV_EVERY_MS = 2000; // wall time between two asks for each run's Lyapunov readout, at least
const JUDGE_SHARE = 0.04;              // of the wall time, at most, spent judging on the main thread
const VOICE_EVERY_MS = 250;            // wall time between two updates of the live verdict's voice
const GLIDE_S = 0.02;                  // the voices' gains move to a new level with this time constant
/** Whether the page's Sound is on (access-panel.js marks the document while it is: data-sound). */
const soundOn = () => document.documentElement.hasAttribute('data-sound');
export const MAX_COLUMNS = 64;         // state columns judged in a frame at most (elastic_rod's 60: 4.4 ms)

/** @param {number[]} z [re, im] */
const modulus = (z) => Math.sqrt(z[0] * z[0] + z[1] * z[1]);
const pairs = (list) => Array.from(list || [], (z) => [Number(z[0]), Number(z[1])]);

/**
 * A run's stability, as the view draws it and the course API's getStability answers:
 * { kind, multipliers, eigenvalues, stable, growthRate, ... }. kind 'equilibrium' or
 * 'relative_equilibrium' (stability()'s numbers, with tolerance), 'motion' (motionMultipliers(): stable
 * and growthRate null, localRate = max log|μ| / h), 'unavailable' (reason, field: the core's error),
 * 'too-large' (more than maxColumns state columns). Never throws; null for no run.
 * @param {any} sim a Simulation of the JS API, or null
 */
export function judgeRun(sim, { maxColumns = Infinity } = {}) {
  if (!sim) return null;
  const common = { integrator: sim.integrator, h: sim.stepSize, time: sim.time };
  const none = { multipliers: [], eigenvalues: [], stable: null, growthRate: null };
  if (sim.stateColumns.length > maxColumns) return { kind: 'too-large', ...none, columns: sim.stateColumns.length, ...common };
  const unavailable = (e) => ({ kind: 'unavailable', ...none, reason: String(e && e.message || e), field: e && e.path || '', ...common });
  try {
    const r = sim.stability();
    return { kind: r.kind, multipliers: pairs(r.multipliers), eigenvalues: pairs(r.eigenvalues), stable: r.stable,
      growthRate: r.growthRate, tolerance: r.tolerance, ...common };
  } catch (e) {
    if (!(e && e.kind === 'InputError' && e.path === 'initial')) return unavailable(e);
  }
  try {
    const multipliers = pairs(sim.motionMultipliers());
    const largest = multipliers.length ? modulus(multipliers[0]) : 1;
    return { kind: 'motion', ...none, multipliers, localRate: Math.log(largest) / sim.stepSize, ...common };
  } catch (e) {
    return unavailable(e);
  }
}

/** e^{hλ} of each eigenvalue λ = [re, im]: where a step of the exact flow would put the multiplier. */
export const exponentials = (eigenvalues, h) => eigenvalues.map(([re, im]) => {
  const r = Math.exp(h * re);
  return [r * Math.cos(h * im), r * Math.sin(h * im)];
});

/** The verdict of one report in words (stability.ftl); `run` names the run ('main' | 'base'). */
export function verdictWords(report, run) {
  if (!report) return '';
  const who = t(run === 'main' ? 'stability-run-main' : 'stability-run-base', { integrator: report.integrator });
  const largest = report.multipliers.length ? modulus(report.multipliers[0]) : 1;
  switch (report.kind) {
    case 'equilibrium':
    case 'relative_equilibrium': {
      const kind = t(`stability-kind-${report.kind === 'equilibrium' ? 'equilibrium' : 'relative'}`);
      if (report.stable) return t('stability-stable', { run: who, kind, modulus: fmt.precise(largest, 6) });
      return t('stability-unstable', { run: who, kind, rate: fmt.sig(report.growthRate, 4), doubling: fmt.sig(Math.LN2 / report.growthRate, 4) });
    }
    case 'motion':
      return t('stability-motion', { run: who, h: fmt.plain(report.h), modulus: fmt.precise(largest, 6), rate: fmt.sig(report.localRate, 3) });
    case 'too-large':
      return t('stability-too-large', { run: who, columns: report.columns });
    default:
      return t('stability-unavailable', { run: who, reason: report.reason });
  }
}

/** What the screen reader is told: the verdict without the numbers that change every judgement. */
const verdictKey = (r) => (r ? `${r.kind}:${r.stable}:${r.integrator}` : '');

// ---- The parameter sweep's words and physics (docs/stability-view.md "Sweeping a parameter").

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
/** 1-based indices as subscripts ("Omega.2" → ₃, "R.0.1" → ₁₂; with a comma when one has two digits). */
const subscripts = (indices) => {
  const one = (i) => String(i + 1).replace(/\d/g, (d) => SUBSCRIPT[Number(d)]);
  return indices.map(one).join(indices.some((i) => i >= 9) ? ',' : '');
};
/** The leaves with words of their own in stability.ftl (stability-param-<key>); the plural keys of the
 *  array presets (masses, lengths) share the singular's words. */
const PARAM_WORDS = { Omega: 'Omega', omega: 'omega', R: 'R', q: 'q', x: 'x', v: 'v', mass: 'mass', masses: 'mass',
  inertia: 'inertia', com: 'com', gravity: 'gravity', length: 'length', lengths: 'length', stiffness: 'stiffness' };

/** The Lagrange top of `json` (lessons.js sleepingTop, at the open spin set upright), or null: its
 *  upright spin is stable when I₃²ω² > 4 m g l I₁, the textbook threshold ω* = √(4 m g l I₁)/I₃. */
export const lagrangeTop = (json) => (json && json.system ? sleepingTop(sleeping(json)) : null);

/** The Lagrange top of `json` upright, spinning about its axis at the open state's Ω₃ (the sleeping top):
 *  a tilted top is not a steady state, so the view sweeps this one. */
export function sleeping(json) {
  const spin = Array.isArray(json.initial && json.initial.Omega) ? Number(json.initial.Omega[2]) || 0 : 0;
  return { ...json, initial: { ...json.initial, R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], Omega: [0, 0, spin] } };
}

/** Human words for a numeric leaf named as ?set= names it: "initial.Omega.2" → "Spin Ω₃ (rad/s)". */
export function paramLabel(path, json) {
  if (path === 'initial.Omega.2' && lagrangeTop(json)) return t('stability-param-spin');
  const keys = path.split('.');
  const indices = keys.filter((k) => /^\d+$/.test(k)).map(Number);
  const name = [...keys].reverse().find((k) => !/^\d+$/.test(k)) || path;
  const index = subscripts(indices);
  const own = Object.prototype.hasOwnProperty.call(PARAM_WORDS, name) ? PARAM_WORDS[name] : null;
  return own ? t(`stability-param-${own}`, { index }) : t('stability-param-other', { name: name.replace(/_/g, ' '), index }).trim();
}

/** The sweep's default range about the leaf's present value v: v/2 to 3v/2 (the sleeping top's 20 rad/s:
 *  10 to 30, the threshold 17.7 inside), or −1 to 1 about zero. */
const defaultRange = (v) => (v !== 0 && Number.isFinite(v) ? [v / 2, (3 * v) / 2] : [-1, 1]);

/** The runs of neighbouring values with the same verdict: [{ stable, from, to }] (refused values split them). */
function ranges(values, stable) {
  const out = [];
  values.forEach((v, i) => {
    const last = out[out.length - 1];
    if (last && i > 0 && stable[i - 1] === stable[i]) last.to = v;
    else out.push({ stable: stable[i], from: v, to: v });
  });
  return out;
}

function el(tag, className = '', testid = '') {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (testid) e.dataset.testid = testid;
  return e;
}

export class StabilityView {
  /** @param {any} controller the run controller @param {import('../store.js').PageStore} store the page's store:
   *  reads 'scrub' and 'theme' */
  constructor(controller, store) {
    this.controller = controller;
    this.pane = byId('stability-view');
    this.shown = false;
    this.reports = { main: null, base: null };
    this.scrubbed = null;   // the timeline's past moment, or null
    this.scratch = null;    // { main, base }: runs set to a scrubbed moment's states, made on first use
    this.baseJson = null;
    this.lastAt = -Infinity;
    this.computeMs = 0;     // the wall time of a judgement of one run (the larger of the last two)
    this.maxComputeMs = 0;
    this.judgements = 0;
    this.stale = true;      // the runs moved or changed since the last judgement
    this.spoken = '';
    /** @type {string[]} runs still to judge in the next frames */
    this.pending = [];
    this.sweepToken = 0;     // the sweep under way; a new sweep or a new run makes the old one stop
    /** @type {any} what the sweep showed (geoviDebug.stability.sweep) */
    this.sweepShown = { state: 'idle' };
    // Chaos in numbers: each run's Lyapunov exponents over the window ahead of it, from the worker.
    /** @type {{ main: any, base: any }} */
    this.lyapunov = { main: null, base: null };
    this.lyapunovAt = -Infinity;
    this.readout = new LyapunovReadout(controller.api, controller.module, (run, r) => {
      this.lyapunov = { ...this.lyapunov, [run]: r };
      this.showLyapunov();
    }, { wasmBinary: embeddedWasm(), unpack: unpackText });
    // Sound (stability-sound.js): the audio graph, made at the first need; the live verdict's voice now.
    /** @type {any} */
    this.audio = null;
    /** @type {any} */
    this.liveVoice = null;
    this.voiceAt = -Infinity;
    /** @type {any} Play the sweep: { startedAt, score } of the last one started (geoviDebug.stability.sound) */
    this.played = null;
    /** @type {any} the sweep form a run file restored: { path, from, to, points, applied } */
    this.restoredSweep = null;
    this.build();
    this.plot = new StabilityPlot(this.canvas, theme());
    this.plot.zoomLabel = (factor) => t('stability-zoom', { factor });
    this.sweepPlot = new SweepPlot(this.sweepCanvas, theme());
    this.sweepPlot.words = { rate: t('stability-sweep-rate-axis'), zoom: (factor) => t('stability-zoom', { factor }) };
    controller.on('installed', ({ baseJson }) => {
      this.dropScratch(); this.baseJson = baseJson; this.setUpSweep(controller.json);
      this.readout.reset(); this.lyapunov = { main: null, base: null }; this.lyapunovAt = -Infinity; this.showLyapunov();
      this.refresh(true);
    });
    controller.on('stepped', () => { this.stale = true; });
    controller.on('state-set', () => this.refresh(true));
    controller.on('view', ({ view }) => {
      this.shown = view === 'stability';
      if (this.shown) { this.fit(); this.refresh(true); } else this.setVoice(null);
    });
    controller.on('frame', () => { if (this.shown) this.tick(); });
    store.subscribe('theme', () => { this.plot.setLook(theme()); this.sweepPlot.setLook(theme()); this.sweepPlot.draw(); });
    store.subscribe('scrub', (d) => { this.scrubbed = d && d.active ? d : null; this.refresh(true); });
    new ResizeObserver(() => this.fit()).observe(this.box);
    new ResizeObserver(() => this.fitSweep()).observe(this.sweepBox);
    // Run files (docs/timeline.md "The run file"): the sweep's form while this view is open, restored on opening.
    takePartInRunFiles(controller, 'stabilitySweep', {
      save: () => {
        if (!this.shown) return undefined;
        try { return this.readSweepForm(); } catch { return undefined; }  // a form the user left half-typed is not recorded
      },
      restore: (v) => this.restoreSweep(v),
    });
    // Browsers start sound only after a gesture (as access-panel.js); a hidden tab draws no frames, so silent.
    const resume = () => { if (this.audio && this.audio.ctx.state === 'suspended' && soundOn()) this.audio.ctx.resume(); };
    window.addEventListener('keydown', resume, true);
    window.addEventListener('pointerdown', resume, true);
    document.addEventListener('visibilitychange', () => {
      if (!this.audio) return;
      if (document.hidden) this.audio.ctx.suspend(); else if (soundOn()) this.audio.ctx.resume();
    });
  }

  build() {
    this.title = el('h2', 'stability-title', 'stability-title');
    this.title.textContent = t('stability-title');
    this.legend = el('p', 'stability-legend', 'stability-legend');
    this.canvas = /** @type {HTMLCanvasElement} */ (el('canvas', 'stability-canvas', 'stability-canvas'));
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', t('stability-canvas-label'));
    this.box = el('div', 'stability-box');
    this.box.append(this.canvas);
    this.verdict = el('div', 'stability-verdict', 'stability-verdict');
    // The screen reader hears the verdict when it changes (stable → unstable, a new run), not every number.
    this.live = el('p', 'sr-only', 'stability-live');
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('role', 'status');
    this.lyapunovEl = el('div', 'stability-verdict stability-lyapunov', 'stability-lyapunov');
    this.pane.append(this.title, this.legend, this.box, this.verdict, this.live, this.lyapunovEl, this.buildSweep());
  }

  /** The sweep's form (a numeric field of the open system, from, to, points), its picture and words. */
  buildSweep() {
    const section = el('section', 'stability-sweep', 'stability-sweep');
    const heading = el('h3', 'stability-sweep-title');
    heading.textContent = t('stability-sweep-title');
    heading.id = 'stability-sweep-title';
    section.setAttribute('aria-labelledby', heading.id);
    const form = /** @type {HTMLFormElement} */ (el('form', 'stability-sweep-form', 'stability-sweep-form'));
    form.noValidate = true;  // the view checks the fields itself and says which one is wrong
    const field = (key, control) => {
      const label = el('label', 'stability-sweep-field');
      const words = el('span');
      words.textContent = t(key);
      label.append(words, control);
      form.append(label);
      return control;
    };
    this.sweepPath = /** @type {HTMLSelectElement} */ (field('stability-sweep-parameter', el('select', '', 'stability-sweep-path')));
    const number = (testid, step) => {
      const input = /** @type {HTMLInputElement} */ (el('input', '', testid));
      input.type = 'number';
      input.step = step;
      return input;
    };
    this.sweepFrom = field('stability-sweep-from', number('stability-sweep-from', 'any'));
    this.sweepTo = field('stability-sweep-to', number('stability-sweep-to', 'any'));
    this.sweepPoints = field('stability-sweep-points', number('stability-sweep-points', '1'));
    this.sweepPoints.min = '2';
    this.sweepPoints.max = String(MAX_SWEEP_POINTS);
    this.sweepPoints.value = '200';
    this.sweepButton = /** @type {HTMLButtonElement} */ (el('button', '', 'stability-sweep-run'));
    this.sweepButton.type = 'submit';
    this.sweepButton.textContent = t('stability-sweep-run');
    form.append(this.sweepButton);
    // Play the sweep: its values heard from the first to the last (stability-sound.js), once a sweep is done.
    this.playButton = /** @type {HTMLButtonElement} */ (el('button', '', 'stability-sweep-play'));
    this.playButton.type = 'button';
    this.playButton.textContent = t('stability-sweep-play');
    this.playButton.disabled = true;
    this.playButton.addEventListener('click', () => this.playSweep());
    form.append(this.playButton);
    form.addEventListener('submit', (e) => { e.preventDefault(); this.runSweep(); });
    this.sweepPath.addEventListener('change', () => this.defaultRange());
    this.sweepNote = el('p', 'stability-sweep-note', 'stability-sweep-note');
    this.sweepStatus = el('p', 'stability-sweep-status', 'stability-sweep-status');
    this.sweepBox = el('div', 'stability-sweep-box');
    this.sweepBox.hidden = true;
    this.sweepCanvas = /** @type {HTMLCanvasElement} */ (el('canvas', 'stability-canvas', 'stability-sweep-canvas'));
    this.sweepCanvas.setAttribute('role', 'img');
    this.sweepCanvas.setAttribute('aria-label', t('stability-sweep-canvas-label'));
    this.sweepBox.append(this.sweepCanvas);
    // The strip chart's key, in the page (it wraps in any language).
    this.sweepKey = el('p', 'stability-legend', 'stability-sweep-key');
    this.sweepKey.hidden = true;
    for (const [symbol, colour, key] of [['■', SHADE.stable, 'stability-sweep-stable-key'], ['■', SHADE.unstable, 'stability-sweep-unstable-key'],
      ['┆', '', 'stability-sweep-threshold-key']]) {
      const item = el('span', 'stability-key');
      const mark = el('span', 'stability-symbol');
      mark.textContent = symbol;
      if (colour) mark.style.color = colour.replace(/0\.22\)$/, '0.8)');
      mark.setAttribute('aria-hidden', 'true');
      item.append(mark, ` ${t(key)}`);
      this.sweepKey.append(item);
    }
    this.sweepText = el('div', 'stability-sweep-result', 'stability-sweep-result');
    // The screen reader hears the sweep's outcome once, when it is done (the progress is not spoken).
    this.sweepLive = el('p', 'sr-only', 'stability-sweep-live');
    this.sweepLive.setAttribute('aria-live', 'polite');
    this.sweepLive.setAttribute('role', 'status');
    section.append(heading, form, this.sweepNote, this.sweepStatus, this.sweepBox, this.sweepKey, this.sweepText, this.sweepLive);
    return section;
  }

  /** A new run: the picker lists its numeric fields (human words), the spin of a Lagrange top first
   *  chosen; a sweep under way stops (its scenario is gone). */
  setUpSweep(json) {
    this.sweepToken++;
    this.sweepJson = json;
    const leaves = json ? numericLeaves(json) : [];
    const groups = { system: el('optgroup'), initial: el('optgroup') };
    groups.system.setAttribute('label', t('stability-sweep-group-system'));
    groups.initial.setAttribute('label', t('stability-sweep-group-initial'));
    for (const { path } of leaves) {
      const option = /** @type {HTMLOptionElement} */ (el('option'));
      option.value = path;
      option.textContent = paramLabel(path, json);
      groups[path.startsWith('system.') ? 'system' : 'initial'].append(option);
    }
    this.sweepPath.replaceChildren(...Object.values(groups).filter((g) => g.childElementCount));
    const preferred = leaves.find((l) => l.path === 'initial.Omega.2') || leaves.find((l) => l.path.startsWith('system.')) || leaves[0];
    if (preferred) this.sweepPath.value = preferred.path;
    this.sweepButton.disabled = !leaves.length;
    this.defaultRange();
    const top = lagrangeTop(json);
    this.sweepNote.textContent = !leaves.length ? t('stability-sweep-none')
      : top ? t('stability-sweep-upright', { spin: fmt.plain(sleeping(json).initial.Omega[2]) }) : '';
    this.sweepStatus.textContent = '';
    this.sweepText.replaceChildren();
    this.sweepLive.textContent = '';
    this.sweepBox.hidden = true;
    this.sweepKey.hidden = true;
    this.sweepPlot.setSweep(null);
    this.sweepShown = { state: 'idle' };
    this.playButton.disabled = true;
    this.stopPlaying();
  }

  /** The sweep's form as a run file recorded it (validated there): filled in, not run (a sweep is up to
   *  MAX_SWEEP_POINTS fresh runs; Sweep runs it, to the bit as it ran, from the form and the run's h). */
  restoreSweep({ path, from, to, points }) {
    const known = [...this.sweepPath.options].some((o) => o.value === path);
    this.restoredSweep = { path, from, to, points, applied: known };
    if (!known) {
      this.sweepStatus.textContent = t('stability-sweep-restore-missing', { path });
      return;
    }
    this.sweepPath.value = path;
    this.sweepFrom.value = String(from);
    this.sweepTo.value = String(to);
    this.sweepPoints.value = String(points);
    this.sweepStatus.textContent = t('stability-sweep-restored', { param: paramLabel(path, this.sweepJson) });
  }

  /** From and to about the chosen field's present value (defaultRange). */
  defaultRange() {
    const leaf = this.sweepJson ? numericLeaves(this.sweepJson).find((l) => l.path === this.sweepPath.value) : null;
    const [from, to] = defaultRange(leaf ? leaf.value : 0);
    this.sweepFrom.value = String(from);
    this.sweepTo.value = String(to);
  }

  fitSweep() {
    const r = this.sweepBox.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) { this.sweepPlot.resize(Math.floor(r.width), Math.floor(r.height)); this.sweepPlot.draw(); }
  }

  /** The form's values, or a message naming the field that is wrong. */
  readSweepForm() {
    const word = (key) => t(key);
    const finite = (input, key) => {
      const v = input.valueAsNumber;
      if (!Number.isFinite(v)) throw new Error(t('stability-sweep-bad-number', { field: word(key) }));
      return v;
    };
    const from = finite(this.sweepFrom, 'stability-sweep-from'), to = finite(this.sweepTo, 'stability-sweep-to');
    if (from === to) throw new Error(t('stability-sweep-bad-same', { field: word('stability-sweep-to'), other: word('stability-sweep-from') }));
    const points = this.sweepPoints.valueAsNumber;
    if (!Number.isInteger(points) || points < 2 || points > MAX_SWEEP_POINTS)
      throw new Error(t('stability-sweep-bad-points', { field: word('stability-sweep-points'), max: count(MAX_SWEEP_POINTS) }));
    return { path: this.sweepPath.value, from, to, points };
  }

  /** Runs the sweep the form describes, in slices (parameter-sweep.js), and shows it. Never throws: a
   *  value that cannot be judged, bad input or a failure is said in words. */
  async runSweep() {
    const c = this.controller;
    let form;
    try {
      if (!c.main || !this.sweepJson) throw new Error(t('stability-sweep-no-run'));
      form = this.readSweepForm();
    } catch (e) {
      this.sweepStatus.textContent = e.message;
      this.sweepLive.textContent = e.message;
      this.sweepShown = { state: 'error', message: e.message };
      return;
    }
    const token = ++this.sweepToken;
    const json = this.sweepJson, top = lagrangeTop(json);
    const label = paramLabel(form.path, json);
    this.sweepButton.disabled = true;
    this.playButton.disabled = true;
    this.stopPlaying();
    this.sweepShown = { state: 'running', ...form, label };
    const stopped = new Error('stopped');
    const t0 = performance.now();
    try {
      const r = await sweepStability({ api: c.api, module: c.module, json: top ? sleeping(json) : json, ...form,
        integrator: c.main.integrator, h: c.main.stepSize, onRefused: 'record',
        afterTurn: () => { if (token !== this.sweepToken) throw stopped; },
        onProgress: (done, total) => { this.sweepStatus.textContent = t('stability-sweep-running', { done: count(done), total: count(total) }); } });
      this.showSweep(r, { label, top, ms: performance.now() - t0 });
    } catch (e) {
      if (e === stopped) return;  // a newer sweep or a new run took over
      const message = t('stability-sweep-failed', { reason: String(e && e.message || e) });
      this.sweepStatus.textContent = message;
      this.sweepLive.textContent = message;
      this.sweepShown = { state: 'error', message };
    } finally {
      if (token === this.sweepToken) this.sweepButton.disabled = false;
    }
  }

  /** The sweep's picture and its words: the threshold, the textbook's for a Lagrange top's spin, the
   *  stable and unstable ranges, and any value the core would not judge. */
  showSweep(r, { label, top, ms }) {
    const lines = [];
    const judged = r.stable.filter((v) => v !== null).length;
    if (r.threshold !== null) {
      lines.push(t('stability-sweep-threshold', { param: label, value: fmt.precise(r.threshold, 11), tolerance: fmt.sci(r.tolerance, 0) }));
    } else if (judged) {
      lines.push(t('stability-sweep-no-threshold'));
    }
    let textbook = null;
    if (top && r.path === 'initial.Omega.2') {
      textbook = top.threshold;
      lines.push(r.threshold !== null
        ? t('stability-sweep-textbook', { value: fmt.precise(textbook, 11), difference: fmt.sci(r.threshold - textbook, 1) })
        : t('stability-sweep-textbook-only', { value: fmt.precise(textbook, 11) }));
    }
    if (judged) {
      const list = (stable) => ranges(r.values, r.stable).filter((x) => x.stable === stable)
        .map((x) => (x.from === x.to ? fmt.sig(x.from, 4) : `${fmt.sig(x.from, 4)} – ${fmt.sig(x.to, 4)}`)).join(', ') || t('stability-sweep-range-none');
      lines.push(t('stability-sweep-ranges', { stable: list(true), unstable: list(false) }));
    }
    if (r.refusals.length) {
      const first = r.refusals[0];
      lines.push(t(`stability-sweep-refused-${first.why}`, { param: label, value: fmt.sig(first.value, 6), reason: first.reason }));
      if (r.refusals.length > 1) lines.push(t('stability-sweep-refused-more', { count: count(r.refusals.length - 1) }));
    }
    this.sweepStatus.textContent = t('stability-sweep-done', { points: count(r.values.length), param: label });
    this.sweepText.replaceChildren(...lines.map((line) => { const p = el('p'); p.textContent = line; return p; }));
    this.sweepLive.textContent = lines.join(' ');
    this.sweepBox.hidden = !judged;
    this.sweepKey.hidden = !judged;
    this.sweepPlot.setSweep(judged ? r : null);
    this.fitSweep();
    this.sweepPlot.draw();
    this.sweepShown = { state: 'done', path: r.path, label, from: r.values[0], to: r.values[r.values.length - 1], points: r.values.length,
      values: r.values, stable: r.stable, growthRates: r.growthRates, threshold: r.threshold, tolerance: r.tolerance,
      integrator: r.integrator, h: r.h, textbook, trace: r.multipliers, refusals: r.refusals, ms,
      text: this.sweepText.textContent, live: this.sweepLive.textContent };
    this.playButton.disabled = !judged;
  }

  // ---- Sound (docs/accessibility.md "The stability view's sound"; the mapping is stability-sound.js)

  /** The audio graph, made at the first need: a master gain, and the live verdict's voice (a sine whose
   *  amplitude a low oscillator beats when the verdict is unstable). */
  ensureAudio() {
    if (this.audio) return this.audio;
    const ctx = new window.AudioContext();
    const master = ctx.createGain();
    master.gain.value = GAIN;
    master.connect(ctx.destination);
    const osc = ctx.createOscillator(), amp = ctx.createGain(), lfo = ctx.createOscillator(), depth = ctx.createGain();
    osc.type = 'sine';
    amp.gain.value = 0;
    depth.gain.value = 0;
    lfo.type = 'sine';
    lfo.connect(depth).connect(amp.gain);
    osc.connect(amp).connect(master);
    osc.start();
    lfo.start();
    this.audio = { ctx, master, live: { osc, amp, lfo, depth }, sweep: null };
    return this.audio;
  }

  /** The live verdict's voice now: steady at full level when stable; beating (level ½ ± ½ at pulseHz) when
   *  unstable; silent for null. */
  setVoice(voice) {
    this.liveVoice = voice;
    if (!voice && !this.audio) return;
    const { ctx, live } = this.ensureAudio();
    const now = ctx.currentTime;
    const level = voice ? (voice.pulseHz > 0 ? 0.5 : 1) : 0;
    if (voice) {
      live.osc.frequency.setValueAtTime(voice.frequency, now);
      if (voice.pulseHz > 0) live.lfo.frequency.setValueAtTime(voice.pulseHz, now);
    }
    live.amp.gain.setTargetAtTime(level, now, GLIDE_S);
    live.depth.gain.setTargetAtTime(voice && voice.pulseHz > 0 ? 0.5 : 0, now, GLIDE_S);
    // Silent and no sweep playing: the context rests (a suspended one costs no audio thread time).
    const playing = this.played && this.played.nodes && this.played.nodes.length;
    if (voice && ctx.state === 'suspended' && !document.hidden) ctx.resume();
    else if (!voice && !playing && ctx.state === 'running') ctx.suspend();
  }

  /** While shown: the main run's verdict heard when the page's Sound is on (throttled). */
  updateVoice(at) {
    if (at - this.voiceAt < VOICE_EVERY_MS) return;
    this.voiceAt = at;
    const voice = soundOn() ? verdictVoice(this.reports.main) : null;
    const same = (a, b) => (a && b ? a.verdict === b.verdict && a.frequency === b.frequency && a.pulseHz === b.pulseHz : a === b);
    if (!same(voice, this.liveVoice)) this.setVoice(voice);
  }

  /** Plays the sweep shown (stability-sweep-play): a note per value over SWEEP_SECONDS, the stable voice a
   *  sine, the unstable one a sawtooth pulsed at PULSE_UNSTABLE_HZ, silence for a value not judged, a click
   *  at the threshold. Only while the page's Sound is on; otherwise it says how to turn it on. */
  playSweep() {
    const score = this.sweepShown.state === 'done' ? sweepScore(this.sweepShown) : null;
    if (!score) return;
    if (!soundOn()) {
      this.sweepLive.textContent = this.sweepStatus.textContent = t('stability-sweep-play-sound-off');
      return;
    }
    this.stopPlaying();
    const { ctx, master } = this.ensureAudio();
    if (ctx.state === 'suspended') ctx.resume();  // the click is a gesture
    const t0 = ctx.currentTime + 0.05;
    const end = t0 + score.seconds;
    const nodes = [];
    const voice = (type) => {
      const osc = ctx.createOscillator(), gain = ctx.createGain();
      osc.type = type;
      gain.gain.value = 0;
      osc.connect(gain).connect(master);
      nodes.push(osc);
      return { osc, gain };
    };
    const stable = voice('sine');
    const unstable = voice('sawtooth');
    // The rough voice pulses all along; its note gain decides when it is heard.
    const pulse = ctx.createOscillator(), pulseDepth = ctx.createGain(), pulsed = ctx.createGain();
    pulse.type = 'square';
    pulse.frequency.value = PULSE_UNSTABLE_HZ;
    pulsed.gain.value = 0.5;
    pulseDepth.gain.value = 0.5;
    pulse.connect(pulseDepth).connect(pulsed.gain);
    unstable.osc.disconnect();
    unstable.osc.connect(pulsed).connect(unstable.gain);
    nodes.push(pulse);
    for (const n of score.notes) {
      const at = t0 + n.at;
      const on = n.voice === 'stable' ? stable : n.voice === 'unstable' ? unstable : null;
      if (on) on.osc.frequency.setValueAtTime(n.frequency, at);
      stable.gain.gain.setTargetAtTime(on === stable ? 1 : 0, at, GLIDE_S / 4);
      unstable.gain.gain.setTargetAtTime(on === unstable ? 1 : 0, at, GLIDE_S / 4);
    }
    stable.gain.gain.setTargetAtTime(0, end, GLIDE_S / 4);
    unstable.gain.gain.setTargetAtTime(0, end, GLIDE_S / 4);
    for (const c of score.clicks) {
      const click = voice('square');
      click.osc.frequency.setValueAtTime(CLICK_HZ, t0 + c.at);
      click.gain.gain.setValueAtTime(1, t0 + c.at);
      click.gain.gain.setValueAtTime(0, t0 + c.at + CLICK_SECONDS);
      click.osc.start(t0 + c.at);
      click.osc.stop(t0 + c.at + CLICK_SECONDS + 0.01);
    }
    for (const o of [stable.osc, unstable.osc, pulse]) { o.start(t0); o.stop(end + 0.1); }
    const played = { startedAt: t0, score, nodes };
    this.played = played;
    unstable.osc.addEventListener('ended', () => { if (this.played === played) this.played = { ...played, nodes: [], ended: true }; });
    this.sweepLive.textContent = t('stability-sweep-playing', { seconds: score.seconds });
  }

  /** Stops Play the sweep (a new sweep or run, or Play again). */
  stopPlaying() {
    if (!this.played || !this.played.nodes) return;
    for (const o of this.played.nodes) { try { o.stop(); } catch { /* not started yet, or already stopped */ } }
    this.played = { ...this.played, nodes: [], stopped: true };
  }

  fit() {
    const r = this.box.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) { this.plot.resize(Math.floor(r.width), Math.floor(r.height)); this.plot.draw(); }
  }

  refresh(now = false) {
    this.stale = true;
    if (now) { this.lastAt = -Infinity; this.pending = []; }
    if (this.shown) this.tick();
  }

  /** On a frame while shown: judge one run when due (throttled), draw when something changed. */
  tick() {
    const at = performance.now();
    const every = Math.max(COMPUTE_EVERY_MS, this.computeMs / JUDGE_SHARE);
    if (this.pending.length) this.judge(this.pending.shift());
    else if (this.stale && at - this.lastAt >= every) { this.pending = ['base']; this.judge('main'); }
    // The live runs' Lyapunov readouts (not a scrubbed moment's: they look ahead of the present).
    if (!this.scrubbed && at - this.lyapunovAt >= LYAPUNOV_EVERY_MS) {
      this.lyapunovAt = at;
      const c = this.controller;
      this.readout.request('main', c.main, c.json);
      this.readout.request('base', c.base, this.baseJson || c.json);
    }
    this.plot.draw();
    this.sweepPlot.draw();
    this.updateVoice(at);
  }

  /** The runs judged now: the live ones, or runs set to the scrubbed moment's states. */
  runs() {
    const c = this.controller;
    if (!this.scrubbed || !this.scrubbed.sameSystem || !c.main) return { main: c.main, base: c.base };
    if (!this.scratch) {
      const make = (sim, json) => {
        try { return sim && json ? new c.api.Simulation(c.module, json, { integrator: sim.integrator, h: sim.stepSize }) : null; } catch { return null; }
      };
      this.scratch = { main: make(c.main, c.json), base: make(c.base, this.baseJson || c.json) };
    }
    const at = (sim, state) => {
      if (!sim || !state) return null;
      try { sim.setState(state, this.scrubbed.t); return sim; } catch { return null; }
    };
    return { main: at(this.scratch.main, this.scrubbed.main), base: at(this.scratch.base, this.scrubbed.base) };
  }

  dropScratch() {
    if (this.scratch) for (const s of Object.values(this.scratch)) if (s) s.dispose();
    this.scratch = null;
  }

  /** Judges one run ('main' | 'base') now, and shows what is known. */
  judge(which) {
    const t0 = performance.now();
    const sim = this.runs()[which];
    this.reports = { ...this.reports, [which]: judgeRun(sim, { maxColumns: MAX_COLUMNS }) };
    const ms = performance.now() - t0;
    this.computeMs = which === 'main' ? ms : Math.max(ms, this.computeMs);
    this.maxComputeMs = Math.max(this.maxComputeMs, ms);
    this.judgements++;
    if (which === 'main') { this.lastAt = performance.now(); this.stale = false; }
    this.show();
  }

  show() {
    const { main, base } = this.reports;
    const steady = [main, base].find((r) => r && (r.kind === 'equilibrium' || r.kind === 'relative_equilibrium'));
    this.plot.setMarks({ main: main ? main.multipliers : [], base: base ? base.multipliers : [],
      reference: steady ? exponentials(steady.eigenvalues, steady.h) : [] });
    this.legend.replaceChildren();
    const look = theme();
    const item = (symbol, colour, text) => {
      const s = el('span', 'stability-key');
      const m = el('span', 'stability-symbol');
      m.textContent = symbol;
      m.style.color = colour;
      m.setAttribute('aria-hidden', 'true');
      s.append(m, ` ${text}`);
      this.legend.append(s);
    };
    if (main) item('●', look.series.E, t('stability-legend-main', { integrator: main.integrator }));
    if (base) item('▲', look.series.base, t('stability-legend-base', { integrator: base.integrator }));
    if (steady) item('◇', look.mark, t('stability-legend-reference'));
    const lines = [main && verdictWords(main, 'main'), base && verdictWords(base, 'base')].filter(Boolean);
    if (this.scrubbed) lines.unshift(t('stability-scrubbed', { t: fmt.fixed(this.scrubbed.t, 3) }));
    this.verdict.replaceChildren(...lines.map((line) => { const p = el('p'); p.textContent = line; return p; }));
    const key = `${verdictKey(main)}|${verdictKey(base)}`;
    if (key !== this.spoken) {
      this.spoken = key;
      this.live.textContent = lines.join(' ');
    }
  }

  /** The readouts in words: largest exponent and the sum of all, per run, over the window ahead. */
  showLyapunov() {
    const line = (run) => {
      const r = this.lyapunov[run];
      if (!r) return null;
      const who = t(run === 'main' ? 'stability-lyapunov-main' : 'stability-lyapunov-base', { integrator: r.integrator });
      const p = el('p', '', `stability-lyapunov-${run}`);
      p.textContent = r.unavailable ? t('stability-lyapunov-unavailable', { who })
        : t('stability-lyapunov-line', { who, window: fmt.sig(r.t - r.t0, 3), largest: readable(r.largest), sum: readable(r.sum),
          defect: fmt.sci(r.volumeDefect, 1) });
      return p;
    };
    const lines = [line('main'), line('base')].filter(Boolean);
    if (lines.length) {
      const head = el('p', 'stability-lyapunov-head');
      head.textContent = t('stability-lyapunov-title', { window: fmt.plain(LYAPUNOV_WINDOW_S) });
      lines.unshift(head);
    }
    this.lyapunovEl.replaceChildren(...lines);
  }

  debug() {
    return { shown: this.shown, reports: this.reports, lyapunov: this.lyapunov, lyapunovMode: this.readout.mode, computeMs: this.computeMs, maxComputeMs: this.maxComputeMs,
      judgements: this.judgements, mode: 'main-thread', everyMs: COMPUTE_EVERY_MS, verdict: this.verdict.textContent, live: this.live.textContent,
      sweep: { ...this.sweepShown, drawn: { ...this.sweepPlot.drawn } }, restoredSweep: this.restoredSweep,
      sound: { on: soundOn(), audio: this.audio ? this.audio.ctx.state : null, live: this.liveVoice,
        played: this.played ? { startedAt: this.played.startedAt, score: this.played.score, ended: !!this.played.ended, stopped: !!this.played.stopped } : null } };
  }
}
