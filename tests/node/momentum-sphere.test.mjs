// The momentum sphere's geometry (web/js/momentum-sphere.js) against closed forms:
// the level curves lie on both the sphere |Π| = r and their energy ellipsoid to a few ε,
// the separatrix has the energy r²/(2 I2), the six fixed points and their stability, a
// rotated (non-diagonal) J, the solid angle of a cap, and negative controls (a point that
// is not on a curve is found off it; a wrong energy is told apart).
//
//   node --test tests/node/momentum-sphere.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  principalAxes, energyOf, levelCurve, levelCurves, separatrices, separatrixEnergy, fixedPoints,
  enclosedSolidAngle, levelCurveSolidAngle, norm, mulMV, polhodes, ellipsoidSections, angularVelocity, herpolhodePoint, invariableBasis, systemPicture, quantities, viewRotation, project,
  magnification, magnified, MAX_MAGNIFICATION,
} from '../../web/js/momentum-sphere.js';

const EPS = Number.EPSILON;
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

// A rotation (axis n, angle θ, Rodrigues) to turn a diagonal inertia into a full one.
function rotation(n, th) {
  const l = norm(n), [x, y, z] = n.map((v) => v / l), c = Math.cos(th), s = Math.sin(th), C = 1 - c;
  return [[c + x * x * C, x * y * C - z * s, x * z * C + y * s], [y * x * C + z * s, c + y * y * C, y * z * C - x * s], [z * x * C - y * s, z * y * C + x * s, c + z * z * C]];
}
const transpose = (M) => [0, 1, 2].map((i) => [0, 1, 2].map((j) => M[j][i]));
const mul = (A, B) => [0, 1, 2].map((i) => [0, 1, 2].map((j) => A[i][0] * B[0][j] + A[i][1] * B[1][j] + A[i][2] * B[2][j]));

const DIAG = [[1, 0, 0], [0, 2, 0], [0, 0, 3]];
const Q = rotation([0.3, -0.5, 0.8], 0.9);
const ROTATED = mul(mul(Q, DIAG), transpose(Q));  // the same body, principal axes turned by Q

// The energy ½ Π·J⁻¹Π through an independent route: solve J w = Π by Cramer's rule.
function energyByInverse(J, Pi) {
  const det = (M) => M[0][0] * (M[1][1] * M[2][2] - M[1][2] * M[2][1]) - M[0][1] * (M[1][0] * M[2][2] - M[1][2] * M[2][0]) + M[0][2] * (M[1][0] * M[2][1] - M[1][1] * M[2][0]);
  const d = det(J);
  const w = [0, 1, 2].map((k) => det(J.map((row, i) => row.map((x, j) => (j === k ? Pi[i] : x)))) / d);
  return 0.5 * dot(Pi, w);
}

test('principal axes: J eᵢ = Iᵢ eᵢ to a few ε, ascending, orthonormal and right-handed, for a rotated J', () => {
  for (const J of [DIAG, ROTATED, [[1.5, 0.1, 0.0], [0.1, 2.0, 0.2], [0.0, 0.2, 3.0]]]) {
    const pa = principalAxes(J);
    assert.ok(pa.values[0] <= pa.values[1] && pa.values[1] <= pa.values[2]);
    for (let i = 0; i < 3; ++i) {
      const Je = mulMV(J, pa.axes[i]);
      for (let k = 0; k < 3; ++k) assert.ok(Math.abs(Je[k] - pa.values[i] * pa.axes[i][k]) <= 8 * EPS * 3, `J e${i + 1}`);
      // A few dozen rotations accumulate in the axes: measured 7 ε off orthonormal for ROTATED.
      for (let j = 0; j < 3; ++j) assert.ok(Math.abs(dot(pa.axes[i], pa.axes[j]) - (i === j ? 1 : 0)) <= 16 * EPS);
    }
    const c = [pa.axes[0][1] * pa.axes[1][2] - pa.axes[0][2] * pa.axes[1][1], pa.axes[0][2] * pa.axes[1][0] - pa.axes[0][0] * pa.axes[1][2], pa.axes[0][0] * pa.axes[1][1] - pa.axes[0][1] * pa.axes[1][0]];
    assert.ok(dot(c, pa.axes[2]) > 1 - 4 * EPS, 'right-handed');
  }
  // The rotated body has the diagonal one's moments (measured 6 ε off).
  const pa = principalAxes(ROTATED);
  pa.values.forEach((v, i) => assert.ok(Math.abs(v - (i + 1)) <= 8 * EPS * 3));
});

