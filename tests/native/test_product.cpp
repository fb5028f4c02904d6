// The product space (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ (core/src/product/; docs/product-spaces.md): its VI against
// what is known independently of it. Paper 003's VI on (S²)ⁿ and the full body problem's VI, which it
// must reproduce on their spaces; the exact parabola; the centre of mass a hover thrust holds still;
// Noether's momenta (against RK4 as the negative control); the order against an adaptive reference of
// the constrained equations; symmetry; the manifold; the scenario contract and its refusals.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "geovi/so3.hpp"
#include "product/product_space.hpp"
#include "product/rotor_inputs.hpp"
#include "rigid_support.hpp"
#include "s2n/s2n_space.hpp"
#include "se3/rigid_bodies_space.hpp"
#include "so3/lgvi_update.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

const ProductSimulation& product(const Scenario& s) { return dynamic_cast<const ProductSimulation&>(*s.simulation); }

// The slung load with its system keys replaced (the preset's initial state unless given).
Scenario slungLoad(const std::string& systemExtra, const std::string& initial = "", const std::string& type = "vi",
                   double h = 0.01) {
  const std::string init = initial.empty() ? R"({"x": [0, 0, 0], "v": [0, 0, 0], "q": [0.5, 0, 0.8660254037844386],
      "omega": [0, 0, 0], "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [0, 0, 0]})"
                                           : initial;
  return loadScenario(R"({"system": {"type": "quadrotor_load", "mass": 4.34, "load_mass": 0.5, "cable_length": 1,
      "inertia": [[0.082, 0, 0], [0, 0.0845, 0], [0, 0, 0.1377]])" +
                      systemExtra + "}, \"initial\": " + init + R"(, "integrator": {"type": ")" + type + R"(", "h": )" +
                      std::to_string(h) + "}}");
}

// A quadrotor spinning and tumbling while its load swings round, all in free space.
const std::string kTumbling = R"({"x": [0, 0, 0], "v": [0.3, -0.2, 0.1], "q": [0.6, 0, 0.8], "omega": [0.4, 1.5, -0.3],
    "R": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "Omega": [2.0, -1.0, 4.0]})";

ProductState advance(const ProductModel& model, ProductState s, const IntegratorSpec& sp, long steps, double t0 = 0) {
  const auto stepper = makeProductStepper(sp, model);
  ProductWorkspace ws;
  for (long k = 0; k < steps; ++k) stepper->step(model, s, ws, t0 + static_cast<double>(k) * sp.h, sp.h);
  return s;
}

double distance(const ProductState& a, const ProductState& b) {
  double d = 0.0;
  for (std::size_t k = 0; k < a.z.size(); ++k) d = std::max(d, (a.z[k] - b.z[k]).cwiseAbs().maxCoeff());
  for (std::size_t k = 0; k < a.R.size(); ++k) d = std::max(d, (a.R[k] - b.R[k]).cwiseAbs().maxCoeff());
  return d;
}

}  // namespace

TEST_CASE("product space: with directions only it is paper 003's VI on (S²)ⁿ", "[product]") {
  // The double spherical pendulum of paper 003 (core/scenarios/double_spherical_pendulum.json) as a
  // product: bob 1 at l q1, bob 2 at l q1 + l q2. The two VIs solve the same discrete equations by
  // different algebra (Cayley parameters against a dense Newton here), so they agree to the
  // round-off of their Newton solves, amplified by the chaos of 1000 steps: measured 7.7e-13.
  Scenario s2n = preset("double_spherical_pendulum");
  const auto& pendulum = dynamic_cast<const S2nSimulation&>(*s2n.simulation);
  const double l = 9.81, m = 1.0;
  const ProductModel model(
      {{true, "q1", "w1"}, {true, "q2", "w2"}},
      {{m, Vec3::Zero(), Eigen::Vector2d(l, 0.0), "bob 1"}, {m, Vec3::Zero(), Eigen::Vector2d(l, l), "bob 2"}}, {},
      Vec3(0, 0, 9.81), {});
  ProductState s;
  const S2nState& start = pendulum.state();
  for (int i = 0; i < 2; ++i) {
    s.z.push_back(start.q.col(i));
    s.v.push_back(Vec3(start.omega.col(i)).cross(Vec3(start.q.col(i))));
  }
  REQUIRE(model.energy(s) == Approx(s2n.simulation->energy()).epsilon(1e-14));
  s2n.simulation->advance(1000);
  const ProductState end = advance(model, s, spec("vi", 0.01), 1000);
  double worst = 0.0;
  for (int i = 0; i < 2; ++i) worst = std::max(worst, (end.z[i] - Vec3(pendulum.state().q.col(i))).norm());
  INFO("largest difference of a direction after 1000 steps: " << worst);
  REQUIRE(worst <= 1e-11);
}

