// The derivative of a step on (S²)ⁿ (issue 46; docs/derivative.md), checked against what it claims:
//  - against central differences of the step itself, on every (S²)ⁿ preset small enough to be quick
//    (d = 4n ≤ 64) and every row that is differentiated, within the differences' own error bound;
//  - the symplectic form ω(u, v) = Σ_i δp_u,i·δq_v,i − δp_v,i·δq_u,i (p = M q̇) is kept to round-off
//    by every row the catalogue calls symplectic, and measurably not by the Runge–Kutta baselines;
//  - the chain rule; refusals (adaptive rows, a state in motion for stability), naming the field, the
//    run untouched (the four formulations of the Runge–Kutta rows are differentiated:
//    test_derivative_formulations.cpp; the cutoff Lennard-Jones term: test_derivative_more.cpp);
//  - known results: the inverted spherical pendulum's ±√(g/l), each twice; the double pendulum's four
//    equilibria against the planar linearization K v = λ² M v solved here independently.
#include <Eigen/Eigenvalues>
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <complex>
#include <sstream>
#include <string>
#include <vector>

#include "derivative_support.hpp"
#include "geovi/errors.hpp"

using namespace geovi;
using namespace geovi::dtest;

namespace {

constexpr int kMaxBodies = 16;  // d = 4n ≤ 64: every column is 4 runs of a few steps

int bodiesOf(const std::string& name) {
  std::vector<double> row;
  test::preset(name).simulation->stateValues(row);
  return static_cast<int>(row.size() / 6);
}

const IntegratorInfo& row(const std::string& integrator) { return catalogueRow(kSpaceS2n, integrator); }

std::vector<std::string> smallPresets() {
  std::vector<std::string> out;
  for (const auto& name : presetsOf(kSpaceS2n))
    if (bodiesOf(name) <= kMaxBodies) out.push_back(name);
  return out;
}

// A chain pendulum of unit masses and lengths at rest, link i along ±e3 (sign[i] = +1 up, −1 down).
std::string chainAtRest(const std::vector<int>& sign, const std::string& integrator = "vi") {
  std::string masses, lengths, q, omega;
  for (std::size_t i = 0; i < sign.size(); ++i) {
    const std::string sep = i ? ", " : "";
    masses += sep + "1.0";
    lengths += sep + "1.0";
    q += sep + "[0, 0, " + num(sign[i]) + "]";
    omega += sep + "[0, 0, 0]";
  }
  return R"({"format": 1, "name": "chain", "system": {"type": "chain_pendulum", "masses": [)" + masses +
         R"(], "lengths": [)" + lengths + R"(], "gravity": [0, 0, -9.81]}, "initial": {"q": [)" + q +
         R"(], "omega": [)" + omega + R"(]}, "integrator": {"type": ")" + integrator + R"(", "h": 0.01}, "t_end": 1})";
}

std::vector<std::complex<double>> complexOf(const std::vector<std::array<double, 2>>& pairs) {
  std::vector<std::complex<double>> z;
  z.reserve(pairs.size());
  for (const auto& p : pairs) z.emplace_back(p[0], p[1]);
  return z;
}

// The multiset `ours` equals `theirs` within tol (a greedy match; both small).
bool sameSpectrum(std::vector<std::complex<double>> ours, const std::vector<std::complex<double>>& theirs, double tol) {
  if (ours.size() != theirs.size()) return false;
  for (const auto& z : theirs) {
    auto best =
        std::min_element(ours.begin(), ours.end(), [&](auto a, auto b) { return std::abs(a - z) < std::abs(b - z); });
    if (std::abs(*best - z) > tol) return false;
    ours.erase(best);
  }
  return true;
}

}  // namespace

TEST_CASE("the derivative of every differentiated (S^2)^n row agrees with central differences of its steps",
          "[derivative][s2n]") {
  constexpr long kSteps = 3;
  int checked = 0;
  for (const auto& name : smallPresets()) {
    for (const auto& integrator : test::preset(name).simulation->applicableIntegrators()) {
      INFO(name << " " << integrator);
      Scenario s = test::preset(name, integrator);
      if (!differentiated(*s.simulation)) continue;
      const Linearization lin = s.simulation->linearize(kSteps);
      const Eigen::MatrixXd M = matrixOf(lin.matrix), B0 = basisOf(lin.basis0), B1 = basisOf(lin.basis1);
      const Eigen::Index d = M.rows();
      REQUIRE(d == 4 * bodiesOf(name));
      CHECK((B0.transpose() * B0 - Eigen::MatrixXd::Identity(d, d)).norm() <= 16 * d * test::kEps);
      CHECK((B1.transpose() * B1 - Eigen::MatrixXd::Identity(d, d)).norm() <= 16 * d * test::kEps);
      // The noise is a few ulps of the state (64 ε) over 2e, as on SO(3). A step solved by Newton (vi, and
      // the compositions of vi when M is not diagonal) is evaluated to its stopping rule, a residual of 8 ε
      // times its terms' size amplified by the inverse Jacobian, not to a few ulps: its noise is granted 8
      // times more (measured: at most 1.3 times the ulps-based bound).
      const bool newton = integrator == "vi" || integrator == "vi4-implicit" ||
                          (row(integrator).family == "variational" && !test::s2n(s).model().inertiaIsDiagonal());
      checkCentralDifferences([&] { return test::preset(name, integrator); }, lin, kSteps, newton ? 8.0 * 64 : 64);
      ++checked;
    }
  }
  CHECK(checked >= 60);
}

