#include "so3/free_body_period.hpp"

#include <cmath>
#include <limits>

namespace geovi {

double completeEllipticK(double m) {
  constexpr double kPi = 3.14159265358979323846;
  if (!(m >= 0.0) || !(m < 1.0)) return std::numeric_limits<double>::infinity();
  double a = 1.0, b = std::sqrt(1.0 - m);
  // Quadratic convergence: from b ≥ 1e-8 (m < 1 − 1e-16) six to eight rounds reach 4ε; the cap
  // of 64 only guards against a pathological input.
  for (int i = 0; i < 64 && std::abs(a - b) > 4.0 * std::numeric_limits<double>::epsilon() * a; ++i) {
    const double an = 0.5 * (a + b);
    b = std::sqrt(a * b);
    a = an;
  }
  return kPi / (a + b);  // π / (2 AGM), with AGM = (a + b) / 2 at convergence
}

double freeBodyPeriod(const Vec3& I, double energy, double momentumSquared) {
  const double inf = std::numeric_limits<double>::infinity();
  const double M2 = momentumSquared, twoE = 2.0 * energy;
  const double side = M2 - twoE * I(1);
  double lambda2 = 0.0, m = 0.0;
  if (side > 0.0) {  // about the major axis I3
    lambda2 = (I(2) - I(1)) * (M2 - twoE * I(0)) / (I(0) * I(1) * I(2));
    const double den = (I(2) - I(1)) * (M2 - twoE * I(0));
    m = den > 0.0 ? (I(1) - I(0)) * std::max(0.0, twoE * I(2) - M2) / den : inf;
  } else if (side < 0.0) {  // about the minor axis I1: suffixes 1 and 3 interchanged
    lambda2 = (I(1) - I(0)) * (twoE * I(2) - M2) / (I(0) * I(1) * I(2));
    const double den = (I(1) - I(0)) * (twoE * I(2) - M2);
    m = den > 0.0 ? (I(2) - I(1)) * std::max(0.0, M2 - twoE * I(0)) / den : inf;
  } else {
    return inf;  // on the separatrix
  }
  if (!(lambda2 > 0.0) || !(m < 1.0)) return inf;
  return 4.0 * completeEllipticK(m) / std::sqrt(lambda2);
}

}  // namespace geovi
