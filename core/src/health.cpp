// The health judge's rules and words (geovi/health.hpp; docs/watchdog.md explains the rules).
#include "geovi/health.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <nlohmann/json.hpp>

#include "geovi/errors.hpp"

namespace geovi {

const std::vector<HealthKindInfo>& healthCatalogue() {
  static const std::string kRelativeEnergy = "relative energy error |E − E₀|/|E₀|";
  static const std::string kEncounter =
      "Bodies {bodyA} and {bodyB} passed within {encounterDistance:sig3} of each other (the sine of their angle) "
      "near t = {encounterTime:fixed2} s, and by t = {time:fixed2} s the energy error had jumped to {value:percent} "
      "of E₀.";
  static const std::vector<HealthKindInfo> all{
      // Warnings: the run goes on.
      {"energy-drift", "warning", kRelativeEnergy,
       "The energy is a constant of this motion, but by t = {time:fixed2} s its error had grown to {value:percent} "
       "of E₀: with h = {h:g} s, {integrator} is no longer following the motion.",
       "Try a smaller h, or a variational integrator, whose energy error stays bounded."},
      {"energy-jump", "warning", kRelativeEnergy,
       "The energy is a constant of this motion, but by t = {time:fixed2} s the energy error had jumped to "
       "{value:percent} of E₀: with h = {h:g} s the integrator lost the motion here.",
       "Try a smaller h."},
      {"encounter-unresolved", "warning", kRelativeEnergy,
       kEncounter + " A fixed step of h = {h:g} s cannot resolve so close an encounter.",
       "Try vi-adaptive, which shrinks its step near encounters, or a much smaller h."},
      {"encounter-collision", "warning", kRelativeEnergy,
       kEncounter + " Even an adaptive step could not follow this encounter: the bodies (nearly) collided, where the "
                    "potential −γ cot θ is singular.",
       "Nothing past this point is the motion of the bodies: reset, or change the initial state."},
      {"encounter-bodies", "warning", kRelativeEnergy,
       "Points of bodies {bodyA} and {bodyB} came within {encounterDistance:percent} of the bodies' combined size "
       "of each other near t = {encounterTime:fixed2} s: the bodies overlap. By t = {time:fixed2} s the energy error "
       "had jumped to {value:percent} of E₀: with h = {h:g} s the step cannot follow point masses passing so close.",
       "Nothing past this point is the motion of two solid bodies: start them further apart or slower, or use a "
       "much smaller h."},
      {"rotation-per-step", "warning", "the largest rotation of a body in one step, h·|ω| (rad)",
       "At t = {time:fixed2} s a body turns by {value:fixed2} rad in one step of h = {h:g} s: what drives it (a "
       "forcing or a controller) has spun it up beyond what this step can follow.",
       "Try a smaller h; a forced system may also simply keep gaining energy."},
      {"solver-iterations", "warning", "implicit solver iterations in one step",
       "At t = {time:fixed2} s the implicit solver needed {value:int} iterations for one step: the motion is "
       "getting too fast for h = {h:g} s.",
       "Try a smaller h."},
      {"manifold-sphere", "warning", "how far a body is off its unit sphere, max_i |‖q_i‖ − 1|",
       "By t = {time:fixed2} s (step {step}) body {bodyA} had left its sphere: its distance from the centre of its "
       "sphere was off by {value:percent}. It is drawn in the wrong place, and the energy and momentum computed from "
       "it no longer describe the system: with h = {h:g} s, {integrator} does not keep the bodies on their spheres.",
       "Try a variational integrator, which keeps every body on its sphere exactly, or rk4-projected, or a smaller "
       "h."},
      {"manifold-rotation", "warning", "how far R is from a rotation, ‖RᵀR − I‖ (Frobenius norm)",
       "By t = {time:fixed2} s (step {step}) the body's attitude R was no longer a rotation: ‖RᵀR − I‖ had grown "
       "to {value:sig3} (it is 0 for a rotation). The body is drawn stretched or squashed, and the energy and "
       "momentum computed from R no longer describe the system: with h = {h:g} s, {integrator} does not keep R a "
       "rotation.",
       "Try the Lie group VI (vi), which keeps R a rotation exactly, or rk4-projected, or a smaller h."},
      // Failures: the step that could not be taken; the state stays at the last good step.
      {"explicit-no-solution", "failure", "",
       "The explicit VI could not take its next step at t = {time:fixed3} s: a body would turn by a quarter turn "
       "or more in one step of h = {h:g} s (equation (3.17) has no solution).",
       "Try vi-adaptive or a smaller h."},
      {"adaptive-step", "failure", "",
       "The adaptive VI could not choose its next step at t = {time:fixed3} s: two bodies are colliding, where the "
       "equations are singular.",
       "Nothing after this point is the motion of the bodies."},
      {"implicit-newton", "failure", "",
       "The implicit VI could not solve for the next state at t = {time:fixed3} s: the motion is too fast for a "
       "step of h = {h:g} s.",
       "Try a smaller h."},
      {"lie-group-newton", "failure", "",
       "The Lie group VI could not solve for the next rotation at t = {time:fixed3} s: the body turns by nearly "
       "half a turn per step of h = {h:g} s (what drives it, a forcing or a controller, has spun it up).",
       "Try a smaller h."},
      {"euler-angle-singular", "failure", "",
       "The Euler-angle integrator broke down at t = {time:fixed3} s: the top's axis passed near the vertical, "
       "where 3-1-3 Euler angles are singular.",
       "The Lie group VI has no such singularity: try vi."},
      {"rk45-underflow", "failure", "",
       "RK45 could not find a small enough step at t = {time:fixed3} s: the bodies (nearly) collided, where the "
       "equations themselves are singular.",
       "Nothing after this point is the motion of the bodies."},
      {"control-undefined", "failure", "",
       "The controller's command was undefined at t = {time:fixed3} s: the force it asked for vanished, or the "
       "heading it was given lies along the thrust it asked for, so no attitude can be commanded.",
       "Change the trajectory or the gains; a hover's desired force is never zero under gravity."},
      {"non-finite", "failure", "",
       "The state became infinite or undefined at t = {time:fixed3} s: the integrator lost the motion.",
       "Try a smaller h."},
      {"failure", "failure", "", "{integrator} stopped at t = {time:fixed3} s: it reported a numerical failure.",
       "Try a smaller h."},
  };
  return all;
}

const HealthKindInfo* findHealthKind(const std::string& code) {
  for (const auto& kind : healthCatalogue())
    if (kind.code == code) return &kind;
  return nullptr;
}

void HealthJudge::start(double e0, double t0, double h, const std::string& integrator, bool adaptive) {
  started_ = true;
  e0_ = e0;
  t0_ = t0;
  h_ = h;
  integrator_ = integrator;
  adaptive_ = adaptive;
  checkEvery_ = std::max(1L, std::lround(HealthRules::kCheckInterval / h));
  sinceCheck_ = steps_ = 0;
  band_ = intervalMax_ = 0.0;
  energyRaised_ = rotationRaised_ = iterationsRaised_ = manifoldRaised_ = false;
  closest_ = closestTime_ = 0.0;
  closestA_ = closestB_ = 0;
  closestOverlap_ = false;
}

HealthEvent HealthJudge::event(const std::string& code, double time, long step, double value, double threshold) const {
  HealthEvent e;
  e.code = code;
  e.severity = findHealthKind(code)->severity;
  e.time = time;
  e.step = step;
  e.value = value;
  e.threshold = threshold;
  e.h = h_;
  e.integrator = integrator_;
  e.encounterDistance = closest_;
  e.encounterTime = closestTime_;
  return e;
}

void HealthJudge::observe(double time, long step, double energy, const StepHealth& health) {
  if (!started_) return;
  ++steps_;
  if (health.encounterA > 0 && (closestA_ == 0 || health.encounterDistance < closest_)) {
    closest_ = health.encounterDistance;
    closestTime_ = time;
    closestA_ = health.encounterA;
    closestB_ = health.encounterB;
    closestOverlap_ = health.overlapEncounter;
  }
  judgeManifold(time, step, health);
  if (health.conservative) return judgeEnergy(time, step, energy);
  if (!rotationRaised_ && health.rotation > HealthRules::kRotationPerStep) {
    rotationRaised_ = true;
    raise(event("rotation-per-step", time, step, health.rotation, HealthRules::kRotationPerStep));
  }
  if (!iterationsRaised_ && health.iterations > HealthRules::kSolverIterations) {
    iterationsRaised_ = true;
    raise(event("solver-iterations", time, step, health.iterations, HealthRules::kSolverIterations));
  }
}

// Every run, forced or not: the configuration off its manifold by more than the rule's threshold
// (HealthRules::kSphereDeparture, kRotationDeparture), at the first step where it is.
void HealthJudge::judgeManifold(double time, long step, const StepHealth& health) {
  const double limit = health.rotations ? HealthRules::kRotationDeparture : HealthRules::kSphereDeparture;
  if (manifoldRaised_ || !(health.manifoldError > limit)) return;
  manifoldRaised_ = true;
  HealthEvent e =
      event(health.rotations ? "manifold-rotation" : "manifold-sphere", time, step, health.manifoldError, limit);
  e.bodyA = health.manifoldBody;
  raise(std::move(e));
}

// The energy rules (HealthRules): a drift past 10% of E₀ at the step it happens; a jump of 100× the
// band at the end of a check interval, once the warm-up has set the band.
void HealthJudge::judgeEnergy(double time, long step, double energy) {
  const double rel = std::abs(energy - e0_) / std::max(std::abs(e0_), std::numeric_limits<double>::min());
  intervalMax_ = std::max(intervalMax_, rel);
  const bool drift = rel > HealthRules::kDriftThreshold && band_ <= HealthRules::kDriftThreshold;
  bool jump = false;
  double threshold = HealthRules::kDriftThreshold;
  if (++sinceCheck_ >= checkEvery_) {
    const bool warmedUp = time - t0_ >= HealthRules::kWarmupTime - 1e-12 && steps_ >= HealthRules::kWarmupSteps;
    const double limit = HealthRules::kJumpFactor * std::max(band_, HealthRules::kBandFloor);
    jump = warmedUp && intervalMax_ > HealthRules::kMinJump && intervalMax_ > limit;
    if (jump && !drift) threshold = limit;
    band_ = std::max(band_, intervalMax_);
    intervalMax_ = 0.0;
    sinceCheck_ = 0;
  }
  if (energyRaised_ || !(drift || jump)) return;
  energyRaised_ = true;
  std::string code = drift && !jump ? "energy-drift" : "energy-jump";
  const bool close =
      closestA_ > 0 && closest_ < (closestOverlap_ ? HealthRules::kBodiesOverlap : HealthRules::kCloseEncounter);
  if (close) code = closestOverlap_ ? "encounter-bodies" : adaptive_ ? "encounter-collision" : "encounter-unresolved";
  HealthEvent e = event(code, time, step, rel, threshold);
  if (close) {
    e.bodyA = closestA_;
    e.bodyB = closestB_;
  }
  raise(std::move(e));
}

void HealthJudge::fail(const std::string& code, double time, long step) {
  raise(event(findHealthKind(code) ? code : "failure", time, step, 0.0, 0.0));
}

namespace {

std::string printf1(const char* format, int digits, double x) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, digits, x);
  return buffer;
}

