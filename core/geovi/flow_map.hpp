// The discrete flow from any state (issue 46; docs/derivative.md): what Simulation::flowMap returns, the
// one primitive the periodic-orbit search (geovi/periodic_orbit.hpp) and the invariant manifolds
// (geovi/invariant_manifold.hpp) are written on, once for every space.
#pragma once

#include <Eigen/Core>
#include <vector>

namespace geovi {

struct FlowMap {
  std::vector<double> start;  // the state row the steps began from, on the manifold (setState's rules)
  std::vector<double> end;    // the state row after them
  // With the derivative: orthonormal bases of the tangent spaces at start and end (columns × d, in the
  // state columns' order, as Linearization's basis0 and basis1) and the d × d matrix of the steps'
  // derivative in them. Empty without it.
  Eigen::MatrixXd basis0, basis1, matrix;
  // The derivative with its images written back in the start's basis: the map of T_start into itself
  // where the end is the start (a closed orbit's monodromy, the step at a fixed point).
  Eigen::MatrixXd matrixAtStart() const { return basis0.transpose() * basis1 * matrix; }
  // With keepRows: the state row after every step (rows[k] after step k + 1; rows.back() is end).
  std::vector<std::vector<double>> rows;
};

}  // namespace geovi
