"""Shared fixtures: the CLI the Python numbers are compared with, and the repository's paths.

Run from the repository after .ci/build:  PYTHONPATH=build/native/python /usr/bin/python3 -m pytest python/tests
(GEOVI_CLI names another CLI binary.)
"""

import csv
import io
import os
import pathlib
import subprocess

import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = pathlib.Path(os.environ.get("GEOVI_CLI", ROOT / "build/native/geovi"))


def pytest_configure(config):
    config.addinivalue_line("markers", "install: pip installs the package into a fresh venv (test_install.py, "
                                       "about 25 s); -m 'not install' leaves them out")


@pytest.fixture(scope="session")
def cli():
    if not CLI.exists():
        pytest.fail(f"{CLI} is missing: run .ci/build")
    return CLI


def run_cli(scenario_path, *args):
    """Runs `geovi run FILE ARGS…`; returns (exit code, stdout bytes, stderr text)."""
    r = subprocess.run([str(CLI), "run", str(scenario_path), *map(str, args)], capture_output=True)
    return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace")


def parse_csv(text):
    """The CLI's CSV as (header, rows array). float() of its 17 significant digits is exact."""
    reader = csv.reader(io.StringIO(text.decode("ascii") if isinstance(text, bytes) else text))
    header = next(reader)
    rows = np.array([[float(x) for x in row] for row in reader], dtype=np.float64)
    return header, rows


def assert_bitwise(a, b, what):
    """Equal to the bit: the same float64 bit patterns (so -0.0 differs from 0.0, as the text would)."""
    a = np.ascontiguousarray(a, dtype=np.float64)
    b = np.ascontiguousarray(b, dtype=np.float64)
    assert a.shape == b.shape, f"{what}: shape {a.shape} vs {b.shape}"
    differ = np.flatnonzero(a.view(np.uint64) != b.view(np.uint64))
    assert differ.size == 0, f"{what}: {differ.size} values differ, first at flat index {differ[0]}: " \
                             f"{a.ravel()[differ[0]]!r} vs {b.ravel()[differ[0]]!r}"
