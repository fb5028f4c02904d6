// Turns build/figures/euler_vs_lgvi.csv (from build/native/geovi_euler_figure)
// into docs/figures/euler-vs-lgvi.svg. No dependencies:
//   node docs/plot-euler-vs-lgvi.mjs [IN.csv] [OUT.svg]
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const input = process.argv[2] ?? 'build/figures/euler_vs_lgvi.csv';
const output = process.argv[3] ?? 'docs/figures/euler-vs-lgvi.svg';
const [header, ...lines] = readFileSync(input, 'utf8').trim().split('\n');
const cols = header.split(',');
const rows = lines.map((l) => l.split(',').map((v) => (v === '' ? NaN : Number(v))));
const col = (name) => rows.map((r) => r[cols.indexOf(name)]);
const t = col('t');
const tEnd = t[t.length - 1];

const runs = [
  { key: 'vi', label: 'LGVI on SO(3) (vi)', color: '#1f6fd1' },
  { key: 'rk4', label: 'RK4 on (R, \u03a0) (rk4)', color: '#2a9d3a' },
  { key: 'rk4-euler313', label: 'RK4 on 3-1-3 Euler angles (rk4-euler313)', color: '#d62828' },
];

const W = 900, left = 80, right = 20, panelH = 220, gap = 60, top = 50;
const H = top + 2 * panelH + gap + 60;
const x = (tt) => left + ((W - left - right) * tt) / tEnd;
const logY = (v, lo, hi, y0) => {
  const l = Math.log10(Math.min(Math.max(v, 10 ** lo), 10 ** hi));
  return y0 + panelH - ((l - lo) / (hi - lo)) * panelH;
};
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">\n`;
svg += `<rect width="100%" height="100%" fill="white"/>\n`;
svg += `<text x="${W / 2}" y="22" text-anchor="middle" font-size="15">Lagrange top passing near the vertical: same h = ${(t[1] - t[0]).toPrecision(2)} s, global vs Euler-angle coordinates</text>\n`;

function axes(y0, lo, hi, ylabel) {
  let s = `<rect x="${left}" y="${y0}" width="${W - left - right}" height="${panelH}" fill="none" stroke="#444"/>\n`;
  for (let e = lo; e <= hi; e += lo < -8 ? 4 : 1) {
    const yy = logY(10 ** e, lo, hi, y0);
    s += `<line x1="${left}" x2="${W - right}" y1="${yy}" y2="${yy}" stroke="#ddd"/>`;
    s += `<text x="${left - 6}" y="${yy + 4}" text-anchor="end">1e${e}</text>\n`;
  }
  for (let k = 0; k <= tEnd; k += 1) {
    s += `<text x="${x(k)}" y="${y0 + panelH + 16}" text-anchor="middle">${k}</text>`;
  }
  s += `<text x="${W / 2}" y="${y0 + panelH + 34}" text-anchor="middle">t [s]</text>\n`;
  s += `<text transform="translate(18 ${y0 + panelH / 2}) rotate(-90)" text-anchor="middle">${esc(ylabel)}</text>\n`;
  return s;
}
function polyline(values, lo, hi, y0, color, width = 1.3) {
  const pts = [];
  for (let i = 0; i < t.length; ++i) {
    if (!Number.isFinite(values[i])) continue;
    if (t[i] > 0.3 && i % 5 !== 0) continue; // decimate away from the first passage
    pts.push(`${x(t[i]).toFixed(1)},${logY(values[i], lo, hi, y0).toFixed(1)}`);
  }
  return `<polyline fill="none" stroke="${color}" stroke-width="${width}" points="${pts.join(' ')}"/>\n`;
}

// Panel 1: energy error.
const y1 = top, lo1 = -16, hi1 = 4;
svg += axes(y1, lo1, hi1, '|E(t) \u2212 E(0)|  [J]');
for (const r of runs) svg += polyline(col(`energy_error_${r.key}`), lo1, hi1, y1, r.color, r.key === 'rk4-euler313' ? 2.2 : 1.3);
const euler = col('energy_error_rk4-euler313');
let last = euler.length - 1;
while (last > 0 && !Number.isFinite(euler[last])) --last;
if (last < euler.length - 1) {
  const xf = x(t[last]), yf = logY(euler[last], lo1, hi1, y1);
  svg += `<text x="${xf}" y="${yf + 5}" text-anchor="middle" fill="#d62828" font-size="16">\u2715</text>`;
  svg += `<text x="${xf + 12}" y="${y1 + 16}" fill="#d62828">Euler-angle run: |\u0394E| 4e-5 \u2192 46 J in one step, then non-finite in the step ending at t = ${t[last + 1].toFixed(3)} s</text>\n`;
}
runs.forEach((r, i) => {
  const lx = W - right - 330, ly = y1 + 40 + 16 * i;
  svg += `<line x1="${lx}" x2="${lx + 25}" y1="${ly}" y2="${ly}" stroke="${r.color}" stroke-width="2.5"/>`;
  svg += `<text x="${lx + 32}" y="${ly + 4}">${esc(r.label)}</text>\n`;
});

// Panel 2: distance from the singularity.
const y2 = top + panelH + gap, lo2 = -4, hi2 = 0;
svg += axes(y2, lo2, hi2, 'sin \u03c9 (reference)');
svg += polyline(col('sin_omega_ref'), lo2, hi2, y2, '#333');
const yThr = logY(1e-2, lo2, hi2, y2);
svg += `<line x1="${left}" x2="${W - right}" y1="${yThr}" y2="${yThr}" stroke="#d62828" stroke-dasharray="5,4"/>`;
svg += `<text x="${W - right - 6}" y="${yThr - 5}" text-anchor="end" fill="#d62828">rk4-euler313 flags steps below sin \u03c9 = 1e-2</text>\n`;
svg += `<text x="${left + 8}" y="${y2 + panelH - 8}">symmetry axis R e3 of the top: sin \u03c9 = distance from the vertical (the 3-1-3 singularity, paper 004 (8))</text>\n`;
svg += '</svg>\n';
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, svg);
console.log(`wrote ${output}`);
