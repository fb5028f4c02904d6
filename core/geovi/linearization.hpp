// The derivative of a run's discrete flow (issue 46; docs/derivative.md): what Simulation::linearize
// returns and `geovi linearize` prints. Plain vectors, so that every binding passes it on unchanged.
#pragma once

#include <string>
#include <vector>

namespace geovi {

struct Linearization {
  double t0 = 0.0, t1 = 0.0;
  long steps = 0;
  std::vector<std::string> columns;    // the state columns (the CSV's, after t and energy)
  std::vector<double> state0, state1;  // state rows at t0 and t1
  // d tangent vectors of the state manifold at state0 and at state1, in the columns' order,
  // orthonormal in the Euclidean metric of the columns.
  std::vector<std::vector<double>> basis0, basis1;
  // d × d, row by row: a perturbation Σ_j c_j basis0[j] at t0 becomes Σ_i (matrix c)_i basis1[i] at t1.
  std::vector<std::vector<double>> matrix;
  // ‖Mᵀ Ω₁ M − Ω₀‖_F / ‖Ω₀‖_F, with Ω the matrix of the space's symplectic form in each basis:
  // round-off for a symplectic map, not for the others.
  double symplecticError = 0.0;
};

}  // namespace geovi
