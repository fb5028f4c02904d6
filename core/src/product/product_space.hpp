// Simulation of a system on the product space (product_model.hpp) with any of its integrators.
#pragma once

#include <memory>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "product/product_model.hpp"
#include "product/product_stepper.hpp"

namespace geovi {

// Output columns derived from a product state and time (a controller's errors, control/): see
// Simulation::outputColumns.
class ProductReadout {
 public:
  virtual ~ProductReadout() = default;
  virtual std::vector<std::string> columns() const = 0;
  virtual void values(const ProductModel& model, const ProductState& s, double t, std::vector<double>& out) const = 0;
};

class ProductSimulation final : public Simulation {
 public:
  ProductSimulation(ProductModel model, ProductState initial, const IntegratorSpec& spec,
                    std::shared_ptr<const ProductReadout> readout = nullptr);

  std::string kind() const override { return kSpaceProduct; }
  double energy() const override { return energy_; }
  // Per point of the block: prefix + x, y, z and velocityPrefix + x, y, z (ProductPoint); per attitude:
  // prefix + R11 … R33 (row-major) and prefix + W1, W2, W3 (body angular velocity).
  std::vector<std::string> stateColumns() const override;
  void stateValues(std::vector<double>& out) const override;
  std::vector<std::string> outputColumns() const override;
  void outputValues(std::vector<double>& out) const override;
  Diagnostics diagnostics() const override;
  void rates(const std::vector<double>& state, double t, std::vector<double>& out) const override;
  double energyAt(const std::vector<double>& state, double t) const override;
  void projectState(std::vector<double>& values) const override;
  // Every mass point, then for each attitude its centre plus each body axis (a column of R) times the
  // body's radius of gyration.
  void drawPoints(std::vector<double>& xyz) const override;
  std::string method() const override;
  std::vector<std::string> applicableIntegrators() const override;

  const ProductModel& model() const { return model_; }
  const ProductState& state() const { return state_; }

 private:
  StepStats stepOnce() override;
  StepHealth stepHealth() const override;
  void assignState(const std::vector<double>& values, double t) override;

  ProductModel model_;
  ProductState state_;
  ProductState next_;  // stepOnce's scratch: the stepper's result before the finiteness guard
  ProductWorkspace workspace_;
  std::unique_ptr<const ProductStepper> stepper_;
  std::shared_ptr<const ProductReadout> readout_;
  double initialEnergy_;
  double energy_;  // E(state_), computed once per step by the finiteness guard
};

// The state of a row in stateColumns() order, as it stands (a direction's ω → ż = ω × q, Ω → Π = J Ω).
ProductState productStateOf(const ProductModel& model, const std::vector<double>& values);

}  // namespace geovi
