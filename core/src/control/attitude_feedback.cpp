#include "control/attitude_feedback.hpp"

#include <utility>

#include "so3/rotation.hpp"

namespace geovi {

AttitudeFeedback::AttitudeFeedback(const Mat3& J, QuadrotorControlSpec spec) : spec_(std::move(spec)) {
  plant_.mass = 0.0;
  plant_.inertia = J;
  plant_.gravity = Vec3::Zero();
}

QuadrotorCommand AttitudeFeedback::evaluate(const Mat3& R, const Vec3& Omega, double t) const {
  // The attitude laws read no position: the view's x and v are zero.
  const Vec3 zero = Vec3::Zero();
  const QuadrotorStateView view{zero, zero, R, Omega};
  return spec_.controller->law(plant_, spec_.gains, spec_.trajectory.at(t), view);
}

Vec3 AttitudeFeedback::moment(const Mat3& R, const Vec3& Omega, double t) const { return evaluate(R, Omega, t).moment; }

std::vector<std::string> AttitudeFeedback::columns() const {
  return {"eR1",  "eR2",  "eR3",  "Psi",  "eW1",  "eW2",  "eW3",  "M1",   "M2",  "M3",
          "Rd11", "Rd12", "Rd13", "Rd21", "Rd22", "Rd23", "Rd31", "Rd32", "Rd33"};
}

void AttitudeFeedback::values(const Mat3& R, const Vec3& Omega, double t, std::vector<double>& out) const {
  const QuadrotorCommand c = evaluate(R, Omega, t);
  out = {c.eR.x(),     c.eR.y(),     c.eR.z(),     c.psi,        c.eOmega.x(),
         c.eOmega.y(), c.eOmega.z(), c.moment.x(), c.moment.y(), c.moment.z()};
  so3::appendRows(c.Rc, out);
}

}  // namespace geovi
