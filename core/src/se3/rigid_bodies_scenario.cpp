// "system": {"type": "rigid_bodies", "bodies": [{"points": [[x, y, z], …], "masses": [m, …]} or
//            {"mass": m, "inertia": [[…], …]}, …], "G": G, "gravity": [gx, gy, gz]}
// "initial": {"x": [[…], …], "v": [[…], …], "R": [[[3×3]], …], "Omega": [[…], …]}, one entry per body.
#include "se3/rigid_bodies_scenario.hpp"

#include <Eigen/Eigenvalues>
#include <cmath>
#include <sstream>

#include "geovi/catalogue.hpp"
#include "geovi/scenario.hpp"
#include "geovi/so3.hpp"
#include "se3/rigid_bodies_space.hpp"
#include "so3/rigid_body.hpp"
#include "so3/rotation.hpp"

namespace geovi {
namespace {

std::string formatVector(const Vec3& v) {
  std::ostringstream out;
  out.precision(6);
  out << "(" << v.x() << ", " << v.y() << ", " << v.z() << ")";
  return out.str();
}

// A body of point masses: centred on the frame's origin, with a nonsingular inertia.
FlyingBody readPointBody(const JsonField& item) {
  FlyingBody body;
  const JsonField points = item["points"], masses = item["masses"];
  const std::size_t n = points.size(1, kMaxPoints, "points");
  if (masses.size() != n)
    masses.fail("expected one mass per point (" + std::to_string(n) + "), got " + std::to_string(masses.size()));
  double total = 0.0, reach = 0.0;
  Vec3 moment = Vec3::Zero();
  for (std::size_t i = 0; i < n; ++i) {
    body.points.push_back(points[i].vec3());
    body.pointMasses.push_back(masses[i].positive());
    total += body.pointMasses.back();
    moment += body.pointMasses.back() * body.points.back();
    reach = std::max(reach, body.points.back().norm());
  }
  // Each value is finite, but their sums and the inertia's squares may not be (masses near 1e308,
  // points beyond 1e154 m): refused here, so that no message and no state carries an inf or a NaN.
  if (!std::isfinite(total)) masses.fail("these masses add up to more than the largest number (a double) can hold");
  body.inertia = pointInertia(body.points, body.pointMasses);
  if (!(moment.allFinite() && std::isfinite(total * reach) && body.inertia.allFinite())) {
    double farthest = 0.0;  // the largest coordinate, finite where |ρ| may not be
    for (const Vec3& p : body.points) farthest = std::max(farthest, p.cwiseAbs().maxCoeff());
    std::ostringstream msg;
    msg.precision(3);
    msg << "these points and masses are too large (a coordinate of " << farthest
        << " m) for their moments and inertia to be computed in double precision";
    points.fail(msg.str());
  }
  // Σ mᵢρᵢ = 0 up to the round-off of summing n terms of size m·|ρ| (16 ε each, generously).
  if (moment.norm() > 16.0 * static_cast<double>(n) * 2.2e-16 * total * reach)
    points.fail("the centre of mass of these points is at " + formatVector(moment / total) +
                ", not at the body frame's origin: give the points relative to the centre of mass (subtract it)");
  body.mass = total;
  const Eigen::SelfAdjointEigenSolver<Mat3> eig(body.inertia, Eigen::EigenvaluesOnly);
  if (!(eig.eigenvalues().minCoeff() > 1e-12 * eig.eigenvalues().maxCoeff())) {
    std::ostringstream msg;
    msg << "the inertia of these points is singular (principal moments " << eig.eigenvalues().transpose()
        << "): points on one line cannot turn about it; give points off that line";
    points.fail(msg.str());
  }
  return body;
}

FlyingBody readBody(const JsonField& item, bool attracts) {
  if (item.has("points")) return readPointBody(item);
  if (attracts)
    item.fail(
        "with G > 0 every body attracts the others, so each must give its points and masses (not mass and inertia)");
  FlyingBody body;
  body.mass = item["mass"].positive();
  const JsonField inertia = item["inertia"];
  body.inertia = inertia.matrix(3, 3);
  const std::string problem = inertiaProblem(body.inertia);
  if (!problem.empty()) inertia.fail(problem);
  return body;
}

// The catalogue's template (what the editor starts from): both ways of giving a body, side by side.
constexpr const char* kRigidBodiesTemplate = R"json({
  "format": 1, "name": "rigid_bodies", "title": "A book and a jack thrown side by side",
  "description": "Two bodies in flight under uniform gravity along -E3: a 1 kg book given by its mass and inertia, spun about its intermediate axis so that it flips, and a jack of six 0.1 kg point masses given in its body frame (about its centre of mass). Their centres follow parabolas, which the variational integrator follows exactly.",
  "system": { "type": "rigid_bodies", "gravity": [0, 0, -9.81],
              "bodies": [{ "mass": 1.0, "inertia": [[0.0034083333333333335, 0, 0], [0, 0.0019500000000000001, 0], [0, 0, 0.0052083333333333333]] },
                         { "points": [[0.3, 0, 0], [-0.3, 0, 0], [0, 0.2, 0], [0, -0.2, 0], [0, 0, 0.1], [0, 0, -0.1]],
                           "masses": [0.1, 0.1, 0.1, 0.1, 0.1, 0.1] }] },
  "initial": { "x": [[0, 0, 1.5], [0, 1, 1.5]], "v": [[1, 0, 6], [1, 0, 6]],
               "R": [[[1, 0, 0], [0, 1, 0], [0, 0, 1]], [[1, 0, 0], [0, 1, 0], [0, 0, 1]]],
               "Omega": [[15, 0.05, 0.05], [0, 8, 1]] },
  "integrator": { "type": "vi", "h": 0.001 }, "t_end": 1.2 })json";

}  // namespace

