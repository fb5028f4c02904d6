// window.geoviDebug: the test and console hook (a contract, docs/architecture.md "Contracts other tools
// rely on"; tests/browser/*.test.mjs read it). It is built from public state only: the controller's
// runs and settings, the store's record (store.js), and what each panel and view gives through its
// own debug() or getters; it reaches into no panel's objects. The two runs are for read-only use.
import { loadDataText } from './data-source.js';

/**
 * @param {Object} page what app.js composed
 * @param {import('./run-controller.js').RunController} page.controller
 * @param {import('./store.js').PageStore} page.store
 * @param {any} page.api the JS API @param {any} page.module the wasm module @param {any} page.index the preset index
 * @param {any} page.url the UrlState
 * @param {any} page.scene the scene panel: screenOf, bobs, camera, view (toScreen)
 * @param {any} page.plots the plots panel: debug() { kind, charts, marks }
 * @param {any} page.lessons the lesson panel: debug()
 * @param {any} page.timeline the timeline panel: debug(), limitHistory(bytes)
 * @param {any} page.access the access panel: debug()
 * @param {Record<string, { debug(): any }>} page.views the views beside the scene (panels/views.js): each debug()
 * @param {{ physics: number, draw: number, render: number }} timings the frame's timings (app.js animate)
 */
export function installDebugHook({ controller, store, api, module, index, url, scene, plots, lessons, timeline, access, views }, timings) {
  /** @type {any} */ (window).geoviDebug = {
    get main() { return controller.main; },
    get base() { return controller.base; },
    get settings() { return structuredClone({ ...controller.settings, speed: controller.speed, plot: plots.debug().kind }); },
    get playing() { return controller.playing; },
    /** The view beside the 3-D scene ('scene' | 'momentum' | 'section') and the views this run offers. */
    get view() { return { view: controller.view, offered: controller.views }; },
    /** The timeline: its frames, the moment shown (-1: live) and the run file so far (docs/timeline.md). */
    get timeline() { return timeline.debug(); },
    /** A smaller budget for the timeline's history (the page soak reaches the bound within its warm-up). */
    limitTimeline(bytes) { timeline.limitHistory(bytes); },
    /** A smaller row limit for the plots' record (the page soak reaches it within its warm-up too). */
    limitRecord(rows) { store.get('recorder').limitRows(rows); },
    get lesson() { return lessons.debug(); },
    /** What the baseline run is: its controller (docs/control.md) or its integrator, or null. */
    get baseline() { return controller.base ? controller.baselineLabel : null; },
    /** The scenario object the main run was built from (a copy). */
    get scenario() { return structuredClone(controller.json); },
    /** The page's record of both runs (what the plots and the lessons read), as plain arrays. */
    record() {
      const f = controller.baseFailure;
      return { ...store.get('recorder').plain(), baseFailed: f ? { t: f.t, message: f.error.message } : null };
    },
    /** The section view's record: each orbit id's crossing rows, where orbits are computed (docs/section-view.md). */
    get section() { return views.section.debug(); },
    /** The momentum sphere view's state: what it draws, its turn, the runs' distances, the phases (docs/momentum-sphere.md). */
    get momentum() { return views.momentum.debug(); },
    /** The stability view's reports of both runs and what judging them cost (docs/stability-view.md). */
    get stability() { return views.stability.debug(); },
    /** The access panel's state: the pitches heard, the last description (docs/accessibility.md). */
    get access() { return access.debug(); },
    get timings() { return { ...timings, physicsMsPerFrame: controller.perf.ms, realtime: controller.perf.realtime }; },
    /** Where a point of the world (x, y, z) is drawn on the page (the bodies' framing test). */
    screenOf(x, y, z) { return scene.screenOf(x, y, z); },
    screenOfPoint(k) { const p = controller.main.positions; return scene.screenOf(p[3 * k], p[3 * k + 1], p[3 * k + 2]); },
    /** The points the framing test boxes: the drawn body where its view outlines it (a quadrotor's
     *  hub, arms and rotors, about which its draw points lie on one side), else the draw points. */
    bodyPoints() { return scene.bodyOutline() || [...controller.main.positions]; },
    bobs() { return scene.bobs(); },
    /** The ghost motions on the manifolds of the saddle the run starts at, or null (docs/stability-view.md). */
    get saddle() { return scene.saddleDebug(); },
    /** The camera's position, the point it orbits and its vertical field of view (degrees), for the touch and drag tests. */
    camera() { return scene.camera(); },
    /** The plots' uPlot charts (null until built), whose drawn tick labels the label test measures. */
    get charts() { return plots.debug().charts; },
    /** The energy plot's marks ({ t, label }: a disturbance, a lesson's claim, the watchdog), oldest first. */
    get marks() { return plots.debug().marks; },
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
    get urlKeys() { return [...url.fields.keys()]; },
    // wasm memory (never shrinks) and malloc'd bytes in use, for the page soak test.
    memory() { return { wasmHeapBytes: module.HEAPU8.length, wasmAllocatedBytes: module.heapAllocatedBytes() }; },
  };
}
