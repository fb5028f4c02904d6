#include "s2n/dipoles.hpp"

#include <cmath>

namespace geovi {

DipoleInteraction::DipoleInteraction(Points positions, Eigen::VectorXd moments, double permeability)
    : positions_(std::move(positions)), moments_(std::move(moments)), permeability_(permeability) {}

Eigen::Vector3d DipoleInteraction::field(const Points& q, Eigen::Index i) const {
  Eigen::Vector3d f = Eigen::Vector3d::Zero();
  for (Eigen::Index j = 0; j < q.cols(); ++j) {
    if (j == i) continue;
    const Eigen::Vector3d r = positions_.col(j) - positions_.col(i);
    const double dist = r.norm();
    const Eigen::Vector3d unit = r / dist;
    const double coupling = permeability_ * moments_[i] * moments_[j] / (4.0 * M_PI * dist * dist * dist);
    f += coupling * (q.col(j) - 3.0 * unit * unit.dot(q.col(j)));
  }
  return f;
}

double DipoleInteraction::energy(const Points& q) const {
  double v = 0.0;
  for (Eigen::Index i = 0; i < q.cols(); ++i) v += 0.5 * q.col(i).dot(field(q, i));
  return v;
}

void DipoleInteraction::addGradient(const Points& q, Points& grad) const {
  for (Eigen::Index i = 0; i < q.cols(); ++i) grad.col(i) += field(q, i);
}

// ∂V/∂q is linear in q: its derivative along dq is the same field of dq.
void DipoleInteraction::addGradientDerivative(const Points&, const Points& dq, Points& dgrad) const {
  for (Eigen::Index i = 0; i < dq.cols(); ++i) dgrad.col(i) += field(dq, i);
}

}  // namespace geovi
