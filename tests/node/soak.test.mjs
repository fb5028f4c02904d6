// Memory soak of the WebAssembly build (issue 6, item 6): 10^4 cycles of
// create / advance / dispose leave the wasm heap exactly as it was.
//
// Two measures: HEAPU8.length (wasm memory never shrinks, so growth would be
// permanent) and, when the module exports it, heapAllocatedBytes() =
// mallinfo().uordblks, the bytes malloc has in use, which sees any leak, not
// just one large enough to grow memory. The cycles include the error paths,
// where a leak would hide: bad input (the constructor fails inside the
// parser) and a numerical failure thrown out of advance().
//
//   node --test tests/node/soak.test.mjs     (after .ci/build)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WASM_JS = path.join(ROOT, 'build/wasm/geovi.mjs');
const SCENARIOS = path.join(ROOT, 'core/scenarios');
const CYCLES = 10_000;

let geovi;
let module;

before(async () => {
  assert.ok(fs.existsSync(WASM_JS), `${WASM_JS} is missing: run .ci/build`);
  geovi = await import(pathToFileURL(WASM_JS).href);
  module = await geovi.loadGeovi();
});

const read = (name) => fs.readFileSync(path.join(SCENARIOS, name), 'utf8');

test(`${CYCLES} create/advance/dispose cycles leave the wasm heap unchanged`, () => {
  // Small presets of both families (the 642-molecule preset is exercised by
  // determinism.test.mjs; here the point is many objects, not big ones).
  const presets = fs.readdirSync(SCENARIOS).filter((f) => f.endsWith('.json') && !f.startsWith('molecules')).sort();
  const texts = presets.map(read);
  const bad = [
    '{"system": ',                                                        // not JSON
    texts[0].replace('"masses"', '"massez"'),                             // missing field / unknown key
    '{"system": {"type": "sphere_nbody", "masses": [1, 1e999]}}',          // 1e999
  ];
  const failing = { text: read('sphere_three_body.json'), overrides: { integrator: 'vi-explicit', h: 5 } };  // explicit VI out of its domain
  const counts = { ok: 0, inputErrors: 0, numericalFailures: 0 };

  const cycle = (i) => {
    const kind = i % 10;
    if (kind === 8) {
      assert.throws(() => new geovi.Simulation(module, bad[i % bad.length]), (e) => e.kind === 'InputError');
      counts.inputErrors++;
    } else if (kind === 9) {
      const sim = new geovi.Simulation(module, failing.text, failing.overrides);
      try {
        assert.throws(() => sim.advance(3), (e) => e.kind === 'NumericalFailure');
        counts.numericalFailures++;
      } finally {
        sim.dispose();
      }
    } else {
      const sim = new geovi.Simulation(module, texts[i % texts.length]);
      try {
        sim.advance(10);
        void [sim.positions[0], sim.state[0], sim.diagnostics(), sim.warnings, sim.stateColumns];  // every getter, for the leak count
        counts.ok++;
      } finally {
        sim.dispose();
      }
    }
  };

  const allocated = () => (typeof module.heapAllocatedBytes === 'function' ? module.heapAllocatedBytes() : null);
  for (let i = 0; i < 200; ++i) cycle(i);  // warm-up: one-time allocations (Embind tables, statics)
  counts.ok = counts.inputErrors = counts.numericalFailures = 0;
  const heapBefore = module.HEAPU8.length;
  const allocBefore = allocated();
  const t0 = performance.now();
  for (let i = 0; i < CYCLES; ++i) cycle(i);
  const seconds = (performance.now() - t0) / 1000;
  const heapAfter = module.HEAPU8.length;
  const allocAfter = allocated();

  console.log(`# wasm soak: ${CYCLES} cycles (${counts.ok} runs of 10 steps over ${presets.length} presets, ` +
    `${counts.inputErrors} input errors, ${counts.numericalFailures} numerical failures) in ${seconds.toFixed(1)} s; ` +
    `HEAPU8.length ${heapBefore} -> ${heapAfter} bytes; malloc in use ${allocBefore} -> ${allocAfter} bytes`);
  assert.equal(heapAfter, heapBefore, 'wasm memory grew');
  if (allocBefore !== null) assert.equal(allocAfter, allocBefore, 'bytes in use by malloc changed: a leak');
  assert.equal(counts.ok + counts.inputErrors + counts.numericalFailures, CYCLES);
});
