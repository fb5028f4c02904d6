// Lyapunov exponents of a run (issue 46; docs/derivative.md): what Simulation::lyapunov returns and
// `geovi lyapunov` prints.
#pragma once

#include <vector>

namespace geovi {

struct LyapunovReport {
  double t0 = 0.0, t = 0.0;       // the span the exponents are averaged over
  std::vector<double> exponents;  // all d of them, 1/s, in descending order
  double sum = 0.0;               // Σ exponents = log|det| of the tangent map over (t − t0)
  // The running estimates: at each sample time, the exponents so far (in the order of the QR
  // columns, which is descending once the estimates have settled).
  std::vector<double> sampleTimes;
  std::vector<std::vector<double>> samples;
};

}  // namespace geovi
