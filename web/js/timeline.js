// The timeline's history: one frame per animation frame of the run (docs/timeline.md, "History"),
// with the time, the global step (run-recording.js counts it), the install it belongs to, both
// runs' energies, states and draw points, so that the scene, the readouts and the side views can
// show any recorded moment, and Continue can start a branch from it.
//
// Memory is bounded whatever the run's length: each frame is one Float64Array, and when the
// frames' bytes pass the budget every second frame is dropped (the newest is kept) and from then
// on only every second frame is recorded, so the history always covers the whole run at a uniform
// spacing (as recorder.js does for the plots). `npm run bench` measures a 10-minute class at 60
// frames per second against the 50 MB bound (bench/run.mjs, "timeline memory").

/** Bytes a frame costs beyond its numbers: an estimate of a typed array's object and its list slot
 *  in V8. `node --expose-gc bench/run.mjs --only timeline` records the heap's growth beside this count
 *  for every preset: the largest, magnetic_dipoles, 32.0 MB counted and 38.1 MB measured. */
export const FRAME_OVERHEAD_BYTES = 200;
/** The history's budget: under the 50 MB for a 10-minute class, with room for the rest. */
export const HISTORY_BYTES = 40 * 1024 * 1024;

const HEAD = 7;  // t, step, install, E main, E base, the main run's manifold error and momentum (NaN: none)

/** The frames of a run, thinned uniformly to stay within `maxBytes`. */
export class History {
  constructor({ maxBytes = HISTORY_BYTES } = {}) {
    this.maxBytes = maxBytes;
    this.clear();
  }

  clear() {
    /** @type {Float64Array[]} */
    this.frames = [];
    /** @type {{ n: number, nb: number, p: number, pb: number, call: number }[]} per frame: its layout and push() call */
    this.layouts = [];
    this.bytes = 0;
    this.stride = 1;
    this.calls = 0;  // push() calls so far: a frame is kept when its call number is a multiple of the stride
    this.version = 0;
  }

  get length() { return this.frames.length; }

  /**
   * Records a frame unless the stride skips it (force: always, e.g. right after a drag or a branch).
   * runs: { main, base } Simulations; step: the global step; install: the install's event index.
   */
  push({ main, base }, step, install, force = false) {
    const call = this.calls++;
    if (!force && call % this.stride !== 0) return false;
    const n = main.state.length, nb = base ? base.state.length : 0;
    const p = main.positions.length, pb = base ? base.positions.length : 0;
    const f = new Float64Array(HEAD + n + nb + p + pb);
    f[0] = main.time; f[1] = step; f[2] = install; f[3] = main.energy; f[4] = base ? base.energy : NaN;
    // The readouts of that moment beyond its energy (readouts-panel.js shows them while it is scrubbed).
    const d = main.diagnostics();
    f[5] = d.manifoldError; f[6] = d.momentum ?? NaN;
    let o = HEAD;
    f.set(main.state, o); o += n;
    if (base) { f.set(base.state, o); o += nb; }
    f.set(main.positions, o); o += p;
    if (base) f.set(base.positions, o);
    // A frame at the same step as the last one replaces it (a drag's many moves between two steps).
    const last = this.frames.length - 1;
    if (last >= 0 && this.frames[last][1] === step && this.frames[last][2] === install) this.drop(last);
    this.frames.push(f);
    this.layouts.push({ n, nb, p, pb, call });
    this.bytes += f.byteLength + FRAME_OVERHEAD_BYTES;
    while (this.bytes > this.maxBytes && this.frames.length > 2) this.thin();
    ++this.version;
    return true;
  }

  drop(i) {
    this.bytes -= this.frames[i].byteLength + FRAME_OVERHEAD_BYTES;
    this.frames.splice(i, 1);
    this.layouts.splice(i, 1);
  }

  /** The stride doubles and the frames off it go: every second one, so the spacing stays uniform. */
  thin() {
    this.stride *= 2;
    const keep = this.layouts.map((l) => l.call % this.stride === 0);
    this.frames = this.frames.filter((_, i) => keep[i]);
    this.layouts = this.layouts.filter((_, i) => keep[i]);
    this.bytes = this.frames.reduce((b, f) => b + f.byteLength + FRAME_OVERHEAD_BYTES, 0);
  }

  /** Frame i as views: { t, step, install, energy, baseEnergy, manifoldError, momentum (null: none), main, base,
   *  mainPositions, basePositions }. */
  at(i) {
    const f = this.frames[i], { n, nb, p, pb } = this.layouts[i];
    let o = HEAD;
    const view = (len) => { const v = f.subarray(o, o + len); o += len; return v; };
    const main = view(n), base = nb ? view(nb) : null, mainPositions = view(p), basePositions = pb ? view(pb) : null;
    return { t: f[0], step: f[1], install: f[2], energy: f[3], baseEnergy: nb ? f[4] : null, manifoldError: f[5],
      momentum: Number.isNaN(f[6]) ? null : f[6], main, base, mainPositions, basePositions };
  }

  /** Drops every frame after i (a branch from frame i). */
  truncateAfter(i) {
    for (let k = this.frames.length - 1; k > i; --k) this.drop(k);
    ++this.version;
  }

  /** The frame whose time is nearest to t among those of the newest stretch that reaches t (times go
   *  back to 0 at an install), or -1. */
  indexAt(t) {
    for (let i = this.frames.length - 1; i >= 0; --i) {
      if (this.frames[i][0] <= t) {
        const next = this.frames[i + 1];
        return next && next[0] - t < t - this.frames[i][0] ? i + 1 : i;
      }
    }
    return this.frames.length ? 0 : -1;
  }
}