SpaceInfo rigidBodiesSpace() {
  SpaceInfo s;
  s.name = kSpaceSe3;
  s.label = "Rigid bodies in flight on SE(3)";
  s.manifoldError = "max ‖RᵀR − I‖";
  s.tangencyError = "max |det R − 1|";
  s.phase = "columns";  // the first body's angular velocity (body frame)
  s.phaseColumns = {"b1W1", "b1W2"};
  s.phaseLabels = {"Ω₁ of body 1 (rad/s)", "Ω₂ of body 1 (rad/s)"};
  return s;
}

// One row: the bodies are a list (each given by its points, or by mass and inertia), their initial
// state lists one entry per body, so the editor adds a body by adding an item and its initial rows.
std::vector<SystemTypeInfo> rigidBodiesSystemTypes() {
  const std::vector<ParameterInfo> body{
      param::vector3List("points", kMaxPoints, "m",
                         "point masses fixed in the body, about its centre of mass (body frame)")
          .optionalWithoutDefault(),
      param::numberList("masses", "kg", "one per point").positive().optionalWithoutDefault(),
      param::number("mass", "kg", "instead of points: the whole body (it then feels gravity only, G = 0)")
          .positive()
          .optionalWithoutDefault(),
      param::matrix("inertia", 3, 3, "kg·m²",
                    "with mass: J about the centre of mass, body frame: symmetric positive-definite")
          .optionalWithoutDefault()};
  SystemTypeInfo row{
      kSpaceSe3,
      kSpaceSe3,
      "Rigid bodies in flight under uniform gravity and their mutual gravity (the full body problem).",
      "Rigid bodies in flight",
      {param::list("bodies", kMaxFlyingBodies, body, "each given by its points or its mass and inertia"),
       param::number("G", "m³/(kg·s²)", "the constant of the mutual gravity between points")
           .nonNegative()
           .optionalWithDefault(0.0),
       param::vector3("gravity", "m/s²", "uniform gravity (world frame)").optionalWithDefault("[0, 0, 0]")},
      kRigidBodiesTemplate,
      1,
      kMaxFlyingBodies,
      std::nullopt};
  return {row};
}

bool isRigidBodiesSystemType(const std::string& type) { return type == kSpaceSe3; }

std::unique_ptr<Simulation> buildRigidBodiesSimulation(const JsonField& system, const JsonField& initial,
                                                       const IntegratorSpec& spec, std::vector<std::string>& warnings) {
  const double G = system.has("G") ? system["G"].nonNegative() : 0.0;
  const Vec3 gravity = system.has("gravity") ? system["gravity"].vec3() : Vec3::Zero();
  const JsonField list = system["bodies"];
  const std::size_t n = list.size(1, kMaxFlyingBodies, "bodies");
  std::vector<FlyingBody> bodies;
  for (std::size_t b = 0; b < n; ++b) bodies.push_back(readBody(list[b], G > 0.0 && n > 1));
  RigidBodiesModel model(std::move(bodies), G, gravity);

  ProductState s;  // on the product's layout (se3_integrators.hpp): centres, velocities, attitudes, J Ω
  const JsonField x = initial["x"], v = initial["v"], R = initial["R"], Omega = initial["Omega"];
  for (const JsonField* f : {&x, &v, &R, &Omega})
    if (f->size() != n)
      f->fail("expected one entry per body (" + std::to_string(n) + "), got " + std::to_string(f->size()));
  for (std::size_t b = 0; b < n; ++b) {
    s.z.push_back(x[b].vec3());
    s.v.push_back(v[b].vec3());
    s.R.push_back(so3::readRotation(R[b], warnings));
    s.Pi.push_back(model.body(b).inertia * Omega[b].vec3());
  }
  RigidBodiesState check{s.z, {}, s.R, s.Pi};
  for (std::size_t b = 0; b < n; ++b) check.p.push_back(model.body(b).mass * s.v[b]);
  if (!std::isfinite(model.energy(check)))
    initial.fail(
        "the energy at the start is not finite: two bodies' points coincide, or a position or velocity is too large");
  return std::make_unique<RigidBodiesSimulation>(RigidBodiesSpace(std::move(model)), std::move(s), spec);
}

}  // namespace geovi
