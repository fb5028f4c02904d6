// The message catalogues (web/locales/, docs/translating.md) and the i18n runtime (web/js/i18n.js):
// every shipped locale has every English message with exactly its placeholders; the generated
// English (core.ftl, data.ftl) is current; locale matching, the pseudo-locale and the number
// formats behave as documented; the health judge's words come out in each locale with the run's
// numbers written that locale's way.
//
//   node --test tests/node/i18n.test.mjs        (after .ci/build)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkLocale, messageShapes } from '../../web/tools/check-locale.mjs';
import { LOCALE_DIR, localeFiles } from '../../web/tools/locales.mjs';
import { LOCALES, PSEUDO, CATALOGUE_FILES, Messages, NumberFormats, matchLocale, preferredLocale, pseudo } from '../../web/js/i18n.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shipped = LOCALES.map((l) => l.code);

test('the locales on disk are the ones the page offers, each with the catalogue files the page loads', () => {
  const dirs = fs.readdirSync(LOCALE_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  assert.deepEqual(dirs, [...shipped].sort());
  for (const locale of shipped)
    assert.deepEqual(Object.keys(localeFiles(locale)).sort(), [...CATALOGUE_FILES].sort(), `web/locales/${locale}/`);
});

for (const locale of shipped.filter((l) => l !== 'en')) {
  test(`${locale}: every English message and attribute, with exactly its placeholders, and nothing else`, () => {
    assert.deepEqual(checkLocale(locale), []);
  });
  test(`${locale}: each file says how its translation was made`, () => {
    for (const [name, text] of Object.entries(localeFiles(locale)))
      assert.match(text.split('\n').filter((l) => l.startsWith('#')).join('\n'), /[Tt]ranslat|übersetzt|traduit|traducido|翻译/, `${locale}/${name}.ftl`);
  });
}

test('the parity check fails on a missing message, a lost placeholder, an extra one and a syntax error (negative control)', () => {
  const tmp = fs.mkdtempSync(path.join(ROOT, 'build', 'i18n-'));
  try {
    fs.mkdirSync(path.join(tmp, 'en')); fs.mkdirSync(path.join(tmp, 'xx'));
    fs.writeFileSync(path.join(tmp, 'en', 'a.ftl'), 'one = One { $n }\ntwo = Two\n    .title = T { $x }\nthree = Three\n');
    fs.writeFileSync(path.join(tmp, 'xx', 'a.ftl'), 'one = Eins\ntwo = Zwei\n    .title = T { $x } { $y }\nfour = { \n');
    const problems = checkLocale('xx', tmp).join('\n');
    assert.match(problems, /one lacks \{ \$n \}/);
    assert.match(problems, /two\.title has \{ \$y \}/);
    assert.match(problems, /three is missing/);
    assert.match(problems, /xx\/a\.ftl: .*four|Expected/);
  } finally { fs.rmSync(tmp, { recursive: true, force: true }); }
});

test('en/core.ftl and en/data.ftl are what web/tools/i18n-source.mjs makes from the core and the data files', () => {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'web/tools/i18n-source.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});

test('English catalogues parse, and every message the page uses is defined once', () => {
  for (const [name, text] of Object.entries(localeFiles('en'))) assert.deepEqual(messageShapes(text).errors, [], `en/${name}.ftl`);
  const m = new Messages('en', localeFiles('en'));
  assert.deepEqual(m.errors, []);
});

test('every t("…") id in the page\'s code exists in English', () => {
  const en = new Messages('en', localeFiles('en'));
  const files = [];
  const walk = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) { const p = path.join(dir, e.name); if (e.isDirectory()) walk(p); else if (p.endsWith('.js')) files.push(p); } };
  walk(path.join(ROOT, 'web/js'));
  const html = fs.readFileSync(path.join(ROOT, 'web/index.html'), 'utf8');
  const missing = [];
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-z][a-z0-9_-]*)'/g)) if (!en.has(m[1])) missing.push(`${path.relative(ROOT, f)}: ${m[1]}`);
  }
  for (const m of html.matchAll(/data-l10n-id="([^"]+)"/g)) if (!en.has(m[1])) missing.push(`web/index.html: ${m[1]}`);
  assert.deepEqual(missing, []);
});

test('locale matching: exact codes, the language alone, simplified Chinese; others are not matched', () => {
  assert.equal(matchLocale('de'), 'de');
  assert.equal(matchLocale('de-AT'), 'de');
  assert.equal(matchLocale('FR_ca'), 'fr');
  assert.equal(matchLocale('es-419'), 'es');
  assert.equal(matchLocale('zh'), 'zh-Hans');
  assert.equal(matchLocale('zh-CN'), 'zh-Hans');
  assert.equal(matchLocale('zh-Hans-SG'), 'zh-Hans');
  assert.equal(matchLocale('zh-TW'), null);
  assert.equal(matchLocale('zh-Hant'), null);
  assert.equal(matchLocale('xx'), null);
  assert.equal(matchLocale('<script>'), null);
  assert.equal(matchLocale('en-XA'), PSEUDO);
  assert.equal(preferredLocale(['pt-BR', 'fr-CH', 'de']), 'fr');
  assert.equal(preferredLocale(['pt-BR']), 'en');
  assert.equal(preferredLocale([]), 'en');
});