test('level curves lie on the sphere and on their energy ellipsoid to a few ε (diagonal and rotated J)', () => {
  for (const J of [DIAG, ROTATED]) {
    const pa = principalAxes(J);
    const r = 7.3;
    const curves = levelCurves(pa, r, 5, 200);
    assert.equal(curves.length, 2 * 5 * 2, 'five energies per region, two regions, both signs');
    let worstR = 0, worstE = 0;
    for (const { energy, points } of curves)
      for (const p of points) {
        worstR = Math.max(worstR, Math.abs(norm(p) - r) / r);
        // The energy from the inverse of J directly, not from the principal axes the curve came from.
        worstE = Math.max(worstE, Math.abs(energyByInverse(J, p) - energy) / energy);
      }
    // Each point is a handful of flops from exact (a sqrt, a rotation by the computed axes, a Cramer
    // solve); measured 4.4e-16 and 1.1e-15 for this J; the bound is 16 ε.
    assert.ok(worstR <= 16 * EPS, `sphere ${worstR}`);
    assert.ok(worstE <= 16 * EPS, `energy ${worstE}`);
  }
});

test('a level curve circles its axis: around e3 below the separatrix energy, around e1 above it, none outside [r²/2I3, r²/2I1]', () => {
  const pa = principalAxes(DIAG), r = 2;
  const low = levelCurve(pa, r, (r * r / 6 + r * r / 4) / 2, 1);  // between r²/(2 I3) and r²/(2 I2)
  assert.ok(low.length > 0 && low.every((p) => p[2] > 0), 'the +e3 cap');
  const high = levelCurve(pa, r, (r * r / 4 + r * r / 2) / 2, -1);  // between r²/(2 I2) and r²/(2 I1)
  assert.ok(high.length > 0 && high.every((p) => p[0] < 0), 'the −e1 cap');
  assert.deepEqual(levelCurve(pa, r, r * r / 6 * 0.99), [], 'below the least energy: no curve');
  assert.deepEqual(levelCurve(pa, r, r * r / 2 * 1.01), [], 'above the greatest: no curve');
  assert.deepEqual(levelCurves(principalAxes([[2, 0, 0], [0, 2, 0], [0, 0, 2]]), r), [], 'a spherical body has none');
});

test('the separatrix: energy r²/(2 I2) at every point, two great circles through ±e2', () => {
  for (const J of [DIAG, ROTATED]) {
    const pa = principalAxes(J), r = 3.1;
    const eSep = separatrixEnergy(pa, r);
    assert.ok(Math.abs(eSep - r * r / (2 * 2)) <= 4 * EPS * eSep);
    const circles = separatrices(pa, r, 180);
    assert.equal(circles.length, 2);
    for (const c of circles) {
      for (const p of c) {
        assert.ok(Math.abs(norm(p) - r) <= 8 * EPS * r);
        assert.ok(Math.abs(energyByInverse(J, p) - eSep) <= 16 * EPS * eSep, `${energyByInverse(J, p)} vs ${eSep}`);
      }
      // Both pass through +e2 r (s = 0) and −e2 r (s = π).
      const e2 = pa.axes[1];
      assert.ok(Math.abs(dot(c[0], e2) - r) <= 8 * EPS * r && Math.abs(dot(c[90], e2) + r) <= 8 * EPS * r);
    }
  }
  // Negative control: a level curve just off the separatrix energy is not on it.
  const pa = principalAxes(DIAG), r = 3.1, e = separatrixEnergy(pa, r) * (1 - 1e-6);
  const near = levelCurve(pa, r, e, 1);
  assert.ok(near.length && near.every((p) => Math.abs(energyByInverse(DIAG, p) - separatrixEnergy(pa, r)) > 1e-7 * e));
  // A symmetric body (I1 = I2): the separatrix is the equator p3 = 0, a circle of fixed points.
  const sym = separatrices(principalAxes([[1, 0, 0], [0, 1, 0], [0, 0, 3]]), 1, 64);
  assert.equal(sym.length, 1);
  assert.ok(sym[0].every((p) => Math.abs(p[2]) <= 4 * EPS));
});

