#include "s2n/sphere_nbody.hpp"

#include <cmath>

namespace geovi {

double SphereGravity::energy(const Points& q) const {
  double v = 0.0;
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
      const double c = q.col(i).dot(q.col(j));
      v -= gamma_ * c / std::sqrt(1.0 - c * c);
    }
  return v;
}

Encounter SphereGravity::closestEncounter(const Points& q) const {
  Encounter e;
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
      // |q_i × q_j| = sin θ for unit vectors, without the cancellation of √(1 − c²) near c = ±1.
      const double d = q.col(i).cross(q.col(j)).norm();
      if (d < e.distance) e = {d, static_cast<int>(i), static_cast<int>(j)};
    }
  return e;
}

void SphereGravity::addGradient(const Points& q, Points& grad) const {
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
      const double c = q.col(i).dot(q.col(j));
      const double w = gamma_ / std::pow(1.0 - c * c, 1.5);
      grad.col(i) -= w * q.col(j);
      grad.col(j) -= w * q.col(i);
    }
}

// w = γ (1 − c²)^{−3/2}: dw = 3γ c (1 − c²)^{−5/2} dc, dc = dq_i·q_j + q_i·dq_j.
void SphereGravity::addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const {
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
      const double c = q.col(i).dot(q.col(j));
      const double gap = 1.0 - c * c;
      const double w = gamma_ / std::pow(gap, 1.5);
      const double dw = 3.0 * gamma_ * c / std::pow(gap, 2.5) * (dq.col(i).dot(q.col(j)) + q.col(i).dot(dq.col(j)));
      dgrad.col(i) -= dw * q.col(j) + w * dq.col(j);
      dgrad.col(j) -= dw * q.col(i) + w * dq.col(i);
    }
}

}  // namespace geovi
