// DOM controls and read-outs: scenario picker, transport (play/pause, step,
// reset), speed, step size h, integrator, compare baseline, trail toggle,
// numeric diagnostics, messages, the keyboard shortcuts and their help overlay.
// Text only (textContent), never innerHTML.
const $ = (id) => document.getElementById(id);

export const SHORTCUTS = [
  ['Space', 'play / pause'],
  ['→ or .', 'single step (while paused)'],
  ['R', 'reset to the initial state'],
  ['+ / −', 'faster / slower'],
  ['C', 'compare mode on / off'],
  ['T', 'trails on / off'],
  ['G', 'next plot: constraint · momentum · phase'],
  ['E', 'open / close the explain panel'],
  ['P', 'save a PNG snapshot'],
  ['L', 'copy the permalink'],
  ['?', 'this help'],
  ['Esc', 'close this help'],
];
export const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20];

export class Controls {
  constructor(h) {
    this.h = h;
    this.el = {
      scenario: $('scenario'), description: $('scenario-description'), integrator: $('integrator'),
      compare: $('compare'), speed: $('speed'), step: $('step-size'), play: $('play'), single: $('single-step'),
      reset: $('reset'), trail: $('trail'), help: $('help'), helpButton: $('help-button'), helpClose: $('help-close'),
      time: $('sim-time'), energy: $('energy'), drift: $('drift'), manifold: $('manifold'), manifoldLabel: $('manifold-label'),
      momentumRow: $('momentum-row'), momentumLabel: $('momentum-label'), momentum: $('momentum'), solver: $('solver'),
      physics: $('physics-ms'), realtime: $('realtime'), error: $('error'), notice: $('notice'), warnings: $('warnings'),
      plotKind: $('plot-kind'), legend: $('compare-legend'), injected: $('injected'),
    };
    const e = this.el;
    for (const s of SPEEDS) e.speed.append(new Option(`${s}×`, String(s)));
    e.scenario.addEventListener('change', () => h.onScenario(e.scenario.value));
    e.integrator.addEventListener('change', () => h.onIntegrator(e.integrator.value));
    e.compare.addEventListener('change', () => h.onCompare(e.compare.value || null));
    e.speed.addEventListener('change', () => h.onSpeed(Number(e.speed.value)));
    e.step.addEventListener('change', () => {
      const x = Number(e.step.value);
      if (Number.isFinite(x) && x > 0) h.onStepSize(x); else this.showNotice(`step size h: expected a positive number, got "${e.step.value}"`);
    });
    e.play.addEventListener('click', () => h.onPlayPause());
    e.single.addEventListener('click', () => h.onSingleStep());
    e.reset.addEventListener('click', () => h.onReset());
    e.trail.addEventListener('click', () => this.toggleTrail());
    e.plotKind.addEventListener('change', () => h.onPlotKind(e.plotKind.value));
    e.helpButton.addEventListener('click', () => this.toggleHelp(true));
    e.helpClose.addEventListener('click', () => this.toggleHelp(false));
    e.help.addEventListener('click', (ev) => { if (ev.target === e.help) this.toggleHelp(false); });
    const list = $('shortcut-list');
    for (const [key, what] of SHORTCUTS) {
      const dt = document.createElement('dt'); dt.textContent = key;
      const dd = document.createElement('dd'); dd.textContent = what;
      list.append(dt, dd);
    }
    window.addEventListener('keydown', (ev) => this._key(ev));
  }

  _key(ev) {
    const t = ev.target;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
    const h = this.h, k = ev.key;
    if (k === 'Escape') return this.toggleHelp(false);
    if (k === ' ' && t instanceof HTMLButtonElement) return;  // the button's own activation
    const actions = {
      ' ': () => h.onPlayPause(), ArrowRight: () => h.onSingleStep(), '.': () => h.onSingleStep(),
      r: () => h.onReset(), '+': () => this.bumpSpeed(1), '=': () => this.bumpSpeed(1), '-': () => this.bumpSpeed(-1),
      c: () => h.onToggleCompare(), t: () => this.toggleTrail(), g: () => this.cyclePlot(), e: () => h.onToggleExplain(),
      p: () => h.onSnapshot(), l: () => h.onCopyLink(), '?': () => this.toggleHelp(), h: () => this.toggleHelp(),
    };
    const f = actions[k.length === 1 ? k.toLowerCase() : k];
    if (f) { ev.preventDefault(); f(); }
  }

  toggleHelp(on) {
    const show = on === undefined ? this.el.help.hidden : on;
    this.el.help.hidden = !show;
    if (show) this.el.helpClose.focus();
  }

