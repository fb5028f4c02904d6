"""Builds the wheel of geovi with setuptools, compiling the extension with the repository's CMake build.

pip builds this directory in place, so the repository around it is reachable: the core (../core),
the version (../package.json), the presets (../core/scenarios) and the page's offline file
(../build/site/geovi-offline.html). The extension geovi._geovi is CMake's target geovi_python
(CMakeLists.txt): the same sources and flags as the CLI, whose numbers the Python tests compare to
the bit, and CMake finds Debian's pybind11 by its CMake files (/usr/lib/cmake/pybind11), so the
build needs no pybind11 module in the interpreter it builds for (a venv without system packages).

Which CMake tree: build/native when it was configured for this very interpreter (Debian's python3,
or a venv made from it), so a wheel reuses the objects .ci/build compiled and costs seconds; else
build/python/cmake-TAG, one tree per interpreter, compiled once (about 4 minutes on 2 cores) and
reused by later builds. CMake's own rules decide what to recompile in either.
"""

import fcntl
import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py
from setuptools.command.install import install

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OFFLINE = os.path.join(ROOT, "build", "site", "geovi-offline.html")
# .ci/build and python/install.sh hold this lock while they build, so that two builds never run
# in one CMake tree at once.
LOCK = "/tmp/geovi-build.lock"


def fail(message):
    sys.exit(f"geovi: {message}")


def repository_version():
    for need in ("package.json", "CMakeLists.txt", os.path.join("core", "src")):
        if not os.path.exists(os.path.join(ROOT, need)):
            fail(f"{os.path.join(ROOT, need)} is missing: python/ builds only inside the geovi repository "
                 "(the extension compiles ../core); install with `pip install ./python` from a clone")
    with open(os.path.join(ROOT, "package.json"), encoding="utf-8") as f:
        return json.load(f)["version"]


def cmake_cache(tree):
    """The CMake cache's entries of a tree, as {name: value} (empty when not configured)."""
    entries = {}
    try:
        with open(os.path.join(tree, "CMakeCache.txt"), encoding="utf-8") as f:
            for line in f:
                if ":" in line and "=" in line and not line.startswith(("//", "#")):
                    key, value = line.rstrip("\n").split("=", 1)
                    entries[key.split(":", 1)[0]] = value
    except FileNotFoundError:
        pass
    return entries


def this_interpreter():
    # A venv's interpreter is its base's (the same headers and ABI): one tree serves the base and
    # every venv made from it.
    return os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


def interpreter_tag():
    return f"{sys.implementation.cache_tag}-{hashlib.sha256(this_interpreter().encode()).hexdigest()[:8]}"


def cmake_tree():
    """(the tree, whether it must be configured first)."""
    native = os.path.join(ROOT, "build", "native")
    cache = cmake_cache(native)
    python = cache.get("Python_EXECUTABLE") or cache.get("_Python_EXECUTABLE")
    if (python and os.path.realpath(python) == this_interpreter() and cache.get("GEOVI_PYTHON") == "ON"
            and cache.get("CMAKE_BUILD_TYPE") == "Release" and cache.get("GEOVI_SANITIZE", "OFF") == "OFF"
            and cache.get("GEOVI_FUZZ", "OFF") == "OFF" and os.access(native, os.W_OK)):
        return native, False
    tree = os.path.join(ROOT, "build", "python", f"cmake-{interpreter_tag()}")
    # Configured anew while it lacks the module: a first configure that found no pybind11 is not final
    # once python3-pybind11 is installed.
    return tree, cmake_cache(tree).get("GEOVI_PYTHON") != "ON"


def run(command):
    print("geovi:", " ".join(command), flush=True)
    result = subprocess.run(command)
    if result.returncode != 0:
        fail(f"{command[0]} failed (exit code {result.returncode}): {' '.join(command)}")


