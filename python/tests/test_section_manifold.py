"""geovi.section_manifold and Simulation.section_manifold (docs/sections.md, "Manifolds of a periodic orbit
in a section") give `geovi section-manifold`'s numbers to the bit, shaped for plotting, and bad input
raises GeoviInputError naming the field that the CLI names."""

import json
import subprocess

import numpy as np
import pytest

import geovi
from conftest import ROOT, assert_bitwise

ORBIT = ROOT / "docs/derivative-examples/double_pendulum_lyapunov_orbit.json"
ARGS = ["--period-guess", "1.69", "--on", "q1x=0", "--axes", "q2x,w2y", "--seeds", "12", "--returns", "2", "--rows"]
KWARGS = {"period_guess": 1.69, "on": "q1x=0", "axes": ("q2x", "w2y"), "seeds": 12, "returns": 2}
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


def cli_json(cli, *args):
    r = subprocess.run([str(cli), "section-manifold", str(ORBIT), *map(str, args)], capture_output=True)
    return r.returncode, json.loads(r.stdout.decode()) if r.returncode == 0 else None, r.stderr.decode()


def test_section_manifold_equals_cli_to_the_bit(cli):
    code, c, err = cli_json(cli, *ARGS)
    assert code == 0, err
    for m in (geovi.section_manifold(ORBIT, **KWARGS), geovi.Simulation(ORBIT).section_manifold(**KWARGS)):
        assert (m.kind, m.steps, m.integrator, m.h) == (c["kind"], c["steps"], c["integrator"], c["h"])
        assert m.kind == "hyperbolic"
        for key in ("period", "energy", "tolerance", "energy_error", "seed_energy_error"):
            assert_bitwise(getattr(m, key), c[key], key)
        assert_bitwise(m.state, c["state"], "state")
        assert_bitwise(np.column_stack([m.multipliers.real, m.multipliers.imag]),
                       np.array(c["multipliers"]), "multipliers")
        assert_bitwise(m.orbit_points, np.array(c["orbit_points"]).reshape(-1, 2), "orbit_points")
        assert_bitwise(m.orbit_rows.ravel(), c["orbit_rows"], "orbit_rows")
        assert len(m.branches) == len(c["branches"]) == 8
        for b, cb in zip(m.branches, c["branches"]):
            assert (b.kind, b.sign, b.point, list(b.iterates)) == (cb["kind"], cb["sign"], cb["point"], cb["iterates"])
            assert_bitwise(b.multiplier, cb["multiplier"], "multiplier")
            assert_bitwise(b.direction, cb["direction"], "direction")
            assert b.points.shape == (len(b.iterates), 2)
            assert_bitwise(b.points.ravel(), cb["points"], "points")
            assert_bitwise(b.rows.ravel(), cb["rows"], "rows")


def test_section_manifold_refusals_name_the_field_as_the_cli_does(cli):
    base = ["--period-guess", "1.69", "--on", "q1x=0", "--axes", "q2x,w2y"]
    cases = [(["--offset", "0"], {"offset": 0.0}, "offset", "offset"),
             (["--seeds", "1"], {"seeds": 1}, "seeds", "seeds"),
             (["--on", "q1x=0.5"], {"on": "q1x=0.5"}, "on", "on"),
             (["--axes", "q2x,nope"], {"axes": ("q2x", "nope")}, "axes", "--axes")]
    for args, kwargs, field, flag in cases:
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.section_manifold(ORBIT, **{**KWARGS, **kwargs})
        assert e.value.path == field, args
        code, _, err = cli_json(cli, *base, *args)
        assert code == 2 and err.startswith(f"error: {flag}: "), err
    for kwargs, field in (({"max_steps": -1}, "max-steps"), ({"period_guess": "soon"}, "period-guess"),
                          ({"axes": "q2x"}, "axes"), ({"max_gap": -1.0}, "max-gap"), ({"max_gap": float("nan")}, "max-gap"),
                          ({"gap_seeds": -1}, "gap-seeds"), ({"gap_seeds": 2000000}, "gap-seeds")):
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.section_manifold(ORBIT, **{**KWARGS, **kwargs})
        assert e.value.path == field
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.section_manifold(ORBIT, period_guess=1.69, on="q1x=0")
    assert e.value.path == "axes"


def test_section_manifold_refined_equals_cli_to_the_bit(cli):
    """max_gap: the refined polylines are the CLI's to the bit; the chords longer than max_gap are its gaps."""
    args = ["--period-guess", "1.69", "--on", "q1x=0", "--axes", "q2x,w2y", "--seeds", "8", "--returns", "2",
            "--max-gap", "0.1"]
    code, c, err = cli_json(cli, *args)
    assert code == 0, err
    m = geovi.section_manifold(ORBIT, period_guess=1.69, on="q1x=0", axes=("q2x", "w2y"), seeds=8, returns=2,
                               max_gap=0.1)
    assert (m.refined_seeds, m.open_gaps, m.budget_exhausted) == (c["refined_seeds"], c["open_gaps"],
                                                                  c["budget_exhausted"])
    # The gaps left (5, measured) are the section map's own breaks, not the budget's.
    assert m.refined_seeds > 0 and not m.budget_exhausted
    for b, cb in zip(m.branches, c["branches"]):
        assert_bitwise(b.points.ravel(), cb["points"], "points")
        assert_bitwise(b.longest, cb["longest"], "longest")
        assert b.gaps == cb["gaps"] == np.count_nonzero(np.hypot(*np.diff(b.points, axis=0).T) > 0.1)
    assert m.open_gaps == sum(b.gaps for b in m.branches) <= 8
