// three.js scene: one view of a running simulation, drawn from the core's draw
// points (xyz triples in the physics frame) and segments.
//
// Physics → screen: coordinates are NOT converted. Everything is drawn in the
// physics frame, and the single place that decides which way is "up" on screen
// is `upDirection()` below: the camera's `up` is −g/|g| for a system with a
// gravity vector, else +z. The chain pendulum presets use g = [0, 0, 9.81]
// (e3 points down, as in the papers), so the camera's up is −e3 and the
// pendulum hangs down on screen. This is a proper rotation of the view (no
// mirror), so handedness and the sense of rotations are preserved.
//
// Families drawn:
//   style "chain"   pivot (point 0), links (segments), bobs (other points), fading trail of the last bob
//   style "sphere"  translucent sphere through the points, particles (InstancedMesh), optional segments
//   kind "rigid_body"  three body axes from the origin to draw points 0–2 (columns of R), a body box,
//                      and, if there is a 4th point (centre of mass), a rod and bob to it with its trail
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';

const COLORS = {
  background: 0x0f1420,
  bob: 0xf2a541,
  particle: 0xf2a541,
  link: 0xc9d3e3,
  pivot: 0x8a97ad,
  trail: new THREE.Color(0x5ab0f0),
  sphere: 0x5ab0f0,
  axes: [0xff5d5d, 0x6ee06e, 0x5ab0f0],
};
const TRAIL_LENGTH = 900;

/** The one place deciding screen-up: −g/|g| if the scenario has a gravity vector, else +z. */
export function upDirection(scenarioJson) {
  const g = scenarioJson && scenarioJson.system && scenarioJson.system.gravity;
  if (Array.isArray(g) && g.length === 3 && g.every(Number.isFinite)) {
    const v = new THREE.Vector3(-g[0], -g[1], -g[2]);
    if (v.lengthSq() > 0) return v.normalize();
  }
  return new THREE.Vector3(0, 0, 1);
}

function perpendicularTo(up) {
  // A horizontal viewing direction: a fixed diagonal projected off `up`.
  const base = new THREE.Vector3(0.6, -1, 0.15);
  const side = base.clone().addScaledVector(up, -base.dot(up));
  if (side.lengthSq() < 1e-6) side.set(1, 0, 0).addScaledVector(up, -up.x);
  return side.normalize();
}

