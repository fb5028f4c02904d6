// The explain panel: for the open preset, its Lagrangian, the continuous
// equations and the discrete update being integrated, typeset with KaTeX, with
// the paper and equation numbers; and the implicit solver's live iteration count
// and residual. Content is chosen by system type and by the method the core
// says actually runs (Simulation.methodInfo); each space's systems and equations are its module's
// (spaces/*.js), the one-line descriptions come from the core's catalogue. All TeX is fixed text
// here and there (never from the URL or the scenario file),
// and the same in every language; the prose around it is in web/locales/LOCALE/lessons.ftl
// (explain-*), the integrators' summaries in core.ftl (integratorSummary).
//
// KaTeX (its code, its styles and fonts) is not part of the first frame (issue 36): the panel is
// written at once with each formula's TeX as a placeholder, and typeset when KaTeX has loaded: when
// the panel is first opened, or when the page is idle after its first frame (preload()).
import { byId } from './dom.js';
import { t, fmt, count } from './i18n.js';
import { integratorSummary } from './core-words.js';
import { spaceModule } from './spaces/index.js';

// The discrete update of a Lie group VI (every space but (S²)ⁿ): its headings and note; a space's
// module gives its equations (spaces/*.js).
const LGVI_UPDATE = { heading: ['explain-update-lgvi', 'explain-update-lgvi-composed'], note: 'explain-implicit-lgvi-note', noteWhenComposed: false };
const TRIPLE_JUMP = String.raw`\Psi_h = \Phi_{\gamma_1 h}\circ\Phi_{\gamma_2 h}\circ\Phi_{\gamma_1 h},\quad \gamma_1 = \frac{1}{2-2^{1/3}},\ \gamma_2 = -\frac{2^{1/3}}{2-2^{1/3}}`;
const KAHAN_LI = String.raw`\Psi_h = \Phi_{\gamma_1 h}\circ\Phi_{\gamma_2 h}\circ\cdots\circ\Phi_{\gamma_9 h}`;
const SUZUKI = String.raw`\Psi_h = \Phi_{p h}\circ\Phi_{p h}\circ\Phi_{(1-4p) h}\circ\Phi_{p h}\circ\Phi_{p h},\quad p = \frac{1}{4-4^{1/3}}`;

/** @type {typeof import('katex').default | null} */
let katex = null;
/** @type {Promise<any> | null} */
let loading = null;

/** KaTeX's styles: the page names them in <template id="geovi-katex-css"> (a <link>, or in the
 *  offline file a <style> with the fonts inside), put into the document when KaTeX loads. */
