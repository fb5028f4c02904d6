// Scenario validation, table-driven: every malformed input is rejected with an
// InputError whose path names the offending field and whose message says what
// is wrong, before anything is run (issue 6, item 1). Both families are covered:
// (S²)ⁿ systems of every reader and rigid bodies, plus the RunOverrides that the
// CLI flags and the wasm constructor feed in. The CLI's own flags and exit
// codes are tested through the binary in test_cli.cpp.
//
// The fuzzer's regression inputs (tests/fuzz/regressions/) are replayed here
// too, so that every finding stays fixed in the normal suite.
#include <catch2/catch.hpp>

#include <dirent.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "geovi/errors.hpp"
#include "support.hpp"

using namespace geovi;
using json = nlohmann::json;

namespace {

// Valid bases the cases mutate (each loads and runs as is, checked below).
json chainBase() {
  return json::parse(R"({
    "name": "base", "title": "t", "description": "d",
    "system": { "type": "chain_pendulum", "masses": [1, 1], "lengths": [1, 1], "gravity": [0, 0, 9.81] },
    "initial": { "q": [[1, 0, 0], [0, 1, 0]], "omega": [[0, 0, 1], [0, 0, 0]] },
    "integrator": { "type": "vi", "h": 0.01 },
    "t_end": 1 })");
}
json rigidBase() {
  return json::parse(R"({
    "system": { "type": "heavy_top", "inertia": [[2, 0, 0], [0, 2, 0], [0, 0, 0.5]], "mass": 1, "com": [0, 0, 1],
                "gravity": [0, 0, -9.81] },
    "initial": { "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, 0.1, 20] },
    "integrator": { "type": "vi", "h": 0.001 },
    "t_end": 1 })");
}
json nbodyBase() {
  return json::parse(R"({
    "system": { "type": "sphere_nbody", "masses": [1, 1, 1], "gamma": 1 },
    "initial": { "q": [[0, -1, 0], [0, 0, 1], [-1, 0, 0]], "omega": [[0, 0, -1.1], [1, 0, 0], [0, 1, 0]] },
    "integrator": { "type": "vi-explicit", "h": 0.001 } })");
}
json rodBase() {
  return json::parse(R"({
    "system": { "type": "elastic_rod", "elements": 3, "mass": 0.1, "length": 1, "stiffness": 10, "clamped": [1, 0, 0] },
    "initial": { "q": [[1, 0, 0], [1, 0, 0], [1, 0, 0]], "omega": [[0, 0, 0], [0, 0, 1], [0, 0, 0]] },
    "integrator": { "type": "vi", "h": 0.001 } })");
}
json arrayBase() {
  return json::parse(R"({
    "system": { "type": "pendulum_array", "masses": [1, 1], "lengths": [1, 1], "pivots": [[0, 0, 0], [1, 0, 0]],
                "springs": [ { "between": [1, 2], "stiffness": 10 } ], "gravity": [0, 0, 9.81] },
    "initial": { "q": [[0, 0, 1], [0, 0, 1]], "omega": [[0, 0, 0], [0, 0, 0]] },
    "integrator": { "type": "vi-explicit", "h": 0.001 } })");
}
json genericBase() {
  return json::parse(R"({
    "system": { "type": "s2n", "inertia": [[2, 0.5], [0.5, 1]], "style": "chain",
                "potentials": [ { "type": "sphere_gravity", "gamma": 0.1 } ] },
    "initial": { "q": [[1, 0, 0], [0, 1, 0]], "omega": [[0, 0, 1], [0, 0, 0]] },
    "integrator": { "type": "vi", "h": 0.01 } })");
}
json moleculesBase() {
  return json::parse(R"({
    "system": { "type": "molecules", "mass": 1, "epsilon": 0.01, "sigma": 0.3 },
    "initial": { "lattice": { "icosphere": 1 }, "vortices": [ { "center": [0, 0, 1], "rate": 1, "width": 0.5 } ] },
    "integrator": { "type": "vi-explicit", "h": 0.005 } })");
}

std::string numbers(std::size_t count, const std::string& item) {
  std::string s = "[";
  for (std::size_t i = 0; i < count; ++i) s += (i ? "," : "") + item;
  return s + "]";
}

