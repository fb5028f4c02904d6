"""section(): a Poincaré section of one run, the CLI's ``geovi section`` with NumPy arrays.

The crossings are located by the core (geovi/section.hpp, docs/sections.md): the same watcher the
CLI and the page use, so the numbers are the CLI's to the bit (python/tests/test_section.py).
"""

from dataclasses import dataclass, field

import numpy as np

from . import _geovi
from .errors import GeoviInputError, GeoviNumericalFailure
from .simulation import STEPS_PER_CALL, Simulation, _input_error, _steps_for_run


@dataclass
class Section:
    """The crossings of one run: ``t`` (rows), ``energy`` (rows), ``state`` (rows × columns) and the
    state ``columns``, as the rows of ``geovi section``; ``steps`` the run's steps."""
    t: np.ndarray
    energy: np.ndarray
    state: np.ndarray
    columns: list
    on: str = ""
    direction: str = ""
    steps: int = 0
    health_events: list = field(default_factory=list, repr=False)

    def column(self, name):
        """The values of one state column at the crossings."""
        try:
            return self.state[:, self.columns.index(name)]
        except ValueError:
            raise GeoviInputError(f"column: unknown column {name!r} (expected one of {', '.join(self.columns)})",
                                  "column") from None

    def __len__(self):
        return len(self.t)


def _optional_text(value, name, choices=None):
    if value is None:
        return ""
    if not isinstance(value, str) or value == "":
        raise GeoviInputError(f"{name}: expected a non-empty string, got {value!r}", name)
    if choices and value not in choices:
        raise GeoviInputError(f"{name}: unknown {name} {value!r} (expected {', '.join(choices)})", name)
    return value


def section(scenario, on=None, direction=None, t_end=None, integrator=None, h=None):
    """The Poincaré section of a run of ``scenario`` (a dict, JSON text or a path) to ``t_end``:
    the crossings of ``on`` ("COLUMN=VALUE", e.g. "q1x=0"; default: the scenario's ``section``) in
    ``direction`` ("up", "down" or "both"; default: the scenario's, else "up"). Returns a Section
    with the numbers of ``geovi section`` to the bit. The run releases the GIL while it steps.
    Bad arguments raise GeoviInputError naming the argument; health warnings go to the warnings
    module; a numerical failure raises GeoviNumericalFailure."""
    on = _optional_text(on, "on")
    direction = _optional_text(direction, "direction", ("up", "down", "both"))
    sim = Simulation(scenario, integrator=integrator, h=h, t_end=t_end)
    core = sim._core
    try:
        core.watch_section(on, direction)
    except _geovi.InputError as e:
        raise _input_error(e) from None
    steps = _steps_for_run(core, h is not None)
    chunks = []
    done = 0
    while done < steps:
        n = min(STEPS_PER_CALL, steps - done)
        sim.advance(n)  # releases the GIL; warns of health events; raises GeoviNumericalFailure
        done += n
        chunks.append(core.take_crossings())
    width = len(core.state_columns) + 2
    rows = np.concatenate(chunks) if chunks else np.empty((0, width))
    if not np.isfinite(rows).all():  # the CLI refuses to write such a row
        raise GeoviNumericalFailure("a crossing row is not finite; a section refuses non-finite values", "non-finite")
    declared = sim.scenario.get("section", {}) if isinstance(sim.scenario, dict) else {}
    return Section(rows[:, 0].copy(), rows[:, 1].copy(), rows[:, 2:].copy(), list(core.state_columns),
                   on or declared.get("on", ""), direction or declared.get("direction", "up"), steps,
                   sim.health_events)
