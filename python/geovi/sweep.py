"""Sweeps: many runs in one call, in order, in this process or on any concurrent.futures executor.

    geovi.sweep(scenarios, t_end=10)                                   # sequential
    with ProcessPoolExecutor(2) as pool: geovi.sweep(scenarios, t_end=10, executor=pool)
    geovi.sweep(scenarios, t_end=10, executor=dask_client)             # a Dask cluster (a Client)

Each run is geovi.run(); ``summary`` (a function of the Trajectory, picklable for a process pool)
turns it into what is sent back, so a thousand runs need not ship a thousand trajectories. The
numbers do not depend on where a run runs: python/tests/test_sweep.py compares them to the bit.

Shipping rows back costs time at the caller, one result after another, while the stepping is shared
by the workers (docs/python.md, "Sweeps", measured by python/bench/sweep_shipping.py). When the rows
took a large share of a sweep's time, sweep() says so with a GeoviPerformanceWarning naming the
cheaper call.
"""

import concurrent.futures
import functools
import math
import time
import warnings

import numpy as np

from .errors import GeoviPerformanceWarning
from .progress import progress_bar
from .simulation import Trajectory, run

# The rate at which results reach the caller, in bytes per second, measured on this project's 2-core
# machine by python/bench/sweep_shipping.py (docs/python.md, "Sweeps"): the fastest journey of a 22.4 MB
# trajectory from a worker's finished run to its future here, from a local Dask cluster (pickled,
# framed, sent over loopback TCP, unpickled) and from a ProcessPoolExecutor (pickled through a pipe).
# Other executors are taken at the process pool's rate; a thread pool ships nothing. These are the
# fastest figures: on a loaded machine shipping costs more, so the warning below is conservative.
SHIPPING_BYTES_PER_SECOND = {"dask": 330e6, "process": 500e6}

# Warn when shipping the rows is estimated to take more than this share of the sweep's time: the
# sweep would then have taken at least a third less with a summary (or a large enough every).
WARN_AT_SHARE = 1 / 3
# The `every` advised is the smallest that brings the shipping under this share of the sweep's time.
ADVISED_SHARE = 0.05


def _run_one(scenario, t_end, every, integrator, h, summary):
    # Runs in a worker: warnings there would be lost, and the Trajectory carries its health events.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        trajectory = run(scenario, t_end=t_end, every=every, integrator=integrator, h=h, progress=False)
    return summary(trajectory) if summary is not None else trajectory


def _payload_bytes(result):
    """The bytes of a result's arrays (what dominates its pickle): a Trajectory's rows, or an array."""
    if isinstance(result, Trajectory):
        return result.t.nbytes + result.energy.nbytes + result.state.nbytes
    if isinstance(result, np.ndarray):
        return result.nbytes
    return 0


_EXECUTORS = ("pass None (runs here, in sequence), a concurrent.futures executor (ProcessPoolExecutor, "
              "ThreadPoolExecutor, …) or a Dask distributed.Client")


def _as_executor(executor):
    if executor is None or isinstance(executor, concurrent.futures.Executor):
        return executor
    # A Dask Client's submit() returns Dask futures, which concurrent.futures cannot wait for; the
    # Client's get_executor() is the concurrent.futures executor over the same cluster. pure=False:
    # each sweep runs its runs, rather than Dask handing back an identical earlier task's result when
    # that happens to be still held (the same numbers, but the cost would depend on a race).
    if callable(getattr(executor, "get_executor", None)) and callable(getattr(executor, "submit", None)):
        return executor.get_executor(pure=False)
    if callable(getattr(executor, "submit", None)):
        return executor  # an executor in all but name: its futures are checked as they come
    raise TypeError(f"sweep: executor: {type(executor).__name__} has no submit(); {_EXECUTORS}")


def _shipping_rate(executor):
    """Bytes per second at which this executor's results reach the caller, or None if it ships none."""
    if isinstance(executor, concurrent.futures.ThreadPoolExecutor):
        return None
    if type(executor).__module__.split(".")[0] == "distributed":
        return SHIPPING_BYTES_PER_SECOND["dask"]
    return SHIPPING_BYTES_PER_SECOND["process"]


def _size(n):
    return f"{n / 1e6:.0f} MB" if n >= 1e6 else f"{n / 1e3:.0f} kB" if n >= 1e3 else f"{n} bytes"


def _nice_at_least(x):
    """The smallest of 1, 2, 5, 10, 20, 50, … that is at least x."""
    decade = 10 ** math.floor(math.log10(max(x, 1)))
    return next(k * decade for k in (1, 2, 5, 10) if k * decade >= x)


def _advise(executor, every, results, seconds):
    """Warns when the results' rows took, at the measured rate, over WARN_AT_SHARE of the sweep's
    ``seconds``, naming the summary or the ``every`` that would save it."""
    rate = _shipping_rate(executor)
    shipped = sum(_payload_bytes(r) for r in results)
    if rate is None or shipped == 0 or seconds <= 0:
        return
    shipping = shipped / rate
    if shipping <= WARN_AT_SHARE * seconds:
        return
    advised = _nice_at_least(every * shipping / (ADVISED_SHARE * seconds))
    warnings.warn(GeoviPerformanceWarning(
        f"sweep: about {shipping:.1f} s of this sweep's {seconds:.1f} s went to shipping {_size(shipped)} of rows "
        f"(every={every}) from the {len(results)} runs back to this process. Pass summary= (a function of the "
        f"Trajectory, run in the worker: only its result comes back) or every={advised} or more "
        f"(docs/python.md, \"Sweeps\")"), stacklevel=3)


def sweep(scenarios, t_end=None, every=1, integrator=None, h=None, executor=None, summary=None, progress=None):
    """Runs every scenario (dicts, JSON strings or paths) with geovi.run and returns the results in
    the scenarios' order: Trajectories, or ``summary(trajectory)`` for each.

    ``executor``: None runs them one after another here; any concurrent.futures executor runs them
    there (a ThreadPoolExecutor runs in parallel too: stepping releases the GIL); a Dask
    ``distributed.Client`` runs them on its cluster. The first run that raises (bad input, a
    numerical failure) raises from sweep, after the others are cancelled. When shipping the rows
    back from other processes took over a third of the sweep's time, a GeoviPerformanceWarning says
    which ``summary`` or ``every`` to pass instead.
    ``progress``: a bar of runs done (True / False; None: only on a terminal or in a notebook).
    """
    executor = _as_executor(executor)
    scenarios = list(scenarios)
    start = time.perf_counter()
    task = functools.partial(_run_one, t_end=t_end, every=every, integrator=integrator, h=h, summary=summary)
    with progress_bar(progress, total=len(scenarios), desc="sweep", unit="run") as bar:
        if executor is None:
            results = []
            for scenario in scenarios:
                results.append(task(scenario))
                if bar is not None:
                    bar.update(1)
            return results
        futures = []
        for scenario in scenarios:
            future = executor.submit(task, scenario)
            if not isinstance(future, concurrent.futures.Future):
                for earlier in futures:
                    earlier.cancel()
                if callable(getattr(future, "cancel", None)):
                    future.cancel()
                raise TypeError(f"sweep: executor: its submit() returned a {type(future).__name__}, not a "
                                f"concurrent.futures.Future; {_EXECUTORS}")
            futures.append(future)
        try:
            for future in concurrent.futures.as_completed(futures):
                future.result()  # raises the first failure as it arrives
                if bar is not None:
                    bar.update(1)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    results = [future.result() for future in futures]
    _advise(executor, every, results, time.perf_counter() - start)
    return results
