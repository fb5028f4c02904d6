// The contract of geovi's JS API: build/wasm/geovi.mjs (the Emscripten module
// factory, wasm/bindings.cpp, with wasm/geovi_api.js appended). The page is
// type-checked against it (`npm run typecheck`, web/tsconfig.json), so a change
// of the bindings that the page does not follow fails `npm test`.

/** The instantiated wasm module (what loadGeovi() resolves to). Its Embind
 *  classes are internal: use Simulation. */
/** The method that actually runs on a run's model (geovi::MethodInfo). */
export interface MethodInfo {
  /** The catalogue's integrator name, e.g. "vi4-suzuki". */
  name: string;
  /** "variational", "runge-kutta" or "euler-angles". */
  family: string;
  /** The method each substep runs: the name itself, or the VI a composition composes ("vi-explicit"). */
  base: string;
  /** "" when the method is not a composition; else "triple-jump", "suzuki" or "kahan-li". */
  composition: '' | 'triple-jump' | 'suzuki' | 'kahan-li';
  /** Substeps of the base per step: 1, or 3, 5, 9 for the compositions. */
  substeps: number;
}

export interface GeoviModule {
  /** The wasm memory as bytes (its length is the heap size; it never shrinks). */
  readonly HEAPU8: Uint8Array;
  readonly HEAPF64: Float64Array;
  /** Bytes currently allocated by malloc in the wasm heap (leak checks). */
  heapAllocatedBytes(): number;
  /** The catalogue as JSON text; catalogue(module) parses it once. */
  catalogueJson(): string;
  /** describeHealth's binding: the event as JSON and optional templates ("" for the core's). */
  describeHealthJson(eventJson: string, sentence: string, advice: string): string;
  /** seedSection's and sectionOrbit's bindings (use the functions of the same names). */
  seedSection(json: string, reference: number[], a: number, b: number, energy: number): unknown;
  sectionOrbit(json: string, integrator: string, h: number, state: number[], crossings: number, maxSteps: number,
    on: string, direction: string): unknown;
  /** geometricPhase's binding (use the function of the same name). */
  geometricPhase(json: string, integrator: string, h: number, periods: number): unknown;
}

/** Instantiates the wasm module. `options` go to the Emscripten module factory. */
export function loadGeovi(options?: Record<string, unknown>): Promise<GeoviModule>;

/** An error reported by the core. */
export class GeoviError extends Error {
  constructor(kind: GeoviErrorKind, message: string, path?: string, health?: HealthEvent | null);
  /** For a NumericalFailure: the core's failure event (its code says what failed; describeHealth gives the words). */
  readonly health: HealthEvent | null;
  /** "InputError": bad input, `path` names the field; "NumericalFailure": a step
   *  could not be taken (the state stays at the last good step). */
  readonly kind: GeoviErrorKind;
  readonly path: string;
}
export type GeoviErrorKind = 'InputError' | 'NumericalFailure' | 'Error';

/** "s2n" for (S²)ⁿ systems, "rigid_body" for SO(3), "rigid_bodies" for bodies in flight, (R³ × SO(3))ᴺ, "product" for free points, directions and attitudes, (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ. */
export type SpaceName = 's2n' | 'rigid_body' | 'rigid_bodies' | 'product';

/** A configuration space (geovi/catalogue.hpp, SpaceInfo). Column names refer to stateColumns. */
export interface SpaceInfo {
  name: SpaceName;
  label: string;
  manifoldError: string;
  tangencyError: string;
  /** "direction": a body is a unit direction (directionPrefix + i + x|y|z) with an
   *  angular velocity (velocityPrefix + i + …) that may be dragged; "": not draggable. */
  dragging: '' | 'direction';
  directionPrefix: string;
  velocityPrefix: string;
  /** "polar-angle": θ of body 1 from "down" against θ̇; "columns": two state columns. */
  phase: 'polar-angle' | 'columns';
  phaseColumns: string[];
  phaseLabels: [string, string];
}

export interface IntegratorInfo {
  name: string;
  space: SpaceName;
  family: 'variational' | 'runge-kutta' | 'euler-angles';
  order: number;
  symplectic: boolean;
  /** Time-reversible: Φ_h ∘ Φ_{−h} = id. */
  symmetric: boolean;
  /** Stays on the manifold to round-off by construction. */
  staysOnManifold: boolean;
  /** h is the output interval; the method chooses its own steps. */
  adaptive: boolean;
  /** Where the method comes from (paper and equation numbers). */
  equations: string;
  summary: string;
}

