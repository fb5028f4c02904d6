// three.js view: renderer, camera, lights, orbit controls, resize, snapshot.
// What is drawn for a system is a family view (scene-points.js for (S²)ⁿ
// systems, scene-rigid.js for rigid bodies, scene-flying.js for bodies in flight, scene-quadrotor.js
// for the quadrotor: its space's module says which, spaces/*.js); compare mode adds a second,
// translucent "ghost" family view of the baseline run into the same scene.
//
// Physics → screen: coordinates are NOT converted. Everything is drawn in the
// physics frame, and the single place that decides which way is "up" on screen
// is `upDirection()` below: the camera's `up` is −g/|g| for a system with a
// gravity vector, else +z. The chain pendulum presets use g = [0, 0, 9.81]
// (e3 points down, as in the papers), so the camera's up is −e3 and the
// pendulum hangs down on screen. This is a proper rotation of the view (no
// mirror), so handedness and the sense of rotations are preserved.
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { spaceModule } from './spaces/index.js';
import { theme } from './theme.js';
import { FlatRenderer } from './scene-flat.js';
import { SaddleGhosts } from './scene-saddle.js';


/** The one place deciding screen-up: −g/|g| if the scenario has a gravity vector, else +z. */
export function upDirection(scenarioJson) {
  const g = scenarioJson && scenarioJson.system && scenarioJson.system.gravity;
  if (Array.isArray(g) && g.length === 3 && g.every(Number.isFinite)) {
    const v = new THREE.Vector3(-g[0], -g[1], -g[2]);
    if (v.lengthSq() > 0) return v.normalize();
  }
  return new THREE.Vector3(0, 0, 1);
}

/** The next animation frame (a promise). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** The aspect (width / height) the styles' framings were tuned for: the desktop page's view. */
const FRAMED_ASPECT = 1.2;

/** How much farther the camera stands for a view of this aspect: a view narrower than the one the
 *  framings were tuned for (a phone in portrait) sees less across, by the ratio of the aspects. */
function portraitFit(aspect) {
  return Math.max(1, FRAMED_ASPECT / aspect);
}

function perpendicularTo(up) {
  // A horizontal viewing direction: a fixed diagonal projected off `up`.
  const base = new THREE.Vector3(0.6, -1, 0.15);
  const side = base.clone().addScaledVector(up, -base.dot(up));
  if (side.lengthSq() < 1e-6) side.set(1, 0, 0).addScaledVector(up, -up.x);
  return side.normalize();
}

export class SceneView {
  /**
   * The view starts flat (scene-flat.js: the same scene graph and camera on a 2-D canvas) and the
   * 3-D renderer takes over once the page's first frames are on the screen (upgrade()): the first
   * frame needs no WebGL context, no shader program and no read-back of a WebGL canvas, which under
   * software GL cost more than everything else the first frame waits for (issue 36;
   * docs/performance.md, "Loading the page").
   * @param {HTMLElement} container
   */
  constructor(container) {
    this.container = container;
    /** The element the view's pointer and wheel events go to (the orbit controls, the dragging): the
     *  container, whichever canvas draws in it. */
    this.element = container;
    /** Told when the 3-D renderer has taken over ('webgl') or WebGL could not be had ('none'); the
     *  scene panel says so in the page. @type {(mode: 'webgl' | 'none') => void} */
    this.onMode = () => {};
    /** 'pending' while the first frames are drawn flat; then 'webgl', or 'none' for good. */
    this.mode = 'pending';
    /** @type {import('three/webgl').WebGLRenderer | FlatRenderer} */
    this.renderer = new FlatRenderer();
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(theme().scene.background);
    this.renderer.domElement.setAttribute('aria-hidden', 'true');
    /** @type {import('three/webgl').WebGLRenderer | null} the 3-D renderer, ready, waiting for the next frame to take over */
    this._next = null;
    /** @type {typeof import('./scene-webgl.js') | null} the 3-D renderer's module, once loaded */
    this._webgl = null;

    this.scene = new THREE.Scene();
    this.scene.fog = new THREE.Fog(theme().scene.background, 60, 200);
    this.camera = new THREE.PerspectiveCamera(40, 1, 0.01, 1000);
    this.controls = null;
    this.hemi = new THREE.HemisphereLight(0xe4ecff, 0x1a2030, 1.15);
    this.sun = new THREE.DirectionalLight(0xffffff, 1.7);
    this.fill = new THREE.DirectionalLight(0x9fb8ff, 0.5);
    this.scene.add(this.hemi, this.sun, this.sun.target, this.fill);
    this.view = null;   // main run
    this.ghost = null;  // baseline run in compare mode
    /** @type {SaddleGhosts | null} the motions on a saddle's manifolds (scene-saddle.js), when the run sits at one */
    this.saddle = null;
    this.trailVisible = true;
    this.followHeld = false;  // a hand holds the body: the camera does not follow it (holdFollow)

    this._fit = 1;
    /** The container's size the drawing buffer has ([w, h] in CSS pixels). */
    this._size = [0, 0];
    // A size the frame loop has not seen yet (a window resized between frames): the drawing buffer is
    // made anew, which clears it, so the scene is drawn again at once rather than left blank a frame.
    this._observer = new ResizeObserver(() => { if (this.resize() && this.view) this.renderer.render(this.scene, this.camera); });
    this._observer.observe(container);
    this.resize();
  }

