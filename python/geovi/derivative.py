"""The derivative of the discrete flow (issue 46; docs/derivative.md): ``geovi.linearize``,
``geovi.stability`` and ``geovi.lyapunov``, and the results of ``Simulation.linearize``,
``Simulation.stability`` and ``Simulation.lyapunov``.

The numbers are ``geovi linearize``'s, ``geovi stability``'s and ``geovi lyapunov``'s, to the bit: all
pass on the core's doubles (the CLI prints them so that float() reads them back exactly).
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
    """All Lyapunov exponents of a run from ``t0`` to ``t`` (``geovi lyapunov``), by QR
    re-orthonormalization of the exact tangent map after every step.

    ``exponents`` (d, 1/s) in descending order; ``sum`` their sum, log|det| of the tangent map over
    t − t0 (round-off for a symplectic integrator). The running estimates: ``sample_times`` (rows)
    and ``samples`` (rows × d, the exponents so far at each time, in the order of the QR columns), the
    rows of ``geovi lyapunov --csv`` (columns t, l1 … ld). ``integrator`` and ``h`` are the run's.
    """

    exponents: np.ndarray
    sum: float
    t0: float
    t: float
    sample_times: np.ndarray = field(repr=False)
    samples: np.ndarray = field(repr=False)
    integrator: str
    h: float


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


def lyapunov(scenario, integrator=None, h=None, t_end=None, every=1):
    """All Lyapunov exponents of a scenario's run to ``t_end`` (default: the scenario's), with a
    running estimate every ``every`` steps (``geovi lyapunov SCENARIO --integrator NAME --h H
    --t-end T --every K``), as a :class:`Lyapunov`: the CLI's steps (as ``geovi.run``'s) and numbers.

    Bad input raises GeoviInputError naming the field: ``every``, ``t_end`` (a run of no step),
    ``integrator`` (unknown, or a method or system whose step geovi does not differentiate), ``h``,
    or the scenario's; a failed step raises GeoviNumericalFailure.
    """
    every = check_count(every, "every")
    sim = Simulation(scenario, integrator=integrator, h=h, t_end=t_end)
    steps = _steps_for_run(sim._core, h is not None)
    if steps == 0:
        raise GeoviInputError(f"t_end: a run of t_end = {sim.t_end!r} takes no step; Lyapunov exponents need "
                              "at least one", "t_end")
    return sim.lyapunov(steps, every)
