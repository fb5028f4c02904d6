// Fourth-order Lie group variational integrator for rigid bodies: Yoshida's
// triple jump (shared/composition.hpp) of the LGVI
// (so3_variational.cpp). It is order 4 because the LGVI is symmetric. Its
// discrete Lagrangian, with F_k = R_kᵀR_{k+1} and J_d = ½ tr(J) I − J,
//   L_d(R_k, R_{k+1}; h) = (1/h) tr((I − F_k) J_d) − (h/2)(U(R_k) + U(R_{k+1})),
// is self-adjoint: −L_d(R_{k+1}, R_k; −h) has F = F_kᵀ in place of F_k, and
// tr(F_kᵀ J_d) = tr(J_d F_k) = tr(F_k J_d) because J_d is symmetric; the
// trapezoidal potential term is symmetric in its ends. The forcing enters as
// the discrete Lagrange–d'Alembert forces f_d^± = (h/2) M(R, t) at the two
// ends of the step, which the adjoint (h → −h, k ↔ k+1) swaps, so the forced
// LGVI stays symmetric as long as M depends on (R, t) only. In the update
// equations: stepping (R_{k+1}, Π_{k+1}) back by −h gives a' = −F_kᵀ a, whose
// Cayley root is −f, i.e. F' = F_kᵀ, hence R' = R_k and Π' = Π_k.
// tests/native/test_so3_composition.cpp checks Φ_{−h} ∘ Φ_h = id to round-off
// and the resulting order 4.
//
// The composition is again symplectic and keeps the LGVI's momentum maps
// (R Π for the free body, E3·RΠ for the heavy top) and RᵀR = I, since each
// substep does. The middle substep runs backward in time (γ2 < 0); the LGVI
// accepts h < 0, and each substep is given its own start time so that
// time-dependent moments (the satellite's orbit frame) are evaluated where the
// substep is.
#include "shared/composition.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {
namespace {

class ComposedLieGroupVariational final : public So3Stepper {
 public:
  ComposedLieGroupVariational(std::unique_ptr<So3Stepper> base, Composition method)
      : base_(std::move(base)), method_(method) {}

  StepStats step(const RigidBodyModel& model, RigidBodyState& s, So3Workspace& ws, double t, double h) const override {
    // Work on a copy: if a substep throws NumericalFailure, `s` is left as it was.
    // The copy is the state the LGVI produced last, so its compensated
    // summation carries across the substeps and across steps.
    RigidBodyState next = s;
    StepStats total =
        compose(method_, h, [&](double offset, double hSub) { return base_->step(model, next, ws, t + offset, hSub); });
    s = next;
    return total;
  }

 private:
  std::unique_ptr<So3Stepper> base_;
  Composition method_;
};

}  // namespace

std::unique_ptr<So3Stepper> makeComposedLieGroupVariational(std::unique_ptr<So3Stepper> base, Composition method) {
  return std::make_unique<ComposedLieGroupVariational>(std::move(base), method);
}

}  // namespace geovi
