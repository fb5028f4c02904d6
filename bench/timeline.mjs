// npm run bench, section "timeline": the memory of the timeline's history (web/js/timeline.js) for a
// 10-minute class at 60 frames per second, every preset with its default baseline, against the
// 50 MB bound of issue 32 (docs/timeline.md). The 36 000 frames are pushed without waiting 10
// minutes of wall time: a frame's size depends only on the runs' state and draw-point counts, so the
// runs take one step between frames. Records the history's own count of bytes and the V8 heap's
// growth with the typed arrays' buffers (after a forced collection when node runs with --expose-gc).
import { History } from '../web/js/timeline.js';
import { presetNames, readScenario } from './lib.mjs';

const FRAMES = 10 * 60 * 60;
// The JS heap and the typed arrays' buffers (kept outside the heap by V8).
const used = () => { const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; };

export async function benchTimeline({ geovi, module, record, results, log }) {
  log('[bench] timeline: history memory of a 10-minute class at 60 frames/s, every preset');
  const gc = globalThis.gc || (() => {});
  const rows = [];
  for (const name of presetNames()) {
    const json = readScenario(name);
    const main = new geovi.Simulation(module, json);
    const base = json.compare ? new geovi.Simulation(module, json, { integrator: json.compare, h: main.stepSize }) : null;
    gc();
    const heap0 = used();
    const h = new History();
    for (let i = 0; i < FRAMES; ++i) h.push({ main, base }, i, 0);
    gc();
    const heap = used() - heap0;
    rows.push({ name, bytes: h.bytes, heap, frames: h.length });
    record('timeline', { case: name, engine: 'wasm', integrator: main.integrator, h: main.stepSize, steps: FRAMES,
      us_per_step: null, history_bytes: h.bytes, heap_bytes: heap, frames_kept: h.length, stride: h.stride });
    log(`  ${name}: ${h.length} of ${FRAMES} frames kept (stride ${h.stride}), ${(h.bytes / 1e6).toFixed(1)} MB counted, heap +${(heap / 1e6).toFixed(1)} MB`);
    main.dispose();
    if (base) base.dispose();
  }
  results.summary.timeline = { frames: FRAMES, max_history_mb: Math.max(...rows.map((r) => r.bytes)) / 1e6,
    max_heap_mb: Math.max(...rows.map((r) => r.heap)) / 1e6, bound_mb: 50 };
  log(`  largest: ${results.summary.timeline.max_history_mb.toFixed(1)} MB counted, heap ${results.summary.timeline.max_heap_mb.toFixed(1)} MB (bound 50 MB)`);
}
