// Lessons (lessons.js, docs/lessons.md): the picker next to the preset picker,
// and the panel (data-testid="lesson") that says what to watch, why it
// happens and which paper equation is at work. It judges the lesson's claim
// live from the page's own record of the two runs, marks on the energy plot the
// moment the claim becomes visible, and for area claims shows the phase-space
// areas of both runs. Owns the URL key `lesson`. Its words are in
// web/locales/LOCALE/lessons.ftl (lesson-*); the lessons' own texts come from
// data.ftl by the lesson's name (lessonText), falling back to the file's English.
import { byId } from '../dom.js';
import { t, fmt } from '../i18n.js';
import { lessonText } from '../core-words.js';
import { nameField } from '../url-state.js';
import { validateLesson, evaluateClaim, polygonArea, flyingMasses, slungMasses, pointOf } from '../lessons.js';
import { planarPhasePoints } from '../phase.js';
import { loadDataJson } from '../data-source.js';
import { theme } from '../theme.js';
import { VIEWS } from './views.js';
import { judgeRun, MAX_COLUMNS, paramLabel } from './stability-view.js';

const JUDGE_EVERY = 6;  // frames between two judgements of the claim

export class LessonPanel {
  /** store: the page's store (store.js): its 'recorder' (the record of the two runs, read only), the
   *  momentum view's 'phase' and the section view's 'crossings'; the panel publishes its 'mark'.
   *  @param {any} controller @param {any} url @param {any} index @param {import('../store.js').PageStore} store */
  constructor(controller, url, index, store) {
    this.controller = controller;
    this.index = index;
    this.store = store;
    this.lesson = null;
    this.el = {
      picker: byId('lesson-picker', HTMLSelectElement), card: byId('lesson-card'), title: byId('lesson-title'),
      watch: byId('lesson-watch'), why: byId('lesson-why'), equation: byId('lesson-equation'), status: byId('lesson-status'), announce: byId('lesson-announce'),
      areas: byId('lesson-areas'), areaMain: byId('area-main'), areaBase: byId('area-base'),
      outline: byId('area-outline', HTMLCanvasElement), steps: byId('lesson-steps'),
    };
    this.stepValue = null;  // the value of the lesson's steps.path now (its buttons), or null
    const picker = this.el.picker;
    const title = (l) => lessonText(l.id, 'title', l.title);
    picker.replaceChildren(new Option(t('lesson-picker-none'), ''),
      ...index.lessons.map((l) => new Option(l.error ? t('lesson-picker-invalid', { title: title(l) }) : title(l), l.id)));
    picker.addEventListener('change', () => (picker.value ? this.open(picker.value) : this.close()));
    url.field('lesson', nameField, { get: () => (this.lesson ? this.lesson.name : null), set: (v, draft) => { draft.lesson = v; } });

    // A lesson lasts while its preset is open; picking another preset ends it.
    controller.on('installed', ({ settings }) => {
      if (this.lesson && settings.scenario !== this.lesson.scenario) this.close();
      this.reset();
      // The tangle lesson drives the section view: the orbit at its point, then its two seeds (section-view.js).
      // Any other run withdraws it (null), so a later run of the same preset is not driven.
      if (this.lesson && this.lesson.claim.kind === 'tangle')
        store.publish('sectionRequest', { at: pointOf(this.lesson.claim.at), island: pointOf(this.lesson.claim.island) });
      else if (store.get('sectionRequest')) store.publish('sectionRequest', null);
    });
    controller.on('frame', ({ index: frame }) => { if (this.lesson && frame % JUDGE_EVERY === 0) this.judge(); });
    // The geometric phase of each completed period of Π (momentum-view.js publishes them as the core reports them).
    store.subscribe('phase', ({ run, phases }) => { if (run === 'main' || run === 'base') this.phases[run].push(...phases); });
    // The Poincaré section's crossings (section-view.js publishes them as the core records them): the
    // largest relative distance of their energies from the run's E₀, for a section-spread claim.
    store.subscribe('crossings', ({ run, rows, width }) => {
      const c = this.crossings[run === 'main' ? 'main' : 'base'];
      const e0 = run === 'main' ? this.recorder.e0 : this.recorder.e0b;
      for (let i = 1; i < rows.length; i += width) c.spread = Math.max(c.spread, Math.abs(rows[i] - e0) / Math.max(Math.abs(e0), Number.MIN_VALUE));
      c.count += rows.length / width;
    });
  }

