// Lessons: data files (core/lessons/NAME.json, docs/lessons.md) that open a
// preset with the settings that make one point of geometric integration
// visible, say what to watch and why, and state a claim the page checks live.
//
// validateLesson() is the format's one validator (the page, the node test and
// the docs agree on it): every field checked, and a bad one named with the file.
// evaluateClaim() decides, from the page's own record of the two runs, whether
// the claim is visible yet, and says what it sees in the page's language
// (web/locales/LOCALE/lessons.ftl, ids lesson-claim-*).
//
// validateLesson's messages stay in English on purpose: they are for lesson
// authors, name the file and the JSON field, and quote the format's own words.
import { t, fmt, count } from './i18n.js';
import { attitude, mulMV, norm } from './momentum-sphere.js';

export const LESSON_FORMAT = 1;
const NAME = /^[a-z0-9-]{1,60}$/;
const PATH = /^(system|initial)(\.([A-Za-z_][A-Za-z0-9_]{0,40}|\d{1,5})){1,6}$/;

/** The claims a lesson may state, with their parameters (all required) and what each means. */
export const CLAIMS = {
  // The baseline's largest |E − E₀| over the last third of the run exceeds `ratio` × the main run's
  // largest over the whole run, and the main run's band does not grow: its largest |E − E₀| over the
  // last third is at most `growth` × its largest over the first third. Judged from `after` s on.
  'energy-band': { ratio: 'number', growth: 'number', after: 'number' },
  // The main run stays on the manifold to `main` (max manifold error) while the baseline's largest
  // manifold error is at least `factor` × `main`.
  constraint: { main: 'number', factor: 'number', after: 'number' },
  // The main run's momentum map drifts by at most `main` relative to its start; the baseline's by at
  // least `factor` × the main run's (and at least its bound).
  momentum: { main: 'number', factor: 'number', after: 'number' },
  // The baseline stops with a numerical failure, or its relative energy error exceeds `baseEnergy`,
  // while the main run's relative energy error stays at most `mainEnergy` and it runs on `beyond`
  // seconds past that moment.
  failure: { baseEnergy: 'number', mainEnergy: 'number', beyond: 'number' },
  // The main run's relative energy error stays at most `main`, and state column `flips` changes sign
  // at least `times` times (the flip is seen).
  'energy-exact': { main: 'number', flips: 'string', times: 'number' },
  // Corresponding draw points of the two runs end up more than `distance` apart (metres).
  separation: { distance: 'number' },
  // The area enclosed by the bodies' phase points (in body order) stays within `main` of its start
  // (relative) for the main run and leaves it by at least `base` for the baseline.
  area: { main: 'number', base: 'number', after: 'number' },
  // The Poincaré section (docs/section-view.md): once the main run has crossed the section at least
  // `crossings` times, the energies of its crossings stay within `main` of E₀ (relative: its islands
  // stay on one energy surface) while the baseline's crossings have left E₀ by at least `base`.
  'section-spread': { main: 'number', base: 'number', crossings: 'number' },
  // On the momentum sphere (docs/momentum-sphere.md): the main run's Π = JW stays on its sphere and on
  // its energy level ½Π·W to `main` (relative, from the recorded states and J), while state column
  // `flips` changes sign at least `times` times (it flips along the separatrix), and the baseline's
  // |Π| leaves the sphere by at least `base` (relative).
  'momentum-sphere': { main: 'number', flips: 'string', times: 'number', base: 'number' },
  // The geometric phase (Montgomery 1991; docs/momentum-sphere.md): the main run has completed
  // `periods` periods of Π, and after every one the turn measured from its attitude agrees with the
  // predicted 2ET/|π| − Λ to `tolerance` rad (mod 2π).
  'geometric-phase': { periods: 'number', tolerance: 'number' },
  // Bodies in flight (the full body problem): from t = `after` on, the main run's momentum map (the
  // total angular momentum about e3) drifts by at most `main` (relative), while its orbital part
  // Σ m_b (x_b × v_b)·e3 has swung by at least `exchange` of it: the spins took up the difference.
  'spin-orbit': { main: 'number', exchange: 'number', after: 'number' },
  // A quadrotor with a load on a cable (quadrotor_load): from t = `after` on, the main run's centre of
  // mass of quadrotor and load has stayed within `main` (m) of its start while the quadrotor swung at
  // least `swing` (m) from its own start, and the baseline's manifold error (its cable's |q| − 1) has
  // reached `base`.
  'centre-of-mass': { main: 'number', swing: 'number', base: 'number', after: 'number' },
  // A controlled quadrotor (docs/control.md): from t = `after` on, the main run's position error |e_x|
  // stays at most `main` (m) while the baseline's stays at least `base` (m).
  tracking: { main: 'number', base: 'number', after: 'number' },
  // The stability view (docs/stability-view.md) at an equilibrium or a relative equilibrium of both runs:
  // every multiplier of the main run's step within `main` of the unit circle (||μ| − 1| ≤ main), and
  // every multiplier of the baseline's inside it by at least `base` (|μ| ≤ 1 − base).
  'unit-circle': { main: 'number', base: 'number' },
  // The sleeping Lagrange top (an axisymmetric heavy_top spinning upright about e3, I₁ about the pivot):
  // its spin ω is below the threshold √(4 m g l I₁)/I₃, the main run is judged an unstable relative
  // equilibrium whose growth rate is the textbook √(4 m g l I₁ − I₃²ω²)/(2I₁) to `rate` (relative), and the
  // baseline (the nudged copy) has tilted by at least `tilt` rad from the vertical: it wobbles.
  'sleeping-top': { rate: 'number', tilt: 'number' },
  // The tangle (docs/section-view.md "The tangle"): the section view asks for the periodic orbit at `at`
  // ("x y" on the section's axes); it is hyperbolic, and a motion on its unstable manifold comes back along
  // its stable one, whose crossings are points of both, where they cross at an angle of sine at least `sin`
  // (symmetricHomoclinic, section-tangle.js: a homoclinic point); and of two seeds the view then places, one on
  // the drawn unstable manifold beside the orbit (tangleSeed, section-tangle.js) and one at `island`
  // ("x y"), each followed for `crossings` crossings, the first visits at least `ratio` times as many cells
  // of a grid over the picture as the second: it wanders.
  tangle: { at: 'string', island: 'string', sin: 'number', crossings: 'number', ratio: 'number' },
};

