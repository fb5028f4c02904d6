#include "geovi/models/lennard_jones.hpp"

#include <cmath>

namespace geovi {

double LennardJones::energy(const Points& q) const {
  double v = 0.0;
  const double s2 = sigma_ * sigma_;
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
      const double x2 = s2 / (q.col(i) - q.col(j)).squaredNorm();
      const double x6 = x2 * x2 * x2;
      v += 4.0 * epsilon_ * (x6 * x6 - x6);
    }
  return v;
}

void LennardJones::addGradient(const Points& q, Points& grad) const {
  const double s2 = sigma_ * sigma_;
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
      const Eigen::Vector3d d = q.col(i) - q.col(j);
      const double r2 = d.squaredNorm();
      const double x2 = s2 / r2;
      const double x6 = x2 * x2 * x2;
      // (dV/dd)/d = 4ε (−12 x¹² + 6 x⁶)/d², x = σ/d
      const Eigen::Vector3d f = 4.0 * epsilon_ * (-12.0 * x6 * x6 + 6.0 * x6) / r2 * d;
      grad.col(i) += f;
      grad.col(j) -= f;
    }
}

}  // namespace geovi
