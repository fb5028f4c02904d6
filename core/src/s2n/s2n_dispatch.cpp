// The (S²)ⁿ integrator registry: the single place where an integrator name
// becomes a method. Each row is one registration (shared/integrator_registry.hpp):
// what the catalogue says of the method (geovi/catalogue.hpp), how to build it,
// and, where it matters, when it does not apply and which method actually runs.
//
// spec.formulation (q_omega | q_qdot | q_mu | q_pi) is validated for every type,
// so a misspelt name is an InputError even where only the RK methods read it.
#include "s2n/s2n_stepper.hpp"

#include "s2n/s2n_formulations.hpp"

namespace geovi {
namespace {

IntegratorInfo info(const char* name, const char* family, int order, bool symplectic, bool symmetric, bool onManifold,
                    bool adaptive, const char* equations, const char* summary) {
  return {name, kSpaceS2n, family, order, symplectic, symmetric, onManifold, adaptive, equations, summary};
}

}  // namespace

const std::vector<S2nIntegratorEntry>& s2nIntegrators() {
  using Spec = const IntegratorSpec&;
  using Model = const S2nModel&;
  static const std::vector<S2nIntegratorEntry> table = [] {
    const std::vector<S2nIntegratorEntry> first{
        {info("vi", "variational", 2, true, true, true, false, "paper 003 (3.10)-(3.13), Newton on (3.16)",
              "Implicit variational integrator: Newton on the Cayley parameters, then the linear velocity update."),
         [](Spec s, Model) { return makeImplicitVariational(s); }},
        {info("vi-explicit", "variational", 2, true, true, true, false, "paper 003 (3.17)-(3.18)",
              "Explicit variational integrator for a diagonal inertia matrix: the same discrete flow as vi, no solve."),
         [](Spec, Model) { return makeExplicitVariational(); },
         [](Model m) {
           return std::string(m.inertiaIsDiagonal() ? ""
                                                    : "'vi-explicit' (3.17) needs a diagonal inertia matrix; use 'vi'");
         }},
        {info("vi-adaptive", "variational", 2, false, true, true, true,
              "paper 003 (3.17)-(3.18) with a symmetric step h = eps (s(q_n) + s(q_n+1))/2 (GNI VIII.3)",
              "Explicit VI with a time-reversible adaptive step that shrinks near close encounters; h is the output "
              "interval."),
         [](Spec s, Model) { return makeAdaptiveVariational(s); },
         [](Model m) {
           return std::string(
               m.inertiaIsDiagonal()
                   ? ""
                   : "'vi-adaptive' adapts the explicit VI (3.17) and needs a diagonal inertia matrix; use 'vi'");
         }},
    };
    // vi4, vi4-suzuki and vi6 compose vi-explicit when M is diagonal (the same discrete flow, no solve), vi otherwise.
    const auto base = [](Spec s, Model m) {
      return m.inertiaIsDiagonal() ? makeExplicitVariational() : makeImplicitVariational(s);
    };
    const auto baseName = [](Model m) { return std::string(m.inertiaIsDiagonal() ? "vi-explicit" : "vi"); };
    static constexpr RowWords compositions[3] = {
        {"Yoshida's triple jump of paper 003's VI",
         "Fourth-order VI: the triple jump of vi-explicit when M is diagonal, of vi otherwise."},
        {"Suzuki's 5-stage fractal of paper 003's VI",
         "Fourth-order VI: Suzuki's five-substep composition of vi-explicit when M is diagonal, of vi otherwise; "
         "a smaller error than vi4 at equal cost."},
        {"Kahan and Li's 9-stage order-6 composition of paper 003's VI",
         "Sixth-order VI: Kahan and Li's nine-substep composition of vi-explicit when M is diagonal, of vi "
         "otherwise; for long, accurate runs."}};
    const std::vector<S2nIntegratorEntry> rest{
        {info("vi4-implicit", "variational", 4, true, true, true, false,
              "Yoshida's triple jump of paper 003 (3.10)-(3.13)",
              "Fourth-order VI: the triple jump of the implicit vi, whatever M is."),
         [](Spec s, Model) { return makeComposed(makeImplicitVariational(s)); },
         {},
         Composition::kTripleJump,
         [](Model) { return std::string("vi"); }},
        {info("euler", "runge-kutta", 1, false, false, false, false, "explicit Euler on paper 001 Cor. 1-4",
              "Explicit Euler on the continuous equations: energy and phase-space area grow every step (a teaching "
              "baseline)."),
         [](Spec s, Model) { return makeExplicitEuler(s); }},
        {info("rk2", "runge-kutta", 2, false, false, false, false, "Heun on paper 001 Cor. 1-4",
              "Heun's explicit trapezoid on the continuous equations: paper 003's second-order baseline."),
         [](Spec s, Model) { return makeRungeKutta2(s, false); }},
        {info("rk2-projected", "runge-kutta", 2, false, false, true, false, "rk2, then projection (paper 003 Ex. 3)",
              "rk2, then every q_i normalized and omega_i projected onto its tangent plane."),
         [](Spec s, Model) { return makeRungeKutta2(s, true); }},
        {info("rk4", "runge-kutta", 4, false, false, false, false, "classical RK4 on paper 001 Cor. 1-4",
              "Classical RK4 on the continuous equations."),
         [](Spec s, Model) { return makeRungeKutta4(s, false); }},
        {info("rk4-projected", "runge-kutta", 4, false, false, true, false, "rk4, then projection",
              "rk4, then every q_i normalized and omega_i projected onto its tangent plane."),
         [](Spec s, Model) { return makeRungeKutta4(s, true); }},
        {info("rk45", "runge-kutta", 5, false, false, false, true, "Dormand-Prince 5(4) on paper 001 Cor. 1-4",
              "Adaptive Dormand-Prince; h is the output interval and tolerance the error tolerance."),
         [](Spec s, Model) { return makeDormandPrince(s); }},
    };
    return concatRows(concatRows(first, compositionRows<S2nModel, S2nStepper>(kSpaceS2n, compositions, base, baseName)),
                      rest);
  }();
  return table;
}

const S2nIntegratorEntry& s2nIntegrator(const std::string& name, const S2nModel& model) {
  return findIntegratorEntry(s2nIntegrators(), name, model, "integrator");
}

std::unique_ptr<S2nStepper> makeS2nStepper(const IntegratorSpec& spec, const S2nModel& model) {
  parseS2nFormulation(spec.formulation);  // throws InputError("integrator.formulation")
  return s2nIntegrator(spec.type, model).make(spec, model);
}

}  // namespace geovi
