// The k leading Lyapunov exponents (Simulation::lyapunov(steps, every, count); geovi/lyapunov.hpp,
// docs/derivative.md "Lyapunov exponents"): only `count` tangent vectors carried and their d × count
// block re-orthonormalized by a thin QR.
//  - the first column's running estimate is the same arithmetic whatever the width: count = 1 equals
//    the first column of count = 2, 3 and d − 1 (all started from the same generic frame) to a few ε;
//  - on the planar double pendulum's chaotic sea the k leading agree with the full spectrum's leading k
//    after a long run, within what the different starting frames leave, which decays as 1/T;
//  - count = d is the full computation, to the bit (and so is the two-argument call);
//  - a count outside 1 … d is refused, naming `count`, the run untouched.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/lyapunov.hpp"
#include "geovi/section.hpp"
#include "support.hpp"

using namespace geovi;

namespace lyapunov_leading {

// The planar double pendulum from the point (−0.7, 4.6) of its section at its own energy (−15 J): the
// chaotic sea of docs/section-view.md (its largest exponent about 1.04 /s, out of the plane).
Scenario seaOfThePendulum() {
  Scenario s = test::preset("planar_double_pendulum");
  std::vector<double> reference;
  s.simulation->stateValues(reference);  // q1 = (0, 0, −1): already on the section q1x = 0
  const std::vector<double> sea = seedSection(*s.simulation, *s.section, reference, -0.7, 4.6, s.simulation->energy());
  s.simulation->setState(sea, 0.0);
  return s;
}

LyapunovReport leading(long steps, long every, long count) {
  Scenario s = seaOfThePendulum();
  return s.simulation->lyapunov(steps, every, count);
}

}  // namespace lyapunov_leading

using namespace lyapunov_leading;

TEST_CASE("lyapunov count = 1 is the first QR column's running estimate, whatever the width", "[lyapunov][leading]") {
  // Column 1's arithmetic is the same for every width k: its coordinates c = Bᵀv (a product per
  // column), R_11 = ±‖c‖ (the first Householder reflection, which sees column 1 only), Q's first
  // column H_1 e_1 (the reflections H_2 … H_k act on rows 2 … d, where e_1 is exactly 0), and the new
  // vector B q_1, a sum over the d basis vectors in the same order (no FMA: -ffp-contract=off). So the
  // running estimates agree to the bit; the bound grants 4 ε relative (what a product kernel that
  // summed in another order would first show, per sample, before its drift of up to ~ε/h over a run).
  constexpr long kSteps = 2000, kEvery = 100;
  const LyapunovReport one = leading(kSteps, kEvery, 1);
  REQUIRE(one.exponents.size() == 1);
  REQUIRE(one.dimension == 8);
  REQUIRE(one.samples.size() == kSteps / kEvery);
  for (const long k : {2L, 3L, 7L}) {
    const LyapunovReport wider = leading(kSteps, kEvery, k);
    REQUIRE(wider.samples.size() == one.samples.size());
    double worst = 0.0;
    for (std::size_t n = 0; n < one.samples.size(); ++n) {
      REQUIRE(wider.samples[n].size() == static_cast<std::size_t>(k));
      CHECK(wider.sampleTimes[n] == one.sampleTimes[n]);
      worst = std::max(worst, std::abs(wider.samples[n][0] - one.samples[n][0]) / std::abs(one.samples[n][0]));
    }
    INFO("count " << k << ": first column against count 1, worst relative difference " << worst);
    CHECK(worst <= 4 * test::kEps);
  }
}

