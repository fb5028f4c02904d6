// npm run release: the release bundle of this version in build/release/ (or --out DIR):
//
//   geovi-VERSION-site.zip        the static site (build/site), ready for any static host
//   geovi-VERSION-offline.html    the one-file page for a lecture hall with no network
//   geovi-VERSION-notices.txt     the third-party notices of everything that ships
//   geovi-VERSION-TAGS.whl        the Python package's wheel for Debian's python3 (pip wheel ./python,
//                                 offline; docs/python.md), with the presets and the offline file
//   geovi-VERSION-CHANGES.md      this version's entry of CHANGELOG.md
//   LICENSE, CITATION.cff
//   SHA256SUMS                    the checksums of all of the above (sha256sum -c SHA256SUMS)
//
// The version is package.json's; CHANGELOG.md must have a "## VERSION" entry for it.
// Expects the site to be built (npm run site; .ci/build does it).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
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

/**
 * The Python package's wheel, built for Debian's python3 as docs/python.md says: `pip wheel ./python`
 * with no index, the build backend's wheels from Debian's /usr/share/python-wheels. Pip's
 * configuration and PIP_* variables are left out so that the bundle does not depend on them, and
 * SOURCE_DATE_EPOCH fixes the timestamps in the zip. Refuses a wheel without the compiled module,
 * the presets or the offline file (geovi.show's page). Returns the wheel's path.
 */
export function buildWheel(version, dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-wheel-'))) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PIP_') && k !== 'PYTHONPATH'));
  Object.assign(env, { PIP_CONFIG_FILE: os.devnull, PIP_DISABLE_PIP_VERSION_CHECK: '1', SOURCE_DATE_EPOCH: '946684800' });
  try {
    execFileSync('/usr/bin/python3', ['-m', 'pip', 'wheel', '--no-deps', '--no-index', '--find-links', '/usr/share/python-wheels',
      '--wheel-dir', dir, path.join(ROOT, 'python')], { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  } catch (e) {
    throw new Error(`pip wheel ./python failed: ${String(e.stderr || e.stdout || e.message).trim().split('\n').slice(-15).join('\n')}`);
  }
  const wheels = fs.readdirSync(dir).filter((f) => f.endsWith('.whl'));
  const wheel = wheels.find((f) => f.startsWith(`geovi-${version}-`));
  if (!wheel) throw new Error(`pip wheel made ${wheels.join(', ') || 'no wheel'}, not geovi ${version}'s`);
  const files = unzipSync(new Uint8Array(fs.readFileSync(path.join(dir, wheel))));
  const has = (re) => Object.keys(files).some((f) => re.test(f));
  if (!has(/^geovi\/_geovi\..*\.so$/)) throw new Error(`${wheel} has no geovi/_geovi*.so`);
  if (!has(/^geovi\/scenarios\/.*\.json$/)) throw new Error(`${wheel} has no presets (geovi/scenarios)`);
  const page = files['geovi/geovi-offline.html'];
  if (!page || Buffer.compare(Buffer.from(page), fs.readFileSync(path.join(SITE, 'geovi-offline.html'))) !== 0)
    throw new Error(`${wheel} lacks build/site/geovi-offline.html (geovi.show's page): build the site first`);
  return path.join(dir, wheel);
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
  // The wheel keeps pip's file name (geovi-VERSION-cp311-cp311-linux_x86_64.whl): pip reads the
  // version and the interpreter it fits from it.
  const wheel = buildWheel(version);
  fs.copyFileSync(wheel, path.join(out, path.basename(wheel)));
  fs.rmSync(path.dirname(wheel), { recursive: true, force: true });
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
