// The stability view's sound as pure logic (web/js/stability-sound.js, docs/accessibility.md): Play the
// sweep's score (one note per value, pitch from the growth rate, stable/unstable voices, silence where not
// judged, the threshold's click) and the live verdict's voice (steady when stable, beating faster the larger
// the growth rate). The browser test (tests/browser/stability-extras.test.mjs) checks the page plays it.
//
//   node --test tests/node/stability-sound.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sweepScore, sweepPitch, verdictVoice, pulseOf, SWEEP_SECONDS, F_ZERO, OCTAVES, PULSE_MIN, PULSE_MAX } from '../../web/js/stability-sound.js';

// A sweep as parameter-sweep.js answers it: five values, unstable below 2.5, one value refused.
const SWEEP = { values: [1, 2, 3, 4, 5], stable: [false, false, true, null, true], growthRates: [2, 0.5, 0, null, -1], threshold: 2.5 };

test('Play the sweep: one note per value over SWEEP_SECONDS, pitch from the growth rate, the verdict as the voice', () => {
  const s = sweepScore(SWEEP);
  assert.equal(s.seconds, SWEEP_SECONDS);
  assert.equal(s.notes.length, 5);
  assert.deepEqual(s.notes.map((n) => n.at), [0, 1, 2, 3, 4].map((i) => i * (SWEEP_SECONDS / 5)));
  assert.deepEqual(s.notes.map((n) => n.voice), ['unstable', 'unstable', 'stable', null, 'stable']);
  // The largest |rate| (2) is OCTAVES up; zero is F_ZERO; −1 is half as many octaves down; a refused value is silent.
  assert.equal(s.notes[0].frequency, F_ZERO * 2 ** OCTAVES);
  assert.equal(s.notes[1].frequency, F_ZERO * 2 ** (OCTAVES / 4));
  assert.equal(s.notes[2].frequency, F_ZERO);
  assert.equal(s.notes[3].frequency, null);
  assert.equal(s.notes[4].frequency, F_ZERO * 2 ** (-OCTAVES / 2));
  // The growing rate climbs: each unstable note higher than the next one towards the threshold.
  assert.ok(s.notes[0].frequency > s.notes[1].frequency && s.notes[1].frequency > s.notes[2].frequency);
  // The threshold 2.5 sits halfway between the second and third values' notes' middles (1.5 and 2.5 notes in).
  assert.equal(s.clicks.length, 1);
  assert.ok(Math.abs(s.clicks[0].at - 2 * (SWEEP_SECONDS / 5)) < 1e-12, `click at ${s.clicks[0].at}`);
});

test('no threshold: no click; a refused value is not counted in the scale; nothing to play without a sweep', () => {
  const s = sweepScore({ ...SWEEP, threshold: null, growthRates: [2, 0.5, 0, 1e6, -1] });
  assert.deepEqual(s.clicks, []);
  assert.equal(s.scale, 2, 'the refused value’s number does not set the scale');
  assert.equal(sweepScore(null), null);
  assert.equal(sweepScore({ values: [1], stable: [true], growthRates: [0] }), null);
  // All rates zero: every note at F_ZERO (no division by zero, no NaN).
  const flat = sweepScore({ values: [0, 1], stable: [true, true], growthRates: [0, 0], threshold: null });
  assert.deepEqual(flat.notes.map((n) => n.frequency), [F_ZERO, F_ZERO]);
  assert.equal(sweepPitch(NaN, 1), F_ZERO);
  assert.equal(sweepPitch(5, 1), F_ZERO * 2 ** OCTAVES, 'clamped');
});

test('the live verdict: steady when stable, beating faster for a larger growth rate, silent without a verdict', () => {
  const eq = (stable, growthRate) => ({ kind: 'equilibrium', stable, growthRate });
  assert.deepEqual(verdictVoice(eq(true, 0)), { verdict: 'stable', frequency: F_ZERO, pulseHz: 0 });
  const slow = verdictVoice(eq(false, 0.1)), fast = verdictVoice(eq(false, 10));
  assert.equal(slow.verdict, 'unstable');
  assert.ok(fast.pulseHz > slow.pulseHz, `${fast.pulseHz} > ${slow.pulseHz}`);
  assert.equal(verdictVoice({ kind: 'relative_equilibrium', stable: false, growthRate: 100 }).pulseHz, PULSE_MAX);
  // √(g/l) of the upright spherical pendulum (tests/browser/stability-extras.test.mjs hears it): 16^(2.496/4).
  assert.ok(Math.abs(pulseOf(Math.sqrt(9.81)) - 16 ** ((Math.log10(Math.sqrt(9.81)) + 2) / 4)) < 1e-12);
  assert.equal(pulseOf(1e-9), PULSE_MIN);
  assert.equal(pulseOf(NaN), PULSE_MIN);
  for (const r of [null, { kind: 'motion', stable: null }, { kind: 'unavailable', stable: null }, { kind: 'too-large', stable: null }])
    assert.equal(verdictVoice(r), null, JSON.stringify(r));
});
