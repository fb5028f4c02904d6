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
#include "s2n/s2n_simulation.hpp"
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

S2nModel readChainPendulum(const JsonField& s, Eigen::Index) {
  const Eigen::VectorXd masses = positiveVector(s["masses"], 1, kMaxCoupledBodies);
  return makeChainPendulum(masses, positiveVector(s["lengths"], masses.size()), s["gravity"].vec3());
}

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

S2nModel readSphereNBody(const JsonField& s, Eigen::Index) {
  return makeSphereNBody(positiveVector(s["masses"], 1, kMaxBodies), s["gamma"].number());
}

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

S2nModel readMolecules(const JsonField& s, Eigen::Index bodies) {
  const Eigen::VectorXd masses = Eigen::VectorXd::Constant(bodies, s["mass"].positive());
  // Optional "cutoff" r_c > 0: shifted-force potential with a cell list (O(n) per step).
  return makeMolecules(masses, s["epsilon"].nonNegative(), s["sigma"].positive(),
                       s.has("cutoff") ? s["cutoff"].positive() : 0.0);
}

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

// The (S²)ⁿ system types: one registration row each (read by the catalogue).
const std::vector<SystemTypeRow>& systemTypes() {
  static const std::vector<SystemTypeRow> table{
      {{"chain_pendulum", kSpaceS2n, "Chain of spherical pendula (paper 001 Section V, paper 003 Example 1)."},
       readChainPendulum},
      {{"pendulum_array", kSpaceS2n, "Spherical pendula on their own pivots joined by springs (paper 003 Example 3)."},
       readPendulumArray},
      {{"elastic_rod", kSpaceS2n, "Rod of rigid elements with bending springs (paper 003 Example 4)."}, readElasticRod},
      {{"sphere_nbody", kSpaceS2n, "Gravitating bodies on a sphere (paper 003 Example 2)."}, readSphereNBody},
      {{"dipole_array", kSpaceS2n, "Pivoted magnetic dipoles (paper 003 Example 5)."}, readDipoleArray},
      {{"molecules", kSpaceS2n, "Lennard-Jones molecules on a sphere (paper 003 Example 6)."}, readMolecules},
      {{"s2n", kSpaceS2n, "A generic system: inertia matrix, material points and a list of potential terms."},
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
  for (const auto& row : systemTypes()) out.push_back(row.info);
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
  return std::make_unique<S2nSimulation>(std::move(model), std::move(state), spec);
}

}  // namespace geovi
