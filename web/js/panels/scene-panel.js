// The 3-D view of both runs (the baseline as a translucent ghost), with the
// trails toggle, dragging a bob (drag.js) or a controlled quadrotor (drag-quadrotor.js) and the PNG snapshot.
import { byId } from '../dom.js';
import { SceneView, upDirection } from '../scene.js';
import { Dragger } from '../drag.js';
import { QuadrotorDragger } from '../drag-quadrotor.js';
import { isControlledQuadrotor } from './disturb-panel.js';
import { exportPng } from '../export.js';
import { t } from '../i18n.js';
import { saddleMotions } from '../saddle-motions.js';

export class ScenePanel {
  /** view: the page's SceneView when app.js made it before the core had loaded (to warm it up).
   *  @param {any} controller @param {any} keyboard @param {import('../store.js').PageStore} store the page's store (store.js):
   *  reads 'theme' and 'scrub'; a quadrotor drag publishes a 'mark' @param {any} [view] */
  constructor(controller, keyboard, store, view = null) {
    this.controller = controller;
    this.view = view || new SceneView(byId('scene'));
    // Without WebGL the view stays flat (scene-flat.js): say so, and what to try. (It is drawn flat
    // for its first frames anyway, until the 3-D renderer takes over: nothing to say then.)
    const note = () => { byId('flat-note').hidden = this.view.mode !== 'none'; };
    this.view.onMode = note;
    note();
    // The hints name the gestures of the device in use: touch where the main pointer is coarse,
    // and from the first touch on a device that has both.
    const coarse = window.matchMedia('(pointer: coarse)');
    this.touch = coarse.matches;
    this.showGestures(coarse.matches);
    coarse.addEventListener('change', () => this.showGestures(coarse.matches));
    this.view.element.addEventListener('pointerdown', (e) => this.showGestures(e.pointerType === 'touch'));
    this.up = upDirection({});
    this.dirty = false;
    this.trail = byId('trail');
    this.trail.addEventListener('click', () => this.toggleTrail());
    keyboard.bind(['t'], 'T', 'key-trails', () => this.toggleTrail(), 'trail');
    keyboard.bind(['p'], 'P', 'key-snapshot', () => this.snapshot());
    new Dragger(this.view, {
      getRun: () => ({ main: controller.main, base: controller.base, space: controller.space }),
      onStart: () => controller.hold(true),
      onMove: (values) => { this.dirty = true; controller.movedByHand(values); },
      onEnd: () => { this.view.clearTrails(); controller.hold(false); },
      onError: (e) => controller.fail(e),
    });
    new QuadrotorDragger(this.view, controller, store);
    controller.on('installed', ({ main, base, json }) => {
      this.up = upDirection(json);
      this.view.setSystem(this.info(main, json), this.up);
      if (base) this.view.setGhost(this.info(base, json));
      this.showSaddle(main, json);
      this.view.warm();
      this.dirty = false;
      this.showGestures(this.touch);  // a controlled quadrotor is dragged, not its bobs
    });
    // A new theme: the background, and the runs' drawings rebuilt in its colours (the camera stays).
    store.subscribe('theme', () => {
      const { main, base } = controller;
      this.view.restyle();
      if (!main) return;
      this.view.setSystem(this.info(main), this.up, { keepCamera: true });
      if (base) this.view.setGhost(this.info(base));
      this.showSaddle(main, this.controller.json, { keepCamera: true });
      this.view.update(main, base);
    });
    controller.on('stepped', () => { this.dirty = true; });
    // The timeline shows a past moment (timeline-panel.js): draw its recorded points; live again: the runs.
    store.subscribe('scrub', (d) => {
      if (!d.active) { this.dirty = true; return; }
      if (!d.sameSystem) return;  // an earlier system's moment: its bodies are not the ones drawn (the timeline says so)
      this.view.update({ positions: d.mainPositions, state: d.main }, d.base ? { positions: d.basePositions, state: d.base } : null);
    });
    controller.on('frame', () => this.update());
  }

  showGestures(touch) {
    this.touch = touch;
    const quadrotor = isControlledQuadrotor(this.controller.json);
    byId('hint').textContent = t(quadrotor ? (touch ? 'view-hint-quadrotor-touch' : 'view-hint-quadrotor-mouse') : touch ? 'view-hint-touch' : 'view-hint-mouse');
    byId('help-gestures').textContent = t(touch ? 'view-gestures-touch' : 'view-gestures-mouse');
  }

  /** A run that starts at a saddle of a system drawn as points (a pendulum upright) shows the motions on
   *  its manifolds as ghosts (saddle-motions.js, scene-saddle.js), and says so under the scene. */
  showSaddle(main, json, { keepCamera = false } = {}) {
    const drawnAsPoints = this.view.view && 'bodies' in this.view.view;
    this.saddle = drawnAsPoints ? saddleMotions(this.controller.api, this.controller.module, json, main) : null;
    this.view.setSaddle(this.saddle, { keepCamera });
    const note = byId('saddle-note');
    note.hidden = !this.saddle;
    if (!this.saddle) return;
    const args = { rate: this.saddle.growthRate.toPrecision(4), doubling: (Math.LN2 / this.saddle.growthRate).toPrecision(3) };
    note.setAttribute('data-l10n-args', JSON.stringify(args));  // a new language says it again (i18n.js localize)
    note.textContent = t('scene-saddle-note', args);
  }

  /** The ghost motions at a saddle, for the debug hook: null, or the rate, the branches' kinds, times and
   *  paths (plain arrays) and where the ghosts are drawn now. */
  saddleDebug() {
    const m = this.saddle;
    if (!m || !this.view.saddle) return null;
    return { growthRate: m.growthRate, integrator: m.integrator, h: m.h, reach: m.reach,
      unstableDimension: m.unstableDimension, stableDimension: m.stableDimension,
      branches: m.branches.map((b) => ({ kind: b.kind, times: [...b.times],
        paths: Object.fromEntries(Object.entries(b.paths).map(([k, p]) => [k, Array.from(p)])) })),
      phase: this.view.saddle.phase, ghosts: this.view.saddle.positions() };
  }

  info(sim, json = this.controller.json) {
    return { kind: sim.kind, style: sim.drawing.style, segments: sim.drawing.segments, points: sim.positions,
      drawMap: sim.drawMap, state: sim.state, json };
  }

  /** Moves the drawing to the runs' current state, if they changed. */
  update() {
    if (!this.dirty) return;
    this.dirty = false;
    this.view.update(this.controller.main, this.controller.base);
  }

  toggleTrail() {
    const on = this.trail.getAttribute('aria-pressed') !== 'true';
    this.trail.setAttribute('aria-pressed', String(on));
    this.view.setTrailVisible(on);
  }

  snapshot() { return exportPng(this.view.snapshot(), this.controller.fileStem()); }

  /** Where a point of the world (x, y, z) is drawn on the page. */
  screenOf(x, y, z) { return this.view.toScreen(x, y, z); }

  /** The world points of the main run's drawn body where its view outlines it (scene-quadrotor.js), else null. */
  bodyOutline() { const v = this.view.view; return v && typeof v.bodyOutline === 'function' ? v.bodyOutline() : null; }

  /** The drawn bodies of the main run (the debug hook's bobs()); none for a system drawn otherwise. */
  bobs() { const v = this.view.view; return v && 'bodies' in v ? [...v.bodies] : []; }

  /** The camera's position, the point it orbits and its vertical field of view (degrees). */
  camera() {
    const v = this.view;
    return { position: v.camera.position.toArray(), target: v.controls ? v.controls.target.toArray() : null, fov: v.camera.fov };
  }
}
