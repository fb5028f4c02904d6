// Integrators for (S²)ⁿ systems, chosen by name at one dispatch point.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/step.hpp"
#include "s2n/s2n_model.hpp"
#include "s2n/s2n_workspace.hpp"
#include "shared/composition.hpp"
#include "shared/integrator_registry.hpp"
#include "shared/stepper.hpp"

namespace geovi {

// A stepper is a method and its settings, nothing more: const, it keeps no
// memory between steps. What a run remembers lives in its workspace (one per
// run, s2n/s2n_workspace.hpp), so one stepper may serve any number of runs.
class S2nStepper : public StepperOf<S2nModel, S2nState, S2nWorkspace> {};

// The registry of (S²)ⁿ integrators (s2n_dispatch.cpp), read by the catalogue.
using S2nIntegratorEntry = IntegratorEntry<S2nModel, S2nStepper>;
const std::vector<S2nIntegratorEntry>& s2nIntegrators();
// The entry named `name`, or InputError("integrator.type") when it is unknown or does not apply.
const S2nIntegratorEntry& s2nIntegrator(const std::string& name, const S2nModel& model);
// The one dispatch point.
std::unique_ptr<S2nStepper> makeS2nStepper(const IntegratorSpec& spec, const S2nModel& model);

// The individual methods (also used directly by tests).
std::unique_ptr<S2nStepper> makeImplicitVariational(const IntegratorSpec& spec);  // (3.10)–(3.13)
std::unique_ptr<S2nStepper> makeExplicitVariational();                            // (3.17)–(3.18)
std::unique_ptr<S2nStepper> makeRungeKutta4(bool reproject);                      // RK4 on (2.10)–(2.11)
// RK4 on the vector field of spec.formulation (paper 001 Cor. 1–4, see s2n/s2n_formulations.hpp);
// throws InputError("integrator.formulation") for an unknown name.
std::unique_ptr<S2nStepper> makeRungeKutta4(const IntegratorSpec& spec, bool reproject);
// Explicit Euler (order 1) on spec.formulation's field: the baseline whose energy and phase-space
// area grow visibly (a teaching contrast, docs/lessons.md).
std::unique_ptr<S2nStepper> makeExplicitEuler(const IntegratorSpec& spec);
// Heun's explicit trapezoid (order 2) on spec.formulation's field: paper 003's second-order baseline.
std::unique_ptr<S2nStepper> makeRungeKutta2(const IntegratorSpec& spec, bool reproject = false);
// The explicit VI with a time-reversible adaptive step for close encounters (s2n_adaptive.cpp):
// h = output interval, spec.step = the largest natural step, spec.encounterDistance = d_ref.
std::unique_ptr<S2nStepper> makeAdaptiveVariational(const IntegratorSpec& spec);
// Adaptive RK45 on spec.formulation's field, h = output interval, spec.tolerance = rel/abs tolerance.
std::unique_ptr<S2nStepper> makeDormandPrince(const IntegratorSpec& spec);

// The compositions vi4, vi4-suzuki and vi6 are makeComposed (shared/composition.hpp) of vi or
// vi-explicit. They are of order 4 and 6 because both (S²)ⁿ VIs are symmetric (Φ_h ∘ Φ_{−h} = id): the
// discrete Lagrangian of paper 003 (3.1),
//   L_d(q_k, q_{k+1}) = (1/2h) Σ M_ij (q_{k+1,i} − q_{k,i})·(q_{k+1,j} − q_{k,j}) − (h/2)(V_k + V_{k+1}),
// satisfies L_d(q_k, q_{k+1}; h) = −L_d(q_{k+1}, q_k; −h). The composition is again a symplectic,
// momentum-preserving map (a composition of such maps).

}  // namespace geovi
