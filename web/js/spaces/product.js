// The product space (R³ × SO(3))ᴺ × (S²)ᵐ on the page: the quadrotor, alone or with a slung load
// (the catalogue's space "product"). What differs on the page for this space, registered in index.js.
import { PointSystemView } from '../scene-points.js';
import { QuadrotorLoadView } from '../scene-quadrotor.js';

const PRODUCT_L = String.raw`L = \tfrac12\sum_{\alpha,\beta} M_{\alpha\beta}\,\dot z_\alpha\cdot\dot z_\beta + \tfrac12\sum_b \Omega_b\cdot J_b\Omega_b - U,\qquad z_\alpha\in\mathbb{R}^3\ \text{or}\ S^2,\ R_b\in SO(3),\qquad M_{\alpha\beta} = \sum_k m_k C_{k\alpha} C_{k\beta}`;
const PRODUCT_SLUNG = String.raw`(z_1, z_2) = (x, q),\quad x_{\text{load}} = x + l\,q,\quad M = \begin{pmatrix} m_Q + m_L & m_L l\\ m_L l & m_L l^2\end{pmatrix},\quad U = -(m_Q + m_L)\,g\cdot x - m_L l\,g\cdot q,\quad \text{thrust } -f\,R e_3`;
const PRODUCT_EL = String.raw`M\ddot z = G + \sum_{\alpha\ \text{on}\ S^2}\lambda_\alpha q_\alpha e_\alpha,\quad q_\alpha\cdot\ddot q_\alpha = -\|\dot q_\alpha\|^2,\qquad J\dot\Omega + \Omega\times J\Omega = M_b,\quad \dot R = R\hat\Omega`;
const PRODUCT_VI = String.raw`\begin{aligned}
&\tfrac1h\textstyle\sum_\beta M_{\alpha\beta}\Delta_\beta = p_{\alpha,k} + \tfrac h2 G_{\alpha,k} + \lambda_\alpha q_{\alpha,k},\qquad \Delta_\alpha = \mathrm{cay}(f_\alpha)\,q_\alpha - q_\alpha\ \text{on}\ S^2\\
&p_{\alpha,k+1} = \tfrac1h\textstyle\sum_\beta M_{\alpha\beta}\Delta_\beta + \tfrac h2 G_{\alpha,k+1}\\
&(F_k J_d - J_d F_k^T)^\vee = h\Pi_k + \tfrac{h^2}{2} M_k,\quad R_{k+1} = R_k F_k,\quad \Pi_{k+1} = F_k^T\Pi_k + \tfrac h2 F_k^T M_k + \tfrac h2 M_{k+1}
\end{aligned}`;

/** The product space's system types each with a view of their own; any other is drawn as its points. */
const VIEWS = { quadrotor_load: QuadrotorLoadView, quadrotor: QuadrotorLoadView };

/** @type {import('./index.js').SpaceModule} */
export const productSpace = {
  id: 'product',
  sceneView: (type) => VIEWS[type] || PointSystemView,
  explain: {
    system: () => ({ title: 'explain-product-title', ref: 'explain-product-ref', note: 'explain-product-note', lagrangian: [PRODUCT_L, PRODUCT_SLUNG] }),
    continuous: PRODUCT_EL,
    updates: { vi: { tex: PRODUCT_VI } },
  },
  // A slung load's height, speed and the cable's angle from straight down (when the run has a load).
  describe: (w, columns, state, view) => {
    if (!columns.includes('qx') || !columns.includes('vx')) return [];
    const { height, speed, cable } = w.slungMotion(columns, state, view.up);
    return w.finite(height) && w.finite(speed) && w.finite(cable)
      ? [{ id: 'access-describe-slung', args: { height: w.fmt.sig(height, 3), speed: w.fmt.sig(speed, 3), cable: w.angle(cable) } }] : [];
  },
  views: ['scene', 'section'],
  baseline: { variational: false, preferred: null },
  bodyList: null,
};
