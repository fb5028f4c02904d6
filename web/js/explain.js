// The explain panel: for the open preset, its Lagrangian, the continuous
// equations and the discrete update being integrated, typeset with KaTeX, with
// the paper and equation numbers; and the implicit solver's live iteration count
// and residual. Content is chosen by system type and by the method the core
// says actually runs (Simulation.method); the one-line descriptions come from the
// core's catalogue. All TeX is fixed text here (never from the URL or the scenario file),
// and the same in every language; the prose around it is in web/locales/LOCALE/lessons.ftl
// (explain-*), the integrators' summaries in core.ftl (integratorSummary).
//
// KaTeX (its code, its styles and fonts) is not part of the first frame (issue 36): the panel is
// written at once with each formula's TeX as a placeholder, and typeset when KaTeX has loaded: when
// the panel is first opened, or when the page is idle after its first frame (preload()).
import { byId } from './dom.js';
import { t, fmt, count } from './i18n.js';
import { integratorSummary } from './core-words.js';

const S2N_L = String.raw`L = \tfrac12 \sum_{i,j=1}^{n} M_{ij}\, \dot q_i\cdot\dot q_j \;-\; V(q_1,\dots,q_n),\qquad q_i\in S^2`;
const S2N_EL = String.raw`M_{ii}\dot\omega_i = \sum_{j\ne i}\Big(M_{ij}\,q_i\times(q_j\times\dot\omega_j) + M_{ij}\,\|\omega_j\|^2\, q_i\times q_j\Big) - q_i\times\frac{\partial V}{\partial q_i},\qquad \dot q_i = \omega_i\times q_i`;
const S2N_IMPLICIT = String.raw`\begin{aligned}
&M_{ii}\,q_i^k\times F_i^k q_i^k + q_i^k\times\!\sum_{j\ne i} M_{ij}(F_j^k - I)\,q_j^k = h M_{ii}\,\omega_i^k - q_i^k\times\!\sum_{j\ne i}\! M_{ij}\,(q_j^k\times h\,\omega_j^k) - \tfrac{h^2}{2}\, q_i^k\times\frac{\partial V^k}{\partial q_i^k}\\
&q_i^{k+1} = F_i^k\, q_i^k,\qquad F_i^k\in SO(3)\ \text{(solved by fixed-point / Newton on the Cayley parameters (3.14)–(3.16))}\\
&M_{ii}\,\omega_i^{k+1} - q_i^{k+1}\times\!\sum_{j\ne i} M_{ij}\,(q_j^{k+1}\times\omega_j^{k+1}) = \ldots - \tfrac{h}{2}\, q_i^{k+1}\times\frac{\partial V^{k+1}}{\partial q_i^{k+1}}
\end{aligned}`;
const S2N_EXPLICIT = String.raw`\begin{aligned}
q_i^{k+1} &= \Big(h\omega_i^k - \tfrac{h^2}{2M_{ii}}\, q_i^k\times\tfrac{\partial V^k}{\partial q_i^k}\Big)\times q_i^k + \Big(1 - \Big\|h\omega_i^k - \tfrac{h^2}{2M_{ii}}\, q_i^k\times\tfrac{\partial V^k}{\partial q_i^k}\Big\|^2\Big)^{1/2} q_i^k\\
\omega_i^{k+1} &= \omega_i^k - \tfrac{h}{2M_{ii}}\, q_i^k\times\tfrac{\partial V^k}{\partial q_i^k} - \tfrac{h}{2M_{ii}}\, q_i^{k+1}\times\tfrac{\partial V^{k+1}}{\partial q_i^{k+1}}
\end{aligned}`;

