// Live plots (uPlot) drawn from the Recorder:
//   EnergyPlot  total energy E(t) (left, linear) and |E − E₀| (right, log) for
//               the main run and, in compare mode, the baseline (dashed)
//   AuxPlot     one of: constraint error ‖q‖−1 / ‖RᵀR − I‖ (log), momentum map, a controller's
//               tracking errors |e_x| and Ψ (log) or its rotor thrusts f₁ … f₄, or the phase plot
//               (a canvas of its own: x(t), y(t) are not monotonic)
//
// A log axis must never see 0 or NaN: the recorder clamps |E − E₀| at
// 1e-3 · ε · max(1, |E₀|) and the constraint error at 1e-18, and stores
// non-finite samples as null (a gap).
//
// Colours, type size and line widths come from the current theme (theme.js),
// read when a plot is configured; restyle() rebuilds it in a new theme.
//
// Numbers on the axes and in the legends are written the locale's way (the decimal sign); the
// series' names are symbols and the integrators' names, the same in every language.
import uPlot from 'uplot';
import { theme } from './theme.js';
import { t as message, fmt as formats } from './i18n.js';

/** Axis styles of the current theme: the time axis, and a value axis in `colour`. */
function axisStyle(colour) {
  const t = theme();
  return { stroke: colour || t.axis, grid: { stroke: t.grid, width: t.lineScale }, ticks: { stroke: t.ticks, width: t.lineScale },
    font: `${t.fontPx}px system-ui`, labelFont: `${t.fontPx + 1}px system-ui` };
}
const width = (w) => w * theme().lineScale;

/**
 * Tick positions of a linear axis, at most MAX_TICKS of them, computed here rather than by
 * uPlot. uPlot steps from min to max by its chosen increment; for a curve constant to round-off
 * (a conserved energy or momentum map early in a run) it can choose an increment of a few
 * doubles' spacing, and its loop then takes millions of steps: the page hung until it ran out
 * of memory (seen in Firefox, RK4 at h = 0.005 on the spherical pendulum). Here the step is a
 * 1-2-5 multiple of at least 16 doubles' spacing, so the loop is bounded by construction.
 * @param {uPlot} u @param {number} axisIdx @param {number} min @param {number} max
 */
export function linearSplits(u, axisIdx, min, max) {
  if (!Number.isFinite(min) || !Number.isFinite(max) || !(max > min)) return Number.isFinite(min) ? [min] : [];
  const ulp = Number.EPSILON * Math.max(Math.abs(min), Math.abs(max));
  const raw = Math.max((max - min) / 5, 16 * ulp);
  const decade = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * decade).find((s) => s >= raw) || 10 * decade;
  const ticks = [];
  for (let k = Math.ceil(min / step); k * step <= max && ticks.length < MAX_TICKS; ++k) ticks.push(k * step);
  return ticks.length ? ticks : [min];  // a range narrower than 16 doubles: one label
}
const MAX_TICKS = 12;
const MARK_LABEL_ROWS = 3;  // rows for the marks' labels before they share the last

const fmt = (v) => (v == null ? '—' : Math.abs(v) >= 1e4 || (Math.abs(v) < 1e-2 && v !== 0) ? formats.sci(v, 2) : formats.precise(v, 6));
// Decimals from the ticks' own spacing (linearSplits), so neighbouring labels differ.
const linearValues = (u, vals, axis, space, incr) => {
  const spacing = vals.length > 1 ? Math.abs(vals[1] - vals[0]) : incr;
  const decimals = Math.min(15, Math.max(0, Math.ceil(-Math.log10(spacing || 1))));
  return vals.map((v) => (v == null ? '' : formats.fixed(v, decimals)));
};

/** A canvas context to measure text in, never drawn on. */
let measurer = null;
function textWidth(text, font) {
  // Without a canvas (Node, the unit tests): about 0.6 em a character, as a digit is in system-ui.
  if (!measurer && typeof document !== 'undefined') measurer = document.createElement('canvas').getContext('2d');
  if (!measurer) return 0.6 * parseFloat(font) * text.length;
  measurer.font = font;
  return measurer.measureText(text).width;
}

