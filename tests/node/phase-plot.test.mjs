// The phase plot's coordinates (web/js/phase.js) read the columns the catalogue names for the run's
// space; a run without them (a quadrotor flies on the product space, whose phase plot is the load's
// q_x against ω_y, and has no load) gets no phase plot rather than a plot of missing values.
//
//   node --test tests/node/phase-plot.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phaseCoordinates } from '../../web/js/phase.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogue = JSON.parse(execFileSync(path.join(ROOT, 'build/native/geovi'), ['catalogue'], { encoding: 'utf8' }));
const space = (name) => catalogue.spaces.find((s) => s.name === name);
const up = { x: 0, y: 0, z: 1 };

// The state columns of a preset's run, from the CLI's CSV header (after t and energy).
function columns(preset) {
  const csv = execFileSync(path.join(ROOT, 'build/native/geovi'), ['run', path.join(ROOT, 'core/scenarios', `${preset}.json`), '--t-end', '0'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return csv.split('\n')[0].split(',').slice(2);
}

test('a quadrotor with a load plots q_x against ω_y; one without a load offers no phase plot', () => {
  const product = space('product');
  assert.equal(product.phase, 'columns');
  const withLoad = columns('quadrotor_slung_load');
  const coordinates = phaseCoordinates(product, withLoad, up, true);
  assert.ok(coordinates, 'the load run has its phase columns');
  const state = withLoad.map((_, k) => k + 0.5);
  assert.deepEqual(coordinates(state), product.phaseColumns.map((c) => withLoad.indexOf(c) + 0.5));
  assert.equal(phaseCoordinates(product, columns('quadrotor_flip'), up, true), null);
});

test('every preset of a "columns" space but the plain quadrotors has its phase columns', () => {
  for (const preset of ['free_rigid_body', 'heavy_asymmetric_top', 'thrown_book', 'binary_asteroid', 'quadrotor_load_figure_eight']) {
    const cols = columns(preset);
    const kind = preset.startsWith('quadrotor') ? 'product' : preset === 'thrown_book' || preset === 'binary_asteroid' ? 'rigid_bodies' : 'rigid_body';
    assert.notEqual(phaseCoordinates(space(kind), cols, up, true), null, preset);
  }
});