/** One parameter of a system type or a potential term, as its reader in the core checks it
 *  (the editor builds its form from these; tests/native/test_catalogue_schema.cpp checks that
 *  every declared range is the one the reader enforces). */
export interface ParameterInfo {
  /** The JSON key inside `system` (or inside a term of `system.potentials`, or an item of a list). */
  name: string;
  /** number: one number; integer: a whole number; vector3: [x, y, z]; direction: a unit [x, y, z];
   *  per-body: one number per body; per-body-vector3: one [x, y, z] per body; matrix: rows × cols
   *  numbers (cols/rows 0 = n, the number of bodies); list: a list of objects, each with `fields`
   *  (a list whose items carry a "type" has `choices`, the types, and one 'object' field per type,
   *  named as the type, whose fields are the item's other keys: rigid bodies' `forcing`);
   *  terms: the generic system's potential terms (types from Catalogue.terms); object: one object
   *  with `fields`; choice: one of `choices`; number-or-per-body: one number for all bodies or one each;
   *  body-pair / point-pair: [a, b], two 1-based body / material-point numbers (min 1; at most n or the
   *  number of points); pair-list: a list of [a, b] arrays whose two slots are `fields[0]` and `fields[1]`
   *  (the generic system's `segments`, a point's `on`); vector3-list: a list of [x, y, z] of its own length
   *  (at most maxItems: a body's points); number-list: a list of numbers as long as a sibling list (a body's
   *  point masses; min and max bound each). */
  kind: 'number' | 'integer' | 'vector3' | 'direction' | 'per-body' | 'per-body-vector3' | 'matrix' | 'list' | 'terms' |
    'object' | 'choice' | 'number-or-per-body' | 'body-pair' | 'point-pair' | 'pair-list' | 'vector3-list' | 'number-list';
  /** SI unit as people write it ("kg", "m", "N·m/rad", "kg·m²"); "" when dimensionless. */
  unit: string;
  /** The accepted range: null when unbounded. minExclusive: the value must be > min (not ≥). For per-body,
   *  number-or-per-body, body-pair, point-pair and the slots of a pair-list, the range of each element. */
  min: number | null;
  max: number | null;
  minExclusive: boolean;
  optional: boolean;
  /** For matrices: 3 or 0 (= n bodies). */
  rows?: number;
  cols?: number;
  choices?: string[];
  /** For list / object: the fields of each item. */
  fields?: ParameterInfo[];
  /** For list / pair-list: how many items at most (absent: at most n, or no cap of its own but limits.maxTerms). */
  maxItems?: number;
  /** The value a new body / item / term gets (JSON), or null. For per-body kinds: one body's value; for an
   *  optional parameter: what its absence means ([] for an absent list, not an item); null: no value fits
   *  every case (e.g. distinct pivots), or absence means "not used" (a cutoff). */
  defaultValue: unknown;
  summary: string;
}

export interface SystemTypeInfo {
  name: string;
  space: SpaceName;
  summary: string;
  /** A short name for people ("Chain of pendula"). */
  label: string;
  /** The keys of `system` this type reads (besides "type"), in the order a form shows them. */
  parameters: ParameterInfo[];
  /** A complete, valid scenario (format, name, title, system, initial, integrator, t_end) to start from. */
  template: Record<string, unknown>;
  /** How many bodies this type may have (the core's limits, geovi/scenario.hpp). */
  minBodies: number;
  maxBodies: number;
  /** What one more body adds to `initial` ({ q, omega } rows for (S²)ⁿ); null when the count is fixed. */
  newBody: { q: [number, number, number]; omega: [number, number, number] } | null;
}
export interface TermInfo {
  name: string;
  summary: string;
  label: string;
  parameters: ParameterInfo[];
  /** A valid entry of system.potentials for `template` of the "s2n" system type. */
  template: Record<string, unknown>;
}
/** The core's stated limits (geovi/scenario.hpp, shared/json_input.hpp). */
export interface Limits {
  maxBodies: number;
  maxAllPairsBodies: number;
  maxCoupledBodies: number;
  maxTerms: number;
  maxPoints: number;
  maxSteps: number;
  maxJsonBytes: number;
  maxJsonDepth: number;
}
export interface PlotKindInfo { name: string; label: string; needsMomentum: boolean; }

