#include "s2n/s2n_simulation.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "geovi/errors.hpp"
#include "s2n/s2n_equations.hpp"
#include "shared/momentum_label.hpp"

namespace geovi {

namespace {
// setState's rule for a state on (S²)ⁿ: each q_i normalized and ω_i made tangent to its sphere at
// q_i. A zero q_i is left as it is (setState refuses it before this).
void projectOntoSpheres(Eigen::Ref<Points> q, Eigen::Ref<Points> omega) {
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const double norm = q.col(i).norm();
    if (!(norm > 0.0)) continue;
    q.col(i) /= norm;
    omega.col(i) -= q.col(i).dot(omega.col(i)) * q.col(i);
  }
}

// How far the bodies are off their unit spheres: max_i |‖q_i‖ − 1|, and that body i (0-based; −1
// when there are none). The manifold error of diagnostics() and of the health judge's rule.
struct SphereDeparture {
  double error = 0.0;
  int body = -1;
};
SphereDeparture sphereDeparture(const Points& q) {
  SphereDeparture worst;
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const double off = std::abs(q.col(i).norm() - 1.0);
    if (worst.body < 0 || off > worst.error) worst = {off, static_cast<int>(i)};
  }
  return worst;
}
}  // namespace

S2nSimulation::S2nSimulation(S2nModel model, S2nState initial, const IntegratorSpec& spec)
    : Simulation(spec.h, spec.type),
      model_(std::move(model)),
      state_(std::move(initial)),
      stepper_(makeS2nStepper(spec, model_)),
      energy_(model_.energy(state_)),
      initialEnergy_(energy_) {}

StepStats S2nSimulation::stepOnce() {
  next_ = state_;  // same sizes: a copy into the existing storage
  StepStats stats = stepper_->step(model_, next_, workspace_, time(), stepSize());
  // E = K + V, with V (and ∂V, which the next VI step needs) from one evaluation.
  const double e = model_.kinetic(next_, workspace_.scratch.qdot, workspace_.scratch.momentum) +
                   workspace_.potential.at(model_, next_.q).energy;
  requireFinite(next_.q.allFinite() && next_.omega.allFinite(), e);
  std::swap(state_, next_);
  energy_ = e;
  const Encounter c = model_.closestEncounter(state_.q);
  stepEncounter_ = c;
  if (c.distance < closest_.distance) {
    closest_ = c;
    closestTime_ = time() + stepSize();  // the clock moves on after this step returns
  }
  return stats;
}

StepHealth S2nSimulation::stepHealth() const {
  StepHealth health;
  health.conservative = model_.isConservative();
  if (!health.conservative)  // the rotation per step judges forced runs only
    for (int i = 0; i < model_.size(); ++i)
      health.rotation = std::max(health.rotation, stepSize() * state_.omega.col(i).norm());
  const SphereDeparture off = sphereDeparture(state_.q);
  health.manifoldError = off.error;
  health.manifoldBody = off.body + 1;
  if (stepEncounter_.a >= 0) {
    health.encounterDistance = stepEncounter_.distance;
    health.encounterA = stepEncounter_.a + 1;
    health.encounterB = stepEncounter_.b + 1;
  }
  return health;
}

// The same rules as a scenario's initial.q / initial.omega (s2n_scenario.cpp).
void S2nSimulation::assignState(const std::vector<double>& values, double) {
  const int n = model_.size();
  S2nState next{Eigen::Map<const Points>(values.data(), 3, n), Eigen::Map<const Points>(values.data() + 3 * n, 3, n)};
  for (int i = 0; i < n; ++i)
    if (!(next.q.col(i).norm() > 1e-8))
      throw InputError("setState: q" + std::to_string(i + 1),
                       "must be a nonzero vector (a direction on the unit sphere)");
  projectOntoSpheres(next.q, next.omega);
  const double e0 = model_.energy(next);
  if (!std::isfinite(e0))
    throw InputError("setState",
                     "the energy would be " + std::to_string(e0) + " (bodies at a singularity of the potential)");
  state_ = std::move(next);
  workspace_.reset();  // the run starts afresh from the new state
  stepEncounter_ = {};
  energy_ = initialEnergy_ = e0;
}

