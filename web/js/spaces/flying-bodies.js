// The space SE(3)ᴺ on the page: rigid bodies in flight, (R³ × SO(3))ᴺ (the catalogue's space
// "rigid_bodies"). What differs on the page for this space, registered in index.js.
import { FlyingBodiesView } from '../scene-flying.js';

// Rigid bodies in flight (Lee, Leok and McClamroch, the full body problem, CMAME 196 (2007) §3).
const SE3_L = String.raw`L = \sum_{b=1}^{N}\Big(\tfrac12 m_b\|\dot x_b\|^2 + \tfrac12\,\Omega_b\cdot J_b\Omega_b\Big) - U(x_1, R_1, \dots, x_N, R_N),\qquad (x_b, R_b)\in\mathbb{R}^3\times SO(3)`;
const SE3_U = String.raw`U = -\sum_b m_b\, g\cdot x_b \;-\; G\!\!\sum_{b<c}\ \sum_{i\in b,\ j\in c} \frac{m_i m_j}{\|x_b + R_b\rho_i - x_c - R_c\rho_j\|}`;
const SE3_EL = String.raw`m_b\ddot x_b = f_b = -\frac{\partial U}{\partial x_b},\qquad J_b\dot\Omega_b + \Omega_b\times J_b\Omega_b = M_b,\qquad \dot R_b = R_b\hat\Omega_b`;
const SE3_VI = String.raw`\begin{aligned}
&x_{k+1} = x_k + \tfrac{h}{m}\big(p_k + \tfrac h2 f_k\big),\qquad p_{k+1} = p_k + \tfrac h2\,(f_k + f_{k+1})\\
&(F_k J_d - J_d F_k^T)^\vee = h\Pi_k + \tfrac{h^2}{2} M_k,\qquad R_{k+1} = R_k F_k\\
&\Pi_{k+1} = F_k^T\Pi_k + \tfrac h2 F_k^T M_k + \tfrac h2 M_{k+1}\qquad\text{(each body; loads once per step)}
\end{aligned}`;

/** Up to this many bodies in flight are described each; more are counted. */
const FLYING_DESCRIBED = 3;

/** @type {import('./index.js').SpaceModule} */
export const flyingBodiesSpace = {
  id: 'rigid_bodies',
  sceneView: () => FlyingBodiesView,
  explain: {
    system: () => ({ title: 'explain-flying-title', ref: 'explain-flying-ref', note: 'explain-flying-note', lagrangian: [SE3_L, SE3_U] }),
    continuous: SE3_EL,
    updates: { vi: { tex: SE3_VI } },
  },
  // Each body's height, speed and spin (up to FLYING_DESCRIBED bodies, the rest counted).
  describe: (w, columns, state, view) => {
    const out = [];
    const n = columns.filter((c) => /^b\d+x$/.test(c)).length;
    for (let k = 1; k <= Math.min(n, FLYING_DESCRIBED); ++k) {
      const { height, speed, spin } = w.flyingMotion(columns, state, view.up, k);
      if (w.finite(height) && w.finite(speed) && w.finite(spin))
        out.push({ id: 'access-describe-flying', args: { number: w.fmt.int(k), height: w.fmt.sig(height, 3), speed: w.fmt.sig(speed, 3), spin: w.fmt.sig(spin, 3) } });
    }
    if (n > FLYING_DESCRIBED) out.push({ id: 'access-describe-flying-more', args: { count: n - FLYING_DESCRIBED } });
    return out;
  },
  views: ['scene', 'section'],
  baseline: { variational: false, preferred: null },
  // The system editor adds and removes bodies in system.bodies, with their rows of `initial` (build-model.js).
  bodyList: 'system.bodies',
};
