#include "s2n/springs.hpp"

namespace geovi {

double LinearSpring::energy(const Points& q) const {
  const double stretch = (b_.position(q) - a_.position(q)).norm() - restLength_;
  return 0.5 * stiffness_ * stretch * stretch;
}

void LinearSpring::addGradient(const Points& q, Points& grad) const {
  const Eigen::Vector3d d = b_.position(q) - a_.position(q);
  const double length = d.norm();
  if (length == 0.0) return;  // coincident points: the direction is undefined, the force vanishes
  const Eigen::Vector3d force = stiffness_ * (length - restLength_) / length * d;  // ∂V/∂x_b
  for (const auto& [i, c] : b_.on) grad.col(i) += c * force;
  for (const auto& [i, c] : a_.on) grad.col(i) -= c * force;
}

bool LinearSpring::invariantAbout(const Eigen::Vector3d& axis) const {
  // Rotating every q_i about the axis moves the points rigidly only when the
  // fixed offsets lie on the axis.
  auto onAxis = [&](const Eigen::Vector3d& o) { return o.cross(axis).norm() <= 1e-14 * (1.0 + o.norm()); };
  return onAxis(a_.offset) && onAxis(b_.offset);
}

double BendingSprings::energy(const Points& q) const {
  double v = 0.0;
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const Eigen::Vector3d prev = i == 0 ? clamped_ : Eigen::Vector3d(q.col(i - 1));
    const double gap = 1.0 - prev.dot(q.col(i));
    v += 0.5 * stiffness_[i] * gap * gap;
  }
  return v;
}

void BendingSprings::addGradient(const Points& q, Points& grad) const {
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const Eigen::Vector3d prev = i == 0 ? clamped_ : Eigen::Vector3d(q.col(i - 1));
    const double k = stiffness_[i] * (1.0 - prev.dot(q.col(i)));
    grad.col(i) -= k * prev;
    if (i > 0) grad.col(i - 1) -= k * q.col(i);
  }
}

bool BendingSprings::invariantAbout(const Eigen::Vector3d& axis) const { return clamped_.cross(axis).norm() <= 1e-14; }

// With u = d/‖d‖ and F = κ (‖d‖ − L₀) u: dF = κ [(u·dd) u + (‖d‖ − L₀)/‖d‖ (dd − (u·dd) u)].
void LinearSpring::addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const {
  const Eigen::Vector3d d = b_.position(q) - a_.position(q);
  const double length = d.norm();
  if (length == 0.0) return;  // as addGradient: no force, no derivative
  Eigen::Vector3d dd = Eigen::Vector3d::Zero();
  for (const auto& [i, c] : b_.on) dd += c * dq.col(i);
  for (const auto& [i, c] : a_.on) dd -= c * dq.col(i);
  const Eigen::Vector3d u = d / length;
  const double along = u.dot(dd);
  const Eigen::Vector3d dForce = stiffness_ * (along * u + (length - restLength_) / length * (dd - along * u));
  for (const auto& [i, c] : b_.on) dgrad.col(i) += c * dForce;
  for (const auto& [i, c] : a_.on) dgrad.col(i) -= c * dForce;
}

// k_i = κ_i (1 − q_{i−1}·q_i), dk_i = −κ_i (dq_{i−1}·q_i + q_{i−1}·dq_i), dq_0 = 0.
void BendingSprings::addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const {
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const Eigen::Vector3d prev = i == 0 ? clamped_ : Eigen::Vector3d(q.col(i - 1));
    const Eigen::Vector3d dPrev = i == 0 ? Eigen::Vector3d::Zero() : Eigen::Vector3d(dq.col(i - 1));
    const double k = stiffness_[i] * (1.0 - prev.dot(q.col(i)));
    const double dk = -stiffness_[i] * (dPrev.dot(q.col(i)) + prev.dot(dq.col(i)));
    dgrad.col(i) -= dk * prev + k * dPrev;
    if (i > 0) dgrad.col(i - 1) -= dk * q.col(i) + k * dq.col(i);
  }
}

}  // namespace geovi
