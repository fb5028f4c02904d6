// The catalogue describes what the readers accept, and nothing else (issue: the system editor builds
// its forms from the catalogue alone). Each system type's and potential term's parameters are
// declared in the reader's registration row; these tests push every declaration against the reader:
//   - every template loads and runs its t_end with its own integrator, its energy bounded;
//   - every declared range is the one the reader enforces: a value just outside it is refused with an
//     InputError naming that field, the boundary (or the next double inside) is not;
//   - every declared required key is required (its absence is a "missing required field" error naming
//     it), every declared optional key is read (a document with all of them loads), and a key nobody
//     declared is refused (rejectUnread), at every level: system, its objects, list items, terms;
//   - list caps and body counts are the loader's;
//   - catalogueJson() has the shape of wasm/geovi.d.ts.
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "se3/rigid_bodies_scenario.hpp"
#include "shared/json_input.hpp"

using namespace geovi;
using Json = nlohmann::json;
using Pointer = Json::json_pointer;

namespace {

// A list of parameters where it applies in a document: the object holding them and its path in the
// core's syntax (InputError::path()).
struct Site {
  Pointer at;
  std::string path;
  std::vector<ParameterInfo> params;
};

// Pairs of alternatives (the declarations say so in words): `alternative` is read only when
// `partner` is absent. Satellites read `orbit` only without `mean_motion`, so a document with every
// optional key leaves `orbit` out, and a second document replaces mean_motion by it. A body in
// flight is given by its points and masses, or by its mass and inertia.
struct Alternative {
  std::string type, alternative, partner;
};
const std::vector<Alternative> kReadOnlyWithout{{"satellite", "orbit", "mean_motion"},
                                                {"rigid_bodies", "mass", "points"},
                                                {"rigid_bodies", "inertia", "points"},
                                                {"rigid_bodies", "masses", "mass"}};

const TermInfo* findTerm(const std::string& name) {
  for (const auto& t : termCatalogue())
    if (t.name == name) return &t;
  return nullptr;
}

const SystemTypeInfo& systemType(const std::string& name) {
  for (const auto& t : systemTypeCatalogue())
    if (t.name == name) return t;
  FAIL("no system type " << name);
  throw std::logic_error("unreachable");
}

bool isWholeNumberKind(const ParameterInfo& p) {
  return p.kind == "integer" || p.kind == "body-pair" || p.kind == "point-pair";
}

// True when `path` is the field `field` or lies inside it ("system.masses[0]" is in "system.masses",
// "system.massesX" is not).
bool isIn(const std::string& path, const std::string& field) {
  return path == field || path.rfind(field + "[", 0) == 0 || path.rfind(field + ".", 0) == 0;
}

// The InputError a load raises, or none (any other exception fails the test).
std::optional<InputError> loadError(const Json& doc) {
  try {
    loadScenario(doc.dump());
  } catch (const InputError& e) {
    return e;
  }
  return std::nullopt;
}

// The fields of one item of a list: a typed list's items have the fields of their type.
std::vector<ParameterInfo> itemFields(const ParameterInfo& list, const Json& item) {
  if (list.choices.empty()) return list.fields;
  for (const auto& type : list.fields)
    if (item.contains("type") && item["type"] == type.name) return type.fields;
  return {};
}

long bodiesOf(const Json& doc) {
  const Json& initial = doc["initial"];
  return initial.contains("q") ? static_cast<long>(initial["q"].size()) : 0;
}

// n distinct unit vectors (a Fibonacci lattice): bodies of a singular potential must not coincide.
Json distinctDirections(long n) {
  Json out = Json::array();
  const double golden = M_PI * (3.0 - std::sqrt(5.0));
  for (long i = 0; i < n; ++i) {
    const double z = 1.0 - (2.0 * static_cast<double>(i) + 1.0) / static_cast<double>(n);
    const double r = std::sqrt(1.0 - z * z), phi = golden * static_cast<double>(i);
    out.push_back({r * std::cos(phi), r * std::sin(phi), z});
  }
  return out;
}

// n distinct points 1 m apart on a line (pivots that must not coincide).
Json distinctPoints(long n) {
  Json out = Json::array();
  for (long i = 0; i < n; ++i) out.push_back({static_cast<double>(i), 0.0, 0.0});
  return out;
}

Json valueFor(const ParameterInfo& p, long n);

// A value for a declared key that is absent, or for a new list item: its default where it has one,
// else the smallest sensible value of its kind. Lists get one item (of each type) so that the
// items' own fields are exercised.
Json sampleFor(const ParameterInfo& p, long n) {
  if (p.kind == "list") {
    Json items = Json::array();
    if (p.choices.empty()) {
      Json item = Json::object();
      for (const auto& f : p.fields) item[f.name] = valueFor(f, n);
      items.push_back(item);
    } else {
      for (const auto& type : p.fields) {
        Json item{{"type", type.name}};
        for (const auto& f : type.fields) item[f.name] = valueFor(f, n);
        items.push_back(item);
      }
    }
    return items;
  }
  if (p.kind == "pair-list") return Json::array({Json::array({valueFor(p.fields[0], n), valueFor(p.fields[1], n)})});
  if (!p.defaultValue.empty()) return Json::parse(p.defaultValue);
  if (p.kind == "object") {
    Json out = Json::object();
    for (const auto& f : p.fields) out[f.name] = valueFor(f, n);
    return out;
  }
  if (p.kind == "number" || p.kind == "integer") return p.min ? *p.min + 1.0 : 1.0;
  if (p.kind == "vector3" || p.kind == "direction") return {0.0, 0.0, 1.0};
  if (p.kind == "per-body" || p.kind == "number-or-per-body") return Json(std::vector<double>(n, 1.0));
  if (p.kind == "per-body-vector3") return distinctPoints(n);
  if (p.kind == "choice") return p.choices.at(0);
  if (p.kind == "body-pair" || p.kind == "point-pair") return {1, 2};
  if (p.kind == "terms") return Json::array();
  FAIL("no sample for kind " << p.kind);
  return nullptr;
}

Json valueFor(const ParameterInfo& p, long n) {
  return p.defaultValue.empty() ? sampleFor(p, n) : Json::parse(p.defaultValue);
}

// Adds every absent optional key (but an alternative whose partner is present), recursively.
void addOptionalKeys(const std::string& type, Json& holder, const std::vector<ParameterInfo>& params, long n) {
  for (const auto& p : params) {
    if (!holder.contains(p.name)) {
      bool excluded = false;  // by its alternative, present
      for (const auto& [of, alternative, partner] : kReadOnlyWithout)
        excluded = excluded || (of == type && ((p.name == alternative && holder.contains(partner)) ||
                                               (p.name == partner && holder.contains(alternative))));
      if (!p.optional || excluded) continue;
      holder[p.name] = sampleFor(p, n);
    }
    Json& v = holder[p.name];
    if (p.kind == "object") addOptionalKeys(type, v, p.fields, n);
    if (p.kind == "list")
      for (auto& item : v) addOptionalKeys(type, item, itemFields(p, item), n);
    if (p.kind == "terms")
      for (auto& term : v) addOptionalKeys(type, term, findTerm(term["type"])->parameters, n);
  }
}

void collectSites(const Json& doc, const Pointer& at, const std::string& path, const std::vector<ParameterInfo>& params,
                  std::vector<Site>& out) {
  out.push_back({at, path, params});
  const Json& holder = doc[at];
  for (const auto& p : params) {
    if (!holder.contains(p.name)) continue;
    const Json& v = holder[p.name];
    const std::string child = path + "." + p.name;
    if (p.kind == "object") collectSites(doc, at / p.name, child, p.fields, out);
    for (std::size_t k = 0; (p.kind == "list" || p.kind == "terms") && k < v.size(); ++k) {
      const std::vector<ParameterInfo> fields =
          p.kind == "list" ? itemFields(p, v[k]) : findTerm(v[k]["type"].get<std::string>())->parameters;
      collectSites(doc, at / p.name / k, child + "[" + std::to_string(k) + "]", fields, out);
    }
  }
}

std::vector<Site> sitesOf(const Json& doc, const SystemTypeInfo& type) {
  std::vector<Site> out;
  collectSites(doc, Pointer("/system"), "system", type.parameters, out);
  return out;
}

// The documents a type is checked on: its template, for "s2n" once with each potential term's
// template appended; each with every optional key added (and once more with each alternative).
std::vector<Json> templates(const SystemTypeInfo& type) {
  std::vector<Json> out;
  if (type.name == "s2n") {
    for (const auto& term : termCatalogue()) {
      Json doc = Json::parse(type.templateJson);
      doc["system"]["potentials"].push_back(Json::parse(term.templateJson));
      out.push_back(doc);
    }
  } else {
    out.push_back(Json::parse(type.templateJson));
  }
  return out;
}

std::vector<Json> fullDocuments(const SystemTypeInfo& type) {
  std::vector<Json> out;
  for (Json doc : templates(type)) {
    std::vector<Json> variants{doc};
    for (const auto& [of, alternative, partner] : kReadOnlyWithout)
      for (const auto& p : type.parameters)
        if (of == type.name && p.name == alternative && doc["system"].contains(partner)) {
          Json other = doc;
          other["system"].erase(partner);
          other["system"][alternative] = sampleFor(p, bodiesOf(doc));
          variants.push_back(other);
        }
    for (Json& v : variants) {
      addOptionalKeys(type.name, v["system"], type.parameters, bodiesOf(v));
      out.push_back(v);
    }
  }
  return out;
}

// A number a reader checks, at one place in a document.
struct Probe {
  Json doc;       // the document, with the probed value in place (a per-body value may be an array here)
  Pointer value;  // the number
  std::string field;
  ParameterInfo param;
};

std::vector<Probe> rangeProbes(const Json& doc, const std::vector<Site>& sites) {
  std::vector<Probe> out;
  for (const Site& site : sites)
    for (const auto& p : site.params) {
      const Json& holder = doc[site.at];
      if (!holder.contains(p.name)) continue;
      const Pointer at = site.at / p.name;
      const std::string field = site.path + "." + p.name;
      const Json& v = holder[p.name];
      if (p.kind == "pair-list") {
        for (std::size_t slot = 0; slot < 2 && !v.empty(); ++slot)
          out.push_back({doc, at / 0 / slot, field, p.fields[slot]});
        continue;
      }
      if (p.kind == "number" || p.kind == "integer") out.push_back({doc, at, field, p});
      if (p.kind == "per-body" || p.kind == "number-list" || p.kind == "body-pair" || p.kind == "point-pair")
        out.push_back({doc, at / 0, field, p});
      if (p.kind == "number-or-per-body") {
        // Both forms: one number for all bodies, and one number each (when the bodies are listed).
        Json one = doc, each = doc;
        const Json x = v.is_array() ? v[0] : v;
        one[at] = x;
        out.push_back({one, at, field, p});
        if (bodiesOf(doc) > 0) {
          each[at] = Json(std::vector<double>(bodiesOf(doc), x.get<double>()));
          out.push_back({each, at / 0, field, p});
        }
      }
    }
  return out;
}

}  // namespace

