// The page in five languages (issue 28, docs/translating.md):
//   - the pseudo-locale (every message accented and 40% longer) shows nothing cut off and no
//     sideways scrolling at 1280 and 390 px: the default page, embed mode, a lesson, the editor, the
//     link builder and the shortcuts; and every visible word of those states comes from a catalogue;
//   - the picker reopens the page in the chosen language, and the link carries it;
//   - the browser's languages choose the locale when the link does not;
//   - numbers are written the locale's way;
//   - the offline file carries every locale and opens in one from file:// with no request.
//
//   node --test tests/browser/i18n.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { startBrowser, watchProblems, ROOT, ARTIFACTS } from './support.mjs';
import { Messages, LOCALES, CATALOGUE_FILES } from '../../web/js/i18n.js';
import { localeFiles } from '../../web/tools/locales.mjs';

const OFFLINE = path.join(ROOT, 'build/site/geovi-offline.html');
const english = localeFiles('en');
const messagesOf = (locale) => new Messages(locale, localeFiles(locale), english);

let b;
before(async () => { b = await startBrowser(); });
after(async () => { if (b) await b.close(); });

/** In the page: every element whose text is cut off (a clipping box narrower or shorter than its
 *  text), text beyond the viewport's sides, and a page that scrolls sideways. */
