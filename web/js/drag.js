// Dragging a bob along its sphere, for runs whose space the core's catalogue
// says is draggable (SpaceInfo.dragging = "direction": each body is a unit
// direction with an angular velocity, named by the state columns
// directionPrefix + i + x|y|z and velocityPrefix + i + …). Point k of a drawing is
// x_k = o_k + Σ_i C_ki q_i; dragging it moves the last body it depends on
// (i = the largest index with C_ki ≠ 0), so x_k stays on the sphere of centre
// c = x_k − C_ki q_i and radius |C_ki| (for a chain: the previous joint and the
// link length). The pointer ray is intersected with that sphere (or the sphere's
// point closest to the ray), the new direction q_i is handed to the core with
// ω_i = 0 (the hand holds the body) through Simulation.setState, which
// validates and normalizes it. The energy injected is reported to the page.
import * as THREE from 'three';

export class Dragger {
  /** getRun() -> { main, base, space } of the controller. */
  constructor(sceneView, { getRun, onStart, onMove, onEnd, onError }) {
    this.view = sceneView;
    this.getRun = getRun;
    this.onStart = onStart;
    this.onMove = onMove;
    this.onEnd = onEnd;
    this.onError = onError;
    this.ray = new THREE.Raycaster();
    this.active = null;
    const el = sceneView.element;
    el.addEventListener('pointerdown', (e) => this._down(e), true);
    el.addEventListener('pointermove', (e) => this._move(e));
    el.addEventListener('pointerup', (e) => this._up(e));
    el.addEventListener('pointercancel', (e) => this._up(e));
  }

  _setRay(e) {
    this.ray.setFromCamera(this.view.ndc(e), this.view.camera);
  }

  _down(e) {
    const { main, space } = this.getRun();
    if (!main || !space || space.dragging !== 'direction' || !this.view.view || e.button !== 0) return;
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
    const columns = main.stateColumns;
    const iq = columns.indexOf(`${space.directionPrefix}${body + 1}x`);
    const iw = columns.indexOf(`${space.velocityPrefix}${body + 1}x`);
    const x = new THREE.Vector3(p[3 * k], p[3 * k + 1], p[3 * k + 2]);
    const q = new THREE.Vector3(s[iq], s[iq + 1], s[iq + 2]);
    this.active = { k, iq, iw, coef, centre: x.clone().addScaledVector(q, -coef), radius: Math.abs(coef), pointer: e.pointerId };
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
    const { main, base } = this.getRun();
    const values = Float64Array.from(main.state);
    values[a.iq] = dir.x; values[a.iq + 1] = dir.y; values[a.iq + 2] = dir.z;
    values[a.iw] = values[a.iw + 1] = values[a.iw + 2] = 0;
    try {
      main.setState(values);
      if (base) base.setState(values);
    } catch (err) {
      return this.onError(err);
    }
    this.onMove(values);  // the values handed to setState: a run file records them (run-recording.js)
  }

  _up(e) {
    const a = this.active;
    if (!a || e.pointerId !== a.pointer) return;
    this.active = null;
    this.view.controls.enabled = true;
    this.onEnd();
  }
}