/** What the core knows how to build: one catalogue for the CLI, the bindings and the page. */
export interface Catalogue {
  spaces: SpaceInfo[];
  integrators: IntegratorInfo[];
  systemTypes: SystemTypeInfo[];
  terms: TermInfo[];
  plotKinds: PlotKindInfo[];
  /** A quadrotor's controllers ("control.type", docs/control.md); tracksAttitude: follows a "slew". */
  controllers: { name: string; label: string; tracksAttitude: boolean; carriesLoad: boolean; parameters: ParameterInfo[] }[];
  limits: Limits;
  /** The kinds of health warning and failure the core reports (see HealthEvent). */
  health: HealthKindInfo[];
}

/** The core's catalogue, parsed once per module (frozen). */
export function catalogue(module: GeoviModule): Readonly<Catalogue>;
/** Integrator names of one space, in catalogue order. */
export function integratorNames(module: GeoviModule, kind?: SpaceName): string[];

export interface Diagnostics {
  energy: number;
  initialEnergy: number;
  /** (S²)ⁿ: max_i |‖q_i‖ − 1|; SO(3): ‖RᵀR − I‖_F. */
  manifoldError: number;
  /** (S²)ⁿ: max_i |q_i·ω_i|; SO(3): |det R − 1|. */
  tangencyError: number;
  /** The conserved momentum map, or null when the system has none. */
  momentum: number | null;
  momentumLabel: string;
  /** Of the last step: Newton / fixed-point iterations (0 for explicit methods). */
  iterations: number;
  residual: number;
  substeps: number;
  rejected: number;
  totalIterations: number;
  /** The closest approach to a singularity of the potential (sin θ of the closest pair for sphere
   *  gravity) during the last advance(), every step checked: its distance, the two bodies (1-based;
   *  0 when the system has no singular term) and when. */
  encounterDistance: number;
  encounterA: number;
  encounterB: number;
  encounterTime: number;
  /** No forcing and no damping: the energy is a constant of the exact motion. */
  conservative: boolean;
  /** The largest rotation of a body in the last step, h·|ω| (rad). */
  rotationPerStep: number;
  /** Rigid bodies in flight (system type rigid_bodies): the total linear momentum Σ p and angular
   *  momentum about the origin Σ (x × p + R Π), world components; null for the other systems. */
  linearMomentum: [number, number, number] | null;
  angularMomentum: [number, number, number] | null;
  /** And each body's spin angular momentum R_b Π_b (world components), the part of angularMomentum
   *  that is not orbital (x_b × p_b); null for the other systems. */
  spinMomenta: Array<[number, number, number]> | null;
}

/** A kind of health warning or failure (geovi/health.hpp): its English words are templates whose
 *  {placeholders} describeHealth() fills from a HealthEvent. */
export interface HealthKindInfo {
  code: HealthCode;
  severity: 'warning' | 'failure';
  /** What HealthEvent.value measures. */
  quantity: string;
  sentence: string;
  advice: string;
}
export type HealthCode =
  | 'energy-drift' | 'energy-jump' | 'encounter-unresolved' | 'encounter-collision' | 'rotation-per-step'
  | 'solver-iterations' | 'manifold-sphere' | 'manifold-rotation'
  | 'explicit-no-solution' | 'adaptive-step' | 'implicit-newton' | 'lie-group-newton' | 'euler-angle-singular'
  | 'rk45-underflow' | 'non-finite' | 'failure';

/** One judgement of a run's health, made by the core after a step (geovi/health.hpp): codes and
 *  numbers, no sentences. A warning lets the run go on; a failure is the step that could not be taken. */
export interface HealthEvent {
  code: HealthCode;
  severity: 'warning' | 'failure';
  /** Simulated time and step count when it was detected. */
  time: number;
  step: number;
  /** The bodies involved (1-based), 0 when none. */
  bodyA: number;
  bodyB: number;
  /** The quantity (HealthKindInfo.quantity) and the threshold it passed. */
  value: number;
  threshold: number;
  /** The closest encounter of the run so far: sin θ of the pair, and when (0 when none). */
  encounterDistance: number;
  encounterTime: number;
  h: number;
  integrator: string;
}

/** The plain sentence and advice for an event: the core fills its templates (or `templates`, keyed by
 *  code, e.g. a translation) with the event's numbers. */
export function describeHealth(module: GeoviModule, event: HealthEvent,
  templates?: Record<string, { sentence: string; advice: string }>): { sentence: string; advice: string };

