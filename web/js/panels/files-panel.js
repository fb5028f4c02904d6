// Scenario files (scenario-file.js, docs/building.md "Files"): Save the open
// scenario as a .json file the CLI runs the same way, Open one, or drop one onto
// the page (a hint shows while a file is dragged over it). A file the core
// refuses, or that is too large or not JSON, leaves the running simulation as it
// was, with a notice naming the file and the cause.
import { byId } from '../dom.js';
import { readScenarioFile, saveScenarioFile } from '../scenario-file.js';
import { t } from '../i18n.js';

export class FilesPanel {
  /** store: the page's store (store.js); its 'timeline' replays a run file (format "geovi-run", docs/timeline.md).
   *  @param {any} controller @param {import('../store.js').PageStore | null} [store] */
  constructor(controller, store = null) {
    this.controller = controller;
    this.store = store;
    const el = { save: byId('save-scenario', HTMLButtonElement), open: byId('open-scenario', HTMLButtonElement),
      input: byId('scenario-file', HTMLInputElement), hint: byId('drop-hint') };
    this.el = el;
    el.save.addEventListener('click', () => { if (controller.main) saveScenarioFile(controller); });
    el.open.addEventListener('click', () => el.input.click());
    el.input.addEventListener('change', () => {
      const file = el.input.files && el.input.files[0];
      el.input.value = '';  // the same file may be chosen again
      if (file) this.open(file);
    });
    // Dropping a file anywhere on the page opens it; other drags (text, a bob) are left alone.
    const carriesFiles = (e) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');
    let depth = 0;
    document.addEventListener('dragenter', (e) => { if (carriesFiles(e)) { ++depth; el.hint.hidden = false; } });
    document.addEventListener('dragleave', (e) => { if (carriesFiles(e) && --depth <= 0) { depth = 0; el.hint.hidden = true; } });
    document.addEventListener('dragover', (e) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    });
    document.addEventListener('drop', (e) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      el.hint.hidden = true;
      const file = e.dataTransfer.files[0];
      if (file) this.open(file);
    });
  }

  /** Opens a scenario file; returns whether it opened. */
  async open(file) {
    let json;
    try {
      json = await readScenarioFile(file);
    } catch (e) {
      this.controller.notice(this.controller.main ? t('notice-kept', { problem: e.message }) : e.message);
      return false;
    }
    // A run file opens as a run: the timeline replays it and says whether it matched to the bit.
    const timeline = this.store && this.store.get('timeline');
    if (timeline && json && json.format === 'geovi-run') return !(await timeline.load(json, String(file.name).slice(0, 200))).error;
    const opened = await this.controller.openScenario(json, { source: 'file', sourceName: String(file.name).slice(0, 200) });
    if (opened) this.controller.notice(t('notice-file-opened', { name: String(file.name).slice(0, 200) }));
    return opened;
  }
}
