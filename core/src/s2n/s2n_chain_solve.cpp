#include "s2n/s2n_chain_solve.hpp"

#include <Eigen/LU>  // Matrix3d::inverse
#include <array>
#include <vector>

namespace geovi {
namespace {

// The sweep's scratch: on the stack for chains of up to N links (every chain
// preset), on the heap beyond (long rods). A Newton step calls the solve
// several times per time step, and in wasm an allocation costs as much as a
// short chain's sweep; nothing is kept between calls.
template <class T, int N>
class SweepScratch {
 public:
  explicit SweepScratch(int n) : data_(stack_.data()) {
    if (n > N) {
      heap_.resize(static_cast<std::size_t>(n));
      data_ = heap_.data();
    }
  }
  T& operator[](int i) { return data_[i]; }

 private:
  std::array<T, N> stack_;
  std::vector<T> heap_;
  T* data_;
};

// The elimination of (*) from the tip (the header's recursion), split into what depends on the blocks
// alone (chainFactor: G_i⁻¹, l_i U_i, Γ_i, (μ_i I + Λ_i) l_i R_i) and what depends on b
// (chainSolve), so that one factor serves many right-hand sides. Each array holds n entries; a single
// solve keeps them on the stack, a factor kept for many in vectors: the same expressions either way.
void chainFactor(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                 const std::vector<Mat3>& R, Mat3* inverseG, Mat3* lU, Mat3* gamma, Mat3* PlR) {
  const int n = chain.size();
  const Eigen::VectorXd& l = chain.lengths;
  const Eigen::VectorXd& mu = chain.outboard;
  // Tip to root: B_i = β + Λ A_{i+1}; Λ depends on the blocks alone.
  Mat3 lambda = Mat3::Zero();
  for (int i = n - 1; i >= 0; --i) {
    lU[i] = l[i] * U[i];
    const Mat3 lR = l[i] * R[i];
    const Mat3 G = D[i] + lU[i] * lambda * lR;
    const Mat3 P = mu[i] * Mat3::Identity() + lambda;  // μ_i I + Λ_i
    // Fixed-size 3 × 3 inverse (cofactors): Eigen's LU solve with a matrix
    // right-hand side takes its blocked dynamic path, several times slower.
    inverseG[i] = G.inverse();
    gamma[i] = -inverseG[i] * (lU[i] * P);
    PlR[i] = P * lR;
    lambda += PlR[i] * gamma[i];
  }
}

void chainSolve(const ChainStructure& chain, const std::vector<Mat3>& R, const Mat3* inverseG, const Mat3* lU,
                const Mat3* gamma, const Mat3* PlR, const Points& b, Vec3* alpha, Points& x) {
  const int n = chain.size();
  const Eigen::VectorXd& l = chain.lengths;
  Vec3 beta = Vec3::Zero();
  for (int i = n - 1; i >= 0; --i) {
    alpha[i] = inverseG[i] * (b.col(i) - lU[i] * beta);
    beta += PlR[i] * alpha[i];
  }
  // Root to tip: A_1 = 0, x_i = α_i + Γ_i A_i, A_{i+1} = A_i + l_i R_i x_i.
  x.resize(3, n);
  Vec3 A = Vec3::Zero();
  for (int i = 0; i < n; ++i) {
    x.col(i) = alpha[i] + gamma[i] * A;
    A += l[i] * (R[i] * x.col(i));
  }
}

// The 3n × 3n matrix of (*) for a general M (the dense solves).
Eigen::MatrixXd denseBlocks(const S2nInertia& M, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                            const std::vector<Mat3>& R) {
  const int n = M.size();
  Eigen::MatrixXd J(3 * n, 3 * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) J.block<3, 3>(3 * i, 3 * j) = i == j ? D[i] : Mat3(M(i, j) * U[i] * R[j]);
  return J;
}

}  // namespace

void solveChainBlocks(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                      const std::vector<Mat3>& R, const Points& b, Points& x) {
  const int n = chain.size();
  SweepScratch<Vec3, 16> alpha(n);
  SweepScratch<Mat3, 16> inverseG(n), lU(n), gamma(n), PlR(n);
  chainFactor(chain, D, U, R, &inverseG[0], &lU[0], &gamma[0], &PlR[0]);
  chainSolve(chain, R, &inverseG[0], &lU[0], &gamma[0], &PlR[0], b, &alpha[0], x);
}

void solveInertiaBlocks(const S2nInertia& M, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                        const std::vector<Mat3>& R, const Points& b, Points& x) {
  const int n = M.size();
  if (M.isDiagonal()) {
    x.resize(3, n);
    for (int i = 0; i < n; ++i) x.col(i) = D[i].partialPivLu().solve(Vec3(b.col(i)));
    return;
  }
  if (const ChainStructure* chain = M.chain()) {
    solveChainBlocks(*chain, D, U, R, b, x);
    return;
  }
  const Eigen::VectorXd flat =
      denseBlocks(M, D, U, R).partialPivLu().solve(Eigen::Map<const Eigen::VectorXd>(b.data(), b.size()));
  x = Eigen::Map<const Points>(flat.data(), 3, n);
}

Eigen::MatrixXd chainBlocksDense(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                                 const std::vector<Mat3>& R) {
  const int n = chain.size();
  Eigen::MatrixXd J(3 * n, 3 * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      J.block<3, 3>(3 * i, 3 * j) =
          i == j ? D[i] : Mat3(chain.lengths[i] * chain.lengths[j] * chain.outboard[std::max(i, j)] * U[i] * R[j]);
  return J;
}

void InertiaBlocksFactor::factor(const S2nInertia& M, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                                 const std::vector<Mat3>& R) {
  M_ = &M;
  const int n = M.size();
  if (M.isDiagonal()) {
    blockLu_.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) blockLu_[static_cast<std::size_t>(i)].compute(D[static_cast<std::size_t>(i)]);
    return;
  }
  if (const ChainStructure* chain = M.chain()) {
    for (std::vector<Mat3>* v : {&inverseG_, &lU_, &gamma_, &PlR_}) v->resize(static_cast<std::size_t>(n));
    alpha_.resize(static_cast<std::size_t>(n));
    R_ = &R;
    chainFactor(*chain, D, U, R, inverseG_.data(), lU_.data(), gamma_.data(), PlR_.data());
    return;
  }
  denseLu_.compute(denseBlocks(M, D, U, R));
}

void InertiaBlocksFactor::solve(const Points& b, Points& x) {
  const int n = M_->size();
  if (M_->isDiagonal()) {
    x.resize(3, n);
    for (int i = 0; i < n; ++i) x.col(i) = blockLu_[static_cast<std::size_t>(i)].solve(Vec3(b.col(i)));
    return;
  }
  if (const ChainStructure* chain = M_->chain()) {
    chainSolve(*chain, *R_, inverseG_.data(), lU_.data(), gamma_.data(), PlR_.data(), b, alpha_.data(), x);
    return;
  }
  flat_ = denseLu_.solve(Eigen::Map<const Eigen::VectorXd>(b.data(), b.size()));
  x = Eigen::Map<const Points>(flat_.data(), 3, n);
}

}  // namespace geovi
