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

}  // namespace

void solveChainBlocks(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                      const std::vector<Mat3>& R, const Points& b, Points& x) {
  const int n = chain.size();
  const Eigen::VectorXd& l = chain.lengths;
  const Eigen::VectorXd& mu = chain.outboard;
  SweepScratch<Vec3, 16> alpha(n);
  SweepScratch<Mat3, 16> gamma(n);
  // Tip to root: B_i = β + Λ A_{i+1}.
  Vec3 beta = Vec3::Zero();
  Mat3 lambda = Mat3::Zero();
  for (int i = n - 1; i >= 0; --i) {
    const Mat3 lU = l[i] * U[i];
    const Mat3 lR = l[i] * R[i];
    const Mat3 G = D[i] + lU * lambda * lR;
    const Mat3 P = mu[i] * Mat3::Identity() + lambda;  // μ_i I + Λ_i
    // Fixed-size 3 × 3 inverse (cofactors): Eigen's LU solve with a matrix
    // right-hand side takes its blocked dynamic path, several times slower.
    const Mat3 Ginv = G.inverse();
    alpha[i] = Ginv * (b.col(i) - lU * beta);
    gamma[i] = -Ginv * (lU * P);
    const Mat3 PlR = P * lR;
    beta += PlR * alpha[i];
    lambda += PlR * gamma[i];
  }
  // Root to tip: A_1 = 0, x_i = α_i + Γ_i A_i, A_{i+1} = A_i + l_i R_i x_i.
  x.resize(3, n);
  Vec3 A = Vec3::Zero();
  for (int i = 0; i < n; ++i) {
    x.col(i) = alpha[i] + gamma[i] * A;
    A += l[i] * (R[i] * x.col(i));
  }
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
  Eigen::MatrixXd J(3 * n, 3 * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) J.block<3, 3>(3 * i, 3 * j) = i == j ? D[i] : Mat3(M(i, j) * U[i] * R[j]);
  const Eigen::VectorXd flat = J.partialPivLu().solve(Eigen::Map<const Eigen::VectorXd>(b.data(), b.size()));
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

}  // namespace geovi
