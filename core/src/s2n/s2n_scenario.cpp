// Scenario builders for the (S²)ⁿ family: one reader per system type, one
// table mapping type names to readers. Schema: docs/scenario-schema.md.
#include <Eigen/Cholesky>
#include <cmath>
#include <functional>
#include <map>
#include <sstream>

#include "geovi/scenario.hpp"
#include "s2n/dipoles.hpp"
#include "s2n/forces.hpp"
#include "s2n/lennard_jones.hpp"
#include "s2n/s2n_scenario.hpp"
#include "s2n/s2n_space.hpp"
#include "s2n/s2n_systems.hpp"
#include "s2n/s2n_terms.hpp"
#include "s2n/sphere_nbody.hpp"

namespace geovi {
namespace {

constexpr long kMaxIcosphere = 6;  // 40 962 vertices = kMaxBodies

Eigen::VectorXd positiveVector(const JsonField& f, std::size_t minSize, std::size_t maxSize) {
  Eigen::VectorXd v = f.vector(minSize, maxSize);
  for (Eigen::Index i = 0; i < v.size(); ++i) f[i].positive();
  return v;
}

Eigen::VectorXd positiveVector(const JsonField& f, Eigen::Index size) {
  return positiveVector(f, static_cast<std::size_t>(size), static_cast<std::size_t>(size));
}

Eigen::Vector3d gravityOf(const JsonField& system) {
  return system.has("gravity") ? system["gravity"].vec3() : Eigen::Vector3d::Zero();
}
// What gravityOf reads.
ParameterInfo optionalGravity() {
  return param::vector3("gravity", "m/s²", "the acceleration of gravity (e3 points down in the paper's examples)")
      .optionalWithDefault("[0, 0, 0]");
}

// Symmetric positive-definite n × n matrix.
Eigen::MatrixXd readInertia(const JsonField& f) {
  const std::size_t n = f.size(1, kMaxCoupledBodies, "rows");
  Eigen::MatrixXd M = f.matrix(n, n);
  const double scale = M.cwiseAbs().maxCoeff();
  for (Eigen::Index i = 0; i < M.rows(); ++i)
    for (Eigen::Index j = i + 1; j < M.cols(); ++j)
      if (std::abs(M(i, j) - M(j, i)) > 1e-12 * scale)
        f.fail("must be symmetric (entries [" + std::to_string(i) + "][" + std::to_string(j) + "] and [" +
               std::to_string(j) + "][" + std::to_string(i) + "] differ)");
  // Cholesky of the scaled matrix (no overflow for entries near the double range).
  if (!(scale > 0.0) || Eigen::LLT<Eigen::MatrixXd>(M / scale).info() != Eigen::Success ||
      (M.diagonal().array() <= 0.0).any())
    f.fail("must be positive definite");
  return M;
}

Points readPivots(const JsonField& f, Eigen::Index n) { return f.vec3List(static_cast<std::size_t>(n)); }

// The templates below are complete scenarios a lecturer can start from (the page's editor offers
// them); tests/native/test_catalogue_schema.cpp runs each with its own integrator.
constexpr const char* kChainPendulumTemplate = R"json({
  "format": 1, "name": "chain_pendulum", "title": "Chain of three spherical pendula",
  "description": "Three 1 kg bobs on 1 m links, gravity along e3 (e3 points down). The first link starts 60 degrees from the vertical and the last one is pushed sideways, so the chain swings in three dimensions.",
  "system": { "type": "chain_pendulum", "masses": [1, 1, 1], "lengths": [1, 1, 1], "gravity": [0, 0, 9.81] },
  "initial": { "q": [[0.8660254037844386, 0, 0.5], [0, 0, 1], [0, 0, 1]], "omega": [[0, 0, 0], [0, 0, 0], [1.5, 0, 0]] },
  "integrator": { "type": "vi", "h": 0.005 }, "t_end": 20 })json";

