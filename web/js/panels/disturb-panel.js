// Disturbing a controlled quadrotor (docs/control.md): "Flip it" pitches the main run's quadrotor over
// by 178° about its own b₂ axis, at rest, where it is; "Push it" moves it 1 m along e₁, at rest. Both
// runs are given that same state (controller.setStates), so the two controllers recover from one
// disturbance; the timeline's run file records it as a state set by hand (run-recording.js) and a
// mark on the energy plot says when. Shown only for a quadrotor under a controller. Dragging it in the
// view does the same by hand (drag-quadrotor.js, with `pushed` and `tilted` below).
import { byId } from '../dom.js';
import { t } from '../i18n.js';

const FLIP = (178 * Math.PI) / 180;

/** The state row `values` (columns `cols`) with R ← R R_y(angle) (row-major R11 … R33) and Ω = 0. */
export function pitchedOver(cols, values, angle = FLIP) {
  const out = Float64Array.from(values);
  const at = (i, j) => cols.indexOf(`R${i + 1}${j + 1}`);
  const c = Math.cos(angle), s = Math.sin(angle);
  for (let i = 0; i < 3; ++i) {
    const r0 = values[at(i, 0)], r2 = values[at(i, 2)];
    out[at(i, 0)] = c * r0 - s * r2;  // (R R_y)_{i0} = R_i0 cos − R_i2 sin
    out[at(i, 2)] = s * r0 + c * r2;  // (R R_y)_{i2} = R_i0 sin + R_i2 cos
  }
  for (const k of ['W1', 'W2', 'W3']) out[cols.indexOf(k)] = 0;
  return out;
}

/** The state row moved by `dx` (metres, world frame) and at rest. */
export function pushed(cols, values, dx = [1, 0, 0]) {
  const out = Float64Array.from(values);
  ['x', 'y', 'z'].forEach((k, i) => { out[cols.indexOf(k)] += dx[i]; });
  for (const k of ['vx', 'vy', 'vz', 'W1', 'W2', 'W3']) out[cols.indexOf(k)] = 0;
  return out;
}

/** The state row turned by `angle` about the unit world axis `axis` (R ← Q R, Q by Rodrigues:
 *  cos θ I + sin θ [a]× + (1 − cos θ) a aᵀ), where it is and at rest. Q R is a rotation to
 *  round-off; the core's setState projects it onto SO(3). */
export function tilted(cols, values, axis, angle) {
  const out = pushed(cols, values, [0, 0, 0]);
  const [a, b, c] = axis, cs = Math.cos(angle), s = Math.sin(angle), k = 1 - cs;
  const Q = [[cs + k * a * a, k * a * b - s * c, k * a * c + s * b],
    [k * a * b + s * c, cs + k * b * b, k * b * c - s * a],
    [k * a * c - s * b, k * b * c + s * a, cs + k * c * c]];
  const at = (i, j) => cols.indexOf(`R${i + 1}${j + 1}`);
  for (let i = 0; i < 3; ++i) {
    for (let j = 0; j < 3; ++j) out[at(i, j)] = Q[i][0] * values[at(0, j)] + Q[i][1] * values[at(1, j)] + Q[i][2] * values[at(2, j)];
  }
  return out;
}

/** Whether a scenario is a quadrotor under a controller: the runs these disturbances are for. */
export const isControlledQuadrotor = (json) => !!(json && json.system && json.system.type === 'quadrotor' && json.control);

export class DisturbPanel {
  /** @param {any} controller @param {import('../store.js').PageStore} store the page's store (store.js): a disturbance publishes its 'mark' */
  constructor(controller, store) {
    this.controller = controller;
    this.store = store;
    this.box = byId('disturb');
    byId('disturb-flip').addEventListener('click', () => this.apply(pitchedOver, 'disturb-flipped'));
    byId('disturb-push').addEventListener('click', () => this.apply(pushed, 'disturb-pushed'));
    controller.on('installed', ({ json }) => {
      this.box.hidden = !isControlledQuadrotor(json);
    });
  }

  apply(change, markId) {
    const c = this.controller;
    if (!c.main) return;
    const values = change(c.main.stateColumns, c.main.state);
    try {
      c.setStates(values, values);
    } catch (e) {
      c.notice(e.message);
      return;
    }
    this.store.publish('mark', { t: c.main.time, label: t(markId) });
  }
}
