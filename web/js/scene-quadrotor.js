// Scene for a quadrotor carrying a load on a cable (system type quadrotor_load, on the product space
// R³ × S² × SO(3); docs/product-spaces.md), drawn from the core's draw points: the mass points (the
// quadrotor's centre x, then the load at x + l q), then the quadrotor's centre again and the tips
// x + s·R e_j of its three body axes (s, its radius of gyration), from which its pose [R | x] is read.
//   the quadrotor   a hub, four arms along ±e1 and ±e2 (the scenario's inertia sets their length)
//                   and a rotor disc at each end, in its body frame; its axes (red e1, green e2,
//                   blue e3, which points down as in the papers) and the thrust's direction −R e₃
//   the cable       a line from the quadrotor's centre to the load
//   the load        a ball, its size by its mass against the quadrotor's
// plus a trail of each, and faint world axes. The camera follows the pair's centre of mass, which the
// preset's hover thrust holds still. A ghost (compare mode) draws the same in translucent pink.
import * as THREE from 'three';
import { Trail } from './scene-trail.js';
import { theme } from './theme.js';
import { faintWorldAxes } from './scene-rigid.js';

const AXES = [0xff5d5d, 0x6ee06e, 0x5ab0f0];
const FRAME = 0x8e9aaf, ROTOR = 0x46c2e8, LOAD = 0xf2a541, THRUST = 0xffd166;

export class QuadrotorLoadView {
  constructor(info, { ghost = false, up }) {
    this.ghost = ghost;
    this.up = up.clone();
    const system = (info.json && info.json.system) || {};
    this.masses = [Number(system.mass) > 0 ? Number(system.mass) : 1, Number(system.load_mass) > 0 ? Number(system.load_mass) : 1];
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
    this.size = Math.hypot(p[9] - p[6], p[10] - p[7], p[11] - p[8]) || 1;
    const arm = 1.2 * this.size;
    this.frame = new THREE.Group();
    this.frame.matrixAutoUpdate = false;
    this.group.add(this.frame);
    const frameMaterial = mat(FRAME), rotorMaterial = mat(ROTOR, { transparent: true, opacity: ghost ? 0.3 : 0.75 });
    const hub = new THREE.Mesh(cyl, frameMaterial);
    hub.scale.set(0.22 * arm, 0.08 * arm, 0.22 * arm);
    hub.quaternion.setFromUnitVectors(yAxis, new THREE.Vector3(0, 0, 1));
    this.frame.add(hub);
    for (const [x, y] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const end = new THREE.Vector3(x * arm, y * arm, 0);
      this.frame.add(rod(new THREE.Vector3(), end, 0.035 * arm, frameMaterial));
      const disc = new THREE.Mesh(cyl, rotorMaterial);
      disc.scale.set(0.38 * arm, 0.02 * arm, 0.38 * arm);
      disc.quaternion.setFromUnitVectors(yAxis, new THREE.Vector3(0, 0, 1));
      disc.position.copy(end).add(new THREE.Vector3(0, 0, -0.06 * arm));  // above the arm (e₃ points down)
      this.frame.add(disc);
    }
    AXES.forEach((c, j) => {
      const tip = new THREE.Vector3().setComponent(j, 1.4 * arm);
      this.frame.add(rod(new THREE.Vector3(), tip, 0.012 * arm, mat(c, { roughness: 0.4 })));
    });
    if (!ghost) {
      // The thrust acts along −R e₃: an arrow up out of the hub in the body frame.
      const thrustMaterial = mat(THRUST, { emissive: THRUST, emissiveIntensity: 0.25 });
      const shaftEnd = new THREE.Vector3(0, 0, -1.1 * arm);
      this.frame.add(rod(new THREE.Vector3(), shaftEnd, 0.025 * arm, thrustMaterial));
      const cone = new THREE.ConeGeometry(0.08 * arm, 0.25 * arm, 16);
      this.disposables.push(cone);
      const head = new THREE.Mesh(cone, thrustMaterial);
      head.quaternion.setFromUnitVectors(yAxis, new THREE.Vector3(0, 0, -1));
      head.position.copy(shaftEnd).add(new THREE.Vector3(0, 0, -0.12 * arm));
      this.frame.add(head);
    }

    // The cable and the load.
    this.cable = new THREE.Mesh(cyl, mat(theme().scene.link, { metalness: 0.3 }));
    this.group.add(this.cable);
    this.cableRadius = 0.012 * arm;
    this.load = new THREE.Mesh(ball, mat(LOAD));
    this.load.scale.setScalar(0.45 * arm * Math.cbrt(this.masses[1] / this.masses[0]));
    this.group.add(this.load);
    this._yAxis = yAxis;
    this._d = new THREE.Vector3();

    this.trails = [new Trail(ghost ? theme().scene.ghost : ROTOR, 1e-3 * this.size, ghost ? 0.55 : 0.9),
      new Trail(ghost ? theme().scene.ghost : LOAD, 1e-3 * this.size, ghost ? 0.55 : 0.9)];
    for (const trail of this.trails) this.group.add(trail.line);

    // The view: the pair's centre of mass, wide enough for the cable and the arms.
    const cableLength = Math.hypot(p[3] - p[0], p[4] - p[1], p[5] - p[2]);
    this.follow = new THREE.Vector3();
    this.massCentre(p, this.follow);
    this.radius = Math.max(1.5 * (cableLength + arm), 4 * arm) || 1;
    this.target = this.follow.clone();
    this.distanceFactor = 3.0;
    this.elevation = 0.25;
    if (!ghost) this.group.add(faintWorldAxes(2 * arm, this.disposables));
    this.update(p);
    this.clearTrails();
  }

  /** out = the quadrotor's and the load's centre of mass in the draw points p. */
  massCentre(p, out) {
    const [m, mL] = this.masses;
    return out.set(m * p[0] + mL * p[3], m * p[1] + mL * p[4], m * p[2] + mL * p[5]).divideScalar(m + mL);
  }

  update(p) {
    const s = this.size;
    // Column j of R is (tip_j − x) / s, the tips after the centre at points 2 … 5.
    const c = (j, k) => (p[9 + 3 * j + k] - p[6 + k]) / s;
    this.frame.matrix.set(
      c(0, 0), c(1, 0), c(2, 0), p[0],
      c(0, 1), c(1, 1), c(2, 1), p[1],
      c(0, 2), c(1, 2), c(2, 2), p[2],
      0, 0, 0, 1);
    this.frame.matrixWorldNeedsUpdate = true;
    const d = this._d.set(p[3] - p[0], p[4] - p[1], p[5] - p[2]);
    const length = d.length();
    this.cable.scale.set(this.cableRadius, length, this.cableRadius);
    this.cable.position.set(p[0], p[1], p[2]).addScaledVector(d, 0.5);
    if (length > 0) this.cable.quaternion.setFromUnitVectors(this._yAxis, d.divideScalar(length));
    this.load.position.set(p[3], p[4], p[5]);
    this.trails[0].push(p[0], p[1], p[2]);
    this.trails[1].push(p[3], p[4], p[5]);
    this.massCentre(p, this.follow);
  }

  pick() { return -1; }
  clearTrails() { for (const trail of this.trails) trail.clear(); }
  setTrailVisible(on) { for (const trail of this.trails) trail.line.visible = on; }

  dispose() {
    for (const trail of this.trails) trail.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
