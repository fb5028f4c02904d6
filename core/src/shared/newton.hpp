// The stopping rules of every Newton solve in geovi's implicit variational
// integrators: the (S²)ⁿ VI's (3.16) in Cayley parameters (s2n_variational.cpp)
// and the LGVI's Cayley equation on SO(3) (so3_variational.cpp). Both drive the
// residual to round-off, so the discrete map they compute is the one the
// theory describes (symplectic, momentum-preserving) to the last bits, not an
// approximation of it with a user-chosen tolerance:
//   converged  ‖r‖∞ ≤ max(tolerance, 8 ε · scale), where scale bounds the size
//              of the terms summed in r (so the test is relative to them);
//   stalled    ‖δ‖∞ ≤ 4 ε ‖f‖∞: the update is at the round-off level of the
//              iterate, so the residual cannot get smaller in floating point;
//   exhausted  maxIterations spent, or the residual is not finite: the step
//              fails with NumericalFailure instead of returning a wrong state.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

namespace geovi {

class NewtonStopping {
 public:
  NewtonStopping(int maxIterations, double tolerance) : maxIterations_(maxIterations), tolerance_(tolerance) {}

  double target(double scale) const { return std::max(tolerance_, 8.0 * kEps * scale); }
  bool converged(double residual, double scale) const { return residual <= target(scale); }
  bool stalled(double updateNorm, double iterateNorm) const { return updateNorm <= 4.0 * kEps * iterateNorm; }
  bool exhausted(int iterations, double residual) const {
    return iterations >= maxIterations_ || !std::isfinite(residual);
  }

 private:
  static constexpr double kEps = std::numeric_limits<double>::epsilon();
  int maxIterations_;
  double tolerance_;
};

}  // namespace geovi
