#include "so3/rotation.hpp"

#include <Eigen/LU>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"

namespace geovi {
namespace so3 {

Mat3 checkedRotation(const Mat3& R, const std::string& field, std::vector<std::string>* warnings) {
  const double det = R.determinant();
  if (!(det > 0.0)) throw InputError(field, "must be a rotation (det R = " + std::to_string(det) + " is not positive)");
  const double off = orthogonalityError(R);
  if (!(off <= kRotationTolerance)) {
    std::ostringstream msg;
    msg << "is not a rotation matrix (|R^T R - I| = " << off << ")";
    throw InputError(field, msg.str());
  }
  if (warnings && off > kRotationWarnAbove) {
    std::ostringstream msg;
    msg.precision(3);
    msg << field << ": re-orthonormalized to the nearest rotation (|R^T R - I| was " << off << ")";
    warnings->push_back(msg.str());
  }
  // An exact rotation passes through untouched, so a preset's R keeps its bits.
  return off > 0.0 ? nearestRotation(R) : R;
}

Mat3 readRotation(const JsonField& field, std::vector<std::string>& warnings) {
  return checkedRotation(field.matrix(3, 3), field.path(), &warnings);
}

void projectToRotation(Mat3& R) {
  if (!(R.determinant() > 0.0) || !(orthogonalityError(R) > 0.0)) return;
  R = nearestRotation(R);
}

Mat3 nearestRotationDerivative(const Mat3& A, const Mat3& Q, const Mat3& dA) {
  const Mat3 S = Q.transpose() * A;
  const Mat3 skew = Q.transpose() * dA - dA.transpose() * Q;
  const Vec3 omega = (S.trace() * Mat3::Identity() - S).partialPivLu().solve(vee(skew));
  return Q * hat(omega);
}

Mat3 matrixFromRows(const double* values) {
  Mat3 R;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) R(i, j) = values[3 * i + j];
  return R;
}

void writeRows(const Mat3& R, double* values) {
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) values[3 * i + j] = R(i, j);
}

void appendRows(const Mat3& R, std::vector<double>& out) {
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) out.push_back(R(i, j));
}

}  // namespace so3
}  // namespace geovi
