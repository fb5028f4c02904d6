// The page's entry point: composition only. It loads the wasm module and the
// preset index, builds the run controller (the two runs and the clock,
// run-controller.js) and the panels (web/js/panels/, each owning its DOM, its
// URL keys and its shortcuts), opens the permalink, and drives the animation
// frame. docs/architecture.md ("The page") shows how they talk: panels call the
// controller and listen to its events, never each other.
//
// What the first frame does not need loads later (issue 36, docs/performance.md "Loading the page"):
// the system editor, the link builder, the course API, the run's words and KaTeX are separate modules
// (chunks of the static site; in the offline file, code evaluated on first use), loaded on first use
// or when the page is idle after its first frame. The page's first script (early.js) has already
// started the wasm module and the first requests before this bundle runs. The first frames are drawn
// flat; the 3-D renderer is made and takes over once they are on the screen (scene.js).
import { RunController } from './run-controller.js';
import { UrlState } from './url-state.js';
import { Keyboard } from './panels/keyboard.js';
import { MessagesPanel } from './panels/messages-panel.js';
import { ScenarioPanel } from './panels/scenario-panel.js';
import { TransportPanel } from './panels/transport-panel.js';
import { RunPanel } from './panels/run-panel.js';
import { ScenePanel } from './panels/scene-panel.js';
import { SceneView } from './scene.js';
import { ReadoutsPanel } from './panels/readouts-panel.js';
import { PlotsPanel } from './panels/plots-panel.js';
import { AccessPanel } from './panels/access-panel.js';
import { ExplainPanel } from './explain.js';
import { ParamsPanel } from './params.js';
import { SharePanel } from './panels/share-panel.js';
import { LessonPanel } from './panels/lesson-panel.js';
import { FilesPanel } from './panels/files-panel.js';
import { loadFromAddress, SHOW_DEFAULT_AFTER_MS } from './address-load.js';
import { WatchdogPanel } from './panels/watchdog-panel.js';
import { DisturbPanel } from './panels/disturb-panel.js';
import { LockPanel } from './panels/lock-panel.js';
import { CourseApiHost } from './course-api-host.js';
import { PresentationPanel, presentEarly } from './panels/presentation-panel.js';
import { AboutPanel } from './panels/about-panel.js';
import { ViewsPanel } from './panels/views-panel.js';
import { TimelinePanel } from './panels/timeline-panel.js';
import { Menus } from './panels/menus.js';
import { SectionView } from './panels/section-view.js';
import { MomentumView } from './panels/momentum-view.js';
import { LocalePanel, startLocale } from './panels/locale-panel.js';
import { LOCALES, t } from './i18n.js';
import { loadIndex, loadDataText, loadCatalogue, embeddedWasm, keepEmbeddedWasm, early } from './data-source.js';
import { byId } from './dom.js';
import { chartsMayBuild } from './plots.js';

const MAX_FRAME_DT = 0.25;  // s of wall time a single frame may account for
const IDLE_TIMEOUT_MS = 2000;  // the longest wait for an idle moment, once preloading has begun
const PRELOAD_AFTER_MS = 5000;  // after the first frame, what it did not need loads this much later,
const INTENT_LEAD_MS = 1000;    // or this long after the first key or touch
const delay = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** A module loaded once, on first use: use(f) loads it (on the first call) and then calls f with
 *  what make() gave. A failed load is said in the page and tried again on the next call. */
function lazy(make, controller) {
  let p = null;
  return (f = () => {}) => {
    if (!p) {
      p = make();
      p.catch((e) => { p = null; controller.notice(String(e && e.message || e)); });
    }
    return p.then(f, () => {});
  };
}

/** Shown when there is no controller to report through (the module did not load). */
function fatal(message) {
  const el = document.getElementById('error');
  el.textContent = message;
  el.hidden = false;
  document.body.dataset.ready = 'true';
}

