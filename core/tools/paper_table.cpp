// Reproduces the error figures of paper 003, Section 3.5, for its six
// examples and writes build/paper_table.json (contract in docs/architecture.md).
//
//   geovi_paper [core/tools/paper_examples.json] [build/paper_table.json]
//
// Definitions (the paper does not define "mean total energy variation"):
//   mean_abs_energy_error = mean_k |E_k − E_0| over every step k = 0..N,
//   mean_rel_energy_error = mean_abs_energy_error / |E_0|,
//   mean/max_unit_length_error = mean/max over k of max_i |‖q_i‖ − 1|.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"

namespace {

using nlohmann::json;

json runOne(const std::string& scenarioDir, const json& example, const json& run) {
  geovi::RunOverrides overrides;
  overrides.integrator = run.at("integrator").get<std::string>();
  overrides.h = run.at("h").get<double>();
  overrides.tEnd = example.at("t_end").get<double>();
  const std::string path = scenarioDir + "/" + example.at("scenario").get<std::string>() + ".json";
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  json doc = json::parse(text.str());
  if (run.contains("tolerance")) doc["integrator"]["tolerance"] = run.at("tolerance");
  geovi::Scenario scenario = geovi::loadScenario(doc.dump(), overrides);
  geovi::Simulation& sim = *scenario.simulation;

  const long steps = std::lround(scenario.tEnd / sim.stepSize());
  const double e0 = sim.energy();
  double sumEnergy = 0.0, maxEnergy = 0.0, sumUnit = 0.0, maxUnit = 0.0;
  std::string failure;
  long done = 0;
  const auto start = std::chrono::steady_clock::now();
  try {
    for (; done <= steps; ++done) {
      if (done > 0) sim.advance(1);
      const double de = std::abs(sim.energy() - e0);
      const double du = sim.diagnostics().manifoldError;
      sumEnergy += de;
      sumUnit += du;
      maxEnergy = std::max(maxEnergy, de);
      maxUnit = std::max(maxUnit, du);
    }
  } catch (const geovi::NumericalFailure& e) {
    failure = e.what();
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double samples = static_cast<double>(std::max(done, 1L));
  json record{{"example", example.at("example")},
              {"scenario", example.at("scenario")},
              {"integrator", run.at("integrator")},
              {"h", sim.stepSize()},
              {"t_end", scenario.tEnd},
              {"initial_energy", e0},
              {"mean_abs_energy_error", sumEnergy / samples},
              {"max_abs_energy_error", maxEnergy},
              {"mean_rel_energy_error", sumEnergy / samples / std::abs(e0)},
              {"mean_unit_length_error", sumUnit / samples},
              {"max_unit_length_error", maxUnit},
              {"paper_reported", run.value("paper", json())},
              {"wall_seconds", wall}};
  if (run.contains("tolerance")) record["tolerance"] = run.at("tolerance");
  if (!failure.empty()) record["failure"] = failure;
  return record;
}

std::string sci(const json& v) {
  if (!v.is_number()) return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3e", v.get<double>());
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string configPath = argc > 1 ? argv[1] : std::string(GEOVI_SCENARIO_DIR) + "/../tools/paper_examples.json";
  const std::string outPath = argc > 2 ? argv[2] : "build/paper_table.json";
  try {
    std::ifstream in(configPath);
    if (!in) throw geovi::InputError(configPath, "cannot open");
    const json config = json::parse(in);
    json table = json::array();
    std::printf("%-30s %-14s %-8s %6s | %-10s %-10s %-10s | %-10s %-10s | %-10s %-10s | %6s\n", "example", "integrator",
                "h", "t_end", "mean|dE|", "max|dE|", "mean|dE/E|", "mean|q|-1", "max|q|-1", "paper dE", "paper |q|-1",
                "wall s");
    for (const json& example : config.at("examples")) {
      for (const json& run : example.at("runs")) {
        const json r = runOne(GEOVI_SCENARIO_DIR, example, run);
        const json& paper = r["paper_reported"];
        std::printf("%-30s %-14s %-8g %6g | %-10s %-10s %-10s | %-10s %-10s | %-10s %-10s | %6.2f%s\n",
                    r["example"].get<std::string>().c_str(), r["integrator"].get<std::string>().c_str(),
                    r["h"].get<double>(), r["t_end"].get<double>(), sci(r["mean_abs_energy_error"]).c_str(),
                    sci(r["max_abs_energy_error"]).c_str(), sci(r["mean_rel_energy_error"]).c_str(),
                    sci(r["mean_unit_length_error"]).c_str(), sci(r["max_unit_length_error"]).c_str(),
                    sci(paper.is_object() ? paper["mean_energy"] : json()).c_str(),
                    sci(paper.is_object() ? paper["mean_unit_length"] : json()).c_str(),
                    r["wall_seconds"].get<double>(), r.contains("failure") ? "  FAILED" : "");
        std::fflush(stdout);
        table.push_back(r);
      }
    }
    std::ofstream out(outPath);
    if (!out) throw geovi::InputError(outPath, "cannot write");
    out << table.dump(2) << '\n';
    std::printf("\nwrote %s\n", outPath.c_str());
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 2;
  }
}
