"""The Python API over the core: Simulation, run, the catalogue, errors with their JSON path,
numerical failures carrying the core's failure event, health warnings in the warnings module with
the CLI's words, the version."""

import json
import pickle
import warnings

import numpy as np
import pytest

import geovi
from conftest import ROOT, assert_bitwise, parse_csv, run_cli

PENDULUM = ROOT / "core/scenarios/spherical_pendulum.json"


def test_version_is_package_json_version_and_the_clis(cli):
    version = json.loads((ROOT / "package.json").read_text())["version"]
    assert geovi.__version__ == version
    import subprocess
    assert subprocess.run([str(cli), "--version"], capture_output=True, text=True).stdout.strip() == f"geovi {version}"


def test_catalogue_is_the_clis(cli):
    import subprocess
    want = json.loads(subprocess.run([str(cli), "catalogue"], capture_output=True, text=True).stdout)
    got = geovi.catalogue()
    assert got == want
    vi = next(i for i in got["integrators"] if i["name"] == "vi" and i["space"] == "s2n")
    assert vi["symplectic"] and vi["staysOnManifold"]


def test_a_scenario_is_a_dict_a_json_string_or_a_path():
    doc = json.loads(PENDULUM.read_text())
    sims = [geovi.Simulation(doc), geovi.Simulation(json.dumps(doc)), geovi.Simulation(str(PENDULUM)),
            geovi.Simulation(PENDULUM)]
    for sim in sims:
        sim.advance(25)
    for sim in sims[1:]:
        assert_bitwise(sim.state, sims[0].state, "state")
    assert sims[0].state.dtype == np.float64
    assert sims[0].state_columns == ["q1x", "q1y", "q1z", "w1x", "w1y", "w1z"]
    assert sims[0].time == 25 * sims[0].h


def test_advance_in_pieces_is_run_and_the_cli(cli):
    code, out, _ = run_cli(PENDULUM, "--t-end", "1", "--every", "20")
    _, rows = parse_csv(out)
    sim = geovi.Simulation(PENDULUM)
    got = [[sim.time, sim.energy, *sim.state]]
    for n in [1, 19, 20, 5, 15, 20, 20]:  # rows fall at multiples of 20 steps
        sim.advance(n)
        if sim.step_count % 20 == 0:
            got.append([sim.time, sim.energy, *sim.state])
    assert_bitwise(np.array(got), rows[: len(got)], "advance in pieces")
    assert_bitwise(geovi.run(PENDULUM, t_end=1, every=20).rows(), rows, "run")


def test_method_info_is_the_method_as_data():
    # vi4 on the double pendulum's full inertia composes the implicit vi (issue 45: no words parsed back).
    double = ROOT / "core/scenarios/double_spherical_pendulum.json"
    sim = geovi.Simulation(double, integrator="vi4")
    assert sim.method == "vi4 of vi"
    assert sim.method_info == {"name": "vi4", "family": "variational", "base": "vi",
                               "composition": "triple-jump", "substeps": 3}
    assert geovi.Simulation(PENDULUM, integrator="rk4").method_info == {
        "name": "rk4", "family": "runge-kutta", "base": "rk4", "composition": "", "substeps": 1}


def test_overrides_are_the_clis_flags(cli):
    code, out, _ = run_cli(PENDULUM, "--integrator", "vi4", "--h", "0.003", "--t-end", "0.5", "--every", "3")
    assert code == 0
    traj = geovi.run(PENDULUM, t_end=0.5, every=3, integrator="vi4", h=0.003)
    assert traj.integrator == "vi4" and traj.h == 0.003
    assert_bitwise(traj.rows(), parse_csv(out)[1], "vi4 h=0.003")
    assert traj.column("q1z") is not None and traj.column("q1z").shape == traj.t.shape


def test_bad_input_names_the_json_field():
    doc = json.loads(PENDULUM.read_text())
    doc["initial"]["q"] = [[0, 0, "x"]]
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.Simulation(doc)
    assert e.value.path.startswith("initial.q[0]")
    assert isinstance(e.value, ValueError)
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.Simulation(PENDULUM, integrator="no-such-method")
    assert e.value.path == "integrator" and "no-such-method" in str(e.value)
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.Simulation(PENDULUM, h=-1)
    assert e.value.path == "h" and str(e.value).startswith("h: must be")
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.run(PENDULUM, t_end=-1)
    assert e.value.path == "t_end"
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.Simulation("/no/such/file.json")
    assert e.value.path == "/no/such/file.json"
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.Simulation("{not json")
    err = pickle.loads(pickle.dumps(e.value))  # crosses a process pool intact
    assert (err.path, str(err)) == (e.value.path, str(e.value))


def test_set_state_restarts_from_the_given_state_and_refuses_bad_ones():
    sim = geovi.Simulation(PENDULUM)
    sim.advance(10)
    start = np.array([0.0, 0.6, 0.8, 1.0, 0.0, 0.0])
    sim.set_state(start, t=2.0)
    assert sim.time == 2.0 and sim.step_count == 0
    assert_bitwise(sim.state, start, "set_state")
    with pytest.raises(geovi.GeoviInputError) as e:
        sim.set_state([1.0, 2.0])
    assert e.value.path.startswith("setState")
    assert_bitwise(sim.state, start, "kept after a refusal")


