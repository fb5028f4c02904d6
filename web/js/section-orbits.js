// Seeded orbits of the Poincaré section clicker (docs/section-view.md): a point clicked in the
// section, at the main run's initial energy, becomes a state (the core's seedSection), and a fresh
// run from it gathers crossings (the core's section watcher) in batches that stream back to the page.
//
// The crossing search is the core's, never JavaScript's, so the page, the CLI and Python agree to
// the bit. This file holds both ends:
//   - computeOrbit(): the loop itself, run in the Web Worker (section-worker.js) or, where no worker
//     can start, on the main thread in time-sliced chunks (the same code, the same numbers);
//   - OrbitComputer: the page's side: starts the worker, queues seeds, hands batches to a callback.
//
// Where the worker's code comes from (the three ways the page is served):
//   - the dev server: a bootstrap module (a Blob) importing the JS API through the page's import
//     map (import.meta.resolve('geovi')) and this file by its own URL;
//   - the static site: build/site/assets/section-worker.js, the bundle of section-worker.js as a
//     classic script, named by <script type="text/plain" id="geovi-section-worker" data-src=…>
//     (web/tools/build-site.mjs, workerBundle);
//   - the offline file: the same script inlined as that element's text, started from a Blob URL
//     (a classic worker: Chromium starts no module worker from a Blob in a file:// page), with the
//     wasm binary handed over (a page opened from file:// may fetch nothing).

import { lyapunovWindow } from './lyapunov-window.js';
import { findRegion, fillSeeds, FtleGrid } from './section-ftle.js';
import { findTangle } from './section-tangle.js';

/** Wall milliseconds of work per batch sent back to the page (the clicker draws each batch). */
export const ORBIT_BATCH_MS = 40;
/** On the main thread (no worker), a batch's work: a share of a 60 Hz frame, so the animation goes on. */
const MAIN_THREAD_BATCH_MS = 6;
/** Wall milliseconds over which an orbit that could finish sooner is spread (issue #32 §7: 1000
 *  crossings in ≤ 2 s while the animation keeps its frame rate). Ahead of that schedule the loop
 *  rests between batches, leaving the cores to the page's rendering (software GL on a lecture hall's
 *  PC needs them); behind it (a slow machine) it never rests. 0: as fast as it can. */
export const ORBIT_SPREAD_MS = 1500;
/** The longest rest between two batches, so that a batch with many crossings is not followed by a
 *  long pause. */
const MAX_REST_MS = 100;
/** Crossings a seeded orbit gathers in all (issue #32 §7: 1000 in ≤ 2 s). */
export const ORBIT_CROSSINGS = 1000;
/** Steps one orbit may take in all: a seed whose orbit never comes back to the section ends there. */
export const ORBIT_MAX_STEPS = 5_000_000;

/**
 * Computes one seeded orbit in batches. job: { id, scenario (JSON text), seed: { values: [x, y],
 * energy, reference? }, crossings, batchMs, spreadMs?, integrator?, h?, on?, direction? }. post(message)
 * receives { type: 'batch', id, rows, points, steps, done } per batch and { type: 'error', id,
 * message, path } when there is no state at that energy there (seedSection's GeoviError) or the run
 * fails. pause() is awaited between batches (a worker lets its messages in; the main thread lets a
 * frame draw); cancelled() ends the orbit early.
 *
 * One run from the seed, watched by the core's section watcher (watchSection/takeCrossings) and
 * advanced a batch of steps at a time: the same watcher and run that sectionOrbit() drives in one
 * call, so the streamed crossings equal sectionOrbit's for the same seed, to the bit
 * (tests/browser/section.test.mjs), while the page sees them arrive.
 */
