// A rotation as it comes in from outside: the one place that says what a valid rotation is
// (issue 45, in the manner of Sophus, where |q| = 1 is enforced once, where data comes in).
//
// Every way a rotation enters a run goes through checkedRotation: a scenario's `initial.R` (SO(3)),
// each body's `R` (rigid bodies in flight, the product space, the quadrotors), setState (the page's
// drag, the course API, Python, a run file's checkpoint) and a desired attitude. Inside a run the
// steppers keep R on SO(3) by construction (the LGVI's Cayley update, paper 001 (12)) and nothing is
// checked again.
#pragma once

#include <string>
#include <vector>

#include "geovi/geometry.hpp"
#include "shared/json_input.hpp"

namespace geovi {
namespace so3 {

// How far from SO(3) an incoming matrix may be and still be taken as a rotation: ‖RᵀR − I‖_F ≤ 1e-2,
// about what a matrix printed to 3 or 4 digits is off (docs/rigid-bodies.md). Within it the matrix is
// replaced by its nearest rotation, with a warning past kRotationWarnAbove.
constexpr double kRotationTolerance = 1e-2;
// Below this the replacement is round-off of the printed digits and goes unmentioned; a rotation
// printed to 17 digits is within a few ε of SO(3).
constexpr double kRotationWarnAbove = 1e-12;

// R if it is already a rotation to the bit (‖RᵀR − I‖ = 0), else its nearest rotation when
// det R > 0 and ‖RᵀR − I‖_F ≤ kRotationTolerance. Anything else throws InputError naming `field`
// ("must be a rotation (det R = … is not positive)", "is not a rotation matrix (|R^T R - I| = …)").
// When `warnings` is given, a replacement past kRotationWarnAbove adds "FIELD: re-orthonormalized to
// the nearest rotation (|R^T R - I| was …)".
Mat3 checkedRotation(const Mat3& R, const std::string& field, std::vector<std::string>* warnings = nullptr);

// A scenario's rotation (a 3×3 array of rows at `field`), checked as above; warnings name its path.
Mat3 readRotation(const JsonField& field, std::vector<std::string>& warnings);

// setState's rules without their validation (Simulation::projectState): R replaced by its nearest
// rotation when det R > 0 and it is off SO(3); a matrix setState would refuse is left as it is.
void projectToRotation(Mat3& R);
// The derivative of the nearest rotation Q = nearestRotation(A) along dA (issue 46), for A near SO(3):
// with A = Q S (polar, S symmetric), dQ = Q ω̂ where ((tr S) I − S) ω = (Qᵀ dA − dAᵀ Q)^∨, because
// Qᵀ dA − dAᵀ Q = ω̂ S + S ω̂ = (((tr S) I − S) ω)^ for symmetric S.
Mat3 nearestRotationDerivative(const Mat3& A, const Mat3& Q, const Mat3& dA);

// A 3×3 matrix stored row after row (the CSV's R11 R12 … R33 columns, a run file's state rows).
Mat3 matrixFromRows(const double* values);
void writeRows(const Mat3& R, double* values);
void appendRows(const Mat3& R, std::vector<double>& out);

}  // namespace so3
}  // namespace geovi