  /** The plots' record of the two runs (the store's 'recorder', read only). */
  get recorder() { return this.store.get('recorder'); }

  /** The debug hook's view (debug-hook.js): the open lesson's name and when its claim became visible, or null. */
  debug() { return this.lesson ? { name: this.lesson.name, visibleAt: this.visibleAt } : null; }

  async fetchLesson(name) {
    const entry = this.index.lessons.find((l) => l.id === name);
    if (!entry) throw new Error(t('lesson-error-unknown', { name, file: `core/lessons/${name}.json` }));
    const doc = await loadDataJson('lessons', name);
    return validateLesson(doc, `core/lessons/${name}.json`,
      { catalogue: this.controller.catalogue, scenarios: this.index.scenarios.map((s) => s.id), views: [...VIEWS] });
  }

  /** Opens the lesson `name`; a bad one is reported and the current run kept. Returns whether it opened. */
  async open(name) {
    let lesson;
    try {
      lesson = await this.fetchLesson(name);
    } catch (e) {
      this.problem = e.message;  // for a permalink's ?lesson=, which then opens its scenario and says why
      if (this.controller.main) this.controller.notice(t('lesson-notice-kept', { problem: e.message }));
      this.el.picker.value = this.lesson ? this.lesson.name : '';
      return false;
    }
    this.lesson = lesson;
    const opened = await this.controller.openLesson(lesson);
    if (!opened) this.close();
    this.show();
    return opened;
  }

  close() {
    this.lesson = null;
    this.show();
  }

  show() {
    const l = this.lesson, el = this.el;
    el.picker.value = l ? l.name : '';
    el.card.hidden = !l;
    if (!l) return;
    el.title.textContent = lessonText(l.name, 'title', l.title);
    el.watch.textContent = lessonText(l.name, 'watch', l.watch);
    el.why.textContent = lessonText(l.name, 'why', l.why);
    el.equation.textContent = lessonText(l.name, 'equation', l.equation);
    el.areas.hidden = l.claim.kind !== 'area';
    this.showSteps();
    this.reset();
  }

  /** The lesson's steps (lessons.js): a button per value of one parameter; a press reopens the lesson's
   *  runs with that value, the lesson's other edits and settings kept. */
  showSteps() {
    const l = this.lesson, box = this.el.steps;
    const st = l && l.steps;
    box.hidden = !st;
    box.replaceChildren();
    if (!st) return;
    const edits = l.edits || {};
    this.stepValue = typeof edits[st.path] === 'number' ? edits[st.path] : null;
    const label = document.createElement('span');
    label.className = 'lesson-steps-label';
    // The parameter in words ("Spin Ω₃ (rad/s)"), as the stability view's sweep names it, not its path.
    label.textContent = t('lesson-steps-label', { path: paramLabel(st.path, this.controller.json) });
    box.setAttribute('aria-label', label.textContent);
    box.append(label);
    st.values.forEach((v, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'lesson-step';
      b.dataset.testid = `lesson-step-${i}`;
      b.textContent = fmt.plain(v);
      b.setAttribute('aria-pressed', String(v === this.stepValue));
      b.addEventListener('click', () => this.step(v));
      box.append(b);
    });
  }

