// Scene family for (S²)ⁿ systems, drawn from the core's drawing map
// x_k = o_k + Σ_i C_ki q_i (points), its segments and per-point masses
// (0 marks a pivot or joint):
//   style "chain"    pivots with mounting plates, links, bobs, fading trails of the bobs
//   style "dipoles"  bar magnets as arrows (red north tip, blue south tail) about fixed pivots
//   style "sphere"   translucent unit sphere, particles (InstancedMesh) with trails; for
//                    hundreds of particles, the kinetic-energy colouring of the triangulated sphere
// A ghost view (compare mode) draws the same in translucent pink, without the fixtures.
import * as THREE from 'three';
import { Trail } from './scene-trail.js';
import { KineticEnergySurface } from './molecules-colour.js';

export const PALETTE = {
  bob: 0xf2a541, link: 0xc9d3e3, pivot: 0x8a97ad, trail: 0x5ab0f0, sphere: 0x5ab0f0,
  north: 0xff5d5d, south: 0x5a8cf0, ghost: 0xff6fb0, plate: 0x3a475e,
};
const MANY = 100;  // particles beyond which trails give way to the energy colouring

export class PointSystemView {
  constructor(info, { ghost = false, up }) {
    this.ghost = ghost;
    this.up = up.clone();
    this.style = info.style;
    this.segments = info.segments || [];
    const map = info.drawMap;
    this.map = map;
    const p = info.points;
    const n = p.length / 3;
    this.n = n;
    this.group = new THREE.Group();
    /** @type {Array<{ dispose(): void }>} */
    this.disposables = [];
    this._tmp = { a: new THREE.Vector3(), b: new THREE.Vector3(), m: new THREE.Matrix4(),
      q: new THREE.Quaternion(), s: new THREE.Vector3(), y: new THREE.Vector3(0, 1, 0) };

    // Fixed points (no dependence on any q) are pivots; others with mass are bobs.
    const fixed = [], bodies = [];
    for (let k = 0; k < n; ++k) {
      const moving = !map || map.terms[k].length > 0;
      if (!moving) fixed.push(k);
      else if (!map || map.masses[k] > 0) bodies.push(k);
    }
    this.fixed = fixed;
    this.bodies = bodies;
    this.joints = [];
    for (let k = 0; k < n; ++k) if (!fixed.includes(k) && !bodies.includes(k)) this.joints.push(k);

    // Extent: centre on the pivots (or the origin), radius = farthest reach.
    const c = new THREE.Vector3();
    if (fixed.length && this.style !== 'sphere') {
      for (const k of fixed) c.add(new THREE.Vector3(p[3 * k], p[3 * k + 1], p[3 * k + 2]));
      c.divideScalar(fixed.length);
    }
    let radius = 0;
    for (let k = 0; k < n; ++k) {
      let reach = 0;
      if (map) for (const [, coef] of map.terms[k]) reach += Math.abs(coef);
      const o = map ? new THREE.Vector3(map.offsets[3 * k], map.offsets[3 * k + 1], map.offsets[3 * k + 2])
        : new THREE.Vector3(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
      radius = Math.max(radius, o.distanceTo(c) + reach);
    }
    this.radius = radius > 0 ? radius : 1;
    this.target = c.clone();
    if (this.style === 'chain') this.target.addScaledVector(this.up, -0.45 * this.radius);
    this.distanceFactor = this.style === 'sphere' ? 3.4 : this.style === 'dipoles' ? 2.4 : 2.5;
    this.elevation = this.style === 'sphere' ? (bodies.length > MANY ? 1.05 : 0.45) : this.style === 'dipoles' ? 0.95 : 0.22;

    const R = this.radius;
    const manyBodies = bodies.length > MANY;
    this.sphereGeo = manyBodies ? new THREE.SphereGeometry(1, 8, 6) : new THREE.SphereGeometry(1, 24, 16);
    this.cylGeo = new THREE.CylinderGeometry(1, 1, 1, 14, 1);
    this.coneGeo = new THREE.ConeGeometry(1, 1, 16, 1);
    this.disposables.push(this.sphereGeo, this.cylGeo, this.coneGeo);
    const mat = (color, extra = {}) => {
      const m = new THREE.MeshStandardMaterial({ color: ghost ? PALETTE.ghost : color, roughness: 0.4, metalness: 0.1,
        transparent: ghost, opacity: ghost ? 0.4 : 1, depthWrite: !ghost, ...extra });
      this.disposables.push(m);
      return m;
    };
    const instanced = (geo, material, count) => {
      const im = new THREE.InstancedMesh(geo, material, Math.max(count, 1));
      im.count = count;
      im.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
      im.frustumCulled = false;
      this.disposables.push(im);
      this.group.add(im);
      return im;
    };

    const many = this.style === 'sphere' && bodies.length > MANY;
    if (this.style === 'sphere') {
      this.bobRadius = many ? R * 0.012 : R * Math.min(0.06, Math.max(0.01, 0.25 / Math.sqrt(Math.max(bodies.length, 1))));
    } else if (this.style === 'dipoles') {
      this.bobRadius = 0;
    } else {
      // Bobs shrink with the number of links so a rod does not look like beads.
      this.bobRadius = R * (bodies.length > 6 ? 0.018 : 0.045);
    }
    this.linkRadius = this.style === 'chain' ? R * (bodies.length > 6 ? 0.012 : 0.008) : this.bobRadius * 0.3;

    if (this.style === 'dipoles') {
      // One arrow per segment: a shaft (south half blue, north half red) and a cone at the north end.
      const len = this.segments.length ? Math.max(...this.segments.map(([a, b]) => this._dist(p, a, b))) : R * 0.1;
      this.arrowRadius = len * 0.09;
      this.southShafts = instanced(this.cylGeo, mat(PALETTE.south), this.segments.length);
      this.northShafts = instanced(this.cylGeo, mat(PALETTE.north), this.segments.length);
      this.heads = instanced(this.coneGeo, mat(PALETTE.north), this.segments.length);
    } else {
      this.bobs = instanced(this.sphereGeo, mat(PALETTE.bob, { roughness: 0.35 }), bodies.length);
      if (this.segments.length) this.links = instanced(this.cylGeo, mat(PALETTE.link, { metalness: 0.3, roughness: 0.5 }), this.segments.length);
      if (this.joints.length) this.jointMesh = instanced(this.sphereGeo, mat(PALETTE.link), this.joints.length);
    }
    if (!ghost && fixed.length) {
      this.pivots = instanced(this.sphereGeo, mat(PALETTE.pivot, { roughness: 0.6 }), fixed.length);
      if (this.style === 'chain') {
        const plateGeo = new THREE.CylinderGeometry(R * 0.06, R * 0.06, R * 0.01, 32);
        this.disposables.push(plateGeo);
        const plateMat = mat(PALETTE.plate, { roughness: 0.8 });
        for (const k of fixed) {
          const plate = new THREE.Mesh(plateGeo, plateMat);
          plate.quaternion.setFromUnitVectors(this._tmp.y, this.up);
          plate.position.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]).addScaledVector(this.up, R * 0.02);
          this.group.add(plate);
        }
      }
    }
    if (!ghost && this.style !== 'sphere') {
      const grid = new THREE.GridHelper(R * 3, 24, 0x3b4a63, 0x222c40);
      grid.quaternion.setFromUnitVectors(this._tmp.y, this.up);
      grid.position.copy(c).addScaledVector(this.up, this.style === 'dipoles' ? -R * 0.2 : -R * 1.1);
      this.disposables.push(grid.geometry, grid.material);
      this.group.add(grid);
    }
    if (this.style === 'sphere' && !ghost) {
      // Lambert rather than PBR: a matte, translucent sphere looks the same and
      // costs far less per pixel where there is no GPU (software GL on a projector PC).
      const sphere = new THREE.Mesh(new THREE.SphereGeometry(1, 48, 32), new THREE.MeshLambertMaterial({
        color: PALETTE.sphere, transparent: true, opacity: many ? 0.0 : 0.13, depthWrite: false, side: THREE.DoubleSide,
      }));
      const wire = new THREE.LineSegments(new THREE.WireframeGeometry(new THREE.SphereGeometry(1, 24, 12)),
        new THREE.LineBasicMaterial({ color: PALETTE.sphere, transparent: true, opacity: many ? 0.05 : 0.12 }));
      this.disposables.push(sphere.geometry, sphere.material, wire.geometry, wire.material);
      let sum = 0;
      for (let k = 0; k < n; ++k) sum += Math.hypot(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
      sphere.scale.setScalar(n ? (sum / n) * (many ? 0.985 : 0.995) : 1);
      sphere.add(wire);
      // Fully transparent over the energy-coloured surface: skip its fragments
      // (software GL shades every covered pixel even at opacity 0); the wire stays.
      sphere.material.visible = !many;
      this.group.add(sphere);
    }
    if (many && info.state) {
      const masses = new Float64Array(bodies.length).fill(1);
      const sys = info.json && info.json.system;
      for (let i = 0; i < masses.length; ++i) {
        const m = sys && (Array.isArray(sys.masses) ? sys.masses[i] : sys.mass);
        if (Number.isFinite(m) && m > 0) masses[i] = m;
      }
      this.surface = new KineticEnergySurface(p, masses, ghost);
      this.group.add(this.surface.mesh);
    }

    // Trails: every bob when there are few, else the last bob of a chain only.
    this.trails = [];
    if (this.style !== 'dipoles' && !many) {
      const traced = bodies.length <= 4 || this.style === 'sphere' ? bodies : bodies.slice(-1);
      for (const k of traced) {
        const t = new Trail(ghost ? PALETTE.ghost : PALETTE.trail, R * 1e-4, ghost ? 0.55 : 0.9, k);
        this.trails.push(t);
        this.group.add(t.line);
      }
    }
    this.update(p, info.state);
    this.clearTrails();
  }