/** (S²)ⁿ drawing map x_k = o_k + Σ_i C_ki q_i; terms[k] lists [i, C_ki] of point k. */
export interface DrawMap {
  points: number;
  terms: Array<Array<[number, number]>>;
  offsets: Float64Array;
  masses: Float64Array;
}

export interface Drawing {
  /** "chain", "sphere", "dipoles" (S²)ⁿ, or the rigid body's kind. */
  style: string;
  segments: Array<[number, number]>;
}

export interface SimulationOverrides {
  /** A catalogue integrator name that applies to the model (else the scenario's). */
  integrator?: string;
  /** Step size (output interval for adaptive methods), else the scenario's. */
  h?: number;
}

/** A running simulation built from scenario JSON (docs/scenario-schema.md). */
export class Simulation {
  /** Throws GeoviError (kind "InputError", path naming the field) on bad input. */
  constructor(module: GeoviModule, scenario: string | object, overrides?: SimulationOverrides);
  /** Runs n steps (default 1) in one call into wasm; throws GeoviError on a
   *  numerical failure, the state staying at the last good step. */
  advance(n?: number): this;
  /** Draw points [x0, y0, z0, x1, …], a zero-copy view refreshed by advance(). */
  readonly positions: Float64Array;
  /** State values ordered as stateColumns, a zero-copy view refreshed by advance(). */
  readonly state: Float64Array;
  /** Derived output values ordered as outputColumns, a zero-copy view refreshed by advance(). */
  readonly outputs: Float64Array;
  readonly pointCount: number;
  readonly time: number;
  readonly energy: number;
  readonly kind: SpaceName;
  readonly name: string;
  readonly tEnd: number;
  readonly stepSize: number;
  readonly stepCount: number;
  readonly integrator: string;
  /** The method that actually runs on this model, e.g. "vi4 of vi-explicit". */
  readonly method: string;
  /** The same as data, for dispatch without parsing words: vi4 on a diagonal inertia matrix is
   *  { name: "vi4", family: "variational", base: "vi-explicit", composition: "triple-jump", substeps: 3 }. */
  readonly methodInfo: MethodInfo;
  readonly applicableIntegrators: string[];
  readonly warnings: string[];
  /** As the CLI's CSV columns after t, energy. */
  readonly stateColumns: readonly string[];
  /** Derived output columns (a controlled quadrotor's ex1 … Psi, f1 … f4, saturated), else empty. */
  readonly outputColumns: readonly string[];
  readonly drawing: Readonly<Drawing>;
  /** Null for a rigid body. */
  readonly drawMap: DrawMap | null;
  diagnostics(): Diagnostics;
  /** Replaces the state (ordered as stateColumns) at the current time, or at `time` when given;
   *  the core validates it as a scenario's `initial`. Throws GeoviError and keeps the old state. */
  setState(values: ArrayLike<number>, time?: number): this;
  /** The core's health judgements of this run so far, in order (every step is judged). */
  readonly healthEvents: readonly HealthEvent[];
  /** Starts recording a Poincaré section's crossings (default: the scenario's section; replaces an
   *  earlier watch). Started after the run's first step, it records none in its own first step, so
   *  that every crossing it records is the CLI's to the bit (docs/sections.md). Throws GeoviError
   *  (InputError, path "on" or "direction"). */
  watchSection(on?: string, direction?: SectionDirection): this;
  /** The crossings since the last call: rows flat, each [t, energy, ...stateColumns]; points flat
   *  pairs, the section's axes of each row (empty when the scenario declares no axes). */
  takeCrossings(): SectionCrossings;
  /** The scenario's declared section, or null. */
  readonly section: Readonly<SectionDeclaration> | null;
  /** Starts watching this run's geometric phase (a second call starts afresh). Throws GeoviError
   *  (InputError naming "system", "system.type" or "initial.Omega") unless the run is a free rigid
   *  body whose Π has a period. */
  watchPhase(): void;
  /** The periods of Π completed since the last call, oldest first ([] before watchPhase()). */
  takePhases(): PhasePeriod[];
  /** Advances the run by `steps` steps (default 1, as advance does) and returns the exact derivative
   *  of their map at the state it started from (docs/derivative.md), `geovi linearize`'s numbers to
   *  the bit. Throws GeoviError: InputError naming "steps" or "integrator" (a step that is not
   *  differentiated; the run is then untouched), NumericalFailure. */
  linearize(steps?: number): Linearization;
  /** Advances the run by `steps` steps (as advance does) and returns all its Lyapunov exponents over
   *  them, or the `count` leading ones (1 ≤ count ≤ d, default all d; only `count` tangent vectors are
   *  carried, so count = 1 costs one direction's tangent map), with a running estimate every `every`
   *  steps (default 1) and after the last (docs/derivative.md), `geovi lyapunov --count`'s numbers to
   *  the bit. Throws GeoviError: InputError naming "steps", "every", "count" or "integrator" (a step
   *  that is not differentiated; the run is then untouched), NumericalFailure. */
  lyapunov(steps: number, every?: number, count?: number | null): LyapunovReport;
  /** The linear stability of the current state, an equilibrium or a relative equilibrium, `geovi
   *  stability`'s numbers to the bit; the run is not changed. Throws GeoviError: InputError naming
   *  "initial" (not an equilibrium, and how far from one) or "integrator". */
  stability(): StabilityReport;
  /** The multipliers of the run's one-step map from the current state: the eigenvalues of one step's
   *  exact derivative in the tangent basis at the start, [re, im] pairs, largest modulus first (at an
   *  equilibrium, stability()'s multipliers). The run is not changed. Throws GeoviError: InputError
   *  naming "integrator", NumericalFailure. */
  motionMultipliers(): Array<[number, number]>;
  /** The periodic orbit of the run's discrete flow through (or near) the current state at its energy,
   *  `geovi periodic`'s numbers to the bit; `periodGuess` defaults to the closest return within tEnd.
   *  With { continueTo, members }, also the family through it followed in energy (`--continue-to E
   *  --members N`): family and familyStop. The run is not changed. Throws GeoviError: InputError naming
   *  "periodGuess", "continueTo", "members", "system" or "integrator", NumericalFailure (Newton did not
   *  converge on the first orbit). */
  periodicOrbit(periodGuess?: number, family?: { continueTo?: number; members?: number }): PeriodicOrbit;
  /** The stable and unstable manifolds of the current state, a saddle equilibrium, `geovi manifold`'s
   *  numbers to the bit. The run is not changed. Throws GeoviError: InputError naming "initial",
   *  "integrator", "duration", "offset", "rays" or "every". */
  invariantManifold(options?: ManifoldOptions): InvariantManifold;
  /** The periodic orbit through (or near) the current state, a guess, and its stable and unstable
   *  manifolds in a Poincaré section (docs/sections.md), `geovi section-manifold`'s numbers to the bit.
   *  The run is not changed. Throws GeoviError: InputError naming "periodGuess", "on", "direction",
   *  "axes", "offset", "seeds", "returns", "maxSteps", "system" or "integrator"; NumericalFailure. */
  sectionManifold(options?: SectionManifoldOptions): SectionManifold;
  /** Frees the C++ object; safe to call twice. */
  dispose(): void;
  readonly disposed: boolean;
}

