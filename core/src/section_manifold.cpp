// The manifolds of a hyperbolic periodic orbit in a Poincaré section (issue 47; docs/sections.md,
// "Manifolds of a periodic orbit in a section"; the mathematics is in geovi/section_manifold.hpp).
//
// Everything here that reaches the output is plain IEEE arithmetic (+, −, ×, ÷, √, comparisons) in a
// fixed order, or Eigen's eigen-solver as invariant_manifold.cpp uses it: the native build, wasm and the
// Python package give the same bits. The seeds' ratio |μ|^(1/n) is found by bisection for that reason
// (std::pow and std::log may differ in the last bit between libm and wasm's).
#include "geovi/section_manifold.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <string>
#include <utility>

#include "geovi/errors.hpp"
#include "shared/hermite.hpp"
#include "shared/spectrum.hpp"
#include "shared/state_row.hpp"

namespace geovi {

namespace {

// Steps per flowMap call along a seed's path: the rows kept at once, and the steps past the last
// wanted crossing at most.
constexpr long kSectionManifoldPiece = 256;

// x with x^n = m (m ≥ 1), by bisection on [1, m] with x^n by repeated multiplication: the same bits
// everywhere.
double sectionManifoldRoot(double m, int n) {
  double lo = 1.0, hi = std::max(1.0, m);
  for (int k = 0; k < 200; ++k) {
    const double mid = 0.5 * (lo + hi);
    if (mid <= lo || mid >= hi) break;
    double p = 1.0;
    for (int j = 0; j < n && p <= m; ++j) p *= mid;
    (p > m ? hi : lo) = mid;
  }
  return lo;
}

// The Frobenius norm by a plain loop (Eigen's vectorized sum may be ordered differently in wasm).
double sectionManifoldNorm(const Eigen::MatrixXd& M) {
  double sum = 0.0;
  for (Eigen::Index j = 0; j < M.cols(); ++j)
    for (Eigen::Index i = 0; i < M.rows(); ++i) sum += M(i, j) * M(i, j);
  return std::sqrt(sum);
}

// The crossings of one section along one path of the discrete flow, fed a step at a time (with the
// state before the step's start), located as SectionWatcher::observe locates them (the quintic Hermite
// interpolant through three states with the continuous field), but in the section's direction in
// forward time whatever the sign of the step: a path run with −h crosses "up" where its column falls.
class SectionManifoldTrail {
 public:
  SectionManifoldTrail(const Simulation& sim, const SectionSpec& spec) : sim_(sim), spec_(spec) {}

  // The step from a (at ta) to b (at tb), p the state one step before a (at tp): appends a row
  // [t, energy, state...] to `rows` when it crosses, and says whether it did.
  bool step(const std::vector<double>& p, double tp, const std::vector<double>& a, double ta,
            const std::vector<double>& b, double tb, std::vector<double>& rows) {
    const std::size_t c = spec_.column;
    const double f0 = a[c] - spec_.value, f1 = b[c] - spec_.value;
    const bool forward = tb > ta;
    const double g0 = forward ? f0 : f1, g1 = forward ? f1 : f0;  // in forward time
    const bool up = g0 < 0.0 && g1 >= 0.0, down = g0 > 0.0 && g1 <= 0.0;
    const SectionDirection d = spec_.direction;
    if (!(d == SectionDirection::Up ? up : d == SectionDirection::Down ? down : up || down)) return false;
    const double dt = tb - ta;
    sim_.rates(a, ta, rateA_);
    sim_.rates(b, tb, rateB_);
    sim_.rates(p, tp, rateP_);
    const double nodes[3] = {0.0, 1.0, (tp - ta) / dt};
    HermitePolynomial poly;
    auto fit = [&](std::size_t j, double shift) {
      const double y[3] = {a[j] - shift, b[j] - shift, p[j] - shift};
      const double dy[3] = {dt * rateA_[j], dt * rateB_[j], dt * rateP_[j]};
      poly.fit(3, nodes, y, dy);
    };
    fit(c, spec_.value);
    const double theta = bracketedRoot(f0, f1, [&poly](double x, double& v, double& s) { poly.evaluate(x, v, s); });
    point_.resize(a.size());
    for (std::size_t j = 0; j < a.size(); ++j) {
      fit(j, 0.0);
      point_[j] = poly(theta);
    }
    point_[c] = spec_.value;
    const double t = ta + theta * dt;
    rows.push_back(t);
    rows.push_back(sim_.energyAt(point_, t));
    rows.insert(rows.end(), point_.begin(), point_.end());
    return true;
  }

