#include "geovi/s2n_simulation.hpp"

#include <cmath>
#include <utility>

#include "geovi/errors.hpp"

namespace geovi {

S2nSimulation::S2nSimulation(S2nModel model, S2nState initial, const IntegratorSpec& spec)
    : Simulation(spec.h),
      model_(std::move(model)),
      state_(std::move(initial)),
      stepper_(makeS2nStepper(spec, model_)),
      initialEnergy_(model_.energy(state_)) {}

StepStats S2nSimulation::stepOnce() {
  next_ = state_;  // same sizes: a copy into the existing storage
  const StepStats stats = stepper_->step(model_, next_, stepSize());
  if (!next_.q.allFinite() || !next_.omega.allFinite() || !std::isfinite(model_.energy(next_)))
    throw NumericalFailure("the state became non-finite");
  std::swap(state_, next_);
  return stats;
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
  for (int i = 0; i < model_.size(); ++i) {
    d.manifoldError = std::max(d.manifoldError, std::abs(state_.q.col(i).norm() - 1.0));
    d.tangencyError = std::max(d.tangencyError, std::abs(state_.q.col(i).dot(state_.omega.col(i))));
  }
  if (const auto axis = model_.symmetryAxis()) {
    d.momentum = model_.angularMomentumAbout(state_, *axis);
    d.momentumLabel = "angular momentum about " + std::string(axis->z() != 0 ? "e3" : axis->x() != 0 ? "e1" : "e2");
  }
  d.lastStep = last_;
  d.totalIterations = iterations_;
  return d;
}

void S2nSimulation::drawPoints(std::vector<double>& xyz) const {
  const Points p = model_.drawPoints(state_.q);
  xyz.assign(p.data(), p.data() + p.size());
}

}  // namespace geovi