test('the pseudo-locale: every letter accented, at least 40% longer, digits untouched', () => {
  for (const s of ['Pause', 'Total energy', 't = 12.5 s', 'Try a smaller h, or a variational integrator.']) {
    const p = pseudo(s);
    assert.ok(p.length >= 1.4 * s.length, `${s} → ${p}`);
    assert.doesNotMatch(p, /[A-Za-z]/, p);
    assert.deepEqual(p.match(/\d/g), s.match(/\d/g));
  }
  const m = new Messages(PSEUDO, localeFiles('en'));
  assert.doesNotMatch(m.t('locale-label'), /[A-Za-z]/);
});

test('numbers: English exactly as toFixed and toExponential; other locales with their decimal sign (Intl)', () => {
  const en = new NumberFormats('en'), de = new NumberFormats('de'), fr = new NumberFormats('fr'), zh = new NumberFormats('zh-Hans');
  for (const x of [0, 1.005, 12.345, -0.5, 31.9, 1234567.891]) {
    assert.equal(en.fixed(x, 2), x.toFixed(2));
    assert.equal(en.sci(x, 2), x.toExponential(2));
  }
  assert.equal(de.fixed(31.9, 1), '31,9');
  assert.equal(de.sci(1.3e-5, 1), '1,3e-5');
  assert.equal(fr.fixed(2.25, 2), '2,25');
  assert.equal(zh.fixed(2.25, 2), '2.25');
  assert.equal(de.percent(0.123, 3), '12,3\u00a0%');
  for (const f of [en, de]) for (const v of [NaN, Infinity]) assert.equal(f.fixed(v, 2), '—');
});

test('the health judge\'s words in every locale: the locale\'s sentence, the run\'s numbers its way, no placeholder left', async () => {
  const geovi = await import(pathToFileURL(path.join(ROOT, 'build/wasm/geovi.mjs')).href);
  const module = await geovi.loadGeovi();
  const { healthWords } = await import('../../web/js/core-words.js');
  const { setMessages } = await import('../../web/js/i18n.js');
  const templates = geovi.catalogue(module).health;
  const event = { code: 'energy-drift', severity: 'warning', time: 25.25, step: 101, bodyA: 0, bodyB: 0, value: 0.1234,
    threshold: 0.1, encounterDistance: 0, encounterTime: 0, h: 0.25, integrator: 'rk4' };
  // Issue 35's manifold rule, on a sphere (names the body) and on SO(3): the moment (t and step) in every locale.
  const manifold = [{ ...event, code: 'manifold-sphere', bodyA: 3, value: 0.0512, threshold: 0.05 },
    { ...event, code: 'manifold-rotation', value: 0.1003, threshold: 0.1 }];
  try {
    for (const e of [event, ...manifold]) {
      const english = geovi.describeHealth(module, e);
      setMessages(new Messages('en', localeFiles('en')));
      assert.deepEqual(healthWords(english, e, templates), english, 'English is the core\'s own sentence');
      for (const locale of shipped.filter((l) => l !== 'en')) {
        setMessages(new Messages(locale, localeFiles(locale), localeFiles('en')));
        const words = healthWords(english, e, templates);
        assert.notEqual(words.sentence, english.sentence, locale);
        assert.doesNotMatch(words.sentence + words.advice, /\{|\}|NaN|undefined/, locale);
        assert.ok(words.sentence.includes(locale === 'zh-Hans' ? '25.25' : '25,25'), `${locale}: ${words.sentence}`);
        assert.ok(words.sentence.includes('rk4'), `${locale}: ${words.sentence}`);
        if (e.code.startsWith('manifold-')) assert.ok(words.sentence.includes('101'), `${locale}: the step, ${words.sentence}`);
        if (e.code === 'manifold-sphere') assert.ok(words.sentence.includes(' 3'), `${locale}: the body, ${words.sentence}`);
      }
    }
  } finally { setMessages(new Messages('en', {})); }
});

test('label in name (WCAG 2.5.3): wherever a message gives an element both text and an aria-label, the label contains the text, in every locale', async () => {
  const { FluentBundle, FluentResource } = await import('@fluent/bundle');
  const words = (s) => s.replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const problems = [];
  for (const locale of shipped) {
    for (const [name, text] of Object.entries(localeFiles(locale))) {
      const bundle = new FluentBundle(locale, { useIsolating: false });
      bundle.addResource(new FluentResource(text));
      for (const [id] of bundle._messages) {
        const m = bundle.getMessage(id);
        if (!m.value || !m.attributes['aria-label']) continue;
        const args = new Proxy({}, { get: (_, k) => (typeof k === 'string' ? `x${k}` : undefined), has: () => true });
        const shown = words(bundle.formatPattern(m.value, args, []));
        const label = words(bundle.formatPattern(m.attributes['aria-label'], args, []));
        // Whole words where words are spaced; Chinese is written without spaces.
        const contains = locale.startsWith('zh') ? label.includes(shown) : ` ${label} `.includes(` ${shown} `);
        if (shown && !contains) problems.push(`${locale}/${name}.ftl ${id}: "${label}" does not contain "${shown}"`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
