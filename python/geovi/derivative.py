"""The derivative of the discrete flow (issue 46; docs/derivative.md): ``geovi.linearize``,
``geovi.stability``, ``geovi.lyapunov``, ``geovi.periodic_orbit`` and ``geovi.invariant_manifold``, and
the results of the Simulation methods of the same names.

The numbers are those of ``geovi linearize``, ``stability``, ``lyapunov``, ``periodic`` and ``manifold``,
to the bit: all pass on the core's doubles (the CLI prints them so that float() reads them back exactly).
"""

import numbers
from dataclasses import dataclass, field

import numpy as np

from .errors import GeoviInputError
from .simulation import Simulation, _steps_for_run


@dataclass(frozen=True, eq=False)
class Linearization:
    """The exact derivative of ``steps`` steps of the discrete flow, from ``t0`` to ``t1``.

    ``columns`` names the state columns (the CSV's after t and energy, n of them); ``state0`` and
    ``state1`` are the state rows at both ends (n); ``basis0`` and ``basis1`` (d × n) hold, row by
    row, d tangent vectors of the state manifold at each end, orthonormal in the Euclidean metric of
    the columns; ``matrix`` (d × d) takes a perturbation Σ_j c_j basis0[j] at t0 to Σ_i (matrix @ c)_i
    basis1[i] at t1. ``symplectic_error`` is ‖Mᵀ Ω₁ M − Ω₀‖_F / ‖Ω₀‖_F (round-off for a symplectic
    integrator). ``integrator`` and ``h`` are the run's.
    """

    t0: float
    t1: float
    steps: int
    columns: list
    state0: np.ndarray
    state1: np.ndarray
    basis0: np.ndarray
    basis1: np.ndarray
    matrix: np.ndarray = field(repr=False)
    symplectic_error: float
    integrator: str
    h: float


@dataclass(frozen=True, eq=False)
class Stability:
    """The linear stability of an equilibrium or a relative equilibrium (``geovi stability``).

    ``kind`` is ``"equilibrium"`` or ``"relative_equilibrium"``; ``eigenvalues`` (of the continuous
    linearization, largest real part first) and ``multipliers`` (of the integrator's one-step map at
    ``h``, largest modulus first) are complex NumPy arrays, each part the CLI's [re, im] to the bit;
    ``stable`` says spectrally stable (no eigenvalue's real part above ``tolerance``);
    ``growth_rate`` is the largest real part (1/s), 0 when stable.
    """

    kind: str
    eigenvalues: np.ndarray
    multipliers: np.ndarray
    stable: bool
    growth_rate: float
    tolerance: float
    integrator: str
    h: float


@dataclass(frozen=True, eq=False)
class Lyapunov:
    """All Lyapunov exponents of a run from ``t0`` to ``t`` (``geovi lyapunov``), or its ``count``
    leading ones (``--count``), by QR re-orthonormalization of the exact tangent map after every step.

    ``exponents`` (d, or count, 1/s) in descending order; ``sum`` their sum, log|det| of the tangent map
    over t − t0 (on SO(3) round-off for a symplectic integrator), for count < d the growth rate of the
    count-dimensional volume the carried vectors span; ``volume_defect`` the sum of all d less a
    symplectic map's over the same span, ½ log(det Ω₀ / det Ω_t) / (t − t0): round-off for a variational
    integrator on every space, a rate of volume gained or lost (1/s) for the others; None for count < d.
    The running estimates: ``sample_times`` (rows)
    and ``samples`` (rows × d, the exponents so far at each time, in the order of the QR columns), the
    rows of ``geovi lyapunov --csv`` (columns t, l1 … ld). ``integrator`` and ``h`` are the run's.
    """

    exponents: np.ndarray
    sum: float
    volume_defect: "float | None"
    t0: float
    t: float
    sample_times: np.ndarray = field(repr=False)
    samples: np.ndarray = field(repr=False)
    integrator: str
    h: float


