// Non-conservative generalized forces on (S²)ⁿ (paper 001, Section V): a
// torque on one link about its pivot, and a force applied at a material point.
// Both enter the variational integrators through the discrete
// Lagrange–d'Alembert principle (see S2nModel::appliedMoment).
#pragma once

#include "s2n/potential.hpp"
#include "s2n/springs.hpp"

namespace geovi {

// A constant torque τ (world frame) on link `link` — e.g. the control torque
// at the base joint of a chain pendulum, link 0.
class LinkTorque final : public GeneralizedMoment {
 public:
  LinkTorque(int link, const Eigen::Vector3d& torque) : link_(link), torque_(torque) {}
  void addMoment(const Points&, double, Points& tau) const override { tau.col(link_) += torque_; }
  void addMomentDerivative(const Points&, const Points&, double, Points&) const override {}  // constant

 private:
  int link_;
  Eigen::Vector3d torque_;
};

// A constant force F at a material point x = o + Σ c_i q_i: δW = F·δx gives
// τ_i = c_i q_i × F (for the chain-pendulum tip, τ_i = l_i q_i × F).
class PointForce final : public GeneralizedMoment {
 public:
  PointForce(MaterialPoint point, const Eigen::Vector3d& force) : point_(std::move(point)), force_(force) {}
  void addMoment(const Points& q, double, Points& tau) const override {
    for (const auto& [i, c] : point_.on) tau.col(i) += c * q.col(i).cross(force_);
  }
  void addMomentDerivative(const Points&, const Points& dq, double, Points& dtau) const override {
    for (const auto& [i, c] : point_.on) dtau.col(i) += c * dq.col(i).cross(force_);
  }

 private:
  MaterialPoint point_;
  Eigen::Vector3d force_;
};

}  // namespace geovi
