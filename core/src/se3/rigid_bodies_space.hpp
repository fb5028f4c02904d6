// Rigid bodies in flight, SE(3)ᴺ, as a space of the one run (shared/space_run.hpp): the product space's
// steppers on the product's model of the bodies (se3_integrators.hpp), with a layout of its own. Per
// body K (1-based) the row has bKx, bKy, bKz, bKvx, bKvy, bKvz, bKR11 … bKR33 (row after row), bKW1,
// bKW2, bKW3 (body angular velocity): the CSV contract of issue 33.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "product/product_stepper.hpp"
#include "product/rigid_bodies_model.hpp"
#include "se3/se3_integrators.hpp"
#include "shared/space_run.hpp"

namespace geovi {

class RigidBodiesSpace : public SpaceDefaults {
 public:
  using Model = ProductModel;
  using State = ProductState;
  using Workspace = ProductWorkspace;
  using Stepper = ProductStepper;
  static constexpr const char* kId = kSpaceSe3;

  explicit RigidBodiesSpace(RigidBodiesModel bodies);
  // The product's model of the bodies, which the steppers run on; and the bodies themselves.
  const ProductModel& model() const { return product_; }
  const RigidBodiesModel& bodies() const { return bodies_; }
  // A state with each body's momentum p = m v.
  RigidBodiesState bodiesState(const ProductState& s) const;
  const std::vector<ProductIntegratorEntry>& integrators() const { return se3Integrators(); }
  std::unique_ptr<ProductStepper> makeStepper(const IntegratorSpec& spec) const {
    return se3Integrator(spec.type, product_).make(spec, product_);
  }

  std::vector<std::string> columns() const;
  void pack(const ProductState& s, std::vector<double>& out) const;
  // The state of a row, on the product's layout (Ω → Π = J Ω), as it stands.
  ProductState unpack(const std::vector<double>& values) const;
  ProductState admit(const std::vector<double>& values) const;
  void project(std::vector<double>& values) const;

  double energy(const ProductState& s, double) const { return product_.energy(s); }
  double stepEnergy(const ProductState& s, ProductWorkspace&, double) const { return product_.energy(s); }
  static bool finite(const ProductState& s);

  // The Newton–Euler equations (the product's field on this layout) at a state that need not lie on SO(3)ᴺ.
  void rates(const std::vector<double>& values, double t, std::vector<double>& out) const;
  // Per body: its centre, then the centre plus each body axis (a column of R) times the body's size.
  void draw(const ProductState& s, std::vector<double>& xyz) const;
  static DrawingMap drawingMap() { return drawingOfPoints(kId); }

  // The derivative (issue 46; docs/derivative.md). Per body, at its eighteen columns, twelve vectors
  // orthonormal in the columns' metric: (δx = e_k), (δv = e_k), (δR = R ê_k/√2) with R its nearest
  // rotation, (δΩ = e_k). The form is the canonical one of T*R³ in (x, p = m v) plus SO(3)'s per
  // attitude: Σ_b (δp_u·δx_v − δp_v·δx_u) + ν_u·ξ_v − ν_v·ξ_u − Π·(ξ_u × ξ_v), ξ = (Rᵀ δR)^∨, ν = δΠ.
  // The steppers name what they do not differentiate (the adaptive row).
  static std::string derivativeUnavailable() { return ""; }
  Eigen::MatrixXd tangentBasis(const ProductState& s) const;
  double symplecticPairing(const ProductState& s, const ProductState& u, const ProductState& v) const;
  // At rest, or a relative equilibrium: the bodies moving as one rigid screw motion, ẋ_b = w × x_b + u,
  // R_b Ω_b = w, the body rates Ω_b constant (a circular binary turning about its centre of mass), of a
  // system symmetric under that motion (checked: the field at the state turned about the axis is the
  // field turned). Linearized in the frame moving with it; refused naming "initial", saying how far.
  SteadyMotion steadyMotion(const ProductState& s, double t) const;

  void diagnose(const ProductState& s, const Memory&, double h, double t, Diagnostics& d) const;
  StepHealth health(const ProductState& s, const Memory&, const ProductWorkspace& ws, double h, double t) const;

 private:
  RigidBodiesModel bodies_;
  ProductModel product_;
  mutable ProductLoads healthLoads_;  // health()'s scratch: the baselines' loads at the state they reached
};

using RigidBodiesSimulation = SpaceRun<RigidBodiesSpace>;

}  // namespace geovi
