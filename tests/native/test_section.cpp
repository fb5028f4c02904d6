// Poincaré sections (geovi/section.hpp, docs/sections.md): the crossings of a conical pendulum
// against their closed form, the observed order of the crossing times as h halves (the integrator's
// own order, vi6's 6 included: the Hermite interpolant does not limit it, while the secant does — the
// negative control), direction counts, a watched run stepping to the same bits as an unwatched one, the
// planar double pendulum staying planar to the bit, seeding, and field-named errors.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/section.hpp"
#include "shared/hermite.hpp"
#include "support.hpp"

using namespace geovi;
using geovi::test::kEps;
using geovi::test::preset;

namespace {

using geovi::test::kPi;
constexpr double kGravity = 9.81, kAlpha = 0.5;  // the cone's half-angle from the downward vertical

// A conical pendulum (1 kg, 1 m, gravity along −e3): q(t) = (sin α cos Ωt, sin α sin Ωt, −cos α) with
// Ω² = g / cos α exactly, so q1x = v is crossed upward at Ωt = 2π − arccos(v / sin α) + 2πk (sin Ωt < 0)
// and downward at arccos(v / sin α) + 2πk. At v = 0, x(t) has an inflection at the crossing, where
// even a secant is accurate to O(h³); v = 0.3 is a generic crossing.
double coneRate() { return std::sqrt(kGravity / std::cos(kAlpha)); }
constexpr double kValue = 0.3;
double firstUp() { return 2.0 * kPi - std::acos(kValue / std::sin(kAlpha)); }
double firstDown() { return std::acos(kValue / std::sin(kAlpha)); }

std::string conicalPendulum(const std::string& integrator, double h, double tEnd) {
  const double s = std::sin(kAlpha), c = std::cos(kAlpha), W = coneRate();
  // ω = Ω (e3 − (e3·q) q), the tangential part of Ω e3: ω × q = Ω e3 × q.
  const double wx = -W * (-c) * s, wz = W * (1.0 - c * c);
  std::ostringstream json;
  json.precision(17);
  json << R"({"system": {"type": "chain_pendulum", "masses": [1.0], "lengths": [1.0], "gravity": [0, 0, -9.81]},)"
       << R"("initial": {"q": [[)" << s << ", 0, " << -c << R"(]], "omega": [[)" << wx << ", 0, " << wz << "]]},"
       << R"("integrator": {"type": ")" << integrator << R"(", "h": )" << h << "}, \"t_end\": " << tEnd << "}";
  return json.str();
}

std::vector<double> crossingTimes(const SectionWatcher& w) {
  std::vector<double> t;
  for (std::size_t r = 0; r < w.count(); ++r) t.push_back(w.rows()[r * w.width()]);
  return t;
}

// Runs a scenario to its t_end with a watcher on `on`.
std::shared_ptr<SectionWatcher> watchRun(Scenario& s, const std::string& on, SectionDirection d) {
  auto w = std::make_shared<SectionWatcher>(parseSection("on", on, s.simulation->stateColumns(), d));
  s.simulation->addWatcher(w);
  s.simulation->advance(stepsToReach(s.tEnd, s.simulation->stepSize()));
  return w;
}

// The worst crossing-time error of a conical pendulum run against the closed form.
double coneTimeError(const std::string& integrator, double h, double tEnd) {
  Scenario s = loadScenario(conicalPendulum(integrator, h, tEnd));
  const auto w = watchRun(s, "q1x=0.3", SectionDirection::Up);
  const std::vector<double> t = crossingTimes(*w);
  const double W = coneRate();
  const auto expected = static_cast<std::size_t>(std::floor((W * tEnd - firstUp()) / (2.0 * kPi))) + 1;
  REQUIRE(t.size() == expected);
  double worst = 0.0;
  for (std::size_t k = 0; k < t.size(); ++k)
    worst = std::max(worst, std::abs(t[k] - (firstUp() + 2.0 * kPi * static_cast<double>(k)) / W));
  return worst;
}

// The negative control: the secant (linear interpolation) between the step's ends.
class SecantWatcher final : public StepWatcher {
 public:
  std::vector<double> times;
  void observe(const Simulation&, const StepEnds& s) override {
    const double f0 = s.before[0] - kValue, f1 = s.after[0] - kValue;
    if (f0 < 0.0 && f1 >= 0.0) times.push_back(s.tBefore + f0 / (f0 - f1) * (s.tAfter - s.tBefore));
  }
};

double coneSecantError(const std::string& integrator, double h, double tEnd) {
  Scenario s = loadScenario(conicalPendulum(integrator, h, tEnd));
  auto w = std::make_shared<SecantWatcher>();
  s.simulation->addWatcher(w);
  s.simulation->advance(stepsToReach(s.tEnd, h));
  double worst = 0.0;
  for (std::size_t k = 0; k < w->times.size(); ++k)
    worst = std::max(worst, std::abs(w->times[k] - (firstUp() + 2.0 * kPi * static_cast<double>(k)) / coneRate()));
  return worst;
}

}  // namespace

