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

void AngularFieldTangent::prepare(const S2nModel& model, const Points& q, const Points& omega, double t) {
  model_ = &model;
  t_ = t;
  q_ = q;
  omega_ = omega;
  const S2nInertia& M = model.inertia();
  const Eigen::Index n = q.cols();
  model.gradient(q, gradient_);
  angularAcceleration(model, q, omega, t, omegaDot_, acceleration_);
  speedSquared_ = omega.colwise().squaredNorm().transpose();
  if (M.isDiagonal()) return;  // no coupling: the sums vanish and A(q) is M_ii I
  weighted_.resize(3, n);
  qxw_.resize(3, n);
  for (Eigen::Index j = 0; j < n; ++j) {
    weighted_.col(j) = speedSquared_[j] * q.col(j);
    qxw_.col(j) = q.col(j).cross(omegaDot_.col(j));
  }
  M.applyOffDiagonal(weighted_, coupling_);
  M.applyOffDiagonal(qxw_, inertiaCoupling_);
  angularInertiaBlocks(M, q, nullptr, blocks_);
  factor_.factor(M, blocks_.D, blocks_.U, blocks_.R);
}

void AngularFieldTangent::apply(const Eigen::Ref<const Points>& dq, const Eigen::Ref<const Points>& dOmega,
                                Eigen::Ref<Points> dqDot, Eigen::Ref<Points> dOmegaDot) {
  const S2nInertia& M = model_->inertia();
  const Eigen::Index n = q_.cols();
  const Eigen::VectorXd& c = model_->damping();
  dq_ = dq;
  for (Eigen::Index i = 0; i < n; ++i) dqDot.col(i) = dOmega.col(i).cross(q_.col(i)) + omega_.col(i).cross(dq.col(i));
  model_->appliedMomentDerivative(q_, gradient_, dq_, t_, dMoment_);  // dm
  for (Eigen::Index i = 0; i < n; ++i) dMoment_.col(i) -= c[i] * dOmega.col(i);
  if (M.isDiagonal()) {
    for (Eigen::Index i = 0; i < n; ++i) dOmegaDot.col(i) = dMoment_.col(i) / M(i, i);
    return;
  }
  dWeighted_.resize(3, n);
  dqCrossOmegaDot_.resize(3, n);
  for (Eigen::Index j = 0; j < n; ++j) {
    dWeighted_.col(j) = 2.0 * omega_.col(j).dot(dOmega.col(j)) * q_.col(j) + speedSquared_[j] * dq.col(j);
    dqCrossOmegaDot_.col(j) = dq.col(j).cross(omegaDot_.col(j));
  }
  M.applyOffDiagonal(dWeighted_, dCoupling_);
  M.applyOffDiagonal(dqCrossOmegaDot_, dInertiaCoupling_);
  // db − dA(q; dq) ω̇, with (dA y)_i = −dq_i × Σ M_ij q_j × y_j − q_i × Σ M_ij dq_j × y_j.
  for (Eigen::Index i = 0; i < n; ++i)
    dMoment_.col(i) += dq.col(i).cross(coupling_.col(i)) + q_.col(i).cross(dCoupling_.col(i)) +
                       dq.col(i).cross(inertiaCoupling_.col(i)) + q_.col(i).cross(dInertiaCoupling_.col(i));
  factor_.solve(dMoment_, dOmegaDotSolved_);
  dOmegaDot = dOmegaDotSolved_;
}

