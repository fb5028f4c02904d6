// The SE(3)ᴺ integrator registry: the single place where an integrator name for rigid bodies in
// flight becomes a method (row format: shared/integrator_registry.hpp). The names are those of the
// SO(3) table, for the same methods on each attitude.
#include "geovi/catalogue.hpp"
#include "se3/se3_stepper.hpp"

namespace geovi {

const std::vector<Se3IntegratorEntry>& se3Integrators() {
  static const VariationalFamilyWords words{
      "Lie group VI for the full body problem (Lee-Leok-McClamroch 2007): Verlet for centres, LGVI for attitudes",
      "Variational integrator: each R stays on SO(3), total momentum and angular momentum kept to round-off.",
      "classical RK4 on the Newton-Euler equations",
      "Classical RK4 on (x, p, R, Pi): each R leaves SO(3) (negative control).",
      "rk4, then the nearest rotations",
      "rk4, then each R replaced by its nearest rotation after every step.",
      "Dormand-Prince 5(4) on the Newton-Euler equations",
      "Adaptive Dormand-Prince on (x, p, R, Pi); h is the output interval (reference runs)."};
  static const std::vector<Se3IntegratorEntry> table = variationalFamilyRows<RigidBodiesModel, Se3Stepper>(
      kSpaceSe3, words, makeSe3Variational, makeComposedSe3Variational, makeSe3RungeKutta4, makeSe3DormandPrince);
  return table;
}

const Se3IntegratorEntry& se3Integrator(const std::string& name, const RigidBodiesModel& model) {
  return findIntegratorEntry(se3Integrators(), name, model, "integrator for rigid bodies in flight");
}

std::unique_ptr<Se3Stepper> makeSe3Stepper(const IntegratorSpec& spec, const RigidBodiesModel& model) {
  return se3Integrator(spec.type, model).make(spec, model);
}

}  // namespace geovi