/** "3.14159 -0.218" → [3.14159, -0.218], or null unless two finite numbers. */
export function pointOf(text) {
  const v = String(text).trim().split(/\s+/).map(Number);
  return v.length === 2 && v.every(Number.isFinite) ? v : null;
}

/** Parameters a claim may add (docs/lessons.md): a second part, judged with the first, that older
 *  lesson files simply leave out. */
export const OPTIONAL = {
  // The unstable axis's rate: a free rigid body spun about its intermediate axis (J diagonal, J₁ < J₂ < J₃):
  // the main run's measured growth rate of the off-axis part of Π agrees with Euler's equations linearized
  // about (0, Ω₂, 0), σ = |Ω₂| √((J₂ − J₁)(J₃ − J₂)/(J₁J₃)), to `rate` (relative). See growthRate().
  'energy-exact': { rate: 'number' },
};

/** The growth window of growthRate(): from GROWTH_FROM × the perturbation's initial relative size (the
 *  decaying mode of the linearization has faded: it bends the local slope by at most 1/GROWTH_FROM² when
 *  both modes start equal, as a perturbation along one axis does) until it first passes GROWTH_TO (before
 *  it saturates: the nonlinear correction to the slope is at most GROWTH_TO²/2, the separatrix's sech).
 *  At least GROWTH_SAMPLES recorded states in it: few, because the page records one state a frame and a
 *  loaded frame may cover 0.25 s of wall time (frame-loop.js), 0.5 s of the run at 2×; the bounds above hold
 *  for any number (a least-squares slope is a positive-weighted average of the secant slopes). docs/lessons.md
 *  derives the tolerance from these. */
export const GROWTH_FROM = 30, GROWTH_TO = 1e-2, GROWTH_SAMPLES = 3;

function fail(file, field, message) {
  throw new Error(`${file}: ${field}: ${message}`);
}

/**
 * Checks a parsed lesson file; returns it (normalized) or throws an Error naming the field.
 * catalogue: the core's catalogue; scenarios: the preset ids that exist.
 */
