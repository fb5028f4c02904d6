// Phase-plot coordinates from a state view (geometry of the plot, no dynamics).
//   (S²)ⁿ: the polar angle θ₁ of the first body from "down" (−up: along gravity,
//          or e3 without gravity) against its rate θ̇₁ = −a·(ω₁ × q₁) / sin θ₁
//   SO(3): body angular velocity components (Ω₁, Ω₂)
export function phaseLabels(kind) {
  return kind === 'rigid_body' ? ['Ω₁ (rad/s)', 'Ω₂ (rad/s)'] : ['θ₁ (rad)', 'θ̇₁ (rad/s)'];
}

/** up: THREE.Vector3 of screen-up; returns [x, y]. */
export function phasePoint(kind, state, up, hasGravity) {
  if (kind === 'rigid_body') return [state[9], state[10]];
  const n = state.length / 6;
  const a = hasGravity ? [-up.x, -up.y, -up.z] : [0, 0, 1];
  const qx = state[0], qy = state[1], qz = state[2];
  const wx = state[3 * n], wy = state[3 * n + 1], wz = state[3 * n + 2];
  const c = Math.max(-1, Math.min(1, a[0] * qx + a[1] * qy + a[2] * qz));
  const theta = Math.acos(c);
  const s = Math.sin(theta);
  const vx = wy * qz - wz * qy, vy = wz * qx - wx * qz, vz = wx * qy - wy * qx;
  const rate = s > 1e-9 ? -(a[0] * vx + a[1] * vy + a[2] * vz) / s : 0;
  return [theta, rate];
}
