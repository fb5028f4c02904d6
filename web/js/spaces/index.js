// The spaces on the page: one module per configuration space of the core's catalogue (the space id
// a run gives as `sim.kind`, Simulation::kind), each a plain object of what differs for that space on
// the page: the scene's view, Explain's equations, Describe's words, the views beside the scene, the
// baselines offered, the system editor's body list. The page asks this registry, never compares a
// space id (tests/node/space-modules.test.mjs checks both). A new space: its module and one line here.
import { s2nSpace } from './s2n.js';
import { rigidBodySpace } from './rigid-body.js';
import { flyingBodiesSpace } from './flying-bodies.js';
import { productSpace } from './product.js';

/**
 * One sentence of Describe: a message id of access.ftl and its arguments (describe.js).
 * @typedef {{ id: string, args: Record<string, string | number> }} SpaceMessage
 */

/**
 * What a space supplies to the page.
 * @typedef {object} SpaceModule
 * @property {string} id  the catalogue's space id
 * @property {(type: string | undefined) => any} sceneView  the scene's view class (scene-*.js) for a system type
 *   of this space: `new View(info, { ghost, up })`
 * @property {{
 *   system: (type: string | undefined) => { title: string, ref: string, note: string, lagrangian: string[] },
 *   words?: { source?: string, lagrangian?: string, continuous?: string },
 *   continuous: string,
 *   updates: Record<string, { tex: string, heading?: [string, string], note?: string, noteWhenComposed?: boolean }>,
 * }} explain  Explain's panel (explain.js): for a system type its title, source and note (message ids of
 *   lessons.ftl) and its Lagrangian (TeX); the headings' message ids where they differ; the continuous
 *   equations (TeX); the discrete update of each base method drawn (by Simulation::methodInfo's base),
 *   its heading and note where they differ from the Lie group VI's (a base not listed: the catalogue's summary)
 * @property {(words: any, columns: string[], state: ArrayLike<number>, view: any) => SpaceMessage[]} describe
 *   Describe's sentences about where the bodies are (describe.js passes its helpers as `words`)
 * @property {string[]} views  the views a run offers ('scene' first; 'momentum', 'section', 'stability': where the core differentiates a step)
 * @property {{ variational: boolean, preferred: string | null }} baseline  whether variational integrators
 *   are offered as the baseline, and the baseline taken when it is offered (else the first)
 * @property {string | null} bodyList  the scenario path where the system editor adds and removes bodies
 */

/** The registry, by space id. */
const SPACES = new Map([
  [s2nSpace.id, s2nSpace],
  [rigidBodySpace.id, rigidBodySpace],
  [flyingBodiesSpace.id, flyingBodiesSpace],
  [productSpace.id, productSpace],
]);

/** The space a preset is listed under when its system type is not in the catalogue. */
export const DEFAULT_SPACE = s2nSpace.id;

/** The module of a space id; an id with none is the page's error, named.
 *  @param {string} id  @returns {SpaceModule} */
export function spaceModule(id) {
  const space = SPACES.get(id);
  if (!space) throw new Error(`the page has no module for the space ${JSON.stringify(id)} (registered: ${[...SPACES.keys()].join(', ')}; web/js/spaces/index.js)`);
  return space;
}

/** Every registered space id. @returns {string[]} */
export function registeredSpaces() {
  return [...SPACES.keys()];
}