TEST_CASE("every (S^2)^n row the catalogue calls symplectic keeps the symplectic form; the baselines do not",
          "[derivative][s2n][symplectic]") {
  constexpr long kSteps = 20;
  for (const auto& name : smallPresets()) {
    Scenario probe = test::preset(name);
    if (!probe.simulation->diagnostics().conservative) continue;
    for (const auto& integrator : probe.simulation->applicableIntegrators()) {
      const IntegratorInfo& row = catalogueRow(kSpaceS2n, integrator);
      if (row.adaptive) continue;
      INFO(name << " " << integrator);
      // The defect of a symplectic map is the round-off of the steps' derivatives and of forming MᵀΩ₁M:
      // a few ulps per step of the size of ‖M‖²‖Ω₁‖, relative to ‖Ω₀‖ (measured ≤ 3 ulps of that scale).
      auto defect = [&](double h, double& roundOff) {
        Scenario s = test::preset(name, integrator, h);
        const Linearization lin = s.simulation->linearize(kSteps);
        const Eigen::MatrixXd M = matrixOf(lin.matrix);
        const Eigen::MatrixXd form0 = formMatrixOf(test::s2n(s).space(), lin.state0, basisOf(lin.basis0));
        const Eigen::MatrixXd form1 = formMatrixOf(test::s2n(s).space(), lin.state1, basisOf(lin.basis1));
        const double scale = M.squaredNorm() * form1.norm() / form0.norm();
        roundOff = kSteps * 64 * test::kEps * std::max(1.0, scale);
        const double mine = (M.transpose() * form1 * M - form0).norm() / form0.norm();
        CHECK(mine == Approx(lin.symplecticError).epsilon(1e-6).margin(1e-300));
        return mine;
      };
      double roundOff = 0.0;
      if (row.symplectic) {
        const double err = defect(0.0, roundOff);
        INFO("symplectic error " << err << ", round-off bound " << roundOff);
        CHECK(err <= roundOff);
        continue;
      }
      // The baselines' defect is their local error, O(h^{p+1}) per step: judged at a coarse step, the
      // largest of these at which the run stays finite (the stiff rod needs a small one), and it must be
      // at least 10 times the largest defect a symplectic row is allowed there (the VIs' measured ones are
      // 10²–10⁴ times below that bound; on the comet at h = 0.02 RK4's is 7e-11, vi's 7e-15).
      bool judged = false;
      for (const double h : {0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001}) {
        double err = 0.0;
        try {
          err = defect(h, roundOff);
        } catch (const NumericalFailure&) {
          continue;
        }
        if (!std::isfinite(err)) continue;
        INFO("h " << h << ": symplectic error " << err << ", round-off bound " << roundOff);
        CHECK(err >= 10 * roundOff);
        judged = true;
        break;
      }
      CHECK(judged);
    }
  }
}

TEST_CASE("on (S^2)^n the derivative of two steps is the product of the two steps' derivatives", "[derivative][s2n]") {
  for (const auto& [name, integrator] :
       std::vector<std::pair<std::string, std::string>>{{"double_spherical_pendulum", "vi"},
                                                        {"double_spherical_pendulum", "rk4-projected"},
                                                        {"interconnected_pendula", "vi-explicit"},
                                                        {"chain_pendulum_5", "vi4"}}) {
    INFO(name << " " << integrator);
    Scenario once = test::preset(name, integrator);
    Scenario twice = test::preset(name, integrator);
    const Linearization first = once.simulation->linearize(1);
    const Linearization second = once.simulation->linearize(1);
    const Linearization both = twice.simulation->linearize(2);
    // basis1 of the first is basis0 of the second (the same state, the same basis).
    CHECK((basisOf(first.basis1) - basisOf(second.basis0)).norm() == 0.0);
    const Eigen::MatrixXd product = matrixOf(second.matrix) * matrixOf(first.matrix);
    CHECK((product - matrixOf(both.matrix)).norm() <= 64 * test::kEps * matrixOf(both.matrix).norm());
  }
}

