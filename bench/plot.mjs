// Dependency-free SVG charts for the benchmark figures: line/scatter charts on
// linear or log axes, and grouped horizontal bar charts.
export const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f'];
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function ticks(lo, hi, log) {
  if (log) {
    const out = [];
    const e0 = Math.floor(Math.log10(lo)), e1 = Math.ceil(Math.log10(hi));
    // An axis spanning two decades or less also gets 2× and 5× ticks.
    for (let e = e0; e <= e1; ++e) for (const m of e1 - e0 <= 2 ? [1, 2, 5] : [1]) out.push(m * 10 ** e);
    if (e1 - e0 <= 2) return out;
    const step = Math.max(1, Math.ceil(out.length / 8));
    return out.filter((_, i) => i % step === 0);
  }
  const span = hi - lo || 1, raw = span / 6, mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw);
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9 * span; v += step) out.push(+v.toPrecision(12));
  return out;
}
const sci = (v) => { const e = Math.floor(Math.log10(v) + 1e-9), m = +(v / 10 ** e).toPrecision(2); return m === 1 ? `1e${e}` : `${m}e${e}`; };
const label = (v, log) => (log ? (Math.abs(Math.log10(v)) >= 3 ? sci(v) : String(+v.toPrecision(3))) : String(+v.toPrecision(4)));

// A point marker centred at (x, y): 'circle' (default) or 'square'.
const mark = (shape, x, y, c) => (shape === 'square'
  ? `<rect x="${(x - 3.5).toFixed(1)}" y="${(y - 3.5).toFixed(1)}" width="7" height="7" fill="${c}"/>`
  : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3" fill="${c}"/>`);

/** series: [{ name, points: [[x, y], ...], dashed?, line?, color?, marker? ('circle' | 'square') }];
 *  hlines: [{ y, name }]. A series with a marker shows that marker in the legend. */
export function lineChart({ title, xlabel, ylabel, logx = false, logy = false, series, hlines = [], width = 720, height = 440 }) {
  const pts = series.flatMap((s) => s.points).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y) && (!logx || x > 0) && (!logy || y > 0));
  const ys = pts.map((p) => p[1]).concat(hlines.map((h) => h.y));
  let [x0, x1] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  let [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  if (logx) { x0 /= 1.3; x1 *= 1.3; } else { const d = (x1 - x0) * 0.05 || 1; x0 -= d; x1 += d; }
  if (logy) { y0 /= 2; y1 *= 2; } else { const d = (y1 - y0) * 0.08 || 1; y0 -= d; y1 += d; }
  const L = 80, R = 190, T = 40, B = 55, W = width - L - R, H = height - T - B;
  const fx = (x) => L + (W * ((logx ? Math.log(x) : x) - (logx ? Math.log(x0) : x0))) / ((logx ? Math.log(x1) : x1) - (logx ? Math.log(x0) : x0));
  const fy = (y) => T + H - (H * ((logy ? Math.log(y) : y) - (logy ? Math.log(y0) : y0))) / ((logy ? Math.log(y1) : y1) - (logy ? Math.log(y0) : y0));
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${L + W / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">${esc(title)}</text>`,
    `<rect x="${L}" y="${T}" width="${W}" height="${H}" fill="none" stroke="#333"/>`];
  for (const t of ticks(x0, x1, logx)) if (t >= x0 && t <= x1) out.push(`<line x1="${fx(t)}" x2="${fx(t)}" y1="${T}" y2="${T + H}" stroke="#eee"/><text x="${fx(t)}" y="${T + H + 16}" text-anchor="middle">${label(t, logx)}</text>`);
  for (const t of ticks(y0, y1, logy)) if (t >= y0 && t <= y1) out.push(`<line x1="${L}" x2="${L + W}" y1="${fy(t)}" y2="${fy(t)}" stroke="#eee"/><text x="${L - 6}" y="${fy(t) + 4}" text-anchor="end">${label(t, logy)}</text>`);
  out.push(`<text x="${L + W / 2}" y="${height - 12}" text-anchor="middle">${esc(xlabel)}</text>`);
  out.push(`<text transform="translate(16 ${T + H / 2}) rotate(-90)" text-anchor="middle">${esc(ylabel)}</text>`);
  for (const h of hlines) out.push(`<line x1="${L}" x2="${L + W}" y1="${fy(h.y)}" y2="${fy(h.y)}" stroke="#999" stroke-dasharray="6 4"/><text x="${L + W - 4}" y="${fy(h.y) - 4}" text-anchor="end" fill="#666">${esc(h.name)}</text>`);
  series.forEach((s, i) => {
    const c = s.color ?? COLORS[i % COLORS.length];
    const p = s.points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y) && (!logx || x > 0) && (!logy || y > 0));
    if (p.length > 1 && s.line !== false) out.push(`<polyline fill="none" stroke="${c}" stroke-width="1.8" ${s.dashed ? 'stroke-dasharray="5 3"' : ''} points="${p.map(([x, y]) => `${fx(x).toFixed(1)},${fy(y).toFixed(1)}`).join(' ')}"/>`);
    for (const [x, y] of p) out.push(mark(s.marker, fx(x), fy(y), c));
    out.push(`${s.marker ? mark(s.marker, L + W + 18, T + 12 + 18 * i, c) : `<rect x="${L + W + 12}" y="${T + 6 + 18 * i}" width="12" height="12" fill="${c}"/>`}<text x="${L + W + 30}" y="${T + 16 + 18 * i}">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n');
}

/** Grouped horizontal bars: categories (rows) × series (bars per row). values[s][c]. */
export function barChart({ title, xlabel, categories, series, logx = true, width = 760 }) {
  const rowH = 8 * series.length + 8, T = 40, L = 250, R = 150, B = 45;
  const height = T + B + rowH * categories.length;
  const W = width - L - R;
  const vals = series.flatMap((s) => s.values).filter((v) => Number.isFinite(v) && v > 0);
  const x0 = logx ? Math.min(...vals) / 2 : 0, x1 = Math.max(...vals) * (logx ? 2 : 1.05);
  const fx = (x) => L + (W * (logx ? Math.log(x / x0) / Math.log(x1 / x0) : (x - x0) / (x1 - x0)));
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${L + W / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">${esc(title)}</text>`];
  for (const t of ticks(x0, x1, logx)) if (t >= x0 && t <= x1) out.push(`<line x1="${fx(t)}" x2="${fx(t)}" y1="${T}" y2="${height - B}" stroke="#eee"/><text x="${fx(t)}" y="${height - B + 14}" text-anchor="middle">${label(t, logx)}</text>`);
  categories.forEach((c, j) => {
    const y = T + rowH * j;
    out.push(`<text x="${L - 6}" y="${y + rowH / 2 + 4}" text-anchor="end">${esc(c)}</text>`);
    series.forEach((s, i) => {
      const v = s.values[j];
      if (!(Number.isFinite(v) && v > 0)) return;
      out.push(`<rect x="${L}" y="${y + 4 + 8 * i}" width="${Math.max(1, fx(v) - L).toFixed(1)}" height="7" fill="${s.color ?? COLORS[i % COLORS.length]}"/>`);
    });
  });
  series.forEach((s, i) => { out.push(`<rect x="${L + W + 12}" y="${T + 6 + 18 * i}" width="12" height="12" fill="${s.color ?? COLORS[i % COLORS.length]}"/><text x="${L + W + 30}" y="${T + 16 + 18 * i}">${esc(s.name)}</text>`); });
  out.push(`<text x="${L + W / 2}" y="${height - 10}" text-anchor="middle">${esc(xlabel)}</text>`, '</svg>');
  return out.join('\n');
}
