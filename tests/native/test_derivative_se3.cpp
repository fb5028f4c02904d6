// The derivative of a step on SE(3)ᴺ, rigid bodies in flight (issue 46; docs/derivative.md), checked
// against what it claims:
//  - against central differences of the steps themselves, on binary_asteroid (mutual gravity of point
//    masses: forces and moments that depend on every centre and attitude) and thrown_book (uniform
//    gravity, a fast spin), every fixed-step row, within the differences' own error bound;
//  - the chain rule;
//  - the symplectic form Σ_b m_b(δv_u·δx_v − δv_v·δx_u) + SO(3)'s per attitude is kept to round-off by
//    the VI and its compositions, and measurably not by the Runge–Kutta baselines;
//  - the VI's Lyapunov spectrum on the binary asteroid pairs (λ, −λ) and sums to round-off;
//  - refusals: the adaptive row, and the quadrotors (product space: a controller's or a schedule's
//    forcing, a direction) naming `integrator`, the run untouched.
#include <Eigen/Core>
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "derivative_support.hpp"
#include "geovi/errors.hpp"
#include "product/product_space.hpp"
#include "se3/rigid_bodies_space.hpp"

using namespace geovi;
using namespace geovi::dtest;

namespace {

const std::vector<std::string> kSe3Presets{"binary_asteroid", "thrown_book"};

int se3Bodies(Scenario& s) {
  std::vector<double> row;
  s.simulation->stateValues(row);
  return static_cast<int>(row.size() / 18);
}

// The relative symplectic defect of `steps` steps of the preset at h (0: its own), and the round-off bound
// of a symplectic map, as on (S²)ⁿ: a few ulps (64 ε) per step of the scale of forming MᵀΩ₁M,
// ‖M‖²‖Ω₁‖/‖Ω₀‖ (at least 1).
double se3Defect(const std::string& name, const std::string& integrator, double h, long steps, double& roundOff) {
  Scenario s = test::preset(name, integrator, h);
  const Linearization lin = s.simulation->linearize(steps);
  const Eigen::MatrixXd M = matrixOf(lin.matrix);
  const Eigen::MatrixXd form0 =
      formMatrixOf(dynamic_cast<RigidBodiesSimulation&>(*s.simulation).space(), lin.state0, basisOf(lin.basis0));
  const Eigen::MatrixXd form1 =
      formMatrixOf(dynamic_cast<RigidBodiesSimulation&>(*s.simulation).space(), lin.state1, basisOf(lin.basis1));
  roundOff =
      static_cast<double>(steps) * 64 * test::kEps * std::max(1.0, M.squaredNorm() * form1.norm() / form0.norm());
  const double mine = (M.transpose() * form1 * M - form0).norm() / form0.norm();
  // The run's own measure, from its own copies of the forms (Π through J⁻¹ and back: a few ulps apart).
  CHECK(std::abs(mine - lin.symplecticError) <= 1e-6 * mine + 1e-3 * roundOff);
  return mine;
}

}  // namespace

TEST_CASE("the derivative of every fixed-step SE(3)^N row agrees with central differences of its steps",
          "[derivative][se3]") {
  constexpr long kSteps = 3;
  int checked = 0;
  for (const auto& name : kSe3Presets) {
    for (const auto& integrator : test::preset(name).simulation->applicableIntegrators()) {
      INFO(name << " " << integrator);
      Scenario s = test::preset(name, integrator);
      REQUIRE(s.simulation->kind() == kSpaceSe3);
      if (!differentiated(*s.simulation)) continue;
      const Linearization lin = s.simulation->linearize(kSteps);
      const Eigen::MatrixXd M = matrixOf(lin.matrix), B0 = basisOf(lin.basis0), B1 = basisOf(lin.basis1);
      const Eigen::Index d = M.rows();
      REQUIRE(d == 12 * se3Bodies(s));
      CHECK((B0.transpose() * B0 - Eigen::MatrixXd::Identity(d, d)).norm() <= 16 * d * test::kEps);
      CHECK((B1.transpose() * B1 - Eigen::MatrixXd::Identity(d, d)).norm() <= 16 * d * test::kEps);
      // The noise: a few ulps of the state (64 ε) over 2e, as on SO(3); the VI's Cayley equations are
      // solved to their stopping rule, as the rigid body's LGVI.
      checkCentralDifferences([&] { return test::preset(name, integrator); }, lin, kSteps, 64);
      ++checked;
    }
  }
  CHECK(checked == 2 * 6);  // vi, vi4, vi4-suzuki, vi6, rk4, rk4-projected on each
}