S2nModel readChainPendulum(const JsonField& s, Eigen::Index) {
  const Eigen::VectorXd masses = positiveVector(s["masses"], 1, kMaxCoupledBodies);
  return makeChainPendulum(masses, positiveVector(s["lengths"], masses.size()), s["gravity"].vec3());
}

constexpr const char* kPendulumArrayTemplate = R"json({
  "format": 1, "name": "pendulum_array", "title": "Three spherical pendula joined by two springs",
  "description": "Three 0.1 kg pendula of 0.1 m hang from pivots 0.1 m apart in a row; springs of 10 N/m join the midpoints of neighbouring links (rest length: the distance of their pivots). The first is struck sideways and its motion passes along the row.",
  "system": { "type": "pendulum_array", "masses": [0.1, 0.1, 0.1], "lengths": [0.1, 0.1, 0.1],
              "pivots": [[0, 0, 0], [0.1, 0, 0], [0.2, 0, 0]],
              "springs": [{ "between": [1, 2], "stiffness": 10 }, { "between": [2, 3], "stiffness": 10 }],
              "gravity": [0, 0, 9.81] },
  "initial": { "q": [[0, 0, 1], [0, 0, 1], [0, 0, 1]], "omega": [[-10, 4, 0], [0, 0, 0], [0, 0, 0]] },
  "integrator": { "type": "vi-explicit", "h": 0.001 }, "t_end": 10 })json";

S2nModel readPendulumArray(const JsonField& s, Eigen::Index) {
  const Eigen::VectorXd masses = positiveVector(s["masses"], 1, kMaxBodies);
  const Eigen::Index n = masses.size();
  std::vector<SpringLink> springs;
  if (s.has("springs")) {
    const JsonField list = s["springs"];
    for (std::size_t k = 0; k < list.size(0, kMaxPoints, "springs"); ++k) {
      const JsonField e = list[k];
      e["between"].size(2, 2, "pendulum numbers (1-based)");
      const int i = static_cast<int>(e["between"][0].integer(1, n)) - 1;
      const int j = static_cast<int>(e["between"][1].integer(1, n)) - 1;
      if (i == j) e["between"].fail("a spring needs two different pendula");
      springs.push_back({i, j, e["stiffness"].nonNegative()});
    }
  }
  return makePendulumArray(masses, positiveVector(s["lengths"], n), readPivots(s["pivots"], n), springs, gravityOf(s));
}

constexpr const char* kElasticRodTemplate = R"json({
  "format": 1, "name": "elastic_rod", "title": "An elastic rod of eight elements",
  "description": "A clamped rod of 45 g and 0.9 m in nine uniform elements (the first fixed along e1, the eight others free), bending springs of 1000 N m between neighbours, gravity along e3. Initially straight; element 4 is struck: omega4 = [0, 0, 10] rad/s.",
  "system": { "type": "elastic_rod", "elements": 8, "mass": 0.045, "length": 0.9, "stiffness": 1000,
              "clamped": [1, 0, 0], "gravity": [0, 0, 9.81] },
  "initial": { "q": [[1, 0, 0], [1, 0, 0], [1, 0, 0], [1, 0, 0], [1, 0, 0], [1, 0, 0], [1, 0, 0], [1, 0, 0]],
               "omega": [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 10], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "integrator": { "type": "vi", "h": 0.0001 }, "t_end": 3 })json";

S2nModel readElasticRod(const JsonField& s, Eigen::Index) {
  const int n = static_cast<int>(s["elements"].integer(1, static_cast<long>(kMaxCoupledBodies)));
  Eigen::VectorXd stiffness;
  if (s["stiffness"].raw().is_array()) {
    stiffness = s["stiffness"].vector(n, n);
    for (int i = 0; i < n; ++i) s["stiffness"][i].nonNegative();
  } else {
    stiffness = Eigen::VectorXd::Constant(n, s["stiffness"].nonNegative());
  }
  const Eigen::Vector3d clamped = s["clamped"].unitVec3(1e-12);
  return makeElasticRod(n, s["mass"].positive(), s["length"].positive(), stiffness, clamped, gravityOf(s));
}

