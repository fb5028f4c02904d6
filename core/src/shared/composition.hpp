// Compositions of a symmetric second-order method into higher order, shared by the (S²)ⁿ and SO(3)
// variational integrators (vi4, vi4-suzuki, vi6). Yoshida's triple jump (Yoshida 1990; Hairer,
// Lubich, Wanner, Geometric Numerical Integration, §II.4):
//   Ψ_h = Φ_{γ1 h} ∘ Φ_{γ2 h} ∘ Φ_{γ1 h},
//   γ1 = 1/(2 − 2^{1/3}) ≈ 1.3512,  γ2 = −2^{1/3}/(2 − 2^{1/3}) ≈ −1.7024.
// For an order-2 Φ with local error h³C₃ + O(h⁴): 2γ1 + γ2 = 1 makes Ψ
// consistent and 2γ1³ + γ2³ = 0 cancels the h³ term, so Ψ has order ≥ 3.
// Only if Φ is symmetric (Φ_h ∘ Φ_{−h} = id) is Ψ symmetric too, and a
// symmetric method has even order: order 4. For a non-symmetric Φ the h⁴
// term does not cancel in general and Ψ is order 3, which is what the order
// tests tell apart.
#pragma once

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "geovi/step.hpp"

namespace geovi {

// The compositions geovi offers. Each satisfies Σγ = 1 and Σγ³ = 0 and is symmetric (the
// coefficients read the same backwards), hence of order 4 at least:
//  - Yoshida's triple jump, above: three substeps, one of them long and backward (γ2 ≈ −1.70).
//  - Suzuki's fractal (Suzuki, Phys. Lett. A 146 (1990) 319; GNI §II.4): Φ_{p h}² ∘ Φ_{(1−4p) h} ∘ Φ_{p h}²,
//    p = 1/(4 − 4^{1/3}) ≈ 0.4145, 1 − 4p ≈ −0.6580. Five substeps, all short: its leading error term
//    is far smaller, so at equal cost (5 substeps against 3) it is the more accurate one on smooth
//    problems (measured in `npm run bench`, section workprec).
//  - Kahan and Li's nine substeps of order 6 (W. Kahan, R.-C. Li, Math. Comp. 66 (1997) 1089, the
//    method s9odr6a; GNI §V.3.2): γ1…γ5 below, then γ4…γ1. Σγ⁵ = 0 and the one further order-6
//    condition hold as well; their residuals are below 1e-26 at the printed digits, so the double
//    values are exact to round-off. Order 6 is measured, not assumed (tests/native/test_conformance.cpp).
enum class Composition { kTripleJump, kSuzuki5, kKahanLi9 };

// Each composition's id in a run's MethodInfo ("triple-jump", "suzuki", "kahan-li"), its substeps per
// step, and the catalogue row that names it when it composes a VI ("vi4", "vi4-suzuki", "vi6").
inline const char* compositionId(Composition c) {
  return c == Composition::kSuzuki5 ? "suzuki" : c == Composition::kKahanLi9 ? "kahan-li" : "triple-jump";
}
inline int compositionSubsteps(Composition c) {
  return c == Composition::kSuzuki5 ? 5 : c == Composition::kKahanLi9 ? 9 : 3;
}
inline const char* compositionRowName(Composition c) {
  return c == Composition::kSuzuki5 ? "vi4-suzuki" : c == Composition::kKahanLi9 ? "vi6" : "vi4";
}

// ∛2 and ∛4 to 20 digits, so that every compiler and C library starts from the same bits: glibc's
// cbrt(2.0) is 1 ulp above the rounded value, which g++ folds at compile time and clang 14 does not,
// and vi4's runs then differ from the first step (docs/ci.md, 30 November 2026, third session). The
// tests that rebuild a composition by hand take them from here.
inline constexpr double kCubeRoot2 = 1.2599210498948731648;
inline constexpr double kCubeRoot4 = 1.5874010519681994748;

// Runs substep(tOffset, γ h) for each γ of the composition, where tOffset is the time already
// covered by the earlier substeps, and sums what the substeps report: iterations, substeps and
// rejections add up, the residual is the worst, residual histories are concatenated. The caller
// composes on a copy of its state, so a substep that throws leaves the caller's state untouched.
template <class Substep>
StepStats compose(Composition method, double h, Substep&& substep) {
  static const double gamma1 = 1.0 / (2.0 - kCubeRoot2);
  static const double gamma2 = -kCubeRoot2 / (2.0 - kCubeRoot2);
  static const double p = 1.0 / (4.0 - kCubeRoot4);
  static const double tripleJump[] = {gamma1, gamma2, gamma1};
  static const double suzuki[] = {p, p, 1.0 - 4.0 * p, p, p};
  static constexpr double kahanLi[] = {0.39216144400731413928,  0.33259913678935943860, -0.70624617255763935981,
                                       0.08221359629355080023,  0.79854399093482996340, 0.08221359629355080023,
                                       -0.70624617255763935981, 0.33259913678935943860, 0.39216144400731413928};
  const double* begin = method == Composition::kSuzuki5    ? suzuki
                        : method == Composition::kKahanLi9 ? kahanLi
                                                           : tripleJump;
  const int count = compositionSubsteps(method);
  const double* end = begin + count;
  StepStats total;
  total.substeps = 0;
  double offset = 0.0;
  for (const double* gamma = begin; gamma != end; ++gamma) {
    const StepStats stats = substep(offset, *gamma * h);
    offset += *gamma * h;
    total.iterations += stats.iterations;
    total.residual = std::max(total.residual, stats.residual);
    total.substeps += stats.substeps;
    total.rejected += stats.rejected;
    total.residualHistory.insert(total.residualHistory.end(), stats.residualHistory.begin(),
                                 stats.residualHistory.end());
  }
  return total;
}

// A composition of a variational stepper, the one for every space: a space's stepper interface names
// its Model, State and Workspace, and its workspace keeps a scratch state `composed` of its own. The
// substeps run on that copy, so that a failing one leaves the caller's state as it was (and a step
// allocates nothing once the copy is sized), and the base stepper's carries and loads pass from
// substep to substep and from step to step through the workspace. Each substep is given its own start
// time, so that time-dependent terms are evaluated where the substep is; the middle substeps run
// backward in time (γ < 0), which every VI accepts.
template <class Stepper>
class ComposedStepper final : public Stepper {
 public:
  using Model = typename Stepper::Model;
  using State = typename Stepper::State;
  using Workspace = typename Stepper::Workspace;

