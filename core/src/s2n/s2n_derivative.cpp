#include "s2n/s2n_derivative.hpp"

#include "s2n/s2n_equations.hpp"

namespace geovi {

Points angularInertiaDerivative(const S2nInertia& M, const Points& q, const Points& dq, const Points& y) {
  const Eigen::Index n = q.cols();
  Points out = Points::Zero(3, n);
  if (M.isDiagonal()) return out;
  Points qxy(3, n), dqxy(3, n);
  for (Eigen::Index j = 0; j < n; ++j) {
    qxy.col(j) = q.col(j).cross(y.col(j));
    dqxy.col(j) = dq.col(j).cross(y.col(j));
  }
  const Points a = M.applyOffDiagonal(qxy), b = M.applyOffDiagonal(dqxy);
  for (Eigen::Index i = 0; i < n; ++i) out.col(i) = -dq.col(i).cross(a.col(i)) - q.col(i).cross(b.col(i));
  return out;
}

void angularFieldTangent(const S2nModel& model, const Points& q, const Points& omega, const Points& omegaDot,
                         const Points& gradient, double t, const Points& dq, const Points& dOmega, Points& dqDot,
                         Points& dOmegaDot) {
  const S2nInertia& M = model.inertia();
  const Eigen::Index n = q.cols();
  const Eigen::VectorXd& c = model.damping();
  dqDot.resize(3, n);
  for (Eigen::Index i = 0; i < n; ++i) dqDot.col(i) = dOmega.col(i).cross(q.col(i)) + omega.col(i).cross(dq.col(i));
  Points db;
  model.appliedMomentDerivative(q, gradient, dq, t, db);
  Points weighted(3, n), dWeighted(3, n);
  for (Eigen::Index j = 0; j < n; ++j) {
    const double w2 = omega.col(j).squaredNorm();
    weighted.col(j) = w2 * q.col(j);
    dWeighted.col(j) = 2.0 * omega.col(j).dot(dOmega.col(j)) * q.col(j) + w2 * dq.col(j);
  }
  const Points coupling = M.applyOffDiagonal(weighted), dCoupling = M.applyOffDiagonal(dWeighted);
  for (Eigen::Index i = 0; i < n; ++i)
    db.col(i) += dq.col(i).cross(coupling.col(i)) + q.col(i).cross(dCoupling.col(i)) - c[i] * dOmega.col(i);
  db -= angularInertiaDerivative(M, q, dq, omegaDot);
  dOmegaDot = solveAngularInertia(M, q, db);
}

}  // namespace geovi
