// Attitude control of a rigid body on SO(3) (control/attitude_feedback.hpp; docs/control.md), checked
// against what does not depend on the integrator: an independent RK4 solve of the continuous closed
// loop (the LGVI under feedback converges to it at order 2), the same law flown on the product space
// (a quadrotor without gravity: the same attitude), the preset's slew with both controllers (the
// geometric one on the desired attitude to O(h²); the Euler-angle PD thrown off at gimbal lock, and a
// negative control where it never meets it), and the refusals.
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "control/quadrotor_control_law.hpp"
#include "control/quadrotor_feedback.hpp"
#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "geovi/so3.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

std::string readPreset(const std::string& name) {
  std::ifstream in(presetPath(name));
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

std::string matrixJson(const Mat3& R) {
  std::string rows;
  for (int i = 0; i < 3; ++i) {
    char buf[200];
    std::snprintf(buf, sizeof buf, "%s[%.17g, %.17g, %.17g]", i ? ", " : "", R(i, 0), R(i, 1), R(i, 2));
    rows += buf;
  }
  return "[" + rows + "]";
}

std::vector<double> outputsOf(const Simulation& sim) {
  std::vector<double> out;
  sim.outputValues(out);
  return out;
}
std::vector<double> stateOf(const Simulation& sim) {
  std::vector<double> out;
  sim.stateValues(out);
  return out;
}
Mat3 attitudeOf(const std::vector<double>& row, std::size_t first) {
  Mat3 R;
  for (int i = 0; i < 9; ++i) R(i / 3, i % 3) = row[first + static_cast<std::size_t>(i)];
  return R;
}

// A start off the desired attitude and turning: 1.2 rad about (1, −2, 0.5), Ω = (0.05, −0.1, 0.08).
const Mat3 kStartR = Eigen::AngleAxisd(1.2, Vec3(1, -2, 0.5).normalized()).toRotationMatrix();
const Vec3 kStartW(0.05, -0.1, 0.08);

// The preset with a given controller, start and step.
Scenario slew(const std::string& controller, double h, bool offTrack, const std::string& integrator = "vi") {
  std::string json =
      replaced(readPreset("satellite_slew"), R"("type": "so3_attitude")", R"("type": ")" + controller + "\"");
  json = replaced(json, R"("integrator": { "type": "vi", "h": 0.02 })",
                  R"("integrator": { "type": ")" + integrator + R"(", "h": )" + std::to_string(h) + " }");
  if (offTrack) {
    const std::size_t from = json.find("\"initial\"");
    json.replace(from, json.find('}', from) + 1 - from,
                 R"("initial": {"R": )" + matrixJson(kStartR) + R"(, "Omega": [0.05, -0.1, 0.08]})");
  }
  return loadScenario(json);
}

// The continuous closed loop Ṙ = R Ω̂, J Ω̇ = M − Ω × J Ω with M from the law, by classical RK4 written
// out here (independent of geovi's steppers), R as the 3×3 matrix it integrates.
struct Loop {
  Mat3 R;
  Vec3 W;
};
Loop referenceLoop(const QuadrotorControlSpec& spec, const Mat3& J, Loop s, double tEnd, long n) {
  QuadrotorPlant plant;
  plant.mass = 0.0;
  plant.inertia = J;
  plant.gravity = Vec3::Zero();
  const Vec3 zero = Vec3::Zero();
  const auto rate = [&](const Loop& y, double t) {
    const QuadrotorCommand c = spec.controller->law(plant, spec.gains, spec.trajectory.at(t), {zero, zero, y.R, y.W});
    return Loop{y.R * hat(y.W), J.inverse() * (c.moment - y.W.cross(J * y.W))};
  };
  const auto step = [](const Loop& y, double a, const Loop& d) { return Loop{y.R + a * d.R, y.W + a * d.W}; };
  const double h = tEnd / static_cast<double>(n);
  for (long k = 0; k < n; ++k) {
    const double t = static_cast<double>(k) * h;
    const Loop k1 = rate(s, t), k2 = rate(step(s, h / 2, k1), t + h / 2), k3 = rate(step(s, h / 2, k2), t + h / 2),
               k4 = rate(step(s, h, k3), t + h);
    s = {s.R + h / 6 * (k1.R + 2 * k2.R + 2 * k3.R + k4.R), s.W + h / 6 * (k1.W + 2 * k2.W + 2 * k3.W + k4.W)};
  }
  return s;
}

}  // namespace

