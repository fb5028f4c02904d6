// The periodic orbit at a clicked point of the Poincaré section and its manifolds (issue 47, item 2;
// docs/section-view.md "The tangle"), computed in the section's Web Worker (section-orbits.js
// serveOrbits, job type 'tangle'). Node runs the same function on the same wasm (tests/browser/
// tangle.test.mjs), so the page's numbers can be checked to the bit.
//
// Three stages:
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
//   3. A homoclinic point (symmetricHomoclinic): a motion on the unstable manifold that comes to rest,
//      so that time reversal brings it back along the stable one, its seed refined on the map itself;
//      its crossings are points of both manifolds, whatever the polylines show.

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

/** The crossings the run took since it was last asked (sim.takeCrossings(): rows of t, a flag and the
 *  state; points on the section's own axes): [{ t, state, point }], point on the picture's axes (the
 *  state's `axisColumns`, else the section's), or null where `picture` is false (a plane that is not the section). */
function takeCrossings(sim, width, axisColumns, picture = true) {
  const { rows, points } = sim.takeCrossings(), out = [];
  for (let i = 0, k = 0; i + width + 2 <= rows.length; i += width + 2, ++k) {
    const state = Array.from(rows.slice(i + 2, i + 2 + width));
    const point = !picture ? null : axisColumns ? [state[axisColumns[0]], state[axisColumns[1]]] : [points[2 * k], points[2 * k + 1]];
    out.push({ t: rows[i], state, point });
  }
  return out;
}

/** The first crossing of `state`'s run (from t = 0) of the section in `direction` (default the job's):
 *  { t, x, y, state } (the crossing's point on the plotted axes and its state), or null. */
function firstReturn(sim, job, state, axisColumns, direction = job.direction || undefined) {
  sim.setState(state, 0);
  sim.watchSection(job.on || undefined, direction);
  for (let steps = 0; steps < RETURN_MAX_STEPS; steps += 20) {
    sim.advance(20);
    const [c] = takeCrossings(sim, state.length, axisColumns);
    if (c) return { t: c.t, x: c.point[0], y: c.point[1], state: c.state };
  }
  return null;
}

/** The element of `list` (each with its instant t) nearest the instant t, the first of equals; null for none. */
function nearestInTime(list, t) {
  return list.reduce((m, c) => (!m || Math.abs(c.t - t) < Math.abs(m.t - t) ? c : m), null);
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
    const result = summary(r, guess, job, span, wrap);
    result.homoclinic = r.kind === 'hyperbolic' ? symmetricHomoclinic(api, module, sim, job, result, span, wrap) : null;
    return { ...out, result };
  } catch (e) {
    return { ...out, error: String((e && e.message) || e), path: (e && e.path) || '', stage: 'orbit', guess };
  } finally {
    if (sim) sim.dispose();
  }
}

/** The symmetric homoclinic search (symmetricHomoclinic): seeds per fundamental domain of the scan, the
 *  periods each seed's run lasts (on the Lyapunov orbit the first rest comes 6.5 s, 3.8 periods, after
 *  its seeds: δ = 1e-6 stretched by μ = 541 a period), how far from the orbit's own rests (state units) a
 *  rest counts, the periods followed after the mirror image of the departure, the relative step in s of
 *  the tangents' differences, and how far from the orbit (in the picture's proportions) a crossing counts
 *  as away from it. */
export const HOMOCLINIC = { scan: 24, periods: 5, apart: 0.05, returns: 3, ds: 1e-7, minDistance: 0.02 };

/** The crossings of `on` (a "column=0" plane, or the job's section) of the run from `state` over `steps`
 *  steps: [{ t, state, point }] (point: on the picture's axes, or null for a plane that is not the section). */
function crossingsOf(sim, job, state, on, direction, steps, picture) {
  sim.setState(state, 0);
  sim.watchSection(on, direction);
  sim.advance(steps);
  return takeCrossings(sim, state.length, job.axisColumns, picture);
}

