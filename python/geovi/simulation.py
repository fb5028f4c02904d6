"""Simulation, run() and Trajectory: the core's Simulation with NumPy arrays.

A run takes the CLI's steps and records the CLI's rows (``geovi run --t-end T --every K``): the
same numbers to the bit (python/tests/test_golden.py checks every preset × integrator).
"""

import json
import math
import numbers
import os
import warnings
from dataclasses import dataclass, field

import numpy as np

from . import _geovi
from .errors import GeoviHealthWarning, GeoviInputError, GeoviNumericalFailure
from .progress import progress_bar



def _package_file(name):
    """A file the build puts next to the module (in the package's directory, or in the build tree's
    when the package is imported from the source tree)."""
    from . import __path__ as package_dirs
    for directory in package_dirs:
        if os.path.exists(os.path.join(directory, name)):
            return os.path.join(directory, name)
    return os.path.join(package_dirs[0], name)

# rollout() is called for batches of about this many steps, so that warnings and the progress bar
# keep up with a long run while the Python cost per call stays far below the steps' (bench/python.mjs).
STEPS_PER_CALL = 4096

# The core's limit on a scenario's JSON text (kMaxJsonBytes, core/src/shared/json_input.hpp; the CLI's too).
MAX_SCENARIO_BYTES = 64 << 20


def presets():
    """The names of the presets shipped with the package (core/scenarios/*.json)."""
    return sorted(f[:-5] for f in os.listdir(_package_file("scenarios")) if f.endswith(".json"))


def preset(name):
    """A preset scenario as a dict, e.g. ``geovi.preset("double_spherical_pendulum")``."""
    path = os.path.join(_package_file("scenarios"), f"{name}.json")
    if not os.path.isfile(path):
        raise GeoviInputError(f"preset: unknown preset {name!r} (known: {', '.join(presets())})", "preset")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def scenario_text(scenario):
    """The scenario's JSON text (bytes): from a dict, a JSON string, or a path to a file."""
    if isinstance(scenario, dict):
        return json.dumps(scenario).encode("utf-8")
    if isinstance(scenario, bytes):
        return scenario
    if isinstance(scenario, os.PathLike) or (isinstance(scenario, str) and not scenario.lstrip().startswith("{")):
        try:
            with open(scenario, "rb") as f:
                # At most the core's limit and one byte, so endless input (/dev/zero) is refused, not read whole.
                text = f.read(MAX_SCENARIO_BYTES + 1)
        except OSError as e:
            raise GeoviInputError(f"{os.fspath(scenario)}: cannot open scenario file ({e.strerror})",
                                  os.fspath(scenario)) from None
        if len(text) > MAX_SCENARIO_BYTES:
            raise GeoviInputError(f"{os.fspath(scenario)}: scenario file larger than the limit of {MAX_SCENARIO_BYTES} "
                                  "bytes (reading stopped there)", os.fspath(scenario))
        return text
    if isinstance(scenario, str):
        return scenario.encode("utf-8")
    raise TypeError(f"a scenario is a dict, a JSON string or a path, not {type(scenario).__name__}")


# The core names a caller's overrides after the CLI's flags; Python's caller passed arguments.
_ARGUMENT_NAMES = {"--h": "h", "--t-end": "t_end", "--integrator": "integrator"}


def _input_error(e):
    message, path = e.args
    if path in _ARGUMENT_NAMES:
        argument = _ARGUMENT_NAMES[path]
        message = argument + message[len(path):] if message.startswith(path) else message
        path = argument
    return GeoviInputError(message, path)


