// How the page is presented, apart from what it simulates: the theme ("dark",
// or "projector": light, larger type, thicker lines; theme.js) and the embed
// mode (?embed=1: the scene, a compact energy plot, play and reset, for an
// <iframe> in slides or a course page). Owns the URL keys `theme` and `embed`,
// the projector toggle and its shortcut.
import { byId } from '../dom.js';
import { choiceField } from '../url-state.js';
import { THEME_NAMES, setTheme, theme } from '../theme.js';
import { t } from '../i18n.js';

/** A flag in the URL: "1" is on; absent is off. */
const flagField = {
  parse(text, key) {
    if (text !== '1' && text !== '0') throw new Error(t('url-flag', { key, value: text.slice(0, 20) }));
    return text === '1';
  },
  write: (v) => (v ? '1' : null),
};

/** Applies ?theme= and ?embed= before the page has loaded anything else, so that the first
 *  frame is already in the right look; the panel validates and owns them afterwards. */
export function presentEarly(search) {
  const p = new URLSearchParams(search);
  if (THEME_NAMES.includes(p.get('theme') || '')) setTheme(/** @type {string} */ (p.get('theme')));
  if (p.get('embed') === '1') document.documentElement.dataset.embed = 'true';
}

export class PresentationPanel {
  /** @param {any} controller @param {any} url @param {any} keyboard
   *  @param {import('../store.js').PageStore} store the page's store (store.js): a switch publishes its 'theme' */
  constructor(controller, url, keyboard, store) {
    this.controller = controller;
    this.store = store;
    this.url = url;
    this.toggle = byId('theme-toggle', HTMLButtonElement);
    this.toggle.addEventListener('click', () => this.setTheme(theme().name === 'projector' ? 'dark' : 'projector'));
    keyboard.bind(['j'], 'J', 'key-projector', () => this.toggle.click(), 'theme-toggle');
    url.field('theme', choiceField(() => THEME_NAMES, 'dark'),
      { get: () => theme().name, set: (v) => this.setTheme(v, { write: false }), empty: 'dark' });
    url.field('embed', flagField, { get: () => this.embedded, set: (v) => this.setEmbedded(v), empty: false });
    this.showTheme();
    // The link from an embed to the full page (same permalink, without embed=1).
    const full = byId('embed-full', HTMLAnchorElement);
    controller.on('settings', () => { full.href = this.url.permalink({ embed: false }); });
  }

  get embedded() { return document.documentElement.dataset.embed === 'true'; }

  setEmbedded(on) {
    if (on === this.embedded) return;
    if (on) document.documentElement.dataset.embed = 'true'; else delete document.documentElement.dataset.embed;
    window.dispatchEvent(new Event('resize'));
  }

  setTheme(name, { write = true } = {}) {
    if (name === theme().name) return;
    setTheme(name);
    this.showTheme();
    this.store.publish('theme', { name });
    if (write) this.url.write();
  }

  showTheme() { this.toggle.setAttribute('aria-pressed', String(theme().name === 'projector')); }
}
