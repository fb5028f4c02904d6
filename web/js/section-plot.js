// The Poincaré section's picture (docs/section-view.md): points in the section's natural axes on a
// 2-D canvas, in layers (the main run, the baseline, each seeded orbit in its own colour).
//
// Cheap by construction: the points are drawn once, incrementally, onto an offscreen canvas; a frame
// only copies it and draws the axes and the crosshair on top. Everything is drawn again from the
// stored points only when the axes' range must grow (doubling, so a run that wanders redraws
// O(log n) times), when the canvas changes size, when a layer is removed, or for a scrubbed moment.

const MARGIN = { left: 52, right: 10, top: 8, bottom: 34 };  // CSS px around the plot area, for the tick labels

/** Colours of seeded orbits, in turn (distinct from the runs' series colours of theme.js). */
export const ORBIT_COLOURS = ['#7ee081', '#c792ea', '#ffcb6b', '#89ddff', '#f78c6c', '#c3e88d', '#ff5370', '#82aaff',
  '#e6d37a', '#4ec9b0', '#d7a6ff', '#f0a0a0'];

/** A nice range around [lo, hi]: padded by a tenth, never empty. */
function padded(lo, hi) {
  if (!(hi > lo)) { const c = Number.isFinite(lo) ? lo : 0; return [c - 1, c + 1]; }
  const pad = 0.1 * (hi - lo);
  return [lo - pad, hi + pad];
}

/** Tick values of [lo, hi]: about n of them at 1, 2 or 5 × a power of ten. */
export function ticks(lo, hi, n = 5) {
  const raw = (hi - lo) / n, p = 10 ** Math.floor(Math.log10(raw)), m = raw / p;
  const step = (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9 * step; v += step) out.push(Math.abs(v) < 1e-12 * step ? 0 : v);
  return out;
}

class Layer {
  /** timed: the points carry the runs' clock, so a scrubbed moment hides the later ones */
  constructor(colour, timed) {
    this.colour = colour;
    this.timed = timed;
    this.x = new Float64Array(256);
    this.y = new Float64Array(256);
    this.t = new Float64Array(256);
    this.n = 0;
    this.drawn = 0;  // points already on the offscreen canvas
  }

  push(x, y, t) {
    if (this.n === this.x.length) {
      for (const k of ['x', 'y', 't']) { const a = new Float64Array(2 * this.n); a.set(this[k]); this[k] = a; }
    }
    this.x[this.n] = x; this.y[this.n] = y; this.t[this.n] = t;
    ++this.n;
  }
}

export class SectionPlot {
  /** @param {HTMLCanvasElement} canvas @param {{ axis: string, grid: string, plotBackground: string, fontPx: number }} look */
  constructor(canvas, look) {
    this.canvas = canvas;
    this.look = look;
    this.off = document.createElement('canvas');
    /** @type {Map<string, Layer>} */
    this.layers = new Map();
    this.range = null;          // { x: [lo, hi], y: [lo, hi] }, grown by doubling
    this.fixedX = null;         // a fixed x range (an angle's [-π, π]), or null
    this.labels = { x: '', y: '' };
    this.crosshair = null;      // { x, y } in data coordinates, or null
    this.until = null;          // draw only points with t ≤ until (a scrubbed moment), or null
    this.shade = null;          // the FTLE shading behind the points: { canvas (a pixel a cell), box: { x, y } }, or null
    this.overlay = null;        // a periodic orbit, its manifolds and homoclinic points (setOverlay), or null
    this.dirty = true;          // the visible canvas needs a redraw
    this.full = true;           // the offscreen canvas needs a redraw from scratch
    this.width = 0; this.height = 0; this.dpr = 1;
  }

