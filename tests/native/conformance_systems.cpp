// The conformance suite's systems per space and the spaces' state layouts (conformance_systems.hpp).
#include "conformance_systems.hpp"

#include <algorithm>
#include <map>
#include <regex>
#include <stdexcept>

#include "support.hpp"

namespace geovi::test {
namespace {

// A quadrotor with a load on its cable under gravity, tumbling while its rotors push along −R e₃ with a constant
// thrust and a constant body moment: the attitude steers the points' force. The inputs depend on
// the configuration alone (no clock, no velocity), so the motion is reversible, but the rotors do
// work, so its energy is not kept.
constexpr const char* kTumblingQuadrotorLoad = R"json({
  "format": 1, "name": "tumbling_quadrotor_load",
  "system": { "type": "quadrotor_load", "mass": 4.34, "inertia": [[0.082, 0, 0], [0, 0.0845, 0], [0, 0, 0.1377]],
              "load_mass": 0.5, "cable_length": 1.0, "gravity": [0, 0, 9.81], "thrust": 40,
              "moment": [0.01, -0.02, 0.005] },
  "initial": { "x": [0, 0, 0], "v": [0, 0, 0], "q": [0.6, 0, 0.8], "omega": [0, 1, 0],
               "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0.5, 0.3, 1.0] },
  "integrator": { "type": "vi", "h": 0.01 }, "t_end": 10 })json";

PropertySystem presetSystem(const char* name, double coarseStep, double longRun, double timeScale = 1.0) {
  return {name, "", coarseStep, true, longRun > 0.0, timeScale, longRun};
}

// Which state columns (Simulation::stateColumns(), the CSV contract of docs/architecture.md) are
// configuration and which velocity, per space; every column must match exactly one of the two.
struct SpaceLayout {
  std::regex configuration, velocity;
};

const std::map<std::string, SpaceLayout>& layouts() {
  static const std::map<std::string, SpaceLayout> table{
      // q1x … qnz, then w1x … wnz (ω_i of each direction).
      {kSpaceS2n, {std::regex(R"(q\d+[xyz])"), std::regex(R"(w\d+[xyz])")}},
      // R11 … R33, then the body angular velocity W1 … W3.
      {kSpaceSo3, {std::regex(R"(R[1-3][1-3])"), std::regex(R"(W[1-3])")}},
      // Per body: b1x … b1z, b1vx … b1vz, b1R11 … b1R33, b1W1 … b1W3.
      {kSpaceSe3, {std::regex(R"(b\d+([xyz]|R[1-3][1-3]))"), std::regex(R"(b\d+(v[xyz]|W[1-3]))")}},
      // The quadrotor's x … z, vx … vz, (with a load) the cable's qx … qz, wx … wz, then R11 … R33, W1 … W3.
      {kSpaceProduct, {std::regex(R"(q?[xyz]|R[1-3][1-3])"), std::regex(R"([vw][xyz]|W[1-3])")}},
  };
  return table;
}

}  // namespace

Scenario PropertySystem::load(const std::string& integrator, double h) const {
  if (json.empty()) return preset(name, integrator, h);
  RunOverrides o;
  if (!integrator.empty()) o.integrator = integrator;
  if (h > 0.0) o.h = h;
  return loadScenario(json, o);
}

double PropertySystem::conservedEnergy(const Simulation& sim) const {
  const double energy = sim.diagnostics().energy;
  if (levelThrust == 0.0) return energy;
  const auto columns = sim.stateColumns();
  const auto z = std::find(columns.begin(), columns.end(), "z");
  if (z == columns.end()) throw std::logic_error(name + ": no column z for the thrust's potential");
  std::vector<double> values;
  sim.stateValues(values);
  return energy + levelThrust * values[static_cast<std::size_t>(z - columns.begin())];
}

const std::vector<PropertySystem>& propertySystems(const std::string& space) {
  // Step sizes: see PropertySystem::coarseStep. Every system is reversible; those with a long run
  // are conservative.
  static const std::map<std::string, std::vector<PropertySystem>> table{
      // The bodies of the three-body preset come close, so it needs a finer step; vi-explicit (a
      // diagonal M) applies to it and not to the chain. They collide at t = 12.73 s
      // (docs/verification.md) and their energy error jumps at each close approach before that, so
      // vi-explicit's long run is on the springs-and-pendula preset (diagonal M too).
      {kSpaceS2n,
       {presetSystem("double_spherical_pendulum", 0.05, 250.0), presetSystem("sphere_three_body", 0.005, 0.0),
        presetSystem("interconnected_pendula", 0.005, 25.0)}},
      // rk4-euler313 applies to the Lagrange top alone.
      {kSpaceSo3,
       {presetSystem("heavy_asymmetric_top", 0.02, 100.0), presetSystem("lagrange_top_precessing", 0.02, 100.0)}},
      // The binary asteroid turns in about a minute: its order is measured over 10 s, its energy
      // over 1000 s.
      {kSpaceSe3, {presetSystem("binary_asteroid", 0.2, 1000.0, 10.0)}},
      // No unforced system of this space has an energy error above round-off: a free load circles its
      // quadrotor uniformly and a free body's LGVI (Moser–Veselov) keeps its energy exactly. So the
      // rotors' inputs couple the attitude to the points in the first (not conservative), and the
      // second is the slung-load preset with its constant thrust's potential counted.
      {kSpaceProduct,
       {{"tumbling_quadrotor_load", kTumblingQuadrotorLoad, 0.02, true, false},
        {"quadrotor_slung_load", "", 0.02, true, true, 1.0, 100.0, 47.4804}}},
  };
  static const std::vector<PropertySystem> none;
  const auto it = table.find(space);
  return it == table.end() ? none : it->second;
}

std::vector<bool> velocityColumns(const Simulation& sim) {
  const auto layout = layouts().find(sim.kind());
  if (layout == layouts().end()) throw std::logic_error("no state layout for the space " + sim.kind());
  std::vector<bool> out;
  for (const auto& column : sim.stateColumns()) {
    const bool configuration = std::regex_match(column, layout->second.configuration);
    const bool velocity = std::regex_match(column, layout->second.velocity);
    if (configuration == velocity)
      throw std::logic_error("the " + sim.kind() + " layout does not place the column " + column);
    out.push_back(velocity);
  }
  return out;
}

std::vector<double> reversedVelocities(const Simulation& sim, std::vector<double> values) {
  const std::vector<bool> velocity = velocityColumns(sim);
  for (std::size_t k = 0; k < values.size(); ++k)
    if (velocity.at(k)) values[k] = -values[k];
  return values;
}

}  // namespace geovi::test
