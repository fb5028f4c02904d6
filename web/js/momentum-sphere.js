// The geometry of a rigid body's angular momentum, for the momentum-sphere view
// (panels/momentum-view.js, docs/momentum-sphere.md). Pure functions, no DOM:
// tests/node/momentum-sphere.test.mjs checks them against closed forms.
//
// A free body's body angular momentum Π = JΩ obeys Euler's equation Π̇ = Π × J⁻¹Π,
// which keeps both |Π| (a coadjoint orbit: the momentum sphere) and the energy
// E = ½ Π·J⁻¹Π (an ellipsoid). Π therefore moves along the curves where the sphere
// meets the energy ellipsoids. In J's principal axes (moments I1 ≤ I2 ≤ I3,
// components p) the two surfaces are
//     p1² + p2² + p3² = r²,        p1²/I1 + p2²/I2 + p3²/I3 = 2E,                  (1)
// and eliminating one component gives an ellipse in the other two, which is how the
// curves are drawn below: exactly from the model, not from any trajectory.
//   r²/I3 < 2E < r²/I2:  eliminate p3: a1 p1² + a2 p2² = 2E − r²/I3, aᵢ = 1/Iᵢ − 1/I3   (2)
//   r²/I2 < 2E < r²/I1:  eliminate p1: b2 p2² + b3 p3² = r²/I1 − 2E, bᵢ = 1/I1 − 1/Iᵢ   (3)
//   2E = r²/I2 (the separatrix): a1 p1² = (1/I2 − 1/I3) p3², two planes through e2,
//       p3 = ±k p1 with k = √((1/I1 − 1/I2)/(1/I2 − 1/I3)): two great circles.      (4)
// The six fixed points are ±r e_i; ±e1 and ±e3 (least and greatest moment) are
// stable centres, ±e2 is a saddle: the Dzhanibekov flip runs along (4).

const EPS = Number.EPSILON;

/** Matrix (row-major nested arrays) times vector. */
export function mulMV(M, v) {
  return [0, 1, 2].map((i) => M[i][0] * v[0] + M[i][1] * v[1] + M[i][2] * v[2]);
}
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const norm = (a) => Math.hypot(a[0], a[1], a[2]);

/**
 * Eigen-decomposition of a symmetric 3×3 matrix by cyclic Jacobi rotations (converges
 * quadratically; stops when the off-diagonal part is below ε of the norm).
 * Returns { values: [I1, I2, I3] ascending, axes: [e1, e2, e3] } with the axes
 * orthonormal, right-handed (e3 = e1 × e2), in the matrix's own frame.
 */
