// Scene for a quadrotor on the product space: carrying a load on a cable (system type quadrotor_load,
// R³ × S² × SO(3); docs/product-spaces.md) or flying alone under a controller (system type quadrotor,
// R³ × SO(3); docs/control.md). Drawn from the core's draw points: the mass points (the quadrotor's
// centre x, then the load at x + l q if there is one), then the quadrotor's centre again and the tips
// x + s·R e_j of its three body axes (s, its radius of gyration), from which its pose [R | x] is read.
//   the quadrotor   a hub, four arms along ±e1 and ±e2 (the scenario's inertia sets their length)
//                   and a rotor disc at each end, in its body frame; its axes (red e1, green e2,
//                   blue e3, which points down as in the papers) and the thrust's direction −R e₃
//   the cable       a line from the quadrotor's centre to the load
//   the load        a ball, its size by its mass against the quadrotor's
// plus a trail of each, and faint world axes. Under a controller (the run's outputs ex1 … f4,
// saturated) it also draws
//   the desired path  the Lissajous curve x_d(t) over the run, and a marker at x_d now (x − e_x)
//   rotor thrusts     an arrow at each rotor along −R e₃, its length f_i over the hover's m‖g‖/4
//                     (pointing the other way when the law asks a rotor to pull), red while saturated
// The camera follows the centre of mass, which the slung load's hover thrust holds still. A ghost
// (compare mode) draws the same in translucent pink.
import * as THREE from 'three';
import { Trail } from './scene-trail.js';
import { theme } from './theme.js';
import { faintWorldAxes } from './scene-rigid.js';

const AXES = [0xff5d5d, 0x6ee06e, 0x5ab0f0];
const FRAME = 0x8e9aaf, ROTOR = 0x46c2e8, LOAD = 0xf2a541, THRUST = 0xffd166, DESIRED = 0xc792ea, SATURATED = 0xff5d5d;
// Rotor i's place in the body frame (Lee et al. 2010: rotors 1 … 4 on b₁, b₂, −b₁, −b₂).
const ROTORS = [[1, 0], [0, 1], [-1, 0], [0, -1]];

/** x_d(t) of a "lissajous" trajectory (core/src/control/desired_trajectory.hpp), or null. */
export function lissajousAt(trajectory, t) {
  if (!trajectory || trajectory.type !== 'lissajous') return null;
  const v = (key) => (Array.isArray(trajectory[key]) ? trajectory[key].map(Number) : [0, 0, 0]);
  const [c, u, a, w, phi] = ['center', 'velocity', 'amplitude', 'frequency', 'phase'].map(v);
  return [0, 1, 2].map((i) => c[i] + u[i] * t + a[i] * Math.sin(w[i] * t + phi[i]));
}

/** The seconds of the desired path the first view shows (the camera follows the body after). */
const PATH_SECONDS = 1.5;

/** How far the desired path strays from `from` over its first `seconds`; 0 without a path. */
function pathReach(trajectory, from, seconds) {
  let reach = 0;
  for (let k = 0; k <= 40; ++k) {
    const x = lissajousAt(trajectory, (seconds * k) / 40);
    if (!x) return 0;
    reach = Math.max(reach, Math.hypot(x[0] - from.x, x[1] - from.y, x[2] - from.z));
  }
  return reach;
}