function compose(api, module, index, language, catalogue, sceneView) {
  const controller = new RunController(api, module, { catalogue });
  const url = new UrlState();
  const keyboard = new Keyboard();
  new Menus();
  new LocalePanel(url, language);
  new PresentationPanel(controller, url, keyboard);
  new AboutPanel(index);
  new MessagesPanel(controller);
  new WatchdogPanel(controller);
  new DisturbPanel(controller);
  new ScenarioPanel(controller, url, index);
  new TransportPanel(controller, url, keyboard);
  new RunPanel(controller, url, keyboard);
  const scene = new ScenePanel(controller, keyboard, sceneView);
  new ViewsPanel(controller, url, keyboard);
  const timeline = new TimelinePanel(controller, keyboard, { version: index.version });
  new ReadoutsPanel(controller);
  const plots = new PlotsPanel(controller, url, keyboard, () => scene.up);
  const access = new AccessPanel(controller, url, keyboard, { recorder: plots.recorder, up: () => scene.up });
  const explain = new ExplainPanel(controller, keyboard);
  new ParamsPanel(controller, url);
  // The system editor: the Build button and the key B load it (build-panel.js) on first use.
  const editor = lazy(() => import('./panels/build-panel.js').then(({ BuildPanel }) => new BuildPanel(controller)), controller);
  byId('build-button').addEventListener('click', () => editor((p) => p.show(byId('build').hidden)));
  keyboard.bind(['b'], 'B', 'editor-key-build', () => editor((p) => p.show(true)));
  const lessons = new LessonPanel(controller, url, index, plots.recorder);
  const momentum = new MomentumView(controller);
  const section = new SectionView(controller, { csvMeta: () => ({ geovi_version: index.version, scenario: controller.scenarioName(),
    integrator: controller.main ? controller.main.integrator : '', h: controller.main ? controller.main.stepSize : '' }) });

  /** Opens the state a query string and a fragment describe: a lesson, a whole scenario (s=), a
   *  scenario file at an address (load=), or a preset with its settings. A bad one is reported; the
   *  running simulation is kept (keepOnError) or the default preset opened instead. */
  async function openFromUrl(search, { keepOnError = false, hash = '' } = {}) {
    const parsed = url.parse(search, hash);
    if (parsed.error && keepOnError) return controller.notice(t('notice-kept', { problem: parsed.error }));
    const draft = url.apply(parsed.error ? url.parse('').state : parsed.state);
    if (draft.lesson && await lessons.open(draft.lesson)) return;
    // A lesson that cannot be opened is said so, once the run the rest of the link names is open.
    const lessonProblem = draft.lesson ? String(lessons.problem) : '';
    const sayLesson = () => { if (draft.lesson) controller.notice(t('notice-lesson-skipped', { lesson: draft.lesson, problem: lessonProblem })); };
    const { scenario, edits, ...run } = draft.run;
    if (draft.scenarioJson || draft.load) {
      let json = draft.scenarioJson, problem = '';
      const source = draft.scenarioJson ? { source: 'link' } : { source: 'address', sourceName: draft.load };
      if (!json) {
        // An address that takes its time (address-load.js) says so, can be cancelled, gives up after its
        // limit; with nothing running yet, the default system opens meanwhile and the page counts as open.
        const fetching = loadFromAddress(draft.load);
        const prompt = await Promise.race([fetching.then(() => true, () => true), delay(SHOW_DEFAULT_AFTER_MS).then(() => false)]);
        if (!prompt && !controller.main) {
          await controller.open({ scenario, integrator: null, h: null, compare: null, edits: {}, perturb: null });
          fetching.then((fetched) => controller.openScenario(fetched, { ...run, ...source }),
            (e) => controller.notice(controller.main ? t('notice-kept', { problem: e.message }) : e.message));
          return;
        }
        try { json = await fetching; } catch (e) { problem = e.message; }
      }
      if (json && await controller.openScenario(json, { ...run, ...source })) return sayLesson();
      problem = problem || controller.refused;
      if (controller.main) return controller.notice(t('notice-kept', { problem }));
      // The link's other keys (theme, embed, speed, plot) stay; the preset opens as its file has it.
      await controller.open({ scenario, integrator: null, h: null, compare: null, edits: {}, perturb: null });
      return controller.notice(t('notice-opened-preset', { problem, scenario }));
    }
    await controller.open({ ...run, scenario, edits, perturb: null });
    if (parsed.error) controller.notice(t('notice-opened-default', { problem: parsed.error }));
    else sayLesson();
  }

  const share = new SharePanel(controller, url, keyboard, { recorder: plots.recorder, snapshot: () => scene.snapshot(), openFromUrl, version: index.version });
  const locks = new LockPanel(url);
  // The link builder (link-builder.js): its button loads it on first use.
  const linkBuilder = lazy(() => import('./panels/link-builder.js').then(({ LinkBuilder }) => new LinkBuilder(controller, url, index)), controller);
  byId('link-builder-open').addEventListener('click', () => linkBuilder((b) => b.show(true)));
  keyboard.finish();
  controller.on('settings', () => url.write());
  new FilesPanel(controller, timeline);
  /** What the first frame did not need, loaded when the page is idle after it, one at a time. */
  const preload = [() => editor(), () => linkBuilder(), () => access.preload(), () => explain.preload()];
  return { controller, scene, plots, lessons, openFromUrl, share, locks, url, access, section, momentum, timeline, preload };
}

