"""The geometric phase of a free rigid body: ``geovi.geometric_phase`` (docs/geometric-phase.md).

The numbers are ``geovi phase``'s, to the bit: both print the core's report (17 significant digits,
which float() reads back exactly).
"""

import json
import numbers
import warnings

from . import _geovi
from .errors import GeoviInputError, GeoviNumericalFailure
from .simulation import _input_error, scenario_text

_MAX_PERIODS = 1000  # the core's kMaxPhasePeriods


def geometric_phase(scenario, integrator=None, h=None, periods=1):
    """After each period T of the body angular momentum Π, the body has turned about the spatial
    angular momentum π by Δθ = 2ET/‖π‖ − Λ (mod 2π), Λ the solid angle Π's curve encloses.

    Runs a free rigid body (``scenario``: a dict, a JSON string or a path; ``integrator`` and ``h``
    override the scenario's, as the CLI's flags do) for ``periods`` periods and returns a dict:
    ``T``, ``dynamic`` (2ET/‖π‖), ``geometric`` (Λ), ``predicted`` and ``measured`` (radians, in
    (−π, π]) and ``tEnd`` of the last period, ``exactT`` (the elliptic-function period), ``energy``,
    ``momentum``, ``h``, ``integrator``, and ``periods``: one such dict per period.

    The scenario's load warnings (a normalized R, as the CLI's ``warning:`` lines) go to ``warnings``
    as UserWarning. A system that is not a free rigid body, or a Π at a fixed point, raises GeoviInputError naming the
    field; a run that fails or leaves the orbit raises GeoviNumericalFailure.
    """
    if isinstance(periods, bool) or not isinstance(periods, numbers.Integral) or not 1 <= periods <= _MAX_PERIODS:
        raise GeoviInputError(f"periods: must be a whole number from 1 to {_MAX_PERIODS} (got {periods!r})",
                              "periods")
    if h is not None:
        if isinstance(h, bool) or not isinstance(h, numbers.Real):
            raise GeoviInputError(f"h: must be a number (got {h!r})", "h")
        h = float(h)
    if integrator is not None and not isinstance(integrator, str):
        raise GeoviInputError(f"integrator: must be a name (got {integrator!r})", "integrator")
    text = scenario_text(scenario)
    try:
        report, load_warnings = _geovi.geometric_phase_json(text, integrator, h, int(periods))
    except _geovi.InputError as e:
        if integrator is not None and e.args[1] == "integrator.type":
            raise GeoviInputError(e.args[0].replace("integrator.type", "integrator", 1), "integrator") from None
        raise _input_error(e) from None
    except _geovi.NumericalFailure as e:
        message, code = e.args
        raise GeoviNumericalFailure(message, code) from None
    for w in load_warnings:  # e.g. "initial.R: re-orthonormalized", as the CLI's `warning:` lines
        warnings.warn(f"scenario: {w}", UserWarning, stacklevel=2)
    return json.loads(report)
