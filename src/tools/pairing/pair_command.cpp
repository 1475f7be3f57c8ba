#include "tools/pairing/pair_command.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

#include "pairing/acceleration.h"
#include "pairing/dutch.h"
#include "pairing/dutch_check.h"
#include "pairing/trf.h"

namespace manqala {
namespace {

using namespace pairing;

// The file's text, or an error message.
bool read_text(const std::string& file, std::istream& in, std::string& text, std::string& error) {
  std::istream* source = &in;
  std::ifstream stream;
  if (file != "-") {
    stream.open(file, std::ios::binary);
    if (!stream) {
      error = "cannot open " + file;
      return false;
    }
    source = &stream;
  }
  text.clear();
  char buffer[1 << 16];
  while (source->read(buffer, sizeof buffer) || source->gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(source->gcount()));
    if (text.size() > kTrfMaxBytes) {
      error = file + ": larger than " + std::to_string(kTrfMaxBytes >> 20) + " MB, not a tournament report file";
      return false;
    }
  }
  return true;
}

// Baku's virtual points, when asked for (--baku, or a 192 line naming the system ..._BAKU) and
// the file gives none of its own.
bool accelerate(const PairCommand& cmd, Tournament& t, std::ostream& err) {
  bool asked = cmd.baku || cmd.baku_last;
  for (const auto& [code, value] : t.header)
    if (code == "192" && value.find("_BAKU") != std::string::npos) asked = true;
  if (!asked) return true;
  const bool own = std::any_of(t.players.begin(), t.players.end(), [](const Player& p) { return !p.acceleration.empty(); });
  if (own) {
    if (cmd.baku || cmd.baku_last) err << "warning: the file gives its own virtual points (250, XXA): --baku is not applied\n";
    return true;
  }
  try {
    accelerate_baku(t, cmd.baku_last ? cmd.baku_last : baku_group_size(static_cast<int>(t.players.size())));
  } catch (const std::invalid_argument& e) {
    err << "error: " << cmd.file << ": " << e.what() << " (XXR or 142; --rounds)\n";
    return false;
  }
  return true;
}

}  // namespace

CLI::App* add_pair_command(CLI::App& app, PairCommand& cmd) {
  auto* sub = app.add_subcommand(
      "pair", "Pair the next round of a FIDE tournament report file (TRF) by the Dutch system, or --check a round (docs/tournaments.md)");
  sub->add_option("file", cmd.file, "The tournament report file (TRF-2016, TRF(x) or TRF-2026); - for standard input")->required();
  sub->add_flag("--check", cmd.check, "Check the last paired round (or --round) against the rules and name the criterion a pairing breaks");
  sub->add_option("--round", cmd.round, "The round to pair or check (default: the next, or the last paired)")->check(CLI::Range(1, 999));
  sub->add_option("--rounds", cmd.rounds, "The tournament's number of rounds, when the file has no XXR or 142 line (topscorers count in the last)")
      ->check(CLI::Range(1, 999));
  sub->add_flag("--baku", cmd.baku,
                "Baku acceleration (C.04.5.1) when the file gives no virtual points (250, XXA); also when its 192 line ends in _BAKU");
  sub->add_option("--baku-last", cmd.baku_last, "The last player of Baku's first group (default: 2 x players / 4, rounded up)")
      ->check(CLI::Range(1, 9999));
  return sub;
}

int run_pair(const PairCommand& cmd, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string text, error;
  if (!read_text(cmd.file, in, text, error)) {
    err << "error: " << error << "\n";
    return 2;
  }
  Tournament t;
  try {
    t = read_trf(text);
  } catch (const TrfError& e) {
    err << "error: " << cmd.file << ": " << e.what() << "\n";
    return 2;
  }
  if (cmd.rounds) t.planned_rounds = cmd.rounds;
  if (!accelerate(cmd, t, err)) return 2;
  const int played = t.rounds_played();
  if (cmd.check) {
    const int round = cmd.round ? cmd.round : played;
    if (round < 1 || round > played) {
      err << "error: " << cmd.file << ": round " << round << " has not been paired (the file has " << played << ")\n";
      return 2;
    }
    const auto breaches = check_dutch(before_round(t, round), round, recorded_pairing(t, round));
    if (breaches.empty()) {
      out << "round " << round << ": the pairing is the Dutch system's\n";
      return 0;
    }
    for (const auto& b : breaches) out << "round " << round << ": " << b.criterion << ": " << b.text << "\n";
    return 1;
  }
  const int round = cmd.round ? cmd.round : played + 1;
  if (round > played + 1) {
    err << "error: round " << round << " cannot be paired before round " << played + 1 << "\n";
    return 2;
  }
  if (t.planned_rounds && round > t.planned_rounds) {
    err << "error: " << cmd.file << ": the tournament has " << t.planned_rounds << " rounds, all paired\n";
    return 2;
  }
  if (!t.planned_rounds)
    err << "warning: the file does not give the number of rounds (XXR or 142; --rounds): no topscorers in the last round\n";
  try {
    out << pairing_lines(pair_dutch(round <= played ? before_round(t, round) : t, round));
  } catch (const NoPairing& e) {
    err << "no pairing: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace manqala
