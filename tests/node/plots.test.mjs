// The plots' own tick positions (web/js/plots.js, linearSplits): a bounded number of
// distinct, ordered ticks inside the range for any range, including the ones that hung
// uPlot's own tick loop in Firefox: a curve constant to round-off, a few doubles wide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linearSplits } from '../../web/js/plots.js';

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
