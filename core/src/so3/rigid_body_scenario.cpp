// Scenario builders for rigid bodies on SO(3): system types "rigid_body",
// "heavy_top", "pendulum_3d" (a heavy top hanging from its pivot: same data)
// and "satellite". Schema in docs/rigid-bodies.md.
#include <cmath>
#include <sstream>

#include "geovi/scenario.hpp"
#include "geovi/so3.hpp"
#include "so3/rigid_body_scenario.hpp"
#include "so3/rigid_body_simulation.hpp"

namespace geovi {
namespace {

Mat3 readInertia(const JsonField& system) {
  const JsonField field = system["inertia"];
  Mat3 J = field.matrix(3, 3);
  const std::string problem = inertiaProblem(J);
  if (!problem.empty()) field.fail(problem);
  return J;
}

std::vector<std::shared_ptr<const ForcingTerm>> readForcing(const JsonField& system) {
  std::vector<std::shared_ptr<const ForcingTerm>> terms;
  if (!system.has("forcing")) return terms;
  const JsonField list = system["forcing"];
  for (std::size_t i = 0; i < list.size(0, kMaxTerms, "forcing terms"); ++i) {
    const JsonField item = list[i];
    const std::string type = item["type"].string();
    if (type == "constant_moment") {
      terms.push_back(std::make_shared<ConstantSpatialMoment>(item["moment"].vec3()));
    } else if (type == "follower_force") {
      terms.push_back(std::make_shared<FollowerForce>(item["point"].vec3(), item["force"].vec3()));
    } else {
      item["type"].fail("unknown forcing type " + quoted(type) + " (expected constant_moment or follower_force)");
    }
  }
  return terms;
}

RigidBodyModel buildModel(const JsonField& system, const std::string& type) {
  const Mat3 J = readInertia(system);
  if (type == "rigid_body") {
    auto forcing = readForcing(system);
    return RigidBodyModel(J, {}, std::move(forcing));
  }
  if (type == "heavy_top" || type == "pendulum_3d") {
    const double mass = system["mass"].positive();
    return makeHeavyTop(J, mass, system["com"].vec3(), system["gravity"].vec3(), readForcing(system));
  }
  // satellite: mean motion n directly, or from the orbit {mu, radius}: n = √(μ/r³).
  double n = 0.0;
  if (system.has("mean_motion")) {
    n = system["mean_motion"].positive();
  } else {
    const JsonField orbit = system["orbit"];
    const double mu = orbit["mu"].positive(), r = orbit["radius"].positive();
    n = std::sqrt(mu / (r * r * r));
  }
  if (system.has("forcing")) system["forcing"].fail("forcing is not supported for satellites");
  return makeSatellite(J, n);
}

RigidBodyState readInitialState(const JsonField& initial, const RigidBodyModel& model,
                                std::vector<std::string>& warnings) {
  const JsonField rField = initial["R"];
  const Mat3 R = rField.matrix(3, 3);
  const double det = R.determinant();
  if (!(det > 0.0)) rField.fail("must be a rotation (det R = " + std::to_string(det) + " is not positive)");
  const double off = so3::orthogonalityError(R);
  if (off > 1e-2) {
    std::ostringstream msg;
    msg << "is not a rotation matrix (|R^T R - I| = " << off << ")";
    rField.fail(msg.str());
  }
  RigidBodyState s;
  s.R = off > 0.0 ? so3::nearestRotation(R) : R;
  if (off > 1e-12) {
    std::ostringstream msg;
    msg.precision(3);
    msg << rField.path() << ": re-orthonormalized to the nearest rotation (|R^T R - I| was " << off << ")";
    warnings.push_back(msg.str());
  }
  s.Pi = model.inertia() * initial["Omega"].vec3();
  return s;
}

}  // namespace

SpaceInfo rigidBodySpace() {
  SpaceInfo s;
  s.name = kSpaceSo3;
  s.label = "Rigid bodies on SO(3)";
  s.manifoldError = "‖RᵀR − I‖";
  s.tangencyError = "|det R − 1|";
  s.phase = "columns";  // body angular velocity components (stateColumns W1, W2)
  s.phaseColumns = {"W1", "W2"};
  s.phaseLabels = {"Ω₁ (rad/s)", "Ω₂ (rad/s)"};
  return s;
}

std::vector<SystemTypeInfo> rigidBodySystemTypes() {
  return {{"rigid_body", kSpaceSo3, "Free rigid body (paper 002, SO(3) example)."},
          {"heavy_top", kSpaceSo3, "Rigid body on a fixed point under gravity, with optional loads (paper 004)."},
          {"pendulum_3d", kSpaceSo3, "A rigid body hanging from a spherical joint: a heavy top below its pivot."},
          {"satellite", kSpaceSo3, "Gravity-gradient satellite on a circular orbit (paper 004 (83)-(90))."}};
}

bool isRigidBodySystemType(const std::string& type) {
  for (const auto& row : rigidBodySystemTypes())
    if (row.name == type) return true;
  return false;
}

std::unique_ptr<Simulation> buildRigidBodySimulation(const JsonField& system, const JsonField& initial,
                                                     const IntegratorSpec& spec, std::vector<std::string>& warnings) {
  RigidBodyModel model = buildModel(system, system["type"].string());
  const RigidBodyState state = readInitialState(initial, model, warnings);
  return std::make_unique<RigidBodySimulation>(std::move(model), state, spec);
}

}  // namespace geovi
