// Property tests for core/geovi/so3.hpp, one generic suite run at the points
// where exp/log/Cayley change branch or lose digits: 0, 1e-8, random angles
// and (near) π — in the manner of Sophus/manif's common testers.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "geovi/so3.hpp"
#include "support.hpp"

using namespace geovi;

namespace {

using geovi::test::kEps;
using geovi::test::kPi;

std::vector<Vec3> samplePoints() {
  std::vector<Vec3> pts{Vec3::Zero(), Vec3(1e-8, 0.0, 0.0), Vec3(1e-8, -2e-8, 3e-8), Vec3(0.0, 0.0, 1e-4 * 0.999),
                        Vec3(0.0, 0.0, 1e-4 * 1.001)};
  std::mt19937_64 rng(20240504);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  for (int i = 0; i < 40; ++i) {
    Vec3 axis(u(rng), u(rng), u(rng));
    axis.normalize();
    pts.push_back(axis * (kPi * 0.5 * (u(rng) + 1.0)));  // angle in [0, π]
  }
  const Vec3 n = Vec3(1.0, 2.0, -2.0) / 3.0;
  for (double delta : {1e-3, 1e-6, 1e-9, 0.0}) pts.push_back(n * (kPi - delta));  // near π and π
  return pts;
}

// Central difference of a matrix function along each coordinate, as the
// right-trivialized derivative vee(X⁻¹ dX): column k.
template <class F>
Mat3 rightDerivativeFD(F&& map, const Vec3& x, double step) {
  const Mat3 X = map(x);
  Mat3 out;
  for (int k = 0; k < 3; ++k) {
    Vec3 dx = Vec3::Zero();
    dx[k] = step;
    const Mat3 dX = (map(x + dx) - map(x - dx)) / (2.0 * step);
    out.col(k) = vee(X.transpose() * dX);
  }
  return out;
}

}  // namespace

TEST_CASE("so3 hat/vee are inverse and hat(a) b = a x b", "[so3]") {
  const Vec3 a(0.3, -1.2, 2.5), b(-0.7, 0.4, 1.1);
  CHECK((hat(a) * b - a.cross(b)).norm() <= 4 * kEps * a.norm() * b.norm());
  CHECK((vee(hat(a)) - a).norm() == 0.0);
  CHECK((hat(a) + hat(a).transpose()).norm() == 0.0);
}

TEST_CASE("so3 exp is a rotation; log inverts it at 0, 1e-8, random and pi", "[so3]") {
  for (const Vec3& phi : samplePoints()) {
    INFO("phi = " << phi.transpose() << ", angle = " << phi.norm());
    const Mat3 R = so3::exp(phi);
    // Rodrigues with correctly rounded sin/cos: a few ulps per entry.
    CHECK(so3::orthogonalityError(R) <= 16 * kEps);
    CHECK(std::abs(R.determinant() - 1.0) <= 16 * kEps);
    const Vec3 back = so3::log(R);
    if (phi.norm() < kPi - 1e-12) {
      // log is well conditioned away from π: error ≲ a few ulps of the angle plus
      // cond · ε with cond ~ 1/sin(θ/2)… bounded here by 64 ε (measured ≤ 8 ε).
      CHECK((back - phi).norm() <= 64 * kEps * std::max(1.0, phi.norm()));
    } else {
      // At π, φ and −φ are the same rotation; compare the rotations instead.
      CHECK((so3::exp(back) - R).norm() <= 64 * kEps);
      CHECK(std::abs(back.norm() - phi.norm()) <= 64 * kEps);
    }
    // exp∘log on the rotation itself.
    CHECK((so3::exp(so3::log(R)) - R).norm() <= 64 * kEps);
  }
}

