// Periodic orbits of the discrete flow (issue 46; docs/derivative.md, "Periodic orbits"): the Lyapunov
// orbit about the down-up saddle of the double pendulum, found by geovi's Newton on the double spherical
// pendulum on (S^2)^2, against an independent solve of the planar double pendulum in its two angles
// (its own equations of motion, classical RK4 at a step 100 times finer, a symmetric shooting of its brake
// orbit with a finite-difference Jacobian, its monodromy by central differences): the period converges
// at each method's order as h -> 0 and the planar saddle multiplier is among geovi's.
#include <Eigen/Dense>
#include <catch2/catch.hpp>
#include <cmath>
#include <complex>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/periodic_orbit.hpp"
#include "geovi/scenario.hpp"
#include "support.hpp"

using namespace geovi;

namespace {

constexpr double kG = 9.81;  // m1 = m2 = 1 kg, l1 = l2 = 1 m

// ---- The independent planar double pendulum: angles from the downward vertical ----
using Planar = Eigen::Vector4d;  // θ1, θ2, θ̇1, θ̇2

Planar field(const Planar& s) {
  const double d = s(0) - s(1);
  Eigen::Matrix2d m;
  m << 2.0, std::cos(d), std::cos(d), 1.0;
  const Eigen::Vector2d rhs(-std::sin(d) * s(3) * s(3) - 2.0 * kG * std::sin(s(0)),
                            std::sin(d) * s(2) * s(2) - kG * std::sin(s(1)));
  Planar out;
  out << s(2), s(3), m.inverse() * rhs;
  return out;
}
double planarEnergy(const Planar& s) {
  const double d = s(0) - s(1);
  return 0.5 * (2.0 * s(2) * s(2) + s(3) * s(3) + 2.0 * std::cos(d) * s(2) * s(3)) - 2.0 * kG * std::cos(s(0)) -
         kG * std::cos(s(1));
}
Planar flow(Planar s, double t) {  // classical RK4, about 1e-5 s steps
  const long n = static_cast<long>(std::ceil(t / 1e-5));
  const double h = t / static_cast<double>(n);
  for (long k = 0; k < n; ++k) {
    const Planar k1 = field(s), k2 = field(s + 0.5 * h * k1), k3 = field(s + 0.5 * h * k2), k4 = field(s + h * k3);
    s += h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4);
  }
  return s;
}
// At rest at θ1 on the energy level E, θ2 just past π.
Planar restingAt(double theta1, double energy) {
  const double c = -(energy + 2.0 * kG * std::cos(theta1)) / kG;
  return Planar(theta1, 2.0 * M_PI - std::acos(c), 0.0, 0.0);
}

struct PlanarOrbit {
  Planar start;
  double period;
  double saddleMultiplier;
};
// A brake orbit: from rest on the energy level, at rest again half a period later (the system is
// reversible); unknowns θ1 and the half period, Newton with a finite-difference Jacobian.
PlanarOrbit planarOrbit(double theta1, double halfPeriod, double energy) {
  Eigen::Vector2d u(theta1, halfPeriod);
  const auto velocities = [&](const Eigen::Vector2d& v) -> Eigen::Vector2d {
    return flow(restingAt(v(0), energy), v(1)).tail<2>();
  };
  for (int k = 0; k < 20; ++k) {
    const Eigen::Vector2d r = velocities(u);
    if (r.norm() < 1e-12) break;
    Eigen::Matrix2d j;
    for (int c = 0; c < 2; ++c) {
      Eigen::Vector2d e = Eigen::Vector2d::Zero();
      e(c) = 1e-7;
      j.col(c) = (velocities(u + e) - velocities(u - e)) / 2e-7;
    }
    u -= j.lu().solve(r);
  }
  REQUIRE(velocities(u).norm() < 1e-11);
  PlanarOrbit out{restingAt(u(0), energy), 2.0 * u(1), 0.0};
  Eigen::Matrix4d monodromy;
  for (int c = 0; c < 4; ++c) {
    Planar e = Planar::Zero();
    e(c) = 1e-6;
    monodromy.col(c) = (flow(out.start + e, out.period) - flow(out.start - e, out.period)) / 2e-6;
  }
  const Eigen::Vector4cd mu = Eigen::EigenSolver<Eigen::Matrix4d>(monodromy).eigenvalues();
  for (int i = 0; i < 4; ++i) out.saddleMultiplier = std::max(out.saddleMultiplier, std::abs(mu(i)));
  return out;
}