// Each system: its title, the paper it follows (ref) and a note on the model, as message ids
// (lessons.ftl), and its potential and inertia in TeX.
const S2N_SYSTEMS = {
  chain_pendulum: {
    title: 'explain-chain-pendulum-title',
    ref: 'explain-chain-pendulum-ref',
    V: String.raw`M_{ij} = \Big(\sum_{k\ge\max(i,j)} m_k\Big)\, l_i l_j,\qquad V = -\sum_{i=1}^{n}\Big(\sum_{k\ge i} m_k\Big)\, l_i\, g\cdot q_i`,
    note: 'explain-chain-pendulum-note',
  },
  pendulum_array: {
    title: 'explain-pendulum-array-title',
    ref: 'explain-pendulum-array-ref',
    V: String.raw`M = \mathrm{diag}(m_i l_i^2),\qquad V = -\sum_i m_i l_i\, g\cdot q_i + \sum_{(a,b)} \tfrac12\,\kappa_{ab}\big(\|x_b - x_a\| - L_{ab}\big)^2,\quad x = \text{link midpoints}`,
    note: 'explain-pendulum-array-note',
  },
  sphere_nbody: {
    title: 'explain-sphere-nbody-title',
    ref: 'explain-sphere-nbody-ref',
    V: String.raw`M = \mathrm{diag}(m_i),\qquad V = -\gamma \sum_{i<j} \frac{q_i\cdot q_j}{\sqrt{1-(q_i\cdot q_j)^2}}`,
    note: 'explain-sphere-nbody-note',
  },
  elastic_rod: {
    title: 'explain-elastic-rod-title',
    ref: 'explain-elastic-rod-ref',
    V: String.raw`V = \sum_{i=1}^{n} \tfrac12\,\kappa\,\big(1 - q_{i-1}\cdot q_i\big)^2 \;-\; \sum_k m_k\, g\cdot x_k,\qquad q_0 = \text{clamped direction}`,
    note: 'explain-elastic-rod-note',
  },
  dipole_array: {
    title: 'explain-dipole-array-title',
    ref: 'explain-dipole-array-ref',
    V: String.raw`V = \tfrac12\sum_{i\ne j} \frac{\mu\,\nu_i\nu_j}{4\pi\|r_{ij}\|^3}\Big[q_i\cdot q_j - 3\,(q_i\cdot\hat r_{ij})(q_j\cdot\hat r_{ij})\Big]`,
    note: 'explain-dipole-array-note',
  },
  molecules: {
    title: 'explain-molecules-title',
    ref: 'explain-molecules-ref',
    V: String.raw`M = \mathrm{diag}(m),\qquad V = \sum_{i<j} 4\varepsilon\Big[\Big(\frac{\sigma}{\|q_i-q_j\|}\Big)^{12} - \Big(\frac{\sigma}{\|q_i-q_j\|}\Big)^{6}\Big]`,
    note: 'explain-molecules-note',
  },
  s2n: {
    title: 'explain-s2n-title',
    ref: 'explain-s2n-ref',
    V: String.raw`V = \sum_{\text{terms}} V_t(q_1,\dots,q_n)`,
    note: 'explain-s2n-note',
  },
};

const RB_L = String.raw`L = \tfrac12\,\Omega\cdot J\Omega - U(R),\qquad \dot R = R\,\hat\Omega,\qquad R\in SO(3)`;
const RB_EL = String.raw`J\dot\Omega + \Omega\times J\Omega = M,\qquad \hat M = \frac{\partial U}{\partial R}^{\!T} R - R^T\frac{\partial U}{\partial R}`;
const RB_LGVI = String.raw`\begin{aligned}
&(F_k J_d - J_d F_k^T)^\vee = h\Pi_k + \tfrac{h^2}{2} M_k,\qquad J_d = \tfrac12\operatorname{tr}(J)\,I - J,\quad \Pi = J\Omega\\
&R_{k+1} = R_k F_k,\qquad F_k = \operatorname{cay}(f):\ \ a + a\times f + (a\cdot f)f - 2Jf = 0\ \text{(Newton)}\\
&\Pi_{k+1} = F_k^T\Pi_k + \tfrac h2 F_k^T M_k + \tfrac h2 M_{k+1}
\end{aligned}`;
const TRIPLE_JUMP = String.raw`\Psi_h = \Phi_{\gamma_1 h}\circ\Phi_{\gamma_2 h}\circ\Phi_{\gamma_1 h},\quad \gamma_1 = \frac{1}{2-2^{1/3}},\ \gamma_2 = -\frac{2^{1/3}}{2-2^{1/3}}`;
const KAHAN_LI = String.raw`\Psi_h = \Phi_{\gamma_1 h}\circ\Phi_{\gamma_2 h}\circ\cdots\circ\Phi_{\gamma_9 h}`;
const SUZUKI = String.raw`\Psi_h = \Phi_{p h}\circ\Phi_{p h}\circ\Phi_{(1-4p) h}\circ\Phi_{p h}\circ\Phi_{p h},\quad p = \frac{1}{4-4^{1/3}}`;
const RB_SYSTEMS = {
  rigid_body: { title: 'explain-rigid-body-title', ref: 'explain-rigid-body-ref', V: String.raw`U = 0,\quad M = 0:\ \ \text{energy},\ \|\Pi\|\ \text{and}\ R\Pi\ \text{are conserved}`,
    note: 'explain-rigid-body-note' },
  heavy_top: { title: 'explain-heavy-top-title', ref: 'explain-heavy-top-ref', V: String.raw`U = -m\, g\cdot R\,c,\qquad M = m\, c\times R^T g`,
    note: 'explain-heavy-top-note' },
  pendulum_3d: { title: 'explain-pendulum-3d-title', ref: 'explain-pendulum-3d-ref', V: String.raw`U = -m\, g\cdot R\,c,\qquad M = m\, c\times R^T g`,
    note: 'explain-pendulum-3d-note' },
  satellite: { title: 'explain-satellite-title', ref: 'explain-satellite-ref', V: String.raw`M = 3n^2\, b\times Jb,\qquad b = R^T e_R(t),\quad e_R = (\cos nt, \sin nt, 0)`,
    note: 'explain-satellite-note' },
};

