// The Python package (python/, docs/python.md): its per-step overhead against the CLI for batches of
// 100 steps and more (goal ≤ 5%), and a sweep on 2 worker processes against 1 (goal ≥ 1.8×). The
// measuring is bench/python_bench.py, run with Debian's python3 on the build tree's package.
//
//   node bench/run.mjs --only python [--quick]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function benchPython({ record, results, log, QUICK }) {
  log('[bench] python: per-step overhead against the CLI, and a sweep on 2 workers against 1');
  const env = { ...process.env, PYTHONPATH: path.join(ROOT, 'build/native/python') };
  const args = [path.join(ROOT, 'bench/python_bench.py'), path.join(ROOT, 'build/native/geovi'), ...(QUICK ? ['--quick'] : [])];
  let records;
  try {
    records = JSON.parse(execFileSync('/usr/bin/python3', args, { env, encoding: 'utf8', maxBuffer: 1 << 24 }));
  } catch (e) {
    log(`  python: not measured (${e.message.split('\n')[0]}); build the package first (.ci/build)`);
    return;
  }
  const summary = {};
  for (const r of records) {
    record('python', { engine: 'python', ...r });
    if (r.case === 'sweep_process_pool') {
      log(`  sweep of ${r.runs} runs: ${r.seconds_1_worker.toFixed(2)} s on 1 worker, ${r.seconds_2_workers.toFixed(2)} s on 2: ${r.speedup.toFixed(2)}x (goal >= 1.8)`);
      summary.sweep_speedup_2_workers = r.speedup;
    } else {
      log(`  ${r.case}: CLI ${r.cli_us_per_step.toFixed(3)} us/step, geovi.run ${(100 * r.run_overhead).toFixed(1)}% over, `
        + `advance() loop ${(100 * r.advance_overhead).toFixed(1)}% over (goal <= 5%)`);
      summary[`${r.case}_run_overhead`] = r.run_overhead;
      summary[`${r.case}_advance_overhead`] = r.advance_overhead;
    }
  }
  results.summary.python = summary;
}