// ---- geovi: the double spherical pendulum in the x-z plane ----
std::string pendulumAt(const Planar& s, const std::string& integrator, double h) {
  std::ostringstream json;
  json.precision(17);
  json << R"({"format": 1, "name": "orbit", "system": {"type": "chain_pendulum", "masses": [1.0, 1.0],
          "lengths": [1.0, 1.0], "gravity": [0, 0, -9.81]}, "initial": {"q": [[)"
       << std::sin(s(0)) << ", 0, " << -std::cos(s(0)) << "], [" << std::sin(s(1)) << ", 0, " << -std::cos(s(1))
       << R"(]], "omega": [[0, 0, 0], [0, 0, 0]]}, "integrator": {"type": ")" << integrator << R"(", "h": )" << h
       << R"(}, "t_end": 3})";
  return json.str();
}

}  // namespace

TEST_CASE("the double pendulum's Lyapunov orbit about its down-up saddle agrees with an independent planar solve",
          "[derivative][periodic]") {
  // 0.1 rad along the centre mode (1, 2 − √2) of the saddle, at rest: the orbit's energy.
  const Planar guess(0.1, M_PI + 0.1 * (2.0 - std::sqrt(2.0)), 0.0, 0.0);
  const double energy = planarEnergy(guess);
  const PlanarOrbit theirs = planarOrbit(guess(0), 0.845, energy);
  INFO("independent: period " << theirs.period << ", saddle multiplier " << theirs.saddleMultiplier);
  // The linear centre frequency is (√2 g)^½, the period 2π/3.725 = 1.687 s; the saddle's rate about as much.
  CHECK(std::abs(theirs.period - 1.688) < 0.01);
  CHECK(std::abs(flow(theirs.start, theirs.period)(0) - theirs.start(0)) < 1e-10);

  for (const auto& [integrator, order] : std::vector<std::pair<std::string, int>>{{"vi", 2}, {"vi4", 4}, {"rk4", 4}}) {
    INFO(integrator);
    const bool variational = integrator.rfind("vi", 0) == 0;
    std::vector<double> errors, residuals;
    for (const double h : {0.02, 0.01, 0.005}) {
      Scenario s = loadScenario(pendulumAt(guess, integrator, h));
      const PeriodicOrbit ours = findPeriodicOrbit(*s.simulation, 1.69);
      INFO("h " << h << ": period " << ours.period << " in " << ours.iterations << " corrections, residual "
                << ours.residual);
      CHECK(std::abs(ours.energy - energy) < 1e-10 * std::abs(energy));
      CHECK(ours.state.size() == 12);
      errors.push_back(std::abs(ours.period - theirs.period));
      residuals.push_back(ours.residual);
      // A variational integrator's orbit closes to round-off (its map keeps a modified energy: a family
      // of orbits by energy); RK4's misses by its energy error over a period (measured 7.6e-9 at h = 0.02,
      // falling as h^5), the unfolding's σ g.
      if (variational) CHECK(ours.residual < 1e-10);
      // The multipliers of a symplectic map pair, μ_max μ_min = 1, to the eigenvalues' round-off
      // (measured ≤ 5e-9 here); RK4's do not at a coarse step (measured 1.1e-6 at h = 0.02).
      const double pairing = ours.multipliers.front()[0] * ours.multipliers.back()[0] - 1.0;
      if (variational) CHECK(std::abs(pairing) < 2e-8);
      if (!variational && h == 0.02) CHECK(std::abs(pairing) > 2e-7);
      // The planar saddle's multiplier is one of the monodromy's (the out-of-plane saddle is the other
      // large one), to the method's error in it, measured: ≤ 2e-2 relative for vi at h = 0.02.
      bool found = false;
      for (const auto& z : ours.multipliers)
        found = found || std::abs(std::hypot(z[0], z[1]) - theirs.saddleMultiplier) < 0.03 * theirs.saddleMultiplier;
      CHECK(found);
    }
    // The period's error falls at the method's order: halving h divides it by 2^order (±0.3 in the exponent).
    for (std::size_t i = 0; i + 1 < errors.size(); ++i) {
      const double observed = std::log2(errors[i] / errors[i + 1]);
      INFO("errors " << errors[i] << " -> " << errors[i + 1] << ": order " << observed);
      CHECK(std::abs(observed - order) < 0.3);
      if (!variational) CHECK(std::log2(residuals[i] / residuals[i + 1]) > order - 0.3);
    }
  }
}

