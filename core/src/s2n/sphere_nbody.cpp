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

}  // namespace geovi
