// The catalogue reads the registries where they live (see geovi/catalogue.hpp);
// only the plot kinds, which belong to no manifold, are listed here. Each
// space describes itself next to its system types (s2nSpace, rigidBodySpace, rigidBodiesSpace, productSpace),
// and the table of spaces (spaces.cpp) lists them.
#include "geovi/catalogue.hpp"

#include <nlohmann/json.hpp>

#include "geovi/health.hpp"

#include "control/quadrotor_feedback.hpp"
#include "geovi/scenario.hpp"
#include "s2n/s2n_terms.hpp"
#include "shared/json_input.hpp"
#include "spaces.hpp"

namespace geovi {

ParameterInfo ParameterInfo::positive() const {
  ParameterInfo p = *this;
  p.min = 0.0;
  p.minExclusive = true;
  return p;
}

ParameterInfo ParameterInfo::nonNegative() const {
  ParameterInfo p = *this;
  p.min = 0.0;
  p.minExclusive = false;
  return p;
}

ParameterInfo ParameterInfo::between(double lo, double hi) const {
  ParameterInfo p = *this;
  p.min = lo;
  p.max = hi;
  return p;
}

ParameterInfo ParameterInfo::atLeast(double lo) const {
  ParameterInfo p = *this;
  p.min = lo;
  return p;
}

ParameterInfo ParameterInfo::optionalWithDefault(std::string json) const {
  ParameterInfo p = *this;
  p.optional = true;
  p.defaultValue = std::move(json);
  return p;
}

ParameterInfo ParameterInfo::optionalWithDefault(double value) const {
  return optionalWithDefault(nlohmann::json(value).dump());  // shortest text that reads back exactly
}

ParameterInfo ParameterInfo::optionalWithoutDefault() const {
  ParameterInfo p = *this;
  p.optional = true;
  return p;
}

ParameterInfo ParameterInfo::withDefault(std::string json) const {
  ParameterInfo p = *this;
  p.defaultValue = std::move(json);
  return p;
}

namespace param {
namespace {
ParameterInfo make(std::string name, const char* kind, std::string unit, std::string summary) {
  ParameterInfo p;
  p.name = std::move(name);
  p.kind = kind;
  p.unit = std::move(unit);
  p.summary = std::move(summary);
  return p;
}
}  // namespace

ParameterInfo number(std::string name, std::string unit, std::string summary) {
  return make(std::move(name), "number", std::move(unit), std::move(summary));
}
ParameterInfo integer(std::string name, std::string summary) {
  return make(std::move(name), "integer", "", std::move(summary));
}
ParameterInfo vector3(std::string name, std::string unit, std::string summary) {
  return make(std::move(name), "vector3", std::move(unit), std::move(summary));
}
ParameterInfo direction(std::string name, std::string summary) {
  return make(std::move(name), "direction", "", std::move(summary));
}
ParameterInfo perBody(std::string name, std::string unit, std::string summary) {
  return make(std::move(name), "per-body", std::move(unit), std::move(summary));
}
ParameterInfo perBodyVector3(std::string name, std::string unit, std::string summary) {
  return make(std::move(name), "per-body-vector3", std::move(unit), std::move(summary));
}
ParameterInfo numberOrPerBody(std::string name, std::string unit, std::string summary) {
  return make(std::move(name), "number-or-per-body", std::move(unit), std::move(summary));
}
ParameterInfo matrix(std::string name, int rows, int cols, std::string unit, std::string summary) {
  ParameterInfo p = make(std::move(name), "matrix", std::move(unit), std::move(summary));
  p.rows = rows;
  p.cols = cols;
  return p;
}
ParameterInfo vector3List(std::string name, std::size_t maxItems, std::string unit, std::string summary) {
  ParameterInfo p = make(std::move(name), "vector3-list", std::move(unit), std::move(summary));
  p.maxItems = maxItems;
  return p;
}
ParameterInfo numberList(std::string name, std::string unit, std::string summary) {
  return make(std::move(name), "number-list", std::move(unit), std::move(summary));
}
ParameterInfo choice(std::string name, std::vector<std::string> choices, std::string summary) {
  ParameterInfo p = make(std::move(name), "choice", "", std::move(summary));
  p.choices = std::move(choices);
  return p;
}
ParameterInfo bodyPair(std::string name, std::string summary) {
  return make(std::move(name), "body-pair", "", std::move(summary));
}
ParameterInfo pointPair(std::string name, std::string summary) {
  return make(std::move(name), "point-pair", "", std::move(summary));
}
ParameterInfo object(std::string name, std::vector<ParameterInfo> fields, std::string summary) {
  ParameterInfo p = make(std::move(name), "object", "", std::move(summary));
  p.fields = std::move(fields);
  return p;
}
ParameterInfo list(std::string name, std::size_t maxItems, std::vector<ParameterInfo> fields, std::string summary) {
  ParameterInfo p = make(std::move(name), "list", "", std::move(summary));
  p.maxItems = maxItems;
  p.fields = std::move(fields);
  return p;
}
ParameterInfo typedList(std::string name, std::size_t maxItems, std::vector<ParameterInfo> itemTypes,
                        std::string summary) {
  ParameterInfo p = list(std::move(name), maxItems, std::move(itemTypes), std::move(summary));
  for (const auto& type : p.fields) p.choices.push_back(type.name);
  return p;
}
ParameterInfo pairList(std::string name, std::size_t maxItems, std::array<ParameterInfo, 2> slots,
                       std::string summary) {
  ParameterInfo p = make(std::move(name), "pair-list", "", std::move(summary));
  p.maxItems = maxItems;
  p.fields = {std::move(slots[0]), std::move(slots[1])};
  return p;
}
ParameterInfo terms(std::string name, std::size_t maxItems, std::string summary) {
  ParameterInfo p = make(std::move(name), "terms", "", std::move(summary));
  p.maxItems = maxItems;
  return p;
}
}  // namespace param

// Spaces, integrators and system types: the rows of the table of spaces (spaces.cpp), in its order.
const std::vector<SpaceInfo>& spaceCatalogue() {
  static const std::vector<SpaceInfo> all = [] {
    std::vector<SpaceInfo> out;
    for (const auto& row : spaceTable()) out.push_back(row.info());
    return out;
  }();
  return all;
}

const std::vector<IntegratorInfo>& integratorCatalogue() {
  static const std::vector<IntegratorInfo> all = [] {
    std::vector<IntegratorInfo> out;
    for (const auto& row : spaceTable())
      for (auto& info : row.integrators()) out.push_back(std::move(info));
    return out;
  }();
  return all;
}

const std::vector<SystemTypeInfo>& systemTypeCatalogue() {
  static const std::vector<SystemTypeInfo> all = [] {
    std::vector<SystemTypeInfo> out;
    for (const auto& family : systemFamilies())
      for (auto& type : family.types()) out.push_back(std::move(type));
    return out;
  }();
  return all;
}

const std::vector<TermInfo>& termCatalogue() {
  static const std::vector<TermInfo> all = [] {
    std::vector<TermInfo> out;
    for (const auto& row : s2nTerms()) out.push_back(row.info);
    return out;
  }();
  return all;
}

const std::vector<PlotKindInfo>& plotKindCatalogue() {
  static const std::vector<PlotKindInfo> all{
      {"constraint", "Constraint error (log)", false},
      {"momentum", "Momentum map", true},
      {"phase", "Phase plot", false},
      {"tracking", "Tracking errors |e_x| and Ψ (log)", false},  // a controller's outputs (docs/control.md)
      {"rotors", "Rotor thrusts f₁ … f₄ (N)", false},
  };
  return all;
}

LimitsInfo limitsCatalogue() {
  return {kMaxBodies, kMaxAllPairsBodies, kMaxCoupledBodies, kMaxTerms,
          kMaxPoints, kMaxSteps,          kMaxJsonBytes,     kMaxJsonDepth};
}

std::vector<std::string> integratorNames(const std::string& space) {
  std::vector<std::string> out;
  for (const auto& info : integratorCatalogue())
    if (info.space == space) out.push_back(info.name);
  return out;
}

const IntegratorInfo* findIntegrator(const std::string& space, const std::string& name) {
  for (const auto& info : integratorCatalogue())
    if (info.space == space && info.name == name) return &info;
  return nullptr;
}

std::string joinNames(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : ", ") + names[i];
  return out;
}

