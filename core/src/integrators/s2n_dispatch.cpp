// The single place where an integrator name becomes a method.
#include "geovi/errors.hpp"
#include "geovi/integrators/s2n_stepper.hpp"

namespace geovi {

const std::vector<std::string>& s2nIntegratorNames() {
  static const std::vector<std::string> names{"vi", "vi-explicit", "rk4", "rk4-projected", "rk45"};
  return names;
}

std::unique_ptr<S2nStepper> makeS2nStepper(const IntegratorSpec& spec, const S2nModel& model) {
  if (spec.type == "vi") return makeImplicitVariational(spec);
  if (spec.type == "vi-explicit") {
    if (!model.inertiaIsDiagonal())
      throw InputError("integrator.type", "'vi-explicit' (3.17) needs a diagonal inertia matrix; use 'vi'");
    return makeExplicitVariational();
  }
  if (spec.type == "rk4") return makeRungeKutta4(false);
  if (spec.type == "rk4-projected") return makeRungeKutta4(true);
  if (spec.type == "rk45") return makeDormandPrince(spec);
  std::string known;
  for (const auto& name : s2nIntegratorNames()) known += (known.empty() ? "" : ", ") + name;
  throw InputError("integrator.type", "unknown integrator '" + spec.type + "' (expected one of " + known + ")");
}

}  // namespace geovi
