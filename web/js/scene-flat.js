// The 3-D view without WebGL: the same scene graph and the same camera, drawn
// flat on a 2-D canvas. A browser or machine with WebGL switched off (a
// blocklisted GPU, hardware acceleration disabled by policy) still shows the
// bodies, the links, the axes, the trails and the grid, in the projection the
// WebGL view would use, and still lets a bob be dragged (picking is done on the
// CPU by three.js). It is a painter's drawing, not a renderer: no lighting, no
// occlusion beyond drawing far things first.
//
// It stands in for THREE.WebGLRenderer where SceneView uses one: domElement,
// setPixelRatio, setSize, setClearColor, render(scene, camera).
import * as THREE from 'three';

const tmp = { a: new THREE.Vector3(), b: new THREE.Vector3(), m: new THREE.Matrix4(), c: new THREE.Color() };

/** A sphere, cylinder or cone's size in its own frame (three.js builds them along local y). */
function shapeOf(geometry) {
  const p = /** @type {any} */ (geometry).parameters || {};
  switch (geometry.type) {
    case 'SphereGeometry': return { kind: 'ball', radius: p.radius };
    case 'CylinderGeometry': return { kind: 'rod', half: p.height / 2, radius: Math.max(p.radiusTop, p.radiusBottom) };
    case 'ConeGeometry': return { kind: 'rod', half: p.height / 2, radius: p.radius };
    default: return { kind: 'box' };
  }
}

export class FlatRenderer {
  constructor() {
    this.domElement = document.createElement('canvas');
    this.ctx = /** @type {CanvasRenderingContext2D} */ (this.domElement.getContext('2d'));
    this.pixelRatio = 1;
    this.clear = '#000000';
    this.width = 1;
    this.height = 1;
  }

  setPixelRatio(r) { this.pixelRatio = r; }
  setClearColor(colour) { this.clear = `#${tmp.c.set(colour).getHexString()}`; }
  setSize(w, h) {
    this.width = w; this.height = h;
    this.domElement.width = Math.round(w * this.pixelRatio);
    this.domElement.height = Math.round(h * this.pixelRatio);
  }
  dispose() {}

  /** Draws every visible object of `scene` as seen from `camera`, far ones first. */
  render(scene, camera) {
    const g = this.ctx, W = this.domElement.width, H = this.domElement.height;
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    const focal = (H / 2) / Math.tan(THREE.MathUtils.degToRad(camera.fov) / 2);
    const view = camera.matrixWorldInverse;
    /** World point → { x, y, depth } on the canvas, or null behind the camera. */
    const project = (v) => {
      const depth = -tmp.a.copy(v).applyMatrix4(view).z;
      if (depth <= camera.near) return null;
      tmp.a.copy(v).project(camera);
      return { x: ((tmp.a.x + 1) / 2) * W, y: ((1 - tmp.a.y) / 2) * H, depth };
    };
    /** @type {Array<{ depth: number, draw: () => void }>} */
    const items = [];
    const styleOf = (material, instanceColour) => {
      const m = Array.isArray(material) ? material[0] : material;
      const colour = instanceColour || (m.color ? m.color : tmp.c.set(0xffffff));
      return { fill: `#${colour.getHexString()}`, alpha: m.transparent ? m.opacity : 1 };
    };

    const addShape = (shape, matrix, style) => {
      if (shape.kind === 'rod') {
        // Wider than long once scaled (a pivot's plate, a top's disc): drawn as its rim, not as a stick.
        const s = new THREE.Vector3().setFromMatrixScale(matrix);
        if (shape.radius * Math.max(s.x, s.z) > shape.half * s.y) shape = { kind: 'disc', radius: shape.radius };
      }
      if (shape.kind === 'ball') {
        const centre = project(tmp.b.setFromMatrixPosition(matrix));
        if (!centre) return;
        const scale = new THREE.Vector3().setFromMatrixScale(matrix).x;
        const r = Math.max(1.5, (shape.radius * scale * focal) / centre.depth);
        items.push({ depth: centre.depth, draw: () => {
          g.globalAlpha = style.alpha; g.fillStyle = style.fill;
          g.beginPath(); g.arc(centre.x, centre.y, r, 0, 2 * Math.PI); g.fill();
        } });
      } else if (shape.kind === 'disc') {
        const rim = [];
        for (let k = 0; k < 32; ++k) {
          const phi = (2 * Math.PI * k) / 32;
          const p = project(tmp.b.set(shape.radius * Math.cos(phi), 0, shape.radius * Math.sin(phi)).applyMatrix4(matrix));
          if (!p) return;
          rim.push(p);
        }
        items.push({ depth: rim.reduce((d, p) => d + p.depth, 0) / rim.length, draw: () => {
          g.strokeStyle = style.fill; g.fillStyle = style.fill; g.lineWidth = 2 * this.pixelRatio;
          g.beginPath();
          rim.forEach((p, k) => { (k ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)); });
          g.closePath();
          g.globalAlpha = 0.35 * style.alpha; g.fill();
          g.globalAlpha = style.alpha; g.stroke();
        } });
      } else if (shape.kind === 'rod') {
        const a = project(tmp.b.set(0, -shape.half, 0).applyMatrix4(matrix));
        const b = project(tmp.b.set(0, shape.half, 0).applyMatrix4(matrix));
        if (!a || !b) return;
        const s = new THREE.Vector3().setFromMatrixScale(matrix);
        const width = Math.max(1, (2 * shape.radius * Math.max(s.x, s.z) * focal) / ((a.depth + b.depth) / 2));
        items.push({ depth: (a.depth + b.depth) / 2, draw: () => {
          g.globalAlpha = style.alpha; g.strokeStyle = style.fill; g.lineWidth = width; g.lineCap = 'round';
          g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
        } });
      }
    };

