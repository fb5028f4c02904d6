// Runs test files with node:test's runner, CONCURRENCY files at a time, starting them in the order given.
// `node --test FILES` sorts its files by name before it starts them, so with more than one file at a
// time a long file late in the alphabet (soak) would be left running alone at the end; run() keeps the
// order (.ci/test lists the longest files first). Each file is its own process, as under `node --test`;
// the report is TAP when the output is not a terminal (as `node --test` does), spec otherwise, and the
// exit status is 1 when any test failed.
//
//   node tests/browser/run-ordered.mjs CONCURRENCY FILE...
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import path from 'node:path';
import process from 'node:process';

const [concurrency, ...files] = process.argv.slice(2);
if (!(Number(concurrency) >= 1) || files.length === 0) {
  console.error('usage: node tests/browser/run-ordered.mjs CONCURRENCY FILE...');
  process.exit(2);
}
const stream = run({ files: files.map((f) => path.resolve(f)), concurrency: Number(concurrency) });
stream.on('test:fail', () => { process.exitCode = 1; });
stream.compose(process.stdout.isTTY ? new spec() : tap).pipe(process.stdout);