TEST_CASE("on (S^2)^n a step that is not differentiated is refused, naming the field, the run untouched",
          "[derivative][s2n]") {
  checkRefusedUntouched(test::preset("sphere_three_body", "rk45"), "adaptive");
  checkRefusedUntouched(test::preset("sphere_three_body", "vi-adaptive"), "adaptive");
  // The cutoff Lennard-Jones term is differentiated now (test_derivative_more.cpp, [lennard-jones]).
  // A state in motion that is not a relative equilibrium (test_relative_equilibria.cpp has those).
  try {
    test::preset("spherical_pendulum").simulation->stability();
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "initial");
    CHECK(std::string(e.what()).find("rigid rotation") != std::string::npos);
  }
  // At rest but not at an equilibrium: refused, saying how far.
  try {
    loadScenario(R"({"format": 1, "name": "p", "system": {"type": "chain_pendulum", "masses": [1.0],
                 "lengths": [1.0], "gravity": [0, 0, -9.81]}, "initial": {"q": [[0.6, 0, -0.8]], "omega": [[0, 0, 0]]},
                 "integrator": {"type": "vi", "h": 0.01}, "t_end": 1})")
        .simulation->stability();
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "initial");
    CHECK(std::string(e.what()).find("applied moments") != std::string::npos);
  }
}

TEST_CASE("the inverted spherical pendulum at rest has exponents ±√(g/l), each twice; hanging it is stable",
          "[derivative][s2n][stability]") {
  const double rate = std::sqrt(9.81);
  for (const std::string integrator : {"vi", "vi-explicit", "rk4"}) {
    INFO(integrator);
    const StabilityReport up = loadScenario(chainAtRest({1}, integrator)).simulation->stability();
    CHECK(up.kind == "equilibrium");
    CHECK_FALSE(up.stable);
    // Simple eigenvalues of a 4 × 4 matrix with entries ≤ 10: round-off far below 1e-12.
    CHECK(std::abs(up.growthRate - rate) <= 1e-12 * rate);
    CHECK(sameSpectrum(complexOf(up.eigenvalues), {rate, rate, -rate, -rate}, 1e-12 * rate));
    const StabilityReport down = loadScenario(chainAtRest({-1}, integrator)).simulation->stability();
    CHECK(down.stable);
    CHECK(sameSpectrum(complexOf(down.eigenvalues), {{0, rate}, {0, rate}, {0, -rate}, {0, -rate}}, 1e-12 * rate));
    // A symplectic row's multipliers at a stable equilibrium lie on the unit circle.
    if (integrator != "rk4")
      for (const auto& m : down.multipliers) CHECK(std::abs(std::hypot(m[0], m[1]) - 1.0) <= 1e3 * test::kEps);
  }
}

TEST_CASE("the double pendulum's four equilibria, against the planar linearization K v = λ² M v",
          "[derivative][s2n][stability]") {
  // Planar, angles θ_i from the downward vertical, m = l = 1, g = 9.81; at θ_i ∈ {0, π} with s_i = cos θ_i:
  //   M = [[2, s1 s2], [s1 s2, 1]],   K = −V'' = −g diag(2 s1, s2),   θ'' = M⁻¹ K θ.
  // The (S²)² pendulum's linearization is two copies of it (the two planes through the vertical).
  const double g = 9.81;
  for (const auto& [s1, s2, unstablePairs] :
       std::vector<std::array<int, 3>>{{-1, -1, 0}, {-1, 1, 1}, {1, -1, 1}, {1, 1, 2}}) {
    // s = −1 is down (cos θ = 1 with gravity along −e3 and q = −e3), so cos θ_i = −s_i.
    const double c1 = -s1, c2 = -s2;
    INFO("link 1 " << (s1 > 0 ? "up" : "down") << ", link 2 " << (s2 > 0 ? "up" : "down"));
    Eigen::Matrix2d M, K;
    M << 2.0, c1 * c2, c1 * c2, 1.0;
    K << -2.0 * g * c1, 0.0, 0.0, -g * c2;
    const Eigen::GeneralizedSelfAdjointEigenSolver<Eigen::Matrix2d> planar(K, M);
    std::vector<std::complex<double>> theirs;
    int positive = 0;
    for (int k = 0; k < 2; ++k) {
      const std::complex<double> root = std::sqrt(std::complex<double>(planar.eigenvalues()[k], 0.0));
      positive += planar.eigenvalues()[k] > 0.0;
      for (int copy = 0; copy < 2; ++copy) {
        theirs.push_back(root);
        theirs.push_back(-root);
      }
    }
    CHECK(positive == unstablePairs);
    for (const std::string integrator : {"vi", "rk4"}) {
      INFO(integrator);
      const StabilityReport r = loadScenario(chainAtRest({s1, s2}, integrator)).simulation->stability();
      CHECK(r.kind == "equilibrium");
      CHECK(r.stable == (unstablePairs == 0));
      // An 8 × 8 matrix with entries ≤ 40 whose eigenvalues are double (the two planes): round-off of
      // a semisimple double eigenvalue stays of the order ε‖A‖.
      CHECK(sameSpectrum(complexOf(r.eigenvalues), theirs, 1e-10));
      const double largest = std::sqrt(std::max(0.0, planar.eigenvalues().maxCoeff()));
      CHECK(std::abs(r.growthRate - largest) <= 1e-10);
    }
  }
}

