// Simulation of a rigid body on SO(3) with any of the SO(3) integrators.
#pragma once

#include <memory>

#include "geovi/integrators/so3_stepper.hpp"
#include "geovi/models/rigid_body.hpp"
#include "geovi/simulation.hpp"

namespace geovi {

class RigidBodySimulation final : public Simulation {
 public:
  RigidBodySimulation(RigidBodyModel model, RigidBodyState initial, const IntegratorSpec& spec);

  std::string kind() const override { return "rigid_body"; }
  double energy() const override { return model_.energy(state_, time()); }
  // R11..R33 (row-major), W1, W2, W3 (body angular velocity) — DESIGN.md CSV contract.
  std::vector<std::string> stateColumns() const override;
  void stateValues(std::vector<double>& out) const override;
  Diagnostics diagnostics() const override;
  // The three body axes (columns of R) times the drawing length, then the
  // centre of mass for tops and pendula; the fixed point is the origin.
  void drawPoints(std::vector<double>& xyz) const override;

  const RigidBodyModel& model() const { return model_; }
  const RigidBodyState& state() const { return state_; }
  const So3Stepper& stepper() const { return *stepper_; }

 private:
  StepStats stepOnce() override;

  RigidBodyModel model_;
  RigidBodyState state_;
  std::unique_ptr<So3Stepper> stepper_;
  double initialEnergy_;
};

}  // namespace geovi
