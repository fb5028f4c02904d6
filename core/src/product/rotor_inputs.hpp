// A rotorcraft's inputs as forcing on the product space (product_model.hpp): the rotors' total thrust
// f along −R e₃ (e₃ points down in the body frame, as in Lee, Leok & McClamroch, CDC 2010, and
// Sreenath, Lee & Kumar, CDC 2013), applied at the body's centre of mass, and their moment M about it
// (body frame). Both are given at knots in time and interpolated linearly between them, held before
// the first knot and after the last: constant inputs are one knot, and two knots at one time make a
// jump (from that time on, the later one holds). Feedback replaces the schedule in control/.
#pragma once

#include <vector>

#include "product/product_model.hpp"

namespace geovi {

struct RotorKnot {
  double t = 0.0;
  double thrust = 0.0;  // N, along −R e₃
  Vec3 moment = Vec3::Zero();
};

// Adds thrust f along −R e₃ at attitude `body`'s centre and moment M (body frame) to `out`.
void addRotorLoads(const ProductModel& model, std::size_t body, const Mat3& R, double thrust, const Vec3& moment,
                   ProductLoads& out);

class RotorInputs final : public ProductForcing {
 public:
  // Thrust and moment act on attitude `body` at its centre (ProductBody::centre); knots in time order
  // (non-decreasing).
  RotorInputs(std::size_t body, std::vector<RotorKnot> knots);

  void add(const ProductModel& model, const ProductState& s, double t, ProductLoads& out) const override;
  // The inputs at time t.
  RotorKnot at(double t) const;

 private:
  std::size_t body_;
  std::vector<RotorKnot> knots_;
};

}  // namespace geovi
