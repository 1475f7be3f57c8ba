#include "server/tournaments/swiss.h"

#include <algorithm>
#include <map>

#include "pairing/dutch.h"

namespace manqala::tournaments {
namespace {

using pairing::Colour;
using pairing::RoundResult;

// South's and North's outcomes of a stored result.
std::pair<RoundResult, RoundResult> outcomes(const std::string& result) {
  if (result == "1-0") return {RoundResult::win, RoundResult::loss};
  if (result == "0-1") return {RoundResult::loss, RoundResult::win};
  if (result == "1/2") return {RoundResult::draw, RoundResult::draw};
  if (result == "+-") return {RoundResult::forfeit_win, RoundResult::forfeit_loss};
  if (result == "-+") return {RoundResult::forfeit_loss, RoundResult::forfeit_win};
  if (result == "--") return {RoundResult::forfeit_loss, RoundResult::forfeit_loss};
  return {RoundResult::none, RoundResult::none};
}

}  // namespace

pairing::Tournament swiss_history(int players, const std::vector<bool>& withdrawn, const std::vector<SwissBoard>& boards,
                                  int planned_rounds, const std::vector<bool>& late) {
  pairing::Tournament t;
  t.planned_rounds = planned_rounds;
  t.initial_colour = Colour::white;  // the top seed is South in round 1
  for (int i = 0; i < players; ++i) {
    pairing::Player p;
    p.number = i + 1;
    p.withdrawn = withdrawn[static_cast<std::size_t>(i)];
    t.players.push_back(p);
  }
  auto entry = [&](int number, int round) -> pairing::Entry& {
    auto& rounds = t.player(number).rounds;
    if (rounds.size() < static_cast<std::size_t>(round)) rounds.resize(static_cast<std::size_t>(round));
    return rounds[static_cast<std::size_t>(round - 1)];
  };
  for (const SwissBoard& b : boards) {
    if (b.north < 0) {
      entry(b.south + 1, b.round) = {0, Colour::none, b.result == "half-bye" ? RoundResult::half_bye : RoundResult::pairing_bye};
      continue;
    }
    const auto [south, north] = outcomes(b.result);
    entry(b.south + 1, b.round) = {b.north + 1, Colour::white, south};
    entry(b.north + 1, b.round) = {b.south + 1, Colour::black, north};
  }
  int stored = 0;
  for (const SwissBoard& b : boards) stored = std::max(stored, b.round);
  for (std::size_t i = 0; i < late.size() && i < t.players.size(); ++i) {
    if (!late[i]) continue;
    for (int r = 1; r <= stored; ++r) {
      pairing::Entry& e = entry(static_cast<int>(i) + 1, r);
      if (e.outcome != RoundResult::none) break;  // their first round: absences are only before it
      e = {0, Colour::none, RoundResult::zero_bye};
    }
  }
  return t;
}

pairing::Tournament swiss_model(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& stored,
                                const std::vector<AskedBye>& asked) {
  std::map<int64_t, int> number;  // account -> player number (seed order, from 0)
  for (size_t i = 0; i < entrants.size(); ++i) number[entrants[i].account_id] = static_cast<int>(i);
  std::vector<bool> withdrawn, late;
  for (const Entrant& e : entrants) withdrawn.push_back(e.withdrawn), late.push_back(e.late);
  std::vector<SwissBoard> boards;
  for (const Board& b : stored) boards.push_back({b.round, number[b.south_id], b.north_id == 0 ? -1 : number[b.north_id], b.result});
  pairing::Tournament history = swiss_history(static_cast<int>(entrants.size()), withdrawn, boards, t.rounds, late);
  for (const AskedBye& b : asked)
    if (b.round == t.round + 1 && number.count(b.account_id) && !entrants[static_cast<std::size_t>(number[b.account_id])].withdrawn)
      history.requested_byes.push_back({b.round, number[b.account_id] + 1, pairing::RoundResult::half_bye});
  return history;
}

std::optional<Round> swiss_round(const pairing::Tournament& history) {
  pairing::RoundPairing p;
  try {
    p = pairing::pair_dutch(history, history.rounds_played() + 1);
  } catch (const pairing::NoPairing&) {
    return std::nullopt;
  }
  Round round;
  for (const auto& b : p.boards) round.games.push_back({b.white - 1, b.black - 1});
  round.bye = p.bye - 1;
  const int number = history.rounds_played() + 1;
  for (const pairing::RequestedBye& b : history.requested_byes)
    if (b.round == number) round.asked_byes.push_back(b.player - 1);
  return round;
}

}  // namespace manqala::tournaments
