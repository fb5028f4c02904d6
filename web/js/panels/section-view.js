// The Poincaré section view (docs/section-view.md, issue #32 §2): in the pane #section-view beside
// the 3-D scene, both runs' crossings of the section, live, in the section's natural axes, and the
// clicker: a click (or Enter on the crosshair) seeds a new orbit there at the main run's initial
// energy, computed in a Web Worker (section-orbits.js) and drawn as it arrives, each orbit in its own
// colour. Clear and Export CSV. For a system that declares no section, a small form chooses one.
//
// The crossings are the core's (Simulation.watchSection/takeCrossings, seedSection): nothing here
// searches for a crossing, so the page, the CLI (`geovi section`) and Python agree to the bit.
// The runs are watched from the moment they are installed, whether the view shows or not (so the
// section is complete when it is opened); drawing happens only while the view is shown.
import { OrbitComputer, ORBIT_CROSSINGS, ORBIT_BATCH_MS, ORBIT_SPREAD_MS } from '../section-orbits.js';
import { SectionPlot, ORBIT_COLOURS } from '../section-plot.js';
import { FILL_CROSSINGS, FTLE_GRID, FTLE_GRADIENT, ftleColour } from '../section-ftle.js';
import { tangleSeed, coverage, TANGLE_SEED } from '../section-tangle.js';
import { download } from '../export.js';
import { embeddedWasm } from '../data-source.js';
import { unpackText } from '../packed-text.js';
import { theme } from '../theme.js';
import { t, fmt, count } from '../i18n.js';
import { byId } from '../dom.js';

/** Crossings kept per live run: beyond it the oldest are not dropped, new ones are not drawn (said in the status). */
const MAX_LIVE_CROSSINGS = 200_000;
const DIRECTIONS = ['up', 'down', 'both'];

/** "angle(q2x,-q2z)" → "∠(q2x, −q2z)"; a column's name as it is. */
const axisLabel = (axis) => String(axis).replace(/^angle\((.*),(.*)\)$/, (_, a, b) => `∠(${a}, ${b.replace(/^-/, '−')})`);

export class SectionView {
  /** @param {any} controller the run controller @param {import('../store.js').PageStore} store the page's
   *  store (store.js): reads 'scrub' and 'theme', publishes 'crossings' @param {{ csvMeta: () => Record<string, any> }} options */
  constructor(controller, store, { csvMeta }) {
    this.controller = controller;
    this.store = store;
    this.csvMeta = csvMeta;
    this.spreadMs = ORBIT_SPREAD_MS;  // seeded orbits spread over this much wall time when they could finish sooner
    this.pane = byId('section-view');
    this.build();
    this.plot = new SectionPlot(this.canvas, theme());
    /** Crossing rows per orbit id ('main', 'baseline', '1', '2', …), as Float64Array chunks. */
    this.rows = new Map();
    this.orbits = 0;          // seeded orbits so far (their ids)
    this.running = new Set(); // ids of orbits still streaming
    this.seeds = new Map();   // each seeded orbit's { values, energy, reference }
    this.section = null;      // { on, direction, axes, solve } the runs are watched with
    this.seedEnergy = 0;
    this.seedReference = null;
    this.columns = [];
    this.shown = false;
    this.drawMs = 0;          // wall ms per frame spent drawing the section (exponential average)
    this.scrubbing = false;
    this.fill = null;         // the self-filling of this run's section (startFill), or null before it starts
    this.fillCount = 0;       // self-fillings so far (their ids)
    this.ftle = null;         // the FTLE shading (startFtle), or null
    this.ftleCount = 0;
    this.ftleGrid = FTLE_GRID;  // cells across and up; the bench sets 100
    this.tangle = null;       // the periodic orbit asked for by a click and its manifolds (findOrbit), or null
    this.tangleCount = 0;
    this.findMode = false;    // "Find periodic orbit" pressed: a click asks for the orbit instead of seeding
    this.computer = new OrbitComputer(controller.api, controller.module, (m) => this.received(m), { wasmBinary: embeddedWasm(), unpack: unpackText });

    controller.on('installed', ({ main, base }) => this.installed(main, base));
    controller.on('stepped', () => this.take());
    controller.on('view', ({ view }) => this.setShown(view === 'section'));
    controller.on('frame', () => { if (this.shown) this.drawTimed(); });
    store.subscribe('theme', () => this.plot.setLook(theme()));
    store.subscribe('scrub', (d) => this.scrub(d));
    // A lesson's request (lesson-panel.js, the tangle lesson): the orbit at a point, then two seeds.
    /** @type {any} the lesson's request, with what was done for it (asked, seeded, the two orbits' ids) */
    this.request = null;
    const take = (r) => { this.request = r && { at: r.at, island: r.island, asked: false, seeded: false, tangleOrbit: null, islandOrbit: null }; };
    take(store.get('sectionRequest'));  // the view is made when first shown: a request may have come before
    store.subscribe('sectionRequest', (r) => { take(r); this.serveRequest(); });
    new ResizeObserver(() => this.fit()).observe(this.box);
  }

  // ---- DOM ---------------------------------------------------------------------------------------