TEST_CASE("product space: a body in flight is on the exact parabola, its attitude the SO(3) LGVI's", "[product]") {
  // One free point carrying the body's mass, and its attitude. The attitude factor is the LGVI half
  // of so3/lgvi_update.hpp with the same inputs as a free rigid body's, so R and Π agree with it to the
  // bit; the centre solves the flat case of the point block, exact on the parabola x0 + v0 t + ½ g t²
  // up to round-off (16 ulps of |x| ≈ 10 m: 3e-14 m).
  Mat3 J;
  J << 1.5, 0.1, 0.0, 0.1, 2.0, 0.2, 0.0, 0.2, 3.0;
  const Vec3 g(0, 0, -9.81), x0(0, 0, 1), v0(1, 0, 10);
  const ProductModel model({{false, "", "v"}}, {{2.0, Vec3::Zero(), Eigen::VectorXd::Ones(1), "body"}}, {{J, 0, ""}}, g,
                           {});
  ProductState s{{x0}, {v0}, {so3::exp(Vec3(0.3, -0.2, 0.1))}, {J * Vec3(1.0, 2.0, 0.5)}};
  RigidBodyState fixed{s.R[0], s.Pi[0]};
  const RigidBodyModel free = makeFreeRigidBody(J);
  const auto so3 = makeSo3Stepper(spec("vi", 0.001), free);
  const auto prod = makeProductStepper(spec("vi", 0.001), model);
  So3Workspace wsR;
  ProductWorkspace wsP;
  double worst = 0.0;
  for (int k = 0; k < 2000; ++k) {
    so3->step(free, fixed, wsR, 0.001 * k, 0.001);
    prod->step(model, s, wsP, 0.001 * k, 0.001);
    const double t = 0.001 * (k + 1);
    worst = std::max(worst, (s.z[0] - (x0 + v0 * t + 0.5 * t * t * g)).cwiseAbs().maxCoeff());
  }
  INFO("largest distance from the parabola: " << worst << " m");
  REQUIRE(worst <= 3e-14);
  REQUIRE(s.R[0] == fixed.R);
  REQUIRE(s.Pi[0] == fixed.Pi);
}

TEST_CASE("product space: rigid bodies in flight take the full body problem's discrete Newton and LGVI steps",
          "[product]") {
  // The binary asteroid (core/scenarios/binary_asteroid.json) on the product's layout
  // (se3/se3_integrators.hpp) against the full body problem's VI written out here from its update
  // equations (CMAME 196 (2007), §3; docs/rigid-bodies-in-flight.md) with plain sums:
  //   x⁺ = x + (h/m)(p + (h/2) f),  R⁺ = R F,  p⁺ = p + (h/2)(f + f⁺),  Π⁺ = Fᵀ Π + (h/2) Fᵀ M + (h/2) M⁺.
  // The product solves the same equations (M is diagonal: no iteration) with compensated sums, so the
  // two agree to the round-off of the sums over 1000 steps of an orbit.
  Scenario scenario = preset("binary_asteroid");
  const auto& flying = dynamic_cast<const RigidBodiesSimulation&>(*scenario.simulation);
  const RigidBodiesModel& bodies = flying.space().bodies();
  const std::size_t n = bodies.size();
  RigidBodiesState r = flying.space().bodiesState(flying.state());
  BodyLoads now, after;
  bodies.loads(r.x, r.R, now);
  const double h = 0.01;
  for (int k = 0; k < 1000; ++k) {
    std::vector<Mat3> D(n);
    for (std::size_t b = 0; b < n; ++b) {
      LgviCarries none;
      D[b] = lgviRotate(bodies.body(b).inertia, r.R[b], r.Pi[b], now.moment[b], h, 50, 0.0, none).D;
      r.x[b] += (h / bodies.body(b).mass) * (r.p[b] + (0.5 * h) * now.force[b]);
    }
    bodies.loads(r.x, r.R, after);
    for (std::size_t b = 0; b < n; ++b) {
      LgviCarries none;
      lgviMomentum(r.Pi[b], D[b], now.moment[b], after.moment[b], h, none);
      r.p[b] += (0.5 * h) * (now.force[b] + after.force[b]);
    }
    std::swap(now, after);
  }
  scenario.simulation->advance(1000);
  double worst = 0.0;
  for (std::size_t b = 0; b < n; ++b)
    worst = std::max({worst, (flying.state().z[b] - r.x[b]).cwiseAbs().maxCoeff(),
                      (flying.state().R[b] - r.R[b]).cwiseAbs().maxCoeff()});
  INFO("largest difference after 1000 steps: " << worst);
  REQUIRE(worst <= 1e-12);
}