 private:
  const Simulation& sim_;
  const SectionSpec& spec_;
  std::vector<double> rateA_, rateB_, rateP_, point_;
};

// Runs the discrete flow from `start` (at t0, step h of either sign) until `crossings` crossings or
// `maxSteps` steps: the rows of the crossings. A failing step ends the path (its crossings so far kept).
std::vector<double> sectionManifoldPath(const Simulation& sim, const SectionSpec& spec,
                                        const std::vector<double>& start, double t0, double h, long crossings,
                                        long maxSteps) {
  SectionManifoldTrail trail(sim, spec);
  std::vector<double> rows;
  long found = 0, done = 0;
  try {
    std::vector<double> before = sim.flowMap(start, t0, -h, 1, false, false).end, current = start;
    const auto timeAt = [&](long k) { return t0 + static_cast<double>(k) * h; };
    while (found < crossings && done < maxSteps) {
      const long n = std::min(kSectionManifoldPiece, maxSteps - done);
      FlowMap path = sim.flowMap(current, timeAt(done), h, n, false, true);
      for (long k = 0; k < n && found < crossings; ++k) {
        const auto uk = static_cast<std::size_t>(k);
        const std::vector<double>& a = k == 0 ? path.start : path.rows[uk - 1];
        const std::vector<double>& p = k == 0 ? before : k == 1 ? path.start : path.rows[uk - 2];
        if (trail.step(p, timeAt(done + k - 1), a, timeAt(done + k), path.rows[uk], timeAt(done + k + 1), rows))
          ++found;
      }
      before = n >= 2 ? path.rows[static_cast<std::size_t>(n - 2)] : path.start;
      current = path.end;
      done += n;
    }
  } catch (const NumericalFailure&) {
    // the path ends at its last good step
  }
  return rows;
}

// The squared distance between two points on the axes: an angle axis's difference the short way round
// (atan2's values lie in [−π, π]), plain arithmetic (std::hypot may differ between libms).
double sectionManifoldGap(const std::vector<SectionAxis>& axes, double x0, double y0, double x1, double y1) {
  const auto along = [](const SectionAxis& axis, double d) {
    constexpr double kPi = 3.141592653589793, kTwoPi = 6.283185307179586;
    if (axis.isAngle) {
      if (d > kPi) d -= kTwoPi;
      if (d < -kPi) d += kTwoPi;
    }
    return d;
  };
  const double dx = along(axes[0], x1 - x0), dy = along(axes[1], y1 - y0);
  return dx * dx + dy * dy;
}

}  // namespace

std::string sectionManifoldKind(const std::vector<std::array<double, 2>>& multipliers, double tolerance,
                                std::string& note) {
  const double above = (1.0 + tolerance) * (1.0 + tolerance);
  const double below = tolerance < 1.0 ? (1.0 - tolerance) * (1.0 - tolerance) : 0.0;
  bool complexOff = false, realOff = false;
  for (const auto& z : multipliers) {
    const double squared = z[0] * z[0] + z[1] * z[1];
    if (!(squared > above || squared < below)) continue;
    (z[1] == 0.0 ? realOff : complexOff) = true;
  }
  note.clear();
  if (realOff) return "hyperbolic";
  if (complexOff) {
    note =
        "no 1-dimensional manifold to draw in the section: the multipliers off the unit circle are a complex "
        "quadruplet (no real eigenvector), whose stable and unstable manifolds are 2-dimensional";
    return "complex_unstable";
  }
  note = "every multiplier is on the unit circle: no stable or unstable manifold";
  return "elliptic";
}

SectionManifold sectionManifold(const Simulation& sim, const PeriodicOrbit& orbit, const SectionSpec& section,
                                const std::vector<SectionAxis>& axes, const SectionManifoldOptions& options) {
  if (!std::isfinite(options.offset) || options.offset <= 0.0 || options.offset > 0.1)
    throw InputError("offset", "must be a distance in (0, 0.1], got " + std::to_string(options.offset));
  if (options.seeds < 2 || options.seeds > 10000)
    throw InputError("seeds", "must be a whole number from 2 to 10000, got " + std::to_string(options.seeds));
  if (options.returns < 1 || options.returns > 1000)
    throw InputError("returns", "must be a whole number from 1 to 1000, got " + std::to_string(options.returns));
  if (options.maxSteps < 0)
    throw InputError("max-steps",
                     "must be 0 (automatic) or a positive number of steps, got " + std::to_string(options.maxSteps));
  if (!std::isfinite(options.tolerance) || options.tolerance < 0.0)
    throw InputError("tolerance",
                     "must be 0 (automatic) or a positive number, got " + std::to_string(options.tolerance));
  if (!std::isfinite(options.maxGap) || options.maxGap < 0.0)
    throw InputError("max-gap", "must be 0 (no refinement) or a positive distance on the axes, got " +
                                    std::to_string(options.maxGap));
  if (options.gapSeeds < 0 || options.gapSeeds > 1000000)
    throw InputError("gap-seeds", "must be a whole number from 0 to 1000000, got " + std::to_string(options.gapSeeds));
  if (axes.size() != 2) throw InputError("axes", "expected two axes, got " + std::to_string(axes.size()));
  const std::size_t columns = sim.stateColumns().size();
  bool finite = orbit.state.size() == columns && orbit.steps >= 1 && std::isfinite(orbit.h) && orbit.h != 0.0;
  for (double x : orbit.state) finite = finite && std::isfinite(x);
  if (!finite) throw InputError("orbit", "expected a periodic orbit of this run (findPeriodicOrbit's)");
  if (section.column >= columns) throw InputError("on", "the section's column is not one of this run's");

  SectionManifold out;
  const double t0 = sim.time(), h = orbit.h;
  const long n = orbit.steps;
  out.width = columns + 2;
  const FlowMap flow = sim.flowMap(orbit.state, t0, h, n, true, false);
  out.state = flow.start;
  out.energy = sim.energyAt(out.state, t0);
  const Eigen::MatrixXd M = flow.matrixAtStart();
  out.multipliers = multipliersOf(M);
  out.tolerance =
      options.tolerance > 0.0
          ? options.tolerance
          : 16.0 * std::sqrt(static_cast<double>(n) * std::numeric_limits<double>::epsilon() * sectionManifoldNorm(M));

  // The orbit's own section points: its crossings over one period from x*.
  out.orbitRows = sectionManifoldPath(sim, section, out.state, t0, h, std::numeric_limits<long>::max(), n);
  out.orbitPoints = sectionPoints(out.orbitRows, out.width, axes);
  const long m = static_cast<long>(out.orbitRows.size() / out.width);
  if (m == 0)
    throw InputError("on", "the periodic orbit does not cross the section " + section.columnName + "=" +
                               std::to_string(section.value) + " (" + sectionDirectionName(section.direction) +
                               "): choose one it crosses");

  // Off the circle by plain arithmetic: |μ|² against (1 ± tol)².
  const double above = (1.0 + out.tolerance) * (1.0 + out.tolerance);
  const double below = out.tolerance < 1.0 ? (1.0 - out.tolerance) * (1.0 - out.tolerance) : 0.0;
  const auto offCircle = [&](double re, double im) {
    const double squared = re * re + im * im;
    return squared > above || squared < below;
  };
  out.kind = sectionManifoldKind(out.multipliers, out.tolerance, out.note);
  const bool realOff = out.kind == "hyperbolic";
  if (!realOff) return out;

  // The real eigenvalues off the circle with their eigenvectors (a real eigenvalue's column of the
  // pseudo-eigenvectors), largest |μ| first (a stable sort on |μ|², as multipliersOf orders them).
  const Eigen::EigenSolver<Eigen::MatrixXd> eigen(M);
  const Eigen::VectorXcd& mu = eigen.eigenvalues();
  const Eigen::MatrixXd& vectors = eigen.pseudoEigenvectors();
  std::vector<std::pair<double, Eigen::Index>> real;
  for (Eigen::Index i = 0; i < mu.size(); ++i)
    if (mu(i).imag() == 0.0 && offCircle(mu(i).real(), 0.0)) real.emplace_back(mu(i).real() * mu(i).real(), i);
  std::stable_sort(real.begin(), real.end(), [](const auto& a, const auto& b) { return a.first > b.first; });

  // (returns + 2) N by default, in double first: long is 32 bits in wasm.
  const long maxSteps =
      options.maxSteps > 0
          ? options.maxSteps
          : static_cast<long>(std::min(1e9, (static_cast<double>(options.returns) + 2.0) * static_cast<double>(n)));
  const double energy = out.energy;
  for (const auto& [squared, index] : real) {
    const double multiplier = mu(index).real();
    const bool unstable = squared > 1.0;
    // v in the state columns, unit, its largest component positive (a sign the same everywhere).
    Eigen::VectorXd v = flow.basis0 * vectors.col(index);
    double length = 0.0;
    Eigen::Index largest = 0;
    for (Eigen::Index i = 0; i < v.size(); ++i) {
      length += v(i) * v(i);
      if (std::abs(v(i)) > std::abs(v(largest))) largest = i;
    }
    length = std::sqrt(length);
    const double scale = (v(largest) < 0.0 ? -1.0 : 1.0) / length;
    for (Eigen::Index i = 0; i < v.size(); ++i) v(i) *= scale;
    // One fundamental domain of the map that grows the branch: [1, |μ|) forward, [1, 1/|μ|) with −h.
    const double stretch = unstable ? std::abs(multiplier) : 1.0 / std::abs(multiplier);
    const double ratio = sectionManifoldRoot(stretch, options.seeds);
    // The branches of this multiplier: sign + then −, each through the orbit's section points in turn.
    const std::size_t first = out.branches.size();
    for (const int sign : {1, -1})
      for (long j = 0; j < m; ++j) {
        SectionManifoldBranch b;
        b.kind = unstable ? "unstable" : "stable";
        b.sign = sign;
        b.multiplier = multiplier;
        b.point = static_cast<int>(j);
        b.direction = rowOfVector(static_cast<double>(sign) * v);
        out.branches.push_back(std::move(b));
      }
    // (iterate, s, row) of each branch, sorted afterwards; sign: the side of the seed it came from.
    struct Found {
      long iterate;
      double s;
      int sign;
      double x, y;  // the point on the axes
      std::vector<double> row;
    };
    std::vector<std::vector<Found>> found(static_cast<std::size_t>(2 * m));
    // One seed x* + δ s (sign v): its crossings, each put on its branch.
    const auto trace = [&](int sign, double s) {
      std::vector<double> seed = rowOfVector(vectorOfRow(out.state) + (options.offset * s * sign) * v);
      sim.projectState(seed);
      out.seedEnergyError = std::max(out.seedEnergyError, std::abs(sim.energyAt(seed, t0) - energy));
      const std::vector<double> rows =
          sectionManifoldPath(sim, section, seed, t0, unstable ? h : -h, options.returns, maxSteps);
      const long count = static_cast<long>(rows.size() / out.width);
      for (long i = 0; i < count; ++i) {
        const long iterate = i / m, within = i % m;
        const long j = unstable ? within : m - 1 - within;
        // A negative multiplier turns the branch over at each iterate.
        const int side = multiplier < 0.0 && iterate % 2 == 1 ? -sign : sign;
        const auto slot = static_cast<std::size_t>((side > 0 ? 0 : m) + j);
        const auto begin = rows.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(i) * out.width);
        std::vector<double> row(begin, begin + static_cast<std::ptrdiff_t>(out.width));
        const double x = axes[0].at(row.data() + 2), y = axes[1].at(row.data() + 2);
        found[slot].push_back({iterate, s, sign, x, y, std::move(row)});
      }
    };
    const auto sortAll = [&] {
      for (auto& list : found)
        std::stable_sort(list.begin(), list.end(), [](const Found& a, const Found& b) {
          return a.iterate != b.iterate ? a.iterate < b.iterate : a.s < b.s;
        });
    };
    for (const int sign : {1, -1}) {
      double s = 1.0;
      for (long k = 0; k < options.seeds; ++k, s *= ratio) trace(sign, s);
    }
    sortAll();
    if (options.maxGap > 0.0) {
      // Rounds of bisection in log s (sqrt(lo hi): correctly rounded, the same bits everywhere).
      const double wanted = options.maxGap * options.maxGap;
      long budget = options.gapSeeds;
      struct Gap {
        double squared;
        int sign;
        double lo, hi;
      };
      for (int round = 0; round < 1000; ++round) {
        std::vector<Gap> gaps;
        for (const auto& list : found)
          for (std::size_t i = 0; i + 1 < list.size(); ++i) {
            const Found &a = list[i], &b = list[i + 1];
            const double squared = sectionManifoldGap(axes, a.x, a.y, b.x, b.y);
            if (!(squared > wanted)) continue;
            // Within an iterate, between the two seeds; from one iterate to the next, between the last
            // seed and |μ| (the seed at s |μ| is, to O(δ²), the next iterate's s = 1). A larger jump of
            // iterate (a seed whose path stopped) is no interval of seeds.
            const double lo = a.s, hi = b.iterate == a.iterate ? b.s : b.iterate == a.iterate + 1 ? stretch : lo;
            const double mid = std::sqrt(lo * hi);
            if (mid > lo && mid < hi) gaps.push_back({squared, a.sign, lo, hi});
          }
        if (gaps.empty()) break;
        if (budget == 0) {
          out.budgetExhausted = true;
          break;
        }
        // One seed per interval (several branches' gaps may be the same seeds' interval), longest first.
        std::sort(gaps.begin(), gaps.end(), [](const Gap& a, const Gap& b) {
          return a.sign != b.sign ? a.sign < b.sign : a.lo != b.lo ? a.lo < b.lo : a.hi < b.hi;
        });
        std::vector<Gap> unique;
        for (const Gap& g : gaps) {
          if (!unique.empty() && unique.back().sign == g.sign && unique.back().lo == g.lo && unique.back().hi == g.hi)
            unique.back().squared = std::max(unique.back().squared, g.squared);
          else
            unique.push_back(g);
        }
        std::stable_sort(unique.begin(), unique.end(),
                         [](const Gap& a, const Gap& b) { return a.squared > b.squared; });
        const std::size_t take = std::min(unique.size(), static_cast<std::size_t>(budget));
        for (std::size_t i = 0; i < take; ++i) trace(unique[i].sign, std::sqrt(unique[i].lo * unique[i].hi));
        budget -= static_cast<long>(take);
        out.refinedSeeds += static_cast<long>(take);
        sortAll();
      }
    }
    for (std::size_t slot = 0; slot < found.size(); ++slot) {
      const auto& list = found[slot];
      SectionManifoldBranch& b = out.branches[first + slot];
      double longest = 0.0;
      for (std::size_t i = 0; i < list.size(); ++i) {
        const Found& f = list[i];
        b.rows.insert(b.rows.end(), f.row.begin(), f.row.end());
        b.points.push_back(f.x);
        b.points.push_back(f.y);
        b.iterates.push_back(static_cast<int>(f.iterate));
        out.energyError = std::max(out.energyError, std::abs(f.row[1] - energy));
        if (i == 0) continue;
        const double squared = sectionManifoldGap(axes, list[i - 1].x, list[i - 1].y, f.x, f.y);
        longest = std::max(longest, squared);
        if (options.maxGap > 0.0 && squared > options.maxGap * options.maxGap) ++b.gaps;
      }
      b.longest = std::sqrt(longest);
      out.openGaps += b.gaps;
    }
  }
  return out;
}

}  // namespace geovi