class Simulation:
    """One system, its state, its integrator and the clock (the core's Simulation).

    ``scenario`` is a dict, a JSON string or a path; ``integrator`` and ``h`` override the
    scenario's (as the CLI's ``--integrator`` and ``--h`` do). Bad input raises GeoviInputError
    naming the field. Stepping releases the GIL; one Simulation must not be stepped from two
    threads at once.
    """

    def __init__(self, scenario, integrator=None, h=None, t_end=None):
        text = scenario_text(scenario)
        try:
            self._core = _geovi.CoreSimulation(text, integrator, None if h is None else float(h),
                                               None if t_end is None else float(t_end))
        except _geovi.InputError as e:
            if integrator is not None and e.args[1] == "integrator.type":
                # An unknown integrator argument is reported against the argument, as the CLI does.
                raise _input_error(_geovi.InputError(e.args[0].replace("integrator.type", "--integrator", 1),
                                                     "--integrator")) from None
            raise _input_error(e) from None
        self._scenario_text = text
        self._reported = 0  # health events already sent to the warnings module
        for w in self._core.load_warnings:  # e.g. "initial.q[0]: normalized (|q| was 1.00002)"
            warnings.warn(f"scenario: {w}", UserWarning, stacklevel=2)

    # --- the clock, the state and the diagnostics -------------------------------------------
    @property
    def time(self):
        return self._core.time

    @property
    def energy(self):
        return self._core.energy

    @property
    def h(self):
        return self._core.h

    @property
    def step_count(self):
        """Steps since the run (or its last set_state) started."""
        return self._core.step_count

    @property
    def state(self):
        """The state, a float64 ndarray ordered as ``state_columns`` (a copy)."""
        return self._core.state()

    @property
    def state_columns(self):
        """The CSV's columns after ``t`` and ``energy``."""
        return list(self._core.state_columns)

    @property
    def output_columns(self):
        """Derived columns after the state's (a controlled quadrotor's ``ex1`` … ``Psi``, ``f1`` … ``f4``,
        ``saturated``: docs/control.md); empty for most systems."""
        return list(self._core.output_columns)

    @property
    def outputs(self):
        """The derived outputs now, a float64 ndarray ordered as ``output_columns`` (a copy)."""
        return self._core.outputs()

    @property
    def columns(self):
        return ["t", "energy", *self._core.state_columns, *self._core.output_columns]

    @property
    def name(self):
        return self._core.name

    @property
    def kind(self):
        """``"s2n"`` or ``"rigid_body"``."""
        return self._core.kind

    @property
    def integrator(self):
        return self._core.integrator

    @property
    def method(self):
        """The method that actually runs, e.g. ``"vi4 of vi-explicit"``."""
        return self._core.method

    @property
    def method_info(self):
        """The same as data: a dict with ``name``, ``family``, ``base``, ``composition`` ("" when
        none; "triple-jump", "suzuki", "kahan-li") and ``substeps`` per step."""
        return dict(self._core.method_info)

    @property
    def applicable_integrators(self):
        return list(self._core.applicable_integrators)

    @property
    def t_end(self):
        """The scenario's duration (or the t_end given)."""
        return self._core.t_end

    @property
    def scenario(self):
        """The scenario as a dict, with the integrator and h actually used."""
        doc = json.loads(self._scenario_text)
        doc.setdefault("integrator", {})
        doc["integrator"]["type"] = self.integrator
        doc["integrator"]["h"] = self.h
        return doc

    def diagnostics(self):
        """Energy, manifold and tangency errors, momentum, the closest encounter, the last step's solver."""
        return self._core.diagnostics()

    @property
    def health_events(self):
        """The core's health judgements so far (warnings, and the failure that stopped the run)."""
        return list(self._core.health_events(0))

    # --- stepping -------------------------------------------------------------------------
    def advance(self, n=1):
        """Runs n steps. A numerical failure raises GeoviNumericalFailure (state at the last good step)."""
        self._stepping(self._core.advance, int(n))
        return self

    def _stepping(self, call, *args):
        """call(*args), a core call that steps: its errors as geovi's, and the health warnings it found
        sent (attributed to the caller of the public method)."""
        try:
            return call(*args)
        except _geovi.InputError as e:
            raise _input_error(e) from None
        except _geovi.NumericalFailure as e:
            raise self._failure(e) from None
        finally:
            self._warn_new_health(stacklevel=4)

    def set_state(self, values, t=None):
        """Replaces the state (ordered as ``state_columns``) and restarts the run from it at time t
        (default: now). The values obey a scenario's ``initial`` rules; bad ones raise GeoviInputError
        and keep the old state."""
        values = np.asarray(values, dtype=np.float64).ravel()
        try:
            self._core.set_state(values.tolist(), self.time if t is None else float(t))
        except _geovi.InputError as e:
            raise _input_error(e) from None
        return self

    # --- the derivative of the discrete flow (docs/derivative.md) -------------------------------
    def linearize(self, steps=1):
        """Advances the run by ``steps`` steps (as advance does) and returns the exact derivative of
        their map at the state it started from: a :class:`geovi.derivative.Linearization`, the numbers
        of ``geovi linearize`` to the bit. GeoviInputError naming ``steps`` (not a whole number >= 1)
        or ``integrator`` (a method or system whose step is not differentiated; the run is then
        untouched); a failed step raises GeoviNumericalFailure."""
        from .derivative import Linearization, check_count
        lin = self._stepping(self._core.linearize, check_count(steps, "steps"))
        return Linearization(**lin, integrator=self.integrator, h=self.h)

    def stability(self):
        """The linear stability of the current state, an equilibrium or a relative equilibrium: a
        :class:`geovi.derivative.Stability`, the numbers of ``geovi stability`` to the bit. The run is
        not changed. GeoviInputError naming ``initial`` (not an equilibrium, and how far from one) or
        ``integrator`` (a step that is not differentiated)."""
        from .derivative import Stability
        try:
            report = self._core.stability()
        except _geovi.InputError as e:
            raise _input_error(e) from None
        return Stability(**report, integrator=self.integrator, h=self.h)

    def lyapunov(self, steps, every=1, count=None):
        """Advances the run by ``steps`` steps (as advance does) and returns all its Lyapunov exponents
        over them, or the ``count`` leading ones (1 <= count <= d, only that many tangent vectors
        carried; None: all d), with a running estimate every ``every`` steps and after the last: a
        :class:`geovi.derivative.Lyapunov`, the numbers of ``geovi lyapunov --count`` to the bit.
        GeoviInputError naming ``steps``, ``every`` or ``count`` (not a whole number >= 1, or a count
        past d) or ``integrator`` (a method or system whose step is not differentiated; the run is
        then untouched); a failed step raises GeoviNumericalFailure."""
        from .derivative import Lyapunov, check_count
        args = [check_count(steps, "steps"), check_count(every, "every")]
        if count is not None:
            args.append(check_count(count, "count"))
        report = self._stepping(self._core.lyapunov, *args)
        return Lyapunov(**report, integrator=self.integrator, h=self.h)

    def periodic_orbit(self, period_guess=None, continue_to=None, members=None):
        """The periodic orbit of the run's discrete flow through (or nearest) the current state, at its
        energy, by Newton on the N-step map: a :class:`geovi.derivative.PeriodicOrbit`, the numbers of
        ``geovi periodic`` to the bit. ``period_guess`` (s) defaults to the run's closest return within
        t_end. With ``continue_to`` (an energy) and ``members`` (1 to 1000), also the family through it
        followed to that energy in that many members (``geovi periodic --continue-to E --members N``):
        ``family`` and ``family_stop``. The run is not changed. GeoviInputError naming ``period-guess``,
        ``continue-to``, ``members``, ``system`` (forcing or damping) or ``integrator`` (a step that is
        not differentiated); GeoviNumericalFailure when Newton does not converge on the first orbit."""
        from .derivative import check_count, check_number, periodic_orbit_of
        if period_guess is not None:
            period_guess = check_number(period_guess, "period-guess")
        if (continue_to is None) != (members is None):
            name = "members" if members is None else "continue-to"
            raise GeoviInputError(f"{name}: continue_to and members go together (the family to energy "
                                  "continue_to in members members)", name)
        if continue_to is not None:
            continue_to = check_number(continue_to, "continue-to")
            members = check_count(members, "members")
            if members > 1000:
                raise GeoviInputError(f"members: must be a whole number in [1, 1000] (got {members!r})", "members")
        return periodic_orbit_of(self._stepping(self._core.periodic_orbit, period_guess, continue_to, members),
                                 self.integrator, self.h)

    def section_manifold(self, period_guess=None, on=None, direction=None, axes=None, offset=1e-6, seeds=64,
                         returns=3, max_steps=0, max_gap=0.0, gap_seeds=4096):
        """The periodic orbit through (or nearest) the current state, a guess (as periodic_orbit finds
        it), and its stable and unstable manifolds in a Poincaré section (docs/sections.md, "Manifolds
        of a periodic orbit in a section"): a :class:`geovi.derivative.SectionManifold`, the numbers of
        ``geovi section-manifold`` to the bit. Seeds ``offset`` from the orbit's point along each real
        eigenvector of the monodromy off the unit circle, ``seeds`` of them over one fundamental
        domain, each followed for ``returns`` crossings (``max_steps`` steps at most; 0: automatic).
        ``on`` ("COLUMN=VALUE"), ``direction`` and ``axes`` (two names) default to the scenario's
        section. With ``max_gap`` > 0, seeds are added (at most ``gap_seeds`` per multiplier) where two
        consecutive points of a branch lie farther apart than it on the axes. The run is not changed.
        GeoviInputError naming ``period-guess``, ``on``, ``direction``, ``axes``, ``offset``, ``seeds``,
        ``returns``, ``max-steps``, ``max-gap``, ``gap-seeds``, ``system`` or ``integrator``;
        GeoviNumericalFailure when no periodic orbit is found."""
        from .derivative import check_count, check_number, section_manifold_of
        if period_guess is not None:
            period_guess = check_number(period_guess, "period-guess")
        for value, name in ((on, "on"), (direction, "direction")):
            if value is not None and (not isinstance(value, str) or not value):
                raise GeoviInputError(f"{name}: must be a non-empty string (got {value!r})", name)
        if axes is not None and (isinstance(axes, str) or len(axes) != 2
                                 or not all(isinstance(a, str) and a for a in axes)):
            raise GeoviInputError(f"axes: must be two axis names, e.g. ('q2x', 'w2y') (got {axes!r})", "axes")
        if isinstance(max_steps, bool) or not isinstance(max_steps, numbers.Integral) or max_steps < 0:
            raise GeoviInputError(f"max-steps: must be 0 (automatic) or a whole number (got {max_steps!r})",
                                  "max-steps")
        if isinstance(gap_seeds, bool) or not isinstance(gap_seeds, numbers.Integral) or gap_seeds < 0:
            raise GeoviInputError(f"gap-seeds: must be a whole number from 0 to 1000000 (got {gap_seeds!r})",
                                  "gap-seeds")
        report = self._stepping(self._core.section_manifold, period_guess, on or "", direction or "",
                                axes[0] if axes else "", axes[1] if axes else "", check_number(offset, "offset"),
                                min(check_count(seeds, "seeds"), 100000), min(check_count(returns, "returns"), 100000),
                                int(max_steps), check_number(max_gap, "max-gap"), min(int(gap_seeds), 10000000))
        return section_manifold_of(report, self.integrator, self.h)

    def invariant_manifold(self, offset=1e-5, rays=16, every=1):
        """The stable and unstable manifolds of the current state, a saddle equilibrium, each branch
        grown for t_end seconds by the run's discrete flow from seeds ``offset`` away along the
        one-step derivative's eigenvectors (``rays`` of them around a circle when a subspace is two-
        dimensional or more), every ``every``-th step kept: a :class:`geovi.derivative.InvariantManifold`,
        the numbers of ``geovi manifold`` to the bit. The run is not changed. GeoviInputError naming
        ``initial`` (not an equilibrium or a relative equilibrium), ``integrator``, ``offset``, ``rays`` or
        ``every``."""
        from .derivative import InvariantManifold, ManifoldBranch, check_count, check_number
        report = self._stepping(self._core.invariant_manifold, check_number(offset, "offset"),
                                min(check_count(rays, "rays"), 100000), check_count(every, "every"))
        report["branches"] = [ManifoldBranch(**b) for b in report["branches"]]
        return InvariantManifold(**report, integrator=self.integrator, h=self.h)

    def _failure(self, e, trajectory=None):
        message, code = e.args
        events = self._core.health_events(0)
        event = events[-1] if events and events[-1].severity == "failure" else None
        return GeoviNumericalFailure(message, code, event, trajectory)

    def _warn_new_health(self, stacklevel=3):
        events = self._core.health_events(self._reported)
        self._reported += len(events)
        for event in events:
            if event.severity == "warning":
                warnings.warn(GeoviHealthWarning(event), stacklevel=stacklevel)

    def __repr__(self):
        return (f"<geovi.Simulation {self.name!r} {self.kind} {self.integrator} h={self.h:g} "
                f"t={self.time:g} E={self.energy:.17g}>")


