// Periodic orbits by Newton on the discrete flow (issue 46; docs/derivative.md, "Periodic orbits").
//
// Unknowns: a point x of the orbit, as a correction c in the tangent basis B at the current point (x is
// moved by x + Bc and put back on the manifold), the period T, made of N steps of h = T / N (N fixed from
// the guess and the run's h), and an unfolding parameter σ. Equations (d + 2):
//   Φ(x) − x + σ g = 0   (the N-step map returns, in B, up to σ times g = ∇E in B),
//   f(x) · Bc = 0        (a phase condition: the orbit may not slide along itself),
//   E(x) = E*            (the guess's energy).
// At an orbit of a conservative map the first d equations alone are dependent (dE·(M − I) = 0 for the
// monodromy M) and σ = 0: this is Doedel's unfolding of a conservative system, which keeps the system
// square. A variational integrator's map conserves a modified energy, so it has the family of orbits by
// energy and σ comes out zero to round-off. A Runge–Kutta map does not: σ g is what its orbit misses
// by, the method's energy error over one period, and `residual` reports it. Where a symmetry leaves a
// whole family of orbits at one energy (a rotation about the vertical), the correction with the least
// norm is taken.
//
// The Jacobian's columns: ∂Φ/∂x is the step's exact derivative (Simulation::flowMap); ∂Φ/∂T is taken as
// the field f(Φ(x)), the exact flow's, which the discrete one matches to the method's order, and g by
// central differences of the energy along B. Newton does not need an exact Jacobian: an error δ in it
// makes the convergence linear with ratio O(δ) instead of quadratic, and the answer is judged by its
// residual, which is exact.
#include "geovi/periodic_orbit.hpp"

#include <Eigen/QR>
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

#include "geovi/errors.hpp"
#include "shared/spectrum.hpp"
#include "shared/state_row.hpp"

