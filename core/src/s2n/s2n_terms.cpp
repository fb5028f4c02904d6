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

// Each row's parameters are the keys its reader asks for, checked as it checks them; its template is
// one entry for the "s2n" system type's template (two links, three points: the pivot and two bobs).
const std::vector<S2nTermEntry>& s2nTerms() {
  using Term = std::shared_ptr<const PotentialTerm>;
  using Ctx = const S2nTermContext&;
  static const std::vector<S2nTermEntry> table{
      {{"spring",
        "Linear spring between two material points (paper 003 Example 3).",
        "Spring",
        {param::pointPair("between", "the two material points it joins (1-based)").atLeast(1).withDefault("[1, 2]"),
         param::number("stiffness", "N/m", "k of ½ k (‖x_b − x_a‖ − L)²").nonNegative().withDefault("10"),
         param::number("rest_length", "m", "L").nonNegative().withDefault("0")},
        R"json({ "type": "spring", "between": [1, 3], "stiffness": 5, "rest_length": 1.5 })json"},
       [](const JsonField& p, Ctx c) -> Term {
         p["between"].size(2, 2, "point numbers (1-based)");
         const MaterialPoint a = c.point(p["between"][0]), b = c.point(p["between"][1]);
         return std::make_shared<LinearSpring>(a, b, p["stiffness"].nonNegative(), p["rest_length"].nonNegative());
       },
       [](int n) -> Term { return std::make_shared<LinearSpring>(linkTip(0), linkTip(n - 1), 7.0, 0.3); }},
      {{"bending",
        "Bending springs between neighbouring links, the first clamped (paper 003 Example 4).",
        "Bending springs",
        {param::perBody("stiffness", "N·m", "κ_i of Σ ½ κ_i (1 − q_{i−1}·q_i)², q_0 the clamped direction")
             .withDefault("10"),
         param::direction("clamped", "q_0, the fixed direction before link 1 (a unit vector)")},
        R"json({ "type": "bending", "stiffness": [10, 10], "clamped": [0, 0, 1] })json"},
       [](const JsonField& p, Ctx c) -> Term {
         const Eigen::Vector3d clamped = p["clamped"].unitVec3(1e-12);
         return std::make_shared<BendingSprings>(p["stiffness"].vector(c.bodies, c.bodies), clamped);
       },
       [](int n) -> Term {
         return std::make_shared<BendingSprings>(Eigen::VectorXd::LinSpaced(n, 1.0, 2.0), Eigen::Vector3d::UnitX());
       }},
      {{"sphere_gravity",
        "Gravitational n-body potential on the sphere (paper 003 Example 2).",
        "Gravity on the sphere",
        {param::number("gamma", "J", "γ of V = −γ Σ cot θ_ij over all pairs of links: attraction when positive")},
        R"json({ "type": "sphere_gravity", "gamma": 0.1 })json"},
       [](const JsonField& p, Ctx) -> Term { return std::make_shared<SphereGravity>(p["gamma"].number()); },
       [](int) -> Term { return std::make_shared<SphereGravity>(0.8); }},
      {{"dipoles",
        "Magnetic dipole-dipole interaction of pivoted magnets (paper 003 Example 5).",
        "Magnetic dipoles",
        {param::perBodyVector3("pivots", "m", "where each link's dipole sits; no two may coincide (no default)"),
         param::perBody("moments", "A·m²", "each link's dipole moment, along q_i").withDefault("0.1"),
         param::number("permeability", "N/A²", "μ of the medium").positive().optionalWithDefault(kPermeability)},
        R"json({ "type": "dipoles", "pivots": [[0, 0, 0], [1, 0, 0]], "moments": [0.1, 0.1] })json"},
       [](const JsonField& p, Ctx c) -> Term {
         const Points pivots = p["pivots"].vec3List(static_cast<std::size_t>(c.bodies));
         // As dipole_array's reader: coincident pivots would make the energy infinite.
         for (Eigen::Index i = 0; i < pivots.cols(); ++i)
           for (Eigen::Index j = i + 1; j < pivots.cols(); ++j)
             if ((pivots.col(i) - pivots.col(j)).norm() == 0.0) p["pivots"][j].fail("two dipoles share a pivot");
         return std::make_shared<DipoleInteraction>(
             pivots, p["moments"].vector(c.bodies, c.bodies),
             p.has("permeability") ? p["permeability"].positive() : kPermeability);
       },
       [](int n) -> Term {
         return std::make_shared<DipoleInteraction>(gridPivots(n), Eigen::VectorXd::LinSpaced(n, 1.0, 1.5), 1.0);
       }},
      {{"lennard_jones",
        "Lennard-Jones pair potential over all pairs (paper 003 Example 6).",
        "Lennard-Jones",
        {param::number("epsilon", "J", "ε of 4ε[(σ/d)¹² − (σ/d)⁶] over all pairs of links").nonNegative(),
         param::number("sigma", "m", "σ, where the pair potential vanishes (d: chord distance of q_i, q_j)")
             .positive()},
        R"json({ "type": "lennard_jones", "epsilon": 0.01, "sigma": 0.5 })json"},
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
