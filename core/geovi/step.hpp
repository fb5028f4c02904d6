// What every integrator shares, on (S²)ⁿ and on SO(3) alike: how it is asked
// for (IntegratorSpec) and what one step reports (StepStats). This is the
// bottom of the shared layer (docs/architecture.md): both manifolds' steppers,
// the simulation and the scenario loader include it, and it includes nothing
// of either manifold.
#pragma once

#include <string>
#include <vector>

namespace geovi {

struct IntegratorSpec {
  std::string type = "vi";              // a name from the catalogue (geovi/catalogue.hpp)
  double h = 0.01;                      // step size (output interval for adaptive methods)
  int maxIterations = 50;               // implicit solvers: iteration cap, exceeding it is a failure
  double tolerance = 0.0;               // implicit solvers: residual target; 0 means round-off level
  std::string formulation = "q_omega";  // vector field of the (S²)ⁿ RK methods: q_omega | q_qdot | q_mu | q_pi
  std::string solver = "newton";        // implicit (S²)ⁿ VI: "newton" or the paper's "fixed-point" iteration
  bool recordResiduals = false;         // implicit solvers: keep ‖r‖∞ of every iteration (tests, teaching)
  // vi-adaptive (s2n/s2n_adaptive.cpp): the largest natural step ε (0: h), taken far from any
  // encounter, and the encounter distance d_ref below which steps shrink as (d/d_ref)².
  double step = 0.0;
  double encounterDistance = 1.0;
};

// What one step cost and how well it was solved. Implicit steps that do not
// converge throw NumericalFailure instead of returning a wrong state.
struct StepStats {
  int iterations = 0;                   // Newton / fixed-point iterations (0 for explicit methods)
  double residual = 0.0;                // final ‖residual‖∞ of the implicit equations
  int substeps = 1;                     // accepted internal steps (adaptive methods)
  int rejected = 0;                     // rejected internal steps (adaptive methods)
  std::vector<double> residualHistory;  // filled only when IntegratorSpec::recordResiduals
};

}  // namespace geovi
