// Long runs (issue 6, item 6): 10^7 steps of paper 003 Example 2
// (core/scenarios/sphere_three_body.json, explicit VI) over the paper's 10 s,
// i.e. h = 1e-6. (At the preset's h = 1e-3, 10^7 steps would be 10^4 s, but the
// three bodies nearly collide at t ≈ 24.39 s: the speed diverges and (3.17)
// leaves its domain at any h, which the integrator reports; see test_cli.cpp.)
// Hidden from the default run ([.]); `.ci/soak` runs it: geovi_tests "[soak]".
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>

#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

TEST_CASE("soak: 10^7 explicit-VI steps of the three bodies on a sphere", "[.][soak]") {
  Scenario sc = preset("sphere_three_body", "vi-explicit", 1e-6);
  REQUIRE(sc.integrator.type == "vi-explicit");
  Simulation& sim = *sc.simulation;
  const double e0 = sim.energy();
  constexpr long kSteps = 10'000'000, kChunk = 100;
  // Energy error of a symplectic method oscillates without drift: compare the
  // first and the last tenth of the run.
  double maxUnit = 0.0, maxEnergy = 0.0, maxEnergyFirst = 0.0, maxEnergyLast = 0.0;
  const auto start = std::chrono::steady_clock::now();
  for (long done = 0; done < kSteps; done += kChunk) {
    sim.advance(kChunk);
    const Diagnostics d = sim.diagnostics();
    maxUnit = std::max(maxUnit, d.manifoldError);
    const double de = std::abs(d.energy - e0);
    maxEnergy = std::max(maxEnergy, de);
    if (done < kSteps / 10) maxEnergyFirst = std::max(maxEnergyFirst, de);
    if (done >= kSteps - kSteps / 10) maxEnergyLast = std::max(maxEnergyLast, de);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "soak: %ld steps (t = %.1f s) in %.2f s wall (%.0f ns/step): max | |q_i| - 1 | = %.3g, "
      "max |E - E0| = %.3g (first tenth %.3g, last tenth %.3g), |E0| = %.6g\n",
      sim.stepCount(), sim.time(), seconds, 1e9 * seconds / static_cast<double>(sim.stepCount()), maxUnit, maxEnergy,
      maxEnergyFirst, maxEnergyLast, std::abs(e0));
  CHECK(sim.stepCount() == kSteps);
  // (3.17) is unit length in exact arithmetic; round-off adds a random walk of
  // ~ε per step, √(10^7) ε ≈ 7e-13 in the worst case.
  CHECK(maxUnit < 1e-12);
  // Bounded: no secular drift (the last tenth no worse than twice the first).
  // Level: the O(h²) part is ~0.3 h² (3.05e-7 measured at h = 1e-3 over the same
  // 10 s), negligible here; what remains is round-off, amplified at the close
  // approaches (measured 1.9e-10 = 1.2e-10 |E0| on Debian 12): bound 1e-9 |E0|.
  CHECK(maxEnergyLast <= 2.0 * maxEnergyFirst);
  CHECK(maxEnergy < 1e-9 * std::abs(e0));
}