  /**
   * Makes the 3-D renderer and readies it off the page, while the flat view goes on drawing: its
   * module (scene-webgl.js, loaded now), its context, its shader programs (compiled and linked in the GPU process: without
   * KHR_parallel_shader_compile the first draw waits for the links, here off the page) and a first
   * draw (a software rasterizer compiles its pipelines then). The next render() puts its canvas in
   * place of the flat one, drawn in the same frame. Where no WebGL2 context can be had the view stays
   * flat (mode 'none'). Called once the page's first frames are on the screen (app.js).
   */
  async upgrade() {
    if (this.mode !== 'pending' || this._upgrading) return;
    this._upgrading = true;
    let renderer = null;
    try {
      this._webgl = await import('./scene-webgl.js');
      renderer = this._webgl.makeRenderer();
    } finally {
      // No WebGL2 context (or its module could not be loaded: the page says why): flat for good.
      if (!renderer) this._setMode('none');
    }
    if (!renderer) return;
    renderer.setClearColor(theme().scene.background);
    renderer.domElement.setAttribute('aria-hidden', 'true');
    renderer.setSize(Math.max(1, this._size[0]), Math.max(1, this._size[1]), false);
    try {
      // Where the links can be waited for without blocking (KHR_parallel_shader_compile), they are;
      // elsewhere (software GL) compile() starts them and the first draw, a frame later, waits.
      if (renderer.extensions.has('KHR_parallel_shader_compile')) await renderer.compileAsync(this.scene, this.camera);
      else renderer.compile(this.scene, this.camera);
      await nextFrame();  // a flat frame while the GPU process links
      renderer.render(this.scene, this.camera);
      this._webgl.submit(renderer);
    } catch { /* drawn again when it takes over */ }
    await nextFrame();
    this._next = renderer;
  }

  /** The 3-D renderer takes over from the flat one: its canvas goes in place of the flat canvas. */
  _takeOver() {
    const next = /** @type {import('three/webgl').WebGLRenderer} */ (this._next);
    this._next = null;
    const old = this.renderer;
    this.renderer = next;
    // Sized when it was made: fitted again only where the page's layout has changed since.
    const made = next.getSize(new THREE.Vector2());
    if (made.x !== this._size[0] || made.y !== this._size[1]) next.setSize(Math.max(1, this._size[0]), Math.max(1, this._size[1]), false);
    next.setClearColor(theme().scene.background);  // the theme may have changed meanwhile
    if (old.domElement.isConnected) old.domElement.replaceWith(next.domElement);
    old.dispose();
    this._setMode('webgl');
  }

  _setMode(mode) {
    this.mode = mode;
    this.onMode(mode);
  }

  /** True while the view is drawn flat on a 2-D canvas: before the 3-D renderer takes over, and for
   *  good where WebGL could not be had (mode 'none'). */
  get flat() { return this.mode !== 'webgl'; }