// Each animation frame: the controller advances the runs by the wall time since
// the last frame, the panels draw (each at its own cadence), the scene renders.
function animate({ controller, scene }, isOpened, afterFirstFrame) {
  const timings = { physics: 0, draw: 0, render: 0 };
  // The clock is the wall time between callbacks (performance.now(): a frame's own timestamp is when it
  // began, which may be long before its callbacks run while the page opens). The loop's first frame
  // counts the time since the loop began (up to MAX_FRAME_DT): the first run opens in between, so the
  // first frame drawn after it already moves (issue 36).
  let last = performance.now(), index = 0, drawn = false, charts = false, drawnAt = 0, upgrading = false, webgl = false;
  const ema = (key, ms) => { timings[key] = 0.9 * timings[key] + 0.1 * ms; };
  const frame = () => {
    requestAnimationFrame(frame);
    // The charts, which the first frame does not draw, are built at the start of the frame after it.
    if (drawn && !charts) { charts = true; chartsMayBuild(); }
    // The first frames are drawn flat (scene.js); the 3-D renderer is readied once they are on the
    // screen, in a task of its own after this frame, and takes over when it is ready.
    if (drawn && !upgrading && index > drawnAt) {
      upgrading = true;
      setTimeout(() => scene.view.upgrade().catch((e) => controller.notice(String(e && e.message || e))));
    }
    const now = performance.now();
    const dt = Math.min(Math.max(0, now - last) / 1000, MAX_FRAME_DT);
    last = now;
    const c0 = performance.now();
    if (controller.main) {
      controller.tick(dt);
      const c1 = performance.now();
      controller.emit('frame', { index, playing: controller.playing });
      ema('physics', c1 - c0);
      ema('draw', performance.now() - c1);
    }
    // Nothing to draw before the first run is installed: an untouched canvas costs the compositor
    // nothing, where each drawn frame is read back under software GL (issue 36).
    if (controller.main || isOpened()) {
      const c2 = performance.now();
      scene.view.render();
      ema('render', performance.now() - c2);
      if (!webgl && scene.view.mode === 'webgl') { webgl = true; mark('3d'); }
    }
    if (!drawn && controller.main && controller.main.time > 0) {
      drawn = true;
      drawnAt = index;
      mark('first-frame');
      afterFirstFrame();
    }
    // A page whose run could not be opened (or is paused) has no animated frame: its charts and its
    // idle time start now.
    if (++index >= 2 && isOpened() && !drawn && !(controller.main && controller.playing)) {
      drawn = charts = true;
      drawnAt = index;
      chartsMayBuild();
      afterFirstFrame();
    }
    // Ready for tests once the first scenario is open (or failed), two frames are drawn, the charts built
    // and the 3-D renderer has taken over (or WebGL could not be had).
    if (index >= 2 && isOpened() && charts && scene.view.mode !== 'pending' && !document.body.dataset.ready) document.body.dataset.ready = 'true';
  };
  requestAnimationFrame(frame);
  return timings;
}

/** The wasm module: instantiated from the module early.js compiled while the bundle loaded, else
 *  loaded here (the offline file's binary from the page, a served page's fetched next to the bundle). */
async function loadModule(api) {
  const e = early();
  if (e && e.wasm) {
    try {
      const compiled = await e.wasm;
      if (e.wasmBytes) keepEmbeddedWasm(await e.wasmBytes);
      return await new Promise((resolve, reject) => {
        api.loadGeovi({ instantiateWasm(imports, receive) {
          WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled), reject);
          return {};
        } }).then(resolve, reject);
      });
    } catch { /* loaded again below, which says what went wrong */ }
  }
  // Emscripten's own loader (it falls back from streaming to an ArrayBuffer when the MIME type is
  // wrong), pointed at the address early.js used: the bundled glue is not next to geovi.wasm.
  const wasmUrl = e && e.wasmUrl;
  return api.loadGeovi({ wasmBinary: embeddedWasm(),
    ...(wasmUrl ? { locateFile: (/** @type {string} */ file, /** @type {string} */ dir) => (file.endsWith('.wasm') ? wasmUrl : dir + file) } : {}) });
}

