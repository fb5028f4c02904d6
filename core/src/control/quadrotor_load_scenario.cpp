// "system": {"type": "quadrotor_load", "mass": m_Q, "inertia": [[3×3]], "load_mass": m_L,
//            "cable_length": l, "gravity": [0, 0, 9.81], "thrust": f, "moment": [M1, M2, M3],
//            "schedule": [{"t": t, "thrust": f, "moment": […]}, …], "arm": d, "torque_coefficient": c}
// or, instead of thrust, moment and schedule, a "control" block with the controller load_tracking
// (control/quadrotor_feedback.hpp, docs/control.md).
// "initial": {"x": […], "v": […], "q": […], "omega": […], "R": [[3×3]], "Omega": […]}
//
// Sreenath, Lee & Kumar, "Geometric control and differential flatness of a quadrotor UAV with a
// cable-suspended load", CDC 2013: the quadrotor at x (its centre of mass) with attitude R, the load
// a point mass at x + l q hanging on a massless taut cable of direction q ∈ S². e₃ points down, as in
// the paper: gravity is +g e₃ and the thrust acts along −R e₃. The point block is (x, q), with
//   M = [[m_Q + m_L, m_L l], [m_L l, m_L l²]]
// from the two mass points (product_model.hpp); the attitude's only coupling is the thrust's
// direction. x, v are the quadrotor's, as in issue 34's quadrotor, so its columns read the same.
#include "control/quadrotor_load_scenario.hpp"

#include <cmath>
#include <sstream>

#include "control/quadrotor_feedback.hpp"
#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "product/product_space.hpp"
#include "product/rotor_inputs.hpp"
#include "so3/rigid_body.hpp"
#include "so3/rotation.hpp"

namespace geovi {
namespace {

constexpr std::size_t kMaxKnots = kMaxTerms;

RotorKnot readKnot(const JsonField& f, double t) {
  RotorKnot k;
  k.t = t;
  k.thrust = f["thrust"].nonNegative();
  k.moment = f.has("moment") ? f["moment"].vec3() : Vec3::Zero();
  return k;
}

// A unit direction and its angular velocity, as (S²)ⁿ's initial q and omega are read
// (s2n/s2n_scenario.cpp): normalized and projected onto the tangent plane, each with a warning.
void readDirection(const JsonField& qField, const JsonField& omegaField, Vec3& q, Vec3& omega,
                   std::vector<std::string>& warnings) {
  q = qField.vec3();
  omega = omegaField.vec3();
  const double norm = q.norm();
  if (!(norm > 1e-8)) qField.fail("must be a nonzero vector (a direction on the unit sphere)");
  q /= norm;
  if (std::abs(norm - 1.0) > 1e-15) {
    std::ostringstream msg;
    msg.precision(17);
    msg << qField.path() << ": normalized to unit length (norm was " << norm << ")";
    warnings.push_back(msg.str());
  }
  const double normal = q.dot(omega);
  omega -= normal * q;
  if (std::abs(normal) > 1e-15 * std::max(1.0, omega.norm())) {
    std::ostringstream msg;
    msg.precision(17);
    msg << omegaField.path() << ": projected onto the tangent plane of q (q.omega was " << normal << ")";
    warnings.push_back(msg.str());
  }
}

// The catalogue's template (what the editor starts from) and the preset quadrotor_slung_load: the
// paper's quadrotor (Lee, Leok & McClamroch, CDC 2010) with a 0.5 kg load on a 1 m cable.
constexpr const char* kQuadrotorLoadTemplate = R"json({
  "format": 1, "name": "quadrotor_load", "title": "A quadrotor with a swinging load",
  "description": "A quadrotor (4.34 kg) carries a 0.5 kg load on a 1 m cable, released 30 degrees from the vertical. The rotors give exactly the weight of both as thrust, so their centre of mass stays where it is while the load swings the quadrotor to and fro about it. e3 points down, as in the papers.",
  "system": { "type": "quadrotor_load", "mass": 4.34, "inertia": [[0.082, 0, 0], [0, 0.0845, 0], [0, 0, 0.1377]],
              "load_mass": 0.5, "cable_length": 1.0, "gravity": [0, 0, 9.81], "thrust": 47.4804 },
  "initial": { "x": [0, 0, 0], "v": [0, 0, 0], "q": [0.5, 0, 0.8660254037844386], "omega": [0, 0, 0],
               "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, 0, 0] },
  "integrator": { "type": "vi", "h": 0.01 }, "t_end": 10 })json";

}  // namespace

SpaceInfo productSpace() {
  SpaceInfo s;
  s.name = kSpaceProduct;
  s.label = "Points, directions and attitudes: (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ";
  s.manifoldError = "max of |‖q‖ − 1| and ‖RᵀR − I‖";
  s.tangencyError = "max of |q·q̇| and |det R − 1|";
  s.phase = "columns";  // the cable's swing: its direction against its angular velocity
  s.phaseColumns = {"qx", "wy"};
  s.phaseLabels = {"q₁ of the cable", "ω₂ of the cable (rad/s)"};
  return s;
}

