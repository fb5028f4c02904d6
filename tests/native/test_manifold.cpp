// Invariant manifolds of a saddle equilibrium (issue 46; docs/derivative.md, "Invariant manifolds").
//  - The inverted spherical pendulum: its unstable and stable manifolds are exactly the separatrices
//    {E = E*, L_z = 0} (every vertical plane's homoclinic swing; L_z = ω_z for m = l = 1). Every branch
//    keeps L_z = 0 to round-off (the VI conserves it exactly), swings down to the bottom, and its
//    energy error falls as h² (the VI's order): the drawn manifold converges to the exact one.
//  - The double pendulum's four equilibria: the unstable and stable dimensions are the numbers of
//    eigenvalues of the continuous linearization with positive and negative real parts (stability's).
//  - A free body's steady rotation about its middle axis (a relative equilibrium): its manifolds, seen
//    as Π = JΩ on the momentum sphere, are the separatrices through ±e2 ({|Π| = c, E = c²/(2 J₂)}).
//    The LGVI conserves |Π| and E exactly, so every branch lies on them to round-off; RK4 conserves
//    neither, and its branches miss them by O(h⁴). The unstable branches leave +e2 at the rate of
//    Euler's equations linearized there and reach −e2; the stable ones came from it.
//  - Refusals name the field and leave the run untouched.
#include <Eigen/Core>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
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

