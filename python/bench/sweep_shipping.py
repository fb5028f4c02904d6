"""What a sweep's rows cost to ship back, against the work of the runs (docs/python.md, "Sweeps").

The case of issue 35: 8 runs of the double spherical pendulum (perturbed), 2·10⁵ steps each (vi,
h = 0.01, t_end = 2000), with a row every K steps for K = 1 … 1000, and with a summary (one float
per run). Each is timed in sequence here, on a local Dask cluster of 2 worker processes (loopback,
one thread each) and on a ProcessPoolExecutor of 2, the least of REPEATS times (the cases taking
turns), the cluster and the pool started before timing. The crossover is the smallest K from which
on 2 workers beat the sequence.

The shipping rate of each executor is timed apart, as the journey of one trajectory of 2·10⁵ rows
(22.4 MB): from the moment the worker's run is done to the moment its future is done here, the
least of JOURNEYS (CLOCK_MONOTONIC is one clock for all the processes of a machine). Being short,
the journeys find the machine's quiet moments; geovi.sweep's SHIPPING_BYTES_PER_SECOND are these
figures, and the crossover they predict for 2 workers (shipping = half the stepping) is printed
beside the measured one.

    PYTHONPATH=build/native/python /usr/bin/python3 python/bench/sweep_shipping.py [--quick] [--json FILE]

Measure on an idle machine: other work on the cores slows the workers more than the sequence.
"""

import concurrent.futures
import copy
import json
import os
import sys
import time
import warnings

import numpy as np

import geovi

QUICK = "--quick" in sys.argv
REPEATS = 2 if QUICK else 5
RUNS = 8
STEPS = 50_000 if QUICK else 200_000
EVERIES = [1, 2, 5, 10, 20, 50, 100, 1000]
JOURNEYS = 5 if QUICK else 15


def scenarios(repeat=0):
    # Each repeat perturbs by another 1e-9 rad/s, so that no executor can hand back an earlier result.
    base = geovi.preset("double_spherical_pendulum")
    out = []
    for k in range(RUNS):
        s = copy.deepcopy(base)
        s["initial"]["omega"][1][0] += 0.01 * k + 1e-9 * repeat
        out.append(s)
    return out


def energy_drift(trajectory):
    return float(np.max(np.abs(trajectory.energy - trajectory.energy[0])))


def run_and_stamp(scenario, t_end):
    # In the worker: the run, and the moment it was done.
    warnings.simplefilter("ignore")
    trajectory = geovi.run(scenario, t_end=t_end, every=1, progress=False)
    return trajectory, time.monotonic()


def journey_rate(executor, scenario, t_end):
    """Bytes per second of the fastest of JOURNEYS journeys of one trajectory from a worker to here."""
    best, size = float("inf"), 0
    for _ in range(JOURNEYS):
        arrived = []
        future = executor.submit(run_and_stamp, scenario, t_end)
        future.add_done_callback(lambda f: arrived.append(time.monotonic()))
        trajectory, done = future.result()
        while not arrived:  # the callback runs in the thread that completed the future
            time.sleep(0.001)
        best = min(best, arrived[0] - done)
        size = shipped_bytes([trajectory])
    return size / best, size


def shipped_bytes(results):
    return sum(r.t.nbytes + r.energy.nbytes + r.state.nbytes for r in results)


