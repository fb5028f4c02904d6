// The momentum sphere view (#momentum-view, docs/momentum-sphere.md): what a rigid
// body's motion keeps, drawn on a 2-D canvas with its own orthographic projection
// (no second WebGL context), turned by dragging or by the arrow keys.
//   free body   Π on its sphere |Π| = |Π₀| with the exact energy level curves of the
//               model, the separatrices through the middle axis and over them the manifolds of
//               the spin about +e2 as each run's integrator grows them, the six fixed points, the
//               cap Π's curve encloses (the geometric phase's Λ), and both runs' traces at
//               their own radius; the baseline's distance from the sphere and from its
//               level curve in numbers
//   tops        Γ = Rᵀe (the upward vertical seen in the body) on its unit sphere, with
//               Π·Γ (and Π3 for a Lagrange top)
//   satellite   b = Rᵀe_R (the radial direction seen in the body) on its unit sphere, with |Π|
//               and the conserved Jacobi integral
// The geometry is momentum-sphere.js. It builds its DOM inside its pane, draws only
// while the view is shown ('view' event), resizes with the pane, and draws the
// scrubbed state while the timeline shows a past moment (the store's 'scrub', store.js). For a free
// body it collects the geometric phase of each period of Π (Simulation.takePhases) and
// publishes them as the store's 'phase' { run, phases } for the lesson panel. Words: momentum.ftl.
import { byId } from '../dom.js';
import { t, fmt } from '../i18n.js';
import { theme } from '../theme.js';
import { phaseDifference } from '../lessons.js';
import {
  principalAxes, levelCurves, levelCurve, separatrices, fixedPoints, separatrixEnergy, toPrincipal, systemPicture,
  quantities, viewRotation, project, norm, levelCurveSolidAngle, polhodes, ellipsoidSections, angularVelocity,
  herpolhodePoint, invariableBasis, attitude, mulMV, magnification, magnified,
} from '../momentum-sphere.js';
import { spaceModule } from '../spaces/index.js';
import { middleAxisManifolds } from '../momentum-manifolds.js';

const TRACE_POINTS = 3000;    // per run: the newest points drawn
const DRAW_EVERY = 2;         // frames between two drawings
const NUMBERS_EVERY = 10;     // frames between two updates of the numbers
const DESCRIBE_EVERY = 300;   // frames between two updates of the canvas's text alternative
const KEY_TURN = Math.PI / 36;  // 5° per arrow key
const MAX_ARC = 0.05;           // rad: the longest straight piece of a drawn trace

/** A power of ten as a class reads it: 10, 100, 1000, then 10⁴, 10⁵, … */
function powerOfTen(m) {
  const k = Math.round(Math.log10(m));
  return k <= 3 ? String(10 ** k) : `10${[...String(k)].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]).join('')}`;
}

/** A new element with a class and an optional test id. */
function el(tag, className = '', testid = '') {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (testid) e.dataset.testid = testid;
  return e;
}

export class MomentumView {
  /** @param {any} controller the run controller @param {import('../store.js').PageStore} store the page's store */
  constructor(controller, store) {
    this.controller = controller;
    this.store = store;
    this.pane = byId('momentum-view');
    this.yaw = -0.7;
    this.pitch = 0.35;
    this.shown = false;
    this.scrubbed = null;
    this.picture = null;
    /** @type {{ main: any, base: any }} the middle axis's manifolds by each run's integrator (free body) */
    this.manifolds = { main: null, base: null };
    this.capAngle = null;
    this.phases = { main: [], base: [] };
    this.build();
    controller.on('installed', () => this.setup());
    controller.on('stepped', () => this.sample());
    controller.on('rebased', () => this.setup());
    controller.on('view', ({ view }) => { this.shown = view === 'momentum'; if (this.shown) this.refresh(); });
    store.subscribe('scrub', (d) => { this.scrubbed = d && d.active ? d : null; this.refresh(); });
    controller.on('frame', ({ index }) => {
      if (!this.shown || !this.picture) return;
      if (index % DRAW_EVERY === 0) this.draw();
      if (index % NUMBERS_EVERY === 0) this.showNumbers();
      if (index % DESCRIBE_EVERY === 0) this.describe();
    });
    new ResizeObserver(() => this.refresh()).observe(this.pane);
  }

