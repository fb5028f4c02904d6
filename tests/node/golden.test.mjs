// Issue 11, "no behaviour change, shown": every preset under every integrator
// the CLI lists reproduces, byte for byte, the CSV recorded in
// tests/golden/csv-sha256.json from the commit before the redesign (its
// `generatedFrom`). A refusal (exit 2) must stay a refusal.
//
//   node --test tests/node/golden.test.mjs     (after .ci/build)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { CLI, GOLDEN, goldenRun } from '../golden/golden-runs.mjs';

test('every preset × integrator CSV is byte-identical to the golden set', () => {
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: run .ci/build`);
  const golden = JSON.parse(fs.readFileSync(GOLDEN, 'utf8'));
  const differ = [];
  for (const [key, want] of Object.entries(golden.runs)) {
    const [preset, integrator] = key.split(' ');
    const got = goldenRun(preset, integrator);
    if (got.exit !== want.exit || (want.exit === 0 && got.sha256 !== want.sha256))
      differ.push(`${key}: exit ${got.exit} (golden ${want.exit})${got.sha256 !== want.sha256 ? ', CSV differs' : ''}`);
  }
  console.log(`# golden: ${Object.keys(golden.runs).length} runs against ${golden.generatedFrom.slice(0, 10)}, ${differ.length} differ`);
  assert.deepEqual(differ, []);
});
