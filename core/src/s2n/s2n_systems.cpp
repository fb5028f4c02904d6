#include "s2n/s2n_systems.hpp"

#include <map>

#include "s2n/dipoles.hpp"
#include "s2n/lennard_jones.hpp"
#include "s2n/lennard_jones_cells.hpp"
#include "s2n/link_gravity.hpp"
#include "s2n/sphere_nbody.hpp"

namespace geovi {

S2nModel assembleS2nModel(S2nInertia inertia, const std::vector<MaterialPoint>& points,
                          std::vector<std::array<int, 2>> segments, std::string style, const Eigen::Vector3d& gravity,
                          std::vector<std::shared_ptr<const PotentialTerm>> terms) {
  const int n = static_cast<int>(inertia.rows());
  const int count = static_cast<int>(points.size());
  S2nDrawing drawing;
  drawing.style = std::move(style);
  drawing.offsets = Points::Zero(3, count);
  drawing.masses = Eigen::VectorXd::Zero(count);
  std::vector<Eigen::Triplet<double>> entries;
  for (int k = 0; k < count; ++k) {
    drawing.offsets.col(k) = points[k].offset;
    for (const auto& [i, c] : points[k].on) entries.emplace_back(k, i, c);  // repeated (k, i) are summed
    drawing.masses[k] = points[k].mass;
  }
  drawing.coeffs.resize(count, n);
  drawing.coeffs.setFromTriplets(entries.begin(), entries.end());
  drawing.segments = std::move(segments);
  if (!gravity.isZero(0.0) && drawing.masses.sum() > 0.0)
    terms.insert(terms.begin(),
                 std::make_shared<LinkGravity>(drawing.masses, drawing.coeffs, drawing.offsets, gravity));
  return S2nModel(std::move(inertia), std::move(terms), std::move(drawing));
}

S2nModel makeChainPendulum(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths,
                           const Eigen::Vector3d& gravity) {
  const int n = static_cast<int>(masses.size());
  // Point 0 is the pivot, point k the k-th bob at x_k = Σ_{i<k} l_i q_i.
  std::vector<MaterialPoint> points(n + 1);
  std::vector<std::array<int, 2>> segments;
  for (int k = 1; k <= n; ++k) {
    points[k].on = points[k - 1].on;
    points[k].on.emplace_back(k - 1, lengths[k - 1]);
    points[k].mass = masses[k - 1];
    segments.push_back({k - 1, k});
  }
  return assembleS2nModel(S2nInertia::chain(ChainStructure::pointMasses(masses, lengths)), points, segments, "chain",
                          gravity, {});
}

S2nModel makePendulumArray(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths, const Points& pivots,
                           const std::vector<SpringLink>& springs, const Eigen::Vector3d& gravity) {
  const int n = static_cast<int>(masses.size());
  // Points: pivots 0..n−1, bobs n..2n−1; springs attach at link midpoints.
  std::vector<MaterialPoint> points(2 * n);
  std::vector<std::array<int, 2>> segments;
  for (int i = 0; i < n; ++i) {
    points[i].offset = pivots.col(i);
    points[n + i] = MaterialPoint{pivots.col(i), {{i, lengths[i]}}, masses[i]};
    segments.push_back({i, n + i});
  }
  std::vector<std::shared_ptr<const PotentialTerm>> terms;
  for (const SpringLink& s : springs) {
    const MaterialPoint a{pivots.col(s.i), {{s.i, 0.5 * lengths[s.i]}}, 0.0};
    const MaterialPoint b{pivots.col(s.j), {{s.j, 0.5 * lengths[s.j]}}, 0.0};
    terms.push_back(std::make_shared<LinearSpring>(a, b, s.stiffness, (pivots.col(s.j) - pivots.col(s.i)).norm()));
  }
  return assembleS2nModel(S2nInertia::diagonal(masses.cwiseProduct(lengths.cwiseAbs2())), points, segments, "chain",
                          gravity, terms);
}

S2nInertia elasticRodInertia(int n, double mass, double length) {
  // With elements 1..n (1-based), M_ij = m_e l_e² (½ + n − max(i,j)) off the
  // diagonal and M_ii = m_e l_e² (⅓ + n − i): a chain with l_i = l_e and
  // μ_i = m_e (½ + n − i), whose diagonal is short of l_e² μ_i by m_e l_e²/6
  // (a uniform link's m l²/3 about its joint instead of m l²/2).
  const double me = mass / (n + 1), le = length / (n + 1), unit = me * le * le;
  ChainStructure c{Eigen::VectorXd::Constant(n, le), Eigen::VectorXd(n), Eigen::VectorXd(n)};
  for (int i = 1; i <= n; ++i) {
    c.outboard[i - 1] = me * (0.5 + (n - i));
    c.diagonal[i - 1] = unit * (1.0 / 3.0 + (n - i));
  }
  return S2nInertia::chain(std::move(c));
}

S2nModel makeElasticRod(int n, double mass, double length, const Eigen::VectorXd& stiffness,
                        const Eigen::Vector3d& clamped, const Eigen::Vector3d& gravity) {
  const double me = mass / (n + 1), le = length / (n + 1);
  // Gravity acts on element centres x_i = Σ_{j<i} l_e q_j + ½ l_e q_i (the
  // joint with the clamped element is the origin). Drawing points: the wall
  // end of the clamped element, then every joint and the free tip.
  std::vector<MaterialPoint> points;
  points.push_back(MaterialPoint{-le * clamped, {}, 0.0});
  points.push_back(MaterialPoint{});
  std::vector<std::array<int, 2>> segments{{0, 1}};
  for (int i = 0; i < n; ++i) {
    MaterialPoint joint = points.back();
    joint.on.emplace_back(i, le);
    points.push_back(joint);
    segments.push_back({i + 1, i + 2});
  }
  for (int i = 0; i < n; ++i) {
    MaterialPoint centre = points[i + 1];
    centre.on.emplace_back(i, 0.5 * le);
    centre.mass = me;
    points.push_back(centre);
  }
  return assembleS2nModel(elasticRodInertia(n, mass, length), points, segments, "chain", gravity,
                          {std::make_shared<BendingSprings>(stiffness, clamped)});
}

S2nModel makeSphereNBody(const Eigen::VectorXd& masses, double gamma) {
  const int n = static_cast<int>(masses.size());
  std::vector<MaterialPoint> points(n);
  for (int i = 0; i < n; ++i) points[i] = MaterialPoint{Eigen::Vector3d::Zero(), {{i, 1.0}}, masses[i]};
  return assembleS2nModel(S2nInertia::diagonal(masses), points, {}, "sphere", Eigen::Vector3d::Zero(),
                          {std::make_shared<SphereGravity>(gamma)});
}

S2nModel makeDipoleArray(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths, const Eigen::VectorXd& moments,
                         const Points& pivots, double permeability) {
  const int n = static_cast<int>(masses.size());
  // Each magnet is drawn from its south end to its north end (q_i points north).
  std::vector<MaterialPoint> points(2 * n);
  std::vector<std::array<int, 2>> segments;
  for (int i = 0; i < n; ++i) {
    points[2 * i] = MaterialPoint{pivots.col(i), {{i, -0.5 * lengths[i]}}, 0.0};
    points[2 * i + 1] = MaterialPoint{pivots.col(i), {{i, 0.5 * lengths[i]}}, 0.0};
    segments.push_back({2 * i, 2 * i + 1});
  }
  return assembleS2nModel(S2nInertia::diagonal(masses.cwiseProduct(lengths.cwiseAbs2()) / 12.0), points, segments,
                          "dipoles", Eigen::Vector3d::Zero(),
                          {std::make_shared<DipoleInteraction>(pivots, moments, permeability)});
}

S2nModel makeMolecules(const Eigen::VectorXd& masses, double epsilon, double sigma, double cutoff) {
  const int n = static_cast<int>(masses.size());
  std::vector<MaterialPoint> points(n);
  for (int i = 0; i < n; ++i) points[i] = MaterialPoint{Eigen::Vector3d::Zero(), {{i, 1.0}}, masses[i]};
  return assembleS2nModel(
      S2nInertia::diagonal(masses), points, {}, "sphere", Eigen::Vector3d::Zero(),
      {cutoff > 0.0 ? std::shared_ptr<const PotentialTerm>(std::make_shared<LennardJonesCells>(epsilon, sigma, cutoff))
                    : std::make_shared<LennardJones>(epsilon, sigma)});
}

Points icosphere(int levels) {
  const double t = (1.0 + std::sqrt(5.0)) / 2.0;
  std::vector<Eigen::Vector3d> v{{-1, t, 0},  {1, t, 0},  {-1, -t, 0}, {1, -t, 0}, {0, -1, t},  {0, 1, t},
                                 {0, -1, -t}, {0, 1, -t}, {t, 0, -1},  {t, 0, 1},  {-t, 0, -1}, {-t, 0, 1}};
  for (auto& p : v) p.normalize();
  std::vector<std::array<int, 3>> faces{{0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11},
                                        {1, 5, 9},  {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
                                        {3, 9, 4},  {3, 4, 2},  {3, 2, 6},   {3, 6, 8},  {3, 8, 9},
                                        {4, 9, 5},  {2, 4, 11}, {6, 2, 10},  {8, 6, 7},  {9, 8, 1}};
  for (int level = 0; level < levels; ++level) {
    std::map<std::pair<int, int>, int> midpoint;
    auto mid = [&](int a, int b) {
      const auto key = std::minmax(a, b);
      const auto it = midpoint.find(key);
      if (it != midpoint.end()) return it->second;
      v.push_back((v[a] + v[b]).normalized());
      return midpoint[key] = static_cast<int>(v.size()) - 1;
    };
    std::vector<std::array<int, 3>> next;
    for (const auto& f : faces) {
      const int ab = mid(f[0], f[1]), bc = mid(f[1], f[2]), ca = mid(f[2], f[0]);
      next.push_back({f[0], ab, ca});
      next.push_back({f[1], bc, ab});
      next.push_back({f[2], ca, bc});
      next.push_back({ab, bc, ca});
    }
    faces = std::move(next);
  }
  Points out(3, v.size());
  for (std::size_t i = 0; i < v.size(); ++i) out.col(i) = v[i];
  return out;
}

}  // namespace geovi
