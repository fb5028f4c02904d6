// Simulation of a rigid body on SO(3) with any of the SO(3) integrators.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/simulation.hpp"
#include "so3/rigid_body.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {

// Output columns derived from the attitude, Ω and time (an attitude controller's errors, control/):
// see Simulation::outputColumns.
class RigidBodyReadout {
 public:
  virtual ~RigidBodyReadout() = default;
  virtual std::vector<std::string> columns() const = 0;
  virtual void values(const Mat3& R, const Vec3& Omega, double t, std::vector<double>& out) const = 0;
};

class RigidBodySimulation final : public Simulation {
 public:
  RigidBodySimulation(RigidBodyModel model, RigidBodyState initial, const IntegratorSpec& spec,
                      std::shared_ptr<const RigidBodyReadout> readout = nullptr);

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
  std::vector<std::string> outputColumns() const override;
  void outputValues(std::vector<double>& out) const override;

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
  std::shared_ptr<const RigidBodyReadout> readout_;
  double initialEnergy_;
  double energy_;  // E(state_) at time(), computed once per step by the finiteness guard
};

}  // namespace geovi
