// Dragging a quadrotor under a controller with the pointer (docs/control.md, "Disturbing"): the hand
// disturbs it as "Flip it" and "Push it" do (panels/disturb-panel.js), by as much as it likes.
//
// A pointer-down on its hub, an arm or a rotor grabs it: the orbit controls sit that gesture out, the
// clock holds (controller.hold: no step is taken, so the page's time and the run file's global step
// stand still) and the quadrotor is at rest where it is. A plain drag moves its centre x in the plane
// through x that faces the camera, under the pointer. With Shift, or with the "Tilt" toggle pressed (a
// touch screen has no Shift), the drag turns R about the world axis perpendicular to the view and the
// drag, as a hand on a trackball turns a ball: the near side follows the pointer, by π per half of the
// view's smaller side, so a drag from the middle to the edge turns it upside down. Both runs are given
// each held state (Simulation.setState), so the main run and its ghost start again from one
// disturbance. Only the state at release is recorded (controller.setStates: one `set` event in the run
// file, and the energy reference moved); a mark on the energy plot says when.
import * as THREE from 'three';
import { byId } from './dom.js';
import { t } from './i18n.js';
import { isControlledQuadrotor, pushed, tilted } from './panels/disturb-panel.js';

/** The fraction of the view's smaller side that a drag covers to turn the quadrotor by π. */
const HALF_TURN_SPAN = 0.5;

/**
 * The turn a tilting drag of (dx, dy) CSS px asks for. right, up, view: the camera's unit vectors (its
 * right, its up and the way it looks) in the world; span: the drag length of a half turn, in px. The
 * drag in the world is d = dx right − dy up (screen y grows downwards); the axis is d × view, about
 * which the side facing the camera moves along d. Returns { axis: unit [x, y, z], angle }.
 */
export function tiltOfDrag(dx, dy, right, up, view, span) {
  const d = [0, 1, 2].map((i) => dx * right[i] - dy * up[i]);
  const axis = [d[1] * view[2] - d[2] * view[1], d[2] * view[0] - d[0] * view[2], d[0] * view[1] - d[1] * view[0]];
  const n = Math.hypot(...axis);
  if (!(n > 0)) return { axis: [0, 0, 1], angle: 0 };
  return { axis: axis.map((a) => a / n), angle: (Math.PI * Math.hypot(dx, dy)) / span };
}

export class QuadrotorDragger {
  /** @param {import('./scene.js').SceneView} sceneView @param {import('./run-controller.js').RunController} controller
   *  @param {import('./store.js').PageStore} store the page's store: a drag publishes its 'mark' */
  constructor(sceneView, controller, store) {
    this.view = sceneView;
    this.controller = controller;
    this.store = store;
    this.ray = new THREE.Raycaster();
    this.active = null;
    // The touch and keyboard-free way to tilt: a toggle beside Flip it and Push it.
    this.tiltButton = byId('disturb-tilt');
    this.tiltButton.addEventListener('click', () => this.tiltButton.setAttribute('aria-pressed', String(!this.tiltPressed)));
    const el = sceneView.element;
    // In the capture phase, so that it runs before the orbit controls' own pointer-down on the view.
    el.addEventListener('pointerdown', (e) => this._down(e), true);
    el.addEventListener('pointermove', (e) => this._move(e));
    el.addEventListener('pointerup', (e) => this._up(e));
    el.addEventListener('pointercancel', (e) => this._up(e));
  }

  get tiltPressed() { return this.tiltButton.getAttribute('aria-pressed') === 'true'; }

  _down(e) {
    const c = this.controller, v = this.view, drawn = v.view;
    if (e.button !== 0 || this.active || !c.main || !isControlledQuadrotor(c.json) || !drawn || !('hits' in drawn)) return;
    this.ray.setFromCamera(v.ndc(e), v.camera);
    if (!drawn.hits(this.ray)) return;  // a miss orbits the camera as ever
    const cols = c.main.stateColumns, start = Float64Array.from(c.main.state);
    const x = new THREE.Vector3(...['x', 'y', 'z'].map((k) => start[cols.indexOf(k)]));
    const plane = new THREE.Plane().setFromNormalAndCoplanarPoint(v.camera.getWorldDirection(new THREE.Vector3()), x);
    const grabbed = this.ray.ray.intersectPlane(plane, new THREE.Vector3());
    if (!grabbed) return;
    e.stopPropagation();
    e.preventDefault();
    this.active = { pointer: e.pointerId, tilt: e.shiftKey || this.tiltPressed, start, plane, grabbed, from: [e.clientX, e.clientY], values: null };
    if (v.controls) v.controls.enabled = false;
    v.holdFollow(true);
    /** @type {Element} */ (e.target).setPointerCapture(e.pointerId);
    c.hold(true);
    this._hold(pushed(cols, start, [0, 0, 0]));  // caught: at rest where it is
  }

  _move(e) {
    const a = this.active;
    if (!a || e.pointerId !== a.pointer) return;
    const v = this.view, cols = this.controller.main.stateColumns;
    if (a.tilt) {
      const right = new THREE.Vector3(), up = new THREE.Vector3(), back = new THREE.Vector3();
      v.camera.matrixWorld.extractBasis(right, up, back);
      const box = v.renderer.domElement.getBoundingClientRect();
      const { axis, angle } = tiltOfDrag(e.clientX - a.from[0], e.clientY - a.from[1], right.toArray(), up.toArray(),
        back.negate().toArray(), HALF_TURN_SPAN * Math.min(box.width, box.height));
      this._hold(tilted(cols, a.start, axis, angle));
    } else {
      this.ray.setFromCamera(v.ndc(e), v.camera);
      const at = this.ray.ray.intersectPlane(a.plane, new THREE.Vector3());
      if (at) this._hold(pushed(cols, a.start, at.sub(a.grabbed).toArray()));
    }
  }

  /** Both runs to `values` (not recorded: only the state let go of is) and the drawing with them. */
  _hold(values) {
    const c = this.controller;
    try {
      c.main.setState(values);
      if (c.base) c.base.setState(values);
    } catch (err) {
      c.notice(err.message);
      return;
    }
    this.active.values = values;
    this.view.update(c.main, c.base);
  }

  _up(e) {
    const a = this.active;
    if (!a || e.pointerId !== a.pointer) return;
    this.active = null;
    const c = this.controller, v = this.view;
    if (v.controls) v.controls.enabled = true;
    if (a.values) {
      try {
        c.setStates(a.values, a.values);  // the run file's one `set` event, at the step where the hand took it
        this.store.publish('mark', { t: c.main.time, label: t(a.tilt ? 'disturb-tilted' : 'disturb-dragged') });
      } catch (err) { c.notice(err.message); }
    }
    // The trails start again where the hand left it; the camera follows on from there.
    v.update(c.main, c.base);
    v.clearTrails();
    v.holdFollow(false);
    c.hold(false);
  }
}
