// geovi as a C++ library in someone else's project (docs/library.md), both ways:
// find_package(geovi) against `cmake --install`, and add_subdirectory of the source
// tree. The consumer (tests/consumer/consumer.cpp) runs a preset for 50 steps with
// the public API; its time, energy and state must equal the CLI's row at the same
// step, value for value (the same library code, so the same bits).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORK = path.join(ROOT, 'build/consumer');
const PRESET = path.join(ROOT, 'core/scenarios/double_spherical_pendulum.json');
const STEPS = 50;
const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });

/** The CLI's row after STEPS steps: t, energy, state, as numbers. */
function cliRow() {
  const h = JSON.parse(fs.readFileSync(PRESET, 'utf8')).integrator.h;
  const csv = path.join(WORK, 'cli.csv');
  run(path.join(ROOT, 'build/native/geovi'), ['run', PRESET, '--t-end', String(STEPS * h), '--every', String(STEPS), '--csv', csv]);
  const rows = fs.readFileSync(csv, 'utf8').trim().split('\n');
  return rows[2].split(',').map(Number);  // rows: header, t = 0, t = STEPS·h
}

function consumerRow(buildDir, configureArgs) {
  run('cmake', ['-S', path.join(ROOT, 'tests/consumer'), '-B', buildDir, '-DCMAKE_BUILD_TYPE=Release', ...configureArgs]);
  run('cmake', ['--build', buildDir, '-j2']);
  return run(path.join(buildDir, 'consumer'), [PRESET, String(STEPS)]).trim().split(',').map(Number);
}

fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(WORK, { recursive: true });
const expected = cliRow();

test('find_package(geovi) against an installed copy: the consumer builds and agrees with the CLI bit for bit', () => {
  const prefix = path.join(WORK, 'install');
  run('cmake', ['--install', path.join(ROOT, 'build/native'), '--prefix', prefix]);
  for (const f of ['include/geovi/scenario.hpp', 'lib/cmake/geovi/geoviConfig.cmake', 'lib/cmake/geovi/geoviConfigVersion.cmake', 'share/doc/geovi/LICENSE'])
    assert.ok(fs.existsSync(path.join(prefix, f)), `installed ${f}`);
  assert.ok(!fs.existsSync(path.join(prefix, 'include/s2n')), 'the internals are not installed');
  const got = consumerRow(path.join(WORK, 'installed'), [`-DCMAKE_PREFIX_PATH=${prefix}`]);
  assert.equal(got.length, expected.length);
  got.forEach((x, i) => { assert.ok(Object.is(x, expected[i]), `column ${i}: consumer ${x}, CLI ${expected[i]}`); });
});

test('add_subdirectory of the source tree: the consumer builds and agrees with the CLI bit for bit', () => {
  const got = consumerRow(path.join(WORK, 'subdirectory'), [`-DGEOVI_SOURCE_DIR=${ROOT}`]);
  assert.equal(got.length, expected.length);
  got.forEach((x, i) => { assert.ok(Object.is(x, expected[i]), `column ${i}: consumer ${x}, CLI ${expected[i]}`); });
});
