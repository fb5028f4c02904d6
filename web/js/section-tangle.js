// The periodic orbit at a clicked point of the Poincaré section and its manifolds (issue 47, item 2;
// docs/section-view.md "The tangle"), computed in the section's Web Worker (section-orbits.js
// serveOrbits, job type 'tangle'). Node runs the same function on the same wasm (tests/browser/
// tangle.test.mjs), so the page's numbers can be checked to the bit.
//
// Two stages:
//   1. The click refined to a fixed point of the section's return map P. A single-shooting Newton
//      converges only from within about 1/|μ| of a strongly hyperbolic orbit's section point (from a
//      click 0.01 rad off the double pendulum's Lyapunov orbit, μ = 541, the core's own Newton misses
//      by 4 rad; Newton on P's 2-D map from 0.002–0.003 rad). So it is refined by Newton on two
//      half-maps (twoHalfNewton: the section to the same plane crossed the other way, and back),
//      each stretching by ~√|μ|, whose basin is several pixels wide (docs/section-view.md "The
//      tangle"); single shooting on P where that cannot be used (direction "both").
//   2. The orbit and its manifolds: the core's sectionManifold from the refined state, moved half a
//      return along its run first, so that Newton's point lies off the section (a point on it puts
//      some seeds on each side of the section, and their first crossings are then counted as
//      different iterates: the polyline doubles back), with the return time as the period guess,
//      its polylines refined by the core (maxGap) until no chord is longer than TANGLE_MAX_GAP of the
//      picture.

/** Returns of each branch (iterates 0 … RETURNS − 1). The Lyapunov orbit's μ = 541 carries a seed at
 *  δ = 1e-6 to δ μ² ≈ 0.3 by its third crossing, across the whole region: the tangle. A weaker saddle
 *  (|μ| ≈ 10) shows only the branches' start at this count; more returns would cost seconds there. */
export const TANGLE_RETURNS = 3;
/** Seeds per fundamental domain before refinement. The last iterate is stretched by |μ| per return,
 *  so equally spaced seeds leave long chords there; the core's refinement (TANGLE_MAX_GAP) adds seeds
 *  where they are, so 64 give the polylines 256 gave before and more (docs/section-view.md). */
export const TANGLE_SEEDS = 64;
/** The section map's Newton: steps at most, and the difference step as a share of the picture's range;
 *  a residual (picture's proportions) at or below CONVERGED is a fixed point. */
const NEWTON_STEPS = 30, FD = 1e-7, CONVERGED = 1e-9;
/** The search about a click, in the picture's proportions (a pixel is ~1e-3 of the picture): starts on
 *  rings RING_STEP apart out to SEARCH_RADIUS; an orbit within ACCEPT of the click ends it; a Newton
 *  step longer than MAX_STEP is shortened to it (a trust region: a step from outside the basin would
 *  otherwise jump to an orbit far from the click). */
const RING_STEP = 0.0025, SEARCH_RADIUS = 0.0125, ACCEPT = 0.015, MAX_STEP = 0.01;
/** The manifolds' refinement (the core's maxGap): no chord longer than this share of the picture's
 *  smaller span, with at most TANGLE_GAP_SEEDS seeds added per multiplier. */
export const TANGLE_MAX_GAP = 0.01, TANGLE_GAP_SEEDS = 4096;
/** Steps a trial run may take to come back to the section. */
const RETURN_MAX_STEPS = 20000;

/** The state on the section at (x, y) and the job's energy; throws the core's GeoviError. `scenario`:
 *  the job's, or the same with the section's direction turned over (the half-way section). */
function seedAt(api, module, job, x, y, scenario = job.scenario, reference = job.seed.reference) {
  return api.seedSection(module, scenario, { reference, values: [x, y], energy: job.seed.energy });
}

/** The first crossing of `state`'s run (from t = 0) of the section in `direction` (default the job's):
 *  { t, x, y, state } (the crossing's point on the plotted axes and its state), or null. */
function firstReturn(sim, job, state, axisColumns, direction = job.direction || undefined) {
  sim.setState(state, 0);
  sim.watchSection(job.on || undefined, direction);
  for (let steps = 0; steps < RETURN_MAX_STEPS; steps += 20) {
    sim.advance(20);
    const { rows, points } = sim.takeCrossings();
    if (rows.length) {
      const [x, y] = axisColumns ? [rows[2 + axisColumns[0]], rows[2 + axisColumns[1]]] : [points[0], points[1]];
      return { t: rows[0], x, y, state: Array.from(rows.slice(2, 2 + state.length)) };
    }
  }
  return null;
}

