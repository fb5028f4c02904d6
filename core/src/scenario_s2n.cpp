// Scenario builders for the (S²)ⁿ family.
#include <cmath>
#include <sstream>

#include "geovi/s2n_simulation.hpp"
#include "geovi/scenario.hpp"

namespace geovi {
namespace {

S2nModel buildChainPendulum(const JsonField& system) {
  const Eigen::VectorXd masses = system["masses"].vector(1, kMaxBodies);
  const Eigen::VectorXd lengths = system["lengths"].vector(masses.size(), masses.size());
  for (Eigen::Index i = 0; i < masses.size(); ++i) {
    system["masses"][i].positive();
    system["lengths"][i].positive();
  }
  return makeChainPendulum(masses, lengths, system["gravity"].vec3());
}

// Unit vectors are normalized once, ω projected onto the tangent plane; both
// are reported so that a user sees their data was changed (DESIGN.md).
S2nState readInitialState(const JsonField& initial, int n, std::vector<std::string>& warnings) {
  S2nState s{initial["q"].vec3List(n), initial["omega"].vec3List(n)};
  for (int i = 0; i < n; ++i) {
    const std::string qPath = initial["q"][i].path();
    const double norm = s.q.col(i).norm();
    if (!(norm > 1e-8)) initial["q"][i].fail("must be a nonzero vector (a direction on the unit sphere)");
    if (std::abs(norm - 1.0) > 0.0) {
      s.q.col(i) /= norm;
      if (std::abs(norm - 1.0) > 1e-15) {
        std::ostringstream msg;
        msg.precision(17);
        msg << qPath << ": normalized to unit length (norm was " << norm << ")";
        warnings.push_back(msg.str());
      }
    }
    const double normal = s.q.col(i).dot(s.omega.col(i));
    if (normal != 0.0) {
      s.omega.col(i) -= normal * s.q.col(i);
      if (std::abs(normal) > 1e-15 * std::max(1.0, s.omega.col(i).norm())) {
        std::ostringstream msg;
        msg.precision(17);
        msg << initial["omega"][i].path() << ": projected onto the tangent plane of q (q.omega was " << normal << ")";
        warnings.push_back(msg.str());
      }
    }
  }
  return s;
}

}  // namespace

bool isS2nSystemType(const std::string& type) { return type == "chain_pendulum"; }

std::unique_ptr<Simulation> buildS2nSimulation(const JsonField& system, const JsonField& initial,
                                               const IntegratorSpec& spec, std::vector<std::string>& warnings) {
  S2nModel model = buildChainPendulum(system);
  S2nState state = readInitialState(initial, model.size(), warnings);
  return std::make_unique<S2nSimulation>(std::move(model), std::move(state), spec);
}

}  // namespace geovi
