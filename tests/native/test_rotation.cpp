// A rotation is checked in one place (issue 45; core/src/so3/rotation.hpp): every way a rotation comes
// in (each system type's scenario, a desired attitude, setState on every space) refuses a matrix off
// SO(3) with the same words naming its own field, and takes one within 1e-2 as its nearest rotation.
#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "geovi/so3.hpp"
#include "so3/rotation.hpp"
#include "support.hpp"

using namespace geovi;
using json = nlohmann::json;

namespace {

json presetJson(const std::string& name) {
  std::ifstream in(test::presetPath(name));
  return json::parse(in);
}

// The InputError a scenario gives, as "FIELD: message", or "" when it loads.
std::string loadErrorText(const json& doc) {
  try {
    loadScenario(doc.dump());
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

const char* const kNotRotation = "is not a rotation matrix (|R^T R - I| = ";
const char* const kReflection = "must be a rotation (det R = ";

}  // namespace

TEST_CASE("checkedRotation: an exact rotation passes to the bit, a near one becomes its nearest rotation",
          "[rotation]") {
  const Mat3 quarterTurn = (Mat3() << 0, -1, 0, 1, 0, 0, 0, 0, 1).finished();
  std::vector<std::string> warnings;
  const Mat3 same = so3::checkedRotation(quarterTurn, "initial.R", &warnings);
  CHECK(same == quarterTurn);
  CHECK(warnings.empty());

  // 1e-9 off: replaced by the polar factor, within a few ε of SO(3), with a warning naming the field.
  Mat3 near = quarterTurn;
  near(0, 1) += 1e-9;
  const Mat3 fixed = so3::checkedRotation(near, "initial.R", &warnings);
  CHECK(so3::orthogonalityError(fixed) <= 8 * test::kEps);
  CHECK(fixed.determinant() > 0.0);
  CHECK((fixed - quarterTurn).norm() <= 1e-9);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("initial.R: re-orthonormalized to the nearest rotation", 0) == 0);

  // Round-off of printed digits (below 1e-12) goes unmentioned.
  Mat3 printed = quarterTurn;
  printed(2, 2) += 1e-15;
  warnings.clear();
  so3::checkedRotation(printed, "initial.R", &warnings);
  CHECK(warnings.empty());
}

TEST_CASE("checkedRotation: a reflection, a matrix far from SO(3) and a NaN are refused naming the field",
          "[rotation]") {
  const auto refusal = [](const Mat3& R) {
    try {
      so3::checkedRotation(R, "b2R");
    } catch (const InputError& e) {
      CHECK(e.path() == "b2R");
      return std::string(e.what());
    }
    return std::string();
  };
  Mat3 reflection = Mat3::Identity();
  reflection(1, 1) = -1;
  CHECK(refusal(reflection).find(kReflection) != std::string::npos);
  Mat3 stretched = Mat3::Identity();
  stretched(0, 0) = 1.02;  // ‖RᵀR − I‖ ≈ 0.04 > 1e-2
  CHECK(refusal(stretched).find(kNotRotation) != std::string::npos);
  Mat3 justInside = Mat3::Identity();
  justInside(0, 0) = 1.004;  // ≈ 0.008 ≤ 1e-2
  CHECK(refusal(justInside).empty());
  Mat3 nan = Mat3::Identity();
  nan(2, 0) = std::nan("");
  CHECK(!refusal(nan).empty());
}

TEST_CASE("every scenario entrance of a rotation refuses one off SO(3) with the same words, naming its field",
          "[rotation]") {
  struct Entrance {
    const char* preset;
    std::function<json&(json&)> rotation;
    const char* field;
  };
  const std::vector<Entrance> entrances{
      {"free_rigid_body", [](json& d) -> json& { return d["initial"]["R"]; }, "initial.R: "},
      {"thrown_book", [](json& d) -> json& { return d["initial"]["R"][0]; }, "initial.R[0]: "},
      {"quadrotor_flip", [](json& d) -> json& { return d["initial"]["R"]; }, "initial.R: "},
      {"quadrotor_slung_load", [](json& d) -> json& { return d["initial"]["R"]; }, "initial.R: "},
      {"satellite_slew", [](json& d) -> json& { return d["control"]["trajectory"]["to"]; }, "control.trajectory.to: "},
  };
  for (const auto& entrance : entrances) {
    INFO(entrance.preset);
    json doc = presetJson(entrance.preset);
    json& R = entrance.rotation(doc);
    R[0][0] = R[0][0].get<double>() * 1.5;
    const std::string error = loadErrorText(doc);
    CHECK(error.rfind(entrance.field, 0) == 0);
    CHECK(error.find(kNotRotation) != std::string::npos);
  }
}

TEST_CASE("setState on every space with rotations refuses an R off SO(3) with the same words", "[rotation]") {
  // The first R of each state row, scaled: setState refuses it and keeps the state it had.
  for (const char* name : {"free_rigid_body", "thrown_book", "quadrotor_flip", "quadrotor_slung_load"}) {
    INFO(name);
    Scenario s = test::preset(name);
    const auto columns = s.simulation->stateColumns();
    std::vector<double> values, before;
    s.simulation->stateValues(values);
    before = values;
    std::size_t r11 = 0;
    while (r11 < columns.size() && columns[r11].find("R11") == std::string::npos) ++r11;
    REQUIRE(r11 < columns.size());
    values[r11] *= 1.5;
    try {
      s.simulation->setState(values, 0.0);
      FAIL("setState took an R off SO(3)");
    } catch (const InputError& e) {
      CHECK(e.path().rfind("setState", 0) == 0);
      CHECK(std::string(e.what()).find(kNotRotation) != std::string::npos);
    }
    std::vector<double> after;
    s.simulation->stateValues(after);
    CHECK(after == before);
  }
}