// [long]: 150 s under the sanitizers (clang, 30 November 2026); there the spectrum's QR loop runs in the
// shorter Lyapunov tests (test_derivative.cpp, test_lyapunov_leading.cpp) and the (S²)ⁿ steps' derivatives
// in this file's central-difference and product tests, so .ci/sanitize skips it.
TEST_CASE("on a chaotic (S^2)^n run every VI's Lyapunov exponents pair to zero; RK4's sum carries a volume defect",
          "[derivative][s2n][lyapunov][long]") {
  // The double spherical pendulum of paper 003 (λ_max ≈ 0.08–0.11 /s here). For a symplectic map
  // Mᵀ Ω_T M = Ω₀, so log|det M| = ½ log(det Ω₀ / det Ω_T) exactly: volume_defect, Σλ less that over T,
  // is the round-off of the steps' derivatives, their QRs and the two forms' LUs, a few ulps per substep
  // and tangent dimension (measured ≤ 20 ε per substep and dimension, vi6 at h = 0.1; the bound grants
  // 64). The pairs λ_i + λ_{d+1−i} of a symplectic map vanish as T → ∞ at the rate 1/T (what the
  // change of basis and the transient leave of log|det| of each pair's block): T · max |pair| stays
  // bounded (measured 1.2–2.6 for the VIs at T = 100 and 400), it does not grow with T.
  constexpr double kEnd[2] = {100.0, 400.0};
  const auto spectrum = [](const std::string& integrator, double h, double tEnd) {
    Scenario s = test::preset("double_spherical_pendulum", integrator, h);
    return s.simulation->lyapunov(std::lround(tEnd / h), 1000000);
  };
  const auto maxPair = [](const LyapunovReport& r) {
    const std::size_t d = r.exponents.size();
    double worst = 0.0;
    for (std::size_t i = 0; i < d / 2; ++i) worst = std::max(worst, std::abs(r.exponents[i] + r.exponents[d - 1 - i]));
    return worst;
  };
  Scenario probe = test::preset("double_spherical_pendulum");
  double viBound = 0.0;
  int rows = 0;
  for (const auto& integrator : probe.simulation->applicableIntegrators()) {
    const IntegratorInfo& info = row(integrator);
    if (!info.symplectic || info.adaptive) continue;
    ++rows;
    const double h = 0.05;
    Scenario method = test::preset("double_spherical_pendulum", integrator, h);
    const int substeps = method.simulation->methodInfo().substeps;
    double scaledPair[2] = {0.0, 0.0};
    for (int k = 0; k < 2; ++k) {
      const LyapunovReport r = spectrum(integrator, h, kEnd[k]);
      const double T = r.t - r.t0;
      const double d = static_cast<double>(r.exponents.size());
      const double bound = 64 * test::kEps * d * substeps * (T / h) / T;
      viBound = std::max(viBound, bound);
      INFO(integrator << " T = " << T << ": volume defect " << r.volumeDefect << " (bound " << bound << "), sum "
                      << r.sum << ", largest " << r.exponents.front() << ", largest pair " << maxPair(r));
      CHECK(r.exponents.front() > 0.05);  // a chaotic run
      CHECK(std::abs(r.volumeDefect) <= bound);
      scaledPair[k] = T * maxPair(r);
    }
    INFO(integrator << ": T · max|pair| " << scaledPair[0] << " at T = 100, " << scaledPair[1] << " at T = 400");
    // 1/T decay: at four times the span the pairs are at most half as far from zero as at the first
    // (a pairing error that persisted would keep T · max|pair| growing fourfold).
    CHECK(scaledPair[1] <= 2.0 * scaledPair[0]);
  }
  CHECK(rows >= 4);  // vi, vi4, vi4-suzuki, vi6
  // RK4 changes volume: its defect at h = 0.05 is a rate that does not vanish with T, at least 10³ times
  // the largest the VIs are allowed (measured −2.3e-6 and −1.1e-6 /s at T = 100 and 400; the VIs' bound
  // is 3e-12 /s).
  for (const double T : kEnd) {
    const LyapunovReport r = spectrum("rk4", 0.05, T);
    INFO("rk4 T = " << T << ": volume defect " << r.volumeDefect);
    CHECK(std::abs(r.volumeDefect) >= 1e3 * viBound);
  }
}
