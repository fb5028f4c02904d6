// The geometric phase of a free rigid body: the watcher, the run that drives it, and its JSON
// (geovi/geometric_phase.hpp; docs/geometric-phase.md has the equations).
#include "geovi/geometric_phase.hpp"

#include <Eigen/Eigenvalues>
#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "so3/free_body_period.hpp"
#include "so3/rigid_body_space.hpp"
#include "so3/rotation.hpp"

namespace geovi {
namespace {

constexpr double kPi = 3.14159265358979323846;

// x reduced to (−π, π].
double wrapAngle(double x) {
  double r = std::remainder(x, 2.0 * kPi);
  if (r <= -kPi) r += 2.0 * kPi;
  return r;
}

// The cubic Hermite basis on s ∈ [0, 1] and its derivative.
struct Hermite {
  double h00, h10, h01, h11;
};
Hermite hermite(double s) {
  const double s2 = s * s, s3 = s2 * s;
  return {2.0 * s3 - 3.0 * s2 + 1.0, s3 - 2.0 * s2 + s, -2.0 * s3 + 3.0 * s2, s3 - s2};
}
Hermite hermiteSlope(double s) {
  const double s2 = s * s;
  return {6.0 * s2 - 6.0 * s, 3.0 * s2 - 4.0 * s + 1.0, -6.0 * s2 + 6.0 * s, 3.0 * s2 - 2.0 * s};
}

// Π̇ = Π × Ω, the free body's Euler equation (paper 002 §3.4 with M = 0).
Vec3 piDot(const Vec3& Pi, const Vec3& W) { return Pi.cross(W); }

// Π on the step's Hermite curve at s (h the step), and its s-derivative.
Vec3 piAt(const Vec3& Pa, const Vec3& Da, const Vec3& Pb, const Vec3& Db, double h, double s) {
  const Hermite c = hermite(s);
  return c.h00 * Pa + c.h10 * h * Da + c.h01 * Pb + c.h11 * h * Db;
}
Vec3 piSlope(const Vec3& Pa, const Vec3& Da, const Vec3& Pb, const Vec3& Db, double h, double s) {
  const Hermite c = hermiteSlope(s);
  return c.h00 * Pa + c.h10 * h * Da + c.h01 * Pb + c.h11 * h * Db;
}

// atan2 from +, −, ×, ÷ and √ only, which IEEE 754 rounds exactly: glibc's and musl's atan2 may
// differ in the last bit, and the CLI, Python and wasm must give the same numbers to the bit.
// |y/x| or |x/y| ≤ 1 is halved twice (atan t = 2 atan(t / (1 + √(1 + t²)))) to t ≤ tan(π/16) < 0.2,
// where the Taylor series to t²⁷ leaves t²⁹/29 < 2e-22 (relative error a few ε overall).
double portableAtan2(double y, double x) {
  const double ay = std::abs(y), ax = std::abs(x);
  if (ay == 0.0 && ax == 0.0) return 0.0;
  const bool swapped = ay > ax;
  double t = swapped ? ax / ay : ay / ax;
  t = t / (1.0 + std::sqrt(1.0 + t * t));
  t = t / (1.0 + std::sqrt(1.0 + t * t));
  const double t2 = t * t;
  double series = 0.0;
  for (int k = 13; k >= 0; --k) series = (k % 2 ? -1.0 : 1.0) / (2.0 * k + 1.0) + t2 * series;
  double r = 4.0 * t * series;
  if (swapped) r = 0.5 * kPi - r;
  if (x < 0.0) r = kPi - r;
  return y < 0.0 ? -r : r;
}

// The signed solid angle of the triangle (a, b, c) seen from the origin (Van Oosterom & Strackee
// 1983): tan(Ω/2) = a·(b × c) / (|a||b||c| + (a·b)|c| + (a·c)|b| + (b·c)|a|); positive when a, b, c
// run anticlockwise seen from outside. atan2 keeps it exact up to |Ω| < 2π.
double triangleSolidAngle(const Vec3& a, const Vec3& b, const Vec3& c) {
  const double la = a.norm(), lb = b.norm(), lc = c.norm();
  const double num = a.dot(b.cross(c));
  const double den = la * lb * lc + a.dot(b) * lc + a.dot(c) * lb + b.dot(c) * la;
  return 2.0 * portableAtan2(num, den);
}

// Gauss–Legendre, 4 nodes on [−1, 1]: exact for degree 7, so on a step of a smooth integrand the
// quadrature error is O(h⁹) per step, far below the O(h⁴) of the Hermite curve.
constexpr double kGaussNodes[4] = {-0.86113631159405257522, -0.33998104358485626480, 0.33998104358485626480,
                                   0.86113631159405257522};
constexpr double kGaussWeights[4] = {0.34785484513745385737, 0.65214515486254614263, 0.65214515486254614263,
                                     0.34785484513745385737};

}  // namespace

GeometricPhaseWatcher::GeometricPhaseWatcher(const Simulation& sim) {
  const auto* body = dynamic_cast<const RigidBodySimulation*>(&sim);
  if (!body)
    throw InputError("system.type",
                     "the geometric phase needs a free rigid body; this is a " + quoted(sim.kind()) + " system");
  const RigidBodyModel& model = body->model();
  if (!model.potentials().empty() || model.hasForcing())
    throw InputError("system", "the geometric phase needs a free rigid body; this one has " +
                                   std::to_string(model.potentials().size()) + " potential and " +
                                   std::to_string(model.forcings().size()) + " forcing terms");
  J_ = model.inertia();
  Jinv_ = model.inertiaInverse();
  const Eigen::SelfAdjointEigenSolver<Mat3> eig(J_);
  moments_ = eig.eigenvalues();  // ascending
  axes_ = eig.eigenvectors();
  std::vector<double> values;
  sim.stateValues(values);
  restart(sample(values, sim.time()));
  if (!moving_)
    throw InputError("initial.Omega", exactT_ == 0.0
                                          ? "Π is at a fixed point of Euler's equations (a steady spin about a "
                                            "principal axis): it has no period, so no geometric phase"
                                          : "Π is on the separatrix through the middle axis: its period is "
                                            "infinite, so there is no geometric phase");
}

GeometricPhaseWatcher::Sample GeometricPhaseWatcher::sample(const std::vector<double>& v, double t) const {
  Sample s;
  s.t = t;
  s.R = so3::matrixFromRows(v.data());
  s.W = Vec3(v[9], v[10], v[11]);
  s.Pi = J_ * s.W;
  return s;
}

void GeometricPhaseWatcher::restart(const Sample& s) {
  start_ = s;
  lambda_ = 0.0;
  maxDistance_ = 0.0;
  pi0_ = s.Pi;
  const Vec3 d = piDot(s.Pi, s.W);
  startEnergy_ = 0.5 * s.Pi.dot(s.W);
  startMomentum_ = s.Pi.norm();
  const double M2 = s.Pi.squaredNorm();
  // Below this relative speed Π is at a fixed point to round-off (a steady spin about a principal
  // axis gives |Π × Ω| of a few ε |Π||Ω|).
  const bool still = !(d.norm() > 1e-9 * startMomentum_ * s.W.norm());
  exactT_ = still ? 0.0 : freeBodyPeriod(moments_, startEnergy_, M2);
  moving_ = !still && std::isfinite(exactT_);
  if (!moving_) return;
  normal_ = d.normalized();
  // Π circles the major axis when M² > 2 E I2 and the minor one otherwise, and stays in the open
  // hemisphere about it (Π·axis = 0 would need M² = 2 E I2 on the way), so n·Π̂ > 0 and the 1-form's
  // string at −n is never met.
  const Vec3 axis = M2 > 2.0 * startEnergy_ * moments_(1) ? axes_.col(2) : axes_.col(0);
  apex_ = axis.dot(s.Pi) >= 0.0 ? axis : Vec3(-axis);
}

double GeometricPhaseWatcher::lineIntegral(const Sample& a, const Sample& b, double s0, double s1) const {
  // The 1-form A = (n × x)·dx / (1 + n·x) on the unit sphere has dA = the area form (a Dirac
  // monopole with its string at −n), so ∮ A is the oriented solid angle; written for x = Π/‖Π‖
  // it is (n × Π)·dΠ / (‖Π‖(‖Π‖ + n·Π)), which does not need Π on the sphere.
  const double h = b.t - a.t;
  const Vec3 Da = piDot(a.Pi, a.W), Db = piDot(b.Pi, b.W);
  const double mid = 0.5 * (s0 + s1), half = 0.5 * (s1 - s0);
  double sum = 0.0;
  for (int i = 0; i < 4; ++i) {
    const double s = mid + half * kGaussNodes[i];
    const Vec3 p = piAt(a.Pi, Da, b.Pi, Db, h, s), dp = piSlope(a.Pi, Da, b.Pi, Db, h, s);
    const double r = p.norm();
    sum += kGaussWeights[i] * apex_.cross(p).dot(dp) / (r * (r + apex_.dot(p)));
  }
  return half * sum;
}

void GeometricPhaseWatcher::endPeriod(const Sample& a, const Sample& b, double s) {
  const double h = b.t - a.t;
  const Vec3 Da = piDot(a.Pi, a.W), Db = piDot(b.Pi, b.W);
  Sample end;
  end.t = a.t + s * h;
  end.Pi = piAt(a.Pi, Da, b.Pi, Db, h, s);
  end.W = Jinv_ * end.Pi;
  // R on SO(3): R_a cay(c(s)), c the Hermite curve from 0 to c₁ = cay⁻¹(R_aᵀ R_b) with c'(0) = hΩ_a/2
  // and c'(1) = ½ (I + ĉ₁ + c₁c₁ᵀ) hΩ_b, the inverse of the Cayley map's right Jacobian
  // 2 (I − ĉ)/(1 + c·c) (so3.hpp), so that R' = R (hΩ)^ at both ends. Rational, unlike exp/log,
  // so that glibc and musl give the same bits (see portableAtan2).
  const Vec3 c1 = so3::cayleyInverse(a.R.transpose() * b.R);
  const Mat3 jInv = 0.5 * (Mat3::Identity() + hat(c1) + c1 * c1.transpose());
  const Hermite w = hermite(s);
  const Vec3 c = w.h10 * (0.5 * h) * a.W + w.h01 * c1 + w.h11 * (jInv * (h * b.W));
  end.R = a.R * cayley(c);

  // Λ: the line integral round the curve, closed by the great-circle arc from the end back to the
  // start (a numerical curve need not close exactly); along that arc ∫A is the solid angle of the
  // geodesic triangle (n, end, start), since A vanishes along the meridians through n.
  const double lambda = lambda_ + lineIntegral(a, b, 0.0, s) + triangleSolidAngle(apex_, end.Pi, start_.Pi);

  PhasePeriod p;
  p.T = end.t - start_.t;
  const double E = 0.5 * start_.Pi.dot(Jinv_ * start_.Pi), M = start_.Pi.norm();
  p.dynamic = 2.0 * E * p.T / M;
  p.geometric = lambda;
  p.predicted = wrapAngle(p.dynamic - p.geometric);
  // The turn about π = R Π of the start: a unit u ⟂ π̂ and its image v = Q u, Q = R(end) R(start)ᵀ;
  // the angle from u to v about π̂. (For a method that does not keep π, Q is not exactly about π̂;
  // this is the turn about π̂ of u's projection.)
  const Vec3 piHat = (start_.R * start_.Pi).normalized();
  int k = 0;
  piHat.cwiseAbs().minCoeff(&k);
  const Vec3 u = piHat.cross(Vec3::Unit(k)).normalized();
  const Vec3 v = end.R * (start_.R.transpose() * u);
  p.measured = wrapAngle(portableAtan2(piHat.dot(u.cross(v)), u.dot(v)));
  p.tEnd = end.t;
  pending_.push_back(p);
  ++completed_;

  start_ = end;
  lambda_ = lineIntegral(a, b, s, 1.0);
  maxDistance_ = (b.Pi - pi0_).norm();
}

void GeometricPhaseWatcher::observe(const Simulation&, const StepEnds& step) {
  const bool jumped = step.before != lastAfter_;  // the first step, or setState in between
  lastAfter_ = step.after;
  const Sample a = sample(step.before, step.tBefore), b = sample(step.after, step.tAfter);
  if (jumped) restart(a);
  if (!moving_) return;
  const double fa = normal_.dot(a.Pi - pi0_), fb = normal_.dot(b.Pi - pi0_);
  maxDistance_ = std::max(maxDistance_, (b.Pi - pi0_).norm());
  if (fa < 0.0 && fb >= 0.0) {
    // Π crossed the plane upwards; locate it on the Hermite curve by bisection (f(0) < 0 ≤ f(1)).
    const double h = b.t - a.t;
    const Vec3 Da = piDot(a.Pi, a.W), Db = piDot(b.Pi, b.W);
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 60 && hi - lo > 0.0; ++i) {
      const double mid = 0.5 * (lo + hi);
      (normal_.dot(piAt(a.Pi, Da, b.Pi, Db, h, mid) - pi0_) < 0.0 ? lo : hi) = mid;
    }
    // The curve may cross the plane upwards elsewhere too (a level curve of the energy need not
    // be plane-convex); the return is the crossing near Π(0): closer than a tenth of the farthest
    // Π has been this period.
    if ((piAt(a.Pi, Da, b.Pi, Db, h, hi) - pi0_).norm() < 0.1 * maxDistance_) {
      endPeriod(a, b, hi);
      return;
    }
  }
  lambda_ += lineIntegral(a, b, 0.0, 1.0);
}