TEST_CASE("quadrotor with a slung load: a hover thrust holds the centre of mass still", "[product]") {
  // The thrust equals the weight of both, so the net external force is zero (to an ulp of 47 N) and the
  // discrete momentum update p_{k+1} = p_k + (h/2)(G_k + G_{k+1}) of the free point, which is the total
  // momentum, keeps it at 0; the centre of mass then stays where it was, while the quadrotor swings.
  Scenario s = preset("quadrotor_slung_load");
  const auto& sim = product(s);
  const auto centre = [&] {
    const auto& m = sim.model();
    return ((m.massPoints()[0].mass * m.massPoint(0, sim.state().z) +
             m.massPoints()[1].mass * m.massPoint(1, sim.state().z)) /
            m.totalMass())
        .eval();
  };
  const Vec3 c0 = centre();
  double swing = 0.0, worstP = 0.0, worstC = 0.0;
  for (int k = 0; k < 10; ++k) {
    s.simulation->advance(100);
    swing = std::max(swing, sim.state().z[0].norm());
    worstP = std::max(worstP, sim.model().linearMomentum(sim.state()).norm());
    worstC = std::max(worstC, (centre() - c0).norm());
  }
  INFO("quadrotor's largest excursion " << swing << " m; momentum " << worstP << " kg m/s; centre " << worstC << " m");
  REQUIRE(swing > 0.02);  // it did swing: the load moves the quadrotor 9 cm to and fro
  REQUIRE(worstP <= 1e-12);
  REQUIRE(worstC <= 1e-12);
  REQUIRE(s.simulation->diagnostics().manifoldError <= 1e-14);
}

TEST_CASE("product space: Noether's momenta kept by the VI to round-off, not by RK4", "[product]") {
  // No gravity, no thrust: L_d is invariant under translations (x moves both mass points alike) and
  // rotations of (x, q, R) together, so the VI keeps P and L = Σ m x × ẋ + R Π to round-off of the
  // terms' size (relative changes of 1e-13 or less, as issue 33 asks of the full body problem); RK4 keeps
  // the linear P (every Runge–Kutta method keeps linear invariants) but not the quadratic L.
  const auto run = [](const std::string& integrator) {
    Scenario s = slungLoad(R"(, "gravity": [0, 0, 0], "thrust": 0)", kTumbling, integrator, 0.01);
    const auto& sim = product(s);
    const Vec3 P0 = sim.model().linearMomentum(sim.state()), L0 = sim.model().angularMomentum(sim.state());
    s.simulation->advance(5000);
    // The size of L's terms, whose round-off is what remains: the system drifts 15 m from the origin,
    // so the orbital terms m x × ẋ grow to ~10× |L| while their sum stays |L|.
    const auto& m = sim.model();
    double terms = 0.0;
    for (std::size_t k = 0; k < m.massPoints().size(); ++k)
      terms +=
          m.massPoints()[k].mass * m.massPoint(k, sim.state().z).norm() * m.massPointVelocity(k, sim.state().v).norm();
    terms += sim.state().Pi[0].norm();
    return std::pair<double, double>{(m.linearMomentum(sim.state()) - P0).norm() / P0.norm(),
                                     (m.angularMomentum(sim.state()) - L0).norm() / terms};
  };
  const auto [dPvi, dLvi] = run("vi");
  const auto [dPrk, dLrk] = run("rk4");
  INFO("relative changes over 50 s: vi P " << dPvi << " L " << dLvi << "; rk4 P " << dPrk << " L " << dLrk);
  REQUIRE(dPvi <= 1e-13);
  REQUIRE(dLvi <= 1e-13);
  REQUIRE(dLrk > 1000 * dLvi);
}

