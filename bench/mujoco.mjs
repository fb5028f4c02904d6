// Paper 003 Example 1 (double spherical pendulum, m = 1, l = 9.81, gravity +e3,
// h = 0.01) in MuJoCo's official WebAssembly build, in the same Node process as
// geovi's wasm VI: two ball joints, point masses at the link ends (inertial with
// a 1e-6 kg m² isotropic inertia: MuJoCo needs a positive-definite body inertia),
// contacts off, gravity [0, 0, 9.81] as in the scenario, so the coordinates are
// the same. Ball-joint qvel is the child's angular velocity relative to its
// parent, in the child frame.
import { median, now } from './lib.mjs';

export const MUJOCO_INTEGRATORS = ['Euler', 'RK4', 'implicit', 'implicitfast'];
export const EPS_INERTIA = 1e-6;  // kg m², isotropic, about each bob (also used by bench/rapier.mjs)

function xml(integrator, h, l1, l2, m1, m2, g) {
  return `<mujoco model="double_spherical_pendulum">
  <option timestep="${h}" integrator="${integrator}" gravity="${g.join(' ')}">
    <flag contact="disable" energy="enable"/>
  </option>
  <worldbody>
    <body name="link1" pos="0 0 0">
      <joint name="j1" type="ball" damping="0" armature="0"/>
      <inertial pos="0 0 ${l1}" mass="${m1}" diaginertia="${EPS_INERTIA} ${EPS_INERTIA} ${EPS_INERTIA}"/>
      <body name="link2" pos="0 0 ${l1}">
        <joint name="j2" type="ball" damping="0" armature="0"/>
        <inertial pos="0 0 ${l2}" mass="${m2}" diaginertia="${EPS_INERTIA} ${EPS_INERTIA} ${EPS_INERTIA}"/>
      </body>
    </body>
  </worldbody>
</mujoco>`;
}

// Quaternions [w, x, y, z] (MuJoCo's order).
const qmul = (a, b) => [a[0] * b[0] - a[1] * b[1] - a[2] * b[2] - a[3] * b[3], a[0] * b[1] + a[1] * b[0] + a[2] * b[3] - a[3] * b[2],
  a[0] * b[2] - a[1] * b[3] + a[2] * b[0] + a[3] * b[1], a[0] * b[3] + a[1] * b[2] - a[2] * b[1] + a[3] * b[0]];
const qconj = (a) => [a[0], -a[1], -a[2], -a[3]];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
function qrot(q, v) {  // R(q) v
  const r = qmul(qmul(q, [0, ...v]), qconj(q));
  return [r[1], r[2], r[3]];
}
// The smallest rotation taking e3 to the unit vector v.
export function fromE3(v) {
  const axis = cross([0, 0, 1], v), s = Math.hypot(...axis), c = v[2];
  if (s < 1e-15) return c > 0 ? [1, 0, 0, 0] : [0, 1, 0, 0];
  const th = Math.atan2(s, c);
  return [Math.cos(th / 2), ...axis.map((a) => (Math.sin(th / 2) * a) / s)];
}

/** Example 1's initial state as two bodies, shared by the peers (MuJoCo, Rapier): link i's world
 *  orientation frames[i] = R(e3 → q_i) ([w, x, y, z]), so the link runs along the body's local +e3,
 *  the bob positions x_1 = l_1 q_1, x_2 = x_1 + l_2 q_2, their velocities ẋ_1 = ω_1 × l_1 q_1,
 *  ẋ_2 = ẋ_1 + ω_2 × l_2 q_2 (q̇_i = ω_i × q_i), and the links' angular velocities ω_i (world frame). */
export function example1Bodies(scenario, q, w) {
  const [l1, l2] = scenario.system.lengths;
  const r1 = q[0].map((x) => l1 * x), r2 = q[1].map((x) => l2 * x);
  const x1 = r1, x2 = x1.map((x, i) => x + r2[i]);
  const v1 = cross(w[0], r1), dv = cross(w[1], r2), v2 = v1.map((v, i) => v + dv[i]);
  return { frames: [fromE3(q[0]), fromE3(q[1])], bobs: [x1, x2], velocities: [v1, v2], omegas: [w[0], w[1]] };
}