export type SectionDirection = 'up' | 'down' | 'both';

/** A scenario's `section` key (docs/sections.md). */
export interface SectionDeclaration {
  /** "COLUMN=VALUE", e.g. "q1x=0". */
  on: string;
  direction: SectionDirection;
  /** Two plot axes (a state column, or "angle(A,B)" = atan2(A, B), B may carry a minus), or []. */
  axes: string[];
  /** The velocity column seedSection sets to reach an energy, or null. */
  solve: string | null;
}

export interface SectionCrossings {
  rows: Float64Array;
  points: Float64Array;
}

/** A state on the scenario's section at the clicked axis values and the given energy (for setState
 *  or sectionOrbit). Throws GeoviError (InputError naming reference, values, energy or section). */
export function seedSection(module: GeoviModule, scenario: string | object,
  seed: { reference: ArrayLike<number>; values: [number, number]; energy: number }): number[];

/** seedSection for many seeds on one scenario, read once here (seedSection reads it on every call, most
 *  of a seed's cost). Throws GeoviError (InputError naming the scenario's field) on a bad scenario. */
export class SectionSeeder {
  constructor(module: GeoviModule, scenario: string | object);
  /** seedSection(module, scenario, seed), to the bit, with the same errors. */
  seed(seed: { reference: ArrayLike<number>; values: [number, number]; energy: number }): number[];
  /** Frees the scenario's memory in wasm; the seeder cannot be used after. */
  dispose(): void;
}

