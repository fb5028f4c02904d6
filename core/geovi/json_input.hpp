// Reading scenario JSON with the path of every field at hand, so that each
// error names exactly what is wrong: "initial.q[1]: expected 3 numbers, got 2".
#pragma once

#include <Eigen/Core>
#include <nlohmann/json.hpp>
#include <string>

#include "geovi/errors.hpp"

namespace geovi {

class JsonField {
 public:
  JsonField(const nlohmann::json& value, std::string path) : value_(&value), path_(std::move(path)) {}

  const std::string& path() const { return path_; }
  const nlohmann::json& raw() const { return *value_; }
  [[noreturn]] void fail(const std::string& what) const { throw InputError(path_, what); }

  bool has(const std::string& key) const { return value_->is_object() && value_->contains(key); }
  JsonField operator[](const std::string& key) const;  // required member of an object
  JsonField operator[](std::size_t index) const;       // element of an array
  std::size_t size() const;                            // array length (fails if not an array)

  std::string string() const;
  double number() const;                       // finite number
  double positive() const;                     // finite, > 0
  double nonNegative() const;                  // finite, ≥ 0
  long integer(long lo, long hi) const;        // whole number in [lo, hi]
  Eigen::Vector3d vec3() const;                // exactly 3 finite numbers
  Eigen::VectorXd vector(std::size_t minSize, std::size_t maxSize) const;
  Eigen::MatrixXd matrix(std::size_t rows, std::size_t cols) const;  // array of rows
  Eigen::Matrix3Xd vec3List(std::size_t count) const;                // count × [x,y,z] → 3 × count

 private:
  const nlohmann::json* value_;
  std::string path_;
};

// Throws InputError("<json>") with the parser's message when `text` is not JSON.
nlohmann::json parseJsonText(const std::string& text);

}  // namespace geovi