namespace geovi {

namespace {

constexpr int kMaxIterations = 40;
// The smallest return miss asked of an orbit, relative to the state's size (max(1, ‖x‖∞)).
constexpr double kResidualTolerance = 1e-10;
// An orbit of N steps carries each step's round-off (ε‖x‖) through at most ‖M‖: its return cannot be
// trusted below N ε ‖M‖ ‖x‖, and this many times that counts as converged.
constexpr double kRoundOffMultiple = 64.0;
// Steps of one orbit at most (a guess far too long for h is refused, not run for hours).
constexpr long kMaxOrbitSteps = 10'000'000;
// Pivots below this fraction of the largest count as zero in Newton's linear solve: the directions a
// symmetry leaves free (their pivots are round-off, ~1e-15) take no correction.
constexpr double kRankThreshold = 1e-10;

long stepsFor(double period, double h) {
  if (!std::isfinite(period) || period <= 0.0)
    throw InputError("period-guess", "must be a positive number of seconds, got " + std::to_string(period));
  const double n = std::round(period / std::abs(h));
  if (n > static_cast<double>(kMaxOrbitSteps))
    throw InputError("period-guess", "is " + std::to_string(n) + " steps of h: more than " +
                                         std::to_string(kMaxOrbitSteps) + " (give a larger --h or a shorter guess)");
  return std::max(1L, static_cast<long>(n));
}

// dE along each basis vector at x (on the manifold): central differences of the energy, on the manifold.
// For the Jacobian only (see the top of this file); their error, of order √ε relative, slows nothing.
Eigen::VectorXd energyGradient(const Simulation& sim, const std::vector<double>& x, const Eigen::MatrixXd& basis,
                               double t) {
  const double eps = 1e-6 * std::max(1.0, vectorOfRow(x).lpNorm<Eigen::Infinity>());
  Eigen::VectorXd g(basis.cols());
  for (Eigen::Index j = 0; j < basis.cols(); ++j) {
    std::vector<double> plus = rowOfVector(vectorOfRow(x) + eps * basis.col(j)),
                        minus = rowOfVector(vectorOfRow(x) - eps * basis.col(j));
    sim.projectState(plus);
    sim.projectState(minus);
    g(j) = (sim.energyAt(plus, t) - sim.energyAt(minus, t)) / (2.0 * eps);
  }
  return g;
}

// Newton from the point x (on the manifold) and periodGuess, at the energy targetEnergy (the guess's own
// energy for findPeriodicOrbit, a family member's for continuePeriodicOrbit).
PeriodicOrbit periodicNewton(const Simulation& sim, std::vector<double> x, double periodGuess, double targetEnergy) {
  const long n = stepsFor(periodGuess, sim.stepSize());
  const double t0 = sim.time();
  double period = periodGuess, sigma = 0.0;
  // Newton runs until its residual stops halving (two corrections in a row), which leaves the best
  // iterate at round-off; that one is judged.
  PeriodicOrbit best;
  double bestMerit = std::numeric_limits<double>::infinity(), bestResidual = bestMerit, bestTolerance = 0.0,
         bestEnergyMiss = 0.0;
  int sinceBest = 0;
  for (int k = 0; k <= kMaxIterations && sinceBest < 2; ++k) {
    const FlowMap flow = sim.flowMap(x, t0, period / static_cast<double>(n), n, true, false);
    x = flow.start;
    const Eigen::VectorXd miss = vectorOfRow(flow.end) - vectorOfRow(flow.start);
    const Eigen::MatrixXd& basis = flow.basis0;
    const Eigen::Index d = basis.cols();
    const Eigen::MatrixXd monodromy = flow.matrixAtStart();  // the end is x to the residual
    const Eigen::VectorXd gradient = energyGradient(sim, x, basis, t0);
    const Eigen::VectorXd unfolded = basis.transpose() * miss + sigma * gradient;
    const double energy = sim.energyAt(x, t0), energyMiss = energy - targetEnergy;
    // Judged by the return miss and the energy miss together: a member's predictor may return already
    // (it is an orbit at another energy) while its energy is still off.
    const double merit = unfolded.norm() + std::abs(energyMiss);
    if (merit < 0.5 * bestMerit) {
      bestMerit = merit;
      bestResidual = unfolded.norm();
      bestTolerance = std::max(1.0, vectorOfRow(x).lpNorm<Eigen::Infinity>()) *
                      std::max(kResidualTolerance, kRoundOffMultiple * static_cast<double>(n) *
                                                       std::numeric_limits<double>::epsilon() * monodromy.norm());
      bestEnergyMiss = energyMiss;
      best.period = period;
      best.steps = n;
      best.h = period / static_cast<double>(n);
      best.state = x;
      best.energy = energy;
      best.multipliers = multipliersOf(monodromy);
      best.residual = miss.norm();
      best.iterations = k;
      sinceBest = 0;
    } else {
      ++sinceBest;
    }
    std::vector<double> fStart, fEnd;
    sim.rates(flow.start, t0, fStart);
    sim.rates(flow.end, t0, fEnd);
    Eigen::MatrixXd jacobian = Eigen::MatrixXd::Zero(d + 2, d + 2);
    Eigen::VectorXd rhs = Eigen::VectorXd::Zero(d + 2);
    jacobian.topLeftCorner(d, d) = monodromy - Eigen::MatrixXd::Identity(d, d);
    jacobian.block(0, d, d, 1) = basis.transpose() * vectorOfRow(fEnd);
    jacobian.block(0, d + 1, d, 1) = gradient;
    jacobian.block(d, 0, 1, d) = (basis.transpose() * vectorOfRow(fStart)).transpose();
    jacobian.block(d + 1, 0, 1, d) = gradient.transpose();
    rhs.head(d) = -unfolded;
    rhs(d + 1) = -energyMiss;
    Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> solver;
    solver.setThreshold(kRankThreshold);
    const Eigen::VectorXd correction = solver.compute(jacobian).solve(rhs);
    x = rowOfVector(vectorOfRow(x) + basis * correction.head(d));
    sim.projectState(x);
    period += correction(d);
    sigma += correction(d + 1);
    if (!std::isfinite(period) || period <= 0.0 || !vectorOfRow(x).allFinite()) break;
  }
  const bool energyMet = std::abs(bestEnergyMiss) <= kResidualTolerance * std::max(1.0, std::abs(targetEnergy));
  if (bestResidual > bestTolerance || !energyMet) {
    std::ostringstream why;
    why << "no periodic orbit found near the guess: Newton's best return miss is " << bestResidual
        << " (asked: " << bestTolerance << "), energy off by " << bestEnergyMiss << ", at period " << best.period
        << " (try a better guess or a smaller h)";
    throw NumericalFailure(why.str(), "periodic-newton");
  }
  return best;
}

void requireConservative(const Simulation& sim) {
  if (!sim.diagnostics().conservative)
    throw InputError("system",
                     "has forcing or damping: its energy is not conserved, so there is no family of periodic orbits "
                     "by energy to search (geovi periodic needs a conservative system)");
}

// A member's stability type: how many multipliers lie off the unit circle, |μ| > 1 + this. The trivial
// multipliers at 1 (energy and time, and each symmetry's pair) sit in Jordan blocks, so round-off moves
// them by about √(ε ‖M‖) (1e-6 for ‖M‖ ~ 1e4); this is far above that and far below a saddle's growth.
constexpr double kOffCircle = 1e-3;
// A member whose period passes this many times the first orbit's ends the continuation (the family runs
// into a homoclinic orbit or an equilibrium at rest: its period grows without bound).
constexpr double kPeriodBlowUp = 8.0;
constexpr long kMaxMembers = 1000;

int offCircleCount(const PeriodicOrbit& orbit) {
  int count = 0;
  for (const auto& m : orbit.multipliers)
    if (std::hypot(m[0], m[1]) > 1.0 + kOffCircle) ++count;
  return count;
}

}  // namespace

PeriodicOrbit findPeriodicOrbit(const Simulation& sim, double periodGuess) {
  stepsFor(periodGuess, sim.stepSize());
  requireConservative(sim);
  std::vector<double> x;
  sim.stateValues(x);
  sim.projectState(x);
  const double energy = sim.energyAt(x, sim.time());
  return periodicNewton(sim, std::move(x), periodGuess, energy);
}

PeriodicFamily continuePeriodicOrbit(const Simulation& sim, const PeriodicOrbit& first, double targetEnergy,
                                     long members) {
  if (!std::isfinite(targetEnergy))
    throw InputError("continue-to", "must be a finite energy, got " + std::to_string(targetEnergy));
  if (members < 1 || members > kMaxMembers)
    throw InputError("members", "must be a whole number in [1, " + std::to_string(kMaxMembers) + "], got " +
                                    std::to_string(members));
  requireConservative(sim);
  PeriodicFamily family;
  family.members.reserve(static_cast<std::size_t>(members));  // `previous` points into it: no reallocation
  const double e0 = first.energy, de = (targetEnergy - e0) / static_cast<double>(members);
  const int type0 = offCircleCount(first);
  const PeriodicOrbit* previous = &first;
  const PeriodicOrbit* beforePrevious = nullptr;
  double previousTarget = e0, beforePreviousTarget = e0;
  for (long k = 1; k <= members; ++k) {
    // E_k from E₀ and k (not by adding de k times): the last member's target is the target exactly.
    const double target = k == members ? targetEnergy : e0 + static_cast<double>(k) * de;
    // The secant predictor: the last two orbits' point and period, extrapolated linearly in energy; the
    // point put back on the manifold. Its energy is left to Newton's energy equation (which moves the
    // point along ∇E, the least-norm correction): a reproducible rule with no division by a kinetic
    // energy that vanishes at an orbit's turning point.
    std::vector<double> x = previous->state;
    double period = previous->period;
    if (beforePrevious != nullptr) {
      // (Members at one energy, asked for by E = E₀, take the last orbit as it is.)
      const double span = previousTarget - beforePreviousTarget;
      const double s = span != 0.0 ? (target - previousTarget) / span : 0.0;
      x = rowOfVector(vectorOfRow(previous->state) +
                      s * (vectorOfRow(previous->state) - vectorOfRow(beforePrevious->state)));
      sim.projectState(x);
      period = previous->period + s * (previous->period - beforePrevious->period);
    }
    std::ostringstream why;
    why.precision(17);
    if (!std::isfinite(period) || period <= 0.0 || !vectorOfRow(x).allFinite()) {
      why << "member " << k << " at energy " << target << ": the predictor left the manifold (period " << period << ")";
      family.stop = why.str();
      return family;
    }
    PeriodicOrbit orbit;
    try {
      orbit = periodicNewton(sim, std::move(x), period, target);
    } catch (const std::runtime_error& e) {  // NumericalFailure, or InputError for a period of too many steps
      why << "member " << k << " at energy " << target << ": Newton failed (" << e.what()
          << "); the family ends, or turns back in energy, before it";
      family.stop = why.str();
      return family;
    }
    if (orbit.period > kPeriodBlowUp * first.period) {
      why << "member " << k << " at energy " << target << ": the period blows up (" << orbit.period << " s, more than "
          << kPeriodBlowUp << " times the first orbit's " << first.period << " s)";
      family.stop = why.str();
      return family;
    }
    if (offCircleCount(orbit) != type0) {
      why << "member " << k << " at energy " << target << ": the orbit's stability changes type ("
          << offCircleCount(orbit) << " multipliers off the unit circle, the first orbit has " << type0 << ")";
      family.stop = why.str();
      return family;
    }
    family.members.push_back(std::move(orbit));
    family.targets.push_back(target);
    beforePrevious = previous;
    beforePreviousTarget = previousTarget;
    previous = &family.members.back();
    previousTarget = target;
  }
  family.complete = true;
  family.stop = "reached the target energy";
  return family;
}

double closestReturnTime(const Simulation& sim, double tEnd) {
  const long n = stepsFor(tEnd, sim.stepSize());
  std::vector<double> x;
  sim.stateValues(x);
  const FlowMap flow = sim.flowMap(x, sim.time(), sim.stepSize(), n, false, true);
  std::vector<double> distance;
  distance.reserve(flow.rows.size());
  for (const auto& r : flow.rows) distance.push_back((vectorOfRow(r) - vectorOfRow(flow.start)).norm());
  // After the first turn of the distance (its first local maximum), the first local minimum within twice
  // the smallest value and a step's move: a state that has come back (not the nearer return at half a
  // period, nor the orbit's second lap, which may come a little closer), unless the distance is still
  // falling when the window ends.
  auto turn = distance.begin();
  while (turn + 1 != distance.end() && *(turn + 1) >= *turn) ++turn;
  const auto smallest = std::min_element(turn, distance.end());
  if (turn + 1 == distance.end() || smallest + 1 == distance.end() || *smallest >= *turn)
    throw InputError("period-guess", "the run does not come back near its initial state within t_end = " +
                                         std::to_string(tEnd) + " s; give one");
  // A return falls between two samples: its distance is only known to within the step's move there.
  const auto row = [&](std::ptrdiff_t k) { return vectorOfRow(flow.rows[static_cast<std::size_t>(k)]); };
  const auto closeReturn = [&](std::ptrdiff_t k) {
    const double move = std::max((row(k) - row(k - 1)).norm(), (row(k + 1) - row(k)).norm());
    return distance[k] <= distance[k - 1] && distance[k] <= distance[k + 1] && distance[k] <= 2.0 * *smallest + move;
  };
  std::ptrdiff_t closest = turn - distance.begin() + 1;
  while (!closeReturn(closest)) ++closest;
  return static_cast<double>(closest + 1) * sim.stepSize();
}

}  // namespace geovi
