// Integrators on the product space (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ (product_model.hpp), chosen by name at one
// dispatch point (product_dispatch.cpp; rows as in shared/integrator_registry.hpp):
//
//   "vi"             the variational integrator: paper 003's VI for the point block, with free points
//                    as its flat case, and the LGVI for each attitude (so3/lgvi_update.hpp), coupled
//                    through the loads (product_variational.cpp).
//   "vi4", "vi4-suzuki", "vi6"   its compositions (shared/composition.hpp).
//   "rk4"            classical RK4 on (z, ż, R, Π) in the embedding: directions leave their spheres
//                    and attitudes SO(3).
//   "rk4-projected"  the same, then each direction normalized (its velocity made tangent) and each R
//                    replaced by its nearest rotation after every step (what users do).
//   "rk45"           adaptive Dormand–Prince on the same equations, h = output interval (reference runs).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/step.hpp"
#include "product/product_model.hpp"
#include "shared/composition.hpp"
#include "shared/integrator_registry.hpp"
#include "shared/runge_kutta.hpp"
#include "shared/stepper.hpp"
#include "so3/so3_workspace.hpp"

namespace geovi {

// The mutable half of a run (as so3/so3_workspace.hpp's): the compensated summation carries,
// the loads at the state the VI produced last (reused as the next step's loads only while the state and
// time handed in are those, bit for bit), and every step's scratch, so that once sized a step
// allocates nothing.
struct ProductWorkspace {
  std::vector<LgviCarries> attitude;
  std::vector<Vec3> zCarry, pCarry;
  // The momenta p_α of the state produced last, accumulated as the discrete equations give them (the
  // state's velocities are recovered from them, so their round-off does not accumulate through ż).
  std::vector<Vec3> producedMomentum;
  ProductState produced;
  double producedTime = 0.0;
  ProductLoads producedLoads;
  bool producedValid = false;
  ProductLoads loads;           // scratch: the loads at the start of a step, or at a Runge–Kutta stage
  ProductState next, composed;  // scratch: a step's and a composition's new state
  std::vector<Mat3> rotationD;  // scratch: each body's F_k − I
  // The point block's Newton solve: b_α, the increments Δ_α(u), their Jacobians D_α, the unknowns u,
  // the residual, the Jacobian and its factorization, and the momenta at the step's end.
  std::vector<Vec3> momentum, b, delta;
  std::vector<Mat3> dDelta;
  Eigen::VectorXd u, residual, update;
  Eigen::MatrixXd jacobian;
  Eigen::PartialPivLU<Eigen::MatrixXd> lu;
  ConstrainedSolve constrained;
  // Feedback's end-of-step sweeps (product_variational.cpp): the momenta and carries at the step's start.
  std::vector<Vec3> startMomentum, startPCarry;
  std::vector<LgviCarries> startAttitude;
  // The Runge–Kutta field's configuration and velocities, unpacked, and its normal accelerations.
  ProductState stage;
  std::vector<Vec3> stageA;
  std::vector<double> normal;
  double adaptiveTrialStep = 0.0;
  Eigen::VectorXd flat;
  RungeKuttaScratch rungeKutta;
  RungeKuttaTangentScratch rungeKuttaTangent;  // their derivative's (issue 46), in a derivative's own workspace

  void reset() { *this = ProductWorkspace(); }
};

class ProductStepper : public StepperOf<ProductModel, ProductState, ProductWorkspace> {};

using ProductIntegratorEntry = IntegratorEntry<ProductModel, ProductStepper>;
const std::vector<ProductIntegratorEntry>& productIntegrators();
// The entry named `name`, or InputError("integrator.type") when it is unknown.
const ProductIntegratorEntry& productIntegrator(const std::string& name, const ProductModel& model);
std::unique_ptr<ProductStepper> makeProductStepper(const IntegratorSpec& spec, const ProductModel& model);

std::unique_ptr<ProductStepper> makeProductVariational(const IntegratorSpec& spec);
std::unique_ptr<ProductStepper> makeProductRungeKutta4(bool reproject);
std::unique_ptr<ProductStepper> makeProductDormandPrince(const IntegratorSpec& spec);

}  // namespace geovi
