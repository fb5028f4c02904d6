// Scene family for rigid bodies on SO(3), drawn from the core's draw points:
// points 0–2 are the body axes L·R e_j (columns of R scaled by the body size),
// an optional point 3 is the centre of mass R·c (heavy top, 3D pendulum).
//   free body / satellite  a textured box whose proportions come from J (the
//                          uniform box with the same principal moments)
//   heavy top / pendulum   a rod from the fixed point to the centre of mass and a
//                          textured disc there, normal to the body's c direction
// plus the three body axes (red e1, green e2, blue e3), faint world axes, and a
// trail of the centre of mass (or of the e3 tip). A ghost (compare mode) draws
// the body in translucent pink, without world axes. Under an attitude controller (docs/control.md) the
// desired attitude R_d(t) is drawn as three dashed axes in the body axes' colours: the body's own axes
// lie on them when the error is 0.
import * as THREE from 'three';
import { Trail } from './scene-trail.js';
import { theme } from './theme.js';

const AXES = [0xff5d5d, 0x6ee06e, 0x5ab0f0];
// Where Rd11 starts among an attitude controller's output columns (control/attitude_feedback.hpp).
const RD_OUTPUT = 10;

let sharedTexture = null;
/** The chequered texture with an arrow that shows a body's turning (shared by the rigid-body views). */
export function bodyTexture() {
  if (sharedTexture) return sharedTexture;
  const c = document.createElement('canvas');
  c.width = c.height = 256;
  const g = c.getContext('2d');
  const tiles = 4, t = 256 / tiles;
  for (let i = 0; i < tiles; ++i)
    for (let j = 0; j < tiles; ++j) {
      g.fillStyle = (i + j) % 2 ? '#d9e1ee' : '#f2a541';
      g.fillRect(i * t, j * t, t, t);
    }
  g.strokeStyle = '#1c2536';
  g.lineWidth = 10;
  g.beginPath(); g.moveTo(40, 128); g.lineTo(200, 128); g.lineTo(160, 88); g.moveTo(200, 128); g.lineTo(160, 168); g.stroke();
  sharedTexture = new THREE.CanvasTexture(c);
  sharedTexture.colorSpace = THREE.SRGBColorSpace;
  return sharedTexture;
}

/** The sides of the uniform box of mass m whose principal moments are J's diagonal: a uniform box
 *  has J₁₁ = m (b² + c²)/12, so a² = 6 (J₂₂ + J₃₃ − J₁₁)/m, and so on. A side is kept at least a
 *  sliver of the body (5 % of tr J) for moments at the triangle inequality's edge (a flat plate). */
export function uniformBoxSides(J, m = 1) {
  const d = [J[0][0], J[1][1], J[2][2]];
  const trace = d[0] + d[1] + d[2];
  return [0, 1, 2].map((k) => Math.sqrt((6 * Math.max(d[(k + 1) % 3] + d[(k + 2) % 3] - d[k], 0.05 * trace)) / m));
}

/** Faint world axes of the given length at the origin; their geometry and material go in `disposables`. */
export function faintWorldAxes(length, disposables) {
  const world = new THREE.AxesHelper(length);
  const material = /** @type {THREE.LineBasicMaterial} */ (world.material);
  material.transparent = true;
  material.opacity = 0.3;
  disposables.push(world.geometry, material);
  return world;
}