export function validateLesson(doc, file, { catalogue, scenarios, views = ['scene', 'momentum', 'section', 'stability'] }) {
  const isObject = (v) => v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(doc)) fail(file, '(root)', 'expected an object');
  const known = ['format', 'name', 'title', 'scenario', 'settings', 'edits', 'perturb', 'steps', 'watch', 'why', 'equation', 'claim', 'mark', 'phase'];
  for (const k of Object.keys(doc)) if (!known.includes(k)) fail(file, k, `unknown field (expected one of ${known.join(', ')})`);
  if (doc.format !== LESSON_FORMAT) {
    if (typeof doc.format === 'number' && doc.format > LESSON_FORMAT)
      fail(file, 'format', `this lesson is written for format ${doc.format}; this geovi reads format ${LESSON_FORMAT}`);
    fail(file, 'format', `expected ${LESSON_FORMAT}`);
  }
  const text = (key, max = 1200) => {
    if (typeof doc[key] !== 'string' || !doc[key].trim() || doc[key].length > max) fail(file, key, `expected a text of 1 to ${max} characters`);
  };
  if (typeof doc.name !== 'string' || !NAME.test(doc.name)) fail(file, 'name', 'expected lower-case letters, digits and -');
  for (const k of ['title', 'watch', 'why', 'equation', 'mark']) text(k, k === 'title' || k === 'mark' ? 140 : 1200);
  if (!scenarios.includes(doc.scenario)) fail(file, 'scenario', `no preset named "${doc.scenario}"`);

  if (!isObject(doc.settings)) fail(file, 'settings', 'expected an object');
  const s = doc.settings;
  for (const k of Object.keys(s)) if (!['integrator', 'compare', 'h', 'speed', 'plot', 'view'].includes(k)) fail(file, `settings.${k}`, 'unknown setting');
  // The view beside the 3-D scene the lesson opens with (optional; the page passes panels/views.js VIEWS).
  if (s.view !== undefined && !views.includes(s.view)) fail(file, 'settings.view', `expected ${views.slice(0, -1).join(', ')} or ${views[views.length - 1]}`);
  const names = new Set(catalogue.integrators.map((i) => i.name));
  if (!names.has(s.integrator)) fail(file, 'settings.integrator', `expected an integrator of the catalogue, got "${s.integrator}"`);
  // The comparison is an integrator, or for a controlled system another controller (docs/control.md).
  const controllers = new Set((catalogue.controllers || []).map((c) => c.name));
  if (!names.has(s.compare) && !controllers.has(s.compare))
    fail(file, 'settings.compare', `expected an integrator or a controller of the catalogue, got "${s.compare}"`);
  /** @type {Array<[string, number]>} */
  const ranges = [['h', 10], ['speed', 1000]];
  for (const [k, hi] of ranges) if (!(typeof s[k] === 'number' && s[k] > 0 && s[k] <= hi)) fail(file, `settings.${k}`, `expected a number in (0, ${hi}]`);
  if (!catalogue.plotKinds.some((p) => p.name === s.plot)) fail(file, 'settings.plot', `expected one of ${catalogue.plotKinds.map((p) => p.name).join(', ')}`);

  for (const key of ['edits', 'perturb']) {
    if (doc[key] === undefined) continue;
    if (!isObject(doc[key])) fail(file, key, 'expected an object {"system.… or initial.…": number}');
    for (const [p, v] of Object.entries(doc[key])) {
      if (!PATH.test(p) || p.split('.').some((k) => ['__proto__', 'constructor', 'prototype'].includes(k)))
        fail(file, `${key}.${p}`, 'not a parameter path (system.… or initial.…)');
      if (typeof v !== 'number' || !Number.isFinite(v)) fail(file, `${key}.${p}`, 'expected a finite number');
    }
  }
  // steps: buttons that reopen the lesson with one parameter set to each value (the lecturer's control).
  if (doc.steps !== undefined) {
    const st = doc.steps;
    if (!isObject(st)) fail(file, 'steps', 'expected {"path": "system.… or initial.…", "values": [numbers]}');
    for (const k of Object.keys(st)) if (k !== 'path' && k !== 'values') fail(file, `steps.${k}`, 'unknown field (expected path or values)');
    if (typeof st.path !== 'string' || !PATH.test(st.path) || st.path.split('.').some((k) => ['__proto__', 'constructor', 'prototype'].includes(k)))
      fail(file, 'steps.path', 'not a parameter path (system.… or initial.…)');
    if (!Array.isArray(st.values) || st.values.length < 1 || st.values.length > 12 || !st.values.every((v) => typeof v === 'number' && Number.isFinite(v)))
      fail(file, 'steps.values', 'expected 1 to 12 finite numbers');
  }
  if (doc.perturb && s.compare !== s.integrator) fail(file, 'perturb', 'a perturbed second run uses the main run\'s integrator: set settings.compare to settings.integrator');

  if (doc.phase !== undefined) {
    if (!isObject(doc.phase) || !Array.isArray(doc.phase.planeNormal) || doc.phase.planeNormal.length !== 3 ||
        !doc.phase.planeNormal.every((x) => typeof x === 'number' && Number.isFinite(x)) || Math.hypot(...doc.phase.planeNormal) === 0)
      fail(file, 'phase.planeNormal', 'expected a nonzero vector [x, y, z]');
  }

  if (!isObject(doc.claim)) fail(file, 'claim', 'expected an object');
  const spec = CLAIMS[doc.claim.kind];
  if (!spec) fail(file, 'claim.kind', `expected one of ${Object.keys(CLAIMS).join(', ')}`);
  for (const [k, type] of Object.entries(spec)) {
    const v = doc.claim[k];
    if (type === 'number' ? !(typeof v === 'number' && Number.isFinite(v) && v >= 0) : typeof v !== 'string')
      fail(file, `claim.${k}`, `expected a ${type === 'number' ? 'non-negative number' : 'text'}`);
  }
  if (doc.claim.kind === 'tangle') for (const k of ['at', 'island']) if (!pointOf(doc.claim[k])) fail(file, `claim.${k}`, 'expected two numbers, "x y"');
  if (doc.claim.kind === 'tangle' && s.view !== 'section') fail(file, 'settings.view', 'a tangle claim is judged in the section view: expected section');
  const optional = OPTIONAL[doc.claim.kind] || {};
  for (const [k, type] of Object.entries(optional)) {
    const v = doc.claim[k];
    if (v !== undefined && (type === 'number' ? !(typeof v === 'number' && Number.isFinite(v) && v >= 0) : typeof v !== 'string'))
      fail(file, `claim.${k}`, `expected a ${type === 'number' ? 'non-negative number' : 'text'}`);
  }
  for (const k of Object.keys(doc.claim)) if (k !== 'kind' && !(k in spec) && !(k in optional)) fail(file, `claim.${k}`, `unknown for a ${doc.claim.kind} claim`);
  if (doc.claim.kind === 'area' && !doc.phase) fail(file, 'phase', 'an area claim needs phase.planeNormal (the plane of the swings)');
  return doc;
}

