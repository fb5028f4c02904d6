// Every dependency that ships is in the third-party notices with its license text
// (web/tools/notices.mjs): each runtime dependency of package.json (bundled into the
// page, the static site and the offline file), each library the CMake build finds
// for the core (compiled into the wasm), and the Emscripten runtime.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED, BUILD_ONLY, noticesText, packageVersion } from '../../web/tools/notices.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The names that ship, by where they come from; a missing one is reported by name. */
export function missingFromNotices(shipped) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const cmake = fs.readFileSync(path.join(ROOT, 'CMakeLists.txt'), 'utf8');
  const found = [...cmake.matchAll(/^\s*find_package\((\w+)/gm)].map((m) => m[1]).filter((n) => !BUILD_ONLY.includes(n));
  const missing = [];
  for (const name of Object.keys(pkg.dependencies || {})) if (!shipped.some((d) => d.npm === name)) missing.push(`npm ${name}`);
  for (const name of new Set(found)) if (!shipped.some((d) => d.cmake === name)) missing.push(`CMake ${name}`);
  if (!shipped.some((d) => d.emscripten)) missing.push('the Emscripten runtime');
  return missing;
}

test('every shipped dependency is in the notices', () => {
  assert.deepEqual(missingFromNotices(SHIPPED), []);
});

test('negative control: dropping a dependency from the list is caught', () => {
  for (const dep of SHIPPED) {
    const missing = missingFromNotices(SHIPPED.filter((d) => d !== dep));
    assert.equal(missing.length, 1, `${dep.name} dropped: ${missing}`);
  }
});

test('the notices carry each license text in full, and geovi\'s own MIT license', () => {
  const text = noticesText(packageVersion());
  for (const dep of SHIPPED) {
    const file = path.isAbsolute(dep.text) ? dep.text : path.join(ROOT, dep.text);
    assert.ok(text.includes(fs.readFileSync(file, 'utf8').trim()), `${dep.name}: its license text`);
  }
  assert.ok(text.includes(fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8').trim()));
  assert.match(text, new RegExp(`^geovi ${packageVersion().replace(/\./g, '\\.')}: third-party notices`));
});