// Not the paper's three bodies (core/scenarios/sphere_three_body.json), which collide at t = 12.73 s:
// a start a lecturer can run for minutes (the closest pair stays above sin θ = 0.8 for 100 s).
constexpr const char* kSphereNBodyTemplate = R"json({
  "format": 1, "name": "sphere_three_body", "title": "Three bodies on a sphere",
  "description": "Three unit masses on the unit sphere under the potential V = -gamma sum cot(theta_ij), gamma = 1 J. They start on a circle of latitude, 120 degrees apart, circling the pole at the rate that would keep them there (2.07 rad/s); the first is pushed a little faster, and the three then weave around each other without colliding. vi-adaptive shortens its steps near encounters; the explicit VI at the same h is the comparison.",
  "system": { "type": "sphere_nbody", "masses": [1, 1, 1], "gamma": 1.0 },
  "initial": { "q": [[0.6, 0, 0.8], [-0.3, 0.5196152422706632, 0.8], [-0.3, -0.5196152422706632, 0.8]],
               "omega": [[-1.2, 0, 0.9], [0.4968346852205151, -0.8605429177644223, 0.7452520278307727],
                         [0.4968346852205151, 0.8605429177644223, 0.7452520278307727]] },
  "integrator": { "type": "vi-adaptive", "h": 0.001, "encounter_distance": 1.0 }, "compare": "vi-explicit",
  "t_end": 20 })json";

S2nModel readSphereNBody(const JsonField& s, Eigen::Index) {
  return makeSphereNBody(positiveVector(s["masses"], 1, kMaxBodies), s["gamma"].number());
}

constexpr const char* kDipoleArrayTemplate = R"json({
  "format": 1, "name": "dipole_array", "title": "A 2 x 2 array of magnetic dipoles",
  "description": "Four bar magnets (m = 0.05 kg, l = 0.02 m, moment 0.1 A m^2) on pivots at the corners of a square of side 0.024 m, all pointing along e1; the first is nudged. No gravity: the magnets feel only each other (mu0 = 4 pi 1e-7 N/A^2).",
  "system": { "type": "dipole_array", "masses": [0.05, 0.05, 0.05, 0.05], "lengths": [0.02, 0.02, 0.02, 0.02],
              "moments": [0.1, 0.1, 0.1, 0.1], "pivots": [[0, 0, 0], [0.024, 0, 0], [0, -0.024, 0], [0.024, -0.024, 0]] },
  "initial": { "q": [[1, 0, 0], [1, 0, 0], [1, 0, 0], [1, 0, 0]], "omega": [[0, 0.5, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  "integrator": { "type": "vi-explicit", "h": 0.001 }, "t_end": 10 })json";

S2nModel readDipoleArray(const JsonField& s, Eigen::Index) {
  const Eigen::VectorXd masses = positiveVector(s["masses"], 1, kMaxBodies);
  const Eigen::Index n = masses.size();
  const Points pivots = readPivots(s["pivots"], n);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = i + 1; j < n; ++j)
      if ((pivots.col(i) - pivots.col(j)).norm() == 0.0) s["pivots"][j].fail("two dipoles share a pivot");
  return makeDipoleArray(masses, positiveVector(s["lengths"], n), s["moments"].vector(n, n), pivots,
                         s.has("permeability") ? s["permeability"].positive() : kPermeability);
}

constexpr const char* kMoleculesTemplate = R"json({
  "format": 1, "name": "molecules", "title": "162 Lennard-Jones molecules on a sphere",
  "description": "Unit masses on the vertices of a twice subdivided icosahedron, epsilon = 0.01 J, sigma = 0.2667 m (the mean neighbour distance 0.2993 divided by 2^(1/6), where the pair force vanishes), summed over all pairs. Initial velocities: two counter-rotating vortices whose centres are 30 degrees apart.",
  "system": { "type": "molecules", "mass": 1.0, "epsilon": 0.01, "sigma": 0.2667 },
  "initial": { "lattice": { "icosphere": 2 },
               "vortices": [{ "center": [0.25881904510252074, 0, 0.96592582628906831], "rate": 1.0, "width": 0.5 },
                            { "center": [-0.25881904510252074, 0, 0.96592582628906831], "rate": -1.0, "width": 0.5 }] },
  "integrator": { "type": "vi-explicit", "h": 0.005 }, "t_end": 10 })json";