std::vector<SystemTypeInfo> quadrotorLoadSystemTypes() {
  const std::vector<ParameterInfo> knot{
      param::number("t", "s", "when these inputs hold (linear from the knot before; two at one time: a jump)")
          .positive(),
      param::number("thrust", "N", "the rotors' total thrust, along −R e₃").nonNegative(),
      param::vector3("moment", "N·m", "the rotors' moment (body frame)").optionalWithDefault("[0, 0, 0]")};
  SystemTypeInfo row{
      "quadrotor_load",
      kSpaceProduct,
      "A quadrotor carrying a load on a cable (R³ × S² × SO(3)), with scheduled thrust and moment.",
      "Quadrotor with a slung load",
      {param::number("mass", "kg", "the quadrotor's mass").positive(),
       param::matrix("inertia", 3, 3, "kg·m²", "the quadrotor's J about its centre of mass, body frame"),
       param::number("load_mass", "kg", "the load, a point mass at the cable's end").positive(),
       param::number("cable_length", "m", "the taut, massless cable").positive(),
       param::vector3("gravity", "m/s²", "uniform gravity (world frame; e₃ points down)")
           .optionalWithDefault("[0, 0, 9.81]"),
       param::number("thrust", "N", "the rotors' total thrust at t = 0, along −R e₃").nonNegative(),
       param::vector3("moment", "N·m", "the rotors' moment at t = 0 (body frame)").optionalWithDefault("[0, 0, 0]"),
       param::list("schedule", kMaxKnots, knot, "later inputs, in time order; linear between knots")
           .optionalWithoutDefault(),
       param::number("arm", "m", "the distance d from the centre to each rotor (under a controller)")
           .positive()
           .optionalWithDefault(0.315),
       param::number("torque_coefficient", "m", "c_τf: a rotor's drag moment per newton (under a controller)")
           .positive()
           .optionalWithDefault(8.004e-4)},
      kQuadrotorLoadTemplate,
      1,
      1,
      std::nullopt};
  return {row};
}

bool isQuadrotorLoadSystemType(const std::string& type) { return type == "quadrotor_load"; }

std::unique_ptr<Simulation> buildQuadrotorLoadSimulation(const JsonField& system, const JsonField& initial,
                                                         const JsonField* control, const IntegratorSpec& spec,
                                                         std::vector<std::string>& warnings) {
  const double mQ = system["mass"].positive();
  const JsonField inertia = system["inertia"];
  const Mat3 J = inertia.matrix(3, 3);
  const std::string problem = inertiaProblem(J);
  if (!problem.empty()) inertia.fail(problem);
  const double mL = system["load_mass"].positive();
  const double l = system["cable_length"].positive();
  const Vec3 g = system.has("gravity") ? system["gravity"].vec3() : Vec3(0.0, 0.0, 9.81);
  // Under a controller (docs/control.md) the rotors are its: no schedule, and the rotors' geometry
  // (the paper's d and c_τf unless given) for their thrusts.
  RotorGeometry rotors;  // read either way, so that a file is judged alike with or without a controller
  if (system.has("arm")) rotors.arm = system["arm"].positive();
  if (system.has("torque_coefficient")) rotors.torqueCoefficient = system["torque_coefficient"].positive();
  std::shared_ptr<QuadrotorFeedback> feedback;
  if (control) {
    for (const char* key : {"thrust", "moment", "schedule"})
      if (system.has(key)) system[key].fail("a controlled quadrotor's thrust and moment are its controller's");
    QuadrotorPlant plant{mQ, J, g, mL, l};
    feedback = std::make_shared<QuadrotorFeedback>(
        plant, rotors, readQuadrotorControl(*control, ControlledPlant::QuadrotorWithLoad, warnings), 0, 0, 1);
  }
  std::vector<RotorKnot> knots{control ? RotorKnot{} : readKnot(system, 0.0)};
  if (!control && system.has("schedule")) {
    const JsonField list = system["schedule"];
    for (std::size_t i = 0, n = list.size(1, kMaxKnots, "knots"); i < n; ++i) {
      const JsonField t = list[i]["t"];
      const double time = t.positive();
      if (time < knots.back().t)
        t.fail("knots must be in time order: this one is before the one above it (t = " +
               std::to_string(knots.back().t) + ")");
      knots.push_back(readKnot(list[i], time));
    }
  }
  // The point block (x, q) and the two mass points riding on it: the quadrotor at x, the load at x + l q.
  MassPoint quadrotor{mQ, Vec3::Zero(), Eigen::Vector2d(1.0, 0.0), "quadrotor"};
  MassPoint load{mL, Vec3::Zero(), Eigen::Vector2d(1.0, l), "load"};
  if (!std::isfinite(mL * l * l) || !std::isfinite(mQ + mL))
    system.fail("the masses and the cable's length are too large for their inertia to be computed");
  std::vector<std::shared_ptr<const ProductForcing>> forcing{
      feedback ? std::shared_ptr<const ProductForcing>(feedback)
               : std::shared_ptr<const ProductForcing>(std::make_shared<RotorInputs>(0, std::move(knots)))};
  ProductModel model({{false, "", "v"}, {true, "q", "w"}}, {quadrotor, load}, {{J, 0, ""}}, g, std::move(forcing));

  ProductState s;
  Vec3 q, omega;
  readDirection(initial["q"], initial["omega"], q, omega, warnings);
  s.z = {initial["x"].vec3(), q};
  s.v = {initial["v"].vec3(), omega.cross(q)};
  s.R = {so3::readRotation(initial["R"], warnings)};
  s.Pi = {J * initial["Omega"].vec3()};
  if (!std::isfinite(model.energy(s)))
    initial.fail("the energy at the start is not finite: a position or velocity is too large");
  if (feedback) {
    try {
      std::vector<double> values;
      feedback->values(model, s, 0.0, values);
    } catch (const NumericalFailure& e) {
      control->fail(std::string("the controller is undefined at the start: ") + e.what());
    }
  }
  return std::make_unique<ProductSimulation>(ProductSpace(std::move(model), feedback), std::move(s), spec);
}

}  // namespace geovi
