// The fixed earlier build the load bench compares against (issue 36): geovi at commit 3ab9a32, the
// page as it was before the editor, the course API, Python, the languages and the access features.
// It is built once, with that commit's own CMake and site builder, into build/baseline-3ab9a32/
// (never committed; reused while its stamp says it is complete), so that today's page and that one
// can be timed side by side in the same run and the same browser.
//
//   node bench/baseline.mjs        builds it if missing and prints where its site is
//
// Needs the commit in the clone's history (a shallow clone: git fetch --unshallow) and emscripten
// (.ci/setup). On a 2-core machine the wasm build takes a few minutes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

export const BASELINE_COMMIT = '3ab9a32';
export const BASELINE_DIR = path.join(ROOT, 'build', `baseline-${BASELINE_COMMIT}`);
const STAMP = path.join(BASELINE_DIR, 'build', 'baseline.json');

/** The baseline's built site ({ commit, site, offline }), built first when it is not there yet. */
export function baselineSite({ log = console.log } = {}) {
  const site = path.join(BASELINE_DIR, 'build', 'site');
  const done = () => ({ commit: JSON.parse(fs.readFileSync(STAMP, 'utf8')).commit, site, offline: path.join(site, 'geovi-offline.html') });
  if (fs.existsSync(STAMP) && fs.existsSync(path.join(site, 'geovi-offline.html'))) return done();
  const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...opts });
  const commit = execFileSync('git', ['rev-parse', `${BASELINE_COMMIT}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  log(`[bench] building the baseline ${BASELINE_COMMIT} once into ${path.relative(ROOT, BASELINE_DIR)}/ (its own build scripts; a few minutes)`);
  fs.rmSync(BASELINE_DIR, { recursive: true, force: true });
  fs.mkdirSync(BASELINE_DIR, { recursive: true });
  const tar = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', BASELINE_DIR], { input: tar });
  // Its npm dependencies (three, uPlot, KaTeX at the same versions; esbuild) are this clone's.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(BASELINE_DIR, 'node_modules'), 'dir');
  // That commit's .ci/build, wasm and site only (the page needs no native build).
  const env = { ...process.env, NODE_PATH: `/usr/share/nodejs${process.env.NODE_PATH ? `:${process.env.NODE_PATH}` : ''}` };
  const wasm = path.join(BASELINE_DIR, 'build', 'wasm');
  run('emcmake', ['cmake', '-S', BASELINE_DIR, '-B', wasm, '-DCMAKE_BUILD_TYPE=Release',
    '-DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=BOTH', '-DCMAKE_FIND_ROOT_PATH=/usr'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  run('cmake', ['--build', wasm, '-j', process.env.JOBS || '2', '--target', 'geovi_wasm'], { env });
  run(process.execPath, [path.join(BASELINE_DIR, 'web/tools/build-site.mjs')], { cwd: BASELINE_DIR, env });
  fs.writeFileSync(STAMP, JSON.stringify({ commit, built: new Date().toISOString() }, null, 1));
  return done();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { commit, site } = baselineSite();
  console.log(`[bench] baseline ${commit.slice(0, 10)}: ${path.relative(process.cwd(), site)}/`);
}
