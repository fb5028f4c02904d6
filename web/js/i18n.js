// The page's words: message catalogues in Mozilla Fluent (web/locales/LOCALE/*.ftl,
// docs/translating.md), one bundle per locale, formatted with @fluent/bundle.
// Fluent gives translators plurals, placeholders and their own word order; the
// page never glues English fragments together.
//
//   t('transport-reset')                    a message's value
//   t('notice-kept', { problem })           with its placeholders ({ $problem } in the .ftl)
//   localize(root)                          every element with data-l10n-id (and data-l10n-args)
//                                           gets its message's value as text and its
//                                           attributes (.aria-label, .title, …) set
//   fmt.fixed(x, 2), fmt.sci(x, 2), …       numbers written the locale's way (Intl)
//
// A message missing from the chosen locale falls back to English, and a missing
// English message shows its id (tests/node/i18n.test.mjs keeps every locale
// complete, so neither happens in a release). `en-XA` is the pseudo-locale:
// English with accents and 40% more length, to find text that would be cut off.
import { FluentBundle, FluentResource, FluentNumber } from '@fluent/bundle';
import { LOCALES, PSEUDO, matchLocale, preferredLocale } from './locale-match.js';

export { LOCALES, PSEUDO, matchLocale, preferredLocale };

/** The catalogue files of each locale (web/locales/LOCALE/NAME.ftl), one per part of the page. */
export const CATALOGUE_FILES = Object.freeze(['page', 'editor', 'access', 'lessons', 'layout', 'momentum', 'section', 'stability', 'timeline', 'core', 'data']);
/** Attributes a message may set on an element (anything else in a catalogue is ignored). */
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'label']);

// ---- The pseudo-locale: every letter accented, every message 40% longer (in short words, so
// that it can wrap as a real translation would), numbers and placeholders' values untouched.
const ACCENTED = Object.fromEntries([...'aàbƀcçdđeéfƒgĝhĥiîjĵkķlĺmɱnñoöpþqǫrŕsštŧuüvṽwŵxẋyýzž']
  .reduce((pairs, ch, i, all) => (i % 2 ? pairs : [...pairs, [ch, all[i + 1]]]), /** @type {string[][]} */ ([]))
  .flatMap(([a, b]) => [[a, b], [a.toUpperCase(), b.toUpperCase()]]));
export function pseudo(text) {
  const accented = text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] || c);
  const extra = Math.ceil(0.4 * text.length);
  if (!extra) return accented;
  const pad = [];
  for (let n = 0; n < extra; n += 5) pad.push('ŵöŕð'.slice(0, Math.min(4, extra - n)));
  return `${accented} ${pad.join(' ')}`;
}

/** Numbers the locale's way: the decimal sign, grouping and percent sign come from Intl. Fixed and
 *  scientific notation round as toFixed and toExponential do (so English is exactly what the page
 *  always showed) and keep the "e" every reader of a numerical method knows (1,3e-5 in German). */
export class NumberFormats {
  constructor(locale) {
    this.locale = locale === PSEUDO ? 'en' : locale;
    this._cache = new Map();
    const parts = new Intl.NumberFormat(this.locale).formatToParts(1.5);
    this.decimal = (parts.find((p) => p.type === 'decimal') || { value: '.' }).value;
  }
  _nf(key, options) {
    if (!this._cache.has(key)) this._cache.set(key, new Intl.NumberFormat(this.locale, options));
    return this._cache.get(key);
  }
  /** d digits after the decimal sign, no grouping (toFixed, localized). */
  fixed(x, d) {
    if (!Number.isFinite(x)) return '—';
    return x.toFixed(d).replace('.', this.decimal);
  }
  /** d digits after the decimal sign, in scientific notation (toExponential, localized). */
  sci(x, d) {
    if (!Number.isFinite(x)) return '—';
    return x.toExponential(d).replace('.', this.decimal);
  }
  /** Up to `digits` significant digits, grouping as the locale does. */
  sig(x, digits = 3) {
    if (!Number.isFinite(x)) return '—';
    return this._nf(`s${digits}`, { maximumSignificantDigits: digits }).format(x);
  }
  /** A fraction as a percentage with up to `digits` significant digits (0.0123 → 1.23 %). */
  percent(x, digits = 3) {
    if (!Number.isFinite(x)) return '—';
    return this._nf(`p${digits}`, { style: 'percent', maximumSignificantDigits: digits }).format(x);
  }
  /** An integer with the locale's grouping. */
  int(x) { return Number.isFinite(x) ? this._nf('i', { maximumFractionDigits: 0 }).format(x) : '—'; }
  /** x.toPrecision(digits) with the locale's decimal sign (readouts keep their trailing zeros). */
  precise(x, digits) { return Number.isFinite(x) ? x.toPrecision(digits).replace('.', this.decimal) : '—'; }
  /** String(x) with the locale's decimal sign (0.25 → 0,25 in German). */
  plain(x) { return String(x).replace('.', this.decimal); }
}

/** A whole number for a message's placeholder: it selects the plural variant ([one], [other]) and
 *  is written without digit grouping, as the page always wrote it ("4096 characters"). */
export const count = (n) => new FluentNumber(n, { useGrouping: false });

// A child element's place inside a formatted message: private-use characters and digits, which no
// message has and the pseudo-locale leaves alone.
const MARK = /\uE000(\d+)\uE001/;

