// Scene family for rigid bodies in flight (system type rigid_bodies, (R³ × SO(3))ᴺ), drawn from
// the core's draw points: per body its centre x and the tips x + s·R e_j of its three axes (s, the
// body's radius of gyration), so that each body's pose [R | x] is read from them.
//   a body of point masses   a ball at each point (its size by its mass), a spoke from the centre to
//                            each, and the points' translucent convex hull when they span a volume
//                            (an asteroid's vertices; a jack has no volume worth drawing)
//   a body of mass, inertia  the uniform box with the same principal moments (a book)
// plus each body's axes (red e1, green e2, blue e3), faint world axes, and a trail of each centre,
// which under uniform gravity is the parabola the variational integrator follows exactly.
// The camera follows the bodies' centre of mass (`follow`): a thrown body stays in view while it
// falls, and a pair in mutual orbit (whose centre of mass is still) is seen from a still camera.
// A ghost (compare mode) draws the same in translucent pink, without world axes.
import * as THREE from 'three';
import { ConvexGeometry } from 'three/addons/geometries/ConvexGeometry.js';
import { Trail } from './scene-trail.js';
import { theme } from './theme.js';
import { bodyTexture, faintWorldAxes, uniformBoxSides } from './scene-rigid.js';

const AXES = [0xff5d5d, 0x6ee06e, 0x5ab0f0];
const BODY_COLOURS = [0xf2a541, 0x9c8cf0, 0x4cc3a5, 0xe07a9a, 0xc9b458, 0x6fa8dc];

/** One body's shape as the scenario gives it: { points, masses } in the body frame, or { mass, inertia }. */
function bodyShape(json, b) {
  const bodies = json && json.system && Array.isArray(json.system.bodies) ? json.system.bodies : [];
  return bodies[b] || {};
}

