"""geovi: geometric variational integrators on (S²)ⁿ and SO(3), from Python.

    import geovi
    traj = geovi.run(geovi.preset("double_spherical_pendulum"), t_end=10, every=10)
    traj.t, traj.energy, traj.state, traj.columns

The numbers are the CLI's, to the bit. docs/python.md describes the whole API.
"""

import json as _json
import pkgutil as _pkgutil

# During development, PYTHONPATH=python:build/native/python imports these files from the source tree
# and the compiled _geovi from the build tree: extend_path joins the two directories into one package.
__path__ = _pkgutil.extend_path(__path__, __name__)

from . import _geovi
from .errors import (GeoviError, GeoviHealthWarning, GeoviInputError, GeoviNumericalFailure, GeoviPerformanceWarning,
                     health_line)
from .simulation import Simulation, Trajectory, preset, presets, run
from .phase import geometric_phase
from .derivative import (InvariantManifold, Linearization, Lyapunov, ManifoldBranch, PeriodicOrbit, SectionManifold,
                         SectionManifoldBranch, Stability, invariant_manifold, linearize, lyapunov, periodic_orbit,
                         section_manifold, stability)
from .section import Section, section
from .sweep import sweep
from .show import show

__version__ = _geovi.version  # package.json's "version", the CLI's `geovi --version`


def catalogue():
    """What the core knows how to build (``geovi catalogue``) as a dict: ``spaces``, ``integrators``
    (with order, symplectic, …), ``systemTypes``, ``terms`` (with their parameters), ``plotKinds``,
    ``limits`` and the ``health`` templates."""
    return _json.loads(_geovi.catalogue_json())


def describe_health(event):
    """A health event's plain words: (sentence, advice), from the core's templates."""
    return _geovi.describe_health(event)


__all__ = [
    "GeoviError", "GeoviHealthWarning", "GeoviInputError", "GeoviNumericalFailure", "GeoviPerformanceWarning",
    "InvariantManifold", "Linearization", "Lyapunov", "ManifoldBranch", "PeriodicOrbit", "Section", "SectionManifold",
    "SectionManifoldBranch", "Simulation",
    "Stability", "Trajectory", "catalogue", "describe_health", "geometric_phase", "health_line",
    "invariant_manifold", "linearize", "lyapunov", "periodic_orbit", "preset", "presets", "run", "section",
    "section_manifold", "show",
    "stability", "sweep",
    "__version__",
]
