// The section's own picture of chaos (issue 47, item 3; docs/section-view.md "Self-filling and chaos
// shading"), computed in the section's Web Worker (section-orbits.js serveOrbits):
//   - findRegion(): where the section has a state at the run's energy (a scan by seedSection);
//   - fillSeeds(): a few dozen seeds spread over that region, which the worker runs as short orbits
//     so that the section shows its islands and sea when it is first opened;
//   - FtleGrid: the largest finite-time Lyapunov exponent at every point of a grid over the region
//     (the core's exact tangent map, sim.lyapunov(steps, steps, FTLE_COUNT): one tangent vector carried, from
//     the core's generic starting direction), computed a batch at a time, coarse to fine, so the
//     picture fills progressively;
//   - ftleColour(): the shading's colour scale, shared by the picture and its colour bar.

import { LYAPUNOV_WINDOW_S } from './lyapunov-window.js';

/** The FTLE window, in simulated seconds: the stability view's readouts' window (10 s). Shorter
 *  windows are dominated by the arbitrary starting basis: on the planar double pendulum at E = -15 J,
 *  5 s ranks island against sea points with an AUC of 0.87, 10 s 0.97 (against 100 s exponents). */
export const FTLE_WINDOW_S = LYAPUNOV_WINDOW_S;
/** Steps per window at most: the window is taken in steps of max(run's h, window / FTLE_STEPS).
 *  A step with one tangent vector (count 1) costs about 5 plain steps' time in wasm (the planar double
 *  pendulum: 7 µs against 1.4 µs; all eight vectors, 19 µs); at h = 0.04 s (250 steps) the exponents
 *  rank island and sea as at h = 0.01 (medians 0.33 and 0.71 /s against 0.34 and 0.72, all eight's
 *  largest), at a quarter of the cost. */
export const FTLE_STEPS = 250;
/** Tangent vectors carried per cell (the count of sim.lyapunov): the leading exponent alone, at about
 *  40 % of the cost of all eight on the planar double pendulum. Its estimate over the window is the
 *  growth of one generic direction, not the largest of the eight QR columns' (lower: 0.09–0.17 against
 *  0.20–0.23 /s around the island point of docs/section-view.md, 0.25–0.98 against 0.41–1.18 /s in the
 *  sea), and it ranks island below sea points a little less well (AUC 0.88 against 0.94). */
export const FTLE_COUNT = 1;
/** The page's grid (cells across and up the admissible region); the bench sets 100. */
export const FTLE_GRID = 40;
/** Wall milliseconds of work per batch sent back to the page. */
export const FTLE_BATCH_MS = 40;
/** The region scan: points across and up, and how often the box may grow on a side. */
const SCAN = 16, GROWS = 4;
/** Seeds of the self-filling orbits: a FILL_GRID × FILL_GRID grid over the region, the admissible ones. */
export const FILL_GRID = 6;
/** Crossings of each self-filling orbit (a clicked one gathers 1000): a quick first look. */
export const FILL_CROSSINGS = 150;

/** The seeder (api.SectionSeeder) of the scenario in use: the region's scan, the filling's seeds and the
 *  shading's cells all seed on the open scenario, which it reads once (seedSection would read it for
 *  every seed: about 1 ms each); another scenario replaces it. */
let seeder = { module: null, scenario: null, seeder: null };
function seederFor(api, module, scenario) {
  if (seeder.module !== module || seeder.scenario !== scenario) {
    if (seeder.seeder) seeder.seeder.dispose();
    seeder = { module, scenario, seeder: null };
    seeder.seeder = new api.SectionSeeder(module, scenario);
  }
  return seeder.seeder;
}

/** A seed at (x, y), or null where the section has no state of that energy (seedSection refuses). */
function seedAt(api, module, job, x, y) {
  try {
    return seederFor(api, module, job.scenario).seed({ reference: job.reference, values: [x, y], energy: job.energy });
  } catch {
    return null;
  }
}