export interface SectionOrbitOptions {
  /** The start (ordered as stateColumns); default the scenario's initial state. */
  state?: ArrayLike<number>;
  /** Stop after this many crossings (1 to 1e6). */
  crossings: number;
  /** Stop after this many steps at most (default 1e7). */
  maxSteps?: number;
  integrator?: string;
  h?: number;
  on?: string;
  direction?: SectionDirection;
}

/** A fresh run of the scenario from `state` at t = 0 until `crossings` crossings or `maxSteps` steps,
 *  in one call into wasm. Throws GeoviError. */
export function sectionOrbit(module: GeoviModule, scenario: string | object,
  options: SectionOrbitOptions): SectionCrossings & { steps: number };

/** One period of a free body's Π (docs/geometric-phase.md); radians, times in the run's clock. */
export interface PhasePeriod {
  /** The period, located between steps. */
  T: number;
  /** 2ET/‖π‖, not reduced. */
  dynamic: number;
  /** Λ, the oriented solid angle Π's curve encloses about the axis it circles (|Λ| < 2π). */
  geometric: number;
  /** dynamic − geometric in (−π, π]. */
  predicted: number;
  /** The turn of the attitude about π over the period, in (−π, π]. */
  measured: number;
  /** The run's time at the period's end. */
  tEnd: number;
}

/** `geovi phase`'s report: the last period's numbers, the start's, and every period. */
export interface PhaseReport extends PhasePeriod {
  /** The exact period from Jacobi's elliptic functions (Landau & Lifshitz §37). */
  exactT: number;
  /** E and ‖π‖ of the start state. */
  energy: number;
  momentum: number;
  h: number;
  integrator: string;
  periods: PhasePeriod[];
}

/** The geometric phase of a free rigid body over `periods` periods (default 1), the CLI's numbers to
 *  the bit. Throws GeoviError (InputError naming the field; NumericalFailure). */
export function geometricPhase(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number; periods?: number }): PhaseReport;

/** The exact derivative of `steps` steps of the discrete flow, from t0 to t1 (docs/derivative.md):
 *  `geovi linearize`'s keys, in camelCase. */
export interface Linearization {
  t0: number;
  t1: number;
  steps: number;
  /** The state columns (stateColumns: the CSV's after t and energy), n of them. */
  columns: string[];
  /** The state rows at t0 and t1 (n numbers each). */
  state0: Float64Array;
  state1: Float64Array;
  /** d tangent vectors of the state manifold at state0 and at state1 (n numbers each, in the columns'
   *  order), orthonormal in the Euclidean metric of the columns. */
  basis0: Float64Array[];
  basis1: Float64Array[];
  /** d rows of d: a perturbation Σ_j c_j basis0[j] at t0 becomes Σ_i (matrix c)_i basis1[i] at t1. */
  matrix: Float64Array[];
  /** ‖Mᵀ Ω₁ M − Ω₀‖_F / ‖Ω₀‖_F: round-off for a symplectic integrator, not for the others. */
  symplecticError: number;
  integrator: string;
  h: number;
}

/** The linear stability of an equilibrium or a relative equilibrium (docs/derivative.md): `geovi
 *  stability`'s keys, in camelCase. */
export interface StabilityReport {
  kind: 'equilibrium' | 'relative_equilibrium';
  /** Of the continuous linearization, [re, im], largest real part first. */
  eigenvalues: Array<[number, number]>;
  /** Of the integrator's one-step map at h, [re, im], largest modulus first. */
  multipliers: Array<[number, number]>;
  /** Spectrally stable: no eigenvalue's real part above `tolerance`. */
  stable: boolean;
  /** The largest real part of the eigenvalues (1/s), 0 when stable. */
  growthRate: number;
  tolerance: number;
  integrator: string;
  h: number;
}

/** `geovi linearize` in one call: the derivative of the first `steps` steps (default 1) of a fresh run
 *  of the scenario. Throws GeoviError (InputError naming steps, integrator, h or the scenario's field). */
export function linearize(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number; steps?: number }): Linearization;

/** `geovi stability` in one call: the linear stability of the scenario's initial state. Throws
 *  GeoviError (InputError naming initial, integrator, h or the scenario's field). */
export function stability(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number }): StabilityReport;

/** All Lyapunov exponents of a run from t0 to t, or its `count` leading ones (docs/derivative.md):
 *  `geovi lyapunov`'s keys, and its --csv rows as sampleTimes and samples. */
