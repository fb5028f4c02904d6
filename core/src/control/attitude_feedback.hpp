// An attitude controller as forcing on a rigid body on SO(3) (issue 34; docs/control.md): a satellite's
// rest-to-rest slew, a top or a 3D pendulum held at an attitude. At every evaluation it reads R, Ω and
// the desired attitude R_d(t) of a "slew" trajectory and gives the body moment of its law
// (so3_attitude: Lee et al.'s tracking on SO(3); euler_attitude_pd: the 3-2-1 Euler-angle baseline).
// It reads Ω, so the LGVI solves the moment at a step's end with the momentum it produces
// (so3_variational.cpp), as the product space does for the quadrotor. It is also the run's readout of
// the errors and the moment it applies.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "control/quadrotor_feedback.hpp"
#include "so3/rigid_body.hpp"
#include "so3/rigid_body_space.hpp"

namespace geovi {

class AttitudeFeedback final : public ForcingTerm, public RigidBodyReadout {
 public:
  // J: the body's inertia (about its fixed point or centre, as the model's); spec from a control block
  // read for ControlledPlant::RigidBody (an attitude controller and a slew).
  AttitudeFeedback(const Mat3& J, QuadrotorControlSpec spec);

  Vec3 moment(const Mat3& R, const Vec3& Omega, double t) const override;
  bool readsVelocities() const override { return true; }
  // A controller's law is not differentiated (issue 46): the derivative refuses a controlled body.
  bool differentiable() const override { return false; }
  Vec3 momentDerivative(const Mat3&, const Vec3&, const Mat3&, const Vec3&, double) const override {
    throw std::logic_error("AttitudeFeedback::momentDerivative: never asked (differentiable() is false)");
  }

  QuadrotorCommand evaluate(const Mat3& R, const Vec3& Omega, double t) const;
  // eR1 … eR3, Psi (the errors of the quadrotor's contract, without a position), then eW1 … eW3
  // (e_Ω), M1 … M3, the moment applied (body frame, N·m), and Rd11 … Rd33, the desired attitude
  // (row-major; the page draws it, web/js/scene-rigid.js).
  std::vector<std::string> columns() const override;
  void values(const Mat3& R, const Vec3& Omega, double t, std::vector<double>& out) const override;

 private:
  QuadrotorPlant plant_;  // J alone: no mass, no gravity (the model's potentials act by themselves)
  QuadrotorControlSpec spec_;
};

}  // namespace geovi
