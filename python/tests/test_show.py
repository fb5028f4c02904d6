"""geovi.show(): a self-contained page in an iframe's srcdoc, carrying the scenario in the page's own
#s= format. (tests/browser/python-show.test.mjs opens it in Chromium and watches it run.)"""

import html
import importlib
import json
import re
import warnings

import numpy as np
import pytest

import geovi
from geovi.show import offline_page_path, scenario_from_link, scenario_link

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

# A resource the browser would fetch: a script, stylesheet, image, frame, … from a URL with a host.
FETCHED_URL = re.compile(r"""<(?:script|link|img|iframe|source|video|audio|embed|object)\b[^>]*?"""
                         r"""(?:src|href|data)\s*=\s*["']?(?:https?:)?//""", re.IGNORECASE)
CSS_URL = re.compile(r"""url\(\s*["']?(?:https?:)?//""", re.IGNORECASE)
OPENER = re.compile(r'<head>(<script>\(function \(\) \{.*?"#s=([A-Za-z0-9_-]+)"\); \}\)\(\);</script>)')


def srcdoc_of(cell_html):
    m = re.fullmatch(r'<iframe srcdoc="([^"]*)"[^>]*></iframe>', cell_html, re.DOTALL)
    assert m, cell_html[:200]
    return html.unescape(m.group(1))


def test_the_cell_is_the_offline_page_with_the_scenario_and_fetches_nothing():
    traj = geovi.run(geovi.preset("double_spherical_pendulum"), t_end=1, integrator="vi4", h=0.02)
    page = srcdoc_of(geovi.show(traj)._repr_html_())
    with open(offline_page_path(), encoding="utf-8") as f:
        offline = f.read()
    opener = OPENER.search(page)
    assert opener and page.replace(opener.group(1), "", 1) == offline  # the page itself, and one script
    assert len(opener.group(1)) - len(opener.group(2)) < 600
    assert not FETCHED_URL.search(page) and not CSS_URL.search(page)
    # The detector finds what it is there to find.
    assert FETCHED_URL.search('<script src="https://cdn.example/three.js">')
    assert CSS_URL.search("@font-face { src: url('//fonts.example/k.woff2') }")
    shown = scenario_from_link(opener.group(2))
    assert shown["integrator"] == {**geovi.preset("double_spherical_pendulum")["integrator"], "type": "vi4", "h": 0.02}
    assert shown["system"] == geovi.preset("double_spherical_pendulum")["system"]


def test_the_link_format_round_trips_and_is_raw_deflate_base64url():
    scenario = {"name": "ü", "system": {"type": "pendulum"}, "x": [0.1, 1e-300, -0.0]}
    text = scenario_link(scenario)
    assert re.fullmatch(r"[A-Za-z0-9_-]+", text) and len(text) % 4 != 1
    assert scenario_from_link(text) == scenario
    import base64
    import zlib
    raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    with pytest.raises(zlib.error):
        zlib.decompress(raw)  # no zlib header: raw DEFLATE, as the page's fflate inflates
    assert json.loads(zlib.decompress(raw, -15)) == scenario


def test_a_simulation_that_moved_on_is_shown_from_its_current_state():
    sim = geovi.Simulation(geovi.preset("double_spherical_pendulum"))
    sim.advance(50)
    shown = geovi.show(sim).scenario
    again = geovi.Simulation(shown)
    assert np.allclose(again.state, sim.state, rtol=0, atol=1e-15)  # renormalised on load: round-off only
    body = geovi.Simulation(geovi.preset("free_rigid_body"))
    body.advance(30)
    assert np.allclose(geovi.Simulation(geovi.show(body).scenario).state, body.state, rtol=0, atol=1e-14)


def test_a_moved_run_on_a_space_show_cannot_write_is_refused_naming_the_space():
    from geovi.show import INITIAL_OF_SPACE
    assert set(INITIAL_OF_SPACE) == {"s2n", "rigid_body"}
    for preset, space in (("thrown_book", "rigid_bodies"), ("quadrotor_slung_load", "product")):
        sim = geovi.Simulation(geovi.preset(preset))
        assert sim.kind == space
        sim.advance(3)
        with pytest.raises(ValueError) as e:
            geovi.show(sim)
        assert repr(space) in str(e.value) and "s2n, rigid_body" in str(e.value)
        assert geovi.show(geovi.Simulation(geovi.preset(preset))).scenario  # from its start: shown


def test_a_missing_offline_page_is_reported_with_where_it_comes_from(monkeypatch):
    show = importlib.import_module("geovi.show")
    monkeypatch.setattr(show, "OFFLINE_FILE", "no-such-page.html")
    monkeypatch.delenv("GEOVI_OFFLINE_HTML", raising=False)
    with pytest.raises(FileNotFoundError) as e:
        geovi.show(geovi.preset("spherical_pendulum"))
    assert "npm run site" in str(e.value) and "GEOVI_OFFLINE_HTML" in str(e.value)
