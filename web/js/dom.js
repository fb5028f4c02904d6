// The one DOM helper the panels share: look an element up by id, and fail
// loudly (naming it) when index.html and a panel disagree.
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html has no element #${id}`);
  return el;
}

/** Text-only element (textContent, never innerHTML). */
export function textElement(tag, text, className) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}
