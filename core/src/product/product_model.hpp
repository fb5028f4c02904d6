// A mechanical system on the product space (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ (issue 33; docs/product-spaces.md).
//
// The point block is N = m + n vectors z_α ∈ R³, each free (a point in space, R³) or unit (a
// direction, S²). Mass points ride on it linearly, x_k = o_k + Σ_α C_kα z_α: a load at the end of a
// cable of length l hangs at x_Q + l q, a pendulum's bob at its pivot plus l q. Their kinetic energy
// couples the point block through the constant symmetric matrix
//   M_αβ = Σ_k m_k C_kα C_kβ,        T_points = ½ Σ_αβ M_αβ ż_α·ż_β,
// which is paper 003's M_ij (2.2) with free points as its flat case (a free point's ż has no
// constraint; a direction's ż = ω × q is tangent to its sphere). The attitudes R_b ∈ SO(3) add
// their rotational energy ½ Ω_bᵀ J_b Ω_b about their centres of mass, which are mass points.
//
//   L = ½ Σ_αβ M_αβ ż_α·ż_β + ½ Σ_b Ω_bᵀ J_b Ω_b − U,     U = − Σ_k m_k g·x_k
//
// Further potential terms (ProductPotential) may depend on any factor. Forcing (ProductForcing: a
// rotor's thrust and moment) gives generalized forces on the point block
// and moments on the attitudes, and enters the integrators by the discrete Lagrange–d'Alembert
// principle, as forcing does on (S²)ⁿ and SO(3).
//
// The model is read-only; a run's mutable data is its state (ProductState) and its workspace
// (product_stepper.hpp).
#pragma once

#include <Eigen/Core>
#include <Eigen/LU>
#include <memory>
#include <string>
#include <vector>

#include "geovi/geometry.hpp"
#include "product/rigid_bodies_model.hpp"

namespace geovi {

// The state of a product system: the point block with its velocities ż_α (tangent to the sphere for
// a direction), the attitudes (body → world) and their body angular momenta Π_b = J_b Ω_b.
struct ProductState {
  std::vector<Vec3> z, v;
  std::vector<Mat3> R;
  std::vector<Vec3> Pi;
};

// What acts on a configuration: a generalized force on each point of the block (world frame,
// −∂U/∂z_α plus forcing; for a direction only its part tangent to the sphere does anything) and a
// moment on each attitude (body frame).
struct ProductLoads {
  std::vector<Vec3> force, moment;
  // The scratch of a potential term over rigid bodies' points (full_body_gravity.hpp), kept with the
  // result so that once sized a step allocates nothing; after loads() it holds that term's closest
  // approach between two bodies.
  BodyLoads bodies;
};

class ProductModel;

// A potential term beyond uniform gravity, depending on any factor: its energy, and −∂U/∂z and the
// attitudes' moments added into `out` (full_body_gravity.hpp: the mutual gravity of bodies' points).
class ProductPotential {
 public:
  virtual ~ProductPotential() = default;
  virtual double potential(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Mat3>& R) const = 0;
  virtual void addLoads(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Mat3>& R,
                        ProductLoads& out) const = 0;
  // The derivative (issue 46): "" when addLoadsDerivative gives it, else why not (a name people read).
  virtual std::string derivativeUnavailable() const { return "a potential term has no derivative in geovi"; }
  // The differential of addLoads's forces and moments along (dz, dR), added into dForce and dMoment.
  virtual void addLoadsDerivative(const ProductModel&, const std::vector<Vec3>&, const std::vector<Mat3>&,
                                  const std::vector<Vec3>&, const std::vector<Mat3>&, std::vector<Vec3>&,
                                  std::vector<Vec3>&) const {}
};

// Non-conservative forcing: adds its forces and moments at state s and time t. Forcing that reads only
// the configuration (a schedule of rotor inputs) keeps the VI's momentum update explicit; feedback
// (a controller, control/quadrotor_feedback.hpp) reads the velocities too, and then the forces at the
// end of a step are corrected with the momenta they produce (product_variational.cpp). Either way the
// discrete Lagrange–d'Alembert forces sit h/2 at each end of the step.
class ProductForcing {
 public:
  virtual ~ProductForcing() = default;
  virtual void add(const ProductModel& model, const ProductState& s, double t, ProductLoads& out) const = 0;
  virtual bool readsVelocities() const { return false; }
  // Why its derivative is not given (issue 46): geovi differentiates no product forcing yet.
  virtual std::string derivativeUnavailable() const {
    return readsVelocities() ? "a controller's feedback forces (control/) are not differentiated"
                             : "a schedule of rotor inputs (a forcing term) is not differentiated";
  }
};

// A factor of the point block and the CSV columns it names: prefix + x, y, z, then velocityPrefix +
// x, y, z (a free point's velocity ż, or a direction's angular velocity ω = q × q̇, ω ⟂ q).
struct ProductPoint {
  bool sphere = false;
  std::string prefix, velocityPrefix;
};

// A mass point x_k = offset + Σ_α coefficients[α] z_α of mass m (the drawing's and the momenta's
// points as well as the kinetic energy's).
struct MassPoint {
  double mass = 1.0;
  Vec3 offset = Vec3::Zero();
  Eigen::VectorXd coefficients;  // one per point of the block
  std::string name;              // for people and the page ("quadrotor", "load")
};

// An attitude: its inertia about its centre, which is mass point `centre`; CSV prefix as above
// (prefix + R11 … R33, W1, W2, W3).
struct ProductBody {
  Mat3 inertia = Mat3::Identity();
  std::size_t centre = 0;
  std::string prefix;
};

class ProductModel {
 public:
  // Throws InputError("system") when the mass points' kinetic energy leaves a point of the block
  // without inertia (M not positive-definite), or a body's centre is not one of them.
  ProductModel(std::vector<ProductPoint> points, std::vector<MassPoint> masses, std::vector<ProductBody> bodies,
               const Vec3& gravity, std::vector<std::shared_ptr<const ProductForcing>> forcing,
               std::vector<std::shared_ptr<const ProductPotential>> potentials = {});

