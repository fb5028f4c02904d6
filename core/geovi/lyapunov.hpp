// Lyapunov exponents of a run (issue 46; docs/derivative.md): what Simulation::lyapunov returns and
// `geovi lyapunov` prints.
#pragma once

#include <vector>

namespace geovi {

struct LyapunovReport {
  double t0 = 0.0, t = 0.0;       // the span the exponents are averaged over
  std::vector<double> exponents;  // all d of them, 1/s, in descending order
  double sum = 0.0;               // Σ exponents = log|det| of the tangent map over (t − t0)
  // Σ exponents less what a symplectic map's would be over the same span, ½ log(det Ω₀ / det Ω_t) / (t − t0)
  // with Ω the symplectic form's matrix in the orthonormal bases at both ends (a symplectic M has
  // Mᵀ Ω_t M = Ω₀): round-off for a variational integrator on every space, at any span; a rate of
  // volume gained or lost, 1/s, for the others. On SO(3) det Ω is constant, so it equals `sum` there.
  double volumeDefect = 0.0;
  // The running estimates: at each sample time, the exponents so far (in the order of the QR
  // columns, which is descending once the estimates have settled).
  std::vector<double> sampleTimes;
  std::vector<std::vector<double>> samples;
};

}  // namespace geovi