namespace {

// A free body, J = diag(1, 2, 3), spinning at Ω₂ about its middle axis e2 (the preset
// free_body_intermediate_axis without its tilt).
std::string middleAxisSpinJson(const std::string& integrator, double h, double spin) {
  std::ostringstream json;
  json.precision(17);
  json
      << R"({"format": 1, "name": "middle", "system": {"type": "rigid_body", "inertia": [[1, 0, 0], [0, 2, 0], [0, 0, 3]]},
    "initial": {"R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, )"
      << spin << R"(, 0]}, "integrator": {"type": ")" << integrator << R"(", "h": )" << h << R"(}, "t_end": 20})";
  return json.str();
}

// The largest departure of a branch from the separatrices, in the two quantities that define them:
// | |Π| − |Π_seed| | / c along the branch (the seed's own |Π| is c to O(offset²)), and
// |2E/|Π|² − 1/J₂| J₂ (rows: R's nine entries, then Ω).
struct SeparatrixMiss {
  double seed = 0.0, casimir = 0.0, energy = 0.0;
  double lowestE2 = 1.0, highestE2 = -1.0;  // Π·e2/|Π| along the branch
};
SeparatrixMiss separatrixMiss(const ManifoldBranch& b, double c) {
  SeparatrixMiss miss;
  const auto momentum = [](const std::vector<double>& row) {
    return Eigen::Vector3d(row[9], 2.0 * row[10], 3.0 * row[11]);
  };
  const double seedNorm = momentum(b.states.front()).norm();
  miss.seed = std::abs(seedNorm - c) / c;
  for (const std::vector<double>& row : b.states) {
    const Eigen::Vector3d p = momentum(row);
    const double norm = p.norm(), twoE = p(0) * p(0) / 1.0 + p(1) * p(1) / 2.0 + p(2) * p(2) / 3.0;
    miss.casimir = std::max(miss.casimir, std::abs(norm - seedNorm) / c);
    miss.energy = std::max(miss.energy, std::abs(twoE / (norm * norm) - 0.5) * 2.0);
    miss.lowestE2 = std::min(miss.lowestE2, p(1) / norm);
    miss.highestE2 = std::max(miss.highestE2, p(1) / norm);
  }
  return miss;
}

}  // namespace

TEST_CASE("a free body's middle-axis spin: its manifolds on the momentum sphere are the separatrices",
          "[derivative][manifold]") {
  const double spin = 5.0, c = 2.0 * spin;
  // Euler's equations linearized about Π = (0, c, 0): σ = Ω₂ √((J₂ − J₁)(J₃ − J₂)/(J₁ J₃)) = 5/√3.
  const double sigma = spin * std::sqrt((2.0 - 1.0) * (3.0 - 2.0) / (1.0 * 3.0));
  ManifoldOptions options;
  options.duration = 8.0;  // ln(c/offset)/σ = 4.8 s to leave +e2, about as long again to near −e2
  options.offset = 1e-5;
  std::vector<double> rkMiss;
  for (const std::string integrator : {"vi", "vi4", "rk4"}) {
    for (const double h : {0.01, 0.005}) {
      Scenario s = loadScenario(middleAxisSpinJson(integrator, h, spin));
      const InvariantManifold m = invariantManifold(*s.simulation, options);
      INFO(integrator << " at h " << h);
      CHECK(m.kind == "relative_equilibrium");
      REQUIRE(m.unstableDimension == 1);
      REQUIRE(m.stableDimension == 1);
      REQUIRE(m.branches.size() == 4);
      // The saddle's multipliers e^{±σh} to the integrator's order: log μ / h = σ (1 + O((σh)^p)), p ≥ 2,
      // within (σh)² = 8.3e-4 relative at h = 0.01.
      REQUIRE(m.multipliers.size() == 2);
      CHECK(std::log(m.multipliers[0][0]) / h == Approx(sigma).epsilon((sigma * h) * (sigma * h)));
      // Round-off: 64 ε per step of the 1600 or 800 steps at most.
      const double roundOff = 64.0 * std::numeric_limits<double>::epsilon() * options.duration / h;
      double worstEnergy = 0.0, worstCasimir = 0.0;
      for (const ManifoldBranch& b : m.branches) {
        INFO(b.kind << " branch");
        const SeparatrixMiss miss = separatrixMiss(b, c);
        CHECK(miss.seed < options.offset * options.offset);  // measured 1.4e-12
        // From +e2 to −e2 along a separatrix (forward in time for an unstable branch, backward for a stable one).
        CHECK(miss.highestE2 > 1.0 - 1e-9);
        CHECK(miss.lowestE2 < -0.99);
        worstEnergy = std::max(worstEnergy, miss.energy);
        worstCasimir = std::max(worstCasimir, miss.casimir);
        if (b.kind == "unstable") {
          // The growth off the axis, |Π⊥|, over the linear stretch (1e-4 c … 1e-2 c): at the rate σ.
          double t1 = -1.0, t2 = -1.0, g1 = 0.0, g2 = 0.0;
          for (std::size_t k = 0; k < b.states.size(); ++k) {
            const double off = std::hypot(1.0 * b.states[k][9], 3.0 * b.states[k][11]) / c;
            if (t1 < 0.0 && off > 1e-4) t1 = b.times[k], g1 = off;
            if (t2 < 0.0 && off > 1e-2) t2 = b.times[k], g2 = off;
          }
          REQUIRE(t2 > t1);
          // Within 1 %: the nonlinear correction at 1e-2 c is O(1e-4), the step's O((σh)²) below 1e-3.
          CHECK(std::log(g2 / g1) / (t2 - t1) == Approx(sigma).epsilon(0.01));
        }
      }
      if (integrator == "rk4") {
        // Euler's equations are tangent to the separatrices' planes through the origin, and a Runge–
        // Kutta step keeps a linear subspace the field is tangent to: RK4's branches stay on the planes
        // (2E/|Π|² exact to round-off) but not on the sphere, |Π| drifting by its truncation error.
        CHECK(worstEnergy < roundOff);
        rkMiss.push_back(worstCasimir);
      } else {
        // The LGVI (and its compositions) keep Π on its sphere and its energy level exactly.
        CHECK(worstCasimir < roundOff);
        CHECK(worstEnergy < roundOff);
      }
      UNSCOPED_INFO(integrator << " h " << h << ": |Π| miss " << worstCasimir << ", 2E/|Π|² miss " << worstEnergy);
    }
  }
  // RK4 leaves the momentum sphere by its truncation error: h⁴ (a halving divides the miss by 2⁴ within
  // 2^±0.3), and at h = 0.01 by more than the VIs' round-off bound.
  INFO("rk4's |Π| miss " << rkMiss[0] << " at h = 0.01, " << rkMiss[1] << " at h = 0.005");
  CHECK(rkMiss[0] > 64.0 * std::numeric_limits<double>::epsilon() * options.duration / 0.01);
  CHECK(std::abs(std::log2(rkMiss[0] / rkMiss[1]) - 4.0) < 0.3);
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
