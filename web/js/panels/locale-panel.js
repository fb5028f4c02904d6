// The page's language: the picker in the top bar and the URL key `locale`
// (docs/url-parameters.md, docs/translating.md). The locale is chosen once at
// start-up (startLocale, before any panel is built): ?locale= when it names a
// shipped locale, else the first of the browser's languages geovi has, else
// English. Choosing another one in the picker reopens the page in it, with the
// permalink of the open run (so the run, its settings and an edited system
// carry over; the clock starts again at 0).
import { byId } from '../dom.js';
import { LOCALES, PSEUDO, CATALOGUE_FILES, Messages, matchLocale, preferredLocale, setMessages } from '../i18n.js';
import { loadLocaleTexts } from '../data-source.js';

/** Loads the messages of the locale the address or the browser asks for and makes them the page's.
 *  Returns { locale, explicit, problem }: problem names a ?locale= that geovi does not have. */
export async function startLocale(search, languages) {
  const asked = new URLSearchParams(search).get('locale');
  const matched = asked ? matchLocale(asked) : null;
  const locale = matched || preferredLocale(languages);
  const [english, own] = await Promise.all([
    loadLocaleTexts('en', CATALOGUE_FILES),
    locale === 'en' || locale === PSEUDO ? null : loadLocaleTexts(locale, CATALOGUE_FILES),
  ]);
  const m = new Messages(locale, own || english, english);
  setMessages(m);
  document.documentElement.lang = m.lang;
  m.localize(document);
  const problem = asked && !matched ? asked.slice(0, 40) : null;
  return { locale, explicit: Boolean(matched), problem };
}

/** ?locale=: a shipped locale (or the pseudo-locale); written when chosen, or when not English. */
const localeField = {
  // A locale geovi does not have is not an error in the link: the page opens in the browser's
  // language (or English) and says so (notice-bad-locale), and the rest of the link still applies.
  parse: (text) => matchLocale(text),
  write: (v) => v,
};

export class LocalePanel {
  constructor(url, { locale, explicit }) {
    this.locale = locale;
    this.explicit = explicit || locale !== 'en';
    const picker = byId('locale', HTMLSelectElement);
    for (const { code, name } of LOCALES) {
      const o = document.createElement('option');
      o.value = code; o.textContent = name; o.lang = code;
      picker.append(o);
    }
    if (locale === PSEUDO) {
      const o = document.createElement('option');
      o.value = PSEUDO; o.textContent = 'pseudo';
      picker.append(o);
    }
    picker.value = locale;
    picker.addEventListener('change', () => {
      this.locale = picker.value; this.explicit = true;
      window.location.assign(url.permalink());
    });
    // A link carries the locale it was made in whenever that was chosen or is not English.
    url.field('locale', localeField, { get: () => (this.explicit ? this.locale : null), set: () => {}, empty: null });
  }
}
