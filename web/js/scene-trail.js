// A fading trail: the recent path of one point, as a line whose alpha falls
// towards the tail. A ring buffer of TRAIL_LENGTH points; a new point is kept
// only if it moved by more than minStep (so a paused run does not fill it).
import * as THREE from 'three';

const TRAIL_LENGTH = 900;

export class Trail {
  /** point: the index of the drawn point this trail follows (for its owner). */
  constructor(color, minStep, opacity = 0.9, point = -1) {
    this.point = point;
    this.color = new THREE.Color(color);
    this.opacity = opacity;
    this.minStep = minStep;
    this.positions = new Float32Array(TRAIL_LENGTH * 3);
    this.colors = new Float32Array(TRAIL_LENGTH * 4);
    const geo = new THREE.BufferGeometry();
    geo.setAttribute('position', new THREE.BufferAttribute(this.positions, 3).setUsage(THREE.DynamicDrawUsage));
    geo.setAttribute('color', new THREE.BufferAttribute(this.colors, 4).setUsage(THREE.DynamicDrawUsage));
    this.line = new THREE.Line(geo, new THREE.LineBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false }));
    this.line.frustumCulled = false;
    this.ring = new Float64Array(TRAIL_LENGTH * 3);
    this.start = 0;
    this.count = 0;
  }

  push(x, y, z) {
    const r = this.ring;
    if (this.count > 0) {
      const last = ((this.start + this.count - 1) % TRAIL_LENGTH) * 3;
      if (Math.hypot(r[last] - x, r[last + 1] - y, r[last + 2] - z) < this.minStep) return;
    }
    let slot;
    if (this.count < TRAIL_LENGTH) slot = (this.start + this.count++) % TRAIL_LENGTH;
    else { slot = this.start; this.start = (this.start + 1) % TRAIL_LENGTH; }
    r[slot * 3] = x; r[slot * 3 + 1] = y; r[slot * 3 + 2] = z;
    // Oldest → newest into the line's buffers, alpha fading towards the tail.
    const n = this.count, pos = this.positions, col = this.colors, c = this.color;
    for (let k = 0; k < n; ++k) {
      const src = ((this.start + k) % TRAIL_LENGTH) * 3;
      pos[3 * k] = r[src]; pos[3 * k + 1] = r[src + 1]; pos[3 * k + 2] = r[src + 2];
      const f = (k + 1) / n;
      col[4 * k] = c.r; col[4 * k + 1] = c.g; col[4 * k + 2] = c.b; col[4 * k + 3] = f * f * this.opacity;
    }
    const geo = this.line.geometry;
    geo.setDrawRange(0, n);
    geo.attributes.position.needsUpdate = true;
    geo.attributes.color.needsUpdate = true;
  }

  clear() {
    this.start = 0;
    this.count = 0;
    this.line.geometry.setDrawRange(0, 0);
  }

  dispose() {
    this.line.geometry.dispose();
    this.line.material.dispose();
  }
}
