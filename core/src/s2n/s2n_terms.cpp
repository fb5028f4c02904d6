#include "s2n/s2n_terms.hpp"

#include "geovi/scenario.hpp"
#include "s2n/dipoles.hpp"
#include "s2n/lennard_jones.hpp"
#include "s2n/sphere_nbody.hpp"

namespace geovi {
namespace {

MaterialPoint linkTip(int link) {
  MaterialPoint p;
  p.on.emplace_back(link, 1.0);
  return p;
}

Points gridPivots(int n) {
  Points pivots(3, n);
  for (int i = 0; i < n; ++i) pivots.col(i) = Eigen::Vector3d(3.0 * i, 0.5 * (i % 2), 0.0);
  return pivots;
}

}  // namespace

const std::vector<S2nTermEntry>& s2nTerms() {
  using Term = std::shared_ptr<const PotentialTerm>;
  using Ctx = const S2nTermContext&;
  static const std::vector<S2nTermEntry> table{
      {{"spring", "Linear spring between two material points (paper 003 Example 3)."},
       [](const JsonField& p, Ctx c) -> Term {
         p["between"].size(2, 2, "point numbers (1-based)");
         const MaterialPoint a = c.point(p["between"][0]), b = c.point(p["between"][1]);
         return std::make_shared<LinearSpring>(a, b, p["stiffness"].nonNegative(), p["rest_length"].nonNegative());
       },
       [](int n) -> Term { return std::make_shared<LinearSpring>(linkTip(0), linkTip(n - 1), 7.0, 0.3); }},
      {{"bending", "Bending springs between neighbouring links, the first clamped (paper 003 Example 4)."},
       [](const JsonField& p, Ctx c) -> Term {
         const Eigen::Vector3d clamped = p["clamped"].unitVec3(1e-12);
         return std::make_shared<BendingSprings>(p["stiffness"].vector(c.bodies, c.bodies), clamped);
       },
       [](int n) -> Term {
         return std::make_shared<BendingSprings>(Eigen::VectorXd::LinSpaced(n, 1.0, 2.0), Eigen::Vector3d::UnitX());
       }},
      {{"sphere_gravity", "Gravitational n-body potential on the sphere (paper 003 Example 2)."},
       [](const JsonField& p, Ctx) -> Term { return std::make_shared<SphereGravity>(p["gamma"].number()); },
       [](int) -> Term { return std::make_shared<SphereGravity>(0.8); }},
      {{"dipoles", "Magnetic dipole-dipole interaction of pivoted magnets (paper 003 Example 5)."},
       [](const JsonField& p, Ctx c) -> Term {
         return std::make_shared<DipoleInteraction>(
             p["pivots"].vec3List(static_cast<std::size_t>(c.bodies)), p["moments"].vector(c.bodies, c.bodies),
             p.has("permeability") ? p["permeability"].positive() : kPermeability);
       },
       [](int n) -> Term {
         return std::make_shared<DipoleInteraction>(gridPivots(n), Eigen::VectorXd::LinSpaced(n, 1.0, 1.5), 1.0);
       }},
      {{"lennard_jones", "Lennard-Jones pair potential over all pairs (paper 003 Example 6)."},
       [](const JsonField& p, Ctx) -> Term {
         return std::make_shared<LennardJones>(p["epsilon"].nonNegative(), p["sigma"].positive());
       },
       [](int) -> Term { return std::make_shared<LennardJones>(0.5, 0.6); }},
  };
  return table;
}

std::shared_ptr<const PotentialTerm> readS2nTerm(const JsonField& entry, const S2nTermContext& context) {
  const std::string type = entry["type"].string();
  for (const auto& row : s2nTerms())
    if (row.info.name == type) return row.read(entry, context);
  std::vector<std::string> names;
  for (const auto& row : s2nTerms()) names.push_back(row.info.name);
  entry["type"].fail("unknown potential " + quoted(type) + " (expected " + joinNames(names) + ")");
}

}  // namespace geovi
