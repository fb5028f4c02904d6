// Live energy plot (uPlot): total energy E(t) on a linear left axis and the
// energy error |E − E₀| on a log right axis.
//
// A log axis must never see 0 or NaN: |E − E₀| is clamped below at
// floor = 1e-3 · ε · max(1, |E₀|) (far below anything double precision can
// resolve in E), and non-finite samples are stored as null (a gap).
//
// Memory stays bounded for any run length: when MAX_SAMPLES is reached every
// second sample is dropped and the sampling stride doubles, so the plot always
// shows the whole run from t = 0 at a uniform resolution.
import uPlot from 'uplot';

const MAX_SAMPLES = 4000;

export class EnergyPlot {
  constructor(container) {
    this.container = container;
    this.plot = null;
    this._observer = new ResizeObserver(() => this._resize());
    this._observer.observe(container);
    this.reset(0);
  }

  /** Starts a new series for a run whose initial energy is e0. */
  reset(e0) {
    this.e0 = e0;
    this.floor = 1e-3 * Number.EPSILON * Math.max(1, Math.abs(e0));
    this.t = [];
    this.e = [];
    this.de = [];
    this.stride = 1;
    this._skip = 0;
    this._dirty = true;
    this._create();
  }

  /** Records one sample (decimated by the current stride). */
  push(t, energy) {
    if (this._skip++ % this.stride !== 0) return;
    const finite = Number.isFinite(energy);
    const err = finite ? Math.max(Math.abs(energy - this.e0), this.floor) : null;
    this.t.push(t);
    this.e.push(finite ? energy : null);
    this.de.push(err);
    if (this.t.length >= MAX_SAMPLES) {
      const keepEven = (a) => a.filter((_, i) => i % 2 === 0);
      this.t = keepEven(this.t);
      this.e = keepEven(this.e);
      this.de = keepEven(this.de);
      this.stride *= 2;
      this._skip = 1;
    }
    this._dirty = true;
  }

  /** Redraws if something changed (call once per animation frame). */
  draw() {
    if (!this._dirty || !this.plot) return;
    this._dirty = false;
    this.plot.setData([this.t, this.e, this.de]);
  }

  _size() {
    const w = Math.max(200, Math.floor(this.container.clientWidth));
    return { width: w, height: 210 };
  }

  _resize() {
    if (this.plot) this.plot.setSize(this._size());
  }

  _create() {
    if (this.plot) this.plot.destroy();
    const axisStroke = '#94a1b8';
    const grid = { stroke: 'rgba(148,161,184,0.12)', width: 1 };
    const ticks = { stroke: 'rgba(148,161,184,0.25)', width: 1 };
    const fmt = (v) => (v == null ? '—' : Math.abs(v) >= 1e4 || (Math.abs(v) < 1e-2 && v !== 0) ? v.toExponential(2) : v.toPrecision(6));
    const opts = {
      ...this._size(),
      pxAlign: 0,
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      scales: {
        x: { time: false },
        E: { auto: true },
        dE: { distr: 3, auto: true },
      },
      axes: [
        { stroke: axisStroke, grid, ticks, label: 't (s)', labelSize: 16, size: 34 },
        { scale: 'E', stroke: '#f2a541', grid, ticks, size: 76,
          // As many decimals as the tick spacing needs (energy varies in its 5th digit or later).
          values: (u, vals, axis, space, incr) => {
            const decimals = Math.min(12, Math.max(0, Math.ceil(-Math.log10(incr || 1))));
            return vals.map((v) => (v == null ? '' : v.toFixed(decimals)));
          } },
        { scale: 'dE', side: 1, stroke: '#5ab0f0', grid: { show: false }, ticks: { show: false }, size: 52,
          // Label whole decades only, about six of them however many decades are shown.
          values: (u, vals) => {
            const exps = vals.map((v) => (v > 0 ? Math.log10(v) : NaN));
            const decades = exps.filter((e) => Math.abs(e - Math.round(e)) < 1e-9).length;
            const every = Math.max(1, Math.ceil(decades / 6));
            return exps.map((e) => (Math.abs(e - Math.round(e)) < 1e-9 && Math.round(e) % every === 0 ? `1e${Math.round(e)}` : ''));
          } },
      ],
      series: [
        { label: 't', value: (u, v) => (v == null ? '—' : v.toFixed(2)) },
        { label: 'E', scale: 'E', stroke: '#f2a541', width: 1.5, points: { show: false }, value: (u, v) => fmt(v) },
        { label: '|E − E₀|', scale: 'dE', stroke: '#5ab0f0', width: 1.2, points: { show: false }, value: (u, v) => fmt(v) },
      ],
    };
    this.plot = new uPlot(opts, [[], [], []], this.container);
  }

  dispose() {
    this._observer.disconnect();
    if (this.plot) this.plot.destroy();
    this.plot = null;
  }
}