/**
 * The box { x: [lo, hi], y: [lo, hi] } holding the section's states at the job's energy, found by a
 * SCAN × SCAN scan of job.box (the page's range), grown on any side where the scan's edge is still
 * admissible (never past job.fixedX, an angle's [-π, π]), then padded by one scan cell. null when
 * no point of the scan has a state.
 */
let lastRegion = { key: '', region: null };  // the fill and the shading of one run scan once
export function* findRegion(api, module, job) {
  const key = JSON.stringify([job.scenario, job.reference, job.energy, job.box, job.fixedX || null]);
  if (lastRegion.key !== key) {
    const region = yield* scanRegion(api, module, job);
    lastRegion = { key, region };
  }
  return lastRegion.region;
}
/** The scan, a row at a time: the worker yields after each row, so that a click need not wait for it. */
function* scanRegion(api, module, job) {
  const box = { x: [...(job.fixedX || job.box.x)], y: [...job.box.y] };
  for (let grow = 0; ; ++grow) {
    const dx = (box.x[1] - box.x[0]) / SCAN, dy = (box.y[1] - box.y[0]) / SCAN;
    let lo = [Infinity, Infinity], hi = [-Infinity, -Infinity];
    const edge = { left: false, right: false, down: false, up: false };
    for (let j = 0; j < SCAN; ++j) {
      for (let i = 0; i < SCAN; ++i) {
        const x = box.x[0] + (i + 0.5) * dx, y = box.y[0] + (j + 0.5) * dy;
        if (!seedAt(api, module, job, x, y)) continue;
        lo = [Math.min(lo[0], x), Math.min(lo[1], y)];
        hi = [Math.max(hi[0], x), Math.max(hi[1], y)];
        edge.left ||= i === 0; edge.right ||= i === SCAN - 1; edge.down ||= j === 0; edge.up ||= j === SCAN - 1;
      }
      yield;
    }
    if (lo[0] > hi[0]) return null;
    const grows = grow < GROWS && (edge.down || edge.up || (!job.fixedX && (edge.left || edge.right)));
    if (!grows) {
      const clip = (v, r) => Math.min(r[1], Math.max(r[0], v));
      return { x: [clip(lo[0] - dx, box.x), clip(hi[0] + dx, box.x)], y: [clip(lo[1] - dy, box.y), clip(hi[1] + dy, box.y)] };
    }
    const wx = box.x[1] - box.x[0], wy = box.y[1] - box.y[0];
    if (!job.fixedX) { if (edge.left) box.x[0] -= wx; if (edge.right) box.x[1] += wx; }
    if (edge.down) box.y[0] -= wy;
    if (edge.up) box.y[1] += wy;
  }
}

/** The self-filling seeds: the admissible centres of a FILL_GRID × FILL_GRID grid over the region,
 *  in an order that spreads the first ones over it (a stride through the list). */
export function fillSeeds(api, module, job, region) {
  const found = [];
  for (let j = 0; j < FILL_GRID; ++j) {
    for (let i = 0; i < FILL_GRID; ++i) {
      const x = region.x[0] + ((i + 0.5) / FILL_GRID) * (region.x[1] - region.x[0]);
      const y = region.y[0] + ((j + 0.5) / FILL_GRID) * (region.y[1] - region.y[0]);
      if (seedAt(api, module, job, x, y)) found.push([x, y]);
    }
  }
  const n = found.length, out = [];
  let stride = 7;
  while (n > 1 && gcd(stride, n) !== 1) ++stride;
  for (let k = 0; k < n; ++k) out.push(found[(k * stride) % n]);
  return out;
}

function gcd(a, b) { return b ? gcd(b, a % b) : a; }

/** The grid's cells in coarse-to-fine order: every 8th cell each way first, then every 4th, 2nd and
 *  the rest, each with the side of the block it stands for until finer cells arrive. */
export function coarseToFine(nx, ny) {
  const order = [];
  for (const s of [8, 4, 2, 1]) {
    for (let j = 0; j < ny; j += s) {
      for (let i = 0; i < nx; i += s) {
        if (s < 8 && i % (2 * s) === 0 && j % (2 * s) === 0) continue;  // already in a coarser pass
        order.push([i, j, s]);
      }
    }
  }
  return order;
}

