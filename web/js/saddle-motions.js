// The motions on a saddle's invariant manifolds, as the 3-D scene draws them (issue 47, item 2, third
// bullet; docs/stability-view.md, "Ghost motions at a saddle").
//
// A run that starts at an unstable equilibrium (the spherical pendulum upright, the double pendulum
// down–up) stays there in exact arithmetic: the picture alone says nothing of what the saddle does. Its
// unstable manifold is the set of motions that leave it (they fall away in every direction of the
// unstable subspace), its stable manifold the motions that come to rest on it. The core's
// invariantManifold grows both with the run's own integrator and step (the stable ones with −h:
// docs/derivative.md, "Invariant manifolds"); here each branch's states become the drawn points'
// positions (a scratch run set to each state), in the order of physical time: an unstable branch from
// the saddle outwards, a stable one from far away in to the saddle. The scene draws them as ghosts.
//
// Only the part of a branch where it has visibly left the saddle is kept: seeds start OFFSET from it,
// and e-foldings of growth (1/σ each) pass before a drawing can tell them from the saddle.

const OFFSET = 1e-5;          // the seeds' distance from the saddle (state units), as `geovi manifold`'s default
const GROWTH_TIMES = 16;      // each branch is grown for 16/σ: ln(1/OFFSET) = 11.5 of them to reach O(1)
const MAX_STEPS = 4000;       // per branch, so that a slow saddle costs the page at most a few ms
const POINTS = 240;           // about as many states kept per branch
const RAYS = 8;               // branches around a two-dimensional subspace (the spherical pendulum's)
const VISIBLE = 1e-3;         // a point has left the saddle when it has moved this share of the system's reach
export const MAX_COLUMNS = 64; // as the stability view's judging bound

/**
 * The motions on the manifolds of the saddle the run `sim` sits at, or null when it sits at none (a
 * motion, a stable equilibrium, a relative equilibrium, or a step geovi cannot differentiate):
 * { growthRate, integrator, h, unstableDimension, stableDimension, reach, branches: [{ kind, times,
 * paths }] }. times: seconds along the motion (from the first drawn point, increasing); paths: per drawn
 * point that moves, its positions as flat xyz (Float64Array, times.length × 3), keyed by the point's
 * index. Never throws.
 * @param {any} api the JS API @param {any} module its wasm module @param {any} json the run's scenario
 * @param {any} sim the run (not changed)
 */
export function saddleMotions(api, module, json, sim) {
  if (!sim || sim.stateColumns.length > MAX_COLUMNS) return null;
  let report;
  try {
    report = sim.stability();
  } catch {
    return null;  // not at rest (InputError "initial"), or a step that is not differentiated
  }
  if (report.kind !== 'equilibrium' || report.stable || !(report.growthRate > 0)) return null;
  const integrator = sim.integrator, h = sim.stepSize, sigma = report.growthRate;
  const duration = Math.min(GROWTH_TIMES / sigma, MAX_STEPS * h);
  const every = Math.max(1, Math.round(duration / h / POINTS));
  let found;
  try {
    found = sim.invariantManifold({ duration, offset: OFFSET, rays: RAYS, every });
  } catch {
    return null;
  }
  // Positions of each state, by a scratch run of the same scenario, integrator and step.
  const saddle = Float64Array.from(sim.positions);
  const scratch = new api.Simulation(module, json, { integrator, h });
  try {
    const n = saddle.length / 3;
    // How far point i of the positions p is from where it sits at the saddle.
    const away = (p, i) => Math.hypot(p[3 * i] - saddle[3 * i], p[3 * i + 1] - saddle[3 * i + 1], p[3 * i + 2] - saddle[3 * i + 2]);
    const farthest = (p) => { let d = 0; for (let i = 0; i < n; ++i) d = Math.max(d, away(p, i)); return d; };
    let reach = 0;
    const raw = found.branches.map((/** @type {any} */ b) => {
      const rows = b.kind === 'stable' ? [...b.states].reverse() : b.states;
      const times = b.kind === 'stable' ? [...b.t].reverse() : b.t;
      const xyz = rows.map((/** @type {Float64Array} */ row, /** @type {number} */ k) => {
        scratch.setState(row, times[k]);
        const p = Float64Array.from(scratch.positions);
        reach = Math.max(reach, farthest(p));
        return p;
      });
      return { kind: b.kind, times, xyz };
    });
    if (!(reach > 0)) return null;
    const branches = raw.map(({ kind, times, xyz }) => {
      // Keep the states where some point has left the saddle by VISIBLE × reach: an unstable branch
      // from its first such state, a stable one up to its last.
      const visible = xyz.map((p) => farthest(p) > VISIBLE * reach);
      const from = kind === 'unstable' ? Math.max(0, visible.indexOf(true) - 1) : 0;
      const to = kind === 'unstable' ? xyz.length : Math.min(xyz.length, visible.lastIndexOf(true) + 2);
      const kept = xyz.slice(from, to);
      /** @type {Record<number, Float64Array>} */
      const paths = {};
      for (let i = 0; i < n; ++i) {
        const path = new Float64Array(kept.length * 3);
        let moved = 0;
        kept.forEach((p, k) => {
          path[3 * k] = p[3 * i]; path[3 * k + 1] = p[3 * i + 1]; path[3 * k + 2] = p[3 * i + 2];
          moved = Math.max(moved, away(p, i));
        });
        if (moved > VISIBLE * reach && path.every(Number.isFinite)) paths[i] = path;
      }
      const t0 = times[from];
      return { kind, times: times.slice(from, to).map((t) => t - t0), paths };
    }).filter((b) => b.times.length > 1 && Object.keys(b.paths).length > 0);
    return { growthRate: sigma, integrator, h, unstableDimension: found.unstableDimension, stableDimension: found.stableDimension,
      reach, branches };
  } catch {
    return null;
  } finally {
    scratch.dispose();
  }
}
