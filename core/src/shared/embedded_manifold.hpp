// Paper 002: Euler–Lagrange equations on a manifold M embedded in Rⁿ, written
// with the orthogonal projection P(x): Rⁿ → T_x M as one generic vector field.
//
// For L = ½ ẋᵀ 𝕄 ẋ − V(x) with 𝕄 constant, Proposition 1 (2.3) reads
//   P(x) (𝕄 ẍ + ∇V(x)) = 0,
// three (dim M) equations; the other n − dim M come from staying on M:
// differentiating the constraint twice fixes the normal part of ẍ,
//   (I − P(x)) ẍ = N(x, ẋ)     (S¹, S²: N = −|ẋ|² x;  SO(3): N = −R ṘᵀṘ).
// Adding the two gives a square system
//   (P 𝕄 + I − P) ẍ = N − P ∇V,
// whose matrix is invertible whenever 𝕄 is positive on T_x M: if (P𝕄 + I − P)z = 0
// then (I−P)z = −P𝕄z is both normal and tangent, so z is tangent and zᵀ𝕄z = 0.
// Nothing here knows which manifold it is on: a manifold is P and N.
#pragma once

#include <Eigen/Core>
#include <functional>
#include <string>

#include "shared/runge_kutta.hpp"

namespace geovi {

struct EmbeddedManifold {
  std::string name;
  int ambientDim = 0;
  std::function<Eigen::MatrixXd(const Eigen::VectorXd& x)> projection;  // P(x), symmetric
  std::function<Eigen::VectorXd(const Eigen::VectorXd& x, const Eigen::VectorXd& v)> normalAcceleration;  // N(x, ẋ)
};

struct EmbeddedLagrangian {
  Eigen::MatrixXd mass;                                               // 𝕄, n × n
  std::function<Eigen::VectorXd(const Eigen::VectorXd& x)> gradient;  // ∇V(x)
};

// S¹ ⊂ R²: P = I − x xᵀ (paper 002 (3.3)).
EmbeddedManifold circleS1();
// S² ⊂ R³: P = I − x xᵀ (paper 002 (3.5)).
EmbeddedManifold sphereS2();
// SO(3) ⊂ R³ˣ³ ≅ R⁹ (column-major vec): P(R)Y = ½ (Y − R Yᵀ R) (paper 002 (3.7)).
EmbeddedManifold rotationGroupSO3();

// The rigid body of paper 002 §3.4: L = ½ tr(Ṙ J_d Ṙᵀ) − V(R), J_d = ½ tr(J) I − J,
// so 𝕄 vec(Y) = vec(Y J_d), i.e. 𝕄 = J_d ⊗ I₃; ∇V = vec(∂V/∂R).
Eigen::MatrixXd rigidBodyEmbeddedMass(const Eigen::Matrix3d& J);

// ẍ from (P 𝕄 + I − P) ẍ = N − P ∇V.
Eigen::VectorXd embeddedAcceleration(const EmbeddedManifold& m, const EmbeddedLagrangian& L, const Eigen::VectorXd& x,
                                     const Eigen::VectorXd& v);
// The first-order field on y = [x; ẋ] (2n entries), for the Runge–Kutta tables.
FlatField embeddedField(const EmbeddedManifold& m, const EmbeddedLagrangian& L);

}  // namespace geovi