test('fixed points: ±r eᵢ, where Euler\'s Π × J⁻¹Π vanishes; e1, e3 stable, e2 unstable; equal moments degenerate', () => {
  const pa = principalAxes(ROTATED), r = 1.7;
  const fps = fixedPoints(pa, r);
  assert.equal(fps.length, 6);
  for (const { point, axis, stability } of fps) {
    assert.ok(Math.abs(norm(point) - r) <= 4 * EPS * r);
    const w = mulMV([[1, 0, 0], [0, 1, 0], [0, 0, 1]].map((_, i) => pa.axes.map((e, k) => e[i] / pa.values[k])), pa.axes.map((e) => dot(e, point)));
    const f = [point[1] * w[2] - point[2] * w[1], point[2] * w[0] - point[0] * w[2], point[0] * w[1] - point[1] * w[0]];
    assert.ok(norm(f) <= 32 * EPS * r * r, `Π × J⁻¹Π = ${norm(f)} at ±e${axis}`);
    assert.equal(stability, axis === 2 ? 'unstable' : 'stable');
  }
  // Negative control: a point a little off an axis is not fixed.
  const off = pa.axes[0].map((x, k) => r * x + 1e-3 * pa.axes[1][k]);
  const w = pa.axes.map((e, k) => dot(e, off) / pa.values[k]);
  const wb = [0, 1, 2].map((k) => pa.axes[0][k] * w[0] + pa.axes[1][k] * w[1] + pa.axes[2][k] * w[2]);
  assert.ok(norm([off[1] * wb[2] - off[2] * wb[1], off[2] * wb[0] - off[0] * wb[2], off[0] * wb[1] - off[1] * wb[0]]) > 1e-4);
  assert.deepEqual(fixedPoints(principalAxes([[1, 0, 0], [0, 1, 0], [0, 0, 3]]), 1).map((f) => f.stability),
    ['degenerate', 'degenerate', 'degenerate', 'degenerate', 'stable', 'stable']);
});

test('energyOf agrees with ½ Π·J⁻¹Π by Cramer\'s rule; a trajectory of Euler\'s equation stays on its curve', () => {
  const pa = principalAxes(ROTATED);
  const Pi = [0.4, -2.2, 1.3];
  assert.ok(Math.abs(energyOf(pa, Pi) - energyByInverse(ROTATED, Pi)) <= 8 * EPS * energyOf(pa, Pi));
  // Integrate Π̇ = Π × J⁻¹Π with small RK4 steps: Π stays at its radius and energy (to the
  // method's error, O(h⁴)), so it follows the level curve through its start.
  let p = [...Pi];
  const f = (q) => { const w = pa.axes.map((e, k) => dot(e, q) / pa.values[k]); const wb = [0, 1, 2].map((k) => pa.axes[0][k] * w[0] + pa.axes[1][k] * w[1] + pa.axes[2][k] * w[2]); return [q[1] * wb[2] - q[2] * wb[1], q[2] * wb[0] - q[0] * wb[2], q[0] * wb[1] - q[1] * wb[0]]; };
  const h = 1e-3, add = (a, b, s) => a.map((x, i) => x + s * b[i]);
  for (let i = 0; i < 2000; ++i) {
    const k1 = f(p), k2 = f(add(p, k1, h / 2)), k3 = f(add(p, k2, h / 2)), k4 = f(add(p, k3, h));
    p = p.map((x, j) => x + (h / 6) * (k1[j] + 2 * k2[j] + 2 * k3[j] + k4[j]));
  }
  assert.ok(Math.abs(norm(p) - norm(Pi)) <= 1e-9 && Math.abs(energyOf(pa, p) - energyOf(pa, Pi)) <= 1e-9);
  assert.ok(norm(add(p, Pi, -1)) > 0.1, 'and it moved');
});

