#include "product/rotor_inputs.hpp"

#include <algorithm>

namespace geovi {

RotorInputs::RotorInputs(std::size_t body, std::vector<RotorKnot> knots) : body_(body), knots_(std::move(knots)) {}

RotorKnot RotorInputs::at(double t) const {
  if (t <= knots_.front().t) return knots_.front();
  if (t >= knots_.back().t) return knots_.back();
  const auto after =
      std::upper_bound(knots_.begin(), knots_.end(), t, [](double x, const RotorKnot& k) { return x < k.t; });
  const RotorKnot& a = *(after - 1);
  const RotorKnot& b = *after;
  const double s = (t - a.t) / (b.t - a.t);
  return {t, a.thrust + s * (b.thrust - a.thrust), a.moment + s * (b.moment - a.moment)};
}

// The thrust −f R e₃ at the centre x_k = o_k + Σ_α C_kα z_α does virtual work Σ_α C_kα F·δz_α, so its
// generalized force on z_α is C_kα F.
void addRotorLoads(const ProductModel& model, std::size_t body, const Mat3& R, double thrust, const Vec3& moment,
                   ProductLoads& out) {
  const Vec3 F = -thrust * R.col(2);
  const MassPoint& centre = model.massPoints()[model.body(body).centre];
  for (std::size_t a = 0; a < model.size(); ++a) out.force[a] += centre.coefficients[static_cast<Eigen::Index>(a)] * F;
  out.moment[body] += moment;
}

void RotorInputs::add(const ProductModel& model, const ProductState& s, double t, ProductLoads& out) const {
  const RotorKnot u = at(t);
  addRotorLoads(model, body_, s.R[body_], u.thrust, u.moment, out);
}

}  // namespace geovi
