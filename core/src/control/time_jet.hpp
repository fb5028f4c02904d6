// A curve's value and its first N time derivatives, and the rules that carry them through the few
// operations differential flatness needs (Leibniz's rule for products, and the unit vector u/‖u‖):
// a load's desired cable direction needs its fourth derivative, which comes from the sixth of the
// load's path (quadrotor_control_law.cpp, slungLoadTracking). Entry k is the k-th derivative.
#pragma once

#include <array>
#include <cmath>

#include "geovi/geometry.hpp"

namespace geovi {

template <int N>
using VecJet = std::array<Vec3, N + 1>;
template <int N>
using ScalarJet = std::array<double, N + 1>;

namespace jet {

inline double binomial(int n, int k) {
  double b = 1.0;
  for (int i = 1; i <= k; ++i) b = b * (n - k + i) / i;
  return b;
}

// (a·b)^(k) = Σ_i C(k, i) a^(i)·b^(k−i).
template <int N>
ScalarJet<N> dot(const VecJet<N>& a, const VecJet<N>& b) {
  ScalarJet<N> out{};
  for (int k = 0; k <= N; ++k)
    for (int i = 0; i <= k; ++i) out[k] += binomial(k, i) * a[i].dot(b[k - i]);
  return out;
}

template <int N>
VecJet<N> cross(const VecJet<N>& a, const VecJet<N>& b) {
  VecJet<N> out;
  for (int k = 0; k <= N; ++k) {
    out[k] = Vec3::Zero();
    for (int i = 0; i <= k; ++i) out[k] += binomial(k, i) * a[i].cross(b[k - i]);
  }
  return out;
}

// n = u/‖u‖: from u = r n and r² = u·u, order by order,
//   r^(k) = ((u·u)^(k) − Σ_{0<i<k} C(k, i) r^(i) r^(k−i)) / 2r,   n^(k) = (u^(k) − Σ_{0<i≤k} C(k, i) r^(i) n^(k−i)) / r.
template <int N>
VecJet<N> unit(const VecJet<N>& u) {
  const ScalarJet<N> square = dot<N>(u, u);
  ScalarJet<N> r{};
  r[0] = std::sqrt(square[0]);
  for (int k = 1; k <= N; ++k) {
    double sum = square[k];
    for (int i = 1; i < k; ++i) sum -= binomial(k, i) * r[i] * r[k - i];
    r[k] = sum / (2.0 * r[0]);
  }
  VecJet<N> n;
  for (int k = 0; k <= N; ++k) {
    Vec3 sum = u[k];
    for (int i = 1; i <= k; ++i) sum -= binomial(k, i) * r[i] * n[k - i];
    n[k] = sum / r[0];
  }
  return n;
}

}  // namespace jet
}  // namespace geovi
