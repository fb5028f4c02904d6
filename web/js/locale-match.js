// Which of geovi's locales a request names: the locales it ships, the pseudo-locale, and the
// matching of ?locale= and the browser's languages. Apart from i18n.js (which re-exports these)
// so that the page's first script (early.js) can pick the locale to fetch before the bundle runs.

/** The locales geovi ships, in the picker's order: code, the name in its own language. */
export const LOCALES = Object.freeze([
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'zh-Hans', name: '简体中文' },
]);
/** The pseudo-locale for layout tests (never in the picker). */
export const PSEUDO = 'en-XA';
/**
 * The supported locale a request names, or null: exact codes, then the language alone
 * ("de-AT" → de); Chinese in simplified script (zh, zh-CN, zh-SG, zh-Hans-…) → zh-Hans.
 * Traditional Chinese (zh-TW, zh-HK, zh-Hant) has no catalogue yet, so it is not matched.
 */
export function matchLocale(tag) {
  if (typeof tag !== 'string' || tag.length > 35) return null;
  const lower = tag.trim().toLowerCase();
  if (lower === PSEUDO.toLowerCase()) return PSEUDO;
  const exact = LOCALES.find((l) => l.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const [lang, ...rest] = lower.split(/[-_]/);
  if (lang === 'zh') {
    if (rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p))) return null;
    return 'zh-Hans';
  }
  const byLang = LOCALES.find((l) => l.code === lang);
  return byLang ? byLang.code : null;
}

/** The locale to start in: ?locale= when given (checked by the URL key), else the first of the
 *  browser's languages geovi has, else English. */
export function preferredLocale(languages) {
  for (const tag of languages || []) {
    const m = matchLocale(tag);
    if (m && m !== PSEUDO) return m;
  }
  return 'en';
}