struct InputCase {
  const char* what;
  std::function<std::string()> text;  // the scenario JSON text
  RunOverrides overrides;
  std::string path;     // expected InputError::path()
  std::string message;  // expected substring of the message
};

// A case that mutates a base document.
std::function<std::string()> edit(json (*base)(), std::function<void(json&)> change) {
  return [=] {
    json doc = base();
    change(doc);
    return doc.dump();
  };
}
// A case given as text (for what JSON objects cannot hold: 1e999, bad syntax).
std::function<std::string()> text(std::string t) {
  return [=] { return t; };
}

RunOverrides withH(double h) {
  RunOverrides o;
  o.h = h;
  return o;
}
RunOverrides withTEnd(double t) {
  RunOverrides o;
  o.tEnd = t;
  return o;
}
RunOverrides withIntegrator(const std::string& name) {
  RunOverrides o;
  o.integrator = name;
  return o;
}

std::vector<InputCase> malformedInputs() {
  const std::string chainText = chainBase().dump();
  auto replaceFirst = [](std::string s, const std::string& from, const std::string& to) {
    const auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
  };
  return {
      // --- not a scenario at all
      {"not JSON", text("{\"system\": "), {}, "system", "not valid JSON"},
      {"empty input", text(""), {}, "<json>", "not valid JSON"},
      {"trailing garbage", text(chainText + " x"), {}, "<json>", "not valid JSON"},
      {"a bare NaN literal",
       text(replaceFirst(chainText, "\"masses\":[1,1]", "\"masses\":[1,NaN]")),
       {},
       "system.masses[1]",
       "not valid JSON"},
      {"nesting 100 deep", text(std::string(100, '[') + std::string(100, ']')), {}, "<json>", "nesting deeper"},
      {"root is an array", text("[1, 2, 3]"), {}, "<root>", "must be a JSON object, got array"},
      {"root is a string", text("\"scenario\""), {}, "<root>", "must be a JSON object"},
      // --- required parts and unknown keys
      {"no system", edit(chainBase, [](json& d) { d.erase("system"); }), {}, "system", "missing required field"},
      {"no initial", edit(chainBase, [](json& d) { d.erase("initial"); }), {}, "initial", "missing required field"},
      {"misspelt top-level key", edit(chainBase, [](json& d) { d["t_ned"] = 5; }), {}, "t_ned", "unknown field"},
      {"misspelt system key",
       edit(chainBase, [](json& d) { d["system"]["gravty"] = d["system"]["gravity"]; }),
       {},
       "system.gravty",
       "unknown field"},
      {"unknown integrator key",
       edit(chainBase, [](json& d) { d["integrator"]["stepsize"] = 0.1; }),
       {},
       "integrator.stepsize",
       "unknown field"},
      {"an integrator key of another type",
       edit(chainBase, [](json& d) { d["integrator"]["step"] = 0.1; }),
       {},
       "integrator.step",
       "unknown field"},
      {"key with a newline", edit(chainBase, [](json& d) { d["a\nb"] = 1; }), {}, "[\"a\\u000ab\"]", "unknown field"},
      {"q next to a lattice",
       edit(moleculesBase, [](json& d) { d["initial"]["q"] = json::array(); }),
       {},
       "initial.q",
       "unknown field"},
      {"unknown system type",
       edit(chainBase, [](json& d) { d["system"]["type"] = "chain_pendulumm"; }),
       {},
       "system.type",
       "unknown system type \"chain_pendulumm\""},
      {"system type not a string",
       edit(chainBase, [](json& d) { d["system"]["type"] = 3; }),
       {},
       "system.type",
       "expected a string, got number"},
      {"name not a string",
       edit(chainBase, [](json& d) { d["name"] = json::array(); }),
       {},
       "name",
       "expected a string, got array"},
      // --- (S²)ⁿ: types, lengths, finiteness, positivity
      {"q with 2 numbers",
       edit(chainBase,
            [](json& d) {
              d["initial"]["q"][1] = {0, 1};
            }),
       {},
       "initial.q[1]",
       "expected 3 numbers, got 2"},
      {"q not an array",
       edit(chainBase, [](json& d) { d["initial"]["q"] = json::object(); }),
       {},
       "initial.q",
       "expected an array, got object"},
      {"one q too few",
       edit(chainBase, [](json& d) { d["initial"]["q"].erase(1); }),
       {},
       "initial.q",
       "expected 2 vectors (one per body), got 1"},
      {"q of zero length",
       edit(chainBase,
            [](json& d) {
              d["initial"]["q"][0] = {0, 0, 0};
            }),
       {},
       "initial.q[0]",
       "nonzero"},
      {"omega entry a string",
       edit(chainBase, [](json& d) { d["initial"]["omega"][0][2] = "fast"; }),
       {},
       "initial.omega[0][2]",
       "expected a number, got string"},
      {"omega entry 1e999",
       text(replaceFirst(chainText, "\"omega\":[[0,0,1]", "\"omega\":[[0,1e999,1]")),
       {},
       "initial.omega[0][1]",
       "expected a finite number"},
      {"mass -1e999",
       text(replaceFirst(chainText, "\"masses\":[1,1]", "\"masses\":[1,-1e999]")),
       {},
       "system.masses[1]",
       "expected a finite number"},
      {"negative mass",
       edit(chainBase, [](json& d) { d["system"]["masses"][1] = -1; }),
       {},
       "system.masses[1]",
       "must be > 0, got -1"},
      {"zero length",
       edit(chainBase, [](json& d) { d["system"]["lengths"][0] = 0; }),
       {},
       "system.lengths[0]",
       "must be > 0, got 0"},
      {"lengths longer than masses",
       edit(chainBase, [](json& d) { d["system"]["lengths"].push_back(1); }),
       {},
       "system.lengths",
       "expected 2 numbers, got 3"},
      {"gravity of 2 numbers",
       edit(chainBase,
            [](json& d) {
              d["system"]["gravity"] = {0, 9.81};
            }),
       {},
       "system.gravity",
       "expected 3 numbers, got 2"},
      {"masses null",
       edit(chainBase, [](json& d) { d["system"]["masses"] = nullptr; }),
       {},
       "system.masses",
       "expected an array, got null"},
      {"masses a boolean",
       edit(chainBase, [](json& d) { d["system"]["masses"][0] = true; }),
       {},
       "system.masses[0]",
       "expected a number, got boolean"},
      // --- sizes beyond the stated limits
      {"3000 masses",
       edit(chainBase, [](json& d) { d["system"]["masses"] = json::parse(numbers(3000, "1")); }),
       {},
       "system.masses",
       "expected between 1 and 2562 numbers, got 3000"},
      {"41000 initial vectors",
       edit(nbodyBase, [](json& d) { d["initial"]["q"] = json::parse(numbers(41000, "[0,0,1]")); }),
       {},
       "initial.q",
       "expected between 1 and 40962 vectors, got 41000"},
      {"a rod of 10^6 elements",
       edit(rodBase, [](json& d) { d["system"]["elements"] = 1000000; }),
       {},
       "system.elements",
       "expected a whole number in [1, 2562]"},
      {"40 962 molecules summed over all pairs (no cutoff)",
       edit(moleculesBase,
            [](json& d) {
              d["system"].erase("cutoff");
              d["initial"]["lattice"]["icosphere"] = 6;
            }),
       {},
       "initial",
       "expected at most 10242 bodies for a system that sums over all pairs"},
      {"icosphere level 7",
       edit(moleculesBase, [](json& d) { d["initial"]["lattice"]["icosphere"] = 7; }),
       {},
       "initial.lattice.icosphere",
       "whole number in [0, 6]"},
      {"no masses at all",
       edit(chainBase, [](json& d) { d["system"]["masses"] = json::array(); }),
       {},
       "system.masses",
       "expected between 1 and 2562 numbers, got 0"},
      // --- integrator, h and t_end
      {"h = 0", edit(chainBase, [](json& d) { d["integrator"]["h"] = 0; }), {}, "integrator.h", "must be > 0, got 0"},
      {"h < 0", edit(chainBase, [](json& d) { d["integrator"]["h"] = -0.01; }), {}, "integrator.h", "must be > 0"},
      {"h missing", edit(chainBase, [](json& d) { d["integrator"].erase("h"); }), {}, "integrator.h", "missing"},
      {"t_end < 0", edit(chainBase, [](json& d) { d["t_end"] = -1; }), {}, "t_end", "must be >= 0, got -1"},
      // --- the format version (kScenarioFormat)
      {"format from a newer geovi",
       edit(chainBase, [](json& d) { d["format"] = 2; }),
       {},
       "format",
       "this scenario is written for format 2; this geovi reads format 1"},
      {"format 1.5",
       edit(chainBase, [](json& d) { d["format"] = 1.5; }),
       {},
       "format",
       "expected a whole number >= 1, got 1.5"},
      {"format 0",
       edit(chainBase, [](json& d) { d["format"] = 0; }),
       {},
       "format",
       "expected a whole number >= 1, got 0"},
      {"format as text", edit(chainBase, [](json& d) { d["format"] = "1"; }), {}, "format", "number"},
      {"t_end / h = 1e302", edit(chainBase, [](json& d) { d["t_end"] = 1e300; }), {}, "t_end", "exceeds the limit"},
      {"t_end / h overflows to inf",
       edit(chainBase,
            [](json& d) {
              d["integrator"]["h"] = 5e-324;
              d["t_end"] = 10;
            }),
       {},
       "t_end",
       "exceeds the limit"},
      {"unknown integrator",
       edit(chainBase, [](json& d) { d["integrator"]["type"] = "leapfrog"; }),
       {},
       "integrator.type",
       "unknown integrator"},
      {"max_iterations 0",
       edit(chainBase, [](json& d) { d["integrator"]["max_iterations"] = 0; }),
       {},
       "integrator.max_iterations",
       "whole number in [1, 1000]"},
      {"max_iterations 2.5",
       edit(chainBase, [](json& d) { d["integrator"]["max_iterations"] = 2.5; }),
       {},
       "integrator.max_iterations",
       "whole number"},
      {"negative tolerance",
       edit(chainBase, [](json& d) { d["integrator"]["tolerance"] = -1e-9; }),
       {},
       "integrator.tolerance",
       "must be >= 0"},
      {"explicit VI, full inertia",
       edit(chainBase, [](json& d) { d["integrator"]["type"] = "vi-explicit"; }),
       {},
       "integrator.type",
       "diagonal inertia"},
      // --- the other (S²)ⁿ readers
      {"coincident bodies (V singular)",
       edit(nbodyBase,
            [](json& d) {
              d["initial"]["q"][1] = {0, -1, 0};
            }),
       {},
       "initial",
       "initial energy"},
      {"gamma a string",
       edit(nbodyBase, [](json& d) { d["system"]["gamma"] = "1"; }),
       {},
       "system.gamma",
       "expected a number, got string"},
      {"rod clamped not unit",
       edit(rodBase,
            [](json& d) {
              d["system"]["clamped"] = {1, 1, 0};
            }),
       {},
       "system.clamped",
       "unit vector"},
      {"rod stiffness < 0",
       edit(rodBase, [](json& d) { d["system"]["stiffness"] = -1; }),
       {},
       "system.stiffness",
       "must be >= 0"},
      {"vortex centre zero",
       edit(moleculesBase,
            [](json& d) {
              d["initial"]["vortices"][0]["center"] = {0, 0, 0};
            }),
       {},
       "initial.vortices[0].center",
       "nonzero"},
      {"spring between one pendulum",
       edit(arrayBase, [](json& d) { d["system"]["springs"][0]["between"] = {1}; }),
       {},
       "system.springs[0].between",
       "expected 2 pendulum numbers"},
      {"spring to pendulum 9",
       edit(arrayBase,
            [](json& d) {
              d["system"]["springs"][0]["between"] = {1, 9};
            }),
       {},
       "system.springs[0].between[1]",
       "whole number in [1, 2]"},
      {"spring on itself",
       edit(arrayBase,
            [](json& d) {
              d["system"]["springs"][0]["between"] = {2, 2};
            }),
       {},
       "system.springs[0].between",
       "two different pendula"},
      {"pivots missing",
       edit(arrayBase, [](json& d) { d["system"].erase("pivots"); }),
       {},
       "system.pivots",
       "missing required field"},
      {"generic inertia not symmetric",
       edit(genericBase, [](json& d) { d["system"]["inertia"][0][1] = 0.4; }),
       {},
       "system.inertia",
       "must be symmetric"},
      {"generic inertia not PD",
       edit(genericBase,
            [](json& d) {
              d["system"]["inertia"] = {{1, 2}, {2, 1}};
            }),
       {},
       "system.inertia",
       "positive definite"},
      {"generic inertia ragged",
       edit(genericBase, [](json& d) { d["system"]["inertia"][1] = {0.5}; }),
       {},
       "system.inertia[1]",
       "expected 2 numbers, got 1"},
      {"unknown potential",
       edit(genericBase, [](json& d) { d["system"]["potentials"][0]["type"] = "coulomb"; }),
       {},
       "system.potentials[0].type",
       "unknown potential \"coulomb\""},
      {"unknown drawing style",
       edit(genericBase, [](json& d) { d["system"]["style"] = "cube"; }),
       {},
       "system.style",
       "unknown style"},
      {"negative damping",
       edit(chainBase,
            [](json& d) {
              d["system"]["forces"] = {{"damping", {0.1, -0.1}}};
            }),
       {},
       "system.forces.damping[1]",
       "must be >= 0"},
      // --- rigid bodies
      {"inertia not symmetric",
       edit(rigidBase, [](json& d) { d["system"]["inertia"][0][1] = 0.5; }),
       {},
       "system.inertia",
       "symmetric"},
      {"inertia indefinite",
       edit(rigidBase, [](json& d) { d["system"]["inertia"][2][2] = -0.5; }),
       {},
       "system.inertia",
       "positive definite"},
      {"inertia singular",
       edit(rigidBase,
            [](json& d) {
              d["system"]["inertia"] = {{1, 1, 0}, {1, 1, 0}, {0, 0, 1}};
            }),
       {},
       "system.inertia",
       "positive definite"},
      {"inertia 2 x 3",
       edit(rigidBase, [](json& d) { d["system"]["inertia"].erase(2); }),
       {},
       "system.inertia",
       "expected 3 rows, got 2"},
      {"R a reflection",
       edit(rigidBase, [](json& d) { d["initial"]["R"][0][0] = -1; }),
       {},
       "initial.R",
       "must be a rotation"},
      {"R not orthogonal",
       edit(rigidBase, [](json& d) { d["initial"]["R"][0][0] = 2; }),
       {},
       "initial.R",
       "not a rotation matrix"},
      {"R entry 1e999",
       text(replaceFirst(rigidBase().dump(), "\"R\":[[1,0,0],[0,1,0]", "\"R\":[[1,0,0],[0,1e999,0]")),
       {},
       "initial.R[1][1]",
       "expected a finite number"},
      {"Omega of 2 numbers",
       edit(rigidBase,
            [](json& d) {
              d["initial"]["Omega"] = {1, 2};
            }),
       {},
       "initial.Omega",
       "expected 3 numbers, got 2"},
      {"omega (not Omega) for a body",
       edit(rigidBase,
            [](json& d) {
              d["initial"]["omega"] = {1, 2, 3};
            }),
       {},
       "initial.omega",
       "unknown field"},
      {"top mass 0", edit(rigidBase, [](json& d) { d["system"]["mass"] = 0; }), {}, "system.mass", "must be > 0"},
      {"top without com", edit(rigidBase, [](json& d) { d["system"].erase("com"); }), {}, "system.com", "missing"},
      {"unknown forcing",
       edit(rigidBase,
            [](json& d) {
              d["system"]["forcing"] = {{{"type", "spring"}}};
            }),
       {},
       "system.forcing[0].type",
       "unknown forcing type \"spring\""},
      {"satellite with two rates",
       edit(rigidBase,
            [](json& d) {
              d["system"] = {{"type", "satellite"},
                             {"inertia", {{1, 0, 0}, {0, 2, 0}, {0, 0, 3}}},
                             {"mean_motion", 1},
                             {"orbit", {{"mu", 1}, {"radius", 1}}}};
            }),
       {},
       "system.orbit",
       "unknown field"},
      {"energy overflows",
       edit(rigidBase,
            [](json& d) {
              d["initial"]["Omega"] = {1e200, 0, 0};
            }),
       {},
       "initial",
       "initial energy is inf"},
      {"rigid integrator unknown",
       edit(rigidBase, [](json& d) { d["integrator"]["type"] = "vi-explicit"; }),
       {},
       "integrator.type",
       "unknown rigid-body integrator"},
      // --- overrides (CLI flags --h, --t-end, --integrator; the wasm constructor's h)
      {"override h = 0", edit(chainBase, [](json&) {}), withH(0.0), "--h", "must be a finite number > 0"},
      {"override h = NaN", edit(chainBase, [](json&) {}), withH(std::nan("")), "--h", "finite number > 0"},
      {"override h = -inf", edit(rigidBase, [](json&) {}), withH(-HUGE_VAL), "--h", "finite number > 0"},
      {"override t_end < 0", edit(chainBase, [](json&) {}), withTEnd(-5), "--t-end", "finite number >= 0"},
      {"override t_end = inf", edit(chainBase, [](json&) {}), withTEnd(HUGE_VAL), "--t-end", "finite number >= 0"},
      {"override t_end / h = 1e14", edit(chainBase, [](json&) {}), withTEnd(1e12), "--t-end", "exceeds the limit"},
      {"override integrator", edit(rigidBase, [](json&) {}), withIntegrator("nope"), "integrator.type", "unknown"},
  };
}

}  // namespace