S2nModel readMolecules(const JsonField& s, Eigen::Index bodies) {
  const Eigen::VectorXd masses = Eigen::VectorXd::Constant(bodies, s["mass"].positive());
  // Optional "cutoff" r_c > 0: shifted-force potential with a cell list (O(n) per step).
  return makeMolecules(masses, s["epsilon"].nonNegative(), s["sigma"].positive(),
                       s.has("cutoff") ? s["cutoff"].positive() : 0.0);
}

// The chain of kChainPendulumTemplate's physics with two links, spelt out: M_ij = (Σ_{k≥max(i,j)} m_k) l_i l_j.
constexpr const char* kGenericTemplate = R"json({
  "format": 1, "name": "s2n", "title": "A double spherical pendulum, written out as a generic system",
  "description": "Two 1 kg bobs on 1 m links: the inertia M_ij = (sum of the masses beyond link max(i, j)) l_i l_j, the pivot and the two bobs as material points (x = offset + sum c q_link), gravity on the bobs along e3 (e3 points down), and a spring of 5 N/m and rest length 1.5 m from the pivot to the lower bob. Add bodies, points and potential terms to build your own system.",
  "system": { "type": "s2n", "inertia": [[2, 1], [1, 1]],
              "points": [{ "offset": [0, 0, 0] }, { "on": [[1, 1]], "mass": 1 }, { "on": [[1, 1], [2, 1]], "mass": 1 }],
              "segments": [[1, 2], [2, 3]], "style": "chain", "gravity": [0, 0, 9.81],
              "potentials": [{ "type": "spring", "between": [1, 3], "stiffness": 5, "rest_length": 1.5 }] },
  "initial": { "q": [[0.8660254037844386, 0, 0.5], [0, 0, 1]], "omega": [[0, 0, 0], [1.5, 0, 0]] },
  "integrator": { "type": "vi", "h": 0.005 }, "t_end": 20 })json";

// The generic system: inertia, material points, and a list of potential terms.
S2nModel readGeneric(const JsonField& s, Eigen::Index) {
  const Eigen::MatrixXd M = readInertia(s["inertia"]);
  const long n = M.rows();
  std::vector<MaterialPoint> points;
  if (s.has("points")) {
    const JsonField list = s["points"];
    for (std::size_t k = 0; k < list.size(0, kMaxPoints, "points"); ++k) {
      const JsonField p = list[k];
      MaterialPoint mp;
      if (p.has("offset")) mp.offset = p["offset"].vec3();
      if (p.has("mass")) mp.mass = p["mass"].nonNegative();
      if (p.has("on"))
        for (std::size_t t = 0; t < p["on"].size(0, static_cast<std::size_t>(n), "terms"); ++t) {
          const JsonField term = p["on"][t];
          term.size(2, 2, "numbers: [link (1-based), coefficient]");
          mp.on.emplace_back(static_cast<int>(term[0].integer(1, n)) - 1, term[1].number());
        }
      points.push_back(mp);
    }
  }
  const long pointCount = static_cast<long>(points.size());
  std::vector<std::array<int, 2>> segments;
  if (s.has("segments"))
    for (std::size_t k = 0; k < s["segments"].size(0, kMaxPoints, "segments"); ++k) {
      const JsonField seg = s["segments"][k];
      seg.size(2, 2, "point numbers (1-based)");
      segments.push_back(
          {static_cast<int>(seg[0].integer(1, pointCount)) - 1, static_cast<int>(seg[1].integer(1, pointCount)) - 1});
    }
  auto pointRef = [&](const JsonField& f) { return points.at(static_cast<std::size_t>(f.integer(1, pointCount)) - 1); };

  const S2nTermContext context{n, pointRef};
  std::vector<std::shared_ptr<const PotentialTerm>> terms;
  if (s.has("potentials")) {
    const JsonField list = s["potentials"];
    for (std::size_t k = 0; k < list.size(0, kMaxTerms, "potentials"); ++k) {
      terms.push_back(readS2nTerm(list[k], context));
    }
  }
  const std::string style = s.has("style") ? s["style"].string() : "chain";
  if (style != "chain" && style != "sphere" && style != "dipoles")
    s["style"].fail("unknown style " + quoted(style) + " (expected chain, sphere or dipoles)");
  return assembleS2nModel(M, points, segments, style, gravityOf(s), terms);
}