/**
 * A true homoclinic point of the hyperbolic orbit (docs/section-view.md "The tangle"): a point of the
 * section on both its unstable and its stable manifold, found without the drawn polylines (whose
 * crossings may lie on chords across breaks of the section map, where the manifolds do not cross).
 *
 * How. A natural mechanical system is reversible under R: ω ↦ −ω at the same configuration (its kinetic
 * energy is quadratic in the velocities), and the
 * orbits the tangle finds about a saddle are brake orbits (at rest twice a period), so R maps the orbit
 * onto itself and its unstable manifold onto its stable one. A motion on the unstable manifold that comes
 * to rest (every ω zero) is R-symmetric about that instant: its future is its past reversed, and it
 * returns to the orbit: a homoclinic motion, each of whose section crossings is a point of both manifolds.
 * With two velocity columns moving (a planar double pendulum: ω1y, ω2y) a rest is a root of one function
 * of one parameter: along the unstable branch's seeds x* + δ s v (s ∈ [1, |μ|), the core's), the second
 * velocity at the instants the first vanishes. A sign change between neighbouring seeds (the instants
 * continuous between them, away from the orbit's own rests) is bisected in s to the last double; the
 * earliest rest of either branch is kept.
 *
 * Then the seed is refined on the integrator's own map (the symmetric seed is homoclinic only to the
 * discretization: below), and what is reported is checked on the motion itself: `restResidual`
 * (the symmetric motion's largest |ω| at its rest, over its largest along the way), `shift` (the
 * refined seed's s relative to the symmetric one's), `returns` (the refined motion's distances from the
 * orbit at its crossings after the rest, down to the closest: shrinking by about 1/|μ| a return, it is
 * on the stable manifold; the round-off it carries grows as fast, so it leaves again after that), and
 * `mirror` (the distance of the shown point P from R of P′, its crossing the other way at the mirrored
 * instant). Transversality, `sin`: the unstable curve's tangent at P (the derivative in s of P, by a
 * difference) and the stable curve's, which is R of the unstable curve's tangent at P′ (W^s = R(W^u)),
 * to the discretization; the sine of their angle in the picture's proportions.
 *
 * Returns null where it does not apply (no velocity columns, or not two of them moving along the branch) or
 * no rest is found within `periods`; else { x, y, distance, t, points, returns, closest, s, shift,
 * symmetricS, sign, multiplier, tRest, restResidual, state, sin, mirror } (points: the excursion's crossings away from the
 * orbit, every one a homoclinic point; x, y: the one nearest the rest in time; sin and mirror null where
 * an axis mixes a velocity with a configuration, or P′ is not found).
 */
