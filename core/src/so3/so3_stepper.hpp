// Integrators for rigid bodies on SO(3), chosen by name at one dispatch point
// (the registry in so3_dispatch.cpp).
//
//   "vi"            Lie group variational integrator (Lee–Leok–McClamroch; docs/rigid-bodies.md),
//                   Newton on the Cayley parameter, forcing by discrete Lagrange–d'Alembert.
//   "vi4"           4th-order LGVI: Yoshida's triple jump Φ_{γ1 h} ∘ Φ_{γ2 h} ∘ Φ_{γ1 h} of "vi"
//                   (symmetric, so order 4: below), three Cayley solves per step.
//   "rk4"           classical RK4 on (R, Π) ∈ R⁹ × R³ — leaves SO(3) (negative control).
//   "rk4-projected" the same, R replaced by its nearest rotation after every step.
//   "rk45"          adaptive Dormand–Prince on (R, Π), h = output interval (reference runs).
//   "rk4-euler313"  RK4 on paper 004's 3-1-3 Euler-angle equations (74)–(75); Lagrange tops only
//                   (see so3/euler_angle_top.hpp); fails when sin ω underflows.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/step.hpp"
#include "shared/composition.hpp"
#include "shared/integrator_registry.hpp"
#include "shared/stepper.hpp"
#include "so3/rigid_body.hpp"
#include "so3/so3_workspace.hpp"

namespace geovi {

// A stepper is a method and its settings: const, it keeps no memory between
// steps; what a run remembers lives in its workspace (so3/so3_workspace.hpp).
class So3Stepper : public StepperOf<RigidBodyModel, RigidBodyState, So3Workspace> {};

// The registry of SO(3) integrators (so3_dispatch.cpp), read by the catalogue.
using So3IntegratorEntry = IntegratorEntry<RigidBodyModel, So3Stepper>;
const std::vector<So3IntegratorEntry>& so3Integrators();
// The entry named `name`, or InputError("integrator.type") when it is unknown or does not apply.
const So3IntegratorEntry& so3Integrator(const std::string& name, const RigidBodyModel& model);
// The one dispatch point.
std::unique_ptr<So3Stepper> makeSo3Stepper(const IntegratorSpec& spec, const RigidBodyModel& model);
// "" when `model` is a paper-004 Lagrange top (rk4-euler313 applies), else why not.
std::string euler313Unsupported(const RigidBodyModel& model);

// The individual methods (also used directly by tests and tools).
std::unique_ptr<So3Stepper> makeLieGroupVariational(const IntegratorSpec& spec);
// The compositions vi4, vi4-suzuki and vi6 are makeComposed (shared/composition.hpp) of the LGVI, of
// order 4 and 6 because the LGVI is symmetric. Its discrete Lagrangian, with F_k = R_kᵀR_{k+1} and
// J_d = ½ tr(J) I − J,
//   L_d(R_k, R_{k+1}; h) = (1/h) tr((I − F_k) J_d) − (h/2)(U(R_k) + U(R_{k+1})),
// is self-adjoint: −L_d(R_{k+1}, R_k; −h) has F = F_kᵀ in place of F_k, and tr(F_kᵀ J_d) = tr(J_d F_k)
// = tr(F_k J_d) because J_d is symmetric. The forcing enters as the discrete Lagrange–d'Alembert forces
// f_d^± = (h/2) M(R, t) at the two ends of the step, which the adjoint (h → −h, k ↔ k+1) swaps, so the
// forced LGVI stays symmetric as long as M depends on (R, t) only. In the update equations: stepping
// (R_{k+1}, Π_{k+1}) back by −h gives a' = −F_kᵀ a, whose Cayley root is −f, i.e. F' = F_kᵀ, hence
// R' = R_k and Π' = Π_k (tests/native/test_so3_composition.cpp). The composition is again symplectic
// and keeps the LGVI's momentum maps and RᵀR = I, since each substep does.
std::unique_ptr<So3Stepper> makeSo3RungeKutta4(bool reproject);
std::unique_ptr<So3Stepper> makeSo3ExplicitEuler();  // order 1, the teaching baseline
std::unique_ptr<So3Stepper> makeSo3DormandPrince(const IntegratorSpec& spec);
std::unique_ptr<So3Stepper> makeEuler313RungeKutta4(const RigidBodyModel& model);

// The LGVI's implicit equation, exposed for tests: with a = hΠ_k + (h²/2) M_k,
// find F = cay(f) with (F J_d − J_d Fᵀ)^∨ = a, J_d = ½ tr(J) I − J, i.e.
//   r(f) = a + a × f + (a·f) f − 2 J f = 0.
struct CayleySolve {
  Vec3 f = Vec3::Zero();
  int iterations = 0;
  double residual = 0.0;
};
CayleySolve solveLgviCayley(const Mat3& J, const Vec3& a, int maxIterations, double tolerance);

}  // namespace geovi
