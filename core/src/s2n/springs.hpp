// Elastic terms between links.
#pragma once

#include <vector>

#include "s2n/potential.hpp"

namespace geovi {

// A point rigidly attached to the links: x = offset + Σ_(i, c) c q_i.
struct MaterialPoint {
  Eigen::Vector3d offset = Eigen::Vector3d::Zero();
  std::vector<std::pair<int, double>> on;  // (link index, coefficient)
  double mass = 0.0;                       // used by gravity and for drawing

  Eigen::Vector3d position(const Points& q) const {
    Eigen::Vector3d x = offset;
    for (const auto& [i, c] : on) x += c * q.col(i);
    return x;
  }
};

// Linear spring between two material points (paper 003, Example 3):
//   V = ½ κ (‖x_b − x_a‖ − L₀)²,  ∂V/∂q_i = κ (‖d‖ − L₀) d/‖d‖ (c_b,i − c_a,i),  d = x_b − x_a.
class LinearSpring final : public PotentialTerm {
 public:
  LinearSpring(MaterialPoint a, MaterialPoint b, double stiffness, double restLength)
      : a_(std::move(a)), b_(std::move(b)), stiffness_(stiffness), restLength_(restLength) {}
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  bool invariantAbout(const Eigen::Vector3d& axis) const override;
  std::string derivativeUnavailable() const override { return ""; }
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;

 private:
  MaterialPoint a_, b_;
  double stiffness_, restLength_;
};

// Bending springs between neighbouring elements of a rod (paper 003, Example 4):
//   V = Σ_i ½ κ_i (1 − q_{i−1}·q_i)²,  with q_0 a fixed direction (the clamped element).
class BendingSprings final : public PotentialTerm {
 public:
  BendingSprings(Eigen::VectorXd stiffness, const Eigen::Vector3d& clamped)
      : stiffness_(std::move(stiffness)), clamped_(clamped) {}
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  bool invariantAbout(const Eigen::Vector3d& axis) const override;
  std::string derivativeUnavailable() const override { return ""; }
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;

 private:
  Eigen::VectorXd stiffness_;  // κ_1 … κ_n
  Eigen::Vector3d clamped_;    // q_0
};

}  // namespace geovi
