// The contract of geovi-client.js (docs/course-api.md): a host page drives an embedded geovi page.

export const PROTOCOL: 1;

export type ErrorCode = 'unsupported-protocol' | 'invalid-request' | 'unknown-method' | 'invalid-params' |
  'invalid-scenario' | 'not-ready' | 'no-run' | 'not-paused' | 'rejected' | 'too-many' | 'too-large' | 'failed' |
  'timeout' | 'closed';

export class GeoviClientError extends Error {
  readonly code: ErrorCode;
  /** The parameter it is about, e.g. "params.h" or "params.scenario.system.masses[1]". */
  readonly field?: string;
}

/** The names a lock or hide may use (web/js/panels/lock-panel.js). */
export type ControlName = 'play' | 'step' | 'reset' | 'speed' | 'h' | 'integrator' | 'compare' | 'scenario' | 'lesson' |
  'build' | 'params' | 'share' | 'plot' | 'theme' | 'trails' | 'onwarning' | 'view';

export interface Settings {
  scenario: string | null;
  integrator: string | null;
  h: number | null;
  compare: string | null;
  speed: number;
  playing: boolean;
  lesson: string | null;
}

export interface Hello {
  geovi: string;
  protocol: 1;
  ready: boolean;
  methods: string[];
  events: EventName[];
}

export interface State {
  time: number;
  energy: number;
  steps: number;
  /** The CLI's CSV state columns (after t, energy), in its order. */
  columns: string[];
  state: number[];
  /** Derived columns after the state's (a controlled quadrotor's ex1 … Psi, f1 … f4, saturated), else empty. */
  outputColumns: string[];
  outputs: number[];
}

export type EventName = 'time' | 'energy' | 'diagnostics' | 'warning' | 'failure' | 'claim' | 'edit' | 'progress';

export class GeoviClient {
  static connect(frame: HTMLIFrameElement | Window, options?: { origin?: string; timeout?: number }): Promise<GeoviClient>;
  /** The page's hello: version, protocol, methods and events. */
  info: Hello | null;
  call(method: string, params?: Record<string, unknown>, timeout?: number): Promise<any>;
  on(event: EventName, handler: (data: any) => void, options?: { every?: number }): () => Promise<void>;
  close(): void;

  getCatalogue(): Promise<Record<string, unknown>>;
  /** A preset's name, or a whole scenario object (docs/scenario-schema.md). */
  loadScenario(scenario: string | Record<string, unknown>): Promise<Settings>;
  getScenario(): Promise<{ scenario: Record<string, unknown>; settings: Settings }>;
  play(): Promise<Settings>;
  pause(): Promise<Settings>;
  /** Back to the initial state; a paused run stays paused. */
  reset(): Promise<Settings>;
  /** n steps, while paused. */
  step(steps: number): Promise<{ time: number; steps: number }>;
  setSpeed(speed: number): Promise<Settings>;
  setStepSize(h: number): Promise<Settings>;
  /** The view beside the 3-D scene; one the run does not offer shows the scene alone (view: what shows, offered: what this run offers). */
  setView(view: ViewName): Promise<{ view: ViewName; offered: ViewName[] }>;
  setIntegrator(name: string): Promise<Settings>;
  /** null or "off": no comparison. */
  setCompare(name: string | null): Promise<Settings>;
  getState(): Promise<State>;
  setState(state: number[]): Promise<{ time: number; energy: number }>;
  getDiagnostics(): Promise<{ main: Record<string, unknown>; base: Record<string, unknown> | null }>;
  screenshot(): Promise<{ png: string }>;
  getShareLink(): Promise<{ url: string }>;
  lock(controls: ControlName[] | { controls?: ControlName[]; hide?: ControlName[] }): Promise<{ controls: ControlName[]; hide: ControlName[] }>;
  startLesson(name: string): Promise<{ lesson: string; settings: Settings }>;
  /** The run so far as a run file object (docs/timeline.md): `{ format: "geovi-run", version: 1, events }`. */
  getRecording(): Promise<RunFile>;
  /** Replays a run file in the page; whether every checkpoint matched to the bit. A bad file keeps the run. */
  loadRecording(file: RunFile): Promise<{ matched: boolean; checkpoints: number; steps: number;
    mismatches: { event: number; step: number; run: 'main' | 'base'; column: string; expected: number; got: number }[] }>;
  /** Both runs' stability now (docs/stability-view.md); base null without a comparison run. */
  getStability(): Promise<{ main: StabilityOfRun; base: StabilityOfRun | null }>;
  /** geovi stability's verdict at `points` (2 … 500) values of one numeric field (path as ?set= names it) from `from` to `to`,
   *  and the boundary between the first two neighbours whose verdicts differ, by bisection to tolerance (null: none). */
  sweepParameter(sweep: { path: string; from: number; to: number; points: number }): Promise<{ path: string; values: number[];
    stable: boolean[]; growthRates: number[]; threshold: number | null; tolerance: number; integrator: string; h: number }>;
  /** Each run's Lyapunov exponents over the next min(10 s, 4000 steps) from its present state, on a copy. */
  getLyapunov(): Promise<{ main: LyapunovOfRun; base: LyapunovOfRun | null }>;
}

/** The views beside the 3-D scene (?view=). */
export type ViewName = 'scene' | 'momentum' | 'section' | 'stability';

/** One run's stability (docs/stability-view.md): stability()'s numbers at an equilibrium or a relative equilibrium, else
 *  the one-step multipliers along the motion (stable and growthRate null), or why there are none. */
export interface StabilityOfRun {
  kind: 'equilibrium' | 'relative_equilibrium' | 'motion' | 'unavailable' | 'too-large';
  multipliers: [number, number][];
  eigenvalues: [number, number][];
  stable: boolean | null;
  growthRate: number | null;
  tolerance?: number;
  localRate?: number;
  reason?: string;
  field?: string;
  integrator: string;
  h: number;
  time: number;
}

/** One run's Lyapunov exponents over a window forward from its present state (docs/course-api.md). */
export interface LyapunovOfRun {
  t0: number;
  t: number | null;
  largest: number | null;
  sum: number | null;
  exponents: number[];
  steps: number;
  integrator: string;
  h: number;
  unavailable?: string;
  field?: string;
}

/** A run file (docs/timeline.md, "The run file"): the scenario, settings and interventions of a run, with checkpoints. */
export interface RunFile {
  format: 'geovi-run';
  version: 1;
  geovi?: string;
  events: Record<string, unknown>[];
}