export function symmetricHomoclinic(api, module, sim, job, result, span, wrap, options = {}) {
  const o = { ...HOMOCLINIC, ...options };
  const velocity = job.velocityColumns || [];
  const columns = sim.stateColumns, x0 = result.state, h = sim.stepSize, period = result.period;
  const orbit = [];
  for (let i = 0; i + 1 < result.orbitPoints.length; i += 2) orbit.push([result.orbitPoints[i], result.orbitPoints[i + 1]]);
  const fromOrbit = (/** @type {number[]} */ [x, y]) => Math.min(...orbit.map(([ox, oy]) => Math.hypot(wrap(x - ox) / span[0], (y - oy) / span[1])));
  const steps = Math.ceil((o.periods * period) / h);
  const seedOf = (b, s) => x0.map((v, i) => v + 1e-6 * s * b.direction[i]);
  let best = null;
  const restsOn = new Map();  // plane → the orbit's rests on it: branches moving the same velocities share them
  for (const b of result.branches) {
    if (b.kind !== 'unstable' || !b.drawn) continue;
    const moving = velocity.filter((i) => Math.abs(b.direction[i]) > 1e-6);
    if (moving.length !== 2) continue;
    const [c1, c2] = moving, plane = `${columns[c1]}=0`;
    // The orbit's own rests (its turning points): a crossing near one is the orbit, not an excursion.
    if (!restsOn.has(plane)) restsOn.set(plane, crossingsOf(sim, job, x0, plane, 'both', Math.ceil((1.5 * period) / h), false).map((c) => c.state));
    const rests = restsOn.get(plane);
    const away = (state) => rests.every((r) => Math.hypot(...r.map((v, i) => v - state[i])) >= o.apart);
    const run = (s) => crossingsOf(sim, job, seedOf(b, s), plane, 'both', steps, false);
    const mu = Math.abs(b.multiplier);
    let before = run(1);
    for (let k = 1; k <= o.scan; ++k) {
      const s0 = mu ** ((k - 1) / o.scan), s1 = mu ** (k / o.scan), after = run(s1);
      for (let j = 0; j < Math.min(before.length, after.length); ++j) {
        const a = before[j], c = after[j];
        if (Math.abs(a.t - c.t) > 0.1 * period) break;  // a tangency in between: the later instants are not paired
        if (best && a.t >= best.t) break;
        if (!(a.state[c2] * c.state[c2] < 0) || !away(a.state) || !away(c.state)) continue;
        // Bisection in s (geometric): the instant followed by continuity (the nearest in time).
        let lo = { s: s0, c: a }, hi = { s: s1, c };
        for (let it = 0; it < 200; ++it) {
          const s = Math.sqrt(lo.s * hi.s);
          if (!(s > lo.s && s < hi.s)) break;
          const near = nearestInTime(run(s), lo.c.t);
          if (!near || Math.abs(near.t - lo.c.t) > 0.1 * period) break;
          if (near.state[c2] * lo.c.state[c2] > 0) lo = { s, c: near }; else hi = { s, c: near };
        }
        const root = Math.abs(lo.c.state[c2]) <= Math.abs(hi.c.state[c2]) ? lo : hi;
        best = { branch: b, s: root.s, t: root.c.t, rest: root.c.state };
        break;
      }
      before = after;
    }
  }
  if (!best) return null;
  // The motion's crossings of the section, in the job's direction and the other one (P's mirror partner, below).
  const total = Math.ceil((2 * best.t + o.returns * period) / h);  // symmetric about its rest
  const other = job.direction === 'down' ? 'up' : 'down';
  const section = (s, direction) => crossingsOf(sim, job, seedOf(best.branch, s), job.on || undefined, direction, total, true);
  const measured = (s) => section(s, job.direction || undefined).map((c) => ({ ...c, distance: fromOrbit(c.point) }));
  // Its return: the closest approach to the orbit after the rest.
  const closestAfter = (path) => path.reduce((m, c, i) => (c.t > best.t && (m < 0 || c.distance < path[m].distance) ? i : m), -1);
  let s = best.s, path = measured(s), k = closestAfter(path);
  if (k < 0) return null;
  // The symmetric motion is homoclinic to the discretization only (its rest is located on the crossings'
  // interpolant, and the map is reversible as far as the method is): on the Lyapunov orbit it comes back
  // to within 3e-4 of the picture and then leaves, where a seed 1.1e-6 of s away comes back to 1e-7 (that
  // shift shrinks with h: 1.7e-7 at h = 0.005, 1.2e-8 at 0.0025; docs/section-view.md). So the seed is refined on the map
  // itself, without the symmetry: the side of the stable manifold on which the motion arrives at that
  // return (the sign of its offset from the orbit point across the stable direction) changes at the map's
  // homoclinic seed, bracketed about s and bisected to the last double.
  const side = refineSide(result, path[k].point, span, wrap);
  const sideAt = (path) => (side && path[k] ? side(path[k].point) : 0);
  let shift = 0;
  for (let f = 1e-9; side && f <= 1e-3; f *= 10) {
    let lo = { s: best.s * (1 - f) }, hi = { s: best.s * (1 + f) };
    lo.path = measured(lo.s); hi.path = measured(hi.s);
    const a = sideAt(lo.path), c = sideAt(hi.path);
    if (!a || !c || a === c) continue;
    for (let it = 0; it < 200; ++it) {
      const m = Math.sqrt(lo.s * hi.s);
      if (!(m > lo.s && m < hi.s)) break;
      const mid = { s: m, path: measured(m) }, d = sideAt(mid.path);
      if (!d) break;
      if (d === a) lo = mid; else hi = mid;
    }
    const end = lo.path[k].distance <= hi.path[k].distance ? lo : hi;
    s = end.s; path = end.path; shift = s / best.s - 1;
    k = closestAfter(path);
    break;
  }
  const closest = path[k];
  // The excursion: its crossings from the first away from the orbit to that return.
  const excursion = path.filter((c) => c.t <= closest.t && c.distance >= o.minDistance);
  if (!excursion.length) return null;
  // The point shown: the excursion's crossing nearest its rest in time (the least amplified round-off on
  // either side, so the best-resolved tangents).
  const P = nearestInTime(excursion, best.t);
  const back = path.filter((c) => c.t > best.t && c.t <= closest.t);
  const scale = Math.max(...path.map((c) => Math.max(...velocity.map((i) => Math.abs(c.state[i])))));
  const out = { x: P.point[0], y: P.point[1], distance: P.distance, t: P.t, points: excursion.map((c) => [c.point[0], c.point[1]]),
    returns: back.map((c) => c.distance), closest: closest.distance,
    s, shift, symmetricS: best.s, sign: best.branch.sign, multiplier: best.branch.multiplier, tRest: best.t,
    restResidual: Math.max(...velocity.map((i) => Math.abs(best.rest[i]))) / scale, state: P.state, sin: null, mirror: null };
  // Transversality, from the symmetry: R maps the motion onto itself about its rest, so P = R(P′) with P′
  // its crossing of the section the other way at the mirrored instant 2 t_rest − t_P; the stable curve
  // through P is R of the unstable one through P′ (W^s = R(W^u)), so its tangent is R's action on the
  // axes (a velocity negated, a configuration or an angle of two velocities kept) applied to P′'s
  // tangent. Both tangents by differences in s (the unstable curve's parameter); `mirror`: how far P is
  // from R(P′), a check of the symmetry along the whole motion.
  const act = axisAction(job, columns, velocity);
  if (!act) return out;
  const tMirror = 2 * best.t - P.t, partner = nearestInTime(section(s, other), tMirror);
  if (!partner || Math.abs(partner.t - tMirror) > 0.05 * period) return out;
  const mirrored = act.map((a, k) => a.sign * partner.point[k] + a.shift);
  out.mirror = Math.hypot(wrap(mirrored[0] - P.point[0]) / span[0], (mirrored[1] - P.point[1]) / span[1]);
  const s1 = s * (1 + o.ds), P1 = nearestInTime(section(s1, job.direction || undefined), P.t), partner1 = nearestInTime(section(s1, other), partner.t);
  if (!P1 || !partner1) return out;
  const tu = [wrap(P1.point[0] - P.point[0]) / span[0], (P1.point[1] - P.point[1]) / span[1]];
  const ts = [act[0].sign * wrap(partner1.point[0] - partner.point[0]) / span[0], act[1].sign * (partner1.point[1] - partner.point[1]) / span[1]];
  const lu = Math.hypot(...tu), ls = Math.hypot(...ts);
  if (lu > 0 && ls > 0) out.sin = Math.abs(tu[0] * ts[1] - tu[1] * ts[0]) / (lu * ls);
  return out;
}