TEST_CASE("Hermite interpolation reproduces polynomials of its degree, and the root stays in its bracket",
          "[section]") {
  // A quintic through three nodes with values and slopes is reproduced exactly (to round-off), a cubic
  // through two; the root of (θ − 0.3)(θ + 1)(θ − 2)(θ + 2)(θ − 3) in [0, 1] is found to a few ε.
  const double roots[5] = {0.3, -1.0, 2.0, -2.0, 3.0};
  auto p = [&](double x) {
    double v = 1.0;
    for (double r : roots) v *= x - r;
    return v;
  };
  auto dp = [&](double x) {  // the product rule: Σ_i Π_{j≠i} (x − r_j)
    double sum = 0.0;
    for (int i = 0; i < 5; ++i) {
      double term = 1.0;
      for (int j = 0; j < 5; ++j)
        if (j != i) term *= x - roots[j];
      sum += term;
    }
    return sum;
  };
  const double x[3] = {0.0, 1.0, -1.0};
  const double y[3] = {p(0.0), p(1.0), p(-1.0)};
  const double d[3] = {dp(0.0), dp(1.0), dp(-1.0)};
  HermitePolynomial quintic;
  quintic.fit(3, x, y, d);
  for (double t : {-0.7, 0.1, 0.5, 0.9}) CHECK(std::abs(quintic(t) - p(t)) <= 64 * kEps * 10.0);  // |p| ≤ 10 on [−1, 1]
  const double theta =
      bracketedRoot(y[0], y[1], [&quintic](double t, double& v, double& s) { quintic.evaluate(t, v, s); });
  CHECK(std::abs(theta - 0.3) <= 8 * kEps);
  // A cubic with three roots in [0, 1] (signs −, +): whichever is found is a root, inside [0, 1].
  auto q = [](double t) { return (t - 0.1) * (t - 0.5) * (t - 0.9); };
  auto dq = [](double t) { return (t - 0.5) * (t - 0.9) + (t - 0.1) * (t - 0.9) + (t - 0.1) * (t - 0.5); };
  const double qy[2] = {q(0.0), q(1.0)}, qd[2] = {dq(0.0), dq(1.0)};
  HermitePolynomial cubic;
  cubic.fit(2, x, qy, qd);
  const double r = bracketedRoot(qy[0], qy[1], [&cubic](double t, double& v, double& s) { cubic.evaluate(t, v, s); });
  CHECK(std::abs(q(r)) <= 8 * kEps);
  CHECK(r >= 0.0);
  CHECK(r <= 1.0);
}

TEST_CASE("section crossings of a conical pendulum match the closed form", "[section]") {
  // vi4 at h = 0.005 for 10 s: the time error is the integrator's (measured 6.3e-8).
  CHECK(coneTimeError("vi4", 0.005, 10.0) < 1e-7);
  // Every crossing row lies on the section and carries the energy of its interpolated state.
  Scenario s = loadScenario(conicalPendulum("vi", 0.01, 10.0));
  const double e0 = s.simulation->energy();
  const auto w = watchRun(s, "q1x=0.3", SectionDirection::Up);
  REQUIRE(w->count() > 3);
  for (std::size_t r = 0; r < w->count(); ++r) {
    const double* row = w->rows().data() + r * w->width();
    CHECK(row[2] == 0.3);
    // The VI's energy error at h = 0.01 (measured 3e-5 relative over the run) bounds the row's.
    CHECK(std::abs(row[1] - e0) < 1e-4 * std::abs(e0));
  }
}

