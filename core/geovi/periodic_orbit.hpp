// Periodic orbits of a run's discrete flow (issue 46; docs/derivative.md): Newton on the N-step map of
// the run's own integrator, from a guess, at the guess's energy. What `geovi periodic` prints.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "geovi/simulation.hpp"

namespace geovi {

struct PeriodicOrbit {
  double period = 0.0;
  long steps = 0;             // the orbit is `steps` steps of h = period / steps
  double h = 0.0;             // period / steps (the run's h rounded to divide the period)
  std::vector<double> state;  // a point of the orbit, a state row (stateValues() order)
  double energy = 0.0;        // E(state): the guess's energy
  // The monodromy's multipliers (the derivative of the N-step map at state, a d × d matrix in the
  // tangent basis there), [re, im], largest modulus first.
  std::vector<std::array<double, 2>> multipliers;
  double residual = 0.0;  // ‖Φ(state) − state‖, Euclidean in the state columns, at the answer
  int iterations = 0;     // Newton corrections made
};

// The periodic orbit through (or nearest) the run's current state at its energy, with a period near
// periodGuess, for the run's integrator at about its h (the step is adjusted so that a whole number of
// steps makes the period). The run is not changed. InputError("period-guess") for a guess that is not a
// positive number of steps, InputError("system") when the system has forcing or damping (its energy is
// not conserved: no family of orbits by energy), InputError("integrator") when the step is not
// differentiated; NumericalFailure("periodic-newton") when Newton does not converge.
PeriodicOrbit findPeriodicOrbit(const Simulation& sim, double periodGuess);

// The family of periodic orbits through `first` (found by findPeriodicOrbit on sim) followed in energy
// (docs/derivative.md, "Continuation in energy"): natural-parameter continuation, member k the Newton
// solution at E_k = E₀ + k (targetEnergy − E₀) / members, k = 1 … members, from a secant predictor (the
// previous two orbits' point and period extrapolated linearly in E and put back on the manifold; the
// first orbit alone for k = 1), whose energy Newton's equation E(x) = E_k then corrects. It stops, with
// `stop` saying why in words, at the first member where Newton fails, the period passes 8 times the first
// orbit's, or the count of multipliers off the unit circle (|μ| > 1 + 1e-3) changes; the members before
// are kept. `complete` is true when every member was found. InputError("continue-to") for a non-finite
// target, InputError("members") for a count outside [1, 1000].
struct PeriodicFamily {
  std::vector<PeriodicOrbit> members;
  std::vector<double> targets;  // E_k of each member found
  bool complete = false;
  std::string stop;  // why the continuation ended, in words
};
PeriodicFamily continuePeriodicOrbit(const Simulation& sim, const PeriodicOrbit& first, double targetEnergy,
                                     long members);

// A period guess from the run itself: the time, within tEnd, of the first close return of the state to
// where it starts (after its distance from there has first turned, the first local minimum within twice
// the closest and a step's move). InputError("period-guess") when it does not come back.
double closestReturnTime(const Simulation& sim, double tEnd);

}  // namespace geovi