TEST_CASE("product space: the VI is symmetric, order 2, and vi4 order 4, under a thrust that tilts", "[product]") {
  // The moment tilts the quadrotor, so the thrust's direction, the cable and the attitude all couple.
  // The reference is rk45 at a tight tolerance on the constrained equations. Smooth inputs for the
  // orders (a schedule's kinks cost a fourth-order method its order at the kink), then a schedule for
  // order 2 and for the symmetry, which hold through kinks.
  const std::string smooth = R"(, "gravity": [0, 0, 9.81], "thrust": 50, "moment": [0.02, -0.01, 0.005])";
  const std::string scheduled =
      R"(, "gravity": [0, 0, 9.81], "thrust": 40, "moment": [0.02, -0.01, 0.005],
         "schedule": [{"t": 1, "thrust": 55, "moment": [-0.03, 0.02, 0]}, {"t": 2, "thrust": 45}])";
  const auto error = [](const std::string& inputs, const std::string& integrator, double h) {
    Scenario s = slungLoad(inputs, kTumbling, integrator, h);
    Scenario ref = slungLoad(inputs, kTumbling, "rk45", 0.05);
    const auto& dp = dynamic_cast<const ProductSimulation&>(*ref.simulation);
    IntegratorSpec reference = spec("rk45", 0.05);
    reference.tolerance = 1e-13;
    const ProductState exact = advance(dp.model(), dp.state(), reference, 40);
    s.simulation->advance(std::lround(2.0 / h));
    return distance(product(s).state(), exact);
  };
  const double e1 = error(smooth, "vi", 0.004), e2 = error(smooth, "vi", 0.002);
  const double f1 = error(smooth, "vi4", 0.02), f2 = error(smooth, "vi4", 0.01);
  const double s1 = error(scheduled, "vi", 0.004), s2 = error(scheduled, "vi", 0.002);
  INFO("vi errors " << e1 << " " << e2 << " (ratio " << e1 / e2 << "); vi4 " << f1 << " " << f2 << " (ratio " << f1 / f2
                    << "); vi with a schedule " << s1 << " " << s2 << " (ratio " << s1 / s2 << ")");
  REQUIRE(e1 / e2 == Approx(4.0).margin(0.3));
  REQUIRE(f1 / f2 == Approx(16.0).margin(2.0));
  REQUIRE(s1 / s2 == Approx(4.0).margin(0.3));
  // Symmetric: a step by h and one by −h return to the start (to round-off), across a kink of the inputs.
  Scenario ref = slungLoad(scheduled, kTumbling, "vi", 0.05);
  const auto& model = product(ref).model();
  const auto stepper = makeProductStepper(spec("vi", 0.05), model);
  ProductWorkspace ws;
  ProductState s = product(ref).state();
  stepper->step(model, s, ws, 0.98, 0.05);
  stepper->step(model, s, ws, 1.03, -0.05);
  REQUIRE(distance(s, product(ref).state()) <= 1e-14);
}

TEST_CASE("product space: the VI stays on S² × SO(3); the RK4 baseline leaves it", "[product]") {
  const auto offManifold = [](const std::string& integrator) {
    Scenario s = slungLoad(R"(, "gravity": [0, 0, 0], "thrust": 0)", kTumbling, integrator, 0.05);
    s.simulation->advance(4000);
    return s.simulation->diagnostics().manifoldError;
  };
  const double vi = offManifold("vi"), rk4 = offManifold("rk4"), projected = offManifold("rk4-projected");
  INFO("after 4000 steps of h = 0.05: vi " << vi << ", rk4 " << rk4 << ", rk4-projected " << projected);
  REQUIRE(vi <= 1e-14);
  REQUIRE(projected <= 1e-14);
  REQUIRE(rk4 > 1e-6);
}

