// Eigenvalues as the derivative's reports print them (issue 46): [re, im] pairs in a fixed order, the
// same in the native build and in wasm.
#pragma once

#include <Eigen/Core>
#include <Eigen/Eigenvalues>
#include <algorithm>
#include <array>
#include <complex>
#include <vector>

namespace geovi {

// Complex numbers as [re, im] pairs, in descending order of key(z) (a stable sort: ties keep Eigen's order).
template <class Key>
std::vector<std::array<double, 2>> sortedPairs(const Eigen::VectorXcd& z, Key key) {
  std::vector<std::complex<double>> v(z.data(), z.data() + z.size());
  std::stable_sort(v.begin(), v.end(), [&](auto a, auto b) { return key(a) > key(b); });
  std::vector<std::array<double, 2>> out;
  out.reserve(v.size());
  for (const auto& x : v) out.push_back({x.real(), x.imag()});
  return out;
}

// The multipliers of a map's derivative M, largest modulus first. |μ|² by plain arithmetic: std::abs calls
// hypot, which may differ in the last bit between the native build and wasm, and the order of two
// multipliers of nearly equal modulus with it.
inline std::vector<std::array<double, 2>> multipliersOf(const Eigen::MatrixXd& M) {
  const Eigen::VectorXcd mu = Eigen::EigenSolver<Eigen::MatrixXd>(M, false).eigenvalues();
  return sortedPairs(mu, [](std::complex<double> z) { return z.real() * z.real() + z.imag() * z.imag(); });
}

}  // namespace geovi