  build() {
    const head = el('div', 'momentum-head');
    this.titleEl = el('h2', 'momentum-title', 'momentum-title');
    this.whatEl = el('p', 'momentum-what', 'momentum-what');
    this.whatEl.tabIndex = 0;  // it scrolls when long (style.css): reachable by keyboard
    // A free body's two pictures: Π on its sphere, or Poinsot's construction (Ω on the inertia ellipsoid).
    this.mode = 'sphere';
    this.modeEl = el('div', 'momentum-modes');
    this.modeEl.setAttribute('role', 'group');
    this.modeEl.setAttribute('aria-label', t('momentum-modes'));
    this.modeButtons = ['sphere', 'poinsot'].map((mode) => {
      const b = /** @type {HTMLButtonElement} */ (el('button', 'mode momentum-mode', `momentum-mode-${mode}`));
      b.type = 'button';
      b.textContent = t(`momentum-mode-${mode}`);
      b.addEventListener('click', () => { this.mode = mode; this.showMode(); this.refresh(); });
      return b;
    });
    this.modeEl.append(...this.modeButtons);
    // Magnify: each run's distance from its sphere drawn ×M (momentum-sphere.js, magnification), so
    // that RK4's 1e-3 shows as a spiral off the sphere while the LGVI's trace stays on it.
    this.magnify = false;
    this.magnifyButton = /** @type {HTMLButtonElement} */ (el('button', 'mode momentum-magnify', 'momentum-magnify'));
    this.magnifyButton.type = 'button';
    this.magnifyButton.textContent = t('momentum-magnify');
    this.magnifyButton.title = t('momentum-magnify-title');
    this.magnifyButton.setAttribute('aria-pressed', 'false');
    this.magnifyButton.addEventListener('click', () => {
      this.magnify = !this.magnify;
      this.magnifyButton.setAttribute('aria-pressed', String(this.magnify));
      this.refresh();
    });
    this.magnifiedBy = 1;
    this.drawnOffset = { main: 0, base: 0 };
    const controls = el('div', 'momentum-controls');
    controls.append(this.modeEl, this.magnifyButton);
    head.append(this.titleEl, controls, this.whatEl);
    this.canvas = /** @type {HTMLCanvasElement} */ (el('canvas', 'momentum-canvas', 'momentum-canvas'));
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-roledescription', t('momentum-canvas-role'));
    this.canvas.title = t('momentum-canvas-turn');
    this.numbers = el('dl', 'momentum-numbers', 'momentum-numbers');
    this.phaseEl = el('div', 'momentum-phase', 'momentum-phase');
    this.phaseEl.hidden = true;
    this.description = el('p', 'sr-only', 'momentum-description');
    this.description.setAttribute('aria-live', 'polite');
    this.pane.append(head, this.canvas, this.numbers, this.phaseEl, this.description);
    this.dragging = null;
    this.canvas.addEventListener('pointerdown', (ev) => {
      this.dragging = { x: ev.clientX, y: ev.clientY };
      this.canvas.setPointerCapture(ev.pointerId);
    });
    this.canvas.addEventListener('pointermove', (ev) => {
      if (!this.dragging) return;
      this.turn((ev.clientX - this.dragging.x) * 0.01, (ev.clientY - this.dragging.y) * 0.01);
      this.dragging = { x: ev.clientX, y: ev.clientY };
    });
    const stop = () => { this.dragging = null; };
    this.canvas.addEventListener('pointerup', stop);
    this.canvas.addEventListener('pointercancel', stop);
    this.canvas.addEventListener('keydown', (ev) => {
      const turns = { ArrowLeft: [-KEY_TURN, 0], ArrowRight: [KEY_TURN, 0], ArrowUp: [0, -KEY_TURN], ArrowDown: [0, KEY_TURN] };
      const d = turns[/** @type {keyof typeof turns} */ (ev.key)];
      if (!d) return;
      ev.preventDefault();
      ev.stopPropagation();  // the arrows turn the sphere here, not the page's step shortcut
      this.turn(d[0], d[1]);
    });
  }

  /** Turns the view by dyaw (about e3) and dpitch (about the screen's horizontal). */
  turn(dyaw, dpitch) {
    this.yaw += dyaw;
    this.pitch = Math.max(-1.5, Math.min(1.5, this.pitch + dpitch));
    this.refresh();
  }

