// O(n) block solves for the chain pendulum's implicit VI.
//
// Both linear systems of the implicit VI on a chain have the form
//   D_i x_i + U_i Σ_{j≠i} M_ij R_j x_j = b_i,   i = 1..n,             (*)
// with 3 × 3 blocks and M_ij = l_i l_j μ_{max(i,j)} (s2n/chain_structure.hpp):
//   Newton on (3.16):  D_i = M_ii ∂g(f_i),  U_i = −2 q̂_i,  R_j = ∂h_j(f_j);
//   velocity (3.13):   D_i = (M_ii + h c_i/2) I,  U_i = −q̂_i,  R_j = q̂_j.
// Writing A_i = Σ_{j<i} z_j and B_i = Σ_{j>i} μ_j z_j with z_j = l_j R_j x_j,
// row i reads D_i x_i + l_i U_i (μ_i A_i + B_i) = b_i. A sweep from the tip
// keeps B_i = β_i + Λ_i A_{i+1} (β_n = 0, Λ_n = 0), which turns row i into
//   G_i x_i = b_i − l_i U_i β_i − l_i U_i (μ_i I + Λ_i) A_i,  G_i = D_i + l_i² U_i Λ_i R_i,
// i.e. x_i = α_i + Γ_i A_i, and
//   β_{i−1} = β_i + (μ_i I + Λ_i) l_i R_i α_i,  Λ_{i−1} = Λ_i + (μ_i I + Λ_i) l_i R_i Γ_i.
// A sweep from the root (A_1 = 0, A_{i+1} = A_i + z_i) then gives every x_i.
// This is block Gaussian elimination of (*) from the tip (the articulated-body
// recursion in disguise); G_i is the Schur complement of the outboard links,
// inverted in closed form. Cost: a fixed number of 3 × 3 products per link.
#pragma once

#include <Eigen/LU>
#include <vector>

#include "geovi/geometry.hpp"
#include "s2n/chain_structure.hpp"
#include "s2n/s2n_inertia.hpp"

namespace geovi {

// The blocks of one system (*), kept by a caller that solves such systems every step.
struct BlockSystem {
  std::vector<Mat3> D, U, R;
};

// Solves (*) for x (column i is x_i; resized if needed, not b itself). D, U, R hold n blocks each.
void solveChainBlocks(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                      const std::vector<Mat3>& R, const Points& b, Points& x);
inline Points solveChainBlocks(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                               const std::vector<Mat3>& R, const Points& b) {
  Points x;
  solveChainBlocks(chain, D, U, R, b, x);
  return x;
}

// (*) for any M, chosen by its structure (s2n/s2n_inertia.hpp): n separate
// 3 × 3 solves when M is diagonal, the O(n) sweeps above for a chain, a dense
// 3n × 3n LU otherwise. Every block-structured solve of the (S²)ⁿ code goes
// through here: the VI's Newton step and velocity update (3.13), the angular
// inertia A(q) of (2.11) and the velocity inertia B(q) of (2.8).
// x is resized if needed and must not be b. The diagonal and chain solves allocate nothing (up to
// 16 links); the dense one builds its 3n × 3n matrix.
void solveInertiaBlocks(const S2nInertia& M, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                        const std::vector<Mat3>& R, const Points& b, Points& x);
inline Points solveInertiaBlocks(const S2nInertia& M, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                                 const std::vector<Mat3>& R, const Points& b) {
  Points x;
  solveInertiaBlocks(M, D, U, R, b, x);
  return x;
}

// (*) factored once and solved for many right-hand sides: a derivative's directions share one matrix
// (issue 46). factor() does what depends on the blocks alone (the tip-to-root elimination of a chain,
// the LU of each diagonal block or of the dense matrix), solve() the rest for one b, with the same
// arithmetic as solveInertiaBlocks: the results are its own, bit for bit. Storage is kept between calls;
// the blocks R given to factor() are read by solve() and must outlive it.
class InertiaBlocksFactor {
 public:
  void factor(const S2nInertia& M, const std::vector<Mat3>& D, const std::vector<Mat3>& U, const std::vector<Mat3>& R);
  // x is resized if needed and must not be b.
  void solve(const Points& b, Points& x);

 private:
  const S2nInertia* M_ = nullptr;
  std::vector<Eigen::PartialPivLU<Mat3>> blockLu_;  // M diagonal: each D_i's
  std::vector<Mat3> inverseG_, lU_, gamma_, PlR_;   // a chain: the elimination's (s2n_chain_solve.cpp)
  const std::vector<Mat3>* R_ = nullptr;            // a chain: the R_j blocks (the caller's, kept alive)
  std::vector<Vec3> alpha_;                         // a chain: the tip-to-root sweep's α_i for one b
  Eigen::PartialPivLU<Eigen::MatrixXd> denseLu_;    // otherwise
  Eigen::VectorXd flat_;
};

// The dense 3n × 3n matrix of (*), for tests and small-n reference solves.
Eigen::MatrixXd chainBlocksDense(const ChainStructure& chain, const std::vector<Mat3>& D, const std::vector<Mat3>& U,
                                 const std::vector<Mat3>& R);

}  // namespace geovi
