// The stability view's picture (docs/stability-view.md): the complex plane with the unit circle and the
// multipliers of each run's one-step map, on a 2-D canvas. Beside it (or under it, in a tall pane) the
// same marks magnified about 1 when they all sit close to it, as they do along a motion at a small step:
// there a multiplier just off the circle (an unstable steady state's e^{h·rate}) can be seen.
//
// Marks: the main run a filled circle, the comparison a filled triangle, the reference e^{hλ} of the
// continuous eigenvalues (at an equilibrium or a relative equilibrium) a hollow diamond. Drawn only when
// the data or the size changed; a frame costs nothing otherwise.

/** The plane's half-width: the unit circle with room, wider when a mark lies outside (at most 20). */
export function planeRadius(points) {
  let r = 1.25;
  for (const [x, y] of points) { const m = Math.hypot(x, y); if (Number.isFinite(m)) r = Math.max(r, 1.1 * m); }
  return Math.min(r, 20);
}

/** The magnified window about 1: half-width 1.3 × the farthest mark from 1 (at least 1e-9), or null
 *  when that is not much smaller than the plane (nothing to magnify). */
export function zoomWindow(points, radius) {
  let far = 0;
  for (const [x, y] of points) { const d = Math.hypot(x - 1, y); if (Number.isFinite(d)) far = Math.max(far, d); }
  const w = Math.max(1.3 * far, 1e-9);
  return points.length && w < radius / 8 ? w : null;
}

/** What both of the view's canvases share: the theme they draw in, and a drawing buffer fitted to their
 *  box (at the device's pixel ratio). A change of either marks the picture to be drawn again. */
class CanvasPicture {
  /** @param {HTMLCanvasElement} canvas @param {import('./theme.js').Theme} look */
  constructor(canvas, look) {
    this.canvas = canvas;
    this.look = look;
    this.width = 0; this.height = 0; this.dpr = 1;
    this.dirty = true;
  }

  setLook(look) { this.look = look; this.dirty = true; }

  resize(width, height, dpr = window.devicePixelRatio || 1) {
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    Object.assign(this, { width, height, dpr });
    this.canvas.width = Math.max(1, Math.round(width * dpr));
    this.canvas.height = Math.max(1, Math.round(height * dpr));
    this.dirty = true;
  }

  /** Draws when something changed (the subclass's paint, on a cleared canvas); returns whether it drew. */
  draw() {
    if (!this.dirty || !this.width) return false;
    this.dirty = false;
    const g = this.canvas.getContext('2d');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = this.look.plotBackground;
    g.fillRect(0, 0, this.canvas.width, this.canvas.height);
    g.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    this.paint(g);
    return true;
  }

  /** @param {CanvasRenderingContext2D} g */
  paint(g) { void g; }
}

export class StabilityPlot extends CanvasPicture {
  /** @param {HTMLCanvasElement} canvas @param {import('./theme.js').Theme} look */
  constructor(canvas, look) {
    super(canvas, look);
    /** @type {{ main: number[][], base: number[][], reference: number[][] }} */
    this.marks = { main: [], base: [], reference: [] };
    this.zoomLabel = (factor) => `×${factor}`;
  }

  setMarks(marks) { this.marks = marks; this.dirty = true; }

  /** The panels: the plane, and the zoom when there is one, side by side in a wide box, else stacked. */
  layout(zoom) {
    const { width: w, height: h } = this;
    if (!zoom) { const s = Math.min(w, h); return [{ x: (w - s) / 2, y: (h - s) / 2, s }]; }
    if (w >= h) { const s = Math.min(w / 2, h); return [{ x: w / 2 - s, y: (h - s) / 2, s }, { x: w / 2, y: (h - s) / 2, s }]; }
    const s = Math.min(w, h / 2);
    return [{ x: (w - s) / 2, y: h / 2 - s, s }, { x: (w - s) / 2, y: h / 2, s }];
  }

  /** The picture on the cleared canvas (CSS pixels). @param {CanvasRenderingContext2D} g */
  paint(g) {
    const all = [...this.marks.main, ...this.marks.base, ...this.marks.reference];
    const radius = planeRadius(all);
    const zoom = zoomWindow(all, radius);
    const panels = this.layout(zoom);
    this.panel(g, panels[0], 0, radius, false);
    if (zoom) this.panel(g, panels[1], 1, zoom, true);
  }

