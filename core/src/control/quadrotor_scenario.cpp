// "system": {"type": "quadrotor", "mass": m, "inertia": [[3×3]], "arm": d, "torque_coefficient": c,
//            "gravity": [0, 0, 9.81]}
// "initial": {"x": […], "v": […], "R": [[3×3]], "Omega": […]}
// "control": {"type": "se3_tracking" | "euler_pd" | "so3_attitude", "kx", "kv", "kR", "kOmega",
//             "max_rotor_thrust": N (optional; rotors then give 0 … N each),
//             "baseline": a controller the page runs beside this one (optional),
//             "trajectory": {"type": "lissajous" | "slew", …} (control/desired_trajectory.hpp)}
//
// Lee, Leok & McClamroch, CDC 2010: e₃ points down, gravity is +g e₃, the thrust acts along −R e₃.
// The product's point block is the centre x alone (M = m, diagonal: the VI's translation is the
// discrete Newton step) and its one attitude carries J; the controller is forcing that reads the state
// (control/quadrotor_feedback.hpp). CSV columns: x … vz, R11 … R33, W1 … W3, then ex1 … ex3,
// eR1 … eR3, Psi, f1 … f4, saturated.
#include "control/quadrotor_scenario.hpp"

#include <cmath>

#include "control/quadrotor_feedback.hpp"
#include "geovi/errors.hpp"
#include "product/product_space.hpp"
#include "so3/rigid_body.hpp"
#include "so3/rotation.hpp"

namespace geovi {
namespace {

// The catalogue's template and the preset quadrotor_tracking: the paper's quadrotor and gains
// (k_x = 16 m, k_v = 5.6 m) on its first case, the helix x_d = [0.4 t, 0.4 sin πt, 0.6 cos πt] with
// b₁d = [cos πt, sin πt, 0], from rest at the origin.
constexpr const char* kQuadrotorTemplate = R"json({
  "format": 1, "name": "quadrotor_tracking", "title": "A quadrotor tracking a helix",
  "description": "Lee, Leok and McClamroch's quadrotor (CDC 2010) under their geometric controller, tracking the helix x = 0.4 t, y = 0.4 sin(pi t), z = 0.6 cos(pi t) while its heading turns at pi rad/s. It starts at rest at the origin, level. e3 points down, as in the paper.",
  "system": { "type": "quadrotor", "mass": 4.34, "inertia": [[0.082, 0, 0], [0, 0.0845, 0], [0, 0, 0.1377]],
              "arm": 0.315, "torque_coefficient": 8.004e-4, "gravity": [0, 0, 9.81] },
  "initial": { "x": [0, 0, 0], "v": [0, 0, 0], "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, 0, 0] },
  "control": { "type": "se3_tracking", "kx": 69.44, "kv": 24.304, "kR": 8.81, "kOmega": 2.54,
               "trajectory": { "type": "lissajous", "center": [0, 0, 0], "velocity": [0.4, 0, 0],
                               "amplitude": [0, 0.4, 0.6], "frequency": [0, 3.141592653589793, 3.141592653589793],
                               "phase": [0, 0, 1.5707963267948966],
                               "heading": { "angle": 0, "rate": 3.141592653589793 } } },
  "integrator": { "type": "vi", "h": 0.01 }, "t_end": 10 })json";

}  // namespace

std::vector<SystemTypeInfo> quadrotorSystemTypes() {
  SystemTypeInfo row{
      "quadrotor",
      kSpaceProduct,
      "A quadrotor on SE(3) (R³ × SO(3)) under a controller: Lee's geometric tracking or a PD in Euler angles.",
      "Quadrotor under control",
      {param::number("mass", "kg", "the quadrotor's mass").positive(),
       param::matrix("inertia", 3, 3, "kg·m²", "J about its centre of mass, body frame"),
       param::number("arm", "m", "the distance d from the centre to each rotor").positive(),
       param::number("torque_coefficient", "m", "c_τf: a rotor's drag moment per newton of thrust").positive(),
       param::vector3("gravity", "m/s²", "uniform gravity (world frame; e₃ points down)")
           .optionalWithDefault("[0, 0, 9.81]")},
      kQuadrotorTemplate,
      1,
      1,
      std::nullopt};
  return {row};
}

bool isQuadrotorSystemType(const std::string& type) { return type == "quadrotor"; }

std::unique_ptr<Simulation> buildQuadrotorSimulation(const JsonField& system, const JsonField& initial,
                                                     const JsonField& control, const IntegratorSpec& spec,
                                                     std::vector<std::string>& warnings) {
  QuadrotorPlant plant;
  plant.mass = system["mass"].positive();
  const JsonField inertia = system["inertia"];
  plant.inertia = inertia.matrix(3, 3);
  const std::string problem = inertiaProblem(plant.inertia);
  if (!problem.empty()) inertia.fail(problem);
  plant.gravity = system.has("gravity") ? system["gravity"].vec3() : Vec3(0.0, 0.0, 9.81);
  RotorGeometry rotors;
  rotors.arm = system["arm"].positive();
  rotors.torqueCoefficient = system["torque_coefficient"].positive();

  const QuadrotorControlSpec law = readQuadrotorControl(control, ControlledPlant::Quadrotor, warnings);

  auto feedback = std::make_shared<QuadrotorFeedback>(plant, rotors, law, 0, 0);
  MassPoint centre{plant.mass, Vec3::Zero(), Eigen::VectorXd::Ones(1), "quadrotor"};
  ProductModel model({{false, "", "v"}}, {centre}, {{plant.inertia, 0, ""}}, plant.gravity, {feedback});
  ProductState s;
  s.z = {initial["x"].vec3()};
  s.v = {initial["v"].vec3()};
  s.R = {so3::readRotation(initial["R"], warnings)};
  s.Pi = {plant.inertia * initial["Omega"].vec3()};
  if (!std::isfinite(model.energy(s)))
    initial.fail("the energy at the start is not finite: a position or velocity is too large");
  try {
    std::vector<double> values;
    feedback->values(model, s, 0.0, values);
  } catch (const NumericalFailure& e) {
    control.fail(std::string("the controller is undefined at the start: ") + e.what());
  }
  return std::make_unique<ProductSimulation>(ProductSpace(std::move(model), feedback), std::move(s), spec);
}

}  // namespace geovi
