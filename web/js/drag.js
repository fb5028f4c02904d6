// Dragging a bob along its sphere. Point k of an (S²)ⁿ drawing is
// x_k = o_k + Σ_i C_ki q_i; dragging it moves the last body it depends on
// (i = the largest index with C_ki ≠ 0), so x_k stays on the sphere of centre
// c = x_k − C_ki q_i and radius |C_ki| (for a chain: the previous joint and the
// link length). The pointer ray is intersected with that sphere (or the sphere's
// point closest to the ray), the new direction q_i is handed to the core with
// ω_i = 0 (the hand holds the body) through Simulation.setState, which
// validates and normalizes it. The energy injected is reported to the page.
import * as THREE from 'three';

export class Dragger {
  constructor(sceneView, { getSims, onStart, onMove, onEnd, onError }) {
    this.view = sceneView;
    Object.assign(this, { getSims, onStart, onMove, onEnd, onError });
    this.ray = new THREE.Raycaster();
    this.active = null;
    const el = sceneView.renderer.domElement;
    el.addEventListener('pointerdown', (e) => this._down(e), true);
    el.addEventListener('pointermove', (e) => this._move(e));
    el.addEventListener('pointerup', (e) => this._up(e));
    el.addEventListener('pointercancel', (e) => this._up(e));
  }

  _setRay(e) {
    this.ray.setFromCamera(this.view.ndc(e), this.view.camera);
  }

  _down(e) {
    const { main } = this.getSims();
    if (!main || main.kind !== 's2n' || !this.view.view || e.button !== 0) return;
    this._setRay(e);
    const k = this.view.view.pick(this.ray);
    if (k < 0) return;
    const map = this.view.view.map;
    if (!map) return;
    // The outermost link the point rides on is the one a drag turns.
    const terms = map.terms[k];
    if (terms.length === 0) return;
    const [body, coef] = terms[terms.length - 1];
    e.stopPropagation();
    e.preventDefault();
    const p = main.positions, s = main.state;
    const x = new THREE.Vector3(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
    const q = new THREE.Vector3(s[3 * body], s[3 * body + 1], s[3 * body + 2]);
    this.active = { k, body, coef, centre: x.clone().addScaledVector(q, -coef), radius: Math.abs(coef), pointer: e.pointerId };
    this.view.controls.enabled = false;
    e.target.setPointerCapture(e.pointerId);
    this.onStart(k);
  }

  _move(e) {
    const a = this.active;
    if (!a || e.pointerId !== a.pointer) return;
    this._setRay(e);
    const { centre, radius } = a;
    const ray = this.ray.ray;
    const sphere = new THREE.Sphere(centre, radius);
    const hit = new THREE.Vector3();
    if (!ray.intersectSphere(sphere, hit)) {
      ray.closestPointToPoint(centre, hit);
      hit.sub(centre).setLength(radius).add(centre);
    }
    this.moveTo(hit);
  }

  /** Puts the dragged point at (or nearest to) world point `target`. */
  moveTo(target) {
    const a = this.active;
    const dir = target.clone().sub(a.centre);
    if (dir.lengthSq() === 0) return;
    dir.normalize().multiplyScalar(Math.sign(a.coef));
    const { main, base } = this.getSims();
    const n = main.state.length / 6;
    const values = Float64Array.from(main.state);
    values[3 * a.body] = dir.x; values[3 * a.body + 1] = dir.y; values[3 * a.body + 2] = dir.z;
    values[3 * (n + a.body)] = values[3 * (n + a.body) + 1] = values[3 * (n + a.body) + 2] = 0;
    try {
      main.setState(values);
      if (base) base.setState(values);
    } catch (err) {
      return this.onError(err);
    }
    this.onMove();
  }

  _up(e) {
    const a = this.active;
    if (!a || e.pointerId !== a.pointer) return;
    this.active = null;
    this.view.controls.enabled = true;
    this.onEnd();
  }
}