def main():
    import distributed

    # The sweep's own advice (a GeoviPerformanceWarning) is what is measured here: keep the output clean.
    warnings.simplefilter("ignore")
    cases = scenarios()
    h = cases[0]["integrator"]["h"]
    t_end = STEPS * h
    load_before = os.getloadavg()[0]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  host="127.0.0.1") as cluster, distributed.Client(cluster) as client, \
            concurrent.futures.ProcessPoolExecutor(2) as pool:
        geovi.sweep(cases, t_end=1, executor=client)  # imports geovi in the workers before timing
        geovi.sweep(cases, t_end=1, executor=pool)
        dask_rate, size = journey_rate(client.get_executor(pure=False), cases[0], t_end)
        pool_rate, _ = journey_rate(pool, cases[0], t_end)
        print(f"shipping one trajectory of {size / 1e6:.1f} MB: Dask {dask_rate / 1e6:.0f} MB/s, process pool "
              f"{pool_rate / 1e6:.0f} MB/s (the fastest of {JOURNEYS} journeys)", file=sys.stderr, flush=True)
        executors = {"sequential_s": None, "dask_2_workers_s": client, "process_pool_2_s": pool}
        times = {(every, kind): [] for every in [*EVERIES, "summary"] for kind in executors}
        first = {}
        # The cases take turns within each repeat, so that a load that comes and goes falls on all of
        # them alike; each figure is the least of its REPEATS times.
        for repeat in range(REPEATS):
            for every in [*EVERIES, "summary"]:
                kwargs = dict(t_end=t_end, every=1 if every == "summary" else every, progress=False,
                              summary=energy_drift if every == "summary" else None)
                for kind, executor in executors.items():
                    start = time.perf_counter()
                    result = geovi.sweep(scenarios(repeat), executor=executor, **kwargs)
                    times[every, kind].append(time.perf_counter() - start)
                    if repeat == 0:
                        first[every, kind] = result
            print(f"repeat {repeat + 1} of {REPEATS} done (load average {os.getloadavg()[0]:.2f})", file=sys.stderr,
                  flush=True)
    rows = []
    for every in [*EVERIES, "summary"]:
        want, got_dask, got_procs = (first[every, kind] for kind in executors)
        if every == "summary":
            same = want == got_dask == got_procs
            mb = 0.0
        else:
            same = all(np.array_equal(a.rows(), b.rows()) and np.array_equal(a.rows(), c.rows())
                       for a, b, c in zip(want, got_dask, got_procs))
            mb = shipped_bytes(want) / 1e6
        seq, dask, procs = (min(times[every, kind]) for kind in executors)
        rows.append({"every": every, "shipped_mb": mb, "sequential_s": seq, "dask_2_workers_s": dask,
                     "process_pool_2_s": procs, "same_results": same})
        print(f"every={every!s:>7}: {mb:7.1f} MB shipped; sequence {seq:5.2f} s, Dask 2 workers {dask:5.2f} s "
              f"({seq / dask:4.2f}x), process pool 2 {procs:5.2f} s ({seq / procs:4.2f}x); "
              f"same results: {same}", file=sys.stderr, flush=True)
    # The crossover: the smallest every from which on 2 workers beat the sequence. The shipping rate:
    # the time a sweep takes beyond the same sweep with a summary (the same steps, nothing shipped)
    # against the bytes of its rows, fitted over every row count (least squares through the origin).
    crossover, rate = {}, {}
    with_rows = [r for r in rows if r["every"] != "summary"]
    nothing = next(r for r in rows if r["every"] == "summary")
    for kind in ["dask_2_workers_s", "process_pool_2_s"]:
        slower = [r["every"] for r in with_rows if r[kind] >= r["sequential_s"]]
        crossover[kind] = min((r["every"] for r in with_rows if not slower or r["every"] > max(slower)), default=None)
        extra = [(r["shipped_mb"], r[kind] - nothing[kind]) for r in with_rows]
        rate[kind] = sum(mb * mb for mb, _ in extra) / max(sum(mb * dt for mb, dt in extra), 1e-9)
    # What the journeys predict: 2 workers win while shipping the rows costs less than half the stepping
    # (the sequence with a summary: the same steps, nothing shipped).
    stepping = nothing["sequential_s"]
    predicted = {}
    for kind, journey in [("dask_2_workers_s", dask_rate), ("process_pool_2_s", pool_rate)]:
        predicted[kind] = with_rows[0]["shipped_mb"] * 1e6 / (journey * stepping / 2)
    print(f"predicted crossover from the journeys: every >= {predicted['dask_2_workers_s']:.1f} on Dask, "
          f">= {predicted['process_pool_2_s']:.1f} on the process pool", file=sys.stderr)
    record = {"runs": RUNS, "steps_per_run": STEPS, "h": h, "cpus": os.cpu_count(), "repeats": REPEATS,
              "journey_bytes_per_s": {"dask": dask_rate, "process": pool_rate}, "predicted_crossover_every": predicted,
              "load_average_before": load_before, "load_average_after": os.getloadavg()[0], "rows": rows,
              "crossover_every": crossover, "shipping_mb_per_s": rate}
    print(f"crossover (the smallest every from which on 2 workers beat the sequence): Dask "
          f"{crossover['dask_2_workers_s']}, process pool {crossover['process_pool_2_s']}; shipping rate: Dask "
          f"{rate['dask_2_workers_s']:.0f} MB/s, process pool {rate['process_pool_2_s']:.0f} MB/s", file=sys.stderr)
    if "--json" in sys.argv:
        with open(sys.argv[sys.argv.index("--json") + 1], "w", encoding="utf-8") as f:
            json.dump(record, f, indent=1)
    return record


if __name__ == "__main__":
    main()
