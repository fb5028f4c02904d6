// The higher-order compositions of the VIs (shared/composition.hpp), beyond the conformance suite's
// order and reversibility: over long runs their energy error stays bounded, it falls at their
// order, and RK4 (the negative control) drifts instead. vi4-suzuki and vi6 are what brings the
// crossover horizon T* (docs/performance.md) under 10⁴ s, so their long-time claims are checked
// here rather than assumed from vi4's.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

struct EnergyRun {
  double early = 0.0;  // max |E − E0| over the first tenth of the run
  double all = 0.0;    // max |E − E0| over the whole run
};

EnergyRun energyRun(const std::string& presetName, const std::string& integrator, double h, double horizon) {
  Scenario s = preset(presetName, integrator, h);
  Simulation& sim = *s.simulation;
  const double e0 = sim.energy();
  const long steps = std::lround(horizon / h);
  EnergyRun run;
  for (long k = 1; k <= steps; ++k) {
    sim.advance(1);
    const double de = std::abs(sim.energy() - e0);
    if (k <= steps / 10) run.early = std::max(run.early, de);
    run.all = std::max(run.all, de);
  }
  return run;
}

}  // namespace

TEST_CASE("vi4-suzuki and vi6 on the heavy top: bounded energy error at orders 4 and 6", "[compositions]") {
  // 200 s of the heavy asymmetric top (LGVI substeps). Measured: vi4-suzuki h = 0.01 1.51e-6 and
  // h = 0.005 9.43e-8 (ratio 16.0 = 2⁴); vi6 h = 0.02 1.93e-7 and h = 0.01 2.96e-9 (65 ≈ 2⁶); the
  // first 20 s already reach the whole run's maximum to 4 digits (no drift; a drift would give 10×).
  struct Case {
    const char* integrator;
    double h;
    int order;
  };
  for (const Case c : {Case{"vi4-suzuki", 0.01, 4}, Case{"vi6", 0.02, 6}}) {
    const EnergyRun coarse = energyRun("heavy_asymmetric_top", c.integrator, c.h, 200.0);
    const EnergyRun fine = energyRun("heavy_asymmetric_top", c.integrator, c.h / 2, 200.0);
    INFO(c.integrator << ": max |dE| at h = " << c.h << ": " << coarse.all << " (first 20 s " << coarse.early
                      << "); at h/2: " << fine.all << " (first 20 s " << fine.early << ")");
    CHECK(coarse.all <= 1.5 * coarse.early);
    CHECK(fine.all <= 1.5 * fine.early);
    // The order from the ratio: 2^p within ±20% (the error at h still carries some h^{p+2} term).
    CHECK(coarse.all / fine.all == Approx(std::pow(2.0, c.order)).epsilon(0.2));
  }
}

// [long]: a long run, 64 s under the sanitizers (.ci/sanitize-seconds); the compositions' steps run there in
// the shorter tests (their orders, the heavy top, the derivative of every row), so .ci/sanitize skips it.
TEST_CASE("vi4-suzuki and vi6 on Example 1: bounded energy error over 1000 s, RK4 drifts", "[compositions][long]") {
  // Example 1 is chaotic: a VI's energy error visits more of its modified-energy surface as the run
  // goes on, so its maximum creeps up slowly (measured 1.7× from 100 s to 1000 s for vi4-suzuki at
  // h = 0.05; 1.0× for vi6 at h = 0.04). RK4's error drifts: at h = 0.02 it grows 21× over the same
  // span. A bound of 3× between the first 100 s and 1000 s tells the two apart.
  for (const auto& [integrator, h] :
       {std::pair<const char*, double>{"vi4-suzuki", 0.05}, {"vi6", 0.08}, {"vi6", 0.04}}) {
    const EnergyRun run = energyRun("double_spherical_pendulum", integrator, h, 1000.0);
    INFO(integrator << " h = " << h << ": max |dE| " << run.all << ", first 100 s " << run.early);
    CHECK(run.all <= 3.0 * run.early);
  }
  const EnergyRun rk4 = energyRun("double_spherical_pendulum", "rk4", 0.02, 1000.0);
  INFO("rk4 h = 0.02: max |dE| " << rk4.all << ", first 100 s " << rk4.early);
  CHECK(rk4.all >= 5.0 * rk4.early);
  // Order 6 on the energy: vi6 at h = 0.08 against 0.04 over 100 s, measured 1.3e-4 / 2.0e-6 = 65.
  const EnergyRun coarse = energyRun("double_spherical_pendulum", "vi6", 0.08, 100.0);
  const EnergyRun fine = energyRun("double_spherical_pendulum", "vi6", 0.04, 100.0);
  INFO("vi6 over 100 s: h = 0.08 " << coarse.all << ", h = 0.04 " << fine.all);
  CHECK(coarse.all / fine.all >= std::pow(2.0, 6) / 2);
}
