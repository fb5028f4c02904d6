// npm run release (web/tools/release.mjs): the bundle has the site as one zip with
// every file of build/site, the offline file, the notices, this version's CHANGELOG
// entry, the Python package's wheel, LICENSE and CITATION.cff, and SHA256SUMS that match them.
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
  const wheel = files.find((f) => f.endsWith('.whl'));
  assert.match(wheel ?? '', new RegExp(`^${v.replace(/\./g, '\\.')}-cp3\\d+-cp3\\d+-linux_x86_64\\.whl$`), 'a wheel named as pip expects');
  assert.deepEqual(files, ['CITATION.cff', 'LICENSE', 'SHA256SUMS', `${v}-CHANGES.md`, `${v}-notices.txt`, `${v}-offline.html`, `${v}-site.zip`, wheel].sort());
  for (const line of fs.readFileSync(path.join(out, 'SHA256SUMS'), 'utf8').trim().split('\n')) {
    const [sum, file] = line.split(/\s+/);
    assert.equal(crypto.createHash('sha256').update(fs.readFileSync(path.join(out, file))).digest('hex'), sum, file);
  }
  const zip = unzipSync(new Uint8Array(fs.readFileSync(path.join(out, `${v}-site.zip`))));
  for (const f of ['index.html', 'geovi-offline.html', 'notices.txt', 'assets/app.js', 'assets/geovi.wasm', 'data/scenario-index.json', 'geovi-client.js', 'geovi-client.d.ts', 'examples/course.html', 'examples/course.js'])
    assert.ok(zip[`${v}/${f}`], `the site zip has ${f}`);
  assert.deepEqual(zip[`${v}/assets/geovi.wasm`], new Uint8Array(fs.readFileSync(path.join(ROOT, 'build/site/assets/geovi.wasm'))));
  // The wheel: the module, every preset, geovi.show's page (the site's offline file) and its version.
  const whl = unzipSync(new Uint8Array(fs.readFileSync(path.join(out, wheel))));
  assert.ok(Object.keys(whl).some((f) => /^geovi\/_geovi\.cpython-.*\.so$/.test(f)), 'the wheel has the compiled module');
  const presets = fs.readdirSync(path.join(ROOT, 'core/scenarios')).filter((f) => f.endsWith('.json')).sort();
  assert.deepEqual(Object.keys(whl).filter((f) => f.startsWith('geovi/scenarios/')).map((f) => f.slice(16)).sort(), presets);
  assert.deepEqual(whl['geovi/geovi-offline.html'], new Uint8Array(fs.readFileSync(path.join(ROOT, 'build/site/geovi-offline.html'))));
  assert.match(new TextDecoder().decode(whl[`geovi-${version}.dist-info/METADATA`]), new RegExp(`^Version: ${version.replace(/\./g, '\\.')}$`, 'm'));
  assert.match(fs.readFileSync(path.join(out, `${v}-CHANGES.md`), 'utf8'), new RegExp(`^# geovi ${version.replace(/\./g, '\\.')}\n\n\\S`));
});

test('a version without a CHANGELOG entry is refused, naming the version', () => {
  assert.throws(() => changelogEntry('# Changelog\n\n## 0.1.0\n\nfirst\n', '9.9.9'), /no "## 9\.9\.9" entry/);
  assert.equal(changelogEntry('## 0.2.0\n\nb\n\n## 0.1.0\n\na\n', '0.2.0'), 'b');
});
