// The run controller: owns the two runs (the main one and, in compare mode, the
// baseline started from the same state), the scenario they were built from, and
// the clock. Panels never touch each other; they listen to its events and call
// its methods, and share what one makes for others through the page's store
// (store.js: the record, the timeline, scrub, theme, mark, health, phase, crossings).
// Only the controller emits its events (docs/architecture.md, "The page"):
//
//   installed  a new pair of runs is in place          detail: { main, base, settings, preset, json, baseJson }
//              (baseJson: the scenario object the baseline was built from, json itself unless perturbed)
//              (`preset` is the object the scenario came from: a preset file, or, for a system that is not
//              a preset (settings.scenario null), the scenario as it was opened: openScenario())
//   stepped    the runs advanced (one frame's batch)    detail: { steps, diagnostics: { main, base } }
//   dragged    the state was set by hand (during a drag)   detail: { injected: ΔE so far }
//   rebased    a drag ended: E₀ is the new state's      detail: {}
//   failed     a run threw                              detail: { error, where, run: 'main' | 'base' }
//              (where: null, or { integrator } of the run that threw, and { time } where a baseline stopped)
//              (the main run's failure stops the clock; a failed baseline stops alone and the
//              main run goes on, so a lesson can show a method breaking down beside one that does not)
//   lesson     a lesson is being opened                 detail: { lesson }
//   notice     something the user should read           detail: { message }
//   playing    the clock started or stopped             detail: { playing }
//   settings   a run setting changed (URL, pickers, the course API's locks)   detail: { settings }
//   frame      an animation frame: the runs advanced, panels draw at their cadence   detail: { index, playing }
//   state-set  both runs' states were set (a drag, the course API, a branch)   detail: { values, base, time }
//              (time undefined: at the current time; a branch gives the recorded moment's; run-recording.js)
//   view       the view beside the 3-D scene changed    detail: { view: 'scene' | 'momentum' | 'section' }
//              (also once after each 'installed'; a view the new run does not offer falls back to 'scene')
//
// Clock: each animation frame adds (wall dt × speed) to a time debt and runs
// floor(debt / h) steps in ONE advance() call per run. The catch-up is capped
// two ways, so a slow or hidden tab never spirals: wall dt counts at most
// MAX_FRAME_DT per frame, and a frame runs at most as many steps as fit in
// FRAME_BUDGET_MS of measured step cost, or in half the frame's wall interval
// when frames are slower than that anyway (software GL, a projector laptop's
// weak GPU): then physics and drawing share the frame, and a run whose steps
// are fast enough still keeps 1× real time. Since physics takes at most half
// of the previous interval, the interval settles at no more than twice the
// drawing time. The excess debt is dropped (the run then goes slower than real
// time, and the page says so: "physics ms/frame" and the achieved "× real time").
import { applyEdits, diffEdits } from './url-state.js';
import { loadDataJson } from './data-source.js';
import { t, fmt } from './i18n.js';
import { spaceModule } from './spaces/index.js';

// The scenario with each numeric leaf at `path` moved by δ (a lesson's perturbed copy).
function perturbed(json, perturb) {
  const out = structuredClone(json);
  for (const [path, delta] of Object.entries(perturb)) {
    const keys = path.split('.');
    let node = out;
    for (let i = 0; i < keys.length - 1; ++i) node = node[keys[i]];
    node[keys[keys.length - 1]] += delta;
  }
  return out;
}

/** Whether settings ask for more than a preset as its file has it (edits, an integrator, h, compare, a perturbation). */
const hasOwnSettings = (s) => Object.keys(s.edits || {}).length > 0 || s.integrator != null || s.h != null || s.compare != null || s.perturb != null;


const MAX_FRAME_DT = 0.25;   // s of wall time a single frame may account for
const FRAME_BUDGET_MS = 12;  // wall time per frame we allow advance() to take (both runs)

/** What the user chose for a run; null means "the preset's". For `compare`, null is the preset's
 *  default comparison (its `compare` field, if any) and 'off' is none. `perturb` ({path: δ}) is added
 *  to the baseline's scenario only: a lesson's perturbed copy of the main run. `scenario` is the
 *  preset's name, or null for a system that is not a preset; then `source` says where it came from
 *  ('link' | 'file' | 'address' | 'editor' | 'api') and `sourceName` names the file or the address. */