export async function computeOrbit(api, module, job, post, { pause, cancelled }) {
  const fail = (e) => post({ type: 'error', id: job.id, message: String(e.message || e), path: e.path || '' });
  let sim;
  try {
    const state = api.seedSection(module, job.scenario, { reference: job.seed.reference, values: job.seed.values, energy: job.seed.energy });
    sim = new api.Simulation(module, job.scenario, { integrator: job.integrator || undefined, h: job.h || undefined });
    sim.setState(state);
    sim.watchSection(job.on || undefined, job.direction || undefined);
  } catch (e) {
    if (sim) sim.dispose();
    fail(e);
    return;
  }
  try {
    let gathered = 0, steps = 0, chunk = 200;
    const start = performance.now();
    while (gathered < job.crossings && steps < ORBIT_MAX_STEPS && !cancelled()) {
      // A batch of about batchMs of work: the chunk of steps follows the measured cost.
      const t0 = performance.now();
      const n = Math.min(chunk, ORBIT_MAX_STEPS - steps);
      sim.advance(n);
      steps += n;
      const ms = performance.now() - t0;
      chunk = Math.max(50, Math.min(200000, Math.round(n * job.batchMs / Math.max(ms, 0.5))));
      let { rows, points } = sim.takeCrossings();
      const got = points.length / 2, keep = Math.min(got, job.crossings - gathered);
      if (keep < got) {  // the last batch ends at exactly `crossings`
        rows = rows.slice(0, (rows.length / got) * keep);
        points = points.slice(0, 2 * keep);
      }
      gathered += keep;
      const done = gathered >= job.crossings || steps >= ORBIT_MAX_STEPS;
      post({ type: 'batch', id: job.id, rows, points, steps: n, done });
      if (done) break;
      // Spread over job.spreadMs (ORBIT_SPREAD_MS): rest while ahead of the schedule.
      const ahead = job.spreadMs > 0 ? (gathered / job.crossings) * job.spreadMs - (performance.now() - start) : 0;
      if (ahead > 1) await new Promise((resolve) => setTimeout(resolve, Math.min(ahead, MAX_REST_MS)));
      await pause();
    }
  } catch (e) {
    fail(e);
  } finally {
    sim.dispose();
  }
}

/** Serves orbit jobs inside a worker: messages { type: 'init', wasmBinary? }, { type: 'orbit', job },
 *  { type: 'fill', job } (self-filling: the region, its seeds, then short orbits), { type: 'ftle', job }
 *  (the FTLE shading, section-ftle.js), { type: 'tangle', job } (the periodic orbit at a click and its
 *  manifolds, section-tangle.js: one answer, a few seconds), { type: 'cancel', what: 'orbits' | 'ftle' |
 *  'all' } ('orbits' drops a tangle too), and { type: 'lyapunov', … }. One job at a time, by priority: a clicked orbit first, then the
 *  self-filling orbits (each short), then the shading a batch at a time; so a click waits for one
 *  batch (ORBIT_BATCH_MS, FTLE_BATCH_MS) or one row of the self-filling's region scan. */
