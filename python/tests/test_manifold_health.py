"""Issue 35: a run whose configuration leaves its manifold is warned about (the core's manifold rule,
docs/watchdog.md "Leaving the manifold"), in Python as GeoviHealthWarning with the CLI's line; a
re-projected baseline is not."""

import warnings

import pytest

import geovi
from conftest import ROOT, run_cli

SCENARIOS = ROOT / "core/scenarios"


@pytest.mark.parametrize("name, step", [("lagrange_top_sleeping", 6), ("heavy_asymmetric_top", 1170)])
def test_a_top_whose_attitude_is_no_longer_a_rotation_warns_as_the_cli_does(cli, name, step):
    path = SCENARIOS / f"{name}.json"
    code, _, err = run_cli(path, "--integrator", "rk4", "--h", "0.05", "--t-end", "300", "--every", "100")
    assert code == 0
    cli_lines = [line for line in err.splitlines() if line.startswith("warning at")]
    assert len(cli_lines) == 1
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        traj = geovi.run(path, integrator="rk4", h=0.05, t_end=300, every=100)
    health = [w for w in caught if issubclass(w.category, geovi.GeoviHealthWarning)]
    assert [str(w.message) for w in health] == cli_lines
    event = health[0].message.event
    assert (event.code, event.severity, event.step, event.threshold) == ("manifold-rotation", "warning", step, 0.1)
    assert event.value > 0.1
    assert event.time == pytest.approx(step * 0.05, abs=1e-9)
    assert f"(step {step}) the body's attitude R was no longer a rotation" in str(health[0].message)
    assert [e.code for e in traj.health_events] == ["manifold-rotation"]
    # The same through Simulation.advance, with pytest.warns.
    sim = geovi.Simulation(path, integrator="rk4", h=0.05)
    with pytest.warns(geovi.GeoviHealthWarning, match="manifold-rotation"):
        sim.advance(step)
    assert [e.step for e in sim.health_events] == [step]


@pytest.mark.parametrize("name", ["lagrange_top_sleeping", "heavy_asymmetric_top"])
def test_negative_control_rk4_projected_never_leaves_so3(name):
    sim = geovi.Simulation(SCENARIOS / f"{name}.json", integrator="rk4-projected", h=0.05)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sim.advance(6000)
    codes = [w.message.event.code for w in caught if issubclass(w.category, geovi.GeoviHealthWarning)]
    assert not [c for c in codes if c.startswith("manifold-")]
    assert not [e for e in sim.health_events if e.code.startswith("manifold-")]
