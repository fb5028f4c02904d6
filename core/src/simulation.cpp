#include "geovi/simulation.hpp"

#include <sstream>

#include "geovi/errors.hpp"

namespace geovi {

void Simulation::advance(long n) {
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

}  // namespace geovi
