#include "shared/json_input.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace geovi {
namespace {

std::string typeName(const nlohmann::json& v) { return v.type_name(); }

// "a.b" for identifier-like keys, a["odd key"] otherwise (quoted, escaped, cut).
std::string childPath(const std::string& parent, const std::string& key) {
  bool plain = !key.empty() && key.size() <= 64;
  for (const char c : key)
    plain =
        plain && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-');
  if (!plain) return parent + "[" + quoted(key) + "]";
  return parent.empty() ? key : parent + "." + key;
}

// Builds the DOM like nlohmann's own parser and, when parsing fails, knows the
// JSON path being read: "initial.omega[0][1]: expected a finite number, got
// 1e999" rather than a bare parser message.
class PathTrackingSax {
 public:
  using json = nlohmann::json;
  explicit PathTrackingSax(json& result) : dom_(result, false) {}

  bool null() { return value() && dom_.null(); }
  bool boolean(bool v) { return value() && dom_.boolean(v); }
  bool number_integer(json::number_integer_t v) { return value() && dom_.number_integer(v); }
  bool number_unsigned(json::number_unsigned_t v) { return value() && dom_.number_unsigned(v); }
  bool number_float(json::number_float_t v, const json::string_t& s) { return value() && dom_.number_float(v, s); }
  bool string(json::string_t& v) { return value() && dom_.string(v); }
  bool binary(json::binary_t& v) { return value() && dom_.binary(v); }
  bool start_object(std::size_t n) {
    value();
    frames_.push_back({false, 0, {}, false});
    return dom_.start_object(n);
  }
  bool key(json::string_t& k) {
    frames_.back().key = k;
    frames_.back().hasKey = true;
    return dom_.key(k);
  }
  bool end_object() {
    frames_.pop_back();
    return dom_.end_object();
  }
  bool start_array(std::size_t n) {
    value();
    frames_.push_back({true, 0, {}, false});
    return dom_.start_array(n);
  }
  bool end_array() {
    frames_.pop_back();
    return dom_.end_array();
  }
  bool parse_error(std::size_t, const std::string& lastToken, const nlohmann::detail::exception& ex) {
    std::string path;
    for (std::size_t i = 0; i < frames_.size(); ++i) {
      const Frame& f = frames_[i];
      const bool innermost = i + 1 == frames_.size();
      if (f.array)
        path += "[" + std::to_string(innermost ? f.count : f.count - 1) + "]";
      else if (f.hasKey)
        path = childPath(path, f.key);
    }
    path_ = path.empty() ? "<json>" : path;
    if (ex.id == 406) {  // number overflow: "1e999" is out of double range
      message_ = "expected a finite number, got " + quoted(lastToken) + " (out of double range)";
    } else {
      std::string what = ex.what();
      if (what.size() > 200) what = what.substr(0, 200) + "...";
      for (char& c : what)
        if (c == '\n' || c == '\r') c = ' ';
      message_ = "not valid JSON (" + what + ")";
    }
    return false;
  }

  const std::string& errorPath() const { return path_; }
  const std::string& errorMessage() const { return message_; }

 private:
  struct Frame {
    bool array;
    std::size_t count;  // arrays: elements begun
    std::string key;    // objects: the last key read
    bool hasKey;
  };
  bool value() {
    if (!frames_.empty() && frames_.back().array) ++frames_.back().count;
    return true;
  }

  nlohmann::detail::json_sax_dom_parser<json> dom_;
  std::vector<Frame> frames_;
  std::string path_ = "<json>", message_ = "not valid JSON";
};

}  // namespace

std::string formatNumber(double x) {
  std::ostringstream msg;
  msg.precision(17);
  msg << x;
  return msg.str();
}

JsonField::JsonField(const nlohmann::json& value, std::string path)
    : value_(&value), path_(std::move(path)), visits_(std::make_shared<Visits>()) {}

void JsonField::fail(const std::string& what) const { throw InputError(path_.empty() ? "<root>" : path_, what); }

JsonField JsonField::operator[](const std::string& key) const {
  if (!value_->is_object()) fail("expected an object, got " + typeName(*value_));
  const auto it = value_->find(key);
  const std::string path = childPath(path_, key);
  if (it == value_->end()) throw InputError(path, "missing required field");
  visits_->insert(&*it);
  return JsonField(*it, path, visits_);
}

JsonField JsonField::operator[](std::size_t index) const {
  const std::size_t n = size();
  if (index >= n) fail("expected at least " + std::to_string(index + 1) + " elements, got " + std::to_string(n));
  const nlohmann::json& element = (*value_)[index];
  visits_->insert(&element);
  return JsonField(element, path_ + "[" + std::to_string(index) + "]", visits_);
}

std::size_t JsonField::size() const {
  if (!value_->is_array()) fail("expected an array, got " + typeName(*value_));
  return value_->size();
}

