// The spine's physics checks on the chain pendulum (paper 003, Example 1, and
// the spherical pendulum). Every figure quoted in a comment was measured with
// this file's own code; tolerances are derived from it with a stated margin.
#include <catch2/catch.hpp>

#include "geovi/errors.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

struct RunSummary {
  double maxUnitLengthError = 0.0;
  double maxEnergyError = 0.0;
  double maxEnergyErrorFirstHalf = 0.0;
  double maxEnergyErrorSecondHalf = 0.0;
};

RunSummary runAndTrack(Simulation& sim, long steps) {
  RunSummary r;
  const double e0 = sim.energy();
  for (long k = 1; k <= steps; ++k) {
    sim.advance(1);
    const double de = std::abs(sim.energy() - e0);
    r.maxEnergyError = std::max(r.maxEnergyError, de);
    (k <= steps / 2 ? r.maxEnergyErrorFirstHalf : r.maxEnergyErrorSecondHalf) =
        std::max(k <= steps / 2 ? r.maxEnergyErrorFirstHalf : r.maxEnergyErrorSecondHalf, de);
    r.maxUnitLengthError = std::max(r.maxUnitLengthError, sim.diagnostics().manifoldError);
  }
  return r;
}

}  // namespace

TEST_CASE("VI keeps |q_i| = 1 to round-off over 1e5 steps while RK4 drifts off the spheres", "[spine]") {
  Scenario vi = preset("double_spherical_pendulum", "vi");
  Scenario rk = preset("double_spherical_pendulum", "rk4");
  const long steps = 100000;  // 1000 s at h = 0.01
  const RunSummary v = runAndTrack(*vi.simulation, steps);
  const RunSummary r = runAndTrack(*rk.simulation, steps);
  // Each step applies one Cayley rotation (a handful of flops, each ≤ ε/2
  // relative error), so |q| performs a random walk of ~ε per step; 1e-13 is
  // 450 ε, the contract of the issue. Measured: 7.5e-15 (the increment form
  // q + Δ of geometry.hpp; forming cay(f) q directly gave 6.3e-14).
  CHECK(v.maxUnitLengthError < 1e-13);
  // Negative control: RK4 has no reason to stay on S². Measured: 2.2e-8.
  CHECK(r.maxUnitLengthError > 1e-9);
  CHECK(r.maxUnitLengthError > 1e4 * v.maxUnitLengthError);
}

TEST_CASE("VI energy error is bounded over 1e5 steps and scales as h^2", "[spine]") {
  // Spherical pendulum: regular (quasi-periodic) motion, so the energy error
  // of a second-order symplectic method oscillates with amplitude C h² and no drift.
  auto maxError = [](double h, long steps) {
    Scenario s = preset("spherical_pendulum", "vi", h);
    return runAndTrack(*s.simulation, steps);
  };
  const RunSummary coarse = maxError(0.01, 100000);  // 1000 s
  const RunSummary fine = maxError(0.005, 200000);   // the same 1000 s
  // No drift: the second half of the run is no worse than the first beyond
  // sampling the same oscillation (measured ratio 1.00).
  CHECK(coarse.maxEnergyErrorSecondHalf < 1.1 * coarse.maxEnergyErrorFirstHalf);
  // Second order: halving h divides the error by 2² = 4 (measured 4.00).
  const double ratio = coarse.maxEnergyError / fine.maxEnergyError;
  CHECK(ratio == Approx(4.0).epsilon(0.05));

  // Negative control at the same h over the same time: RK4's energy error
  // grows (dissipates monotonically for this orbit); its second half is worse.
  Scenario rk = preset("spherical_pendulum", "rk4", 0.01);
  const RunSummary r = runAndTrack(*rk.simulation, 100000);
  CHECK(r.maxEnergyErrorSecondHalf > 1.5 * r.maxEnergyErrorFirstHalf);
}

