"""geovi.linearize, geovi.stability and geovi.lyapunov (docs/derivative.md) give `geovi linearize`'s,
`geovi stability`'s and `geovi lyapunov`'s numbers to the bit, Simulation.linearize and
Simulation.lyapunov carry the run on, and bad input raises GeoviInputError naming the field that the CLI
names with exit code 2."""

import json
import math
import subprocess

import numpy as np
import pytest

import geovi
from conftest import ROOT, assert_bitwise, parse_csv

SCENARIOS = ROOT / "core/scenarios"
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


def cli_json(cli, command, scenario, *args):
    """(exit code, the printed object or None, stderr) of `geovi COMMAND SCENARIO ARGS…`."""
    r = subprocess.run([str(cli), command, str(scenario), *map(str, args)], capture_output=True)
    out = r.stdout.decode()
    return r.returncode, json.loads(out) if r.returncode == 0 else out, r.stderr.decode()


def assert_refused_as_cli(cli, call, field, command, path, args, flag):
    """call() raises GeoviInputError naming `field`, and `geovi COMMAND PATH ARGS…` exits 2 printing
    nothing, its one error line naming `flag`. Returns the error."""
    with pytest.raises(geovi.GeoviInputError) as e:
        call()
    assert e.value.path == field, (path, args)
    code, out, err = cli_json(cli, command, path, *args)
    assert (code, out) == (2, ""), err
    assert err.startswith(f"error: {flag}: ") and err.count("\n") == 1, err
    return e.value


def assert_untouched_by_refusal(path, call):
    """call(sim) on a run whose step is not differentiated (rk45) raises GeoviInputError naming
    integrator, and leaves the run as it was."""
    sim = geovi.Simulation(path, integrator="rk45")
    before = sim.state
    with pytest.raises(geovi.GeoviInputError) as e:
        call(sim)
    assert e.value.path == "integrator"
    assert sim.step_count == 0
    assert_bitwise(sim.state, before, "state after a refusal")


def scenario_file(tmp_path, doc):
    path = tmp_path / f"{doc['name']}.json"
    path.write_text(json.dumps(doc))
    return path


def free_body(omega):
    doc = geovi.preset("free_body_intermediate_axis")
    doc["initial"]["Omega"] = omega
    doc["name"] = "free_body_steady"
    return doc


