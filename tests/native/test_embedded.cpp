// Paper 002's projection-operator Euler–Lagrange equations as one generic
// vector field (shared/embedded_manifold.hpp), checked against the specialized
// equations on S¹ (planar pendulum), S² (spherical pendulum, paper 003 (2.11))
// and SO(3) (Euler's equation JΩ̇ + Ω × JΩ = M, free and heavy).
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <random>

#include "geovi/so3.hpp"
#include "shared/embedded_manifold.hpp"
#include "shared/runge_kutta.hpp"
#include "so3/rigid_body.hpp"
#include "support.hpp"

using namespace geovi;

namespace {
using geovi::test::kEps;
}

TEST_CASE("embedded EL on S1 is the planar pendulum theta'' = -(g/l) sin theta", "[embedded]") {
  const double m = 1.5, l = 0.8, g = 9.81;
  // x = (sin θ, −cos θ), bob at l x, gravity −g e_y: V = m g l x₂.
  const EmbeddedLagrangian L{m * l * l * Eigen::MatrixXd::Identity(2, 2),
                             [&](const Eigen::VectorXd&) { return Eigen::Vector2d(0.0, m * g * l).eval(); }};
  for (double theta : {0.0, 0.3, 1.7, -2.9}) {
    const double dtheta = 1.3;
    const Eigen::Vector2d x(std::sin(theta), -std::cos(theta)),
        v = dtheta * Eigen::Vector2d(std::cos(theta), std::sin(theta));
    const double ddtheta = -(g / l) * std::sin(theta);
    const Eigen::Vector2d expected = ddtheta * Eigen::Vector2d(std::cos(theta), std::sin(theta)) - dtheta * dtheta * x;
    const Eigen::VectorXd got = embeddedAcceleration(circleS1(), L, x, v);
    CHECK((got - expected).norm() <= 64 * kEps * (g / l + dtheta * dtheta));
  }
}

TEST_CASE("embedded EL on S2 matches the spherical pendulum in the (q, omega) form", "[embedded]") {
  // Paper 003 (2.11) with n = 1: m l² ω̇ = −q × ∂V/∂q, and q̈ = ω̇ × q + ω × (ω × q).
  const double m = 2.0, l = 1.2;
  const Eigen::Vector3d gvec(0.3, -0.2, 9.81);
  const EmbeddedLagrangian L{m * l * l * Eigen::MatrixXd::Identity(3, 3),
                             [&](const Eigen::VectorXd&) { return (-m * l * gvec).eval(); }};  // V = −m l g·q
  std::mt19937_64 rng(2);
  std::normal_distribution<double> n01;
  for (int i = 0; i < 20; ++i) {
    const Eigen::Vector3d q = Eigen::Vector3d(n01(rng), n01(rng), n01(rng)).normalized();
    Eigen::Vector3d w(n01(rng), n01(rng), n01(rng));
    w -= q.dot(w) * q;
    const Eigen::Vector3d dV = -m * l * gvec;
    const Eigen::Vector3d wdot = -q.cross(dV) / (m * l * l);
    const Eigen::Vector3d expected = wdot.cross(q) + w.cross(w.cross(q));
    const Eigen::VectorXd got = embeddedAcceleration(sphereS2(), L, q, w.cross(q));
    CHECK((got - expected).norm() <= 64 * kEps * (gvec.norm() / l + w.squaredNorm()));
  }
}

