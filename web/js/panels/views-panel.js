// The views switch: which view shows beside the 3-D scene — none ('scene'), the
// momentum sphere (a rigid body only) or the Poincaré section. On a wide screen the
// viewport splits in two, scene on the left; on a narrow one (a phone) the chosen view
// takes the scene's place, and the 3-D button switches back (style.css, "Layout").
// The panes' content belongs to their own panels, which listen to the controller's
// 'view' event and draw only while theirs is shown; the views are registered once, in
// views.js. Owns the URL key `view`, the switch's buttons and the shortcut V (the next
// view the run offers).
import { byId } from '../dom.js';
import { choiceField } from '../url-state.js';
import { VIEWS, paneId, ensureViewElements } from './views.js';

export class ViewsPanel {
  constructor(controller, url, keyboard) {
    this.controller = controller;
    this.url = url;
    this.viewport = /** @type {HTMLElement} */ (byId('scene').parentElement);
    this.side = byId('side-view');
    ensureViewElements();
    this.buttons = VIEWS.map((v) => byId(`view-${v}`, HTMLButtonElement));
    for (const b of this.buttons) b.addEventListener('click', () => this.choose(b.dataset.view || 'scene'));
    url.field('view', choiceField(() => VIEWS, 'scene'),
      { get: () => controller.view, set: (v) => this.linked(v), empty: 'scene' });
    keyboard.bind(['v'], 'V', 'views-key', () => this.next(), 'view-switch');
    controller.on('view', ({ view }) => this.show(view));
    this.show(controller.view);
  }

  /** A link's view. An embed shows its switch (3-D and that view) only when the link chose a view. */
  linked(view) {
    document.documentElement.toggleAttribute('data-linked-view', view !== 'scene');
    this.controller.setView(view);
  }

  /** The user's choice: shown, and written into the address bar. */
  choose(view) {
    this.controller.setView(view);
    this.url.write();
  }

  /** The next view the run offers, after the one shown (V). */
  next() {
    const offered = this.controller.views;
    this.choose(offered[(offered.indexOf(this.controller.view) + 1) % offered.length]);
  }

  show(view) {
    const offered = this.controller.views;
    for (const b of this.buttons) {
      const v = b.dataset.view || 'scene';
      b.hidden = !offered.includes(v);
      b.setAttribute('aria-pressed', String(v === view));
    }
    for (const v of VIEWS) if (v !== 'scene') byId(paneId(v)).hidden = v !== view;
    this.side.hidden = view === 'scene';
    this.viewport.dataset.view = view;
  }
}