using SystemReader = std::function<S2nModel(const JsonField&, Eigen::Index)>;
struct SystemTypeRow {
  SystemTypeInfo info;
  SystemReader read;
};

// The (S²)ⁿ system types: one registration row each (read by the catalogue): what the editor needs
// to build a form (the parameters, as the reader checks them; a template; the body counts the loader
// allows, buildS2nSimulation) next to the reader itself. "forces" is added to every row by
// s2nSystemTypes(), since buildS2nSimulation reads it for every type.
const std::vector<SystemTypeRow>& systemTypes() {
  const NewBodyInfo hanging{{0, 0, 1}, {0, 0, 0}};  // e3 points down in the templates
  static const std::vector<SystemTypeRow> table{
      {{"chain_pendulum",
        kSpaceS2n,
        "Chain of spherical pendula (paper 001 Section V, paper 003 Example 1).",
        "Chain of pendula",
        {param::perBody("masses", "kg", "the bob at the outer end of each link").positive().withDefault("1"),
         param::perBody("lengths", "m", "each link's length").positive().withDefault("1"),
         param::vector3("gravity", "m/s²", "the acceleration of gravity (e3 points down in the templates)")},
        kChainPendulumTemplate,
        1,
        kMaxCoupledBodies,
        hanging},
       readChainPendulum},
      {{"pendulum_array",
        kSpaceS2n,
        "Spherical pendula on their own pivots joined by springs (paper 003 Example 3).",
        "Pendula joined by springs",
        {param::perBody("masses", "kg", "each bob").positive().withDefault("0.1"),
         param::perBody("lengths", "m", "each link").positive().withDefault("0.1"),
         param::perBodyVector3("pivots", "m", "each pendulum's fixed pivot").withDefault("[0, 0, 0]"),
         param::list(
             "springs", kMaxPoints,
             {param::bodyPair("between", "the two pendula it joins (1-based, different)")
                  .atLeast(1)
                  .withDefault("[1, 2]"),
              param::number("stiffness", "N/m", "joins the links' midpoints; rest length = the pivots' distance")
                  .nonNegative()
                  .withDefault("10")},
             "linear springs between link midpoints")
             .optionalWithDefault("[]"),
         optionalGravity()},
        kPendulumArrayTemplate,
        1,
        kMaxAllPairsBodies,
        hanging},
       readPendulumArray},
      {{"elastic_rod",
        kSpaceS2n,
        "Rod of rigid elements with bending springs (paper 003 Example 4).",
        "Elastic rod",
        {param::integer("elements", "free elements n (the bodies); the clamped one comes on top")
             .between(1, static_cast<double>(kMaxCoupledBodies)),
         param::number("mass", "kg", "the whole rod, shared equally by its n + 1 elements").positive(),
         param::number("length", "m", "the whole rod, shared equally by its n + 1 elements").positive(),
         param::numberOrPerBody("stiffness", "N·m", "κ_i of the bending energy ½ κ_i (1 − q_{i−1}·q_i)²")
             .nonNegative()
             .withDefault("1000"),
         param::direction("clamped", "the fixed direction of the clamped element (a unit vector)"), optionalGravity()},
        kElasticRodTemplate,
        1,
        kMaxCoupledBodies,
        NewBodyInfo{{1, 0, 0}, {0, 0, 0}}},
       readElasticRod},
      {{"sphere_nbody",
        kSpaceS2n,
        "Gravitating bodies on a sphere (paper 003 Example 2).",
        "Bodies on a sphere",
        {param::perBody("masses", "kg", "each body, on the unit sphere").positive().withDefault("1"),
         param::number("gamma", "J", "γ of V = −γ Σ cot θ_ij: attraction when positive")},
        kSphereNBodyTemplate,
        1,
        kMaxAllPairsBodies,
        NewBodyInfo{{0, -0.6, -0.8}, {0.5, 0, 0}}},
       readSphereNBody},
      {{"dipole_array",
        kSpaceS2n,
        "Pivoted magnetic dipoles (paper 003 Example 5).",
        "Magnetic dipoles",
        {param::perBody("masses", "kg", "each magnet, a uniform bar turning about its centre")
             .positive()
             .withDefault("0.05"),
         param::perBody("lengths", "m", "each magnet").positive().withDefault("0.02"),
         param::perBody("moments", "A·m²", "each magnet's dipole moment, along q_i").withDefault("0.1"),
         param::perBodyVector3("pivots", "m", "each magnet's centre; no two may coincide (no default)"),
         param::number("permeability", "N/A²", "μ of the medium").positive().optionalWithDefault(kPermeability)},
        kDipoleArrayTemplate,
        1,
        kMaxAllPairsBodies,
        NewBodyInfo{{1, 0, 0}, {0, 0, 0}}},
       readDipoleArray},
      {{"molecules",
        kSpaceS2n,
        "Lennard-Jones molecules on a sphere (paper 003 Example 6).",
        "Molecules on a sphere",
        {param::number("mass", "kg", "every molecule's").positive(),
         param::number("epsilon", "J", "ε, the depth of the pair potential 4ε[(σ/d)¹² − (σ/d)⁶]").nonNegative(),
         param::number("sigma", "m", "σ, where the pair potential vanishes (d: chord distance on the unit sphere)")
             .positive(),
         param::number("cutoff", "m",
                       "r_c: a shifted-force potential with a cell list, O(n) per step, up to " +
                           std::to_string(kMaxBodies) + " molecules; absent: all pairs")
             .positive()
             .optionalWithoutDefault()},
        kMoleculesTemplate,
        1,
        kMaxBodies,
        std::nullopt},
       readMolecules},
      {{"s2n",
        kSpaceS2n,
        "A generic system: inertia matrix, material points and a list of potential terms.",
        "Generic (S²)ⁿ system",
        {param::matrix("inertia", 0, 0, "kg·m²", "M of T = ½ Σ M_ij q̇_i·q̇_j: n × n, symmetric positive-definite"),
         param::list("points", kMaxPoints,
                     {param::vector3("offset", "m", "x = offset + Σ c q_link").optionalWithDefault("[0, 0, 0]"),
                      param::pairList("on", 0,
                                      {param::integer("link", "1-based, at most n").atLeast(1).withDefault("1"),
                                       param::number("coefficient", "m", "c of c q_link").withDefault("1")},
                                      "[link, c] pairs, at most n")
                          .optionalWithDefault("[]"),
                      param::number("mass", "kg", "for gravity and drawing").nonNegative().optionalWithDefault("0")},
                     "material points: bobs, pivots, tips")
             .optionalWithDefault("[]"),
         param::pairList("segments", kMaxPoints,
                         {param::integer("from", "a point number (1-based)").atLeast(1),
                          param::integer("to", "a point number (1-based)").atLeast(1)},
                         "lines drawn between points")
             .optionalWithDefault("[]"),
         param::choice("style", {"chain", "sphere", "dipoles"}, "how the page draws it")
             .optionalWithDefault("\"chain\""),
         optionalGravity(),
         param::terms("potentials", kMaxTerms, "potential terms (Catalogue.terms)").optionalWithDefault("[]")},
        kGenericTemplate,
        1,
        kMaxCoupledBodies,
        hanging},
       readGeneric}};
  return table;
}

