// DOM controls and read-outs: the scenario picker, integrator and speed
// selectors, play/pause/reset/trail buttons, the numeric diagnostics and the
// error box. Text only (textContent), never innerHTML.

const $ = (id) => document.getElementById(id);

export class Controls {
  constructor(handlers) {
    this.el = {
      scenario: $('scenario'), description: $('scenario-description'), integrator: $('integrator'),
      speed: $('speed'), play: $('play'), reset: $('reset'), trail: $('trail'),
      time: $('sim-time'), energy: $('energy'), drift: $('drift'), manifold: $('manifold'),
      manifoldLabel: $('manifold-label'), momentumRow: $('momentum-row'), momentumLabel: $('momentum-label'),
      momentum: $('momentum'), solver: $('solver'), step: $('step'), error: $('error'), warnings: $('warnings'),
    };
    this.el.scenario.addEventListener('change', () => handlers.onScenario(this.el.scenario.value));
    this.el.integrator.addEventListener('change', () => handlers.onIntegrator(this.el.integrator.value));
    this.el.speed.addEventListener('change', () => handlers.onSpeed(Number(this.el.speed.value)));
    this.el.play.addEventListener('click', () => handlers.onPlayPause());
    this.el.reset.addEventListener('click', () => handlers.onReset());
    this.el.trail.addEventListener('click', () => {
      const on = this.el.trail.getAttribute('aria-pressed') !== 'true';
      this.el.trail.setAttribute('aria-pressed', String(on));
      this.el.trail.setAttribute('aria-label', on ? 'Hide trail' : 'Show trail');
      handlers.onTrail(on);
    });
    window.addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLButtonElement) return;
      if (e.code === 'Space') { e.preventDefault(); handlers.onPlayPause(); }
      if (e.key === 'r' || e.key === 'R') handlers.onReset();
    });
  }

  get speed() { return Number(this.el.speed.value) || 1; }

  setScenarios(index, selected) {
    const sel = this.el.scenario;
    sel.replaceChildren();
    for (const s of index.scenarios) {
      const opt = document.createElement('option');
      opt.value = s.id;
      opt.textContent = s.title || s.id;
      if (s.error) opt.textContent += ' (invalid JSON)';
      sel.appendChild(opt);
    }
    if (selected && !index.scenarios.some((s) => s.id === selected)) {
      const opt = document.createElement('option');
      opt.value = selected;
      opt.textContent = selected;
      sel.appendChild(opt);
    }
    sel.value = selected;
  }

  setDescription(text) { this.el.description.textContent = text || ''; }

  setIntegrators(names, current, fileDefault) {
    const sel = this.el.integrator;
    sel.replaceChildren();
    const list = names.length ? names : [current];
    for (const name of list) {
      const opt = document.createElement('option');
      opt.value = name;
      opt.textContent = name === fileDefault ? `${name} (preset)` : name;
      sel.appendChild(opt);
    }
    if (!list.includes(current)) {
      const opt = document.createElement('option');
      opt.value = current;
      opt.textContent = current;
      sel.appendChild(opt);
    }
    sel.value = current;
  }

  setPlaying(playing) {
    const b = this.el.play;
    b.textContent = playing ? 'Pause' : 'Play';
    b.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    b.setAttribute('aria-pressed', String(playing));
  }

  showError(message) {
    this.el.error.textContent = message;
    this.el.error.hidden = !message;
  }

  showWarnings(list) {
    this.el.warnings.textContent = list.length ? `Input adjusted: ${list.join('; ')}` : '';
    this.el.warnings.hidden = list.length === 0;
  }

  showReadouts({ time, energy, diagnostics: d, kind, stepSize }) {
    this.el.time.textContent = time.toFixed(2);
    this.el.energy.textContent = Number.isFinite(energy) ? energy.toPrecision(10) : String(energy);
    if (d) {
      const rel = Math.abs(d.energy - d.initialEnergy) / Math.max(Math.abs(d.initialEnergy), Number.MIN_VALUE);
      this.el.drift.textContent = rel.toExponential(2);
      this.el.manifoldLabel.textContent = kind === 'rigid_body' ? '‖RᵀR − I‖' : 'max |‖q‖ − 1|';
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
    this.el.step.textContent = String(stepSize);
  }
}