  // A new run (or a drag ended: the references move to the new state).
  setup() {
    const { main, base, json } = this.controller;
    this.picture = null;
    this.phases = { main: [], base: [] };
    this.phaseEl.hidden = true;
    this.phaseEl.replaceChildren();
    if (!main || !spaceModule(main.kind).views.includes('momentum') || !json || !json.system) { this.numbers.replaceChildren(); return; }
    const picture = systemPicture(json.system, !!json.control);
    const pa = principalAxes(picture.J);
    const columns = main.stateColumns;
    const runs = { main, base };
    /** @type {Record<string, any>} */
    const start = {};
    for (const [k, sim] of Object.entries(runs)) if (sim) start[k] = { ...quantities(picture, columns, sim.state, sim.time), jacobi: sim.energy };
    const r0 = start.main.radius;
    this.picture = picture;
    this.pa = pa;
    this.columns = columns;
    this.start = start;
    this.traces = { main: [], base: [] };
    this.worst = { main: { sphere: 0, level: 0 }, base: { sphere: 0, level: 0 } };
    this.onSphere = picture.kind === 'top' || picture.kind === 'satellite';  // Γ or b: unit vectors
    this.scale = this.onSphere || !(r0 > 0) ? 1 : r0;  // a body at rest: nothing to scale by
    if (picture.kind === 'free') {
      this.curves = levelCurves(pa, r0, 5, 120);
      this.seps = separatrices(pa, r0, 160);
      this.fixed = fixedPoints(pa, r0);
      const { points, sign } = this.curveThrough(start.main.Pi, r0, start.main.kinetic);
      this.startCurve = points;
      // Λ from the model (the exact curve through Π₀), beside the core's Λ from the run's own Π.
      const cap = levelCurveSolidAngle(pa, r0, start.main.kinetic, sign);
      this.capAngle = cap ? cap.angle : null;
      // The middle axis's manifolds by each run's own integrator (a few thousand steps, once per run).
      const { api, module } = this.controller;
      this.manifolds = { main: null, base: null };
      for (const [k, sim] of Object.entries(runs))
        if (sim && r0 > 0) this.manifolds[k] = middleAxisManifolds(api, module, k === 'base' ? this.controller.baseJson || json : json, sim, picture, pa, columns, r0);
    } else {
      this.manifolds = { main: null, base: null };
    }
    // The geometric phase of each period of Π (the core's watcher), where the API offers it.
    this.watching = picture.kind === 'free' && typeof main.watchPhase === 'function';
    if (this.watching) {
      for (const sim of [main, base]) if (sim) try { sim.watchPhase(); } catch { /* not a free body for the core: no phases */ }
    }
    if (picture.kind === 'free') this.setupPoinsot(pa, r0, start.main.kinetic, { main, base });
    this.showMode();
    this.sample();
    this.refresh();
  }

  /** Poinsot's picture of a free body: the inertia ellipsoid at the main run's energy, its polhodes
   *  (the separatrices' in the mark colour), and each run's invariable plane for its herpolhode. */
  setupPoinsot(pa, r0, energy, runs) {
    this.energy0 = energy;
    this.poinsotScale = energy > 0 ? Math.sqrt((2 * energy) / pa.values[0]) : 1;  // the longest semi-axis
    this.sections = energy > 0 ? ellipsoidSections(pa, energy) : [];
    this.polhodes = polhodes(pa, r0, energy, 5, 120);
    const eSep = separatrixEnergy(pa, r0), k = eSep > 0 ? Math.sqrt(energy / eSep) : 0;
    this.sepPolhodes = k > 0 ? this.seps.map((c) => c.map((Pi) => angularVelocity(pa, Pi.map((x) => k * x)))) : [];
    this.omega = { main: [], base: [] };
    this.herp = { main: [], base: [] };
    this.planes = {};
    for (const [key, sim] of Object.entries(runs)) {
      if (!sim) continue;
      const { R } = attitude(this.columns, sim.state);
      this.planes[key] = invariableBasis(mulMV(R, this.start[key].Pi));
    }
  }

  /** The title, the description and the mode buttons for what is drawn now. */
  showMode() {
    const p = this.picture;
    if (!p) return;
    const poinsot = this.isPoinsot();
    this.modeEl.hidden = p.kind !== 'free';
    this.magnifyButton.hidden = poinsot || p.kind === 'forced';
    for (const b of this.modeButtons) b.setAttribute('aria-pressed', String(b.dataset.testid === `momentum-mode-${this.mode}`));
    this.titleEl.textContent = t(poinsot ? 'momentum-title-poinsot' : `momentum-title-${p.kind}`);
    this.whatEl.textContent = poinsot ? t('momentum-what-poinsot') : t(`momentum-what-${p.kind}`, { lagrange: p.lagrange ? 'yes' : 'no' });
  }

  isPoinsot() { return !!this.picture && this.picture.kind === 'free' && this.mode === 'poinsot' && this.energy0 > 0; }

  /** The level curve through Π at radius r and energy E (n points), and which of the pair it is (sign). */
  curveThrough(Pi, r, energy, n = 160) {
    const p = toPrincipal(this.pa, Pi);
    const below = energy < separatrixEnergy(this.pa, r);
    const sign = Math.sign(below ? p[2] : p[0]) || 1;
    return { points: levelCurve(this.pa, r, energy, sign, n), sign };
  }

