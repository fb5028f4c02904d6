#include "geovi/scenario.hpp"

#include <fstream>
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
  }
  if (overrides.integrator) spec.type = *overrides.integrator;
  if (overrides.h) {
    if (!(*overrides.h > 0.0) || !std::isfinite(*overrides.h)) throw InputError("--h", "must be a finite number > 0");
    spec.h = *overrides.h;
  }
  return spec;
}

std::unique_ptr<Simulation> buildSimulation(const JsonField& system, const JsonField& initial,
                                            const IntegratorSpec& spec, std::vector<std::string>& warnings) {
  const std::string type = system["type"].string();
  if (isS2nSystemType(type)) return buildS2nSimulation(system, initial, spec, warnings);
  if (isRigidBodySystemType(type)) return buildRigidBodySimulation(system, initial, spec, warnings);
  system["type"].fail("unknown system type '" + type + "'");
}

}  // namespace

Scenario loadScenario(const std::string& jsonText, const RunOverrides& overrides) {
  const nlohmann::json doc = parseJsonText(jsonText);
  const JsonField root(doc, "");
  if (!doc.is_object()) root.fail("a scenario must be a JSON object");
  Scenario s;
  s.name = root.has("name") ? root["name"].string() : "unnamed";
  s.tEnd = root.has("t_end") ? root["t_end"].nonNegative() : 10.0;
  if (overrides.tEnd) {
    if (!(*overrides.tEnd >= 0.0) || !std::isfinite(*overrides.tEnd)) throw InputError("--t-end", "must be a finite number >= 0");
    s.tEnd = *overrides.tEnd;
  }
  s.integrator = readIntegrator(root, overrides);
  s.simulation = buildSimulation(root["system"], root["initial"], s.integrator, s.warnings);
  return s;
}

Scenario loadScenarioFile(const std::string& path, const RunOverrides& overrides) {
  std::ifstream in(path);
  if (!in) throw InputError(path, "cannot open scenario file");
  std::ostringstream text;
  text << in.rdbuf();
  return loadScenario(text.str(), overrides);
}

}  // namespace geovi
