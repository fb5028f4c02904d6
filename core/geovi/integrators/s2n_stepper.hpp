// Integrators for (S²)ⁿ systems, chosen by name at one dispatch point.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/models/s2n_model.hpp"

namespace geovi {

struct IntegratorSpec {
  std::string type = "vi";  // see s2nIntegratorNames()
  double h = 0.01;          // step size (output interval for adaptive methods)
  int maxIterations = 50;   // implicit solvers: iteration cap, exceeding it is a failure
  double tolerance = 0.0;   // implicit solvers: residual target; 0 means round-off level
  std::string formulation = "q_omega";  // vector field of the RK methods: q_omega | q_qdot | q_mu | q_pi
  std::string solver = "newton";        // implicit VI: "newton" or the paper's "fixed-point" iteration
  bool recordResiduals = false;  // implicit solvers: keep ‖r‖∞ of every iteration (tests, teaching)
};

// What one step cost and how well it was solved. Implicit steps that do not
// converge throw NumericalFailure instead of returning a wrong state.
struct StepStats {
  int iterations = 0;     // Newton / fixed-point iterations (0 for explicit methods)
  double residual = 0.0;  // final ‖residual‖∞ of the implicit equations
  int substeps = 1;       // accepted internal steps (adaptive methods)
  int rejected = 0;       // rejected internal steps (adaptive methods)
  std::vector<double> residualHistory;  // filled only when IntegratorSpec::recordResiduals
};

class S2nStepper {
 public:
  virtual ~S2nStepper() = default;
  // Advances `s` by h in place.
  virtual StepStats step(const S2nModel& model, S2nState& s, double h) = 0;
};

// The one dispatch point. Throws InputError("integrator.type") for an unknown
// name and NumericalFailure-free construction otherwise.
std::unique_ptr<S2nStepper> makeS2nStepper(const IntegratorSpec& spec, const S2nModel& model);
const std::vector<std::string>& s2nIntegratorNames();

// The individual methods (also used directly by tests).
std::unique_ptr<S2nStepper> makeImplicitVariational(const IntegratorSpec& spec);  // (3.10)–(3.13)
std::unique_ptr<S2nStepper> makeExplicitVariational();                           // (3.17)–(3.18)
std::unique_ptr<S2nStepper> makeRungeKutta4(bool reproject);                     // RK4 on (2.10)–(2.11)
// RK4 on the vector field of spec.formulation (paper 001 Cor. 1–4, see models/s2n_formulations.hpp);
// throws InputError("integrator.formulation") for an unknown name.
std::unique_ptr<S2nStepper> makeRungeKutta4(const IntegratorSpec& spec, bool reproject);
// Heun's explicit trapezoid (order 2) on spec.formulation's field: paper 003's second-order baseline.
std::unique_ptr<S2nStepper> makeRungeKutta2(const IntegratorSpec& spec, bool reproject = false);
// Adaptive RK45 on spec.formulation's field, h = output interval, spec.tolerance = rel/abs tolerance.
std::unique_ptr<S2nStepper> makeDormandPrince(const IntegratorSpec& spec);

// Yoshida's triple jump Φ_{γ1 h} ∘ Φ_{γ2 h} ∘ Φ_{γ1 h}, γ1 = 1/(2 − 2^{1/3}),
// γ2 = −2^{1/3}/(2 − 2^{1/3}): order 4 from any symmetric order-2 `base`
// (both variational integrators are symmetric: their discrete Lagrangian is).
std::unique_ptr<S2nStepper> makeComposedVariational(std::unique_ptr<S2nStepper> base);

}  // namespace geovi