TEST_CASE("every system type's template loads and runs its t_end with its own integrator, the energy bounded",
          "[catalogue-schema]") {
  for (const auto& type : systemTypeCatalogue()) {
    INFO(type.name);
    Scenario s = loadScenario(type.templateJson);
    CHECK(s.warnings.empty());  // a template is exact: no q normalized, no omega projected
    Simulation& sim = *s.simulation;
    // A system whose template is driven by its inputs does work on it (the quadrotor's thrust, a
    // controller): its energy is no invariant, and its physics is checked in its own suite
    // (test_product.cpp: the hover holds the centre of mass still; test_control.cpp: the closed loop's
    // order and convergence). Every other template is conservative.
    const bool driven = type.name == "quadrotor_load" || type.name == "quadrotor";
    CHECK(sim.diagnostics().conservative != driven);
    // As the CLI counts them: t_end / h, rounded up unless it is a whole number to round-off.
    const double ratio = s.tEnd / sim.stepSize();
    const long steps = std::lround(std::abs(ratio - std::round(ratio)) <= 1e-9 * ratio ? ratio : std::ceil(ratio));
    const double e0 = sim.energy();
    // The band max |E − E0| over each half of the run.
    double firstHalf = 0.0, secondHalf = 0.0;
    for (long k = 0; k < steps; ++k) {
      REQUIRE_NOTHROW(sim.advance(1));
      double& band = k < steps / 2 ? firstHalf : secondHalf;
      band = std::max(band, std::abs(sim.energy() - e0));
    }
    CHECK(sim.time() >= s.tEnd * (1 - 1e-12));
    const double scale = std::max(std::abs(e0), 1.0);
    WARN(type.name << " (" << sim.integrator() << ", " << steps << " steps): E0 = " << e0
                   << ", max |E - E0| over the halves " << firstHalf << " / " << secondHalf);
    // Bounded: no drift from the first half to the second (a factor 4 over the band, as the class-length
    // runs use), and small: the largest measured is 1.35e-4 of |E0| (the generic double pendulum with its
    // spring at h = 0.005: 2.5e-3 of 18.4 J; see WARN), so 1e-3 leaves a margin of 7.
    if (driven) continue;
    CHECK(secondHalf <= 4.0 * firstHalf + 1e-12 * scale);
    CHECK(std::max(firstHalf, secondHalf) <= 1e-3 * scale);
  }
}