  std::size_t size() const { return points_.size(); }  // N, the point block
  std::size_t bodies() const { return bodies_.size(); }
  const ProductPoint& point(std::size_t a) const { return points_[a]; }
  bool isSphere(std::size_t a) const { return points_[a].sphere; }
  std::size_t spheres() const { return spheres_; }
  const ProductBody& body(std::size_t b) const { return bodies_[b]; }
  const Mat3& inertiaInverse(std::size_t b) const { return inverses_[b]; }
  const std::vector<MassPoint>& massPoints() const { return masses_; }
  const Eigen::MatrixXd& inertia() const { return M_; }  // M, N × N
  double maxAbsRowSum() const { return rowSum_; }
  // M is diagonal and no point is a direction: the block's equations are n independent linear ones.
  bool isFlatDiagonal() const { return flatDiagonal_; }
  const Vec3& gravity() const { return g_; }
  bool isConservative() const { return forcing_.empty(); }
  bool forcingReadsVelocities() const { return readsVelocities_; }
  double totalMass() const { return totalMass_; }

  Vec3 massPoint(std::size_t k, const std::vector<Vec3>& z) const;
  Vec3 massPointVelocity(std::size_t k, const std::vector<Vec3>& v) const;

  double kinetic(const ProductState& s) const;
  double potential(const std::vector<Vec3>& z, const std::vector<Mat3>& R) const;
  double energy(const ProductState& s) const { return kinetic(s) + potential(s.z, s.R); }
  // −∂U/∂z and the forcing at state s and time t (only feedback reads s.v and s.Pi); `out` is resized
  // and overwritten.
  void loads(const ProductState& s, double t, ProductLoads& out) const;
  // The derivative of the steps on this model (issue 46): "" when every step's exact derivative is
  // given (free points with a diagonal M, attitudes, potential terms that give theirs, no forcing), else
  // which term is not differentiated, in words that follow "geovi cannot differentiate … here: ".
  std::string derivativeUnavailable() const;
  // The differential of loads()'s forces and moments along (dz, dR) at (z, R) (no forcing: see
  // derivativeUnavailable). Uniform gravity's forces are constant; each potential term adds its own.
  // dForce and dMoment are resized and overwritten.
  void loadsDerivative(const std::vector<Vec3>& z, const std::vector<Mat3>& R, const std::vector<Vec3>& dz,
                       const std::vector<Mat3>& dR, std::vector<Vec3>& dForce, std::vector<Vec3>& dMoment) const;

  // Σ_k m_k ẋ_k and Σ_k m_k x_k × ẋ_k + Σ_b R_b Π_b: kept by the exact unforced flow when g = 0 and
  // every mass point translates with the free points (Noether); with gravity, the angular
  // momentum's component along g.
  Vec3 linearMomentum(const ProductState& s) const;
  Vec3 angularMomentum(const ProductState& s) const;

 private:
  std::vector<ProductPoint> points_;
  std::vector<MassPoint> masses_;
  std::vector<ProductBody> bodies_;
  std::vector<Mat3> inverses_;
  Vec3 g_;
  std::vector<std::shared_ptr<const ProductForcing>> forcing_;
  std::vector<std::shared_ptr<const ProductPotential>> potentials_;
  Eigen::MatrixXd M_;
  std::vector<Vec3> gravityForce_;  // −∂U/∂z_α = Σ_k m_k C_kα g, constant
  double rowSum_ = 0.0, totalMass_ = 0.0;
  bool flatDiagonal_ = false, readsVelocities_ = false;
  std::size_t spheres_ = 0;
};

// The velocities of the point block from its momenta: M ż = p + Σ_{α direction} λ_α q_α e_α with
// q_α·ż_α = 0, one dense (3N + n) × (3N + n) solve (the product's blocks are small). `p` need only be
// right up to a multiple of q_α for a direction (its normal part is absorbed by λ_α). With rhsNormal
// the constraint rows read q_α·ż_α = rhsNormal[α] instead (the Runge–Kutta field's accelerations,
// q·q̈ = −|q̇|²). The scratch keeps the matrix and its factorization between calls.
struct ConstrainedSolve {
  Eigen::MatrixXd K;
  Eigen::VectorXd rhs, solution;
  Eigen::PartialPivLU<Eigen::MatrixXd> lu;
};
void solveConstrained(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Vec3>& p,
                      const std::vector<double>* rhsNormal, ConstrainedSolve& scratch, std::vector<Vec3>& out);

}  // namespace geovi