function layoutProblems() {
  const out = [];
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw + 1) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${vw} px)`);
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent || '').trim().slice(0, 40)}"`;
  const clips = (cs, axis) => ['hidden', 'clip'].includes(axis === 'x' ? cs.overflowX : cs.overflowY);
  for (const el of document.querySelectorAll('body *')) {
    if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (el.closest('canvas, .katex, svg, .u-legend, .uplot, .sr-only')) continue;  // drawn, typeset, or for screen readers only
    const text = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent || '').trim());
    const control = el instanceof HTMLButtonElement || el instanceof HTMLSelectElement;
    if (!text && !control) continue;
    const cs = getComputedStyle(el);
    if ((clips(cs, 'x') || cs.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} is cut off (${el.scrollWidth} > ${el.clientWidth} px wide)`);
    if (clips(cs, 'y') && el.scrollHeight > el.clientHeight + 1) out.push(`${name(el)} is cut off (${el.scrollHeight} > ${el.clientHeight} px high)`);
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.right > vw + 1 || r.left < -1)) out.push(`${name(el)} runs past the window (${Math.round(r.left)}…${Math.round(r.right)} of ${vw} px)`);
    // Text inside an ancestor that clips it.
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const acs = getComputedStyle(a);
      if (!clips(acs, 'x') && !clips(acs, 'y')) continue;
      const ar = a.getBoundingClientRect();
      if (r.width > 0 && (r.right > ar.right + 1 || r.left < ar.left - 1 || r.bottom > ar.bottom + 1 || r.top < ar.top - 1) && a.scrollHeight <= a.clientHeight + 1)
        out.push(`${name(el)} is clipped by ${name(a)}`);
      break;
    }
  }
  return out;
}

/** In the page: visible words of 4 or more ASCII letters, which the pseudo-locale would have accented
 *  had they come from a catalogue. Data the page shows as it is (TeX, JSON, numbers, names of
 *  integrators and files, units, the version and the licences) is left out, and so is anything marked
 *  translate="no". */
function untranslated() {
  const NAMES = ['geovi', 'JSON'];  // names, the same in every language
  const out = new Set();
  const skip = '[translate="no"], script, style, textarea, input, .katex, #about-notices, code, kbd, #scenario-json, [data-l10n-skip], #lb-link, #lb-iframe, #embed-code, #permalink, .uplot, select#integrator, select#compare, select#lb-integrator, select#lb-compare, select#locale';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(skip) || !el.checkVisibility({ visibilityProperty: true })) continue;
    // The editor shows the scenario file's keys (masses, gravity) as the file writes them.
    if (el.closest('#build') && /^[a-z_][a-z0-9_]*$/.test((n.textContent || '').trim())) continue;
    for (const w of (n.textContent || '').match(/[A-Za-z]{4,}/g) || [])
      if (!NAMES.includes(w)) out.add(`${w} (in ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''})`);
  }
  return [...out];
}

const STATES = [
  ['default', '?scenario=double_spherical_pendulum', null],
  ['embed', '?embed=1', null],
  ['lesson', '?lesson=energy-bounded', null],
  ['editor', '?scenario=chain_pendulum_5', '[data-testid="build-button"]'],
  ['link builder', '', '[data-testid="link-builder-open"]'],
  ['shortcuts', '', '#help-button'],
];

for (const width of [1280, 390]) {
  test(`pseudo-locale at ${width} px: nothing cut off or overflowing, and every word from a catalogue`, async () => {
    const report = [];
    for (const [name, query, open] of STATES) {
      const { page, problems } = await b.open(`${query}${query ? '&' : '?'}locale=en-XA`, { width, height: 800 });
      if (open) { await page.click(open); await page.waitForTimeout(400); }
      await page.waitForTimeout(300);
      for (const p of await page.evaluate(layoutProblems)) report.push(`${name}: ${p}`);
      for (const w of await page.evaluate(untranslated)) report.push(`${name}: not from a catalogue: ${w}`);
      await page.screenshot({ path: path.join(ARTIFACTS, `pseudo-${name.replace(/ /g, '-')}-${width}.png`), fullPage: true });
      assert.deepEqual(problems, [], `${name}: ${problems.join('\n')}`);
      await page.close();
    }
    assert.deepEqual(report, [], `\n${report.join('\n')}`);
  });
}

test('each translation at 390 px: the default page, the editor and the link builder with nothing cut off or overflowing', async () => {
  const report = [];
  for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
    for (const [name, query, open] of STATES.filter(([n]) => ['default', 'editor', 'link builder'].includes(n))) {
      const { page, problems } = await b.open(`${query}${query ? '&' : '?'}locale=${code}`, { width: 390, height: 800 });
      if (open) { await page.click(open); await page.waitForTimeout(400); }
      for (const p of await page.evaluate(layoutProblems)) report.push(`${code} ${name}: ${p}`);
      assert.deepEqual(problems, [], `${code} ${name}: ${problems.join('\n')}`);
      await page.close();
    }
  }
  assert.deepEqual(report, [], `\n${report.join('\n')}`);
});

test('the layout check finds text cut off and text past the window (negative control)', async () => {
  const { page } = await b.open('?locale=en-XA', { width: 390, height: 800 });
  await page.evaluate(() => {
    const cut = document.createElement('button');
    cut.id = 'cut'; cut.textContent = 'A label much longer than its button';
    cut.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap';
    const wide = document.createElement('p');
    wide.id = 'wide'; wide.textContent = 'wide'; wide.style.cssText = 'width: 900px';
    document.querySelector('.panel').append(cut, wide);
  });
  const found = (await page.evaluate(layoutProblems)).join('\n');
  assert.match(found, /button#cut .* is cut off/);
  assert.match(found, /p#wide .* runs past the window/);
  await page.close();
});

test('the picker reopens the page in the chosen language, with the run, and the link carries the locale', async () => {
  const { page, problems } = await b.open('?scenario=spherical_pendulum&integrator=rk4&speed=2');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(await page.$$eval('#locale option', (os) => os.map((o) => o.value)), LOCALES.map((l) => l.code));
  await page.click('[data-testid="more-menu"]');  // the picker sits in the top bar's More menu
  await Promise.all([page.waitForNavigation(), page.selectOption('[data-testid="locale"]', 'de')]);
  await page.waitForSelector('body[data-ready="true"]');
  const de = messagesOf('de');
  const s = await page.evaluate(() => ({ lang: document.documentElement.lang, href: location.href, settings: window.geoviDebug.settings,
    reset: document.querySelector('[data-testid="reset"]').textContent, picker: document.querySelector('#locale').value }));
  assert.equal(s.lang, 'de');
  assert.equal(s.picker, 'de');
  assert.match(s.href, /[?&]locale=de\b/);
  assert.deepEqual([s.settings.scenario, s.settings.integrator, s.settings.speed], ['spherical_pendulum', 'rk4', 2]);
  assert.notEqual(s.reset, 'Reset');
  assert.equal(s.reset, de.t('transport-reset'));
  assert.deepEqual(problems, []);
  await page.close();
});

test('without ?locale= the browser\'s languages choose; a language geovi lacks falls back to English', async () => {
  for (const [browserLocale, expected] of [['fr-CA', 'fr'], ['zh-CN', 'zh-Hans'], ['es-MX', 'es'], ['pt-BR', 'en'], ['zh-TW', 'en']]) {
    const context = await b.browser.newContext({ locale: browserLocale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${b.baseUrl}?scenario=spherical_pendulum`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    const s = await page.evaluate(() => ({ lang: document.documentElement.lang, href: location.href, reset: document.querySelector('[data-testid="reset"]').textContent }));
    assert.equal(s.lang, expected, browserLocale);
    assert.equal(s.reset, messagesOf(expected).t('transport-reset'), browserLocale);
    // A link made in a language other than English says so, so that the class sees what the teacher saw.
    if (expected === 'en') assert.doesNotMatch(s.href, /locale=/); else assert.match(s.href, new RegExp(`locale=${expected}\\b`));
    assert.deepEqual(problems, [], browserLocale);
    await context.close();
  }
});

