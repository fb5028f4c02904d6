"""Poincaré sections: geovi.section gives `geovi section`'s numbers to the bit, and the CLI keeps its
contract (the header of `geovi run`, one row per crossing at 17 significant digits, exit 2 with one
line naming --on / --direction / the field, no output file on bad input, a summary line on stderr).
"""

import json
import subprocess

import numpy as np
import pytest

import geovi
from conftest import CLI, ROOT, assert_bitwise, parse_csv

SCENARIOS = ROOT / "core/scenarios"
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


def run_section(scenario_path, *args):
    r = subprocess.run([str(CLI), "section", str(scenario_path), *map(str, args)], capture_output=True)
    return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace")


@pytest.mark.parametrize("preset, args, kwargs", [
    ("planar_double_pendulum", ["--t-end", "60"], dict(t_end=60)),
    ("planar_double_pendulum", ["--t-end", "20", "--integrator", "rk4", "--h", "0.02", "--direction", "both"],
     dict(t_end=20, integrator="rk4", h=0.02, direction="both")),
    ("spherical_pendulum", ["--t-end", "20"], dict(t_end=20)),
    ("heavy_asymmetric_top", ["--t-end", "5"], dict(t_end=5)),
    ("double_spherical_pendulum", ["--on", "q2y=0.1", "--t-end", "30"], dict(on="q2y=0.1", t_end=30)),
])
def test_section_equals_the_cli_to_the_bit(cli, preset, args, kwargs):
    path = SCENARIOS / f"{preset}.json"
    code, out, err = run_section(path, *args)
    assert code == 0, err
    header, rows = parse_csv(out)
    result = geovi.section(json.loads(path.read_text()), **kwargs)
    assert ["t", "energy", *result.columns] == header
    assert len(result) == len(rows) > 0, err
    assert_bitwise(np.column_stack([result.t, result.energy, result.state]), rows, f"{preset} {args}")
    # The summary line counts the same crossings.
    assert f": {len(rows)} crossings of " in err.splitlines()[-1]


def test_the_cli_header_is_geovi_runs_and_rows_carry_17_digits(cli):
    path = SCENARIOS / "planar_double_pendulum.json"
    code, out, _ = run_section(path, "--t-end", "10")
    run = subprocess.run([str(CLI), "run", str(path), "--t-end", "0"], capture_output=True)
    assert code == 0
    assert out.splitlines()[0] == run.stdout.splitlines()[0]
    header, rows = parse_csv(out)
    assert np.isfinite(rows).all()
    assert (rows[:, header.index("q1x")] == 0.0).all()  # on the section
    # Round trip: every value printed with enough digits to give back the same double.
    for line in out.decode().splitlines()[1:]:
        for text in line.split(","):
            assert repr(float(text)) == text or float(repr(float(text))) == float(text)


@pytest.mark.parametrize("args, field", [
    (["--on", "qq=0"], "--on"),
    (["--on", "q1x"], "--on"),
    (["--on", "q1x=inf"], "--on"),
    (["--on", ""], "--on"),
    (["--direction", "sideways"], "--direction"),
    (["--h", "-1"], "--h"),
    (["--integrator", "nope"], "--integrator"),
    (["--frobnicate", "1"], "--frobnicate"),
])
def test_bad_flags_exit_2_naming_the_flag_and_write_nothing(cli, tmp_path, args, field):
    out = tmp_path / "out.csv"
    code, stdout, err = run_section(SCENARIOS / "planar_double_pendulum.json", *args, "--csv", out)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith(f"error: {field}"), err
    assert not out.exists() and not (tmp_path / "out.csv.partial").exists()


def test_unknown_column_lists_the_valid_ones_and_no_section_needs_on(cli):
    code, _, err = run_section(SCENARIOS / "planar_double_pendulum.json", "--on", "qq=0")
    assert code == 2 and "q1x, q1y" in err
    code, _, err = run_section(SCENARIOS / "free_rigid_body.json")
    assert code == 2 and err.startswith("error: --on"), err


def test_csv_file_and_directions(cli, tmp_path):
    path = SCENARIOS / "planar_double_pendulum.json"
    counts = {}
    for d in ("up", "down", "both"):
        out = tmp_path / f"{d}.csv"
        code, _, err = run_section(path, "--direction", d, "--t-end", "30", "--csv", out)
        assert code == 0, err
        counts[d] = len(parse_csv(out.read_bytes())[1])
    assert counts["up"] + counts["down"] == counts["both"]
    assert abs(counts["up"] - counts["down"]) <= 1  # they alternate


@pytest.mark.parametrize("kwargs, field", [
    (dict(on="qq=0"), "on"),
    (dict(on=3), "on"),
    (dict(direction="sideways"), "direction"),
    (dict(t_end=-1), "t_end"),
    (dict(h=0), "h"),
    (dict(integrator="nope"), "integrator"),
])
def test_bad_arguments_name_the_argument(kwargs, field):
    with pytest.raises(geovi.GeoviInputError) as e:
        geovi.section(geovi.preset("planar_double_pendulum"), **kwargs)
    assert e.value.path == field, str(e.value)
