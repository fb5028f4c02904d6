// The plots' record (web/js/recorder.js): bounded for any run length, covering the whole run at a
// uniform spacing; a smaller row limit (geoviDebug.limitRecord, used by the page soak) holds across
// resets, and a record above a new limit thins at its next push.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Recorder } from '../../web/js/recorder.js';

const sample = (t) => ({ time: t, energy: -1, diagnostics: { manifoldError: 0, momentum: null, iterations: 0, residual: 0 },
  state: new Float64Array([t, 1, 2]), phase: null });
const fill = (r, n, from = 0) => { for (let i = from; i < from + n; ++i) r.push(sample(i), sample(i)); };

function assertUniform(r) {
  const dt = r.t[1] - r.t[0];
  assert.equal(r.t[0], 0, 'the record starts at t = 0');
  for (let i = 1; i < r.t.length; ++i) assert.equal(r.t[i] - r.t[i - 1], dt, `uniform spacing at row ${i}`);
  for (let i = 0; i < r.t.length; ++i) assert.equal(r.states[i][0], r.t[i], 'each state row beside its time');
}

test('the record stays within 4000 rows at a uniform spacing over a long run', () => {
  const r = new Recorder();
  r.reset({ e0: -1, stateColumns: ['a', 'b', 'c'], compare: true });
  fill(r, 100000);
  assert.ok(r.length < 4000 && r.length >= 2000, `${r.length} rows`);
  assert.equal(r.baseStates.length, r.length);
  assertUniform(r);
});

test('limitRows: a smaller bound, kept across resets, never below 200 rows', () => {
  const r = new Recorder();
  r.reset({ e0: -1, stateColumns: ['a', 'b', 'c'], compare: true });
  fill(r, 1500);
  r.limitRows(400);
  fill(r, 1, 1500);
  assert.ok(r.length < 400 && r.length >= 200, `thinned at the next push: ${r.length} rows`);
  r.reset({ e0: -1, stateColumns: ['a', 'b', 'c'], compare: false });
  fill(r, 5000);
  assert.ok(r.length < 400 && r.length >= 200, `the limit outlived the reset: ${r.length} rows`);
  assertUniform(r);
  r.limitRows(3);
  assert.equal(r.maxRows, 200);
  r.limitRows('not a number');
  assert.equal(r.maxRows, 200, 'a bad limit is ignored, the smaller one stays');
});