export class RigidBodyView {
  constructor(info, { ghost = false, up }) {
    this.ghost = ghost;
    this.up = up.clone();
    const p = info.points;
    this.group = new THREE.Group();
    /** @type {Array<{ dispose(): void }>} */
    this.disposables = [];
    const L = Math.hypot(p[0], p[1], p[2]) || 1;
    this.L = L;
    const hasCom = p.length >= 12;
    const com = hasCom ? Math.hypot(p[9], p[10], p[11]) : 0;
    this.radius = Math.max(L, com) * 1.25;
    this.target = new THREE.Vector3();
    this.distanceFactor = 3.2;
    this.elevation = 0.35;

    const mat = (color, extra = {}) => {
      const m = new THREE.MeshStandardMaterial({ color: ghost ? theme().scene.ghost : color, roughness: 0.45, metalness: 0.1,
        transparent: ghost, opacity: ghost ? 0.35 : 1, depthWrite: !ghost, ...extra });
      this.disposables.push(m);
      return m;
    };
    const cyl = new THREE.CylinderGeometry(1, 1, 1, 14, 1);
    const ball = new THREE.SphereGeometry(1, 24, 16);
    this.disposables.push(cyl, ball);

    // The body, in its own frame; its matrix is [R | 0] each frame.
    this.body = new THREE.Group();
    this.body.matrixAutoUpdate = false;
    this.group.add(this.body);
    const texMat = ghost ? mat(theme().scene.ghost) : mat(0xffffff, { map: bodyTexture(), roughness: 0.55 });
    const sys = info.json && info.json.system;
    if (hasCom && sys && Array.isArray(sys.com)) {
      const c = new THREE.Vector3(...sys.com);
      const dir = c.clone().normalize();
      const rod = new THREE.Mesh(cyl, mat(theme().scene.link, { metalness: 0.3 }));
      rod.scale.set(L * 0.025, c.length(), L * 0.025);
      rod.position.copy(c).multiplyScalar(0.5);
      rod.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), dir);
      const discGeo = new THREE.CylinderGeometry(L * 0.42, L * 0.42, L * 0.12, 48, 1);
      this.disposables.push(discGeo);
      const disc = new THREE.Mesh(discGeo, texMat);
      disc.position.copy(c);
      disc.quaternion.copy(rod.quaternion);
      this.body.add(rod, disc);
    } else {
      // Uniform box with the principal moments of J (diagonal): a² ∝ J22 + J33 − J11, etc.
      const J = sys && Array.isArray(sys.inertia) ? sys.inertia : [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
      const sides = uniformBoxSides(J);
      const s = (1.25 * L) / Math.max(...sides);
      const box = new THREE.Mesh(new THREE.BoxGeometry(sides[0] * s, sides[1] * s, sides[2] * s), texMat);
      this.disposables.push(box.geometry);
      this.body.add(box);
      if (sys && sys.type === 'satellite' && !ghost) {
        // Solar panels along the body's e2 axis.
        const panelGeo = new THREE.BoxGeometry(L * 0.02, L * 0.9, L * 0.45);
        this.disposables.push(panelGeo);
        const panelMat = mat(0x2b4a8a, { metalness: 0.6, roughness: 0.3 });
        for (const sgn of [-1, 1]) {
          const panel = new THREE.Mesh(panelGeo, panelMat);
          panel.position.set(0, sgn * (sides[1] * s * 0.5 + L * 0.5), 0);
          this.body.add(panel);
        }
      }
    }
    // Body axes.
    this.axes = AXES.map((color) => {
      const shaft = new THREE.Mesh(cyl, mat(color, { roughness: 0.4 }));
      const tip = new THREE.Mesh(ball, shaft.material);
      tip.scale.setScalar(L * 0.05);
      shaft.matrixAutoUpdate = false;
      this.group.add(shaft, tip);
      return { shaft, tip };
    });
    if (!ghost) {
      this.group.add(faintWorldAxes(L * 1.5, this.disposables));
      const pivot = new THREE.Mesh(ball, mat(theme().scene.pivot));
      pivot.scale.setScalar(L * 0.04);
      this.group.add(pivot);
    }
    // The desired frame, from the controller's output columns Rd11 … Rd33 (row-major, at RD_OUTPUT).
    this.desired = null;
    if (!ghost && info.json && info.json.control) {
      const geo = new THREE.BufferGeometry();
      geo.setAttribute('position', new THREE.Float32BufferAttribute(new Float32Array(18), 3));
      geo.setAttribute('color', new THREE.Float32BufferAttribute(AXES.flatMap((c) => {
        const col = new THREE.Color(c);
        return [col.r, col.g, col.b, col.r, col.g, col.b];
      }), 3));
      const dashed = new THREE.LineDashedMaterial({ vertexColors: true, dashSize: L * 0.08, gapSize: L * 0.05 });
      this.disposables.push(geo, dashed);
      this.desired = new THREE.LineSegments(geo, dashed);
      this.desired.visible = false;
      this.group.add(this.desired);
    }
    this.trailPoint = hasCom ? 3 : 2;
    this.trail = new Trail(ghost ? theme().scene.ghost : theme().scene.trail, L * 1e-4, ghost ? 0.55 : 0.9);
    this.group.add(this.trail.line);
    this._m = new THREE.Matrix4();
    this._q = new THREE.Quaternion();
    this._v = new THREE.Vector3();
    this._y = new THREE.Vector3(0, 1, 0);
    this.update(p);
    this.clearTrails();
  }

  /** p: the draw points; outputs: under an attitude controller, its output columns (eR1 … eR3, Psi,
   *  eW1 … eW3, M1 … M3, Rd11 … Rd33). */
  update(p, state = null, outputs = null) {
    const L = this.L;
    if (this.desired && outputs && outputs.length >= RD_OUTPUT + 9) {
      const pos = this.desired.geometry.attributes.position;
      // Axis j of R_d is its column j: (Rd1j, Rd2j, Rd3j); a segment from the fixed point to 1.3 L along it.
      for (let j = 0; j < 3; ++j)
        pos.setXYZ(2 * j + 1, 1.3 * L * outputs[RD_OUTPUT + j], 1.3 * L * outputs[RD_OUTPUT + 3 + j], 1.3 * L * outputs[RD_OUTPUT + 6 + j]);
      pos.needsUpdate = true;
      this.desired.computeLineDistances();
      this.desired.visible = true;
    }
    this.body.matrix.set(
      p[0] / L, p[3] / L, p[6] / L, 0,
      p[1] / L, p[4] / L, p[7] / L, 0,
      p[2] / L, p[5] / L, p[8] / L, 0,
      0, 0, 0, 1);
    this.body.matrixWorldNeedsUpdate = true;
    const r = L * 0.018, v = this._v;
    this.axes.forEach(({ shaft, tip }, k) => {
      v.set(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
      const len = v.length();
      this._q.setFromUnitVectors(this._y, v.clone().divideScalar(len || 1));
      shaft.matrix.compose(v.clone().multiplyScalar(0.5), this._q, new THREE.Vector3(r, len, r));
      tip.position.copy(v);
    });
    const k = this.trailPoint;
    this.trail.push(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
  }

  pick() { return -1; }
  clearTrails() { this.trail.clear(); }
  setTrailVisible(on) { this.trail.line.visible = on; }

  dispose() {
    this.trail.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