std::string S2nSimulation::method() const { return s2nIntegrator(integrator(), model_).methodOn(model_); }

std::vector<std::string> S2nSimulation::applicableIntegrators() const {
  return applicableIntegratorNames(s2nIntegrators(), model_);
}

std::vector<std::string> S2nSimulation::stateColumns() const {
  std::vector<std::string> cols;
  for (const char* prefix : {"q", "w"})
    for (int i = 1; i <= model_.size(); ++i)
      for (const char* axis : {"x", "y", "z"}) cols.push_back(prefix + std::to_string(i) + axis);
  return cols;
}

void S2nSimulation::stateValues(std::vector<double>& out) const {
  out.assign(state_.q.data(), state_.q.data() + state_.q.size());
  out.insert(out.end(), state_.omega.data(), state_.omega.data() + state_.omega.size());
}

Diagnostics S2nSimulation::diagnostics() const {
  Diagnostics d;
  d.energy = energy();
  d.initialEnergy = initialEnergy_;
  d.manifoldError = sphereDeparture(state_.q).error;
  for (int i = 0; i < model_.size(); ++i)
    d.tangencyError = std::max(d.tangencyError, std::abs(state_.q.col(i).dot(state_.omega.col(i))));
  if (const auto axis = model_.symmetryAxis()) {
    d.momentum = model_.angularMomentumAbout(state_, *axis);
    d.momentumLabel = momentumLabel("angular momentum", *axis, false);
  }
  d.conservative = model_.isConservative();
  for (int i = 0; i < model_.size(); ++i)
    d.rotationPerStep = std::max(d.rotationPerStep, stepSize() * state_.omega.col(i).norm());
  const Encounter now = model_.closestEncounter(state_.q);
  const bool stepped = closest_.a >= 0;
  const Encounter& e = stepped ? closest_ : now;
  if (e.a >= 0) {
    d.encounterDistance = e.distance;
    d.encounterA = e.a + 1;
    d.encounterB = e.b + 1;
    d.encounterTime = stepped ? closestTime_ : time();
  }
  d.lastStep = last_;
  d.totalIterations = iterations_;
  return d;
}

// q̇_i = ω_i × q_i (2.10) and ω̇ from (2.11), at a state that need not lie on (S²)ⁿ.
void S2nSimulation::rates(const std::vector<double>& state, double t, std::vector<double>& out) const {
  const int n = model_.size();
  const Eigen::Map<const Points> q(state.data(), 3, n), omega(state.data() + 3 * n, 3, n);
  const Points omegaDot = angularAcceleration(model_, q, omega, t);
  out.resize(state.size());
  Eigen::Map<Points> qDot(out.data(), 3, n);
  for (int i = 0; i < n; ++i) qDot.col(i) = omega.col(i).cross(q.col(i));
  Eigen::Map<Points>(out.data() + 3 * n, 3, n) = omegaDot;
}

double S2nSimulation::energyAt(const std::vector<double>& state, double) const {
  const int n = model_.size();
  const S2nState s{Eigen::Map<const Points>(state.data(), 3, n), Eigen::Map<const Points>(state.data() + 3 * n, 3, n)};
  return model_.energy(s);
}

void S2nSimulation::projectState(std::vector<double>& values) const {
  const int n = model_.size();
  Eigen::Map<Points> q(values.data(), 3, n), omega(values.data() + 3 * n, 3, n);
  projectOntoSpheres(q, omega);
}

void S2nSimulation::drawPoints(std::vector<double>& xyz) const {
  const Points p = model_.drawPoints(state_.q);
  xyz.assign(p.data(), p.data() + p.size());
}

}  // namespace geovi