/** Each of `tasks` in an idle moment of its own (or after IDLE_TIMEOUT_MS at the latest), one after
 *  the other, so that none of them makes a frame late. */
function whenIdle(tasks) {
  const page = /** @type {any} */ (window);
  const next = () => {
    const task = tasks.shift();
    if (!task) return;
    const run = () => { task(); next(); };
    if (typeof page.requestIdleCallback === 'function') page.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 100);
  };
  next();
}

/** f() once: PRELOAD_AFTER_MS from now, or INTENT_LEAD_MS after the page's first key press or pointer
 *  press, whichever comes first. A class that only watches fetches nothing more for a while, and one
 *  that reaches for the controls finds the rest loaded or on its way (a control used at once loads
 *  its own module at once); a press that reloads the page (the language picker) aborts nothing. */
function soonOrOnIntent(f) {
  let done = false, timer = setTimeout(() => go(), PRELOAD_AFTER_MS);
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    f();
  };
  const intent = () => {
    for (const type of ['keydown', 'pointerdown']) window.removeEventListener(type, intent, true);
    clearTimeout(timer);
    timer = setTimeout(go, INTENT_LEAD_MS);
  };
  for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, intent, true);
}

/** Marks the page's start-up on the performance timeline (geovi:bundle, geovi:module, geovi:composed,
 *  geovi:opened, geovi:first-frame, and geovi:3d when the 3-D renderer has taken over), which `npm run bench` reads (bench/load.mjs). */
const mark = (name) => { try { performance.mark(`geovi:${name}`); } catch { /* no User Timing */ } };

