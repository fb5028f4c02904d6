#include "geovi/simulation.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"

namespace geovi {

void Simulation::advance(long n) {
  beginAdvance();
  if (!health_.started()) {
    const IntegratorInfo* info = findIntegrator(kind(), integrator_);
    health_.start(energy(), time(), h_, integrator_, info && info->adaptive);
  }
  const bool watched = !watchers_.empty();
  double energyBefore = 0.0;
  if (watched) {
    stateValues(watchedBefore_);
    energyBefore = energy();
  }
  for (long k = 0; k < n; ++k) {
    try {
      last_ = stepOnce();
    } catch (const NumericalFailure& e) {
      health_.fail(e.code(), time(), steps_);
      std::ostringstream msg;
      msg.precision(17);
      msg << "step " << steps_ + 1 << " (t = " << time() << " -> " << time() + h_ << "): " << e.what();
      throw NumericalFailure(msg.str(), e.code());
    }
    iterations_ += last_.iterations;
    ++steps_;
    StepHealth judged = stepHealth();
    // Per substep: a composition's nine substeps (vi6) each solve their own equations, and the rule
    // asks whether one solve struggles, not how many solves a step makes.
    const int substeps = std::max(1, last_.substeps);
    judged.iterations = (last_.iterations + substeps - 1) / substeps;
    const double e = energy();
    health_.observe(time(), steps_, e, judged);
    if (watched) {
      stateValues(watchedAfter_);
      const StepEnds ends{
          t0_ + static_cast<double>(steps_ - 1) * h_, time(), energyBefore, e, watchedBefore_, watchedAfter_};
      for (const auto& w : watchers_) w->observe(*this, ends);
      watchedBefore_.swap(watchedAfter_);
      energyBefore = e;
    }
  }
}

void Simulation::addWatcher(std::shared_ptr<StepWatcher> watcher) {
  if (watcher) watchers_.push_back(std::move(watcher));
}

void Simulation::removeWatcher(const StepWatcher* watcher) {
  watchers_.erase(std::remove_if(watchers_.begin(), watchers_.end(),
                                 [watcher](const std::shared_ptr<StepWatcher>& w) { return w.get() == watcher; }),
                  watchers_.end());
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
  health_.stop();
  t0_ = t;
  steps_ = 0;
  iterations_ = 0;
  last_ = StepStats{};
}

void Simulation::requireFinite(bool stateFinite, double energy) {
  if (!stateFinite || !std::isfinite(energy)) throw NumericalFailure("the state became non-finite", "non-finite");
}

}  // namespace geovi
