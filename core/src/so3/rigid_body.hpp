// A rigid body on SO(3) (paper 002 §3.4; docs/rigid-bodies.md):
//   L(R, Ω) = ½ Ωᵀ J Ω − V(R, t),   Ṙ = R Ω̂,   Π = J Ω,
//   Π̇ = Π × Ω + M,   M = M_V + M_f,
// with J the inertia about the fixed point (or the centre of mass for a free
// body / satellite), V a sum of MomentTerms and M_f a sum of nonconservative
// ForcingTerms. Moments are body-frame vectors throughout.
//
// A system is J plus two lists, not a new class: free body = no terms, heavy
// top / 3D pendulum = UniformGravity, satellite = GravityGradient, and the
// paper-004 Lagrange top with loads adds ConstantSpatialMoment + FollowerForce.
#pragma once

#include <Eigen/Core>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/geometry.hpp"

namespace geovi {

// The state: attitude R (body → world) and body angular momentum Π = J Ω.
// Π rather than Ω is stored because the LGVI updates Π (Π_{k+1} = F_kᵀ Π_k + …),
// and converting through J⁻¹ every step would add round-off to |Π|.
struct RigidBodyState {
  Mat3 R = Mat3::Identity();
  Vec3 Pi = Vec3::Zero();
};

// Conservative moment from a potential V(R, t), defined on all of R³ˣ³ so the
// Runge–Kutta baselines may evaluate it off SO(3).
class MomentTerm {
 public:
  virtual ~MomentTerm() = default;
  virtual double energy(const Mat3& R, double t) const = 0;
  // ∂V/∂R, the 3×3 matrix of partial derivatives.
  virtual Mat3 gradient(const Mat3& R, double t) const = 0;
  // Body moment M = ((∂V/∂R)ᵀ R − Rᵀ ∂V/∂R)^∨, so that V̇ = −M·Ω (paper 004 (50)
  // in body components). Terms override it with a cheaper closed form.
  virtual Vec3 moment(const Mat3& R, double t) const {
    const Mat3 G = gradient(R, t);
    return vee(G.transpose() * R - R.transpose() * G);
  }
  // The derivative of moment(R, t) along dR (any 3×3, tangent or not): what the step's derivative
  // needs (issue 46; docs/derivative.md). Exact, from the term's closed form.
  virtual Vec3 momentDerivative(const Mat3& R, const Mat3& dR, double t) const = 0;
  // True when V(exp(θ â) R) = V(R) for all θ: the spatial momentum a·RΠ is conserved.
  virtual bool invariantAboutSpatial(const Vec3& axis) const = 0;
  // V(t, R) = V(0, exp(−t ŵ) R) for this w: the term is stationary in a frame
  // rotating at w (the satellite's orbit frame). Zero for time-independent terms.
  virtual Vec3 frameRate() const { return Vec3::Zero(); }
};

// Nonconservative body moment (no potential), entering the integrators through
// the discrete Lagrange–d'Alembert principle. Loads read the attitude; feedback (an attitude
// controller, control/attitude_feedback.hpp) reads the body angular velocity Ω too, and then the LGVI
// corrects the moment at a step's end with the momentum it produces (so3_variational.cpp).
class ForcingTerm {
 public:
  virtual ~ForcingTerm() = default;
  virtual Vec3 moment(const Mat3& R, const Vec3& Omega, double t) const = 0;
  virtual bool readsVelocities() const { return false; }
  // The derivative of moment(R, Ω, t) along (dR, dΩ), for a term that is differentiated (issue 46);
  // one that is not says so in differentiable() and is never asked.
  virtual bool differentiable() const { return true; }
  virtual Vec3 momentDerivative(const Mat3& R, const Vec3& Omega, const Mat3& dR, const Vec3& dOmega,
                                double t) const = 0;
};

// V = −m g·(R ρ): uniform gravity (acceleration g) on mass m whose centre of
// mass sits at ρ in the body frame, relative to the fixed point. With
// g = −g E3 and ρ = ℓ e3 this is paper 004 (70)₂, U = m g ℓ cos ω.
class UniformGravity final : public MomentTerm {
 public:
  UniformGravity(double mass, const Vec3& com, const Vec3& gravity) : m_(mass), rho_(com), g_(gravity) {}
  double energy(const Mat3& R, double) const override { return -m_ * g_.dot(R * rho_); }
  Mat3 gradient(const Mat3&, double) const override { return -m_ * g_ * rho_.transpose(); }
  Vec3 moment(const Mat3& R, double) const override { return m_ * rho_.cross(R.transpose() * g_); }
  Vec3 momentDerivative(const Mat3&, const Mat3& dR, double) const override {
    return m_ * rho_.cross(dR.transpose() * g_);
  }
  bool invariantAboutSpatial(const Vec3& axis) const override { return axis.cross(g_).norm() == 0.0; }
  double mass() const { return m_; }
  const Vec3& com() const { return rho_; }
  const Vec3& gravity() const { return g_; }

