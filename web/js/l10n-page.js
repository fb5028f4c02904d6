// Helpers for the page's own messages (web/locales/LOCALE/page.ftl), beside i18n.js:
//
//   count(n)              a whole number for a message: its plural category, written as the page
//                         always wrote it (no digit grouping: "4096 characters", in every locale)
//   precise(x, digits)    toPrecision() with the locale's decimal sign (the readouts keep their
//                         fixed count of digits, trailing zeros included)
//   plain(x)              a number as JavaScript writes it, with the locale's decimal sign
//   localizeMarkup(root)  messages whose text runs around markup of the page's own
import { FluentNumber } from '@fluent/bundle';
import { messages, t } from './i18n.js';

/** A count for a message's placeholder: selects [one] / [other], shown without grouping. */
export const count = (n) => new FluentNumber(n, { useGrouping: false });

/** x.toPrecision(digits), the locale's way (12.50000000 → 12,50000000 in German). */
export const precise = (x, digits) => (Number.isFinite(x) ? x.toPrecision(digits).replace('.', messages().fmt.decimal) : String(x));

/** String(x), the locale's way (0.25 → 0,25 in German). */
export const plain = (x) => String(x).replace('.', messages().fmt.decimal);

// A sentinel for a child element inside a formatted message: private-use characters and digits,
// which no message has and the pseudo-locale leaves alone.
const MARK = /\uE000(\d+)\uE001/;

/**
 * Elements whose message places child elements of the page's own (a superscript, a number the page
 * fills in): the element has data-l10n-id, and each such child data-l10n-name="NAME", which the
 * message places as { $NAME }, so a translation may move it. (i18n.js's localize sets only the
 * attributes of an element with child elements.) The children are kept as they are (their ids and
 * the text panels write into them); the text around them is the message's.
 */
export function localizeMarkup(root = document) {
  for (const el of root.querySelectorAll('[data-l10n-id]')) {
    const named = [...el.children].filter((c) => c.hasAttribute('data-l10n-name'));
    if (!named.length) continue;
    const args = Object.fromEntries(named.map((c, i) => [c.getAttribute('data-l10n-name'), `\uE000${i}\uE001`]));
    const text = t(el.getAttribute('data-l10n-id'), args);
    // A message that does not place every child (missing, or mistranslated) leaves the element as it is.
    if (named.some((_, i) => !text.includes(`\uE000${i}\uE001`))) continue;
    const parts = text.split(MARK);
    el.replaceChildren(...parts.map((p, i) => (i % 2 ? named[Number(p)] : p)));
  }
}
