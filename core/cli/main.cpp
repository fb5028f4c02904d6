// geovi command-line interface.
//
//   geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]
//             [--stop-on-warning]
//   geovi section SCENARIO.json [--on COLUMN=VALUE] [--direction up|down|both] [--t-end T]
//                 [--integrator NAME] [--h H] [--csv OUT.csv]   (docs/sections.md)
//   geovi phase SCENARIO.json [--integrator NAME] [--h H] [--periods N]   (docs/geometric-phase.md)
//   geovi replay RUN.json [--csv OUT.csv] [--every K]   (a page's run file, checked bit for bit; exit 5: a
//             checkpoint differs; docs/timeline.md)
//   geovi integrators
//   geovi catalogue      (integrators, system types, potential terms, plot kinds as JSON)
//   geovi --version      (the version, from package.json)
//   geovi --help         (every command's synopsis; geovi COMMAND --help: that command's)
//
// Exit codes: 0 success, 2 bad input (one line on stderr naming the field,
// no output file), 3 numerical failure (one line on stderr naming the step and
// time; the rows computed so far are kept in OUT.csv.partial, and OUT.csv is
// not there: a run writes OUT.csv.partial and renames it only on success, and
// removes a stale OUT.csv when it starts writing).
//
// No CSV ever holds NaN or inf: every row is checked before it is written, and
// a non-finite value stops the run as a numerical failure (exit 3).
//
// The run's health (geovi/health.hpp, docs/watchdog.md): each warning the core's judge raises is
// printed on stderr as one plain sentence with its moment, the same words the page shows, and the
// run goes on (exit 0 when it finishes). --stop-on-warning stops at the first warning instead, with
// exit code 4 and the rows up to it kept in OUT.csv.partial, as a failure keeps them. A failure
// prints its plain sentence before the error line.
//
// On a terminal, a run that lasts more than two seconds shows its progress on stderr (simulated
// time, steps per second, time left) on one line that it clears when done; piped or redirected
// stderr gets no progress line.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"

namespace {

// One row per command; each lives in its own file (core/cli/*_command.cpp) and gets the whole argv.
struct Command {
  const char* name;
  int (*run)(int, char**);
  const char* const* usage;  // its synopsis, defined beside it
  const char* doc;           // where docs/ explains it
};
const Command kCommands[] = {
    {"run", geovi::cli::runCommand, &geovi::cli::kRunUsage, "docs/cli.md"},
    {"section", geovi::cli::sectionCommand, &geovi::cli::kSectionUsage, "docs/sections.md"},
    {"phase", geovi::cli::phaseCommand, &geovi::cli::kPhaseUsage, "docs/geometric-phase.md"},
    {"replay", geovi::cli::replayCommand, &geovi::cli::kReplayUsage, "docs/timeline.md"},
    {"linearize", geovi::cli::linearizeCommand, &geovi::cli::kLinearizeUsage, "docs/derivative.md"},
    {"stability", geovi::cli::stabilityCommand, &geovi::cli::kStabilityUsage, "docs/derivative.md"},
    {"lyapunov", geovi::cli::lyapunovCommand, &geovi::cli::kLyapunovUsage, "docs/derivative.md"},
    {"periodic", geovi::cli::periodicCommand, &geovi::cli::kPeriodicUsage, "docs/derivative.md"},
    {"manifold", geovi::cli::manifoldCommand, &geovi::cli::kManifoldUsage, "docs/derivative.md"},
    {"section-manifold", geovi::cli::sectionManifoldCommand, &geovi::cli::kSectionManifoldUsage, "docs/sections.md"},
};

bool isHelp(const std::string& arg) { return arg == "--help" || arg == "-h" || arg == "help"; }

// `geovi --help`: every command's synopsis, the others, and the exit codes (docs/cli.md has the rest).
void printHelp() {
  std::cout << "geovi " << GEOVI_VERSION << ": geometric integrators on (S2)^n and SO(3)\n\nCommands:\n";
  for (const Command& c : kCommands) std::cout << "  " << *c.usage << "\n      (" << c.doc << ")\n";
  std::cout << "  geovi integrators      the integrator names, one per line\n"
               "  geovi catalogue        the catalogue as JSON (system types, terms, integrators, limits)\n"
               "  geovi --version\n"
               "  geovi COMMAND --help   that command's synopsis\n\n"
               "Exit codes: 0 success; 2 bad input (one line naming the field); 3 a numerical failure;\n"
               "4 a health warning under --stop-on-warning; 5 a replayed checkpoint differs.\n";
}

std::string usage() {
  std::string names;
  for (const Command& c : kCommands) names += std::string(c.name) + ", ";
  return "geovi COMMAND ..., with COMMAND one of " + names + "integrators, catalogue, --version (geovi --help)";
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 2 && std::string(argv[1]) == "--version") {
      std::cout << "geovi " << GEOVI_VERSION << '\n';
      return 0;
    }
    if (argc == 2 && std::string(argv[1]) == "catalogue") {
      std::cout << geovi::catalogueJson() << '\n';
      return 0;
    }
    if (argc == 2 && std::string(argv[1]) == "integrators") {
      // (S²)ⁿ names, then the rigid-body names not already listed, one per line.
      std::vector<std::string> names;
      for (const auto& info : geovi::integratorCatalogue())
        if (std::find(names.begin(), names.end(), info.name) == names.end()) names.push_back(info.name);
      for (const auto& name : names) std::cout << name << '\n';
      return 0;
    }
    if (argc == 2 && isHelp(argv[1])) {
      printHelp();
      return 0;
    }
    if (argc >= 2)
      for (const Command& c : kCommands)
        if (argv[1] == std::string(c.name)) {
          if (argc == 3 && isHelp(argv[2])) {
            std::cout << *c.usage << "\n(" << c.doc << ")\n";
            return 0;
          }
          return c.run(argc, argv);
        }
    throw geovi::InputError("usage", usage());
  } catch (const geovi::InputError& e) {
    std::cerr << "error: " << geovi::cli::oneLine(e.what()) << '\n';
    return 2;
  } catch (const geovi::NumericalFailure& e) {
    std::cerr << "error: " << geovi::cli::oneLine(e.what()) << '\n';
    return 3;
  } catch (const std::exception& e) {
    std::cerr << "error: " << geovi::cli::oneLine(e.what()) << '\n';
    return 2;
  }
}