namespace {

// Conical motion of a spherical pendulum (l = 1, e3 pointing down): at polar
// angle θ from the downward vertical the bob circles at Ω² = g / (l cos θ),
// q(t) = (sin θ cos Ωt, sin θ sin Ωt, cos θ), ω = Ω (e3 − cos θ q).
struct ConeRun {
  double maxHeightError;  // max_t |q_z − cos θ|
  double phaseError;      // |azimuth(T) − Ω T| (wrapped)
};

ConeRun runCone(const std::string& integrator, double h, double tEnd) {
  const double g = 9.81, theta = 0.6;
  const double rate = std::sqrt(g / std::cos(theta));
  S2nState s;
  s.q = Points(3, 1);
  s.q.col(0) << std::sin(theta), 0.0, std::cos(theta);
  s.omega = rate * (Eigen::Vector3d::UnitZ() - std::cos(theta) * s.q.col(0));
  IntegratorSpec spec;
  spec.type = integrator;
  spec.h = h;
  S2nSimulation sim(makeChainPendulum(Eigen::VectorXd::Ones(1), Eigen::VectorXd::Ones(1), {0, 0, g}), s, spec);
  ConeRun r{0.0, 0.0};
  const long steps = std::lround(tEnd / h);
  for (long k = 0; k < steps; ++k) {
    sim.advance(1);
    r.maxHeightError = std::max(r.maxHeightError, std::abs(sim.state().q(2, 0) - std::cos(theta)));
  }
  const double azimuth = std::atan2(sim.state().q(1, 0), sim.state().q(0, 0));
  r.phaseError = std::abs(std::remainder(azimuth - rate * sim.time(), 2.0 * M_PI));
  return r;
}

}  // namespace

TEST_CASE("the spherical pendulum's conical motion stays conical under the VI", "[spine][exact]") {
  const ConeRun coarse = runCone("vi", 0.01, 100.0);
  const ConeRun fine = runCone("vi", 0.005, 100.0);
  // The VI is equivariant under rotations about e3, so the exact cone maps to
  // a nearby discrete relative equilibrium: the height oscillates by O(h²)
  // and never drifts. Measured at h = 0.01: 5.1e-5 over 10^4 steps.
  CHECK(coarse.maxHeightError < 1e-4);
  CHECK(coarse.maxHeightError / fine.maxHeightError == Approx(4.0).epsilon(0.1));
  // The rotation rate is off by O(h²), so the phase error after T is O(h² T).
  CHECK(coarse.phaseError / fine.phaseError == Approx(4.0).epsilon(0.1));
}

TEST_CASE("VI and RK4 agree at small h, and their gap closes at the VI's order 2", "[spine]") {
  auto finalState = [](const std::string& integrator, double h) {
    Scenario s = preset("double_spherical_pendulum", integrator, h);
    s.simulation->advance(std::lround(1.0 / h));
    std::vector<double> v;
    s.simulation->stateValues(v);
    return Eigen::Map<Eigen::VectorXd>(v.data(), v.size()).eval();
  };
  // RK4's error at h = 1e-3 (~1e-12) is far below the VI's, so the gap is the VI's error.
  const Eigen::VectorXd reference = finalState("rk4", 1e-3);
  const double gap1 = (finalState("vi", 2e-3) - reference).lpNorm<Eigen::Infinity>();
  const double gap2 = (finalState("vi", 1e-3) - reference).lpNorm<Eigen::Infinity>();
  CHECK(gap2 < 1e-5);  // measured 9.3e-7 over 1 s of Example 1
  CHECK(gap1 / gap2 == Approx(4.0).epsilon(0.05));
}

TEST_CASE("Newton on (3.16) converges quadratically and reports non-convergence", "[spine][newton]") {
  IntegratorSpec spec;
  spec.type = "vi";
  spec.h = 0.01;
  spec.recordResiduals = true;
  Scenario scenario = preset("double_spherical_pendulum");
  S2nSimulation& sim = s2n(scenario);
  S2nState state = sim.state();
  S2nWorkspace ws_state;
  const StepStats stats = makeImplicitVariational(spec)->step(sim.model(), state, ws_state, 0.0, spec.h);
  const auto& r = stats.residualHistory;
  REQUIRE(r.size() >= 3);
  // Quadratic convergence: r_{k+1} ≈ C r_k² with one constant C until
  // round-off. Measured r = 1.44, 4.2e-3, 1.0e-7, 1.1e-16: C = 2.0e-3 then 5.9e-3.
  const double c1 = r[1] / (r[0] * r[0]);
  CHECK(r[2] < 10.0 * c1 * r[1] * r[1]);
  CHECK(r.back() < 64 * kEps * r[0]);
  CHECK(stats.iterations <= 4);

  spec.maxIterations = 1;
  S2nState again = sim.state();
  S2nWorkspace ws_again;
  CHECK_THROWS_AS(makeImplicitVariational(spec)->step(sim.model(), again, ws_again, 0.0, spec.h), NumericalFailure);
  // A failed step leaves the state untouched.
  CHECK(again.q == sim.state().q);
}
