"""The same numbers as the CLI, to the bit: every run of the golden set (tests/golden/csv-sha256.json,
every preset × every integrator the CLI lists, 200 steps of the preset's h, a row every 10 steps)
through geovi.run, compared with the CLI's CSV value by value, bit pattern by bit pattern. The CLI's
CSV is first checked against the golden SHA-256, so what Python matches is the golden set itself.
A refusal (the CLI's exit 2: the integrator does not apply) must be a GeoviInputError.

And a "hidden" system, built here and in no preset: a generic (S²)ⁿ system with its own inertia and
potential terms, run by the CLI from a file and by Python from a dict.
"""

import concurrent.futures
import hashlib
import json

import pytest


import geovi
from conftest import ROOT, assert_bitwise, parse_csv, run_cli

GOLDEN = json.loads((ROOT / "tests/golden/csv-sha256.json").read_text())
SCENARIOS = ROOT / "core/scenarios"
# The Runge–Kutta baselines drift on purpose, and presets are normalized on load: the CLI warns too.
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


def compare_with_cli(scenario_path, integrator, t_end, every, h=None, golden_sha=None):
    args = ["--t-end", repr(t_end), "--every", every]
    if integrator is not None:
        args += ["--integrator", integrator]
    if h is not None:
        args += ["--h", repr(h)]
    code, out, err = run_cli(scenario_path, *args)
    if golden_sha is not None:
        assert hashlib.sha256(out).hexdigest() == golden_sha, f"the CLI's CSV is not the golden one: {err}"
    scenario = json.loads(scenario_path.read_text())
    if code == 2:
        with pytest.raises(geovi.GeoviInputError) as refused:
            geovi.run(scenario, t_end=t_end, every=every, integrator=integrator, h=h)
        return f"refused ({refused.value.path})"
    assert code == 0, err
    header, rows = parse_csv(out)
    traj = geovi.run(scenario, t_end=t_end, every=every, integrator=integrator, h=h)
    assert traj.columns == header
    assert_bitwise(traj.rows(), rows, f"{scenario_path.name} {integrator}")
    return f"{len(rows)} rows"


def test_every_golden_run_gives_the_clis_numbers_to_the_bit():
    steps, every = GOLDEN["steps"], GOLDEN["every"]
    jobs = []
    for key, want in GOLDEN["runs"].items():
        preset, integrator = key.split(" ")
        path = SCENARIOS / f"{preset}.json"
        t_end = steps * json.loads(path.read_text())["integrator"]["h"]  # as golden-runs.mjs
        jobs.append((key, want, path, integrator, t_end))
    # Two at a time: the CLI is a subprocess and geovi.run releases the GIL while it steps.
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        futures = {key: pool.submit(compare_with_cli, path, integrator, t_end, every,
                                    golden_sha=want["sha256"] if want["exit"] == 0 else None)
                   for key, want, path, integrator, t_end in jobs}
        outcomes = {key: f.result() for key, f in futures.items()}
    refused = [k for k, v in outcomes.items() if v.startswith("refused")]
    assert len(refused) == sum(1 for w in GOLDEN["runs"].values() if w["exit"] == 2)
    assert len(outcomes) == len(GOLDEN["runs"]) > 100


def hidden_system():
    # A generic "s2n" system of three links (lengths 1, 0.7, 0.5 m; bobs of 1.2, 0.8, 0.5 kg): the
    # chain's inertia M_ij = (mass beyond link max(i, j)) l_i l_j, gravity on the bobs, a spring from
    # the pivot to the last bob and a bending term; a state no preset starts from.
    lengths, masses = [1.0, 0.7, 0.5], [1.2, 0.8, 0.5]
    inertia = [[sum(masses[max(i, j):]) * lengths[i] * lengths[j] for j in range(3)] for i in range(3)]
    points = [{"offset": [0, 0, 0]}]
    for k in range(3):
        points.append({"on": [[i + 1, lengths[i]] for i in range(k + 1)], "mass": masses[k]})
    return {
        "format": 1,
        "name": "hidden three-link chain",
        "system": {
            "type": "s2n", "inertia": inertia, "points": points, "segments": [[1, 2], [2, 3], [3, 4]],
            "style": "chain", "gravity": [0, 0, 9.81],
            "potentials": [{"type": "spring", "between": [1, 4], "stiffness": 3.5, "rest_length": 1.2},
                           {"type": "bending", "stiffness": [0.4, 0.3, 0.2], "clamped": [0, 0, 1]}],
        },
        "initial": {"q": [[0.6, 0.0, 0.8], [0.0, 0.6, 0.8], [0.48, 0.6, 0.64]],
                    "omega": [[0.0, 0.3, 0.0], [1.1, 0.0, -0.2], [0.0, 0.0, 0.9]]},
        "integrator": {"type": "vi", "h": 0.005},
        "t_end": 2,
    }


def test_a_hidden_system_gives_the_clis_numbers_to_the_bit(tmp_path):
    scenario = hidden_system()
    path = tmp_path / "hidden.json"
    path.write_text(json.dumps(scenario))
    outcomes = [compare_with_cli(path, integrator, t_end=1.0, every=7, h=0.003) for integrator in [None, "rk4", "vi4"]]
    # 1.0 / 0.003 is 333.33…: 334 steps, rows at 0, 7, …, 329 and the shorter last batch at 334.
    assert outcomes == ["49 rows"] * 3
