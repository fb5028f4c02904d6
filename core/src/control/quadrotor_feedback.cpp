#include "control/quadrotor_feedback.hpp"

#include <algorithm>

#include "product/rotor_inputs.hpp"

namespace geovi {

const std::vector<QuadrotorControllerInfo>& quadrotorControllers() {
  static const std::vector<QuadrotorControllerInfo> all{
      {"se3_tracking", "Geometric tracking on SE(3) (Lee, Leok & McClamroch 2010)", &se3Tracking, false, false},
      {"euler_pd", "PD in 3-2-1 Euler angles, designed about hover (the textbook baseline)", &eulerAnglePd, false,
       false},
      {"so3_attitude", "Attitude tracking on SO(3) alone (Lee et al.'s attitude mode)", &so3Attitude, true, false},
      {"euler_attitude_pd", "Attitude PD in 3-2-1 Euler angles, designed for small angles (the textbook baseline)",
       &eulerAttitudePd, true, false},
      {"load_tracking", "The load's position on its cable (Sreenath, Lee & Kumar 2013)", &slungLoadTracking, false,
       true}};
  return all;
}

std::vector<ParameterInfo> controllerParameters(const QuadrotorControllerInfo& c) {
  std::vector<std::string> same;  // the controllers that can follow the same trajectory
  for (const auto& other : quadrotorControllers())
    if (other.tracksAttitude == c.tracksAttitude && other.carriesLoad == c.carriesLoad) same.push_back(other.name);
  std::vector<ParameterInfo> out;
  if (!c.tracksAttitude) {
    out.push_back(param::number("kx", "N/m", "position gain k_x").nonNegative());
    out.push_back(param::number("kv", "N·s/m", "velocity gain k_v").nonNegative());
  }
  if (c.carriesLoad) {
    out.push_back(param::number("kq", "N", "cable direction gain k_q").nonNegative());
    out.push_back(param::number("kw", "N·s", "cable rate gain k_w").nonNegative());
  }
  out.push_back(param::number("kR", "N·m", "attitude gain k_R").nonNegative());
  out.push_back(param::number("kOmega", "N·m·s", "angular velocity gain k_Ω").nonNegative());
  out.push_back(param::number("max_rotor_thrust", "N", "each rotor's largest thrust (rotors then give 0 … this)")
                    .positive()
                    .optionalWithoutDefault());
  out.push_back(
      param::choice("baseline", same, "the controller the page flies beside this one").optionalWithoutDefault());
  if (c.tracksAttitude) {
    out.push_back(param::object("trajectory",
                                {param::choice("type", {"slew"}, "a rest-to-rest turn"),
                                 param::matrix("from", 3, 3, "", "the attitude at the start"),
                                 param::matrix("to", 3, 3, "", "the attitude at the end (less than half a turn away)"),
                                 param::number("duration", "s", "how long the turn takes").positive()},
                                "the desired attitude over time"));
  } else {
    const auto vec = [](const char* name, const char* unit, const char* summary) {
      return param::vector3(name, unit, summary).optionalWithDefault("[0, 0, 0]");
    };
    out.push_back(param::object(
        "trajectory",
        {param::choice("type", {"lissajous"}, "center + velocity t + amplitude sin(frequency t + phase), per axis"),
         vec("center", "m", "the curve's centre at t = 0"), vec("velocity", "m/s", "its drift"),
         vec("amplitude", "m", "each axis's swing"), vec("frequency", "rad/s", "each axis's angular frequency"),
         vec("phase", "rad", "each axis's phase"),
         param::object("heading",
                       {param::number("angle", "rad", "b₁d's angle from e₁ at t = 0").optionalWithDefault(0.0),
                        param::number("rate", "rad/s", "how fast b₁d turns about e₃").optionalWithDefault(0.0)},
                       "the desired heading b₁d = [cos(angle + rate t), sin(angle + rate t), 0]")
             .optionalWithoutDefault()},
        "the desired position and heading over time"));
  }
  return out;
}

Eigen::Vector4d RotorGeometry::thrusts(double f, const Vec3& M) const {
  const double d = arm, c = torqueCoefficient;
  return {f / 4 + M.y() / (2 * d) - M.z() / (4 * c), f / 4 - M.x() / (2 * d) + M.z() / (4 * c),
          f / 4 - M.y() / (2 * d) - M.z() / (4 * c), f / 4 + M.x() / (2 * d) + M.z() / (4 * c)};
}

// Moment first: the moment's share m_i = thrusts(0, M)_i sums to no thrust, and the common share c per
// rotor moves within [max_i(−m_i), min_i(limit − m_i)], as close to f/4 as it can. When that interval is
// empty the moment itself does not fit: its shares are scaled down until their spread is the limit.
Eigen::Vector4d RotorGeometry::limited(double f, const Vec3& M, double limit) const {
  Eigen::Vector4d share = thrusts(0.0, M);
  const double spread = share.maxCoeff() - share.minCoeff();
  if (spread > limit) share *= limit / spread;
  const double low = -share.minCoeff(), high = limit - share.maxCoeff();
  const double common = std::min(std::max(f / 4.0, low), std::max(low, high));
  return (share.array() + common).cwiseMax(0.0).cwiseMin(limit);
}

void RotorGeometry::totals(const Eigen::Vector4d& r, double& f, Vec3& M) const {
  f = r.sum();
  M = Vec3(arm * (r[3] - r[1]), arm * (r[0] - r[2]), torqueCoefficient * (-r[0] + r[1] - r[2] + r[3]));
}

QuadrotorFeedback::QuadrotorFeedback(QuadrotorPlant plant, RotorGeometry rotors, QuadrotorControlSpec spec,
                                     std::size_t point, std::size_t body, std::optional<std::size_t> cable)
    : plant_(std::move(plant)), rotors_(rotors), spec_(std::move(spec)), point_(point), body_(body), cable_(cable) {}

QuadrotorFeedbackValues QuadrotorFeedback::evaluate(const ProductModel& model, const ProductState& s, double t) const {
  QuadrotorFeedbackValues out;
  const Vec3 Omega = model.inertiaInverse(body_) * s.Pi[body_];
  const QuadrotorStateView view{
      s.z[point_], s.v[point_], s.R[body_], Omega, cable_ ? &s.z[*cable_] : nullptr, cable_ ? &s.v[*cable_] : nullptr};
  out.command = spec_.controller->law(plant_, spec_.gains, spec_.trajectory.at(t), view);
  out.rotors = rotors_.thrusts(out.command.thrust, out.command.moment);
  out.thrust = out.command.thrust;
  out.moment = out.command.moment;
  if (std::isfinite(spec_.maxRotorThrust)) {
    out.rotors = rotors_.limited(out.command.thrust, out.command.moment, spec_.maxRotorThrust);
    rotors_.totals(out.rotors, out.thrust, out.moment);
    const double tolerance = 1e-12 * (std::abs(out.command.thrust) + spec_.maxRotorThrust);
    out.saturated = std::abs(out.thrust - out.command.thrust) > tolerance ||
                    (out.moment - out.command.moment).lpNorm<Eigen::Infinity>() > tolerance;
  }
  return out;
}

void QuadrotorFeedback::add(const ProductModel& model, const ProductState& s, double t, ProductLoads& out) const {
  const QuadrotorFeedbackValues u = evaluate(model, s, t);
  addRotorLoads(model, body_, s.R[body_], u.thrust, u.moment, out);
}

std::vector<std::string> QuadrotorFeedback::columns() const {
  std::vector<std::string> out{"ex1", "ex2", "ex3", "eR1", "eR2", "eR3", "Psi", "f1", "f2", "f3", "f4", "saturated"};
  if (spec_.controller->carriesLoad) out.insert(out.end(), {"eq1", "eq2", "eq3"});
  return out;
}

void QuadrotorFeedback::values(const ProductModel& model, const ProductState& s, double t,
                               std::vector<double>& out) const {
  const QuadrotorFeedbackValues u = evaluate(model, s, t);
  const QuadrotorCommand& c = u.command;
  out = {c.ex.x(), c.ex.y(),    c.ex.z(),    c.eR.x(),    c.eR.y(),    c.eR.z(),
         c.psi,    u.rotors[0], u.rotors[1], u.rotors[2], u.rotors[3], u.saturated ? 1.0 : 0.0};
  if (spec_.controller->carriesLoad) out.insert(out.end(), {c.eq.x(), c.eq.y(), c.eq.z()});
}

namespace {
// Whether controller c can fly `plant`: a load's controller needs the load; a rigid body on SO(3) has
// no position to track and no rotors, so only an attitude controller steers it.
bool flies(const QuadrotorControllerInfo& c, ControlledPlant plant) {
  if (plant == ControlledPlant::RigidBody) return c.tracksAttitude && !c.carriesLoad;
  return c.carriesLoad == (plant == ControlledPlant::QuadrotorWithLoad);
}
}  // namespace

QuadrotorControlSpec readQuadrotorControl(const JsonField& control, ControlledPlant plant,
                                          std::vector<std::string>& warnings) {
  QuadrotorControlSpec law;
  const std::string type = control["type"].string();
  for (const auto& c : quadrotorControllers())
    if (type == c.name) law.controller = &c;
  if (law.controller && !flies(*law.controller, plant))
    control["type"].fail(
        "\"" + type + "\" is a controller for a quadrotor " +
        (law.controller->carriesLoad ? "carrying a load (quadrotor_load)"
         : plant == ControlledPlant::RigidBody
             ? "(quadrotor); a rigid body takes an attitude controller (so3_attitude, euler_attitude_pd)"
             : "without a load (quadrotor)"));
  if (!law.controller) {
    std::string names;
    for (const auto& c : quadrotorControllers()) names += std::string(names.empty() ? "" : ", ") + c.name;
    control["type"].fail("unknown controller \"" + type + "\" (expected " + names + ")");
  }
  // "baseline": the controller the page runs beside this one on the same trajectory (a lesson's
  // contrast, docs/control.md); the core only checks that it names one that can follow it.
  if (control.has("baseline")) {
    const JsonField f = control["baseline"];
    const std::string name = f.string();
    const QuadrotorControllerInfo* other = nullptr;
    for (const auto& c : quadrotorControllers())
      if (name == c.name) other = &c;
    if (!other || other->tracksAttitude != law.controller->tracksAttitude || !flies(*other, plant))
      f.fail("\"" + name + "\" is not a controller that follows this trajectory");
  }
  // An attitude law tracks no position: its k_x, k_v may be left out.
  const auto positionGain = [&](const char* key) {
    return law.controller->tracksAttitude && !control.has(key) ? 0.0 : control[key].nonNegative();
  };
  law.gains = {positionGain("kx"), positionGain("kv"), control["kR"].nonNegative(), control["kOmega"].nonNegative()};
  if (law.controller->carriesLoad) {  // flies() has checked that the plant carries one
    law.gains.kq = control["kq"].nonNegative();
    law.gains.kw = control["kw"].nonNegative();
  }
  if (control.has("max_rotor_thrust")) {
    if (plant == ControlledPlant::RigidBody)
      control["max_rotor_thrust"].fail("a rigid body on SO(3) has no rotors (only a quadrotor takes a thrust limit)");
    law.maxRotorThrust = control["max_rotor_thrust"].positive();
  }
  law.trajectory = readTrajectory(control["trajectory"], warnings);
  if (law.trajectory.isSlew != law.controller->tracksAttitude)
    control["trajectory"]["type"].fail(std::string(law.controller->name) + " follows a " +
                                       (law.controller->tracksAttitude ? "\"slew\"" : "\"lissajous\"") + " trajectory");
  for (double t : {0.0, 1.0}) {
    const DesiredFlatOutputs d = law.trajectory.at(t);
    if (!(d.x.allFinite() && d.v.allFinite() && d.a.allFinite() && d.jerk.allFinite() && d.snap.allFinite() &&
          d.crackle.allFinite() && d.pop.allFinite()))
      control["trajectory"].fail("its derivatives overflow: amplitude × frequency⁶ must be finite");
  }

  return law;
}

}  // namespace geovi
