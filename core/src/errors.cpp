#include "geovi/errors.hpp"

#include <cstdio>

namespace geovi {

std::string quoted(const std::string& text, std::size_t maxChars) {
  std::string out = "\"";
  std::size_t n = 0;
  for (const char ch : text) {
    if (n++ == maxChars) {
      out += "...";
      break;
    }
    const unsigned char c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += ch;  // UTF-8 bytes pass through (printable)
    }
  }
  return out + "\"";
}

}  // namespace geovi