const SystemReader* findReader(const std::string& type) {
  for (const auto& row : systemTypes())
    if (row.info.name == type) return &row.read;
  return nullptr;
}

// Velocity field of vortices on the sphere: a vortex with centre c, rate ν and
// angular width w turns the points near c about c: ω(q) = ν e^{−(θ/w)²} (c − (c·q) q).
Points vortexVelocities(const JsonField& list, const Points& q) {
  Points omega = Points::Zero(3, q.cols());
  for (std::size_t k = 0; k < list.size(0, kMaxTerms, "vortices"); ++k) {
    const JsonField v = list[k];
    const Eigen::Vector3d raw = v["center"].vec3();
    if (!(raw.norm() > 1e-8)) v["center"].fail("must be a nonzero vector (a direction)");
    const Eigen::Vector3d c = raw.normalized();
    const double rate = v["rate"].number(), width = v["width"].positive();
    for (Eigen::Index i = 0; i < q.cols(); ++i) {
      const double angle = std::acos(std::clamp(c.dot(q.col(i)), -1.0, 1.0));
      omega.col(i) += rate * std::exp(-(angle / width) * (angle / width)) * (c - c.dot(q.col(i)) * q.col(i));
    }
  }
  return omega;
}

// Unit vectors are normalized once, ω projected onto the tangent plane; both
// are reported so that a user sees their data was changed (docs/architecture.md, "From a scenario file to a pixel").
S2nState readInitialState(const JsonField& initial, Eigen::Index n, std::vector<std::string>& warnings) {
  if (initial.has("lattice")) {
    S2nState s{icosphere(static_cast<int>(initial["lattice"]["icosphere"].integer(0, kMaxIcosphere))), Points()};
    s.omega = initial.has("vortices") ? vortexVelocities(initial["vortices"], s.q) : Points::Zero(3, s.q.cols());
    return s;
  }
  S2nState s{initial["q"].vec3List(n), initial["omega"].vec3List(n)};
  for (Eigen::Index i = 0; i < n; ++i) {
    const double norm = s.q.col(i).norm();
    if (!(norm > 1e-8)) initial["q"][i].fail("must be a nonzero vector (a direction on the unit sphere)");
    s.q.col(i) /= norm;
    if (std::abs(norm - 1.0) > 1e-15) {
      std::ostringstream msg;
      msg.precision(17);
      msg << initial["q"][i].path() << ": normalized to unit length (norm was " << norm << ")";
      warnings.push_back(msg.str());
    }
    const double normal = s.q.col(i).dot(s.omega.col(i));
    s.omega.col(i) -= normal * s.q.col(i);
    if (std::abs(normal) > 1e-15 * std::max(1.0, s.omega.col(i).norm())) {
      std::ostringstream msg;
      msg.precision(17);
      msg << initial["omega"][i].path() << ": projected onto the tangent plane of q (q.omega was " << normal << ")";
      warnings.push_back(msg.str());
    }
  }
  return s;
}