// "1e-05" → "1e-5", as people (and JavaScript) write exponents.
std::string shortExponent(std::string s) {
  const auto e = s.find('e');
  if (e == std::string::npos) return s;
  std::size_t digits = e + 2;  // past "e+" or "e-"
  while (digits + 1 < s.size() && s[digits] == '0') s.erase(digits, 1);
  if (s[e + 1] == '+') s.erase(e + 1, 1);
  return s;
}

// The formats a template may ask for: fixed2, fixed3 (decimals), sig3 (3 significant digits, an
// exponent outside [1e-3, 1e4)), percent (of 1: whole percent from 10%, else 2 significant digits),
// g (up to 6 significant digits, as a step size is written), int; none: as g.
std::string formatValue(double x, const std::string& format) {
  if (!std::isfinite(x)) return x != x ? "NaN" : (x > 0 ? "infinity" : "−infinity");
  if (format == "fixed2") return printf1("%.*f", 2, x);
  if (format == "fixed3") return printf1("%.*f", 3, x);
  if (format == "int") return printf1("%.*f", 0, x);
  if (format == "sig3") {
    const double a = std::abs(x);
    if (a >= 1e-3 && a < 1e4) {
      const int decimals = std::max(0, 2 - static_cast<int>(std::floor(std::log10(a))));
      return printf1("%.*f", decimals, x);
    }
    return shortExponent(printf1("%.*e", 2, x));
  }
  if (format == "percent") {
    const double p = 100.0 * x;
    if (x >= 0.1) return printf1("%.*f", 0, p) + "%";
    const int decimals = p > 0.0 ? std::max(0, 1 - static_cast<int>(std::floor(std::log10(p)))) : 0;
    return printf1("%.*f", std::min(decimals, 12), p) + "%";
  }
  return shortExponent(printf1("%.*g", 6, x));
}