@dataclass
class Trajectory:
    """A recorded run: ``t``, ``energy`` (1-D arrays) and ``state`` (rows × columns), the CLI's rows."""

    t: np.ndarray
    energy: np.ndarray
    state: np.ndarray
    state_columns: list
    name: str = ""
    integrator: str = ""
    method: str = ""
    h: float = 0.0
    scenario: dict = field(default_factory=dict, repr=False)
    health_events: list = field(default_factory=list, repr=False)
    outputs: np.ndarray = None  # rows × output_columns (a controller's errors; no columns for most systems)
    output_columns: list = field(default_factory=list)

    def __post_init__(self):
        if self.outputs is None:
            self.outputs = np.empty((len(self.t), 0))

    @property
    def columns(self):
        """The CSV's header: ``t``, ``energy``, the state columns, then the output columns."""
        return ["t", "energy", *self.state_columns, *self.output_columns]

    def column(self, name):
        """One column by its CSV name, e.g. ``traj.column("q1x")`` or ``traj.column("Psi")``."""
        if name == "t":
            return self.t
        if name == "energy":
            return self.energy
        if name in self.output_columns:
            return self.outputs[:, self.output_columns.index(name)]
        return self.state[:, self.state_columns.index(name)]

    def rows(self):
        """The CSV's table as one (rows × columns) array: t, energy, state, outputs."""
        return np.column_stack([self.t, self.energy, self.state, self.outputs])

    def __len__(self):
        return len(self.t)

    def __repr__(self):
        return (f"<geovi.Trajectory {self.name!r} {self.integrator} h={self.h:g}: {len(self.t)} rows, "
                f"t {self.t[0]:g}..{self.t[-1]:g}, {len(self.health_events)} health events>")