/**
 * One FTLE shading job: job { scenario, reference, energy, box, fixedX?, region?, integrator, h, n }. step()
 * computes about FTLE_BATCH_MS of cells and returns { cells: [[index, value | null, side], …],
 * done } (index = j·nx + i; null: no state of that energy there, or the step failed there); the
 * first step scans the region and returns { grid } as well. A step the core cannot differentiate
 * (an adaptive integrator, …) ends the job with { error } (the core's words).
 */
export class FtleGrid {
  constructor(api, module, job) {
    this.api = api;
    this.module = module;
    this.job = job;
    this.h = Math.max(job.h, FTLE_WINDOW_S / FTLE_STEPS);
    this.steps = Math.max(1, Math.round(FTLE_WINDOW_S / this.h));
    this.grid = null;
    this.regionSteps = null;
    this.next = 0;
    this.sim = null;
    this.done = false;
  }

  step() {
    const { api, module, job } = this;
    if (!this.grid) {
      // The region: the self-filling's, or a scan of our own, a row a step (so a click can come between).
      let region = job.region;
      if (!region) {
        this.regionSteps ||= findRegion(api, module, job);
        const r = this.regionSteps.next();
        if (!r.done) return { cells: [], done: false };
        region = r.value;
      }
      if (!region) { this.done = true; return { grid: null, cells: [], done: true }; }
      this.grid = { nx: job.n, ny: job.n, x: region.x, y: region.y, window: this.steps * this.h, steps: this.steps, h: this.h, count: FTLE_COUNT };
      this.order = coarseToFine(job.n, job.n);
      try {
        this.sim = new api.Simulation(module, job.scenario, { integrator: job.integrator || undefined, h: this.h });
      } catch (e) {
        return this.fail(e);
      }
      return { grid: this.grid, cells: [], done: false };
    }
    const { nx, ny, x, y } = this.grid, cells = [], t0 = performance.now();
    while (this.next < this.order.length && performance.now() - t0 < FTLE_BATCH_MS) {
      const [i, j, s] = this.order[this.next++];
      const state = seedAt(api, module, job, x[0] + ((i + 0.5) / nx) * (x[1] - x[0]), y[0] + ((j + 0.5) / ny) * (y[1] - y[0]));
      let value = null;
      if (state) {
        try {
          this.sim.setState(state, 0);
          // The leading exponent alone (FTLE_COUNT: one tangent vector carried, not all d): the growth
          // of the core's generic direction over the window (docs/section-view.md, "Shade by chaos").
          value = this.sim.lyapunov(this.steps, this.steps, FTLE_COUNT).exponents[0];
        } catch (e) {
          if (e && e.path === 'integrator') return this.fail(e);  // no cell can be computed
          value = null;                                           // this cell's run failed (Newton, …)
        }
        if (!Number.isFinite(value)) value = null;
      }
      cells.push([j * nx + i, value, s]);
    }
    this.done = this.next >= this.order.length;
    if (this.done) this.dispose();
    return { cells, done: this.done };
  }

  fail(e) {
    this.done = true;
    this.dispose();
    return { cells: [], done: true, error: String((e && e.message) || e) };
  }

  dispose() { if (this.sim) this.sim.dispose(); this.sim = null; }
}

/** The shading's colours (viridis, five stops): dark blue at `lo` (regular) to yellow at `hi` (chaotic). */
const STOPS = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
/** @returns {number[]} [r, g, b] of value v on the scale lo … hi */
export function ftleColour(v, lo, hi) {
  const f = hi > lo ? Math.min(1, Math.max(0, (v - lo) / (hi - lo))) : 0.5;
  const k = Math.min(STOPS.length - 2, Math.floor(f * (STOPS.length - 1))), u = f * (STOPS.length - 1) - k;
  return STOPS[k].map((c, m) => Math.round(c + u * (STOPS[k + 1][m] - c)));
}
/** The colour bar's CSS gradient, the same stops. */
export const FTLE_GRADIENT = `linear-gradient(to right, ${STOPS.map((c) => `rgb(${c.join(',')})`).join(', ')})`;