/**
 * The tick labels of a linear axis that fit `room` CSS pixels in `font` (issue 48). The ticks as
 * they are when they fit; else the digits that vary, and the part every tick shares as an offset:
 * a curve far from zero that varies little (an energy of 109.8095095 J conserved to 1e-8) is labelled
 * 0, 2, 4 … with the offset "109.809509 + …e-8" (each tick is the offset plus its label × 1e-8),
 * where its whole values (109.80950950, …) were cut off at the plot's edge. The offset is a
 * multiple of a hundred tick units, so that every label has at most three digits.
 * @param {Array<number | null>} vals @param {number} room @param {string} font
 * @returns {{ labels: string[], offset: string | null }}
 */
export function fitTickLabels(vals, room, font) {
  const finite = /** @type {number[]} */ (vals.filter((v) => v != null && Number.isFinite(v)));
  const spacing = finite.length > 1 ? Math.abs(finite[1] - finite[0]) : 0;
  const decimals = Math.min(15, Math.max(0, Math.ceil(-Math.log10(spacing || 1))));
  const plain = vals.map((v) => (v == null ? '' : formats.fixed(v, decimals)));
  const widest = Math.max(0, ...plain.map((l) => textWidth(l, font)));
  if (widest <= room || !(spacing > 0)) return { labels: plain, offset: null };
  const exponent = Math.floor(Math.log10(spacing));
  const unit = 10 ** exponent;
  const block = 100 * unit;  // the offset's last digit: a hundred units, so a label has at most three digits
  const base = Math.floor(Math.min(...finite) / block) * block;
  const labels = vals.map((v) => (v == null ? '' : String(Math.round((v - base) / unit))));
  const baseText = formats.fixed(base, Math.max(0, -(exponent + 2)));
  return { labels, offset: exponent === 0 ? `${baseText} + …` : `${baseText} + …e${exponent}` };
}

/** The room an axis' tick labels have: its size less its ticks and the gap uPlot leaves after them. */
function labelRoom(axis) {
  const size = typeof axis.size === 'number' ? axis.size : axis._size;
  const ticks = axis.ticks && axis.ticks.show !== false ? (axis.ticks.size ?? 10) : 0;
  return size - ticks - (axis.gap ?? 5) - 2;
}

/** The values callback of a linear value axis: labels that fit it (fitTickLabels), the offset they
 *  need, if any, kept in offsets[axis index] for drawOffsets. */
function fittedValues(offsets) {
  return (u, vals, axisIdx) => {
    const { labels, offset } = fitTickLabels(vals, labelRoom(u.axes[axisIdx]), `${theme().fontPx}px system-ui`);
    offsets[axisIdx] = offset;
    return labels;
  };
}

/** Draws each axis' offset (fittedValues) inside the plot, at the top next to its axis, on the plot's
 *  background so that the curves do not hide it. */
function drawOffsets(u, offsets) {
  const look = theme(), dpr = window.devicePixelRatio || 1, ctx = u.ctx;
  ctx.save();
  ctx.font = `${look.fontPx * dpr}px system-ui`;
  ctx.textBaseline = 'top';
  for (const [i, text] of Object.entries(offsets)) {
    if (!text) continue;
    const axis = u.axes[Number(i)];
    const right = axis.side === 1;
    const w = ctx.measureText(text).width, pad = 2 * dpr;
    const x = right ? u.bbox.left + u.bbox.width - w - 2 * pad : u.bbox.left + pad;
    const y = u.bbox.top + pad;
    ctx.fillStyle = look.plotBackground;
    ctx.fillRect(x, y, w + 2 * pad, look.fontPx * dpr * 1.25);
    ctx.fillStyle = typeof axis.stroke === 'function' ? axis.stroke(u, Number(i)) : (axis.stroke || look.axis);
    ctx.textAlign = 'left';
    ctx.fillText(text, x + pad, y + pad / 2);
  }
  ctx.restore();
}
// Label whole decades only, about six of them however many decades are shown.
const decadeValues = (u, vals) => {
  const exps = vals.map((v) => (v > 0 ? Math.log10(v) : NaN));
  const whole = (e) => Math.abs(e - Math.round(e)) < 1e-9;
  const every = Math.max(1, Math.ceil(exps.filter(whole).length / 6));
  return exps.map((e) => (whole(e) && Math.round(e) % every === 0 ? `1e${Math.round(e)}` : ''));
};

