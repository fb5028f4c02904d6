// The page's store: the state panels share with each other, typed and in one place (docs/architecture.md,
// "The page"). The run controller owns the runs and their lifecycle events (installed, stepped, …); what
// one panel makes and others read goes through here, never through the other panel's object. Each key
// is a topic with a latest value: `publish` sets it and tells its subscribers, `get` reads it. The keys
// are STORE_KEYS below; tests/node/composition.test.mjs checks them against the documented table.
//
//   key        written by                read by                                  value
//   recorder   plots panel               access, lessons, share, the debug hook   the record of both runs (recorder.js)
//   timeline   timeline panel            files, the course API                    { load(file, name), file() }: replay and save runs
//   scrub      timeline panel            scene, readouts, plots, momentum, section   the past moment shown, or { active: false }
//   theme      presentation panel        scene, plots, section                    { name } of the theme switched to
//   mark       disturb, watchdog, lesson, quadrotor drag   plots, the course API   { t, label }: a moment worth marking
//   health     watchdog panel            the course API                           { run, event }: the core judged a run unhealthy
//   phase      momentum view             lesson panel                             a free body's completed periods of Π
//   crossings  section view              lesson panel                             a run's new Poincaré-section crossings
//   sectionRequest lesson panel       section view                             { at, island }: the tangle lesson asks for an orbit and seeds
//   tangle     section view              lesson panel                             the periodic orbit at a click, its manifolds and seeds

/** @typedef {import('./recorder.js').Recorder} Recorder */

/**
 * The timeline's public face: replay a run file, and the run so far as one (docs/timeline.md).
 * @typedef {Object} TimelineAccess
 * @property {(file: any, name?: string) => Promise<any>} load  resolves to { error } or the replay's report
 * @property {() => any} file
 */

/**
 * The moment the timeline shows: { active: false } when live; else the recorded frame (states in
 * stateColumns order; base null without a baseline). `earlier`: a moment of an earlier install;
 * `sameSystem`: whether that install ran the same bodies.
 * @typedef {Object} Scrub
 * @property {boolean} active
 * @property {number} [t]
 * @property {number} [energy]
 * @property {number} [baseEnergy]
 * @property {number} [manifoldError]
 * @property {number} [momentum]
 * @property {ArrayLike<number>} [main]
 * @property {ArrayLike<number> | null} [base]
 * @property {boolean} [earlier]
 * @property {boolean} [sameSystem]
 * @property {ArrayLike<number>} [mainPositions]
 * @property {ArrayLike<number> | null} [basePositions]
 */

/**
 * A free body's completed periods of Π with their geometric phase (Simulation.takePhases).
 * @typedef {{ run: 'main' | 'base', phases: { T: number, dynamic: number, geometric: number, predicted: number, measured: number, tEnd: number }[] }} PhaseBatch
 */

/**
 * A run's new Poincaré-section crossings as the core recorded them: rows of [t, energy, ...state].
 * @typedef {{ run: string, rows: Float64Array, width: number }} CrossingBatch
 */

/**
 * Every key of the store and the type of its value.
 * @typedef {Object} StoreTopics
 * @property {Recorder} recorder
 * @property {TimelineAccess} timeline
 * @property {Scrub} scrub
 * @property {{ name: string }} theme
 * @property {{ t: number, label: string }} mark
 * @property {{ run: string, event: any }} health
 * @property {PhaseBatch} phase
 * @property {CrossingBatch} crossings
 * @property {{ at: number[], island: number[] } | null} sectionRequest
 * @property {any} tangle
 */

/** The store's keys, in the order of the table above. */
export const STORE_KEYS = Object.freeze(['recorder', 'timeline', 'scrub', 'theme', 'mark', 'health', 'phase', 'crossings', 'sectionRequest', 'tangle']);

export class PageStore {
  constructor() {
    /** @type {Map<string, any>} the latest value of each key */
    this.values = new Map([['scrub', { active: false }]]);
    /** @type {Map<string, Set<(value: any) => void>>} */
    this.listeners = new Map(STORE_KEYS.map((k) => [k, new Set()]));
  }

  /**
   * Sets a key's value and tells its subscribers, in the order they subscribed.
   * @template {keyof StoreTopics} K
   * @param {K} key @param {StoreTopics[K]} value
   */
  publish(key, value) {
    const listeners = this.listeners.get(key);
    if (!listeners) throw new Error(`store: no key "${key}"`);
    this.values.set(key, value);
    for (const f of listeners) f(value);
  }

  /**
   * The key's latest value (undefined before anything was published, except scrub: { active: false }).
   * @template {keyof StoreTopics} K
   * @param {K} key @returns {StoreTopics[K] | undefined}
   */
  get(key) { return this.values.get(key); }

  /**
   * Calls f with each value published under the key from now on.
   * @template {keyof StoreTopics} K
   * @param {K} key @param {(value: StoreTopics[K]) => void} f
   */
  subscribe(key, f) {
    const listeners = this.listeners.get(key);
    if (!listeners) throw new Error(`store: no key "${key}"`);
    listeners.add(f);
  }
}
