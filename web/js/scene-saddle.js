// The 3-D scene's ghost motions at a saddle (saddle-motions.js; docs/stability-view.md, "Ghost motions
// at a saddle"): each branch of the unstable and stable manifolds as the paths of the moving points
// (faint lines, the manifolds' theme colours), and a ghost of each point travelling along them in a
// loop: out from the saddle on an unstable branch, in to it on a stable one. With reduced motion the
// ghosts rest at their paths' far ends.
import * as THREE from 'three';
import { theme } from './theme.js';

const LOOP_MS = 5000;     // wall time of one pass along every branch (all move together)
const LINE_OPACITY = 0.55;
const GHOST_OPACITY = 0.6;

export class SaddleGhosts {
  /** @param {any} motions saddleMotions()'s answer @param {number} size a ghost's radius (world units)
   *  @param {boolean} still reduced motion: no animation */
  constructor(motions, size, still) {
    this.motions = motions;
    this.still = still;
    this.group = new THREE.Group();
    /** @type {Array<{ dispose(): void }>} */
    this.disposables = [];
    const colours = theme();
    const sphere = new THREE.SphereGeometry(size, 16, 12);
    this.disposables.push(sphere);
    /** @type {Array<{ mesh: THREE.Mesh, path: Float64Array, times: number[] }>} */
    this.ghosts = [];
    for (const branch of motions.branches) {
      const colour = branch.kind === 'unstable' ? colours.unstable : colours.stable;
      const lineMaterial = new THREE.LineBasicMaterial({ color: colour, transparent: true, opacity: LINE_OPACITY, depthWrite: false });
      const ghostMaterial = new THREE.MeshBasicMaterial({ color: colour, transparent: true, opacity: GHOST_OPACITY, depthWrite: false });
      this.disposables.push(lineMaterial, ghostMaterial);
      for (const path of Object.values(branch.paths)) {
        const geometry = new THREE.BufferGeometry();
        geometry.setAttribute('position', new THREE.BufferAttribute(Float32Array.from(path), 3));
        this.disposables.push(geometry);
        const line = new THREE.Line(geometry, lineMaterial);
        line.frustumCulled = false;
        // A reversible system's stable branches retrace its unstable ones backwards in time, over the
        // same points: the unstable lines are drawn last, over them; the ghosts tell the two apart.
        line.renderOrder = branch.kind === 'unstable' ? 2 : 1;
        this.group.add(line);
        const mesh = new THREE.Mesh(sphere, ghostMaterial);
        this.group.add(mesh);
        this.ghosts.push({ mesh, path, times: branch.times });
      }
    }
    this.phase = 1;
    this.tick(0);
  }

  /** Moves the ghosts to `wallMs`'s share of their loop: each at the same fraction of its branch's time. */
  tick(wallMs) {
    this.phase = this.still ? 1 : (wallMs % LOOP_MS) / LOOP_MS;
    for (const { mesh, path, times } of this.ghosts) {
      const last = times.length - 1;
      const t = this.phase * times[last];
      let k = 0;
      while (k < last - 1 && times[k + 1] < t) ++k;
      const f = Math.min(1, Math.max(0, (t - times[k]) / (times[k + 1] - times[k] || 1)));
      mesh.position.set(
        path[3 * k] + f * (path[3 * k + 3] - path[3 * k]),
        path[3 * k + 1] + f * (path[3 * k + 4] - path[3 * k + 1]),
        path[3 * k + 2] + f * (path[3 * k + 5] - path[3 * k + 2]));
    }
  }

  /** The ghosts' positions now (the debug hook's), flat xyz. */
  positions() { return this.ghosts.flatMap(({ mesh }) => mesh.position.toArray()); }

  dispose() { for (const d of this.disposables) d.dispose(); }
}