namespace {

// Insertion-ordered, so that a template reads as its row writes it (format, name, title, …, t_end)
// and newBody lists q before omega.
using Json = nlohmann::ordered_json;

// JSON text held by a row (a template, a default) as a JSON value; "" is null.
Json jsonValue(const std::string& text) { return text.empty() ? Json(nullptr) : Json::parse(text); }

Json optionalNumber(const std::optional<double>& x) { return x ? Json(*x) : Json(); }

// ParameterInfo in wasm/geovi.d.ts: the kind-specific keys only where the kind has them.
Json parameterJson(const ParameterInfo& p) {
  Json out{{"name", p.name},
           {"kind", p.kind},
           {"unit", p.unit},
           {"min", optionalNumber(p.min)},
           {"max", optionalNumber(p.max)},
           {"minExclusive", p.minExclusive},
           {"optional", p.optional},
           {"defaultValue", jsonValue(p.defaultValue)},
           {"summary", p.summary}};
  if (p.kind == "matrix") {
    out["rows"] = p.rows;
    out["cols"] = p.cols;
  }
  if (!p.choices.empty()) out["choices"] = p.choices;
  if (!p.fields.empty()) {
    out["fields"] = Json::array();
    for (const auto& f : p.fields) out["fields"].push_back(parameterJson(f));
  }
  if (p.maxItems > 0) out["maxItems"] = p.maxItems;
  return out;
}

Json parametersJson(const std::vector<ParameterInfo>& parameters) {
  Json out = Json::array();
  for (const auto& p : parameters) out.push_back(parameterJson(p));
  return out;
}

Json systemTypeJson(const SystemTypeInfo& t) {
  Json newBody;  // null when the count is fixed
  if (t.newBody) newBody = {{"q", t.newBody->q}, {"omega", t.newBody->omega}};
  return {{"name", t.name},
          {"space", t.space},
          {"summary", t.summary},
          {"label", t.label},
          {"parameters", parametersJson(t.parameters)},
          {"template", jsonValue(t.templateJson)},
          {"minBodies", t.minBodies},
          {"maxBodies", t.maxBodies},
          {"newBody", newBody}};
}

Json termJson(const TermInfo& t) {
  return {{"name", t.name},
          {"summary", t.summary},
          {"label", t.label},
          {"parameters", parametersJson(t.parameters)},
          {"template", jsonValue(t.templateJson)}};
}

Json limitsJson(const LimitsInfo& l) {
  return {{"maxBodies", l.maxBodies},
          {"maxAllPairsBodies", l.maxAllPairsBodies},
          {"maxCoupledBodies", l.maxCoupledBodies},
          {"maxTerms", l.maxTerms},
          {"maxPoints", l.maxPoints},
          {"maxSteps", l.maxSteps},
          {"maxJsonBytes", l.maxJsonBytes},
          {"maxJsonDepth", l.maxJsonDepth}};
}

}  // namespace

