// The constant inertia matrix M of a system on (S²)ⁿ (paper 003, (2.2)),
// stored by its structure so that nothing costs O(n²) unless M really is dense:
//
//   diagonal  particles and independent pendula (molecules, n-body, dipoles):
//             O(n) memory, products and solves; 10⁴ molecules fit.
//   chain     M_ij = l_i l_j μ_{max(i,j)} off the diagonal (chain pendula,
//             rods of uniform links; s2n/chain_structure.hpp): O(n)
//             products, and O(n) VI solves (s2n/s2n_chain_solve.hpp).
//   dense     anything else (the generic "s2n" system): an n × n matrix.
//
// Every consumer asks for products (apply, applyOffDiagonal) or entries, so a
// new structure is added here and nowhere else. Code that needs the matrix
// itself (dense 3n × 3n solves of the RK baselines) calls dense().
#pragma once

#include <Eigen/Core>
#include <optional>

#include "s2n/chain_structure.hpp"
#include "s2n/potential.hpp"

namespace geovi {

class S2nInertia {
 public:
  // A general symmetric positive definite M; a diagonal one is recognised and
  // stored as its diagonal.
  S2nInertia(const Eigen::MatrixXd& M);  // NOLINT(google-explicit-constructor): a matrix is an inertia
  static S2nInertia diagonal(Eigen::VectorXd d);
  static S2nInertia chain(ChainStructure c);

  int size() const { return static_cast<int>(diagonal_.size()); }
  Eigen::Index rows() const { return diagonal_.size(); }
  double operator()(Eigen::Index i, Eigen::Index j) const;  // M_ij
  const Eigen::VectorXd& diagonal() const { return diagonal_; }
  bool isDiagonal() const { return !chain_ && dense_.size() == 0; }
  const ChainStructure* chain() const { return chain_ ? &*chain_ : nullptr; }

  // Column i of the result is Σ_j M_ij x_j = (x M)_i.
  Points apply(const Points& x) const {
    Points out;
    apply(x, out);
    return out;
  }
  // Column i of the result is Σ_{j≠i} M_ij x_j.
  Points applyOffDiagonal(const Points& x) const {
    Points out;
    applyOffDiagonal(x, out);
    return out;
  }
  // The same into `out` (resized if needed; not x itself): a step's products allocate nothing.
  void apply(const Points& x, Points& out) const;
  void applyOffDiagonal(const Points& x, Points& out) const;
  // Column i of the result is x_i / M_ii: the solve when M is diagonal.
  Points divideByDiagonal(const Points& x) const {
    return (x.array().rowwise() / diagonal_.transpose().array()).matrix();
  }
  // max_i Σ_j |M_ij| (the scale of the implicit VI's residual); M is constant, so it is computed once.
  double maxAbsRowSum() const { return maxAbsRowSum_; }
  // The n × n matrix, for dense solves and tests.
  Eigen::MatrixXd dense() const;

 private:
  S2nInertia() = default;
  Eigen::VectorXd diagonal_;
  Eigen::MatrixXd dense_;  // empty unless M is neither diagonal nor a chain
  std::optional<ChainStructure> chain_;
  double maxAbsRowSum_ = 0.0;
};

}  // namespace geovi
