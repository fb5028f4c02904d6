// A state row (std::vector<double>, the CSV's and the bindings' form) and an Eigen vector, each as the
// other: the periodic-orbit search and the manifolds do their algebra in Eigen on rows.
#pragma once

#include <Eigen/Core>
#include <vector>

namespace geovi {

inline Eigen::VectorXd vectorOfRow(const std::vector<double>& v) {
  return Eigen::Map<const Eigen::VectorXd>(v.data(), static_cast<Eigen::Index>(v.size()));
}
inline std::vector<double> rowOfVector(const Eigen::VectorXd& v) { return {v.data(), v.data() + v.size()}; }

}  // namespace geovi