export class QuadrotorLoadView {
  constructor(info, { ghost = false, up }) {
    this.ghost = ghost;
    this.up = up.clone();
    const json = info.json || {};
    const system = json.system || {};
    this.hasLoad = system.type === 'quadrotor_load';
    this.masses = [Number(system.mass) > 0 ? Number(system.mass) : 1, Number(system.load_mass) > 0 ? Number(system.load_mass) : 1];
    const gravity = Array.isArray(system.gravity) ? Math.hypot(...system.gravity.map(Number)) : 9.81;
    this.hoverThrust = (this.masses[0] * (gravity > 0 ? gravity : 9.81)) / 4;
    // The body's centre and axis tips follow the mass points: one (the quadrotor) or two (and the load).
    this.o = this.hasLoad ? 6 : 3;
    const p = info.points;
    this.group = new THREE.Group();
    /** @type {Array<{ dispose(): void }>} */
    this.disposables = [];
    const mat = (color, extra = {}) => {
      const m = new THREE.MeshStandardMaterial({ color: ghost ? theme().scene.ghost : color, roughness: 0.5, metalness: 0.15,
        transparent: ghost, opacity: ghost ? 0.35 : 1, depthWrite: !ghost, ...extra });
      this.disposables.push(m);
      return m;
    };
    const ball = new THREE.SphereGeometry(1, 20, 14);
    const cyl = new THREE.CylinderGeometry(1, 1, 1, 16, 1);
    this.disposables.push(ball, cyl);
    const yAxis = new THREE.Vector3(0, 1, 0);
    const rod = (a, b, r, material) => {
      const d = b.clone().sub(a);
      const m = new THREE.Mesh(cyl, material);
      m.scale.set(r, d.length(), r);
      m.position.copy(a).addScaledVector(d, 0.5);
      m.quaternion.setFromUnitVectors(yAxis, d.clone().normalize());
      return m;
    };

    // The quadrotor's frame, in its body frame: the size s is its radius of gyration (the draw points').
    const o = this.o;
    this.size = Math.hypot(p[o + 3] - p[o], p[o + 4] - p[o + 1], p[o + 5] - p[o + 2]) || 1;
    const arm = 1.2 * this.size;
    this.frame = new THREE.Group();
    this.frame.matrixAutoUpdate = false;
    this.group.add(this.frame);
    const frameMaterial = mat(FRAME), rotorMaterial = mat(ROTOR, { transparent: true, opacity: ghost ? 0.3 : 0.75 });
    const hub = new THREE.Mesh(cyl, frameMaterial);
    hub.scale.set(0.22 * arm, 0.08 * arm, 0.22 * arm);
    hub.quaternion.setFromUnitVectors(yAxis, new THREE.Vector3(0, 0, 1));
    this.frame.add(hub);
    /** What a pointer grabs the quadrotor by (hits): its hub, arms and rotors. */
    this.grips = [hub];
    for (const [x, y] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const end = new THREE.Vector3(x * arm, y * arm, 0);
      const armRod = rod(new THREE.Vector3(), end, 0.035 * arm, frameMaterial);
      this.frame.add(armRod);
      const disc = new THREE.Mesh(cyl, rotorMaterial);
      disc.scale.set(0.38 * arm, 0.02 * arm, 0.38 * arm);
      disc.quaternion.setFromUnitVectors(yAxis, new THREE.Vector3(0, 0, 1));
      disc.position.copy(end).add(new THREE.Vector3(0, 0, -0.06 * arm));  // above the arm (e₃ points down)
      this.frame.add(disc);
      this.grips.push(armRod, disc);
    }
    AXES.forEach((c, j) => {
      const tip = new THREE.Vector3().setComponent(j, 1.4 * arm);
      this.frame.add(rod(new THREE.Vector3(), tip, 0.012 * arm, mat(c, { roughness: 0.4 })));
    });
    const cone = new THREE.ConeGeometry(0.08 * arm, 0.25, 16);  // a quarter of the arrow, whatever its length
    this.disposables.push(cone);
    // An arrow along −e₃ of the body frame from `at`, of unit length (scaled along z to its thrust).
    const arrow = (at, material) => {
      const g = new THREE.Group();
      g.position.copy(at);
      g.add(rod(new THREE.Vector3(), new THREE.Vector3(0, 0, -1), 0.025 * arm, material));
      const head = new THREE.Mesh(cone, material);
      head.quaternion.setFromUnitVectors(yAxis, new THREE.Vector3(0, 0, -1));
      head.position.set(0, 0, -1.125);
      g.add(head);
      return g;
    };
    const control = json.control && json.control.type ? json.control : null;
    /** @type {THREE.Group[]} */
    this.rotorArrows = [];
    if (!ghost && !control) {
      // Scheduled inputs: the thrust acts along −R e₃, an arrow up out of the hub in the body frame.
      const a = arrow(new THREE.Vector3(), mat(THRUST, { emissive: THRUST, emissiveIntensity: 0.25 }));
      a.scale.set(1, 1, 1.1 * arm);
      this.frame.add(a);
    }
    if (!ghost && control) {
      // Under a controller: each rotor's thrust, from the run's outputs f1 … f4.
      this.thrustMaterial = mat(THRUST, { emissive: THRUST, emissiveIntensity: 0.25, side: THREE.DoubleSide });
      this.saturatedMaterial = mat(SATURATED, { emissive: SATURATED, emissiveIntensity: 0.3, side: THREE.DoubleSide });
      for (const [x, y] of ROTORS) {
        const a = arrow(new THREE.Vector3(x * arm, y * arm, -0.08 * arm), this.thrustMaterial);
        this.rotorArrows.push(a);
        this.frame.add(a);
      }
      this.arrowLength = 0.9 * arm;
    }
    // The desired path, drawn once over the run, and where the quadrotor should be now.
    this.desiredMarker = null;
    const trajectory = control && control.trajectory;
    if (!ghost && lissajousAt(trajectory, 0)) {
      const tEnd = Number(json.t_end) > 0 ? Number(json.t_end) : 10;
      const samples = 600, xyz = new Float32Array(3 * (samples + 1));
      for (let k = 0; k <= samples; ++k) xyz.set(/** @type {number[]} */ (lissajousAt(trajectory, (tEnd * k) / samples)), 3 * k);
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.BufferAttribute(xyz, 3));
      const material = new THREE.LineDashedMaterial({ color: DESIRED, dashSize: 0.3 * arm, gapSize: 0.2 * arm, transparent: true, opacity: 0.8 });
      const line = new THREE.Line(geometry, material);
      line.computeLineDistances();
      this.disposables.push(geometry, material);
      this.group.add(line);
      this.desiredMarker = new THREE.Mesh(ball, mat(DESIRED, { transparent: true, opacity: 0.7 }));
      this.desiredMarker.scale.setScalar(0.15 * arm);
      this.group.add(this.desiredMarker);
    }

