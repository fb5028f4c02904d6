// The message catalogues on disk (web/locales/LOCALE/NAME.ftl, docs/translating.md), for the
// site builder, the dev server and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** { NAME: FTL text } of one locale's catalogue files. */
export function localeFiles(locale) {
  const dir = path.join(LOCALE_DIR, locale);
  return Object.fromEntries(fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort()
    .map((f) => [f.slice(0, -'.ftl'.length), fs.readFileSync(path.join(dir, f), 'utf8')]));
}
