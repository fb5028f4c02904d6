// Scene family for (S²)ⁿ systems, drawn from the core's drawing map
// x_k = o_k + Σ_i C_ki q_i (points), its segments and per-point masses
// (0 marks a pivot or joint). What every style shares lives here: which points
// are pivots, bobs and joints, the extent, the parts kit (bobs and links,
// arrows, pivots, grid, sphere, energy surface), moving them, picking, trails.
// Each drawing style (chain, sphere, dipoles) is a builder of its own in
// scene-point-styles.js. A ghost view (compare mode) draws the same in
// translucent pink, without the fixtures.
import * as THREE from 'three';
import { Trail } from './scene-trail.js';
import { theme } from './theme.js';
import { KineticEnergySurface } from './molecules-colour.js';
import { POINT_STYLES, MANY } from './scene-point-styles.js';


export class PointSystemView {
  constructor(info, { ghost = false, up }) {
    this.ghost = ghost;
    this.up = up.clone();
    const style = POINT_STYLES[info.style] || POINT_STYLES.chain;
    this.style = info.style;
    this.segments = info.segments || [];
    const map = info.drawMap;
    this.map = map;
    const p = info.points;
    this.p = p;
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
    if (fixed.length && style.centreOnPivots) {
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
    this.centre = c;
    this.target = c.clone();
    this.many = bodies.length > MANY;

    this.sphereGeo = this.many ? new THREE.SphereGeometry(1, 8, 6) : new THREE.SphereGeometry(1, 24, 16);
    this.cylGeo = new THREE.CylinderGeometry(1, 1, 1, 14, 1);
    this.coneGeo = new THREE.ConeGeometry(1, 1, 16, 1);
    this.disposables.push(this.sphereGeo, this.cylGeo, this.coneGeo);

    // The style frames the view, sizes the parts and builds its meshes from the kit below.
    this.distanceFactor = 2.5;  // camera distance in radii, and elevation (rad): set by the style
    this.elevation = 0.22;
    this.bobRadius = 0;
    this.linkRadius = 0;
    style.frame(this);
    style.build(this, info);
    // Trails of the bobs the style traces (none for hundreds of particles: the energy colouring shows them).
    this.trails = [];
    for (const k of style.traced(bodies)) {
      const t = new Trail(ghost ? theme().scene.ghost : theme().scene.trail, this.radius * 1e-4, ghost ? 0.55 : 0.9, k);
      this.trails.push(t);
      this.group.add(t.line);
    }
    this.update(p, info.state);
    this.clearTrails();
  }

  // ---- The kit the styles build from ---------------------------------------

  _material(color, extra = {}) {
    const ghost = this.ghost;
    const m = new THREE.MeshStandardMaterial({ color: ghost ? theme().scene.ghost : color, roughness: 0.4, metalness: 0.1,
      transparent: ghost, opacity: ghost ? 0.4 : 1, depthWrite: !ghost, ...extra });
    this.disposables.push(m);
    return m;
  }

  _instanced(geo, material, count) {
    const im = new THREE.InstancedMesh(geo, material, Math.max(count, 1));
    im.count = count;
    im.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    im.frustumCulled = false;
    this.disposables.push(im);
    this.group.add(im);
    return im;
  }

  /** Bobs as spheres, links as cylinders, massless joints as small spheres. */
  buildBobsAndLinks() {
    this.bobs = this._instanced(this.sphereGeo, this._material(theme().scene.bob, { roughness: 0.35 }), this.bodies.length);
    if (this.segments.length) this.links = this._instanced(this.cylGeo, this._material(theme().scene.link, { metalness: 0.3, roughness: 0.5 }), this.segments.length);
    if (this.joints.length) this.jointMesh = this._instanced(this.sphereGeo, this._material(theme().scene.link), this.joints.length);
  }

  /** One arrow per segment: a shaft (south half blue, north half red) and a cone at the north end. */
  buildArrows() {
    const p = this.p;
    const len = this.segments.length ? Math.max(...this.segments.map(([a, b]) => this._dist(p, a, b))) : this.radius * 0.1;
    this.arrowRadius = len * 0.09;
    this.southShafts = this._instanced(this.cylGeo, this._material(theme().scene.south), this.segments.length);
    this.northShafts = this._instanced(this.cylGeo, this._material(theme().scene.north), this.segments.length);
    this.heads = this._instanced(this.coneGeo, this._material(theme().scene.north), this.segments.length);
  }

  /** The fixed points as balls (not for the ghost), on mounting plates if asked. */
  buildPivots({ plates }) {
    if (this.ghost || !this.fixed.length) return;
    const p = this.p, R = this.radius;
    this.pivots = this._instanced(this.sphereGeo, this._material(theme().scene.pivot, { roughness: 0.6 }), this.fixed.length);
    if (!plates) return;
    const plateGeo = new THREE.CylinderGeometry(R * 0.06, R * 0.06, R * 0.01, 32);
    this.disposables.push(plateGeo);
    const plateMat = this._material(theme().scene.plate, { roughness: 0.8 });
    // One plate per distinct pivot (a cloud of pendula may share one); instanced like the bobs, so that
    // they are drawn with the same shader program (one program fewer to build before the first frame).
    const at = new Map();
    for (const k of this.fixed) at.set(`${p[3 * k]},${p[3 * k + 1]},${p[3 * k + 2]}`, k);
    const plateMesh = this._instanced(plateGeo, plateMat, at.size);
    const q = new THREE.Quaternion().setFromUnitVectors(this._tmp.y, this.up), one = new THREE.Vector3(1, 1, 1);
    [...at.values()].forEach((k, i) => {
      const pos = new THREE.Vector3(p[3 * k], p[3 * k + 1], p[3 * k + 2]).addScaledVector(this.up, R * 0.02);
      plateMesh.setMatrixAt(i, new THREE.Matrix4().compose(pos, q, one));
    });
    plateMesh.instanceMatrix.needsUpdate = true;
  }

  /** A floor grid `below` radii under the centre (not for the ghost). */
  buildGrid(below) {
    if (this.ghost) return;
    const R = this.radius;
    const grid = new THREE.GridHelper(R * 3, 24, theme().scene.gridMajor, theme().scene.gridMinor);
    grid.quaternion.setFromUnitVectors(this._tmp.y, this.up);
    grid.position.copy(this.centre).addScaledVector(this.up, -below * R);
    this.disposables.push(grid.geometry, /** @type {THREE.Material} */ (grid.material));
    this.group.add(grid);
  }

  /** The translucent unit sphere with a wireframe (not for the ghost). */
  buildSphere() {
    if (this.ghost) return;
    const p = this.p, n = this.n, many = this.many;
    // Lambert rather than PBR: a matte, translucent sphere looks the same and
    // costs far less per pixel where there is no GPU (software GL on a projector PC).
    const sphere = new THREE.Mesh(new THREE.SphereGeometry(1, 48, 32), new THREE.MeshLambertMaterial({
      color: theme().scene.sphere, transparent: true, opacity: many ? 0.0 : 0.13, depthWrite: false, side: THREE.DoubleSide,
    }));
    const wire = new THREE.LineSegments(new THREE.WireframeGeometry(new THREE.SphereGeometry(1, 24, 12)),
      new THREE.LineBasicMaterial({ color: theme().scene.sphere, transparent: true, opacity: many ? 0.05 : 0.12 }));
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

  /** The kinetic-energy colouring of the triangulated sphere, for hundreds of particles. */
  buildEnergySurface(info) {
    if (!info.state) return;
    const masses = new Float64Array(this.bodies.length).fill(1);
    const sys = info.json && info.json.system;
    for (let i = 0; i < masses.length; ++i) {
      const m = sys && (Array.isArray(sys.masses) ? sys.masses[i] : sys.mass);
      if (Number.isFinite(m) && m > 0) masses[i] = m;
    }
    this.surface = new KineticEnergySurface(this.p, masses, this.ghost);
    this.group.add(this.surface.mesh);
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
      this.joints.forEach((k, j) => { this.jointMesh.setMatrixAt(j, m.compose(a.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]), q, s)); });
      this.jointMesh.instanceMatrix.needsUpdate = true;
    }
    if (this.pivots) {
      s.setScalar(Math.max(this.linkRadius * 2.2, this.radius * 0.012));
      this.fixed.forEach((k, j) => { this.pivots.setMatrixAt(j, m.compose(a.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]), q, s)); });
      this.pivots.instanceMatrix.needsUpdate = true;
    }
    if (this.links) {
      this.segments.forEach(([i, j], k) => { this.links.setMatrixAt(k, this._cylinder(p, i, j, this.linkRadius)); });
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
