"""Sweeps give the same numbers wherever they run: in this process, on a process pool, on a thread
pool and on a local Dask cluster of two worker processes, all compared to the bit, in order."""

import concurrent.futures
import copy

import numpy as np
import pytest

import geovi
from conftest import assert_bitwise

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


def perturbed_pendula(count):
    # The double spherical pendulum from slightly different initial velocities of the lower bob.
    base = geovi.preset("double_spherical_pendulum")
    scenarios = []
    for k in range(count):
        s = copy.deepcopy(base)
        s["initial"]["omega"][1][0] += 0.05 * k
        scenarios.append(s)
    return scenarios


def energy_drift(trajectory):
    # A summary: what a large sweep sends back instead of the whole trajectory (top level: picklable).
    return float(np.max(np.abs(trajectory.energy - trajectory.energy[0])))


def assert_same_trajectories(got, want):
    assert len(got) == len(want)
    for k, (a, b) in enumerate(zip(got, want)):
        assert a.columns == b.columns
        assert_bitwise(a.rows(), b.rows(), f"run {k}")


SCENARIOS = perturbed_pendula(6)
T_END = 2.0


@pytest.fixture(scope="module")
def sequential():
    return geovi.sweep(SCENARIOS, t_end=T_END, every=5)


def test_sequential_sweep_is_the_runs_in_order(sequential):
    assert_same_trajectories(sequential, [geovi.run(s, t_end=T_END, every=5) for s in SCENARIOS])
    finals = {tuple(t.state[-1]) for t in sequential}
    assert len(finals) == len(SCENARIOS), "the perturbations must give different runs"


def test_a_process_pool_gives_the_same_runs(sequential):
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        assert_same_trajectories(geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=pool), sequential)


def test_a_thread_pool_gives_the_same_runs(sequential):
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        assert_same_trajectories(geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=pool), sequential)


def test_a_local_dask_cluster_of_two_workers_gives_the_same_runs_and_summaries(sequential):
    import distributed
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  host="127.0.0.1") as cluster, distributed.Client(cluster) as client:
        executor = client.get_executor()
        assert_same_trajectories(geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=executor), sequential)
        summaries = geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=executor, summary=energy_drift)
        assert summaries == [energy_drift(t) for t in sequential]
        workers = client.run(lambda: __import__("os").getpid())
        assert len(workers) == 2


def test_a_failing_run_raises_from_the_sweep():
    bad = copy.deepcopy(SCENARIOS[0])
    bad["initial"]["q"] = [[0, 0, 0]]
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.sweep([SCENARIOS[1], bad], t_end=0.1, executor=pool)
    assert e.value.path.startswith("initial.q")
