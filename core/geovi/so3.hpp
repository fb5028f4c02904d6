// Geometry of the rotation group SO(3) = {R ∈ R³ˣ³ | RᵀR = I, det R = 1}.
//
// Allocation-free, Eigen fixed-size types only. hat/vee and the closed-form
// Cayley map live in geometry.hpp (shared with S²); this file adds exp/log with
// their small-angle and near-π branches, the inverse Cayley map, the right
// Jacobians of exp and of the Cayley map, and the re-orthonormalization
// used by the projected Runge–Kutta baseline.
//
// Conventions: body angular velocity Ω with Ṙ = R Ω̂ (paper 002, §3.4);
// "right Jacobian" Jr of a map φ ↦ X(φ) means X(φ + δ) = X(φ) exp(Jr δ) + O(δ²).
#pragma once

#include <Eigen/Core>
#include <Eigen/SVD>
#include <cmath>

#include "geovi/geometry.hpp"

namespace geovi {
namespace so3 {

// Below this angle the closed forms lose digits to cancellation and the
// Taylor series (truncated after the θ⁴ term; the next term is O(θ⁶) ≤ 1e-24
// at θ = 1e-4, far below round-off) are used instead.
constexpr double kSmallAngle = 1e-4;

// exp(φ̂) by Rodrigues: I + (sin θ/θ) φ̂ + ((1 − cos θ)/θ²) φ̂², θ = ‖φ‖.
inline Mat3 exp(const Vec3& phi) {
  const double t2 = phi.squaredNorm();
  double a, b;  // sin θ/θ, (1 − cos θ)/θ²
  if (t2 < kSmallAngle * kSmallAngle) {
    a = 1.0 - t2 / 6.0 + t2 * t2 / 120.0;
    b = 0.5 - t2 / 24.0 + t2 * t2 / 720.0;
  } else {
    const double t = std::sqrt(t2), sh = std::sin(0.5 * t);
    a = std::sin(t) / t;
    b = 2.0 * sh * sh / t2;  // 1 − cos θ = 2 sin²(θ/2), without cancellation
  }
  const Mat3 P = hat(phi);
  return Mat3::Identity() + a * P + b * P * P;
}

// log: SO(3) → {φ : ‖φ‖ ≤ π}, the inverse of exp on that ball.
// Three branches: small angle (series in the skew part), generic
// (atan2 of the skew and symmetric parts, accurate for every θ), and near π,
// where the skew part ~ sin θ carries no direction information and the axis
// is read from the symmetric part (R + Rᵀ)/2 − cos θ I = (1 − cos θ) n nᵀ.
inline Vec3 log(const Mat3& R) {
  const Vec3 w(R(2, 1) - R(1, 2), R(0, 2) - R(2, 0), R(1, 0) - R(0, 1));    // 2 sin θ n
  const double s = 0.5 * w.norm();                                          // sin θ ≥ 0
  const double c = std::max(-1.0, std::min(1.0, 0.5 * (R.trace() - 1.0)));  // cos θ
  const double theta = std::atan2(s, c);
  if (theta < kSmallAngle) {
    // θ/sin θ = 1 + θ²/6 + 7θ⁴/360; with s ≈ θ the error is O(θ⁶).
    const double s2 = s * s;
    return 0.5 * (1.0 + s2 / 6.0 + 7.0 * s2 * s2 / 360.0) * w;
  }
  if (c > -0.9) return (0.5 * theta / s) * w;  // sin θ is well away from 0 here
  // Near π: n nᵀ = ((R + Rᵀ)/2 − c I)/(1 − c); take the best-conditioned column.
  const Mat3 B = (0.5 * (R + R.transpose()) - c * Mat3::Identity()) / (1.0 - c);
  int k = 0;
  B.diagonal().maxCoeff(&k);
  Vec3 n = B.col(k) / std::sqrt(B(k, k));
  n.normalize();
  if (n.dot(w) < 0.0) n = -n;  // sign from the skew part (irrelevant at exactly π)
  return theta * n;
}

// Right Jacobian of exp: exp(φ + δ) = exp(φ) exp(Jr(φ) δ) + O(δ²),
//   Jr = I − ((1 − cos θ)/θ²) φ̂ + ((θ − sin θ)/θ³) φ̂².
inline Mat3 rightJacobian(const Vec3& phi) {
  const double t2 = phi.squaredNorm();
  double b, c;
  if (t2 < kSmallAngle * kSmallAngle) {
    b = 0.5 - t2 / 24.0 + t2 * t2 / 720.0;
    c = 1.0 / 6.0 - t2 / 120.0 + t2 * t2 / 5040.0;
  } else {
    // c loses digits to cancellation (relative ε/θ²), but it multiplies φ̂² ~ θ²: absolute error ~ ε.
    const double t = std::sqrt(t2), sh = std::sin(0.5 * t);
    b = 2.0 * sh * sh / t2;
    c = (t - std::sin(t)) / (t2 * t);
  }
  const Mat3 P = hat(phi);
  return Mat3::Identity() - b * P + c * P * P;
}

// Inverse of rightJacobian, so log(R exp(δ)) = log(R) + Jr⁻¹(log R) δ + O(δ²):
//   Jr⁻¹ = I + ½ φ̂ + (1/θ² − (1 + cos θ)/(2 θ sin θ)) φ̂².  Singular at θ = 2π only.
inline Mat3 rightJacobianInverse(const Vec3& phi) {
  const double t2 = phi.squaredNorm();
  double d;
  // The closed form cancels 1/θ² against 1/θ² − 1/12: switch to the series
  // (from cot x = 1/x − x/3 − x³/45 − 2x⁵/945 − x⁷/4725 − …) below θ = 1e-2,
  // where the first omitted term is < θ⁸/10⁸ ≈ 1e-24.
  if (t2 < 1e-4) {
    d = 1.0 / 12.0 + t2 / 720.0 + t2 * t2 / 30240.0 + t2 * t2 * t2 / 1209600.0;
  } else {
    const double t = std::sqrt(t2);
    d = 1.0 / t2 - (1.0 + std::cos(t)) / (2.0 * t * std::sin(t));
  }
  const Mat3 P = hat(phi);
  return Mat3::Identity() + 0.5 * P + d * P * P;
}

// cay(f) is geometry.hpp's `cayley`. Its inverse, f = vee(F − Fᵀ)/(1 + tr F),
// exists for rotations by less than π (1 + tr F = 4/(1 + ‖f‖²) > 0).
inline Vec3 cayleyInverse(const Mat3& F) {
  const Vec3 w(F(2, 1) - F(1, 2), F(0, 2) - F(2, 0), F(1, 0) - F(0, 1));
  return w / (1.0 + F.trace());
}

// Right Jacobian of the Cayley map: cay(f + δ) = cay(f) exp(J δ) + O(δ²) with
//   J = 2 (I − f̂)/(1 + f·f).
// (From F⁻¹dF = 2 (I + f̂)⁻¹ δ̂ (I − f̂)⁻¹ and M x̂ Mᵀ = det M (M⁻ᵀ x)^.)
inline Mat3 cayleyRightJacobian(const Vec3& f) { return 2.0 * (Mat3::Identity() - hat(f)) / (1.0 + f.squaredNorm()); }

// ‖RᵀR − I‖_F: the distance from orthogonality that the diagnostics report.
inline double orthogonalityError(const Mat3& R) { return (R.transpose() * R - Mat3::Identity()).norm(); }

// Nearest rotation in the Frobenius norm (polar factor, via SVD): U Vᵀ with
// the sign of the last singular direction flipped if needed so det = +1.
inline Mat3 nearestRotation(const Mat3& A) {
  const Eigen::JacobiSVD<Mat3> svd(A, Eigen::ComputeFullU | Eigen::ComputeFullV);
  Mat3 U = svd.matrixU();
  const Mat3& V = svd.matrixV();
  if ((U * V.transpose()).determinant() < 0.0) U.col(2) = -U.col(2);
  return U * V.transpose();
}

}  // namespace so3
}  // namespace geovi