export interface LyapunovReport {
  /** All d exponents (1/s), or the `count` leading ones, in descending order. */
  exponents: Float64Array;
  /** Their sum: log|det| of the tangent map over t − t0 (on SO(3) round-off for a symplectic integrator);
   *  for count < d, the growth rate of the count-dimensional volume the carried vectors span. */
  sum: number;
  /** The sum less a symplectic map's over the same span, ½ log(det Ω₀ / det Ω_t) / (t − t0)
   *  (docs/derivative.md): round-off for a variational integrator on every space, a rate of volume
   *  gained or lost (1/s) for the others. `geovi lyapunov`'s volume_defect; null for count < d (it
   *  needs all d directions). */
  volumeDefect: number | null;
  t0: number;
  t: number;
  /** The times of the running estimates: every `every` steps and after the last (the CSV's t). */
  sampleTimes: Float64Array;
  /** The running estimates, one row of d (or count) per sample time, in the order of the QR columns (l1 … ld). */
  samples: Float64Array[];
  integrator: string;
  h: number;
}

/** `geovi lyapunov` in one call: all Lyapunov exponents of a fresh run of the scenario to `tEnd`
 *  (default: the scenario's t_end), or the `count` leading ones, with a running estimate every `every`
 *  steps (default 1). Throws GeoviError (InputError naming every, count, tEnd, integrator, h or the
 *  scenario's field; NumericalFailure). */
export function lyapunov(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number; tEnd?: number; every?: number; count?: number | null }): LyapunovReport;

/** A periodic orbit of the discrete flow (docs/derivative.md): `geovi periodic`'s keys. */
export interface PeriodicOrbit {
  /** The period (s): `steps` steps of period / steps. */
  period: number;
  /** A point of the orbit, a state row (stateColumns). */
  state: Float64Array;
  energy: number;
  /** The monodromy's eigenvalues, [re, im], largest modulus first. */
  multipliers: Array<[number, number]>;
  /** ‖Φ(state) − state‖: round-off for a VI, a Runge–Kutta method's energy error over a period. */
  residual: number;
  iterations: number;
  steps: number;
  integrator: string;
  h: number;
  /** With continueTo and members: the family's members found, each with its target energy. */
  family?: Array<PeriodicOrbit & { targetEnergy: number }>;
  /** Why the continuation ended, in words ("reached the target energy" when every member was found). */
  familyStop?: string;
}

/** Options of invariantManifold: each branch's duration (s, default the scenario's t_end), the seeds'
 *  offset (default 1e-5), rays around a circle (default 16), every how many steps a state is kept. */
export interface ManifoldOptions {
  duration?: number;
  offset?: number;
  rays?: number;
  every?: number;
}

/** One branch of an invariant manifold. */
export interface ManifoldBranch {
  kind: 'unstable' | 'stable';
  /** The seed's unit tangent vector at the equilibrium, in the state columns' order. */
  direction: Float64Array;
  /** Times from the seed: ≥ 0 on an unstable branch, ≤ 0 on a stable one (grown with −h). */
  t: Float64Array;
  states: Float64Array[];
  /** max |E − E(equilibrium)| along the branch. */
  energyError: number;
}

/** The stable and unstable manifolds of a saddle equilibrium or relative equilibrium (docs/derivative.md):
 *  `geovi manifold`'s keys. */
export interface InvariantManifold {
  /** As geovi stability says: at rest, or a steady rotation (a free body about its middle axis). */
  kind: 'equilibrium' | 'relative_equilibrium';
  /** The steady motion's state row (its start, for a relative equilibrium). */
  equilibrium: Float64Array;
  energy: number;
  unstableDimension: number;
  stableDimension: number;
  /** The one-step multipliers off the unit circle, [re, im], largest modulus first. */
  multipliers: Array<[number, number]>;
  branches: ManifoldBranch[];
  integrator: string;
  h: number;
}