async function main() {
  mark('bundle');
  presentEarly(window.location.search);
  // web/js/preflight.js has already said, in the page, why this browser cannot run geovi.
  const preflight = /** @type {any} */ (window).geoviPreflight;
  if (preflight && !preflight.ok) return fatal(preflight.problem);
  const language = startLocale(window.location.search, navigator.languages);
  const indexLoaded = loadIndex(), catalogueLoaded = loadCatalogue();
  // The view first (drawn flat until its 3-D renderer takes over after the first frames: scene.js).
  const sceneView = new SceneView(byId('scene'));
  let api, module;
  try {
    // Imported dynamically so that a missing build is reported in the page.
    api = await import('geovi');
    module = await loadModule(api);
    mark('module');
  } catch (e) {
    await language.catch(() => null);
    return fatal(t('fatal-no-wasm', { problem: String(e.message || e) }));
  }
  const [index, locale, catalogue] = await Promise.all([indexLoaded, language, catalogueLoaded]);
  // The messages that run around the page's own markup (the tagline's (S²)ⁿ, the numbers over the view).
  const page = compose(api, module, index, locale, catalogue, sceneView);
  mark('composed');
  const { controller, scene, plots, lessons } = page;
  let opened = false;
  // The course API's host side (course-api-host.js): the URL key `origins` and the message listener;
  // the API itself loads with the first request, and says when the first run is open.
  const courseApi = new CourseApiHost(controller, { index, lessons, locks: page.locks, url: page.url, version: index.version, timeline: page.timeline,
    shareLink: () => page.share.link(), screenshot: () => scene.view.snapshot() }, () => opened);
  const timings = animate(page, () => opened, () => soonOrOnIntent(() => whenIdle([...page.preload, () => courseApi.preload()])));

  // Test and console hook: the two runs (read-only use, please), the settings,
  // and geometry helpers. A contract (docs/architecture.md): main, base, each
  // with time, positions and diagnostics().
  /** @type {any} */ (window).geoviDebug = {
    get main() { return controller.main; },
    get base() { return controller.base; },
    get settings() { return structuredClone({ ...controller.settings, speed: controller.speed, plot: plots.kind }); },
    get playing() { return controller.playing; },
    /** The view beside the 3-D scene ('scene' | 'momentum' | 'section') and the views this run offers. */
    get view() { return { view: controller.view, offered: controller.views }; },
    /** The timeline: its frames, the moment shown (-1: live) and the run file so far (docs/timeline.md). */
    get timeline() { const tl = page.timeline; return { frames: tl.history.length, bytes: tl.history.bytes, maxBytes: tl.history.maxBytes, index: tl.index, step: tl.recorder.step }; },
    /** A smaller budget for the timeline's history (the page soak reaches the bound within its warm-up). */
    limitTimeline(bytes) { page.timeline.history.maxBytes = Math.max(1 << 16, Math.min(Number(bytes) || 0, page.timeline.history.maxBytes)); },
    /** A smaller row limit for the plots' record (the page soak reaches it within its warm-up too). */
    limitRecord(rows) { plots.recorder.limitRows(rows); },
    get lesson() { return lessons.lesson ? { name: lessons.lesson.name, visibleAt: lessons.visibleAt } : null; },
    /** What the baseline run is: its controller (docs/control.md) or its integrator, or null. */
    get baseline() { return controller.base ? controller.baselineLabel : null; },
    /** The scenario object the main run was built from (a copy). */
    get scenario() { return structuredClone(controller.json); },
    /** The page's record of both runs (what the plots and the lessons read), as plain arrays. */
    record() {
      const r = plots.recorder;
      const cols = (c) => ({ E: [...c.E], dE: [...c.dE], man: [...c.man], mom: [...c.mom], ex: [...c.ex], psi: [...c.psi],
        f: [c.f1, c.f2, c.f3, c.f4].map((f) => [...f]) });
      return { t: [...r.t], e0: r.e0, e0b: r.e0b, main: cols(r.main), base: r.compare ? cols(r.base) : null,
        columns: [...r.stateColumns], states: r.states.map((s) => [...s]), baseStates: r.compare ? r.baseStates.map((s) => [...s]) : null,
        baseFailed: controller.baseFailure ? { t: controller.baseFailure.t, message: controller.baseFailure.error.message } : null };
    },
    /** The section view's record: each orbit id's crossing rows, where orbits are computed (docs/section-view.md). */
    get section() { return page.section.debug(); },
    /** The momentum sphere view's state: what it draws, its turn, the runs' distances, the phases (docs/momentum-sphere.md). */
    get momentum() { return page.momentum.debug(); },
    /** The access panel's state: the pitches heard, the last description (docs/accessibility.md). */
    get access() { return page.access.debug(); },
    get timings() { return { ...timings, physicsMsPerFrame: controller.perf.ms, realtime: controller.perf.realtime }; },
    /** Where a point of the world (x, y, z) is drawn on the page (the bodies' framing test). */
    screenOf(x, y, z) { return scene.view.toScreen(x, y, z); },
    screenOfPoint(k) { const p = controller.main.positions; return scene.view.toScreen(p[3 * k], p[3 * k + 1], p[3 * k + 2]); },
    bobs() { const v = scene.view.view; return v && 'bodies' in v ? [...v.bodies] : []; },
    /** The camera's position, the point it orbits and its vertical field of view (degrees), for the touch and drag tests. */
    camera() { const v = scene.view; return { position: v.camera.position.toArray(), target: v.controls ? v.controls.target.toArray() : null, fov: v.camera.fov }; },
    /** The plots' uPlot charts (null until built), whose drawn tick labels the label test measures. */
    get charts() { return { energy: plots.energyPlot.plot, aux: plots.auxPlot.plot }; },
    /** The energy plot's marks ({ t, label }: a disturbance, a lesson's claim, the watchdog), oldest first. */
    get marks() { return plots.energyPlot.marks.map(({ t: at, label }) => ({ t: at, label })); },
    /** Each preset's energy after `steps` steps with its own integrator, run afresh in this page's wasm:
     *  the engine tests compare them across browsers, bit for bit. */
    async energiesAfter(steps) {
      const out = {};
      for (const { id } of index.scenarios) {
        const sim = new api.Simulation(module, await loadDataText('scenarios', id));
        try { sim.advance(steps); out[id] = sim.energy; } catch (e) { out[id] = `failed: ${e.message}`; } finally { sim.dispose(); }
      }
      return out;
    },
    /** The URL keys the page reads (docs/url-parameters.md lists them; a test compares). */
    get urlKeys() { return [...page.url.fields.keys()]; },
    // wasm memory (never shrinks) and malloc'd bytes in use, for the page soak test.
    memory() { return { wasmHeapBytes: module.HEAPU8.length, wasmAllocatedBytes: module.heapAllocatedBytes() }; },
  };

  await page.openFromUrl(window.location.search, { hash: window.location.hash });
  if (locale.problem) page.controller.notice(t('notice-bad-locale', { value: locale.problem, available: LOCALES.map((l) => l.code).join(', ') }));
  opened = true;
  mark('opened');
  // A link pasted into the address bar that differs only in its fragment (#s=) does not reload the page.
  window.addEventListener('hashchange', () => page.openFromUrl(window.location.search, { hash: window.location.hash, keepOnError: true }));
}

main();