test('numbers are written the locale\'s way (Intl): a decimal comma in German and French', async () => {
  for (const [locale, pattern] of [['de', /^-?\d+,\d+$/], ['fr', /^-?\d+,\d+$/], ['zh-Hans', /^-?\d+\.\d+$/], ['en', /^-?\d+\.\d+$/]]) {
    const { page, problems } = await b.open(`?scenario=spherical_pendulum&locale=${locale}`);
    await page.waitForFunction(() => window.geoviDebug.main.time > 0.2);
    const energy = (await page.textContent('[data-testid="energy"]')).trim();
    assert.match(energy, pattern, `${locale}: ${energy}`);
    assert.deepEqual(problems, [], locale);
    await page.close();
  }
});

test('the offline file carries every locale and opens in one from file:// with no request', async () => {
  const html = fs.readFileSync(OFFLINE, 'utf8');
  const data = JSON.parse(html.match(/<script type="application\/json" id="geovi-data">([\s\S]*?)<\/script>/)[1]);
  // Each locale's catalogues are packed (zlib-deflated JSON, base64; web/js/data-source.js unpackText).
  const locales = Object.fromEntries(Object.entries(data.packed.locales).map(([code, b64]) => [code, JSON.parse(zlib.inflateSync(Buffer.from(b64, 'base64')).toString('utf8'))]));
  for (const { code } of LOCALES) assert.deepEqual(Object.keys(locales[code]).sort(), [...CATALOGUE_FILES].sort(), code);
  // Today's catalogues, without the translators' comment lines (web/tools/build-site.mjs withoutComments):
  // every message line kept, in order.
  const messagesOnly = (files) => Object.fromEntries(Object.entries(files).map(([name, text]) => [name, text.split('\n').filter((line) => !line.startsWith('#')).join('\n')]));
  for (const { code } of LOCALES) assert.deepEqual(locales[code], messagesOnly(localeFiles(code)), `${code}: the offline file has today's catalogues`);
  for (const { code } of LOCALES) assert.ok(Object.values(locales[code]).every((text) => !/^#/m.test(text)), `${code}: a comment line in the offline file`);
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const requested = [];
  await context.route('**/*', (route) => {
    if (route.request().url().startsWith('file:')) return route.continue();
    requested.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${pathToFileURL(OFFLINE).href}?locale=es&lesson=energy-bounded`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const es = messagesOf('es');
  const s = await page.evaluate(() => ({ lang: document.documentElement.lang, reset: document.querySelector('[data-testid="reset"]').textContent,
    title: document.querySelector('#lesson-title').textContent }));
  assert.deepEqual(s, { lang: 'es', reset: es.t('transport-reset'), title: es.t('lesson-energy-bounded-title') });
  assert.deepEqual(requested, []);
  assert.deepEqual(problems, []);
  await context.close();
});
