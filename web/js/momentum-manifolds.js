// The manifolds of a free body's spin about its middle axis, as the momentum sphere draws them (issue 47;
// docs/momentum-sphere.md, docs/derivative.md "Invariant manifolds").
//
// The steady spin Ω* = (|Π|/J₂) e₂ (e₂ the middle principal axis) is a relative equilibrium; the core's
// invariantManifold grows its unstable and stable manifolds with the run's own integrator and step (the
// stable ones with −h). Seen as Π = JΩ on the momentum sphere they are the separatrices through ±e₂:
// {|Π| = c, ½Π·J⁻¹Π = c²/(2J₂)}. How far a branch strays from them is measured here in those two
// quantities, as relative distances: the LGVI keeps both to round-off, RK4 keeps Π on the
// separatrices' planes but lets |Π| drift by its truncation error (tests/native/test_manifold.cpp).
// |Π| is measured against the branch's own seed, which the offset puts O(offset²) (~1e-13) off the
// sphere: what is measured is what the integrator does along the branch.
import { fromPrincipal, quantities, norm } from './momentum-sphere.js';

// The seed's offset from Ω* along the eigenvector, relative to |Ω*|: far below what a drawing resolves,
// and its O(offset²) distance from the manifold with it.
const RELATIVE_OFFSET = 1e-6;
// How long each branch is grown, in units of 1/σ: from the seed's 1e-6 to O(1) off the axis (ln 1e6 =
// 13.8) and back in to 1e-3 of −e₂ (ln 1e3 = 6.9), where the drawing meets the other saddle.
const GROWTH_TIMES = 22;
const MAX_STEPS = 20000;  // per branch: a very slow saddle is drawn partly rather than stall the page
const POINTS = 300;       // about as many points kept per branch

/**
 * The four branches from the spin about +e₂ at the momentum radius r0, grown by `sim`'s integrator and
 * step, as Π points (body frame), with the largest relative miss of the separatrices along them:
 * { integrator, h, sigma, duration, branches: [{ kind, points }], miss: { radius, level } }, or
 * { integrator, h, unavailable } with the core's reason (a step geovi cannot differentiate).
 * @param {any} api the JS API @param {any} module the wasm module @param {any} json the open scenario
 * @param {any} sim the run whose integrator and step are used @param {any} picture systemPicture's
 * @param {{ values: number[], axes: number[][] }} pa principal axes @param {string[]} columns state columns
 * @param {number} r0 |Π| of the sphere drawn
 */
export function middleAxisManifolds(api, module, json, sim, picture, pa, columns, r0) {
  const [I1, I2, I3] = pa.values;
  const spin = r0 / I2;
  // Euler's equations linearized at Π = c e₂: ±σ, σ = Ω₂ √((J₂ − J₁)(J₃ − J₂)/(J₁ J₃)).
  const sigma = spin * Math.sqrt(((I2 - I1) * (I3 - I2)) / (I1 * I3));
  const integrator = sim.integrator, h = sim.stepSize;
  if (!(sigma > 0) || !Number.isFinite(sigma)) return { integrator, h, unavailable: 'no saddle: two moments are equal' };
  const omega = fromPrincipal(pa, [0, spin, 0]);
  const scenario = { ...json, initial: { R: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], Omega: omega } };
  const duration = Math.min(GROWTH_TIMES / sigma, MAX_STEPS * h);
  const every = Math.max(1, Math.round(duration / h / POINTS));
  const offset = Math.min(0.1, RELATIVE_OFFSET * spin);
  let found;
  try {
    found = api.invariantManifold(module, scenario, { integrator, h, duration, offset, rays: 2, every });
  } catch (e) {
    return { integrator, h, unavailable: String((e && e.message) || e) };
  }
  const level = r0 * r0 / (2 * I2);  // the separatrices' energy at radius r0
  const miss = { radius: 0, level: 0 };
  const branches = found.branches.map((b) => {
    const seed = quantities(picture, columns, b.states[0]).radius;
    const points = b.states.map((row) => {
      const q = quantities(picture, columns, row);
      miss.radius = Math.max(miss.radius, Math.abs(q.radius - seed) / r0);
      // The energy level relative to the sphere the point is on (2E/|Π|² against 1/J₂): the planes.
      miss.level = Math.max(miss.level, Math.abs((q.kinetic * r0 * r0) / (q.radius * q.radius) - level) / level);
      return q.Pi;
    });
    return { kind: b.kind, points: points.filter((p) => p.every(Number.isFinite) && norm(p) > 0) };
  });
  return { integrator, h, sigma, duration, branches, miss };
}
