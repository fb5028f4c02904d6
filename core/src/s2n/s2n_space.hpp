// (S²)ⁿ as a space of the one run (shared/space_run.hpp): what a run on the spheres does differently.
// The state row is q1x … qnz, then w1x … wnz (ω_i, world components): the CSV contract of
// docs/architecture.md.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "s2n/s2n_model.hpp"
#include "s2n/s2n_stepper.hpp"
#include "shared/space_run.hpp"

namespace geovi {

class S2nSpace : public SpaceDefaults {
 public:
  using Model = S2nModel;
  using State = S2nState;
  using Workspace = S2nWorkspace;
  using Stepper = S2nStepper;
  // The closest encounter of two bodies (systems with a singular term): over the steps of the current
  // advance() call, and after the last step (the health judge's).
  struct Memory {
    Encounter closest;
    double closestTime = 0.0;
    Encounter lastStep;
    void restart() { lastStep = {}; }
  };
  static constexpr const char* kId = kSpaceS2n;

  // Not explicit: a space is its model, so a run is made from a model, a state and a spec.
  S2nSpace(S2nModel model) : model_(std::move(model)) {}  // NOLINT(google-explicit-constructor)
  const S2nModel& model() const { return model_; }
  const std::vector<S2nIntegratorEntry>& integrators() const { return s2nIntegrators(); }
  std::unique_ptr<S2nStepper> makeStepper(const IntegratorSpec& spec) const { return makeS2nStepper(spec, model_); }

  std::vector<std::string> columns() const;
  void pack(const S2nState& s, std::vector<double>& out) const;
  S2nState unpack(const std::vector<double>& values) const;
  S2nState admit(const std::vector<double>& values) const;
  void project(std::vector<double>& values) const;

  double energy(const S2nState& s, double) const { return model_.energy(s); }
  double stepEnergy(const S2nState& s, S2nWorkspace& ws, double t) const;
  bool finite(const S2nState& s) const { return s.q.allFinite() && s.omega.allFinite(); }
  static std::string nonFiniteEnergyReason() { return " (bodies at a singularity of the potential)"; }

  void rates(const std::vector<double>& values, double t, std::vector<double>& out) const;
  // The model's drawing points.
  void draw(const S2nState& s, std::vector<double>& xyz) const;
  DrawingMap drawingMap() const;

  // The derivative (issue 46; docs/derivative.md). The tangent space at (q, ω) of {‖q_i‖ = 1, q_i·ω_i = 0}
  // has 4 dimensions per body: with e_1, e_2 an orthonormal pair ⟂ q_i (e_1 from the coordinate axis
  // least aligned with q_i), body i's columns 4i … 4i+3 are (e_a, −(ω_i·e_a) q_i), a = 1, 2, Gram–Schmidt-ed,
  // then (0, e_a), orthonormal in the columns' metric; when a baseline has left the manifold, at its
  // nearest point (q_i normalized, ω_i made tangent). The symplectic form is the canonical one pulled
  // back by the Legendre transform p_i = Σ_j M_ij q̇_j, q̇_j = ω_j × q_j (the momentum (3.13) matches):
  //   ω(u, v) = Σ_i (δp_u,i·δq_v,i − δp_v,i·δq_u,i),   δq̇_j = δω_j × q_j + ω_j × δq_j.
  static std::string derivativeUnavailable() { return ""; }
  static Eigen::MatrixXd tangentBasis(const S2nState& s);
  double symplecticPairing(const S2nState& s, const S2nState& u, const S2nState& v) const;
  // The linearization at an equilibrium (ω = 0 and the applied moments zero) or a relative equilibrium (the
  // state turning rigidly at v about an axis the system is symmetric about), in the basis's coordinates:
  // A = Bᵀ (Df − Dξ_v) B with Df the (q, ω) field's derivative and ξ_v the rotation's field (v × q_i,
  // v × ω_i); the step's multipliers are taken in the frame turning with v (SteadyMotion::frameCoordinates).
  SteadyMotion steadyMotion(const S2nState& s, double t) const;

  void diagnose(const S2nState& s, const Memory& memory, double h, double t, Diagnostics& d) const;
  StepHealth health(const S2nState& s, const Memory& memory, const S2nWorkspace&, double h, double) const;
  void beginAdvance(Memory& memory) const { memory.closest = {}; }
  void afterStep(const S2nState& s, Memory& memory, double tBefore, double h) const;

 private:
  S2nModel model_;
};

using S2nSimulation = SpaceRun<S2nSpace>;

}  // namespace geovi
