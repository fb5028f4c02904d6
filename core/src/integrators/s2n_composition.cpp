// Fourth-order variational integrator by symmetric composition (Yoshida 1990;
// Hairer, Lubich, Wanner, Geometric Numerical Integration, II.4):
//   Ψ_h = Φ_{γ1 h} ∘ Φ_{γ2 h} ∘ Φ_{γ1 h},
//   γ1 = 1/(2 − 2^{1/3}) ≈ 1.3512,  γ2 = −2^{1/3}/(2 − 2^{1/3}) ≈ −1.7024,
// so that 2γ1 + γ2 = 1 and 2γ1³ + γ2³ = 0. If Φ is symmetric (Φ_h ∘ Φ_{−h} = id)
// and of order 2, Ψ is symmetric and of order 4. Both (S²)ⁿ VIs are symmetric:
// the discrete Lagrangian of paper 003 (3.1),
//   L_d(q_k, q_{k+1}) = (1/2h) Σ M_ij (q_{k+1,i} − q_{k,i})·(q_{k+1,j} − q_{k,j}) − (h/2)(V_k + V_{k+1}),
// satisfies L_d(q_k, q_{k+1}; h) = −L_d(q_{k+1}, q_k; −h). The composition is
// again a symplectic, momentum-preserving map (a composition of such maps);
// the middle substep runs backward in time (h < 0), which both VIs accept.
#include <cmath>

#include "geovi/integrators/s2n_stepper.hpp"

namespace geovi {
namespace {

class ComposedVariational final : public S2nStepper {
 public:
  explicit ComposedVariational(std::unique_ptr<S2nStepper> base) : base_(std::move(base)) {}

  StepStats step(const S2nModel& model, S2nState& s, double h) override {
    static const double cbrt2 = std::cbrt(2.0);
    static const double gamma1 = 1.0 / (2.0 - cbrt2);
    static const double gamma2 = -cbrt2 / (2.0 - cbrt2);
    // Work on a copy: if a substep fails, `s` is left as it was.
    S2nState next = s;
    StepStats total;
    total.substeps = 0;
    for (const double gamma : {gamma1, gamma2, gamma1}) {
      const StepStats stats = base_->step(model, next, gamma * h);
      total.iterations += stats.iterations;
      total.residual = std::max(total.residual, stats.residual);
      total.substeps += stats.substeps;
      total.rejected += stats.rejected;
      total.residualHistory.insert(total.residualHistory.end(), stats.residualHistory.begin(),
                                   stats.residualHistory.end());
    }
    s = std::move(next);
    return total;
  }

 private:
  std::unique_ptr<S2nStepper> base_;
};

}  // namespace

std::unique_ptr<S2nStepper> makeComposedVariational(std::unique_ptr<S2nStepper> base) {
  return std::make_unique<ComposedVariational>(std::move(base));
}

}  // namespace geovi
