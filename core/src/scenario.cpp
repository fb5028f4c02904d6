#include "geovi/scenario.hpp"

#include "geovi/catalogue.hpp"

#include "shared/json_input.hpp"
#include "spaces.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>

namespace geovi {
namespace {

IntegratorSpec readIntegrator(const JsonField& root, const RunOverrides& overrides) {
  IntegratorSpec spec;
  if (root.has("integrator")) {
    const JsonField f = root["integrator"];
    spec.type = f["type"].string();
    spec.h = f["h"].positive();
    if (f.has("max_iterations")) spec.maxIterations = static_cast<int>(f["max_iterations"].integer(1, 1000));
    if (f.has("tolerance")) spec.tolerance = f["tolerance"].nonNegative();
    if (f.has("formulation")) spec.formulation = f["formulation"].string();
    if (f.has("solver")) spec.solver = f["solver"].string();
    // vi-adaptive's own keys (a file for another type that carries them is refused as misspelt);
    // they stay in force when --integrator runs the file with another method, which ignores them.
    if (spec.type == "vi-adaptive") {
      if (f.has("step")) spec.step = f["step"].positive();
      if (f.has("encounter_distance")) spec.encounterDistance = f["encounter_distance"].positive();
    }
  }
  if (overrides.integrator) spec.type = *overrides.integrator;
  if (overrides.h) {
    if (!(*overrides.h > 0.0) || !std::isfinite(*overrides.h))
      throw InputError("--h", "must be a finite number > 0, got " + formatNumber(*overrides.h));
    spec.h = *overrides.h;
  }
  return spec;
}

std::unique_ptr<Simulation> buildSimulation(const JsonField& root, const IntegratorSpec& spec,
                                            std::vector<std::string>& warnings) {
  const JsonField system = root["system"];
  const std::string type = system["type"].string();
  const SystemFamily* family = nullptr;
  for (const auto& row : systemFamilies())
    if (row.has(type)) family = &row;
  if (root.has("control") && !(family && family->takesControl))
    root["control"].fail(
        "only a quadrotor (system type \"quadrotor\" or \"quadrotor_load\") or a rigid body on SO(3) (an "
        "attitude controller) takes a controller; this system is " +
        quoted(type));
  if (family) return family->build(root, spec, warnings);
  std::vector<std::string> names;
  for (const auto& info : systemTypeCatalogue()) names.push_back(info.name);
  system["type"].fail("unknown system type " + quoted(type) + " (expected " + joinNames(names) + ")");
}

}  // namespace

long stepsToReach(double tEnd, double h) {
  const double ratio = tEnd / h;
  const double nearest = std::round(ratio);
  const double n = std::abs(ratio - nearest) <= 1e-9 * std::max(1.0, ratio) ? nearest : std::ceil(ratio);
  if (!(n <= kMaxSteps)) throw InputError("t_end", "t_end / h exceeds 1e12 steps");
  return static_cast<long>(n);
}

Scenario loadScenario(const std::string& jsonText, const RunOverrides& overrides) {
  const nlohmann::json doc = parseJsonText(jsonText);
  const JsonField root(doc, "");
  if (!doc.is_object()) root.fail("a scenario must be a JSON object, got " + std::string(doc.type_name()));
  if (root.has("format")) {
    const JsonField format = root["format"];
    const double v = format.number();
    if (std::floor(v) != v || v < 1) format.fail("expected a whole number >= 1, got " + formatNumber(v));
    if (v > kScenarioFormat)
      format.fail("this scenario is written for format " + formatNumber(v) + "; this geovi reads format " +
                  std::to_string(kScenarioFormat) + ": update geovi");
  }
  Scenario s;
  s.name = root.has("name") ? root["name"].string() : "unnamed";
  // Free text for people and the page's preset list: strings, otherwise unchecked.
  for (const char* key : {"title", "description", "comment"})
    if (root.has(key)) {
      root[key].string();
      root[key].markRead();
    }
  s.tEnd = root.has("t_end") ? root["t_end"].nonNegative() : 10.0;
  if (overrides.tEnd) {
    if (!(*overrides.tEnd >= 0.0) || !std::isfinite(*overrides.tEnd))
      throw InputError("--t-end", "must be a finite number >= 0, got " + formatNumber(*overrides.tEnd));
    s.tEnd = *overrides.tEnd;
  }
  s.integrator = readIntegrator(root, overrides);
  const double steps = s.tEnd / s.integrator.h;
  if (!(steps <= kMaxSteps))
    throw InputError(overrides.tEnd ? "--t-end" : "t_end",
                     "t_end / h = " + formatNumber(steps) + " steps exceeds the limit of 1e12 steps");
  s.simulation = buildSimulation(root, s.integrator, s.warnings);
  if (root.has("compare")) {
    s.compare = root["compare"].string();
    const auto names = s.simulation->applicableIntegrators();
    if (std::find(names.begin(), names.end(), s.compare) == names.end())
      root["compare"].fail("\"" + s.compare + "\" is not an integrator that applies to this system (expected one of " +
                           joinNames(names) + ")");
  }
  if (root.has("section")) {
    // {"on": "q1x=0", "direction": "up", "axes": [A, B], "solve": "w1y"} (docs/sections.md).
    const JsonField f = root["section"];
    std::vector<std::string> axes;
    if (f.has("axes")) {
      const JsonField a = f["axes"];
      for (std::size_t k = 0, n = a.size(2, 2, "axes"); k < n; ++k) axes.push_back(a[k].string());
    }
    s.section = makeScenarioSection(f["on"].string(), f.has("direction") ? f["direction"].string() : "up", axes,
                                    f.has("solve") ? f["solve"].string() : "", s.simulation->stateColumns());
  }
  root.rejectUnread();

  // The initial state is finite (every field was); its energy must be too:
  // coincident bodies of a singular potential, or magnitudes near the double
  // range, would otherwise start the run at inf or NaN.
  std::vector<double> values;
  s.simulation->stateValues(values);
  for (double v : values)
    if (!std::isfinite(v)) throw InputError("initial", "the initial state overflows (values too large)");
  const double e0 = s.simulation->energy();
  if (!std::isfinite(e0))
    throw InputError("initial", "the initial energy is " + formatNumber(e0) +
                                    " (bodies at a singularity of the potential, or magnitudes too large)");
  return s;
}

Scenario loadScenarioFile(const std::string& path, const RunOverrides& overrides) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, "cannot open scenario file");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw InputError(path, "cannot read scenario file");
  return loadScenario(text.str(), overrides);
}

}  // namespace geovi