TEST_CASE("on SE(3)^N the derivative of two steps is the product of the two steps' derivatives", "[derivative][se3]") {
  for (const char* integrator : {"vi", "vi4", "rk4", "rk4-projected"}) {
    INFO(integrator);
    // Through the bases: rk4 leaves SO(3), and its vectors are projected onto the nearest rotation's basis.
    checkChainRule([&] { return test::preset("binary_asteroid", integrator); });
  }
}

TEST_CASE("on SE(3)^N the VI and its compositions keep the symplectic form; RK4 does not",
          "[derivative][se3][symplectic]") {
  constexpr long kSteps = 20;
  for (const auto& name : kSe3Presets) {
    for (const char* integrator : {"vi", "vi4", "vi4-suzuki", "vi6"}) {
      INFO(name << " " << integrator);
      REQUIRE(catalogueRow(kSpaceSe3, integrator).symplectic);
      double roundOff = 0.0;
      const double err = se3Defect(name, integrator, 0.0, kSteps, roundOff);
      INFO("symplectic error " << err << ", round-off bound " << roundOff);
      CHECK(err <= roundOff);
    }
    // The negative control: RK4's defect is its local error, O(h⁵) per step, judged at a coarse step where
    // it must stand at least 10³ times above the bound a symplectic map is held to there: h = 0.05 for
    // the book (0.75 rad of spin per step), 0.5 for the asteroid (0.3 rad per step; its orbit takes ≈ 65;
    // at h = 0.05 its defect, 1.0e-9, is only 90 times the bound).
    const double coarse = name == "binary_asteroid" ? 0.5 : 0.05;
    for (const char* integrator : {"rk4", "rk4-projected"}) {
      INFO(name << " " << integrator);
      REQUIRE_FALSE(catalogueRow(kSpaceSe3, integrator).symplectic);
      double roundOff = 0.0;
      const double err = se3Defect(name, integrator, coarse, kSteps, roundOff);
      INFO("symplectic error " << err << ", round-off bound " << roundOff);
      CHECK(err >= 1e3 * roundOff);
    }
  }
}

// [long]: 92 s under the sanitizers (clang, 30 November 2026); there the spectrum's QR loop runs in the
// shorter Lyapunov tests (test_derivative.cpp, test_lyapunov_leading.cpp) and the SE(3)^N steps'
// derivatives in this file's central-difference and product tests, so .ci/sanitize skips it.
TEST_CASE("the binary asteroid's Lyapunov spectrum under the VI pairs (λ, −λ) and sums to round-off",
          "[derivative][se3][lyapunov][long]") {
  // The worst |λ_i + λ_{d+1−i}| over the pairs, and the report.
  auto spectrum = [](long steps, double& worstPair) {
    Scenario s = test::preset("binary_asteroid", "vi");
    const LyapunovReport r = s.simulation->lyapunov(steps, steps / 4);
    const auto d = static_cast<long>(r.exponents.size());
    worstPair = 0.0;
    for (long i = 0; i < d / 2; ++i) worstPair = std::max(worstPair, std::abs(r.exponents[i] + r.exponents[d - 1 - i]));
    return r;
  };
  constexpr long kSteps = 40000;  // t = 400 at h = 0.01, about six mutual orbits
  double worst = 0.0, worstShort = 0.0;
  const LyapunovReport r = spectrum(kSteps, worst);
  const double T = r.t - r.t0;
  const auto d = static_cast<long>(r.exponents.size());
  REQUIRE(d == 24);
  CHECK(std::is_sorted(r.exponents.rbegin(), r.exponents.rend()));
  // Σ λ = log|det M| / T with det M = 1 in these bases for a symplectic map (det Ω is the same at both
  // ends: it depends on the masses only): the sum is the round-off of the logs, a few ulps per step and
  // exponent (measured −8.3e-14 against the bound's 8.5e-12).
  const double roundOff = 16 * test::kEps * kSteps * d / T;
  INFO("sum " << r.sum << ", round-off " << roundOff);
  CHECK(std::abs(r.sum) <= roundOff);
  // Pairs: a finite-time spectrum pairs only as its exponents converge, the zero ones (the symmetries:
  // translations, rotations, energy) as log t / t. Measured worst |λ_i + λ_{d+1−i}|: 0.0153 at t = 40,
  // 0.0038 at t = 400, 0.0010 at t = 2000 (largest exponent 0.087, 0.017, 0.012): held here to 0.01
  // at t = 400, and to falling at least threefold from t = 40 to t = 400 (measured 4.0 times).
  spectrum(kSteps / 10, worstShort);
  INFO("exponents " << Eigen::VectorXd::Map(r.exponents.data(), d).transpose() << "\n worst pair " << worst
                    << " (at t = 40: " << worstShort << ")");
  CHECK(worst <= 0.01);
  CHECK(worst * 3.0 <= worstShort);
  CHECK(r.exponents.front() > 0.0);

  // The negative control: RK4 at a coarse step does not keep the volume, so its sum is not round-off
  // (measured −6.8e-9 against 8.5e-13 at h = 0.1).
  Scenario rk = test::preset("binary_asteroid", "rk4", 0.1);
  const LyapunovReport q = rk.simulation->lyapunov(400, 400);
  const double roundOffRk = 16 * test::kEps * 400 * d / (q.t - q.t0);
  INFO("rk4 sum " << q.sum << ", round-off " << roundOffRk);
  CHECK(std::abs(q.sum) >= 1e3 * roundOffRk);
}