export class FlyingBodiesView {
  constructor(info, { ghost = false, up }) {
    this.ghost = ghost;
    this.up = up.clone();
    const p = info.points;
    const n = Math.floor(p.length / 12);
    this.n = n;
    this.group = new THREE.Group();
    /** @type {Array<{ dispose(): void }>} */
    this.disposables = [];
    const mat = (color, extra = {}) => {
      const m = new THREE.MeshStandardMaterial({ color: ghost ? theme().scene.ghost : color, roughness: 0.5, metalness: 0.1,
        transparent: ghost, opacity: ghost ? 0.35 : 1, depthWrite: !ghost, ...extra });
      this.disposables.push(m);
      return m;
    };
    const ball = new THREE.SphereGeometry(1, 20, 14);
    const cyl = new THREE.CylinderGeometry(1, 1, 1, 12, 1);
    this.disposables.push(ball, cyl);
    const yAxis = new THREE.Vector3(0, 1, 0);
    /** A rod from a to b (body frame), of radius r. */
    const rod = (a, b, r, material) => {
      const d = b.clone().sub(a);
      const m = new THREE.Mesh(cyl, material);
      m.scale.set(r, d.length(), r);
      m.position.copy(a).addScaledVector(d, 0.5);
      m.quaternion.setFromUnitVectors(yAxis, d.clone().normalize());
      return m;
    };

    this.parts = [];  // per body: its frame (matrix [R | x]), size and trail
    this.masses = [];
    let reach = 0;
    for (let b = 0; b < n; ++b) {
      const size = Math.hypot(p[12 * b + 3] - p[12 * b], p[12 * b + 4] - p[12 * b + 1], p[12 * b + 5] - p[12 * b + 2]) || 1;
      const shape = bodyShape(info.json, b);
      const colour = BODY_COLOURS[b % BODY_COLOURS.length];
      const frame = new THREE.Group();
      frame.matrixAutoUpdate = false;
      this.group.add(frame);
      let bodyReach = size;
      if (Array.isArray(shape.points) && Array.isArray(shape.masses)) {
        const points = shape.points.map((q) => new THREE.Vector3(q[0], q[1], q[2]));
        const heaviest = Math.max(...shape.masses);
        bodyReach = Math.max(...points.map((q) => q.length()));
        const ballMaterial = mat(colour), spokeMaterial = mat(theme().scene.link, { metalness: 0.3 });
        points.forEach((q, i) => {
          const m = new THREE.Mesh(ball, ballMaterial);
          m.scale.setScalar(0.12 * bodyReach * Math.cbrt(shape.masses[i] / heaviest));
          m.position.copy(q);
          frame.add(m);
          if (q.length() > 0) frame.add(rod(new THREE.Vector3(), q, 0.02 * bodyReach, spokeMaterial));
        });
        this.masses.push(shape.masses.reduce((s, m) => s + m, 0));
        if (points.length >= 4 && !ghost) {
          const hull = new ConvexGeometry(points);
          hull.computeBoundingSphere();
          const box = new THREE.Box3().setFromPoints(points).getSize(new THREE.Vector3());
          // A hull worth drawing spans a volume: its thinnest side is not a sliver of its longest.
          if (hull.getAttribute('position').count > 0 && Math.min(box.x, box.y, box.z) > 0.1 * Math.max(box.x, box.y, box.z)) {
            this.disposables.push(hull);
            frame.add(new THREE.Mesh(hull, mat(colour, { transparent: true, opacity: 0.28, depthWrite: false, side: THREE.DoubleSide })));
          } else hull.dispose();
        }
      } else {
        const mass = Number(shape.mass) > 0 ? Number(shape.mass) : 1;
        const J = Array.isArray(shape.inertia) ? shape.inertia : [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
        const sides = uniformBoxSides(J, mass);
        const geometry = new THREE.BoxGeometry(sides[0], sides[1], sides[2]);
        this.disposables.push(geometry);
        frame.add(new THREE.Mesh(geometry, ghost ? mat(theme().scene.ghost) : mat(0xffffff, { map: bodyTexture(), roughness: 0.55 })));
        bodyReach = 0.5 * Math.hypot(...sides);
        this.masses.push(mass);
      }
      // The body's axes, in its frame, a little longer than the body.
      const axisLength = 1.3 * bodyReach;
      AXES.forEach((c, j) => {
        const tip = new THREE.Vector3().setComponent(j, axisLength);
        frame.add(rod(new THREE.Vector3(), tip, 0.012 * axisLength, mat(c, { roughness: 0.4 })));
      });
      const trail = new Trail(ghost ? theme().scene.ghost : colour, 1e-3 * size, ghost ? 0.55 : 0.9);
      this.group.add(trail.line);
      this.parts.push({ frame, size, trail });
      reach = Math.max(reach, axisLength);
    }

    // The view: the centre of mass (the camera follows it), wide enough for every body and about a body
    // length around them. Four body lengths left one thrown book a tenth of a phone's scene (issue 48);
    // at 1.7 axis lengths its tumbling axes took 0.13-0.18 of a 390 x 844 phone's scene as they turned
    // (sampled every 0.2 s over 6 s), under the 0.15 of first-view.test.mjs: 1.3 keeps them above it.
    this.follow = new THREE.Vector3();
    this.massCentre(p, this.follow);
    let spread = 0;
    for (let b = 0; b < n; ++b) spread = Math.max(spread, Math.hypot(p[12 * b] - this.follow.x, p[12 * b + 1] - this.follow.y, p[12 * b + 2] - this.follow.z));
    this.radius = Math.max(spread + reach, 1.3 * reach) || 1;
    this.target = this.follow.clone();
    this.distanceFactor = 3.2;
    this.elevation = 0.3;
    if (!ghost) this.group.add(faintWorldAxes(reach * 2, this.disposables));
    this.update(p);
    this.clearTrails();
  }

  /** out = the bodies' centre of mass in the draw points p. */
  massCentre(p, out) {
    out.set(0, 0, 0);
    let total = 0;
    for (let b = 0; b < this.n; ++b) {
      const m = this.masses[b] || 1;
      out.x += m * p[12 * b]; out.y += m * p[12 * b + 1]; out.z += m * p[12 * b + 2];
      total += m;
    }
    return total > 0 ? out.divideScalar(total) : out;
  }

  update(p) {
    this.parts.forEach(({ frame, size, trail }, b) => {
      const o = 12 * b;
      const x = p[o], y = p[o + 1], z = p[o + 2];
      // Column j of R is (tip_j − x) / size.
      const c = (j, k) => (p[o + 3 * (j + 1) + k] - p[o + k]) / size;
      frame.matrix.set(
        c(0, 0), c(1, 0), c(2, 0), x,
        c(0, 1), c(1, 1), c(2, 1), y,
        c(0, 2), c(1, 2), c(2, 2), z,
        0, 0, 0, 1);
      frame.matrixWorldNeedsUpdate = true;
      trail.push(x, y, z);
    });
    this.massCentre(p, this.follow);
  }

  pick() { return -1; }
  clearTrails() { for (const { trail } of this.parts) trail.clear(); }
  setTrailVisible(on) { for (const { trail } of this.parts) trail.line.visible = on; }

  dispose() {
    for (const { trail } of this.parts) trail.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