TEST_CASE("lyapunov's k leading exponents agree with the full spectrum's leading k after a long run",
          "[lyapunov][leading]") {
  // The full spectrum starts from the tangent basis, the k leading from a generic frame (the first
  // basis vector of a planar motion is an in-plane one: from it count = 1 would find the plane's own
  // exponent, 0.105 /s after 50 s here, not the largest, 1.041 /s, which is out of the plane). The two
  // differ by what the starting frames leave in log|R_ii|, a constant over T: T |Δλ_i| stays bounded
  // (measured 1.87 for λ1 at T = 50, 100, 400 and 1600, at most 1.9 for λ1 … λ4 at T = 400), it does not
  // grow with T. The bound grants 4; and the estimates at 4 T are at most half as far apart as at T
  // (the 1/T decay), besides the largest being the same chaos (within 5 %) at once.
  constexpr long kCount = 4;
  constexpr double kEnd[2] = {100.0, 400.0};
  double scaled[2] = {0.0, 0.0};
  for (int m = 0; m < 2; ++m) {
    const long steps = std::lround(kEnd[m] / 0.01);
    const LyapunovReport full = leading(steps, steps, kAllLyapunovExponents);
    const LyapunovReport lead = leading(steps, steps, kCount);
    REQUIRE(full.exponents.size() == 8);
    REQUIRE(lead.exponents.size() == static_cast<std::size_t>(kCount));
    const double T = lead.t - lead.t0;
    double worst = 0.0;
    for (long i = 0; i < kCount; ++i) worst = std::max(worst, std::abs(lead.exponents[i] - full.exponents[i]));
    scaled[m] = T * worst;
    INFO("T = " << T << ": leading " << lead.exponents[0] << ", " << lead.exponents[1] << " against the full "
                << full.exponents[0] << ", " << full.exponents[1] << "; T max|Δλ| = " << scaled[m]);
    CHECK(full.exponents.front() > 1.0);  // the sea: chaotic
    CHECK(std::abs(lead.exponents.front() - full.exponents.front()) <= 0.05 * full.exponents.front());
    CHECK(scaled[m] <= 4.0);
    CHECK(std::is_sorted(lead.exponents.rbegin(), lead.exponents.rend()));
    // The sum of the k leading is the growth rate of a k-volume; no volume defect without all d.
    double sum = 0.0;
    for (double x : lead.exponents) sum += x;
    CHECK(std::abs(lead.sum - sum) <= 8 * test::kEps * std::abs(lead.sum));
    CHECK(lead.volumeDefect == 0.0);
  }
  CHECK(scaled[1] / kEnd[1] <= 0.5 * scaled[0] / kEnd[0]);
}

TEST_CASE("lyapunov count = d is the full computation to the bit", "[lyapunov][leading]") {
  for (const char* name : {"planar_double_pendulum", "heavy_asymmetric_top"}) {
    INFO(name);
    Scenario a = test::preset(name), b = test::preset(name), c = test::preset(name);
    const LyapunovReport two = a.simulation->lyapunov(300, 40);
    const LyapunovReport all = b.simulation->lyapunov(300, 40, kAllLyapunovExponents);
    const LyapunovReport d = c.simulation->lyapunov(300, 40, two.dimension);
    for (const LyapunovReport* r : {&all, &d}) {
      CHECK(r->exponents == two.exponents);
      CHECK(r->samples == two.samples);
      CHECK(r->sampleTimes == two.sampleTimes);
      CHECK(r->sum == two.sum);
      CHECK(r->volumeDefect == two.volumeDefect);
      CHECK(r->dimension == two.dimension);
    }
    CHECK(two.exponents.size() == static_cast<std::size_t>(two.dimension));
  }
}

TEST_CASE("lyapunov refuses a count outside 1 … d, naming count, the run untouched", "[lyapunov][leading]") {
  Scenario s = test::preset("planar_double_pendulum");
  for (const long count : {0L, -2L, 9L, 1000L}) {
    INFO("count " << count);
    try {
      s.simulation->lyapunov(10, 10, count);
      FAIL("not refused");
    } catch (const InputError& e) {
      CHECK(e.path() == "count");
      const std::string words = e.what();
      CHECK(words.find(count > 8 ? "must be at most d = 8" : "must be at least 1") != std::string::npos);
    }
    CHECK(s.simulation->stepCount() == 0);
  }
  // An undifferentiated step is refused as before, naming the integrator (the count is fine).
  Scenario adaptive = test::preset("heavy_asymmetric_top", "rk45");
  try {
    adaptive.simulation->lyapunov(10, 10, 1);
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "integrator");
  }
}
