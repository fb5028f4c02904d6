// The SO(3) integrator registry: the single place where a rigid-body
// integrator name becomes a method (row format: shared/integrator_registry.hpp).
#include "so3/so3_stepper.hpp"

namespace geovi {
namespace {

IntegratorInfo so3Row(const char* name, const char* family, int order, bool symplectic, bool symmetric, bool onManifold,
                      bool adaptive, const char* equations, const char* summary) {
  return {name, kSpaceSo3, family, order, symplectic, symmetric, onManifold, adaptive, equations, summary};
}

}  // namespace

const std::vector<So3IntegratorEntry>& so3Integrators() {
  using Spec = const IntegratorSpec&;
  using Model = const RigidBodyModel&;
  static constexpr RowWords compositions[3] = {
      {"Yoshida's triple jump of the LGVI", "Fourth-order LGVI: the triple jump of vi, three Cayley solves per step."},
      {"Suzuki's 5-stage fractal of the LGVI",
       "Fourth-order LGVI: Suzuki's five-substep composition of vi; a smaller error than vi4 at equal cost."},
      {"Kahan and Li's 9-stage order-6 composition of the LGVI",
       "Sixth-order LGVI: Kahan and Li's nine-substep composition of vi; for long, accurate runs."}};
  static const std::vector<So3IntegratorEntry> table = concatRows(
      concatRows(
          std::vector<So3IntegratorEntry>{
              {so3Row("vi", "variational", 2, true, true, true, false,
                      "Lie group VI (Lee-Leok-McClamroch), Newton on cay(f)",
                      "Lie group variational integrator: R stays on SO(3), forcing by discrete Lagrange-d'Alembert."),
               [](Spec s, Model) { return makeLieGroupVariational(s); }}},
          compositionRows<RigidBodyModel, So3Stepper>(
              kSpaceSo3, compositions, [](Spec s, Model) { return makeLieGroupVariational(s); },
              [](Model) { return std::string("vi"); })),
      std::vector<So3IntegratorEntry>{
          {so3Row("euler", "runge-kutta", 1, false, false, false, false, "explicit Euler on (R, Pi) in R^9 x R^3",
                  "Explicit Euler on the flat equations: energy grows and R leaves SO(3) (a teaching baseline)."),
           [](Spec, Model) { return makeSo3ExplicitEuler(); }},
          {so3Row("rk4", "runge-kutta", 4, false, false, false, false, "classical RK4 on (R, Pi) in R^9 x R^3",
                  "Classical RK4 on the flat equations: R leaves SO(3) (negative control)."),
           [](Spec, Model) { return makeSo3RungeKutta4(false); }},
          {so3Row("rk4-projected", "runge-kutta", 4, false, false, true, false, "rk4, then the nearest rotation",
                  "rk4, then R replaced by its nearest rotation after every step."),
           [](Spec, Model) { return makeSo3RungeKutta4(true); }},
          {so3Row("rk45", "runge-kutta", 5, false, false, false, true, "Dormand-Prince 5(4) on (R, Pi)",
                  "Adaptive Dormand-Prince on (R, Pi); h is the output interval (reference runs)."),
           [](Spec s, Model) { return makeSo3DormandPrince(s); }},
          {so3Row("rk4-euler313", "euler-angles", 4, false, false, true, false, "RK4 on paper 004 (74)-(75)",
                  "RK4 on 3-1-3 Euler angles: Lagrange tops only; singular where sin(omega) = 0 (paper 004 (8))."),
           [](Spec, Model m) { return makeEuler313RungeKutta4(m); }, euler313Unsupported},
      });
  return table;
}

const So3IntegratorEntry& so3Integrator(const std::string& name, const RigidBodyModel& model) {
  return findIntegratorEntry(so3Integrators(), name, model, "rigid-body integrator");
}

std::unique_ptr<So3Stepper> makeSo3Stepper(const IntegratorSpec& spec, const RigidBodyModel& model) {
  return so3Integrator(spec.type, model).make(spec, model);
}

}  // namespace geovi