std::size_t JsonField::size(std::size_t minSize, std::size_t maxSize, const char* what) const {
  const std::size_t n = size();
  if (n < minSize || n > maxSize) {
    if (minSize == maxSize) fail("expected " + std::to_string(minSize) + " " + what + ", got " + std::to_string(n));
    fail("expected between " + std::to_string(minSize) + " and " + std::to_string(maxSize) + " " + what + ", got " +
         std::to_string(n));
  }
  return n;
}

std::string JsonField::string() const {
  if (!value_->is_string()) fail("expected a string, got " + typeName(*value_));
  return value_->get<std::string>();
}

double JsonField::number() const {
  if (!value_->is_number()) fail("expected a number, got " + typeName(*value_));
  const double x = value_->get<double>();
  if (!std::isfinite(x)) fail("expected a finite number, got " + formatNumber(x) + " (out of double range)");
  return x;
}

double JsonField::positive() const {
  const double x = number();
  if (!(x > 0.0)) fail("must be > 0, got " + formatNumber(x));
  return x;
}

double JsonField::nonNegative() const {
  const double x = number();
  if (x < 0.0) fail("must be >= 0, got " + formatNumber(x));
  return x;
}

long JsonField::integer(long lo, long hi) const {
  const double x = number();
  if (x != std::floor(x) || x < static_cast<double>(lo) || x > static_cast<double>(hi))
    fail("expected a whole number in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " + formatNumber(x));
  return static_cast<long>(x);
}

Eigen::Vector3d JsonField::vec3() const {
  size(3, 3, "numbers");
  return Eigen::Vector3d((*this)[0].number(), (*this)[1].number(), (*this)[2].number());
}

Eigen::Vector3d JsonField::unitVec3(double tolerance) const {
  Eigen::Vector3d v = vec3();
  if (!(std::abs(v.norm() - 1.0) <= tolerance)) fail("must be a unit vector (norm " + formatNumber(v.norm()) + ")");
  return v;
}

Eigen::VectorXd JsonField::vector(std::size_t minSize, std::size_t maxSize) const {
  const std::size_t n = size(minSize, maxSize, "numbers");
  Eigen::VectorXd v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = (*this)[i].number();
  return v;
}

Eigen::MatrixXd JsonField::matrix(std::size_t rows, std::size_t cols) const {
  size(rows, rows, "rows");
  Eigen::MatrixXd m(rows, cols);
  for (std::size_t i = 0; i < rows; ++i) {
    const JsonField row = (*this)[i];
    row.size(cols, cols, "numbers");
    for (std::size_t j = 0; j < cols; ++j) m(i, j) = row[j].number();
  }
  return m;
}

Eigen::Matrix3Xd JsonField::vec3List(std::size_t count) const {
  size(count, count, "vectors");
  Eigen::Matrix3Xd m(3, count);
  for (std::size_t i = 0; i < count; ++i) m.col(i) = (*this)[i].vec3();
  return m;
}

void JsonField::markRead() const {
  // Iterative: free text may nest as deep as parseJsonText allows.
  std::vector<const nlohmann::json*> todo{value_};
  while (!todo.empty()) {
    const nlohmann::json* node = todo.back();
    todo.pop_back();
    visits_->insert(node);
    if (node->is_structured())
      for (const auto& child : *node) todo.push_back(&child);
  }
}

void JsonField::rejectUnread() const { rejectUnreadIn(*value_, path_); }

// Only descends into members that were read, whose depth the readers bound.
void JsonField::rejectUnreadIn(const nlohmann::json& node, const std::string& path) const {
  if (node.is_object()) {
    for (auto it = node.begin(); it != node.end(); ++it) {
      const std::string child = childPath(path, it.key());
      if (!visits_->count(&it.value()))
        throw InputError(child, "unknown field (or one that does not apply here); check its spelling and the schema");
      rejectUnreadIn(it.value(), child);
    }
  } else if (node.is_array()) {
    for (std::size_t i = 0; i < node.size(); ++i)
      if (visits_->count(&node[i])) rejectUnreadIn(node[i], path + "[" + std::to_string(i) + "]");
  }
}

nlohmann::json parseJsonText(const std::string& text) {
  if (text.size() > kMaxJsonBytes)
    throw InputError("<json>", "input of " + std::to_string(text.size()) + " bytes exceeds the limit of " +
                                   std::to_string(kMaxJsonBytes) + " bytes");
  // Nesting depth, outside strings: bounds the parser's and readers' work.
  int depth = 0;
  bool inString = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth)
        throw InputError("<json>", "nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  nlohmann::json result;
  PathTrackingSax sax(result);
  if (!nlohmann::json::sax_parse(text, &sax)) throw InputError(sax.errorPath(), sax.errorMessage());
  return result;
}

}  // namespace geovi