// A chart built costs 15–20 ms of the main thread under software rendering, and the page's first frame
// draws no curve (issue 36): charts configured before that frame are built right after it.
let firstFrameDrawn = false;
const waiting = new Set();
/** The page has drawn its first frame (app.js): build the charts that waited for it. */
export function chartsMayBuild() {
  firstFrameDrawn = true;
  for (const plot of waiting) plot._build();
  waiting.clear();
}
/** Builds `plot` now, or after the first frame. */
function build(plot) {
  if (firstFrameDrawn) plot._build();
  else waiting.add(plot);
}

function observeWidth(container, onResize) {
  const o = new ResizeObserver(onResize);
  o.observe(container);
  return o;
}

/** height: pixels, or a function of the container (a plot that fills its box, as in embed mode). */
function plotSize(container, height) {
  const h = typeof height === 'function' ? height(container) : height;
  return { width: Math.max(200, Math.floor(container.clientWidth)), height: Math.max(40, Math.floor(h)) };
}

export class EnergyPlot {
  /** @param {HTMLElement} container @param {number | ((box: HTMLElement) => number)} height */
  constructor(container, height = 200) {
    this.container = container;
    this.height = height;
    this.plot = null;
    this._observer = observeWidth(container, () => this.plot && this.plot.setSize(plotSize(container, this.height)));
    this.version = -1;
    /** @type {Array<{ t: number, label: string }>} moments marked on the time axis (a lesson's claim, a watchdog) */
    this.marks = [];
    /** @type {number | null} the timeline's moment, while it shows one */
    this.cursor = null;
  }

  /** Marks the moment t with a vertical line and a short label (kept until the next configure). */
  mark(t, label) {
    this.marks.push({ t, label });
    this._redraw();
  }

  // Draws the marks and the cursor again; a plot just built has no data yet (uPlot cannot draw its
  // axes without), and its first draw() shows them anyway.
  _redraw() { if (this.plot && this.version !== -1) this.plot.redraw(false); }