  ComposedStepper(std::unique_ptr<Stepper> base, Composition method) : base_(std::move(base)), method_(method) {}

  StepStats step(const Model& model, State& s, Workspace& ws, double t, double h) const override {
    State& next = ws.composed;
    next = s;
    StepStats total =
        compose(method_, h, [&](double offset, double hSub) { return base_->step(model, next, ws, t + offset, hSub); });
    s = next;
    return total;
  }

  // The chain rule over the substeps (issue 46): each substep is run again from the one before, on a
  // workspace of its own (fresh each time, so the substeps do not depend on what was differentiated
  // before), and its derivative applied with the caller's scratch.
  std::string derivativeUnavailable(const Model& model) const override { return base_->derivativeUnavailable(model); }
  void tangent(const Model& model, const State& before, const State&, double t, double h, std::vector<State>& dirs,
               Workspace& scratch) const override {
    Workspace substeps;
    State at = before;
    compose(method_, h, [&](double offset, double hSub) {
      State next = at;
      StepStats stats = base_->step(model, next, substeps, t + offset, hSub);
      base_->tangent(model, at, next, t + offset, hSub, dirs, scratch);
      at = std::move(next);
      return stats;
    });
  }

 private:
  std::unique_ptr<Stepper> base_;
  Composition method_;
};

template <class Stepper>
std::unique_ptr<Stepper> makeComposed(std::unique_ptr<Stepper> base, Composition method = Composition::kTripleJump) {
  return std::make_unique<ComposedStepper<Stepper>>(std::move(base), method);
}

}  // namespace geovi
