#include "s2n/link_gravity.hpp"

namespace geovi {

LinkGravity::LinkGravity(const Eigen::VectorXd& masses, const Eigen::SparseMatrix<double, Eigen::RowMajor>& coeffs,
                         const Points& offsets, const Eigen::Vector3d& gravity)
    : weights_(coeffs.transpose() * masses), constant_(-(offsets * masses).dot(gravity)), gravity_(gravity) {}

double LinkGravity::energy(const Points& q) const { return constant_ - (q * weights_).dot(gravity_); }

void LinkGravity::addGradient(const Points& /*q*/, Points& grad) const {
  grad.noalias() -= gravity_ * weights_.transpose();
}

bool LinkGravity::invariantAbout(const Eigen::Vector3d& axis) const {
  // Rotations about the field direction leave g·q unchanged.
  return gravity_.cross(axis).norm() <= 1e-12 * gravity_.norm() * axis.norm() || weights_.isZero(0.0);
}

// ∂V/∂q is constant: the Hessian is zero.
void LinkGravity::addGradientDerivative(const Points&, const Points&, Points&) const {}

}  // namespace geovi