class BuildWithCMake(build_ext):
    """Builds geovi._geovi with CMake's target geovi_python and copies it where setuptools packs it."""

    def build_extension(self, ext):
        if self.inplace:
            fail("editable installs are not supported: during development import the package with "
                 "PYTHONPATH=python:build/native/python (docs/python.md)")
        if shutil.which("cmake") is None:
            fail("cmake is missing (Debian: apt-get install cmake g++ libeigen3-dev nlohmann-json3-dev "
                 "python3-dev python3-pybind11, or `npm run setup`)")
        tree, configure = cmake_tree()
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or os.environ.get("JOBS") or str(os.cpu_count() or 2)
        try:
            lock = os.open(LOCK, os.O_RDONLY | os.O_CREAT, 0o666)
        except OSError:
            lock = None  # another user's lock file: build without it
        try:
            if lock is not None:
                fcntl.flock(lock, fcntl.LOCK_EX)
            if configure:
                run(["cmake", "-S", ROOT, "-B", tree, "-DCMAKE_BUILD_TYPE=Release",
                     f"-DPython_EXECUTABLE={this_interpreter()}"])
            if cmake_cache(tree).get("GEOVI_PYTHON") != "ON":
                fail(f"CMake found no pybind11 or no Python headers for {this_interpreter()} in {tree} "
                     "(Debian: apt-get install python3-dev python3-pybind11; pybind11's CMake files are in "
                     "/usr/lib/cmake/pybind11)")
            run(["cmake", "--build", tree, "--target", "geovi_python", "-j", jobs])
        finally:
            if lock is not None:
                os.close(lock)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = os.path.join(tree, "python", "geovi", "_geovi" + suffix)
        if not os.path.isfile(built):
            found = glob.glob(os.path.join(tree, "python", "geovi", "_geovi*"))
            fail(f"{built} is missing after the build (found: {', '.join(found) or 'nothing'}): the CMake tree "
                 f"was configured for another Python than {this_interpreter()}")
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built, target)


class BuildWithData(build_py):
    """The package's .py files, plus the presets and the page's offline file from the repository."""

    def run(self):
        package = os.path.join(self.build_lib, "geovi")
        shutil.rmtree(package, ignore_errors=True)  # no file of an earlier build lingers in the wheel
        super().run()
        scenarios = os.path.join(package, "scenarios")
        os.makedirs(scenarios, exist_ok=True)
        for path in sorted(glob.glob(os.path.join(ROOT, "core", "scenarios", "*.json"))):
            shutil.copyfile(path, os.path.join(scenarios, os.path.basename(path)))
        target = os.path.join(package, "geovi-offline.html")
        if os.path.isfile(OFFLINE):
            shutil.copyfile(OFFLINE, target)
        else:
            # A wheel without the page still runs everything but geovi.show(), which then says where
            # the file comes from (show.py); a release refuses such a wheel (web/tools/release.mjs).
            if os.path.exists(target):
                os.remove(target)
            print(f"geovi: warning: {OFFLINE} is missing, so this build has no geovi.show() page: "
                  "`npm run site` (or .ci/build) makes it; rebuild afterwards", file=sys.stderr, flush=True)


class InstallAnywhere(install):
    """Debian's setuptools (the wheel in /usr/share/python-wheels that pip's isolated build uses)
    reads the options install_layout and prefix_option that only Debian's own distutils defines;
    another interpreter (pyenv's, conda's) fails there with AttributeError: install_layout. Unset,
    they mean the ordinary layout."""

    def initialize_options(self):
        super().initialize_options()
        for option in ("install_layout", "prefix_option"):
            if not hasattr(self, option):
                setattr(self, option, None)


BUILD_BASE = os.path.join(ROOT, "build", "python", f"setuptools-{interpreter_tag()}")
os.makedirs(BUILD_BASE, exist_ok=True)  # egg_info wants its directory to exist

setup(
    version=repository_version(),
    ext_modules=[Extension("geovi._geovi", sources=[])],
    cmdclass={"build_ext": BuildWithCMake, "build_py": BuildWithData, "install": InstallAnywhere},
    # setuptools' own build files go under the repository's build/, not into python/, one directory
    # per interpreter (two builds for two interpreters may run at once).
    options={"build": {"build_base": BUILD_BASE}, "egg_info": {"egg_base": BUILD_BASE}},
)
