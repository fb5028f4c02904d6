// The watchdog: what the page says when a run goes wrong, in words a lecturer
// can repeat (docs/watchdog.md). Pure logic; the watchdog panel shows it.
//
// Conservative runs (no forcing, no damping) are judged by their energy, a
// constant of the exact motion. A warning fires when the relative energy error
// |E − E₀|/|E₀|
//   - passes THRESHOLD (10% of E₀), or
//   - after a warm-up (the first WARMUP_TIME s of simulated time, and at least
//     WARMUP_STEPS steps, in which the method's ordinary band is set), passes
//     BAND_FACTOR (100) × the largest it had reached before (its running band,
//     floored at BAND_FLOOR) and MIN_ALARM (0.1% of E₀).
// A gradual drift (a Runge–Kutta baseline's energy climbing step after step)
// never passes 100× its own band; it is reported only if it passes 10%.
// Forced runs, whose energy legitimately changes, are judged by the step's own
// health: the largest rotation of a body per step (ROTATION_LIMIT rad) and the
// implicit solver's iterations (ITERATION_LIMIT).
export const THRESHOLD = 0.1;
export const BAND_FACTOR = 100;
export const BAND_FLOOR = 1e-7;
export const MIN_ALARM = 1e-3;
export const WARMUP_TIME = 1.0;
export const WARMUP_STEPS = 50;
export const ROTATION_LIMIT = 1.0;
export const ITERATION_LIMIT = 20;

const pct = (x) => (x >= 0.1 ? `${(100 * x).toFixed(0)}%` : `${(100 * x).toPrecision(2)}%`);
const num = (x) => (Math.abs(x) >= 1e-3 && Math.abs(x) < 1e4 ? x.toPrecision(3) : x.toExponential(2));

export class RunWatchdog {
  /** e0: the energy the error is measured from; t0: the time it was taken; h: the run's step;
   *  integrator: its name. */
  constructor({ e0, t0 = 0, h, integrator }) {
    this.e0 = e0;
    this.t0 = t0;
    this.h = h;
    this.integrator = integrator;
    this.band = 0;
    this.fired = false;
    this.closest = null;  // the closest encounter seen since the last check: { d, a, b, t }
  }

  /** A new reference energy (after a drag): the band is set again. */
  rebase(e0, t0) { this.e0 = e0; this.t0 = t0; this.band = 0; }

  /** Notes the closest encounter of the last batch of steps (the core checks every step). */
  observe(time, d) {
    if (d.encounterA > 0 && (!this.closest || d.encounterDistance < this.closest.d))
      this.closest = { d: d.encounterDistance, a: d.encounterA, b: d.encounterB, t: d.encounterTime };
  }

  /** Judges the state after a batch of steps; returns a warning { sentence, advice } once, or null. */
  check(time, energy, d) {
    if (this.fired) return null;
    this.observe(time, d);
    if (!d.conservative) return this.checkHealth(time, d);
    const rel = Math.abs(energy - this.e0) / Math.max(Math.abs(this.e0), Number.MIN_VALUE);
    const before = this.band;
    this.band = Math.max(this.band, rel);
    const warmedUp = time - this.t0 >= Math.max(WARMUP_TIME, WARMUP_STEPS * this.h);
    const jumped = (rel > THRESHOLD && before <= THRESHOLD) ||
      (warmedUp && rel > MIN_ALARM && rel > BAND_FACTOR * Math.max(before, BAND_FLOOR));
    if (!Number.isFinite(rel) || jumped) return this.fire(this.energyWarning(time, rel));
    return null;
  }

  fire(warning) {
    this.fired = true;
    return warning;
  }

  energyWarning(time, rel) {
    const c = this.closest;
    const jump = `by t = ${time.toFixed(2)} s the energy error had jumped to ${pct(rel)} of E₀`;
    if (c && c.d < 0.1) {
      const what = `Bodies ${c.a} and ${c.b} passed within ${num(c.d)} of each other (the sine of their angle) near t = ${c.t.toFixed(2)} s, and ${jump}.`;
      if (this.integrator === 'vi-adaptive' || this.integrator === 'rk45')
        return { sentence: `${what} Even an adaptive step could not follow this encounter: the bodies (nearly) collided, where the potential −γ cot θ is singular.`,
          advice: 'Nothing past this point is the motion of the bodies: reset, or change the initial state.' };
      return { sentence: `${what} A fixed step of h = ${this.h} s cannot resolve so close an encounter.`,
        advice: 'Try vi-adaptive, which shrinks its step near encounters, or a much smaller h.' };
    }
    return { sentence: `The energy is a constant of this motion, but ${jump}: with h = ${this.h} s the integrator lost the motion here.`,
      advice: 'Try a smaller h.' };
  }

  checkHealth(time, d) {
    if (d.rotationPerStep > ROTATION_LIMIT)
      return this.fire({ sentence: `At t = ${time.toFixed(2)} s a body turns by ${d.rotationPerStep.toFixed(2)} rad in one step of h = ${this.h} s: the forcing has spun it up beyond what this step can follow.`,
        advice: 'Try a smaller h; a forced system may also simply keep gaining energy.' });
    if (d.iterations > ITERATION_LIMIT)
      return this.fire({ sentence: `At t = ${time.toFixed(2)} s the implicit solver needed ${d.iterations} iterations for one step: the motion is getting too fast for h = ${this.h} s.`,
        advice: 'Try a smaller h.' });
    return null;
  }
}

/**
 * One plain sentence for a numerical failure (what, when, why, what to try), from the
 * core's message; the message itself is kept as `detail` for those who want it.
 */
export function explainFailure(message, { time, h, integrator }) {
  const when = Number.isFinite(time) ? ` at t = ${time.toFixed(3)} s` : '';
  /** @type {Array<[RegExp, string]>} */
  const rules = [
    [/explicit VI: \|h\*omega/, `The explicit VI could not take its next step${when}: a body would turn by a quarter turn or more in one step of h = ${h} s (equation (3.17) has no solution). Try vi-adaptive or a smaller h.`],
    [/step-size equation/, `The adaptive VI could not choose its next step${when}: two bodies are colliding, where the equations are singular. Nothing after this point is the motion of the bodies.`],
    [/Newton on the Cayley parameter did not converge/, `The Lie group VI could not solve for the next rotation${when}: the body turns by nearly half a turn per step of h = ${h} s (for a forced top, the forcing has spun it up). Try a smaller h.`],
    [/implicit VI: Newton did not converge/, `The implicit VI could not solve for the next state${when}: the motion is too fast for a step of h = ${h} s. Try a smaller h.`],
    [/3-1-3 singularity|Euler angles singular|Euler-angle state/, `The Euler-angle integrator broke down${when}: the top's axis passed near the vertical, where 3-1-3 Euler angles are singular. The Lie group VI has no such singularity.`],
    [/rk45: step size .* underflowed/, `RK45 could not find a small enough step${when}: the bodies (nearly) collided, where the equations themselves are singular.`],
    [/non-finite|became non-finite/, `The state became infinite or undefined${when}: the integrator lost the motion. Try a smaller h.`],
  ];
  for (const [pattern, sentence] of rules) if (pattern.test(message)) return { sentence, detail: message };
  return { sentence: `${integrator || 'The integrator'} stopped${when}: it reported a numerical failure. Try a smaller h.`, detail: message };
}