  /** Takes the current theme's background (the family views are rebuilt by their owner). */
  restyle() {
    const bg = theme().scene.background;
    this.renderer.setClearColor(bg);
    /** @type {THREE.Fog} */ (this.scene.fog).color.set(bg);
  }

  /** Fits the drawing buffer and the camera to the container; false when they fit already. Setting a
   *  canvas's size, even to the one it has, makes its drawing buffer anew (cleared), so it is done
   *  only when the size changed. */
  resize() {
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    if (w === this._size[0] && h === this._size[1]) return false;
    this._size = [w, h];
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    // A portrait view (a phone) is narrower than it is tall: move the camera back so that the
    // system fits across, as it fits from top to bottom in a landscape view (keeping any zoom).
    const fit = portraitFit(this.camera.aspect);
    if (this.controls && fit !== this._fit) {
      const offset = this.camera.position.clone().sub(this.controls.target).multiplyScalar(fit / this._fit);
      this.camera.position.copy(this.controls.target).add(offset);
    }
    this._fit = fit;
    return true;
  }

  _makeView(info, ghost) {
    // The space's module says which view draws a system of this type (spaces/*.js).
    const type = info.json && info.json.system && info.json.system.type;
    const View = spaceModule(info.kind).sceneView(type);
    const v = new View(info, { ghost, up: this.up });
    v.setTrailVisible(this.trailVisible);
    this.scene.add(v.group);
    return v;
  }

  /** info: { kind, style, segments, points, drawMap, state, json }. Frames the camera unless keepCamera. */
  setSystem(info, up, { keepCamera = false } = {}) {
    if (!this.renderer.domElement.isConnected) this.container.appendChild(this.renderer.domElement);
    this.setGhost(null);
    this.setSaddle(null);
    if (this.view) { this.scene.remove(this.view.group); this.view.dispose(); }
    this.up = up.clone();
    this.view = this._makeView(info, false);
    if (!keepCamera) this._frame(this.view.target, this.view.radius, this.view.distanceFactor, this.view.elevation);
    this.followed = this.view.follow ? this.view.follow.clone() : null;
  }

  /** A view that moves (bodies in flight: their centre of mass) takes the camera, its target and the
   *  lights along by as much as it moved, so the bodies stay in view and the user's angle and zoom stay. */
  _follow() {
    const to = this.view && this.view.follow;
    if (!to || !this.followed || !this.controls || this.followHeld) return;
    const shift = this.followed.sub(to).negate();  // to − followed, in place (no allocation per frame)
    if (shift.lengthSq() > 0)
      for (const v of [this.camera.position, this.controls.target, this.sun.position, this.sun.target.position, this.fill.position]) v.add(shift);
    this.followed.copy(to);
  }

  /** While a hand holds the body (drag-quadrotor.js) the camera stays put: following it would carry the
   *  pointer's world point along with the body, and the body would run away from the hand. Let go, the
   *  camera follows on from where the body was left. */
  holdFollow(on) {
    this.followHeld = on;
    if (!on && this.followed && this.view && this.view.follow) this.followed.copy(this.view.follow);
  }

  /** Draws the scene once at once, and lets the GPU get on with it: a software rasterizer compiles a
   *  material's shaders and its pipeline at its first draw (about 100 ms under SwiftShader), which
   *  then runs in the GPU process while the page goes on opening the run, not in the first frame's
   *  commit (issue 36). */
  warm() {
    if (this.flat) return;
    try {
      // Drawn at the size the buffer has: fitting it to the page's layout of the moment would lay the
      // page out while it is still being filled in (the first frame fits it, below).
      this.renderer.render(this.scene, this.camera);
      this._webgl.submit(/** @type {import('three/webgl').WebGLRenderer} */ (this.renderer));
    } catch { /* the first frame draws it */ }
  }