TEST_CASE("attitude control: the LGVI under feedback converges at order 2 to the continuous closed loop",
          "[control][attitude]") {
  // The preset's law and slew, read as the scenario reads them.
  const std::string json = readPreset("satellite_slew");
  const nlohmann::json doc = nlohmann::json::parse(json);
  std::vector<std::string> warnings;
  const QuadrotorControlSpec spec =
      readQuadrotorControl(JsonField(doc["control"], "control"), ControlledPlant::RigidBody, warnings);
  const Mat3 J = Eigen::Vector3d(100, 150, 200).asDiagonal();
  const double tEnd = 12.0;  // through the slew's fastest part, from a start 1.2 rad off
  const Loop reference = referenceLoop(spec, J, {kStartR, kStartW}, tEnd, 48000);  // h = 2.5e-4
  std::vector<double> hs, errors;
  for (double h : {0.08, 0.04, 0.02, 0.01}) {
    Scenario s = slew("so3_attitude", h, true);
    s.simulation->advance(stepsToReach(tEnd, h));
    const std::vector<double> row = stateOf(*s.simulation);
    const Vec3 W(row[9], row[10], row[11]);
    hs.push_back(h);
    errors.push_back(std::max((attitudeOf(row, 0) - reference.R).norm(), (W - reference.W).norm()));
  }
  const double finest = std::log(errors[2] / errors[3]) / std::log(2.0);
  INFO("errors " << errors[0] << " " << errors[1] << " " << errors[2] << " " << errors[3] << ", finest order "
                 << finest);
  CHECK(finest == Approx(2.0).margin(0.1));
  CHECK(logLogSlope(hs, errors) > 1.9);
  // geovi's RK4 baseline on the same loop agrees with the independent one at its order 4.
  Scenario rk = slew("so3_attitude", 0.01, true, "rk4");
  rk.simulation->advance(stepsToReach(tEnd, 0.01));
  CHECK((attitudeOf(stateOf(*rk.simulation), 0) - reference.R).norm() < 1e-8);
}

TEST_CASE("attitude control: the same law on SO(3) and on the product space (a quadrotor without gravity)",
          "[control][attitude]") {
  // The rigid body's LGVI and the product's attitude factor take the same steps with the same feedback
  // sweeps; only the order of floating-point operations may differ.
  Scenario body = slew("so3_attitude", 0.02, true);
  std::string quad = readPreset("satellite_slew");
  quad = replaced(quad, R"("system": { "type": "rigid_body", "inertia": [[100, 0, 0], [0, 150, 0], [0, 0, 200]] })",
                  R"("system": { "type": "quadrotor", "mass": 1, "inertia": [[100, 0, 0], [0, 150, 0], [0, 0, 200]],
                      "arm": 0.3, "torque_coefficient": 0.01, "gravity": [0, 0, 0] })");
  const std::size_t from = quad.find("\"initial\"");
  quad.replace(from, quad.find('}', from) + 1 - from,
               R"("initial": {"x": [0, 0, 0], "v": [0, 0, 0], "R": )" + matrixJson(kStartR) +
                   R"(, "Omega": [0.05, -0.1, 0.08]})");
  Scenario flown = loadScenario(quad);
  body.simulation->advance(1500);
  flown.simulation->advance(1500);
  const std::vector<double> a = stateOf(*body.simulation), b = stateOf(*flown.simulation);
  const double gap = (attitudeOf(a, 0) - attitudeOf(b, 6)).norm();
  INFO("after 30 s: |R_SO(3) − R_product| = " << gap);
  CHECK(gap < 1e-12);
  // Their outputs name the same errors: Ψ is column Psi in both.
  CHECK(outputsOf(*body.simulation)[3] == Approx(outputsOf(*flown.simulation)[6]).margin(1e-14));
}