namespace {

// The derivative of the full (q, q̇) → ω map ω = q × v + (q·v) q (s2n_formulations.cpp) along (dq, dv).
Vec3 angularOfFullVelocityDerivative(const Vec3& q, const Vec3& v, const Vec3& dq, const Vec3& dv) {
  return dq.cross(v) + q.cross(dv) + (dq.dot(v) + q.dot(dv)) * q + q.dot(v) * dq;
}
// The derivative of its inverse v = (ω × q)/s + (q·ω) q/s², s = ‖q‖², along (dq, dω).
Vec3 fullVelocityOfAngularDerivative(const Vec3& q, const Vec3& w, const Vec3& dq, const Vec3& dw) {
  const double s = q.squaredNorm(), ds = 2.0 * q.dot(dq), qw = q.dot(w);
  return (dw.cross(q) + w.cross(dq)) / s - w.cross(q) * (ds / (s * s)) +
         ((dq.dot(w) + q.dot(dw)) * q + qw * dq) / (s * s) - (2.0 * qw * ds / (s * s * s)) * q;
}

// The field's moment T = m(q) − c ω (totalMoment) differentiated: dT = dm(q; dq) − c dω.
Points totalMomentDerivative(const S2nModel& model, const Points& q, const Points& gradient, const Points& dq,
                             const Points& dOmega, double t) {
  Points dT;
  model.appliedMomentDerivative(q, gradient, dq, t, dT);
  if (model.isDamped())
    for (Eigen::Index i = 0; i < q.cols(); ++i) dT.col(i) -= model.damping()[i] * dOmega.col(i);
  return dT;
}

// (13): v̇ = B⁻¹ r, r_i = −M_ii ‖v_i‖² q_i + T_i × q_i, T = T(q, q × v). With B a = r,
//   B da = dr − dB(q; dq) a,  dr_i = −M_ii (2 (v_i·dv_i) q_i + ‖v_i‖² dq_i) + dT_i × q_i + T_i × dq_i.
struct VelocityFieldTangent {
  const S2nModel& model;
  const Points &q, &v;
  double t;
  Points gradient, T, a;
  VelocityFieldTangent(const S2nModel& m, const Points& q_, const Points& v_, double t_)
      : model(m), q(q_), v(v_), t(t_), gradient(m.gradient(q_)) {
    T = totalMoment(model, q, angularFromVelocity(q, v), t);
    a = eulerLagrangeVelocity(model, q, v, t).dx;
  }
  void operator()(const Points& dq, const Points& dv, Points& ddq, Points& ddv) const {
    const S2nInertia& M = model.inertia();
    const Eigen::Index n = q.cols();
    Points dOmega(3, n);
    for (Eigen::Index i = 0; i < n; ++i) dOmega.col(i) = dq.col(i).cross(v.col(i)) + q.col(i).cross(dv.col(i));
    const Points dT = totalMomentDerivative(model, q, gradient, dq, dOmega, t);
    Points dr(3, n);
    for (Eigen::Index i = 0; i < n; ++i)
      dr.col(i) = -M(i, i) * (2.0 * v.col(i).dot(dv.col(i)) * q.col(i) + v.col(i).squaredNorm() * dq.col(i)) +
                  dT.col(i).cross(q.col(i)) + T.col(i).cross(dq.col(i));
    ddq = dv;
    ddv = solveVelocityInertia(M, q, dr - velocityInertiaDerivative(M, q, dq, a));
  }
};

// (25), (27): w = B⁻¹μ, q̇_i = (I − q_i q_iᵀ) w_i, p = M q̇, k_i = (q_i·p_i) q̇_i, T = T(q, q × q̇),
//   μ̇_i = w_i × (μ_i × q_i) − (I − q_i q_iᵀ) k_i + T_i × q_i;
// every factor differentiated by the product rule, B dw = dμ − dB(q; dq) w.
struct MomentumFieldTangent {
  const S2nModel& model;
  const Points &q, &mu;
  double t;
  Points gradient, w, qdot, p, T, k;
  MomentumFieldTangent(const S2nModel& m, const Points& q_, const Points& mu_, double t_)
      : model(m), q(q_), mu(mu_), t(t_), gradient(m.gradient(q_)) {
    const Eigen::Index n = q.cols();
    w = solveVelocityInertia(model.inertia(), q, mu);
    qdot.resize(3, n);
    for (Eigen::Index i = 0; i < n; ++i) qdot.col(i) = w.col(i) - q.col(i).dot(w.col(i)) * q.col(i);
    p = model.inertia().apply(qdot);
    T = totalMoment(model, q, angularFromVelocity(q, qdot), t);
    k.resize(3, n);
    for (Eigen::Index i = 0; i < n; ++i) k.col(i) = q.col(i).dot(p.col(i)) * qdot.col(i);
  }
  void operator()(const Points& dq, const Points& dmu, Points& ddq, Points& ddmu) const {
    const S2nInertia& M = model.inertia();
    const Eigen::Index n = q.cols();
    const Points dw = solveVelocityInertia(M, q, dmu - velocityInertiaDerivative(M, q, dq, w));
    ddq.resize(3, n);
    for (Eigen::Index i = 0; i < n; ++i)
      ddq.col(i) = dw.col(i) - (dq.col(i).dot(w.col(i)) + q.col(i).dot(dw.col(i))) * q.col(i) -
                   q.col(i).dot(w.col(i)) * dq.col(i);
    const Points dp = M.apply(ddq);
    Points dOmega(3, n);
    for (Eigen::Index i = 0; i < n; ++i) dOmega.col(i) = dq.col(i).cross(qdot.col(i)) + q.col(i).cross(ddq.col(i));
    const Points dT = totalMomentDerivative(model, q, gradient, dq, dOmega, t);
    ddmu.resize(3, n);
    for (Eigen::Index i = 0; i < n; ++i) {
      const Vec3 qi = q.col(i), dqi = dq.col(i), ki = k.col(i);
      const Vec3 dk = (dqi.dot(p.col(i)) + qi.dot(dp.col(i))) * qdot.col(i) + qi.dot(p.col(i)) * ddq.col(i);
      const Vec3 dProjected = dk - (dqi.dot(ki) + qi.dot(dk)) * qi - qi.dot(ki) * dqi;
      ddmu.col(i) = dw.col(i).cross(mu.col(i).cross(qi)) + w.col(i).cross(dmu.col(i).cross(qi) + mu.col(i).cross(dqi)) -
                    dProjected + dT.col(i).cross(qi) + T.col(i).cross(dqi);
    }
  }
};

// (36), (37): ω = A⁻¹π, q̇_i = ω_i × q_i, o = Σ_{j≠i} M_ij q̇_j, π̇_i = −q_i × (ω_i × o_i) + ω_i × π_i + T_i,
// with A dω = dπ − dA(q; dq) ω.
struct AngularMomentumFieldTangent {
  const S2nModel& model;
  const Points &q, &pi;
  double t;
  Points gradient, omega, others, T;
  AngularMomentumFieldTangent(const S2nModel& m, const Points& q_, const Points& pi_, double t_)
      : model(m), q(q_), pi(pi_), t(t_), gradient(m.gradient(q_)) {
    omega = solveAngularInertia(model.inertia(), q, pi);
    others = model.inertia().applyOffDiagonal(velocityFromAngular(q, omega));
    T = totalMoment(model, q, omega, t);
  }
  void operator()(const Points& dq, const Points& dpi, Points& ddq, Points& ddpi) const {
    const S2nInertia& M = model.inertia();
    const Eigen::Index n = q.cols();
    const Points dOmega = solveAngularInertia(M, q, dpi - angularInertiaDerivative(M, q, dq, omega));
    ddq.resize(3, n);
    for (Eigen::Index i = 0; i < n; ++i) ddq.col(i) = dOmega.col(i).cross(q.col(i)) + omega.col(i).cross(dq.col(i));
    const Points dOthers = M.applyOffDiagonal(ddq);
    const Points dT = totalMomentDerivative(model, q, gradient, dq, dOmega, t);
    ddpi.resize(3, n);
    for (Eigen::Index i = 0; i < n; ++i) {
      const Vec3 qi = q.col(i), wi = omega.col(i), dwi = dOmega.col(i);
      ddpi.col(i) = -dq.col(i).cross(wi.cross(others.col(i))) -
                    qi.cross(dwi.cross(others.col(i)) + wi.cross(dOthers.col(i))) + dwi.cross(pi.col(i)) +
                    wi.cross(dpi.col(i)) + dT.col(i);
    }
  }
};

template <class Tangent>
void fieldTangentColumns(const Tangent& tangent, Eigen::Index n, const Eigen::MatrixXd& V, Eigen::MatrixXd& dV) {
  dV.resize(V.rows(), V.cols());
  Points ddq, ddx;
  for (Eigen::Index j = 0; j < V.cols(); ++j) {
    const Points dq = Eigen::Map<const Points>(V.col(j).data(), 3, n);
    const Points dx = Eigen::Map<const Points>(V.col(j).data() + 3 * n, 3, n);
    tangent(dq, dx, ddq, ddx);
    Eigen::Map<Points>(dV.col(j).data(), 3, n) = ddq;
    Eigen::Map<Points>(dV.col(j).data() + 3 * n, 3, n) = ddx;
  }
}

}  // namespace

