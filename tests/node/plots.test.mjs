// The plots' own tick positions (web/js/plots.js, linearSplits): a bounded number of
// distinct, ordered ticks inside the range for any range, including the ones that hung
// uPlot's own tick loop in Firefox: a curve constant to round-off, a few doubles wide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linearSplits, fitTickLabels } from '../../web/js/plots.js';

const cases = [
  ['an energy a few doubles wide (the Firefox hang)', -5.848000000000005, -5.848000000000002],
  ['an energy 3e-9 wide', -5.848000003177129, -5.848000000000002],
  ['one double wide', 1, 1 + Number.EPSILON],
  ['time from 0', 0, 0.065],
  ['an ordinary range', -72.19, -72.17],
  ['a large range', -3e7, 5e9],
];

for (const [what, min, max] of cases) {
  test(`linearSplits: ${what}`, () => {
    const ticks = linearSplits(null, 0, min, max);
    assert.ok(ticks.length >= 1 && ticks.length <= 12, `${ticks.length} ticks`);
    for (let i = 0; i < ticks.length; ++i) {
      assert.ok(ticks[i] >= min && ticks[i] <= max, `tick ${ticks[i]} outside [${min}, ${max}]`);
      if (i) assert.ok(ticks[i] > ticks[i - 1], 'ticks ascend and differ');
    }
  });
}

test('linearSplits: an empty or degenerate range gives at most one tick', () => {
  assert.deepEqual(linearSplits(null, 0, 2, 2), [2]);
  assert.deepEqual(linearSplits(null, 0, NaN, 1), []);
});

// Tick labels that fit their axis (issue 48): the values as they are when they fit, else the digits
// that vary and the offset they share. Each label must give back its tick: offset + label × 10^e within
// half a unit, and neighbouring labels differ.
const FONT = '12px system-ui';  // 7.2 px a character here (no canvas in Node)
const offsetCases = [
  ['lagrange_top_sleeping\'s energy, 1e-8 apart', 109.80950948, 109.80950958],
  ['a negative energy, 1e-6 apart', -0.312356, -0.312354],
  ['a small energy, 2e-9 apart', -0.0011975401, -0.001197533],
  ['a large one, 1e-3 apart', 123456.789, 123456.7935],
];
for (const [what, min, max] of offsetCases) {
  test(`fitTickLabels: ${what}`, () => {
    const ticks = linearSplits(null, 0, min, max);
    const { labels, offset } = fitTickLabels(ticks, 63, FONT);
    assert.ok(offset, `an offset for ${ticks}`);
    const m = /^(-?[\d.]+) \+ …(?:e(-?\d+))?$/.exec(offset);
    assert.ok(m, `the offset reads "${offset}"`);
    const base = Number(m[1]), unit = 10 ** Number(m[2] || 0);
    labels.forEach((l, i) => {
      assert.ok(l.length <= 3, `label "${l}" has at most three digits`);
      assert.ok(Math.abs(base + Number(l) * unit - ticks[i]) <= 0.5 * unit, `${offset} with ${l} gives ${ticks[i]}`);
      if (i) assert.notEqual(l, labels[i - 1]);
    });
  });
}

test('fitTickLabels: labels that fit are left as they are, with no offset', () => {
  const ticks = linearSplits(null, 0, -72.19, -72.17);
  const { labels, offset } = fitTickLabels(ticks, 63, FONT);
  assert.equal(offset, null);
  assert.deepEqual(labels, ticks.map((v) => v.toFixed(3)));
});
