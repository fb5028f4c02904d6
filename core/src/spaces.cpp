#include "spaces.hpp"

#include <optional>

#include "control/attitude_scenario.hpp"
#include "control/quadrotor_load_scenario.hpp"
#include "control/quadrotor_scenario.hpp"
#include "product/product_stepper.hpp"
#include "s2n/s2n_scenario.hpp"
#include "s2n/s2n_stepper.hpp"
#include "se3/rigid_bodies_scenario.hpp"
#include "se3/se3_integrators.hpp"
#include "so3/rigid_body_scenario.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {
namespace {

template <class Entry>
std::vector<IntegratorInfo> infos(const std::vector<Entry>& table) {
  std::vector<IntegratorInfo> out;
  out.reserve(table.size());
  for (const auto& entry : table) out.push_back(entry.info);
  return out;
}

// The scenario's "control" block, when it has one.
std::optional<JsonField> controlOf(const JsonField& root) {
  return root.has("control") ? std::optional<JsonField>(root["control"]) : std::nullopt;
}

}  // namespace

const std::vector<SpaceRow>& spaceTable() {
  static const std::vector<SpaceRow> table{
      {s2nSpace, [] { return infos(s2nIntegrators()); }},
      {rigidBodySpace, [] { return infos(so3Integrators()); }},
      {rigidBodiesSpace, [] { return infos(se3Integrators()); }},
      {productSpace, [] { return infos(productIntegrators()); }},
  };
  return table;
}

const std::vector<SystemFamily>& systemFamilies() {
  using Warnings = std::vector<std::string>;
  static const std::vector<SystemFamily> table{
      {s2nSystemTypes, isS2nSystemType, false,
       [](const JsonField& root, const IntegratorSpec& spec, Warnings& warnings) {
         return buildS2nSimulation(root["system"], root["initial"], spec, warnings);
       }},
      // A rigid body on SO(3), with an attitude controller when the scenario has one.
      {rigidBodySystemTypes, isRigidBodySystemType, true,
       [](const JsonField& root, const IntegratorSpec& spec, Warnings& warnings) {
         const std::optional<JsonField> control = controlOf(root);
         return control ? buildAttitudeControlledSimulation(root["system"], root["initial"], *control, spec, warnings)
                        : buildRigidBodySimulation(root["system"], root["initial"], spec, warnings);
       }},
      {rigidBodiesSystemTypes, isRigidBodiesSystemType, false,
       [](const JsonField& root, const IntegratorSpec& spec, Warnings& warnings) {
         return buildRigidBodiesSimulation(root["system"], root["initial"], spec, warnings);
       }},
      {quadrotorLoadSystemTypes, isQuadrotorLoadSystemType, true,
       [](const JsonField& root, const IntegratorSpec& spec, Warnings& warnings) {
         const std::optional<JsonField> control = controlOf(root);
         return buildQuadrotorLoadSimulation(root["system"], root["initial"], control ? &*control : nullptr, spec,
                                             warnings);
       }},
      // A quadrotor always flies under its controller: a missing block is the reader's error.
      {quadrotorSystemTypes, isQuadrotorSystemType, true,
       [](const JsonField& root, const IntegratorSpec& spec, Warnings& warnings) {
         return buildQuadrotorSimulation(root["system"], root["initial"], root["control"], spec, warnings);
       }},
  };
  return table;
}

}  // namespace geovi
