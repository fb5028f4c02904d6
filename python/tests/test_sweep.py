"""Sweeps give the same numbers wherever they run: in this process, on a process pool, on a thread
pool and on a local Dask cluster of two worker processes, all compared to the bit, in order."""

import concurrent.futures
import copy
import importlib
import re
import warnings

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


@pytest.fixture(scope="module")
def dask_client():
    import distributed
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  host="127.0.0.1") as cluster, distributed.Client(cluster) as client:
        yield client


def test_a_local_dask_cluster_of_two_workers_gives_the_same_runs_and_summaries(sequential, dask_client):
    executor = dask_client.get_executor()
    assert_same_trajectories(geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=executor), sequential)
    summaries = geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=executor, summary=energy_drift)
    assert summaries == [energy_drift(t) for t in sequential]
    workers = dask_client.run(lambda: __import__("os").getpid())
    assert len(workers) == 2


def test_a_dask_client_itself_is_an_executor(sequential, dask_client):
    # Its submit() gives Dask futures, not concurrent.futures ones (issue 35: AttributeError '_condition').
    assert_same_trajectories(geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=dask_client), sequential)
    summaries = geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=dask_client, summary=energy_drift)
    assert summaries == [energy_drift(t) for t in sequential]


def test_what_is_no_executor_is_refused_naming_the_argument_and_what_to_pass():
    with pytest.raises(TypeError, match=r"executor: int has no submit\(\); pass None .* a Dask distributed.Client"):
        geovi.sweep(SCENARIOS[:1], t_end=0.1, executor=2)

    class Eager:  # submit() runs the task and returns its value: not a future
        def submit(self, fn, *args):
            return fn(*args)

    with pytest.raises(TypeError, match=r"executor: its submit\(\) returned a Trajectory, not a concurrent.futures.Future"):
        geovi.sweep(SCENARIOS[:1], t_end=0.1, executor=Eager())


def test_a_failing_run_raises_from_the_sweep():
    bad = copy.deepcopy(SCENARIOS[0])
    bad["initial"]["q"] = [[0, 0, 0]]
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        with pytest.raises(geovi.GeoviInputError) as e:
            geovi.sweep([SCENARIOS[1], bad], t_end=0.1, executor=pool)
    assert e.value.path.startswith("initial.q")


# --- the rows shipped back against the work (issue 35, 4d; docs/python.md, "Sweeps") ----------------

def performance_warnings(caught):
    return [w for w in caught if issubclass(w.category, geovi.GeoviPerformanceWarning)]


def test_rows_that_take_a_large_share_of_the_sweep_are_reported_with_the_cheaper_call(monkeypatch):
    # The rate stands in for the measured constant: at 1 kB/s any rows outweigh the sweep, at 1 PB/s
    # none do. What is checked is the sweep's arithmetic with what the workers report.
    sweep_module = importlib.import_module("geovi.sweep")
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        monkeypatch.setitem(sweep_module.SHIPPING_BYTES_PER_SECOND, "process", 1e3)
        with pytest.warns(geovi.GeoviPerformanceWarning) as caught:
            geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=pool)
        text = str(performance_warnings(caught)[0].message)
        assert re.search(r"of this sweep's [\d.]+ s went to shipping 28 kB of rows \(every=5\) from the 6 runs .* "
                         r"Pass summary= .* or every=\d+ or more", text), text
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=pool, summary=energy_drift)  # ships a float each
        assert not performance_warnings(caught)
        monkeypatch.setitem(sweep_module.SHIPPING_BYTES_PER_SECOND, "process", 1e15)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            geovi.sweep(SCENARIOS, t_end=T_END, every=5, executor=pool)
        assert not performance_warnings(caught)


def test_a_sweep_in_this_process_or_on_threads_ships_nothing_and_never_warns(monkeypatch):
    sweep_module = importlib.import_module("geovi.sweep")
    for kind in ("process", "dask"):
        monkeypatch.setitem(sweep_module.SHIPPING_BYTES_PER_SECOND, kind, 1e3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        geovi.sweep(SCENARIOS, t_end=T_END, every=1)
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            geovi.sweep(SCENARIOS, t_end=T_END, every=1, executor=pool)
    assert not performance_warnings(caught)


def test_the_issues_sweep_warns_on_dask_and_the_advised_every_does_not():
    # Issue 35's case as measured on this machine (python/bench/sweep_shipping.py, docs/python.md): 8
    # runs of the double spherical pendulum, 2·10⁵ steps each, from 2 Dask workers: 1.33 s with every
    # row (179 MB) sent back, 0.77 s with every=10. np.empty arrays of those shapes stand for the
    # trajectories (their pages are never touched).
    sweep_module = importlib.import_module("geovi.sweep")

    class DaskLike:  # what _shipping_rate knows a Dask executor by: its module
        pass
    DaskLike.__module__ = "distributed.cfexecutor"

    def trajectories(every):
        rows = 1 + 200_000 // every
        return [geovi.Trajectory(np.empty(rows), np.empty(rows), np.empty((rows, 12)), []) for _ in range(8)]

    with pytest.warns(geovi.GeoviPerformanceWarning, match=r"shipping 179 MB of rows \(every=1\)") as caught:
        sweep_module._advise(DaskLike(), 1, trajectories(1), 1.33)
    advised = int(re.search(r"every=(\d+) or more", str(caught[0].message)).group(1))
    assert advised == 10
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sweep_module._advise(DaskLike(), advised, trajectories(advised), 0.77)
    assert not performance_warnings(caught)