def _steps_for_run(core, h_given):
    """The CLI's steps to t_end (``geovi run``): a step longer than a run of t_end > 0 is bad input,
    naming ``h`` (the argument) or ``integrator.h`` (the scenario's), as the CLI names --h or
    integrator.h (core/cli/cli_common.cpp stepsForRun): it would take no step inside the run."""
    if core.t_end > 0 and core.h > core.t_end:
        path = "h" if h_given else "integrator.h"
        raise GeoviInputError(f"{path}: the step h = {core.h!r} is longer than the whole run "
                              f"(t_end = {core.t_end!r}): no step would end inside it; choose h <= t_end", path)
    try:
        return _geovi.steps_to_reach(core.t_end, core.h)
    except _geovi.InputError as e:
        raise _input_error(e) from None


def run(scenario, t_end=None, every=1, integrator=None, h=None, progress=None):
    """Runs a scenario to ``t_end`` (default: the scenario's) and returns its Trajectory.

    The CLI's run (``geovi run FILE --t-end T --every K``): the same steps, a row at the start and
    after every ``every`` steps (a shorter last batch when ``every`` does not divide the steps), the
    same numbers to the bit. ``progress``: True / False, or None for a bar only on a terminal or in
    a notebook (tqdm.auto). Health warnings go to the warnings module as they are found; a numerical
    failure raises GeoviNumericalFailure with the rows before it in ``.trajectory``.
    """
    if isinstance(every, float) and every != math.floor(every) or not every >= 1:
        raise GeoviInputError("every: expected a whole number >= 1", "every")
    every = int(every)
    sim = Simulation(scenario, integrator=integrator, h=h, t_end=t_end)
    core = sim._core
    steps = _steps_for_run(core, h is not None)
    rows = 1 + (steps + every - 1) // every
    width = len(core.state_columns)
    t = np.empty(rows)
    energy = np.empty(rows)
    state = np.empty((rows, width))
    outputs = np.empty((rows, len(core.output_columns)))
    t[0], energy[0], state[0], outputs[0] = core.time, core.energy, core.state(), core.outputs()
    if not (math.isfinite(t[0]) and math.isfinite(energy[0]) and np.isfinite(state[0]).all()
            and np.isfinite(outputs[0]).all()):
        raise GeoviNumericalFailure("the initial state is not finite", "failure")

    def trajectory(n):
        return Trajectory(t[:n].copy(), energy[:n].copy(), state[:n].copy(), sim.state_columns, sim.name,
                          sim.integrator, sim.method, sim.h, sim.scenario, sim.health_events,
                          outputs[:n].copy(), sim.output_columns)

    rows_per_call = max(1, STEPS_PER_CALL // every)
    done_rows = 1
    done_steps = 0
    with progress_bar(progress, total=steps, desc=sim.name, unit="step") as bar:
        while done_steps < steps:
            batch_rows = min(rows_per_call, rows - done_rows)
            batch_steps = min(batch_rows * every, steps - done_steps)
            try:
                core.rollout(batch_steps, every, t[done_rows:], energy[done_rows:], state[done_rows:],
                             outputs[done_rows:])
            except _geovi.NumericalFailure as e:
                sim._warn_new_health()
                raise sim._failure(e, trajectory(done_rows + core.rows_written)) from None
            done_rows += batch_rows
            done_steps += batch_steps
            sim._warn_new_health()
            if bar is not None:
                bar.update(batch_steps)
    return trajectory(rows)