// Rigid bodies in flight (Lee, Leok and McClamroch, the full body problem, CMAME 196 (2007) §3).
const SE3_L = String.raw`L = \sum_{b=1}^{N}\Big(\tfrac12 m_b\|\dot x_b\|^2 + \tfrac12\,\Omega_b\cdot J_b\Omega_b\Big) - U(x_1, R_1, \dots, x_N, R_N),\qquad (x_b, R_b)\in\mathbb{R}^3\times SO(3)`;
const SE3_U = String.raw`U = -\sum_b m_b\, g\cdot x_b \;-\; G\!\!\sum_{b<c}\ \sum_{i\in b,\ j\in c} \frac{m_i m_j}{\|x_b + R_b\rho_i - x_c - R_c\rho_j\|}`;
const SE3_EL = String.raw`m_b\ddot x_b = f_b = -\frac{\partial U}{\partial x_b},\qquad J_b\dot\Omega_b + \Omega_b\times J_b\Omega_b = M_b,\qquad \dot R_b = R_b\hat\Omega_b`;
const SE3_VI = String.raw`\begin{aligned}
&x_{k+1} = x_k + \tfrac{h}{m}\big(p_k + \tfrac h2 f_k\big),\qquad p_{k+1} = p_k + \tfrac h2\,(f_k + f_{k+1})\\
&(F_k J_d - J_d F_k^T)^\vee = h\Pi_k + \tfrac{h^2}{2} M_k,\qquad R_{k+1} = R_k F_k\\
&\Pi_{k+1} = F_k^T\Pi_k + \tfrac h2 F_k^T M_k + \tfrac h2 M_{k+1}\qquad\text{(each body; loads once per step)}
\end{aligned}`;

