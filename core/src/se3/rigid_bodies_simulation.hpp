// Simulation of rigid bodies in flight (rigid_bodies_model.hpp) with any of the SE(3)ᴺ integrators.
#pragma once

#include <memory>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "se3/rigid_bodies_model.hpp"
#include "se3/se3_stepper.hpp"

namespace geovi {

class RigidBodiesSimulation final : public Simulation {
 public:
  RigidBodiesSimulation(RigidBodiesModel model, RigidBodiesState initial, const IntegratorSpec& spec);

  std::string kind() const override { return kSpaceSe3; }
  double energy() const override { return energy_; }
  // Per body K (1-based): bKx, bKy, bKz, bKvx, bKvy, bKvz, bKR11 … bKR33 (row-major), bKW1, bKW2, bKW3
  // (body angular velocity): the CSV contract of issue 33.
  std::vector<std::string> stateColumns() const override;
  void stateValues(std::vector<double>& out) const override;
  Diagnostics diagnostics() const override;
  void rates(const std::vector<double>& state, double t, std::vector<double>& out) const override;
  double energyAt(const std::vector<double>& state, double t) const override;
  void projectState(std::vector<double>& values) const override;
  // Per body: its centre, then the centre plus each body axis (a column of R) times the body's size.
  void drawPoints(std::vector<double>& xyz) const override;
  std::string method() const override;
  std::vector<std::string> applicableIntegrators() const override;

  const RigidBodiesModel& model() const { return model_; }
  const RigidBodiesState& state() const { return state_; }

 private:
  StepStats stepOnce() override;
  StepHealth stepHealth() const override;
  void assignState(const std::vector<double>& values, double t) override;

  RigidBodiesModel model_;
  RigidBodiesState state_;
  RigidBodiesState next_;  // stepOnce's scratch: the stepper's result before the finiteness guard
  Se3Workspace workspace_;
  mutable BodyLoads healthLoads_;  // stepHealth's scratch: the baselines' loads at the state they reached
  std::unique_ptr<const Se3Stepper> stepper_;
  double initialEnergy_;
  double energy_;  // E(state_), computed once per step by the finiteness guard
};

// The state of a row in stateColumns() order, as it stands (v → p = m v, Ω → Π = J Ω).
RigidBodiesState rigidBodiesStateOf(const RigidBodiesModel& model, const std::vector<double>& values);

}  // namespace geovi
