// Rigid bodies in flight: N bodies on SE(3)ᴺ = (R³ × SO(3))ᴺ under uniform gravity and their mutual
// Newtonian gravity, the full body problem (Lee, Leok & McClamroch, "Lie group variational
// integrators for the full body problem", CMAME 196 (2007) 2907; docs/rigid-bodies-in-flight.md).
//
// Body b has mass m_b, inertia J_b about its centre of mass, and (for the mutual potential) point
// masses m_bi at ρ_bi in its body frame, whose origin is the centre of mass. Its configuration is the
// centre x_b and the attitude R_b (body → world); its momenta are p_b = m_b ẋ_b and Π_b = J_b Ω_b.
//
//   T = Σ_b |p_b|²/(2 m_b) + ½ Π_bᵀ J_b⁻¹ Π_b
//   U = − Σ_b m_b g·x_b − G Σ_{b<c} Σ_{i,j} m_bi m_cj / |x_b + R_b ρ_bi − x_c − R_c ρ_cj|
//
// The force on a centre is f_b = −∂U/∂x_b, the body moment M_b = Σ_i ρ_bi × R_bᵀ F_bi with F_bi the
// force on point i (the moment −((∂U/∂R_b)ᵀR_b − R_bᵀ∂U/∂R_b)^∨ of so3/rigid_body.hpp). Each pair's
// force is computed once and applied with both signs, so Σ_b f_b = −M g to round-off and the total
// momentum Σ p_b is kept exactly when g = 0 (Noether for translations).
#pragma once

#include <string>
#include <vector>

#include "geovi/geometry.hpp"

namespace geovi {

struct FlyingBody {
  double mass = 1.0;
  Mat3 inertia = Mat3::Identity();  // about the centre of mass, body frame
  // The point masses of the mutual potential, body frame, centred (Σ m_i ρ_i = 0). Empty: the body
  // feels uniform gravity only (it was given by mass and inertia).
  std::vector<Vec3> points;
  std::vector<double> pointMasses;
};

// The state of all bodies, in body order.
struct RigidBodiesState {
  std::vector<Vec3> x, p;  // centres and linear momenta (world)
  std::vector<Mat3> R;     // attitudes, body → world
  std::vector<Vec3> Pi;    // body angular momenta J Ω
  std::size_t size() const { return x.size(); }
};

// What the potential exerts, in body order: forces on the centres (world) and body moments.
struct BodyLoads {
  std::vector<Vec3> force, moment;
  // The closest approach between points of two different bodies (0 when no pair has points), and the
  // two bodies (1-based).
  double closest = 0.0;
  int bodyA = 0, bodyB = 0;
  // loads()'s scratch (world torques, a body's arms R ρ and the forces on its points), kept with the
  // result so that once sized a step allocates nothing.
  std::vector<Vec3> torque, arm, onPoint;
};

class RigidBodiesModel {
 public:
  // Throws InputError naming the field for a body with no positive mass, a singular or indefinite
  // inertia, or points whose centre of mass is off the body frame's origin.
  RigidBodiesModel(std::vector<FlyingBody> bodies, double G, const Vec3& gravity);

  std::size_t size() const { return bodies_.size(); }
  const FlyingBody& body(std::size_t b) const { return bodies_[b]; }
  const Mat3& inertiaInverse(std::size_t b) const { return inverses_[b]; }
  // The body's extent: the largest |ρ| of its points (0 for a body given by mass and inertia).
  double extent(std::size_t b) const { return extents_[b]; }
  double G() const { return G_; }
  const Vec3& gravity() const { return g_; }
  // True when some pair of bodies attracts (G > 0 and both have points).
  bool hasMutualGravity() const;

  double kinetic(const RigidBodiesState& s) const;
  double potential(const std::vector<Vec3>& x, const std::vector<Mat3>& R) const;
  double energy(const RigidBodiesState& s) const { return kinetic(s) + potential(s.x, s.R); }
  // Forces and moments at a configuration; `out` is resized and overwritten.
  void loads(const std::vector<Vec3>& x, const std::vector<Mat3>& R, BodyLoads& out) const;
  // The derivative of loads() along (dx, dR) (issue 46): uniform gravity's forces are constant; each
  // pair of points' force F = −G m m' d/|d|³, d = y_bi − y_cj, y = x + R ρ, changes by
  //   dF = −G m m' (dd/|d|³ − 3 d (d·dd)/|d|⁵),   dd = dx_b + dR_b ρ_bi − dx_c − dR_c ρ_cj,
  // and the moment M_b = R_bᵀ Σ_i (R_b ρ_bi) × F_bi (the function loads() evaluates, also off SO(3),
  // where a Runge–Kutta stage may be) by dM_b = dR_bᵀ τ_b + R_bᵀ Σ_i ((dR_b ρ_bi) × F_bi + (R_b ρ_bi) × dF_bi).
  // dForce and dMoment are resized and overwritten.
  void loadsDerivative(const std::vector<Vec3>& x, const std::vector<Mat3>& R, const std::vector<Vec3>& dx,
                       const std::vector<Mat3>& dR, std::vector<Vec3>& dForce, std::vector<Vec3>& dMoment) const;

  // Σ p_b and Σ (x_b × p_b + R_b Π_b): kept by the exact flow (and by the VI to round-off) when g = 0;
  // with gravity, the angular momentum's component along g is kept.
  Vec3 linearMomentum(const RigidBodiesState& s) const;
  Vec3 angularMomentum(const RigidBodiesState& s) const;
  // The total mass and the centre of mass.
  double totalMass() const { return totalMass_; }

 private:
  std::vector<FlyingBody> bodies_;
  std::vector<Mat3> inverses_;
  std::vector<double> extents_;
  double G_;
  Vec3 g_;
  double totalMass_ = 0.0;
};

// The inertia of point masses about their centre of mass: J = Σ m_i (|ρ_i|² I − ρ_i ρ_iᵀ).
Mat3 pointInertia(const std::vector<Vec3>& points, const std::vector<double>& masses);

}  // namespace geovi
