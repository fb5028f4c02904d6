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
import { t, fmt } from '../i18n.js';
import { theme } from '../theme.js';
import { StabilityPlot } from '../stability-plot.js';

export const COMPUTE_EVERY_MS = 250;   // wall time between two judgements, at least
const JUDGE_SHARE = 0.04;              // of the wall time, at most, spent judging on the main thread
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
    this.build();
    this.plot = new StabilityPlot(this.canvas, theme());
    this.plot.zoomLabel = (factor) => t('stability-zoom', { factor });
    controller.on('installed', ({ baseJson }) => { this.dropScratch(); this.baseJson = baseJson; this.refresh(true); });
    controller.on('stepped', () => { this.stale = true; });
    controller.on('state-set', () => this.refresh(true));
    controller.on('view', ({ view }) => { this.shown = view === 'stability'; if (this.shown) { this.fit(); this.refresh(true); } });
    controller.on('frame', () => { if (this.shown) this.tick(); });
    store.subscribe('theme', () => this.plot.setLook(theme()));
    store.subscribe('scrub', (d) => { this.scrubbed = d && d.active ? d : null; this.refresh(true); });
    new ResizeObserver(() => this.fit()).observe(this.box);
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
    this.pane.append(this.title, this.legend, this.box, this.verdict, this.live);
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
    this.plot.draw();
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

  debug() {
    return { shown: this.shown, reports: this.reports, computeMs: this.computeMs, maxComputeMs: this.maxComputeMs,
      judgements: this.judgements, mode: 'main-thread', everyMs: COMPUTE_EVERY_MS, verdict: this.verdict.textContent, live: this.live.textContent };
  }
}