  setLook(look) { this.look = look; this.full = this.dirty = true; }
  setLabels(x, y) { this.labels = { x, y }; this.dirty = true; }
  setFixedX(range) { this.fixedX = range; this.range = null; this.full = this.dirty = true; }
  setCrosshair(p) { this.crosshair = p; this.dirty = true; }
  /** The shading behind the points (section-view.js draws its cells into `canvas`), or null. */
  setShade(shade) {
    this.shade = shade;
    // Only an empty picture takes its range from the shade: the region's box is padded by a scan cell,
    // which would double a range the orbits already fit.
    if (shade && !this.range) { this.include(shade.box.x[0], shade.box.y[0]); this.include(shade.box.x[1], shade.box.y[1]); }
    this.dirty = true;
  }
  /** A periodic orbit and its manifolds over the points: { rings: [[x, y]…], curves: [{ colour, points
   *  (flat pairs, a polyline in order) }…], label, wrapX }, or null. Its points widen the range. */
  setOverlay(overlay) {
    this.overlay = overlay;
    if (overlay) {
      for (const [x, y] of overlay.rings) this.include(x, y);
      for (const c of overlay.curves) for (let i = 0; i + 1 < c.points.length; i += 2) this.include(c.points[i], c.points[i + 1]);
      for (const m of overlay.marks || []) this.include(m.x, m.y);
    }
    this.dirty = true;
  }
  setUntil(t) { if (t !== this.until) { this.until = t; this.full = this.dirty = true; } }

  /** Sizes the canvas to its box (CSS px) at the device's pixel ratio. */
  resize(width, height, dpr = window.devicePixelRatio || 1) {
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    Object.assign(this, { width, height, dpr });
    for (const c of [this.canvas, this.off]) { c.width = Math.max(1, Math.round(width * dpr)); c.height = Math.max(1, Math.round(height * dpr)); }
    this.full = this.dirty = true;
  }

  layer(id, colour) {
    let l = this.layers.get(id);
    if (!l) { l = new Layer(colour, id.startsWith('run:')); this.layers.set(id, l); }
    return l;
  }

  /** Adds points (flat x, y pairs) with their times to layer `id` ('run:…' layers follow a scrub). */
  add(id, colour, points, times) {
    const l = this.layer(id, colour);
    for (let i = 0; 2 * i + 1 < points.length; ++i) {
      const x = points[2 * i], y = points[2 * i + 1];
      if (Number.isFinite(x) && Number.isFinite(y)) { l.push(x, y, times[i]); this.include(x, y); }
    }
    this.dirty = true;
  }

  remove(id) { if (this.layers.delete(id)) this.full = this.dirty = true; }
  clear(prefix = '') {
    for (const id of [...this.layers.keys()]) if (id.startsWith(prefix)) this.layers.delete(id);
    if (!prefix) this.range = null;
    this.full = this.dirty = true;
  }
  count(id) { const l = this.layers.get(id); return l ? l.n : 0; }
  /** The points of layer `id` drawn now (a scrubbed moment hides a run's later ones). */
  visible(id) {
    const l = this.layers.get(id);
    if (!l) return 0;
    if (this.until == null || !l.timed) return l.n;
    let n = 0;
    for (let i = 0; i < l.n; ++i) if (l.t[i] <= this.until) ++n;
    return n;
  }

  /** Grows the range (by doubling its span) so that (x, y) is inside it. */
  include(x, y) {
    if (!this.range) {
      this.range = { x: this.fixedX ? [...this.fixedX] : padded(x, x), y: padded(y, y) };
      this.full = true;
      return;
    }
    for (const [k, v] of [['x', x], ['y', y]]) {
      if (k === 'x' && this.fixedX) continue;
      const r = this.range[k];
      if (v >= r[0] && v <= r[1]) continue;
      const span = r[1] - r[0];
      this.range[k] = v < r[0] ? [Math.min(v, r[0] - span), r[1]] : [r[0], Math.max(v, r[1] + span)];
      this.full = true;
    }
  }

  get plotBox() {
    const { left, right, top, bottom } = MARGIN;
    return { x: left, y: top, w: Math.max(1, this.width - left - right), h: Math.max(1, this.height - top - bottom) };
  }

