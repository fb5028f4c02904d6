// The SE(3)ᴺ integrator registry: the single place where an integrator name for rigid bodies in
// flight becomes a method (row format: shared/integrator_registry.hpp). The names are those of the
// SO(3) table, for the same methods on each attitude.
#include "geovi/catalogue.hpp"
#include "se3/se3_stepper.hpp"

namespace geovi {
namespace {

IntegratorInfo info(const char* name, const char* family, int order, bool symplectic, bool symmetric, bool onManifold,
                    bool adaptive, const char* equations, const char* summary) {
  return {name, kSpaceSe3, family, order, symplectic, symmetric, onManifold, adaptive, equations, summary};
}

}  // namespace

const std::vector<Se3IntegratorEntry>& se3Integrators() {
  using Spec = const IntegratorSpec&;
  using Model = const RigidBodiesModel&;
  static const std::vector<Se3IntegratorEntry> table{
      {info("vi", "variational", 2, true, true, true, false,
            "Lie group VI for the full body problem (Lee-Leok-McClamroch 2007): Verlet for centres, LGVI for attitudes",
            "Variational integrator: each R stays on SO(3), total momentum and angular momentum kept to round-off."),
       [](Spec s, Model) { return makeSe3Variational(s); }},
      {info("vi4", "variational", 4, true, true, true, false, "Yoshida's triple jump of vi",
            "Fourth-order VI: the triple jump of vi."),
       [](Spec s, Model) { return makeComposedSe3Variational(makeSe3Variational(s), Composition::kTripleJump); },
       {},
       [](Model) { return std::string("vi4 of vi"); }},
      {info("vi4-suzuki", "variational", 4, true, true, true, false, "Suzuki's 5-stage fractal of vi",
            "Fourth-order VI: Suzuki's five-substep composition of vi."),
       [](Spec s, Model) { return makeComposedSe3Variational(makeSe3Variational(s), Composition::kSuzuki5); },
       {},
       [](Model) { return std::string("vi4-suzuki of vi"); }},
      {info("vi6", "variational", 6, true, true, true, false, "Kahan and Li's 9-stage order-6 composition of vi",
            "Sixth-order VI: Kahan and Li's nine-substep composition of vi."),
       [](Spec s, Model) { return makeComposedSe3Variational(makeSe3Variational(s), Composition::kKahanLi9); },
       {},
       [](Model) { return std::string("vi6 of vi"); }},
      {info("rk4", "runge-kutta", 4, false, false, false, false, "classical RK4 on the Newton-Euler equations",
            "Classical RK4 on (x, p, R, Pi): each R leaves SO(3) (negative control)."),
       [](Spec, Model) { return makeSe3RungeKutta4(false); }},
      {info("rk4-projected", "runge-kutta", 4, false, false, true, false, "rk4, then the nearest rotations",
            "rk4, then each R replaced by its nearest rotation after every step."),
       [](Spec, Model) { return makeSe3RungeKutta4(true); }},
      {info("rk45", "runge-kutta", 5, false, false, false, true, "Dormand-Prince 5(4) on the Newton-Euler equations",
            "Adaptive Dormand-Prince on (x, p, R, Pi); h is the output interval (reference runs)."),
       [](Spec s, Model) { return makeSe3DormandPrince(s); }},
  };
  return table;
}

const Se3IntegratorEntry& se3Integrator(const std::string& name, const RigidBodiesModel& model) {
  return findIntegratorEntry(se3Integrators(), name, model, "integrator for rigid bodies in flight");
}

std::unique_ptr<Se3Stepper> makeSe3Stepper(const IntegratorSpec& spec, const RigidBodiesModel& model) {
  return se3Integrator(spec.type, model).make(spec, model);
}

}  // namespace geovi
