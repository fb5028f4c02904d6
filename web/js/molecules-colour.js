// Kinetic-energy colouring of a point cloud on the sphere, as in paper 003,
// Fig. 3.7: the sphere is triangulated by the molecules themselves (the convex
// hull of their initial positions: for an icosphere lattice, its faces), and
// each face is shaded by the average kinetic energy of the molecules on the
// face and its neighbours, from blue (cold) through green and yellow to red.
//
// Kinetic energy per molecule from the state view: T_i = ½ m_i |ω_i × q_i|².
import * as THREE from 'three';
import { ConvexHull } from 'three/addons/math/ConvexHull.js';

/** Blue → cyan → green → yellow → red for s in [0, 1]. */
export function heatColour(s, out) {
  const stops = [[0.16, 0.32, 0.86], [0.10, 0.70, 0.85], [0.20, 0.78, 0.35], [0.98, 0.85, 0.20], [0.90, 0.20, 0.16]];
  const x = Math.min(1, Math.max(0, s)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  out.setRGB(stops[i][0] + f * (stops[i + 1][0] - stops[i][0]), stops[i][1] + f * (stops[i + 1][1] - stops[i][1]),
    stops[i][2] + f * (stops[i + 1][2] - stops[i][2]));
  return out;
}

export class KineticEnergySurface {
  /** points: Float64Array xyz of the molecules; masses: per molecule. */
  constructor(points, masses, ghost) {
    const n = points.length / 3;
    this.n = n;
    this.masses = masses;
    const vecs = [];
    for (let i = 0; i < n; ++i) vecs.push(new THREE.Vector3(points[3 * i], points[3 * i + 1], points[3 * i + 2]));
    const index = new Map(vecs.map((v, i) => [v, i]));
    const hull = new ConvexHull().setFromPoints(vecs);
    const faces = [];
    for (const face of hull.faces) {
      let e = face.edge;
      const tri = [];
      do { tri.push(index.get(e.head().point)); e = e.next; } while (e !== face.edge);
      if (tri.length === 3 && tri.every((k) => k !== undefined)) faces.push(tri);
    }
    this.faces = faces;
    // Neighbours of each molecule (1-ring), for the local average.
    const nb = Array.from({ length: n }, () => new Set());
    for (const [a, b, c] of faces) { nb[a].add(b).add(c); nb[b].add(a).add(c); nb[c].add(a).add(b); }
    this.neighbours = nb.map((s) => Int32Array.from(s));
    this.ke = new Float64Array(n);
    this.smooth = new Float64Array(n);
    this.scale = 0;
    const geo = new THREE.BufferGeometry();
    this.pos = new Float32Array(faces.length * 9);
    this.col = new Float32Array(faces.length * 9);
    geo.setAttribute('position', new THREE.BufferAttribute(this.pos, 3).setUsage(THREE.DynamicDrawUsage));
    geo.setAttribute('color', new THREE.BufferAttribute(this.col, 3).setUsage(THREE.DynamicDrawUsage));
    this.mesh = new THREE.Mesh(geo, new THREE.MeshLambertMaterial({
      vertexColors: true, side: THREE.DoubleSide, transparent: ghost, opacity: ghost ? 0.25 : 1, depthWrite: !ghost,
    }));
    this.mesh.frustumCulled = false;
    this._c = new THREE.Color();
  }

  /** points: draw points (xyz); state: [q (3n), ω (3n)]. */
  update(points, state) {
    const n = this.n, ke = this.ke, sm = this.smooth;
    for (let i = 0; i < n; ++i) {
      const qx = state[3 * i], qy = state[3 * i + 1], qz = state[3 * i + 2];
      const wx = state[3 * (n + i)], wy = state[3 * (n + i) + 1], wz = state[3 * (n + i) + 2];
      const vx = wy * qz - wz * qy, vy = wz * qx - wx * qz, vz = wx * qy - wy * qx;
      ke[i] = 0.5 * this.masses[i] * (vx * vx + vy * vy + vz * vz);
    }
    let max = 0;
    for (let i = 0; i < n; ++i) {
      const ring = this.neighbours[i];
      let s = ke[i];
      for (let k = 0; k < ring.length; ++k) s += ke[ring[k]];
      sm[i] = s / (ring.length + 1);
      if (sm[i] > max) max = sm[i];
    }
    // A fixed scale (the initial maximum) shows the energy spreading out over time.
    if (!(this.scale > 0)) this.scale = max;
    const inv = this.scale > 0 ? 1 / this.scale : 0;
    const { pos, col, _c: c } = this;
    this.faces.forEach(([a, b, d], f) => {
      heatColour(((sm[a] + sm[b] + sm[d]) / 3) * inv, c);
      for (const [k, v] of [[0, a], [1, b], [2, d]]) {
        const o = 9 * f + 3 * k;
        pos[o] = points[3 * v]; pos[o + 1] = points[3 * v + 1]; pos[o + 2] = points[3 * v + 2];
        col[o] = c.r; col[o + 1] = c.g; col[o + 2] = c.b;
      }
    });
    const geo = this.mesh.geometry;
    geo.attributes.position.needsUpdate = true;
    geo.attributes.color.needsUpdate = true;
    geo.computeVertexNormals();
  }

  dispose() {
    this.mesh.geometry.dispose();
    this.mesh.material.dispose();
  }
}
