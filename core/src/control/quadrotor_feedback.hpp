// A quadrotor's controller as forcing on the product space (issue 34; docs/control.md): at every
// evaluation it reads the state and the desired trajectory, runs its law (quadrotor_control_law.hpp),
// splits (f, M) into the four rotor thrusts, clamps them to the thrust limit when one is set, and
// applies what the rotors give. It reads velocities, so the VI solves the forces at a step's end with
// the momenta they produce (product_variational.cpp): the closed loop is the discrete
// Lagrange–d'Alembert principle with the control forces at both ends of the step, symmetric and of
// order 2. It is also the run's readout of the tracking errors and the rotor thrusts.
#pragma once

#include <Eigen/Core>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "control/desired_trajectory.hpp"
#include "control/quadrotor_control_law.hpp"
#include "geovi/catalogue.hpp"
#include "product/product_model.hpp"
#include "product/product_space.hpp"

namespace geovi {

using QuadrotorLaw = QuadrotorCommand (*)(const QuadrotorPlant&, const ControlGains&, const DesiredFlatOutputs&,
                                          const QuadrotorStateView&);

// The controllers' registry: the scenario's "control.type" and what it runs.
struct QuadrotorControllerInfo {
  const char* name;
  const char* label;
  QuadrotorLaw law;
  bool tracksAttitude;  // follows a "slew" trajectory; the others a "lissajous" one
  bool carriesLoad;     // needs a load on a cable (quadrotor_load); the others fly any quadrotor
};
const std::vector<QuadrotorControllerInfo>& quadrotorControllers();
// The keys of a "control" block running `c` besides "type", for the catalogue and the editor.
std::vector<ParameterInfo> controllerParameters(const QuadrotorControllerInfo& c);

// Rotor i sits at distance d from the centre (rotors 1, 2, 3, 4 on b₁, b₂, −b₁, −b₂) and pushes along
// −b₃ with thrust f_i; its drag gives the moment (−1)^i c_τf f_i about b₃ (Lee et al., CDC 2010, (2)):
//   [f; M₁; M₂; M₃] = [[1, 1, 1, 1], [0, −d, 0, d], [d, 0, −d, 0], [−c, c, −c, c]] [f₁; f₂; f₃; f₄].
struct RotorGeometry {
  double arm = 0.315, torqueCoefficient = 8.004e-4;
  Eigen::Vector4d thrusts(double f, const Vec3& M) const;                // the inverse allocation
  void totals(const Eigen::Vector4d& rotors, double& f, Vec3& M) const;  // the allocation
  // Rotor thrusts within [0, limit] that keep the moment M if they can (attitude first, as flight
  // controllers do: an upside-down quadrotor must still turn), then the thrust as near f as they allow.
  Eigen::Vector4d limited(double f, const Vec3& M, double limit) const;
};

struct QuadrotorControlSpec {
  const QuadrotorControllerInfo* controller = nullptr;
  ControlGains gains;
  DesiredTrajectory trajectory;
  double maxRotorThrust = std::numeric_limits<double>::infinity();  // N per rotor; rotors ≥ 0 when set
};

struct QuadrotorFeedbackValues {
  QuadrotorCommand command;  // what the law asked for, and its errors
  Eigen::Vector4d rotors;    // what the rotors give (within [0, limit] when a limit is set)
  double thrust = 0.0;       // the applied total thrust and moment
  Vec3 moment = Vec3::Zero();
  bool saturated = false;  // the rotors could not give the commanded thrust and moment
};

class QuadrotorFeedback final : public ProductForcing, public ProductReadout {
 public:
  // Acts on attitude `body` (its centre the quadrotor's mass point) of a product model whose point
  // `point` is the quadrotor's centre; `cable`, when there is a load, the cable's direction.
  QuadrotorFeedback(QuadrotorPlant plant, RotorGeometry rotors, QuadrotorControlSpec spec, std::size_t point,
                    std::size_t body, std::optional<std::size_t> cable = std::nullopt);

  void add(const ProductModel& model, const ProductState& s, double t, ProductLoads& out) const override;
  bool readsVelocities() const override { return true; }

  QuadrotorFeedbackValues evaluate(const ProductModel& model, const ProductState& s, double t) const;
  // ex1 … ex3, eR1 … eR3, Psi (the contract of issue 34), then f1 … f4 and saturated (0 or 1), and
  // for a load controller eq1 … eq3 (the cable direction's error).
  std::vector<std::string> columns() const override;
  void values(const ProductModel& model, const ProductState& s, double t, std::vector<double>& out) const override;

  const QuadrotorControlSpec& spec() const { return spec_; }

 private:
  QuadrotorPlant plant_;
  RotorGeometry rotors_;
  QuadrotorControlSpec spec_;
  std::size_t point_, body_;
  std::optional<std::size_t> cable_;
};

// What a "control" block flies: a quadrotor, a quadrotor carrying a load on a cable, or a rigid body on
// SO(3) (rigid_body, heavy_top, pendulum_3d, satellite), which only an attitude controller can steer.
enum class ControlledPlant { Quadrotor, QuadrotorWithLoad, RigidBody };

// Reads a "control" block (docs/control.md): the controller, its gains, thrust limit, baseline and
// trajectory; refusals name the field.
QuadrotorControlSpec readQuadrotorControl(const JsonField& control, ControlledPlant plant,
                                          std::vector<std::string>& warnings);

}  // namespace geovi
