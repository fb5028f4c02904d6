// The explain panel: for the open preset, its Lagrangian, the continuous
// equations and the discrete update being integrated, typeset with KaTeX, with
// the paper and equation numbers; and the implicit solver's live iteration count
// and residual. Content is chosen by system type and by the method the core
// says actually runs (Simulation.method); the one-line descriptions come from the
// core's catalogue. All TeX is fixed text here (never from the URL or the scenario file).
import katex from 'katex';
import { byId } from './dom.js';

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

const S2N_SYSTEMS = {
  chain_pendulum: {
    title: 'Chain of spherical pendula',
    ref: 'paper 001, Section V; paper 003, Example 1 (3.19)–(3.20)',
    V: String.raw`M_{ij} = \Big(\sum_{k\ge\max(i,j)} m_k\Big)\, l_i l_j,\qquad V = -\sum_{i=1}^{n}\Big(\sum_{k\ge i} m_k\Big)\, l_i\, g\cdot q_i`,
    note: 'Masses sit at the outer ends of massless links; g is the acceleration vector (here e3 points down). M is full, so the implicit VI is needed.',
  },
  pendulum_array: {
    title: 'Spherical pendula joined by springs',
    ref: 'paper 003, Example 3',
    V: String.raw`M = \mathrm{diag}(m_i l_i^2),\qquad V = -\sum_i m_i l_i\, g\cdot q_i + \sum_{(a,b)} \tfrac12\,\kappa_{ab}\big(\|x_b - x_a\| - L_{ab}\big)^2,\quad x = \text{link midpoints}`,
    note: 'Each pendulum hangs from its own pivot; springs join the midpoints of neighbouring links. M is diagonal, so the explicit VI (3.17)–(3.18) applies.',
  },
  sphere_nbody: {
    title: 'n bodies on a sphere',
    ref: 'paper 003, Example 2',
    V: String.raw`M = \mathrm{diag}(m_i),\qquad V = -\gamma \sum_{i<j} \frac{q_i\cdot q_j}{\sqrt{1-(q_i\cdot q_j)^2}}`,
    note: 'The potential of a gravitating n-body problem on S²; the inertia is diagonal so the explicit VI applies. Total angular momentum is conserved.',
  },
  elastic_rod: {
    title: 'Elastic rod in pure bending',
    ref: 'paper 003, Example 4',
    V: String.raw`V = \sum_{i=1}^{n} \tfrac12\,\kappa\,\big(1 - q_{i-1}\cdot q_i\big)^2 \;-\; \sum_k m_k\, g\cdot x_k,\qquad q_0 = \text{clamped direction}`,
    note: 'Uniform rigid elements joined by bending springs; the inertia of uniform links couples every pair (a full M), so the implicit VI is used.',
  },
  dipole_array: {
    title: 'Array of magnetic dipoles',
    ref: 'paper 003, Example 5 (cf. (3.25))',
    V: String.raw`V = \tfrac12\sum_{i\ne j} \frac{\mu\,\nu_i\nu_j}{4\pi\|r_{ij}\|^3}\Big[q_i\cdot q_j - 3\,(q_i\cdot\hat r_{ij})(q_j\cdot\hat r_{ij})\Big]`,
    note: 'Bar magnets free to turn about fixed pivots on a grid; q_i is the direction of magnet i (red = north).',
  },
  molecules: {
    title: 'Lennard-Jones molecules on a sphere',
    ref: 'paper 003, Example 6, Fig. 3.7',
    V: String.raw`M = \mathrm{diag}(m),\qquad V = \sum_{i<j} 4\varepsilon\Big[\Big(\frac{\sigma}{\|q_i-q_j\|}\Big)^{12} - \Big(\frac{\sigma}{\|q_i-q_j\|}\Big)^{6}\Big]`,
    note: 'Each face of the triangulated sphere is coloured by the average kinetic energy ½ m‖ω_i × q_i‖² of the molecules on it and its neighbours (blue → red), as in Fig. 3.7.',
  },
  s2n: {
    title: 'General system on (S²)ⁿ',
    ref: 'paper 003, Section 2',
    V: String.raw`V = \sum_{\text{terms}} V_t(q_1,\dots,q_n)`,
    note: 'A list of potential terms composed by the core.',
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
  rigid_body: { title: 'Free rigid body', ref: 'paper 002, SO(3) example (Euler\'s equation)', V: String.raw`U = 0,\quad M = 0:\ \ \text{energy},\ \|\Pi\|\ \text{and}\ R\Pi\ \text{are conserved}`,
    note: 'Torque-free rotation about the centre of mass. The intermediate-axis preset flips over periodically (Dzhanibekov effect).' },
  heavy_top: { title: 'Heavy top', ref: 'paper 004, Section 6 (Lagrange top (59)–(80))', V: String.raw`U = -m\, g\cdot R\,c,\qquad M = m\, c\times R^T g`,
    note: 'A rigid body on a fixed point O with centre of mass c (body frame). For an axisymmetric (Lagrange) top, compare with 3-1-3 Euler angles (74)–(75): singular at ω = 0 (paper 004 (8)).' },
  pendulum_3d: { title: '3D pendulum', ref: 'Lee, Leok & McClamroch 3D pendulum; paper 002', V: String.raw`U = -m\, g\cdot R\,c,\qquad M = m\, c\times R^T g`,
    note: 'A rigid body hanging from a frictionless spherical joint.' },
  satellite: { title: 'Satellite on a circular orbit', ref: 'paper 004 (83)–(90)', V: String.raw`M = 3n^2\, b\times Jb,\qquad b = R^T e_R(t),\quad e_R = (\cos nt, \sin nt, 0)`,
    note: 'Gravity-gradient moment (MacCullagh). The energy shown is the Jacobi integral T + V − n E3·RΠ, conserved.' },
};

export class ExplainPanel {
  constructor(controller, keyboard) {
    this.el = byId('explain');
    const card = byId('explain-card', HTMLDetailsElement);
    keyboard.bind(['e'], 'E', 'open / close the explain panel', () => { card.open = !card.open; });
    controller.on('installed', ({ main, json }) =>
      this.show(json, { kind: main.kind, integrator: main.integrator, method: main.method }, controller.catalogue,
        controller.baselineName));
    const solver = () => controller.main && this.showSolver(controller.main.diagnostics());
    controller.on('installed', solver);
    controller.on('frame', ({ index, playing }) => { if (index % 3 === 0 || !playing) solver(); });
  }

  _math(tex, display = true) {
    const span = document.createElement(display ? 'div' : 'span');
    span.className = display ? 'math' : 'math-inline';
    katex.render(tex, span, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
    return span;
  }

  _text(tag, text, cls) {
    const e = document.createElement(tag);
    e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  /** json: the scenario object; run: { kind, integrator, method } of the main run, where
   *  method is what the core says actually runs (e.g. "vi4 of vi"); catalogue: the
   *  core's catalogue (integrator summaries); baseline: the compared integrator or null. */
  show(json, run, catalogue, baseline) {
    const el = this.el;
    el.replaceChildren();
    const type = json && json.system && json.system.type;
    const about = (name) => {
      const info = catalogue.integrators.find((i) => i.name === name && i.space === run.kind);
      return info ? `${info.summary} (${info.equations}; order ${info.order}.)` : name;
    };
    // "vi4 of X": Yoshida's triple jump of the base method X; "vi4-suzuki of X": Suzuki's five
    // substeps; "vi6 of X": Kahan and Li's nine.
    const composedOf = /^(vi4|vi4-suzuki|vi6) of (.+)$/.exec(run.method);
    const [method, base] = composedOf ? [composedOf[1], composedOf[2]] : [run.method, run.method];
    const composed = composedOf != null;
    const compositionName = { 'vi4-suzuki': "Suzuki's five-substep composition", vi6: "Kahan and Li's nine-substep composition" }[method]
      ?? 'triple jump';
    const tripleJump = () => ({
      'vi4-suzuki': [this._math(SUZUKI), this._text('p', 'The update above, taken with steps ph, ph, (1−4p)h, ph, ph (the middle one backward, all of them short). It is symmetric, so the composition is of order 4, with a smaller error than the triple jump at equal cost. The live iteration count sums the five solves.', 'note')],
      vi6: [this._math(KAHAN_LI), this._text('p', 'The update above, taken nine times with the steps γ₁h … γ₉h of Kahan and Li (1997), two of them backward. The coefficients are symmetric (γ₁₀₋ᵢ = γᵢ) with Σγᵢ = 1 and Σγᵢ³ = Σγᵢ⁵ = 0, which cancels the h³ and h⁵ error terms, so the composition is of order 6. The live iteration count sums the nine solves.', 'note')],
    }[method] ?? [this._math(TRIPLE_JUMP), this._text('p', 'The update above, taken with steps γ₁h, γ₂h, γ₁h (the middle one backward). It is symmetric, so the composition is of order 4. The live iteration count sums the three solves.', 'note')]);
    if (run.kind === 'rigid_body') {
      const sys = RB_SYSTEMS[type] || RB_SYSTEMS.rigid_body;
      el.append(this._text('h3', sys.title), this._text('p', `Source: ${sys.ref}.`, 'ref'),
        this._text('h4', 'Lagrangian'), this._math(RB_L), this._math(sys.V),
        this._text('h4', 'Continuous equations'), this._math(RB_EL));
      if (base === 'vi') {
        el.append(this._text('h4', composed ? `Discrete update: ${method}, ${compositionName} of the Lie group variational integrator`
          : 'Discrete update (Lie group variational integrator)'), this._math(RB_LGVI));
        if (composed) el.append(...tripleJump());
        else el.append(this._text('p', 'Implicit in F_k: the live iteration count and residual of this solve are shown below.', 'note'));
      } else el.append(this._text('h4', `Discrete update: ${run.integrator}`), this._text('p', about(run.integrator), 'note'));
      el.append(this._text('p', sys.note, 'note'));
    } else {
      const sys = S2N_SYSTEMS[type] || S2N_SYSTEMS.s2n;
      el.append(this._text('h3', sys.title), this._text('p', `Source: ${sys.ref}; equations of paper 003.`, 'ref'),
        this._text('h4', 'Lagrangian (2.2)'), this._math(S2N_L), this._math(sys.V),
        this._text('h4', 'Continuous equations (2.9)–(2.10)'), this._math(S2N_EL));
      const prefix = composed ? `Discrete update: ${method}, ${compositionName} of the ` : 'Discrete update: ';
      if (base === 'vi') {
        el.append(this._text('h4', `${prefix}implicit VI (3.10)–(3.13)`), this._math(S2N_IMPLICIT));
        if (composed) el.append(...tripleJump());
        else el.append(this._text('p', 'Implicit in F_i: the live iteration count and residual of this solve are shown below.', 'note'));
      } else if (base === 'vi-explicit') {
        el.append(this._text('h4', `${prefix}explicit VI (3.17)–(3.18), diagonal M`), this._math(S2N_EXPLICIT));
        if (composed) el.append(...tripleJump());
        el.append(this._text('p', 'Valid while ‖hω − (h²/2Mᵢᵢ) q × ∂V/∂q‖ < 1; the core reports a step that violates it.', 'note'));
      } else {
        el.append(this._text('h4', `Discrete update: ${run.integrator}`), this._text('p', about(run.integrator), 'note'));
      }
      el.append(this._text('p', sys.note, 'note'));
    }
    if (baseline) el.append(this._text('h4', `Compare: ${baseline}`), this._text('p', about(baseline), 'note'));
    const live = this._text('p', '', 'solver-live');
    live.setAttribute('data-testid', 'explain-solver');
    live.setAttribute('data-method', run.method);
    el.append(live);
    this.live = live;
  }

  showSolver(d) {
    if (!this.live || !d) return;
    this.live.textContent = d.iterations > 0
      ? `Solver, last step: ${d.iterations} iteration${d.iterations === 1 ? '' : 's'}, residual ${d.residual.toExponential(2)}`
      : 'Solver: explicit update (no iterations).';
  }
}