  /** Data → CSS px inside the canvas. */
  toPixel(x, y) {
    const b = this.plotBox, r = this.range || { x: this.fixedX || [-1, 1], y: [-1, 1] };
    return [b.x + ((x - r.x[0]) / (r.x[1] - r.x[0])) * b.w, b.y + (1 - (y - r.y[0]) / (r.y[1] - r.y[0])) * b.h];
  }

  /** CSS px inside the canvas → data, or null outside the plot area. */
  toData(px, py) {
    const b = this.plotBox, r = this.range || { x: this.fixedX || [-1, 1], y: [-1, 1] };
    if (px < b.x || px > b.x + b.w || py < b.y || py > b.y + b.h) return null;
    return { x: r.x[0] + ((px - b.x) / b.w) * (r.x[1] - r.x[0]), y: r.y[0] + (1 - (py - b.y) / b.h) * (r.y[1] - r.y[0]) };
  }

  /** Draws what changed; returns whether anything was drawn. */
  draw() {
    if (!this.dirty || !this.width) return false;
    const off = this.off.getContext('2d');
    if (this.full) {
      off.setTransform(1, 0, 0, 1, 0, 0);
      off.clearRect(0, 0, this.off.width, this.off.height);
      for (const l of this.layers.values()) l.drawn = 0;
      this.full = false;
    }
    off.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const s = 1.6;  // a point's side, CSS px
    for (const [id, l] of this.layers) {
      // The self-filling orbits ('fill:' layers) in the axes' colour, half transparent: quieter than
      // the clicked orbits, whose colours are the user's.
      const quiet = id.startsWith('fill:');
      off.fillStyle = quiet ? this.look.axis : l.colour;
      off.globalAlpha = quiet ? 0.5 : 1;
      for (let i = l.drawn; i < l.n; ++i) {
        if (this.until != null && l.timed && l.t[i] > this.until) continue;
        const [px, py] = this.toPixel(l.x[i], l.y[i]);
        off.fillRect(px - s / 2, py - s / 2, s, s);
      }
      l.drawn = l.n;
    }
    off.globalAlpha = 1;
    const g = this.canvas.getContext('2d');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = this.look.plotBackground;
    g.fillRect(0, 0, this.canvas.width, this.canvas.height);
    g.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    if (this.shade) {
      // Each cell one pixel of the shade's canvas, stretched without smoothing over its box, inside the plot.
      const b = this.plotBox, [x0, y1] = this.toPixel(this.shade.box.x[0], this.shade.box.y[1]);
      const [x1, y0] = this.toPixel(this.shade.box.x[1], this.shade.box.y[0]);
      g.save();
      g.beginPath(); g.rect(b.x, b.y, b.w, b.h); g.clip();
      g.imageSmoothingEnabled = false;
      g.drawImage(this.shade.canvas, x0, y1, x1 - x0, y0 - y1);
      g.restore();
    }
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.drawImage(this.off, 0, 0);
    g.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    if (this.overlay) this.drawOverlay(g);
    this.drawAxes(g);
    if (this.crosshair) {
      const [px, py] = this.toPixel(this.crosshair.x, this.crosshair.y), b = this.plotBox;
      g.strokeStyle = this.look.axis;
      g.lineWidth = 1;
      g.beginPath();
      g.moveTo(px, b.y); g.lineTo(px, b.y + b.h); g.moveTo(b.x, py); g.lineTo(b.x + b.w, py);
      g.stroke();
      g.strokeRect(px - 6, py - 6, 12, 12);
    }
    this.dirty = false;
    return true;
  }

