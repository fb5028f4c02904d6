// The stable and unstable manifolds of a saddle equilibrium or relative equilibrium (issue 46; docs/derivative.md, "Invariant
// manifolds"), grown from the eigenvectors of the one-step derivative by the run's own discrete flow:
// what `geovi manifold` prints and the page draws.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "geovi/simulation.hpp"

namespace geovi {

struct ManifoldBranch {
  std::string kind;                         // "unstable" (grown forward in time) or "stable" (grown backward)
  std::vector<double> direction;            // the seed's unit tangent vector at the equilibrium, state columns' order
  std::vector<double> times;                // time from the seed: ≥ 0 on an unstable branch, ≤ 0 on a stable one
  std::vector<std::vector<double>> states;  // the state rows at those times (states[0] is the seed)
  double energyError = 0.0;  // max |E − E(equilibrium)| along the branch: the manifolds lie on its level
};

struct InvariantManifold {
  // "equilibrium" (at rest) or "relative_equilibrium" (a steady rotation), as Simulation::stability says.
  std::string kind;
  std::vector<double> equilibrium;  // the state row (of the steady motion's start, for a relative one)
  double energy = 0.0;
  // The dimensions of the unstable and stable subspaces of the one-step map (multipliers off the unit
  // circle: |log|μ|| above h times the stability tolerance).
  int unstableDimension = 0, stableDimension = 0;
  // The multipliers off the unit circle, [re, im], largest modulus first.
  std::vector<std::array<double, 2>> multipliers;
  std::vector<ManifoldBranch> branches;  // the unstable ones first
};

struct ManifoldOptions {
  double duration = 5.0;  // s along each branch
  double offset = 1e-5;   // the seeds' distance from the equilibrium along the eigenvectors (state units)
  int rays = 16;          // seeds around a circle when a subspace is two-dimensional or more
  long every = 1;         // keep every `every`-th step's state
};

// From the run's current state, which must be an equilibrium or a relative equilibrium (InputError
// ("initial") otherwise, as Simulation::stability says), for each of its unstable and stable subspaces: a one-dimensional one
// gives two branches (±v); a higher one gives `rays` branches on the circle of its two directions of
// largest |log|μ||, which for a two-dimensional subspace sweep the whole surface. The run is not changed.
// InputError("integrator") when the step is not differentiated, InputError("offset" | "rays" | "t_end" |
// "every") for bad options; NumericalFailure when a branch's step fails.
InvariantManifold invariantManifold(const Simulation& sim, const ManifoldOptions& options);

}  // namespace geovi
