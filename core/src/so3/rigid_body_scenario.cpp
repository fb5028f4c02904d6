// Scenario builders for rigid bodies on SO(3): system types "rigid_body",
// "heavy_top", "pendulum_3d" (a heavy top hanging from its pivot: same data)
// and "satellite", one registration row each (rigidBodyTypes). Schema in docs/rigid-bodies.md.
#include <cmath>
#include <functional>

#include "geovi/scenario.hpp"
#include "geovi/so3.hpp"
#include "so3/rigid_body_scenario.hpp"
#include "so3/rigid_body_space.hpp"
#include "so3/rotation.hpp"

namespace geovi {
namespace {

// What readBodyInertia checks (inertiaProblem: finite, symmetric, positive definite).
ParameterInfo inertiaParameter(const char* about) {
  return param::matrix("inertia", 3, 3, "kg·m²", std::string("J ") + about + ": symmetric positive-definite");
}

Mat3 readBodyInertia(const JsonField& system) {
  const JsonField field = system["inertia"];
  Mat3 J = field.matrix(3, 3);
  const std::string problem = inertiaProblem(J);
  if (!problem.empty()) field.fail(problem);
  return J;
}

// What readForcing reads: a list of typed items.
ParameterInfo forcingParameter() {
  return param::typedList(
             "forcing", kMaxTerms,
             {param::object("constant_moment",
                            {param::vector3("moment", "N·m", "fixed in space (world frame)").withDefault("[0, 0, 1]")},
                            "a moment fixed in space (not conservative)"),
              param::object("follower_force",
                            {param::vector3("point", "m", "where it acts (body frame)").withDefault("[0, 0, 1]"),
                             param::vector3("force", "N", "fixed in the body (body frame)").withDefault("[1, 0, 0]")},
                            "a force fixed in the body, acting at a body point")},
             "nonconservative loads (discrete Lagrange–d'Alembert)")
      .optionalWithDefault("[]");
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

RigidBodyModel readFreeBody(const JsonField& system) {
  const Mat3 J = readBodyInertia(system);
  auto forcing = readForcing(system);
  return RigidBodyModel(J, {}, std::move(forcing));
}

// heavy_top and pendulum_3d: the same data.
RigidBodyModel readHeavyTop(const JsonField& system) {
  const Mat3 J = readBodyInertia(system);
  const double mass = system["mass"].positive();
  return makeHeavyTop(J, mass, system["com"].vec3(), system["gravity"].vec3(), readForcing(system));
}

std::vector<ParameterInfo> heavyTopParameters() {
  return {inertiaParameter("about the fixed point (the pivot), body frame"),
          param::number("mass", "kg", "the whole body").positive(),
          param::vector3("com", "m", "the centre of mass from the pivot (body frame)"),
          param::vector3("gravity", "m/s²", "the acceleration of gravity (world frame)"), forcingParameter()};
}

// satellite: mean motion n directly, or from the orbit {mu, radius}: n = √(μ/r³).
RigidBodyModel readSatellite(const JsonField& system) {
  const Mat3 J = readBodyInertia(system);
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

constexpr const char* kFreeBodyTemplate = R"json({
  "format": 1, "name": "rigid_body", "title": "A free rigid body",
  "description": "Torque-free tumbling about the fixed centre of mass, with a full (non-diagonal) inertia matrix: any symmetric positive-definite J will do; real bodies' principal moments also satisfy the triangle inequality.",
  "system": { "type": "rigid_body", "inertia": [[1.5, 0.1, 0], [0.1, 2, 0.2], [0, 0.2, 3]] },
  "initial": { "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [1, 2, 0.5] },
  "integrator": { "type": "vi", "h": 0.01 }, "t_end": 50 })json";

constexpr const char* kHeavyTopTemplate = R"json({
  "format": 1, "name": "heavy_top", "title": "A heavy top",
  "description": "A 1 kg Lagrange top (J = diag(2, 2, 0.5) kg m^2 about its tip, centre of mass 1 m up its axis), released 0.5 rad from the vertical with a spin of 20 rad/s about its axis: it precesses about E3 and nods (nutation). Gravity along -E3.",
  "system": { "type": "heavy_top", "inertia": [[2, 0, 0], [0, 2, 0], [0, 0, 0.5]], "mass": 1.0, "com": [0, 0, 1.0],
              "gravity": [0, 0, -9.81] },
  "initial": { "R": [[1, 0, 0], [0, 0.8775825618903728, -0.479425538604203], [0, 0.479425538604203, 0.8775825618903728]],
               "Omega": [0, 0, 20] },
  "integrator": { "type": "vi", "h": 0.001 }, "t_end": 20 })json";

constexpr const char* kPendulum3dTemplate = R"json({
  "format": 1, "name": "pendulum_3d", "title": "A 3D pendulum",
  "description": "A 2 kg rigid body hanging from a frictionless spherical joint, its centre of mass 0.6 m below the pivot (slightly off-axis), with an asymmetric inertia about the pivot. Released tilted by 1 rad with a twist.",
  "system": { "type": "pendulum_3d", "inertia": [[0.9, 0.02, 0], [0.02, 0.7, 0.05], [0, 0.05, 0.3]], "mass": 2.0,
              "com": [0.05, 0, -0.6], "gravity": [0, 0, -9.81] },
  "initial": { "R": [[0.6322418446945118, 0.18387907765274408, 0.7526345292496598],
                     [0.18387907765274408, 0.9080604611736279, -0.3763172646248299],
                     [-0.7526345292496598, 0.3763172646248299, 0.5403023058681398]],
               "Omega": [0.5, -1, 3] },
  "integrator": { "type": "vi", "h": 0.002 }, "t_end": 20 })json";

