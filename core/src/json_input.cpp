#include "geovi/json_input.hpp"

#include <cmath>
#include <sstream>

namespace geovi {
namespace {

std::string typeName(const nlohmann::json& v) { return v.type_name(); }

}  // namespace

JsonField JsonField::operator[](const std::string& key) const {
  if (!value_->is_object()) fail("expected an object, got " + typeName(*value_));
  const auto it = value_->find(key);
  const std::string childPath = path_.empty() ? key : path_ + "." + key;
  if (it == value_->end()) throw InputError(childPath, "missing required field");
  return JsonField(*it, childPath);
}

JsonField JsonField::operator[](std::size_t index) const {
  return JsonField(value_->at(index), path_ + "[" + std::to_string(index) + "]");
}

std::size_t JsonField::size() const {
  if (!value_->is_array()) fail("expected an array, got " + typeName(*value_));
  return value_->size();
}

std::string JsonField::string() const {
  if (!value_->is_string()) fail("expected a string, got " + typeName(*value_));
  return value_->get<std::string>();
}

double JsonField::number() const {
  if (!value_->is_number()) fail("expected a number, got " + typeName(*value_));
  const double x = value_->get<double>();
  if (!std::isfinite(x)) fail("expected a finite number");
  return x;
}

double JsonField::positive() const {
  const double x = number();
  if (!(x > 0.0)) {
    std::ostringstream msg;
    msg << "must be > 0, got " << x;
    fail(msg.str());
  }
  return x;
}

double JsonField::nonNegative() const {
  const double x = number();
  if (x < 0.0) {
    std::ostringstream msg;
    msg << "must be >= 0, got " << x;
    fail(msg.str());
  }
  return x;
}

long JsonField::integer(long lo, long hi) const {
  const double x = number();
  if (x != std::floor(x) || x < static_cast<double>(lo) || x > static_cast<double>(hi))
    fail("expected a whole number in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
  return static_cast<long>(x);
}

Eigen::Vector3d JsonField::vec3() const {
  const std::size_t n = size();
  if (n != 3) fail("expected 3 numbers, got " + std::to_string(n));
  return Eigen::Vector3d((*this)[0].number(), (*this)[1].number(), (*this)[2].number());
}

Eigen::VectorXd JsonField::vector(std::size_t minSize, std::size_t maxSize) const {
  const std::size_t n = size();
  if (n < minSize || n > maxSize)
    fail("expected between " + std::to_string(minSize) + " and " + std::to_string(maxSize) + " numbers, got " +
         std::to_string(n));
  Eigen::VectorXd v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = (*this)[i].number();
  return v;
}

Eigen::MatrixXd JsonField::matrix(std::size_t rows, std::size_t cols) const {
  if (size() != rows) fail("expected " + std::to_string(rows) + " rows, got " + std::to_string(size()));
  Eigen::MatrixXd m(rows, cols);
  for (std::size_t i = 0; i < rows; ++i) {
    const JsonField row = (*this)[i];
    if (row.size() != cols)
      row.fail("expected " + std::to_string(cols) + " numbers, got " + std::to_string(row.size()));
    for (std::size_t j = 0; j < cols; ++j) m(i, j) = row[j].number();
  }
  return m;
}

Eigen::Matrix3Xd JsonField::vec3List(std::size_t count) const {
  if (size() != count) fail("expected " + std::to_string(count) + " vectors, got " + std::to_string(size()));
  Eigen::Matrix3Xd m(3, count);
  for (std::size_t i = 0; i < count; ++i) m.col(i) = (*this)[i].vec3();
  return m;
}

nlohmann::json parseJsonText(const std::string& text) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError("<json>", std::string("not valid JSON (") + e.what() + ")");
  }
}

}  // namespace geovi
