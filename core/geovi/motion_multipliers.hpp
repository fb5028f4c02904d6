// The multipliers of a run's one-step map along its current motion (issue 47; docs/derivative.md,
// docs/stability-view.md): what the page's stability view draws when the run is not at an equilibrium
// or a relative equilibrium, the same numbers natively and in wasm.
#pragma once

#include <array>
#include <vector>

#include "geovi/simulation.hpp"

namespace geovi {

// The eigenvalues of the derivative of one step of the run's own integrator from its current state and
// time, written back in the tangent basis at the start (FlowMap::matrixAtStart), [re, im], largest
// modulus first (multipliersOf's order: real arithmetic, so the native build and wasm agree to the bit).
// At an equilibrium these are Simulation::stability's multipliers; along a motion they say how one step
// stretches a small perturbation, |μ| ≈ 1 + h Re λ of the field's local linearization. The run is not
// changed. InputError("integrator") when the step is not differentiated; NumericalFailure when it fails.
std::vector<std::array<double, 2>> motionMultipliers(const Simulation& sim);

}  // namespace geovi