TEST_CASE("every potential term's template loads in the generic system's template", "[catalogue-schema]") {
  const SystemTypeInfo& generic = systemType("s2n");
  for (const auto& term : termCatalogue()) {
    INFO(term.name);
    const Json entry = Json::parse(term.templateJson);
    CHECK(entry["type"] == term.name);
    Json doc = Json::parse(generic.templateJson);
    doc["system"]["potentials"].push_back(entry);
    CHECK_NOTHROW(loadScenario(doc.dump()));
    // Alone, too (the template's spring removed).
    doc["system"]["potentials"] = Json::array({entry});
    CHECK_NOTHROW(loadScenario(doc.dump()));
  }
}

// "type: name" of every declared parameter with a range (a pair-list's slots under the list's name),
// the terms' under the generic type.
void collectRanged(const std::string& type, const std::vector<ParameterInfo>& params, std::set<std::string>& out) {
  for (const auto& p : params) {
    if (p.min || p.max) out.insert(type + ": " + p.name);
    for (const auto& f : p.fields)
      if (p.kind == "pair-list" && (f.min || f.max)) out.insert(type + ": " + p.name);
    if (p.kind != "pair-list") collectRanged(type, p.fields, out);
  }
}

TEST_CASE("every declared range is the one the reader enforces", "[catalogue-schema]") {
  int probes = 0;
  std::set<std::string> probed, declared;
  for (const auto& type : systemTypeCatalogue())
    for (const Json& doc : fullDocuments(type))
      for (const Probe& probe : rangeProbes(doc, sitesOf(doc, type))) {
        const ParameterInfo& p = probe.param;
        INFO(type.name << ": " << probe.field << " at " << probe.value.to_string());
        const auto refused = [&](double x) {
          Json d = probe.doc;
          d[probe.value] = x;
          const auto e = loadError(d);
          INFO("value " << x << ": " << (e ? e->what() : "loads"));
          return e && isIn(e->path(), probe.field);
        };
        probed.insert(type.name + ": " + probe.field.substr(probe.field.find_last_of(".]") + 1));
        const bool whole = isWholeNumberKind(p);
        const double inf = std::numeric_limits<double>::infinity();
        if (p.min) {
          // Just outside: the next double below (the boundary itself when exclusive); a whole number: one less.
          CHECK(refused(whole ? *p.min - 1 : p.minExclusive ? *p.min : std::nextafter(*p.min, -inf)));
          CHECK_FALSE(refused(p.minExclusive ? std::nextafter(*p.min, inf) : *p.min));
          ++probes;
        }
        if (p.max) {
          CHECK(refused(whole ? *p.max + 1 : std::nextafter(*p.max, inf)));
          CHECK_FALSE(refused(*p.max));
          ++probes;
        }
        // Declared unbounded: the reader takes a negative value (γ, a dipole moment, a coefficient).
        if (!p.min && !whole) CHECK_FALSE(refused(-1.0));
      }
  // Not vacuous: every declared range was probed somewhere.
  for (const auto& type : systemTypeCatalogue()) {
    collectRanged(type.name, type.parameters, declared);
    if (type.name == "s2n")
      for (const auto& term : termCatalogue()) collectRanged(type.name, term.parameters, declared);
  }
  for (const auto& name : declared) {
    INFO(name);
    CHECK(probed.count(name) == 1);
  }
  CHECK(probes > 0);
}