TEST_CASE("so3 near-pi log recovers the axis where the skew part is ~ sin(theta)", "[so3]") {
  // θ = π − 1e-9: sin θ ≈ 1e-9, so w = 2 sin θ n holds only ~7 correct digits of
  // n; the symmetric-part branch must do much better.
  const Vec3 n = Vec3(2.0, -3.0, 6.0) / 7.0;
  const double theta = kPi - 1e-9;
  const Vec3 got = so3::log(so3::exp(theta * n));
  CHECK((got.normalized() - n).norm() <= 1e-14);
  CHECK(std::abs(got.norm() - theta) <= 1e-14);
}

TEST_CASE("so3 right Jacobians of exp, log and the Cayley map match finite differences", "[so3]") {
  // Central differences with step δ = 1e-6 have truncation O(δ²) ~ 1e-12 and
  // round-off O(ε/δ) ~ 1e-10: compare to 1e-8.
  const double step = 1e-6;
  for (const Vec3& phi : samplePoints()) {
    if (phi.norm() > kPi - 1e-2) continue;  // log is not differentiable across π
    INFO("phi = " << phi.transpose());
    const Mat3 fdExp = rightDerivativeFD([](const Vec3& x) { return so3::exp(x); }, phi, step);
    CHECK((fdExp - so3::rightJacobian(phi)).norm() <= 1e-8);
    {
      const double err = (so3::rightJacobian(phi) * so3::rightJacobianInverse(phi) - Mat3::Identity()).norm();
      INFO("|Jr Jr^-1 - I| = " << err);
      CHECK(err <= 64 * kEps);
    }
    // d/dδ log(R exp(δ)) = Jr⁻¹(log R).
    const Mat3 R = so3::exp(phi);
    Mat3 fdLog;
    for (int k = 0; k < 3; ++k) {
      Vec3 d = Vec3::Zero();
      d[k] = step;
      fdLog.col(k) = (so3::log(R * so3::exp(d)) - so3::log(R * so3::exp(-d))) / (2.0 * step);
    }
    CHECK((fdLog - so3::rightJacobianInverse(phi)).norm() <= 1e-8);
    // Cayley, at f = φ/2 (cay(f) rotates by 2 atan|f|).
    const Vec3 f = 0.5 * phi;
    const Mat3 fdCay = rightDerivativeFD([](const Vec3& x) { return cayley(x); }, f, step);
    CHECK((fdCay - so3::cayleyRightJacobian(f)).norm() <= 1e-8);
  }
}

TEST_CASE("so3 Cayley map is a rotation by 2 atan|f| and cayleyInverse inverts it", "[so3]") {
  for (const Vec3& phi : samplePoints()) {
    const Vec3 f = std::tan(0.5 * phi.norm()) * (phi.norm() > 0 ? phi.normalized() : Vec3::Zero().eval());
    if (phi.norm() > kPi - 1e-3) continue;  // cay⁻¹ needs angle < π
    INFO("phi = " << phi.transpose());
    const Mat3 F = cayley(f);
    CHECK(so3::orthogonalityError(F) <= 16 * kEps);
    CHECK(std::abs(F.determinant() - 1.0) <= 16 * kEps);
    CHECK((F - so3::exp(phi)).norm() <= 64 * kEps * (1.0 + f.squaredNorm()));
    // f = vee(F − Fᵀ)/(1 + tr F): the denominator 4/(1 + |f|²) is formed by
    // cancellation, so the relative error grows like ε (1 + |f|²).
    CHECK((so3::cayleyInverse(F) - f).norm() <= 64 * kEps * (1.0 + f.squaredNorm()) * std::max(1.0, f.norm()));
  }
}

TEST_CASE("so3 nearestRotation projects onto SO(3)", "[so3]") {
  const Mat3 R = so3::exp(Vec3(0.3, -0.2, 1.0));
  Mat3 A = R;
  A(0, 1) += 1e-6;
  const Mat3 P = so3::nearestRotation(A);
  CHECK(so3::orthogonalityError(P) <= 16 * kEps);
  CHECK((P - R).norm() <= 2e-6);
  CHECK((so3::nearestRotation(R) - R).norm() <= 16 * kEps);
}
