// Continuous Euler–Lagrange equations on (S²)ⁿ in the angular-velocity form
// (paper 003, Corollary 1, (2.9)–(2.11)):
//   q̇_i = ω_i × q_i,
//   A(q) ω̇ = b(q, ω),  A_ii = M_ii I,  A_ij = −M_ij q̂_i q̂_j,
//   b_i = Σ_{j≠i} M_ij (ω_j·ω_j) q̂_i q_j − q̂_i ∂V/∂q_i.
// The same A(q_{k+1}) is the matrix of the discrete velocity update (3.13).
#pragma once

#include <Eigen/Core>

#include "s2n/s2n_chain_solve.hpp"
#include "s2n/s2n_model.hpp"

namespace geovi {

// A(q)'s blocks (plus shift_i I on the diagonal ones) in the form (*) of s2n/s2n_chain_solve.hpp, for M not
// diagonal: D_i = (M_ii + shift_i) I, U_i = −q̂_i, R_j = q̂_j.
void angularInertiaBlocks(const S2nInertia& M, const Points& q, const Eigen::VectorXd* shift, BlockSystem& blocks);

// Solves A(q) y = r (2.11), A symmetric since (q̂_i q̂_j)ᵀ = q̂_j q̂_i, plus shift_i I on the diagonal blocks (the damping
// of (3.13)); O(n) unless M is dense (s2n/s2n_chain_solve.hpp).
// The result goes into y (resized if needed, not r itself); `blocks` holds the system's blocks
// (reused storage: nothing is allocated once it has the right size).
void solveAngularInertia(const S2nInertia& M, const Points& q, const Points& r, const Eigen::VectorXd* shift, Points& y,
                         BlockSystem& blocks);
inline Points solveAngularInertia(const S2nInertia& M, const Points& q, const Points& r,
                                  const Eigen::VectorXd* shift = nullptr) {
  Points y;
  BlockSystem blocks;
  solveAngularInertia(M, q, r, shift, y, blocks);
  return y;
}

// ω̇ from (2.11); q need not be unit length (the RK baselines drift off S²).
Points angularAcceleration(const S2nModel& model, const Points& q, const Points& omega, double t);
// The same into omegaDot (resized if needed), with its intermediate values in `x`: the Runge–Kutta
// baselines keep one in their workspace, so their steps allocate nothing.
struct AccelerationScratch {
  Points gradient, tau, weighted, coupling, b;
  BlockSystem blocks;
};
void angularAcceleration(const S2nModel& model, const Points& q, const Points& omega, double t, Points& omegaDot,
                         AccelerationScratch& x);

// Pack the columns of a 3 × n block into a 3n vector and back.
inline Eigen::VectorXd flatten(const Points& p) { return Eigen::Map<const Eigen::VectorXd>(p.data(), p.size()); }
inline Points unflatten(const Eigen::VectorXd& v) { return Eigen::Map<const Points>(v.data(), 3, v.size() / 3); }

}  // namespace geovi