/** The side of the stable manifold a point near the orbit lies on: a function of the point (picture
 *  coordinates) giving ±1, the sign of its offset from the orbit point nearest `near` across the stable
 *  direction there (the drawn stable branch's first point), or null where no stable branch is drawn there. */
function refineSide(result, near, span, wrap) {
  let point = 0;
  const apart = (k) => Math.hypot(wrap(near[0] - result.orbitPoints[2 * k]) / span[0], (near[1] - result.orbitPoints[2 * k + 1]) / span[1]);
  for (let k = 1; 2 * k + 1 < result.orbitPoints.length; ++k) if (apart(k) < apart(point)) point = k;
  const b = result.branches.find((x) => x.kind === 'stable' && x.drawn && x.point === point && x.points.length >= 2);
  if (!b) return null;
  const o = [result.orbitPoints[2 * point], result.orbitPoints[2 * point + 1]];
  const es = [wrap(b.points[0] - o[0]) / span[0], (b.points[1] - o[1]) / span[1]];
  return (p) => Math.sign(es[0] * (p[1] - o[1]) / span[1] - es[1] * wrap(p[0] - o[0]) / span[0]);
}

/** What R (ω ↦ −ω) does to each of the picture's two axes: { sign, shift } (the value becomes sign · v + shift),
 *  or null when an axis mixes a velocity with a configuration (an angle of one of each). */
function axisAction(job, columns, velocity) {
  const isVelocity = (name) => velocity.includes(columns.indexOf(name.replace(/^-/, '')));
  const names = job.axisColumns ? job.axisColumns.map((i) => columns[i]) : job.axes;
  const act = [];
  for (const axis of names) {
    const angle = /^angle\((.+),(.+)\)$/.exec(axis);
    if (!angle) { act.push({ sign: isVelocity(axis) ? -1 : 1, shift: 0 }); continue; }
    const [a, b] = [isVelocity(angle[1]), isVelocity(angle[2])];
    if (a !== b) return null;
    act.push({ sign: 1, shift: a ? Math.PI : 0 });  // atan2(−A, −B) = atan2(A, B) ± π
  }
  return act;
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
  const branches = r.branches.map((b) => ({ kind: b.kind, sign: b.sign, multiplier: b.multiplier, point: b.point,
    direction: Array.from(b.direction), drawn: inSubspace(r.state, b.direction), points: Array.from(b.points), iterates: Array.from(b.iterates) }));
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
