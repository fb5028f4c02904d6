#!/usr/bin/env bash
# The Python stage of .ci/test: the pytest suite against the package as built in build/native/python,
# then the example notebooks executed headless (outputs in build/notebooks/). Debian's python3 only.
# The suite includes test_install.py: `pip install ./python` into two fresh venvs (about 25 s, the
# wheel reusing build/native's objects); PYTEST_ADDOPTS='-m "not install"' leaves it out.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
export PYTHONPATH="$PWD/build/native/python${PYTHONPATH:+:$PYTHONPATH}"

rc=0
$PY -m pytest -p no:cacheprovider -q python/tests || rc=$?
# Exit code 5 is "no tests collected": a suite that ran nothing has not passed.
if [ "$rc" -eq 5 ]; then echo "[python] pytest collected no tests" >&2; exit 1; fi
[ "$rc" -eq 0 ] || exit "$rc"

notebooks=(python/examples/*.ipynb)
[ -e "${notebooks[0]}" ] || { echo "[python] no example notebooks in python/examples" >&2; exit 1; }
mkdir -p build/notebooks
$PY -m nbconvert --to notebook --execute --ExecutePreprocessor.timeout=120 \
  --output-dir build/notebooks "${notebooks[@]}"
