// Reading scenario JSON with the path of every field at hand, so that each
// error names exactly what is wrong: "initial.q[1]: expected 3 numbers, got 2".
//
// Every member a reader asks for is recorded; after a scenario is built,
// rejectUnread() fails on the first object member nobody read (a misspelt or
// unknown key, or a key that does not apply to the chosen type), so no input
// is silently ignored.
#pragma once

#include <Eigen/Core>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_set>

#include "geovi/errors.hpp"

namespace geovi {

// x with all 17 significant digits, for messages that quote a number back.
std::string formatNumber(double x);

// Limits on the text itself (checked before parsing).
constexpr std::size_t kMaxJsonBytes = 64u << 20;  // 64 MiB
constexpr int kMaxJsonDepth = 32;                 // nesting of arrays/objects

class JsonField {
 public:
  // A root field; members read through it (and its children) are recorded.
  JsonField(const nlohmann::json& value, std::string path);

  const std::string& path() const { return path_; }
  const nlohmann::json& raw() const { return *value_; }
  [[noreturn]] void fail(const std::string& what) const;

  bool has(const std::string& key) const { return value_->is_object() && value_->contains(key); }
  JsonField operator[](const std::string& key) const;  // required member of an object
  JsonField operator[](std::size_t index) const;       // element of an array (bounds-checked)
  std::size_t size() const;                            // array length (fails if not an array)
  std::size_t size(std::size_t minSize, std::size_t maxSize, const char* what = "elements") const;

  std::string string() const;
  double number() const;                             // finite number
  double positive() const;                           // finite, > 0
  double nonNegative() const;                        // finite, ≥ 0
  long integer(long lo, long hi) const;              // whole number in [lo, hi]
  Eigen::Vector3d vec3() const;                      // exactly 3 finite numbers
  Eigen::Vector3d unitVec3(double tolerance) const;  // 3 numbers with |‖v‖ − 1| ≤ tolerance
  Eigen::VectorXd vector(std::size_t minSize, std::size_t maxSize) const;
  Eigen::MatrixXd matrix(std::size_t rows, std::size_t cols) const;  // array of rows
  Eigen::Matrix3Xd vec3List(std::size_t count) const;                // count × [x,y,z] → 3 × count

  // Marks this field's whole subtree as read (free text such as "description").
  void markRead() const;
  // Fails on the first member (document order) of any object under this field
  // that was never read.
  void rejectUnread() const;

 private:
  using Visits = std::unordered_set<const nlohmann::json*>;
  JsonField(const nlohmann::json& value, std::string path, std::shared_ptr<Visits> visits)
      : value_(&value), path_(std::move(path)), visits_(std::move(visits)) {}
  void rejectUnreadIn(const nlohmann::json& node, const std::string& path) const;

  const nlohmann::json* value_;
  std::string path_;
  std::shared_ptr<Visits> visits_;
};

// Throws InputError("<json>") when `text` is not JSON, is larger than
// kMaxJsonBytes or nests deeper than kMaxJsonDepth.
nlohmann::json parseJsonText(const std::string& text);

}  // namespace geovi
