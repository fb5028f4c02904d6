// The catalogue reads the registries where they live (see geovi/catalogue.hpp);
// only the plot kinds, which belong to no manifold, are listed here. Each
// space describes itself next to its system types (s2nSpace, rigidBodySpace).
#include "geovi/catalogue.hpp"

#include <nlohmann/json.hpp>

#include "geovi/health.hpp"

#include "s2n/s2n_scenario.hpp"
#include "s2n/s2n_stepper.hpp"
#include "s2n/s2n_terms.hpp"
#include "so3/rigid_body_scenario.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {

const std::vector<SpaceInfo>& spaceCatalogue() {
  static const std::vector<SpaceInfo> all{s2nSpace(), rigidBodySpace()};
  return all;
}

const std::vector<IntegratorInfo>& integratorCatalogue() {
  static const std::vector<IntegratorInfo> all = [] {
    std::vector<IntegratorInfo> out;
    for (const auto& e : s2nIntegrators()) out.push_back(e.info);
    for (const auto& e : so3Integrators()) out.push_back(e.info);
    return out;
  }();
  return all;
}

const std::vector<SystemTypeInfo>& systemTypeCatalogue() {
  static const std::vector<SystemTypeInfo> all = [] {
    std::vector<SystemTypeInfo> out = s2nSystemTypes();
    for (const auto& t : rigidBodySystemTypes()) out.push_back(t);
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
  };
  return all;
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

std::string catalogueJson() {
  nlohmann::json doc;
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
  for (const auto& t : systemTypeCatalogue())
    doc["systemTypes"].push_back({{"name", t.name}, {"space", t.space}, {"summary", t.summary}});
  doc["terms"] = nlohmann::json::array();
  for (const auto& t : termCatalogue()) doc["terms"].push_back({{"name", t.name}, {"summary", t.summary}});
  doc["plotKinds"] = nlohmann::json::array();
  for (const auto& p : plotKindCatalogue())
    doc["plotKinds"].push_back({{"name", p.name}, {"label", p.label}, {"needsMomentum", p.needsMomentum}});
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