std::string catalogueJson() {
  Json doc;
  doc["spaces"] = nlohmann::json::array();
  for (const auto& s : spaceCatalogue())
    doc["spaces"].push_back({{"name", s.name},
                             {"label", s.label},
                             {"manifoldError", s.manifoldError},
                             {"tangencyError", s.tangencyError},
                             {"dragging", s.dragging},
                             {"directionPrefix", s.directionPrefix},
                             {"velocityPrefix", s.velocityPrefix},
                             {"phase", s.phase},
                             {"phaseColumns", s.phaseColumns},
                             {"phaseLabels", s.phaseLabels}});
  doc["integrators"] = nlohmann::json::array();
  for (const auto& i : integratorCatalogue())
    doc["integrators"].push_back({{"name", i.name},
                                  {"space", i.space},
                                  {"family", i.family},
                                  {"order", i.order},
                                  {"symplectic", i.symplectic},
                                  {"symmetric", i.symmetric},
                                  {"staysOnManifold", i.staysOnManifold},
                                  {"adaptive", i.adaptive},
                                  {"equations", i.equations},
                                  {"summary", i.summary}});
  doc["systemTypes"] = nlohmann::json::array();
  for (const auto& t : systemTypeCatalogue()) doc["systemTypes"].push_back(systemTypeJson(t));
  doc["terms"] = nlohmann::json::array();
  for (const auto& t : termCatalogue()) doc["terms"].push_back(termJson(t));
  doc["plotKinds"] = nlohmann::json::array();
  for (const auto& p : plotKindCatalogue())
    doc["plotKinds"].push_back({{"name", p.name}, {"label", p.label}, {"needsMomentum", p.needsMomentum}});
  doc["limits"] = limitsJson(limitsCatalogue());
  doc["controllers"] = nlohmann::json::array();  // a quadrotor's "control.type" (docs/control.md)
  for (const auto& c : quadrotorControllers())
    doc["controllers"].push_back({{"name", c.name},
                                  {"label", c.label},
                                  {"tracksAttitude", c.tracksAttitude},
                                  {"carriesLoad", c.carriesLoad},
                                  {"parameters", parametersJson(controllerParameters(c))}});
  doc["health"] = nlohmann::json::array();
  for (const auto& k : healthCatalogue())
    doc["health"].push_back({{"code", k.code},
                             {"severity", k.severity},
                             {"quantity", k.quantity},
                             {"sentence", k.sentence},
                             {"advice", k.advice}});
  return doc.dump(1);
}

}  // namespace geovi
