// Export of the recorded run (CSV, JSON) and a PNG snapshot of the 3D view.
// CSV columns follow the CLI (t, energy, state columns) followed by the
// diagnostics; in compare mode the baseline's columns come after, prefixed "b_".
// Both exports say which geovi and which integrator made them: JSON in its
// fields, CSV in one leading '#' comment line (the columns stay the CLI's
// contract; numpy.loadtxt skips the line, pandas needs read_csv(comment='#')).
// The column names, the JSON keys and the provenance line are data formats: English in every locale.
export function download(name, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 5000);
}

const num = (v) => (v == null ? '' : Number.isFinite(v) ? String(v) : String(v));

/** The CSV's provenance line: '# geovi 0.1.0; scenario x; integrator y; h 0.001; baseline z'. */
export function provenanceLine(meta) {
  const parts = [`geovi ${meta.geovi_version}`];
  for (const key of ['scenario', 'integrator', 'h', 'baseline']) {
    if (meta[key] != null && meta[key] !== '') parts.push(`${key} ${String(meta[key]).replace(/[\r\n;]/g, ' ')}`);
  }
  return `# ${parts.join('; ')}`;
}

export function toCsv(rec, meta) {
  const diag = ['manifold_error', 'momentum', 'iterations', 'residual'];
  let head = ['t', 'energy', ...rec.stateColumns, ...diag];
  if (rec.compare) head = head.concat(['energy', ...rec.stateColumns, ...diag].map((c) => `b_${c}`));
  const lines = [provenanceLine(meta), head.join(',')];
  for (let i = 0; i < rec.t.length; ++i) {
    const m = rec.main;
    let row = [rec.t[i], m.E[i], ...rec.states[i], m.man[i], m.mom[i], m.it[i], m.res[i]];
    if (rec.compare) {
      const b = rec.base;
      row = row.concat([b.E[i], ...(rec.baseStates[i] || []), b.man[i], b.mom[i], b.it[i], b.res[i]]);
    }
    lines.push(row.map(num).join(','));
  }
  return lines.join('\n') + '\n';
}

export function toJson(rec, meta) {
  const run = (cols, states) => ({
    energy: cols.E, energy_error: cols.dE, manifold_error: cols.man, momentum: cols.mom,
    iterations: cols.it, residual: cols.res, state: states.map((s) => Array.from(s)),
  });
  const out = { ...meta, state_columns: rec.stateColumns, t: rec.t, main: run(rec.main, rec.states) };
  if (rec.compare) out.baseline = run(rec.base, rec.baseStates);
  return JSON.stringify(out);
}

export function exportCsv(rec, meta, name) { download(`${name}.csv`, new Blob([toCsv(rec, meta)], { type: 'text/csv' })); }
export function exportJson(rec, meta, name) { download(`${name}.json`, new Blob([toJson(rec, meta)], { type: 'application/json' })); }
/** Saves a PNG data URL (decoded here: a page opened from file:// makes no request, not even to data:). */
export function exportPng(dataUrl, name) {
  const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
  download(`${name}.png`, new Blob([bytes], { type: 'image/png' }));
}
