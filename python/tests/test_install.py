"""`pip install ./python`, offline, into fresh virtual environments (docs/python.md, "Install").

Each test makes a venv with this interpreter, installs the package with the documented command
(no index: the build backend's wheels come from Debian's /usr/share/python-wheels) and imports it
from outside the repository. The installed copy must be the venv's own, find its presets and the
page's offline file inside itself, report package.json's version, and give the build tree's numbers
to the bit. Pip's configuration and environment are cleared, so that nothing on this machine (a
find-links directory, a PYTHONPATH to the build tree) can make the install pass for another reason.

The build reuses build/native's compiled objects when .ci/build configured it for this interpreter
(python/setup.py), so each install takes seconds. `-m "not install"` leaves these tests out.
"""

import glob
import json
import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import geovi
from conftest import ROOT, assert_bitwise

pytestmark = [pytest.mark.install, pytest.mark.filterwarnings("ignore::UserWarning")]

WHEELS = "/usr/share/python-wheels"  # Debian's python3-setuptools-whl and python3-wheel-whl

# Runs inside the venv, from a directory outside the repository; prints what the test checks.
PROBE = r"""
import importlib, importlib.util, json
import geovi
show = importlib.import_module("geovi.show")
traj = geovi.run(geovi.preset("double_spherical_pendulum"), t_end=2, every=10)
print(json.dumps({"file": geovi.__file__, "version": geovi.__version__, "page": show.offline_page_path(),
                  "presets": geovi.presets(), "rows": traj.rows().tobytes().hex(),
                  "pybind11": importlib.util.find_spec("pybind11") is not None}))
"""


def clean_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "PYTHON"))}
    env["PIP_CONFIG_FILE"] = os.devnull  # pip reads no configuration file
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def run(command, cwd):
    r = subprocess.run([str(c) for c in command], cwd=cwd, env=clean_env(), capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, f"{' '.join(map(str, command))} failed ({r.returncode}):\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    return r.stdout


def make_venv(path, system_site_packages):
    run([sys.executable, "-m", "venv", *(["--system-site-packages"] if system_site_packages else []), path], path.parent)
    return path / "bin" / "python"


def link_numpy(python):
    """Makes NumPy 'already present' in a venv without system packages, as a researcher's venv has it
    from their own install: the system's NumPy and its metadata, linked into the venv's site-packages
    (so pip sees the dependency met and the venv imports it; no index is reachable here to install it)."""
    site = pathlib.Path(run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], python.parent))
    site = pathlib.Path(str(site).strip())
    package = pathlib.Path(np.__file__).parent
    metadata = glob.glob(str(package.parent / f"numpy-{np.__version__}*.*-info"))
    assert metadata, f"no metadata of NumPy {np.__version__} beside {package}"
    (site / "numpy").symlink_to(package)
    (site / pathlib.Path(metadata[0]).name).symlink_to(metadata[0])


def install_and_probe(tmp_path, python):
    run([python, "-m", "pip", "install", "--no-index", "--find-links", WHEELS, ROOT / "python"], tmp_path)
    return json.loads(run([python, "-c", PROBE], tmp_path))


def check_installed(probe, venv):
    package = pathlib.Path(probe["file"]).parent
    assert package.is_relative_to(venv), f"geovi was imported from {package}, not from the venv {venv}"
    with open(ROOT / "package.json", encoding="utf-8") as f:
        assert probe["version"] == json.load(f)["version"]
    assert sorted(probe["presets"]) == sorted(p.stem for p in (ROOT / "core/scenarios").glob("*.json"))
    assert pathlib.Path(probe["page"]) == package / "geovi-offline.html", \
        "geovi.show's page must be the installed package's copy"
    want = geovi.run(geovi.preset("double_spherical_pendulum"), t_end=2, every=10).rows()
    got = np.frombuffer(bytes.fromhex(probe["rows"]), dtype=np.float64).reshape(want.shape)
    assert_bitwise(got, want, "the installed package's run against the build tree's")


@pytest.fixture(scope="module")
def offline_page_built():
    if not (ROOT / "build/site/geovi-offline.html").is_file():
        pytest.fail("build/site/geovi-offline.html is missing: run .ci/build (the wheel packs it)")
    for wheel in ("setuptools", "wheel"):
        if not glob.glob(f"{WHEELS}/{wheel}-*.whl"):
            pytest.fail(f"{WHEELS} has no {wheel} wheel: .ci/setup installs python3-{wheel}-whl")


def test_pip_installs_into_a_venv_without_system_packages_where_numpy_is_present(tmp_path, offline_page_built):
    venv = tmp_path / "venv"
    python = make_venv(venv, system_site_packages=False)
    link_numpy(python)
    probe = install_and_probe(tmp_path, python)
    assert not probe["pybind11"], "this venv must have no pybind11 module: the build must not need one"
    check_installed(probe, venv)


def test_pip_installs_into_a_venv_with_system_packages(tmp_path, offline_page_built):
    venv = tmp_path / "venv"
    python = make_venv(venv, system_site_packages=True)
    check_installed(install_and_probe(tmp_path, python), venv)


def test_a_checkout_without_the_core_is_refused_in_plain_words(tmp_path):
    # pip builds python/ in place; a copy of it alone cannot compile the extension, and says why.
    copy = tmp_path / "python"
    copy.mkdir()
    for name in ("pyproject.toml", "setup.py"):
        (copy / name).write_bytes((ROOT / "python" / name).read_bytes())
    r = subprocess.run([sys.executable, "setup.py", "--version"], cwd=copy, env=clean_env(), capture_output=True,
                       text=True, timeout=60)
    assert r.returncode != 0
    assert "builds only inside the geovi repository" in r.stderr, r.stderr