// ---- Claims, judged from the page's record ------------------------------------

/** A number written as the lesson file has it (String(x) in English), in the locale's way: for
 *  claim parameters such as "after": 300. */
function asWritten(x) {
  const s = String(x);
  return /e/i.test(s) ? s : fmt.fixed(x, (s.split('.')[1] || '').length);
}

const maxOf = (xs) => xs.reduce((m, x) => (x != null && x > m ? x : m), 0);

/** Indices of the record rows with t in [a, b]. */
function rowsBetween(t, a, b) {
  const out = [];
  for (let i = 0; i < t.length; ++i) if (t[i] >= a && t[i] <= b) out.push(i);
  return out;
}

/**
 * The largest value of `col` (null entries skipped) over the first third and the last third of
 * the record's time span [start, end], both ends included: a band's width early and late. The
 * energy-band claim and the page's descriptions (describe.js) judge a bounded error by it.
 */
export function thirdsMax(t, col, start, end) {
  const pick = (idx) => maxOf(idx.map((i) => col[i]));
  return { first: pick(rowsBetween(t, start, start + (end - start) / 3)), last: pick(rowsBetween(t, start + (2 * (end - start)) / 3, end)) };
}

/**
 * Whether the lesson's claim is visible in `view`:
 *   { t: [...], main: { dE, man, mom, E }, base: { … }, e0, e0b, states: [...], columns,
 *     baseFailed: { t, message } | null, separation, area: { main, base } | null,
 *     crossings: { main: { count, spread }, base: { count, spread } | null } | null,
 *     inertia: J (a rigid body), masses: each body's mass (bodies in flight), slung: { m, mL, l }
 *     (a quadrotor with a load), baseStates: [...],
 *     phases: { main: [...], base: [...] },
 *     stability: { main, base } (judgeRun's reports, for a unit-circle or sleeping-top claim) | null,
 *     scenario: the main run's scenario object (a sleeping-top claim, and an energy-exact claim's rate) }
 * Returns { holds, detail } with a sentence for people, in the page's language.
 */
