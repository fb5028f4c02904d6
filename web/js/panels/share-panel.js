// Share and export: the permalink (copy, or paste one and open it), and the
// recorded run as CSV or JSON, the view as PNG. The permalink names a preset and
// its numeric edits (?scenario=, ?set=) when that describes the open system, and
// carries the whole scenario (#s=, scenario-link.js) when it is more than that.
// A link longer than LONG_LINK_CHARS is said to be so, next to it, with the
// scenario file offered as well.
import { byId } from '../dom.js';
import { exportCsv, exportJson } from '../export.js';
import { saveScenarioFile } from '../scenario-file.js';
import { t, count } from '../i18n.js';

/** Past this many characters some mail and chat tools cut a link, and some servers refuse it. */
export const LONG_LINK_CHARS = 2000;

export class SharePanel {
  /** store: the page's store (store.js), whose 'recorder' is exported; snapshot(): the view as PNG;
   *  openFromUrl(search, { hash, keepOnError }): reopens the page's state from a query string and a fragment. */
  constructor(controller, url, keyboard, { store, snapshot, openFromUrl, version }) {
    this.controller = controller;
    this.url = url;
    const el = { permalink: byId('permalink', HTMLInputElement), note: byId('link-note'), noteText: byId('link-note-text'),
      noteSave: byId('link-save', HTMLButtonElement) };
    this.el = el;
    // Which geovi, scenario and integrators made an exported dataset; a system that is not a preset
    // is named by its own name and where it came from.
    const provenance = () => ({
      geovi_version: version, scenario: controller.scenarioName(),
      ...(controller.settings.scenario ? {} : { scenario_source: controller.settings.source }),
      integrator: controller.main && controller.main.integrator, baseline: controller.baselineLabel, h: controller.main && controller.main.stepSize,
    });
    byId('export-csv').addEventListener('click', () => exportCsv(store.get('recorder'), provenance(), controller.fileStem()));
    byId('export-json').addEventListener('click', () => exportJson(store.get('recorder'), { ...provenance(), scenario_json: controller.json },
      controller.fileStem()));
    byId('export-png').addEventListener('click', () => snapshot());
    byId('copy-link').addEventListener('click', () => this.copyLink());
    byId('copy-embed').addEventListener('click', () => this.copyEmbed());
    el.noteSave.addEventListener('click', () => { if (controller.main) saveScenarioFile(controller); });
    keyboard.bind(['l'], 'L', 'key-permalink', () => this.copyLink());
    byId('open-link').addEventListener('click', () => {
      const text = el.permalink.value.trim();
      let u;
      try { u = new URL(text, window.location.href); } catch { return controller.notice(t('share-not-url')); }
      openFromUrl(u.search, { hash: u.hash, keepOnError: true });
    });
    controller.on('installed', () => this.showNote(''));
  }

  /** The permalink, or null (with a notice and the file offered) when the scenario is too large for one. */
  link(changes = {}) {
    try {
      return this.url.permalink(changes, { strict: true });
    } catch (e) {
      this.showNote(t('share-link-problem', { problem: e.message }));
      this.controller.notice(t('share-no-link', { problem: e.message }));
      return null;
    }
  }

  /** A note next to the link (empty: none), with the Save file button. */
  showNote(text) {
    this.el.noteText.textContent = text;
    this.el.note.hidden = !text;
  }

  /** Says so when a link is long, and offers the file. */
  judgeLength(link) {
    this.showNote(link.length > LONG_LINK_CHARS
      ? t('share-long-link', { length: count(link.length), limit: count(LONG_LINK_CHARS) })
      : '');
  }

  async copyLink() {
    const link = this.link();
    if (!link) return;
    this.el.permalink.value = link;
    this.judgeLength(link);
    try { await navigator.clipboard.writeText(link); this.controller.notice(t('share-copied')); } catch { this.el.permalink.select(); }
  }

  /** The <iframe> for slides or a course page: this permalink in embed mode (docs/embedding.md). */
  embedSnippet() {
    const link = this.link({ embed: true });
    if (!link) return null;
    this.judgeLength(link);
    const src = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const title = (this.controller.json && this.controller.json.title) || this.controller.settings.scenario || t('share-embed-untitled');
    const safeTitle = t('share-embed-title', { title: String(title) }).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return `<iframe src="${src}" width="640" height="400" style="border:0" title="${safeTitle}" loading="lazy" allow="fullscreen"></iframe>`;
  }

  async copyEmbed() {
    const code = byId('embed-code', HTMLTextAreaElement);
    const snippet = this.embedSnippet();
    if (!snippet) return;
    code.value = snippet;
    code.hidden = false;
    try { await navigator.clipboard.writeText(code.value); this.controller.notice(t('share-embed-copied')); } catch { code.select(); }
  }
}
