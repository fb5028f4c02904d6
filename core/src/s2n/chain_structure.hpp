// The inertia of a chain pendulum (paper 001 Section V, paper 003 Example 1):
//   M_ij = l_i l_j μ_{max(i,j)},   μ_k = Σ_{m≥k} m_m (mass outboard of joint k).
// μ_{max(i,j)} = Σ_k m_k [i ≤ k][j ≤ k], so M = L S diag(m) Sᵀ L with S the upper
// triangle of ones and L = diag(l): a product of a cumulative sum and a
// diagonal. Products with M therefore cost O(n) (a prefix and a suffix sum),
// and so do the block solves of the VI (s2n/s2n_chain_solve.hpp).
//
// The diagonal is kept separately because rods of uniform links (paper 003
// Example 4) share the off-diagonal pattern but not the diagonal: a link's
// own rotational inertia about its joint is m l²/3 rather than the m l²/2 the
// pattern would give (see elasticRodInertia). The block solves only need the
// off-diagonal pattern; M_ii enters through the diagonal blocks D_i.
#pragma once

#include <Eigen/Core>
#include <algorithm>

#include "s2n/potential.hpp"

namespace geovi {

struct ChainStructure {
  Eigen::VectorXd lengths;   // l_i
  Eigen::VectorXd outboard;  // μ_i = Σ_{k≥i} m_k (non-increasing)
  Eigen::VectorXd diagonal;  // M_ii (l_i² μ_i for a chain of point masses)

  // The chain pendulum of point masses m_i on massless links l_i.
  static ChainStructure pointMasses(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths);

  int size() const { return static_cast<int>(lengths.size()); }
  double entry(int i, int j) const {  // M_ij
    return i == j ? diagonal[i] : lengths[i] * lengths[j] * outboard[std::max(i, j)];
  }
  // Column i of the result is Σ_{j≠i} M_ij x_j (off-diagonal part only), in O(n).
  Points applyOffDiagonal(const Points& x) const {
    Points out;
    applyOffDiagonal(x, out);
    return out;
  }
  // Column i of the result is Σ_j M_ij x_j = (x M)_i, in O(n).
  Points apply(const Points& x) const {
    Points out;
    apply(x, out);
    return out;
  }
  // The same into `out` (resized if needed; not x itself), for steps that reuse their storage.
  void applyOffDiagonal(const Points& x, Points& out) const;
  void apply(const Points& x, Points& out) const;
  // max_i Σ_j |M_ij|, in O(n).
  double maxAbsRowSum() const;
};

}  // namespace geovi
