// The one-step multipliers along a run's motion (issue 47; geovi/motion_multipliers.hpp), what the page's
// stability view draws: at an elliptic equilibrium a variational integrator's lie on the unit circle
// (its map is symplectic, its eigenvalues come as μ, 1/μ̄), RK4's at a coarse step strictly inside it
// (|R(iy)|² = 1 − y⁶/72 + y⁸/576 for y = hω < 2√2); at an equilibrium they are stability()'s; the run is
// not changed; a step that is not differentiated is refused, naming the field.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/motion_multipliers.hpp"
#include "geovi/scenario.hpp"
#include "support.hpp"

using namespace geovi;

namespace {

// The spherical pendulum of spherical_pendulum.json (1 kg, 1 m, g = 9.81 along +z) hanging at rest: an
// elliptic equilibrium of frequency ω = √(g/l) in both planes (d = 4).
std::string hanging(const std::string& integrator, double h) {
  return R"({"format": 1, "name": "hanging", "system": {"type": "chain_pendulum", "masses": [1.0], "lengths": [1.0],
             "gravity": [0, 0, 9.81]}, "initial": {"q": [[0, 0, 1]], "omega": [[0, 0, 0]]},
             "integrator": {"type": ")" +
         integrator + R"(", "h": )" + std::to_string(h) + R"(}, "t_end": 10})";
}

double modulus(const std::array<double, 2>& z) { return std::sqrt(z[0] * z[0] + z[1] * z[1]); }

}  // namespace

TEST_CASE("at an elliptic equilibrium a VI's one-step multipliers lie on the unit circle, RK4's inside it",
          "[derivative][motion-multipliers]") {
  const double omega = std::sqrt(9.81);
  for (const char* integrator : {"vi", "vi-explicit", "vi4"}) {
    INFO(integrator);
    const Scenario s = loadScenario(hanging(integrator, 0.01));
    const auto mu = motionMultipliers(*s.simulation);
    REQUIRE(mu.size() == 4);
    // A symplectic 4 × 4 map with eigenvalues of modulus 1: the eigensolver's round-off, a few ε · d.
    for (const auto& z : mu) CHECK(std::abs(modulus(z) - 1.0) <= 4 * test::kEps * 4);
    // Each is e^{±iθ} with θ = h ω to the method's order (vi: θ = hω + O(h³)).
    for (const auto& z : mu) CHECK(std::abs(std::abs(std::atan2(z[1], z[0])) - 0.01 * omega) <= 1e-5);
  }
  for (const double h : {0.1, 0.16}) {
    INFO("rk4 at h = " << h);
    const Scenario s = loadScenario(hanging("rk4", h));
    const auto mu = motionMultipliers(*s.simulation);
    REQUIRE(mu.size() == 4);
    const double y = h * omega;
    const double expected = std::sqrt(1.0 - std::pow(y, 6) / 72.0 + std::pow(y, 8) / 576.0);
    for (const auto& z : mu) {
      CHECK(modulus(z) < 1.0 - 1e-6);
      // The stability function of RK4 on the imaginary axis: the exact |R(i h ω)| to round-off.
      CHECK(std::abs(modulus(z) - expected) <= 1e-12);
    }
  }
}

TEST_CASE("at an equilibrium the one-step multipliers are stability()'s; the run is not changed",
          "[derivative][motion-multipliers]") {
  for (const char* integrator : {"vi", "rk4"}) {
    INFO(integrator);
    const Scenario s = loadScenario(hanging(integrator, 0.05));
    const auto before = s.simulation->stepCount();
    std::vector<double> row0, row1;
    s.simulation->stateValues(row0);
    const auto mu = motionMultipliers(*s.simulation);
    const auto report = s.simulation->stability();
    REQUIRE(report.multipliers.size() == mu.size());
    for (std::size_t i = 0; i < mu.size(); ++i) {
      CHECK(std::abs(mu[i][0] - report.multipliers[i][0]) <= 4 * test::kEps);
      CHECK(std::abs(mu[i][1] - report.multipliers[i][1]) <= 4 * test::kEps);
    }
    s.simulation->stateValues(row1);
    CHECK(row0 == row1);
    CHECK(s.simulation->stepCount() == before);
  }
}

TEST_CASE("along a motion the one-step multipliers are finite and within O(h) of 1",
          "[derivative][motion-multipliers]") {
  // The preset swings: one step of h moves a perturbation by O(h), so every |μ − 1| is O(h ‖Df‖).
  Scenario s = test::preset("spherical_pendulum");
  s.simulation->advance(37);
  const auto mu = motionMultipliers(*s.simulation);
  REQUIRE(mu.size() == 4);
  for (const auto& z : mu) {
    CHECK(std::isfinite(z[0]));
    CHECK(std::isfinite(z[1]));
    CHECK(std::hypot(z[0] - 1.0, z[1]) <= 0.01 * 5.0);  // h = 0.01, ‖Df‖ ≤ 5 here (ω² ≈ 9.81, |ω| ≤ 2.5)
  }
  // Their product is not 1 here, though the map is symplectic: writing the images back in the start's
  // basis projects T_end onto T_start, which on (S²)ⁿ turns with ω by O(h) per step (measured: log of
  // the product 0.036 at this state), so det is 1 only to O(h). At a fixed point it is exact (above).
}

TEST_CASE("the one-step multipliers refuse a step that is not differentiated, naming the field",
          "[derivative][motion-multipliers]") {
  const Scenario s = test::preset("spherical_pendulum", "rk45");
  try {
    motionMultipliers(*s.simulation);
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "integrator");
  }
}