  /** Reads both runs' states after a batch of steps: the traces, the errors, the phases. */
  sample() {
    if (!this.picture) return;
    const { main, base } = this.controller;
    for (const [k, sim] of /** @type {Array<['main' | 'base', any]>} */ ([['main', main], ['base', base]])) {
      if (!sim || !this.start[k] || (k === 'base' && this.controller.baseFailure)) continue;
      const q = quantities(this.picture, this.columns, sim.state, sim.time);
      const v = this.onSphere ? q.Gamma : q.Pi;
      if (v.every(Number.isFinite)) this.extend(this.traces[k], v, sim.time);
      if (this.picture.kind === 'free') {
        // Poinsot: Ω on the ellipsoid, and the herpolhode ω = RΩ in the run's invariable plane.
        const { R, W } = attitude(this.columns, sim.state);
        if (W.every(Number.isFinite)) this.extend(this.omega[k], W, sim.time);
        const plane = this.planes[k];
        if (plane) {
          const h = herpolhodePoint(R, W, plane);
          if (h.every(Number.isFinite)) this.herp[k].push([...h, sim.time]);  // x, y, height, t
          if (this.herp[k].length > TRACE_POINTS + 500) this.herp[k].splice(0, this.herp[k].length - TRACE_POINTS);
        }
        const s = this.start[k];
        const w = this.worst[k];
        const rel = (x, ref) => Math.abs(x - ref) / Math.max(Math.abs(ref), Number.MIN_VALUE);  // a body at rest: 0, not NaN
        w.sphere = Math.max(w.sphere, rel(q.radius, s.radius));
        w.level = Math.max(w.level, rel(q.kinetic, s.kinetic));
      }
      if (this.watching && typeof sim.takePhases === 'function') {
        let got = [];
        try { got = sim.takePhases(); } catch { got = []; }
        if (got.length) {
          this.phases[k].push(...got);
          this.store.publish('phase', { run: k, phases: got });
          if (this.shown) this.showPhases();
        }
      }
    }
  }

  /**
   * Adds a run's point (at time t) to its trace. Between two samples far apart on the sphere (a flip
   * at a coarse step passes in a few steps) the trace follows the great circle between them, with the
   * radius interpolated linearly, rather than a chord through the sphere: only the drawing is
   * interpolated, never the numbers.
   */
  extend(trace, v, t) {
    const last = trace[trace.length - 1];
    if (last) {
      const a = last.v, ra = norm(a), rb = norm(v);
      const c = [a[1] * v[2] - a[2] * v[1], a[2] * v[0] - a[0] * v[2], a[0] * v[1] - a[1] * v[0]];
      const angle = Math.atan2(norm(c), a[0] * v[0] + a[1] * v[1] + a[2] * v[2]);
      const n = Math.min(64, Math.ceil(angle / MAX_ARC));
      if (ra > 0 && rb > 0 && n > 1 && angle < Math.PI - 1e-6) {
        const sin = Math.sin(angle);
        for (let i = 1; i < n; ++i) {
          const s = i / n, wa = Math.sin((1 - s) * angle) / sin, wb = Math.sin(s * angle) / sin, r = ra + s * (rb - ra);
          const u = [0, 1, 2].map((j) => wa * a[j] / ra + wb * v[j] / rb);
          const un = norm(u);
          trace.push({ v: u.map((x) => (r * x) / un), t: last.t + s * (t - last.t) });
        }
      }
    }
    trace.push({ v, t });
    if (trace.length > TRACE_POINTS + 500) trace.splice(0, trace.length - TRACE_POINTS);
  }

  refresh() {
    if (!this.shown || !this.picture) return;
    this.draw();
    this.showNumbers();
    this.showPhases();
    this.describe();
  }

  /** The state each run shows: the scrubbed one while the timeline shows a past moment. */
  current(k) {
    if (this.scrubbed) {
      const s = this.scrubbed[k];
      // An earlier system's state has other columns: nothing of it is drawn here.
      return s && this.scrubbed.sameSystem ? quantities(this.picture, this.columns, s, this.scrubbed.t) : null;
    }
    const sim = this.controller[k];
    return sim && this.start[k] ? quantities(this.picture, this.columns, sim.state, sim.time) : null;
  }

  draw() {
    const c = this.canvas;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const w = Math.max(120, c.clientWidth), h = Math.max(120, c.clientHeight);
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) { c.width = Math.round(w * dpr); c.height = Math.round(h * dpr); }
    const ctx = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
    const th = theme();
    const V = viewRotation(this.yaw, this.pitch);
    const cx = c.width / 2, cy = c.height / 2;
    const R = 0.4 * Math.min(c.width, c.height);
    // For Π without a sphere (forced body, satellite), the scale grows to hold the trace.
    if (this.picture.kind === 'forced')
      for (const tr of Object.values(this.traces)) for (const p of tr.slice(-50)) this.scale = Math.max(this.scale, norm(p.v));
    const poinsot = this.isPoinsot();
    const k = R / (poinsot ? this.poinsotScale : this.scale);
    const P = (v) => { const p = project(V, v); return [cx + k * p[0], cy - k * p[1], p[2]]; };
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.lineCap = 'round';

