#include "s2n/lennard_jones_cells.hpp"

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

template <class F>
void LennardJonesCells::forEachPair(const Points& q, std::vector<int>& order, F&& f) const {
  const int n = static_cast<int>(q.cols());
  if (n < 2) return;
  const double extent = q.cwiseAbs().maxCoeff() * (1.0 + 1e-12) + 1e-300;  // points lie in [−extent, extent]³
  // Cells of side ≥ r_c, at most ~2n cells in all so the grid stays O(n) in memory.
  int g = std::max(1, static_cast<int>(std::floor(2.0 * extent / cutoff_)));
  g = std::min(g, std::max(1, static_cast<int>(std::cbrt(2.0 * n)) * 4));
  const double side = 2.0 * extent / g;
  const long cells = static_cast<long>(g) * g * g;
  auto coord = [&](double x) { return std::min(g - 1, std::max(0, static_cast<int>((x + extent) / side))); };
  // The cell list, built afresh for this q (the term keeps no scratch: it is
  // part of the read-only model, shared by every run of it).
  std::vector<int> cellOf(n), cellStart(cells + 1, 0);
  order.assign(n, 0);
  Points sorted(3, n);  // q in cell order
  for (int i = 0; i < n; ++i) {
    const int c = (coord(q(0, i)) * g + coord(q(1, i))) * g + coord(q(2, i));
    cellOf[i] = c;
    ++cellStart[c + 1];
  }
  for (long c = 0; c < cells; ++c) cellStart[c + 1] += cellStart[c];
  // Bucket the points by cell and copy their coordinates in that order, so the
  // inner loops read memory sequentially.
  {
    std::vector<int> fill(cellStart.begin(), cellStart.end() - 1);
    for (int i = 0; i < n; ++i) order[fill[cellOf[i]]++] = i;
  }
  for (int k = 0; k < n; ++k) sorted.col(k) = q.col(order[k]);
  // A cell side ≥ r_c means every partner lies in the 27 cells around a point's
  // cell (a coarser grid, when capped, only adds candidates). Each unordered
  // pair of cells is visited once: a cell with itself, then with the 13
  // neighbours that come after it in (x, y, z) order.
  static constexpr int kForward[13][3] = {{0, 0, 1},  {0, 1, -1}, {0, 1, 0},  {0, 1, 1}, {1, -1, -1},
                                          {1, -1, 0}, {1, -1, 1}, {1, 0, -1}, {1, 0, 0}, {1, 0, 1},
                                          {1, 1, -1}, {1, 1, 0},  {1, 1, 1}};
  auto visit = [&](int a, int b) {  // positions a, b in sorted order
    const Eigen::Vector3d d = sorted.col(a) - sorted.col(b);
    const double r2 = d.squaredNorm();
    if (r2 < cutoff2_) f(a, b, r2, d);
  };
  for (long c = 0; c < cells; ++c) {
    const int begin = cellStart[c], end = cellStart[c + 1];
    if (begin == end) continue;  // points on a sphere leave most of the cube empty
    const int cx = static_cast<int>(c / (static_cast<long>(g) * g)), cy = static_cast<int>((c / g) % g),
              cz = static_cast<int>(c % g);
    for (int a = begin; a < end; ++a)
      for (int b = a + 1; b < end; ++b) visit(a, b);
    for (const auto& o : kForward) {
      const int x = cx + o[0], y = cy + o[1], z = cz + o[2];
      if (x >= g || y < 0 || y >= g || z < 0 || z >= g) continue;
      const int nc = (x * g + y) * g + z;
      for (int a = begin; a < end; ++a)
        for (int b = cellStart[nc]; b < cellStart[nc + 1]; ++b) visit(a, b);
    }
  }
}

double LennardJonesCells::accumulate(const Points& x, Points* gradient) const {
  double energy = 0.0;
  // The gradient is summed in cell order, where neighbours sit close in memory, and added to the
  // points' columns at the end: each column receives the same terms in the same order as a sum in
  // place would, so the result is the same to the bit.
  Points sortedGradient;
  if (gradient) sortedGradient.setZero(3, x.cols());
  std::vector<int> order;
  forEachPair(x, order, [&](int a, int b, double r2, const Eigen::Vector3d& d) {
    double v, dv;
    pair(r2, v, dv);
    energy += v;
    if (!gradient) return;
    const Eigen::Vector3d f = dv * d;  // ∂φ_c/∂q_i = φ_c'(d) (q_i − q_j)/d
    sortedGradient.col(a) += f;
    sortedGradient.col(b) -= f;
  });
  if (gradient)
    for (std::size_t k = 0; k < order.size(); ++k)
      gradient->col(order[k]) += sortedGradient.col(static_cast<Eigen::Index>(k));
  return energy;
}

double LennardJonesCells::energy(const Points& q) const { return accumulate(q, nullptr); }

void LennardJonesCells::addGradient(const Points& q, Points& grad) const { accumulate(q, &grad); }

void LennardJonesCells::addEvaluation(const Points& q, PotentialEvaluation& out) const {
  out.energy += accumulate(q, &out.gradient);
}

}  // namespace geovi
