// One version, defined in package.json: the CLI (`geovi --version`, read by CMake),
// the page's preset index (shown by About, written into exported JSON) and the
// third-party notices all say the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readCFF, validateCFF } from 'cffjs';
import { scenarioIndex } from '../../web/tools/scenario-index.mjs';
import { noticesText, packageVersion } from '../../web/tools/notices.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

test('package.json has a semantic version', () => {
  assert.match(version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
});

test('geovi --version prints the version of package.json', () => {
  const out = execFileSync(path.join(ROOT, 'build/native/geovi'), ['--version'], { encoding: 'utf8' });
  assert.equal(out, `geovi ${version}\n`);
});

test('the page (preset index) and the notices carry the same version', () => {
  assert.equal(scenarioIndex().version, version);
  assert.equal(packageVersion(), version);
  assert.ok(noticesText(packageVersion()).startsWith(`geovi ${version}:`));
});

test('CITATION.cff names the same version (it cannot read package.json, so this keeps them together)', () => {
  const cff = fs.readFileSync(path.join(ROOT, 'CITATION.cff'), 'utf8');
  assert.equal((cff.match(/^version: (.+)$/m) || [])[1], version);
  assert.match(cff, /^cff-version: 1\.2\.0$/m);
  assert.match(cff, /^license: MIT$/m);
});

// The Citation File Format's own JSON schema (1.2.0, as carried by the npm package cffjs, checked with ajv):
// GitHub's "Cite this repository" and Zenodo read the file only when it is valid.
test('CITATION.cff is valid against the CFF 1.2.0 schema', () => {
  const cff = readCFF(path.join(ROOT, 'CITATION.cff'));
  assert.doesNotThrow(() => validateCFF(structuredClone(cff)));
  // Negative controls: the check does reject a file without authors, and an unknown key.
  const noAuthors = structuredClone(cff);
  delete noAuthors.authors;
  assert.throws(() => validateCFF(noAuthors), /authors/);
  assert.throws(() => validateCFF({ ...structuredClone(cff), 'released-on': '2026' }), /additional/i);
});
