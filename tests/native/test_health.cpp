// The core's health judge (geovi/health.hpp, docs/watchdog.md): the runs a new user would blow up
// are warned about with the right code, the bodies and the moment; the judgement does not depend on
// how the caller batches its steps; the words are the templates filled with the event's numbers.
// The other half, that no preset raises a false alarm over 600 s, is in test_class_length.cpp.
#include <catch2/catch.hpp>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/health.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

// Runs `sim` to t_end (or its failure) in batches of `batch` steps.
void runTo(Simulation& sim, double tEnd, long batch) {
  const long steps = std::lround(tEnd / sim.stepSize());
  try {
    for (long done = 0; done < steps; done += batch) sim.advance(std::min(batch, steps - done));
  } catch (const NumericalFailure&) {}
}

const HealthEvent* firstWarning(const Simulation& sim) {
  for (const auto& e : sim.healthEvents())
    if (e.severity == "warning") return &e;
  return nullptr;
}

}  // namespace

// [long]: vi-adaptive crawls through the collision (24 million step-size iterations in 20 s of
// simulated time): 3 s natively, a minute under the sanitizers, where it is skipped.
TEST_CASE("health: paper 003's three bodies with their preset vi-adaptive collide at t = 12.73 s, and are warned about",
          "[health][long]") {
  Scenario s = preset("sphere_three_body");
  runTo(*s.simulation, 20.0, 1000);
  const HealthEvent* w = firstWarning(*s.simulation);
  REQUIRE(w != nullptr);
  CHECK(w->code == "encounter-collision");  // vi-adaptive is adaptive: the bodies collided
  CHECK(w->time == Approx(12.73).margin(0.01));
  CHECK(((w->bodyA == 2 && w->bodyB == 3) || (w->bodyA == 3 && w->bodyB == 2)));
  CHECK(w->encounterDistance < HealthRules::kCloseEncounter);
  CHECK(w->value > HealthRules::kDriftThreshold);
}

TEST_CASE("health: the runs a new user blows up are warned about, with the code, the bodies and the moment",
          "[health]") {
  SECTION("the comet with the fixed-step explicit VI at h = 0.001: its first close pass is not resolved") {
    Scenario s = preset("sphere_comet", "vi-explicit", 0.001);
    runTo(*s.simulation, 300.0, 1000);
    const HealthEvent* w = firstWarning(*s.simulation);
    REQUIRE(w != nullptr);
    CHECK(w->code == "encounter-unresolved");
    CHECK(((w->bodyA == 1 && w->bodyB == 2) || (w->bodyA == 2 && w->bodyB == 1)));
    CHECK(w->time < 2.0);  // the comet's first pass is at t ≈ 1 s (it passes every 1.98 s)
  }
  SECTION("a double pendulum with rk4 at h = 0.25 drifts past 10% of E0") {
    Scenario s = preset("double_spherical_pendulum", "rk4", 0.25);
    runTo(*s.simulation, 100.0, 1);
    const HealthEvent* w = firstWarning(*s.simulation);
    REQUIRE(w != nullptr);
    CHECK((w->code == "energy-drift" || w->code == "energy-jump"));
    CHECK(w->value > HealthRules::kDriftThreshold);
    CHECK(w->bodyA == 0);  // no singular term: nobody to name
  }
  SECTION("negative control: the same double pendulum with its preset VI raises nothing in 100 s") {
    Scenario s = preset("double_spherical_pendulum");
    runTo(*s.simulation, 100.0, 1000);
    CHECK(s.simulation->healthEvents().empty());
  }
}

TEST_CASE("health: the judgement does not depend on how the steps are batched", "[health]") {
  // The page advances a frame's worth of steps at a time, the CLI a row's: the same events either way.
  for (const long batch : {1L, 7L, 16L, 1000L}) {
    INFO("batch " << batch);
    Scenario reference = preset("sphere_three_body", "vi-explicit");
    Scenario batched = preset("sphere_three_body", "vi-explicit");
    runTo(*reference.simulation, 12.0, 1);
    runTo(*batched.simulation, 12.0, batch);
    REQUIRE(!reference.simulation->healthEvents().empty());
    REQUIRE(batched.simulation->healthEvents().size() == reference.simulation->healthEvents().size());
    for (std::size_t k = 0; k < batched.simulation->healthEvents().size(); ++k) {
      const HealthEvent &a = reference.simulation->healthEvents()[k], &b = batched.simulation->healthEvents()[k];
      CHECK(a.code == b.code);
      CHECK(a.step == b.step);
      CHECK(a.time == b.time);
      CHECK(a.value == b.value);
      CHECK(describeHealth(a).sentence == describeHealth(b).sentence);
    }
  }
}