std::vector<PhasePeriod> GeometricPhaseWatcher::take() {
  std::vector<PhasePeriod> out;
  out.swap(pending_);
  return out;
}

PhaseReport measureGeometricPhase(Simulation& sim, long periods) {
  if (periods < 1 || periods > kMaxPhasePeriods)
    throw InputError("periods", "must be a whole number from 1 to " + std::to_string(kMaxPhasePeriods) + " (got " +
                                    std::to_string(periods) + ")");
  auto watcher = std::make_shared<GeometricPhaseWatcher>(sim);
  PhaseReport report;
  report.exactT = watcher->exactPeriod();
  report.energy = watcher->startEnergy();
  report.momentum = watcher->startMomentum();
  report.h = sim.stepSize();
  report.integrator = sim.integrator();
  // Near the separatrix the period grows without bound: refuse a request that would step for minutes
  // (the free-body LGVI takes about a microsecond a step natively) rather than hang a page.
  const double expectedSteps = static_cast<double>(periods) * report.exactT / sim.stepSize();
  if (!(expectedSteps <= kMaxPhaseSteps)) {
    std::ostringstream msg;
    msg.precision(6);
    msg << periods << " periods of " << report.exactT << " s at h = " << sim.stepSize() << " take " << expectedSteps
        << " steps, more than " << kMaxPhaseSteps << " (Π is close to the separatrix, or h is small)";
    throw InputError("periods", msg.str());
  }
  // A method that drifts may take longer to come round; one that never does is a numerical
  // failure, reported after twice the exact time of the periods asked for, plus one step.
  const double limit = sim.time() + 2.0 * static_cast<double>(periods) * report.exactT + sim.stepSize();
  sim.addWatcher(watcher);
  struct Detach {
    Simulation& sim;
    const StepWatcher* w;
    ~Detach() { sim.removeWatcher(w); }
  } detach{sim, watcher.get()};
  while (watcher->completed() < static_cast<std::size_t>(periods)) {
    if (sim.time() > limit) {
      std::ostringstream msg;
      msg.precision(6);
      msg << "Π did not come back to its start within " << limit << " s (twice the exact period " << report.exactT
          << " s per period asked for): the run has left the free body's orbit";
      throw NumericalFailure(msg.str());
    }
    sim.advance(1);
  }
  report.periods = watcher->take();
  return report;
}

