#include "s2n/chain_structure.hpp"

#include <cmath>

namespace geovi {

// Σ_{j≠i} M_ij x_j = l_i (μ_i Σ_{j<i} l_j x_j + Σ_{j>i} μ_j l_j x_j):
// a forward prefix sum and a backward suffix sum.
void ChainStructure::applyOffDiagonal(const Points& x, Points& out) const {
  const int n = size();
  out.resize(3, n);
  Eigen::Vector3d prefix = Eigen::Vector3d::Zero();  // Σ_{j<i} l_j x_j
  for (int i = 0; i < n; ++i) {
    out.col(i) = outboard[i] * prefix;
    prefix += lengths[i] * x.col(i);
  }
  Eigen::Vector3d suffix = Eigen::Vector3d::Zero();  // Σ_{j>i} μ_j l_j x_j
  for (int i = n - 1; i >= 0; --i) {
    out.col(i) = lengths[i] * (out.col(i) + suffix);
    suffix += outboard[i] * lengths[i] * x.col(i);
  }
}

ChainStructure ChainStructure::pointMasses(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths) {
  const int n = static_cast<int>(masses.size());
  ChainStructure c{lengths, Eigen::VectorXd(n), Eigen::VectorXd(n)};
  double acc = 0.0;
  for (int i = n - 1; i >= 0; --i) c.outboard[i] = (acc += masses[i]);
  c.diagonal = lengths.cwiseAbs2().cwiseProduct(c.outboard);
  return c;
}

void ChainStructure::apply(const Points& x, Points& out) const {
  applyOffDiagonal(x, out);
  for (int i = 0; i < size(); ++i) out.col(i) += diagonal[i] * x.col(i);
}

double ChainStructure::maxAbsRowSum() const {
  const int n = size();
  double best = 0.0, prefix = 0.0, suffix = 0.0;
  Eigen::VectorXd rows(n);
  for (int i = 0; i < n; ++i) {
    rows[i] = std::abs(outboard[i]) * prefix;  // Σ_{j<i} |l_j| |μ_i|; times |l_i| below
    prefix += std::abs(lengths[i]);
  }
  for (int i = n - 1; i >= 0; --i) {
    best = std::max(best, std::abs(lengths[i]) * (rows[i] + suffix) + std::abs(diagonal[i]));
    suffix += std::abs(outboard[i] * lengths[i]);
  }
  return best;
}

}  // namespace geovi
