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

export class StabilityPlot {
  /** @param {HTMLCanvasElement} canvas @param {import('./theme.js').Theme} look */
  constructor(canvas, look) {
    this.canvas = canvas;
    this.look = look;
    /** @type {{ main: number[][], base: number[][], reference: number[][] }} */
    this.marks = { main: [], base: [], reference: [] };
    this.zoomLabel = (factor) => `×${factor}`;
    this.width = 0; this.height = 0; this.dpr = 1;
    this.dirty = true;
  }

  setLook(look) { this.look = look; this.dirty = true; }
  setMarks(marks) { this.marks = marks; this.dirty = true; }

  resize(width, height, dpr = window.devicePixelRatio || 1) {
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    Object.assign(this, { width, height, dpr });
    this.canvas.width = Math.max(1, Math.round(width * dpr));
    this.canvas.height = Math.max(1, Math.round(height * dpr));
    this.dirty = true;
  }

  /** The panels: the plane, and the zoom when there is one, side by side in a wide box, else stacked. */
  layout(zoom) {
    const { width: w, height: h } = this;
    if (!zoom) { const s = Math.min(w, h); return [{ x: (w - s) / 2, y: (h - s) / 2, s }]; }
    if (w >= h) { const s = Math.min(w / 2, h); return [{ x: w / 2 - s, y: (h - s) / 2, s }, { x: w / 2, y: (h - s) / 2, s }]; }
    const s = Math.min(w, h / 2);
    return [{ x: (w - s) / 2, y: h / 2 - s, s }, { x: (w - s) / 2, y: h / 2, s }];
  }

  /** Draws when something changed; returns whether it drew. */
  draw() {
    if (!this.dirty || !this.width) return false;
    this.dirty = false;
    const g = this.canvas.getContext('2d');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = this.look.plotBackground;
    g.fillRect(0, 0, this.canvas.width, this.canvas.height);
    g.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const all = [...this.marks.main, ...this.marks.base, ...this.marks.reference];
    const radius = planeRadius(all);
    const zoom = zoomWindow(all, radius);
    const panels = this.layout(zoom);
    this.panel(g, panels[0], 0, radius, false);
    if (zoom) this.panel(g, panels[1], 1, zoom, true);
    return true;
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
