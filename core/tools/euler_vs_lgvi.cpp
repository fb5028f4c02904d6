// Writes the data of the Euler-angle-vs-global figure (docs/rigid-bodies.md):
//
//   build/native/geovi_euler_figure [SCENARIO.json] [OUT.csv]
//
// Runs the Lagrange top of core/scenarios/lagrange_top_near_vertical.json,
// whose symmetry axis passes within ~7e-4 rad of the vertical, with
//   vi            the LGVI on SO(3),
//   rk4           classical RK4 on the global equations in (R, Π),
//   rk4-euler313  the same RK4 on paper 004's Euler-angle equations (74)–(75),
// all at the scenario's h, against an rk45 reference (tolerance 1e-12), and
// writes per step: t, sin ω of the reference (the distance from the 3-1-3
// singularity), and for each run |E − E0| and the angle between its symmetry
// axis R e3 and the reference's (empty after a run fails).
// docs/plot-euler-vs-lgvi.mjs turns the CSV into docs/figures/euler-vs-lgvi.svg.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "shared/json_input.hpp"
#include "so3/rigid_body_space.hpp"
#include "so3/so3_stepper.hpp"

using namespace geovi;

namespace {

struct Run {
  std::string name;
  Scenario scenario;
  double e0 = 0.0;
  bool failed = false;
  std::string failure;
  double maxEnergyError = 0.0, maxAxisError = 0.0;
};

Scenario load(const nlohmann::json& doc, const std::string& integrator, double tolerance = 0.0) {
  nlohmann::json d = doc;
  d["integrator"]["type"] = integrator;
  if (tolerance > 0.0) d["integrator"]["tolerance"] = tolerance;
  return loadScenario(d.dump());
}

Vec3 axis(const Simulation& sim) { return dynamic_cast<const RigidBodySimulation&>(sim).state().R.col(2); }

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::string path = argc > 1 ? argv[1] : std::string(GEOVI_SCENARIO_DIR) + "/lagrange_top_near_vertical.json";
    const std::string out = argc > 2 ? argv[2] : "build/figures/euler_vs_lgvi.csv";
    std::ifstream in(path);
    if (!in) throw InputError(path, "cannot open scenario file");
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json doc = parseJsonText(text.str());

    Scenario reference = load(doc, "rk45", 1e-12);
    std::vector<Run> runs;
    for (const char* name : {"vi", "rk4", "rk4-euler313"}) {
      Run r{name, load(doc, name), 0.0, false, {}, 0.0, 0.0};
      r.e0 = r.scenario.simulation->energy();
      runs.push_back(std::move(r));
    }
    const long steps = std::lround(reference.tEnd / reference.simulation->stepSize());

    std::filesystem::create_directories(std::filesystem::path(out).parent_path());
    std::ofstream csv(out);
    csv.precision(17);
    csv << "t,sin_omega_ref";
    for (const auto& r : runs) csv << ",energy_error_" << r.name << ",axis_error_" << r.name;
    csv << '\n';
    auto row = [&]() {
      const Vec3 ref = axis(*reference.simulation);
      csv << reference.simulation->time() << ',' << std::hypot(ref.x(), ref.y());
      for (auto& r : runs) {
        if (r.failed) {
          csv << ",,";
          continue;
        }
        const double de = std::abs(r.scenario.simulation->energy() - r.e0);
        const double angle =
            std::atan2(axis(*r.scenario.simulation).cross(ref).norm(), axis(*r.scenario.simulation).dot(ref));
        r.maxEnergyError = std::max(r.maxEnergyError, de);
        r.maxAxisError = std::max(r.maxAxisError, angle);
        csv << ',' << de << ',' << angle;
      }
      csv << '\n';
    };
    row();
    double minSin = 1.0, tMin = 0.0;
    for (long k = 0; k < steps; ++k) {
      reference.simulation->advance(1);
      const Vec3 ref = axis(*reference.simulation);
      if (std::hypot(ref.x(), ref.y()) < minSin) {
        minSin = std::hypot(ref.x(), ref.y());
        tMin = reference.simulation->time();
      }
      for (auto& r : runs) {
        if (r.failed) continue;
        try {
          r.scenario.simulation->advance(1);
        } catch (const NumericalFailure& e) {
          r.failed = true;
          r.failure = e.what();
        }
      }
      row();
    }
    std::cout << "wrote " << out << " (" << steps + 1 << " rows, h = " << reference.simulation->stepSize() << ")\n";
    std::cout << "reference: closest approach to the vertical sin(omega) = " << minSin << " at t = " << tMin << '\n';
    for (const auto& r : runs) {
      std::cout << r.name << ": max |E - E0| = " << r.maxEnergyError << ", max axis error = " << r.maxAxisError
                << " rad";
      const auto& rb = dynamic_cast<const RigidBodySimulation&>(*r.scenario.simulation);
      if (const Euler313Report* rep = rb.integrator() == "rk4-euler313" ? &rb.workspace().euler313.report : nullptr)
        std::cout << ", min sin(omega) seen = " << rep->minSinOmega
                  << ", steps flagged near-singular = " << rep->nearSingularSteps;
      if (r.failed) std::cout << "\n  FAILED: " << r.failure;
      std::cout << '\n';
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 2;
  }
}