std::string fieldText(const HealthEvent& e, const std::string& name, const std::string& format) {
  if (name == "integrator") return e.integrator;
  if (name == "code") return e.code;
  if (name == "bodyA") return std::to_string(e.bodyA);
  if (name == "bodyB") return std::to_string(e.bodyB);
  if (name == "step") return std::to_string(e.step);
  const std::pair<const char*, double> numbers[] = {{"time", e.time},
                                                    {"value", e.value},
                                                    {"threshold", e.threshold},
                                                    {"encounterDistance", e.encounterDistance},
                                                    {"encounterTime", e.encounterTime},
                                                    {"h", e.h}};
  for (const auto& [key, value] : numbers)
    if (name == key) return formatValue(value, format);
  return "{" + name + "}";  // an unknown field is left visible, not guessed
}

std::string fill(const std::string& text, const HealthEvent& e) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += text[i++];
      continue;
    }
    const std::string inside = text.substr(i + 1, close - i - 1);
    const std::size_t colon = inside.find(':');
    out += fieldText(e, inside.substr(0, colon), colon == std::string::npos ? "" : inside.substr(colon + 1));
    i = close + 1;
  }
  return out;
}

}  // namespace

HealthWords describeHealth(const HealthEvent& event, const std::string& sentence, const std::string& advice) {
  return {fill(sentence, event), fill(advice, event)};
}