TEST_CASE("health: a failure is recorded with its code and the time of the last good step", "[health]") {
  Scenario s = preset("sphere_three_body", "vi-explicit", 5.0);
  REQUIRE_THROWS_AS(s.simulation->advance(1), NumericalFailure);
  REQUIRE(s.simulation->healthEvents().size() == 1);
  const HealthEvent& f = s.simulation->healthEvents().front();
  CHECK(f.code == "explicit-no-solution");
  CHECK(f.severity == "failure");
  CHECK(f.time == 0.0);
  CHECK(describeHealth(f).sentence.rfind("The explicit VI could not take its next step at t = 0.000 s", 0) == 0);
  // Every failure code thrown by the core has words in the catalogue.
  for (const char* code : {"explicit-no-solution", "adaptive-step", "implicit-newton", "lie-group-newton",
                           "euler-angle-singular", "rk45-underflow", "non-finite", "failure"}) {
    INFO(code);
    REQUIRE(findHealthKind(code) != nullptr);
    CHECK(findHealthKind(code)->severity == "failure");
  }
}

TEST_CASE("health: setState starts the judgement afresh from the new state (a drag does work)", "[health]") {
  Scenario s = preset("double_spherical_pendulum");
  Simulation& sim = *s.simulation;
  sim.advance(200);
  std::vector<double> state;
  sim.stateValues(state);
  state[state.size() / 2] += 3.0;  // spin the first body: a large change of energy, by hand
  sim.setState(state, sim.time());
  sim.advance(2000);
  CHECK(sim.healthEvents().empty());  // measured from the new E0, the VI's error stays in its band
}

TEST_CASE("health: the words are the templates filled with the event's numbers", "[health]") {
  HealthEvent e;
  e.code = "encounter-unresolved";
  e.severity = "warning";
  e.time = 10.555;
  e.value = 3.16;
  e.h = 0.001;
  e.bodyA = 2;
  e.bodyB = 3;
  e.encounterDistance = 0.0070123;
  e.encounterTime = 10.549;
  const HealthWords w = describeHealth(e);
  CHECK(w.sentence ==
        "Bodies 2 and 3 passed within 0.00701 of each other (the sine of their angle) near t = 10.55 s, and by "
        "t = 10.55 s the energy error had jumped to 316% of E₀. A fixed step of h = 0.001 s cannot resolve so close "
        "an encounter.");
  CHECK(w.advice == findHealthKind("encounter-unresolved")->advice);
  // Formats: percent below 10% keeps two significant digits; sig3 switches to an exponent below 1e-3;
  // g writes a step size as people do; an unknown field stays visible rather than being guessed.
  e.value = 0.0123;
  e.encounterDistance = 4.56e-5;
  e.h = 1e-5;
  CHECK(describeHealth(e, "{value:percent} {encounterDistance:sig3} {h:g} {nope}", "").sentence ==
        "1.2% 4.56e-5 1e-5 {nope}");
  // Round trip through JSON, as the wasm bindings take events from JS.
  const HealthEvent back = healthEventFromJson(healthEventsJson({e}).substr(1, healthEventsJson({e}).size() - 2));
  CHECK(describeHealth(back).sentence == describeHealth(e).sentence);
  CHECK_THROWS_AS(healthEventFromJson(R"({"time": "soon"})"), InputError);
  CHECK_THROWS_AS(healthEventFromJson("[1, 2]"), InputError);
  // The catalogue lists every kind once, and every kind's templates name only fields an event has.
  for (const auto& kind : healthCatalogue()) {
    INFO(kind.code);
    CHECK(describeHealth(e, kind.sentence, kind.advice).sentence.find('{') == std::string::npos);
  }
}
