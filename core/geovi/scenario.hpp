// Scenario files (JSON, schema in docs/scenario-schema.md) → a ready Simulation.
// The presets in core/scenarios/ are read by the CLI, the tests, the
// benchmarks and the web page alike, so there is one source of truth.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/section.hpp"
#include "geovi/simulation.hpp"
#include "geovi/step.hpp"

namespace geovi {

// Command-line or caller overrides of the file's integrator and duration.
struct RunOverrides {
  std::optional<std::string> integrator;
  std::optional<double> h;
  std::optional<double> tEnd;
};

struct Scenario {
  std::string name;
  double tEnd = 0.0;
  IntegratorSpec integrator;
  std::unique_ptr<Simulation> simulation;
  std::vector<std::string> warnings;  // e.g. "initial.q[0]: normalized (|q| was 1.00002)"
  // The page's default comparison for this preset (the scenario's optional "compare"): an
  // integrator that applies to the system, or "" for none. The CLI runs one method and ignores it.
  std::string compare;
  // The scenario's Poincaré section (its optional "section", geovi/section.hpp), if declared.
  std::optional<ScenarioSection> section;
};

// Stated limits, validated before anything is allocated. Particle systems
// (diagonal M: molecules, n-body, pendulum and dipole arrays) use O(n) memory,
// so n = 40 962 (an icosphere of level 6) is allowed. Systems with coupled
// inertia (chains, rods, the generic "s2n" type) stop at 2562: their RK
// baselines solve a dense 3n × 3n system (470 MB at n = 2562).
// The scenario format this geovi reads (the file's optional top-level "format"; absent means 1).
// A file written for a newer format is refused with a message naming both versions.
constexpr int kScenarioFormat = 1;

constexpr std::size_t kMaxBodies = 40962;
// Beyond this, only molecules with a cutoff (cell list, O(n) per step): every other particle
// system sums over all pairs, O(n²), which at 40 962 bodies takes a minute per evaluation.
constexpr std::size_t kMaxAllPairsBodies = 10242;
constexpr std::size_t kMaxCoupledBodies = 2562;
constexpr std::size_t kMaxTerms = 1000;                    // potentials, forcing terms, vortices, springs
constexpr std::size_t kMaxPoints = 4 * kMaxCoupledBodies;  // material points of an "s2n" system
constexpr double kMaxSteps = 1e12;                         // t_end / h

// The steps a run of step h takes to reach t_end: t_end / h when it is a whole number up to
// round-off (1e-9 relative), else rounded up; the CLI and the Python package count the same way.
// Throws InputError("t_end") past kMaxSteps.
long stepsToReach(double tEnd, double h);

// Parses and validates; throws InputError naming the offending JSON path.
Scenario loadScenario(const std::string& jsonText, const RunOverrides& overrides = {});
Scenario loadScenarioFile(const std::string& path, const RunOverrides& overrides = {});

}  // namespace geovi
