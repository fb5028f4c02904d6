#!/usr/bin/env bash
# `npm run python`: installs what is missing (.ci/setup: Debian's python3, pybind11, NumPy, …), builds
# (.ci/build: the native build with the module, and the page's offline file that geovi.show embeds),
# then installs the package into Debian's python3 with pip, the way docs/python.md tells a user to:
# `pip install ./python`, offline (the build backend's wheels from /usr/share/python-wheels). The
# wheel reuses build/native's objects, so this costs seconds after the build. Then it imports the
# package from / as a check.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3

bash .ci/setup
flock /tmp/geovi-build.lock bash .ci/build

offline=build/site/geovi-offline.html
[ -f "$offline" ] || { echo "[python] $offline is missing: .ci/build builds it" >&2; exit 1; }

# Earlier versions of this script copied the package into the site directory without pip's metadata;
# pip would write over such a copy and leave its other files, so it goes first.
site="$($PY -c 'import sysconfig; print(sysconfig.get_path("platlib"))')"
if [ -d "$site/geovi" ] && ! compgen -G "$site/geovi-*.dist-info" >/dev/null; then
  echo "[python] removing the copied install in $site/geovi"
  rm -rf "$site/geovi"
fi

# Debian marks its python3 as externally managed (PEP 668), so that pip keeps off apt's packages in
# /usr/lib/python3. As root, pip installs into /usr/local/lib/python3.11/dist-packages instead, and
# with --no-index it can only install geovi itself: NumPy is Debian's, already there. Hence
# --break-system-packages, which here breaks nothing of Debian's.
echo "[python] pip install ./python into $PY"
$PY -m pip install --break-system-packages --root-user-action=ignore \
  --no-index --find-links /usr/share/python-wheels ./python
(cd / && $PY -c 'import geovi; print("[python] import geovi:", geovi.__version__, geovi.__file__)')
