#include "s2n/s2n_inertia.hpp"

namespace geovi {

S2nInertia::S2nInertia(const Eigen::MatrixXd& M) : diagonal_(M.diagonal()) {
  const Eigen::MatrixXd offDiagonal = M - Eigen::MatrixXd(diagonal_.asDiagonal());
  if (!offDiagonal.isZero(0.0)) dense_ = M;
  maxAbsRowSum_ = dense_.size() != 0 ? dense_.cwiseAbs().rowwise().sum().maxCoeff() : diagonal_.cwiseAbs().maxCoeff();
}

S2nInertia S2nInertia::diagonal(Eigen::VectorXd d) {
  S2nInertia M;
  M.diagonal_ = std::move(d);
  M.maxAbsRowSum_ = M.diagonal_.cwiseAbs().maxCoeff();
  return M;
}

S2nInertia S2nInertia::chain(ChainStructure c) {
  if (c.size() <= 1) return diagonal(c.diagonal);  // one link (a spherical pendulum): nothing off the diagonal
  S2nInertia M;
  M.diagonal_ = c.diagonal;
  M.maxAbsRowSum_ = c.maxAbsRowSum();
  M.chain_ = std::move(c);
  return M;
}

double S2nInertia::operator()(Eigen::Index i, Eigen::Index j) const {
  if (chain_) return chain_->entry(static_cast<int>(i), static_cast<int>(j));
  if (dense_.size() != 0) return dense_(i, j);
  return i == j ? diagonal_[i] : 0.0;
}

void S2nInertia::apply(const Points& x, Points& out) const {
  if (chain_)
    chain_->apply(x, out);
  else if (dense_.size() != 0)
    out.noalias() = x * dense_;  // M symmetric: (x M)_i = Σ_j M_ij x_j
  else
    out.noalias() = x * diagonal_.asDiagonal();
}

void S2nInertia::applyOffDiagonal(const Points& x, Points& out) const {
  if (chain_)
    chain_->applyOffDiagonal(x, out);
  else if (dense_.size() != 0)
    out.noalias() = x * dense_ - x * diagonal_.asDiagonal();
  else
    out.setZero(3, x.cols());
}

Eigen::MatrixXd S2nInertia::dense() const {
  if (dense_.size() != 0) return dense_;
  const int n = size();
  Eigen::MatrixXd M(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) M(i, j) = (*this)(i, j);
  return M;
}

}  // namespace geovi
