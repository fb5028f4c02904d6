// The core's words in the page's language. The core's catalogue (geovi catalogue) and the data
// files speak English; web/locales/LOCALE/core.ftl and data.ftl (generated in English by
// web/tools/i18n-source.mjs, docs/translating.md) carry them in every locale, under ids made
// from the names. Each lookup falls back to the core's own English, so a system, a parameter
// or a health code that a catalogue does not have yet is still named.
import { messages, tOr } from './i18n.js';

const id = (...parts) => parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');

/** A system type's label and summary ({ name, label, summary } of the catalogue). */
export const typeLabel = (type) => tOr(id('type', type.name, 'label'), type.label || type.name);
export const typeSummary = (type) => tOr(id('type', type.name, 'summary'), type.summary || '');
/** A potential term's label and summary. */
export const termLabel = (term) => tOr(id('term', term.name, 'label'), term.label || term.name);
export const termSummary = (term) => tOr(id('term', term.name, 'summary'), term.summary || '');
/** A space's label ({ name, label }). */
export const spaceLabel = (space) => tOr(id('space', space.name, 'label'), space.label || space.name);
/** An integrator's one-line summary ({ name, space, summary }). */
export const integratorSummary = (i) => tOr(id('integrator', i.space, i.name, 'summary'), i.summary || '');
/** A plot kind's label ({ name, label }). */
export const plotLabel = (p) => tOr(id('plot', p.name, 'label'), p.label || p.name);
/** A controller's name for people (the catalogue's controllers, docs/control.md). */
export const controllerLabel = (c) => tOr(id('controller', c.name, 'label'), c.label || c.name);
/** A parameter's summary: owner is the system type's or term's name, path the names from the top
 *  parameter down to this one (["forces", "damping"]). */
export const paramSummary = (owner, path, fallback = '') => tOr(id('param', owner, ...path, 'summary'), fallback);
/** The name of a run's conserved momentum map (Diagnostics.momentumLabel, made by the core's
 *  momentumLabel(): "angular momentum about e3", "spatial angular momentum about E3"). */
export function momentumName(label) {
  const m = /^(spatial angular|angular) momentum about ([eE][123])$/.exec(label || '');
  if (!m) return label || '';
  return tOr(m[1] === 'angular' ? 'momentum-angular-about' : 'momentum-spatial-angular-about', label, { axis: m[2] });
}
/** A preset's title and description (its file name, and the English of its file). */
export const scenarioTitle = (name, fallback) => tOr(id('scenario', name, 'title'), fallback);
export const scenarioDescription = (name, fallback) => tOr(id('scenario', name, 'description'), fallback);
/** A lesson's texts: field is title, watch, why, equation or mark. */
export const lessonText = (name, field, fallback) => tOr(id('lesson', name, field), fallback);

// ---- The health judge's words (docs/watchdog.md). In English they are the core's own
// (describeHealth: the CLI's sentence, character for character). In another locale the
// sentence and the advice are that locale's messages, with the event's numbers written the
// locale's way in the core template's format for each placeholder.

/** The format each placeholder of a template asks for: {time:fixed2} → { time: 'fixed2' }. */
export function placeholderFormats(template) {
  const out = {};
  for (const m of String(template).matchAll(/\{([A-Za-z][A-Za-z0-9]*)(?::([a-z0-9]+))?\}/g)) out[m[1]] = m[2] || '';
  return out;
}

/** One number in a placeholder's format, the locale's way. */
function formatted(value, format, fmt) {
  if (typeof value !== 'number') return String(value);
  switch (format) {
    case 'fixed2': return fmt.fixed(value, 2);
    case 'percent': return fmt.percent(value, 3);
    case 'sig3': return fmt.sig(value, 3);
    case 'g': return fmt.sig(value, 6);
    default: return Number.isInteger(value) ? fmt.int(value) : fmt.sig(value, 6);
  }
}

/**
 * { sentence, advice, quantity? } of a health event (HealthEvent: code and numbers) in the page's
 * language. `english` is the core's own { sentence, advice } for it (describeHealth of the JS API);
 * `templates` the catalogue's health list (the English templates, whose {name:format} say how each
 * number is written).
 */
export function healthWords(english, event, templates) {
  const m = messages();
  const own = (templates || []).find((h) => h.code === event.code);
  if (m.lang === 'en' && m.locale === 'en') return english;
  const sentenceId = id('health', event.code, 'sentence'), adviceId = id('health', event.code, 'advice');
  if (!own || !m.has(sentenceId)) return english;
  const formats = { ...placeholderFormats(own.sentence), ...placeholderFormats(own.advice) };
  const args = {};
  for (const [name, format] of Object.entries(formats)) {
    const v = event[name];
    args[name] = v === undefined ? '' : formatted(v, format, m.fmt);
  }
  return {
    ...english,
    sentence: m.t(sentenceId, args),
    advice: m.t(adviceId, args),
    quantity: m.tOr(id('health', event.code, 'quantity'), own.quantity || ''),
  };
}
