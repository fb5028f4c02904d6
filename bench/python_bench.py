"""The Python package's costs (node bench/run.mjs --only python; bench/python.mjs runs this with
Debian's python3 and records what it prints as JSON).

- Per-step overhead against the CLI: the same preset, the same steps, rows every `every` steps
  (batches of 100 and more), timed as geovi.run and as `geovi run --every K` (minus the CLI's start-up,
  measured with no step). Goal: Python's time at most 5% above the CLI's.
- A sweep of the same runs on a process pool of 2 workers against 1. Goal: at least 1.8× faster.
"""

import concurrent.futures
import copy
import json
import os
import subprocess
import sys
import tempfile
import time
import warnings

import geovi

CLI = sys.argv[1]
QUICK = "--quick" in sys.argv
warnings.simplefilter("ignore")


def best_of(repeats, fn):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def cli_seconds(path, t_end, every):
    return best_of(3, lambda: subprocess.run([CLI, "run", path, "--t-end", repr(t_end), "--every", str(every)],
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True))


records = []
for name, steps in [("spherical_pendulum", 400_000), ("double_spherical_pendulum", 200_000)]:
    scenario = geovi.preset(name)
    h = scenario["integrator"]["h"]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(scenario, f)
    steps //= 4 if QUICK else 1
    startup = cli_seconds(f.name, 0.0, 1)
    for every in [100, 1000]:
        cli = cli_seconds(f.name, steps * h, every) - startup
        py_run = best_of(3, lambda: geovi.run(scenario, t_end=steps * h, every=every, progress=False))

        def advance_loop():
            sim = geovi.Simulation(scenario)
            for _ in range(steps // every):
                sim.advance(every)
                sim.state  # noqa: B018  (a row's read, as a caller would)
        py_advance = best_of(3, advance_loop)
        records.append({"case": f"{name}_every{every}", "steps": steps, "every": every,
                        "cli_us_per_step": 1e6 * cli / steps, "run_us_per_step": 1e6 * py_run / steps,
                        "advance_us_per_step": 1e6 * py_advance / steps,
                        "run_overhead": py_run / cli - 1, "advance_overhead": py_advance / cli - 1})
    os.unlink(f.name)

# The sweep: 8 runs of the double spherical pendulum (perturbed), on 1 and on 2 worker processes.
base = geovi.preset("double_spherical_pendulum")
scenarios = []
for k in range(8):
    s = copy.deepcopy(base)
    s["initial"]["omega"][1][0] += 0.01 * k
    scenarios.append(s)
t_end = 1000.0 if QUICK else 4000.0  # 0.1 to 0.4 s per run: start-up and pickling are small beside it
sweep = {}
for workers in [1, 2]:
    with concurrent.futures.ProcessPoolExecutor(workers) as pool:
        geovi.sweep(scenarios[:2], t_end=1, executor=pool)  # start the workers before timing
        sweep[workers] = best_of(2, lambda: geovi.sweep(scenarios, t_end=t_end, every=1000, executor=pool,
                                                        summary=len, progress=False))
records.append({"case": "sweep_process_pool", "runs": len(scenarios), "t_end": t_end, "seconds_1_worker": sweep[1],
                "seconds_2_workers": sweep[2], "speedup": sweep[1] / sweep[2], "cpus": os.cpu_count()})
print(json.dumps(records))