TEST_CASE("the product space's basis and form, on the bodies' layout, give the SE(3)^N derivative reordered",
          "[derivative][se3]") {
  // The binary asteroid's model run as a product system: its columns are the points' (x, v) first, then
  // the attitudes' (R, Ω); its basis and form (ProductSpace) are the same vectors in another order.
  for (const char* integrator : {"vi", "rk4-projected"}) {
    INFO(integrator);
    Scenario s = test::preset("binary_asteroid", integrator);
    auto& bodies = dynamic_cast<RigidBodiesSimulation&>(*s.simulation);
    IntegratorSpec spec;
    spec.type = integrator;
    spec.h = s.simulation->stepSize();
    ProductSimulation product(ProductSpace(bodies.model()), bodies.state(), spec);
    const Linearization a = s.simulation->linearize(3), b = product.linearize(3);
    const Eigen::Index d = 24, n = 2;
    REQUIRE(matrixOf(b.matrix).rows() == d);
    // Coordinate k of body j on SE(3)^N (x, v, R, Ω) is coordinate 6j + k (k < 6) or 6n + 6j + k − 6 here.
    Eigen::PermutationMatrix<Eigen::Dynamic> P(d);
    for (Eigen::Index j = 0; j < n; ++j)
      for (Eigen::Index k = 0; k < 12; ++k)
        P.indices()(12 * j + k) = static_cast<int>(k < 6 ? 6 * j + k : 6 * n + 6 * j + k - 6);
    const Eigen::MatrixXd reordered = P.transpose() * matrixOf(b.matrix) * P;
    CHECK((reordered - matrixOf(a.matrix)).norm() <= 64 * test::kEps * matrixOf(a.matrix).norm());
    CHECK(std::abs(b.symplecticError - a.symplecticError) <= 3 * 64 * test::kEps);
  }
}

TEST_CASE("on SE(3)^N the adaptive row is refused, and the quadrotors' forcing, naming `integrator`",
          "[derivative][se3]") {
  checkRefusedUntouched(test::preset("binary_asteroid", "rk45"), "adaptive");
  checkRefusedUntouched(test::preset("thrown_book", "rk45"), "adaptive");
  // The quadrotors run on the product space with a controller (or a schedule) and, with a load, a
  // direction: each says which term is not differentiated.
  checkRefusedUntouched(test::preset("quadrotor_tracking"), "controller");
  checkRefusedUntouched(test::preset("quadrotor_flip", "rk4"), "controller");
  checkRefusedUntouched(test::preset("quadrotor_upside_down", "vi4"), "controller");
  checkRefusedUntouched(test::preset("quadrotor_slung_load"), "direction");
  checkRefusedUntouched(test::preset("quadrotor_load_figure_eight"), "direction");
  // periodic and stability go through the same refusal.
  try {
    test::preset("quadrotor_tracking").simulation->flowMap(std::vector<double>(), 0.0, 0.01, 1, true, false);
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "integrator");
  }
}