std::string phaseReportJson(const PhaseReport& r) {
  using Json = nlohmann::ordered_json;  // keys in the order the CLI contract lists them
  // A number, or NumericalFailure: no output ever holds NaN (nlohmann would write null).
  auto number = [](const char* key, double x) {
    if (!std::isfinite(x)) throw NumericalFailure(std::string("the geometric phase's ") + key + " is not finite");
    return x;
  };
  auto period = [&](const PhasePeriod& p) {
    return Json{{"T", number("T", p.T)},
                {"dynamic", number("dynamic", p.dynamic)},
                {"geometric", number("geometric", p.geometric)},
                {"predicted", number("predicted", p.predicted)},
                {"measured", number("measured", p.measured)},
                {"tEnd", number("tEnd", p.tEnd)}};
  };
  if (r.periods.empty()) throw NumericalFailure("the geometric phase has no period to report");
  Json out = period(r.periods.back());
  out["exactT"] = number("exactT", r.exactT);
  out["energy"] = number("energy", r.energy);
  out["momentum"] = number("momentum", r.momentum);
  out["h"] = number("h", r.h);
  out["integrator"] = r.integrator;
  Json periods = Json::array();
  for (const PhasePeriod& p : r.periods) periods.push_back(period(p));
  out["periods"] = std::move(periods);
  return out.dump();  // doubles as the shortest text that reads back exactly
}

}  // namespace geovi