  /** One square panel of half-width `half` about `centre` (0 or 1 on the real axis). */
  panel(g, box, centre, half, zoomed) {
    const pad = 6, font = this.look.fontPx, scale = font / 12;
    const inner = Math.max(1, box.s - 2 * pad);
    const ox = box.x + pad + inner / 2, oy = box.y + pad + inner / 2, k = inner / (2 * half);
    const px = (x) => ox + (x - centre) * k, py = (y) => oy - y * k;
    g.save();
    g.beginPath();
    g.rect(box.x + pad, box.y + pad, inner, inner);
    g.clip();
    g.strokeStyle = this.look.ticks;
    g.lineWidth = 1;
    g.beginPath();  // the axes
    g.moveTo(box.x, py(0)); g.lineTo(box.x + box.s, py(0));
    if (!zoomed) { g.moveTo(px(0), box.y); g.lineTo(px(0), box.y + box.s); }
    g.stroke();
    g.strokeStyle = this.look.axis;
    g.lineWidth = 1.5 * this.look.lineScale;
    g.beginPath();  // the unit circle
    g.arc(px(0), py(0), k, 0, 2 * Math.PI);
    g.stroke();
    const mark = (pts, shape, colour, filled) => {
      const r = 4.5 * scale;
      g.fillStyle = g.strokeStyle = colour;
      g.lineWidth = 1.5 * this.look.lineScale;
      for (const [x, y] of pts) {
        if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
        const cx = px(x), cy = py(y);
        g.beginPath();
        if (shape === 'circle') g.arc(cx, cy, r, 0, 2 * Math.PI);
        else if (shape === 'triangle') { g.moveTo(cx, cy - r * 1.2); g.lineTo(cx + r * 1.1, cy + r * 0.8); g.lineTo(cx - r * 1.1, cy + r * 0.8); g.closePath(); }
        else { const d = r * 1.6; g.moveTo(cx, cy - d); g.lineTo(cx + d, cy); g.lineTo(cx, cy + d); g.lineTo(cx - d, cy); g.closePath(); }
        if (filled) g.fill(); else g.stroke();
      }
    };
    mark(this.marks.reference, 'diamond', this.look.mark, false);
    mark(this.marks.base, 'triangle', this.look.series.base, true);
    mark(this.marks.main, 'circle', this.look.series.E, true);
    g.restore();
    g.strokeStyle = this.look.ticks;
    g.lineWidth = 1;
    g.strokeRect(box.x + pad, box.y + pad, inner, inner);
    g.fillStyle = this.look.axis;
    g.font = `${font}px system-ui, sans-serif`;
    g.textBaseline = 'top';
    g.textAlign = 'left';
    const label = (v) => String(Number(v.toPrecision(2)));
    if (zoomed) {
      g.fillText(this.zoomLabel(label(1.25 / half)), box.x + pad + 4, box.y + pad + 3);
      g.fillText(`1 ± ${label(half)}`, box.x + pad + 4, box.y + pad + 5 + font);
    } else {
      g.fillText('Im', px(0) + 4, box.y + pad + 3);
      g.textAlign = 'right';
      g.fillText('Re', box.x + pad + inner - 4, py(0) + 3);
      g.textAlign = 'center';
      if (px(1) + font < box.x + pad + inner) g.fillText('1', px(1) + 6, py(0) + 3);
      g.fillText('−1', px(-1) - 8, py(0) + 3);
    }
  }
}

// ---- The sweep's picture (docs/stability-view.md "Sweeping a parameter"): the multipliers at each value
// of the swept parameter traced in the complex plane, coloured by the value, with the colour scale; and
// a strip chart of the growth rate against the value, the stable and unstable ranges shaded and the
// threshold marked. Drawn when its data or size changed.

/** The colour scale's stops, from the first value to the last: a ramp that reads on the dark and the
 *  light theme alike (no near-black or near-white end). */
const RAMP = [[44, 123, 182], [0, 166, 202], [124, 195, 106], [238, 196, 58], [242, 126, 46], [215, 25, 28]];

/** The colour of the fraction u ∈ [0, 1] along the scale, as CSS. */
export function rampColour(u) {
  const x = Math.min(1, Math.max(0, Number.isFinite(u) ? u : 0)) * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(x)), f = x - i;
  const c = RAMP[i].map((v, k) => Math.round(v + f * (RAMP[i + 1][k] - v)));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/** The strip chart's shading of the stable and unstable ranges (the view's key uses the same). */
export const SHADE = Object.freeze({ stable: 'rgba(60, 170, 90, 0.22)', unstable: 'rgba(220, 60, 60, 0.22)' });

/** A short label of a number for the picture's axes (no NaN: '—'). */
const tick = (v) => (Number.isFinite(v) ? String(Number(v.toPrecision(4))) : '—');

