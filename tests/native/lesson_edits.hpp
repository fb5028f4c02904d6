// A lesson's scenario as the page opens it (web/js/run-controller.js, docs/lessons.md): the preset with
// the lesson's `edits` set (each path as in ?set=, "initial.q.0.2": segments of an object's keys and an
// array's indices) and, for the perturbed second run, its `perturb` added.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

namespace geovi::test {

// The leaf of `doc` at a dotted path; a path that names nothing fails the test that asked.
inline nlohmann::json& leafAt(nlohmann::json& doc, const std::string& path) {
  nlohmann::json* node = &doc;
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t dot = path.find('.', start);
    const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    node = node->is_array() ? &node->at(std::stoul(key)) : &node->at(key);
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return *node;
}

// `preset` (a scenario's JSON) as a lesson opens it: its edits set, and with `perturbed` its perturb added.
inline nlohmann::json lessonScenario(nlohmann::json preset, const nlohmann::json& lesson, bool perturbed) {
  if (lesson.contains("edits"))
    for (const auto& [path, value] : lesson.at("edits").items()) leafAt(preset, path) = value;
  if (perturbed && lesson.contains("perturb"))
    for (const auto& [path, delta] : lesson.at("perturb").items())
      leafAt(preset, path) = leafAt(preset, path).get<double>() + delta.get<double>();
  return preset;
}

}  // namespace geovi::test
