// The linear stability of an equilibrium or a relative equilibrium (issue 46; docs/derivative.md): what
// Simulation::stability returns and `geovi stability` prints.
#pragma once

#include <Eigen/Core>
#include <array>
#include <string>
#include <vector>

namespace geovi {

struct StabilityReport {
  std::string kind;  // "equilibrium" (the state is at rest) or "relative_equilibrium" (a steady motion)
  // The eigenvalues of the continuous linearization, [re, im], largest real part first: of the equations
  // about the state itself at an equilibrium, of the equations in the body frame (left-trivialized, so
  // that they do not change along the steady motion) at a relative equilibrium.
  std::vector<std::array<double, 2>> eigenvalues;
  // The multipliers of the chosen integrator's one-step map at h in the same coordinates, [re, im],
  // largest modulus first.
  std::vector<std::array<double, 2>> multipliers;
  bool stable = false;      // spectrally stable: no eigenvalue with a positive real part (to the tolerance)
  double growthRate = 0.0;  // the largest real part of the eigenvalues (1/s), 0 when stable
  double tolerance = 0.0;   // the real part below which an eigenvalue counts as 0 (docs/derivative.md)
  // The one-step derivative whose eigenvalues are `multipliers`, in the coordinates of the tangent basis at
  // the state (d × d; at a relative equilibrium on (S²)ⁿ, in the frame turning with it): the seeds of the
  // invariant manifolds are its eigenvectors (invariant_manifold.cpp). Not printed.
  Eigen::MatrixXd stepMatrix;
};

}  // namespace geovi
