// Reproduces the key values of Lee, Leok & McClamroch, "Geometric tracking control of a quadrotor
// UAV on SE(3)" (CDC 2010; arXiv:1003.2005), Section V, for its two cases with the geometric
// controller and the Euler-angle baseline, and writes build/control_table.json (docs/control.md).
//
//   geovi_control_table [build/control_table.json]
//
// Per run, from every step of the presets quadrotor_tracking (case (i), the helix) and
// quadrotor_upside_down (case (ii), 178° about e₁), plus the pitched flip of the lesson upside-down:
//   psi0, attitude_error0_deg   Ψ(0) and the angle of R_c(0)ᵀR(0), acos(1 − Ψ(0))
//   thrust0                     f(0) = f₁ + … + f₄ at the start
//   psi_below_1_s               the first time Ψ < 1 (attitude error under 90°)
//   ex_below_1cm_s              the first time from which |e_x| stays under 1 cm to the end
//   ex_end, psi_end             |e_x| and Ψ at the end
//   ex_max_last_half            the largest |e_x| over the second half of the run
//   rotor_min, rotor_max        the extreme rotor thrusts (negative: the law asks a rotor to pull)
//   drop_max                    the largest z (e₃ down: how far it fell below its start)
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"

namespace {

using nlohmann::json;

json runOne(const std::string& preset, const std::string& controller, const char* label) {
  std::ifstream in(std::string(GEOVI_SCENARIO_DIR) + "/" + preset + ".json");
  std::stringstream text;
  text << in.rdbuf();
  json doc = json::parse(text.str());
  doc["control"]["type"] = controller;
  geovi::Scenario scenario = geovi::loadScenario(doc.dump());
  geovi::Simulation& sim = *scenario.simulation;
  const long steps = geovi::stepsToReach(scenario.tEnd, sim.stepSize());
  std::vector<double> out, state;
  const auto ex = [&] { return std::hypot(out[0], out[1], out[2]); };
  sim.outputValues(out);
  const double psi0 = out[6], thrust0 = out[7] + out[8] + out[9] + out[10];
  double psiBelow1 = -1.0, exBelow1cm = -1.0, exMaxLastHalf = 0.0, dropMax = 0.0;
  double rotorMin = std::numeric_limits<double>::infinity(), rotorMax = -rotorMin;
  std::string failure;
  try {
    for (long k = 0; k <= steps; ++k) {
      if (k > 0) sim.advance(1);
      sim.outputValues(out);
      sim.stateValues(state);
      const double t = sim.time();
      if (psiBelow1 < 0 && out[6] < 1.0) psiBelow1 = t;
      if (ex() >= 0.01)
        exBelow1cm = -1.0;
      else if (exBelow1cm < 0)
        exBelow1cm = t;
      if (2 * k >= steps) exMaxLastHalf = std::max(exMaxLastHalf, ex());
      for (int i = 7; i < 11; ++i) {
        rotorMin = std::min(rotorMin, out[static_cast<std::size_t>(i)]);
        rotorMax = std::max(rotorMax, out[static_cast<std::size_t>(i)]);
      }
      dropMax = std::max(dropMax, state[2]);
    }
  } catch (const geovi::NumericalFailure& e) {
    failure = e.what();
  }
  const auto orNull = [](double v) { return v < 0 ? json() : json(v); };
  json r{{"case", label},
         {"scenario", preset},
         {"controller", controller},
         {"h", sim.stepSize()},
         {"t_end", scenario.tEnd},
         {"psi0", psi0},
         {"attitude_error0_deg", std::acos(1.0 - psi0) * 180.0 / M_PI},
         {"thrust0", thrust0},
         {"psi_below_1_s", orNull(psiBelow1)},
         {"ex_below_1cm_s", orNull(exBelow1cm)},
         {"ex_end", ex()},
         {"psi_end", out[6]},
         {"ex_max_last_half", exMaxLastHalf},
         {"rotor_min", rotorMin},
         {"rotor_max", rotorMax},
         {"drop_max", dropMax}};
  if (!failure.empty()) r["failure"] = failure;
  return r;
}

std::string num(const json& v) {
  if (!v.is_number()) return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v.get<double>());
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string outPath = argc > 1 ? argv[1] : "build/control_table.json";
  try {
    json table = json::array();
    std::printf("%-22s %-13s | %-7s %-8s %-7s | %-8s %-8s | %-9s %-9s %-9s | %-8s %-8s %-6s\n", "case", "controller",
                "Psi(0)", "angle0", "f(0) N", "Psi<1 s", "|ex|<1cm", "|ex| end", "Psi end", "|ex| 2nd", "rotor lo",
                "rotor hi", "drop");
    const char* cases[][2] = {{"quadrotor_tracking", "(i) helix"},
                              {"quadrotor_upside_down", "(ii) 178 deg about e1"},
                              {"quadrotor_flip", "178 deg about e2"}};
    for (const auto& c : cases)
      for (const char* controller : {"se3_tracking", "euler_pd"}) {
        const json r = runOne(c[0], controller, c[1]);
        std::printf("%-22s %-13s | %-7s %-8s %-7s | %-8s %-8s | %-9s %-9s %-9s | %-8s %-8s %-6s%s\n", c[1], controller,
                    num(r["psi0"]).c_str(), num(r["attitude_error0_deg"]).c_str(), num(r["thrust0"]).c_str(),
                    num(r["psi_below_1_s"]).c_str(), num(r["ex_below_1cm_s"]).c_str(), num(r["ex_end"]).c_str(),
                    num(r["psi_end"]).c_str(), num(r["ex_max_last_half"]).c_str(), num(r["rotor_min"]).c_str(),
                    num(r["rotor_max"]).c_str(), num(r["drop_max"]).c_str(), r.contains("failure") ? "  FAILED" : "");
        table.push_back(r);
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