export function evaluateClaim(claim, view) {
  const { t: time, main, base } = view;
  const now = time.length ? time[time.length - 1] : 0;
  const rel = (x, ref) => Math.abs(x) / Math.max(Math.abs(ref), Number.MIN_VALUE);
  switch (claim.kind) {
    case 'energy-band': {
      if (now < claim.after || !base) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const all = maxOf(main.dE);
      const { first, last } = thirdsMax(time, main.dE, 0, now);
      const baseLast = thirdsMax(time, base.dE, 0, now).last;
      const ratio = baseLast / all, growth = last / Math.max(first, Number.MIN_VALUE);
      return { holds: ratio > claim.ratio && growth <= claim.growth,
        detail: t('lesson-claim-energy-band', { ratio: fmt.fixed(ratio, 1), growth: fmt.fixed(growth, 2) }) };
    }
    case 'constraint': {
      if (now < claim.after || !base) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const m = maxOf(main.man), b = maxOf(base.man);
      return { holds: m <= claim.main && b >= claim.factor * claim.main,
        detail: t('lesson-claim-constraint', { main: fmt.sci(m, 1), baseline: fmt.sci(b, 1) }) };
    }
    case 'momentum': {
      if (now < claim.after || !base) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const drift = (col) => maxOf(col.map((x) => (x == null ? null : rel(x - col[0], col[0]))));
      const m = drift(main.mom), b = drift(base.mom);
      return { holds: m <= claim.main && b >= Math.max(claim.factor * m, claim.main),
        detail: t('lesson-claim-momentum', { main: fmt.sci(m, 1), baseline: fmt.sci(b, 1) }) };
    }
    case 'failure': {
      const mainErr = maxOf(main.E.map((e) => (e == null ? null : rel(e - view.e0, view.e0))));
      let at = view.baseFailed ? view.baseFailed.t : null;
      if (at == null && base) {
        const i = base.E.findIndex((e) => e != null && rel(e - view.e0b, view.e0b) > claim.baseEnergy);
        if (i >= 0) at = time[i];
      }
      const holds = at != null && mainErr <= claim.mainEnergy && now >= at + claim.beyond;
      return { holds, detail: at == null ? t('lesson-claim-failure-not-yet')
        : t('lesson-claim-failure', { time: fmt.fixed(at, 3), error: fmt.sci(mainErr, 1) }) };
    }
    case 'energy-exact': {
      const err = maxOf(main.E.map((e) => (e == null ? null : rel(e - view.e0, view.e0))));
      const k = view.columns.indexOf(claim.flips);
      let flips = 0;
      for (let i = 1; i < view.states.length; ++i) if (Math.sign(view.states[i][k]) !== Math.sign(view.states[i - 1][k])) ++flips;
      const energy = t('lesson-claim-energy-exact', { error: fmt.sci(err, 1), column: claim.flips, flips: count(flips) });
      if (claim.rate === undefined) return { holds: err <= claim.main && flips >= claim.times, detail: energy };
      // The second part: the rate at which the perturbation grew, measured from the run, against the formula.
      const axis = intermediateAxis(view.inertia, view.scenario && view.scenario.initial && view.scenario.initial.Omega);
      const measured = axis ? growthRate(view.inertia, axis.index, view.columns, time, view.states) : null;
      const off = measured && axis ? Math.abs(measured.rate - axis.rate) / axis.rate : null;
      return { holds: err <= claim.main && flips >= claim.times && off != null && off <= claim.rate,
        // Four decimals each (not four significant digits: 2.8890 kept beside 2.8868, not shown as 2.889).
        detail: t('lesson-claim-growth-rate', { energy, measured: measured ? fmt.fixed(measured.rate, 4) : '—',
          formula: axis ? fmt.fixed(axis.rate, 4) : '—', difference: off == null ? '—' : fmt.sci(off, 1) }) };
    }
    case 'separation':
      return { holds: view.separation > claim.distance, detail: t('lesson-claim-separation', { distance: fmt.sci(view.separation, 2) }) };
    case 'area': {
      if (now < claim.after || !view.area) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const { main: a, base: b } = view.area;
      return { holds: Math.abs(a - 1) <= claim.main && Math.abs(b - 1) >= claim.base,
        detail: t('lesson-claim-area', { main: fmt.fixed(a, 4), baseline: fmt.fixed(b, 4) }) };
    }
    case 'section-spread': {
      // view.crossings: { main, base } each { count, spread: largest |E − E₀| / |E₀| over the crossings }.
      const c = view.crossings;
      if (!c || !c.base) return { holds: false, detail: t('lesson-claim-section-spread', { main: '—', baseline: '—', crossings: count(0) }) };
      return { holds: c.main.count >= claim.crossings && c.main.spread <= claim.main && c.base.spread >= claim.base,
        detail: t('lesson-claim-section-spread', { main: fmt.sci(c.main.spread, 1), baseline: fmt.sci(c.base.spread, 1), crossings: count(c.main.count) }) };
    }
    case 'tangle': {
      // view.tangle: the section view's (store 'tangle'): { kind, homoclinic, drawn, seeds: { tangle, island } }.
      const tg = view.tangle, seeds = tg && tg.seeds, a = seeds && seeds.tangle, b = seeds && seeds.island;
      const sin = tg && tg.homoclinic ? tg.homoclinic.sin : null, n = a && b ? Math.min(a.count, b.count) : 0;
      return { holds: !!tg && tg.kind === 'hyperbolic' && tg.drawn > 0 && sin != null && sin >= claim.sin && n >= claim.crossings &&
          a.cells >= claim.ratio * b.cells,
        detail: t('lesson-claim-tangle', { sin: sin == null ? '—' : fmt.fixed(sin, 2), tangle: a ? count(a.cells) : '—',
          island: b ? count(b.cells) : '—', crossings: count(n) }) };
    }
    case 'momentum-sphere': {
      const off = (states) => offSphere(view.inertia, view.columns, states);
      const m = off(view.states), b = view.baseStates && view.base ? off(view.baseStates) : null;
      const k = view.columns.indexOf(claim.flips);
      let flips = 0;
      for (let i = 1; i < view.states.length; ++i) if (Math.sign(view.states[i][k]) !== Math.sign(view.states[i - 1][k])) ++flips;
      const main = Math.max(m.sphere, m.level);
      return { holds: !!b && main <= claim.main && flips >= claim.times && b.sphere >= claim.base,
        detail: t('lesson-claim-momentum-sphere', { main: fmt.sci(main, 1), flips: count(flips), baseline: b ? fmt.sci(b.sphere, 1) : '—' }) };
    }
    case 'geometric-phase': {
      const list = (view.phases && view.phases.main) || [];
      const worst = list.reduce((w, p) => Math.max(w, phaseDifference(p)), 0);
      return { holds: list.length >= claim.periods && worst <= claim.tolerance,
        detail: t('lesson-claim-geometric-phase', { periods: count(list.length), difference: list.length ? fmt.sci(worst, 1) : '—' }) };
    }
    case 'spin-orbit': {
      if (now < claim.after) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const mom = main.mom, L0 = mom[0];
      const drift = maxOf(mom.map((x) => (x == null ? null : rel(x - L0, L0))));
      const orbital = view.states.map((s) => orbitalMomentum(view.columns, s, view.masses || []));
      const swing = rel(Math.max(...orbital) - Math.min(...orbital), L0);
      return { holds: drift <= claim.main && swing >= claim.exchange,
        detail: t('lesson-claim-spin-orbit', { main: fmt.sci(drift, 1), swing: fmt.percent(swing, 3) }) };
    }
    case 'centre-of-mass': {
      if (now < claim.after || !base || !view.slung) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const { centre, swing } = slungCentre(view.columns, view.states, view.slung);
      const b = maxOf(base.man);
      return { holds: centre <= claim.main && swing >= claim.swing && b >= claim.base,
        detail: t('lesson-claim-centre-of-mass', { main: fmt.sci(centre, 1), swing: fmt.sci(swing, 2), baseline: fmt.sci(b, 1) }) };
    }
    case 'tracking': {
      if (now < claim.after || !base) return { holds: false, detail: t('lesson-claim-judged-from', { after: asWritten(claim.after) }) };
      const rows = rowsBetween(time, claim.after, now);
      const mainWorst = maxOf(rows.map((i) => main.ex[i]));
      const baseBest = Math.min(...rows.map((i) => (base.ex[i] == null ? Infinity : base.ex[i])));
      return { holds: rows.length > 0 && mainWorst <= claim.main && baseBest >= claim.base,
        detail: t('lesson-claim-tracking', { main: fmt.sci(mainWorst, 1), baseline: fmt.precise(baseBest, 3) }) };
    }
    case 'unit-circle': {
      // view.stability: { main, base }, judgeRun's reports (panels/stability-view.js), or null.
      const steady = (r) => r && (r.kind === 'equilibrium' || r.kind === 'relative_equilibrium') && r.multipliers.length > 0;
      const st = view.stability;
      if (!st || !steady(st.main) || !steady(st.base))
        return { holds: false, detail: t('lesson-claim-unit-circle', { main: '—', baseline: '—' }) };
      const moduli = (r) => r.multipliers.map(([x, y]) => Math.hypot(x, y));
      const off = Math.max(...moduli(st.main).map((m) => Math.abs(m - 1))), largest = Math.max(...moduli(st.base));
      return { holds: off <= claim.main && largest <= 1 - claim.base,
        detail: t('lesson-claim-unit-circle', { main: fmt.sci(off, 1), baseline: fmt.precise(largest, 4) }) };
    }
    case 'sleeping-top': {
      const top = sleepingTop(view.scenario);
      if (!top) return { holds: false, detail: t('lesson-claim-unknown', { kind: String(claim.kind) }) };
      const words = { spin: fmt.plain(top.spin), threshold: fmt.fixed(top.threshold, 2) };
      const r = view.stability && view.stability.main;
      if (top.spin >= top.threshold || !r || r.kind !== 'relative_equilibrium' || r.stable !== false)
        return { holds: false, detail: t('lesson-claim-sleeping-top-above', words) };
      const tilt = view.baseStates ? maxTilt(view.columns, view.baseStates) : 0;
      const off = Math.abs(r.growthRate - top.rate) / top.rate;
      return { holds: Number.isFinite(off) && off <= claim.rate && tilt >= claim.tilt,
        detail: t('lesson-claim-sleeping-top', { ...words, rate: fmt.sig(r.growthRate, 6), textbook: fmt.sig(top.rate, 6), tilt: fmt.fixed(tilt, 3) }) };
    }
    default:
      return { holds: false, detail: t('lesson-claim-unknown', { kind: String(claim.kind) }) };
  }
}

