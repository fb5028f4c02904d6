// The periodic orbit at a clicked point of the Poincaré section and its manifolds (issue 47, item 2;
// docs/section-view.md "The tangle"), computed in the section's Web Worker (section-orbits.js
// serveOrbits, job type 'tangle'). Node runs the same function on the same wasm (tests/browser/
// tangle.test.mjs), so the page's numbers can be checked to the bit.
//
// Two stages:
//   1. The guess. A single-shooting Newton over a whole period converges only from within about
//      1/|μ| of a strongly hyperbolic orbit's section point: from a click 0.01 rad off the double
//      pendulum's Lyapunov orbit (μ = 541) it misses by 4 rad (measured). So the click is first
//      refined by a pattern search that minimizes the first return's miss |P(x) − x| on the section
//      (each trial one seedSection and one run to its next crossing: about 170 steps), on a 5 × 5
//      grid around the best point so far, its step halved each round.
//   2. The orbit and its manifolds: the core's sectionManifold from the refined state, moved half a
//      return along its run first, so that Newton's point lies off the section (a point on it puts
//      some seeds on each side of the section, and their first crossings are then counted as
//      different iterates: the polyline doubles back), with the first return time as the period guess.

/** Returns of each branch (iterates 0 … RETURNS − 1). The Lyapunov orbit's μ = 541 carries a seed at
 *  δ = 1e-6 to δ μ² ≈ 0.3 by its third crossing, across the whole region: the tangle. A weaker saddle
 *  (|μ| ≈ 10) shows only the branches' start at this count; more returns would cost seconds there. */
export const TANGLE_RETURNS = 3;
/** Seeds per fundamental domain: the polyline's resolution. The last iterate is stretched by |μ|
 *  per return, so its segments are long; more seeds cost linearly (measured in docs/section-view.md). */
export const TANGLE_SEEDS = 256;
/** The section map's Newton: steps at most, and the difference step as a share of the picture's range. */
const NEWTON_STEPS = 30, FD = 1e-7;
/** Steps a trial run may take to come back to the section. */
const RETURN_MAX_STEPS = 20000;

/** The state on the section at (x, y) and the job's energy; throws the core's GeoviError. */
function seedAt(api, module, job, x, y) {
  return api.seedSection(module, job.scenario, { reference: job.seed.reference, values: [x, y], energy: job.seed.energy });
}

/** The first return of `state` to the section: { t, x, y } (the crossing's point on the plotted axes), or null. */
function firstReturn(sim, job, state, axisColumns) {
  sim.setState(state, 0);
  sim.watchSection(job.on || undefined, job.direction || undefined);
  for (let steps = 0; steps < RETURN_MAX_STEPS; steps += 20) {
    sim.advance(20);
    const { rows, points } = sim.takeCrossings();
    if (rows.length) {
      const [x, y] = axisColumns ? [rows[2 + axisColumns[0]], rows[2 + axisColumns[1]]] : [points[0], points[1]];
      return { t: rows[0], x, y };
    }
  }
  return null;
}

/**
 * job: { id, scenario (JSON text), seed: { values: [x, y], energy, reference }, integrator, h, on,
 * direction, axes ([x, y] names), axisColumns ([i, j] state columns, or null: declared axes), box
 * (the picture's range), fixedX (an angle axis's [−π, π], or null), seeds?, returns? }.
 * Returns { type: 'tangle', id, result } or { type: 'tangle', id, error, path, stage }
 * (stage 'seed': no state of that energy at the click; 'orbit': Newton found none).
 */