TEST_CASE("satellite_slew: the geometric controller stays on the slew; the Euler-angle PD is thrown off at gimbal lock",
          "[control][attitude]") {
  const std::vector<std::string> columns = preset("satellite_slew").simulation->outputColumns();
  REQUIRE(columns == std::vector<std::string>{"eR1", "eR2", "eR3", "Psi", "eW1", "eW2", "eW3", "M1", "M2", "M3", "Rd11",
                                              "Rd12", "Rd13", "Rd21", "Rd22", "Rd23", "Rd31", "Rd32", "Rd33"});
  // Geometric: from rest on R_d(0), its error is the discrete loop's O(h²) lag; measured max |e_R| =
  // 7.5e-7 at h = 0.02, and after the slew it decays to round-off. Euler angles: the slew's pitch
  // passes 90° at t = 17.6 s (s(τ) = 3/4 of 120°), where (φ, ψ) of R_d jump by 180°.
  Scenario geometric = slew("so3_attitude", 0.02, false), euler = slew("euler_attitude_pd", 0.02, false);
  double geometricWorst = 0.0, eulerBefore = 0.0, eulerAfter = 0.0;
  for (int k = 1; k <= 3000; ++k) {
    geometric.simulation->advance(1);
    euler.simulation->advance(1);
    const std::vector<double> g = outputsOf(*geometric.simulation), e = outputsOf(*euler.simulation);
    geometricWorst = std::max(geometricWorst, std::hypot(g[0], g[1], g[2]));
    const double t = 0.02 * k;
    (t < 17.0 ? eulerBefore : eulerAfter) = std::max(t < 17.0 ? eulerBefore : eulerAfter, e[3]);
  }
  const std::vector<double> g = outputsOf(*geometric.simulation), e = outputsOf(*euler.simulation);
  INFO("geometric: worst |e_R| " << geometricWorst << ", Ψ(60) " << g[3] << "; Euler: Ψ before 17 s ≤ " << eulerBefore
                                 << ", after up to " << eulerAfter << ", Ψ(60) " << e[3]);
  CHECK(geometricWorst < 4 * 7.5e-7);  // the measured lag, with room for other platforms' rounding
  CHECK(g[3] < 1e-20);
  // The end attitude is the slew's target.
  const Mat3 target = attitudeOf(stateOf(*geometric.simulation), 0);
  CHECK((target - attitudeOf(g, 10)).norm() < 1e-9);
  // Before gimbal lock the Euler PD follows (Ψ ≤ 5.3e-4 measured); after it, it tumbles far off
  // (Ψ near 2, half a turn away) and is still off at the end.
  CHECK(eulerBefore < 1e-3);
  CHECK(eulerAfter > 1.9);
  CHECK(e[3] > 1.0);
}

TEST_CASE("euler_attitude_pd: a slew that stays clear of gimbal lock converges (the negative control)",
          "[control][attitude]") {
  // 60° of pitch instead of 120°: θ never reaches 90°, and with the same gains the small-angle design
  // settles on the target, as the geometric law does.
  std::string json = readPreset("satellite_slew");
  json = replaced(json, R"("to": [[-0.5, 0, 0.8660254037844387], [0, 1, 0], [-0.8660254037844387, 0, -0.5]])",
                  R"("to": [[0.5, 0, 0.8660254037844387], [0, 1, 0], [-0.8660254037844387, 0, 0.5]])");
  for (const char* controller : {"euler_attitude_pd", "so3_attitude"}) {
    Scenario s =
        loadScenario(replaced(json, R"("type": "so3_attitude")", R"("type": ")" + std::string(controller) + "\""));
    s.simulation->advance(3000);
    INFO(controller << ": Ψ(60) = " << outputsOf(*s.simulation)[3]);
    CHECK(outputsOf(*s.simulation)[3] < 1e-8);
  }
}

TEST_CASE("attitude control on SO(3): refusals name the field", "[control][attitude]") {
  const std::string base = readPreset("satellite_slew");
  auto fails = [](const std::string& json, const std::string& field) {
    try {
      loadScenario(json);
      FAIL("accepted: " << json);
    } catch (const InputError& e) {
      INFO(e.what());
      CHECK(e.path() == field);
    }
  };
  fails(replaced(base, R"("type": "so3_attitude")", R"("type": "se3_tracking")"), "control.type");
  fails(replaced(base, R"("type": "so3_attitude")", R"("type": "load_tracking")"), "control.type");
  fails(replaced(base, R"("baseline": "euler_attitude_pd")", R"("baseline": "euler_pd")"), "control.baseline");
  fails(replaced(base, R"("kR": 60)", R"("kR": 60, "max_rotor_thrust": 10)"), "control.max_rotor_thrust");
  fails(replaced(base, R"("kOmega": 150)", R"("kOmega": -1)"), "control.kOmega");
  fails(replaced(base, R"("type": "slew")", R"("type": "lissajous")"), "control.trajectory.type");
  fails(replaced(base, R"("duration": 30)", R"("duration": 0)"), "control.trajectory.duration");
  // Every SO(3) system type takes one: a heavy top held upright, a satellite against its gravity gradient.
  for (const char* name : {"lagrange_top_sleeping", "satellite_libration", "pendulum_3d"}) {
    std::string other = readPreset(name);
    other.insert(other.rfind('}'),
                 R"(, "control": {"type": "so3_attitude", "kR": 50, "kOmega": 20, "trajectory": {"type": "slew",
                      "from": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "to": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "duration": 1}})");
    Scenario s = loadScenario(other);
    CHECK(s.simulation->outputColumns().size() == 19);
    CHECK_FALSE(s.simulation->diagnostics().conservative);
  }
}
