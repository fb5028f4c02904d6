// Geometry of the two-sphere S² as a homogeneous space of SO(3).
//
// Everything here is allocation-free and works on Eigen fixed-size types.
// Conventions follow Lee–Leok–McClamroch (paper 003): the hat map satisfies
// hat(a) b = a × b, and points of S² move by the action q⁺ = F q, F ∈ SO(3).
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>

namespace geovi {

using Vec3 = Eigen::Vector3d;
using Mat3 = Eigen::Matrix3d;

// hat(a) b = a × b (paper 003, below (2.8)).
inline Mat3 hat(const Vec3& a) {
  Mat3 m;
  // clang-format off  (a 3×3 matrix, row by row)
  m << 0.0, -a.z(), a.y(), a.z(), 0.0, -a.x(), -a.y(), a.x(), 0.0;
  // clang-format on
  return m;
}

// Inverse of hat on skew-symmetric matrices; the symmetric part is ignored.
inline Vec3 vee(const Mat3& m) {
  return Vec3(0.5 * (m(2, 1) - m(1, 2)), 0.5 * (m(0, 2) - m(2, 0)), 0.5 * (m(1, 0) - m(0, 1)));
}

// Cayley map cay(f) = (I + f̂)(I − f̂)⁻¹ in closed form (paper 003, after (3.14)):
//   cay(f) = ((1 − f·f) I + 2 f fᵀ + 2 f̂) / (1 + f·f).
// It is a rotation by 2·atan‖f‖ about f, orthogonal for every f ∈ R³.
inline Mat3 cayley(const Vec3& f) {
  const double s = f.squaredNorm();
  return ((1.0 - s) * Mat3::Identity() + 2.0 * f * f.transpose() + 2.0 * hat(f)) / (1.0 + s);
}

// cay(f) q without forming the matrix. Valid for any f (not only f ⟂ q, the
// case of (3.15)), so ‖cay(f) q‖ = ‖q‖ up to round-off whatever Newton returns.
inline Vec3 cayleyAct(const Vec3& f, const Vec3& q) {
  const double s = f.squaredNorm();
  return ((1.0 - s) * q + 2.0 * f.dot(q) * f + 2.0 * f.cross(q)) / (1.0 + s);
}

// cay(f) q − q = 2 (f × q + (f·q) f − (f·f) q) / (1 + f·f).
// Forming the small increment first and adding it to q last keeps the
// rounding of ‖q⁺‖ at ~ε/2 per step instead of ~ε: the update q⁺ = q + Δ is
// what the variational integrators use, so unit length random-walks slower.
inline Vec3 cayleyIncrement(const Vec3& f, const Vec3& q) {
  return 2.0 * (f.cross(q) + f.dot(q) * f - f.squaredNorm() * q) / (1.0 + f.squaredNorm());
}

// Projection onto the tangent plane T_q S² (q a unit vector): v − (q·v) q.
inline Vec3 projectTangent(const Vec3& q, const Vec3& v) { return v - q.dot(v) * q; }

}  // namespace geovi
