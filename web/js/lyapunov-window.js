// Lyapunov exponents over a window ahead of a run (issue 47, item 3; docs/stability-view.md "Chaos in
// numbers"): the core's lyapunov (the exact tangent map, re-orthonormalized by QR every step:
// docs/derivative.md) on a copy set to the run's present state, for the next min(LYAPUNOV_WINDOW_S,
// maxSteps) steps: finite-time exponents, which a variational integrator's sum keeps at zero to
// round-off and a Runge–Kutta step's does not. One implementation for the course API's getLyapunov
// (on the page's thread) and the stability view's readouts (in the worker, section-orbits.js). No
// import: the worker's bundle takes it as it is.

export const LYAPUNOV_WINDOW_S = 10;      // the window forward from the present state, in simulated seconds …
export const LYAPUNOV_MAX_STEPS = 4000;   // … and in steps, whichever is shorter

/**
 * { t0, t, largest, sum, volumeDefect, exponents, steps, integrator, h }, or with `unavailable` (the
 * core's words) and `field`, and null numbers, where geovi cannot differentiate the step.
 * @param {any} api the JS API @param {any} module its wasm module
 * @param {{ json: any, integrator: string, h: number, state: ArrayLike<number>, t: number }} job the run
 * @param {number} [maxSteps]
 */
export function lyapunovWindow(api, module, { json, integrator, h, state, t }, maxSteps = LYAPUNOV_MAX_STEPS) {
  const steps = Math.max(1, Math.min(maxSteps, Math.round(LYAPUNOV_WINDOW_S / h)));
  // Copied before the run's copy is made: a Simulation's `state` is a view of the wasm memory, which
  // making another one may grow (and so detach the view).
  const start = Float64Array.from(state);
  let copy = null;
  try {
    copy = new api.Simulation(module, json, { integrator, h });
    copy.setState(start, t);
    const r = copy.lyapunov(steps, steps);
    const exponents = Array.from(r.exponents);
    return { t0: r.t0, t: r.t, largest: exponents[0], sum: r.sum, volumeDefect: r.volumeDefect, exponents, steps, integrator, h };
  } catch (e) {
    return { t0: t, t: null, largest: null, sum: null, volumeDefect: null, exponents: [], steps, integrator, h,
      unavailable: String((e && e.message) || e), field: (e && e.path) || '' };
  } finally {
    if (copy) copy.dispose();
  }
}