Points velocityInertiaDerivative(const S2nInertia& M, const Points& q, const Points& dq, const Points& y) {
  const Eigen::Index n = q.cols();
  Points out = Points::Zero(3, n);
  if (M.isDiagonal()) return out;
  const Points others = M.applyOffDiagonal(y);  // column i: Σ_{j≠i} M_ij y_j
  for (Eigen::Index i = 0; i < n; ++i)
    out.col(i) = -(q.col(i).dot(others.col(i)) * dq.col(i) + dq.col(i).dot(others.col(i)) * q.col(i));
  return out;
}

Points fromAngularDerivative(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& omega,
                             const Points& dq, const Points& dOmega) {
  const Eigen::Index n = q.cols();
  switch (f) {
    case S2nFormulation::QOmega:
      return dOmega;
    case S2nFormulation::QPi:  // π = A(q) ω: dπ = A dω + dA(q; dq) ω
      return angularMomentumFromAngular(M, q, dOmega) + angularInertiaDerivative(M, q, dq, omega);
    case S2nFormulation::QQdot:
    case S2nFormulation::QMu: {
      Points v(3, n), dv(3, n);
      for (Eigen::Index i = 0; i < n; ++i)
        dv.col(i) = fullVelocityOfAngularDerivative(q.col(i), omega.col(i), dq.col(i), dOmega.col(i));
      if (f == S2nFormulation::QQdot) return dv;
      // μ = B(q) v: dμ = B dv + dB(q; dq) v (B applied is momentumFromVelocity, linear in v).
      v = fromAngular(S2nFormulation::QQdot, M, q, omega);
      return momentumFromVelocity(M, q, dv) + velocityInertiaDerivative(M, q, dq, v);
    }
  }
  return dOmega;
}

