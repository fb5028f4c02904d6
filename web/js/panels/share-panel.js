// Share and export: the permalink (copy, or paste one and open it), and the
// recorded run as CSV or JSON, the view as PNG.
import { byId } from '../dom.js';
import { exportCsv, exportJson } from '../export.js';

export class SharePanel {
  /** openFromUrl(search): reopens the page's state from a query string. */
  constructor(controller, url, keyboard, { recorder, snapshot, openFromUrl, version }) {
    this.controller = controller;
    this.url = url;
    const el = { permalink: byId('permalink', HTMLInputElement), note: byId('link-note') };
    this.el = el;
    // Which geovi, scenario and integrators made an exported dataset.
    const provenance = () => ({
      geovi_version: version, scenario: controller.settings.scenario, integrator: controller.main && controller.main.integrator,
      baseline: controller.baselineName, h: controller.main && controller.main.stepSize,
    });
    byId('export-csv').addEventListener('click', () => exportCsv(recorder, provenance(), controller.fileStem()));
    byId('export-json').addEventListener('click', () => exportJson(recorder, { ...provenance(), scenario_json: controller.json },
      controller.fileStem()));
    byId('export-png').addEventListener('click', () => snapshot());
    byId('copy-link').addEventListener('click', () => this.copyLink());
    byId('copy-embed').addEventListener('click', () => this.copyEmbed());
    keyboard.bind(['l'], 'L', 'copy the permalink', () => this.copyLink());
    byId('open-link').addEventListener('click', () => {
      const text = el.permalink.value.trim();
      let search;
      try { search = new URL(text, window.location.href).search; } catch { return controller.notice('permalink: not a URL'); }
      openFromUrl(search, { keepOnError: true });
    });
    // The permalink carries numeric edits only; say so when an edit changed more.
    controller.on('installed', () => { el.note.hidden = controller.edits.complete; });
  }

  async copyLink() {
    const link = this.url.permalink();
    this.el.permalink.value = link;
    try { await navigator.clipboard.writeText(link); this.controller.notice('Permalink copied.'); } catch { this.el.permalink.select(); }
  }

  /** The <iframe> for slides or a course page: this permalink in embed mode (docs/embedding.md). */
  embedSnippet() {
    const src = this.url.permalink({ embed: true }).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const title = (this.controller.json && this.controller.json.title) || this.controller.settings.scenario || 'simulation';
    const safeTitle = String(title).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return `<iframe src="${src}" width="640" height="400" style="border:0" title="geovi: ${safeTitle}" loading="lazy" allow="fullscreen"></iframe>`;
  }

  async copyEmbed() {
    const code = byId('embed-code', HTMLTextAreaElement);
    code.value = this.embedSnippet();
    code.hidden = false;
    try { await navigator.clipboard.writeText(code.value); this.controller.notice('Embed code copied: paste it into a slide or a course page.'); } catch { code.select(); }
  }
}