export function findTangle(api, module, job) {
  const out = { type: 'tangle', id: job.id };
  let sim = null, guess = null;
  try {
    try {
      seedAt(api, module, job, job.seed.values[0], job.seed.values[1]);
    } catch (e) {
      return { ...out, error: String(e.message || e), path: e.path || '', stage: 'seed' };
    }
    sim = new api.Simulation(module, job.scenario, { integrator: job.integrator || undefined, h: job.h || undefined });
    const span = [job.box.x[1] - job.box.x[0], job.box.y[1] - job.box.y[0]];
    // The miss in the picture's proportions; an angle axis wraps.
    const wrap = (d) => (job.fixedX ? d - 2 * Math.PI * Math.round(d / (2 * Math.PI)) : d);
    const ret = (x, y) => {
      let state;
      try { state = seedAt(api, module, job, x, y); } catch { return null; }
      let r;
      try { r = firstReturn(sim, job, state, job.axisColumns); } catch { return null; }
      return r && Number.isFinite(r.x) && Number.isFinite(r.y) ? { ...r, state } : null;
    };
    // Newton on the section's own 2-D map: F(p) = P(p) − p (the angle wrapped), its 2 × 2 Jacobian by
    // differences, each step halved until |F| falls (a damped Newton; a step that cannot is the end).
    const F = (x, y) => {
      const r = ret(x, y);
      return r && { x, y, f: [wrap(r.x - x), r.y - y], t: r.t, state: r.state, m: Math.hypot(wrap(r.x - x) / span[0], (r.y - y) / span[1]) };
    };
    let best = F(job.seed.values[0], job.seed.values[1]);
    for (let k = 0; best && k < NEWTON_STEPS && best.m > 1e-12; ++k) {
      const d = [FD * span[0], FD * span[1]], fx = F(best.x + d[0], best.y), fy = F(best.x, best.y + d[1]);
      if (!fx || !fy) break;
      const a = (fx.f[0] - best.f[0]) / d[0], b = (fy.f[0] - best.f[0]) / d[1];
      const c = (fx.f[1] - best.f[1]) / d[0], e = (fy.f[1] - best.f[1]) / d[1], det = a * e - b * c;
      if (!(Math.abs(det) > 0)) break;
      let sx = -(e * best.f[0] - b * best.f[1]) / det, sy = -(-c * best.f[0] + a * best.f[1]) / det, next = null;
      for (let halve = 0; halve < 12; ++halve, sx /= 2, sy /= 2) {
        const trial = F(best.x + sx, best.y + sy);
        if (trial && trial.m < best.m) { next = trial; break; }
      }
      if (!next) break;
      best = next;
    }
    if (!best) return { ...out, error: 'no run from here comes back to the section', path: '', stage: 'orbit' };
    guess = { values: [best.x, best.y], miss: best.m, period: best.t };
    // Newton from the refined point, half a return along its run (off the section: see the head).
    sim.setState(best.state, 0);
    sim.advance(Math.max(1, Math.round(best.t / 2 / sim.stepSize)));
    const r = sim.sectionManifold({ periodGuess: best.t, on: job.on || undefined, direction: job.direction || undefined,
      axes: job.axes, seeds: job.seeds || TANGLE_SEEDS, returns: job.returns || TANGLE_RETURNS });
    return { ...out, result: summary(r, best) };
  } catch (e) {
    return { ...out, error: String((e && e.message) || e), path: (e && e.path) || '', stage: 'orbit', guess };
  } finally {
    if (sim) sim.dispose();
  }
}

/** The branches a 2-D picture can show: where the orbit's state is zero in some columns (a planar
 *  orbit of the spherical double pendulum: q·y, the x and z angular velocities), a branch leaving
 *  that subspace (the out-of-plane saddle, μ = 539) projects both of its sides onto one curve of the
 *  plane and is no curve of the planar section. Zero: below 1e-9 of the state's size (Newton leaves
 *  ~1e-15 there); the branch's direction (unit) must vanish there to 1e-6 (an in-plane branch has
 *  ~1e-13, an out-of-plane one 0.07 and more: measured on the Lyapunov orbit). */
export function inSubspace(state, direction) {
  const size = Math.max(1, ...Array.from(state, Math.abs));
  for (let i = 0; i < state.length; ++i) if (Math.abs(state[i]) < 1e-9 * size && Math.abs(direction[i]) > 1e-6) return false;
  return true;
}

/** The result as the page keeps it (plain arrays; no NaN: the core writes none). */
function summary(r, best) {
  const branches = r.branches.map((b) => ({ kind: b.kind, sign: b.sign, multiplier: b.multiplier,
    drawn: inSubspace(r.state, b.direction), points: Array.from(b.points), iterates: Array.from(b.iterates) }));
  return { kind: r.kind, period: r.period, steps: r.steps, energy: r.energy, multipliers: r.multipliers.map((z) => [z[0], z[1]]),
    tolerance: r.tolerance, orbitPoints: Array.from(r.orbitPoints), state: Array.from(r.state), branches,
    energyError: r.energyError, integrator: r.integrator, h: r.h,
    guess: { values: [best.x, best.y], miss: best.m, period: best.t } };
}

