// npm run release (web/tools/release.mjs): the bundle has the site as one zip with
// every file of build/site, the offline file, the notices, this version's CHANGELOG
// entry, LICENSE and CITATION.cff, and SHA256SUMS that match them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { buildRelease, changelogEntry } from '../../web/tools/release.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('the release bundle holds what it says, with matching checksums', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-release-'));
  const { version, files } = buildRelease(out);
  const v = `geovi-${version}`;
  assert.deepEqual(files, ['CITATION.cff', 'LICENSE', 'SHA256SUMS', `${v}-CHANGES.md`, `${v}-notices.txt`, `${v}-offline.html`, `${v}-site.zip`].sort());
  for (const line of fs.readFileSync(path.join(out, 'SHA256SUMS'), 'utf8').trim().split('\n')) {
    const [sum, file] = line.split(/\s+/);
    assert.equal(crypto.createHash('sha256').update(fs.readFileSync(path.join(out, file))).digest('hex'), sum, file);
  }
  const zip = unzipSync(new Uint8Array(fs.readFileSync(path.join(out, `${v}-site.zip`))));
  for (const f of ['index.html', 'geovi-offline.html', 'notices.txt', 'assets/app.js', 'assets/geovi.wasm', 'data/scenario-index.json', 'geovi-client.js', 'geovi-client.d.ts', 'examples/course.html', 'examples/course.js'])
    assert.ok(zip[`${v}/${f}`], `the site zip has ${f}`);
  assert.deepEqual(zip[`${v}/assets/geovi.wasm`], new Uint8Array(fs.readFileSync(path.join(ROOT, 'build/site/assets/geovi.wasm'))));
  assert.match(fs.readFileSync(path.join(out, `${v}-CHANGES.md`), 'utf8'), new RegExp(`^# geovi ${version.replace(/\./g, '\\.')}\n\n\\S`));
});

test('a version without a CHANGELOG entry is refused, naming the version', () => {
  assert.throws(() => changelogEntry('# Changelog\n\n## 0.1.0\n\nfirst\n', '9.9.9'), /no "## 9\.9\.9" entry/);
  assert.equal(changelogEntry('## 0.2.0\n\nb\n\n## 0.1.0\n\na\n', '0.2.0'), 'b');
});
