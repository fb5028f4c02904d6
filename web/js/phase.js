// Phase-plot coordinates from a state view (geometry of the plot, no dynamics),
// as the core's catalogue describes the run's space (SpaceInfo.phase):
//   "polar-angle"  the polar angle θ₁ of body 1's direction from "down" (along
//                  gravity, or e3 without gravity) against its rate
//                  θ̇₁ = −a·(ω₁ × q₁) / sin θ₁
//   "columns"      two state columns, e.g. the body angular velocities (Ω₁, Ω₂)

/** A function state -> [x, y] for runs of `space` with these state columns, or null when the run
 *  has not the columns its space's phase plot reads (a quadrotor without a load on the product
 *  space, whose phase plot is the load's q_x against ω_y): such a run offers no phase plot.
 *  up: the scene's up direction ({x, y, z}); hasGravity: whether "down" is −up. */
export function phaseCoordinates(space, stateColumns, up, hasGravity) {
  if (space.phase === 'columns') {
    const [ix, iy] = space.phaseColumns.map((c) => stateColumns.indexOf(c));
    if (ix < 0 || iy < 0) return null;
    return (state) => [state[ix], state[iy]];
  }
  const a = hasGravity ? [-up.x, -up.y, -up.z] : [0, 0, 1];
  const iq = stateColumns.indexOf(`${space.directionPrefix}1x`);
  const iw = stateColumns.indexOf(`${space.velocityPrefix}1x`);
  return (state) => {
    const qx = state[iq], qy = state[iq + 1], qz = state[iq + 2];
    const wx = state[iw], wy = state[iw + 1], wz = state[iw + 2];
    const c = Math.max(-1, Math.min(1, a[0] * qx + a[1] * qy + a[2] * qz));
    const theta = Math.acos(c);
    const s = Math.sin(theta);
    const vx = wy * qz - wz * qy, vy = wz * qx - wx * qz, vz = wx * qy - wy * qx;
    const rate = s > 1e-9 ? -(a[0] * vx + a[1] * vy + a[2] * vz) / s : 0;
    return [theta, rate];
  };
}

/**
 * Every body's phase point (θ_i, θ̇_i) for swings in the plane with unit normal n:
 * θ_i = atan2((a × q_i)·n, a·q_i), the signed angle from "down" a, and θ̇_i = ω_i·n,
 * exact for planar motion (ω_i ∥ n). In body order, so a cloud started on a loop
 * stays a polygon whose area the lessons measure.
 */
export function planarPhasePoints(space, stateColumns, state, down, normal) {
  const [ax, ay, az] = down;
  const len = Math.hypot(...normal);
  const [nx, ny, nz] = normal.map((x) => x / len);
  const points = [];
  for (let i = 1; ; ++i) {
    const iq = stateColumns.indexOf(`${space.directionPrefix}${i}x`);
    if (iq < 0) break;
    const iw = stateColumns.indexOf(`${space.velocityPrefix}${i}x`);
    const qx = state[iq], qy = state[iq + 1], qz = state[iq + 2];
    const cx = ay * qz - az * qy, cy = az * qx - ax * qz, cz = ax * qy - ay * qx;
    points.push([Math.atan2(cx * nx + cy * ny + cz * nz, ax * qx + ay * qy + az * qz),
      state[iw] * nx + state[iw + 1] * ny + state[iw + 2] * nz]);
  }
  return points;
}
