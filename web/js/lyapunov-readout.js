// The stability view's running Lyapunov readouts (issue 47, item 3): each run's exponents over the window
// ahead of its present state (lyapunov-window.js), asked of the section worker (section-orbits.js serves
// 'lyapunov' jobs beside its orbits) every few seconds, so that the animation frame carries none of the
// QR work; one job per run at a time, the newest state each time. Where no worker starts, the job runs
// on the page's thread after the frame, over a shorter window (MAIN_THREAD_STEPS).
import { startWorker } from './section-orbits.js';
import { lyapunovWindow } from './lyapunov-window.js';

export const MAIN_THREAD_STEPS = 400;

export class LyapunovReadout {
  /** @param {any} api the JS API @param {any} module the page's wasm module
   *  @param {(run: 'main' | 'base', result: any) => void} onResult
   *  @param {{ wasmBinary?: Uint8Array, unpack?: (packed: string) => string }} [options] */
  constructor(api, module, onResult, { wasmBinary, unpack } = {}) {
    this.api = api;
    this.module = module;
    this.onResult = onResult;
    this.wasmBinary = wasmBinary;
    this.unpack = unpack;
    /** @type {'idle' | 'starting' | 'worker' | 'main-thread'} */
    this.mode = 'idle';
    this.worker = null;
    this.generation = 0;   // a new run drops the answers about the old one
    this.busy = { main: false, base: false };
    /** @type {any[]} jobs asked for while the worker starts */
    this.queued = [];
  }

  start() {
    this.mode = 'starting';
    this.worker = startWorker('geovi-lyapunov', this, {
      onReady: () => {
        this.mode = 'worker';
        for (const m of this.queued.splice(0)) this.worker.postMessage(m);
      },
      onFailed: () => this.fallBack(),
      onMessage: (msg) => { if (msg.type === 'lyapunov') this.answer(msg.generation, msg.run, msg.result); },
    });
    if (!this.worker) this.fallBack();
  }

  fallBack() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.mode = 'main-thread';
    for (const m of this.queued.splice(0)) this.runHere(m);
  }

  answer(generation, run, result) {
    if (generation !== this.generation) return;
    this.busy[run] = false;
    this.onResult(run, result);
  }

  runHere(m) {
    setTimeout(() => this.answer(m.generation, m.run, lyapunovWindow(this.api, this.module, m.job, MAIN_THREAD_STEPS)), 0);
  }

  /** Asks for `run`'s exponents from `sim`'s present state (a copy of it is sent), unless its last job
   *  is still out. @param {'main' | 'base'} run @param {any} sim @param {any} json its scenario */
  request(run, sim, json) {
    if (!sim || this.busy[run]) return;
    this.busy[run] = true;
    const m = { type: 'lyapunov', generation: this.generation, run,
      job: { json, integrator: sim.integrator, h: sim.stepSize, state: Array.from(sim.state), t: sim.time } };
    if (this.mode === 'idle') this.start();
    if (this.mode === 'worker') this.worker.postMessage(m);
    else if (this.mode === 'main-thread') this.runHere(m);
    else this.queued.push(m);
  }

  /** A new run: the answers about the old one are dropped when they come. */
  reset() {
    ++this.generation;
    this.busy = { main: false, base: false };
    this.queued.length = 0;
  }
}
