// Our own data opens without an "Input adjusted" note (issue 48, item 1). The loader normalizes a
// direction q, projects ω onto its tangent plane and re-orthonormalizes a rotation, and reports each
// change (Scenario::warnings), which the page shows under the description. That report is meant for a
// user's file; every preset, every lesson's scenario and every system type's template (what the
// system editor starts from, and what it adds for a new body) stores the values the loader would
// produce, so the core reports no adjustment for any of them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/scenario.hpp"
#include "lesson_edits.hpp"

using namespace geovi;
using Json = nlohmann::json;

namespace {

std::vector<std::filesystem::path> jsonFilesIn(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> out;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".json") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string readText(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string joined(const std::vector<std::string>& warnings) {
  std::string out;
  for (const auto& w : warnings) out += "\n  " + w;
  return out;
}

const std::filesystem::path kScenarios{GEOVI_SCENARIO_DIR};

}  // namespace

TEST_CASE("no preset is adjusted by the loader", "[presets][issue48]") {
  const auto files = jsonFilesIn(kScenarios);
  REQUIRE(files.size() >= 20);
  for (const auto& file : files) {
    INFO(file.filename().string());
    const Scenario s = loadScenarioFile(file.string());
    CHECK(joined(s.warnings) == "");
  }
}

TEST_CASE("no lesson's scenario is adjusted by the loader", "[presets][issue48]") {
  // A lesson (core/lessons/*.json, docs/lessons.md) opens a preset by name with its own settings, and
  // some with `edits` (set) and `perturb` (added to the second run): both runs, as the page opens them.
  const auto files = jsonFilesIn(kScenarios.parent_path() / "lessons");
  REQUIRE(files.size() >= 10);
  for (const auto& file : files) {
    INFO(file.filename().string());
    const Json lesson = Json::parse(readText(file));
    const Json preset = Json::parse(readText(kScenarios / (lesson.at("scenario").get<std::string>() + ".json")));
    for (const bool perturbed : {false, true}) {
      const Scenario s = loadScenario(test::lessonScenario(preset, lesson, perturbed).dump());
      CHECK(joined(s.warnings) == "");
    }
  }
}

TEST_CASE("no system type's template, nor the body the editor adds to it, is adjusted", "[presets][issue48]") {
  for (const auto& type : systemTypeCatalogue()) {
    INFO(type.name);
    const Scenario s = loadScenario(type.templateJson);
    CHECK(joined(s.warnings) == "");
    for (const auto& term : termCatalogue()) {
      if (type.name != "s2n") break;
      INFO(term.name);
      Json doc = Json::parse(type.templateJson);
      doc["system"]["potentials"].push_back(Json::parse(term.templateJson));
      CHECK(joined(loadScenario(doc.dump()).warnings) == "");
    }
    if (type.newBody) {
      // The loader's own test of a direction: |q| = 1 within 1e-15, q·ω = 0 within 1e-15 (s2n_scenario.cpp).
      const auto& [q, omega] = *type.newBody;
      const double norm = std::sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2]);
      const double normal = q[0] * omega[0] + q[1] * omega[1] + q[2] * omega[2];
      CHECK(std::abs(norm - 1.0) <= 1e-15);
      CHECK(std::abs(normal) <= 1e-15);
    }
  }
}

TEST_CASE("a user's direction that is not unit length is still reported", "[presets][issue48]") {
  // The negative control: the report the presets avoid still reaches a user's file.
  Json doc = Json::parse(readText(kScenarios / "spherical_pendulum.json"));
  doc["initial"]["q"][0] = {0.0, 0.6, -0.7};
  const Scenario s = loadScenario(doc.dump());
  REQUIRE(s.warnings.size() >= 1);
  CHECK(s.warnings[0].find("initial.q[0]: normalized to unit length") == 0);
}