/** Solves the n × n system A x = b (rows of A) by Gaussian elimination with partial pivoting; null
 *  when singular. */
function solveLinear(A, b) {
  const n = b.length, M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; ++c) {
    let p = c;
    for (let r = c + 1; r < n; ++r) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    if (!(Math.abs(M[p][c]) > 0)) return null;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = c + 1; r < n; ++r) {
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; ++k) M[r][k] -= f * M[c][k];
    }
  }
  const x = new Array(n).fill(0);
  for (let r = n - 1; r >= 0; --r) {
    let v = M[r][n];
    for (let k = r + 1; k < n; ++k) v -= M[r][k] * x[k];
    x[r] = v / M[r][r];
  }
  return x;
}

/**
 * The fixed point of the section's return map P nearest (x0, y0), by Newton on two half-maps: D from
 * the section to the same plane crossed the other way (the half-way section, where every periodic
 * orbit that crosses the section one way crosses it the other way in between) and U back, unknowns
 * a (on the section) and b (on the half-way section), residual (D(a) − b, U(b) − a). Each half-map
 * stretches by about √|μ| where P stretches by |μ|, so the linear model holds ~√|μ| times farther
 * out than single shooting's: the basin about the Lyapunov orbit (μ = 541) grows from ~0.002 rad to
 * several pixels (measured: docs/section-view.md). Each Newton step halved until |residual| falls.
 * Returns { x, y, m, t, state } (m: the residual in the picture's proportions, t: the period) or null.
 */
function twoHalfNewton(api, module, sim, job, x0, y0, span, wrap) {
  const other = job.direction === 'down' ? 'up' : 'down';
  const half = JSON.parse(job.scenario);
  half.section = { ...(half.section || {}), direction: other, ...(job.on ? { on: job.on } : {}) };
  const halfText = JSON.stringify(half);
  let a0;
  try { a0 = seedAt(api, module, job, x0, y0); } catch { return null; }
  const first = firstReturn(sim, job, a0, job.axisColumns, other);
  if (!first) return null;
  const reference = first.state;
  const D = (x, y) => {
    let state;
    try { state = seedAt(api, module, job, x, y); } catch { return null; }
    const r = firstReturn(sim, job, state, job.axisColumns, other);
    return r && Number.isFinite(r.x) && Number.isFinite(r.y) ? { ...r, start: state } : null;
  };
  const U = (x, y) => {
    let state;
    try { state = seedAt(api, module, job, x, y, halfText, reference); } catch { return null; }
    const r = firstReturn(sim, job, state, job.axisColumns);
    return r && Number.isFinite(r.x) && Number.isFinite(r.y) ? r : null;
  };
  // The residual at z = [ax, ay, bx, by], in the picture's proportions.
  const F = (z) => {
    const d = D(z[0], z[1]), u = d && U(z[2], z[3]);
    if (!u) return null;
    const f = [wrap(d.x - z[2]), d.y - z[3], wrap(u.x - z[0]), u.y - z[1]];
    return { z, d, u, f, m: Math.hypot(f[0] / span[0], f[1] / span[1], f[2] / span[0], f[3] / span[1]) };
  };
  let best = F([x0, y0, first.x, first.y]);
  for (let k = 0; best && k < NEWTON_STEPS && best.m > 1e-13; ++k) {
    const h = [FD * span[0], FD * span[1]], z = best.z;
    const dx = D(z[0] + h[0], z[1]), dy = D(z[0], z[1] + h[1]), ux = U(z[2] + h[0], z[3]), uy = U(z[2], z[3] + h[1]);
    if (!dx || !dy || !ux || !uy) return null;
    // ∂(D(a) − b)/∂a = DD, /∂b = −I; ∂(U(b) − a)/∂a = −I, /∂b = DU.
    const dd = [[wrap(dx.x - best.d.x) / h[0], wrap(dy.x - best.d.x) / h[1]], [(dx.y - best.d.y) / h[0], (dy.y - best.d.y) / h[1]]];
    const du = [[wrap(ux.x - best.u.x) / h[0], wrap(uy.x - best.u.x) / h[1]], [(ux.y - best.u.y) / h[0], (uy.y - best.u.y) / h[1]]];
    const J = [[dd[0][0], dd[0][1], -1, 0], [dd[1][0], dd[1][1], 0, -1], [-1, 0, du[0][0], du[0][1]], [0, -1, du[1][0], du[1][1]]];
    const step = solveLinear(J, best.f.map((v) => -v));
    if (!step) return null;
    const length = Math.hypot(step[0] / span[0], step[1] / span[1], step[2] / span[0], step[3] / span[1]);
    if (length > MAX_STEP) for (let i = 0; i < 4; ++i) step[i] *= MAX_STEP / length;
    let next = null;
    for (let halve = 0; halve < 12; ++halve) {
      const scale = 2 ** -halve, trial = F(z.map((v, i) => v + scale * step[i]));
      if (trial && trial.m < best.m) { next = trial; break; }
    }
    if (!next) break;
    best = next;
  }
  return best && { x: best.z[0], y: best.z[1], m: best.m, t: best.d.t + best.u.t, state: best.d.start };
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
    const [cx, cy] = job.seed.values;
    const distance = (p) => Math.hypot(wrap(p.x - cx) / span[0], (p.y - cy) / span[1]);
    // The two half-maps' Newton (wide basin) from the click, then from starts around it, nearest
    // first, until one converges to an orbit within ACCEPT of the click; of all that converged, the
    // orbit nearest the click. Where none does (or the section is crossed both ways: no half-way
    // section), single shooting on P from the click, and the core's Newton from its best point.
    let best = null;
    const starts = job.direction === 'both' ? [] : searchStarts(cx, cy, span);
    for (const [x, y] of starts) {
      const r = twoHalfNewton(api, module, sim, job, x, y, span, wrap);
      if (!r || !(r.m <= CONVERGED)) continue;
      if (!best || distance(r) < distance(best)) best = r;
      if (distance(best) <= ACCEPT) break;
    }
    if (!best) best = singleNewton(api, module, sim, job, cx, cy, span, wrap);
    if (!best) return { ...out, error: 'no run from here comes back to the section', path: '', stage: 'orbit' };
    guess = { values: [best.x, best.y], miss: best.m, period: best.t, distance: distance(best) };
    // Newton from the refined point, half a return along its run (off the section: see the head).
    sim.setState(best.state, 0);
    sim.advance(Math.max(1, Math.round(best.t / 2 / sim.stepSize)));
    const r = sim.sectionManifold({ periodGuess: best.t, on: job.on || undefined, direction: job.direction || undefined,
      axes: job.axes, seeds: job.seeds || TANGLE_SEEDS, returns: job.returns || TANGLE_RETURNS,
      maxGap: job.maxGap ?? TANGLE_MAX_GAP * Math.min(span[0], span[1]), gapSeeds: job.gapSeeds ?? TANGLE_GAP_SEEDS });
    return { ...out, result: summary(r, guess, job, span, wrap) };
  } catch (e) {
    return { ...out, error: String((e && e.message) || e), path: (e && e.path) || '', stage: 'orbit', guess };
  } finally {
    if (sim) sim.dispose();
  }
}

