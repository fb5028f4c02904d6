"""geovi.show(): the web page's scene and energy plot in a notebook cell.

The viewer is the page itself: build/site/geovi-offline.html (the whole page in one file: wasm,
three.js, uPlot, fonts), put in an iframe's ``srcdoc``. The scenario travels as the page's own link
format, ``#s=`` (compact JSON, raw DEFLATE, base64url without padding: web/js/scenario-link.js),
set by a one-line script placed first in the page's head, before the page reads its URL. The page
then runs the scenario with the same core compiled to WebAssembly, which gives the native numbers to
the bit (tests/node/golden.test.mjs), so it shows the run that geovi.run recorded.

Nothing is fetched: no CDN, no server, no kernel round trip. It works in Debian's classic Notebook
(in a trusted notebook, as any HTML output), and in a notebook saved as HTML.
"""

import base64
import html
import json
import os
import zlib

from .errors import GeoviInputError
from .simulation import Simulation, Trajectory, _package_file

OFFLINE_FILE = "geovi-offline.html"


def offline_page_path():
    """The page's offline file: the installed package's copy, $GEOVI_OFFLINE_HTML, or the build tree's."""
    candidates = [_package_file(OFFLINE_FILE), os.environ.get("GEOVI_OFFLINE_HTML", "")]
    here = os.path.dirname(os.path.abspath(__file__))
    for up in range(1, 5):  # python/geovi or build/native/python/geovi, inside the repository
        candidates.append(os.path.join(here, *[os.pardir] * up, "build", "site", OFFLINE_FILE))
    for path in candidates:
        if path and os.path.isfile(path):
            return os.path.normpath(path)
    raise FileNotFoundError(
        f"{OFFLINE_FILE} not found, so geovi.show() has no page to show: this installation was built without "
        "it (the wheel takes build/site/geovi-offline.html when it exists: run `npm run site`, then install "
        "./python again), or set GEOVI_OFFLINE_HTML to the file's path (the release bundle has it as "
        "geovi-VERSION-offline.html)")


def scenario_link(scenario):
    """The page's ``s=`` text of a scenario dict: compact JSON → raw DEFLATE → base64url, no padding."""
    text = json.dumps(scenario, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)  # wbits −15: raw DEFLATE (RFC 1951), no zlib header
    return base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).rstrip(b"=").decode("ascii")


def scenario_from_link(text):
    """The scenario dict back from an ``s=`` text (the page's decoding)."""
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    return json.loads(zlib.decompress(data, -15).decode("utf-8"))


class Viewer:
    """What geovi.show() returns: ``_repr_html_`` draws it in a notebook; ``page`` is the standalone
    page (the offline file with the scenario in its URL), ``save(path)`` writes it as a file."""

    def __init__(self, scenario, height=640):
        self.scenario = scenario
        self.height = int(height)
        self.link = scenario_link(scenario)
        with open(offline_page_path(), encoding="utf-8") as f:
            page = f.read()
        head = page.find("<head>")
        if head < 0:
            raise ValueError(f"{OFFLINE_FILE} has no <head>")
        # A document may rewrite its own fragment (about:srcdoc too): the page then reads #s= as if it
        # had been opened from a link. The URL is made absolute from the document's own, since a
        # relative one resolves against an srcdoc's base URL, the notebook's, and is refused. For the
        # same reason the page's own history updates (relative URLs) cannot apply in an srcdoc; there
        # they keep the document's URL instead of throwing (the cell is not a link to update).
        opener = ("<script>(function () { var h = history;"
                  ' if (location.protocol === "about:") ["replaceState", "pushState"].forEach(function (k) {'
                  " var f = h[k].bind(h); h[k] = function (s, t, u) { try { return f(s, t, u); }"
                  " catch (e) { return f(s, t); } }; });"
                  f' h.replaceState(null, "", location.href.split("#")[0] + "#s={self.link}"); }})();</script>')
        at = head + len("<head>")
        self.page = page[:at] + opener + page[at:]

    def _repr_html_(self):
        return (f'<iframe srcdoc="{html.escape(self.page, quote=True)}" title="geovi: {html.escape(self.title)}" '
                f'style="width: 100%; height: {self.height}px; border: 0" allow="fullscreen"></iframe>')

    @property
    def title(self):
        return str(self.scenario.get("title") or self.scenario.get("name") or "scenario")

    def save(self, path):
        """Writes the standalone page (open it in a browser: it runs the scenario, offline)."""
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.page)
        return path

    def __repr__(self):
        return f"<geovi viewer of {self.title!r}: display it in a notebook, or .save('run.html')>"


def show(what, height=640):
    """Shows a Simulation, a Trajectory, or a scenario (dict, JSON or path) in a notebook cell: the
    page's three.js scene and energy plot, running the scenario with its integrator and h.

    A Simulation that has moved on is shown from its current state and time; a Trajectory from its
    start (the page runs it again: the same steps, the same numbers).
    """
    if isinstance(what, Trajectory):
        scenario = dict(what.scenario)
    elif isinstance(what, Simulation):
        scenario = what.scenario
        if what.step_count > 0 or what.time != 0:
            scenario = _from_current_state(scenario, what)
    else:
        scenario = Simulation(what).scenario
    return Viewer(scenario, height=height)


def _s2n_initial(columns, value):
    """(S²)ⁿ: q and ω of each body."""
    n = len(columns) // 6
    return {"q": [[value[f"q{i}{a}"] for a in "xyz"] for i in range(1, n + 1)],
            "omega": [[value[f"w{i}{a}"] for a in "xyz"] for i in range(1, n + 1)]}


def _rigid_body_initial(columns, value):
    """SO(3): R and Ω."""
    return {"R": [[value[f"R{i}{j}"] for j in "123"] for i in "123"],
            "Omega": [value[f"W{i}"] for i in "123"]}


# The initial state of a scenario from a run's current state, by the run's space (Simulation.kind, the
# catalogue's space id). A space not here cannot be shown from where a run has moved to.
INITIAL_OF_SPACE = {
    "s2n": _s2n_initial,
    "rigid_body": _rigid_body_initial,
}


def _from_current_state(scenario, sim):
    """The scenario with its initial state replaced by the simulation's current one (q and ω for
    (S²)ⁿ, R and Ω for a rigid body: the columns of the CSV)."""
    initial_of = INITIAL_OF_SPACE.get(sim.kind)
    if initial_of is None:
        raise ValueError(f"show: a run on the space {sim.kind!r} cannot be shown from its current state (time "
                         f"{sim.time:g}): show writes the state of a run on {', '.join(INITIAL_OF_SPACE)}; show its "
                         "scenario or a Trajectory instead (the page runs it from its start)")
    initial = initial_of(sim.state_columns, dict(zip(sim.state_columns, sim.state.tolist())))
    moved = dict(scenario)
    moved["initial"] = initial
    try:
        Simulation(moved)  # the core's check: the page would refuse what the core refuses
    except GeoviInputError as e:
        raise GeoviInputError(f"show: this system's current state cannot be written as its initial state ({e})",
                              e.path) from None
    return moved