  // Draws the marks over the plot (uPlot's draw hook).
  _drawMarks(u) {
    const ctx = u.ctx;
    ctx.save();
    const look = theme(), dpr = window.devicePixelRatio || 1;
    ctx.strokeStyle = look.mark;
    ctx.fillStyle = look.mark;
    ctx.lineWidth = 2 * look.lineScale * dpr;
    ctx.font = `600 ${look.fontPx * dpr}px system-ui`;
    // Each label goes in the first row where it clears the labels already there (a disturbance and the
    // watchdog's mark a second later, both pushed left by the plot's right edge, would overprint).
    const rowEnds = [], gap = 6 * dpr;
    for (const { t, label } of this.marks) {
      const x = u.valToPos(t, 'x', true);
      if (!(x >= u.bbox.left && x <= u.bbox.left + u.bbox.width)) continue;
      ctx.beginPath();
      ctx.moveTo(x, u.bbox.top);
      ctx.lineTo(x, u.bbox.top + u.bbox.height);
      ctx.stroke();
      const w = ctx.measureText(label).width, left = Math.min(x + 4, u.bbox.left + u.bbox.width - w);
      let row = rowEnds.findIndex((end) => left >= end + gap);
      if (row < 0) row = Math.min(rowEnds.length, MARK_LABEL_ROWS - 1);
      rowEnds[row] = left + w;
      ctx.fillText(label, left, u.bbox.top + (row + 1) * (look.fontPx + 2) * dpr);
    }
    const x = this.cursor == null ? NaN : u.valToPos(this.cursor, 'x', true);
    if (x >= u.bbox.left && x <= u.bbox.left + u.bbox.width) {
      ctx.setLineDash([6 * dpr, 4 * dpr]);
      ctx.beginPath();
      ctx.moveTo(x, u.bbox.top);
      ctx.lineTo(x, u.bbox.top + u.bbox.height);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The timeline's moment (panels/timeline-panel.js) as a dashed line; null: none. */
  setCursor(t) {
    this.cursor = t;
    // The moment drawn, on the element too (tests and assistive tools read it; absent: none).
    if (t == null) delete this.container.dataset.cursor; else this.container.dataset.cursor = String(t);
    this._redraw();
  }

  /** Rebuilds the plot for a run (labels name the integrators). */
  configure({ compare, integrator, baseline }) {
    this.marks = [];
    this.labels = { compare, integrator, baseline };
    build(this);
  }

  /** Rebuilds the plot in the current theme, keeping its marks (the data is drawn again on the next draw()). */
  restyle() { if (this.labels) this._build(); }

  _build() {
    const { compare, integrator, baseline } = this.labels;
    const C = theme().series;
    // A short plot (embed mode) drops the time axis' title to leave room for the curves.
    const compact = plotSize(this.container, this.height).height < 120;
    if (this.plot) this.plot.destroy();
    this.compare = compare;
    /** @type {Record<number, string | null>} each value axis' offset (fittedValues), drawn by drawOffsets */
    this.offsets = {};
    /** @type {uPlot.Series[]} */
    const series = [
      { label: 't', value: (u, v) => (v == null ? '—' : formats.fixed(v, 2)) },
      { label: `E (${integrator})`, scale: 'E', stroke: C.E, width: width(2), points: { show: false }, value: (u, v) => fmt(v) },
      { label: `|E − E₀| (${integrator})`, scale: 'dE', stroke: C.dE, width: width(1.6), points: { show: false }, value: (u, v) => fmt(v) },
    ];
    if (compare) {
      series.push(
        { label: `E (${baseline})`, scale: 'E', stroke: C.base, width: width(2), dash: [6, 4], points: { show: false }, value: (u, v) => fmt(v) },
        { label: `|E − E₀| (${baseline})`, scale: 'dE', stroke: C.baseDE, width: width(1.6), dash: [2, 3], points: { show: false }, value: (u, v) => fmt(v) });
    }
    const opts = {
      ...plotSize(this.container, this.height),
      pxAlign: 0,
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      hooks: { draw: [(u) => { drawOffsets(u, this.offsets); this._drawMarks(u); }] },
      scales: { x: { time: false }, E: { auto: true }, dE: { distr: 3, auto: true } },
      axes: [
        compact ? { ...axisStyle(), size: 24, splits: linearSplits, values: linearValues }
          : { ...axisStyle(), label: 't (s)', labelSize: 18, size: 36, splits: linearSplits, values: linearValues },
        { ...axisStyle(C.E), scale: 'E', size: compact ? 64 : 78, splits: linearSplits, values: fittedValues(this.offsets) },
        { ...axisStyle(C.dE), scale: 'dE', side: 1, grid: { show: false }, ticks: { show: false }, size: compact ? 48 : 58, values: decadeValues },
      ],
      series,
    };
    this.plot = new uPlot(opts, /** @type {uPlot.AlignedData} */ (series.map(() => [])), this.container);
    this.version = -1;
  }

  draw(rec) {
    if (!this.plot || rec.version === this.version) return;
    this.version = rec.version;
    const data = [rec.t, rec.main.E, rec.main.dE];
    if (this.compare) data.push(rec.base.E, rec.base.dE);
    this.plot.setData(/** @type {uPlot.AlignedData} */ (data));
  }

  dispose() { this._observer.disconnect(); if (this.plot) this.plot.destroy(); }
}

/** Time series of the constraint error (log) or the momentum map. */
export class AuxPlot {
  constructor(container, phaseCanvas, height = 190) {
    this.container = container;
    this.phaseCanvas = phaseCanvas;
    this.height = height;
    this.plot = null;
    this.kind = 'constraint';
    this._observer = observeWidth(container, () => {
      if (this.plot) this.plot.setSize(plotSize(container, this.height));
      this.version = -1;
    });
    this.version = -1;
  }

  /** manifoldLabel, phaseLabels: from the catalogue's space; momentumLabel: from the run's diagnostics. */
  configure(labels) {
    this.labels = labels;
    build(this);
  }

  /** Rebuilds the plot in the current theme (the data is drawn again on the next draw()). */
  restyle() { if (this.labels) this._build(); }

  _build() {
    const { kind, compare, integrator, baseline, manifoldLabel, momentumLabel, phaseLabels, trackingError = 'ex' } = this.labels;
    const C = theme().series;
    if (this.plot) { this.plot.destroy(); this.plot = null; }
    this.kind = kind;
    this.compare = compare;
    this.integrator = integrator;
    this.baseline = baseline;
    this.momentumLabel = momentumLabel;
    this.phaseLabels = phaseLabels;
    this.version = -1;
    this.phaseCanvas.hidden = kind !== 'phase';
    if (kind === 'phase') return;
    const tracking = kind === 'tracking', rotors = kind === 'rotors';
    const log = kind === 'constraint' || tracking;
    const name = kind === 'constraint' ? manifoldLabel : (momentumLabel || message('plots-momentum'));
    const line = (label, stroke, dash) => ({ label, scale: 'y', stroke, width: width(1.8), ...(dash ? { dash: [6, 4] } : {}),
      points: { show: false }, value: (u, v) => fmt(v) });
    /** @type {uPlot.Series[]} */
    const series = [{ label: 't', value: (u, v) => (v == null ? '—' : formats.fixed(v, 2)) }];
    if (tracking) {
      // |e_x| (m) or, for an attitude controller, |e_R|, and Ψ (the attitude error function, 0 … 2)
      // share the log axis: both fall to 0.
      const err = trackingError === 'eR' ? '|e_R|' : '|eₓ|';
      series.push(line(`${err} (${integrator})`, C.dE), line(`Ψ (${integrator})`, C.E));
      if (compare) series.push(line(`${err} (${baseline})`, C.base, true), line(`Ψ (${baseline})`, C.base, true));
    } else if (rotors) {
      // The main run's four rotors (N), told apart by colour and by dash: 1, 2 solid; 3, 4 dashed.
      for (let i = 1; i <= 4; ++i) series.push(line(`f${i}`, i % 2 ? C.E : C.dE, i > 2));
    } else {
      series.push(line(`${name} (${integrator})`, C.dE));
      if (compare) series.push(line(`(${baseline})`, C.base, true));
    }
    /** @type {Record<number, string | null>} the value axis' offset (fittedValues), drawn by drawOffsets */
    this.offsets = {};
    const opts = {
      ...plotSize(this.container, this.height),
      pxAlign: 0,
      cursor: { drag: { x: false, y: false } },
      hooks: { draw: [(u) => drawOffsets(u, this.offsets)] },
      scales: { x: { time: false }, y: log ? { distr: 3, auto: true } : { auto: true } },
      axes: [
        { ...axisStyle(), label: 't (s)', labelSize: 18, size: 36, splits: linearSplits, values: linearValues },
        log ? { ...axisStyle(), scale: 'y', size: 78, values: decadeValues }
          : { ...axisStyle(), scale: 'y', size: 78, splits: linearSplits, values: fittedValues(this.offsets) },
      ],
      series,
    };
    this.plot = new uPlot(opts, /** @type {uPlot.AlignedData} */ (series.map(() => [])), this.container);
  }

  draw(rec) {
    if (rec.version === this.version) return;
    this.version = rec.version;
    if (this.kind === 'phase') return this._drawPhase(rec);
    if (!this.plot) return;
    if (this.kind === 'rotors') {
      this.plot.setData(/** @type {uPlot.AlignedData} */ ([rec.t, rec.main.f1, rec.main.f2, rec.main.f3, rec.main.f4]));
      return;
    }
    const cols = this.kind === 'tracking' ? ['ex', 'psi'] : [this.kind === 'constraint' ? 'man' : 'mom'];
    const data = [rec.t, ...cols.map((c) => rec.main[c])];
    if (this.compare) data.push(...cols.map((c) => rec.base[c]));
    this.plot.setData(/** @type {uPlot.AlignedData} */ (data));
  }

  _drawPhase(rec) {
    const c = this.phaseCanvas;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const w = Math.max(200, this.container.clientWidth), h = this.height;
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) {
      c.width = Math.round(w * dpr); c.height = Math.round(h * dpr);
      c.style.width = `${w}px`; c.style.height = `${h}px`;
    }
    const g = c.getContext('2d');
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, w, h);
    const t = theme();
    const sets = [[rec.main.px, rec.main.py, t.series.E, []]];
    if (this.compare) sets.push([rec.base.px, rec.base.py, t.series.base, [6, 4]]);
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    for (const [xs, ys] of sets)
      for (let i = 0; i < xs.length; ++i) {
        if (xs[i] == null || ys[i] == null) continue;
        x0 = Math.min(x0, xs[i]); x1 = Math.max(x1, xs[i]); y0 = Math.min(y0, ys[i]); y1 = Math.max(y1, ys[i]);
      }
    const pad = { l: 62, r: 12, t: 10, b: 34 };
    g.font = `${t.fontPx}px system-ui`;
    g.fillStyle = t.axis;
    const [xl, yl] = this.phaseLabels || ['x', 'y'];
    g.fillText(xl, pad.l + (w - pad.l - pad.r) / 2 - 20, h - 6);
    g.save(); g.translate(12, pad.t + (h - pad.t - pad.b) / 2 + 20); g.rotate(-Math.PI / 2); g.fillText(yl, 0, 0); g.restore();
    if (!(x1 >= x0) || !(y1 >= y0)) return;
    if (x1 - x0 < 1e-12) { x0 -= 1; x1 += 1; }
    if (y1 - y0 < 1e-12) { y0 -= 1; y1 += 1; }
    const sx = (x) => pad.l + ((x - x0) / (x1 - x0)) * (w - pad.l - pad.r);
    const sy = (y) => h - pad.b - ((y - y0) / (y1 - y0)) * (h - pad.t - pad.b);
    g.strokeStyle = t.ticks;
    g.strokeRect(pad.l, pad.t, w - pad.l - pad.r, h - pad.t - pad.b);
    g.fillText(formats.precise(x0, 3), pad.l, h - pad.b + 14);
    // The right end's number ends at the box's right edge and the y numbers at its left edge, however
    // long they are (a fixed start let a long one run past the canvas or into the box).
    g.textAlign = 'right';
    g.fillText(formats.precise(x1, 3), w - pad.r, h - pad.b + 14);
    g.fillText(formats.precise(y1, 3), pad.l - 4, pad.t + 10);
    g.fillText(formats.precise(y0, 3), pad.l - 4, h - pad.b);
    g.textAlign = 'left';
    for (const [xs, ys, colour, dash] of sets) {
      g.strokeStyle = colour;
      g.setLineDash(dash);
      g.lineWidth = 1.4 * t.lineScale;
      g.beginPath();
      let pen = false;
      for (let i = 0; i < xs.length; ++i) {
        if (xs[i] == null || ys[i] == null) { pen = false; continue; }
        if (pen) g.lineTo(sx(xs[i]), sy(ys[i])); else g.moveTo(sx(xs[i]), sy(ys[i]));
        pen = true;
      }
      g.stroke();
      const last = xs.length - 1;
      if (last >= 0 && xs[last] != null) { g.fillStyle = colour; g.beginPath(); g.arc(sx(xs[last]), sy(ys[last]), 3.5, 0, 2 * Math.PI); g.fill(); g.fillStyle = t.axis; }
    }
    g.setLineDash([]);
  }

  dispose() { this._observer.disconnect(); if (this.plot) this.plot.destroy(); }
}