export function serveOrbits(scope, api) {
  let module = null;
  const gen = { orbits: 0, ftle: 0 };
  const orbits = [], fills = [], tangles = [];
  let shade = null;  // { grid: FtleGrid, gen }
  let running = false;
  // Between two batches the worker lets the page's messages in: by a message to itself, queued behind
  // those already sent. A setTimeout(0) would do the same but is clamped to 4 ms once timers nest five
  // deep, as this loop's do: 4 ms after every 40 ms batch, a tenth of the FTLE shading's time.
  const turn = new MessageChannel(), turns = [];
  turn.port1.onmessage = () => turns.shift()();
  const pause = () => new Promise((resolve) => { turns.push(resolve); turn.port2.postMessage(null); });
  const post = (m) => scope.postMessage(m);
  const run = (next, between) => computeOrbit(api, module, next.job, post, { pause: between, cancelled: () => next.gen !== gen.orbits });
  // A self-filling orbit lets the clicked orbits that came meanwhile run between its batches (it
  // resumes after them), so a click waits for one batch, not for the rest of a filling orbit.
  const clickedFirst = async () => {
    await pause();
    for (let next; (next = orbits.shift());) if (next.gen === gen.orbits) await run(next, pause);
  };
  let filling = null;  // the self-filling's region scan under way: { job, steps (findRegion), gen }
  /** One row of the self-filling's scan; at its end, the seeds, queued as short orbits. */
  function fillStep() {
    const r = filling.steps.next();
    if (!r.done) return;
    const { job } = filling, region = r.value, seeds = region ? fillSeeds(api, module, job, region) : [];
    filling = null;
    post({ type: 'fill', id: job.id, region, seeds });
    seeds.forEach((values, k) => fills.push({ gen: gen.orbits,
      job: { ...job.orbit, id: `${job.id}:${k + 1}`, seed: { values, energy: job.energy, reference: job.reference } } }));
  }
  async function drain() {
    if (running) return;
    running = true;
    for (;;) {
      if (filling && filling.gen !== gen.orbits) filling = null;
      const clicked = orbits.shift();
      if (clicked) {
        if (clicked.gen === gen.orbits) await run(clicked, pause);
      } else if (tangles.length) {
        // Asked for by a click, so before the self-filling; one answer (findTangle: a few seconds).
        const next = tangles.shift();
        if (next.gen === gen.orbits) { const answer = findTangle(api, module, next.job); if (next.gen === gen.orbits) post(answer); }
        await pause();
      } else if (filling) {
        fillStep();
        await pause();
      } else if (fills.length) {
        const next = fills.shift();
        if (next.gen === gen.orbits) await run(next, clickedFirst);
      } else if (shade && shade.gen === gen.ftle && !shade.grid.done) {
        const out = shade.grid.step();
        post({ type: 'ftle', id: shade.id, ...out });
        await pause();
      } else {
        break;
      }
    }
    running = false;
  }
  scope.onmessage = async (event) => {
    const msg = event.data || {};
    if (msg.type === 'init') {
      try {
        // A Blob worker has no URL to find geovi.wasm beside it: the page hands the bytes over.
        module = await api.loadGeovi(msg.wasmBinary ? { wasmBinary: msg.wasmBinary, locateFile: () => 'geovi.wasm' } : {});
        scope.postMessage({ type: 'ready' });
      } catch (e) {
        scope.postMessage({ type: 'failed', message: String(e.message || e) });
      }
    } else if (msg.type === 'orbit' && module) {
      orbits.push({ job: msg.job, gen: gen.orbits });
      drain();
    } else if (msg.type === 'tangle' && module) {
      tangles.push({ job: msg.job, gen: gen.orbits });
      drain();
    } else if (msg.type === 'fill' && module) {
      filling = { job: msg.job, steps: findRegion(api, module, msg.job), gen: gen.orbits };
      drain();
    } else if (msg.type === 'ftle' && module) {
      if (shade) shade.grid.dispose();
      shade = { id: msg.job.id, gen: ++gen.ftle, grid: new FtleGrid(api, module, msg.job) };
      drain();
    } else if (msg.type === 'cancel') {
      if (msg.what !== 'ftle') ++gen.orbits;
      if (msg.what !== 'orbits') { ++gen.ftle; if (shade) shade.grid.dispose(); shade = null; }
    } else if (msg.type === 'lyapunov' && module) {
      // The stability view's readouts (lyapunov-readout.js): one window, answered at once.
      scope.postMessage({ type: 'lyapunov', generation: msg.generation, run: msg.run, result: lyapunovWindow(api, module, msg.job) });
    }
  };
}

/**
 * The page's side of the clicker's computation. onMessage receives the worker's messages ('batch',
 * 'error'); `mode` says where orbits are computed: 'worker' or, when no worker could start,
 * 'main-thread' (time-sliced: one batch per task, so frames are drawn between batches).
 */
export class OrbitComputer {
  /** @param {any} api the JS API @param {any} module the page's wasm module @param {(m: any) => void} onMessage
   *  @param {{ wasmBinary?: Uint8Array, unpack?: (packed: string) => string }} [options] */
  constructor(api, module, onMessage, { wasmBinary, unpack } = {}) {
    this.api = api;
    this.module = module;
    this.onMessage = onMessage;
    this.wasmBinary = wasmBinary;
    this.unpack = unpack;
    /** @type {'idle' | 'starting' | 'worker' | 'main-thread'} */
    this.mode = 'idle';   // the worker starts when the view is first shown (warm) or with the first seed
    this.pending = [];
    this.generation = 0;
    this.local = Promise.resolve();
    this.worker = null;
  }

  start() {
    this.mode = 'starting';
    this.worker = startWorker('geovi-section', this, {
      onReady: () => {
        this.mode = 'worker';
        for (const msg of this.pending.splice(0)) this.worker.postMessage(msg);
      },
      onFailed: () => this.fallBack(),
      onMessage: (msg) => this.onMessage(msg),
    });
    if (!this.worker) this.fallBack();
  }

