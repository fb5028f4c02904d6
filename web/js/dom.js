// The DOM helpers the panels share: look an element up by id, of the kind the
// panel expects, and fail loudly (naming it) when index.html and a panel disagree.

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @param {{ new (): T, name: string }} [kind] e.g. HTMLSelectElement (default HTMLElement)
 * @returns {T}
 */
export function byId(id, kind) {
  const el = document.getElementById(id);
  const type = kind || HTMLElement;
  if (!(el instanceof type)) throw new Error(`index.html has no ${type.name} #${id}`);
  return /** @type {T} */ (el);
}

/** Text-only element (textContent, never innerHTML). */
export function textElement(tag, text, className) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}
