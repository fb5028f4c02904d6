// Trigonometric functions built from IEEE-754 operations alone (+, −, ×, ÷, √, rounding to an integer),
// so that they give the same bits in every build: native glibc and the browser's wasm libm may differ
// in the last bit of sin, cos, atan2 or asin, and a run file saved by the page must replay to the bit
// in the CLI (docs/timeline.md). The controllers and their trajectories (core/src/control/) call them
// at every step. Accuracy: within 1 ulp of the C library for |x| ≤ 1e5 (sin, cos; measured)
// and 2 ulps for atan2 and asin (tests/native/test_portable_math.cpp), which is all
// a controller needs; their speed is that of a libm.
//
//   sin, cos: Cody–Waite reduction by π/2 with a two-part constant (exact first product for
//             |n| < 2²⁰), then fdlibm's minimax kernels on [−π/4, π/4] (their coefficients).
//   atan:     fdlibm's reduction about 0, ½, 1, 1.5 and ∞ with its tabulated values and minimax kernel.
//   atan2, asin from atan.
#pragma once

#include <cmath>

namespace geovi::portable {

namespace detail {

constexpr double kPi = 3.141592653589793116;            // the double nearest π
constexpr double kHalfPi = 1.570796326794896558;        // the double nearest π/2
constexpr double kPio2Hi = 1.57079632673412561417;      // π/2 to 33 bits: n·kPio2Hi is exact for |n| < 2²⁰
constexpr double kPio2Lo = 6.07710050650619224932e-11;  // π/2 − kPio2Hi
constexpr double kTwoOverPi = 6.36619772367581382433e-01;

// sin and cos of r ∈ [−π/4, π/4] (fdlibm's __kernel_sin and __kernel_cos coefficients).
inline double kernelSin(double r) {
  const double z = r * r, v = z * r;
  const double p =
      8.33333333332248946124e-03 +
      z * (-1.98412698298579493134e-04 +
           z * (2.75573137070700676789e-06 + z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)));
  return r + v * (-1.66666666666666324348e-01 + z * p);
}
inline double kernelCos(double r) {
  const double z = r * r;
  const double p = z * (4.16666666666666019037e-02 +
                        z * (-1.38888888888741095749e-03 +
                             z * (2.48015872894767294178e-05 +
                                  z * (-2.75573143513906633035e-07 +
                                       z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))));
  const double hz = 0.5 * z, w = 1.0 - hz;
  return w + (((1.0 - w) - hz) + z * p);
}

// x = n π/2 + r, r ∈ [−π/4, π/4] (to rounding); quadrant = n mod 4.
inline double reduce(double x, int& quadrant) {
  const double n = std::nearbyint(x * kTwoOverPi);
  const double r = (x - n * kPio2Hi) - n * kPio2Lo;
  const long long q = static_cast<long long>(n);
  quadrant = static_cast<int>(((q % 4) + 4) % 4);
  return r;
}

}  // namespace detail

inline void sinCos(double x, double& s, double& c) {
  if (!std::isfinite(x)) {
    s = c = x - x;  // NaN, as libm
    return;
  }
  if (x == 0.0) {  // ±0: sin keeps the sign
    s = x;
    c = 1.0;
    return;
  }
  int quadrant = 0;
  const double r = detail::reduce(x, quadrant);
  const double sr = detail::kernelSin(r), cr = detail::kernelCos(r);
  switch (quadrant) {
    case 0:
      s = sr;
      c = cr;
      break;
    case 1:
      s = cr;
      c = -sr;
      break;
    case 2:
      s = -sr;
      c = -cr;
      break;
    default:
      s = -cr;
      c = sr;
      break;
  }
}
inline double sin(double x) {
  double s, c;
  sinCos(x, s, c);
  return s;
}
inline double cos(double x) {
  double s, c;
  sinCos(x, s, c);
  return c;
}

// atan on [0, ∞): the argument reduced to |r| < 7/16 about 0, ½, 1 or 1.5 (or through −1/x), as
// fdlibm's s_atan.c does, with its tabulated atan of those points (hi + lo) and its minimax kernel.
inline double atan(double x) {
  if (std::isnan(x)) return x;
  constexpr double hi[] = {4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01,
                           1.57079632679489655800e+00};
  constexpr double lo[] = {2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17,
                           6.12323399573676603587e-17};
  constexpr double aT[] = {3.33333333333329318027e-01,  -1.99999999998764832476e-01, 1.42857142725034663711e-01,
                           -1.11111104054623557880e-01, 9.09088713343650656196e-02,  -7.69187620504482999495e-02,
                           6.66107313738753120669e-02,  -5.83357013379057348645e-02, 4.97687799461593236017e-02,
                           -3.65315727442169155270e-02, 1.62858201153657823623e-02};
  const double a = std::abs(x);
  int id;
  double r;
  if (a < 0.4375) {
    id = -1;
    r = a;
  } else if (a < 0.6875) {
    id = 0;
    r = (2.0 * a - 1.0) / (2.0 + a);
  } else if (a < 1.1875) {
    id = 1;
    r = (a - 1.0) / (a + 1.0);
  } else if (a < 2.4375) {
    id = 2;
    r = (a - 1.5) / (1.0 + 1.5 * a);
  } else {
    id = 3;
    r = -1.0 / a;
  }
  const double z = r * r, w = z * z;
  const double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
  const double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
  const double result = id < 0 ? r - r * (s1 + s2) : hi[id] - ((r * (s1 + s2) - lo[id]) - r);
  return std::copysign(result, x);
}

inline double atan2(double y, double x) {
  if (std::isnan(x) || std::isnan(y)) return x + y;
  if (x == 0.0 && y == 0.0) return std::signbit(x) ? std::copysign(detail::kPi, y) : std::copysign(0.0, y);
  if (std::abs(y) <= std::abs(x)) {
    const double a = atan(y / x);  // |y/x| ≤ 1
    if (x > 0.0) return a;
    return std::copysign(detail::kPi, y) + a;
  }
  const double a = atan(x / y);  // |x/y| < 1
  return std::copysign(detail::kHalfPi, y) - a;
}

// asin x for |x| ≤ 1 (NaN beyond): atan2(x, √(1 − x²)).
inline double asin(double x) {
  if (!(std::abs(x) <= 1.0)) return (x - x) / (x - x);
  return atan2(x, std::sqrt((1.0 - x) * (1.0 + x)));
}

}  // namespace geovi::portable