Points toAngularDerivative(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& x, const Points& dq,
                           const Points& dx) {
  const Eigen::Index n = q.cols();
  switch (f) {
    case S2nFormulation::QOmega:
      return dx;
    case S2nFormulation::QPi: {  // ω = A(q)⁻¹ π: A dω = dπ − dA(q; dq) ω
      const Points omega = solveAngularInertia(M, q, x);
      return solveAngularInertia(M, q, dx - angularInertiaDerivative(M, q, dq, omega));
    }
    case S2nFormulation::QQdot:
    case S2nFormulation::QMu: {
      Points v = x, dv = dx;
      if (f == S2nFormulation::QMu) {  // v = B(q)⁻¹ μ: B dv = dμ − dB(q; dq) v
        v = solveVelocityInertia(M, q, x);
        dv = solveVelocityInertia(M, q, dx - velocityInertiaDerivative(M, q, dq, v));
      }
      Points dOmega(3, n);
      for (Eigen::Index i = 0; i < n; ++i)
        dOmega.col(i) = angularOfFullVelocityDerivative(q.col(i), v.col(i), dq.col(i), dv.col(i));
      return dOmega;
    }
  }
  return dx;
}

void formulationFieldTangent(S2nFormulation f, const S2nModel& model, const Points& q, const Points& x, double t,
                             const Eigen::MatrixXd& V, Eigen::MatrixXd& dV, AngularFieldTangent& angular) {
  const Eigen::Index n = q.cols();
  switch (f) {
    case S2nFormulation::QQdot:
      fieldTangentColumns(VelocityFieldTangent(model, q, x, t), n, V, dV);
      return;
    case S2nFormulation::QMu:
      fieldTangentColumns(MomentumFieldTangent(model, q, x, t), n, V, dV);
      return;
    case S2nFormulation::QPi:
      fieldTangentColumns(AngularMomentumFieldTangent(model, q, x, t), n, V, dV);
      return;
    case S2nFormulation::QOmega:
      angular.prepare(model, q, x, t);
      dV.resize(V.rows(), V.cols());
      for (Eigen::Index j = 0; j < V.cols(); ++j)
        angular.apply(Eigen::Map<const Points>(V.col(j).data(), 3, n),
                      Eigen::Map<const Points>(V.col(j).data() + 3 * n, 3, n),
                      Eigen::Map<Points>(dV.col(j).data(), 3, n), Eigen::Map<Points>(dV.col(j).data() + 3 * n, 3, n));
      return;
  }
}

}  // namespace geovi