def upright_top(spin):
    """The sleeping Lagrange top exactly upright (R = I), spinning at `spin` about its axis."""
    doc = geovi.preset("lagrange_top_sleeping")
    doc["initial"] = {"R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, 0, spin]}
    doc["name"] = "upright_top"
    return doc


def assert_linearization_is_cli(lin, fromCli):
    assert list(fromCli) == ["t0", "t1", "steps", "columns", "state0", "state1", "basis0", "basis1", "matrix",
                             "symplectic_error", "integrator", "h"]
    for key in ("t0", "t1", "symplectic_error", "h"):
        assert_bitwise(getattr(lin, key), fromCli[key], key)
    for key in ("state0", "state1", "basis0", "basis1", "matrix"):
        assert_bitwise(getattr(lin, key), np.array(fromCli[key]), key)
    assert (lin.steps, lin.columns, lin.integrator) == (fromCli["steps"], fromCli["columns"], fromCli["integrator"])


@pytest.mark.parametrize("name,args,kwargs", [
    ("heavy_asymmetric_top", [], {}),
    ("free_body_intermediate_axis", ["--integrator", "vi4", "--h", "0.02", "--steps", "7"],
     {"integrator": "vi4", "h": 0.02, "steps": 7}),
    ("lagrange_top_sleeping", ["--integrator", "rk4", "--steps", "3"], {"integrator": "rk4", "steps": 3}),
    ("free_rigid_body", ["--integrator", "rk4-projected", "--h", "0.05", "--steps", "2"],
     {"integrator": "rk4-projected", "h": 0.05, "steps": 2}),
])
def test_linearize_equals_cli_to_the_bit(cli, name, args, kwargs):
    code, fromCli, err = cli_json(cli, "linearize", SCENARIOS / f"{name}.json", *args)
    assert code == 0, err
    lin = geovi.linearize(SCENARIOS / f"{name}.json", **kwargs)
    assert_linearization_is_cli(lin, fromCli)
    d, n = lin.matrix.shape[0], len(lin.columns)
    assert lin.matrix.shape == (d, d) and lin.basis0.shape == lin.basis1.shape == (d, n) and 0 < d < n
    # A dict and JSON text give the same map.
    doc = geovi.preset(name)
    assert_bitwise(geovi.linearize(doc, **kwargs).matrix, lin.matrix, "from a dict")
    assert_bitwise(geovi.linearize(json.dumps(doc), **kwargs).matrix, lin.matrix, "from JSON text")


def test_simulation_linearize_carries_the_run_on(cli):
    """Two calls of 2 steps each: the run advances by them, the second starts where the first ended
    and ends where the CLI's 4 steps end, and the product of the two maps is the 4-step map."""
    path = SCENARIOS / "heavy_asymmetric_top.json"
    code, four, err = cli_json(cli, "linearize", path, "--steps", "4")
    assert code == 0, err
    sim = geovi.Simulation(path)
    first = sim.linearize(2)
    assert sim.step_count == 2
    assert_bitwise(sim.state, first.state1, "the run's state after linearize")
    second = sim.linearize(steps=2)
    assert_bitwise(second.state0, first.state1, "second.state0")
    assert_bitwise(second.basis0, first.basis1, "second.basis0")
    assert_bitwise(second.state1, np.array(four["state1"]), "state after 4 steps")
    assert_bitwise(second.t1, four["t1"], "t1")
    chained = second.matrix @ first.matrix
    assert np.abs(chained - np.array(four["matrix"])).max() < 1e-12 * np.abs(chained).max()


def test_linearize_refusals_name_the_field_as_the_cli_does(cli):
    path = SCENARIOS / "free_rigid_body.json"
    # (arguments, the field Python names, the CLI's flags, the field the CLI names)
    refused = [({"steps": 0}, "steps", ["--steps", "0"], "--steps"),
               ({"integrator": "nope"}, "integrator", ["--integrator", "nope"], "--integrator"),
               ({"integrator": "rk45"}, "integrator", ["--integrator", "rk45"], "integrator")]
    for kwargs, field, args, flag in refused:
        assert_refused_as_cli(cli, lambda: geovi.linearize(path, **kwargs), field, "linearize", path, args, flag)
    for steps in (1.5, True, -3, "2"):
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.linearize(path, steps=steps)
        assert e.value.path == "steps"
    # A step that is not differentiated leaves the run untouched; so does a controller's forcing.
    assert_untouched_by_refusal(path, lambda sim: sim.linearize(3))
    controlled = SCENARIOS / "quadrotor_tracking.json"
    assert_refused_as_cli(cli, lambda: geovi.linearize(controlled), "integrator", "linearize", controlled, [],
                          "integrator")


def assert_stability_is_cli(report, fromCli):
    assert list(fromCli) == ["kind", "eigenvalues", "multipliers", "stable", "growth_rate", "tolerance",
                             "integrator", "h"]
    for key in ("eigenvalues", "multipliers"):
        values = getattr(report, key)
        assert values.dtype == np.complex128
        assert_bitwise(np.column_stack([values.real, values.imag]).reshape(-1, 2), np.array(fromCli[key]).reshape(-1, 2),
                       key)
    for key in ("growth_rate", "tolerance", "h"):
        assert_bitwise(getattr(report, key), fromCli[key], key)
    assert (report.kind, report.stable, report.integrator) == (fromCli["kind"], fromCli["stable"],
                                                              fromCli["integrator"])


@pytest.mark.parametrize("doc,args,kwargs,stable", [
    (free_body([0, 5, 0]), [], {}, False),                  # the middle axis: leaves it
    (free_body([0, 0, 5]), ["--integrator", "vi4"], {"integrator": "vi4"}, True),  # the major axis
    (upright_top(20.0), ["--h", "0.01"], {"h": 0.01}, True),   # above the sleeping threshold (17.7 rad/s)
    (upright_top(10.0), ["--integrator", "rk4"], {"integrator": "rk4"}, False),  # below it
    # a relative equilibrium on (S²)ⁿ: the spherical pendulum on a cone at 60°
    (json.loads((ROOT / "docs/derivative-examples/spherical_pendulum_conical.json").read_text()), [], {}, True),
    # on SE(3)ᴺ: a circular synchronous binary
    (json.loads((ROOT / "docs/derivative-examples/binary_circular.json").read_text()), [], {}, True),
])
def test_stability_equals_cli_to_the_bit(cli, tmp_path, doc, args, kwargs, stable):
    path = scenario_file(tmp_path, doc)
    code, fromCli, err = cli_json(cli, "stability", path, *args)
    assert code == 0, err
    report = geovi.stability(path, **kwargs)
    assert_stability_is_cli(report, fromCli)
    assert report.kind == "relative_equilibrium" and report.stable is stable
    assert_stability_is_cli(geovi.Simulation(doc, **kwargs).stability(), fromCli)


def test_the_middle_axis_rate():
    """J = diag(1, 2, 3) spinning at Ω = 5 about e2 leaves it at Ω √((J₂ − J₁)(J₃ − J₂)/(J₁J₃))."""
    report = geovi.stability(free_body([0, 5, 0]))
    assert report.growth_rate == pytest.approx(5 * math.sqrt(1 / 3), rel=1e-12)
    assert report.eigenvalues[0].real == report.growth_rate


def test_stability_refusals_name_the_field_as_the_cli_does(cli, tmp_path):
    cases = [(SCENARIOS / "free_rigid_body.json", [], {}, "initial"),
             (SCENARIOS / "thrown_book.json", [], {}, "initial"),
             (scenario_file(tmp_path, free_body([0, 5, 0])), ["--integrator", "rk45"], {"integrator": "rk45"},
              "integrator")]
    for path, args, kwargs, field in cases:
        error = assert_refused_as_cli(cli, lambda: geovi.stability(path, **kwargs), field, "stability", path, args,
                                      field)
        assert str(error) in cli_json(cli, "stability", path, *args)[2]
    sim = geovi.Simulation(SCENARIOS / "free_rigid_body.json")
    with pytest.raises(geovi.GeoviInputError):
        sim.stability()
    assert sim.step_count == 0


def test_a_failed_step_is_a_numerical_failure_as_in_the_cli(cli):
    """RK4 at h = 1 on the heavy top leaves the finite numbers at step 3: the CLI exits 3, and Python
    raises GeoviNumericalFailure with the core's failure event, the run at the last good step."""
    path = SCENARIOS / "heavy_asymmetric_top.json"
    code, out, err = cli_json(cli, "linearize", path, "--integrator", "rk4", "--h", "1", "--steps", "50")
    assert (code, out) == (3, ""), err
    sim = geovi.Simulation(path, integrator="rk4", h=1)
    with pytest.raises(geovi.GeoviNumericalFailure) as e:
        sim.linearize(50)
    assert (e.value.code, e.value.health.severity) == ("non-finite", "failure")
    assert e.value.args[0] in err and e.value.args[0].startswith("step 3 ")
    assert sim.step_count == e.value.health.step == 2
    assert np.isfinite(sim.state).all()


def cli_lyapunov(cli, tmp_path, path, *args):
    """(exit code, the printed object or the stdout, stderr, the --csv file's (header, rows) or None)."""
    out = tmp_path / "lyapunov.csv"
    code, printed, err = cli_json(cli, "lyapunov", path, *args, "--csv", out)
    return code, printed, err, parse_csv(out.read_text()) if code == 0 else None


def assert_lyapunov_is_cli(report, fromCli, table):
    assert list(fromCli) == ["exponents", "sum", "volume_defect", "t", "integrator", "h"]
    assert_bitwise(report.exponents, np.array(fromCli["exponents"]), "exponents")
    for key in ("sum", "volume_defect", "t", "h"):
        if fromCli[key] is None:  # volume_defect for count < d
            assert getattr(report, key) is None, key
        else:
            assert_bitwise(getattr(report, key), fromCli[key], key)
    assert report.integrator == fromCli["integrator"]
    header, rows = table
    d = len(report.exponents)
    assert header == ["t", *(f"l{i}" for i in range(1, d + 1))]
    assert report.samples.shape == (len(report.sample_times), d)
    assert_bitwise(np.column_stack([report.sample_times, report.samples]), rows, "the running estimates")


@pytest.mark.parametrize("name,args,kwargs", [
    ("heavy_asymmetric_top", ["--t-end", "1", "--every", "20"], {"t_end": 1, "every": 20}),
    # 100 steps every 7: a last estimate after step 100 besides those at 7, 14, … 98.
    ("free_body_intermediate_axis", ["--integrator", "vi4", "--h", "0.02", "--t-end", "2", "--every", "7"],
     {"integrator": "vi4", "h": 0.02, "t_end": 2, "every": 7}),
    ("lagrange_top_sleeping", ["--integrator", "rk4", "--t-end", "0.5"], {"integrator": "rk4", "t_end": 0.5}),
    # The leading ones only (--count): a thin QR of count carried vectors; volume_defect None.
    ("planar_double_pendulum", ["--t-end", "2", "--every", "30", "--count", "1"], {"t_end": 2, "every": 30, "count": 1}),
    ("heavy_asymmetric_top", ["--integrator", "rk4", "--t-end", "0.5", "--every", "20", "--count", "3"],
     {"integrator": "rk4", "t_end": 0.5, "every": 20, "count": 3}),
    ("planar_double_pendulum", ["--t-end", "0.5", "--count", "8"], {"t_end": 0.5, "count": 8}),  # count = d: all
])
def test_lyapunov_equals_cli_to_the_bit(cli, tmp_path, name, args, kwargs):
    code, fromCli, err, table = cli_lyapunov(cli, tmp_path, SCENARIOS / f"{name}.json", *args)
    assert code == 0, err
    report = geovi.lyapunov(SCENARIOS / f"{name}.json", **kwargs)
    assert_lyapunov_is_cli(report, fromCli, table)
    assert report.t0 == 0 and np.all(np.diff(report.exponents) <= 0)
    every, steps = kwargs.get("every", 1), round(report.t / report.h)
    assert len(report.sample_times) == -(-steps // every)
    doc = geovi.preset(name)
    assert_bitwise(geovi.lyapunov(doc, **kwargs).samples, report.samples, "from a dict")
    assert_bitwise(geovi.lyapunov(json.dumps(doc), **kwargs).exponents, report.exponents, "from JSON text")
    count = kwargs.get("count")
    if count is not None:
        assert len(report.exponents) == count
        assert (report.volume_defect is None) == (count < 8 if name == "planar_double_pendulum" else count < 6)


def test_lyapunov_count_d_is_all_and_the_leading_share_the_first_column():
    """count = d is the full computation to the bit; count = 1's running estimate is count = 3's first column."""
    path = SCENARIOS / "planar_double_pendulum.json"
    full, d = geovi.lyapunov(path, t_end=0.5), geovi.lyapunov(path, t_end=0.5, count=8)
    for key in ("exponents", "sum", "volume_defect", "samples"):
        assert_bitwise(getattr(d, key), getattr(full, key), key)
    one = geovi.lyapunov(path, t_end=2, every=30, count=1)
    three = geovi.lyapunov(path, t_end=2, every=30, count=3)
    assert_bitwise(three.samples[:, 0], one.samples[:, 0], "the first column")


def test_simulation_lyapunov_carries_the_run_on(cli, tmp_path):
    """sim.lyapunov(N, K) is the CLI's run of N steps; it advances the run as advance(N) does, and a
    second call averages from where the first ended."""
    path = SCENARIOS / "heavy_asymmetric_top.json"
    code, fromCli, err, table = cli_lyapunov(cli, tmp_path, path, "--t-end", "0.3", "--every", "40")
    assert code == 0, err
    sim = geovi.Simulation(path)
    first = sim.lyapunov(300, every=40)
    assert_lyapunov_is_cli(first, fromCli, table)
    assert sim.step_count == 300
    assert_bitwise(sim.state, geovi.Simulation(path).advance(300).state, "the state after lyapunov")
    second = sim.lyapunov(5)
    assert (second.t0, sim.step_count) == (first.t, 305)
    assert len(second.sample_times) == 5 and second.sample_times[0] > first.t


def test_lyapunov_refusals_name_the_field_as_the_cli_does(cli):
    path = SCENARIOS / "heavy_asymmetric_top.json"
    refused = [({"every": 0}, "every", ["--every", "0"], "--every"),
               ({"integrator": "nope"}, "integrator", ["--integrator", "nope"], "--integrator"),
               ({"integrator": "rk45"}, "integrator", ["--integrator", "rk45"], "integrator"),
               ({"h": 20, "t_end": 10}, "h", ["--h", "20", "--t-end", "10"], "--h"),
               ({"t_end": 1e12}, "t_end", ["--t-end", "1e12"], "--t-end")]  # past 1e12 steps of h = 0.001
    for kwargs, field, args, flag in refused:
        assert_refused_as_cli(cli, lambda: geovi.lyapunov(path, **kwargs), field, "lyapunov", path, args, flag)
    # A run of no step: the CLI names the steps it derived from --t-end 0, Python the argument.
    assert_refused_as_cli(cli, lambda: geovi.lyapunov(path, t_end=0), "t_end", "lyapunov", path, ["--t-end", "0"],
                          "steps")
    for every in (1.5, True, -3, "2"):
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.lyapunov(path, t_end=0.01, every=every)
        assert e.value.path == "every"
    # count: not a whole number >= 1 (the flag, as --every), or more than d = 6 (the core names count).
    assert_refused_as_cli(cli, lambda: geovi.lyapunov(path, count=0), "count", "lyapunov", path, ["--count", "0"],
                          "--count")
    assert_refused_as_cli(cli, lambda: geovi.lyapunov(path, count=7), "count", "lyapunov", path, ["--count", "7"],
                          "count")
    for count in (1.5, True, -1, "2"):
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.lyapunov(path, t_end=0.01, count=count)
        assert e.value.path == "count"
    sim = geovi.Simulation(path)
    for args, field in (((0,), "steps"), ((2.5,), "steps"), ((10, 0), "every"), ((10, None), "every"),
                        ((10, 1, 0), "count"), ((10, 1, 7), "count")):
        with pytest.raises(geovi.GeoviInputError) as e:
            sim.lyapunov(*args)
        assert e.value.path == field, args
    # A step that is not differentiated leaves the run untouched.
    assert_untouched_by_refusal(path, lambda sim: sim.lyapunov(3))


def test_a_failed_lyapunov_step_is_a_numerical_failure_as_in_the_cli(cli):
    """RK4 at h = 1 on the heavy top fails at step 3, as in linearize: the CLI exits 3 printing
    nothing, Python raises GeoviNumericalFailure with the core's event, the run at the last good step."""
    path = SCENARIOS / "heavy_asymmetric_top.json"
    code, out, err = cli_json(cli, "lyapunov", path, "--integrator", "rk4", "--h", "1", "--t-end", "50")
    assert (code, out) == (3, ""), err
    with pytest.raises(geovi.GeoviNumericalFailure) as e:
        geovi.lyapunov(path, integrator="rk4", h=1, t_end=50)
    assert e.value.args[0] in err and e.value.args[0].startswith("step 3 ")
    sim = geovi.Simulation(path, integrator="rk4", h=1)
    with pytest.raises(geovi.GeoviNumericalFailure) as e:
        sim.lyapunov(50, 10)
    assert (e.value.code, e.value.health.severity) == ("non-finite", "failure")
    assert sim.step_count == e.value.health.step == 2


# ---- periodic orbits and invariant manifolds ----------------------------------------------------------

ORBIT = ROOT / "docs/derivative-examples/double_pendulum_lyapunov_orbit.json"
INVERTED = ROOT / "docs/derivative-examples/spherical_pendulum_inverted.json"


@pytest.mark.parametrize("args,kwargs", [
    (["--period-guess", "1.69"], {"period_guess": 1.69}),
    (["--period-guess", "1.69", "--integrator", "vi4", "--h", "0.02"], {"period_guess": 1.69, "integrator": "vi4",
                                                                         "h": 0.02}),
    ([], {}),  # the guess from the closest return within t_end
])
def test_periodic_orbit_equals_cli_to_the_bit(cli, args, kwargs):
    code, fromCli, err = cli_json(cli, "periodic", ORBIT, *args)
    assert code == 0, err
    orbit = geovi.periodic_orbit(ORBIT, **kwargs)
    for key in ("period", "energy", "residual"):
        assert_bitwise(getattr(orbit, key), fromCli[key], key)
    assert_bitwise(orbit.state, fromCli["state"], "state")
    assert_bitwise(np.column_stack([orbit.multipliers.real, orbit.multipliers.imag]).reshape(-1, 2),
                   np.array(fromCli["multipliers"]).reshape(-1, 2), "multipliers")
    assert (orbit.iterations, orbit.steps, orbit.integrator, orbit.h) == (
        fromCli["iterations"], fromCli["steps"], fromCli["integrator"], fromCli["h"])
    # A variational integrator's multipliers pair: the largest times the smallest is 1.
    if orbit.integrator.startswith("vi"):
        assert abs(orbit.multipliers[0] * orbit.multipliers[-1] - 1) < 1e-6
    sim = geovi.Simulation(ORBIT, integrator=kwargs.get("integrator"), h=kwargs.get("h"))
    again = sim.periodic_orbit(kwargs.get("period_guess"))
    assert_bitwise(again.state, orbit.state, "Simulation.periodic_orbit")
    assert sim.step_count == 0  # the run is not changed


def test_periodic_orbit_refusals_name_the_field_as_the_cli_does(cli):
    cases = [(ORBIT, ["--period-guess", "-1"], {"period_guess": -1}, "period-guess"),
             (SCENARIOS / "lagrange_top_loaded.json", ["--period-guess", "1"], {"period_guess": 1}, "system"),
             (ORBIT, ["--period-guess", "1.69", "--integrator", "rk45"],
              {"period_guess": 1.69, "integrator": "rk45"}, "integrator")]
    for path, args, kwargs, field in cases:
        assert_refused_as_cli(cli, lambda: geovi.periodic_orbit(path, **kwargs), field, "periodic", path, args,
                              field if field != "period-guess" else "period-guess")
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.periodic_orbit(ORBIT, period_guess="soon")
    assert e.value.path == "period-guess"
    # Far from any orbit, Newton says so: exit 3 and GeoviNumericalFailure.
    code, out, err = cli_json(cli, "periodic", ORBIT, "--period-guess", "0.05")
    assert (code, out) == (3, ""), err
    with pytest.raises(geovi.GeoviNumericalFailure):
        geovi.periodic_orbit(ORBIT, period_guess=0.05)


def test_periodic_orbit_family_equals_cli_to_the_bit(cli):
    # The Lyapunov family followed to E = -9.8 (the saddle's is -9.81) in 4 members, and across the
    # saddle's energy to -9.9 in 9 (it stops at member 5, below E_s, with its reason).
    for target, members, complete in ((-9.8, 4, True), (-9.9, 9, False)):
        args = ["--period-guess", "1.69", "--continue-to", repr(target), "--members", str(members)]
        code, fromCli, err = cli_json(cli, "periodic", ORBIT, *args)
        assert code == 0, err
        orbit = geovi.periodic_orbit(ORBIT, period_guess=1.69, continue_to=target, members=members)
        assert_bitwise(orbit.period, fromCli["period"], "period")
        assert orbit.family_stop == fromCli["family_stop"]
        assert (orbit.family_stop == "reached the target energy") == complete
        assert len(orbit.family) == len(fromCli["family"]) == (members if complete else 4)
        for ours, theirs in zip(orbit.family, fromCli["family"]):
            for key in ("target_energy", "period", "energy", "residual"):
                assert_bitwise(getattr(ours, key), theirs[key], key)
            assert_bitwise(ours.state, theirs["state"], "state")
            assert_bitwise(np.column_stack([ours.multipliers.real, ours.multipliers.imag]).reshape(-1, 2),
                           np.array(theirs["multipliers"]).reshape(-1, 2), "multipliers")
            assert (ours.iterations, ours.steps) == (theirs["iterations"], theirs["steps"])
    assert geovi.periodic_orbit(ORBIT, period_guess=1.69).family is None
    for args, kwargs, field in ((["--continue-to", "-9.8", "--members", "1001"], {"continue_to": -9.8, "members": 1001},
                                 "members"),
                                (["--continue-to", "-9.8", "--members", "0"], {"continue_to": -9.8, "members": 0},
                                 "members"),
                                (["--continue-to", "-9.8"], {"continue_to": -9.8}, "members"),
                                (["--members", "3"], {"members": 3}, "continue-to")):
        code, out, err = cli_json(cli, "periodic", ORBIT, "--period-guess", "1.69", *args)
        assert (code, out) == (2, "") and f"--{field}" in err, err
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.periodic_orbit(ORBIT, period_guess=1.69, **kwargs)
        assert e.value.path == field
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.periodic_orbit(ORBIT, period_guess=1.69, continue_to=float("nan"), members=3)
    assert e.value.path == "continue-to"


def test_invariant_manifold_equals_cli_to_the_bit(cli):
    args = ["--t-end", "1.5", "--rays", "6", "--every", "10"]
    code, fromCli, err = cli_json(cli, "manifold", INVERTED, *args)
    assert code == 0, err
    m = geovi.invariant_manifold(INVERTED, t_end=1.5, rays=6, every=10)
    assert m.kind == fromCli["kind"] == "equilibrium"
    assert (m.unstable_dimension, m.stable_dimension) == (fromCli["unstable_dimension"],
                                                          fromCli["stable_dimension"]) == (2, 2)
    assert_bitwise(m.equilibrium, fromCli["equilibrium"], "equilibrium")
    assert_bitwise(np.column_stack([m.multipliers.real, m.multipliers.imag]).reshape(-1, 2),
                   np.array(fromCli["multipliers"]).reshape(-1, 2), "multipliers")
    assert len(m.branches) == len(fromCli["branches"]) == 12
    for ours, theirs in zip(m.branches, fromCli["branches"]):
        assert ours.kind == theirs["kind"]
        assert_bitwise(ours.direction, theirs["direction"], "direction")
        assert_bitwise(ours.t, theirs["t"], "t")
        assert_bitwise(ours.states, theirs["states"], "states")
        assert_bitwise(ours.energy_error, theirs["energy_error"], "energy_error")


def test_invariant_manifold_refusals_name_the_field_as_the_cli_does(cli):
    cases = [(SCENARIOS / "spherical_pendulum.json", [], {}, "initial"),
             (INVERTED, ["--offset", "0"], {"offset": 0}, "offset"),
             (INVERTED, ["--rays", "1"], {"rays": 1}, "rays"),
             (INVERTED, ["--integrator", "rk45"], {"integrator": "rk45"}, "integrator")]
    for path, args, kwargs, field in cases:
        flag = {"offset": "offset", "rays": "rays"}.get(field, field)
        assert_refused_as_cli(cli, lambda: geovi.invariant_manifold(path, **kwargs), field, "manifold", path, args,
                              flag)


def test_invariant_manifold_of_a_relative_equilibrium_equals_cli_to_the_bit(cli, tmp_path):
    """A free body spinning about its middle axis: its manifolds are those of a relative equilibrium,
    and Python's are the CLI's to the bit."""
    spin = {"format": 1, "name": "middle", "system": {"type": "rigid_body", "inertia": [[1, 0, 0], [0, 2, 0], [0, 0, 3]]},
            "initial": {"R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, 5, 0]},
            "integrator": {"type": "vi", "h": 0.01}, "t_end": 8}
    path = tmp_path / "middle.json"
    path.write_text(json.dumps(spin))
    code, fromCli, err = cli_json(cli, "manifold", str(path), "--every", "50")
    assert code == 0, err
    m = geovi.invariant_manifold(path, every=50)
    assert m.kind == fromCli["kind"] == "relative_equilibrium"
    assert (m.unstable_dimension, m.stable_dimension) == (1, 1)
    assert len(m.branches) == len(fromCli["branches"]) == 4
    for ours, theirs in zip(m.branches, fromCli["branches"]):
        assert_bitwise(ours.states, theirs["states"], "states")