  fallBack() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.mode = 'main-thread';
    // Clicked orbits run here; the self-filling and the shading are the worker's only (the view says so).
    for (const msg of this.pending.splice(0)) if (msg.type === 'orbit') this.runHere(msg.job);
  }

  /** Starts the worker ahead of the first seed (when the view is first shown), so a click finds it ready. */
  warm() { if (this.mode === 'idle') this.start(); }

  /** Sends a message to the worker, or keeps it until the worker is ready. */
  send(msg) {
    if (this.mode === 'idle') this.start();
    if (this.mode === 'worker') this.worker.postMessage(msg);
    else if (this.mode === 'starting') this.pending.push(msg);
  }

  /** Starts (or queues) one orbit. */
  seed(job) {
    if (this.mode === 'main-thread') this.runHere(job);
    else this.send({ type: 'orbit', job });
  }

  /** Self-filling (section-ftle.js fillSeeds): in the worker only; false where there is none. */
  fill(job) {
    if (this.mode === 'main-thread') return false;
    this.send({ type: 'fill', job });
    return true;
  }

  /** The periodic orbit at a click and its manifolds (section-tangle.js): in the worker only (a few
   *  seconds of work in one piece, which the main thread cannot spare); false where there is none. */
  tangle(job) {
    if (this.mode === 'main-thread') return false;
    this.send({ type: 'tangle', job });
    return true;
  }

  /** The FTLE shading (section-ftle.js FtleGrid): in the worker only; false where there is none. */
  ftle(job) {
    if (this.mode === 'main-thread') return false;
    this.send({ type: 'ftle', job });
    return true;
  }

  /** Drops the running and queued jobs: 'orbits' (Clear: clicked and self-filling), 'ftle' or 'all'. */
  cancel(what = 'all') {
    if (what !== 'ftle') ++this.generation;
    this.pending = this.pending.filter((m) => (what === 'all' ? false : what === 'ftle' ? m.type !== 'ftle' : m.type === 'ftle'));
    if (this.worker) this.worker.postMessage({ type: 'cancel', what });
  }

  runHere(job) {
    const gen = this.generation;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
    this.local = this.local.then(() => (gen !== this.generation ? null
      : computeOrbit(this.api, this.module, { ...job, batchMs: MAIN_THREAD_BATCH_MS }, (m) => { if (gen === this.generation) this.onMessage(m); },
        { pause, cancelled: () => gen !== this.generation })));
  }

  dispose() {
    this.cancel();
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }
}

/** Starts the page's worker (workerScript) named `name` and hands it the wasm bytes; null when it cannot
 *  start. 'ready' goes to onReady, 'failed' (or an error before it was ready) to onFailed, every other
 *  message to onMessage. For the section's orbits (OrbitComputer) and the stability view's readouts
 *  (lyapunov-readout.js). @param {string} name
 *  @param {{ wasmBinary?: Uint8Array, unpack?: (packed: string) => string }} options
 *  @param {{ onReady: () => void, onFailed: () => void, onMessage: (msg: any) => void }} on */
export function startWorker(name, { wasmBinary, unpack }, { onReady, onFailed, onMessage }) {
  let worker, ready = false;
  try {
    const { url, type } = workerScript(unpack);
    worker = new Worker(url, { type, name });
  } catch {
    return null;
  }
  worker.onmessage = (event) => {
    const msg = event.data || {};
    if (msg.type === 'ready') { ready = true; onReady(); } else if (msg.type === 'failed') onFailed(); else onMessage(msg);
  };
  worker.onerror = (e) => { e.preventDefault(); if (!ready) onFailed(); };
  const bytes = wasmBinary ? wasmBinary.slice() : undefined;
  worker.postMessage({ type: 'init', wasmBinary: bytes }, bytes ? [bytes.buffer] : []);
  return worker;
}

/** The worker's script: the built bundle, a classic script (inline text, packed in the offline file and
 *  unpacked by `unpack`, or its file: build-site.mjs workerBundle), or, on the dev server, a module
 *  bootstrap. `unpack` comes from the page (packed-text.js): this file imports nothing the worker's dev
 *  bootstrap could not resolve without the page's import map.
 *  @param {(packed: string) => string} [unpack] @returns {{ url: string | URL, type: WorkerType }} */
export function workerScript(unpack) {
  const el = typeof document !== 'undefined' ? document.getElementById('geovi-section-worker') : null;
  const blob = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  // The offline file packs it (zlib, base64: build-site.mjs), as it packs KaTeX and the WebGL renderer.
  if (el && (el.textContent || '').trim())
    return { url: blob(el.dataset.encoding === 'zlib' ? unpack(el.textContent.trim()) : el.textContent), type: 'classic' };
  if (el && el.dataset.src) return { url: new URL(el.dataset.src, document.baseURI), type: 'classic' };
  const geovi = /** @type {any} */ (import.meta).resolve('geovi');
  return { url: blob(`import * as api from ${JSON.stringify(geovi)};\nimport { serveOrbits } from ${JSON.stringify(import.meta.url)};\nserveOrbits(self, api);\n`), type: 'module' };
}
