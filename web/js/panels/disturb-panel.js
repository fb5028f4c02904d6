// Disturbing a controlled quadrotor (docs/control.md): "Flip it" pitches the main run's quadrotor over
// by 178° about its own b₂ axis, at rest, where it is; "Push it" moves it 1 m along e₁, at rest. Both
// runs are given that same state (controller.setStates), so the two controllers recover from one
// disturbance; the timeline's run file records it as a state set by hand (run-recording.js) and a
// mark on the energy plot says when. Shown only for a quadrotor under a controller.
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

export class DisturbPanel {
  constructor(controller) {
    this.controller = controller;
    this.box = byId('disturb');
    byId('disturb-flip').addEventListener('click', () => this.apply(pitchedOver, 'disturb-flipped'));
    byId('disturb-push').addEventListener('click', () => this.apply(pushed, 'disturb-pushed'));
    controller.on('installed', ({ json }) => {
      this.box.hidden = !(json && json.system && json.system.type === 'quadrotor' && json.control);
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
    c.emit('mark', { t: c.main.time, label: t(markId) });
  }
}