test('enclosedSolidAngle: a circle at colatitude θ encloses 2π(1 − cos θ), either way round, any pole orientation', () => {
  for (const th of [0.1, 0.7, 1.5, 2.5]) {
    const pts = [];
    for (let i = 0; i < 4000; ++i) { const s = (2 * Math.PI * i) / 4000; pts.push([Math.sin(th) * Math.cos(s), Math.sin(th) * Math.sin(s), Math.cos(th)]); }
    const exact = 2 * Math.PI * (1 - Math.cos(th));
    // A polygon of N chords on a small circle misses a fraction ~ (2π/N)²/6 of the area: 4e-7 here.
    assert.ok(Math.abs(enclosedSolidAngle(pts, [0, 0, 1]) - exact) <= 1e-6 * exact, `θ = ${th}`);
    assert.ok(Math.abs(enclosedSolidAngle([...pts].reverse(), [0, 0, 1]) + exact) <= 1e-6 * exact);
    const R = rotation([1, 2, 3], 1.1);
    assert.ok(Math.abs(enclosedSolidAngle(pts.map((p) => mulMV(R, p)), mulMV(R, [0, 0, 1])) - exact) <= 1e-6 * exact);
  }
});

test('systemPicture and quantities: Π = JW, Γ = Rᵀe_up, Π·Γ and Π3; Lagrange tops found, forcing noted', () => {
  const columns = ['R11', 'R12', 'R13', 'R21', 'R22', 'R23', 'R31', 'R32', 'R33', 'W1', 'W2', 'W3'];
  const R = rotation([1, 0, 0], 0.3);
  const state = [...R.flat(), 0.5, -1, 2];
  const top = systemPicture({ type: 'heavy_top', inertia: [[2, 0, 0], [0, 2, 0], [0, 0, 0.5]], mass: 1, com: [0, 0, 1], gravity: [0, 0, -9.81] });
  assert.equal(top.kind, 'top');
  assert.equal(top.lagrange, true);
  const q = quantities(top, columns, state);
  assert.deepEqual(q.Pi, [1, -2, 1]);
  // Γ = Rᵀ E3 for a rotation about e1 by 0.3: (0, sin 0.3, cos 0.3).
  assert.ok(Math.abs(q.Gamma[1] - Math.sin(0.3)) <= 2 * EPS && Math.abs(q.Gamma[2] - Math.cos(0.3)) <= 2 * EPS);
  assert.ok(Math.abs(q.PiGamma - (-2 * Math.sin(0.3) + Math.cos(0.3))) <= 8 * EPS);
  assert.equal(systemPicture({ type: 'heavy_top', inertia: [[1.5, 0.1, -0.05], [0.1, 2, 0.1], [-0.05, 0.1, 0.8]], com: [0.1, 0.2, 0.5], gravity: [0, 0, -9.81] }).lagrange, false);
  assert.equal(systemPicture({ type: 'rigid_body', inertia: DIAG }).kind, 'free');
  assert.equal(systemPicture({ type: 'rigid_body', inertia: DIAG, forcing: [{ type: 'constant_moment', moment: [0, 0, 1] }] }).kind, 'forced');
  // An attitude controller (docs/control.md) keeps neither |Π| nor the energy: the body is drawn as forced.
  assert.equal(systemPicture({ type: 'rigid_body', inertia: DIAG }, true).kind, 'forced');
  // The satellite: b = Rᵀ(cos nt, sin nt, 0); n from the orbit √(μ/r³) when not given.
  const sat = systemPicture({ type: 'satellite', inertia: DIAG, orbit: { mu: 8, radius: 2 } });
  assert.equal(sat.kind, 'satellite');
  assert.equal(sat.meanMotion, 1);
  const b = quantities(sat, columns, [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1], Math.PI / 2).Gamma;
  assert.ok(Math.abs(b[0]) <= EPS && Math.abs(b[1] - 1) <= EPS && b[2] === 0);
});