export class SweepPlot extends CanvasPicture {
  /** @param {HTMLCanvasElement} canvas @param {import('./theme.js').Theme} look */
  constructor(canvas, look) {
    super(canvas, look);
    /** @type {null | { values: number[], stable: (boolean|null)[], growthRates: (number|null)[],
     *  multipliers: number[][][], threshold: number|null }} */
    this.sweep = null;
    /** Words drawn in the picture, from the catalogue (stability-view.js sets them; the shading's key
     *  is the view's, in the page, where it can wrap in any language). */
    this.words = { rate: 'growth rate (1/s)', zoom: (factor) => `×${factor}` };
    /** What the last draw drew: point sets traced (one per value), points traced, strip points. */
    this.drawn = { sets: 0, points: 0, strip: 0, threshold: null };
  }

  setSweep(sweep) { this.sweep = sweep; this.dirty = true; }

  /** The picture on the cleared canvas (CSS pixels). @param {CanvasRenderingContext2D} g */
  paint(g) {
    this.drawn = { sets: 0, points: 0, strip: 0, threshold: null };
    const s = this.sweep;
    if (!s || !s.values.length) return;
    const { width: w, height: h } = this;
    const bar = 16 + 3 * this.look.fontPx;  // the colour scale with its labels (four characters)
    // Wide: the plane, the scale, the strip chart in a row; narrow: the plane and scale over the chart.
    let plane, scale, strip;
    if (w >= 1.6 * h) {
      const side = Math.min(h, w * 0.45);
      plane = { x: 0, y: (h - side) / 2, s: side };
      scale = { x: side + 4, y: 8, w: bar, h: h - 16 };
      strip = { x: side + bar + 12, y: 0, w: w - side - bar - 12, h };
    } else {
      const side = Math.min(w - bar - 8, h * 0.55);
      plane = { x: 0, y: 0, s: side };
      scale = { x: side + 4, y: 8, w: bar, h: side - 16 };
      strip = { x: 0, y: side + 4, w, h: h - side - 4 };
    }
    this.trace(g, plane, s);
    this.scale(g, scale, s);
    this.strip(g, strip, s);
  }

  /** The multipliers at every value, coloured by the value; magnified about 1 when they all sit near it. */
  trace(g, box, s) {
    const all = s.multipliers.flat();
    const radius = planeRadius(all);
    const zoom = zoomWindow(all, radius);
    const half = zoom || radius, centre = zoom ? 1 : 0;
    const pad = 6, inner = Math.max(1, box.s - 2 * pad), font = this.look.fontPx;
    const ox = box.x + pad + inner / 2, oy = box.y + pad + inner / 2, k = inner / (2 * half);
    const px = (x) => ox + (x - centre) * k, py = (y) => oy - y * k;
    g.save();
    g.beginPath(); g.rect(box.x + pad, box.y + pad, inner, inner); g.clip();
    g.strokeStyle = this.look.ticks; g.lineWidth = 1;
    g.beginPath(); g.moveTo(box.x, py(0)); g.lineTo(box.x + box.s, py(0));
    if (!zoom) { g.moveTo(px(0), box.y); g.lineTo(px(0), box.y + box.s); }
    g.stroke();
    g.strokeStyle = this.look.axis; g.lineWidth = 1.5 * this.look.lineScale;
    g.beginPath(); g.arc(px(0), py(0), k, 0, 2 * Math.PI); g.stroke();
    const n = s.values.length, r = 2.2 * (font / 12);
    s.multipliers.forEach((set, i) => {
      g.fillStyle = rampColour(n > 1 ? i / (n - 1) : 0);
      let any = false;
      for (const [x, y] of set) {
        if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
        g.beginPath(); g.arc(px(x), py(y), r, 0, 2 * Math.PI); g.fill();
        this.drawn.points++; any = true;
      }
      if (any) this.drawn.sets++;
    });
    g.restore();
    g.strokeStyle = this.look.ticks; g.lineWidth = 1;
    g.strokeRect(box.x + pad, box.y + pad, inner, inner);
    g.fillStyle = this.look.axis;
    g.font = `${font}px system-ui, sans-serif`;
    g.textBaseline = 'top'; g.textAlign = 'left';
    if (zoom) {
      g.fillText(this.words.zoom(String(Number((1.25 / half).toPrecision(2)))), box.x + pad + 4, box.y + pad + 3);
      g.fillText(`1 ± ${String(Number(half.toPrecision(2)))}`, box.x + pad + 4, box.y + pad + 5 + font);
    } else {
      g.fillText('Im', px(0) + 4, box.y + pad + 3);
      g.textAlign = 'right';
      g.fillText('Re', box.x + pad + inner - 4, py(0) + 3);
    }
  }

