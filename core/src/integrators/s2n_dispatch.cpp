// The single place where an integrator name becomes a method.
//
//   vi             implicit VI (3.10)–(3.13), Newton (or spec.solver) on the Cayley parameters (3.16)
//   vi-explicit    explicit VI (3.17)–(3.18); needs a diagonal inertia matrix
//   vi4            4th-order VI: Yoshida triple jump of the explicit VI when M is
//                  diagonal, of the implicit VI otherwise (they agree to round-off
//                  when M is diagonal; the explicit one needs no solve)
//   vi4-implicit   the triple jump of the implicit VI whatever M is
//   rk2            Heun's explicit trapezoid (order 2) on the continuous equations of spec.formulation
//   rk2-projected  rk2 with the same re-projection as rk4-projected (paper 003, Example 3)
//   rk4            classical RK4 on the continuous equations of spec.formulation
//   rk4-projected  rk4, then q_i normalized and ω_i projected on T_{q_i}S² after each step
//   rk45           adaptive Dormand–Prince on spec.formulation, h = output interval
//
// spec.formulation (q_omega | q_qdot | q_mu | q_pi) is validated for every type,
// so a misspelt name is an InputError even where only the RK methods read it.
#include "geovi/errors.hpp"
#include "geovi/integrators/s2n_stepper.hpp"
#include "geovi/models/s2n_formulations.hpp"

namespace geovi {

const std::vector<std::string>& s2nIntegratorNames() {
  static const std::vector<std::string> names{"vi",  "vi-explicit", "vi4",           "vi4-implicit",
                                              "rk2", "rk2-projected", "rk4",         "rk4-projected", "rk45"};
  return names;
}

std::unique_ptr<S2nStepper> makeS2nStepper(const IntegratorSpec& spec, const S2nModel& model) {
  parseS2nFormulation(spec.formulation);  // throws InputError("integrator.formulation")
  if (spec.type == "vi") return makeImplicitVariational(spec);
  if (spec.type == "vi-explicit") {
    if (!model.inertiaIsDiagonal())
      throw InputError("integrator.type", "'vi-explicit' (3.17) needs a diagonal inertia matrix; use 'vi'");
    return makeExplicitVariational();
  }
  if (spec.type == "vi4")
    return makeComposedVariational(model.inertiaIsDiagonal() ? makeExplicitVariational()
                                                             : makeImplicitVariational(spec));
  if (spec.type == "vi4-implicit") return makeComposedVariational(makeImplicitVariational(spec));
  if (spec.type == "rk2") return makeRungeKutta2(spec, false);
  if (spec.type == "rk2-projected") return makeRungeKutta2(spec, true);
  if (spec.type == "rk4") return makeRungeKutta4(spec, false);
  if (spec.type == "rk4-projected") return makeRungeKutta4(spec, true);
  if (spec.type == "rk45") return makeDormandPrince(spec);
  std::string known;
  for (const auto& name : s2nIntegratorNames()) known += (known.empty() ? "" : ", ") + name;
  throw InputError("integrator.type", "unknown integrator '" + spec.type + "' (expected one of " + known + ")");
}

}  // namespace geovi