export const RUN_DEFAULTS = Object.freeze({ scenario: null, integrator: null, h: null, compare: null, edits: {}, perturb: null,
  source: null, sourceName: null });

/** Why a scenario that is not a preset was refused, naming where it came from (`problem`: the core's reason). */
function refusal({ source, sourceName }, problem) {
  const name = sourceName ? String(sourceName).slice(0, 200) : '';
  if (source === 'link') return t('refused-link', { problem });
  if (source === 'file') return t('refused-file', { name, problem });
  if (source === 'address') return name ? t('refused-address', { address: name, problem }) : t('refused-address-unnamed', { problem });
  if (source === 'api') return t('refused-api', { problem });
  return t('refused-editor', { problem });
}

/** @typedef {import('geovi').Simulation} Simulation */

export class RunController extends EventTarget {
  /** @param {typeof import('geovi')} api the JS API (wasm/geovi.d.ts) @param {import('geovi').GeoviModule} module
   *  @param {{ catalogue?: any }} [options] catalogue: the core's catalogue as the site builder wrote it
   *  from the same module (data-source.js loadCatalogue), else asked of the module (tens of ms at start) */
  constructor(api, module, { catalogue = null } = {}) {
    super();
    this.api = api;
    this.module = module;
    this.catalogue = catalogue || api.catalogue(module);
    /** @type {Simulation | null} the main run */
    this.main = null;
    /** @type {Simulation | null} the baseline in compare mode */
    this.base = null;
    /** @type {string | null} the baseline's integrator (the user's choice or the preset's default) */
    this.baselineName = null;
    /** @type {string | null} the baseline's controller when it is one (control.baseline), not an integrator */
    this.baselineController = null;
    this.preset = null;
    this.json = null;
    /** The scenario object the baseline was built from (json unless perturbed or another controller), or null. */
    this.baseJson = null;
    this.settings = { ...RUN_DEFAULTS };
    this.e0 = 0;  // the energy the drift is measured from: at the start, and again after a drag
    this.speed = 1;
    this.playing = false;
    this.paused = false;  // held by a drag: the clock does not run, whatever `playing` says
    this.debt = 0;
    this.msPerStep = 0.01;
    this.perf = { ms: 0, realtime: 0 };
    /** The view shown beside the 3-D scene (panels/views.js VIEWS), and the one asked for (kept for a later run that offers it). */
    this.view = 'scene';
    this.wantedView = 'scene';
  }

  emit(type, detail = {}) { this.dispatchEvent(new CustomEvent(type, { detail })); }
  /** An animation frame (app.js): after tick(), the panels draw at their own cadence. */
  frame(index) { this.emit('frame', { index, playing: this.playing }); }
  /** The settings changed outside the pickers (the course API's locks): the permalink is written again. */
  settingsChanged() { this.emit('settings', { settings: this.settings }); }
  /** @param {string} type @param {(detail: any) => void} f */
  on(type, f) { this.addEventListener(type, (e) => f(/** @type {CustomEvent} */ (e).detail)); }

  /** The catalogue's description of the main run's configuration space. */
  get space() { return this.main ? this.catalogue.spaces.find((s) => s.name === this.main.kind) : null; }

  /** The numeric edits of the open scenario against its preset (for the permalink). */
  get edits() { return this.preset && this.json ? diffEdits(this.preset, this.json) : { edits: {}, complete: true }; }

  /** The open scenario object when a link must carry it whole (s=): a system that is not a preset,
   *  or a preset edited beyond its numbers; null when ?scenario= and ?set= describe it. */
  get portableScenario() {
    return this.json && (!this.settings.scenario || !this.editsComplete) ? this.json : null;
  }

  fetchPreset(id) { return loadDataJson('scenarios', id); }

  /** Opens a preset with the given run settings. On failure the current runs are kept. */
  async open(change) {
    const settings = { ...this.settings, source: null, sourceName: null, ...change };
    let preset, json;
    try {
      preset = await this.fetchPreset(settings.scenario);
    } catch (e) {
      if (this.main) { this.notice(String(e.message || e)); return false; }
      this.settings.scenario = settings.scenario;  // what was asked for, shown with the error
      this.fail(e);
      return false;
    }
    try {
      json = applyEdits(preset, settings.edits);
    } catch (e) {
      if (this.main) { this.notice(t('notice-kept', { problem: e.message })); return false; }
      json = structuredClone(preset);
      settings.edits = {};
      setTimeout(() => this.notice(t('notice-opened-without-edits', { problem: e.message })));
    }
    if (this.install(settings, preset, json, { report: !!this.main || !hasOwnSettings(settings) })) return true;
    if (this.main || !hasOwnSettings(settings)) return false;
    // Nothing runs yet and the core refused the link's settings or edits: the preset as its file has it.
    const refused = this.refused;
    const plain = { ...settings, integrator: null, h: null, compare: null, edits: {}, perturb: null };
    if (!this.install(plain, preset, structuredClone(preset))) return false;
    this.notice(t('notice-opened-preset-as-filed', { problem: refused, scenario: settings.scenario }));
    return false;
  }

