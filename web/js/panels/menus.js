// The top bar's disclosure menus (index.html: div.menu holding a button.menu-button and its
// .menu-list): what is used rarely (the access controls; trails, projector, language, about)
// waits behind a button so that the bar stays one row on a laptop (docs/page.md, "The top bar").
// A disclosure, not an ARIA menu: the list holds the page's ordinary controls, reached with Tab,
// each keeping its id, test id, shortcut and lock. The button's aria-expanded says whether its list
// shows. Escape closes it and gives the focus back to the button; so does a click on the button,
// or a press anywhere else on the page. A press or focus inside a dialog that a menu item opened
// (About) leaves the menu open, so that the dialog can hand the focus back to its button.
import { byId } from '../dom.js';

export class Menus {
  constructor() {
    /** @type {{ root: HTMLElement, button: HTMLButtonElement, list: HTMLElement }[]} */
    this.menus = [...document.querySelectorAll('.topbar .menu')].map((/** @type {HTMLElement} */ root) => {
      const button = /** @type {HTMLButtonElement} */ (root.querySelector('.menu-button'));
      const list = byId(button.getAttribute('aria-controls') || '');
      return { root, button, list };
    });
    for (const m of this.menus) {
      m.list.hidden = true;
      m.button.addEventListener('click', () => this.toggle(m, m.list.hidden));
      m.root.addEventListener('keydown', (ev) => {
        if (ev.key !== 'Escape' || m.list.hidden) return;
        ev.stopPropagation();
        this.toggle(m, false);
        m.button.focus();
      });
      // Tabbing out of an open list closes it.
      m.root.addEventListener('focusout', (ev) => {
        const next = ev.relatedTarget;
        if (next instanceof Element && !m.root.contains(next) && !next.closest('[role="dialog"]')) this.toggle(m, false);
      });
    }
    document.addEventListener('pointerdown', (ev) => {
      const target = ev.target instanceof Element ? ev.target : null;
      const keep = (m) => target && (m.root.contains(target) || target.closest('[role="dialog"]'));
      for (const m of this.menus) if (!m.list.hidden && !keep(m)) this.toggle(m, false);
    });
  }

  /** Opens (one menu at a time) or closes a menu. */
  toggle(m, open) {
    if (open) for (const other of this.menus) if (other !== m) this.toggle(other, false);
    m.list.hidden = !open;
    m.button.setAttribute('aria-expanded', String(open));
  }
}