TEST_CASE("the crossing times converge at the integrator's order; the secant would cap them at 2", "[section]") {
  struct Case {
    const char* integrator;
    double h0;
    double order;
  };
  // Step sizes where the error is far above round-off and in the asymptotic range (measured slopes:
  // vi 2.000, vi4 4.011, rk4 4.043 from these h0; the tolerance ±0.15 is 3× the largest deviation).
  for (const Case c : {Case{"vi", 0.02, 2.0}, Case{"vi4", 0.04, 4.0}, Case{"rk4", 0.04, 4.0}}) {
    std::vector<double> hs, errs;
    for (int k = 0; k < 3; ++k) {
      const double h = c.h0 / std::pow(2.0, k);
      hs.push_back(h);
      errs.push_back(coneTimeError(c.integrator, h, 10.0));
    }
    const double slope = geovi::test::logLogSlope(hs, errs);
    INFO(c.integrator << ": errors " << errs[0] << ", " << errs[1] << ", " << errs[2] << ", slope " << slope);
    CHECK(std::abs(slope - c.order) < 0.15);
  }
  // Negative control: with the secant instead of the Hermite interpolant, the same vi4 runs from
  // h = 0.01 converge at about 2 (measured slope 1.60: the max over the crossings of an O(h²) error
  // whose constant depends on where in its step each crossing falls), so the order check above would
  // fail with a linear interpolant; at h = 0.0025 the secant's error is far above the Hermite's.
  std::vector<double> hs, errs;
  for (int k = 0; k < 3; ++k) {
    hs.push_back(0.01 / std::pow(2.0, k));
    errs.push_back(coneSecantError("vi4", hs.back(), 10.0));
  }
  const double secant = geovi::test::logLogSlope(hs, errs);
  const double hermiteError = coneTimeError("vi4", hs.back(), 10.0);
  INFO("secant slope " << secant << ", secant error " << errs.back() << ", Hermite error " << hermiteError);
  CHECK(secant < 2.5);
  CHECK(errs.back() > 100.0 * hermiteError);  // measured 2.1e-6 against 3.9e-9
}

TEST_CASE("for vi6 the crossing times converge at order 6: the quintic Hermite does not limit them", "[section]") {
  // With the cubic through one step alone the slope was 4.23 (errors 1.9e-6 … 2.4e-10): the
  // interpolant's O(h⁴) dominated. The quintic through two steps gives vi6's own order: measured
  // errors 1.6e-6, 2.5e-8, 4.0e-10, 6.2e-12 at h = 0.08 … 0.01, slope 6.005.
  std::vector<double> hs, errs;
  for (int k = 0; k < 4; ++k) {
    hs.push_back(0.08 / std::pow(2.0, k));
    errs.push_back(coneTimeError("vi6", hs.back(), 10.0));
  }
  const double slope = geovi::test::logLogSlope(hs, errs);
  INFO("vi6: errors " << errs[0] << ", " << errs[1] << ", " << errs[2] << ", " << errs[3] << ", slope " << slope);
  CHECK(std::abs(slope - 6.0) < 0.15);
}

TEST_CASE("rigid-body crossings (the heavy top's rates) converge at the integrator's order", "[section]") {
  // No closed form: crossings of W1 = 0 (both ways) in 2 s of the heavy asymmetric top against a run
  // at h/64 of the same method; the measured slopes are the methods' orders (vi 2, rk4 4).
  struct Case {
    const char* integrator;
    double h0;
    double order;
  };
  for (const Case c : {Case{"vi", 0.004, 2.0}, Case{"rk4", 0.008, 4.0}}) {
    auto times = [&](double h) {
      Scenario s = preset("heavy_asymmetric_top", c.integrator, h);
      s.tEnd = 2.0;
      return crossingTimes(*watchRun(s, "W1=0", SectionDirection::Both));
    };
    const std::vector<double> ref = times(c.h0 / 64.0);
    REQUIRE(ref.size() >= 4);
    std::vector<double> hs, errs;
    for (int k = 0; k < 3; ++k) {
      const double h = c.h0 / std::pow(2.0, k);
      const std::vector<double> t = times(h);
      REQUIRE(t.size() == ref.size());
      double worst = 0.0;
      for (std::size_t j = 0; j < t.size(); ++j) worst = std::max(worst, std::abs(t[j] - ref[j]));
      hs.push_back(h);
      errs.push_back(worst);
    }
    const double slope = geovi::test::logLogSlope(hs, errs);
    INFO(c.integrator << ": errors " << errs[0] << ", " << errs[1] << ", " << errs[2] << ", slope " << slope);
    CHECK(std::abs(slope - c.order) < 0.25);
  }
}

