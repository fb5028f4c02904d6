// The exact period of a free rigid body's body angular momentum Π, from Jacobi's elliptic functions
// (Landau & Lifshitz, Mechanics, §37): an independent check of the period the geometric-phase
// watcher detects in a run (docs/geometric-phase.md).
#pragma once

#include "geovi/geometry.hpp"

namespace geovi {

// K(m) = ∫₀^{π/2} dφ / √(1 − m sin²φ), the complete elliptic integral of the first kind with
// parameter m = k² ∈ [0, 1), by the arithmetic–geometric mean: K = π / (2 AGM(1, √(1 − m))).
// The AGM converges quadratically; it stops when a and b agree to 4ε. Infinite at m = 1.
double completeEllipticK(double m);

// The period of Π(t) for principal moments I1 ≤ I2 ≤ I3 (ascending), kinetic energy E and
// M² = ‖Π‖²: T = 4 K(k²) / λ with (L&L §37, (37.10)–(37.12))
//   M² > 2 E I2 (Π circles the major axis):
//     λ² = (I3 − I2)(M² − 2 E I1) / (I1 I2 I3),  k² = (I2 − I1)(2 E I3 − M²) / ((I3 − I2)(M² − 2 E I1));
//   M² < 2 E I2 (Π circles the minor axis): the same with the suffixes 1 and 3 interchanged.
// Π's components go as cn, sn, dn of λt, whose common period is 4K/λ. Infinite on the separatrix
// (M² = 2 E I2, k = 1) and when λ = 0 (no motion to time).
double freeBodyPeriod(const Vec3& principalMoments, double energy, double momentumSquared);

}  // namespace geovi