 private:
  double m_;
  Vec3 rho_, g_;
};

// MacCullagh's gravity-gradient potential and moment (paper 004 (83)), on a
// fixed circular orbit of mean motion n = √(GM/r³) in the E1–E2 plane:
//   e_R(t) = cos(nt) E1 + sin(nt) E2,   b = Rᵀ e_R,
//   V = (3n²/2) bᵀ J b − (n²/2) tr J,   M = 3 n² b × J b,
// dropping the constant −GMm/r of the fixed orbit.
class GravityGradient final : public MomentTerm {
 public:
  GravityGradient(const Mat3& J, double meanMotion) : J_(J), n_(meanMotion) {}
  Vec3 radial(double t) const { return Vec3(std::cos(n_ * t), std::sin(n_ * t), 0.0); }
  double energy(const Mat3& R, double t) const override {
    const Vec3 b = R.transpose() * radial(t);
    return 1.5 * n_ * n_ * b.dot(J_ * b) - 0.5 * n_ * n_ * J_.trace();
  }
  Mat3 gradient(const Mat3& R, double t) const override {
    const Vec3 e = radial(t);
    return 3.0 * n_ * n_ * e * e.transpose() * R * J_;
  }
  Vec3 moment(const Mat3& R, double t) const override {
    const Vec3 b = R.transpose() * radial(t);
    return 3.0 * n_ * n_ * b.cross(J_ * b);
  }
  Vec3 momentDerivative(const Mat3& R, const Mat3& dR, double t) const override {
    const Vec3 e = radial(t);
    const Vec3 b = R.transpose() * e, db = dR.transpose() * e;
    return 3.0 * n_ * n_ * (db.cross(J_ * b) + b.cross(J_ * db));
  }
  bool invariantAboutSpatial(const Vec3&) const override { return false; }
  Vec3 frameRate() const override { return Vec3(0.0, 0.0, n_); }
  double meanMotion() const { return n_; }

 private:
  Mat3 J_;
  double n_;
};

// A constant moment τ fixed in space (paper 004 §4.2 and §6: M_a E3); body moment Rᵀ τ.
// Not conservative (Ziegler; paper 004 (52)).
class ConstantSpatialMoment final : public ForcingTerm {
 public:
  explicit ConstantSpatialMoment(const Vec3& tau) : tau_(tau) {}
  Vec3 moment(const Mat3& R, const Vec3&, double) const override { return R.transpose() * tau_; }
  Vec3 momentDerivative(const Mat3&, const Vec3&, const Mat3& dR, const Vec3&, double) const override {
    return dR.transpose() * tau_;
  }
  const Vec3& spatialMoment() const { return tau_; }

 private:
  Vec3 tau_;
};

// A follower force f (body components, turning with the body) applied at the
// body point p relative to the fixed point: body moment p × f, constant in the
// body frame (paper 004 §6: F_a e1 at the tip ℓ1 e3, moment ℓ1 F_a e2, cf. (72)–(73)).
class FollowerForce final : public ForcingTerm {
 public:
  FollowerForce(const Vec3& point, const Vec3& force) : p_(point), f_(force) {}
  Vec3 moment(const Mat3&, const Vec3&, double) const override { return p_.cross(f_); }
  Vec3 momentDerivative(const Mat3&, const Vec3&, const Mat3&, const Vec3&, double) const override {
    return Vec3::Zero();
  }
  const Vec3& point() const { return p_; }
  const Vec3& force() const { return f_; }