@dataclass(frozen=True, eq=False)
class PeriodicOrbit:
    """A periodic orbit of the discrete flow (``geovi periodic``): ``period`` (s), made of ``steps``
    steps of period / steps; ``state`` a point of it (a state row); ``energy`` E(state), the guess's;
    ``multipliers`` of the monodromy (complex, largest modulus first: for a variational integrator
    they come in pairs μ, 1/μ, two of them 1); ``residual`` the return miss ‖Φ(state) − state‖;
    ``iterations`` Newton's corrections. ``integrator`` and ``h`` are the run's (nominal) ones.
    """

    period: float
    state: np.ndarray
    energy: float
    multipliers: np.ndarray
    residual: float
    iterations: int
    steps: int
    integrator: str
    h: float
    # With continue_to and members: the family's members (PeriodicOrbit each, with its target_energy)
    # and why the continuation ended (``geovi periodic --continue-to E --members N``'s family and
    # family_stop); None otherwise.
    family: tuple = None
    family_stop: str = None
    target_energy: float = None


def periodic_orbit_of(report, integrator, h):
    """A PeriodicOrbit from the core's dict (its family's members too)."""
    family = report.pop("family", None)
    if family is not None:
        report["family"] = tuple(PeriodicOrbit(**m, integrator=integrator, h=h) for m in family)
    return PeriodicOrbit(**report, integrator=integrator, h=h)


@dataclass(frozen=True, eq=False)
class ManifoldBranch:
    """One branch of an invariant manifold: ``kind`` ``"unstable"`` (grown forward) or ``"stable"``
    (grown backward, with −h); ``direction`` its seed's unit tangent vector at the equilibrium;
    ``t`` (rows) the times from the seed (≤ 0 on a stable branch) and ``states`` (rows × n) the state
    rows there; ``energy_error`` the largest |E − E(equilibrium)| along it.
    """

    kind: str
    direction: np.ndarray
    t: np.ndarray
    states: np.ndarray = field(repr=False)
    energy_error: float


@dataclass(frozen=True, eq=False)
class InvariantManifold:
    """The stable and unstable manifolds of a saddle equilibrium or relative equilibrium (``geovi
    manifold``): its ``kind`` (``"equilibrium"`` or ``"relative_equilibrium"``, as ``geovi stability``
    says), the ``equilibrium`` state row (the steady motion's start) and its ``energy``, the ``unstable_dimension`` and ``stable_dimension``
    of its one-step map, the ``multipliers`` off the unit circle, and the ``branches`` (a list of
    :class:`ManifoldBranch`, the unstable ones first).
    """

    kind: str
    equilibrium: np.ndarray
    energy: float
    unstable_dimension: int
    stable_dimension: int
    multipliers: np.ndarray
    branches: list
    integrator: str
    h: float


@dataclass(frozen=True, eq=False)
class SectionManifoldBranch:
    """One branch of a periodic orbit's manifold in a Poincaré section: ``kind`` ``"unstable"`` (grown
    forward) or ``"stable"`` (grown with −h); ``sign`` (±1) the side of the orbit's point its seeds lie
    on; ``multiplier`` its real multiplier μ; ``point`` the orbit's section point it passes through (a
    row of ``orbit_points``); ``direction`` sign × v, the unit eigenvector at ``state``; ``points``
    (k × 2) on the section's axes, in order along the branch (a polyline); ``iterates`` each point's
    iterate (0: the seeds' first crossings); ``rows`` (k × width) [t, energy, state...] per point;
    ``longest`` the longest segment between consecutive points (on the axes) and ``gaps`` the segments
    still longer than ``max_gap`` (0 without refinement).
    """

    kind: str
    sign: int
    multiplier: float
    point: int
    direction: np.ndarray
    points: np.ndarray
    iterates: list = field(repr=False)
    rows: np.ndarray = field(repr=False)
    longest: float = 0.0
    gaps: int = 0


