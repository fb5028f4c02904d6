"""Sweeps: many runs in one call, in order, in this process or on any concurrent.futures executor.

    geovi.sweep(scenarios, t_end=10)                                   # sequential
    with ProcessPoolExecutor(2) as pool: geovi.sweep(scenarios, t_end=10, executor=pool)
    geovi.sweep(scenarios, t_end=10, executor=dask_client.get_executor())   # a Dask cluster

Each run is geovi.run(); ``summary`` (a function of the Trajectory, picklable for a process pool)
turns it into what is sent back, so a thousand runs need not ship a thousand trajectories. The
numbers do not depend on where a run runs: python/tests/test_sweep.py compares them to the bit.
"""

import concurrent.futures
import functools
import warnings

from .progress import progress_bar
from .simulation import run


def _run_one(scenario, t_end, every, integrator, h, summary):
    # Runs in a worker: warnings there would be lost, and the Trajectory carries its health events.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        trajectory = run(scenario, t_end=t_end, every=every, integrator=integrator, h=h, progress=False)
    return summary(trajectory) if summary is not None else trajectory


def sweep(scenarios, t_end=None, every=1, integrator=None, h=None, executor=None, summary=None, progress=None):
    """Runs every scenario (dicts, JSON strings or paths) with geovi.run and returns the results in
    the scenarios' order: Trajectories, or ``summary(trajectory)`` for each.

    ``executor``: None runs them one after another here; any concurrent.futures executor runs them
    there (a ThreadPoolExecutor runs in parallel too: stepping releases the GIL). The first run
    that raises (bad input, a numerical failure) raises from sweep, after the others are cancelled.
    ``progress``: a bar of runs done (True / False; None: only on a terminal or in a notebook).
    """
    scenarios = list(scenarios)
    task = functools.partial(_run_one, t_end=t_end, every=every, integrator=integrator, h=h, summary=summary)
    with progress_bar(progress, total=len(scenarios), desc="sweep", unit="run") as bar:
        if executor is None:
            results = []
            for scenario in scenarios:
                results.append(task(scenario))
                if bar is not None:
                    bar.update(1)
            return results
        futures = [executor.submit(task, scenario) for scenario in scenarios]
        try:
            for future in concurrent.futures.as_completed(futures):
                future.result()  # raises the first failure as it arrives
                if bar is not None:
                    bar.update(1)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
        return [future.result() for future in futures]