 private:
  Vec3 p_, f_;
};

struct RigidBodyDrawing {
  double axisLength = 1.0;           // body axes drawn as the columns of R times this
  std::optional<Vec3> centreOfMass;  // body frame; drawn for tops and pendula
};

class RigidBodyModel {
 public:
  RigidBodyModel(const Mat3& inertia, std::vector<std::shared_ptr<const MomentTerm>> potentials,
                 std::vector<std::shared_ptr<const ForcingTerm>> forcings = {}, RigidBodyDrawing drawing = {});

  const Mat3& inertia() const { return J_; }
  const Mat3& inertiaInverse() const { return Jinv_; }
  const RigidBodyDrawing& drawing() const { return drawing_; }
  const std::vector<std::shared_ptr<const MomentTerm>>& potentials() const { return potentials_; }
  const std::vector<std::shared_ptr<const ForcingTerm>>& forcings() const { return forcings_; }
  bool hasForcing() const { return !forcings_.empty(); }
  bool forcingReadsVelocities() const { return readsVelocities_; }

  Vec3 omega(const RigidBodyState& s) const { return Jinv_ * s.Pi; }
  double kinetic(const RigidBodyState& s) const { return 0.5 * s.Pi.dot(Jinv_ * s.Pi); }
  double potential(const Mat3& R, double t) const;
  Mat3 potentialGradient(const Mat3& R, double t) const;  // Σ ∂V/∂R
  Vec3 conservativeMoment(const Mat3& R, double t) const;
  Vec3 moment(const Mat3& R, const Vec3& Pi, double t) const;  // conservative + forcing, body frame
  // The derivative of moment(R, Π, t) along (dR, dΠ) (issue 46), and whether every term has one.
  Vec3 momentDerivative(const Mat3& R, const Vec3& Pi, const Mat3& dR, const Vec3& dPi, double t) const;
  bool differentiable() const;

  // The conserved energy when there is no forcing: T + V, or for terms
  // stationary in a frame rotating at w (satellite) the Jacobi integral
  // T + V − w·(R Π)  (d/dt (T+V) = ∂V/∂t = w·R M, and d/dt RΠ = R M).
  double energy(const RigidBodyState& s, double t) const;
  Vec3 spatialMomentum(const RigidBodyState& s) const { return s.R * s.Pi; }
  // An axis a (E3, E1 or E2) with a·RΠ conserved, if every term is invariant about it
  // and there is no forcing; a free body returns E3.
  std::optional<Vec3> spatialSymmetryAxis() const;
  // w of the terms stationary in a frame rotating at w (a satellite's orbit), zero otherwise.
  const Vec3& frameRate() const { return frameRate_; }

 private:
  Mat3 J_, Jinv_;
  std::vector<std::shared_ptr<const MomentTerm>> potentials_;
  std::vector<std::shared_ptr<const ForcingTerm>> forcings_;
  RigidBodyDrawing drawing_;
  Vec3 frameRate_ = Vec3::Zero();
  bool readsVelocities_ = false;
};

// Checks J is finite, symmetric (to 1e-12 relative) and positive definite;
// returns an empty string if so, or the reason.
std::string inertiaProblem(const Mat3& J);

// The families of issue 4. J is about the fixed point for tops and pendula.
RigidBodyModel makeFreeRigidBody(const Mat3& J);
RigidBodyModel makeHeavyTop(const Mat3& J, double mass, const Vec3& com, const Vec3& gravity,
                            std::vector<std::shared_ptr<const ForcingTerm>> forcings = {});
RigidBodyModel makeSatellite(const Mat3& J, double meanMotion);

}  // namespace geovi
