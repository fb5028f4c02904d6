// The third-party notices: every dependency that ships with geovi, with its
// license text, assembled from the license files the packages themselves install
// (npm's node_modules/*/LICENSE, Debian's /usr/share/doc/*/copyright), so the
// texts are the packages' own. The static site and the offline file carry the
// result (build/site/notices.txt, shown from the page's About dialog).
//
//   node web/tools/notices.mjs [--write OUT.txt]     (default: print to stdout)
//
// tests/node/notices.test.mjs fails when something that ships is missing here:
// a runtime dependency in package.json, or a library the CMake build links into
// the wasm (its find_package calls).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What ships, where, under which license, and where its license text is. */
export const SHIPPED = [
  { name: 'three.js', npm: 'three', license: 'MIT', ships: 'the page, the static site and the offline file', text: 'node_modules/three/LICENSE' },
  { name: 'uPlot', npm: 'uplot', license: 'MIT', ships: 'the page, the static site and the offline file', text: 'node_modules/uplot/LICENSE' },
  { name: 'KaTeX (and its fonts)', npm: 'katex', license: 'MIT', ships: 'the page, the static site and the offline file', text: 'node_modules/katex/LICENSE' },
  { name: 'fflate', npm: 'fflate', license: 'MIT', ships: 'the page, the static site and the offline file (the s= links)', text: 'node_modules/fflate/LICENSE' },
  // @fluent/bundle's npm package carries no license file: the Apache-2.0 text is Debian's copy.
  { name: '@fluent/bundle (Project Fluent, Mozilla Foundation and contributors)', npm: '@fluent/bundle', license: 'Apache-2.0', ships: 'the page, the static site and the offline file (the message catalogues)', text: '/usr/share/common-licenses/Apache-2.0' },
  { name: 'Eigen', cmake: 'Eigen3', license: 'MPL-2.0 (Debian\'s record of every file\'s license follows)', ships: 'compiled into the wasm (header-only)', text: '/usr/share/doc/libeigen3-dev/copyright' },
  { name: 'JSON for Modern C++ (nlohmann/json)', cmake: 'nlohmann_json', license: 'MIT', ships: 'compiled into the wasm (header-only)', text: '/usr/share/doc/nlohmann-json3-dev/copyright' },
  { name: 'pybind11', cmake: 'pybind11', license: 'BSD-3-Clause', ships: 'compiled into the Python package\'s module (header-only; docs/python.md)', text: '/usr/share/doc/python3-pybind11/copyright' },
  { name: 'Emscripten runtime (JS loader, libc++, libc++abi, musl libc, dlmalloc, compiler-rt)', emscripten: true,
    license: 'MIT and University of Illinois/NCSA; LLVM parts Apache-2.0 WITH LLVM-exception (Debian\'s record of every part follows)',
    ships: 'linked into the wasm and its loader', text: '/usr/share/doc/emscripten/copyright' },
];

/** find_package names that do not ship: test frameworks and build tools only (Python: the
 *  interpreter the Python package is built for, which the user already has). */
export const BUILD_ONLY = ['Catch2', 'Python'];

const resolve = (p) => (path.isAbsolute(p) ? p : path.join(ROOT, p));

/** The notices as one text: geovi's own license, then each shipped dependency with its text. */
export function noticesText(version) {
  const rule = '='.repeat(78);
  const parts = [
    `geovi ${version}: third-party notices`, '',
    'geovi itself is under the MIT License (LICENSE). It ships with the following software,',
    'each under its own license, reproduced below.', '',
  ];
  for (const dep of SHIPPED) parts.push(`- ${dep.name}: ${dep.license}; ${dep.ships}`);
  for (const dep of SHIPPED) {
    parts.push('', rule, `${dep.name}`, `License: ${dep.license}`, `Ships in: ${dep.ships}`, rule, '');
    parts.push(fs.readFileSync(resolve(dep.text), 'utf8').trimEnd());
  }
  parts.push('', rule, 'geovi', 'License: MIT', rule, '', fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8').trimEnd(), '');
  return parts.join('\n');
}

export const packageVersion = () => JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = noticesText(packageVersion());
  const i = process.argv.indexOf('--write');
  if (i > 0) fs.writeFileSync(process.argv[i + 1], text); else process.stdout.write(text);
}