    // The sphere's outline (Π's sphere for a free body, Γ's unit sphere for a top).
    if (this.picture.kind !== 'forced' && !poinsot) {
      ctx.fillStyle = th.plotBackground;
      ctx.strokeStyle = th.ticks;
      ctx.lineWidth = dpr;
      ctx.beginPath(); ctx.arc(cx, cy, R, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    }
    // A polyline, its front half solid, its back half faint (orthographic: depth is the view's z).
    const line = (pts, colour, width, { closed = true, dash = [] } = {}) => {
      if (pts.length < 2) return;
      const q = pts.map(P);
      ctx.setLineDash(dash.map((d) => d * dpr));
      ctx.strokeStyle = colour;
      for (const front of [false, true]) {
        ctx.globalAlpha = front ? 1 : 0.25;
        ctx.lineWidth = width * dpr * (front ? 1 : 0.7);
        ctx.beginPath();
        const n = closed ? q.length : q.length - 1;
        for (let i = 0; i < n; ++i) {
          const a = q[i], b = q[(i + 1) % q.length];
          if ((a[2] + b[2] >= 0) !== front) continue;
          ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]);
        }
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
      ctx.setLineDash([]);
    };
    const dot = (v, colour, radius, { ring = false } = {}) => {
      const [x, y, z] = P(v);
      ctx.globalAlpha = z >= 0 ? 1 : 0.35;
      ctx.beginPath(); ctx.arc(x, y, radius * dpr, 0, 2 * Math.PI);
      if (ring) { ctx.strokeStyle = colour; ctx.lineWidth = 2 * dpr; ctx.stroke(); } else { ctx.fillStyle = colour; ctx.fill(); }
      ctx.globalAlpha = 1;
      return [x, y, z];
    };
    const arrow = (from, to, colour) => {
      const [x0, y0, z0] = P(from), [x1, y1] = P(to);
      const len = Math.hypot(x1 - x0, y1 - y0);
      if (!(len > 0)) return;
      const ux = (x1 - x0) / len, uy = (y1 - y0) / len, s = 7 * dpr;
      ctx.globalAlpha = z0 >= 0 ? 1 : 0.35;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.moveTo(x0 + ux * s, y0 + uy * s);
      ctx.lineTo(x0 - uy * s * 0.6, y0 + ux * s * 0.6);
      ctx.lineTo(x0 + uy * s * 0.6, y0 - ux * s * 0.6);
      ctx.closePath(); ctx.fill();
      ctx.globalAlpha = 1;
    };
    const label = (v, text, colour) => {
      const [x, y, z] = P(v);
      ctx.globalAlpha = z >= 0 ? 1 : 0.45;
      ctx.fillStyle = colour;
      ctx.font = `${th.fontPx * dpr}px system-ui`;
      ctx.fillText(text, x + 6 * dpr, y - 6 * dpr);
      ctx.globalAlpha = 1;
    };