@dataclass(frozen=True, eq=False)
class SectionManifold:
    """A periodic orbit's stable and unstable manifolds in a Poincaré section (``geovi
    section-manifold``; docs/sections.md): ``kind`` ``"hyperbolic"`` (a real multiplier off the unit
    circle: branches), ``"complex_unstable"`` or ``"elliptic"`` (no branches); the orbit's ``period``,
    ``steps``, point ``state`` and ``energy``; all the monodromy's ``multipliers`` (complex, largest
    modulus first) and the ``tolerance`` on | |μ| − 1 |; the orbit's own section points
    ``orbit_points`` (m × 2) and ``orbit_rows``; the ``branches`` (:class:`SectionManifoldBranch`);
    ``energy_error`` the largest |E − energy| over their points, ``seed_energy_error`` over the seeds;
    the refinement's ``refined_seeds`` (seeds added for ``max_gap``), ``open_gaps`` (segments longer
    than it left) and ``budget_exhausted`` (``gap_seeds`` ran out); ``note``, why there are no branches
    ("" when hyperbolic).
    """

    kind: str
    period: float
    steps: int
    state: np.ndarray
    energy: float
    multipliers: np.ndarray
    tolerance: float
    orbit_points: np.ndarray
    orbit_rows: np.ndarray = field(repr=False)
    branches: list = field(repr=False)
    energy_error: float
    seed_energy_error: float
    integrator: str
    h: float
    refined_seeds: int = 0
    open_gaps: int = 0
    budget_exhausted: bool = False
    note: str = ""


def section_manifold_of(report, integrator, h):
    """A :class:`SectionManifold` from the core's dict (flat points and rows shaped into rows)."""
    width = report.pop("width")
    report["orbit_points"] = report["orbit_points"].reshape(-1, 2)
    report["orbit_rows"] = report["orbit_rows"].reshape(-1, width)
    report["branches"] = [SectionManifoldBranch(**dict(b, points=b["points"].reshape(-1, 2),
                                                       rows=b["rows"].reshape(-1, width)))
                          for b in report["branches"]]
    return SectionManifold(**report, integrator=integrator, h=h)


def check_number(value, name):
    """``value`` as a float, or GeoviInputError naming ``name`` (a finite real number)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not np.isfinite(value):
        raise GeoviInputError(f"{name}: must be a finite number (got {value!r})", name)
    return float(value)


def check_count(value, name):
    """``value`` as an int, or GeoviInputError naming ``name`` (a whole number >= 1, as ``--steps`` and
    ``--every``)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise GeoviInputError(f"{name}: must be a whole number >= 1 (got {value!r})", name)
    return int(value)


def linearize(scenario, integrator=None, h=None, steps=1):
    """The exact derivative of the first ``steps`` steps of a scenario's run (``geovi linearize
    SCENARIO --integrator NAME --h H --steps N``) as a :class:`Linearization`.

    ``scenario`` is a dict, a JSON string or a path (``geovi.preset(name)`` gives a preset's dict);
    ``integrator`` and ``h`` override the scenario's. Bad input raises GeoviInputError naming the
    field: ``steps``, ``integrator`` (unknown, or a method or system whose step geovi does not
    differentiate), or the scenario's; a failed step raises GeoviNumericalFailure.
    """
    steps = check_count(steps, "steps")
    return Simulation(scenario, integrator=integrator, h=h).linearize(steps)


def stability(scenario, integrator=None, h=None):
    """The linear stability of a scenario's initial state (``geovi stability SCENARIO --integrator
    NAME --h H``) as a :class:`Stability`. The state must be an equilibrium or a relative
    equilibrium, else GeoviInputError naming ``initial`` says how far it is from one; a method
    whose step geovi does not differentiate raises GeoviInputError naming ``integrator``.
    """
    return Simulation(scenario, integrator=integrator, h=h).stability()


