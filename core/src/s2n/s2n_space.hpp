// Simulation of an (S²)ⁿ system with any of the (S²)ⁿ integrators.
#pragma once

#include <memory>

#include "geovi/simulation.hpp"
#include "s2n/s2n_model.hpp"
#include "s2n/s2n_stepper.hpp"

namespace geovi {

class S2nSimulation final : public Simulation {
 public:
  S2nSimulation(S2nModel model, S2nState initial, const IntegratorSpec& spec);

  std::string kind() const override { return "s2n"; }
  double energy() const override { return energy_; }
  std::vector<std::string> stateColumns() const override;
  void stateValues(std::vector<double>& out) const override;
  Diagnostics diagnostics() const override;
  void rates(const std::vector<double>& state, double t, std::vector<double>& out) const override;
  double energyAt(const std::vector<double>& state, double t) const override;
  void projectState(std::vector<double>& values) const override;
  void drawPoints(std::vector<double>& xyz) const override;
  std::string method() const override;
  std::vector<std::string> applicableIntegrators() const override;

  const S2nModel& model() const { return model_; }
  const S2nState& state() const { return state_; }

 private:
  StepStats stepOnce() override;
  void beginAdvance() override { closest_ = {}; }
  StepHealth stepHealth() const override;
  void assignState(const std::vector<double>& values, double t) override;

  // Model (read-only), state, workspace (the run's memory), and the method.
  S2nModel model_;
  S2nState state_;
  S2nState next_;  // the step's candidate, kept so its storage is reused (no allocation per step)
  S2nWorkspace workspace_;
  std::unique_ptr<const S2nStepper> stepper_;
  double energy_;  // E(state_), computed once per step by the finiteness guard
  double initialEnergy_;
  Encounter closest_;  // the closest encounter of the steps of the current advance() call
  double closestTime_ = 0.0;
  Encounter stepEncounter_;  // the closest encounter after the last step
};

}  // namespace geovi