    if (poinsot) {
      this.drawPoinsot(ctx, { line, dot, label, th, dpr });
      return;
    }
    if (this.picture.kind === 'free') {
      // The cap Π's curve encloses (shaded, front face only: its solid angle is the geometric phase's Λ).
      const cap = this.startCurve.map(P);
      if (cap.length && cap.some((p) => p[2] > 0)) {
        ctx.fillStyle = th.series.E;
        ctx.globalAlpha = 0.12;
        ctx.beginPath();
        cap.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        ctx.closePath(); ctx.fill();
        ctx.globalAlpha = 1;
      }
      for (const { points } of this.curves) line(points, th.axis, 1);
      for (const s of this.seps) line(s, th.mark, 2.5);
      // Over them, the main run's manifolds of +e2: thin, unstable and stable in their colours, an
      // arrowhead halfway along each showing the way Π moves on it.
      const grown = this.manifolds.main;
      if (grown && grown.branches) {
        for (const b of grown.branches) {
          const colour = b.kind === 'unstable' ? th.unstable : th.stable;
          line(b.points, colour, 1.2, { closed: false });
          // Forward in time: a stable branch's points run backward (t ≤ 0), so it points the other way.
          const i = Math.floor(b.points.length / 2);
          if (b.points.length > 2) arrow(b.points[i], b.points[b.kind === 'unstable' ? i + 1 : i - 1], colour);
        }
      }
      line(this.startCurve, th.series.E, 1.5, { dash: [5, 4] });
      // The baseline's own level curve now: through its |Π| and energy. Where it has drifted, this
      // curve has moved off the one it started on (near the separatrix, a drift of 1e-6 in 2E/|Π|²
      // already turns a curve about e3 into one about e1).
      const qb = this.controller.base && this.current('base');
      if (qb && qb.radius > 0) line(this.curveThrough(qb.Pi, qb.radius, qb.kinetic).points, th.series.base, 1.5, { dash: [2, 4] });
      for (const f of this.fixed) {
        const colour = f.stability === 'unstable' ? th.series.base : th.axis;
        dot(f.point, colour, 4, { ring: f.stability !== 'stable' });
        label(f.point, `${f.sign > 0 ? '+' : '−'}e${f.axis}`, th.axis);
      }
    } else if (this.onSphere) {
      // The body axes on Γ's (or b's) sphere, so a student sees where the vertical is in the body.
      for (let i = 0; i < 3; ++i) {
        const e = [0, 0, 0]; e[i] = 1;
        dot(e, th.axis, 2.5);
        label(e, `e${i + 1}`, th.axis);
      }
    } else {
      // Π's space: the body axes to scale.
      for (let i = 0; i < 3; ++i) {
        const e = [0, 0, 0]; e[i] = this.scale;
        line([[0, 0, 0], e], th.ticks, 1, { closed: false });
        label(e, `e${i + 1}`, th.axis);
      }
    }
    // The traces, up to the scrubbed moment or now; then each run's present point. Magnified, each
    // point's relative distance from its run's sphere is drawn ×M, M fitted to the largest one drawn.
    // The traces start afresh at an install: a moment of an earlier one shows none of them.
    const upTo = this.scrubbed ? (this.scrubbed.earlier ? -Infinity : this.scrubbed.t) : Infinity;
    const runs = /** @type {Array<['main' | 'base', string]>} */ ([['base', th.series.base], ['main', th.series.E]]);
    const ref = (run) => (this.onSphere ? 1 : this.start[run] ? this.start[run].radius : 0);
    const drawn = Object.fromEntries(runs.map(([run]) => [run, this.traces[run].filter((p) => p.t <= upTo).map((p) => p.v)]));
    const present = Object.fromEntries(runs.map(([run]) => {
      const q = this.current(run);
      const v = q && (this.onSphere ? q.Gamma : q.Pi);
      return [run, v && v.every(Number.isFinite) ? v : null];
    }));
    this.magnifiedBy = 1;
    if (this.magnify && this.picture.kind !== 'forced') {
      const largest = { main: 0, base: 0 };
      for (const [run] of runs) {
        const r0 = ref(run);
        if (r0 > 0) for (const v of drawn[run]) largest[run] = Math.max(largest[run], Math.abs(norm(v) - r0) / r0);
      }
      const M = magnification(Math.max(largest.main, largest.base));
      this.magnifiedBy = M;
      this.drawnOffset = { main: M * largest.main, base: M * largest.base };  // of the radius, as drawn
      for (const [run] of runs) {
        const r0 = ref(run);
        drawn[run] = drawn[run].map((v) => magnified(v, r0, M));
        if (present[run]) present[run] = magnified(present[run], r0, M);
      }
      ctx.fillStyle = th.axis;
      ctx.font = `${th.fontPx * dpr}px system-ui`;
      ctx.fillText(t('momentum-magnified-by', { factor: powerOfTen(M) }), 6 * dpr, (th.fontPx + 4) * dpr);
    }
    for (const [run, colour] of runs) {
      if (!drawn[run].length) continue;
      line(drawn[run], colour, 1.5, { closed: false });
      if (present[run]) dot(present[run], colour, 5);
    }
  }

  /** Poinsot's construction: the ellipsoid's sections, the polhodes, both runs' Ω; the herpolhodes in an inset. */
  drawPoinsot(ctx, { line, dot, label, th, dpr }) {
    for (const sec of this.sections) line(sec, th.ticks, 1);
    for (const { points } of this.polhodes) line(points, th.axis, 1);
    for (const c of this.sepPolhodes) line(c, th.mark, 2.5);
    const upTo = this.scrubbed ? (this.scrubbed.earlier ? -Infinity : this.scrubbed.t) : Infinity;
    for (const [run, colour] of /** @type {Array<['main' | 'base', string]>} */ ([['base', th.series.base], ['main', th.series.E]])) {
      const tr = this.omega[run].filter((p) => p.t <= upTo).map((p) => p.v);
      if (!tr.length) continue;
      line(tr, colour, 1.5, { closed: false });
      dot(tr[tr.length - 1], colour, 5);
    }
    for (let i = 0; i < 3; ++i) label(this.pa.axes[i].map((x) => x * Math.sqrt((2 * this.energy0) / this.pa.values[i])), `e${i + 1}`, th.axis);
    // The herpolhodes: the contact point's path on the invariable plane, each run in its own plane.
    const c = this.canvas, size = 0.3 * Math.min(c.width, c.height), x0 = c.width - size - 6 * dpr, y0 = c.height - size - 6 * dpr;
    ctx.fillStyle = th.plotBackground;
    ctx.strokeStyle = th.ticks;
    ctx.lineWidth = dpr;
    ctx.fillRect(x0, y0, size, size); ctx.strokeRect(x0, y0, size, size);
    let extent = 0;
    for (const run of ['main', 'base']) for (const [x, y] of this.herp[run]) extent = Math.max(extent, Math.abs(x), Math.abs(y));
    if (extent > 0) {
      const kk = (0.45 * size) / extent, cx = x0 + size / 2, cy = y0 + size / 2;
      for (const [run, colour] of /** @type {Array<['main' | 'base', string]>} */ ([['base', th.series.base], ['main', th.series.E]])) {
        const pts = this.herp[run].filter((p) => p[3] <= upTo);  // up to the scrubbed moment
        if (pts.length < 2) continue;
        ctx.strokeStyle = colour;
        ctx.lineWidth = 1.2 * dpr;
        ctx.beginPath();
        pts.forEach(([x, y], i) => (i ? ctx.lineTo(cx + kk * x, cy - kk * y) : ctx.moveTo(cx + kk * x, cy - kk * y)));
        ctx.stroke();
      }
    }
    ctx.fillStyle = th.axis;
    ctx.font = `${th.fontPx * dpr}px system-ui`;
    ctx.fillText(t('momentum-herpolhode'), x0 + 4 * dpr, y0 + (th.fontPx + 2) * dpr);
  }

  // ---- Words ----------------------------------------------------------------

  /** The numbers beside the view: what each run keeps, and how far the baseline has left it. A
   *  relative distance also shows as a gauge on a log scale from 1e-16 (round-off) to 1, so that the
   *  VI's and the baseline's are seen apart at a glance even where the sphere cannot show them. */
  showNumbers() {
    if (!this.picture) return;
    /** @typedef {string | { value: number }} Cell  text, or a relative distance (shown with its gauge) */
    /** @type {Array<[string, Cell, Cell]>} [message id, main, baseline] */
    const rows = [];
    const { base } = this.controller;
    const q = { main: this.current('main'), base: base ? this.current('base') : null };
    const s = this.start;
    const rel = (x, ref) => Math.abs(x - ref) / Math.max(Math.abs(ref), Number.MIN_VALUE);
    /** @type {(run: 'main' | 'base', f: (now: any, start: any) => Cell) => Cell} */
    const cell = (run, f) => (q[run] && s[run] ? f(q[run], s[run]) : '—');
    const both = (f) => /** @type {[Cell, Cell]} */ ([cell('main', f), cell('base', f)]);
    if (this.picture.kind === 'free') {
      rows.push(['momentum-row-radius', ...both((a, b) => ({ value: rel(a.radius, b.radius) }))]);
      rows.push(['momentum-row-level', ...both((a, b) => ({ value: rel(a.kinetic, b.kinetic) }))]);
      // The manifolds each run's integrator grows, against the separatrices: the larger of the two misses.
      const grownMiss = (run) => {
        const m = this.manifolds[run];
        return m && m.miss ? { value: Math.max(m.miss.radius, m.miss.level) } : '—';
      };
      rows.push(['momentum-row-manifolds', grownMiss('main'), grownMiss('base')]);
    } else if (this.picture.kind === 'top') {
      const scale = (b) => Math.max(b.radius, Number.MIN_VALUE);  // Π·Γ may start at 0: its drift relative to |Π₀|
      rows.push(['momentum-row-pigamma', ...both((a) => fmt.sig(a.PiGamma, 6))]);
      rows.push(['momentum-row-pigamma-drift', ...both((a, b) => ({ value: Math.abs(a.PiGamma - b.PiGamma) / scale(b) }))]);
      if (this.picture.lagrange) rows.push(['momentum-row-pi3-drift', ...both((a, b) => ({ value: Math.abs(a.Pi3 - b.Pi3) / scale(b) }))]);
      rows.push(['momentum-row-gamma', ...both((a) => ({ value: Math.abs(norm(a.Gamma) - 1) }))]);
    } else {
      const jacobi = (run) => {
        const sim = this.controller[run];
        return sim && s[run] && !this.scrubbed ? { value: rel(sim.energy, s[run].jacobi) } : '—';
      };
      rows.push(['momentum-row-radius-now', ...both((a) => fmt.sig(a.radius, 5))]);
      if (this.picture.kind === 'satellite') rows.push(['momentum-row-jacobi', jacobi('main'), jacobi('base')]);
    }
    const head = ['', t('momentum-col-main'), base ? t('momentum-col-base', { name: this.controller.baselineLabel || '' }) : ''];
    /** @type {Cell[][]} */
    const cells = [head, ...rows.map(([id, m, b]) => [t(id), m, base ? b : ''])];
    this.numbers.replaceChildren(...cells.map((row, i) => {
      const div = el('div', 'momentum-row');
      row.forEach((c, j) => {
        const e = el(j === 0 ? 'dt' : 'dd', i === 0 ? 'momentum-col' : '');
        if (typeof c === 'string') e.textContent = c;
        else {
          e.textContent = fmt.sci(c.value, 1);
          const gauge = document.createElement('meter');
          Object.assign(gauge, { min: -16, max: 0, low: -12, high: -6, optimum: -16, value: Math.log10(Math.max(c.value, 1e-17)) });
          gauge.className = 'momentum-gauge';
          gauge.setAttribute('aria-label', t('momentum-gauge', { value: fmt.sci(c.value, 1) }));
          e.append(gauge);
        }
        if (i > 0 && j > 0) e.dataset.testid = `momentum-${rows[i - 1][0].replace('momentum-row-', '')}-${j === 1 ? 'main' : 'base'}`;
        div.append(e);
      });
      return div;
    }));
  }

  /** The geometric phase of each run's last period: dynamic, geometric, predicted, measured. */
  showPhases() {
    const { main: m, base: b } = this.phases;
    if (!m.length) return;
    const lastM = m[m.length - 1], lastB = b.length ? b[b.length - 1] : null;
    const cells = (f) => [f(lastM), lastB ? f(lastB) : '—'];
    /** @type {Array<[string, string[]]>} */
    const rows = [
      ['momentum-phase-period', cells((p) => fmt.sig(p.T, 6))],
      ['momentum-phase-dynamic', cells((p) => fmt.sig(p.dynamic, 8))],
      ['momentum-phase-geometric', cells((p) => fmt.sig(p.geometric, 8))],
      ['momentum-phase-predicted', cells((p) => fmt.sig(p.predicted, 8))],
      ['momentum-phase-measured', cells((p) => fmt.sig(p.measured, 8))],
      ['momentum-phase-difference', cells((p) => fmt.sci(phaseDifference(p), 1))],
    ];
    if (this.capAngle != null) rows.push(['momentum-phase-cap', [fmt.sig(this.capAngle, 8), '']]);
    const title = el('h3');
    title.textContent = t('momentum-phase-title', { periods: m.length });
    const dl = el('dl');
    const head = [el('dt'), el('dd'), el('dd')];
    head[1].textContent = t('momentum-col-main');
    head[2].textContent = this.controller.base ? t('momentum-col-base', { name: this.controller.baselineLabel || '' }) : '';
    dl.append(...head);
    for (const [id, values] of rows) {
      const dt = el('dt'); dt.textContent = t(id);
      dl.append(dt, ...values.map((v, k) => { const dd = el('dd', '', `${id}-${k ? 'base' : 'main'}`); dd.textContent = v; return dd; }));
    }
    this.phaseEl.replaceChildren(title, dl);
    this.phaseEl.hidden = false;
  }

  /** For tests (window.geoviDebug.momentum): what is drawn and what was measured. */
  debug() {
    const p = this.picture;
    return { shown: this.shown, kind: p ? p.kind : null, lagrange: p ? !!p.lagrange : false, yaw: this.yaw, pitch: this.pitch,
      scrubbed: this.scrubbed ? this.scrubbed.t : null, worst: p ? structuredClone(this.worst) : null,
      traces: p ? { main: this.traces.main.length, base: this.traces.base.length } : null, mode: this.isPoinsot() ? 'poinsot' : 'sphere',
      herpolhode: p && p.kind === 'free' ? this.herp.main.slice(-200) : null,
      manifolds: p && p.kind === 'free' ? structuredClone(this.manifolds) : null,
      curves: p && p.kind === 'free' ? this.curves.length : 0, magnify: { on: this.magnify, factor: this.magnifiedBy, drawn: this.magnify ? { ...this.drawnOffset } : null }, phases: structuredClone(this.phases), capAngle: this.capAngle ?? null };
  }

  /** The canvas's text alternative: what is drawn and where each run is, in words. */
  describe() {
    if (!this.picture) return;
    const q = this.current('main');
    // Γ in the body's own axes (as drawn), Π in J's principal axes (as the fixed points are named).
    const poinsot = this.isPoinsot();
    const p = !q ? [0, 0, 0] : this.onSphere ? q.Gamma : toPrincipal(this.pa, poinsot ? angularVelocity(this.pa, q.Pi) : q.Pi);
    const n = norm(p);
    if (!(n > 0)) {  // a body at rest (Π = 0): no direction to name
      const rest = t('momentum-describe-rest');
      this.canvas.setAttribute('aria-label', rest);
      if (this.description.textContent !== rest) this.description.textContent = rest;
      return;
    }
    const nearest = [0, 1, 2].reduce((a, i) => (Math.abs(p[i]) > Math.abs(p[a]) ? i : a), 0);
    const text = t(poinsot ? 'momentum-describe-poinsot' : `momentum-describe-${this.picture.kind}`, {
      axis: `${p[nearest] >= 0 ? '+' : '−'}e${nearest + 1}`,
      angle: fmt.fixed((Math.acos(Math.min(1, Math.abs(p[nearest]) / n)) * 180) / Math.PI, 0),
    });
    this.canvas.setAttribute('aria-label', text);
    if (this.description.textContent !== text) this.description.textContent = text;
  }
}
