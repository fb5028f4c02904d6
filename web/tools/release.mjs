// npm run release: the release bundle of this version in build/release/ (or --out DIR):
//
//   geovi-VERSION-site.zip        the static site (build/site), ready for any static host
//   geovi-VERSION-offline.html    the one-file page for a lecture hall with no network
//   geovi-VERSION-notices.txt     the third-party notices of everything that ships
//   geovi-VERSION-CHANGES.md      this version's entry of CHANGELOG.md
//   LICENSE, CITATION.cff
//   SHA256SUMS                    the checksums of all of the above (sha256sum -c SHA256SUMS)
//
// The version is package.json's; CHANGELOG.md must have a "## VERSION" entry for it.
// Expects the site to be built (npm run site; .ci/build does it).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { noticesText, packageVersion } from './notices.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = path.join(ROOT, 'build/site');

/** The CHANGELOG.md entry "## VERSION" up to the next "## ", without its heading line. */
export function changelogEntry(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${version}`);
  if (start < 0) throw new Error(`CHANGELOG.md has no "## ${version}" entry: add one before releasing ${version}`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n').trim();
}

/** Every file under dir, as { relative path: bytes }. */
function filesUnder(dir, prefix = '') {
  const out = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, filesUnder(path.join(dir, entry.name), rel));
    else out[rel] = new Uint8Array(fs.readFileSync(path.join(dir, entry.name)));
  }
  return out;
}

export function buildRelease(out = path.join(ROOT, 'build/release')) {
  const version = packageVersion();
  if (!fs.existsSync(path.join(SITE, 'index.html'))) throw new Error('build/site is missing: run `npm run site` first');
  const changes = changelogEntry(fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'), version);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const name = (what) => `geovi-${version}-${what}`;
  // Fixed timestamps, so that the same tree makes the same zip.
  const site = filesUnder(SITE);
  const zip = zipSync(Object.fromEntries(Object.entries(site).map(([p, b]) => [`geovi-${version}/${p}`, [b, { mtime: new Date('2000-01-01T00:00:00Z') }]])), { level: 9 });
  fs.writeFileSync(path.join(out, name('site.zip')), zip);
  fs.copyFileSync(path.join(SITE, 'geovi-offline.html'), path.join(out, name('offline.html')));
  fs.writeFileSync(path.join(out, name('notices.txt')), noticesText(version));
  fs.writeFileSync(path.join(out, name('CHANGES.md')), `# geovi ${version}\n\n${changes}\n`);
  for (const f of ['LICENSE', 'CITATION.cff']) fs.copyFileSync(path.join(ROOT, f), path.join(out, f));
  const sums = fs.readdirSync(out).sort().map((f) => `${crypto.createHash('sha256').update(fs.readFileSync(path.join(out, f))).digest('hex')}  ${f}`);
  fs.writeFileSync(path.join(out, 'SHA256SUMS'), `${sums.join('\n')}\n`);
  return { out, version, files: fs.readdirSync(out).sort() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const { out, version, files } = buildRelease(i > 0 ? path.resolve(process.argv[i + 1]) : undefined);
  console.log(`[release] geovi ${version} in ${path.relative(process.cwd(), out) || out}/: ${files.join(', ')}`);
}