  /** The orbit's rings, its manifolds' polylines and its verdict, clipped to the plot. Each point is a
   *  dot; a chord longer than a fiftieth of the plot's width is not drawn (the seeds did not resolve the
   *  branch there: a straight line would invent its shape; the dots show where it goes), nor one across
   *  an angle axis's wrap. */
  drawOverlay(g) {
    const o = this.overlay, b = this.plotBox, longest = 0.02 * b.w;
    g.save();
    g.beginPath(); g.rect(b.x, b.y, b.w, b.h); g.clip();
    g.lineWidth = 1.5;
    for (const c of o.curves) {
      g.strokeStyle = c.colour;
      g.beginPath();
      let last = null;
      for (let i = 0; i + 1 < c.points.length; i += 2) {
        const p = this.toPixel(c.points[i], c.points[i + 1]);
        const wraps = o.wrapX && last && Math.abs(c.points[i] - c.points[i - 2]) > Math.PI;
        if (last && !wraps && Math.hypot(p[0] - last[0], p[1] - last[1]) <= longest) g.lineTo(p[0], p[1]); else g.moveTo(p[0], p[1]);
        last = p;
      }
      g.stroke();
      g.fillStyle = c.colour;
      for (let i = 0; i + 1 < c.points.length; i += 2) {
        const [px, py] = this.toPixel(c.points[i], c.points[i + 1]);
        g.fillRect(px - 1.25, py - 1.25, 2.5, 2.5);
      }
    }
    g.strokeStyle = this.look.axis;
    g.lineWidth = 2;
    for (const [x, y] of o.rings) {
      const [px, py] = this.toPixel(x, y);
      g.beginPath(); g.arc(px, py, 7, 0, 2 * Math.PI); g.stroke();
    }
    // Homoclinic points (each a point of both manifolds): diamonds, the one the caption describes filled.
    // A halo in the plot's background first, so that a diamond stands out of the dots beneath it.
    g.fillStyle = this.look.axis;
    for (const m of o.marks || []) {
      const [px, py] = this.toPixel(m.x, m.y), r = m.main ? 7 : 5.5;
      g.beginPath(); g.moveTo(px, py - r); g.lineTo(px + r, py); g.lineTo(px, py + r); g.lineTo(px - r, py); g.closePath();
      g.strokeStyle = this.look.plotBackground; g.lineWidth = 5; g.stroke();
      g.strokeStyle = this.look.axis; g.lineWidth = 2; g.stroke();
      if (m.main) g.fill();
    }
    if (o.label && o.rings.length) {
      const [px, py] = this.toPixel(o.rings[0][0], o.rings[0][1]);
      g.font = `${this.look.fontPx}px system-ui, sans-serif`;
      g.fillStyle = this.look.axis;
      g.textBaseline = 'bottom';
      // Inside the plot: left of the ring near the right edge, else right of it.
      const w = g.measureText(o.label).width, right = px + 10 + w <= b.x + b.w;
      g.textAlign = right ? 'left' : 'right';
      g.fillText(o.label, right ? px + 10 : px - 10, Math.max(b.y + this.look.fontPx + 2, py - 8));
    }
    g.restore();
  }

  drawAxes(g) {
    const b = this.plotBox, r = this.range || { x: this.fixedX || [-1, 1], y: [-1, 1] };
    g.font = `${this.look.fontPx}px system-ui, sans-serif`;
    g.fillStyle = g.strokeStyle = this.look.axis;
    g.lineWidth = 1;
    g.strokeRect(b.x, b.y, b.w, b.h);
    g.textAlign = 'center'; g.textBaseline = 'top';
    const label = (v) => String(Number(v.toPrecision(3)));
    for (const v of ticks(r.x[0], r.x[1])) {
      const [px] = this.toPixel(v, 0);
      g.fillRect(px, b.y + b.h, 1, 4);
      g.fillText(label(v), px, b.y + b.h + 5);
    }
    g.fillText(this.labels.x, b.x + b.w / 2, b.y + b.h + 6 + this.look.fontPx);
    g.textAlign = 'right'; g.textBaseline = 'middle';
    for (const v of ticks(r.y[0], r.y[1])) {
      const [, py] = this.toPixel(0, v);
      g.fillRect(b.x - 4, py, 4, 1);
      g.fillText(label(v), b.x - 6, py);
    }
    g.save();
    g.translate(12, b.y + b.h / 2);
    g.rotate(-Math.PI / 2);
    g.textAlign = 'center';
    g.fillText(this.labels.y, 0, 0);
    g.restore();
  }
}