/**
 * A transversal crossing of a drawn unstable branch with a drawn stable one away from the orbit's
 * points (a homoclinic point), in the picture's proportions: { x, y, sin, distance }, the one nearest an
 * orbit point, or null. Only resolved segments count: a chord longer than `maxLength` (of the picture's
 * span, each axis scaled to 1) skips a stretch of the branch the seeds did not resolve. On an angle
 * axis (wrapX: x in [−π, π]) a segment across the wrap is taken the short way round, and the stable
 * segments are tried shifted by ±2π too (the double pendulum's Lyapunov orbit sits on the wrap, x = ±π,
 * and so do its primary homoclinic points, on its symmetry line q2x = 0). Transversal: the sine of the angle between the
 * two segments at least `minSin`; away: at least `minDistance` from every orbit point.
 * @param {any} result findTangle's result @param {{ x: number[], y: number[] }} box the picture's range
 */
export function homoclinicPoint(result, box, { maxLength = 0.05, minSin = 0.1, minDistance = 0.02, wrapX = false } = {}) {
  const sx = box.x[1] - box.x[0], sy = box.y[1] - box.y[0], TWO_PI = 2 * Math.PI;
  const wrap = (d) => (wrapX ? d - TWO_PI * Math.round(d / TWO_PI) : d);
  const segments = (kind) => {
    const out = [];
    for (const b of result.branches) {
      if (b.kind !== kind || !b.drawn) continue;
      const p = b.points;
      for (let i = 0; i + 3 < p.length; i += 2) {
        const dx = wrap(p[i + 2] - p[i]) / sx, dy = (p[i + 3] - p[i + 1]) / sy;
        if (Math.hypot(dx, dy) <= maxLength) for (const shift of kind === 'stable' && wrapX ? [-TWO_PI, 0, TWO_PI] : [0]) out.push([(p[i] + shift) / sx, p[i + 1] / sy, dx, dy]);
      }
    }
    return out;
  };
  const orbit = [];
  for (let i = 0; i + 1 < result.orbitPoints.length; i += 2) orbit.push([result.orbitPoints[i], result.orbitPoints[i + 1]]);
  let found = null;
  const stable = segments('stable');
  for (const [ax, ay, dx, dy] of segments('unstable')) {
    for (const [cx, cy, ex, ey] of stable) {
      const den = dx * ey - dy * ex;
      if (den === 0) continue;
      const u = ((cx - ax) * ey - (cy - ay) * ex) / den, v = ((cx - ax) * dy - (cy - ay) * dx) / den;
      if (u < 0 || u > 1 || v < 0 || v > 1) continue;
      const x = wrap((ax + u * dx) * sx), y = (ay + u * dy) * sy, sin = Math.abs(den) / (Math.hypot(dx, dy) * Math.hypot(ex, ey));
      const distance = Math.min(...orbit.map(([ox, oy]) => Math.hypot(wrap(x - ox) / sx, (y - oy) / sy)));
      if (sin >= minSin && distance >= minDistance && (!found || distance < found.distance)) found = { x, y, sin, distance };
    }
  }
  return found;
}

/** homoclinicPoint's bounds for the page and the tangle lesson. On the Lyapunov orbit (256 seeds, 3
 *  returns; the picture ∠ ∈ [−π, π], w2y ∈ [−6.5, 9.5]) the first crossing away from the orbit point,
 *  at (−2.993, −0.844), 0.046 of the picture from it, sine 0.82, is between the unstable branch's second
 *  iterate (resolved there: chords of 7e-4) and a chord of the stable branch's third iterate that crosses
 *  the wrap: that iterate passed the saddle again and was stretched by another ~540, and no chord of 0.2
 *  or less crosses (measured; docs/section-view.md). So 0.3: the claim is of the polylines as drawn,
 *  a chord standing for a stretch of the branch the seeds did not resolve. */
export const HOMOCLINIC = { maxLength: 0.3, minSin: 0.1, minDistance: 0.02 };

/** The cells of a COVER × COVER grid over box that points (x, y)[0 … n) visit: how far an orbit wanders. */
export const COVER = 32;
export function coverage(xs, ys, n, box) {
  const seen = new Set();
  for (let i = 0; i < n; ++i) {
    const u = Math.floor(((xs[i] - box.x[0]) / (box.x[1] - box.x[0])) * COVER), v = Math.floor(((ys[i] - box.y[0]) / (box.y[1] - box.y[0])) * COVER);
    if (u >= 0 && u < COVER && v >= 0 && v < COVER) seen.add(v * COVER + u);
  }
  return seen.size;
}
