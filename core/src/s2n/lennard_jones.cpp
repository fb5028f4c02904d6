#include "s2n/lennard_jones.hpp"

#include <cmath>

namespace geovi {

PotentialEvaluation LennardJones::evaluate(const Points& x) const {
  PotentialEvaluation out;
  out.gradient.setZero(3, x.cols());
  const double s2 = sigma_ * sigma_;
  for (Eigen::Index i = 0; i < x.cols(); ++i)
    for (Eigen::Index j = i + 1; j < x.cols(); ++j) {
      const Eigen::Vector3d d = x.col(i) - x.col(j);
      const double r2 = d.squaredNorm();
      const double x2 = s2 / r2;
      const double x6 = x2 * x2 * x2;
      out.energy += 4.0 * epsilon_ * (x6 * x6 - x6);
      // (dV/dd)/d = 4ε (−12 x¹² + 6 x⁶)/d², x = σ/d
      const Eigen::Vector3d f = 4.0 * epsilon_ * (-12.0 * x6 * x6 + 6.0 * x6) / r2 * d;
      out.gradient.col(i) += f;
      out.gradient.col(j) -= f;
    }
  return out;
}

double LennardJones::energy(const Points& q) const { return evaluate(q).energy; }

void LennardJones::addGradient(const Points& q, Points& grad) const { grad += evaluate(q).gradient; }

void LennardJones::addEvaluation(const Points& q, PotentialEvaluation& out) const {
  const PotentialEvaluation e = evaluate(q);
  out.energy += e.energy;
  out.gradient += e.gradient;
}

// f = φ(r²) d with φ = 4ε (−12 x¹² + 6 x⁶)/r², x = σ/‖d‖; dφ/d(r²) = 4ε (84 x¹² − 24 x⁶)/r⁴, so
// df = φ dd + 2 (d·dd) dφ/d(r²) d.
void LennardJones::addGradientDerivative(const Points& x, const Points& dx, Points& dgrad) const {
  const double s2 = sigma_ * sigma_;
  for (Eigen::Index i = 0; i < x.cols(); ++i)
    for (Eigen::Index j = i + 1; j < x.cols(); ++j) {
      const Eigen::Vector3d d = x.col(i) - x.col(j), dd = dx.col(i) - dx.col(j);
      const double r2 = d.squaredNorm();
      const double x2 = s2 / r2;
      const double x6 = x2 * x2 * x2;
      const double phi = 4.0 * epsilon_ * (-12.0 * x6 * x6 + 6.0 * x6) / r2;
      const double dPhi = 4.0 * epsilon_ * (84.0 * x6 * x6 - 24.0 * x6) / (r2 * r2);
      const Eigen::Vector3d df = phi * dd + 2.0 * d.dot(dd) * dPhi * d;
      dgrad.col(i) += df;
      dgrad.col(j) -= df;
    }
}

}  // namespace geovi