TEST_CASE("geovi periodic refuses a bad guess, a forced system and a step it cannot differentiate, by name",
          "[derivative][periodic]") {
  const Planar guess(0.1, M_PI + 0.1 * (2.0 - std::sqrt(2.0)), 0.0, 0.0);
  Scenario s = loadScenario(pendulumAt(guess, "vi", 0.01));
  const auto field = [&](double periodGuess) {
    try {
      findPeriodicOrbit(*s.simulation, periodGuess);
    } catch (const InputError& e) {
      return e.path();
    }
    return std::string("none");
  };
  CHECK(field(-1.0) == "period-guess");
  CHECK(field(std::nan("")) == "period-guess");
  CHECK(field(1e9) == "period-guess");
  // A guess far from any orbit: Newton says so (a numerical failure, not a wrong answer).
  CHECK_THROWS_AS(findPeriodicOrbit(*s.simulation, 0.05), NumericalFailure);
  const auto refusal = [](const std::string& preset) {
    Scenario p = test::preset(preset);
    try {
      findPeriodicOrbit(*p.simulation, 1.0);
    } catch (const InputError& e) {
      return e.path();
    }
    return std::string("none");
  };
  CHECK(refusal("lagrange_top_loaded") == "system");  // a constant moment: not conservative
  CHECK(refusal("quadrotor_tracking") == "system");   // a controller's forcing: not conservative
  // SE(3)^N is differentiated (test_derivative_se3.cpp): a falling book has no periodic orbit, as Newton says.
  CHECK_THROWS_AS(findPeriodicOrbit(*test::preset("thrown_book").simulation, 1.0), NumericalFailure);
  // A step it cannot differentiate: the adaptive row.
  CHECK_THROWS_MATCHES(findPeriodicOrbit(*test::preset("thrown_book", "rk45").simulation, 1.0), InputError,
                       Catch::Predicate<InputError>([](const InputError& e) { return e.path() == "integrator"; }));
  CHECK(s.simulation->time() == 0.0);
  CHECK(s.simulation->stepCount() == 0);
}

TEST_CASE("a rigid pendulum's swing on SO(3): the exact elliptic period, the guess from its first return",
          "[derivative][periodic]") {
  // The 3D pendulum with J = diag(3, 5, 2) about the pivot and its centre of mass 0.5 m below it, at rest
  // tilted by a about e1, a principal axis: it swings in a plane as a physical pendulum, period
  // 4 K(sin(a/2)) / ω₀, ω₀ = √(m g l / J₁), K by the arithmetic-geometric mean.
  const double a = 0.3, omega0 = std::sqrt(2.0 * 9.81 * 0.5 / 3.0);
  double x = 1.0, y = std::sqrt(1.0 - std::pow(std::sin(a / 2.0), 2));
  for (int k = 0; k < 8; ++k) {
    const double m = 0.5 * (x + y);
    y = std::sqrt(x * y);
    x = m;
  }
  const double exact = 4.0 * (M_PI / (2.0 * x)) / omega0;
  const auto swing = [&](const std::string& integrator, double h) {
    std::ostringstream json;
    json.precision(17);
    json << R"({"format": 1, "name": "swing", "system": {"type": "pendulum_3d", "inertia": [[3, 0, 0], [0, 5, 0],
            [0, 0, 2]], "mass": 2.0, "com": [0, 0, -0.5], "gravity": [0, 0, -9.81]}, "initial": {"R": [[1, 0, 0], [0, )"
         << std::cos(a) << ", " << -std::sin(a) << "], [0, " << std::sin(a) << ", " << std::cos(a)
         << R"(]], "Omega": [0, 0, 0]}, "integrator": {"type": ")" << integrator << R"(", "h": )" << h
         << R"(}, "t_end": 8})";
    return loadScenario(json.str());
  };
  // Within t_end = 8 the swing returns twice; the guess is the first lap (the second sits nearer a
  // step of h = 0.01, 1.5e-3 against 4.1e-3 away).
  Scenario first = swing("vi", 0.01);
  CHECK(std::abs(closestReturnTime(*first.simulation, 8.0) - exact) < 0.01);
  for (const auto& [integrator, order] : std::vector<std::pair<std::string, int>>{{"vi", 2}, {"vi4", 4}}) {
    std::vector<double> errors;
    for (const double h : {0.02, 0.01, 0.005}) {
      Scenario s = swing(integrator, h);
      const PeriodicOrbit ours = findPeriodicOrbit(*s.simulation, closestReturnTime(*s.simulation, 8.0));
      INFO(integrator << " h " << h << ": period " << ours.period << ", exact " << exact);
      CHECK(ours.residual < 1e-10);
      errors.push_back(std::abs(ours.period - exact));
    }
    for (std::size_t i = 0; i + 1 < errors.size(); ++i) {
      INFO(integrator << " errors " << errors[i] << " -> " << errors[i + 1]);
      CHECK(std::abs(std::log2(errors[i] / errors[i + 1]) - order) < 0.3);
    }
  }
}
