// Keyboard shortcuts and their help overlay. Panels bind their own keys
// (bind(keys, shown, what, action)); the help lists them in the order they were bound.
// `shown` and `what` are message ids (page.ftl key-…), or text when they name no message
// (a letter such as 'J', or an English description a panel has not moved into a catalogue yet).
// Keys typed into a form field, or with Ctrl/Meta/Alt, are left to the browser.
import { byId } from '../dom.js';
import { isLockedControl } from './lock-panel.js';
import { messages } from '../i18n.js';

/** A message's text when `text` is a message id, else `text` itself. */
const words = (text) => (messages().has(text) ? messages().t(text) : text);

export class Keyboard {
  constructor() {
    this.actions = new Map();  // key (lower case for letters) -> action
    this.help = [];            // [label of the keys, what they do]
    this.el = { help: byId('help'), open: byId('help-button'), close: byId('help-close'), list: byId('shortcut-list') };
    this.el.open.addEventListener('click', () => this.toggleHelp(true));
    this.el.close.addEventListener('click', () => this.toggleHelp(false));
    this.el.help.addEventListener('click', (ev) => { if (ev.target === this.el.help) this.toggleHelp(false); });
    window.addEventListener('keydown', (ev) => this._key(ev));
  }

  /** keys: the event.key values (letters in lower case); shown: how the help names them;
   *  action(key) is called with the key pressed; control: the id of the control the shortcut
   *  stands for, whose lock (lock-panel.js) also disables the shortcut. */
  bind(keys, shown, what, action, control = null) {
    for (const k of keys) this.actions.set(k, { action, control });
    this.help.push([words(shown), words(what)]);
  }

  /** Builds the help list once every panel has bound its keys. */
  finish() {
    this.bind(['?', 'h'], '?', 'key-help', () => this.toggleHelp());
    this.help.push([words('key-escape'), words('key-close-help')]);
    for (const [key, what] of this.help) {
      const dt = document.createElement('dt'); dt.textContent = key;
      const dd = document.createElement('dd'); dd.textContent = what;
      this.el.list.append(dt, dd);
    }
  }

  _key(ev) {
    const t = ev.target;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
    const k = ev.key;
    if (k === 'Escape') return this.toggleHelp(false);
    if (k === ' ' && t instanceof HTMLButtonElement) return;  // the button's own activation
    const key = k.length === 1 ? k.toLowerCase() : k;
    const f = this.actions.get(key);
    if (f && !isLockedControl(f.control)) { ev.preventDefault(); f.action(key); }
  }

  toggleHelp(on) {
    const show = on === undefined ? this.el.help.hidden : on;
    this.el.help.hidden = !show;
    if (show) this.el.close.focus();
  }
}