TEST_CASE("quadrotor_load scenarios: the CSV contract and refusals that name the field", "[product]") {
  Scenario s = preset("quadrotor_slung_load");
  REQUIRE(s.simulation->kind() == "product");
  const std::vector<std::string> columns{"x",   "y",   "z",   "vx",  "vy",  "vz",  "qx",  "qy",
                                         "qz",  "wx",  "wy",  "wz",  "R11", "R12", "R13", "R21",
                                         "R22", "R23", "R31", "R32", "R33", "W1",  "W2",  "W3"};
  REQUIRE(s.simulation->stateColumns() == columns);
  const auto refused = [](const std::string& extra, const std::string& initial = "") {
    try {
      slungLoad(extra, initial);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(refused(R"(, "thrust": 47)") == "accepted");
  CHECK_THAT(refused(R"(, "thrust": -1)"), Catch::StartsWith("system.thrust"));
  CHECK_THAT(refused(""), Catch::StartsWith("system.thrust"));
  CHECK_THAT(refused(R"(, "thrust": 47, "schedule": [{"t": 2, "thrust": 1}, {"t": 1, "thrust": 2}])"),
             Catch::StartsWith("system.schedule[1].t") && Catch::Contains("time order"));
  CHECK_THAT(refused(R"(, "thrust": 47, "schedule": [{"t": 2}])"), Catch::StartsWith("system.schedule[0].thrust"));
  CHECK_THAT(refused(R"(, "thrust": 47, "schedule": [{"t": 0, "thrust": 1}])"),
             Catch::StartsWith("system.schedule[0].t"));
  CHECK(refused(R"(, "thrust": 47, "schedule": [{"t": 1, "thrust": 1}, {"t": 1, "thrust": 2}])") == "accepted");
  CHECK_THAT(refused(R"(, "thrust": 47, "wind": 3)"), Catch::Contains("wind"));
  const std::string base = R"("x": [0, 0, 0], "v": [0, 0, 0], "omega": [0, 0, 0], "Omega": [0, 0, 0])";
  CHECK_THAT(refused(R"(, "thrust": 47)", "{" + base + R"(, "q": [0, 0, 0], "R": [[1,0,0],[0,1,0],[0,0,1]]})"),
             Catch::StartsWith("initial.q") && Catch::Contains("nonzero"));
  CHECK_THAT(refused(R"(, "thrust": 47)", "{" + base + R"(, "q": [0, 0, 1], "R": [[1,0,0],[0,1,0],[0,0,-1]]})"),
             Catch::StartsWith("initial.R") && Catch::Contains("rotation"));
  CHECK_THAT(refused(R"(, "thrust": 47, "cable_length": 0)"), Catch::Contains("cable_length"));

  // setState follows the initial's rules: a direction is normalized unless it is zero, a rotation kept
  // unless it is not one; a refused state leaves the run as it was.
  std::vector<double> values;
  s.simulation->advance(10);
  s.simulation->stateValues(values);
  const std::vector<double> before = values;
  values[6] = 0.0, values[7] = 0.3, values[8] = 2.0;
  s.simulation->setState(values, s.simulation->time());
  s.simulation->stateValues(values);
  CHECK(std::abs(std::hypot(values[6], values[7], values[8]) - 1.0) <= 2 * kEps);
  values[6] = values[7] = values[8] = 0.0;
  CHECK_THROWS_WITH(s.simulation->setState(values, 0.0),
                    Catch::StartsWith("setState: q") && Catch::Contains("nonzero"));
  s.simulation->stateValues(values);
  values[20] = -1.0;  // R33: det R < 0
  CHECK_THROWS_WITH(s.simulation->setState(values, 0.0),
                    Catch::StartsWith("setState: R") && Catch::Contains("rotation"));
  CHECK(before.size() == values.size());
}

TEST_CASE("rotor inputs: held before and after their knots, linear between, a jump where two share a time",
          "[product]") {
  const RotorInputs inputs(
      0,
      {{0.0, 10.0, Vec3(0, 0, 0)}, {1.0, 20.0, Vec3(2, 0, 0)}, {1.0, 30.0, Vec3(0, 4, 0)}, {3.0, 50.0, Vec3(0, 0, 0)}});
  CHECK(inputs.at(-1.0).thrust == 10.0);
  CHECK(inputs.at(0.25).thrust == 12.5);
  CHECK(inputs.at(0.5).moment == Vec3(1, 0, 0));
  CHECK(inputs.at(1.0).thrust == 30.0);  // from the jump on, the later knot holds
  CHECK(inputs.at(2.0).thrust == 40.0);
  CHECK(inputs.at(2.0).moment == Vec3(0, 2, 0));
  CHECK(inputs.at(7.0).thrust == 50.0);
}