test('the view rotation is a rotation; at yaw = pitch = 0, e2 is to the right and e3 up', () => {
  for (const [y, p] of [[0, 0], [0.4, -0.9], [2, 1.2]]) {
    const V = viewRotation(y, p);
    for (let i = 0; i < 3; ++i) for (let j = 0; j < 3; ++j) assert.ok(Math.abs(dot(V[i], V[j]) - (i === j ? 1 : 0)) <= 4 * EPS);
  }
  const V = viewRotation(0, 0);
  assert.deepEqual(project(V, [0, 1, 0]).map(Math.round), [1, 0, 0]);
  assert.deepEqual(project(V, [0, 0, 1]).map(Math.round), [0, 1, 0]);
});

test('levelCurveSolidAngle: a symmetric body\'s curves are circles of constant p3, caps 2π(1 − p3/r), to ~1e-12', () => {
  // I1 = I2 = 1, I3 = 3: ½(p1² + p2²) + p3²/6 = E with |p| = r gives p3² = (r² − 2E)·3/2.
  const pa = principalAxes([[1, 0, 0], [0, 1, 0], [0, 0, 3]]), r = 2;
  for (const E of [0.8, 1.0, 1.5, 1.9]) {
    const p3 = Math.sqrt(((r * r - 2 * E) * 3) / 2);
    const cap = levelCurveSolidAngle(pa, r, E, 1);
    const exact = 2 * Math.PI * (1 - p3 / r);
    // Richardson on 4000 and 8000 chords: measured ≤ 2.3e-13 here; the bound is 1e-11.
    assert.ok(Math.abs(cap.angle - exact) <= 1e-11, `E = ${E}: ${cap.angle} vs ${exact}`);
    assert.ok(Math.abs(levelCurveSolidAngle(pa, r, E, -1).angle - exact) <= 1e-11, 'the −e3 cap, seen from −e3');
  }
  // Negative control: one polygon of 4000 chords alone misses ~(2π/4000)²/6 of a cap: visibly more.
  const E = 1.0, exact = 2 * Math.PI * (1 - Math.sqrt(((r * r - 2 * E) * 3) / 2) / r);
  assert.ok(Math.abs(enclosedSolidAngle(levelCurve(pa, r, E, 1, 4000), [0, 0, 1]) - exact) > 1e-8);
  assert.equal(levelCurveSolidAngle(pa, r, 0.1, 1), null, 'no curve at that energy');
});

