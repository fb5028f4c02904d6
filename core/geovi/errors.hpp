// The two ways a run can fail, kept apart because callers answer them differently:
// bad input is the user's to fix (CLI exit code 2), a numerical failure is the
// integrator's report that it cannot continue honestly (CLI exit code 3).
#pragma once

#include <stdexcept>
#include <string>

namespace geovi {

// A scenario field is missing, malformed or out of range. `path()` is the JSON
// path of the offending field, e.g. "initial.q[1]".
class InputError : public std::runtime_error {
 public:
  InputError(std::string path, const std::string& what)
      : std::runtime_error(path + ": " + what), path_(std::move(path)) {}
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// An integrator could not produce a trustworthy next state (Newton did not
// converge, the explicit update left its domain, the state became non-finite).
// `code()` names the kind of failure for the health judge (geovi/health.hpp: "implicit-newton",
// "explicit-no-solution", …; "failure" when none fits), so front ends explain it from the code, not
// by reading the message.
class NumericalFailure : public std::runtime_error {
 public:
  explicit NumericalFailure(const std::string& what, std::string code = "failure")
      : std::runtime_error(what), code_(std::move(code)) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

// A string from the input, fit to appear inside a one-line message: quoted,
// control characters escaped, cut to `maxChars` characters with "...".
std::string quoted(const std::string& text, std::size_t maxChars = 64);

}  // namespace geovi