TEST_CASE("every declared key is read, every required one is required, and no undeclared key is accepted",
          "[catalogue-schema]") {
  for (const auto& type : systemTypeCatalogue()) {
    // The templates use declared keys only.
    for (const Json& doc : templates(type))
      for (const Site& site : sitesOf(doc, type)) {
        std::set<std::string> declared{"type"};
        for (const auto& p : site.params) declared.insert(p.name);
        const Json& holder = doc[site.at];
        for (auto it = holder.begin(); it != holder.end(); ++it) {
          INFO(type.name << ": " << site.path << "." << it.key());
          CHECK(declared.count(it.key()) == 1);
        }
      }
    for (const Json& doc : fullDocuments(type)) {
      // Every optional key present (read: rejectUnread would refuse it otherwise).
      const auto error = loadError(doc);
      INFO(type.name << ": " << doc["system"].dump());
      REQUIRE_FALSE(error);
      for (const Site& site : sitesOf(doc, type)) {
        for (const auto& p : site.params) {
          if (!doc[site.at].contains(p.name)) continue;
          Json d = doc;
          d[site.at].erase(p.name);
          const auto e = loadError(d);
          const std::string field = site.path + "." + p.name;
          INFO(type.name << ": without " << field << ": " << (e ? e->what() : "loads"));
          // Of a pair of alternatives, when the other is absent: one of the two is required.
          std::vector<std::string> others;
          for (const auto& [of, alternative, partner] : kReadOnlyWithout) {
            if (of != type.name) continue;
            if (p.name == alternative && !doc[site.at].contains(partner)) others.push_back(site.path + "." + partner);
            if (p.name == partner && !doc[site.at].contains(alternative))
              others.push_back(site.path + "." + alternative);
          }
          const auto inOther = [&](const std::string& path) {
            for (const auto& other : others)
              if (isIn(path, other)) return true;
            return false;
          };
          if (!others.empty())
            CHECK((e && (isIn(e->path(), field) || inOther(e->path()))));
          else if (p.optional)  // its absence has a meaning
            CHECK_FALSE((e && isIn(e->path(), field)));
          else
            CHECK((e && e->path() == field &&
                   std::string(e->what()).find("missing required field") != std::string::npos));
        }
        Json d = doc;
        d[site.at]["undeclared_key"] = 1;
        const auto e = loadError(d);
        INFO(type.name << ": " << site.path << ".undeclared_key: " << (e ? e->what() : "loads"));
        CHECK((e && e->path() == site.path + ".undeclared_key"));
      }
    }
  }
}