TEST_CASE("the validation bases are valid scenarios that run", "[validation]") {
  for (json (*base)() : {chainBase, rigidBase, nbodyBase, rodBase, arrayBase, genericBase, moleculesBase}) {
    Scenario s = loadScenario(base().dump());
    CHECK_NOTHROW(s.simulation->advance(10));
  }
}

TEST_CASE("every malformed scenario is an InputError naming its JSON path", "[validation]") {
  const auto cases = malformedInputs();
  REQUIRE(cases.size() >= 25);
  for (const InputCase& c : cases) {
    INFO("case: " << c.what);
    std::string text;
    REQUIRE_NOTHROW(text = c.text());
    try {
      loadScenario(text, c.overrides);
      FAIL_CHECK("accepted");
    } catch (const InputError& e) {
      const std::string what = e.what();
      INFO("message: " << what);
      CHECK(e.path() == c.path);
      CHECK(what.rfind(c.path + ": ", 0) == 0);  // "path: message"
      CHECK(what.find(c.message) != std::string::npos);
      CHECK(what.find('\n') == std::string::npos);  // one line
    } catch (const std::exception& e) {
      FAIL_CHECK("not an InputError: " << e.what());
    }
  }
}

TEST_CASE("free text (title, description) is allowed, anything else unknown is not", "[validation]") {
  json doc = chainBase();
  doc["description"] = {{"nested", {1, 2, {{"free", "text"}}}}};  // not a string: rejected
  CHECK_THROWS_AS(loadScenario(doc.dump()), InputError);
  doc["description"] = "any text";
  doc["comment"] = "notes";
  CHECK_NOTHROW(loadScenario(doc.dump()));
  // Every preset uses only known keys.
  DIR* dir = opendir(GEOVI_SCENARIO_DIR);
  REQUIRE(dir);
  int presets = 0;
  while (const dirent* e = readdir(dir)) {
    const std::string name = e->d_name;
    if (name.size() < 5 || name.substr(name.size() - 5) != ".json") continue;
    INFO(name);
    CHECK_NOTHROW(loadScenarioFile(std::string(GEOVI_SCENARIO_DIR) + "/" + name));
    ++presets;
  }
  closedir(dir);
  CHECK(presets >= 10);
}

// The fuzzer's findings, kept as inputs: each must load (or be rejected as an
// InputError) and run a few steps (or stop with a NumericalFailure), exactly as
// tests/fuzz/fuzz_scenario.cpp drives them; anything else is a regression.
TEST_CASE("fuzz regression inputs load or fail cleanly", "[validation][fuzz]") {
  const std::string dirPath = std::string(GEOVI_SCENARIO_DIR) + "/../../tests/fuzz/regressions";
  DIR* dir = opendir(dirPath.c_str());
  REQUIRE(dir);
  std::vector<std::string> files;
  while (const dirent* e = readdir(dir))
    if (e->d_name[0] != '.') files.push_back(e->d_name);
  closedir(dir);
  std::sort(files.begin(), files.end());
  for (const std::string& name : files) {
    INFO("tests/fuzz/regressions/" << name);
    std::ifstream in(dirPath + "/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    try {
      Scenario s = loadScenario(text.str());
      s.simulation->advance(3);
    } catch (const InputError&) {
    } catch (const NumericalFailure&) {
    } catch (const std::exception& e) {
      FAIL_CHECK("unexpected exception: " << e.what());
    }
  }
}
