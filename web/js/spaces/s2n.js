// The space (S²)ⁿ on the page: points and pendula, each body a direction q_i on its unit sphere
// (the catalogue's space "s2n"). What differs on the page for this space, registered in index.js.
import { PointSystemView } from '../scene-points.js';

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

/** @type {import('./index.js').SpaceModule} */
export const s2nSpace = {
  id: 's2n',
  // Every system on (S²)ⁿ is drawn as its points (scene-points.js), in its style.
  sceneView: () => PointSystemView,
  explain: {
    system: (type) => {
      const sys = S2N_SYSTEMS[type] || S2N_SYSTEMS.s2n;
      return { title: sys.title, ref: sys.ref, note: sys.note, lagrangian: [S2N_L, sys.V] };
    },
    words: { source: 'explain-source-s2n', lagrangian: 'explain-lagrangian-s2n', continuous: 'explain-continuous-s2n' },
    continuous: S2N_EL,
    updates: {
      vi: { heading: ['explain-update-implicit', 'explain-update-implicit-composed'], tex: S2N_IMPLICIT, note: 'explain-implicit-s2n-note' },
      'vi-explicit': { heading: ['explain-update-explicit', 'explain-update-explicit-composed'], tex: S2N_EXPLICIT,
        note: 'explain-explicit-validity', noteWhenComposed: true },
    },
  },
  // Where the bodies are: each direction against the scene's up, below or above its pivot.
  describe: (w, columns, state, view) => w.positionMessages(w.bodyDirections(columns, state, view.up, view.directionPrefix || 'q'), view.style),
  views: ['scene', 'section', 'stability'],
  // Baselines: only the non-variational integrators (the contrast), Dormand–Prince first when offered.
  baseline: { variational: false, preferred: 'rk45' },
  bodyList: null,
};