/** Options of sectionManifold. */
export interface SectionManifoldOptions {
  /** The period guess (s); default: the run's closest return within tEnd. */
  periodGuess?: number;
  /** The section "COLUMN=VALUE" and its direction; default: the scenario's section. */
  on?: string;
  direction?: SectionDirection;
  /** The two plot axes (state columns or "angle(A,B)"); default: the scenario's section's axes. */
  axes?: [string, string];
  /** The seeds' distance from the orbit's point along the eigenvector (state units, (0, 0.1]; 1e-6). */
  offset?: number;
  /** Seeds per fundamental domain [1, |μ|) (2 to 10000; 64). */
  seeds?: number;
  /** Crossings of the section recorded per seed (1 to 1000; 3). */
  returns?: number;
  /** Steps per seed at most; 0 (the default): (returns + 2) × the orbit's steps. */
  maxSteps?: number;
  /** Adaptive refinement: seeds are added (bisecting the seeds' parameter) where two consecutive points
   *  of a branch lie farther apart than this on the axes (an angle axis the short way round); 0 (the
   *  default): none. */
  maxGap?: number;
  /** Seeds added at most per multiplier by the refinement (0 to 1000000; 4096). */
  gapSeeds?: number;
  /** Also orbitRows and each branch's rows ([t, energy, state...] per point); default false. */
  rows?: boolean;
}

/** One branch of a periodic orbit's manifold in a section. */
export interface SectionManifoldBranch {
  /** "unstable": grown forward in time; "stable": grown with −h. */
  kind: 'unstable' | 'stable';
  /** The side of the orbit's point the seeds lie on (x* + δ s (sign v)). */
  sign: 1 | -1;
  /** Its real multiplier μ (|μ| > 1 unstable, < 1 stable). */
  multiplier: number;
  /** The orbit's section point it passes through: index into orbitPoints' pairs. */
  point: number;
  /** sign × v, the unit eigenvector at the orbit's point `state`, in the state columns' order. */
  direction: Float64Array;
  /** Flat pairs [x0, y0, x1, y1, ...] on the axes, in order along the branch: a polyline. */
  points: Float64Array;
  /** Each point's iterate (0: the seeds' first crossings). */
  iterates: number[];
  /** The longest segment between consecutive points, on the axes (an angle axis the short way round). */
  longest: number;
  /** Segments still longer than maxGap (0 without refinement). */
  gaps: number;
  /** With rows: [t, energy, state...] per point. */
  rows?: Float64Array;
}

/** A periodic orbit's stable and unstable manifolds in a Poincaré section: `geovi section-manifold`'s
 *  keys. */
export interface SectionManifold {
  /** "hyperbolic": a real multiplier off the unit circle (branches); "complex_unstable": only complex
   *  ones off it; "elliptic": none off it (no branches in either). */
  kind: 'hyperbolic' | 'complex_unstable' | 'elliptic';
  /** Why there are no branches, in words (absent for "hyperbolic"). */
  note?: string;
  period: number;
  steps: number;
  /** The orbit's point the seeds start from (a state row). */
  state: Float64Array;
  energy: number;
  /** All the monodromy's multipliers, [re, im], largest modulus first. */
  multipliers: Array<[number, number]>;
  /** | |μ| − 1 | above which a multiplier counts as off the circle. */
  tolerance: number;
  /** The orbit's own crossings of the section, flat pairs on the axes. */
  orbitPoints: Float64Array;
  orbitRows?: Float64Array;
  /** By multiplier (largest |μ| first), sign + then −, through each orbit point in turn. */
  branches: SectionManifoldBranch[];
  /** max |E − E(state)| over all branch points: the integrator's energy error along them. */
  energyError: number;
  /** max |E(seed) − E(state)|: O(offset²). */
  seedEnergyError: number;
  /** Seeds the refinement added (maxGap), all multipliers. */
  refinedSeeds: number;
  /** Segments longer than maxGap left over all branches. */
  openGaps: number;
  /** True when a multiplier's gapSeeds ran out with a gap that could still be bisected. */
  budgetExhausted: boolean;
  integrator: string;
  h: number;
}

/** `geovi section-manifold` in one call: a periodic orbit's manifolds in a section. Throws GeoviError. */
export function sectionManifold(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number } & SectionManifoldOptions): SectionManifold;

/** `geovi periodic` in one call: the periodic orbit through (or near) the scenario's initial state.
 *  Throws GeoviError (InputError naming periodGuess, system, integrator, h or the scenario's field;
 *  NumericalFailure). */
export function periodicOrbit(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number; periodGuess?: number; continueTo?: number; members?: number }):
  PeriodicOrbit;

/** `geovi manifold` in one call: the invariant manifolds of the scenario's initial state. Throws
 *  GeoviError (InputError naming initial, integrator, h, duration, offset, rays, every or the
 *  scenario's field). */
export function invariantManifold(module: GeoviModule, scenario: string | object,
  options?: { integrator?: string; h?: number } & ManifoldOptions): InvariantManifold;
