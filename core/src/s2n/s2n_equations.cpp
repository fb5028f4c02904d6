#include "s2n/s2n_equations.hpp"

#include "geovi/geometry.hpp"
#include "s2n/s2n_chain_solve.hpp"

namespace geovi {

void angularInertiaBlocks(const S2nInertia& M, const Points& q, const Eigen::VectorXd* shift, BlockSystem& blocks) {
  const int n = M.size();
  blocks.D.resize(n);  // A_ii = M_ii I, A_ij = −M_ij q̂_i q̂_j
  blocks.U.resize(n);
  blocks.R.resize(n);
  for (int i = 0; i < n; ++i) {
    blocks.D[i] = (M(i, i) + (shift ? (*shift)[i] : 0.0)) * Mat3::Identity();
    blocks.R[i] = hat(q.col(i));
    blocks.U[i] = -blocks.R[i];
  }
}

void solveAngularInertia(const S2nInertia& M, const Points& q, const Points& r, const Eigen::VectorXd* shift, Points& y,
                         BlockSystem& blocks) {
  if (M.isDiagonal()) {
    y = r;
    for (int i = 0; i < M.size(); ++i) y.col(i) /= M(i, i) + (shift ? (*shift)[i] : 0.0);
    return;
  }
  angularInertiaBlocks(M, q, shift, blocks);
  solveInertiaBlocks(M, blocks.D, blocks.U, blocks.R, r, y);
}

Points angularAcceleration(const S2nModel& model, const Points& q, const Points& omega, double t) {
  Points omegaDot;
  AccelerationScratch x;
  angularAcceleration(model, q, omega, t, omegaDot, x);
  return omegaDot;
}

void angularAcceleration(const S2nModel& model, const Points& q, const Points& omega, double t, Points& omegaDot,
                         AccelerationScratch& x) {
  const S2nInertia& M = model.inertia();
  const int n = model.size();
  // b_i = Σ_{j≠i} M_ij ‖ω_j‖² q_i × q_j − q_i × ∂V/∂q_i + τ_i − c_i ω_i
  model.gradient(q, x.gradient);
  model.appliedMoment(q, x.gradient, t, x.b, x.tau);
  const Eigen::VectorXd& c = model.damping();
  x.weighted.resize(3, n);  // column j: ‖ω_j‖² q_j
  for (int j = 0; j < n; ++j) x.weighted.col(j) = q.col(j) * omega.col(j).squaredNorm();
  M.applyOffDiagonal(x.weighted, x.coupling);
  for (int i = 0; i < n; ++i) x.b.col(i) += q.col(i).cross(x.coupling.col(i)) - c[i] * omega.col(i);
  solveAngularInertia(M, q, x.b, nullptr, omegaDot, x.blocks);
}

}  // namespace geovi