// Bodies declared by the initial condition (needed before the model for lattices).
Eigen::Index initialBodyCount(const JsonField& initial) {
  if (initial.has("lattice"))
    return icosphere(static_cast<int>(initial["lattice"]["icosphere"].integer(0, kMaxIcosphere))).cols();
  const std::size_t n = initial["q"].size(1, kMaxBodies, "vectors");
  return static_cast<Eigen::Index>(n);
}

// Optional system.forces: {"damping": c | [c_i], "base_torque": [..], "tip_force": [..]}.
// The tip is the last drawing point (the last bob of a chain, the free end of a rod).
ParameterInfo forcesParameter() {
  return param::object(
             "forces",
             {param::numberOrPerBody("damping", "N·m·s", "c_i of the moment −c_i ω_i on each body")
                  .nonNegative()
                  .optionalWithDefault("0"),
              param::vector3("base_torque", "N·m", "a constant moment on link 1 about its pivot")
                  .optionalWithDefault("[0, 0, 0]"),
              param::vector3("tip_force", "N", "a constant force at the last drawing point (last bob, rod tip)")
                  .optionalWithDefault("[0, 0, 0]")},
             "nonconservative forces (discrete Lagrange–d'Alembert)")
      .optionalWithDefault("{}");
}

void readForces(const JsonField& system, S2nModel& model) {
  if (!system.has("forces")) return;
  const JsonField forces = system["forces"];
  const Eigen::Index n = model.size();
  if (forces.has("damping")) {
    const JsonField c = forces["damping"];
    Eigen::VectorXd damping = c.raw().is_array() ? c.vector(n, n) : Eigen::VectorXd::Constant(n, c.nonNegative());
    if (c.raw().is_array())
      for (Eigen::Index i = 0; i < damping.size(); ++i) c[static_cast<std::size_t>(i)].nonNegative();
    model.setDamping(damping);
  }
  if (forces.has("base_torque")) model.addMoment(std::make_shared<LinkTorque>(0, forces["base_torque"].vec3()));
  if (forces.has("tip_force")) {
    const S2nDrawing& d = model.drawing();
    const Eigen::Index tip = d.offsets.cols() - 1;
    MaterialPoint point;
    point.offset = d.offsets.col(tip);
    for (Eigen::SparseMatrix<double, Eigen::RowMajor>::InnerIterator it(d.coeffs, tip); it; ++it)
      if (it.value() != 0.0) point.on.emplace_back(static_cast<int>(it.col()), it.value());
    model.addMoment(std::make_shared<PointForce>(point, forces["tip_force"].vec3()));
  }
}

}  // namespace