def lyapunov(scenario, integrator=None, h=None, t_end=None, every=1, count=None):
    """All Lyapunov exponents of a scenario's run to ``t_end`` (default: the scenario's), or the
    ``count`` leading ones (None: all d), with a running estimate every ``every`` steps (``geovi
    lyapunov SCENARIO --integrator NAME --h H --t-end T --every K --count C``), as a
    :class:`Lyapunov`: the CLI's steps (as ``geovi.run``'s) and numbers.

    Bad input raises GeoviInputError naming the field: ``every``, ``count`` (not a whole number
    from 1 to d), ``t_end`` (a run of no step), ``integrator`` (unknown, or a method or system whose
    step geovi does not differentiate), ``h``, or the scenario's; a failed step raises
    GeoviNumericalFailure.
    """
    every = check_count(every, "every")
    if count is not None:
        count = check_count(count, "count")
    sim = Simulation(scenario, integrator=integrator, h=h, t_end=t_end)
    steps = _steps_for_run(sim._core, h is not None)
    if steps == 0:
        raise GeoviInputError(f"t_end: a run of t_end = {sim.t_end!r} takes no step; Lyapunov exponents need "
                              "at least one", "t_end")
    return sim.lyapunov(steps, every, count)


def periodic_orbit(scenario, period_guess=None, integrator=None, h=None, t_end=None, continue_to=None,
                   members=None):
    """The periodic orbit through (or nearest) a scenario's initial state at its energy (``geovi
    periodic SCENARIO --period-guess T --integrator NAME --h H --t-end T``) as a
    :class:`PeriodicOrbit`. Without ``period_guess`` the guess is the run's closest return within
    ``t_end`` (default: the scenario's). With ``continue_to`` and ``members`` (``--continue-to E
    --members N``), also the family through it followed in energy: ``family`` and ``family_stop``.
    GeoviInputError naming ``period-guess``, ``continue-to``, ``members``, ``system`` (forcing or
    damping), ``integrator`` or the scenario's field; GeoviNumericalFailure when Newton does not
    converge on the first orbit.
    """
    return Simulation(scenario, integrator=integrator, h=h, t_end=t_end).periodic_orbit(period_guess, continue_to,
                                                                                         members)


def invariant_manifold(scenario, integrator=None, h=None, t_end=None, offset=1e-5, rays=16, every=1):
    """The stable and unstable manifolds of a scenario's initial state, a saddle equilibrium or
    relative equilibrium (a free body's steady spin about its middle axis), each
    branch grown for ``t_end`` seconds (default: the scenario's) (``geovi manifold SCENARIO
    --integrator NAME --h H --t-end T --offset D --rays K --every K``), as an
    :class:`InvariantManifold`. GeoviInputError naming ``initial`` (not a steady motion, and how far
    from one), ``integrator``, ``offset``, ``rays``, ``every`` or the scenario's field.
    """
    return Simulation(scenario, integrator=integrator, h=h, t_end=t_end).invariant_manifold(offset, rays, every)


def section_manifold(scenario, period_guess=None, on=None, direction=None, axes=None, offset=1e-6, seeds=64,
                     returns=3, max_steps=0, integrator=None, h=None, t_end=None, max_gap=0.0, gap_seeds=4096):
    """The periodic orbit through (or nearest) a scenario's initial state and its stable and unstable
    manifolds in a Poincaré section (``geovi section-manifold SCENARIO --period-guess T --on C=V
    --direction D --axes A,B --offset D --seeds K --returns K --max-steps K --max-gap D --gap-seeds K``),
    as a :class:`SectionManifold`; see :meth:`geovi.Simulation.section_manifold`.
    """
    return Simulation(scenario, integrator=integrator, h=h, t_end=t_end).section_manifold(
        period_guess, on=on, direction=direction, axes=axes, offset=offset, seeds=seeds, returns=returns,
        max_steps=max_steps, max_gap=max_gap, gap_seeds=gap_seeds)
