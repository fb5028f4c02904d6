#include "geovi/simulation.hpp"

#include <cmath>
#include <sstream>

#include "geovi/errors.hpp"

namespace geovi {

void Simulation::advance(long n) {
  beginAdvance();
  for (long k = 0; k < n; ++k) {
    try {
      last_ = stepOnce();
    } catch (const NumericalFailure& e) {
      std::ostringstream msg;
      msg.precision(17);
      msg << "step " << steps_ + 1 << " (t = " << time() << " -> " << time() + h_ << "): " << e.what();
      throw NumericalFailure(msg.str());
    }
    iterations_ += last_.iterations;
    ++steps_;
  }
}

void Simulation::setState(const std::vector<double>& values, double t) {
  const std::size_t expected = stateColumns().size();
  if (values.size() != expected)
    throw InputError("setState",
                     "expected " + std::to_string(expected) + " numbers, got " + std::to_string(values.size()));
  for (std::size_t k = 0; k < values.size(); ++k)
    if (!std::isfinite(values[k])) throw InputError("setState[" + std::to_string(k) + "]", "expected a finite number");
  if (!std::isfinite(t)) throw InputError("setState.t", "expected a finite time");
  assignState(values, t);
  t0_ = t;
  steps_ = 0;
  iterations_ = 0;
  last_ = StepStats{};
}

void Simulation::requireFinite(bool stateFinite, double energy) {
  if (!stateFinite || !std::isfinite(energy)) throw NumericalFailure("the state became non-finite");
}

}  // namespace geovi