  _dist(p, a, b) {
    return Math.hypot(p[3 * a] - p[3 * b], p[3 * a + 1] - p[3 * b + 1], p[3 * a + 2] - p[3 * b + 2]);
  }

  _cylinder(p, a, b, radius, from = 0, to = 1) {
    const { a: va, b: vb, q, s, y, m } = this._tmp;
    va.set(p[3 * a], p[3 * a + 1], p[3 * a + 2]);
    vb.set(p[3 * b], p[3 * b + 1], p[3 * b + 2]).sub(va);
    const len = vb.length();
    if (len > 0) q.setFromUnitVectors(y, vb.clone().divideScalar(len)); else q.identity();
    va.addScaledVector(vb, (from + to) / 2);
    s.set(radius, Math.max(len * (to - from), 1e-9), radius);
    return m.compose(va, q, s);
  }

  /** Moves everything to the draw points (Float64Array view; read now, not kept). */
  update(p, state) {
    const { m, a, q, s } = this._tmp;
    q.identity();
    if (this.bobs) {
      s.setScalar(this.bobRadius);
      this.bodies.forEach((k, j) => {
        a.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
        this.bobs.setMatrixAt(j, m.compose(a, q, s));
      });
      this.bobs.instanceMatrix.needsUpdate = true;
    }
    if (this.jointMesh) {
      s.setScalar(this.linkRadius * 1.6);
      this.joints.forEach((k, j) => this.jointMesh.setMatrixAt(j, m.compose(a.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]), q, s)));
      this.jointMesh.instanceMatrix.needsUpdate = true;
    }
    if (this.pivots) {
      s.setScalar(Math.max(this.linkRadius * 2.2, this.radius * 0.012));
      this.fixed.forEach((k, j) => this.pivots.setMatrixAt(j, m.compose(a.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]), q, s)));
      this.pivots.instanceMatrix.needsUpdate = true;
    }
    if (this.links) {
      this.segments.forEach(([i, j], k) => this.links.setMatrixAt(k, this._cylinder(p, i, j, this.linkRadius)));
      this.links.instanceMatrix.needsUpdate = true;
    }
    if (this.heads) {
      const r = this.arrowRadius;
      this.segments.forEach(([i, j], k) => {
        this.southShafts.setMatrixAt(k, this._cylinder(p, i, j, r, 0, 0.5));
        this.northShafts.setMatrixAt(k, this._cylinder(p, i, j, r, 0.5, 0.8));
        const mm = this._cylinder(p, i, j, r * 2.2, 0.8, 1);
        this.heads.setMatrixAt(k, mm);
      });
      this.southShafts.instanceMatrix.needsUpdate = this.northShafts.instanceMatrix.needsUpdate = true;
      this.heads.instanceMatrix.needsUpdate = true;
    }
    if (this.surface && state) this.surface.update(p, state);
    for (const t of this.trails) t.push(p[3 * t.point], p[3 * t.point + 1], p[3 * t.point + 2]);
  }

  /** The draw point under a pointer ray (bobs only), or -1. */
  pick(raycaster) {
    if (!this.bobs) return -1;
    const hits = raycaster.intersectObject(this.bobs, false);
    if (hits.length) return this.bodies[hits[0].instanceId];
    // A near miss still grabs the closest bob (small bobs on a projector or a phone).
    const tol = Math.max(2 * this.bobRadius, 0.03 * this.radius);
    let best = -1, bestDist = tol;
    const v = new THREE.Vector3(), m = new THREE.Matrix4();
    this.bodies.forEach((k, j) => {
      this.bobs.getMatrixAt(j, m);
      const d = raycaster.ray.distanceToPoint(v.setFromMatrixPosition(m));
      if (d < bestDist) { bestDist = d; best = k; }
    });
    return best;
  }

  clearTrails() { for (const t of this.trails) t.clear(); }
  setTrailVisible(on) { for (const t of this.trails) t.line.visible = on; }

  dispose() {
    for (const t of this.trails) t.dispose();
    if (this.surface) this.surface.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
