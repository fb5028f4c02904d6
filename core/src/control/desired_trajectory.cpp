#include "control/desired_trajectory.hpp"

#include <Eigen/Geometry>
#include <algorithm>
#include <cmath>

#include "shared/portable_math.hpp"
#include "so3/rotation.hpp"

namespace geovi {

DesiredFlatOutputs LissajousTrajectory::at(double t) const {
  DesiredFlatOutputs d;
  for (int i = 0; i < 3; ++i) {
    const double w = frequency[i], a = amplitude[i];
    double s, c;
    portable::sinCos(w * t + phase[i], s, c);  // the same bits natively and in wasm (run files replay)
    d.x[i] = center[i] + velocity[i] * t + a * s;
    d.v[i] = velocity[i] + a * w * c;
    d.a[i] = -a * w * w * s;
    d.jerk[i] = -a * w * w * w * c;
    d.snap[i] = a * w * w * w * w * s;
    d.crackle[i] = a * w * w * w * w * w * c;
    d.pop[i] = -a * w * w * w * w * w * w * s;
  }
  const double angle = headingAngle + headingRate * t;
  double c, s;
  portable::sinCos(angle, s, c);
  d.b1 = Vec3(c, s, 0.0);
  d.b1Dot = headingRate * Vec3(-s, c, 0.0);
  d.b1DDot = -headingRate * headingRate * d.b1;
  return d;
}

Mat3 rotationAbout(const Vec3& axis, double angle) {
  double s, c;
  portable::sinCos(angle, s, c);
  const Mat3 K = hat(axis);
  return Mat3::Identity() + s * K + (1.0 - c) * K * K;  // Rodrigues, |axis| = 1
}

DesiredFlatOutputs AttitudeSlew::at(double t) const {
  const double tau = std::min(1.0, std::max(0.0, t / duration));
  const double inside = t > 0.0 && t < duration ? 1.0 : 0.0;  // at rest before and after
  const double s = tau * tau * tau * (10.0 - 15.0 * tau + 6.0 * tau * tau);
  const double ds = inside * 30.0 * tau * tau * (1.0 - tau) * (1.0 - tau) / duration;
  const double dds = inside * 60.0 * tau * (1.0 - tau) * (1.0 - 2.0 * tau) / (duration * duration);
  DesiredFlatOutputs d;
  d.Rd = from * rotationAbout(axis, s * angle);
  d.Omegad = ds * angle * axis;
  d.OmegadDot = dds * angle * axis;
  return d;
}

namespace {

AttitudeSlew readSlew(const JsonField& f, std::vector<std::string>& warnings) {
  AttitudeSlew slew;
  slew.from = so3::readRotation(f["from"], warnings);
  const Mat3 to = so3::readRotation(f["to"], warnings);
  // The turn F = R_fromᵀ R_to: sin θ n = vee(F) (its skew part), cos θ = (tr F − 1)/2.
  const Mat3 F = slew.from.transpose() * to;
  const Vec3 v = vee(F);
  slew.angle = portable::atan2(v.norm(), 0.5 * (F.trace() - 1.0));
  if (slew.angle > M_PI - 1e-6) f["to"].fail("is half a turn from \"from\": the shortest way round is not unique");
  slew.axis = v.norm() > 0.0 ? Vec3(v.normalized()) : Vec3::UnitZ();
  slew.duration = f["duration"].positive();
  return slew;
}

LissajousTrajectory readLissajous(const JsonField& f) {
  LissajousTrajectory tr;
  auto vec = [&](const char* key, Vec3& out) {
    if (f.has(key)) out = f[key].vec3();
  };
  vec("center", tr.center);
  vec("velocity", tr.velocity);
  vec("amplitude", tr.amplitude);
  vec("frequency", tr.frequency);
  vec("phase", tr.phase);
  if (f.has("heading")) {
    const JsonField h = f["heading"];
    if (h.has("angle")) tr.headingAngle = h["angle"].number();
    if (h.has("rate")) tr.headingRate = h["rate"].number();
  }
  return tr;
}

}  // namespace

DesiredTrajectory readTrajectory(const JsonField& f, std::vector<std::string>& warnings) {
  const std::string type = f["type"].string();
  DesiredTrajectory tr;
  if (type == "lissajous") {
    tr.lissajous = readLissajous(f);
  } else if (type == "slew") {
    tr.isSlew = true;
    tr.slew = readSlew(f, warnings);
  } else {
    f["type"].fail("unknown trajectory type \"" + type + "\" (expected \"lissajous\" or \"slew\")");
  }
  return tr;
}

}  // namespace geovi