TEST_CASE("every list's declared cap is the reader's", "[catalogue-schema]") {
  int lists = 0;
  for (const auto& type : systemTypeCatalogue())
    for (const Json& doc : fullDocuments(type))
      for (const Site& site : sitesOf(doc, type))
        for (const auto& p : site.params) {
          const Json& holder = doc[site.at];
          if (p.maxItems == 0 || !holder.contains(p.name) || holder[p.name].empty()) continue;
          const auto withItems = [&](std::size_t count) {
            Json d = doc;
            Json items = Json::array();
            for (std::size_t k = 0; k < count; ++k) items.push_back(holder[p.name][0]);
            d[site.at][p.name] = items;
            return loadError(d);
          };
          const std::string field = site.path + "." + p.name;
          INFO(type.name << ": " << field << ", at most " << p.maxItems);
          const auto over = withItems(p.maxItems + 1), at = withItems(p.maxItems);
          CHECK((over && over->path() == field &&
                 std::string(over->what()).find(std::to_string(p.maxItems)) != std::string::npos));
          CHECK_FALSE((at && isIn(at->path(), field)));
          ++lists;
        }
  // Not vacuous: springs; points, segments and potentials of 5 documents; forcing of 3 types.
  CHECK(lists >= 19);
}

// [long]: it loads systems at the body limits (up to 40 962 molecules): 2 s natively, 40 s under the
// sanitizers, where it is skipped (the loader's limit checks are the same code either way).
TEST_CASE("every system type's body counts are the loader's, and a new body is valid", "[catalogue-schema][long]") {
  // A template grown (or cut) to n bodies: distinct directions (bodies of a singular potential must
  // not meet), and every per-body value from the declared default, else distinct points.
  const auto withBodies = [](const SystemTypeInfo& type, long n) {
    Json doc = Json::parse(type.templateJson);
    Json& system = doc["system"];
    // Below the template's count, its springs, points, segments and terms would name missing bodies.
    if (n < bodiesOf(doc))
      for (const auto& p : type.parameters)
        if (p.optional && (p.kind == "list" || p.kind == "pair-list" || p.kind == "terms")) system.erase(p.name);
    doc["initial"] = {{"q", distinctDirections(n)}, {"omega", Json(std::vector<std::vector<double>>(n, {0, 0, 0}))}};
    for (const auto& p : type.parameters) {
      if (!system.contains(p.name)) continue;
      if (p.kind == "per-body")
        system[p.name] = Json(std::vector<double>(n, Json::parse(p.defaultValue).get<double>()));
      if (p.kind == "per-body-vector3")
        system[p.name] =
            p.defaultValue.empty() ? distinctPoints(n) : Json(std::vector<Json>(n, Json::parse(p.defaultValue)));
      if (p.kind == "integer" && system[p.name] == bodiesOf(Json::parse(type.templateJson))) system[p.name] = n;
      if (p.kind == "matrix" && p.rows == 0) {
        // The generic inertia: the identity; beyond the limit, rows of one number, since the reader
        // refuses their count before it reads them (2563² numbers would take a gigabyte as JSON nodes).
        Json rows = Json::array();
        for (long i = 0; i < n; ++i) {
          std::vector<double> row(n > static_cast<long>(type.maxBodies) ? 1 : n, 0.0);
          row[std::min<long>(i, static_cast<long>(row.size()) - 1)] = 1.0;
          rows.push_back(row);
        }
        system[p.name] = rows;
      }
    }
    return doc;
  };
  for (const auto& type : systemTypeCatalogue()) {
    INFO(type.name << ": " << type.minBodies << " to " << type.maxBodies << " bodies");
    CHECK(type.minBodies == 1);
    if (type.space == kSpaceSo3 || type.space == kSpaceProduct) {  // one body, or one vehicle and its load
      CHECK(type.maxBodies == 1);
      CHECK_FALSE(type.newBody);
      continue;
    }
    if (type.space == kSpaceSe3) {
      // Bodies in flight are a list (the editor adds an item and its initial rows): n copies of the
      // template's first body, 10 m apart.
      CHECK(type.maxBodies == kMaxFlyingBodies);
      CHECK_FALSE(type.newBody);
      const auto flying = [&](long n) {
        Json doc = Json::parse(type.templateJson);
        const Json body = doc["system"]["bodies"][0];
        Json& initial = doc["initial"];
        const Json first{initial["v"][0], initial["R"][0], initial["Omega"][0]};
        doc["system"]["bodies"] = Json::array();
        for (const char* key : {"x", "v", "R", "Omega"}) initial[key] = Json::array();
        for (long i = 0; i < n; ++i) {
          doc["system"]["bodies"].push_back(body);
          initial["x"].push_back({10.0 * static_cast<double>(i), 0.0, 0.0});
          initial["v"].push_back(first[0]);
          initial["R"].push_back(first[1]);
          initial["Omega"].push_back(first[2]);
        }
        return doc;
      };
      const auto over = loadError(flying(static_cast<long>(type.maxBodies) + 1));
      INFO("maxBodies + 1: " << (over ? over->what() : "loads"));
      CHECK((over && over->path() == "system.bodies" &&
             std::string(over->what()).find(std::to_string(type.maxBodies)) != std::string::npos));
      CHECK_FALSE(loadError(flying(1)));
      CHECK_FALSE(loadError(flying(static_cast<long>(type.maxBodies))));
      CHECK(loadError(flying(0)));
      continue;
    }
    if (type.newBody) {
      // One more body, as the editor adds it: newBody's q and ω and each per-body default.
      Json doc = Json::parse(type.templateJson);
      const long n = bodiesOf(doc);
      doc["initial"]["q"].push_back(type.newBody->q);
      doc["initial"]["omega"].push_back(type.newBody->omega);
      for (const auto& p : type.parameters) {
        Json& system = doc["system"];
        if (!system.contains(p.name)) continue;
        if (p.kind == "per-body") system[p.name].push_back(Json::parse(p.defaultValue));
        if (p.kind == "per-body-vector3")
          system[p.name].push_back(p.defaultValue.empty() ? Json{0.0, 0.0, -1.0} : Json::parse(p.defaultValue));
        if (p.kind == "integer" && system[p.name] == n) system[p.name] = n + 1;
        if (p.kind == "matrix" && p.rows == 0) {
          for (auto& row : system[p.name]) row.push_back(0.0);
          std::vector<double> last(n + 1, 0.0);
          last[n] = 1.0;
          system[p.name].push_back(last);
        }
      }
      const auto e = loadError(doc);
      INFO("with a new body: " << (e ? e->what() : "loads"));
      CHECK_FALSE(e);
    }
    // One body more than allowed is refused with the limit named; one body loads, none is refused. The maximum itself
    // loads too (checked where a load is cheap: not the dense inertia of 2562 bodies).
    Json over = withBodies(type, static_cast<long>(type.maxBodies) + 1);
    if (type.name == "molecules") over["system"]["cutoff"] = 0.01;
    const auto e = loadError(over);
    INFO("maxBodies + 1: " << (e ? e->what() : "loads"));
    CHECK((e && std::string(e->what()).find(std::to_string(type.maxBodies)) != std::string::npos));
    CHECK_FALSE(loadError(withBodies(type, 1)));
    CHECK(loadError(withBodies(type, 0)));
    if (type.name != "s2n" && type.name != "molecules") CHECK_FALSE(loadError(withBodies(type, type.maxBodies)));
  }
  // Molecules: kMaxBodies with a cutoff (the cell list), kMaxAllPairsBodies without.
  const SystemTypeInfo& molecules = systemType("molecules");
  CHECK(molecules.maxBodies == kMaxBodies);
  Json lattice = Json::parse(molecules.templateJson);
  lattice["initial"] = {{"lattice", {{"icosphere", 6}}}};
  lattice["system"]["sigma"] = 0.0045;  // the level-6 spacing, so that the energy stays modest
  lattice["system"]["cutoff"] = 0.0113;
  CHECK_FALSE(loadError(lattice));
  lattice["system"].erase("cutoff");
  const auto allPairs = loadError(lattice);
  CHECK((allPairs && std::string(allPairs->what()).find(std::to_string(kMaxAllPairsBodies)) != std::string::npos));
}

