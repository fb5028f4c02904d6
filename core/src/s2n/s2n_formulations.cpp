// The four continuous formulations on (S²)ⁿ (paper 001, Cor. 1–4); see the header
// for the equations and the re-derivations behind Cor. 3 and Cor. 4.
#include "s2n/s2n_formulations.hpp"

#include "geovi/errors.hpp"
#include "geovi/geometry.hpp"
#include "s2n/s2n_chain_solve.hpp"
#include "s2n/s2n_equations.hpp"

namespace geovi {
namespace {

// (I − q qᵀ) x, the projection of paper 001 (11) (q not assumed unit: the
// formula as printed, so it is smooth off the sphere).
Vec3 project(const Vec3& q, const Vec3& x) { return x - q.dot(x) * q; }

// The (q, q̇) ↔ (q, ω) maps of fromAngular/toAngular, inverse to each other off T(S²)ⁿ too (see the
// header): ω = q × q̇ + (q·q̇) q and q̇ = (ω × q)/‖q‖² + (q·ω) q/‖q‖⁴.
Vec3 angularOfFullVelocityAt(const Vec3& q, const Vec3& v) { return q.cross(v) + q.dot(v) * q; }
Vec3 fullVelocityOfAngularAt(const Vec3& q, const Vec3& w) {
  const double s = q.squaredNorm();
  return (w.cross(q) + (q.dot(w) / s) * q) / s;
}
Points fullVelocityOfAngular(const Points& q, const Points& omega) {
  Points v(3, q.cols());
  for (Eigen::Index i = 0; i < q.cols(); ++i) v.col(i) = fullVelocityOfAngularAt(q.col(i), omega.col(i));
  return v;
}
Points angularOfFullVelocity(const Points& q, const Points& v) {
  Points omega(3, q.cols());
  for (Eigen::Index i = 0; i < q.cols(); ++i) omega.col(i) = angularOfFullVelocityAt(q.col(i), v.col(i));
  return omega;
}

}  // namespace

// The block form of s2n/s2n_chain_solve.hpp with D_i = M_ii I, U_i = I − q_i q_iᵀ, R_j = I.
Points solveVelocityInertia(const S2nInertia& M, const Points& q, const Points& r) {
  if (M.isDiagonal()) return M.divideByDiagonal(r);
  const int n = M.size();
  std::vector<Mat3> D(n), U(n), R(n, Mat3::Identity());
  for (int i = 0; i < n; ++i) {
    D[i] = M(i, i) * Mat3::Identity();
    U[i] = Mat3::Identity() - q.col(i) * q.col(i).transpose();
  }
  return solveInertiaBlocks(M, D, U, R, r);
}

const std::vector<std::string>& s2nFormulationNames() {
  static const std::vector<std::string> names{"q_omega", "q_qdot", "q_mu", "q_pi"};
  return names;
}

S2nFormulation parseS2nFormulation(const std::string& name) {
  if (name == "q_omega") return S2nFormulation::QOmega;
  if (name == "q_qdot") return S2nFormulation::QQdot;
  if (name == "q_mu") return S2nFormulation::QMu;
  if (name == "q_pi") return S2nFormulation::QPi;
  std::string known;
  for (const auto& n : s2nFormulationNames()) known += (known.empty() ? "" : ", ") + n;
  throw InputError("integrator.formulation", "unknown formulation '" + name + "' (expected one of " + known + ")");
}

const std::string& s2nFormulationName(S2nFormulation f) { return s2nFormulationNames()[static_cast<int>(f)]; }

Points velocityFromAngular(const Points& q, const Points& omega) {
  Points qdot;
  velocityFromAngular(q, omega, qdot);
  return qdot;
}

void velocityFromAngular(const Points& q, const Points& omega, Points& qdot) {
  qdot.resize(3, q.cols());
  for (Eigen::Index i = 0; i < q.cols(); ++i) qdot.col(i) = omega.col(i).cross(q.col(i));
}

Points angularFromVelocity(const Points& q, const Points& qdot) {
  Points omega;
  angularFromVelocity(q, qdot, omega);
  return omega;
}

void angularFromVelocity(const Points& q, const Points& qdot, Points& omega) {
  // q × (ω × q) = ω for unit q and ω ⟂ q.
  omega.resize(3, q.cols());
  for (Eigen::Index i = 0; i < q.cols(); ++i) omega.col(i) = q.col(i).cross(qdot.col(i));
}

Points momentumFromVelocity(const S2nInertia& M, const Points& q, const Points& qdot) {
  // μ_i = M_ii q̇_i + (I − q_i q_iᵀ) Σ_{j≠i} M_ij q̇_j   (paper 001 before (25); = B q̇)
  const int n = static_cast<int>(M.rows());
  const Points others = M.applyOffDiagonal(qdot);  // column i: Σ_{j≠i} M_ij q̇_j
  Points mu(3, n);
  for (int i = 0; i < n; ++i) {
    mu.col(i) = M(i, i) * qdot.col(i) + project(q.col(i), others.col(i));
  }
  return mu;
}

Points velocityFromMomentum(const S2nInertia& M, const Points& q, const Points& mu) {
  // (25): q̇_i = (I − q_i q_iᵀ) Σ_j m^I_ij μ_j with m^I = B⁻¹.
  const int n = static_cast<int>(M.rows());
  Points w = solveVelocityInertia(M, q, mu);
  for (int i = 0; i < n; ++i) w.col(i) = project(q.col(i), w.col(i));
  return w;
}

Points angularMomentumFromAngular(const S2nInertia& M, const Points& q, const Points& omega) {
  // (33): π_i = M_ii ω_i + Σ_{j≠i} M_ij q̂_iᵀ q̂_j ω_j = M_ii ω_i + Σ_{j≠i} M_ij q_i × (ω_j × q_j).
  const int n = static_cast<int>(M.rows());
  const Points others = M.applyOffDiagonal(velocityFromAngular(q, omega));
  Points pi(3, n);
  for (int i = 0; i < n; ++i) pi.col(i) = M(i, i) * omega.col(i) + q.col(i).cross(others.col(i));
  return pi;
}

Points angularFromAngularMomentum(const S2nInertia& M, const Points& q, const Points& pi) {
  return solveAngularInertia(M, q, pi);  // (34): ω = A⁻¹ π
}

Points fromAngular(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& omega) {
  switch (f) {
    case S2nFormulation::QOmega:
      return omega;
    case S2nFormulation::QQdot:
      return fullVelocityOfAngular(q, omega);
    case S2nFormulation::QMu:
      return momentumFromVelocity(M, q, fullVelocityOfAngular(q, omega));
    case S2nFormulation::QPi:
      return angularMomentumFromAngular(M, q, omega);
  }
  return omega;
}

Points toAngular(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& x) {
  switch (f) {
    case S2nFormulation::QOmega:
      return x;
    case S2nFormulation::QQdot:
      return angularOfFullVelocity(q, x);
    case S2nFormulation::QMu:
      // The full B⁻¹μ, not (25)'s projection of it: q × (I − q qᵀ) v = q × v, the normal part is kept.
      return angularOfFullVelocity(q, solveVelocityInertia(M, q, x));
    case S2nFormulation::QPi:
      return angularFromAngularMomentum(M, q, x);
  }
  return x;
}

Points totalMoment(const S2nModel& model, const Points& q, const Points& omega, double t) {
  Points T = model.appliedMoment(q, t);
  if (model.isDamped())
    for (int i = 0; i < model.size(); ++i) T.col(i) -= model.damping()[i] * omega.col(i);
  return T;
}

S2nRates eulerLagrangeVelocity(const S2nModel& model, const Points& q, const Points& qdot, double t) {
  // (13) with constant m_ij (F_i = 0):
  //   M_ii q̈_i + (I − q_i q_iᵀ) Σ_{j≠i} M_ij q̈_j = −M_ii ‖q̇_i‖² q_i − (I − q_i q_iᵀ)(∂V/∂q_i − f_i),
  // the last term written T_i × q_i (see the header).
  const S2nInertia& M = model.inertia();
  const int n = model.size();
  const Points T = totalMoment(model, q, angularFromVelocity(q, qdot), t);
  Points r(3, n);
  for (int i = 0; i < n; ++i) r.col(i) = -M(i, i) * qdot.col(i).squaredNorm() * q.col(i) + T.col(i).cross(q.col(i));
  return {qdot, solveVelocityInertia(model.inertia(), q, r)};
}

S2nRates eulerLagrangeAngular(const S2nModel& model, const Points& q, const Points& omega, double t) {
  // (19) with constant m_ij is (2.10)–(2.11); angularAcceleration includes the model's forcing.
  return {velocityFromAngular(q, omega), angularAcceleration(model, q, omega, t)};
}

S2nRates hamiltonMomentum(const S2nModel& model, const Points& q, const Points& mu, double t) {
  // (25) and (27):
  //   q̇_i = (I − q_i q_iᵀ) w_i,   w = m^I μ = B⁻¹ μ,
  //   μ̇_i = w_i × (μ_i × q_i) − (I − q_i q_iᵀ) ∂K/∂q_i + T_i × q_i,
  //   ∂K/∂q_i = q̇_i (q_i · Σ_j M_ij q̇_j)   (re-derived, see the header).
  const S2nInertia& M = model.inertia();
  const int n = model.size();
  const Points w = solveVelocityInertia(model.inertia(), q, mu);
  Points qdot(3, n);
  for (int i = 0; i < n; ++i) qdot.col(i) = project(q.col(i), w.col(i));
  const Points p = M.apply(qdot);
  const Points T = totalMoment(model, q, angularFromVelocity(q, qdot), t);
  Points dmu(3, n);
  for (int i = 0; i < n; ++i) {
    const Vec3 qi = q.col(i);
    const Vec3 dK = qi.dot(p.col(i)) * qdot.col(i);
    dmu.col(i) = w.col(i).cross(mu.col(i).cross(qi)) - project(qi, dK) + T.col(i).cross(qi);
  }
  return {qdot, dmu};
}

S2nRates hamiltonAngularMomentum(const S2nModel& model, const Points& q, const Points& pi, double t) {
  // (36) and (37):
  //   q̇_i = −q̂_i ω_i = ω_i × q_i,   ω = m^I π = A⁻¹ π,
  //   π̇_i = −q̂_i ∂K̃/∂q_i + ω_i × π_i + T_i,   T_i = −q̂_i ∂V/∂q_i + q̂_i f_i,
  //   ∂K̃/∂q_i = ω_i × Σ_{j≠i} M_ij q̇_j   (re-derived, see the header).
  const S2nInertia& M = model.inertia();
  const int n = model.size();
  const Points omega = solveAngularInertia(M, q, pi);
  const Points qdot = velocityFromAngular(q, omega);
  const Points T = totalMoment(model, q, omega, t);
  const Points others = M.applyOffDiagonal(qdot);
  Points dpi(3, n);
  for (int i = 0; i < n; ++i) {
    const Vec3 dK = omega.col(i).cross(others.col(i));
    dpi.col(i) = -q.col(i).cross(dK) + omega.col(i).cross(pi.col(i)) + T.col(i);
  }
  return {qdot, dpi};
}

S2nRates s2nRates(S2nFormulation f, const S2nModel& model, const Points& q, const Points& x, double t) {
  switch (f) {
    case S2nFormulation::QOmega:
      return eulerLagrangeAngular(model, q, x, t);
    case S2nFormulation::QQdot:
      return eulerLagrangeVelocity(model, q, x, t);
    case S2nFormulation::QMu:
      return hamiltonMomentum(model, q, x, t);
    case S2nFormulation::QPi:
      return hamiltonAngularMomentum(model, q, x, t);
  }
  return eulerLagrangeAngular(model, q, x, t);
}

void s2nRates(S2nFormulation f, const S2nModel& model, const Points& q, const Points& x, double t, S2nRates& rates,
              AccelerationScratch& scratch) {
  if (f != S2nFormulation::QOmega) {
    rates = s2nRates(f, model, q, x, t);
    return;
  }
  // eulerLagrangeAngular, into the caller's storage.
  velocityFromAngular(q, x, rates.dq);
  angularAcceleration(model, q, x, t, rates.dx, scratch);
}

void toAngular(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& x, Points& omega) {
  if (f == S2nFormulation::QOmega) {
    omega = x;
  } else if (f == S2nFormulation::QQdot) {
    omega.resize(3, q.cols());
    for (Eigen::Index i = 0; i < q.cols(); ++i) omega.col(i) = angularOfFullVelocityAt(q.col(i), x.col(i));
  } else {
    omega = toAngular(f, M, q, x);
  }
}

double hamiltonianMomentum(const S2nModel& model, const Points& q, const Points& mu) {
  // (26): H = ½ Σ_jk μ_jᵀ m^I_jk μ_k + V.
  const Points qdot = velocityFromMomentum(model.inertia(), q, mu);
  return 0.5 * mu.cwiseProduct(qdot).sum() + model.potential(q);
}

double hamiltonianAngularMomentum(const S2nModel& model, const Points& q, const Points& pi) {
  // (35): H̃ = ½ Σ_jk π_jᵀ m^I_jk π_k + V.
  const Points omega = angularFromAngularMomentum(model.inertia(), q, pi);
  return 0.5 * pi.cwiseProduct(omega).sum() + model.potential(q);
}

}  // namespace geovi