  /**
   * Opens a scenario that is not a preset (a link's s=, a file, an address, the system editor): the
   * object becomes its own reference ("preset"), settings.scenario is null, and change.source says
   * where it came from ('link' | 'file' | 'address' | 'editor' | 'api'; change.sourceName the file or the
   * address). change may also carry integrator, h, compare. When the core refuses it, the current
   * runs are kept and a notice names the field; returns whether it opened (this.refused says why not).
   */
  async openScenario(json, change = {}) {
    const settings = { ...RUN_DEFAULTS, source: 'editor', ...change, scenario: null, edits: {}, perturb: null };
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      this.refused = refusal(settings, t('refused-not-scenario'));
      this.notice(this.main ? t('notice-kept', { problem: this.refused }) : this.refused);
      return false;
    }
    const source = settings;
    if (this.install(settings, structuredClone(json), structuredClone(json), { source, report: false })) return true;
    if (this.main) return false;
    const refused = this.refused;
    if (hasOwnSettings(settings)) {
      // Nothing runs yet and the core refused the link's integrator, h or compare: the scenario with its own.
      const plain = { ...settings, integrator: null, h: null, compare: null };
      if (this.install(plain, structuredClone(json), structuredClone(json), { source, report: false })) {
        this.notice(t('notice-opened-own-settings', { problem: refused }));
        return true;
      }
    }
    this.refused = refused;
    this.notice(refused);
    return false;
  }

  /** Rebuilds the runs with changed settings (and optionally an edited scenario object). */
  rebuild(change = {}, json = this.json) {
    if (!this.preset || !json) return false;
    return this.install({ ...this.settings, ...change }, this.preset, json);
  }

  // Builds the run(s); only when that succeeds are the old ones replaced. On failure this.refused
  // says why (the core's kind and message, naming the field; for a scenario that is not a preset,
  // `source` ({ source, sourceName }) says where it came from); with runs open they are kept and a
  // notice says so; with none, report: the run fails visibly (the error panel), else the caller falls back.
  // `runs`: runs already built from these settings (a replayed run file, timeline-panel.js) to adopt.
  install(settings, preset, json, { source = null, report = true, baseJson = null, runs = null } = {}) {
    /** @type {Simulation | null} */
    let main = null, base = null;
    // A controlled system may be compared with another controller (docs/control.md): `compare` naming
    // one, or by default the scenario's control.baseline. The baseline is then that controller with
    // the same integrator and h; otherwise `compare` names an integrator.
    const controllerNames = (this.catalogue.controllers || []).map((c) => c.name);
    const ownBaseline = json.control && typeof json.control.baseline === 'string' && !preset.compare ? json.control.baseline : null;
    const controlBaseline = !json.control ? null
      : settings.compare == null ? ownBaseline : controllerNames.includes(settings.compare) ? settings.compare : null;
    const baselineName = controlBaseline ? null : settings.compare === 'off' ? null : settings.compare || preset.compare || null;
    if (runs) ({ main, base } = runs);
    else try {
      main = new this.api.Simulation(this.module, json, { integrator: settings.integrator || undefined, h: settings.h == null ? undefined : settings.h });
      if (controlBaseline) {
        baseJson = baseJson || { ...json, control: { ...json.control, type: controlBaseline } };
        base = new this.api.Simulation(this.module, baseJson, { integrator: main.integrator, h: main.stepSize });
      } else if (baselineName) {
        try {
          baseJson = baseJson || (settings.perturb ? perturbed(json, settings.perturb) : json);
          base = new this.api.Simulation(this.module, baseJson, { integrator: baselineName, h: main.stepSize });
        } catch (e) {
          e.message = t('refused-baseline', { name: baselineName, problem: e.message });
          throw e;
        }
      }
    } catch (e) {
      if (main) main.dispose();
      const problem = `${e.kind ? `${e.kind}: ` : ''}${e.message}`;
      this.refused = source ? refusal(source, problem) : problem;
      if (this.main) { this.notice(t('notice-kept', { problem: this.refused })); return false; }
      if (report) this.fail(e);
      return false;
    }
    if (this.main) this.main.dispose();
    if (this.base) this.base.dispose();
    Object.assign(this, { main, base, preset, json, baseJson: base ? baseJson : null, settings: { ...settings }, e0: main.energy, msPerStep: 0.01, perf: { ms: 0, realtime: 0 },
      baseFailure: null, baselineName: base ? baselineName : null, baselineController: base ? controlBaseline : null });
    const edits = this.edits;
    this.settings.edits = edits.edits;
    this.editsComplete = edits.complete;
    this.emit('installed', { main, base, settings: this.settings, preset, json, baseJson: base ? baseJson : null });
    // A step longer than the scenario's whole run (issue 48): `geovi run` refuses it (exit 2, naming h);
    // the page's runs go on past t_end, so it runs, and says so.
    if (main.tEnd > 0 && main.stepSize > main.tEnd)
      this.notice(t('notice-step-longer-than-run', { h: fmt.plain(main.stepSize), tEnd: fmt.plain(main.tEnd) }));
    this.showView();
    this.emit('settings', { settings: this.settings });
    this.setPlaying(true);
    return true;
  }

  /** What the baseline run is called in legends: its controller, else its integrator. */
  get baselineLabel() { return this.baselineController || this.baselineName; }

  /** The baselines offered for the main run: every other integrator the core says
   *  applies to this model; the variational ones only where the space offers them (spaces/*.js). */
  baselineNames() {
    if (!this.main) return [];
    const { kind, integrator } = this.main;
    const family = (n) => (this.catalogue.integrators.find((i) => i.name === n && i.space === kind) || {}).family;
    const integrators = this.main.applicableIntegrators.filter((n) => n !== integrator && (spaceModule(kind).baseline.variational || family(n) !== 'variational'));
    // Under a controller, the other controllers that follow the same kind of trajectory come first.
    const control = this.json && this.json.control;
    const own = control && (this.catalogue.controllers || []).find((c) => c.name === control.type);
    const controllers = own ? this.catalogue.controllers.filter((c) => c.name !== own.name && c.tracksAttitude === own.tracksAttitude
      && c.carriesLoad === own.carriesLoad).map((c) => c.name) : [];
    return [...controllers, ...integrators];
  }

  defaultBaseline() {
    const names = this.baselineNames();
    const preferred = this.main && spaceModule(this.main.kind).baseline.preferred;
    return preferred && names.includes(preferred) ? preferred : names[0] || null;
  }

  /** The views the main run offers beside the 3-D scene ('scene' alone is the scene without one):
   *  those its space's module lists (the momentum sphere for a rigid body, the Poincaré section for every system). */
  get views() {
    if (!this.main) return ['scene'];
    return [...spaceModule(this.main.kind).views];
  }

  /** Asks for a view (one of VIEWS); one this run does not offer shows the scene alone until a run offers it. */
  setView(view) {
    this.wantedView = view;
    this.showView();
  }

  showView() {
    this.view = this.views.includes(this.wantedView) ? this.wantedView : 'scene';
    this.emit('view', { view: this.view });
  }

  setPlaying(on) {
    this.playing = on && !!this.main;
    this.debt = 0;
    this.emit('playing', { playing: this.playing });
  }

  setSpeed(s) {
    this.speed = s;
    this.debt = 0;
    this.emit('settings', { settings: this.settings });
  }

  notice(message) { this.emit('notice', { message }); }

  fail(error, where = null) {
    this.setPlaying(false);
    this.emit('failed', { error, where, run: 'main' });
  }

  /** Opens a lesson (lessons.js, validated): its preset and settings in one go. */
  openLesson(lesson) {
    this.emit('lesson', { lesson });
    this.setSpeed(lesson.settings.speed);
    const { integrator, compare, h, view } = lesson.settings;
    if (view) this.setView(view);  // shown once the lesson's runs are installed (showView after 'installed')
    return this.open({ scenario: lesson.scenario, integrator, compare, h, edits: lesson.edits || {}, perturb: lesson.perturb || null });
  }

  /** Runs n steps of every run; returns the wall milliseconds spent. */
  advance(n) {
    const t0 = performance.now();
    const before = this.main.stepCount;
    try {
      this.main.advance(n);
    } catch (e) {
      // The main run stopped after the steps it could take: the baseline takes as many, so that
      // both stay at one global step (a run file saved now replays to the bit, docs/timeline.md).
      n = this.main.stepCount - before;
      this.fail(e, { integrator: this.main.integrator });
    }
    if (this.base && !this.baseFailure && n > 0) {
      try {
        this.base.advance(n);
      } catch (e) {
        // The baseline stops where it broke down; the main run goes on beside it.
        this.baseFailure = { t: this.base.time, error: e };
        this.emit('failed', { error: e, where: { integrator: this.baselineLabel, time: fmt.fixed(this.base.time, 3) }, run: 'base' });
      }
    }
    const ms = performance.now() - t0;
    // Read once across the wasm boundary, for every panel that judges or records the batch.
    const diagnostics = { main: this.main.diagnostics(), base: this.base ? this.base.diagnostics() : null };
    this.emit('stepped', { steps: n, diagnostics });
    return ms;
  }

  /** One step while paused (the "Step" button). */
  singleStep() {
    if (!this.playing && this.main) this.advance(1);
  }

  /** Advances the runs by one frame of wall time dtWall (s); true when they moved. */
  tick(dtWall) {
    if (!this.main || !this.playing || this.paused) return false;
    const dt = Math.min(dtWall, MAX_FRAME_DT);
    const h = this.main.stepSize;
    this.debt += dt * this.speed;
    let steps = Math.floor(this.debt / h + 1e-9);
    const budgetMs = Math.max(FRAME_BUDGET_MS, 500 * dt);
    const budget = Math.max(1, Math.floor(budgetMs / this.msPerStep));
    if (steps > budget) {  // cap the catch-up: drop what does not fit in this frame
      steps = budget;
      this.debt = steps * h;
    }
    if (steps <= 0) { this.perf.ms *= 0.95; return false; }
    const ms = this.advance(steps);
    this.msPerStep = 0.8 * this.msPerStep + 0.2 * Math.max(ms / steps, 1e-4);
    this.debt = Math.max(0, this.debt - steps * h);
    this.perf.ms = 0.9 * this.perf.ms + 0.1 * ms;
    if (dt > 0) this.perf.realtime = 0.95 * this.perf.realtime + 0.05 * ((steps * h) / dt);
    return true;
  }

  /** Holds the clock while the state is replaced by hand (a drag), then lets it
   *  go: the energy reference moves to the new state, since the hand did work. */
  hold(on) {
    this.paused = on;
    this.debt = 0;
    if (on) {
      this.wasPlaying = this.playing;
      this.handE0 = this.main.energy;
      this.setPlaying(false);
      return;
    }
    this.e0 = this.main.energy;
    this.emit('rebased', {});
    if (this.wasPlaying) this.setPlaying(true);
  }

  /** The state was just set by hand (Simulation.setState on both runs with `values`). */
  movedByHand(values) {
    if (values) this.emit('state-set', { values, base: values, time: undefined });
    this.emit('dragged', { injected: this.main.energy - this.handE0 });
  }

  /** Sets both runs' states (ordered as stateColumns; `base` for the baseline, null: left alone)
   *  at the current time, or with `time` restarts them at a recorded moment (the timeline's branch,
   *  which also revives a baseline that had failed). Throws GeoviError and keeps the old states. */
  setStates(main, base = main, time = undefined) {
    this.main.setState(main, time);
    if (this.base && base) this.base.setState(base, time);
    if (time !== undefined) this.baseFailure = null;
    this.e0 = this.main.energy;
    this.emit('state-set', { values: main, base, time });
    this.emit('rebased', {});
  }

  /** The open scenario's name for files and provenance: the preset's, else the scenario's own
   *  "name" reduced to [A-Za-z0-9_-] (it is untrusted), else "scenario". */
  scenarioName() {
    if (this.settings.scenario) return this.settings.scenario;
    const own = this.json && typeof this.json.name === 'string' ? this.json.name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) : '';
    return own.replace(/^_+|_+$/g, '') || 'scenario';
  }

  /** A file name for exports: geovi-SCENARIO-INTEGRATOR-tTIME. */
  fileStem() {
    return `geovi-${this.scenarioName()}-${this.main ? this.main.integrator : ''}-t${this.main ? this.main.time.toFixed(2) : 0}`;
  }
}