TEST_CASE("embedded EL on SO(3) (3.8) reduces to Euler's equation J Omega' + Omega x J Omega = M", "[embedded]") {
  Mat3 J;
  J << 2.0, 0.1, -0.2, 0.1, 1.5, 0.05, -0.2, 0.05, 1.0;
  const UniformGravity gravity(1.2, Vec3(0.1, -0.3, 0.7), Vec3(0, 0, -9.81));
  std::mt19937_64 rng(3);
  std::normal_distribution<double> n01;
  for (bool heavy : {false, true}) {
    const EmbeddedLagrangian L{rigidBodyEmbeddedMass(J), [&](const Eigen::VectorXd& x) -> Eigen::VectorXd {
                                 if (!heavy) return Eigen::VectorXd::Zero(9);
                                 const Mat3 G = gravity.gradient(Eigen::Map<const Mat3>(x.data()), 0.0);
                                 return Eigen::Map<const Eigen::Matrix<double, 9, 1>>(G.data());
                               }};
    for (int i = 0; i < 20; ++i) {
      const Mat3 R = so3::exp(Vec3(n01(rng), n01(rng), n01(rng)));
      const Vec3 W(n01(rng), n01(rng), n01(rng));
      const Mat3 Rdot = R * hat(W);
      const Eigen::VectorXd acc =
          embeddedAcceleration(rotationGroupSO3(), L, Eigen::Map<const Eigen::Matrix<double, 9, 1>>(R.data()),
                               Eigen::Map<const Eigen::Matrix<double, 9, 1>>(Rdot.data()));
      const Mat3 Rddot = Eigen::Map<const Mat3>(acc.data());
      // RᵀR̈ = Ω̂² + (Ω̇)^ : the skew part gives Ω̇, the symmetric part must be Ω̂² (stays on SO(3)).
      const Mat3 B = R.transpose() * Rddot;
      const Vec3 Wdot = vee(B - hat(W) * hat(W));
      const Vec3 M = heavy ? gravity.moment(R, 0.0) : Vec3::Zero();
      const Vec3 euler = J.inverse() * ((J * W).cross(W) + M);
      INFO((heavy ? "heavy" : "free") << ": embedded " << Wdot.transpose() << " Euler " << euler.transpose());
      const double scale = W.squaredNorm() + (heavy ? 10.0 : 0.0);
      CHECK((Wdot - euler).norm() <= 256 * kEps * scale);
      CHECK((0.5 * (B + B.transpose()) - hat(W) * hat(W)).norm() <= 256 * kEps * scale);
    }
  }
}

TEST_CASE("embedded SO(3) field integrated by RK45 follows the rigid body", "[embedded]") {
  // The generic field in R¹⁸ against the body form in (R, Π), both with tight RK45.
  Mat3 J = Vec3(1.0, 2.0, 3.0).asDiagonal();
  const EmbeddedLagrangian L{rigidBodyEmbeddedMass(J),
                             [](const Eigen::VectorXd&) { return Eigen::VectorXd::Zero(9).eval(); }};
  const Mat3 R0 = so3::exp(Vec3(0.2, -0.1, 0.4));
  const Vec3 W0(0.5, 1.0, -0.3);
  const Mat3 Rdot0 = R0 * hat(W0);
  Eigen::VectorXd y(18);
  y << Eigen::Map<const Eigen::Matrix<double, 9, 1>>(R0.data()),
      Eigen::Map<const Eigen::Matrix<double, 9, 1>>(Rdot0.data());
  AdaptiveOptions tight;
  tight.relTol = tight.absTol = 1e-12;
  double hTrial = 1e-2;
  integrateAdaptive(dormandPrinceTable(), embeddedField(rotationGroupSO3(), L), 0.0, y, 2.0, tight, hTrial);
  // Reference: Euler's equation + Ṙ = RΩ̂.
  Eigen::VectorXd z(12);
  z << Eigen::Map<const Eigen::Matrix<double, 9, 1>>(R0.data()), W0;
  hTrial = 1e-2;
  integrateAdaptive(
      dormandPrinceTable(),
      [&](double, const Eigen::VectorXd& s, Eigen::VectorXd& ds) {
        const Eigen::Map<const Mat3> R(s.data());
        const Vec3 W = s.tail<3>();
        ds.resize(12);
        Eigen::Map<Mat3>(ds.data()) = R * hat(W);
        ds.tail<3>() = J.inverse() * (J * W).cross(W);
      },
      0.0, z, 2.0, tight, hTrial);
  const Mat3 Ra = Eigen::Map<const Mat3>(y.data()), Rb = Eigen::Map<const Mat3>(z.data());
  INFO("|dR| = " << (Ra - Rb).norm() << ", |R^T R - I| = " << so3::orthogonalityError(Ra));
  CHECK((Ra - Rb).norm() <= 1e-9);
  CHECK(so3::orthogonalityError(Ra) <= 1e-9);
}