  /** Reopens the lesson's runs with its steps.path set to `value`. */
  async step(value) {
    const l = this.lesson;
    if (!l || !l.steps) return;
    this.stepValue = value;
    for (const b of this.el.steps.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.textContent === fmt.plain(value)));
    await this.controller.openLesson({ ...l, edits: { ...(l.edits || {}), [l.steps.path]: value } });
  }

  // A new pair of runs: the claim is judged afresh.
  reset() {
    this.visibleAt = null;
    this.separation = 0;
    this.crossings = { main: { count: 0, spread: 0 }, base: { count: 0, spread: 0 } };
    this.phases = { main: [], base: [] };
    const { main, base } = this.controller;
    // The phase-space areas of both runs at the start, the reference of an area claim.
    this.area0 = this.lesson && this.lesson.phase && main && base ? { main: this.areaOf(main), base: this.areaOf(base) } : null;
    this.outlineBox = null;
    this.el.status.textContent = this.lesson ? t('lesson-status-watching') : '';
    this.el.announce.textContent = this.lesson ? `${lessonText(this.lesson.name, 'title', this.lesson.title)}. ${t('lesson-status-watching')}` : '';
    this.el.status.classList.remove('visible');
    this.el.areaMain.textContent = this.el.areaBase.textContent = '—';
    this.view = null;
  }

  /** What the claims are judged from: the record of both runs, plus the live separation and areas. */
  currentView() {
    const { main, base } = this.controller;
    const rec = this.recorder;
    if (main && base) {
      const p = main.positions, q = base.positions;
      let d = 0;
      for (let k = 0; k < p.length; k += 3) d = Math.max(d, Math.hypot(p[k] - q[k], p[k + 1] - q[k + 1], p[k + 2] - q[k + 2]));
      this.separation = Math.max(this.separation, d);
    }
    // Only for a lesson with a plane of swings: while the next lesson opens (openLesson is awaited),
    // frames still come with area0 of the one before, and a lesson without a phase has no plane.
    const area = this.area0 && this.lesson && this.lesson.phase && main && base
      ? { main: this.areaOf(main) / this.area0.main, base: this.areaOf(base) / this.area0.base } : null;
    const failure = this.controller.baseFailure;
    return {
      t: rec.t, main: rec.main, base: base ? rec.base : null, e0: rec.e0, e0b: rec.e0b, states: rec.states,
      columns: rec.stateColumns, baseFailed: failure ? { t: failure.t, message: failure.error.message } : null,
      separation: this.separation, area,
      crossings: { main: { ...this.crossings.main }, base: base ? { ...this.crossings.base } : null },
      inertia: this.controller.json && this.controller.json.system ? this.controller.json.system.inertia : null,
      masses: flyingMasses(this.controller.json && this.controller.json.system ? this.controller.json.system.bodies : null),
      slung: slungMasses(this.controller.json && this.controller.json.system),
      baseStates: base ? rec.baseStates : null, phases: this.phases,
      // A unit-circle claim: both runs judged now, as the stability view judges them (its judgeRun).
      stability: this.lesson && (this.lesson.claim.kind === 'unit-circle' || this.lesson.claim.kind === 'sleeping-top')
        ? { main: judgeRun(main, { maxColumns: MAX_COLUMNS }), base: judgeRun(base, { maxColumns: MAX_COLUMNS }) } : null,
      scenario: this.controller.json,
      tangle: this.store.get('tangle') || null,
    };
  }

  /** The bodies' phase points (θᵢ, θ̇ᵢ) in the plane of the lesson's swings (phase.js). */
  phasePoints(sim) {
    return planarPhasePoints(this.controller.space, sim.stateColumns, sim.state, this.down(), this.lesson.phase.planeNormal);
  }

  /** The area enclosed by a run's bodies in that plane. */
  areaOf(sim) { return Math.abs(polygonArea(this.phasePoints(sim))); }

  // The two loops now.
  drawOutlines() {
    const { main, base } = this.controller;
    const c = this.el.outline;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const w = Math.max(100, c.clientWidth), h = Math.max(100, c.clientHeight);
    if (c.width !== Math.round(w * dpr)) { c.width = Math.round(w * dpr); c.height = Math.round(h * dpr); }
    const ctx = c.getContext('2d');
    const C = theme().series;  // the main run and the baseline, as in the plots
    /** @type {Array<{ pts: number[][], colour: string, dash: number[] }>} */
    const loops = [{ pts: this.phasePoints(main), colour: C.E, dash: [] }, { pts: this.phasePoints(base), colour: C.base, dash: [6, 4] }];
    // Axes centred on the phase plane's origin (the bottom of the swing, at rest), growing to fit.
    const box = this.outlineBox || { rx: 1e-9, ry: 1e-9 };
    for (const { pts } of loops)
      for (const [x, y] of pts) { box.rx = Math.max(box.rx, 1.15 * Math.abs(x)); box.ry = Math.max(box.ry, 1.15 * Math.abs(y)); }
    this.outlineBox = box;
    const { rx, ry } = box;
    const X = (x) => (x / rx * 0.5 + 0.5) * c.width, Y = (y) => (0.5 - y / ry * 0.5) * c.height;
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.strokeStyle = 'rgba(148,161,184,0.35)';
    ctx.lineWidth = dpr;
    ctx.beginPath();
    ctx.moveTo(X(0), 0); ctx.lineTo(X(0), c.height); ctx.moveTo(0, Y(0)); ctx.lineTo(c.width, Y(0));
    ctx.stroke();
    ctx.lineWidth = 2 * dpr;
    for (const { pts, colour, dash } of loops) {
      ctx.strokeStyle = colour;
      ctx.setLineDash(dash.map((d) => d * dpr));
      ctx.beginPath();
      pts.forEach(([x, y], i) => { (i ? ctx.lineTo(X(x), Y(y)) : ctx.moveTo(X(x), Y(y))); });
      ctx.closePath();
      ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.fillStyle = theme().axis;
    ctx.font = `${theme().fontPx * dpr}px system-ui`;
    // Axis names in mathematical notation, the same in every language.
    ctx.fillText('θ →', c.width - 34 * dpr, c.height - 8 * dpr);
    ctx.fillText('dθ/dt ↑', 6 * dpr, 16 * dpr);
  }

  // "Down" for the phase angles: along gravity when the scenario has it, else e3.
  down() {
    const g = this.controller.json && this.controller.json.system && this.controller.json.system.gravity;
    const n = Array.isArray(g) ? Math.hypot(...g) : 0;
    return n > 0 ? g.map((x) => x / n) : [0, 0, 1];
  }

  judge() {
    const view = this.currentView();
    this.view = view;
    if (view.area) {
      this.el.areaMain.textContent = fmt.fixed(view.area.main, 4);
      this.el.areaBase.textContent = fmt.fixed(view.area.base, 4);
      this.drawOutlines();
    }
    const { holds, detail } = evaluateClaim(this.lesson.claim, view);
    const now = this.controller.main ? this.controller.main.time : 0;
    if (holds && this.visibleAt == null) {
      this.visibleAt = now;
      this.store.publish('mark', { t: now, label: lessonText(this.lesson.name, 'mark', this.lesson.mark) });
    }
    // One sentence per state, the claim's detail (lessons.js, a sentence of its own) as a placeholder.
    // The status line follows the live numbers; the live region (#lesson-announce) says the change
    // to "visible" once, in the page's language.
    const status = this.el.status;
    status.textContent = this.visibleAt == null ? t('lesson-status-watching-detail', { detail })
      : t('lesson-status-visible', { time: fmt.fixed(this.visibleAt, 1), detail });
    if (this.visibleAt === now && holds) this.el.announce.textContent = status.textContent;
    status.classList.toggle('visible', this.visibleAt != null);
  }
}