/**
 * How far a rigid body's recorded states leave the momentum sphere and their energy level: the largest
 * |(|Π| − |Π₀|)/|Π₀|| and |(E − E₀)/E₀| with Π = JW, E = ½Π·W, from the first state on.
 * J: the scenario's inertia; columns: the state's columns (W1, W2, W3).
 */
export function offSphere(J, columns, states) {
  let r0 = 0, e0 = 0, sphere = 0, level = 0;
  states.forEach((s, i) => {
    const { W } = attitude(columns, s);
    const Pi = mulMV(J, W);
    const r = norm(Pi), e = 0.5 * (Pi[0] * W[0] + Pi[1] * W[1] + Pi[2] * W[2]);
    if (i === 0) { r0 = r; e0 = e; }
    sphere = Math.max(sphere, Math.abs(r - r0) / Math.max(r0, Number.MIN_VALUE));
    level = Math.max(level, Math.abs(e - e0) / Math.max(e0, Number.MIN_VALUE));
  });
  return { sphere, level };
}

/**
 * A free rigid body spun about its intermediate axis: J diagonal with distinct moments (the body frame is
 * the principal frame) and Ω the initial body angular velocity. Returns { index, rate } with the middle
 * axis's index and Euler's rate σ = |Ω₂| √((J₂ − J₁)(J₃ − J₂)/(J₁J₃)) (J₁ < J₂ < J₃, Ω₂ about the middle
 * axis), the exponent of the perturbation's growth linearized about (0, Ω₂, 0); null for anything else
 * (untrusted input: every number checked).
 */