  bumpSpeed(dir) {
    const i = SPEEDS.indexOf(Number(this.el.speed.value));
    const j = Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? 3 : i) + dir));
    this.setSpeed(SPEEDS[j]);
    this.h.onSpeed(SPEEDS[j]);
  }

  cyclePlot() {
    const opts = [...this.el.plotKind.options].map((o) => o.value);
    const next = opts[(opts.indexOf(this.el.plotKind.value) + 1) % opts.length];
    this.el.plotKind.value = next;
    this.h.onPlotKind(next);
  }

  toggleTrail() {
    const b = this.el.trail;
    const on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', String(on));
    this.h.onTrail(on);
  }

  setSpeed(s) {
    const sel = this.el.speed;
    if (![...sel.options].some((o) => Number(o.value) === s)) sel.append(new Option(`${s}×`, String(s)));
    sel.value = String(s);
  }
  setPlotKind(kind) { this.el.plotKind.value = kind; }
  /** The second plot's choices, from the core's catalogue ([{ name, label }]). */
  setPlotKinds(kinds) {
    const current = this.el.plotKind.value;
    this.el.plotKind.replaceChildren(...kinds.map((k) => new Option(k.label, k.name)));
    if (kinds.some((k) => k.name === current)) this.el.plotKind.value = current;
  }
  setStepSize(h) { this.el.step.value = String(h); }

  setScenarios(index, selected) {
    const sel = this.el.scenario;
    sel.replaceChildren();
    const groups = { s2n: 'Points and pendula on (S²)ⁿ', rigid: 'Rigid bodies on SO(3)' };
    const rigidTypes = ['rigid_body', 'heavy_top', 'pendulum_3d', 'satellite'];
    for (const [key, label] of Object.entries(groups)) {
      const og = document.createElement('optgroup');
      og.label = label;
      for (const s of index.scenarios) {
        if ((rigidTypes.includes(s.system) ? 'rigid' : 's2n') !== key) continue;
        const opt = new Option(s.error ? `${s.title || s.id} (invalid JSON)` : s.title || s.id, s.id);
        og.append(opt);
      }
      if (og.children.length) sel.append(og);
    }
    if (selected && !index.scenarios.some((s) => s.id === selected)) sel.append(new Option(selected, selected));
    sel.value = selected;
  }

  setDescription(text) { this.el.description.textContent = text || ''; }

  setIntegrators(names, current, fileDefault) {
    const sel = this.el.integrator;
    sel.replaceChildren();
    const list = names.includes(current) ? names : [...names, current];
    for (const name of list) sel.append(new Option(name === fileDefault ? `${name} (preset)` : name, name));
    sel.value = current;
  }

  setBaselines(names, current) {
    const sel = this.el.compare;
    sel.replaceChildren(new Option('off', ''));
    for (const name of names) sel.append(new Option(name, name));
    sel.value = current || '';
  }

  setPlaying(playing) {
    const b = this.el.play;
    b.textContent = playing ? '❚❚ Pause' : '▶ Play';
    b.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    b.setAttribute('aria-pressed', String(playing));
    this.el.single.disabled = playing;
  }

  setLegend(integrator, baseline) {
    this.el.legend.hidden = !baseline;
    if (baseline) {
      this.el.legend.replaceChildren();
      const a = document.createElement('span'); a.className = 'swatch main'; a.textContent = `solid: ${integrator}`;
      const b = document.createElement('span'); b.className = 'swatch ghost'; b.textContent = `ghost: ${baseline}`;
      this.el.legend.append(a, b);
    }
  }

  showError(message) {
    this.el.error.textContent = message;
    this.el.error.hidden = !message;
  }

  showNotice(message) {
    this.el.notice.textContent = message;
    this.el.notice.hidden = !message;
  }

  showInjected(dE) {
    const e = this.el.injected;
    if (dE == null) { e.hidden = true; return; }
    e.hidden = false;
    e.textContent = `Energy injected by dragging: ΔE = ${dE >= 0 ? '+' : ''}${dE.toPrecision(4)} J`;
  }

  showWarnings(list) {
    this.el.warnings.textContent = list.length ? `Input adjusted: ${list.join('; ')}` : '';
    this.el.warnings.hidden = list.length === 0;
  }

  showPerf(msPerFrame, realtime) {
    this.el.physics.textContent = msPerFrame.toFixed(2);
    this.el.realtime.textContent = `${realtime.toFixed(2)}×`;
  }

  showReadouts({ time, energy, diagnostics: d, kind, e0 }) {
    this.el.time.textContent = time.toFixed(2);
    this.el.energy.textContent = Number.isFinite(energy) ? energy.toPrecision(10) : String(energy);
    if (!d) return;
    const rel = Math.abs(d.energy - e0) / Math.max(Math.abs(e0), Number.MIN_VALUE);
    this.el.drift.textContent = rel.toExponential(2);
    this.el.manifoldLabel.textContent = kind === 'rigid_body' ? '‖RᵀR − I‖' : 'max |‖qᵢ‖ − 1|';
    this.el.manifold.textContent = d.manifoldError.toExponential(2);
    const hasMomentum = d.momentum !== null && d.momentum !== undefined;
    this.el.momentumRow.hidden = !hasMomentum;
    if (hasMomentum) {
      this.el.momentumLabel.textContent = d.momentumLabel ? d.momentumLabel[0].toUpperCase() + d.momentumLabel.slice(1) : 'Momentum';
      const m = d.momentum;
      this.el.momentum.textContent = m === 0 || Math.abs(m) >= 1e-3 ? m.toPrecision(10) : m.toExponential(3);
    }
    this.el.solver.textContent = d.iterations > 0 ? `${d.iterations} · ${d.residual.toExponential(1)}` : 'explicit';
  }
}
