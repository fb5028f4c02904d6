// The watchdog's words (docs/watchdog.md). The rules live in the core (geovi/health.hpp): it judges
// every step of every run and reports codes and numbers (Simulation.healthEvents, a failure's
// GeoviError.health). The page only turns an event into its plain sentence and advice, through the
// core's templates, so the CLI and the page say the same words. This is the one place the page
// asks for them: in English they are the core's own (describeHealth), in another locale the
// translated templates of core.ftl (core-words.js).
import { healthWords as coreHealthWords } from './core-words.js';

/** @typedef {import('geovi').HealthEvent} HealthEvent */

/** { sentence, advice } for a health event, in the page's language.
 *  @param {{ api: typeof import('geovi'), module: import('geovi').GeoviModule, catalogue: any }} controller @param {HealthEvent} event */
export function healthWords(controller, event) {
  return coreHealthWords(controller.api.describeHealth(controller.module, event), event, controller.catalogue.health);
}

/** The warnings of `events` from index `from` on (failures are reported with the error that stopped the run). */
export function newWarnings(events, from) {
  return events.slice(from).filter((e) => e.severity === 'warning');
}
