// The single place where a rigid-body integrator name becomes a method.
#include "geovi/errors.hpp"
#include "geovi/integrators/so3_stepper.hpp"

namespace geovi {

const std::vector<std::string>& so3IntegratorNames() {
  static const std::vector<std::string> names{"vi", "vi4", "rk4", "rk4-projected", "rk45", "rk4-euler313"};
  return names;
}

std::unique_ptr<So3Stepper> makeSo3Stepper(const IntegratorSpec& spec, const RigidBodyModel& model) {
  if (spec.type == "vi") return makeLieGroupVariational(spec);
  if (spec.type == "vi4") return makeComposedLieGroupVariational(makeLieGroupVariational(spec));
  if (spec.type == "rk4") return makeSo3RungeKutta4(false);
  if (spec.type == "rk4-projected") return makeSo3RungeKutta4(true);
  if (spec.type == "rk45") return makeSo3DormandPrince(spec);
  if (spec.type == "rk4-euler313") return makeEuler313RungeKutta4(model);
  std::string known;
  for (const auto& name : so3IntegratorNames()) known += (known.empty() ? "" : ", ") + name;
  throw InputError("integrator.type", "unknown rigid-body integrator '" + spec.type + "' (expected one of " + known + ")");
}

}  // namespace geovi
