// Invariant manifolds of a saddle equilibrium (issue 46; docs/derivative.md, "Invariant manifolds").
//  - The inverted spherical pendulum: its unstable and stable manifolds are exactly the separatrices
//    {E = E*, L_z = 0} (every vertical plane's homoclinic swing; L_z = ω_z for m = l = 1). Every branch
//    keeps L_z = 0 to round-off (the VI conserves it exactly), swings down to the bottom, and its
//    energy error falls as h² (the VI's order): the drawn manifold converges to the exact one.
//  - The double pendulum's four equilibria: the unstable and stable dimensions are the numbers of
//    eigenvalues of the continuous linearization with positive and negative real parts (stability's).
//  - Refusals name the field and leave the run untouched.
#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/invariant_manifold.hpp"
#include "geovi/scenario.hpp"
#include "support.hpp"

using namespace geovi;

namespace {

std::string chainAtRestJson(const std::vector<int>& up, const std::string& integrator = "vi", double h = 0.01) {
  std::ostringstream json;
  json << R"({"format": 1, "name": "rest", "system": {"type": "chain_pendulum", "masses": [)";
  for (std::size_t i = 0; i < up.size(); ++i) json << (i ? ", " : "") << "1.0";
  json << R"(], "lengths": [)";
  for (std::size_t i = 0; i < up.size(); ++i) json << (i ? ", " : "") << "1.0";
  json << R"(], "gravity": [0, 0, -9.81]}, "initial": {"q": [)";
  for (std::size_t i = 0; i < up.size(); ++i) json << (i ? ", " : "") << "[0, 0, " << up[i] << "]";
  json << R"(], "omega": [)";
  for (std::size_t i = 0; i < up.size(); ++i) json << (i ? ", " : "") << "[0, 0, 0]";
  json << R"(]}, "integrator": {"type": ")" << integrator << R"(", "h": )" << h << R"(}, "t_end": 6})";
  return json.str();
}

}  // namespace

TEST_CASE("the inverted spherical pendulum's manifolds are its separatrices, to the VI's order",
          "[derivative][manifold]") {
  ManifoldOptions options;
  options.duration = 6.0;  // ln(1/offset)/√g = 4.4 s to leave the top, then the swing down
  options.offset = 1e-6;
  options.rays = 8;
  std::vector<double> worst;
  for (const double h : {0.01, 0.005}) {
    Scenario s = loadScenario(chainAtRestJson({1}, "vi", h));
    const InvariantManifold m = invariantManifold(*s.simulation, options);
    CHECK(m.unstableDimension == 2);
    CHECK(m.stableDimension == 2);
    REQUIRE(m.branches.size() == 16);
    double energyError = 0.0;
    for (const ManifoldBranch& b : m.branches) {
      INFO(b.kind << " branch, h " << h);
      double lowest = 1.0, largestLz = 0.0;
      for (std::size_t k = 0; k < b.states.size(); ++k) {
        lowest = std::min(lowest, b.states[k][2]);
        largestLz = std::max(largestLz, std::abs(b.states[k][5]));
        CHECK((b.kind == "unstable" ? b.times[k] >= 0.0 : b.times[k] <= 0.0));
      }
      CHECK(lowest < -0.97);  // it swings down past the bottom's neighbourhood
      // In its vertical plane: L_z = 0 to round-off of |ω| ≤ 2√g (64 ε · 6.3 = 9e-14).
      CHECK(largestLz < 1e-13);
      energyError = std::max(energyError, b.energyError);
    }
    worst.push_back(energyError);
  }
  INFO("energy errors " << worst[0] << " at h = 0.01, " << worst[1] << " at h = 0.005");
  CHECK(worst[0] < 0.02);  // measured 9.4e-3: the VI's O(h²) energy oscillation on a swing of E ~ 20 J
  CHECK(std::abs(std::log2(worst[0] / worst[1]) - 2.0) < 0.2);
}

TEST_CASE("the double pendulum's equilibria: the manifolds' dimensions are the linearization's counts",
          "[derivative][manifold]") {
  ManifoldOptions options;
  options.duration = 0.5;
  options.rays = 4;
  for (const auto& [up, saddle] :
       std::vector<std::pair<std::vector<int>, int>>{{{-1, -1}, 0}, {{-1, 1}, 2}, {{1, -1}, 2}, {{1, 1}, 4}}) {
    Scenario s = loadScenario(chainAtRestJson(up));
    const StabilityReport stability = s.simulation->stability();
    int positive = 0, negative = 0;
    for (const auto& z : stability.eigenvalues) {
      positive += z[0] > stability.tolerance;
      negative += z[0] < -stability.tolerance;
    }
    const InvariantManifold m = invariantManifold(*s.simulation, options);
    INFO("link 1 " << up[0] << ", link 2 " << up[1]);
    CHECK(m.unstableDimension == saddle);
    CHECK(m.unstableDimension == positive);
    CHECK(m.stableDimension == negative);
    CHECK(m.multipliers.size() == static_cast<std::size_t>(2 * saddle));
    CHECK(m.branches.size() == (saddle == 0 ? 0u : 2u * options.rays));
  }
}

TEST_CASE("invariant manifolds refuse what they cannot grow, naming the field, the run untouched",
          "[derivative][manifold]") {
  const auto field = [](Scenario s, const ManifoldOptions& options) {
    try {
      invariantManifold(*s.simulation, options);
    } catch (const InputError& e) {
      CHECK(s.simulation->stepCount() == 0);
      return e.path();
    }
    return std::string("none");
  };
  const ManifoldOptions defaults;
  CHECK(field(test::preset("spherical_pendulum"), defaults) == "initial");             // in motion
  CHECK(field(loadScenario(chainAtRestJson({1}, "rk45")), defaults) == "integrator");  // not differentiated
  ManifoldOptions bad = defaults;
  bad.offset = 0.0;
  CHECK(field(loadScenario(chainAtRestJson({1})), bad) == "offset");
  bad = defaults;
  bad.rays = 1;
  CHECK(field(loadScenario(chainAtRestJson({1})), bad) == "rays");
  bad = defaults;
  bad.duration = 1e6;
  CHECK(field(loadScenario(chainAtRestJson({1})), bad) == "t_end");
  bad = defaults;
  bad.every = 0;
  CHECK(field(loadScenario(chainAtRestJson({1})), bad) == "every");
}