  /** Draws (motions: saddleMotions()'s answer) or removes (null) the ghost motions on the manifolds of
   *  the saddle the run sits at, their ghosts sized as the main view's bobs. */
  setSaddle(motions, { keepCamera = false } = {}) {
    if (this.saddle) { this.scene.remove(this.saddle.group); this.saddle.dispose(); this.saddle = null; }
    if (!motions || !this.view) return;
    const size = this.view.bobRadius || 0.04 * this.view.radius;
    this.saddle = new SaddleGhosts(motions, size, window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    this.scene.add(this.saddle.group);
    // The system's own framing expects it to hang below its pivots; the ghosts sweep its whole reach
    // (an upright pendulum's falls go round its sphere): frame the box of the paths and the bodies.
    if (keepCamera) return;
    const box = new THREE.Box3().setFromObject(this.saddle.group);
    box.expandByPoint(this.view.target);
    const centre = box.getCenter(new THREE.Vector3());
    const radius = Math.max(this.view.radius, 0.5 * box.getSize(new THREE.Vector3()).length());
    this._frame(centre, radius, this.view.distanceFactor, this.view.elevation);
  }

  /** Adds (info) or removes (null) the translucent baseline view. */
  setGhost(info) {
    if (this.ghost) { this.scene.remove(this.ghost.group); this.ghost.dispose(); this.ghost = null; }
    if (info) this.ghost = this._makeView(info, true);
  }

  update(main, ghost) {
    if (this.view && main) { this.view.update(main.positions, main.state, main.outputs); this._follow(); }
    if (this.ghost && ghost) this.ghost.update(ghost.positions, ghost.state, ghost.outputs);
  }

  clearTrails() {
    if (this.view) this.view.clearTrails();
    if (this.ghost) this.ghost.clearTrails();
  }

  setTrailVisible(on) {
    this.trailVisible = on;
    if (this.view) this.view.setTrailVisible(on);
    if (this.ghost) this.ghost.setTrailVisible(on);
  }

  _frame(target, radius, distanceFactor, elevation) {
    const up = this.up;
    this._fit = portraitFit(this.camera.aspect);
    const dist = distanceFactor * radius * this._fit;
    const side = perpendicularTo(up);
    this.camera.up.copy(up);
    this.camera.position.copy(target).addScaledVector(side, dist * Math.cos(elevation)).addScaledVector(up, dist * Math.sin(elevation));
    this.camera.near = radius * 0.01;
    this.camera.far = radius * 50;
    this.camera.updateProjectionMatrix();
    const fog = /** @type {THREE.Fog} */ (this.scene.fog);
    fog.near = dist * 1.6;
    fog.far = dist * 6;
    this.sun.position.copy(target).addScaledVector(up, 3 * radius).addScaledVector(side, radius).addScaledVector(side.clone().cross(up), radius);
    this.sun.target.position.copy(target);
    this.fill.position.copy(target).addScaledVector(side, -2 * radius).addScaledVector(up, -radius);
    // OrbitControls captures camera.up when constructed: make a new one per system.
    if (this.controls) this.controls.dispose();
    this.controls = new OrbitControls(this.camera, this.element);
    this.controls.target.copy(target);
    // The camera glides on after a drag, unless the system asks for reduced motion.
    this.controls.enableDamping = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.controls.update();
  }

  /** Normalized device coordinates of a pointer event on the canvas. */
  ndc(event) {
    const r = this.renderer.domElement.getBoundingClientRect();
    return new THREE.Vector2(((event.clientX - r.left) / r.width) * 2 - 1, -((event.clientY - r.top) / r.height) * 2 + 1);
  }

  /** Screen (client) coordinates of a physics-frame point. */
  toScreen(x, y, z) {
    const v = new THREE.Vector3(x, y, z).project(this.camera);
    const r = this.renderer.domElement.getBoundingClientRect();
    return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
  }

  render() {
    if (this._next) this._takeOver();
    // The page's layout may have changed since the last frame (the run's panels appear as it opens):
    // the buffer is fitted before drawing, not after (the first frame was drawn, then cleared by the
    // resize that followed it, and drawn again a frame later). Reading the size lays the page out,
    // which this frame does anyway.
    this.resize();
    if (this.controls) this.controls.update();
    if (this.saddle) this.saddle.tick(performance.now());
    this.renderer.render(this.scene, this.camera);
  }

  /** PNG data URL of the current view (rendered and read in the same task, so the
   *  drawing buffer need not be preserved between frames). */
  snapshot() {
    this.render();
    return this.renderer.domElement.toDataURL('image/png');
  }
}
