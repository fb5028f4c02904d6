#include "s2n/s2n_model.hpp"

namespace geovi {

S2nModel::S2nModel(S2nInertia inertia, std::vector<std::shared_ptr<const PotentialTerm>> terms, S2nDrawing drawing)
    : inertia_(std::move(inertia)),
      terms_(std::move(terms)),
      drawing_(std::move(drawing)),
      damping_(Eigen::VectorXd::Zero(inertia_.rows())) {}

double S2nModel::potential(const Points& q) const {
  double v = 0.0;
  for (const auto& t : terms_) v += t->energy(q);
  return v;
}

void S2nModel::gradient(const Points& q, Points& g) const {
  g.setZero(3, q.cols());
  for (const auto& t : terms_) t->addGradient(q, g);
}

void S2nModel::evaluate(const Points& q, PotentialEvaluation& out) const {
  out.energy = 0.0;
  out.gradient.setZero(3, q.cols());
  for (const auto& t : terms_) t->addEvaluation(q, out);
}

S2nModel::TermMemories S2nModel::makeTermMemories() const {
  TermMemories memories;
  for (const auto& t : terms_) memories.push_back(t->makeMemory());
  return memories;
}

void S2nModel::evaluate(const Points& q, PotentialEvaluation& out, TermMemories& memories) const {
  out.energy = 0.0;
  out.gradient.setZero(3, q.cols());
  for (std::size_t k = 0; k < terms_.size(); ++k) {
    if (memories[k])
      terms_[k]->addEvaluationWith(q, out, *memories[k]);
    else
      terms_[k]->addEvaluation(q, out);
  }
}

Encounter S2nModel::closestEncounter(const Points& q) const {
  Encounter closest;
  for (const auto& t : terms_) {
    const Encounter e = t->closestEncounter(q);
    if (e.distance < closest.distance) closest = e;
  }
  return closest;
}

void S2nModel::appliedMoment(const Points& q, const Points& dV, double t, Points& m, Points& tau) const {
  m.resize(3, q.cols());
  for (Eigen::Index i = 0; i < q.cols(); ++i) m.col(i) = -q.col(i).cross(dV.col(i));
  if (moments_.empty()) return;
  tau.setZero(3, q.cols());
  for (const auto& f : moments_) f->addMoment(q, t, tau);
  // Only the tangential part acts: a rotation about q_i does not move q_i.
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    m.col(i) += tau.col(i) - q.col(i).dot(tau.col(i)) / q.col(i).squaredNorm() * q.col(i);
}

std::string S2nModel::derivativeUnavailable() const {
  for (const auto& t : terms_) {
    std::string why = t->derivativeUnavailable();
    if (!why.empty()) return why;
  }
  return "";
}

void S2nModel::gradientDerivative(const Points& q, const Points& dq, Points& dgrad) const {
  dgrad.setZero(3, q.cols());
  for (const auto& t : terms_) t->addGradientDerivative(q, dq, dgrad);
}

void S2nModel::appliedMomentDerivative(const Points& q, const Points& dV, const Points& dq, double t,
                                       Points& dm) const {
  gradientDerivative(q, dq, dm);  // H dq, then dm_i = −dq_i × ∂V_i − q_i × (H dq)_i
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    dm.col(i) = -dq.col(i).cross(dV.col(i)) - q.col(i).cross(Eigen::Vector3d(dm.col(i)));
  if (moments_.empty()) return;
  Points tau = Points::Zero(3, q.cols()), dtau = Points::Zero(3, q.cols());
  for (const auto& f : moments_) {
    f->addMoment(q, t, tau);
    f->addMomentDerivative(q, dq, t, dtau);
  }
  // d(P τ) = P dτ − ((dq·τ) q + (q·τ) dq)/‖q‖² + 2 (q·dq)(q·τ) q/‖q‖⁴.
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const Eigen::Vector3d qi = q.col(i), dqi = dq.col(i), ti = tau.col(i), dti = dtau.col(i);
    const double q2 = qi.squaredNorm();
    dm.col(i) += dti - qi.dot(dti) / q2 * qi - (dqi.dot(ti) * qi + qi.dot(ti) * dqi) / q2 +
                 2.0 * qi.dot(dqi) * qi.dot(ti) / (q2 * q2) * qi;
  }
}

double S2nModel::kinetic(const S2nState& s, Points& qdot, Points& momentum) const {
  const int n = size();
  qdot.resize(3, n);
  for (int i = 0; i < n; ++i) qdot.col(i) = s.omega.col(i).cross(s.q.col(i));
  // ½ Σ_ij M_ij q̇_i·q̇_j = ½ tr(Q̇ M Q̇ᵀ); O(n) when M is diagonal or a chain's.
  inertia_.apply(qdot, momentum);
  return 0.5 * momentum.cwiseProduct(qdot).sum();
}

double S2nModel::angularMomentumAbout(const S2nState& s, const Eigen::Vector3d& axis) const {
  const int n = size();
  Points qdot(3, n);
  for (int i = 0; i < n; ++i) qdot.col(i) = s.omega.col(i).cross(s.q.col(i));
  const Points p = inertia_.apply(qdot);  // column i: Σ_j M_ij q̇_j
  double total = 0.0;
  for (int i = 0; i < n; ++i) total += axis.dot(s.q.col(i).cross(p.col(i)));
  return total;
}

std::optional<Eigen::Vector3d> S2nModel::symmetryAxis() const {
  if (!isConservative()) return std::nullopt;
  for (const int k : {2, 0, 1}) {
    const Eigen::Vector3d axis = Eigen::Vector3d::Unit(k);
    bool all = true;
    for (const auto& t : terms_) all = all && t->invariantAbout(axis);
    if (all) return axis;
  }
  return std::nullopt;
}

}  // namespace geovi