export function intermediateAxis(J, Omega) {
  const ok = (x) => typeof x === 'number' && Number.isFinite(x);
  if (!Array.isArray(J) || J.length !== 3 || !Array.isArray(Omega) || Omega.length !== 3 || !Omega.every(ok)) return null;
  if (!J.every((row, i) => Array.isArray(row) && row.length === 3 && row.every((x, j) => ok(x) && (i === j ? x > 0 : x === 0)))) return null;
  const order = [0, 1, 2].sort((a, b) => J[a][a] - J[b][b]);
  const [j1, j2, j3] = order.map((i) => J[i][i]);
  if (!(j1 < j2 && j2 < j3)) return null;
  const rate = Math.abs(Omega[order[1]]) * Math.sqrt(((j2 - j1) * (j3 - j2)) / (j1 * j3));
  return rate > 0 && Number.isFinite(rate) ? { index: order[1], rate } : null;
}

/**
 * The growth rate of a rigid body's perturbation, measured from its recorded states: the relative off-axis
 * part ε = |Π⊥|/|Π| of Π = JW (Π⊥: the components off axis `index`, in the body's principal frame), and the
 * least-squares slope of ln ε against t over its first growth, from GROWTH_FROM × its first value until it
 * first passes GROWTH_TO. Returns { rate, from, to, samples } (the window's times), or null while the
 * window has not closed, holds fewer than GROWTH_SAMPLES states, or the perturbation does not grow (a spin
 * about the largest or the smallest axis: ε stays near its start).
 */
export function growthRate(J, index, columns, t, states) {
  const w = ['W1', 'W2', 'W3'].map((c) => columns.indexOf(c));
  if (w.some((k) => k < 0) || !states.length) return null;
  const eps = (s) => {
    const P = [0, 1, 2].map((i) => J[i][0] * s[w[0]] + J[i][1] * s[w[1]] + J[i][2] * s[w[2]]);
    const off = Math.hypot(...P.filter((_, i) => i !== index)), all = Math.hypot(...P);
    return all > 0 ? off / all : NaN;
  };
  const e0 = eps(states[0]);
  if (!(e0 > 0)) return null;
  const ts = [], xs = [];
  let closed = false;
  for (let i = 0; i < states.length; ++i) {
    const e = eps(states[i]);
    if (!Number.isFinite(e)) return null;
    if (e > GROWTH_TO) { closed = true; break; }
    if (e >= GROWTH_FROM * e0) { ts.push(t[i]); xs.push(Math.log(e)); }
  }
  if (!closed || ts.length < GROWTH_SAMPLES) return null;
  const n = ts.length, mt = ts.reduce((a, b) => a + b, 0) / n, mx = xs.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0;
  for (let i = 0; i < n; ++i) { sxy += (ts[i] - mt) * (xs[i] - mx); sxx += (ts[i] - mt) ** 2; }
  const rate = sxy / sxx;
  return sxx > 0 && Number.isFinite(rate) ? { rate, from: ts[0], to: ts[n - 1], samples: n } : null;
}

/**
 * An axisymmetric heavy top spinning upright (scenario: a heavy_top without forcing, J = diag(I₁, I₁, I₃)
 * about the pivot, the centre of mass on e3 above the pivot and gravity along E3, spinning about e3 at
 * ω = Omega₃): { spin, threshold, rate }
 * with the threshold √(4 m g l I₁)/I₃ and the textbook growth rate √(max(0, 4 m g l I₁ − I₃²ω²))/(2I₁);
 * null for anything else (untrusted input: every number checked).
 */