TEST_CASE("catalogueJson() has the shape of wasm/geovi.d.ts", "[catalogue-schema]") {
  const Json doc = Json::parse(catalogueJson());
  const std::set<std::string> kinds{
      "number",    "integer",    "vector3",   "direction",    "per-body",   "per-body-vector3",
      "matrix",    "list",       "terms",     "object",       "choice",     "number-or-per-body",
      "body-pair", "point-pair", "pair-list", "vector3-list", "number-list"};
  std::function<void(const Json&, const std::string&)> checkParameter = [&](const Json& p, const std::string& where) {
    INFO(where << ": " << p.dump());
    for (const char* key :
         {"name", "kind", "unit", "min", "max", "minExclusive", "optional", "defaultValue", "summary"})
      CHECK(p.contains(key));
    CHECK(kinds.count(p["kind"].get<std::string>()) == 1);
    CHECK((p["min"].is_null() || p["min"].is_number()));
    CHECK((p["max"].is_null() || p["max"].is_number()));
    CHECK(p["minExclusive"].is_boolean());
    CHECK(p["optional"].is_boolean());
    const std::string kind = p["kind"];
    if (kind == "matrix") CHECK((p["rows"].is_number_integer() && p["cols"].is_number_integer()));
    if (kind == "choice") CHECK(!p["choices"].empty());
    if (kind == "list" || kind == "object") CHECK(!p["fields"].empty());
    if (kind == "pair-list") CHECK(p["fields"].size() == 2);
    // A default is inside the declared range.
    const Json& d = p["defaultValue"];
    if (d.is_number()) {
      if (p["min"].is_number()) CHECK((p["minExclusive"] ? d > p["min"] : d >= p["min"]));
      if (p["max"].is_number()) CHECK(d <= p["max"]);
    }
    if (p.contains("fields"))
      for (const auto& f : p["fields"]) checkParameter(f, where + "." + p["name"].get<std::string>());
  };
  REQUIRE(doc["systemTypes"].size() == systemTypeCatalogue().size());
  for (const auto& t : doc["systemTypes"]) {
    INFO(t["name"]);
    for (const char* key :
         {"name", "space", "summary", "label", "parameters", "template", "minBodies", "maxBodies", "newBody"})
      CHECK(t.contains(key));
    CHECK(t["template"].is_object());
    CHECK(t["template"]["system"]["type"] == t["name"]);
    CHECK((t["newBody"].is_null() || (t["newBody"]["q"].size() == 3 && t["newBody"]["omega"].size() == 3)));
    for (const auto& p : t["parameters"]) checkParameter(p, t["name"]);
  }
  REQUIRE(doc["terms"].size() == termCatalogue().size());
  for (const auto& t : doc["terms"]) {
    for (const char* key : {"name", "summary", "label", "parameters", "template"}) CHECK(t.contains(key));
    CHECK(t["template"]["type"] == t["name"]);
    for (const auto& p : t["parameters"]) checkParameter(p, t["name"]);
  }
  const Json& limits = doc["limits"];
  CHECK(limits["maxBodies"] == kMaxBodies);
  CHECK(limits["maxAllPairsBodies"] == kMaxAllPairsBodies);
  CHECK(limits["maxCoupledBodies"] == kMaxCoupledBodies);
  CHECK(limits["maxTerms"] == kMaxTerms);
  CHECK(limits["maxPoints"] == kMaxPoints);
  CHECK(limits["maxSteps"] == kMaxSteps);
  CHECK(limits["maxJsonBytes"] == kMaxJsonBytes);
  CHECK(limits["maxJsonDepth"] == kMaxJsonDepth);
}
