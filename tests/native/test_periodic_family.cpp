// Continuation in energy of periodic orbits (issue 46; docs/derivative.md, "Continuation in energy"):
// the double spherical pendulum's Lyapunov family about its down-up saddle, followed down towards the
// saddle's energy. Lyapunov's centre theorem: the family is born from the saddle's linear centre
// oscillation, so its period tends to 2π/ω_c as E → E_s. ω_c and E_s are computed here from the planar
// double pendulum's linearization at (θ1, θ2) = (0, π), independently of geovi.
#include <Eigen/Dense>
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/periodic_orbit.hpp"
#include "geovi/scenario.hpp"

using namespace geovi;

namespace {

constexpr double kFamilyG = 9.81;  // m1 = m2 = 1 kg, l1 = l2 = 1 m

// The example's guess (docs/derivative-examples/double_pendulum_lyapunov_orbit.json): at rest 0.1 rad
// along the centre mode (1, 2 − √2) of the down-up saddle, in the x-z plane.
std::string familyPendulum(const std::string& integrator, double h) {
  const double t1 = 0.1, t2 = M_PI + 0.1 * (2.0 - std::sqrt(2.0));
  std::ostringstream json;
  json.precision(17);
  json << R"({"format": 1, "name": "family", "system": {"type": "chain_pendulum", "masses": [1.0, 1.0],
          "lengths": [1.0, 1.0], "gravity": [0, 0, -9.81]}, "initial": {"q": [[)"
       << std::sin(t1) << ", 0, " << -std::cos(t1) << "], [" << std::sin(t2) << ", 0, " << -std::cos(t2)
       << R"(]], "omega": [[0, 0, 0], [0, 0, 0]]}, "integrator": {"type": ")" << integrator << R"(", "h": )" << h
       << R"(}, "t_end": 3})";
  return json.str();
}

// The planar linearization at (0, π): mass matrix [[2, cos(θ1 − θ2)], [cos(θ1 − θ2), 1]] = [[2, −1], [−1, 1]],
// potential V = −2g cos θ1 − g cos θ2 with Hessian K = diag(2g, −g). M q̈ = −K q: the eigenvalues of
// M⁻¹K are ω_c² > 0 (the centre) and −λ² < 0 (the saddle).
double centreFrequency() {
  Eigen::Matrix2d m, k;
  m << 2.0, -1.0, -1.0, 1.0;
  k << 2.0 * kFamilyG, 0.0, 0.0, -kFamilyG;
  const Eigen::Vector2cd ev = Eigen::EigenSolver<Eigen::Matrix2d>(m.inverse() * k).eigenvalues();
  return std::sqrt(std::max(ev(0).real(), ev(1).real()));
}
constexpr double kSaddleEnergy = -2.0 * kFamilyG + kFamilyG;  // V(0, π), at rest

// The period extrapolated linearly in E from the last two members to E_s.
double periodAtSaddle(const PeriodicFamily& f) {
  const PeriodicOrbit& a = f.members[f.members.size() - 2];
  const PeriodicOrbit& b = f.members.back();
  return b.period + (b.period - a.period) / (b.energy - a.energy) * (kSaddleEnergy - b.energy);
}

}  // namespace

TEST_CASE("the Lyapunov family's period tends to the saddle's centre period 2π/ω_c as E → E_s", "[periodic][family]") {
  const double omegaC = centreFrequency();
  const double centrePeriod = 2.0 * M_PI / omegaC;
  CHECK(std::abs(omegaC - std::sqrt(std::sqrt(2.0) * kFamilyG)) < 1e-12);  // (√2 g)^½ = 3.7247060
  // From E₀ = −9.7288 (0.1 rad) to E_s + 0.001 in 8 members.
  const double target = kSaddleEnergy + 1e-3;
  std::vector<double> error;
  for (const double h : {0.01, 0.005}) {
    Scenario s = loadScenario(familyPendulum("vi", h));
    const PeriodicOrbit first = findPeriodicOrbit(*s.simulation, 1.69);
    const PeriodicFamily family = continuePeriodicOrbit(*s.simulation, first, target, 8);
    INFO("stop: " << family.stop);
    REQUIRE(family.complete);
    REQUIRE(family.members.size() == 8);
    CHECK(family.targets.back() == target);  // the last member's target is the target exactly
    for (std::size_t k = 0; k < family.members.size(); ++k) {
      const PeriodicOrbit& o = family.members[k];
      // Measured: |E − E_k| ≤ 3.9e-13 (member 1 at h = 0.005, Newton's leftover after its last
      // correction, 180 ε|E|; most members are 0 or 1 ulp off), ‖Φ(x) − x‖ ≤ 2.44e-12. Newton itself
      // accepts |E − E_k| ≤ 1e-10 max(1, |E_k|); ask 1e-12 and 1e-11.
      CHECK(std::abs(o.energy - family.targets[k]) <= 1e-12);
      CHECK(o.residual < 1e-11);
      CHECK(std::isfinite(o.period));
      // Symplectic: the multipliers come in pairs μ, 1/μ̄; sorted by modulus, the i-th largest times the
      // i-th smallest is 1. The saddle pair (|μ| ≈ 536–540, two of them: in and out of the plane)
      // measured within 2e-9 of it at h = 0.01 (vi, to E_s + 0.001); ask 1e-6, the round-off of the
      // Jordan-block multipliers at 1 (√(ε‖M‖)) with room.
      std::vector<double> modulus;
      for (const auto& m : o.multipliers) modulus.push_back(std::hypot(m[0], m[1]));
      REQUIRE(modulus.size() == 8);
      for (std::size_t i = 0; i < modulus.size() / 2; ++i)
        CHECK(std::abs(modulus[i] * modulus[modulus.size() - 1 - i] - 1.0) < 1e-6);
      CHECK(modulus[0] > 500.0);  // still a saddle orbit all along the family
    }
    // The period falls monotonically towards the centre's as E falls (dT/dE ≈ 0.019 s per J measured).
    for (std::size_t k = 1; k < family.members.size(); ++k)
      CHECK(family.members[k].period < family.members[k - 1].period);
    error.push_back(periodAtSaddle(family) - centrePeriod);
  }
  // Measured: extrapolated T(E_s) − 2π/ω_c = −9.716e-5 s at h = 0.01 (−5.76e-5 relative) and −2.444e-5 s
  // at h = 0.005: the VI's discrete centre frequency Ω, sin(Ωh/2) = ω_c h/2 (Störmer–Verlet's), gives
  // T = 2π/ω_c (1 − (ω_c h)²/24 + …) = −5.78e-5 relative at h = 0.01. Ask that (within 5 %, the O(ΔE²) of
  // the extrapolation and the amplitude's higher terms) and that halving h divides the error by 4 ± 0.2.
  const double predicted = -centrePeriod * std::pow(omegaC * 0.01, 2) / 24.0;
  INFO("T(E_s) - 2pi/w_c: " << error[0] << " at h = 0.01, " << error[1] << " at h = 0.005");
  CHECK(std::abs(error[0] / predicted - 1.0) < 0.05);
  CHECK(std::abs(error[0] / error[1] - 4.0) < 0.2);

  // vi4 at h = 0.01: the period at E_s within 2.1e-7 s of 2π/ω_c (measured; 1.2e-7 relative). Ask 1e-6.
  Scenario s4 = loadScenario(familyPendulum("vi4", 0.01));
  const PeriodicFamily f4 =
      continuePeriodicOrbit(*s4.simulation, findPeriodicOrbit(*s4.simulation, 1.69), kSaddleEnergy + 1e-3, 8);
  REQUIRE(f4.complete);
  CHECK(std::abs(periodAtSaddle(f4) - centrePeriod) < 1e-6);
}

TEST_CASE("a continuation asked below the saddle's energy stops, with its reason, at the first member past it",
          "[periodic][family]") {
  Scenario s = loadScenario(familyPendulum("vi", 0.01));
  const PeriodicOrbit first = findPeriodicOrbit(*s.simulation, 1.69);
  // From E₀ = −9.7288 to −9.9 in 9 members of −0.0190: members 1–4 lie above E_s = −9.81, member 5
  // (−9.8239) below it, where the Lyapunov family does not exist (it is born at E_s).
  const PeriodicFamily family = continuePeriodicOrbit(*s.simulation, first, -9.9, 9);
  INFO("stop: " << family.stop);
  CHECK_FALSE(family.complete);
  REQUIRE(family.members.size() == 4);
  CHECK(family.members.back().energy > kSaddleEnergy);
  CHECK(family.stop.find("member 5") != std::string::npos);
  CHECK(family.stop.find("Newton failed") != std::string::npos);
  for (const auto& o : family.members) CHECK(o.residual < 1e-11);

  // Bad input names the field.
  CHECK_THROWS_MATCHES(
      continuePeriodicOrbit(*s.simulation, first, std::nan(""), 3), InputError,
      Catch::Matchers::Predicate<InputError>([](const InputError& e) { return e.path() == "continue-to"; }));
  for (const long n : {0L, 1001L})
    CHECK_THROWS_MATCHES(
        continuePeriodicOrbit(*s.simulation, first, -9.8, n), InputError,
        Catch::Matchers::Predicate<InputError>([](const InputError& e) { return e.path() == "members"; }));
  // Members at the first orbit's own energy (E = E₀) are that orbit again: no secant through 0/0.
  const PeriodicFamily still = continuePeriodicOrbit(*s.simulation, first, first.energy, 3);
  REQUIRE(still.complete);
  for (const auto& o : still.members) CHECK(std::abs(o.period - first.period) < 1e-12);
  // Up in energy the family goes on (the control's other side).
  const PeriodicFamily up = continuePeriodicOrbit(*s.simulation, first, -9.0, 10);
  REQUIRE(up.complete);
  CHECK(up.targets.back() == -9.0);
  CHECK(std::abs(up.members.back().energy + 9.0) <= 1e-12);
  // Measured: 1.70251 s at E = −9 (the period grows with the amplitude).
  CHECK(std::abs(up.members.back().period - 1.70251) < 1e-5);
}