bool isS2nSystemType(const std::string& type) { return findReader(type) != nullptr; }

SpaceInfo s2nSpace() {
  SpaceInfo s;
  s.name = kSpaceS2n;
  s.label = "Points and pendula on (S²)ⁿ";
  s.manifoldError = "max |‖qᵢ‖ − 1|";
  s.tangencyError = "max |qᵢ·ωᵢ|";
  // Every body is a direction q_i with ω_i ⟂ q_i (stateColumns q1x…, w1x…).
  s.dragging = "direction";
  s.directionPrefix = "q";
  s.velocityPrefix = "w";
  s.phase = "polar-angle";
  s.phaseLabels = {"θ₁ (rad)", "θ̇₁ (rad/s)"};
  return s;
}

std::vector<SystemTypeInfo> s2nSystemTypes() {
  std::vector<SystemTypeInfo> out;
  for (const auto& row : systemTypes()) {
    out.push_back(row.info);
    out.back().parameters.push_back(forcesParameter());  // buildS2nSimulation's readForces, for every type
  }
  return out;
}

std::unique_ptr<Simulation> buildS2nSimulation(const JsonField& system, const JsonField& initial,
                                               const IntegratorSpec& spec, std::vector<std::string>& warnings) {
  const Eigen::Index declared = initialBodyCount(initial);
  const bool cellList = system["type"].string() == "molecules" && system.has("cutoff");
  if (!cellList && static_cast<std::size_t>(declared) > kMaxAllPairsBodies)
    initial.fail("expected at most " + std::to_string(kMaxAllPairsBodies) +
                 " bodies for a system that sums over all pairs (only molecules with a cutoff may have up to " +
                 std::to_string(kMaxBodies) + "), got " + std::to_string(declared));
  S2nModel model = (*findReader(system["type"].string()))(system, declared);
  readForces(system, model);
  if (model.size() != declared)
    initial["q"].fail("expected " + std::to_string(model.size()) + " vectors (one per body), got " +
                      std::to_string(declared));
  S2nState state = readInitialState(initial, model.size(), warnings);
  return std::make_unique<S2nSimulation>(S2nSpace(std::move(model)), std::move(state), spec);
}

}  // namespace geovi