const PRODUCT_L = String.raw`L = \tfrac12\sum_{\alpha,\beta} M_{\alpha\beta}\,\dot z_\alpha\cdot\dot z_\beta + \tfrac12\sum_b \Omega_b\cdot J_b\Omega_b - U,\qquad z_\alpha\in\mathbb{R}^3\ \text{or}\ S^2,\ R_b\in SO(3),\qquad M_{\alpha\beta} = \sum_k m_k C_{k\alpha} C_{k\beta}`;
const PRODUCT_SLUNG = String.raw`(z_1, z_2) = (x, q),\quad x_{\text{load}} = x + l\,q,\quad M = \begin{pmatrix} m_Q + m_L & m_L l\\ m_L l & m_L l^2\end{pmatrix},\quad U = -(m_Q + m_L)\,g\cdot x - m_L l\,g\cdot q,\quad \text{thrust } -f\,R e_3`;
const PRODUCT_EL = String.raw`M\ddot z = G + \sum_{\alpha\ \text{on}\ S^2}\lambda_\alpha q_\alpha e_\alpha,\quad q_\alpha\cdot\ddot q_\alpha = -\|\dot q_\alpha\|^2,\qquad J\dot\Omega + \Omega\times J\Omega = M_b,\quad \dot R = R\hat\Omega`;
const PRODUCT_VI = String.raw`\begin{aligned}
&\tfrac1h\textstyle\sum_\beta M_{\alpha\beta}\Delta_\beta = p_{\alpha,k} + \tfrac h2 G_{\alpha,k} + \lambda_\alpha q_{\alpha,k},\qquad \Delta_\alpha = \mathrm{cay}(f_\alpha)\,q_\alpha - q_\alpha\ \text{on}\ S^2\\
&p_{\alpha,k+1} = \tfrac1h\textstyle\sum_\beta M_{\alpha\beta}\Delta_\beta + \tfrac h2 G_{\alpha,k+1}\\
&(F_k J_d - J_d F_k^T)^\vee = h\Pi_k + \tfrac{h^2}{2} M_k,\quad R_{k+1} = R_k F_k,\quad \Pi_{k+1} = F_k^T\Pi_k + \tfrac h2 F_k^T M_k + \tfrac h2 M_{k+1}
\end{aligned}`;

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
    if (run.kind === 'product') {
      el.append(this._text('h3', t('explain-product-title')), this._text('p', t('explain-source', { ref: t('explain-product-ref') }), 'ref'),
        this._text('h4', t('explain-lagrangian')), this._math(PRODUCT_L), this._math(PRODUCT_SLUNG),
        this._text('h4', t('explain-continuous')), this._math(PRODUCT_EL));
      if (base === 'vi') {
        el.append(heading('explain-update-lgvi', 'explain-update-lgvi-composed'), this._math(PRODUCT_VI));
        if (composed) el.append(...tripleJump());
        else el.append(this._text('p', t('explain-implicit-lgvi-note'), 'note'));
      } else el.append(...other(run.integrator));
      el.append(this._text('p', t('explain-product-note'), 'note'));
    } else if (run.kind === 'rigid_bodies') {
      el.append(this._text('h3', t('explain-flying-title')), this._text('p', t('explain-source', { ref: t('explain-flying-ref') }), 'ref'),
        this._text('h4', t('explain-lagrangian')), this._math(SE3_L), this._math(SE3_U),
        this._text('h4', t('explain-continuous')), this._math(SE3_EL));
      if (base === 'vi') {
        el.append(heading('explain-update-lgvi', 'explain-update-lgvi-composed'), this._math(SE3_VI));
        if (composed) el.append(...tripleJump());
        else el.append(this._text('p', t('explain-implicit-lgvi-note'), 'note'));
      } else el.append(...other(run.integrator));
      el.append(this._text('p', t('explain-flying-note'), 'note'));
    } else if (run.kind === 'rigid_body') {
      const sys = RB_SYSTEMS[type] || RB_SYSTEMS.rigid_body;
      el.append(this._text('h3', t(sys.title)), this._text('p', t('explain-source', { ref: t(sys.ref) }), 'ref'),
        this._text('h4', t('explain-lagrangian')), this._math(RB_L), this._math(sys.V),
        this._text('h4', t('explain-continuous')), this._math(RB_EL));
      if (base === 'vi') {
        el.append(heading('explain-update-lgvi', 'explain-update-lgvi-composed'), this._math(RB_LGVI));
        if (composed) el.append(...tripleJump());
        else el.append(this._text('p', t('explain-implicit-lgvi-note'), 'note'));
      } else el.append(...other(run.integrator));
      el.append(this._text('p', t(sys.note), 'note'));
    } else {
      const sys = S2N_SYSTEMS[type] || S2N_SYSTEMS.s2n;
      el.append(this._text('h3', t(sys.title)), this._text('p', t('explain-source-s2n', { ref: t(sys.ref) }), 'ref'),
        this._text('h4', t('explain-lagrangian-s2n')), this._math(S2N_L), this._math(sys.V),
        this._text('h4', t('explain-continuous-s2n')), this._math(S2N_EL));
      if (base === 'vi') {
        el.append(heading('explain-update-implicit', 'explain-update-implicit-composed'), this._math(S2N_IMPLICIT));
        if (composed) el.append(...tripleJump());
        else el.append(this._text('p', t('explain-implicit-s2n-note'), 'note'));
      } else if (base === 'vi-explicit') {
        el.append(heading('explain-update-explicit', 'explain-update-explicit-composed'), this._math(S2N_EXPLICIT));
        if (composed) el.append(...tripleJump());
        el.append(this._text('p', t('explain-explicit-validity'), 'note'));
      } else {
        el.append(...other(run.integrator));
      }
      el.append(this._text('p', t(sys.note), 'note'));
    }
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
