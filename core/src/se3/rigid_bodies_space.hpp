// Simulation of rigid bodies in flight (rigid_bodies_model.hpp) with any of the SE(3)ᴺ integrators,
// which are the product space's on the layout of se3_integrators.hpp.
#pragma once

#include <memory>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "product/product_stepper.hpp"
#include "se3/rigid_bodies_model.hpp"
#include "se3/se3_integrators.hpp"

namespace geovi {

class RigidBodiesSimulation final : public Simulation {
 public:
  // `initial` on the product's layout: z the centres, v their velocities, R, Π = J Ω.
  RigidBodiesSimulation(RigidBodiesModel model, ProductState initial, const IntegratorSpec& spec);

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
  const ProductModel& productModel() const { return product_; }
  // The state with each body's momentum p = m v.
  RigidBodiesState state() const;
  const ProductState& productState() const { return state_; }

 private:
  StepStats stepOnce() override;
  StepHealth stepHealth() const override;
  void assignState(const std::vector<double>& values, double t) override;

  RigidBodiesModel model_;
  ProductModel product_;
  ProductState state_;
  ProductState next_;  // stepOnce's scratch: the stepper's result before the finiteness guard
  ProductWorkspace workspace_;
  mutable ProductLoads healthLoads_;  // stepHealth's scratch: the baselines' loads at the state they reached
  std::unique_ptr<const ProductStepper> stepper_;
  double initialEnergy_;
  double energy_;  // E(state_), computed once per step by the finiteness guard
};

// The state of a row in stateColumns() order, on the product's layout (Ω → Π = J Ω).
ProductState rigidBodiesStateOf(const RigidBodiesModel& model, const std::vector<double>& values);

}  // namespace geovi
