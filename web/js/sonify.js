// The energy error as a pitch (docs/accessibility.md, "Sound"): one tone per run, the main
// run's on the left and the baseline's on the right. A larger error sounds higher, on a log
// scale: log10 of the relative error from −16 (round-off) to 0 (an error as large as the
// energy itself) spans three octaves, 220 Hz to 1760 Hz, clamped at both ends. Each
// decade is 3/16 of an octave, so a bounded error holds its pitch in a narrow band while an
// error that grows by a factor of ten climbs by about a major second. Pure logic (no audio):
// tests/node/describe.test.mjs checks the mapping; panels/access-panel.js plays it.

export const LOG_MIN = -16;
export const LOG_MAX = 0;
export const F_MIN = 220;
export const F_MAX = 1760;
/** Simulated seconds over which the heard error is the largest (an envelope: |E − E₀| passes
 *  through zero as the energy swings, and each pass would otherwise be a sudden dive in pitch). */
export const WINDOW_S = 2;
/** Stereo positions of the two runs (−1 left … 1 right), and the loudness of each tone (0…1). */
export const PAN = { main: -0.7, base: 0.7 };
export const GAIN = 0.06;

/** The pitch (Hz) of a relative energy error; null when the error is not a number (no tone). */
export function pitchOf(error) {
  if (typeof error !== 'number' || Number.isNaN(error)) return null;
  const l = error > 0 ? Math.log10(error) : LOG_MIN;
  const x = (Math.max(LOG_MIN, Math.min(LOG_MAX, l)) - LOG_MIN) / (LOG_MAX - LOG_MIN);
  return F_MIN * (F_MAX / F_MIN) ** x;
}

/**
 * The error a run is heard at: the largest relative error |E − E₀| / |E₀| (|E − E₀| when E₀ = 0)
 * over the record's last WINDOW_S simulated seconds, and always its latest sample. Null when the
 * latest energy is not finite (a run that broke down falls silent) or nothing is recorded.
 */
export function heardError(t, dE, e0, window = WINDOW_S) {
  const n = Math.min(t.length, dE.length);
  if (n === 0 || typeof dE[n - 1] !== 'number' || !Number.isFinite(dE[n - 1])) return null;
  const scale = Number.isFinite(e0) && e0 !== 0 ? Math.abs(e0) : 1;
  let worst = dE[n - 1];
  for (let i = n - 2; i >= 0 && t[n - 1] - t[i] <= window; --i)
    if (typeof dE[i] === 'number' && Number.isFinite(dE[i])) worst = Math.max(worst, dE[i]);
  return worst / scale;
}
