// The checks of tests/node/composition.test.mjs as functions of source text, so that each can be run
// on an earlier version of a file too (docs/architecture.md, "The page"): each returns a list of
// problems, empty when the page keeps its rules.

/** app.js is the composition root and nothing else (about 200 lines at most). */
export const APP_MAX_LINES = 200;

/** What app.js must not do: reach into a panel's objects, or hold the debug hook's body. */
const REACHES = [
  [/\.recorder\b/, 'reaches into a panel for its recorder (the store\'s \'recorder\')'],
  [/\.history\b/, 'reaches into the timeline\'s history'],
  [/\.view\.view\b/, 'reaches into the scene view\'s drawing'],
  [/\b(?:scene|plots|timeline|lessons|access|section|momentum)\.(?:view|energyPlot|auxPlot|camera|controls|index)\b/, 'reads a panel\'s internals'],
  [/geoviDebug\s*=/, 'builds window.geoviDebug itself (debug-hook.js does)'],
  [/\.emit\(/, 'emits on the controller'],
];

/** Problems with app.js's text as a composition root. */
export function appProblems(text) {
  const problems = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > APP_MAX_LINES) problems.push(`app.js has ${lines} lines (at most ${APP_MAX_LINES}: composition only)`);
  const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [re, why] of REACHES) {
    const m = code.match(re);
    if (m) problems.push(`app.js ${why}: "${m[0]}"`);
  }
  return problems;
}

/** The events the controller emits (this.emit('name', …) in run-controller.js). */
export function controllerEvents(controllerText) {
  return new Set([...controllerText.matchAll(/this\.emit\('([\w-]+)'/g)].map((m) => m[1]));
}

/** Problems with the page's modules ({ path: text }) as the controller's listeners: only
 *  run-controller.js emits on the controller, and every event listened to is one it emits. */
export function busProblems(files, controllerText) {
  const events = controllerEvents(controllerText);
  const problems = [];
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('run-controller.js')) continue;
    for (const m of text.matchAll(/\.emit\('([\w-]+)'/g)) problems.push(`${path} emits '${m[1]}' on the controller (panel-to-panel state goes through the store)`);
    for (const m of text.matchAll(/(?:controller|\bc)\.on\('([\w-]+)'/g))
      if (!events.has(m[1])) problems.push(`${path} listens to '${m[1]}', which the controller does not emit`);
  }
  return problems;
}

/** The keys of the store's typedef StoreTopics (@property lines after "@typedef {Object} StoreTopics"). */
export function typedKeys(storeText) {
  const at = storeText.indexOf('@typedef {Object} StoreTopics');
  if (at < 0) return [];
  const block = storeText.slice(at, storeText.indexOf('*/', at));
  return [...block.matchAll(/@property \{.*\} (\w+)\s*$/gm)].map((m) => m[1]);
}

/** The keys of the documented table under the heading "### The page's store" (its first column). */
export function documentedKeys(docText) {
  const at = docText.indexOf("### The page's store");
  if (at < 0) return [];
  const end = docText.indexOf('\n#', at + 5);
  const section = docText.slice(at, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([\w-]+)` \|/gm)].map((m) => m[1]);
}