TEST_CASE("up and down crossings alternate and add up to both", "[section]") {
  auto count = [](SectionDirection d) {
    Scenario s = loadScenario(conicalPendulum("vi", 0.01, 20.0));
    return watchRun(s, "q1x=0.3", d)->count();
  };
  const double W = coneRate(), T = 20.0;
  const auto exactUp = static_cast<std::size_t>(std::floor((W * T - firstUp()) / (2.0 * kPi))) + 1;
  const auto exactDown = static_cast<std::size_t>(std::floor((W * T - firstDown()) / (2.0 * kPi))) + 1;
  CHECK(count(SectionDirection::Up) == exactUp);
  CHECK(count(SectionDirection::Down) == exactDown);
  CHECK(count(SectionDirection::Both) == exactUp + exactDown);
}

TEST_CASE("a watcher added mid-run reports the crossings of one there from the start, to the bit", "[section]") {
  // The page's section form adds its watcher while the run goes on. Without the step before its
  // first one, that first step's crossing could only be located by the cubic, O(h⁴) away from the
  // quintic's: the watcher reports none there, and every later crossing is the full-run watcher's.
  // Attached after each step around the first upward crossing, so that one attachment puts it in the
  // watcher's first step.
  const double h = 0.01, tEnd = 6.0;
  const long steps = stepsToReach(tEnd, h);
  Scenario full = loadScenario(conicalPendulum("vi", h, tEnd));
  const auto all = watchRun(full, "q1x=0.3", SectionDirection::Up);
  REQUIRE(all->count() >= 2);
  const long crossingStep = static_cast<long>(std::ceil(firstUp() / coneRate() / h));  // the step that brackets it
  bool coveredFirstStep = false;
  for (long n = crossingStep - 3; n <= crossingStep + 1; ++n) {
    Scenario s = loadScenario(conicalPendulum("vi", h, tEnd));
    s.simulation->advance(n);
    auto w = std::make_shared<SectionWatcher>(
        parseSection("on", "q1x=0.3", s.simulation->stateColumns(), SectionDirection::Up));
    s.simulation->addWatcher(w);
    s.simulation->advance(steps - n);
    // The full run's rows after the watcher's first step (step n + 1 ends at t = (n + 1) h).
    const double firstStepEnd = static_cast<double>(n + 1) * h;
    std::size_t from = 0;
    while (from < all->count() && all->rows()[from * all->width()] <= firstStepEnd) ++from;
    const std::vector<double> expected(all->rows().begin() + static_cast<std::ptrdiff_t>(from * all->width()),
                                       all->rows().end());
    INFO("attached after step " << n << " (the crossing is in step " << crossingStep << ")");
    CHECK(w->rows() == expected);
    // The attachment that puts the first crossing in the watcher's first step: it is left out.
    if (n + 1 == crossingStep) {
      CHECK(from == 1);
      coveredFirstStep = true;
    }
  }
  CHECK(coveredFirstStep);
}

TEST_CASE("a run with a section watcher steps to the same bits as one without", "[section]") {
  for (const char* integrator : {"vi", "rk4", "vi4"}) {
    Scenario watched = preset("planar_double_pendulum", integrator);
    Scenario plain = preset("planar_double_pendulum", integrator);
    auto w = std::make_shared<SectionWatcher>(watched.section->spec);
    watched.simulation->addWatcher(w);
    watched.simulation->advance(3000);
    plain.simulation->advance(3000);
    std::vector<double> a, b;
    watched.simulation->stateValues(a);
    plain.simulation->stateValues(b);
    INFO(integrator);
    CHECK(w->count() > 5);
    CHECK(a == b);
  }
}

TEST_CASE("the planar double pendulum stays planar to the bit", "[section]") {
  // q·e2 = 0 and ω·e1 = ω·e3 = 0 exactly: every update of these integrators is built from sums of
  // products in which the out-of-plane components only ever meet zeros (cross products of in-plane
  // vectors, M's products, the explicit and Newton updates), and 0 · x + 0 · y is exactly 0.
  // Measured: every applicable integrator finishes planar to the bit (vi, vi4, vi4-suzuki, vi6,
  // vi4-implicit, rk2, rk2-projected, rk4, rk4-projected, rk45) except explicit Euler, which diverges
  // first; vi-explicit does not apply (the chain's M is not diagonal).
  for (const std::string& integrator : preset("planar_double_pendulum").simulation->applicableIntegrators()) {
    Scenario s = preset("planar_double_pendulum", integrator);
    try {
      s.simulation->advance(10000);
    } catch (const NumericalFailure& e) {
      // Explicit Euler gains energy every step and leaves the domain within 10⁴ steps at h = 0.01.
      CHECK(integrator == "euler");
      continue;
    }
    std::vector<double> v;
    s.simulation->stateValues(v);
    const auto cols = s.simulation->stateColumns();
    INFO(integrator);
    for (std::size_t j = 0; j < cols.size(); ++j) {
      const bool outOfPlane =
          (cols[j][0] == 'q' && cols[j].back() == 'y') || (cols[j][0] == 'w' && cols[j].back() != 'y');
      if (outOfPlane) CHECK(v[j] == 0.0);
    }
  }
}