export class SceneView {
  constructor(container) {
    this.container = container;
    this.renderer = new THREE.WebGLRenderer({ antialias: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(COLORS.background);
    container.appendChild(this.renderer.domElement);
    this.renderer.domElement.setAttribute('aria-hidden', 'true');

    this.scene = new THREE.Scene();
    this.scene.fog = new THREE.Fog(COLORS.background, 60, 200);
    this.camera = new THREE.PerspectiveCamera(40, 1, 0.01, 1000);
    this.controls = null;
    this.group = null;  // everything that belongs to the current system
    this.hemi = new THREE.HemisphereLight(0xdfe8ff, 0x1a2030, 1.1);
    this.sun = new THREE.DirectionalLight(0xffffff, 1.6);
    this.scene.add(this.hemi, this.sun, this.sun.target);

    this._tmp = { a: new THREE.Vector3(), b: new THREE.Vector3(), m: new THREE.Matrix4(),
      q: new THREE.Quaternion(), s: new THREE.Vector3(), y: new THREE.Vector3(0, 1, 0) };
    this.trailVisible = true;

    this._resize = () => this.resize();
    this._observer = new ResizeObserver(this._resize);
    this._observer.observe(container);
    this.resize();
  }

  resize() {
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
  }

  /** Builds the objects for a system. points: Float64Array xyz; segments: [[a, b], ...]. */
  setSystem({ kind, style, segments, points, up }) {
    this._clearGroup();
    const n = points.length / 3;
    this.kind = kind;
    this.style = kind === 'rigid_body' ? 'rigid_body' : style;
    this.segments = segments || [];
    this.up = up.clone();
    const group = (this.group = new THREE.Group());
    this.scene.add(group);

    // Size of the scene: the chain's reach, or the largest |point|.
    let radius = 0;
    for (let i = 0; i < n; ++i) radius = Math.max(radius, Math.hypot(points[3 * i], points[3 * i + 1], points[3 * i + 2]));
    if (this.style === 'chain') {
      let reach = 0;
      for (const [a, b] of this.segments) reach += this._dist(points, a, b);
      radius = Math.max(radius, reach);
    }
    radius = radius > 0 ? radius : 1;
    this.radius = radius;

    const sphereGeo = new THREE.SphereGeometry(1, 24, 16);
    const cylGeo = new THREE.CylinderGeometry(1, 1, 1, 14, 1);
    this._geometries = [sphereGeo, cylGeo];

    if (this.style === 'rigid_body') this._buildRigidBody(group, points, radius, cylGeo, sphereGeo);
    else this._buildPoints(group, n, radius, cylGeo, sphereGeo);

    this._buildTrail(group, radius);
    this._frame(points, radius);
    this.update(points);
    this.clearTrail();
  }

  _buildPoints(group, n, radius, cylGeo, sphereGeo) {
    const chain = this.style === 'chain';
    // In a chain, point 0 is the pivot; in other styles every point is a particle.
    this.firstBody = chain && n > 1 ? 1 : 0;
    const bodies = n - this.firstBody;
    const bobRadius = chain ? radius * 0.045 : radius * Math.min(0.05, Math.max(0.008, 0.3 / Math.sqrt(Math.max(bodies, 1))));
    this.linkRadius = chain ? radius * 0.008 : bobRadius * 0.3;

    const bobMat = new THREE.MeshStandardMaterial({ color: chain ? COLORS.bob : COLORS.particle, roughness: 0.35, metalness: 0.1 });
    this.bobs = new THREE.InstancedMesh(sphereGeo, bobMat, Math.max(bodies, 1));
    this.bobs.count = bodies;
    this.bobs.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    this.bobs.frustumCulled = false;
    this.bobRadius = bobRadius;
    group.add(this.bobs);

    if (this.segments.length) {
      const linkMat = new THREE.MeshStandardMaterial({ color: COLORS.link, roughness: 0.5, metalness: 0.3 });
      this.links = new THREE.InstancedMesh(cylGeo, linkMat, this.segments.length);
      this.links.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
      this.links.frustumCulled = false;
      group.add(this.links);
    }
    if (chain) {
      const pivot = new THREE.Mesh(sphereGeo, new THREE.MeshStandardMaterial({ color: COLORS.pivot, roughness: 0.6 }));
      pivot.scale.setScalar(radius * 0.025);
      this.pivot = pivot;
      group.add(pivot);
      // A mounting plate above the pivot and a grid below the reach, both normal to `up`.
      const plate = new THREE.Mesh(new THREE.CylinderGeometry(radius * 0.09, radius * 0.09, radius * 0.012, 32),
        new THREE.MeshStandardMaterial({ color: 0x3a475e, roughness: 0.8 }));
      plate.quaternion.setFromUnitVectors(this._tmp.y, this.up);
      this.plate = plate;
      this._geometries.push(plate.geometry);
      group.add(plate);
      const grid = new THREE.GridHelper(radius * 3, 24, 0x3b4a63, 0x243047);
      grid.quaternion.setFromUnitVectors(this._tmp.y, this.up);
      grid.position.copy(this.up).multiplyScalar(-radius * 1.1);
      this._geometries.push(grid.geometry);
      group.add(grid);
    } else {
      // Translucent sphere through the points (their mean distance from the origin).
      const sphere = new THREE.Mesh(new THREE.SphereGeometry(1, 64, 48), new THREE.MeshStandardMaterial({
        color: COLORS.sphere, transparent: true, opacity: 0.14, roughness: 0.9, depthWrite: false, side: THREE.DoubleSide,
      }));
      this._geometries.push(sphere.geometry);
      this.sphereMesh = sphere;
      this._sphereRadiusPending = true;
      group.add(sphere);
      const wire = new THREE.LineSegments(new THREE.WireframeGeometry(new THREE.SphereGeometry(1, 24, 12)),
        new THREE.LineBasicMaterial({ color: COLORS.sphere, transparent: true, opacity: 0.12 }));
      this._geometries.push(wire.geometry);
      sphere.add(wire);
    }
  }

  _buildRigidBody(group, points, radius, cylGeo, sphereGeo) {
    this.axes = [];
    for (let k = 0; k < 3; ++k) {
      const mat = new THREE.MeshStandardMaterial({ color: COLORS.axes[k], roughness: 0.4 });
      const shaft = new THREE.Mesh(cylGeo, mat);
      const tip = new THREE.Mesh(sphereGeo, mat);
      tip.scale.setScalar(radius * 0.05);
      group.add(shaft, tip);
      this.axes.push({ shaft, tip });
    }
    this.linkRadius = radius * 0.018;
    this.body = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshStandardMaterial({
      color: 0xc9d3e3, transparent: true, opacity: 0.35, roughness: 0.6, depthWrite: false,
    }));
    this.body.matrixAutoUpdate = false;
    this._geometries.push(this.body.geometry);
    group.add(this.body);
    const world = new THREE.AxesHelper(radius * 1.4);
    world.material.transparent = true;
    world.material.opacity = 0.25;
    this._geometries.push(world.geometry);
    group.add(world);
    // A 4th draw point, when present, is the centre of mass (heavy top, 3D pendulum):
    // a rod from the fixed point to it and a bob, whose path is the trail.
    if (points.length >= 12) {
      const mat = new THREE.MeshStandardMaterial({ color: COLORS.link, roughness: 0.5, metalness: 0.3 });
      this.comRod = new THREE.Mesh(cylGeo, mat);
      this.comRod.matrixAutoUpdate = false;
      this.comBob = new THREE.Mesh(sphereGeo, new THREE.MeshStandardMaterial({ color: COLORS.bob, roughness: 0.35 }));
      this.comBob.scale.setScalar(radius * 0.07);
      group.add(this.comRod, this.comBob);
    }
    this.firstBody = 0;
  }

  _buildTrail(group, radius) {
    const geo = new THREE.BufferGeometry();
    this.trailPositions = new Float32Array(TRAIL_LENGTH * 3);
    this.trailColors = new Float32Array(TRAIL_LENGTH * 4);
    geo.setAttribute('position', new THREE.BufferAttribute(this.trailPositions, 3).setUsage(THREE.DynamicDrawUsage));
    geo.setAttribute('color', new THREE.BufferAttribute(this.trailColors, 4).setUsage(THREE.DynamicDrawUsage));
    this.trail = new THREE.Line(geo, new THREE.LineBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false }));
    this.trail.frustumCulled = false;
    this.trail.visible = this.trailVisible;
    this._ring = new Float64Array(TRAIL_LENGTH * 3);
    this._ringStart = 0;
    this._ringCount = 0;
    this._geometries.push(geo);
    group.add(this.trail);
    this._trailMinStep = radius * 1e-4;
  }

  _frame(points, radius) {
    const up = this.up;
    const target = new THREE.Vector3();
    if (this.style === 'chain') target.copy(up).multiplyScalar(-0.5 * radius);
    const dist = (this.style === 'chain' ? 2.9 : 3.4) * radius;
    const side = perpendicularTo(up);
    const elevation = this.style === 'chain' ? 0.22 : 0.45;
    this.camera.up.copy(up);
    this.camera.position.copy(target).addScaledVector(side, dist * Math.cos(elevation)).addScaledVector(up, dist * Math.sin(elevation));
    this.camera.near = radius * 0.01;
    this.camera.far = radius * 50;
    this.camera.updateProjectionMatrix();
    this.scene.fog.near = dist * 1.5;
    this.scene.fog.far = dist * 6;
    this.sun.position.copy(target).addScaledVector(up, 3 * radius).addScaledVector(side, radius);
    this.sun.target.position.copy(target);
    // OrbitControls captures camera.up when constructed: make a new one per system.
    if (this.controls) this.controls.dispose();
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.target.copy(target);
    this.controls.enableDamping = true;
    this.controls.update();
  }

  _dist(p, a, b) {
    return Math.hypot(p[3 * a] - p[3 * b], p[3 * a + 1] - p[3 * b + 1], p[3 * a + 2] - p[3 * b + 2]);
  }

  _setCylinder(matrix, p, a, b, radius) {
    const { a: va, b: vb, q, s, y } = this._tmp;
    va.set(p[3 * a], p[3 * a + 1], p[3 * a + 2]);
    vb.set(p[3 * b], p[3 * b + 1], p[3 * b + 2]);
    const len = va.distanceTo(vb);
    vb.sub(va);
    if (len > 0) q.setFromUnitVectors(y, vb.divideScalar(len)); else q.identity();
    va.addScaledVector(vb, len / 2);
    s.set(radius, Math.max(len, 1e-9), radius);
    return matrix.compose(va, q, s);
  }

  /** Moves everything to the current draw points (a Float64Array view; read now, not kept). */
  update(p) {
    const n = p.length / 3;
    const { m, a, q, s } = this._tmp;
    if (this.style === 'rigid_body') {
      for (let k = 0; k < 3 && k < n; ++k) {
        const { shaft, tip } = this.axes[k];
        shaft.matrixAutoUpdate = false;
        shaft.matrix.copy(this._setCylinderToOrigin(p, k));
        tip.position.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
      }
      if (n >= 3) {
        // Body box: columns of R scaled by the body size span it.
        this.body.matrix.set(
          p[0] * 0.6, p[3] * 0.6, p[6] * 0.6, 0,
          p[1] * 0.6, p[4] * 0.6, p[7] * 0.6, 0,
          p[2] * 0.6, p[5] * 0.6, p[8] * 0.6, 0,
          0, 0, 0, 1);
      }
      if (this.comRod && n >= 4) {
        this.comRod.matrix.copy(this._setCylinderToOrigin(p, 3));
        this.comBob.position.set(p[9], p[10], p[11]);
      }
      this._pushTrail(p, Math.min(n, 4) - 1);
      return;
    }
    if (this.pivot && n > 0) {
      this.pivot.position.set(p[0], p[1], p[2]);
      this.plate.position.set(p[0], p[1], p[2]).addScaledVector(this.up, this.radius * 0.03);
    }
    q.identity();
    s.setScalar(this.bobRadius);
    for (let i = this.firstBody; i < n; ++i) {
      a.set(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
      this.bobs.setMatrixAt(i - this.firstBody, m.compose(a, q, s));
    }
    this.bobs.instanceMatrix.needsUpdate = true;
    if (this.links) {
      this.segments.forEach(([i, j], k) => this.links.setMatrixAt(k, this._setCylinder(m, p, i, j, this.linkRadius)));
      this.links.instanceMatrix.needsUpdate = true;
    }
    if (this.sphereMesh && this._sphereRadiusPending && n > 0) {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += Math.hypot(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
      this.sphereMesh.scale.setScalar((sum / n) * 0.995 || 1);
      this._sphereRadiusPending = false;
    }
    if (n > 0) this._pushTrail(p, n - 1);
  }

  _setCylinderToOrigin(p, k) {
    const { b, q, s, y } = this._tmp;
    const m = new THREE.Matrix4();
    b.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
    const len = b.length();
    if (len > 0) q.setFromUnitVectors(y, b.clone().divideScalar(len)); else q.identity();
    s.set(this.linkRadius, Math.max(len, 1e-9), this.linkRadius);
    return m.compose(b.clone().multiplyScalar(0.5), q, s);
  }

  _pushTrail(p, i) {
    const x = p[3 * i], y = p[3 * i + 1], z = p[3 * i + 2];
    if (this._ringCount > 0) {
      const last = ((this._ringStart + this._ringCount - 1) % TRAIL_LENGTH) * 3;
      const r = this._ring;
      if (Math.hypot(r[last] - x, r[last + 1] - y, r[last + 2] - z) < this._trailMinStep) return;
    }
    let slot;
    if (this._ringCount < TRAIL_LENGTH) slot = (this._ringStart + this._ringCount++) % TRAIL_LENGTH;
    else { slot = this._ringStart; this._ringStart = (this._ringStart + 1) % TRAIL_LENGTH; }
    this._ring.set([x, y, z], slot * 3);
    // Oldest → newest into the line's buffers, alpha fading towards the tail.
    const count = this._ringCount, pos = this.trailPositions, col = this.trailColors, c = COLORS.trail;
    for (let k = 0; k < count; ++k) {
      const src = ((this._ringStart + k) % TRAIL_LENGTH) * 3;
      pos[3 * k] = this._ring[src]; pos[3 * k + 1] = this._ring[src + 1]; pos[3 * k + 2] = this._ring[src + 2];
      const f = (k + 1) / count;
      col[4 * k] = c.r; col[4 * k + 1] = c.g; col[4 * k + 2] = c.b; col[4 * k + 3] = f * f * 0.9;
    }
    const geo = this.trail.geometry;
    geo.setDrawRange(0, count);
    geo.attributes.position.needsUpdate = true;
    geo.attributes.color.needsUpdate = true;
  }

  clearTrail() {
    this._ringStart = 0;
    this._ringCount = 0;
    if (this.trail) this.trail.geometry.setDrawRange(0, 0);
  }

  setTrailVisible(on) {
    this.trailVisible = on;
    if (this.trail) this.trail.visible = on;
  }

  render() {
    if (this.controls) this.controls.update();
    this.renderer.render(this.scene, this.camera);
  }

  _clearGroup() {
    if (!this.group) return;
    this.scene.remove(this.group);
    this.group.traverse((o) => {
      if (o.material) (Array.isArray(o.material) ? o.material : [o.material]).forEach((mat) => mat.dispose());
      if (o.isInstancedMesh) o.dispose();
    });
    (this._geometries || []).forEach((g) => g.dispose());
    this.group = this.bobs = this.links = this.pivot = this.plate = this.sphereMesh = this.trail = this.body = null;
    this.comRod = this.comBob = null;
    this.axes = null;
  }

  dispose() {
    this._clearGroup();
    this._observer.disconnect();
    if (this.controls) this.controls.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