    // The cable and the load.
    this.cable = new THREE.Mesh(cyl, mat(theme().scene.link, { metalness: 0.3 }));
    this.cableRadius = 0.012 * arm;
    this.load = new THREE.Mesh(ball, mat(LOAD));
    this.load.scale.setScalar(0.45 * arm * Math.cbrt(this.masses[1] / this.masses[0]));
    if (this.hasLoad) this.group.add(this.cable, this.load);
    this._yAxis = yAxis;
    this._d = new THREE.Vector3();

    this.trails = [new Trail(ghost ? theme().scene.ghost : ROTOR, 1e-3 * this.size, ghost ? 0.55 : 0.9)];
    if (this.hasLoad) this.trails.push(new Trail(ghost ? theme().scene.ghost : LOAD, 1e-3 * this.size, ghost ? 0.55 : 0.9));
    for (const trail of this.trails) this.group.add(trail.line);

    // The view: the centre of mass (the camera follows it), wide enough for the cable and the arms, and
    // under a controller for the desired path's first PATH_SECONDS. A view wide enough for the whole
    // path and a straying ghost (a radius of 3 m) left the quadrotor a speck on a phone (issue 48).
    const cableLength = this.hasLoad ? Math.hypot(p[3] - p[0], p[4] - p[1], p[5] - p[2]) : 0;
    this.follow = new THREE.Vector3();
    this.massCentre(p, this.follow);
    this.radius = Math.max(1.5 * (cableLength + arm), 2.5 * arm, pathReach(trajectory, this.follow, PATH_SECONDS)) || 1;
    this.target = this.follow.clone();
    this.distanceFactor = 3.0;
    this.elevation = 0.25;
    if (!ghost) this.group.add(faintWorldAxes(2 * arm, this.disposables));
    this.update(p);
    this.clearTrails();
  }

  /** out = the quadrotor's and the load's centre of mass in the draw points p (the quadrotor alone). */
  massCentre(p, out) {
    if (!this.hasLoad) return out.set(p[0], p[1], p[2]);
    const [m, mL] = this.masses;
    return out.set(m * p[0] + mL * p[3], m * p[1] + mL * p[4], m * p[2] + mL * p[5]).divideScalar(m + mL);
  }

  /** p: the draw points; outputs: the run's output values (ex1 … ex3, eR1 … eR3, Psi, f1 … f4,
   *  saturated) under a controller. */
  update(p, state = null, outputs = null) {
    const s = this.size, o = this.o;
    // Column j of R is (tip_j − x) / s, the tips after the centre.
    const c = (j, k) => (p[o + 3 + 3 * j + k] - p[o + k]) / s;
    this.frame.matrix.set(
      c(0, 0), c(1, 0), c(2, 0), p[0],
      c(0, 1), c(1, 1), c(2, 1), p[1],
      c(0, 2), c(1, 2), c(2, 2), p[2],
      0, 0, 0, 1);
    this.frame.matrixWorldNeedsUpdate = true;
    this.trails[0].push(p[0], p[1], p[2]);
    if (this.hasLoad) {
      const d = this._d.set(p[3] - p[0], p[4] - p[1], p[5] - p[2]);
      const length = d.length();
      this.cable.scale.set(this.cableRadius, length, this.cableRadius);
      this.cable.position.set(p[0], p[1], p[2]).addScaledVector(d, 0.5);
      if (length > 0) this.cable.quaternion.setFromUnitVectors(this._yAxis, d.divideScalar(length));
      this.load.position.set(p[3], p[4], p[5]);
      this.trails[1].push(p[3], p[4], p[5]);
    }
    if (outputs && outputs.length >= 12) {
      // x_d = x − e_x, where x is what the controller steers: the load when it carries one.
      const at = this.hasLoad ? 3 : 0;
      if (this.desiredMarker) this.desiredMarker.position.set(p[at] - outputs[0], p[at + 1] - outputs[1], p[at + 2] - outputs[2]);
      const saturated = outputs[11] > 0;
      this.rotorArrows.forEach((a, i) => {
        const k = outputs[7 + i] / this.hoverThrust;
        // A rotor asked to pull points the other way; a vanishing one keeps a sliver, so it is seen.
        const length = this.arrowLength * (Math.abs(k) < 0.02 ? 0.02 : Math.max(-3, Math.min(3, k)));
        a.scale.set(1, 1, length);
        a.children.forEach((m) => { /** @type {THREE.Mesh} */ (m).material = saturated ? this.saturatedMaterial : this.thrustMaterial; });
      });
    }
    this.massCentre(p, this.follow);
  }

  pick() { return -1; }

  /** The drawn body in the world: every vertex of its hub, arms and rotors (and of the load), for the
   *  framing test (tests/browser/first-view.test.mjs). Its draw points, the centre and the three axis
   *  tips at the radius of gyration s, lie on one side of it, where its rotors reach 1.66 s both ways
   *  (measured on a phone: 0.147 of the scene by the draw points, 0.38 by the outline). */
  bodyOutline() {
    this.group.updateMatrixWorld(true);
    const out = [], v = new THREE.Vector3();
    for (const mesh of this.hasLoad ? [...this.grips, this.load] : this.grips) {
      const a = mesh.geometry.getAttribute('position');
      for (let i = 0; i < a.count; ++i) {
        v.fromBufferAttribute(a, i).applyMatrix4(mesh.matrixWorld);
        out.push(v.x, v.y, v.z);
      }
    }
    return out;
  }

  /** Whether the raycaster's ray meets the quadrotor's hub, an arm or a rotor (drag-quadrotor.js).
   *  The frame's world matrix is brought up to date first: the pose may have changed since the last render. */
  hits(raycaster) {
    this.frame.updateMatrixWorld(true);
    return raycaster.intersectObjects(this.grips, false).length > 0;
  }

  clearTrails() { for (const trail of this.trails) trail.clear(); }
  setTrailVisible(on) { for (const trail of this.trails) trail.line.visible = on; }

  dispose() {
    for (const trail of this.trails) trail.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