TEST_CASE("seeding puts the state on the section at the target energy", "[section]") {
  Scenario s = preset("planar_double_pendulum");
  REQUIRE(s.section);
  const ScenarioSection& section = *s.section;
  const double e = s.simulation->energy();
  const auto w = watchRun(s, section.on, section.spec.direction);
  REQUIRE(w->count() > 0);
  const std::vector<double> reference(w->rows().begin() + 2, w->rows().begin() + static_cast<long>(w->width()));
  for (const auto& click : {std::pair<double, double>{0.3, 1.0}, {-1.2, -2.0}, {0.0, 0.0}}) {
    const std::vector<double> seed = seedSection(*s.simulation, section, reference, click.first, click.second, e);
    INFO("click " << click.first << ", " << click.second);
    // The quadratic fit from three evaluations and its root: a few ε of the energy's terms.
    CHECK(std::abs(s.simulation->energyAt(seed, 0.0) - e) <= 64 * kEps * std::abs(e));
    CHECK(seed[section.spec.column] == section.spec.value);
    CHECK(std::abs(section.axes[0].at(seed.data()) - click.first) <= 4 * kEps);
    CHECK(section.axes[1].at(seed.data()) == click.second);
    std::vector<double> rate;
    s.simulation->rates(seed, 0.0, rate);
    CHECK(rate[section.spec.column] > 0.0);  // crosses upward, the section's direction
  }
  // No state of an energy below the potential there.
  try {
    seedSection(*s.simulation, section, reference, 0.0, 0.0, -40.0);
    FAIL("expected an InputError");
  } catch (const InputError& err) {
    CHECK(err.path() == "energy");
  }
}

TEST_CASE("bad sections are refused with the field named", "[section]") {
  const std::vector<std::string> cols{"q1x", "q1y", "w1x"};
  auto path = [&](auto&& f) {
    try {
      f();
    } catch (const InputError& e) {
      return e.path() + " | " + e.what();
    }
    return std::string("no error");
  };
  CHECK(parseSection("--on", "q1x = 0.5", cols, SectionDirection::Up).value == 0.5);
  CHECK(path([&] { parseSection("--on", "qq=0", cols, SectionDirection::Up); }).rfind("--on | ", 0) == 0);
  CHECK(path([&] { parseSection("--on", "qq=0", cols, SectionDirection::Up); }).find("q1x, q1y") != std::string::npos);
  CHECK(path([&] { parseSection("--on", "q1x=nan", cols, SectionDirection::Up); }).rfind("--on", 0) == 0);
  CHECK(path([&] { parseSection("--on", "q1x", cols, SectionDirection::Up); }).rfind("--on", 0) == 0);
  CHECK(path([&] { parseSectionDirection("--direction", "sideways"); }).rfind("--direction", 0) == 0);
  CHECK(path([&] { parseSectionAxis("section.axes[0]", "angle(q1x,q1x)", cols); }).rfind("section.axes[0]", 0) == 0);
  const std::string base = R"({"system": {"type": "chain_pendulum", "masses": [1.0], "lengths": [1.0],
    "gravity": [0, 0, -9.81]}, "initial": {"q": [[0.6, 0, -0.8]], "omega": [[0, 1, 0]]},
    "integrator": {"type": "vi", "h": 0.01}, "section": )";
  CHECK(path([&] { loadScenario(base + R"({"on": "q9x=0"}})"); }).rfind("section.on", 0) == 0);
  CHECK(path([&] { loadScenario(base + R"({"on": "q1x=0", "direction": "left"}})"); }).rfind("section.direction", 0) ==
        0);
  CHECK(path([&] { loadScenario(base + R"({"on": "q1x=0", "axes": ["q1y"]}})"); }).rfind("section.axes", 0) == 0);
  CHECK(path([&] { loadScenario(base + R"({"on": "q1x=0", "solve": "q1x"}})"); }).rfind("section.solve", 0) == 0);
  CHECK(path([&] { loadScenario(base + R"({"on": "q1x=0", "colour": 1}})"); }).rfind("section.colour", 0) == 0);
  CHECK(path([&] { chooseSection(nullptr, cols, "", "", "--on", "--direction"); }).rfind("--on", 0) == 0);
}
