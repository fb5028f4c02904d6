// The stability view heard (docs/accessibility.md "The stability view's sound", issue 47 item 6): what the
// view draws, as sound a student who cannot see the picture can follow. Pure logic, no audio:
// tests/node/stability-sound.test.mjs checks the mapping; panels/stability-view.js plays it (Web Audio).
//
//   Play the sweep  the sweep's values from the first to the last over SWEEP_SECONDS, one note per value
//                   (each value's span as on the strip chart): the pitch from the growth rate, the
//                   steady F_ZERO where it is zero (every multiplier on the circle) and up to OCTAVES
//                   higher at the sweep's largest rate (down as far for a decaying one); a soft sine where
//                   the verdict is stable, a rough pulsed sawtooth where it is unstable, silence where the
//                   core would not judge the value; a click where the bisection put the threshold.
//   the live verdict  while the view is shown and the page's Sound is on: the main run's verdict as a
//                   tone at F_ZERO, steady when stable, beating (a tremolo) when unstable, the faster the
//                   larger the growth rate (PULSE_MIN … PULSE_MAX Hz on a log scale of the rate); a motion,
//                   which the view gives no verdict, and a run it cannot judge are silent.
//
// The growth rate is scaled by the sweep's own largest |rate|, not by a fixed unit: rates run from 1e-3 to
// 1e2 1/s between the presets, and what the ear should follow is where a sweep's rate rises and how it
// climbs. The pitch stays within 1.5 octaves of F_ZERO, below the energy's 220–1760 Hz (sonify.js)
// mostly, and the stable sine is unmistakably smoother than the unstable sawtooth.

export const SWEEP_SECONDS = 4;     // the whole sweep, first value to last, whatever the number of points
export const F_ZERO = 330;          // Hz: the pitch of a zero growth rate (and of the live verdict's tone)
export const OCTAVES = 1.5;         // up (or down) at the sweep's largest |growth rate|
export const PULSE_UNSTABLE_HZ = 10; // the rough voice's pulse in Play the sweep
export const CLICK_HZ = 2000;       // the threshold's click: a short square burst …
export const CLICK_SECONDS = 0.012; // … this long
export const PULSE_MIN = 1;         // Hz: the live tremolo of a growth rate of RATE_MIN …
export const PULSE_MAX = 16;        // … up to that of RATE_MAX and beyond
export const RATE_MIN = 1e-2;       // 1/s
export const RATE_MAX = 1e2;        // 1/s
export const GAIN = 0.05;           // loudness of the view's voices (sonify.js's energy tone: 0.06)

const finite = (x) => typeof x === 'number' && Number.isFinite(x);

/** The pitch (Hz) of growth rate `rate` in a sweep whose largest |rate| is `scale` (≥ 0). */
export function sweepPitch(rate, scale) {
  const x = scale > 0 && finite(rate) ? Math.max(-1, Math.min(1, rate / scale)) : 0;
  return F_ZERO * 2 ** (OCTAVES * x);
}

/**
 * What Play the sweep schedules, times in seconds from its start: { seconds, step, notes, clicks }. One
 * note per value, at [i·step, (i+1)·step): { at, length, value, frequency, voice: 'stable' | 'unstable' |
 * null (silent: the value was not judged) }; the threshold's click at its place between the two values'
 * notes' middles (the values are evenly spaced, so the time is linear in the value). Null for no sweep.
 * @param {{ values: number[], stable: (boolean | null)[], growthRates: (number | null)[], threshold?: number | null }} sweep
 */
export function sweepScore(sweep, seconds = SWEEP_SECONDS) {
  if (!sweep || !Array.isArray(sweep.values) || sweep.values.length < 2) return null;
  const { values, stable, growthRates } = sweep;
  const n = values.length;
  const step = seconds / n;
  const scale = growthRates.reduce((m, r, i) => (stable[i] !== null && finite(r) ? Math.max(m, Math.abs(r)) : m), 0);
  const notes = values.map((value, i) => {
    const judged = stable[i] === true || stable[i] === false;
    return { at: i * step, length: step, value, frequency: judged ? sweepPitch(growthRates[i], scale) : null,
      voice: judged ? (stable[i] ? 'stable' : 'unstable') : null };
  });
  const clicks = [];
  const t = sweep.threshold;
  const spacing = (values[n - 1] - values[0]) / (n - 1);
  if (finite(t) && spacing !== 0) {
    const at = ((t - values[0]) / spacing + 0.5) * step;
    if (at >= 0 && at <= seconds) clicks.push({ at, value: t });
  }
  return { seconds, step, scale, notes, clicks };
}

/**
 * The live verdict's voice of one report (stability-view.js judgeRun): { verdict, frequency, pulseHz } —
 * 'stable' steady (pulseHz 0), 'unstable' beating at pulseOf(growthRate) — or null where the view gives
 * no verdict (a motion, a run too large or that cannot be differentiated, no run).
 */
export function verdictVoice(report) {
  if (!report || (report.kind !== 'equilibrium' && report.kind !== 'relative_equilibrium') || typeof report.stable !== 'boolean') return null;
  if (report.stable) return { verdict: 'stable', frequency: F_ZERO, pulseHz: 0 };
  return { verdict: 'unstable', frequency: F_ZERO, pulseHz: pulseOf(report.growthRate) };
}

/** The tremolo (Hz) of an unstable verdict's growth rate (1/s): PULSE_MIN at RATE_MIN to PULSE_MAX at
 *  RATE_MAX, log-linear between, clamped (a rate that is not a finite positive number beats slowest). */
export function pulseOf(rate) {
  if (!finite(rate) || rate <= 0) return PULSE_MIN;
  const x = (Math.log10(rate) - Math.log10(RATE_MIN)) / (Math.log10(RATE_MAX) - Math.log10(RATE_MIN));
  return PULSE_MIN * (PULSE_MAX / PULSE_MIN) ** Math.max(0, Math.min(1, x));
}
