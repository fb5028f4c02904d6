// Paper 003 Example 1 (double spherical pendulum) in Rapier (@dimforge/rapier3d-compat, the
// official JS/wasm build, single precision), in the same Node process as geovi's wasm VI and
// MuJoCo. Rapier has no massless links or point masses: each bob is a dynamic rigid body at the
// link's end, with the bob's mass at its origin and the same tiny isotropic inertia as the MuJoCo
// model (EPS_INERTIA = 1e-6 kg m²; its rotational energy ½ ε |Ω|² ≈ 1e-6 J is counted in E). The
// links are spherical impulse joints: base (fixed body at the pivot) ↔ bob 1 anchored at the
// pivot, bob 1 ↔ bob 2 anchored at bob 1. The bodies' local +e3 runs along their link, as in the
// MuJoCo model (example1Bodies). No colliders, sleeping off (a swinging pendulum must not be frozen
// at a turning point), gravity as in the scenario, dt = h; all else Rapier's defaults, plus the
// same model with 16 and 64 solver iterations. Each of Rapier's solver iterations is a substep
// (h / iterations) of its soft-constraint (TGS) solver: velocity-level joint constraints with a
// soft position bias, so |x_1| and |x_2 − x_1| drift from the link lengths: we report the largest
// deviation. The choice of inertia does not drive the energy loss: with 1e-3 or 1e-1 kg m² instead
// of 1e-6 the mean |E − E0| over 100 s moves by at most 3% (measured once, not re-run by the bench).
// Rapier's multibody (reduced-coordinate) joints would hold the lengths, but its JS API cannot set
// their initial joint velocities (a link's setLinvel is overwritten), so they are not compared.
import { EPS_INERTIA, example1Bodies } from './mujoco.mjs';

/** The solver settings compared: Rapier's default (4 solver iterations, each a substep of its
 *  soft-constraint solver) and more iterations; iterations: null keeps Rapier's default. */
export const RAPIER_VARIANTS = [
  { key: 'rapier4', name: 'spherical impulse joints, default solver', label: 'Rapier (default, 4 it.)', iterations: null },
  { key: 'rapier16', name: 'spherical impulse joints, 16 solver iterations', label: 'Rapier, 16 it.', iterations: 16 },
  { key: 'rapier64', name: 'spherical impulse joints, 64 solver iterations', label: 'Rapier, 64 it.', iterations: 64 },
];

export async function loadRapier() {
  const RAPIER = (await import('@dimforge/rapier3d-compat')).default;
  await RAPIER.init();
  return RAPIER;
}

const vec = ([x, y, z]) => ({ x, y, z });
const quat = ([w, x, y, z]) => ({ x, y, z, w });  // Rapier's order

/** A Rapier world of Example 1 from geovi's (normalized) initial state. */
export function makeRapierPendulum(R, scenario, q, w, h, { iterations = null, inertia = EPS_INERTIA } = {}) {
  const { masses: m, lengths: l, gravity: g } = scenario.system;
  const init = example1Bodies(scenario, q, w);
  const world = new R.World(vec(g));
  world.timestep = h;
  if (iterations != null) world.numSolverIterations = iterations;
  const base = world.createRigidBody(R.RigidBodyDesc.fixed());
  const bobs = [0, 1].map((i) => world.createRigidBody(R.RigidBodyDesc.dynamic()
    .setTranslation(...init.bobs[i]).setRotation(quat(init.frames[i]))
    .setLinvel(...init.velocities[i]).setAngvel(vec(init.omegas[i]))
    .setAdditionalMassProperties(m[i], vec([0, 0, 0]), vec([inertia, inertia, inertia]), quat([1, 0, 0, 0]))
    .setCanSleep(false)));
  world.createImpulseJoint(R.JointData.spherical(vec([0, 0, 0]), vec([0, 0, -l[0]])), base, bobs[0], true);
  world.createImpulseJoint(R.JointData.spherical(vec([0, 0, 0]), vec([0, 0, -l[1]])), bobs[0], bobs[1], true);
  const state = () => bobs.map((b) => ({ x: b.translation(), v: b.linvel(), om: b.angvel() }));
  /** E = Σ ½ m_i |v_i|² + ½ ε |Ω_i|² − m_i g·x_i (the bob positions and velocities Rapier holds, in f32). */
  const energy = () => state().reduce((e, s, i) => e + 0.5 * m[i] * (s.v.x ** 2 + s.v.y ** 2 + s.v.z ** 2)
    + 0.5 * inertia * (s.om.x ** 2 + s.om.y ** 2 + s.om.z ** 2) - m[i] * (g[0] * s.x.x + g[1] * s.x.y + g[2] * s.x.z), 0);
  /** max over the links of ||x_i − x_{i−1}| − l_i| (x_0 = pivot). */
  const linkError = () => {
    const [a, b] = state().map((s) => s.x);
    return Math.max(Math.abs(Math.hypot(a.x, a.y, a.z) - l[0]), Math.abs(Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z) - l[1]));
  };
  return { world, energy, linkError, iterations: world.numSolverIterations, bobs: () => state().map((s) => [s.x.x, s.x.y, s.x.z]),
    step: () => world.step(), dispose: () => world.free() };
}

/** A timing run for benchMujoco's `extra` (interleaved with the other engines): ms of CPU for n steps. */
export const rapierTimer = (R, scenario, q, w, h, variant, now) => (n) => {
  const sim = makeRapierPendulum(R, scenario, q, w, h, variant);
  try {
    const t0 = now();
    for (let k = 0; k < n; ++k) sim.world.step();
    return now() - t0;
  } finally { sim.dispose(); }
};

/** mean/max |E − E0|, the signed E − E0 at the window's end and the max link-length error over
 *  `steps`, snapshots at `windows`. A non-finite state or a thrown wasm error ends the run with
 *  `failed` set (not a crash). */
export function rapierErrors(R, scenario, q, w, h, variant, steps, windows) {
  const sim = makeRapierPendulum(R, scenario, q, w, h, variant);
  const e0 = sim.energy();
  const out = { initial_energy: e0, initial_link_error: sim.linkError(), solver_iterations: sim.iterations, windows: {}, failed: null };
  let sum = 0, max = 0, count = 0, drift = 0;
  try {
    for (let k = 1; k <= steps; ++k) {
      sim.step();
      const dE = sim.energy() - e0, de = Math.abs(dE), dl = sim.linkError();
      if (!Number.isFinite(de) || !Number.isFinite(dl)) { out.failed = `non-finite state at step ${k}`; break; }
      sum += de; count += 1; if (de > max) max = de; if (dl > drift) drift = dl;
      for (const wk of windows) if (k === wk) out.windows[wk] = { mean: sum / count, max, energy_change: dE, max_link_error: drift };
    }
  } catch (e) {
    out.failed = `threw: ${String(e?.message ?? e).split('\n')[0]}`;
  } finally { sim.dispose(); }
  return out;
}
