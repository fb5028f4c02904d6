#include "geovi/models/lennard_jones_cells.hpp"

#include <algorithm>
#include <cmath>

namespace geovi {

LennardJonesCells::LennardJonesCells(double epsilon, double sigma, double cutoff)
    : epsilon_(epsilon), sigma_(sigma), cutoff_(cutoff), cutoff2_(cutoff * cutoff) {
  const double x6 = std::pow(sigma / cutoff, 6);
  vc_ = 4.0 * epsilon * (x6 * x6 - x6);
  dvc_ = 4.0 * epsilon * (-12.0 * x6 * x6 + 6.0 * x6) / cutoff;  // φ'(r_c)
}

void LennardJonesCells::pair(double r2, double& v, double& dvOverD) const {
  if (r2 >= cutoff2_) {
    v = dvOverD = 0.0;
    return;
  }
  const double d = std::sqrt(r2);
  const double x2 = sigma_ * sigma_ / r2, x6 = x2 * x2 * x2;
  v = 4.0 * epsilon_ * (x6 * x6 - x6) - vc_ - (d - cutoff_) * dvc_;
  // φ_c'(d)/d = φ'(d)/d − φ'(r_c)/d,  φ'(d)/d = 4ε(−12x¹² + 6x⁶)/d².
  dvOverD = 4.0 * epsilon_ * (-12.0 * x6 * x6 + 6.0 * x6) / r2 - dvc_ / d;
}

// Calls f(i, j, r2, d_vec) for every pair i < j closer than r_c.
template <class F>
void LennardJonesCells::forEachPair(const Points& q, F&& f) const {
  const int n = static_cast<int>(q.cols());
  if (n < 2) return;
  const double extent = q.cwiseAbs().maxCoeff() * (1.0 + 1e-12) + 1e-300;  // points lie in [−extent, extent]³
  // Cells of side ≥ r_c, at most ~2n cells in all so the grid stays O(n) in memory.
  int g = std::max(1, static_cast<int>(std::floor(2.0 * extent / cutoff_)));
  g = std::min(g, std::max(1, static_cast<int>(std::cbrt(2.0 * n)) * 4));
  const double side = 2.0 * extent / g;
  const long cells = static_cast<long>(g) * g * g;
  auto coord = [&](double x) { return std::min(g - 1, std::max(0, static_cast<int>((x + extent) / side))); };
  cellOf_.resize(n);
  cellStart_.assign(cells + 1, 0);
  for (int i = 0; i < n; ++i) {
    const int c = (coord(q(0, i)) * g + coord(q(1, i))) * g + coord(q(2, i));
    cellOf_[i] = c;
    ++cellStart_[c + 1];
  }
  for (long c = 0; c < cells; ++c) cellStart_[c + 1] += cellStart_[c];
  order_.resize(n);
  {
    std::vector<int> fill(cellStart_.begin(), cellStart_.end() - 1);
    for (int i = 0; i < n; ++i) order_[fill[cellOf_[i]]++] = i;
  }
  // A cell side ≥ r_c means every partner of i lies in the 27 cells around i's cell
  // (a coarser grid, when capped, only adds candidates).
  for (int i = 0; i < n; ++i) {
    const int c = cellOf_[i];
    const int cx = c / (g * g), cy = (c / g) % g, cz = c % g;
    const Eigen::Vector3d qi = q.col(i);
    for (int x = std::max(0, cx - 1); x <= std::min(g - 1, cx + 1); ++x)
      for (int y = std::max(0, cy - 1); y <= std::min(g - 1, cy + 1); ++y)
        for (int z = std::max(0, cz - 1); z <= std::min(g - 1, cz + 1); ++z) {
          const int nc = (x * g + y) * g + z;
          for (int k = cellStart_[nc]; k < cellStart_[nc + 1]; ++k) {
            const int j = order_[k];
            if (j <= i) continue;
            const Eigen::Vector3d d = qi - q.col(j);
            const double r2 = d.squaredNorm();
            if (r2 < cutoff2_) f(i, j, r2, d);
          }
        }
  }
}

double LennardJonesCells::energy(const Points& q) const {
  double total = 0.0;
  forEachPair(q, [&](int, int, double r2, const Eigen::Vector3d&) {
    double v, dv;
    pair(r2, v, dv);
    total += v;
  });
  return total;
}

void LennardJonesCells::addGradient(const Points& q, Points& grad) const {
  forEachPair(q, [&](int i, int j, double r2, const Eigen::Vector3d& d) {
    double v, dv;
    pair(r2, v, dv);
    const Eigen::Vector3d f = dv * d;  // ∂φ_c/∂q_i = φ_c'(d) (q_i − q_j)/d
    grad.col(i) += f;
    grad.col(j) -= f;
  });
}

}  // namespace geovi