/** One locale's messages, falling back to English. */
export class Messages {
  /**
   * @param {string} locale a code of LOCALES, or PSEUDO
   * @param {Record<string, string>} texts FTL text per catalogue file of this locale
   * @param {Record<string, string>} [english] FTL text per catalogue file of English (the fallback)
   */
  constructor(locale, texts, english = texts) {
    this.locale = locale;
    this.lang = locale === PSEUDO ? 'en' : locale;
    this.fmt = new NumberFormats(locale);
    // Each distinct problem once (a message formatted every frame would otherwise repeat it).
    this._errors = new Set();
    const bundle = (lang, files) => {
      const b = new FluentBundle(lang, { useIsolating: false });
      for (const [name, text] of Object.entries(files || {})) {
        const errors = b.addResource(new FluentResource(text));
        for (const e of errors) this._errors.add(`${lang}/${name}.ftl: ${e.message}`);
      }
      return b;
    };
    this.bundles = locale === 'en' || locale === PSEUDO ? [bundle('en', english)] : [bundle(this.lang, texts), bundle('en', english)];
  }

  _find(id) {
    for (const b of this.bundles) {
      const m = b.getMessage(id);
      if (m) return { bundle: b, message: m };
    }
    return null;
  }

  _format(bundle, pattern, args, key = '') {
    const errors = [];
    const text = bundle.formatPattern(pattern, args || null, errors);
    for (const e of errors) this._errors.add(`${bundle.locales[0]} ${key}: ${e.message}`);
    return this.locale === PSEUDO ? pseudo(text) : text;
  }

  /** Syntax and formatting problems met so far, each once. */
  get errors() { return [...this._errors]; }

  has(id) { return this.bundles.some((b) => b.hasMessage(id)); }

  /** The text of message `id` with its placeholders filled from `args`; its id when there is none. */
  t(id, args) { return this.tOr(id, id, args); }

  /** The text of message `id` when it exists, else `fallback` (text from elsewhere, such as a
   *  user's own scenario title, which no catalogue has). */
  tOr(id, fallback, args) {
    const found = this._find(id);
    return found && found.message.value ? this._format(found.bundle, found.message.value, args, id) : fallback;
  }

  /** The attributes of message `id` ({ 'aria-label': …, title: … }). */
  attributes(id, args) {
    const found = this._find(id);
    if (!found) return {};
    return Object.fromEntries(Object.entries(found.message.attributes)
      .map(([name, pattern]) => [name, this._format(found.bundle, pattern, args)]));
  }

  /** Puts the messages into every element under `root` that names one (data-l10n-id; placeholders
   *  from data-l10n-args, JSON). An element with child elements keeps them: their places come from
   *  data-l10n-name (see _placeChildren); otherwise only its attributes are set, so wrap text beside
   *  a control in its own <span data-l10n-id>. */
  /** @param {Document | Element} [root] */
  localize(root = document) {
    /** @type {Element[]} */
    const els = 'hasAttribute' in root && root.hasAttribute('data-l10n-id') ? [root] : [];
    els.push(...root.querySelectorAll('[data-l10n-id]'));
    for (const el of els) this.localizeElement(el);
  }

  /** A message whose text runs around child elements of the page's own (a superscript, a number a
   *  panel fills in): each child has data-l10n-name="NAME" and the message places it as { $NAME },
   *  so a translation may move it. The children are kept (their ids, and what panels write into
   *  them); a message that does not place every one of them leaves the element as it is. */
  _placeChildren(el, bundle, pattern, args, key) {
    const named = [...el.children].filter((c) => c.hasAttribute('data-l10n-name'));
    if (!named.length) return;
    const marks = Object.fromEntries(named.map((c, i) => [c.getAttribute('data-l10n-name'), `\uE000${i}\uE001`]));
    const text = this._format(bundle, pattern, { ...args, ...marks }, key);
    if (named.some((_, i) => !text.includes(`\uE000${i}\uE001`))) return;
    el.replaceChildren(...text.split(MARK).map((p, i) => (i % 2 ? named[Number(p)] : p)));
  }

  localizeElement(el) {
    const id = el.getAttribute('data-l10n-id') || '';
    let args = null;
    try { args = el.hasAttribute('data-l10n-args') ? JSON.parse(el.getAttribute('data-l10n-args') || '{}') : null; } catch { args = null; }
    const found = this._find(id);
    if (!found) return;
    const { bundle, message } = found;
    if (message.value && el.children.length === 0) el.textContent = this._format(bundle, message.value, args, id);
    else if (message.value) this._placeChildren(el, bundle, message.value, args, id);
    for (const [name, pattern] of Object.entries(message.attributes)) {
      if (ATTRIBUTES.has(name)) el.setAttribute(name, this._format(bundle, pattern, args));
    }
  }
}

// ---- The page's one set of messages. Set once at start-up (app.js), before any panel is built;
// a locale change reloads the page with ?locale= (panels never re-render themselves).
let current = new Messages('en', {});

/** The page's messages. */
export function messages() { return current; }
export function setMessages(m) { current = m; }
/** Shorthands for the page's messages: t(id, args), tOr(id, fallback, args), fmt. */
export const t = (key, args) => current.t(key, args);
export const tOr = (key, fallback, args) => current.tOr(key, fallback, args);
export const fmt = {
  fixed: (x, d) => current.fmt.fixed(x, d),
  sci: (x, d) => current.fmt.sci(x, d),
  sig: (x, d) => current.fmt.sig(x, d),
  percent: (x, d) => current.fmt.percent(x, d),
  int: (x) => current.fmt.int(x),
  precise: (x, d) => current.fmt.precise(x, d),
  plain: (x) => current.fmt.plain(x),
};
