// The registry of the views beside the 3-D scene (docs/architecture.md, "Adding a page view"). A view
// is a module of web/js/panels/ that builds its content inside its pane, listens to the controller
// (draws only while the 'view' event names it) and reads or publishes the page's store (store.js);
// it gives the debug hook its state through debug(). Registering it is one row of VIEW_REGISTRY:
// its id (the URL key `view`, the views switch and its key V, the link builder, the course API's
// setView) and how it is made. Its pane (#ID-view in #side-view) and its switch button (#view-ID,
// labelled by the message views-ID) are made here when index.html does not have them. Which runs
// offer it is the controller's `views` (per space).
import { MomentumView } from './momentum-view.js';
import { SectionView } from './section-view.js';
import { StabilityView } from './stability-view.js';
import { messages } from '../i18n.js';

/**
 * What each view is made with.
 * @typedef {Object} ViewContext
 * @property {import('../run-controller.js').RunController} controller
 * @property {import('../store.js').PageStore} store
 * @property {string} version geovi's version (the provenance of what a view exports)
 */

/**
 * @typedef {Object} ViewEntry
 * @property {string} id the view's name; its pane is #ID-view, its button #view-ID
 * @property {(context: ViewContext) => { debug(): any }} make
 */

/** @type {readonly ViewEntry[]} */
export const VIEW_REGISTRY = Object.freeze([
  { id: 'momentum', make: ({ controller, store }) => new MomentumView(controller, store) },
  { id: 'section', make: ({ controller, store, version }) => new SectionView(controller, store, { csvMeta: () => ({ geovi_version: version,
    scenario: controller.scenarioName(), integrator: controller.main ? controller.main.integrator : '', h: controller.main ? controller.main.stepSize : '' }) }) },
  { id: 'stability', make: ({ controller, store }) => new StabilityView(controller, store) },
]);

/** Every view the page can show ('scene': the 3-D scene alone); controller.views says which the run offers. */
export const VIEWS = Object.freeze(['scene', ...VIEW_REGISTRY.map((v) => v.id)]);

/** The element id of a view's pane ('scene' has none). */
export const paneId = (id) => `${id}-view`;

/** Each registered view's pane and switch button, made when index.html has none (the views panel
 *  calls it before it looks its buttons up). */
export function ensureViewElements() { for (const { id } of VIEW_REGISTRY) ensureElements(id); }

function ensureElements(id) {
  const side = document.getElementById('side-view');
  if (side && !document.getElementById(paneId(id))) {
    const pane = document.createElement('div');
    Object.assign(pane, { id: paneId(id), className: 'view-pane', hidden: true });
    pane.dataset.testid = paneId(id);
    side.append(pane);
  }
  const bar = document.getElementById('view-scene');
  const last = bar && [...bar.parentElement.querySelectorAll('button[data-view]')].pop();
  if (last && !document.getElementById(`view-${id}`)) {
    const button = /** @type {HTMLElement} */ (last.cloneNode(false));
    Object.assign(button, { id: `view-${id}`, textContent: id });
    Object.assign(button.dataset, { testid: `view-${id}`, view: id, l10nId: `views-${id}` });
    button.setAttribute('aria-pressed', 'false');
    button.removeAttribute('title');
    last.after(button);
    messages().localize(/** @type {HTMLElement} */ (button.parentElement));
  }
}

/** Makes every registered view: { id: view }. */
export function makeViews(context) {
  ensureViewElements();
  return Object.fromEntries(VIEW_REGISTRY.map(({ id, make }) => [id, make(context)]));
}