test('Poinsot: polhodes lie on the energy ellipsoid Ω·JΩ = 2E to a few ε, with |JΩ| constant along each; the sections too', () => {
  for (const J of [DIAG, ROTATED]) {
    const pa = principalAxes(J), r = 4, E = 5;
    const curves = polhodes(pa, r, E, 4, 120);
    assert.equal(curves.length, 16);
    let worstE = 0, worstR = 0;
    for (const { points } of curves) {
      const r0 = norm(mulMV(J, points[0]));
      for (const w of points) {
        worstE = Math.max(worstE, Math.abs(0.5 * dot(w, mulMV(J, w)) - E) / E);
        worstR = Math.max(worstR, Math.abs(norm(mulMV(J, w)) - r0) / r0);
      }
    }
    // A level-curve point (≤ 16 ε), scaled, mapped by J⁻¹ in the computed axes and checked through J:
    // measured 21 ε (energy) and 5 ε (|JΩ|) for the rotated J, 2.4 ε and 1.6 ε for the diagonal one.
    assert.ok(worstE <= 64 * EPS && worstR <= 32 * EPS, `${worstE} ${worstR}`);
    for (const sec of ellipsoidSections(pa, E, 64)) for (const w of sec) assert.ok(Math.abs(0.5 * dot(w, mulMV(J, w)) - E) <= 64 * EPS * E);
    // Ω = J⁻¹Π: J Ω gives Π back.
    const Pi = [0.3, -1.2, 2.0], back = mulMV(J, angularVelocity(pa, Pi));
    assert.ok(norm(back.map((x, i) => x - Pi[i])) <= 16 * EPS * norm(Pi));
  }
  // The herpolhode's height ω·π/|π| = 2E/|π| for any attitude (here R = I, π = Π).
  const pa = principalAxes(ROTATED), Pi = [1, 2, -0.5], W = angularVelocity(pa, Pi);
  const basis = invariableBasis(Pi);
  const h = herpolhodePoint([[1, 0, 0], [0, 1, 0], [0, 0, 1]], W, basis);
  assert.ok(Math.abs(h[2] - 2 * energyOf(pa, Pi) / norm(Pi)) <= 16 * EPS);
  assert.equal(invariableBasis([0, 0, 0]), null);
  // Negative control: a velocity off the ellipsoid by 1e-6 is found off it.
  const off = W.map((x) => x * (1 + 1e-6));
  assert.ok(Math.abs(0.5 * dot(off, mulMV(ROTATED, off)) - energyOf(pa, Pi)) > 1e-7 * energyOf(pa, Pi));
});

test('magnification: a power of ten that draws the largest distance at about a fifth of the radius', () => {
  assert.equal(magnification(1e-3), 100);        // 1e-3 × 100 = 0.1 ≤ 0.2 < 1e-3 × 1000
  assert.equal(magnification(2e-3), 100);
  assert.equal(magnification(3e-3), 10);         // 3e-3 × 100 = 0.3 would overshoot
  assert.equal(magnification(0.5), 1);           // already visible: never shrunk
  assert.equal(magnification(1e-15), MAX_MAGNIFICATION);
  assert.equal(magnification(0), MAX_MAGNIFICATION);
  for (const d of [2.1e-9, 3.7e-7, 5e-4, 0.019]) {
    const m = magnification(d);
    assert.equal(Math.log10(m), Math.round(Math.log10(m)), `${m} a power of ten`);
    assert.ok(m * d <= 0.2 && m * d > 0.02, `${d}: drawn at ${m * d} of the radius`);
  }
  // The largest magnification keeps an LGVI's round-off (1e-15 relative, grown ×√(10⁶ steps) = 1e-12)
  // under a pixel of a sphere drawn 300 px in radius.
  assert.ok(MAX_MAGNIFICATION * 1e-12 < 1 / 300);
});

test('magnified: the direction kept, the relative distance from the sphere multiplied by M', () => {
  const ref = 2, v = [0, 3 * 0.6, 3 * 0.8].map((x) => (x * 2.002) / 3);  // |v| = 2.002: 1e-3 off
  const w = magnified(v, ref, 100);
  assert.ok(Math.abs(norm(w) - 2 * 1.1) <= 100 * 4 * EPS * 2.2, `${norm(w)}`);  // |v|'s rounding, ×M
  assert.ok(Math.abs(dot(w, v) / (norm(w) * norm(v)) - 1) <= 4 * EPS);
  assert.deepEqual(magnified([0, 0, 2], 2, 1e9), [0, 0, 2]);                   // on the sphere: unchanged
  assert.ok(Math.abs(norm(magnified([0, 0, 1.9], 2, 1e3)) - 0.2) <= 4 * EPS);  // never through the centre
  assert.deepEqual(magnified([0, 0, 0], 2, 100), [0, 0, 0]);                    // a body at rest: no NaN
});
