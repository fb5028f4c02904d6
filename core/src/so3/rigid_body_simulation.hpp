// Simulation of a rigid body on SO(3) with any of the SO(3) integrators.
#pragma once

#include <memory>

#include "geovi/simulation.hpp"
#include "so3/rigid_body.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {

class RigidBodySimulation final : public Simulation {
 public:
  RigidBodySimulation(RigidBodyModel model, RigidBodyState initial, const IntegratorSpec& spec);

  std::string kind() const override { return "rigid_body"; }
  double energy() const override { return energy_; }
  // R11..R33 (row-major), W1, W2, W3 (body angular velocity) — the CSV contract of docs/architecture.md.
  std::vector<std::string> stateColumns() const override;
  void stateValues(std::vector<double>& out) const override;
  Diagnostics diagnostics() const override;
  void rates(const std::vector<double>& state, double t, std::vector<double>& out) const override;
  double energyAt(const std::vector<double>& state, double t) const override;
  void projectState(std::vector<double>& values) const override;
  // The three body axes (columns of R) times the drawing length, then the
  // centre of mass for tops and pendula; the fixed point is the origin.
  void drawPoints(std::vector<double>& xyz) const override;
  std::string method() const override;
  std::vector<std::string> applicableIntegrators() const override;

  const RigidBodyModel& model() const { return model_; }
  const RigidBodyState& state() const { return state_; }
  // The run's memory; e.g. workspace().euler313.report for an "rk4-euler313" run.
  const So3Workspace& workspace() const { return workspace_; }

 private:
  StepStats stepOnce() override;
  StepHealth stepHealth() const override;
  void assignState(const std::vector<double>& values, double t) override;

  // Model (read-only), state, workspace (the run's memory), and the method.
  RigidBodyModel model_;
  RigidBodyState state_;
  So3Workspace workspace_;
  std::unique_ptr<const So3Stepper> stepper_;
  double initialEnergy_;
  double energy_;  // E(state_) at time(), computed once per step by the finiteness guard
};

}  // namespace geovi
