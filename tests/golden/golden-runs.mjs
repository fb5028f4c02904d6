// The golden set of issue 11 ("no behaviour change, shown"): every preset under
// every integrator name the CLI lists, run for STEPS steps of the preset's own h
// with the native CLI. Each run is recorded by its exit code and the SHA-256 of
// its CSV (stdout), so a later build must reproduce every byte of every run, and
// every refusal (exit 2: the integrator does not apply to this system) with
// the same exit code.
//
//   node tests/golden/golden-runs.mjs --write   regenerate tests/golden/csv-sha256.json
//   node tests/golden/golden-runs.mjs --check   compare (what tests/node/golden.test.mjs runs)
//
// Regenerate only when a change of behaviour is intended, and say so in the commit.
import { spawnSync, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = path.join(ROOT, 'build/native/geovi');
export const GOLDEN = path.join(ROOT, 'tests/golden/csv-sha256.json');
const SCENARIOS = path.join(ROOT, 'core/scenarios');
export const STEPS = 200;  // enough for every stepper to reach its Newton / adaptive branches
const EVERY = 10;          // rows every 10 steps keep the 642-molecule CSV small; every step is still taken

export function presets() {
  return fs.readdirSync(SCENARIOS).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

export function integratorNames() {
  return execFileSync(CLI, ['integrators'], { encoding: 'utf8' }).trim().split('\n');
}

// One run: { exit, sha256 } (sha256 of stdout, the CSV, when it ran).
export function goldenRun(preset, integrator) {
  const file = path.join(SCENARIOS, `${preset}.json`);
  const h = JSON.parse(fs.readFileSync(file, 'utf8')).integrator.h;
  const tEnd = STEPS * h;
  const r = spawnSync(CLI, ['run', file, '--integrator', integrator, '--t-end', String(tEnd), '--every', String(EVERY)],
    { encoding: 'buffer', maxBuffer: 1 << 28 });
  return { exit: r.status, sha256: crypto.createHash('sha256').update(r.stdout).digest('hex') };
}

export function allRuns() {
  const runs = {};
  for (const p of presets()) for (const i of integratorNames()) runs[`${p} ${i}`] = goldenRun(p, i);
  return runs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  if (mode === '--write') {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const doc = { generatedFrom: commit, steps: STEPS, every: EVERY, runs: allRuns() };
    fs.writeFileSync(GOLDEN, `${JSON.stringify(doc, null, 1)}\n`);
    console.log(`wrote ${Object.keys(doc.runs).length} runs to ${GOLDEN}`);
  } else {
    console.error('usage: node tests/golden/golden-runs.mjs --write');
    process.exit(2);
  }
}