/** The click, then points on rings about it (RING_STEP apart in the picture's proportions, out to
 *  SEARCH_RADIUS), nearest first: where Newton starts. */
function searchStarts(cx, cy, span) {
  const starts = [[cx, cy]];
  for (let ring = 1; ring * RING_STEP <= SEARCH_RADIUS + 1e-12; ++ring) {
    const n = 6 * ring;
    for (let k = 0; k < n; ++k) {
      const a = (2 * Math.PI * (k + 0.5 * (ring % 2))) / n;
      starts.push([cx + ring * RING_STEP * span[0] * Math.cos(a), cy + ring * RING_STEP * span[1] * Math.sin(a)]);
    }
  }
  return starts;
}

/** Single shooting on the section's own 2-D map: F(p) = P(p) − p (the angle wrapped), its 2 × 2
 *  Jacobian by differences, each step halved until |F| falls. Its basin about a saddle with |μ| = 541
 *  is ~0.002 rad: the fallback where the half-way section cannot be used. */
function singleNewton(api, module, sim, job, x0, y0, span, wrap) {
  const ret = (x, y) => {
    let state;
    try { state = seedAt(api, module, job, x, y); } catch { return null; }
    let r;
    try { r = firstReturn(sim, job, state, job.axisColumns); } catch { return null; }
    return r && Number.isFinite(r.x) && Number.isFinite(r.y) ? { ...r, state } : null;
  };
  const F = (x, y) => {
    const r = ret(x, y);
    return r && { x, y, f: [wrap(r.x - x), r.y - y], t: r.t, state: r.state, m: Math.hypot(wrap(r.x - x) / span[0], (r.y - y) / span[1]) };
  };
  let best = F(x0, y0);
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
  return best;
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
function summary(r, guess, job, span, wrap) {
  const branches = r.branches.map((b) => ({ kind: b.kind, sign: b.sign, multiplier: b.multiplier,
    drawn: inSubspace(r.state, b.direction), points: Array.from(b.points), iterates: Array.from(b.iterates) }));
  // The click's distance from the orbit found (its nearest section point), in the picture's proportions.
  const [cx, cy] = job.seed.values;
  let clickDistance = Infinity;
  for (let i = 0; i + 1 < r.orbitPoints.length; i += 2)
    clickDistance = Math.min(clickDistance, Math.hypot(wrap(r.orbitPoints[i] - cx) / span[0], (r.orbitPoints[i + 1] - cy) / span[1]));
  return { kind: r.kind, note: r.note || '', period: r.period, steps: r.steps, energy: r.energy, multipliers: r.multipliers.map((z) => [z[0], z[1]]),
    tolerance: r.tolerance, orbitPoints: Array.from(r.orbitPoints), state: Array.from(r.state), branches,
    energyError: r.energyError, integrator: r.integrator, h: r.h, refinedSeeds: r.refinedSeeds, openGaps: r.openGaps,
    budgetExhausted: r.budgetExhausted, clickDistance, guess };
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

/** homoclinicPoint's bounds for the page and the tangle lesson. On the Lyapunov orbit (64 seeds refined
 *  to chords of 0.02 of the picture or less, 3 returns; the picture ∠ ∈ [−π, π], w2y ∈ [−6.5, 9.5]) the
 *  first crossing away from the orbit point, at (3.003, −0.806), 0.043 of the picture from it, sine
 *  0.82, lies on one of the 6 chords the refinement leaves long: a chord across a break of the section
 *  map (a tangential crossing), not a stretch the seeds did not resolve; among chords of 0.05 or less
 *  there is none (tangle.test.mjs records it). So 0.3: the claim is of the polylines as drawn, long
 *  chords included, not yet of the manifolds (docs/section-view.md). */
export const HOMOCLINIC = { maxLength: 0.3, minSin: 0.1, minDistance: 0.02 };

/**
 * Where the tangle lesson seeds its wandering orbit: a point of the unstable manifold itself, the first
 * in a drawn unstable branch's order (by iterate, then along it) at least `minDistance` of the picture
 * from every orbit point whose chords to both neighbours are at most `maxLength` and not empty (a resolved stretch, so
 * the point is one the seeds' runs reached, not an interpolation across a gap or a break of the section
 * map): { x, y, distance, iterate }, or null. Its past tends to the orbit; its future follows the
 * branch out through the tangle. (homoclinicPoint's crossing is no such point: on the Lyapunov orbit it
 * lies on chords across breaks, and may lie where no state of the energy exists, docs/section-view.md.)
 * @param {any} result findTangle's result @param {{ x: number[], y: number[] }} box the picture's range
 */
export function tangleSeed(result, box, { maxLength = 0.02, minDistance = 0.02, wrapX = false } = {}) {
  const sx = box.x[1] - box.x[0], sy = box.y[1] - box.y[0], TWO_PI = 2 * Math.PI;
  const wrap = (d) => (wrapX ? d - TWO_PI * Math.round(d / TWO_PI) : d);
  const apart = (p, i, j) => Math.hypot(wrap(p[j] - p[i]) / sx, (p[j + 1] - p[i + 1]) / sy);
  const orbit = [];
  for (let i = 0; i + 1 < result.orbitPoints.length; i += 2) orbit.push([result.orbitPoints[i], result.orbitPoints[i + 1]]);
  let found = null;
  for (const b of result.branches) {
    if (b.kind !== 'unstable' || !b.drawn) continue;
    const p = b.points;
    for (let i = 2; i + 3 < p.length; i += 2) {
      const before = apart(p, i - 2, i), after = apart(p, i, i + 2);
      if (!(before > 0 && before <= maxLength && after > 0 && after <= maxLength)) continue;
      const distance = Math.min(...orbit.map(([ox, oy]) => Math.hypot(wrap(p[i] - ox) / sx, (p[i + 1] - oy) / sy)));
      if (distance < minDistance) continue;
      const iterate = b.iterates[i / 2];
      if (!found || iterate < found.iterate) found = { x: p[i], y: p[i + 1], distance, iterate };
      break;
    }
  }
  return found;
}

/** tangleSeed's bounds for the tangle lesson: the chords as the refinement leaves them (TANGLE_MAX_GAP),
 *  and homoclinicPoint's distance from the orbit. */
export const TANGLE_SEED = { maxLength: 0.02, minDistance: 0.02 };

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
