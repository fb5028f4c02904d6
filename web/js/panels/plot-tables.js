// The plots as data tables (docs/accessibility.md): under each plot of #plots-card a "Table"
// button shows the plotted numbers as an HTML <table> (a caption, headers with units, up to
// MAX_ROWS rows sampled evenly over the record and always the latest), for a screen reader or
// anyone who wants the numbers. A table is filled when it is shown and on Refresh, never on
// every frame; a new run or another second plot fills a shown table again. Reads the plots
// panel's record (recorder.js) and the second plot's picker; built here, from script.
import { byId } from '../dom.js';
import { t, fmt, messages } from '../i18n.js';
import { plotLabel, momentumName } from '../core-words.js';

/** Rows of a table at most, besides the latest. */
export const MAX_ROWS = 50;

/** The record's row indices a table shows: all of them up to MAX_ROWS + 1, else MAX_ROWS evenly
 *  spaced from the first, and the latest. */
export function sampleRows(n, max = MAX_ROWS) {
  if (n <= max + 1) return Array.from({ length: n }, (_, i) => i);
  const rows = Array.from({ length: max }, (_, i) => Math.floor((i * (n - 1)) / max));
  rows.push(n - 1);
  return rows;
}

/** A number as a table shows it: six significant digits, scientific when very small or large. */
function cell(x) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return '—';
  const a = Math.abs(x);
  return a !== 0 && (a < 1e-3 || a >= 1e5) ? fmt.sci(x, 4) : fmt.sig(x, 6);
}

export class PlotTables {
  /** store: the page's store (store.js), whose 'recorder' (the plots' record of both runs) this reads.
   *  @param {any} controller @param {import('../store.js').PageStore} store */
  constructor(controller, store) {
    this.controller = controller;
    this.store = store;
    this.picker = byId('plot-kind', HTMLSelectElement);
    this.tables = {
      energy: this.build('energy', byId('energy-plot')),
      aux: this.build('aux', byId('aux-plot')),
    };
    controller.on('installed', () => this.refreshShown());
    this.picker.addEventListener('change', () => this.refreshShown());
  }

  /** The plots' record of both runs (read only). */
  get recorder() { return this.store.get('recorder'); }

  /** The toggle, the refresh button and the (hidden) table after a plot's box. */
  build(name, plot) {
    const tools = document.createElement('div');
    tools.className = 'buttons table-tools';
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.dataset.testid = `${name}-table-toggle`;
    toggle.setAttribute('data-l10n-id', 'access-table-button');
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', `${name}-table`);
    const refresh = document.createElement('button');
    refresh.type = 'button';
    refresh.dataset.testid = `${name}-table-refresh`;
    refresh.setAttribute('data-l10n-id', 'access-table-refresh');
    refresh.hidden = true;
    tools.append(toggle, refresh);
    // A box that scrolls when the table is wider or taller than the card; focusable so that it
    // scrolls by keyboard too, and named by the table's caption.
    const box = document.createElement('div');
    box.id = `${name}-table`;
    box.className = 'plot-table';
    box.dataset.testid = `${name}-table`;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-labelledby', `${name}-table-caption`);
    box.hidden = true;
    plot.after(tools, box);
    messages().localize(tools);
    const table = { name, toggle, refresh, box };
    toggle.addEventListener('click', () => this.show(table, box.hidden));
    refresh.addEventListener('click', () => this.fill(table));
    return table;
  }

  show(table, on) {
    table.box.hidden = !on;
    table.refresh.hidden = !on;
    table.toggle.setAttribute('aria-expanded', String(on));
    if (on) this.fill(table);
  }

  refreshShown() {
    for (const table of Object.values(this.tables)) if (!table.box.hidden) this.fill(table);
  }

  /** The columns of a table now: [{ header, values }] after the time column. */
  columns(name) {
    const r = this.recorder;
    const runs = [{ run: r.integrator, cols: r.main }];
    if (r.compare) runs.push({ run: r.baseline, cols: r.base });
    if (name === 'energy') {
      return runs.flatMap(({ run, cols }) => [
        { header: t('access-table-col-energy', { run }), values: cols.E },
        { header: t('access-table-col-error', { run }), values: cols.dE },
      ]);
    }
    const kind = this.picker.value;
    const { main, space } = this.controller;
    /** @type {Array<[string, string]>} [quantity, record column] */
    let quantities;
    if (kind === 'phase') quantities = space.phaseLabels.map((label, i) => [label, i === 0 ? 'px' : 'py']);
    else if (kind === 'momentum') quantities = [[(main && momentumName(main.diagnostics().momentumLabel)) || t('readout-momentum'), 'mom']];
    else quantities = [[space.manifoldError, 'man']];
    return runs.flatMap(({ run, cols }) => quantities.map(([quantity, col]) => (
      { header: t('access-table-col-quantity', { quantity, run }), values: cols[col] })));
  }

  caption(name, rows, total) {
    if (name === 'energy') return t('access-table-energy-caption', { rows, total });
    const kind = this.controller.catalogue.plotKinds.find((k) => k.name === this.picker.value);
    return t('access-table-aux-caption', { plot: kind ? plotLabel(kind) : this.picker.value, rows, total });
  }

  /** Reads the record into the table. Each number cell keeps the recorded value in data-value. */
  fill({ name, box }) {
    const r = this.recorder;
    if (!this.controller.main || r.length === 0) {
      const p = document.createElement('p');
      p.id = `${name}-table-caption`;
      p.textContent = t('access-table-empty');
      box.replaceChildren(p);
      return;
    }
    const columns = this.columns(name);
    const rows = sampleRows(r.length);
    const table = document.createElement('table');
    const caption = table.createCaption();
    caption.id = `${name}-table-caption`;
    caption.textContent = this.caption(name, rows.length, r.length);
    const head = table.createTHead().insertRow();
    for (const text of [t('access-table-col-time'), ...columns.map((c) => c.header)]) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = text;
      head.append(th);
    }
    const body = table.createTBody();
    for (const i of rows) {
      const tr = body.insertRow();
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = fmt.fixed(r.t[i], 3);
      th.dataset.value = String(r.t[i]);
      tr.append(th);
      for (const { values } of columns) {
        const td = tr.insertCell();
        td.textContent = cell(values[i]);
        td.dataset.value = String(values[i]);
      }
    }
    box.replaceChildren(table);
  }
}