    scene.traverseVisible((obj) => {
      const o = /** @type {any} */ (obj);
      if (o.isInstancedMesh) {
        const shape = shapeOf(o.geometry);
        for (let i = 0; i < o.count; ++i) {
          o.getMatrixAt(i, tmp.m);
          const colour = o.instanceColor ? new THREE.Color().fromArray(o.instanceColor.array, 3 * i) : null;
          addShape(shape, tmp.m.clone().premultiply(o.matrixWorld), styleOf(o.material, colour));
        }
      } else if (o.isMesh) {
        const style = styleOf(o.material);
        if (style.alpha < 0.2) return;  // the translucent sphere of the particle presets: its wireframe is drawn instead
        const shape = shapeOf(o.geometry);
        if (shape.kind !== 'box') return addShape(shape, o.matrixWorld, style);
        // Any other body (a rigid body's box): the edges of its bounding box.
        o.geometry.computeBoundingBox();
        const bb = o.geometry.boundingBox;
        const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => project(new THREE.Vector3(
          k & 1 ? bb.max.x : bb.min.x, k & 2 ? bb.max.y : bb.min.y, k & 4 ? bb.max.z : bb.min.z).applyMatrix4(o.matrixWorld)));
        if (corners.some((c) => !c)) return;
        const edges = [[0, 1], [2, 3], [4, 5], [6, 7], [0, 2], [1, 3], [4, 6], [5, 7], [0, 4], [1, 5], [2, 6], [3, 7]];
        items.push({ depth: corners.reduce((d, c) => d + c.depth, 0) / 8, draw: () => {
          g.globalAlpha = style.alpha; g.strokeStyle = style.fill; g.lineWidth = 2 * this.pixelRatio;
          g.beginPath();
          for (const [i, j] of edges) { g.moveTo(corners[i].x, corners[i].y); g.lineTo(corners[j].x, corners[j].y); }
          g.stroke();
        } });
      } else if (o.isLine) {
        // Lines (trails, the grid, wireframes): segments in their own colours, far ones first.
        const pos = o.geometry.attributes.position;
        const cols = o.geometry.attributes.color;
        const range = o.geometry.drawRange;
        const first = range.start, last = Math.min(pos.count, range.start + range.count);
        const step = o.isLineSegments ? 2 : 1;
        const base = styleOf(o.material, o.material.vertexColors ? null : undefined);
        for (let k = first; k + 1 < last; k += step) {
          const a = project(tmp.b.fromBufferAttribute(pos, k).applyMatrix4(o.matrixWorld));
          const b = project(tmp.b.fromBufferAttribute(pos, k + 1).applyMatrix4(o.matrixWorld));
          if (!a || !b) continue;
          let stroke = base.fill, alpha = base.alpha;
          if (cols && o.material.vertexColors) {
            stroke = `#${tmp.c.fromBufferAttribute(cols, k).getHexString()}`;
            if (cols.itemSize === 4) alpha *= cols.getW(k);
          }
          items.push({ depth: (a.depth + b.depth) / 2, draw: () => {
            g.globalAlpha = alpha; g.strokeStyle = stroke; g.lineWidth = this.pixelRatio;
            g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
          } });
        }
      }
    });

    g.globalAlpha = 1;
    g.fillStyle = this.clear;
    g.fillRect(0, 0, W, H);
    items.sort((p, q) => q.depth - p.depth);
    for (const item of items) item.draw();
    g.globalAlpha = 1;
  }
}