/** A MuJoCo model+data of Example 1 from geovi's (normalized) initial state. */
export function makeMujocoPendulum(mj, integrator, scenario, q, w, h) {
  const sys = scenario.system;
  const model = mj.MjModel.from_xml_string(xml(integrator, h, sys.lengths[0], sys.lengths[1], sys.masses[0], sys.masses[1], sys.gravity));
  const data = new mj.MjData(model);
  const { frames } = example1Bodies(scenario, q, w);
  const q1 = frames[0];
  const q2 = qmul(qconj(q1), frames[1]);  // R2 = R1ᵀ R(e3 → q2)
  data.qpos.set([...q1, ...q2]);
  const v1 = qrot(qconj(q1), w[0]);
  const q12 = qmul(q1, q2);
  const v2 = qrot(qconj(q12), w[1].map((x, i) => x - w[0][i]));
  data.qvel.set([...v1, ...v2]);
  mj.mj_forward(model, data);
  return { model, data, energy: () => data.energy[0] + data.energy[1],
    dispose: () => { data.delete(); model.delete(); } };
}

/** Bob positions [x1, x2] from MuJoCo (for checking the map against geovi's). */
export function mujocoBobs(sim) {
  // xipos is the inertial frame origin = the bob.
  const p = sim.data.xipos;
  return [[p[3], p[4], p[5]], [p[6], p[7], p[8]]];
}

/** µs per step, interleaved (repeat r: every MuJoCo integrator, then each extra engine) so that
 *  load from other processes hits all engines alike; energy errors over windows. */
export function benchMujoco(mj, scenario, q, w, h, { timingSteps, repeat, errorSteps, windows, extra = {} }) {
  const out = {};
  const us = Object.fromEntries([...MUJOCO_INTEGRATORS, ...Object.keys(extra)].map((k) => [k, []]));
  for (let r = 0; r <= repeat; ++r) {
    for (const integ of MUJOCO_INTEGRATORS) {
      const sim = makeMujocoPendulum(mj, integ, scenario, q, w, h);
      sim.model.opt.enableflags = 0;  // no energy bookkeeping while timing
      const t0 = now();
      for (let k = 0; k < timingSteps; ++k) mj.mj_step(sim.model, sim.data);
      const dt = now() - t0;
      if (r > 0) us[integ].push((1000 * dt) / timingSteps);  // r = 0 warms the JIT
      sim.dispose();
    }
    for (const [name, run] of Object.entries(extra)) {
      const dt = run(timingSteps);
      if (r > 0) us[name].push((1000 * dt) / timingSteps);
    }
  }
  for (const name of Object.keys(extra)) out[name] = { us_per_step: median(us[name]), us_per_step_all: us[name] };
  for (const integ of MUJOCO_INTEGRATORS) {
    const sim = makeMujocoPendulum(mj, integ, scenario, q, w, h);
    const e0 = sim.energy();
    let sum = 0, max = 0, count = 0, failed = null;
    const win = {};
    for (let k = 1; k <= errorSteps; ++k) {
      mj.mj_step(sim.model, sim.data);
      // data.energy is evaluated at the start of mj_step: it is E at step k − 1.
      const de = Math.abs(sim.energy() - e0);
      if (!Number.isFinite(de)) { failed = `non-finite energy at step ${k}`; break; }
      sum += de; count += 1; if (de > max) max = de;
      for (const wk of windows) if (k === wk) win[wk] = { mean: sum / count, max };
    }
    out[integ] = { us_per_step: median(us[integ]), us_per_step_all: us[integ], initial_energy: e0, windows: win, failed };
    sim.dispose();
  }
  return out;
}
