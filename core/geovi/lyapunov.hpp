// Lyapunov exponents of a run (issue 46; docs/derivative.md): what Simulation::lyapunov returns and
// `geovi lyapunov` prints; all d of them, or the `count` leading ones.
#pragma once

#include <vector>

namespace geovi {

// Simulation::lyapunov's count for all d exponents (the two-argument call's).
constexpr long kAllLyapunovExponents = -1;

struct LyapunovReport {
  double t0 = 0.0, t = 0.0;       // the span the exponents are averaged over
  std::vector<double> exponents;  // the `count` leading ones (all d by default), 1/s, in descending order
  long dimension = 0;             // d, the tangent space's dimension: count = d when exponents.size() == d
  // Σ exponents: for count = d, log|det| of the tangent map over (t − t0); for count = k < d, the
  // growth rate of a k-dimensional volume, log of the k-volume spanned by the carried vectors over (t − t0).
  double sum = 0.0;
  // For count = d: Σ exponents less what a symplectic map's would be over the same span,
  // ½ log(det Ω₀ / det Ω_t) / (t − t0) with Ω the symplectic form's matrix in the orthonormal bases at
  // both ends (a symplectic M has Mᵀ Ω_t M = Ω₀): round-off for a variational integrator on every space,
  // at any span; a rate of volume gained or lost, 1/s, for the others. On SO(3) det Ω is constant, so it
  // equals `sum` there. For count < d it is not defined (a volume of the whole tangent space needs all d
  // directions): 0 here, and null (None) where the CLI, JavaScript and Python report it.
  double volumeDefect = 0.0;
  // The running estimates: at each sample time, the exponents so far (in the order of the QR
  // columns, which is descending once the estimates have settled), `count` of them.
  std::vector<double> sampleTimes;
  std::vector<std::vector<double>> samples;
};

}  // namespace geovi
