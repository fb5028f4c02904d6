// A rigid body on SO(3) as a space of the one run (shared/space_run.hpp): what a run of one body
// about a fixed point (or free) does differently. The state row is R11 … R33 (row after row), then
// W1, W2, W3 (body angular velocity): the CSV contract of docs/architecture.md.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "shared/space_run.hpp"
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

class RigidBodySpace : public SpaceDefaults {
 public:
  using Model = RigidBodyModel;
  using State = RigidBodyState;
  using Workspace = So3Workspace;
  using Stepper = So3Stepper;
  static constexpr const char* kId = kSpaceSo3;

  explicit RigidBodySpace(RigidBodyModel model, std::shared_ptr<const RigidBodyReadout> readout = nullptr)
      : model_(std::move(model)), readout_(std::move(readout)) {}
  const RigidBodyModel& model() const { return model_; }
  const std::vector<So3IntegratorEntry>& integrators() const { return so3Integrators(); }
  std::unique_ptr<So3Stepper> makeStepper(const IntegratorSpec& spec) const { return makeSo3Stepper(spec, model_); }

  std::vector<std::string> columns() const;
  void pack(const RigidBodyState& s, std::vector<double>& out) const;
  // R and Π = JΩ from a state row, as it stands.
  RigidBodyState unpack(const std::vector<double>& values) const;
  RigidBodyState admit(const std::vector<double>& values) const;
  void project(std::vector<double>& values) const;

  double energy(const RigidBodyState& s, double t) const { return model_.energy(s, t); }
  double stepEnergy(const RigidBodyState& s, So3Workspace&, double t) const { return model_.energy(s, t); }
  static bool finite(const RigidBodyState& s) { return s.R.allFinite() && s.Pi.allFinite(); }

  void rates(const std::vector<double>& values, double t, std::vector<double>& out) const;
  // The three body axes (columns of R) times the drawing length, then the centre of mass for tops and
  // pendula; the fixed point is the origin.
  void draw(const RigidBodyState& s, std::vector<double>& xyz) const;
  static DrawingMap drawingMap() { return drawingOfPoints(kId); }
  std::vector<std::string> outputColumns() const;
  void outputValues(const RigidBodyState& s, double t, std::vector<double>& out) const;

  // The derivative (issue 46; docs/derivative.md). The tangent space at (R, Ω) is spanned by
  // (R ê_k/√2, 0) and (0, e_k), k = 1, 2, 3, orthonormal in the columns' metric (‖ê‖_F = √2); R is
  // replaced by its nearest rotation when a baseline has left SO(3). The symplectic form is the
  // canonical one of T*SO(3) in the left trivialization, with ξ = (Rᵀ δR)^∨ and ν = δΠ:
  //   ω((ξ₁, ν₁), (ξ₂, ν₂)) = ν₁·ξ₂ − ν₂·ξ₁ − Π·(ξ₁ × ξ₂).
  static std::string derivativeUnavailable() { return ""; }
  static Eigen::MatrixXd tangentBasis(const RigidBodyState& s);
  static double symplecticPairing(const RigidBodyState& s, const RigidBodyState& u, const RigidBodyState& v);
  // The linearization at a steady motion (Ω and Π constant in the body, the moments steady along it), in
  // the body frame: with δR = R ξ̂ (the basis's ξ = c/√2) and δΠ = J δΩ,
  //   ξ̇ = ξ × Ω + δΩ,   δΠ̇ = δΠ × Ω + Π × δΩ + dM(R; R ξ̂, δΠ),
  // whose coefficients do not change along the motion. A state is steady when Π × Ω + M = 0 and
  // d/dt M = dM(R; R Ω̂) = 0, both relative to |Π||Ω| + |M| + ‖dM‖ (kSteadyTolerance).
  SteadyMotion steadyMotion(const RigidBodyState& s, double t) const;

  void diagnose(const RigidBodyState& s, const Memory&, double h, double t, Diagnostics& d) const;
  StepHealth health(const RigidBodyState& s, const Memory&, const So3Workspace&, double h, double) const;

 private:
  RigidBodyModel model_;
  std::shared_ptr<const RigidBodyReadout> readout_;
};

using RigidBodySimulation = SpaceRun<RigidBodySpace>;

}  // namespace geovi