  build() {
    const el = (tag, props = {}, ...children) => {
      const e = Object.assign(document.createElement(tag), props);
      e.append(...children);
      return e;
    };
    const button = (testid, text, onClick) => {
      const b = el('button', { type: 'button', className: 'section-button', textContent: text });
      b.dataset.testid = testid;
      b.addEventListener('click', onClick);
      return b;
    };
    this.name = el('h2', { className: 'section-name' });
    this.name.dataset.testid = 'section-name';
    this.clearButton = button('section-clear', t('section-clear'), () => this.clearOrbits());
    this.csvButton = button('section-csv', t('section-export-csv'), () => this.exportCsv());
    // The periodic orbit at a click (section-tangle.js): a mode, so a click or Enter asks for it (Shift+click too).
    this.findButton = button('section-find-orbit', t('section-tangle-toggle'), () => this.setFindMode(!this.findMode));
    this.findButton.setAttribute('aria-pressed', 'false');
    this.findButton.classList.add('mode');  // a mode: pressed is lit (style.css), not struck through as a switched-off layer
    // The FTLE shading's switch and colour bar (section-ftle.js).
    this.ftleToggle = el('input', { type: 'checkbox', id: 'section-ftle' });
    this.ftleToggle.dataset.testid = 'section-ftle';
    this.ftleToggle.addEventListener('change', () => this.setShading(this.ftleToggle.checked));
    const toggleLabel = el('label', { className: 'section-toggle', htmlFor: 'section-ftle' }, this.ftleToggle, ` ${t('section-ftle-toggle')}`);
    this.ftleLo = el('span');
    this.ftleHi = el('span');
    const ramp = el('span', { className: 'section-ftle-ramp' });
    ramp.style.background = FTLE_GRADIENT;
    this.ftleCaption = el('span', { id: 'section-ftle-caption', className: 'section-ftle-caption' });
    this.ftleCaption.dataset.testid = 'section-ftle-caption';
    this.ftleBar = el('p', { className: 'section-ftle-bar', hidden: true }, this.ftleLo, ramp, this.ftleHi, this.ftleCaption);
    this.ftleBar.dataset.testid = 'section-ftle-bar';
    this.tangleCaption = el('p', { id: 'section-tangle-caption', className: 'section-tangle-caption', hidden: true });
    this.tangleCaption.dataset.testid = 'section-tangle-caption';
    this.legend = el('p', { className: 'section-legend' });
    this.legend.dataset.testid = 'section-legend';

    // The form for a system that declares no section: a column, a value, a direction.
    this.columnPick = el('select', { id: 'section-column' });
    this.valueInput = el('input', { id: 'section-value', type: 'text', inputMode: 'decimal', value: '0', size: 6 });
    this.directionPick = el('select', { id: 'section-direction' });
    for (const d of DIRECTIONS) this.directionPick.append(el('option', { value: d, textContent: t(`section-direction-${d}`) }));
    this.xPick = el('select', { id: 'section-x' });
    this.yPick = el('select', { id: 'section-y' });
    this.sectionFields = el('span', { className: 'section-fields' },
      el('label', { htmlFor: 'section-column', textContent: t('section-form-column') }), this.columnPick,
      el('label', { htmlFor: 'section-value', textContent: t('section-form-value') }), this.valueInput,
      el('label', { htmlFor: 'section-direction', textContent: t('section-form-direction') }), this.directionPick);
    this.axisFields = el('span', { className: 'section-fields' },
      el('label', { htmlFor: 'section-x', textContent: t('section-form-x') }), this.xPick,
      el('label', { htmlFor: 'section-y', textContent: t('section-form-y') }), this.yPick);
    this.form = el('form', { className: 'section-form' }, this.sectionFields, this.axisFields,
      el('button', { type: 'submit', className: 'section-button', textContent: t('section-form-apply') }));
    this.form.addEventListener('submit', (e) => { e.preventDefault(); this.applyForm(); });
    // Folded by default: the default section is shown at once, and the picture keeps the room (a phone).
    this.formBox = el('details', { className: 'section-choose', hidden: true },
      el('summary', { textContent: t('section-form-summary') }), this.form);
    this.formBox.dataset.testid = 'section-form';

    this.canvas = el('canvas', { className: 'section-canvas', tabIndex: 0 });
    this.canvas.dataset.testid = 'section-canvas';
    this.canvas.setAttribute('role', 'application');
    this.canvas.setAttribute('aria-label', t('section-canvas-label'));
    this.canvas.addEventListener('click', (e) => this.clicked(e));
    this.canvas.addEventListener('keydown', (e) => this.key(e));
    this.box = el('div', { className: 'section-box' }, this.canvas);
    this.status = el('p', { className: 'section-status' });
    this.status.dataset.testid = 'section-status';
    this.status.setAttribute('aria-live', 'polite');
    this.pane.append(
      el('div', { className: 'section-head' }, this.name, el('div', { className: 'section-actions' }, toggleLabel, this.findButton, this.clearButton, this.csvButton)),
      this.formBox, this.legend, this.box, this.ftleBar, this.tangleCaption, this.status);
  }