def test_a_numerical_failure_carries_the_cores_event_and_the_rows_before_it(cli, tmp_path):
    # The explicit VI at h = 1 s: (3.17) has no solution at the second step (the CLI's exit 3).
    csv_path = tmp_path / "out.csv"
    code, _, err = run_cli(PENDULUM, "--integrator", "vi-explicit", "--h", "1", "--t-end", "30", "--csv", csv_path)
    assert code == 3
    partial = parse_csv((tmp_path / "out.csv.partial").read_text())[1]
    with pytest.raises(geovi.GeoviNumericalFailure) as e:
        geovi.run(PENDULUM, t_end=30, integrator="vi-explicit", h=1)
    failure = e.value
    assert failure.code == "explicit-no-solution" == failure.health.code
    assert failure.health.severity == "failure" and failure.health.step == 1 and failure.health.time == 1.0
    assert failure.sentence and failure.advice
    assert geovi.health_line(failure.health) in err  # the CLI's words for it, the same line
    assert failure.message in err
    assert_bitwise(failure.trajectory.rows(), partial, "rows before the failure")
    again = pickle.loads(pickle.dumps(failure))
    assert (again.code, again.health.code, again.health.time) == (failure.code, "explicit-no-solution", 1.0)
    sim = geovi.Simulation(PENDULUM, integrator="vi-explicit", h=1)
    with pytest.raises(geovi.GeoviNumericalFailure):
        sim.advance(5)
    assert sim.step_count == 1  # the state stays at the last good step


def test_health_warnings_reach_the_warnings_module_with_the_clis_sentence(cli):
    code, _, err = run_cli(PENDULUM, "--integrator", "euler", "--t-end", "3", "--every", "50")
    assert code == 0
    cli_lines = [line for line in err.splitlines() if line.startswith("warning at")]
    # Explicit Euler's energy passes 10% at t = 1.72 s, and its bob leaves its sphere by 5% at 2.60 s.
    assert len(cli_lines) == 2
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        traj = geovi.run(PENDULUM, t_end=3, every=50, integrator="euler")
    health = [w for w in caught if issubclass(w.category, geovi.GeoviHealthWarning)]
    assert [str(w.message) for w in health] == cli_lines
    assert health[0].message.event.code == "energy-drift"
    assert [e.code for e in traj.health_events] == ["energy-drift", "manifold-sphere"]
    sim = geovi.Simulation(PENDULUM, integrator="euler")
    with pytest.warns(geovi.GeoviHealthWarning, match="energy-drift"):
        for _ in range(30):
            sim.advance(10)
    assert [e.code for e in sim.health_events] == ["energy-drift", "manifold-sphere"]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # reported once, not again on the next call
        sim.advance(10)


def test_presets_travel_with_the_package():
    names = geovi.presets()
    assert "double_spherical_pendulum" in names
    assert len(names) == len(list((ROOT / "core/scenarios").glob("*.json")))
    assert geovi.preset("spherical_pendulum") == json.loads(PENDULUM.read_text())
    with pytest.raises(geovi.GeoviInputError):
        geovi.preset("nope")


def test_stepping_releases_the_gil():
    # While one thread is inside a long advance(), another Python thread keeps running: it records
    # its loop's times, and some of them fall well inside the advance. With the GIL held through the
    # advance none could (the other thread would wait for it to return).
    import threading
    import time
    sim = geovi.Simulation(geovi.preset("chain_pendulum_5"))
    span = {}

    def step():
        span["start"] = time.perf_counter()
        sim.advance(150_000)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=step)
    ticks = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.001)
    worker.join()
    margin = 0.02
    assert span["end"] - span["start"] > 4 * margin, "the advance is too short to tell"
    inside = [t for t in ticks if span["start"] + margin < t < span["end"] - margin]
    assert len(inside) >= 10, f"{len(inside)} ticks of the other thread inside a {span['end'] - span['start']:.3f} s advance"


def test_a_step_longer_than_the_whole_run_names_h_as_the_cli_does(tmp_path):
    """Issue 48: h > t_end took no step, and returned the initial row as a run."""
    doc = json.loads(PENDULUM.read_text())
    doc["integrator"]["h"] = 1e300
    doc["t_end"] = 100
    for call in (geovi.run, geovi.section):
        with pytest.raises(geovi.GeoviInputError) as e:
            call(doc) if call is geovi.run else call(doc, on="q1x=0")
        assert e.value.path == "integrator.h"
        assert "is longer than the whole run (t_end = 100" in str(e.value)
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.run(PENDULUM, h=150, t_end=100)
    assert e.value.path == "h" and str(e.value).startswith("h: the step h = 150")
    assert len(geovi.run(PENDULUM, h=0.5, t_end=0.5, integrator="rk4")) == 2  # h = t_end: one step
    assert len(geovi.run(doc, t_end=0)) == 1  # t_end = 0: the initial row only


def test_endless_input_is_refused_at_the_limit_not_read_whole():
    """Issue 48: /dev/zero was read whole (the CLI grew to 3.3 GB in 9 s; Python read it too)."""
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.Simulation("/dev/zero")
    assert e.value.path == "/dev/zero"
    assert "larger than the limit of 67108864 bytes" in str(e.value)