  /** The colour scale: the first value at the top, the last at the bottom, as the trace colours them. */
  scale(g, box, s) {
    const steps = 48, barW = 12;
    for (let i = 0; i < steps; ++i) {
      g.fillStyle = rampColour(i / (steps - 1));
      g.fillRect(box.x, box.y + (box.h * i) / steps, barW, box.h / steps + 1);
    }
    g.strokeStyle = this.look.ticks; g.lineWidth = 1;
    g.strokeRect(box.x, box.y, barW, box.h);
    g.fillStyle = this.look.axis;
    g.font = `${this.look.fontPx}px system-ui, sans-serif`;
    g.textAlign = 'left';
    g.textBaseline = 'top'; g.fillText(tick(s.values[0]), box.x + barW + 3, box.y);
    g.textBaseline = 'bottom'; g.fillText(tick(s.values[s.values.length - 1]), box.x + barW + 3, box.y + box.h);
  }

  /** The growth rate (the largest real part of λ, 1/s) against the value; the ranges shaded by verdict,
   *  a value the core would not judge left unshaded and undrawn; the threshold a dashed line. */
  strip(g, box, s) {
    const font = this.look.fontPx, padL = 8, padR = 8, padT = font + 8, padB = font + 8;
    const x0 = box.x + padL, x1 = box.x + box.w - padR, y0 = box.y + padT, y1 = box.y + box.h - padB;
    if (x1 - x0 < 20 || y1 - y0 < 20) return;
    const first = s.values[0], last = s.values[s.values.length - 1];
    const lo = Math.min(first, last), hi = Math.max(first, last);
    const rates = s.growthRates.filter((v) => Number.isFinite(v));
    const top = Math.max(1e-12, ...rates) * 1.1, bottom = Math.min(0, ...rates);
    const px = (v) => x0 + ((v - lo) / (hi - lo || 1)) * (x1 - x0);
    const py = (v) => y1 - ((v - bottom) / (top - bottom)) * (y1 - y0);
    const n = s.values.length;
    // Each value's verdict shades the span halfway to its neighbours.
    for (let i = 0; i < n; ++i) {
      if (s.stable[i] === null) continue;
      const a = i > 0 ? (s.values[i - 1] + s.values[i]) / 2 : s.values[i];
      const b = i < n - 1 ? (s.values[i] + s.values[i + 1]) / 2 : s.values[i];
      g.fillStyle = s.stable[i] ? SHADE.stable : SHADE.unstable;
      const left = Math.min(px(a), px(b)), right = Math.max(px(a), px(b));
      g.fillRect(left, y0, Math.max(1, right - left), y1 - y0);
    }
    g.strokeStyle = this.look.ticks; g.lineWidth = 1;
    g.strokeRect(x0, y0, x1 - x0, y1 - y0);
    g.beginPath(); g.moveTo(x0, py(0)); g.lineTo(x1, py(0)); g.stroke();
    const r = 2.2 * (font / 12);
    for (let i = 0; i < n; ++i) {
      const v = s.growthRates[i];
      if (!Number.isFinite(v)) continue;
      g.fillStyle = rampColour(n > 1 ? i / (n - 1) : 0);
      g.beginPath(); g.arc(px(s.values[i]), py(v), r, 0, 2 * Math.PI); g.fill();
      this.drawn.strip++;
    }
    g.font = `${font}px system-ui, sans-serif`;
    g.fillStyle = this.look.axis;
    g.textBaseline = 'top'; g.textAlign = 'left';
    g.fillText(this.words.rate, x0, box.y + 2);
    g.fillText(tick(top / 1.1), x0 + 3, y0 + 2);  // the chart's top: the largest rate
    g.textBaseline = 'top';
    g.textAlign = 'left'; g.fillText(tick(lo), x0, y1 + 3);
    g.textAlign = 'right'; g.fillText(tick(hi), x1, y1 + 3);
    if (Number.isFinite(s.threshold)) {
      const x = px(s.threshold);
      g.strokeStyle = this.look.axis; g.lineWidth = 1.5 * this.look.lineScale;
      g.setLineDash([5, 4]);
      g.beginPath(); g.moveTo(x, y0); g.lineTo(x, y1); g.stroke();
      g.setLineDash([]);
      g.textAlign = 'center'; g.fillText(tick(s.threshold), x, y1 + 3);
      this.drawn.threshold = s.threshold;
    }
  }
}
