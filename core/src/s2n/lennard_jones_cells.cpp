#include "s2n/lennard_jones_cells.hpp"

#include <algorithm>
#include <cmath>

namespace geovi {

namespace {
// The skin as a fraction of r_c. A wider skin lists more pairs (about (1 + s/r_c)² as many on the
// sphere's surface) and rebuilds less often; 0.1 measured fastest for the icosphere molecules
// (docs/performance.md, "Many particles").
constexpr double kSkinFraction = 0.1;
}  // namespace

LennardJonesCells::LennardJonesCells(double epsilon, double sigma, double cutoff)
    : epsilon_(epsilon), sigma_(sigma), cutoff_(cutoff), cutoff2_(cutoff * cutoff), skin_(kSkinFraction * cutoff) {
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

// φ_c'(d)/d = 4ε(−12x¹² + 6x⁶)/r² − φ'(r_c) r^(−1), x⁶ = σ⁶ r^(−6), r = √(r²); its derivative in r² is
// 4ε(84x¹² − 24x⁶)/r⁴ + φ'(r_c)/(2 r³) (the plain term as in lennard_jones.cpp, the shift's own).
double LennardJonesCells::pairCurvature(double r2) const {
  if (r2 >= cutoff2_) return 0.0;
  const double d = std::sqrt(r2);
  const double x2 = sigma_ * sigma_ / r2, x6 = x2 * x2 * x2;
  return 4.0 * epsilon_ * (84.0 * x6 * x6 - 24.0 * x6) / (r2 * r2) + 0.5 * dvc_ / (r2 * d);
}

void LennardJonesCells::addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const {
  NeighbourList list;  // the pairs within r_c, exactly those accumulate() sums for this q
  build(q, cutoff_, list);
  for (int a = 0; a < static_cast<int>(q.cols()); ++a) {
    const int i = list.order[a];
    for (int k = list.first[a]; k < list.first[a + 1]; ++k) {
      const int j = list.order[list.partners[k]];
      const Eigen::Vector3d d = q.col(i) - q.col(j), dd = dq.col(i) - dq.col(j);
      const double r2 = d.squaredNorm();
      if (!(r2 < cutoff2_)) continue;
      double v, dvOverD;
      pair(r2, v, dvOverD);
      const Eigen::Vector3d df = dvOverD * dd + 2.0 * d.dot(dd) * pairCurvature(r2) * d;
      dgrad.col(i) += df;
      dgrad.col(j) -= df;
    }
  }
}

void LennardJonesCells::build(const Points& q, double reach, NeighbourList& list) const {
  const int n = static_cast<int>(q.cols());
  ++list.builds;
  list.reference = q;
  list.first.assign(n + 1, 0);
  list.partners.clear();
  list.order.resize(n);
  list.sorted.resize(3, n);
  if (n < 2) {
    for (int i = 0; i < n; ++i) list.order[i] = i;
    return;
  }
  const double extent = q.cwiseAbs().maxCoeff() * (1.0 + 1e-12) + 1e-300;  // points lie in [−extent, extent]³
  // Cells of side ≥ reach, at most ~2n cells in all so the grid stays O(n) in memory.
  // The cap is applied in double: for a reach far below the extent (a tiny cutoff) the ratio is past
  // any int, or infinite, and converting it would be undefined (clang's UBSan found it).
  const int cap = std::max(1, static_cast<int>(std::cbrt(2.0 * n)) * 4);
  const double perAxis = std::floor(2.0 * extent / reach);
  const int g = perAxis >= cap ? cap : std::max(1, static_cast<int>(perAxis));
  const double side = 2.0 * extent / g;
  const long cells = static_cast<long>(g) * g * g;
  auto coord = [&](double x) { return std::min(g - 1, std::max(0, static_cast<int>((x + extent) / side))); };
  list.cellOf.resize(n);
  list.cellStart.assign(cells + 1, 0);
  for (int i = 0; i < n; ++i) {
    const int c = (coord(q(0, i)) * g + coord(q(1, i))) * g + coord(q(2, i));
    list.cellOf[i] = c;
    ++list.cellStart[c + 1];
  }
  for (long c = 0; c < cells; ++c) list.cellStart[c + 1] += list.cellStart[c];
  // Bucket the points by cell and copy their coordinates in that order, so the
  // pair loops read memory sequentially.
  list.fill.assign(list.cellStart.begin(), list.cellStart.end() - 1);
  for (int i = 0; i < n; ++i) list.order[list.fill[list.cellOf[i]]++] = i;
  for (int k = 0; k < n; ++k) list.sorted.col(k) = q.col(list.order[k]);
  // A cell side ≥ reach means every partner lies in the 27 cells around a point's
  // cell (a coarser grid, when capped, only adds candidates). Each unordered pair
  // is met once: within a point's cell, the points after it; then the points of
  // the 13 neighbour cells that come after its cell in (x, y, z) order, whose
  // positions all come after it too.
  static constexpr int kForward[13][3] = {{0, 0, 1},  {0, 1, -1}, {0, 1, 0},  {0, 1, 1}, {1, -1, -1},
                                          {1, -1, 0}, {1, -1, 1}, {1, 0, -1}, {1, 0, 0}, {1, 0, 1},
                                          {1, 1, -1}, {1, 1, 0},  {1, 1, 1}};
  const double reach2 = reach * reach;
  int neighbours[13];
  for (long c = 0; c < cells; ++c) {
    const int begin = list.cellStart[c], end = list.cellStart[c + 1];
    if (begin == end) continue;  // points on a sphere leave most of the cube empty
    const int cx = static_cast<int>(c / (static_cast<long>(g) * g)), cy = static_cast<int>((c / g) % g),
              cz = static_cast<int>(c % g);
    int count = 0;
    for (const auto& o : kForward) {
      const int x = cx + o[0], y = cy + o[1], z = cz + o[2];
      if (x >= g || y < 0 || y >= g || z < 0 || z >= g) continue;
      neighbours[count++] = (x * g + y) * g + z;
    }
    for (int a = begin; a < end; ++a) {
      const Eigen::Vector3d qa = list.sorted.col(a);
      auto consider = [&](int b) {
        if ((qa - list.sorted.col(b)).squaredNorm() < reach2) list.partners.push_back(b);
      };
      for (int b = a + 1; b < end; ++b) consider(b);
      for (int k = 0; k < count; ++k)
        for (int b = list.cellStart[neighbours[k]]; b < list.cellStart[neighbours[k] + 1]; ++b) consider(b);
      list.first[a + 1] = static_cast<int>(list.partners.size());
    }
  }
}

double LennardJonesCells::accumulate(const Points& q, Points* gradient, NeighbourList& list) const {
  const int n = static_cast<int>(q.cols());
  for (int k = 0; k < n; ++k) list.sorted.col(k) = q.col(list.order[k]);
  if (gradient) list.sortedGradient.setZero(3, n);
  double energy = 0.0;
  for (int a = 0; a < n; ++a) {
    const Eigen::Vector3d qa = list.sorted.col(a);
    Eigen::Vector3d ga = Eigen::Vector3d::Zero();
    for (int k = list.first[a]; k < list.first[a + 1]; ++k) {
      const int b = list.partners[k];
      const Eigen::Vector3d d = qa - list.sorted.col(b);
      const double r2 = d.squaredNorm();
      if (!(r2 < cutoff2_)) continue;  // listed within the skin, beyond r_c now
      double v, dv;
      pair(r2, v, dv);
      energy += v;
      if (!gradient) continue;
      const Eigen::Vector3d f = dv * d;  // ∂φ_c/∂q_a = φ_c'(d) (q_a − q_b)/d
      ga += f;
      list.sortedGradient.col(b) -= f;
    }
    if (gradient) list.sortedGradient.col(a) += ga;
  }
  // Summed in cell order, where neighbours sit close in memory, and added to the points' columns at the end.
  if (gradient)
    for (int k = 0; k < n; ++k) gradient->col(list.order[k]) += list.sortedGradient.col(k);
  return energy;
}

double LennardJonesCells::accumulate(const Points& q, Points* gradient) const {
  NeighbourList list;  // the term keeps no scratch: it is part of the read-only model
  build(q, cutoff_, list);
  return accumulate(q, gradient, list);
}

double LennardJonesCells::accumulateListed(const Points& q, Points* gradient, NeighbourList& list) const {
  bool fresh = list.builds > 0 && list.reference.cols() == q.cols();
  // Valid while every point has moved by less than s/2 (a NaN fails the test and rebuilds).
  const double limit2 = 0.25 * skin_ * skin_;
  for (Eigen::Index i = 0; fresh && i < q.cols(); ++i)
    fresh = (q.col(i) - list.reference.col(i)).squaredNorm() < limit2;
  if (!fresh) build(q, cutoff_ + skin_, list);
  return accumulate(q, gradient, list);
}

double LennardJonesCells::energy(const Points& q) const { return accumulate(q, nullptr); }

void LennardJonesCells::addGradient(const Points& q, Points& grad) const { accumulate(q, &grad); }

void LennardJonesCells::addEvaluation(const Points& q, PotentialEvaluation& out) const {
  out.energy += accumulate(q, &out.gradient);
}

void LennardJonesCells::addEvaluationWith(const Points& q, PotentialEvaluation& out, TermMemory& memory) const {
  out.energy += accumulateListed(q, &out.gradient, static_cast<NeighbourList&>(memory));
}

}  // namespace geovi
