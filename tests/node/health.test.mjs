// The core's health judge through the JS API (wasm/geovi_api.js): the same events as the native CLI,
// in the same words, for any front end (geovi/health.hpp, docs/watchdog.md).
//
//   node --test tests/node/health.test.mjs        (after .ci/build)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'build/native/geovi');
const preset = (name) => path.join(ROOT, 'core/scenarios', `${name}.json`);

let geovi, module;
before(async () => {
  geovi = await import(pathToFileURL(path.join(ROOT, 'build/wasm/geovi.mjs')).href);
  module = await geovi.loadGeovi();
});

/** The CLI's warning lines: { time, step, code, words }. */
function cliWarnings(args) {
  const r = spawnSync(CLI, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stderr.split('\n').filter((l) => l.startsWith('warning at t = ')).map((l) => {
    const m = l.match(/^warning at t = ([\d.]+) s \(step (\d+), ([a-z0-9-]+)\): (.*)$/);
    assert.ok(m, l);
    return { step: Number(m[2]), code: m[3], words: m[4] };
  });
}

test('wasm raises the events the native CLI raises, at the same step, in the same words', () => {
  const runs = [
    { name: 'double_spherical_pendulum', integrator: 'rk4', h: 0.25, tEnd: 100 },
    { name: 'sphere_comet', integrator: 'vi-explicit', h: 0.001, tEnd: 3 },
  ];
  for (const run of runs) {
    const cli = cliWarnings(['run', preset(run.name), '--integrator', run.integrator, '--h', String(run.h), '--t-end', String(run.tEnd)]);
    assert.ok(cli.length >= 1, `${run.name}: the CLI warns`);
    const sim = new geovi.Simulation(module, fs.readFileSync(preset(run.name), 'utf8'), { integrator: run.integrator, h: run.h });
    try {
      const steps = Math.round(run.tEnd / run.h);
      for (let done = 0; done < steps; done += 13) sim.advance(Math.min(13, steps - done));  // the page's batching, not the CLI's
      const events = sim.healthEvents;
      assert.deepEqual(events.map((e) => [e.code, e.step]), cli.map((w) => [w.code, w.step]), run.name);
      for (let k = 0; k < events.length; ++k) {
        const { sentence, advice } = geovi.describeHealth(module, events[k]);
        assert.equal(`${sentence} ${advice}`, cli[k].words);
      }
      assert.ok(Object.isFrozen(events) && Object.isFrozen(events[0]), 'read-only');
    } finally {
      sim.dispose();
    }
  }
});

test('issue 35: a top whose attitude is no longer a rotation raises manifold-rotation, as the CLI does; re-projected RK4 does not', () => {
  for (const [name, step] of [['lagrange_top_sleeping', 6], ['heavy_asymmetric_top', 1170]]) {
    const cli = cliWarnings(['run', preset(name), '--integrator', 'rk4', '--h', '0.05', '--t-end', '300']);
    assert.deepEqual(cli.map((w) => [w.code, w.step]), [['manifold-rotation', step]], name);
    for (const integrator of ['rk4', 'rk4-projected']) {
      const sim = new geovi.Simulation(module, fs.readFileSync(preset(name), 'utf8'), { integrator, h: 0.05 });
      try {
        for (let done = 0; done < 6000; done += 13) sim.advance(Math.min(13, 6000 - done));
        const off = sim.healthEvents.filter((e) => e.code.startsWith('manifold-'));
        if (integrator === 'rk4-projected') {
          assert.deepEqual(off, [], `${name}: ${integrator} stays on SO(3)`);
          assert.ok(sim.diagnostics().manifoldError < 1e-12);
          continue;
        }
        assert.equal(off.length, 1, `${name}: once`);
        const [e] = off;
        assert.deepEqual([e.code, e.severity, e.step, e.threshold], ['manifold-rotation', 'warning', step, 0.1]);
        assert.ok(Number.isFinite(e.value) && e.value > 0.1 && Math.abs(e.time - step * 0.05) < 1e-9, JSON.stringify(e));
        const { sentence, advice } = geovi.describeHealth(module, e);
        assert.equal(`${sentence} ${advice}`, cli[0].words);
        assert.match(sentence, new RegExp(`\\(step ${step}\\) the body's attitude R was no longer a rotation`));
      } finally {
        sim.dispose();
      }
    }
  }
});

test('a failure carries its event; templates can be replaced (a translation) and keep the core\'s numbers', () => {
  const sim = new geovi.Simulation(module, fs.readFileSync(preset('sphere_three_body'), 'utf8'), { integrator: 'vi-explicit', h: 5 });
  try {
    assert.throws(() => sim.advance(1), (e) => {
      assert.equal(e.kind, 'NumericalFailure');
      assert.equal(e.health.code, 'explicit-no-solution');
      assert.equal(e.health.severity, 'failure');
      assert.equal(e.health.h, 5);
      return true;
    });
    const event = sim.healthEvents.at(-1);
    const own = geovi.describeHealth(module, event, { 'explicit-no-solution': { sentence: 'Arrêt à t = {time:fixed3} s, h = {h:g} s.', advice: 'Réduire h.' } });
    assert.deepEqual(own, { sentence: 'Arrêt à t = 0.000 s, h = 5 s.', advice: 'Réduire h.' });
    // Every kind in the catalogue has its words, and a malformed event is refused naming the field.
    const kinds = geovi.catalogue(module).health;
    assert.ok(kinds.some((k) => k.code === 'explicit-no-solution' && k.severity === 'failure'));
    assert.throws(() => geovi.describeHealth(module, { ...event, time: 'soon' }), (e) => e.kind === 'InputError' && /event\.time/.test(e.message));
  } finally {
    sim.dispose();
  }
});

test('negative control: a preset with its own integrator raises nothing', () => {
  const sim = new geovi.Simulation(module, fs.readFileSync(preset('double_spherical_pendulum'), 'utf8'));
  try {
    sim.advance(5000);
    assert.deepEqual(sim.healthEvents, []);
  } finally {
    sim.dispose();
  }
});
