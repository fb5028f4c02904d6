// The space SO(3) on the page: one rigid body (free, a top, a 3-D pendulum, a satellite; the
// catalogue's space "rigid_body"). What differs on the page for this space, registered in index.js.
import { RigidBodyView } from '../scene-rigid.js';

const RB_L = String.raw`L = \tfrac12\,\Omega\cdot J\Omega - U(R),\qquad \dot R = R\,\hat\Omega,\qquad R\in SO(3)`;
const RB_EL = String.raw`J\dot\Omega + \Omega\times J\Omega = M,\qquad \hat M = \frac{\partial U}{\partial R}^{\!T} R - R^T\frac{\partial U}{\partial R}`;
const RB_LGVI = String.raw`\begin{aligned}
&(F_k J_d - J_d F_k^T)^\vee = h\Pi_k + \tfrac{h^2}{2} M_k,\qquad J_d = \tfrac12\operatorname{tr}(J)\,I - J,\quad \Pi = J\Omega\\
&R_{k+1} = R_k F_k,\qquad F_k = \operatorname{cay}(f):\ \ a + a\times f + (a\cdot f)f - 2Jf = 0\ \text{(Newton)}\\
&\Pi_{k+1} = F_k^T\Pi_k + \tfrac h2 F_k^T M_k + \tfrac h2 M_{k+1}
\end{aligned}`;
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

/** @type {import('./index.js').SpaceModule} */
export const rigidBodySpace = {
  id: 'rigid_body',
  sceneView: () => RigidBodyView,
  explain: {
    system: (type) => {
      const sys = RB_SYSTEMS[type] || RB_SYSTEMS.rigid_body;
      return { title: sys.title, ref: sys.ref, note: sys.note, lagrangian: [RB_L, sys.V] };
    },
    continuous: RB_EL,
    updates: { vi: { tex: RB_LGVI } },
  },
  // The body's angular speed |Ω| and the tilt of its third axis from up.
  describe: (w, columns, state, view) => {
    const { speed, tilt } = w.rigidMotion(columns, state, view.up);
    return w.finite(speed) && w.finite(tilt) ? [{ id: 'access-describe-rigid', args: { speed: w.fmt.sig(speed, 3), tilt: w.angle(tilt) } }] : [];
  },
  // The momentum sphere (panels/momentum-view.js) is a rigid body's.
  views: ['scene', 'momentum', 'section', 'stability'],
  // Baselines: every other integrator, the variational ones too.
  baseline: { variational: true, preferred: null },
  bodyList: null,
};
