// The recorded run: one row per sample of the main run (and of the baseline in
// compare mode): time, energy, constraint error, momentum, solver statistics,
// phase-plot coordinates and a copy of the state. The plots draw from it and the
// export writes it out.
//
// Memory stays bounded for any run length: when the row limit is reached every
// second row is dropped and the sampling stride doubles, so the record always
// covers the whole run from t = 0 at a uniform resolution. The row limit shrinks
// for big states (642 molecules: ~1000 rows of 3852 numbers).
const MAX_ROWS = 4000;
const MAX_NUMBERS = 4e6;

const COLUMNS = ['E', 'dE', 'man', 'mom', 'it', 'res', 'px', 'py', 'ex', 'psi', 'f1', 'f2', 'f3', 'f4'];

export class Recorder {
  constructor() {
    /** A smaller row limit than the default, kept across resets (the page soak test sets it with
     *  geoviDebug.limitRecord, so the record reaches its bound within the soak's warm-up). */
    this.rowBudget = MAX_ROWS;
    this.reset({ e0: 0, stateColumns: [], compare: false });
  }

  /** Caps the rows at `rows` (at least 200) from now on; a record above it thins at its next push. */
  limitRows(rows) {
    this.rowBudget = Math.max(200, Math.min(MAX_ROWS, Math.floor(Number(rows)) || MAX_ROWS));
    this.maxRows = Math.min(this.maxRows, this.rowBudget);
  }

  /** outputColumns: the main run's (a controller's errors, docs/control.md); the baseline's are the
   *  same columns, as both fly the same system. */
  reset({ e0, e0b = e0, stateColumns, outputColumns = [], compare, baseline = '', integrator = '' }) {
    // The tracking plot's error: |e_x| (m) when the controller tracks a position, else |e_R| (an
    // attitude controller on SO(3)); then Ψ, and a quadrotor's rotor thrusts f1 … f4.
    const at = (names) => (names.every((n) => outputColumns.includes(n)) ? names.map((n) => outputColumns.indexOf(n)) : null);
    const position = at(['ex1', 'ex2', 'ex3']);
    this.tracked = { error: position || at(['eR1', 'eR2', 'eR3']), psi: outputColumns.indexOf('Psi'), rotors: at(['f1', 'f2', 'f3', 'f4']) };
    /** Which error the 'ex' column holds: 'ex' (position) or 'eR' (attitude). */
    this.errorName = position ? 'ex' : 'eR';
    this.e0 = e0;
    this.e0b = e0b;
    this.floor = 1e-3 * Number.EPSILON * Math.max(1, Math.abs(e0));
    this.stateColumns = stateColumns;
    this.compare = compare;
    this.integrator = integrator;
    this.baseline = baseline;
    this.maxRows = Math.max(200, Math.min(this.rowBudget, Math.floor(MAX_NUMBERS / Math.max(1, stateColumns.length * (compare ? 2 : 1)))));
    this.t = [];
    this.main = Object.fromEntries(COLUMNS.map((c) => [c, []]));
    this.base = Object.fromEntries(COLUMNS.map((c) => [c, []]));
    this.states = [];
    this.baseStates = [];
    this.stride = 1;
    this._calls = 0;  // push() calls so far: row i is call i·stride, so thinning keeps the spacing uniform
    this.version = 0;
  }

  /** New energy reference (after a drag injected energy). */
  rebase(e0, e0b = e0) { this.e0 = e0; this.e0b = e0b; }

  _row(cols, e0, s, phase) {
    const d = s.diagnostics;
    const finite = Number.isFinite(s.energy);
    cols.E.push(finite ? s.energy : null);
    cols.dE.push(finite ? Math.max(Math.abs(s.energy - e0), this.floor) : null);
    cols.man.push(Number.isFinite(d.manifoldError) ? Math.max(d.manifoldError, 1e-18) : null);
    cols.mom.push(d.momentum == null ? null : d.momentum);
    cols.it.push(d.iterations);
    cols.res.push(d.residual);
    cols.px.push(phase ? phase[0] : null);
    cols.py.push(phase ? phase[1] : null);
    // A controller's |e_x| (or |e_R|) and Ψ, floored for the log axis, and a quadrotor's rotor thrusts.
    const out = s.outputs, { error, psi, rotors } = this.tracked;
    const value = (i) => (out && i >= 0 && i < out.length && Number.isFinite(out[i]) ? out[i] : null);
    const e = error && error.map(value), p = value(psi);
    const tracked = e && p != null && e.every((x) => x != null);
    cols.ex.push(tracked ? Math.max(Math.hypot(e[0], e[1], e[2]), 1e-18) : null);
    cols.psi.push(tracked ? Math.max(p, 1e-18) : null);
    for (let i = 0; i < 4; ++i) cols[`f${i + 1}`].push(rotors ? value(rotors[i]) : null);
  }

  /** sample: { time, energy, diagnostics, state (view, copied), phase: [x, y], outputs (a controller's,
   *  else empty or absent) } */
  push(main, base) {
    if (this._calls++ % this.stride !== 0) return;
    this.t.push(main.time);
    this._row(this.main, this.e0, main, main.phase);
    this.states.push(Float64Array.from(main.state));
    if (this.compare && base) {
      this._row(this.base, this.e0b, base, base.phase);
      this.baseStates.push(Float64Array.from(base.state));
    }
    while (this.t.length >= this.maxRows) {
      const even = (a) => a.filter((_, i) => i % 2 === 0);
      this.t = even(this.t);
      for (const c of COLUMNS) { this.main[c] = even(this.main[c]); this.base[c] = even(this.base[c]); }
      this.states = even(this.states);
      this.baseStates = even(this.baseStates);
      this.stride *= 2;
    }
    ++this.version;
  }

  get length() { return this.t.length; }

  /** The record as plain arrays (the debug hook's record(), debug-hook.js): times, E₀ of both runs,
   *  each run's columns, the state columns' names and the states (the baseline's null without one). */
  plain() {
    const cols = (c) => ({ E: [...c.E], dE: [...c.dE], man: [...c.man], mom: [...c.mom], ex: [...c.ex], psi: [...c.psi],
      f: [c.f1, c.f2, c.f3, c.f4].map((f) => [...f]) });
    return { t: [...this.t], e0: this.e0, e0b: this.e0b, main: cols(this.main), base: this.compare ? cols(this.base) : null,
      columns: [...this.stateColumns], states: this.states.map((s) => [...s]), baseStates: this.compare ? this.baseStates.map((s) => [...s]) : null };
  }
}