function addKatexStyles() {
  const template = document.getElementById('geovi-katex-css');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

/** Loads KaTeX once (its module and its styles). */
export function loadKatex() {
  if (!loading) {
    loading = import('katex').then((m) => { addKatexStyles(); katex = m.default; return katex; });
    loading.catch(() => { loading = null; });  // a failed load is tried again on the next use
  }
  return loading;
}

export class ExplainPanel {
  constructor(controller, keyboard) {
    this.el = byId('explain');
    const card = byId('explain-card', HTMLDetailsElement);
    this.card = card;
    keyboard.bind(['e'], 'E', 'explain-key-toggle', () => { card.open = !card.open; });
    card.addEventListener('toggle', () => { if (card.open) this.preload(); });
    controller.on('installed', ({ main, json }) =>
      this.show(json, { kind: main.kind, integrator: main.integrator, method: main.method, methodInfo: main.methodInfo }, controller.catalogue,
        controller.baselineName));
    const solver = () => controller.main && this.showSolver(controller.main.diagnostics());
    controller.on('installed', solver);
    controller.on('frame', ({ index, playing }) => { if (index % 3 === 0 || !playing) solver(); });
  }

  /** A formula: typeset when KaTeX is here, else its TeX, typeset when KaTeX arrives (typeset()). */
  _math(tex, display = true) {
    const span = document.createElement(display ? 'div' : 'span');
    span.className = display ? 'math' : 'math-inline';
    if (katex) katex.render(tex, span, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
    else {
      // Until then its TeX, marked as not to be translated and wrapped anywhere.
      span.dataset.tex = tex;
      span.textContent = tex;
      span.setAttribute('translate', 'no');
      span.style.overflowWrap = 'anywhere';
    }
    return span;
  }

  /** Loads KaTeX (if it is not here yet) and typesets the formulas waiting for it. */
  preload() {
    return loadKatex().then(() => this.typeset(), () => {});
  }

  typeset() {
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (this.el.querySelectorAll('[data-tex]'))) {
      const tex = el.dataset.tex;
      delete el.dataset.tex;
      el.removeAttribute('translate');
      el.style.removeProperty('overflow-wrap');
      katex.render(tex, el, { displayMode: el.tagName === 'DIV', throwOnError: false, output: 'htmlAndMathml' });
    }
  }

  _text(tag, text, cls) {
    const e = document.createElement(tag);
    e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  /** json: the scenario object; run: { kind, integrator, method, methodInfo } of the main run, where
   *  method is what the core says actually runs in words (e.g. "vi4 of vi") and methodInfo the same
   *  as data ({ name, family, base, composition, substeps }); catalogue: the core's catalogue
   *  (integrator summaries); baseline: the compared integrator or null. */
  show(json, run, catalogue, baseline) {
    const el = this.el;
    el.replaceChildren();
    const type = json && json.system && json.system.type;
    const about = (name) => {
      const info = catalogue.integrators.find((i) => i.name === name && i.space === run.kind);
      return info ? t('explain-integrator-about', { summary: integratorSummary(info), equations: info.equations, order: count(info.order) }) : name;
    };
    // The method as the core gives it (Simulation::methodInfo): a composition ("triple-jump" for
    // Yoshida's, "suzuki" for Suzuki's five substeps, "kahan-li" for Kahan and Li's nine) of the base
    // method each substep runs, or a method of its own (composition "").
    const { name: method, base, composition } = run.methodInfo;
    const composed = composition !== '';
    const heading = (plain, composedId) => this._text('h4', composed ? t(composedId, { method, composition }) : t(plain));
    const tripleJump = () => ({
      suzuki: [this._math(SUZUKI), this._text('p', t('explain-suzuki-note'), 'note')],
      'kahan-li': [this._math(KAHAN_LI), this._text('p', t('explain-kahan-li-note'), 'note')],
    }[composition] ?? [this._math(TRIPLE_JUMP), this._text('p', t('explain-triple-jump-note'), 'note')]);
    const other = (integrator) => [this._text('h4', t('explain-update-other', { integrator })), this._text('p', about(integrator), 'note')];
    // What differs by space (its system's title, Lagrangian, equations and updates) is its module's.
    const space = spaceModule(run.kind).explain;
    const sys = space.system(type);
    const words = { source: 'explain-source', lagrangian: 'explain-lagrangian', continuous: 'explain-continuous', ...space.words };
    el.append(this._text('h3', t(sys.title)), this._text('p', t(words.source, { ref: t(sys.ref) }), 'ref'),
      this._text('h4', t(words.lagrangian)), ...sys.lagrangian.map((tex) => this._math(tex)),
      this._text('h4', t(words.continuous)), this._math(space.continuous));
    const update = space.updates[base] && { ...LGVI_UPDATE, ...space.updates[base] };
    if (update) {
      el.append(heading(...update.heading), this._math(update.tex));
      if (composed) el.append(...tripleJump());
      if (!composed || update.noteWhenComposed) el.append(this._text('p', t(update.note), 'note'));
    } else el.append(...other(run.integrator));
    el.append(this._text('p', t(sys.note), 'note'));
    if (baseline) el.append(this._text('h4', t('explain-compare', { integrator: baseline })), this._text('p', about(baseline), 'note'));
    const live = this._text('p', '', 'solver-live');
    live.setAttribute('data-testid', 'explain-solver');
    live.setAttribute('data-method', run.method);
    el.append(live);
    this.live = live;
    if (!katex && this.card.open) this.preload();
  }

  showSolver(d) {
    if (!this.live || !d) return;
    this.live.textContent = d.iterations > 0
      ? t('explain-solver-iterations', { iterations: count(d.iterations), residual: fmt.sci(d.residual, 2) })
      : t('explain-solver-explicit');
  }
}
