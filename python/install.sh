#!/usr/bin/env bash
# `npm run python`: installs what is missing (.ci/setup: Debian's python3, pybind11, NumPy, …), builds
# (.ci/build: the native build with the module, and the page's offline file that geovi.show embeds),
# and copies the package into Debian's python3 (its site directory for local packages,
# /usr/local/lib/python3.11/dist-packages), then imports it from / as a check.
# Debian's interpreter only: another python3 on PATH (pyenv, a venv) has none of Debian's packages.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3

bash .ci/setup
flock /tmp/geovi-build.lock bash .ci/build

src=build/native/python/geovi
ls "$src"/_geovi*.so >/dev/null 2>&1 || { echo "[python] $src/_geovi*.so is missing: the native build found no pybind11" >&2; exit 1; }
offline=build/site/geovi-offline.html
[ -f "$offline" ] || { echo "[python] $offline is missing: .ci/build builds it" >&2; exit 1; }

dest="$($PY -c 'import sysconfig; print(sysconfig.get_path("platlib"))')/geovi"
echo "[python] installing into $dest"
rm -rf "$dest"
mkdir -p "$dest"
cp -r "$src"/. "$dest"/
cp "$offline" "$dest"/geovi-offline.html
rm -rf "$dest"/__pycache__
$PY -m compileall -q "$dest"
(cd / && $PY -c 'import geovi; print("[python] import geovi:", geovi.__version__, geovi.__file__)')