HealthWords describeHealth(const HealthEvent& event) {
  const HealthKindInfo* kind = findHealthKind(event.code);
  if (!kind) kind = findHealthKind("failure");
  return describeHealth(event, kind->sentence, kind->advice);
}

std::string healthEventsJson(const std::vector<HealthEvent>& events, std::size_t from) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t k = from; k < events.size(); ++k) {
    const HealthEvent& e = events[k];
    out.push_back({{"code", e.code},
                   {"severity", e.severity},
                   {"time", e.time},
                   {"step", e.step},
                   {"bodyA", e.bodyA},
                   {"bodyB", e.bodyB},
                   {"value", e.value},
                   {"threshold", e.threshold},
                   {"encounterDistance", e.encounterDistance},
                   {"encounterTime", e.encounterTime},
                   {"h", e.h},
                   {"integrator", e.integrator}});
  }
  return out.dump();
}

HealthEvent healthEventFromJson(const std::string& json) {
  const nlohmann::json doc = nlohmann::json::parse(json, nullptr, false);
  if (!doc.is_object()) throw InputError("event", "expected a JSON object");
  HealthEvent e;
  auto text = [&](const char* key, std::string& to) {
    if (!doc.contains(key)) return;
    if (!doc[key].is_string()) throw InputError(std::string("event.") + key, "expected a string");
    to = doc[key].get<std::string>().substr(0, 200);
  };
  auto number = [&](const char* key, double& to) {
    if (!doc.contains(key)) return;
    if (!doc[key].is_number() || !std::isfinite(doc[key].get<double>()))
      throw InputError(std::string("event.") + key, "expected a finite number");
    to = doc[key].get<double>();
  };
  double step = 0.0, a = 0.0, b = 0.0;
  text("code", e.code);
  text("severity", e.severity);
  text("integrator", e.integrator);
  number("time", e.time);
  number("step", step);
  number("bodyA", a);
  number("bodyB", b);
  number("value", e.value);
  number("threshold", e.threshold);
  number("encounterDistance", e.encounterDistance);
  number("encounterTime", e.encounterTime);
  number("h", e.h);
  e.step = static_cast<long>(std::clamp(step, 0.0, 1e15));
  e.bodyA = static_cast<int>(std::clamp(a, 0.0, 1e9));
  e.bodyB = static_cast<int>(std::clamp(b, 0.0, 1e9));
  return e;
}

}  // namespace geovi
