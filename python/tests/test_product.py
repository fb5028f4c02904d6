"""The product space (docs/product-spaces.md) from Python: the quadrotor with a slung load runs as the CLI
does, to the bit, with the CSV contract's columns, and its hover keeps the total momentum at rest."""

import numpy as np

import geovi
from conftest import ROOT, assert_bitwise, parse_csv, run_cli

SLUNG = ROOT / "core/scenarios/quadrotor_slung_load.json"


def test_a_slung_load_runs_as_the_cli_does(cli):
    code, out, _ = run_cli(SLUNG, "--t-end", "3", "--every", "50")
    assert code == 0
    header, rows = parse_csv(out)
    assert header[:14] == ["t", "energy", "x", "y", "z", "vx", "vy", "vz", "qx", "qy", "qz", "wx", "wy", "wz"]
    assert header[-3:] == ["W1", "W2", "W3"]
    assert_bitwise(geovi.run(SLUNG, t_end=3, every=50).rows(), rows, "quadrotor_load run")


def test_the_hover_keeps_the_total_momentum_at_rest_while_the_quadrotor_swings():
    sim = geovi.Simulation(SLUNG)
    sim.advance(300)
    # The thrust cancels the weight of both to an ulp of 47 N (the native suite measures 1.1e-16 kg m/s).
    assert np.max(np.abs(sim.diagnostics()["linear_momentum"])) <= 1e-12
    assert sim.kind == "product"
