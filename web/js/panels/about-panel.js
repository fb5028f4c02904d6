// About: geovi's version (defined once, in package.json, and carried by the preset
// index), its license, and the third-party notices of everything it ships
// (web/tools/notices.mjs), loaded when first opened.
import { byId } from '../dom.js';
import { loadNotices } from '../data-source.js';
import { t } from '../i18n.js';

export class AboutPanel {
  /** index: the preset index ({ version, … }). */
  constructor(index) {
    const el = { dialog: byId('about'), open: byId('about-button'), close: byId('about-close'),
      notices: byId('about-notices'), box: byId('about-notices-box', HTMLDetailsElement) };
    this.el = el;
    byId('about-version').textContent = index.version || '';
    el.open.addEventListener('click', () => this.show(true));
    el.close.addEventListener('click', () => this.show(false));
    el.dialog.addEventListener('click', (ev) => { if (ev.target === el.dialog) this.show(false); });
    el.dialog.addEventListener('keydown', (ev) => { if (ev.key === 'Escape') this.show(false); });
    el.box.addEventListener('toggle', () => { if (el.box.open) this.fillNotices(); });
  }

  show(on) {
    this.el.dialog.hidden = !on;
    (on ? this.el.close : this.el.open).focus();
  }

  async fillNotices() {
    if (this.loaded) return;
    this.loaded = true;
    try { this.el.notices.textContent = await loadNotices(); } catch (e) {
      this.loaded = false;
      this.el.notices.textContent = t('dialog-about-notices-failed', { problem: e.message });
    }
  }
}
