// Fourth-order variational integrator by symmetric composition: Yoshida's
// triple jump (shared/composition.hpp) of a second-order VI.
// If Φ is symmetric (Φ_h ∘ Φ_{−h} = id) and of order 2, the composition is
// symmetric and of order 4. Both (S²)ⁿ VIs are symmetric: the discrete
// Lagrangian of paper 003 (3.1),
//   L_d(q_k, q_{k+1}) = (1/2h) Σ M_ij (q_{k+1,i} − q_{k,i})·(q_{k+1,j} − q_{k,j}) − (h/2)(V_k + V_{k+1}),
// satisfies L_d(q_k, q_{k+1}; h) = −L_d(q_{k+1}, q_k; −h). The composition is
// again a symplectic, momentum-preserving map (a composition of such maps);
// the middle substep runs backward in time (h < 0), which both VIs accept.
#include <utility>

#include "s2n/s2n_stepper.hpp"
#include "shared/composition.hpp"

namespace geovi {
namespace {

class ComposedVariational final : public S2nStepper {
 public:
  ComposedVariational(std::unique_ptr<S2nStepper> base, Composition method) : base_(std::move(base)), method_(method) {}

  StepStats step(const S2nModel& model, S2nState& s, S2nWorkspace& ws, double t, double h) const override {
    // Work on a copy (kept in the workspace, so no allocation): if a substep fails, `s` is left as it was.
    S2nState& next = ws.scratch.stateCopy;
    next = s;
    StepStats total =
        compose(method_, h, [&](double offset, double hSub) { return base_->step(model, next, ws, t + offset, hSub); });
    std::swap(s, next);
    return total;
  }

 private:
  std::unique_ptr<S2nStepper> base_;
  Composition method_;
};

}  // namespace

std::unique_ptr<S2nStepper> makeComposedVariational(std::unique_ptr<S2nStepper> base, Composition method) {
  return std::make_unique<ComposedVariational>(std::move(base), method);
}

}  // namespace geovi