export function principalAxes(J) {
  const A = J.map((row) => [...row]);
  const V = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
  const scale = Math.hypot(...A.flat()) || 1;
  for (let sweep = 0; sweep < 50; ++sweep) {
    const off = Math.hypot(A[0][1], A[0][2], A[1][2]);
    if (off <= EPS * scale) break;
    for (const [p, q] of [[0, 1], [0, 2], [1, 2]]) {
      if (A[p][q] === 0) continue;
      // The rotation that zeroes A[p][q] (Golub & Van Loan, symmetric Schur decomposition).
      const theta = (A[q][q] - A[p][p]) / (2 * A[p][q]);
      const tt = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(tt * tt + 1), s = tt * c;
      for (let k = 0; k < 3; ++k) {  // A ← A G
        const akp = A[k][p], akq = A[k][q];
        A[k][p] = c * akp - s * akq; A[k][q] = s * akp + c * akq;
      }
      for (let k = 0; k < 3; ++k) {  // A ← Gᵀ A
        const apk = A[p][k], aqk = A[q][k];
        A[p][k] = c * apk - s * aqk; A[q][k] = s * apk + c * aqk;
      }
      for (let k = 0; k < 3; ++k) {  // V ← V G
        const vkp = V[k][p], vkq = V[k][q];
        V[k][p] = c * vkp - s * vkq; V[k][q] = s * vkp + c * vkq;
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => A[i][i] - A[j][j]);
  const values = order.map((i) => A[i][i]);
  const axes = order.map((i) => [V[0][i], V[1][i], V[2][i]]);
  axes[2] = cross(axes[0], axes[1]);  // right-handed (and the same line as the computed one)
  return { values, axes };
}

/** Principal components p of a body vector v (pᵢ = eᵢ·v), and back. */
export const toPrincipal = (pa, v) => pa.axes.map((e) => dot(e, v));
export const fromPrincipal = (pa, p) => [0, 1, 2].map((k) => pa.axes[0][k] * p[0] + pa.axes[1][k] * p[1] + pa.axes[2][k] * p[2]);

/** The kinetic energy ½ Π·J⁻¹Π, evaluated in the principal axes (no inverse formed). */
export function energyOf(pa, Pi) {
  const p = toPrincipal(pa, Pi);
  return 0.5 * (p[0] * p[0] / pa.values[0] + p[1] * p[1] / pa.values[1] + p[2] * p[2] / pa.values[2]);
}

/** Whether the body is (to 1e-12 relative) a sphere, where every Π is a fixed point and there are no curves. */
const spherical = (I) => I[2] - I[0] <= 1e-12 * I[2];

/** The separatrix energy through the middle axis, r²/(2 I2). */
export const separatrixEnergy = (pa, r) => (r * r) / (2 * pa.values[1]);

/**
 * One closed level curve of the energy on the sphere |Π| = r: `n` points (body frame)
 * with ½Π·J⁻¹Π = energy, by (2) or (3). `sign` (±1) picks which of the two symmetric
 * curves (about +e3 or −e3, +e1 or −e1). Returns [] when no such curve exists.
 */
export function levelCurve(pa, r, energy, sign = 1, n = 96) {
  const [I1, I2, I3] = pa.values;
  if (!(r > 0) || spherical(pa.values)) return [];
  const twoE = 2 * energy;
  const pts = [];
  if (twoE > (r * r) / I3 && twoE < (r * r) / I2) {
    const a1 = 1 / I1 - 1 / I3, a2 = 1 / I2 - 1 / I3, c = twoE - (r * r) / I3;
    for (let i = 0; i < n; ++i) {
      const phi = (2 * Math.PI * i) / n;
      const p1 = Math.sqrt(c / a1) * Math.cos(phi), p2 = Math.sqrt(c / a2) * Math.sin(phi);
      pts.push(fromPrincipal(pa, [p1, p2, sign * Math.sqrt(Math.max(0, r * r - p1 * p1 - p2 * p2))]));
    }
  } else if (twoE > (r * r) / I2 && twoE < (r * r) / I1) {
    const b2 = 1 / I1 - 1 / I2, b3 = 1 / I1 - 1 / I3, c = (r * r) / I1 - twoE;
    for (let i = 0; i < n; ++i) {
      const phi = (2 * Math.PI * i) / n;
      const p2 = Math.sqrt(c / b2) * Math.cos(phi), p3 = Math.sqrt(c / b3) * Math.sin(phi);
      pts.push(fromPrincipal(pa, [sign * Math.sqrt(Math.max(0, r * r - p2 * p2 - p3 * p3)), p2, p3]));
    }
  }
  return pts;
}

/**
 * The separatrix (4): two great circles through ±e2, `n` points each (body frame).
 * [] for a spherical body; for I1 = I2 or I2 = I3 (a symmetric body) it is the circle of
 * fixed points, p3 = 0 or p1 = 0.
 */
export function separatrices(pa, r, n = 128) {
  const [I1, I2, I3] = pa.values;
  if (!(r > 0) || spherical(pa.values)) return [];
  // The planes a p1 = ±b p3 through e2, written as directions (b, 0, ±a)/|…| in the p1–p3 plane.
  const a = Math.sqrt(Math.max(0, 1 / I1 - 1 / I2)), b = Math.sqrt(Math.max(0, 1 / I2 - 1 / I3));
  const len = Math.hypot(a, b);
  const circle = (d) => {
    const pts = [];
    for (let i = 0; i < n; ++i) {
      const s = (2 * Math.PI * i) / n;
      pts.push(fromPrincipal(pa, [r * Math.sin(s) * d[0], r * Math.cos(s), r * Math.sin(s) * d[2]]));
    }
    return pts;
  };
  if (a === 0 || b === 0) return [circle([b / len, 0, a / len])];
  return [circle([b / len, 0, a / len]), circle([b / len, 0, -a / len])];
}

/**
 * A family of level curves on |Π| = r: `perRegion` energies spread evenly between each
 * fixed point's energy and the separatrix's, both curves of each symmetric pair.
 * Returns [{ energy, points, around: 'e1' | 'e3' }].
 */
export function levelCurves(pa, r, perRegion = 4, n = 96) {
  const [I1, I2, I3] = pa.values;
  if (!(r > 0) || spherical(pa.values)) return [];
  const out = [];
  const eSep = (r * r) / (2 * I2);
  for (const [around, eAxis] of /** @type {Array<['e1' | 'e3', number]>} */ ([['e3', (r * r) / (2 * I3)], ['e1', (r * r) / (2 * I1)]])) {
    for (let k = 1; k <= perRegion; ++k) {
      const energy = eAxis + ((eSep - eAxis) * k) / (perRegion + 1);
      for (const sign of [1, -1]) {
        const points = levelCurve(pa, r, energy, sign, n);
        if (points.length) out.push({ energy, points, around });
      }
    }
  }
  return out;
}

/**
 * The six fixed points ±r eᵢ of Euler's equation on |Π| = r, each with its stability:
 * 'stable' for a strictly least or greatest moment, 'unstable' for a strictly middle one,
 * 'degenerate' where two moments coincide (a circle of fixed points passes through it).
 */
export function fixedPoints(pa, r) {
  const I = pa.values, tol = 1e-12 * I[2];
  const out = [];
  for (let i = 0; i < 3; ++i) {
    const equal = I.some((x, j) => j !== i && Math.abs(x - I[i]) <= tol);
    const stability = equal ? 'degenerate' : i === 1 ? 'unstable' : 'stable';
    for (const sign of [1, -1]) out.push({ axis: i + 1, sign, point: pa.axes[i].map((x) => sign * r * x), stability });
  }
  return out;
}

/**
 * The solid angle that a closed curve on a sphere encloses, seen from `pole` (a unit
 * vector inside the curve's cap): the sum of the signed spherical triangles (pole, aᵢ,
 * aᵢ₊₁) by Van Oosterom and Strackee's formula tan(Ω/2) = a·(b×c)/(1 + a·b + b·c + c·a).
 * Positive when the curve turns anticlockwise about `pole`. Points need not be unit.
 */
export function enclosedSolidAngle(points, pole) {
  const u = (v) => { const l = norm(v); return v.map((x) => x / l); };
  const c = u(pole);
  let total = 0;
  for (let i = 0; i < points.length; ++i) {
    const a = u(points[i]), b = u(points[(i + 1) % points.length]);
    total += 2 * Math.atan2(dot(c, cross(a, b)), 1 + dot(c, a) + dot(a, b) + dot(b, c));
  }
  return total;
}

/**
 * The solid angle of the cap that the level curve (r, energy, sign) encloses about the axis it
 * circles (the geometric phase's Λ, Montgomery 1991), with that pole. The polygon of n chords misses a
 * part ∝ 1/n² of it, so two polygons (n, 2n) extrapolated (Richardson: (4Λ₂ₙ − Λₙ)/3) leave ~1e-12.
 * null when there is no such curve.
 */
export function levelCurveSolidAngle(pa, r, energy, sign = 1, n = 4000) {
  const coarse = levelCurve(pa, r, energy, sign, n);
  if (!coarse.length) return null;
  const below = 2 * energy < (r * r) / pa.values[1];
  const pole = pa.axes[below ? 2 : 0].map((x) => sign * x);
  const fine = enclosedSolidAngle(levelCurve(pa, r, energy, sign, 2 * n), pole);
  // The cap's solid angle is positive whichever way the parametrization turns about its pole.
  return { angle: Math.abs(4 * fine - enclosedSolidAngle(coarse, pole)) / 3, pole };
}

// ---- Poinsot's construction ------------------------------------------------------
// The body's angular velocity Ω = J⁻¹Π lies on the inertia (energy) ellipsoid Ω·JΩ = 2E, which rolls
// without slipping on the invariable plane π·ω = 2E (π the spatial angular momentum): Ω's curve on the
// ellipsoid is the polhode, the contact point's on the plane the herpolhode. The polhodes at the energy E
// are the level curves (1) at fixed E and varying |Π|; since both |Π|² and ½Π·J⁻¹Π are quadratic, the curve
// of radius r at energy E' scaled by √(E/E') is the curve of radius r√(E/E') at energy E.

/** Ω = J⁻¹Π, in the principal axes (no inverse formed). */
export function angularVelocity(pa, Pi) {
  const p = toPrincipal(pa, Pi);
  return fromPrincipal(pa, p.map((x, i) => x / pa.values[i]));
}

/**
 * The polhodes on the energy ellipsoid Ω·JΩ = 2·energy: the level curves of levelCurves(pa, r, …) mapped
 * to that energy and to Ω = J⁻¹Π. Returns [{ points }] (body frame, angular velocities).
 */
export function polhodes(pa, r, energy, perRegion = 4, n = 96) {
  if (!(energy > 0)) return [];
  return levelCurves(pa, r, perRegion, n).map(({ energy: e, points }) => {
    const k = Math.sqrt(energy / e);
    return { points: points.map((Pi) => angularVelocity(pa, Pi.map((x) => k * x))) };
  });
}

/** The ellipsoid Ω·JΩ = 2·energy's three principal sections (body frame), n points each. */
export function ellipsoidSections(pa, energy, n = 96) {
  const semi = pa.values.map((I) => Math.sqrt((2 * energy) / I));
  return [[0, 1], [1, 2], [2, 0]].map(([i, j]) => {
    const pts = [];
    for (let k = 0; k < n; ++k) {
      const phi = (2 * Math.PI * k) / n;
      const p = [0, 0, 0];
      p[i] = semi[i] * Math.cos(phi); p[j] = semi[j] * Math.sin(phi);
      pts.push(fromPrincipal(pa, p));
    }
    return pts;
  });
}

/**
 * The herpolhode's point for one state: the spatial angular velocity ω = RΩ, in coordinates (x, y) of
 * the invariable plane ⟂ π (basis u, v with u, v, π/|π| right-handed), and its height ω·π/|π|
 * (2E/|π|, constant for the exact motion). `basis` from invariableBasis(π).
 */
export function herpolhodePoint(R, Omega, basis) {
  const w = mulMV(R, Omega);
  return [dot(w, basis.u), dot(w, basis.v), dot(w, basis.n)];
}

/** An orthonormal basis (u, v, n) with n = π/|π|; null for π = 0. */
export function invariableBasis(pi) {
  const l = norm(pi);
  if (!(l > 0)) return null;
  const n = pi.map((x) => x / l);
  const a = Math.abs(n[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const u0 = cross(n, a), lu = norm(u0);
  const u = u0.map((x) => x / lu);
  return { u, v: cross(n, u), n };
}

// ---- The state of a rigid body, as the core gives it ---------------------------

/** R (row-major nested) and W (body angular velocity) from a state ordered as `columns`. */
export function attitude(columns, state) {
  const at = (name) => state[columns.indexOf(name)];
  const R = [1, 2, 3].map((i) => [1, 2, 3].map((j) => at(`R${i}${j}`)));
  return { R, W: [at('W1'), at('W2'), at('W3')] };
}

/** Rᵀv: a world vector seen in the body. */
export const inBody = (R, v) => [0, 1, 2].map((j) => R[0][j] * v[0] + R[1][j] * v[1] + R[2][j] * v[2]);

/**
 * What the view draws for one system (a scenario's `system` object, already accepted by
 * the core): the kind of picture and the quantities it keeps. The J here is the
 * scenario's; the core refused it unless it is symmetric positive definite.
 *   free      rigid_body without forcing: Π on |Π| = |Π₀|, energy level curves
 *   forced    rigid_body with forcing or under a controller (`controlled`: the scenario's control
 *             block, docs/control.md): Π only, nothing conserved
 *   top       heavy_top / pendulum_3d: Γ = Rᵀe (e: the upward vertical, −g/|g|) on its unit
 *             sphere; Π·Γ conserved (rotation about the vertical), Π3 too for a Lagrange top
 *             (J = diag(λt, λt, λa), centre of mass on e3); forcing breaks both
 *   satellite b = Rᵀe_R(t), the radial direction (e_R = (cos nt, sin nt, 0), rigid-bodies.md) seen in
 *             the body, on its unit sphere: the libration swings it about the least axis; the Jacobi
 *             integral T + V − n E3·RΠ is conserved (the run's energy)
 */
export function systemPicture(system, controlled = false) {
  const J = system.inertia;
  const forced = (Array.isArray(system.forcing) && system.forcing.length > 0) || controlled;
  if (system.type === 'rigid_body') return { kind: forced ? 'forced' : 'free', J, forced };
  if (system.type === 'satellite') {
    // Mean motion n, given or from the orbit (n = √(μ/r³)).
    const o = system.orbit;
    const n = typeof system.mean_motion === 'number' ? system.mean_motion : o ? Math.sqrt(o.mu / (o.radius * o.radius * o.radius)) : 0;
    return { kind: 'satellite', J, forced: false, meanMotion: n };
  }
  const g = system.gravity || [0, 0, 0];
  const gn = norm(g);
  const up = gn > 0 ? g.map((x) => -x / gn) : [0, 0, 1];
  const c = system.com || [0, 0, 0];
  const tol = 1e-12 * Math.max(...J.flat().map(Math.abs));
  const lagrange = Math.abs(J[0][1]) <= tol && Math.abs(J[0][2]) <= tol && Math.abs(J[1][2]) <= tol &&
    Math.abs(J[0][0] - J[1][1]) <= tol && c[0] === 0 && c[1] === 0;
  return { kind: 'top', J, up, lagrange, forced };
}

/**
 * The quantities the picture tracks for one state at time t: Π = JW, its norm, the energy
 * ½Π·J⁻¹Π = ½Π·W, and per kind Γ (top) with Π·Γ and Π3, or b (satellite) as Gamma.
 */
export function quantities(picture, columns, state, t = 0) {
  const { R, W } = attitude(columns, state);
  const Pi = mulMV(picture.J, W);
  const out = { Pi, radius: norm(Pi), kinetic: 0.5 * dot(Pi, W), Gamma: null, PiGamma: null, Pi3: Pi[2] };
  if (picture.kind === 'top') {
    out.Gamma = inBody(R, picture.up);
    out.PiGamma = dot(Pi, out.Gamma);
  } else if (picture.kind === 'satellite') {
    const nt = picture.meanMotion * t;
    out.Gamma = inBody(R, [Math.cos(nt), Math.sin(nt), 0]);
  }
  return out;
}

// ---- Drawing: an orthographic view turned by yaw and pitch ---------------------

/** The rotation world → view for yaw (about the body's e3) then pitch (about the screen's x). */
export function viewRotation(yaw, pitch) {
  const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
  // Screen x to the right, y up, z toward the viewer; at yaw = pitch = 0 the viewer looks along −e1
  // with e2 to the right and e3 up.
  const Y = [[-sy, cy, 0], [0, 0, 1], [cy, sy, 0]];
  const P = [[1, 0, 0], [0, cp, sp], [0, -sp, cp]];
  return P.map((row) => [0, 1, 2].map((j) => row[0] * Y[0][j] + row[1] * Y[1][j] + row[2] * Y[2][j]));
}

/** [x, y, depth] of a body vector under the view rotation V (depth > 0: in front). */
export const project = (V, v) => mulMV(V, v);

// ---- The distance from the sphere, magnified -----------------------------------
// RK4's |Π| drifts by about 1e-3 relative over a lesson: a fraction of a pixel on a sphere drawn
// 300 px across. To let a class *see* a run leave its sphere, the view can draw each point at
// the radius ref·(1 + M·(|v| − ref)/ref): its direction kept, its relative distance from the
// sphere multiplied by M. M is a power of ten, so the label reads as an order of magnitude, chosen
// so that the largest distance drawn takes about a fifth of the radius; it never exceeds
// MAX_MAGNIFICATION, so that an LGVI's round-off (≈1e-15, growing like √steps: 1e-12 after 10⁶
// steps) stays under a pixel of the drawn sphere, even when it is the only run drawn.
export const MAX_MAGNIFICATION = 1e9;
const MAGNIFIED_EXTENT = 0.2;  // of the radius: the largest distance, as drawn

/** The power of ten M ∈ [1, MAX_MAGNIFICATION] for a largest relative distance `largest` (≥ 0). */
export function magnification(largest) {
  if (!(largest > 0)) return MAX_MAGNIFICATION;
  const m = 10 ** Math.floor(Math.log10(MAGNIFIED_EXTENT / largest));
  return Math.min(MAX_MAGNIFICATION, Math.max(1, m));
}

/** v drawn with its relative distance from the sphere of radius ref multiplied by M (never through
 *  the centre: a point magnified below a tenth of the radius is drawn at a tenth). */
export function magnified(v, ref, M) {
  const r = norm(v);
  if (!(r > 0) || !(ref > 0)) return v;
  const drawn = Math.max(0.1, 1 + (M * (r - ref)) / ref) * ref;
  return v.map((x) => (x * drawn) / r);
}