constexpr const char* kSatelliteTemplate = R"json({
  "format": 1, "name": "satellite", "title": "A satellite on a circular orbit",
  "description": "The gravity-gradient moment on a fixed circular orbit in the E1-E2 plane, mean motion 1 rad/s (one orbit in 2 pi s). Principal moments 100, 150, 200 kg m^2: the smallest along the radial direction, the largest along the orbit normal. Pitched by 0.1 rad, the body librates as it turns once per orbit. The energy shown is the Jacobi integral, which is conserved.",
  "system": { "type": "satellite", "inertia": [[100, 0, 0], [0, 150, 0], [0, 0, 200]], "mean_motion": 1.0 },
  "initial": { "R": [[0.9950041652780258, -0.09983341664682815, 0], [0.09983341664682815, 0.9950041652780258, 0], [0, 0, 1]],
               "Omega": [0, 0, 1] },
  "integrator": { "type": "vi", "h": 0.01 }, "t_end": 62.83185307179586 })json";

struct RigidBodyTypeRow {
  SystemTypeInfo info;
  std::function<RigidBodyModel(const JsonField&)> read;
};

// The SO(3) system types: one registration row each (read by the catalogue), the parameters as the
// reader checks them next to the reader. One body each: no body count to edit.
const std::vector<RigidBodyTypeRow>& rigidBodyTypes() {
  static const std::vector<RigidBodyTypeRow> table{
      {{"rigid_body",
        kSpaceSo3,
        "Free rigid body (paper 002, SO(3) example).",
        "Free rigid body",
        {inertiaParameter("about the centre of mass, body frame"), forcingParameter()},
        kFreeBodyTemplate,
        1,
        1,
        std::nullopt},
       readFreeBody},
      {{"heavy_top", kSpaceSo3, "Rigid body on a fixed point under gravity, with optional loads (paper 004).",
        "Heavy top", heavyTopParameters(), kHeavyTopTemplate, 1, 1, std::nullopt},
       readHeavyTop},
      {{"pendulum_3d", kSpaceSo3, "A rigid body hanging from a spherical joint: a heavy top below its pivot.",
        "3D pendulum", heavyTopParameters(), kPendulum3dTemplate, 1, 1, std::nullopt},
       readHeavyTop},
      {{"satellite",
        kSpaceSo3,
        "Gravity-gradient satellite on a circular orbit (paper 004 (83)-(90)).",
        "Satellite on a circular orbit",
        {inertiaParameter("about the centre of mass, body frame"),
         param::number("mean_motion", "rad/s", "n, the orbit's angular rate; give it or orbit")
             .positive()
             .optionalWithoutDefault(),
         param::object("orbit",
                       {param::number("mu", "m³/s²", "GM of the central body").positive(),
                        param::number("radius", "m", "of the circular orbit").positive()},
                       "instead of mean_motion: n = √(μ/r³)")
             .optionalWithoutDefault()},
        kSatelliteTemplate,
        1,
        1,
        std::nullopt},
       readSatellite}};
  return table;
}

const RigidBodyTypeRow* findRigidBodyType(const std::string& type) {
  for (const auto& row : rigidBodyTypes())
    if (row.info.name == type) return &row;
  return nullptr;
}

RigidBodyState readInitialState(const JsonField& initial, const RigidBodyModel& model,
                                std::vector<std::string>& warnings) {
  RigidBodyState s;
  s.R = so3::readRotation(initial["R"], warnings);
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
  std::vector<SystemTypeInfo> out;
  for (const auto& row : rigidBodyTypes()) out.push_back(row.info);
  return out;
}

bool isRigidBodySystemType(const std::string& type) { return findRigidBodyType(type) != nullptr; }

RigidBodySetup readRigidBody(const JsonField& system, const JsonField& initial, std::vector<std::string>& warnings) {
  RigidBodyModel model = findRigidBodyType(system["type"].string())->read(system);
  const RigidBodyState state = readInitialState(initial, model, warnings);
  return {std::move(model), state};
}

std::unique_ptr<Simulation> buildRigidBodySimulation(const JsonField& system, const JsonField& initial,
                                                     const IntegratorSpec& spec, std::vector<std::string>& warnings) {
  RigidBodySetup setup = readRigidBody(system, initial, warnings);
  return std::make_unique<RigidBodySimulation>(RigidBodySpace(std::move(setup.model)), setup.state, spec);
}

}  // namespace geovi