export function sleepingTop(scenario) {
  const sys = scenario && scenario.system, init = scenario && scenario.initial;
  if (!sys || sys.type !== 'heavy_top' || sys.forcing || !init || !Array.isArray(init.Omega)) return null;
  const J = sys.inertia, c = sys.com, g = sys.gravity;
  const ok = (x) => typeof x === 'number' && Number.isFinite(x);
  if (!Array.isArray(J) || !Array.isArray(c) || !Array.isArray(g) || !ok(sys.mass)) return null;
  if (!J.every((row) => Array.isArray(row))) return null;
  const I1 = J[0] && J[0][0], I2 = J[1] && J[1][1], I3 = J[2] && J[2][2], spin = init.Omega[2];
  if (![I1, I2, I3, spin, c[0], c[1], c[2], g[0], g[1], g[2]].every(ok) || I1 !== I2 || !(I1 > 0 && I3 > 0)) return null;
  if ([J[0][1], J[0][2], J[1][0], J[1][2], J[2][0], J[2][1]].some((x) => x !== 0)) return null;
  if (c[0] !== 0 || c[1] !== 0 || g[0] !== 0 || g[1] !== 0 || init.Omega[0] !== 0 || init.Omega[1] !== 0) return null;
  if (!(c[2] * g[2] < 0)) return null;  // the centre of mass above the pivot: a hanging top has no threshold
  const mgl = sys.mass * Math.abs(g[2]) * Math.abs(c[2]);
  if (!(mgl > 0)) return null;
  return { spin: Math.abs(spin), threshold: Math.sqrt(4 * mgl * I1) / I3, rate: Math.sqrt(Math.max(0, 4 * mgl * I1 - I3 * I3 * spin * spin)) / (2 * I1) };
}

/** The largest angle (rad) between the body's axis R e3 and E3 over recorded states (columns R13, R23, R33). */
export function maxTilt(columns, states) {
  const k = columns.indexOf('R33');
  if (k < 0) return 0;
  let most = 0;
  for (const s of states) if (Number.isFinite(s[k])) most = Math.max(most, Math.acos(Math.min(1, Math.max(-1, s[k]))));
  return most;
}

/** Each body's mass from a rigid_bodies system's `bodies` (the sum of its point masses, or its mass). */
export function flyingMasses(bodies) {
  if (!Array.isArray(bodies)) return [];
  return bodies.map((b) => (Array.isArray(b.masses) ? b.masses.reduce((s, m) => s + m, 0) : Number(b.mass)));
}

/** A quadrotor_load system's masses and cable: { m, mL, l }, or null for any other system. */
export function slungMasses(system) {
  if (!system || system.type !== 'quadrotor_load') return null;
  return { m: Number(system.mass), mL: Number(system.load_mass), l: Number(system.cable_length) };
}

/** Over recorded states of a quadrotor with a load (columns x, y, z, qx, qy, qz): how far their centre
 *  of mass x + (m_L l / (m + m_L)) q strayed from its first position, and the quadrotor from its own (m). */
export function slungCentre(columns, states, { m, mL, l }) {
  const k = ['x', 'y', 'z', 'qx', 'qy', 'qz'].map((c) => columns.indexOf(c));
  const centreOf = (s) => [0, 1, 2].map((i) => s[k[i]] + (mL * l / (m + mL)) * s[k[3 + i]]);
  const c0 = centreOf(states[0]), x0 = [0, 1, 2].map((i) => states[0][k[i]]);
  let centre = 0, swing = 0;
  for (const s of states) {
    const c = centreOf(s);
    centre = Math.max(centre, Math.hypot(c[0] - c0[0], c[1] - c0[1], c[2] - c0[2]));
    swing = Math.max(swing, Math.hypot(s[k[0]] - x0[0], s[k[1]] - x0[1], s[k[2]] - x0[2]));
  }
  return { centre, swing };
}

/** The orbital angular momentum about e3, Σ m_b (x_b v_b,y − y_b v_b,x), of bodies in flight from one
 *  recorded state (columns bKx, bKy, bKvx, bKvy). */
export function orbitalMomentum(columns, state, masses) {
  let L = 0;
  masses.forEach((m, b) => {
    const at = (c) => state[columns.indexOf(`b${b + 1}${c}`)];
    L += m * (at('x') * at('vy') - at('y') * at('vx'));
  });
  return L;
}

/** |predicted − measured| of one period's geometric phase, the angles taken mod 2π (in [0, π]). */
export function phaseDifference({ predicted, measured }) {
  const d = predicted - measured;
  return Math.abs(d - 2 * Math.PI * Math.round(d / (2 * Math.PI)));
}

/** Signed area of the polygon through points (x_i, y_i), in order (shoelace). */
export function polygonArea(points) {
  let s = 0;
  for (let i = 0; i < points.length; ++i) {
    const [x0, y0] = points[i], [x1, y1] = points[(i + 1) % points.length];
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
}