  fit() {
    const r = this.box.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) this.plot.resize(Math.floor(r.width), Math.floor(r.height));
  }

  setShown(on) {
    this.shown = on;
    if (on) {
      this.fit(); this.plot.dirty = true; this.plot.draw(); this.computer.warm();
      if (!this.fill) this.startFill();
      if (this.ftleToggle.checked && !this.ftle) this.startFtle();
    }
  }

  say(message) { this.status.textContent = message; }

  /** Draws, keeping the wall milliseconds each frame's drawing took (an average, for the bench). */
  drawTimed() {
    const t0 = performance.now();
    this.plot.draw();
    this.drawMs = 0.95 * this.drawMs + 0.05 * (performance.now() - t0);
  }

  // ---- The live runs -----------------------------------------------------------------------------

  installed(main, base) {
    this.computer.cancel();
    this.fill = null;  // a new system or energy fills again (when shown)
    this.ftle = null;
    this.plot.setShade(null);
    this.running.clear();
    this.rows.clear();
    this.orbits = 0;
    this.seeds.clear();
    this.plot.clear();
    this.dropTangle();
    this.columns = [...main.stateColumns];
    this.seedEnergy = main.energy;
    this.seedReference = Array.from(main.state);
    // The scenario's declared section (scenario key "section"), its axes and the velocity the energy fixes.
    const declared = main.section;
    this.declared = declared;
    const hasAxes = !!(declared && declared.axes && declared.axes.length === 2);
    this.sectionFields.hidden = !!declared;
    this.axisFields.hidden = hasAxes;
    this.formBox.hidden = !!declared && hasAxes;
    this.fillForm();
    this.watch(declared ? { on: declared.on, direction: declared.direction, axes: hasAxes ? declared.axes : null, solve: declared.solve || '' }
      : this.formSection());
    this.say(this.section && this.section.solve ? t('section-hint-seed') : t('section-hint-no-seed'));
    this.showShading();
    if (this.shown) this.setShown(true);
    this.serveRequest();
  }

  /** The form's choices for a system that declares no section (or no axes). Defaults: the first
   *  column at 0, going up (q1x = 0: the first link passes a vertical plane); the second column
   *  across and the second-to-last (a velocity) up. */
  fillForm() {
    const options = () => this.columns.map((c) => Object.assign(document.createElement('option'), { value: c, textContent: c }));
    const n = this.columns.length;
    for (const [pick, fallback] of [[this.columnPick, 0], [this.xPick, Math.min(1, n - 1)], [this.yPick, Math.max(0, n - 2)]]) {
      const previous = pick.value;
      pick.replaceChildren(...options());
      pick.value = this.columns.includes(previous) ? previous : this.columns[fallback];
    }
  }

  formSection() {
    return { on: `${this.columnPick.value}=${Number(this.valueInput.value.trim().replace(',', '.'))}`, direction: this.directionPick.value,
      axes: null, solve: '' };
  }

  applyForm() {
    const value = this.valueInput.value.trim().replace(',', '.');
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) {
      this.say(t('section-bad-value', { field: t('section-form-value'), value: this.valueInput.value.slice(0, 40) }));
      return;
    }
    this.rows.clear();
    this.computer.cancel();
    this.running.clear();
    this.orbits = 0;
    this.seeds.clear();
    this.plot.clear();
    this.dropTangle();
    this.fill = null;
    this.ftle = null;
    this.plot.setShade(null);
    const d = this.declared;
    this.watch(d ? { on: d.on, direction: d.direction, axes: null, solve: d.solve || '' } : this.formSection());
    this.updateLegend();
    this.showShading();
    if (this.shown) this.setShown(true);
  }

  /** Watches both runs' crossings of `section` from now on. */
  watch(section) {
    const { main, base } = this.controller;
    try {
      main.watchSection(section.on, section.direction);
      if (base) base.watchSection(section.on, section.direction);
    } catch (e) {
      this.section = null;
      this.name.textContent = t('section-none');
      this.say(String(e.message || e));
      return;
    }
    this.section = section;
    // Plot axes: the declared ones (the core gives each crossing's point), else two state columns.
    const axes = section.axes || [this.xPick.value, this.yPick.value];
    this.axes = axes;
    this.axisColumns = section.axes ? null : axes.map((c) => this.columns.indexOf(c));
    const [column, value] = section.on.split('=');
    this.name.textContent = t('section-name', { column, value, direction: section.direction });
    this.plot.setFixedX(/^angle\(/.test(axes[0]) ? [-Math.PI, Math.PI] : null);
    this.plot.setLabels(axisLabel(axes[0]), axisLabel(axes[1]));
    this.updateLegend();
  }

  /** The plotted points of crossing rows: the core's points for declared axes, else two state columns of each row. */
  pointsOf(rows, points) {
    if (!this.axisColumns) return points;
    const width = 2 + this.columns.length, n = rows.length / width, out = new Float64Array(2 * n);
    const [ix, iy] = this.axisColumns;
    for (let i = 0; i < n; ++i) { out[2 * i] = rows[i * width + 2 + ix]; out[2 * i + 1] = rows[i * width + 2 + iy]; }
    return out;
  }

  /** Takes the runs' new crossings (after each batch of steps) into the record and the picture. */
  take() {
    if (!this.section) return;
    const { main, base } = this.controller;
    const runs = [['main', main, theme().series.E]];
    if (base && !this.controller.baseFailure) runs.push(['baseline', base, theme().series.base]);
    for (const [id, sim, colour] of runs) {
      const { rows, points } = sim.takeCrossings();
      if (!rows.length) continue;
      const width = 2 + this.columns.length;
      this.store.publish('crossings', { run: id, rows, width });
      if (this.countRows(id) >= MAX_LIVE_CROSSINGS) continue;
      this.keep(id, rows);
      this.plot.add(`run:${id}`, colour, this.pointsOf(rows, points), this.timesOf(rows, rows.length / width));
    }
    this.updateLegend();
    if (this.request && !this.request.asked) this.serveRequest();  // a lesson's request waits for the picture's range and region
  }

  timesOf(rows, n) {
    const width = 2 + this.columns.length, out = new Float64Array(n);
    for (let i = 0; i < n; ++i) out[i] = rows[i * width];
    return out;
  }

  keep(id, rows) {
    if (!this.rows.has(id)) this.rows.set(id, []);
    this.rows.get(id).push(rows);
  }

  countRows(id) {
    const chunks = this.rows.get(id);
    if (!chunks) return 0;
    const width = 2 + this.columns.length;
    return chunks.reduce((n, c) => n + c.length / width, 0);
  }

  updateLegend() {
    const parts = [t('section-legend-main', { count: count(this.countRows('main')) })];
    if (this.controller.base) parts.push(t('section-legend-base', { count: count(this.countRows('baseline')) }));
    if (this.orbits) parts.push(t('section-legend-orbits', { orbits: count(this.orbits) }));
    if (this.fill && this.fill.seeds.length) parts.push(t('section-legend-fill', { orbits: count(this.fill.seeds.length) }));
    const text = parts.join(' · ');
    if (this.legend.textContent !== text) this.legend.textContent = text;
  }

  scrub(d) {
    this.scrubbing = !!d.active;
    // A past moment: the runs' crossings up to it (seeded orbits have their own clocks and stay).
    // A moment of an earlier install: its crossings went with it (the section starts afresh at an install).
    this.plot.setUntil(d.active ? (d.earlier ? -Infinity : d.t) : null);
  }

  // ---- The clicker -------------------------------------------------------------------------------

  clicked(e) {
    const r = this.canvas.getBoundingClientRect();
    const p = this.plot.toData(e.clientX - r.left, e.clientY - r.top);
    if (!p) return;
    this.plot.setCrosshair(p);
    if (this.findMode || e.shiftKey) this.findOrbit(p.x, p.y); else this.seed(p.x, p.y);
  }

  /** Arrows move the crosshair (a fiftieth of the range; Shift: a fifth), Enter or Space seeds there. */
  key(e) {
    const range = this.plot.range || { x: [-1, 1], y: [-1, 1] };
    const c = this.plot.crosshair || { x: (range.x[0] + range.x[1]) / 2, y: (range.y[0] + range.y[1]) / 2 };
    const f = e.shiftKey ? 0.2 : 0.02;
    const dx = { ArrowLeft: -1, ArrowRight: 1 }[e.key] || 0, dy = { ArrowDown: -1, ArrowUp: 1 }[e.key] || 0;
    if (dx || dy) {
      const clamp = (v, /** @type {number[]} */ r) => Math.min(r[1], Math.max(r[0], v));
      this.plot.setCrosshair({ x: clamp(c.x + dx * f * (range.x[1] - range.x[0]), range.x), y: clamp(c.y + dy * f * (range.y[1] - range.y[0]), range.y) });
      this.say(t('section-crosshair', { x: fmt.fixed(this.plot.crosshair.x, 3), y: fmt.fixed(this.plot.crosshair.y, 3) }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.plot.setCrosshair(c);
      if (this.findMode) this.findOrbit(c.x, c.y); else this.seed(c.x, c.y);
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();  // the page's shortcuts (Space: play) do not fire while the section has focus
    this.plot.draw();
  }

  /** The state seeding starts from: the main run's first crossing (a state on the section), else its initial state. */
  reference() {
    const first = this.rows.get('main');
    return first && first.length ? Array.from(first[0].subarray(2, 2 + this.columns.length)) : this.seedReference;
  }

  /** Starts an orbit through (x, y) on the section at the main run's initial energy. */
  seed(x, y) {
    if (!this.section || !this.section.solve) { this.say(t('section-hint-no-seed')); return; }
    const { main } = this.controller;
    const id = String(++this.orbits);
    this.running.add(id);
    const seed = { values: [x, y], energy: this.seedEnergy, reference: this.reference() };
    this.seeds.set(id, seed);
    this.computer.seed({
      id, scenario: JSON.stringify(this.controller.json), seed,
      crossings: ORBIT_CROSSINGS, batchMs: ORBIT_BATCH_MS, spreadMs: this.spreadMs, integrator: main.integrator, h: main.stepSize,
      on: this.section.on, direction: this.section.direction,
    });
    this.say(t('section-seeding', { orbit: id, x: fmt.fixed(x, 3), y: fmt.fixed(y, 3) }));
    this.updateLegend();
  }

  // ---- The periodic orbit at a click and its manifolds (section-tangle.js; in the worker) -----------

  setFindMode(on) {
    this.findMode = on;
    this.findButton.setAttribute('aria-pressed', String(on));
    this.say(on ? t('section-tangle-hint') : this.section && this.section.solve ? t('section-hint-seed') : t('section-hint-no-seed'));
  }

  /** Asks the worker for the periodic orbit nearest (x, y) on the section at the run's energy. */
  findOrbit(x, y) {
    if (!this.section || !this.section.solve) { this.say(t('section-hint-no-seed')); return; }
    const { main } = this.controller;
    const id = `tangle${++this.tangleCount}`, seed = { values: [x, y], energy: this.seedEnergy, reference: this.reference() };
    // The drawing of the last orbit stays until this one is found (an error loses nothing).
    this.tangle = { id, seed, result: null, error: null, homoclinic: null, tangleSeed: null, done: false, t0: performance.now(), ms: null };
    const job = { id, scenario: JSON.stringify(this.controller.json), seed, integrator: main.integrator, h: main.stepSize,
      on: this.section.on, direction: this.section.direction, axes: this.axes, axisColumns: this.axisColumns,
      box: this.jobBox(), fixedX: this.plot.fixedX, velocityColumns: this.velocityColumns() };
    this.tangle.job = job;
    if (!this.computer.tangle(job)) { Object.assign(this.tangle, { done: true, error: t('section-tangle-no-worker') }); this.showTangle(); return; }
    this.say(t('section-tangle-computing', { x: fmt.fixed(x, 3), y: fmt.fixed(y, 3) }));
    this.showTangle();
  }

  /** The state columns of the run's velocities (its space's velocityPrefix + body + axis: ω1x … on (S²)ⁿ),
   *  which R = time reversal negates (symmetricHomoclinic, section-tangle.js); none where the space names none. */
  velocityColumns() {
    const space = this.controller.space, prefix = space && space.velocityPrefix;
    if (!prefix) return [];
    const pattern = new RegExp(`^${prefix}\\d+[xyz]$`);
    return this.columns.map((c, i) => (pattern.test(c) ? i : -1)).filter((i) => i >= 0);
  }

  dropTangle() {
    this.tangle = null;
    this.plot.setOverlay(null);
    this.showTangle();
    if (this.store.get('tangle')) this.store.publish('tangle', null);
  }

  /** The worker's answer: the orbit, its verdict and branches, or what went wrong (in words). */
  tangled(m) {
    const tg = this.tangle;
    if (!tg || m.id !== tg.id) return;
    tg.done = true;
    tg.ms = performance.now() - tg.t0;
    const [x, y] = tg.seed.values.map((v) => fmt.fixed(v, 3));
    if (m.error) {
      tg.error = t(m.stage === 'seed' ? 'section-tangle-no-state' : 'section-tangle-failed', { x, y, problem: m.error });
    } else {
      tg.result = m.result;
      const look = theme(), r = m.result;
      tg.homoclinic = r.homoclinic;  // symmetricHomoclinic's (section-tangle.js), or null
      tg.tangleSeed = tangleSeed(r, tg.job.box, { ...TANGLE_SEED, wrapX: !!tg.job.fixedX });
      const rings = [];
      for (let i = 0; i + 1 < r.orbitPoints.length; i += 2) rings.push([r.orbitPoints[i], r.orbitPoints[i + 1]]);
      const curves = r.branches.filter((b) => b.drawn).map((b) => ({ colour: b.kind === 'unstable' ? look.unstable : look.stable, points: b.points }));
      // The homoclinic motion's crossings, each a point of both manifolds: diamonds, the one described filled.
      const h = r.homoclinic, marks = h ? h.points.map(([x, y]) => ({ x, y, main: x === h.x && y === h.y })) : [];
      this.plot.setOverlay({ rings, curves, marks, label: this.verdict(r), wrapX: !!tg.job.fixedX });
    }
    this.showTangle();
    this.say(tg.error || (tg.result && this.verdict(tg.result)));  // the caption below says the rest
    this.serveRequest();
    this.publishTangle();
  }

  /** The store's 'tangle' (lesson-panel.js judges the tangle lesson from it): the orbit, its homoclinic
   *  point, and how many cells of a grid over the picture each of the request's two seeds has visited. */
  publishTangle() {
    const tg = this.tangle, r = this.request;
    if (!tg || !tg.done) return;
    const seeded = (id) => {
      const l = id && this.plot.layers.get(`orbit:${id}`);
      return l ? { count: l.n, cells: coverage(l.x, l.y, l.n, tg.job.box) } : null;
    };
    this.store.publish('tangle', { kind: tg.result ? tg.result.kind : null, error: tg.error, homoclinic: tg.homoclinic, tangleSeed: tg.tangleSeed,
      drawn: tg.result ? tg.result.branches.filter((b) => b.drawn).length : 0,
      seeds: r ? { tangle: seeded(r.tangleOrbit), island: seeded(r.islandOrbit) } : null });
  }

  /** "hyperbolic: μ = 540.8, 1/μ = 0.00185", "elliptic: |μ| = 1", or unstable only out of the picture's plane. */
  verdict(r) {
    const drawn = r.branches.filter((b) => b.drawn);
    const u = drawn.find((b) => b.kind === 'unstable'), s = drawn.find((b) => b.kind === 'stable');
    const num = (v) => (Math.abs(v) >= 0.01 && Math.abs(v) < 1e4 ? fmt.fixed(v, Math.abs(v) >= 10 ? 1 : 3) : fmt.sci(v, 2));
    if (u && s) return t('section-tangle-hyperbolic', { mu: num(u.multiplier), inverse: num(s.multiplier) });
    if (r.kind === 'elliptic') return t('section-tangle-elliptic');
    const [re, im] = r.multipliers[0];
    // A complex quadruplet off the unit circle (the core's kind "complex_unstable", its note): no real
    // eigenvector, so 2-dimensional manifolds and no curve to draw; else unstable only off the plane.
    return t(r.kind === 'complex_unstable' ? 'section-tangle-complex' : 'section-tangle-off-plane', { mu: num(Math.hypot(re, im)) });
  }

  tangleText() {
    const tg = this.tangle, r = tg.result;
    return t('section-tangle-caption', { verdict: this.verdict(r), period: fmt.fixed(r.period, 4),
      x: fmt.fixed(r.orbitPoints[0], 4), y: fmt.fixed(r.orbitPoints[1], 4), branches: count(r.branches.filter((b) => b.drawn).length),
      seconds: fmt.fixed(tg.ms / 1000, 1) }) + this.homoclinicText(r.homoclinic);
  }

  /** The caption's sentence on the homoclinic point (symmetricHomoclinic), or '' when none was found. */
  homoclinicText(h) {
    if (!h) return '';
    return ' ' + t(h.sin == null ? 'section-tangle-homoclinic-plain' : 'section-tangle-homoclinic', { x: fmt.fixed(h.x, 3), y: fmt.fixed(h.y, 3),
      sin: h.sin == null ? '' : fmt.fixed(h.sin, 2), points: count(h.points.length), closest: fmt.sci(h.closest, 1) });
  }

  /** The caption under the picture (also the canvas's description for a screen reader). */
  showTangle() {
    const tg = this.tangle;
    this.tangleCaption.hidden = !tg;
    const text = !tg ? '' : tg.error ? tg.error : !tg.done ? t('section-tangle-computing', { x: fmt.fixed(tg.seed.values[0], 3), y: fmt.fixed(tg.seed.values[1], 3) })
      : this.tangleText();
    if (this.tangleCaption.textContent !== text) this.tangleCaption.textContent = text;
    const ids = [this.ftleToggle.checked ? 'section-ftle-caption' : '', tg ? 'section-tangle-caption' : ''].filter(Boolean).join(' ');
    if (ids) this.canvas.setAttribute('aria-describedby', ids); else this.canvas.removeAttribute('aria-describedby');
  }

  /** A lesson's request (store 'sectionRequest': { at: [x, y], island: [x, y] }): the orbit at `at` once the
   *  section is watched; then an orbit from a point of its unstable manifold beside it (tangleSeed) and
   *  one from `island` (lesson-panel.js judges how far each wanders). */
  serveRequest() {
    const r = this.request;
    if (!r || !this.section || !this.section.solve || !this.controller.main || !this.plot.range) return;
    if (!r.asked) {
      // The orbit's box is the filling's region (jobBox): wait for its scan unless there is none coming.
      if (this.fill && !this.fill.region && !this.fill.done) return;
      r.asked = true;
      this.findOrbit(r.at[0], r.at[1]);
      return;
    }
    const tg = this.tangle;
    if (r.seeded || !tg || !tg.done || !tg.tangleSeed || !r.island) return;
    r.seeded = true;
    this.seed(tg.tangleSeed.x, tg.tangleSeed.y);
    r.tangleOrbit = String(this.orbits);
    this.seed(r.island[0], r.island[1]);
    r.islandOrbit = String(this.orbits);
  }

  /** A message from the orbit computer: a batch of an orbit's crossings, or why there is none. */
  received(m) {
    if (m.type === 'tangle') { this.tangled(m); return; }
    if (m.type === 'fill' || (m.id && String(m.id).startsWith('fill'))) { this.filled(m); return; }
    if (m.type === 'ftle') { this.shaded(m); return; }
    if (!this.running.has(m.id)) return;  // cleared meanwhile
    if (m.type === 'error') {
      this.running.delete(m.id);
      this.say(t('section-no-state', { orbit: m.id, problem: m.message }));
      return;
    }
    if (m.rows.length) {
      this.keep(m.id, m.rows);
      this.plot.add(`orbit:${m.id}`, ORBIT_COLOURS[(Number(m.id) - 1) % ORBIT_COLOURS.length], this.pointsOf(m.rows, m.points),
        this.timesOf(m.rows, m.rows.length / (2 + this.columns.length)));
    }
    if (m.done) {
      this.running.delete(m.id);
      this.say(t('section-orbit-done', { orbit: m.id, count: count(this.countRows(m.id)) }));
    }
    if (this.request && (m.id === this.request.tangleOrbit || m.id === this.request.islandOrbit)) this.publishTangle();
  }

  // ---- Self-filling and the FTLE shading (section-ftle.js; both in the worker) ----------------------

  /** What the worker needs to find the section's states at the run's energy. */
  regionJob() {
    return { scenario: JSON.stringify(this.controller.json), reference: this.reference(), energy: this.seedEnergy,
      box: this.rangeNow(), fixedX: this.plot.fixedX };
  }

  /** The box a tangle job's chords and distances are shares of (its refinement's maxGap, symmetricHomoclinic,
   *  tangleSeed): the section's admissible region once the self-filling has scanned it, the same whenever
   *  the view opens on this run; else the plot's range now, which grows with the crossings. */
  jobBox() {
    const region = this.fill && this.fill.region;
    return region ? { x: [region.x[0], region.x[1]], y: [region.y[0], region.y[1]] } : this.rangeNow();
  }

  /** The plot's range now, as a copy: the range grows with the runs' crossings (section-plot.js include),
   *  and a job keeps the box it was computed in (the worker got a copy when it was sent; the tangle's
   *  crossing search and a test's replay in Node read the job's). */
  rangeNow() {
    const r = this.plot.range || { x: [-1, 1], y: [-1, 1] };
    return { x: [r.x[0], r.x[1]], y: [r.y[0], r.y[1]] };
  }

  /** Fills the section with short orbits from seeds spread over its region, so the first look shows
   *  islands and sea. Once per run and section (a new system or energy fills again); Clear removes them. */
  startFill() {
    if (!this.section || !this.section.solve) return;
    const { main } = this.controller;
    const id = `fill${++this.fillCount}`;
    this.fill = { id, seeds: [], region: null, running: new Set(), crossings: 0, done: false, t0: performance.now(), ms: null };
    const orbit = { scenario: JSON.stringify(this.controller.json), crossings: FILL_CROSSINGS, batchMs: ORBIT_BATCH_MS,
      // The clicked orbits' pace (crossings per wall second), so the filling leaves the page its frames too.
      spreadMs: (this.spreadMs * FILL_CROSSINGS) / ORBIT_CROSSINGS, integrator: main.integrator, h: main.stepSize,
      on: this.section.on, direction: this.section.direction };
    if (!this.computer.fill({ id, ...this.regionJob(), orbit })) Object.assign(this.fill, { done: true, unavailable: 'main-thread' });
  }

  /** The worker's answer about the self-filling: its region and seeds, an orbit's batch, or a seed it refused. */
  filled(m) {
    const f = this.fill;
    if (!f || !String(m.id).startsWith(f.id) || f.cleared) return;
    if (m.type === 'fill') {
      f.region = m.region;
      f.seeds = m.seeds;
      m.seeds.forEach((_, k) => f.running.add(`${f.id}:${k + 1}`));
      if (this.request && !this.request.asked) this.serveRequest();
    } else if (m.type === 'error') {
      f.running.delete(m.id);
    } else {
      if (m.points.length) {
        this.plot.add(`fill:${m.id}`, '', this.pointsOf(m.rows, m.points), this.timesOf(m.rows, m.rows.length / (2 + this.columns.length)));
        f.crossings += m.points.length / 2;
      }
      if (m.done) f.running.delete(m.id);
    }
    if (!f.running.size && !f.done) { f.done = true; f.ms = performance.now() - f.t0; }
    this.updateLegend();
  }

  setShading(on) {
    if (on) { if (!this.ftle && this.shown) this.startFtle(); } else {
      this.computer.cancel('ftle');
      this.ftle = null;
      this.plot.setShade(null);
    }
    this.showShading();
  }

  /** Shades the section by the largest finite-time Lyapunov exponent on a grid over its region. */
  startFtle() {
    if (!this.section || !this.section.solve) { this.say(t('section-hint-no-seed')); return; }
    const { main } = this.controller;
    const id = `ftle${++this.ftleCount}`, n = this.ftleGrid;
    this.ftle = { id, grid: null, values: [], shown: null, canvas: null, computed: 0, blank: 0, min: null, max: null, done: false,
      error: null, t0: performance.now(), ms: null };
    const job = { id, ...this.regionJob(), region: this.fill && this.fill.region, integrator: main.integrator, h: main.stepSize, n };
    if (!this.computer.ftle(job)) { Object.assign(this.ftle, { done: true, error: t('section-ftle-no-worker') }); this.say(this.ftle.error); }
    this.showShading();
  }

  /** A batch of the shading: its grid first, then cells (coarse to fine, each painting its block until finer ones come). */
  shaded(m) {
    const f = this.ftle;
    if (!f || m.id !== f.id) return;
    if (m.error) { Object.assign(f, { done: true, error: t('section-ftle-unavailable', { problem: m.error }) }); this.say(f.error); }
    if (m.grid !== undefined && !m.grid && !f.error) { Object.assign(f, { done: true, error: t('section-ftle-no-region') }); this.say(f.error); }
    if (m.grid) {
      f.grid = m.grid;
      f.values = new Array(m.grid.nx * m.grid.ny).fill(null);
      f.shown = new Float64Array(m.grid.nx * m.grid.ny).fill(NaN);  // a cell's colour until its own value comes (NaN: blank)
      f.canvas = Object.assign(document.createElement('canvas'), { width: m.grid.nx, height: m.grid.ny });
      this.plot.setShade({ canvas: f.canvas, box: { x: m.grid.x, y: m.grid.y } });
    }
    if (f.grid && m.cells && m.cells.length) {
      const { nx, ny } = f.grid;
      for (const [k, v, side] of m.cells) {
        f.values[k] = v;
        ++f.computed;
        if (v == null) ++f.blank;
        else { f.min = f.min == null ? v : Math.min(f.min, v); f.max = f.max == null ? v : Math.max(f.max, v); }
        const i = k % nx, j = Math.floor(k / nx);
        for (let jj = j; jj < Math.min(ny, j + side); ++jj) for (let ii = i; ii < Math.min(nx, i + side); ++ii) f.shown[jj * nx + ii] = v == null ? NaN : v;
      }
      this.paintShade();
    }
    if (m.done && !f.done) {
      f.done = true;
      f.ms = performance.now() - f.t0;
      if (!f.error) this.say(t('section-ftle-done', { cells: count(f.computed - f.blank), seconds: fmt.fixed(f.ms / 1000, 1) }));
    }
    this.showShading();
  }

  /** The shade's pixels (one a cell, row 0 at the top) from the cells' values, on the present scale. */
  paintShade() {
    const f = this.ftle, { nx, ny } = f.grid, g = f.canvas.getContext('2d'), img = g.createImageData(nx, ny);
    for (let j = 0; j < ny; ++j) {
      for (let i = 0; i < nx; ++i) {
        const v = f.shown[j * nx + i];
        if (Number.isNaN(v)) continue;
        const [r, gr, b] = ftleColour(v, f.min, f.max), p = 4 * ((ny - 1 - j) * nx + i);
        img.data[p] = r; img.data[p + 1] = gr; img.data[p + 2] = b; img.data[p + 3] = 200;
      }
    }
    g.putImageData(img, 0, 0);
    this.plot.dirty = true;
  }

  /** The colour bar and its words (also the canvas's description for a screen reader). */
  showShading() {
    const f = this.ftle, on = this.ftleToggle.checked;
    this.ftleBar.hidden = !on;
    this.showTangle();  // the canvas's description: the shading's caption and the orbit's
    if (!on) return;
    const ready = f && f.min != null;
    this.ftleLo.textContent = ready ? t('section-ftle-value', { value: fmt.fixed(f.min, 2) }) : '';
    this.ftleHi.textContent = ready ? t('section-ftle-value', { value: fmt.fixed(f.max, 2) }) : '';
    const text = f && f.error ? f.error : !ready ? t('section-ftle-computing')
      : t('section-ftle-caption', { window: fmt.fixed(f.grid.window, 0), min: fmt.fixed(f.min, 2), max: fmt.fixed(f.max, 2),
        done: count(f.computed), cells: count(f.grid.nx * f.grid.ny) });
    if (this.ftleCaption.textContent !== text) this.ftleCaption.textContent = text;
  }

  clearOrbits() {
    this.computer.cancel('orbits');  // the clicked and the self-filling orbits; the shading goes on
    this.running.clear();
    for (const id of [...this.rows.keys()]) if (id !== 'main' && id !== 'baseline') this.rows.delete(id);
    this.plot.clear('orbit:');
    this.plot.clear('fill:');
    if (this.fill) Object.assign(this.fill, { seeds: [], running: new Set(), done: true, cleared: true });
    this.plot.setCrosshair(null);
    this.orbits = 0;
    this.seeds.clear();
    this.dropTangle();
    this.request = null;
    this.updateLegend();
    this.say(t('section-cleared'));
  }

  // ---- Export ------------------------------------------------------------------------------------

  /** The CSV: a provenance comment, then one row per crossing: orbit id, t, energy, state columns. */
  csv() {
    const meta = this.csvMeta();
    const head = [`# geovi ${meta.geovi_version}; scenario ${meta.scenario}; integrator ${meta.integrator}; h ${meta.h}; section ${this.section ? `${this.section.on} ${this.section.direction}` : ''}`,
      ['orbit', 't', 'energy', ...this.columns].join(',')];
    const lines = [];
    for (const [id, chunks] of this.rows) {
      const width = 2 + this.columns.length;
      for (const c of chunks) for (let i = 0; i < c.length; i += width) lines.push(`${id},${Array.from(c.subarray(i, i + width), String).join(',')}`);
    }
    return `${[...head, ...lines].join('\n')}\n`;
  }

  exportCsv() {
    download(`${this.controller.fileStem()}-section.csv`, new Blob([this.csv()], { type: 'text/csv' }));
  }

  /** For tests and the lesson: the crossings of each orbit id, as rows of numbers. */
  debug() {
    const out = {};
    const width = 2 + this.columns.length;
    for (const [id, chunks] of this.rows) {
      const rows = [];
      for (const c of chunks) for (let i = 0; i < c.length; i += width) rows.push(Array.from(c.subarray(i, i + width)));
      out[id] = rows;
    }
    return { section: this.section, columns: [...this.columns], rows: out, running: [...this.running], mode: this.computer.mode,
      seeds: Object.fromEntries(this.seeds), crosshair: this.plot.crosshair, range: this.plot.range, drawMs: this.drawMs,
      // The plot's size in CSS px (what toPixel maps into), set when it fits its box (a view just shown may not have yet).
      size: [this.plot.width, this.plot.height],
      seedEnergy: this.seedEnergy, points: Object.fromEntries([...this.plot.layers].map(([k, l]) => [k, l.n])),
      visible: Object.fromEntries([...this.plot.layers.keys()].map((k) => [k, this.plot.visible(k)])), until: this.plot.until,
      // The orbits' pacing (section-orbits.js, ORBIT_SPREAD_MS); the bench sets 0 to compare.
      spreadMs: this.spreadMs, pace: (/** @type {number} */ ms) => { this.spreadMs = Math.max(0, Number(ms) || 0); },
      // Self-filling and the FTLE shading (docs/section-view.md); shadeGrid(n) sets the grid for the next shading (the bench: 100).
      fill: this.fill && { seeds: this.fill.seeds, region: this.fill.region, running: [...this.fill.running], crossings: this.fill.crossings,
        done: this.fill.done, ms: this.fill.ms, unavailable: this.fill.unavailable || null, points: this.fill.seeds.reduce((n, _, k) => n + (this.plot.count(`fill:${this.fill.id}:${k + 1}`)), 0) },
      ftle: this.ftle && { values: this.ftle.values, grid: this.ftle.grid, min: this.ftle.min, max: this.ftle.max, done: this.ftle.done,
        computed: this.ftle.computed, blank: this.ftle.blank, ms: this.ftle.ms, error: this.ftle.error },
      // The periodic orbit at a click (section-tangle.js; tests and the tangle lesson).
      tangle: this.tangle && { id: this.tangle.id, seed: this.tangle.seed, done: this.tangle.done, error: this.tangle.error, ms: this.tangle.ms,
        box: this.tangle.job.box, wrapX: !!this.tangle.job.fixedX, homoclinic: this.tangle.homoclinic, tangleSeed: this.tangle.tangleSeed,
        ...(this.tangle.result || {}), caption: this.tangleCaption.textContent },
      tangleJob: this.tangle && this.tangle.job, overlay: this.plot.overlay, look: { unstable: theme().unstable, stable: theme().stable },
      find: (/** @type {number} */ x, /** @type {number} */ y) => this.findOrbit(x, y),
      toPixel: (/** @type {number} */ x, /** @type {number} */ y) => this.plot.toPixel(x, y),
      request: this.request ? { tangleOrbit: this.request.tangleOrbit || null, islandOrbit: this.request.islandOrbit || null } : null,
      shadeGrid: (/** @type {number} */ n) => { this.ftleGrid = Math.max(2, Math.min(200, Math.round(Number(n)) || FTLE_GRID)); } };
  }
}
