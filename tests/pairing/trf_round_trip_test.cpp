// read_trf(write_trf(t)) == t over random tournaments: 2 to 60 players, up to 11 rounds,
// every result code with its mirror, byes of every kind, names in several scripts, virtual
// points (runs of equal values, for runs of players alike) and forbidden pairs.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

#include "pairing/trf.h"

using namespace manqala::pairing;

namespace {

using Rng = std::mt19937;

int below(Rng& rng, int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }
template <typename T>
const T& any_of(Rng& rng, const std::vector<T>& v) {
  return v[static_cast<std::size_t>(below(rng, static_cast<int>(v.size())))];
}

// Text of up to `most` characters from `alphabet`, no blanks at its ends.
std::string text(Rng& rng, const std::vector<std::string>& alphabet, int most) {
  std::string s;
  for (int i = below(rng, most + 1); i > 0; --i) s += any_of(rng, alphabet);
  while (!s.empty() && s.back() == ' ') s.pop_back();
  while (!s.empty() && s.front() == ' ') s.erase(0, 1);
  return s;
}

const std::vector<std::string> kLetters = {"a", "K", "z", ",", "-", " ", "'", "\u00e9", "\u00f8", "\u00df",
                                           "\u0416", "\u0448", "\u05d0", "\u4e2d", "\u00c5", "\u0130"};
const std::vector<std::string> kDigits = {"0", "1", "2", "7", "9"};

// A game's two entries' outcomes: every result code with what the opponent then has.
const std::vector<std::pair<RoundResult, RoundResult>> kGames = {
    {RoundResult::win, RoundResult::loss},           {RoundResult::loss, RoundResult::win},
    {RoundResult::draw, RoundResult::draw},          {RoundResult::unrated_win, RoundResult::unrated_loss},
    {RoundResult::unrated_draw, RoundResult::unrated_draw}, {RoundResult::unrated_loss, RoundResult::unrated_win},
    {RoundResult::forfeit_win, RoundResult::forfeit_loss},  {RoundResult::forfeit_loss, RoundResult::forfeit_win},
    {RoundResult::forfeit_loss, RoundResult::forfeit_loss}, {RoundResult::none, RoundResult::none},
};
const std::vector<RoundResult> kByes = {RoundResult::pairing_bye, RoundResult::full_bye, RoundResult::half_bye, RoundResult::zero_bye};

// A point system each flavour can say (trf.h): forfeit wins and full-point byes with wins,
// half-point byes with draws, and for TRF-2026 forfeit losses with zero-point byes.
PointSystem random_points(Rng& rng, TrfFlavour flavour) {
  PointSystem p;
  if (below(rng, 2)) return p;
  p.win = p.forfeit_win = p.full_bye = any_of(rng, std::vector<Points>{10, 20, 30});
  p.draw = p.half_bye = any_of(rng, std::vector<Points>{5, 10});
  p.loss = any_of(rng, std::vector<Points>{0, 0, 5});
  p.pairing_bye = below(rng, 2) ? p.win : p.draw;
  p.zero_bye = any_of(rng, std::vector<Points>{0, 5});
  p.forfeit_loss = flavour == TrfFlavour::trf2026 ? p.zero_bye : any_of(rng, std::vector<Points>{0, 5});
  return p;
}

void play_round(Rng& rng, Tournament& t, std::size_t r) {
  std::vector<int> order(t.players.size());
  std::iota(order.begin(), order.end(), 1);
  std::shuffle(order.begin(), order.end(), rng);
  for (std::size_t i = 0; i < order.size(); ++i) {
    Entry& e = t.player(order[i]).rounds[r];
    const int roll = below(rng, 10);
    if (roll == 0) continue;  // absent: a blank entry
    if (roll == 1 || i + 1 == order.size()) {
      e = {0, Colour::none, any_of(rng, kByes)};
      continue;
    }
    const int other = order[++i];
    const auto [mine, theirs] = any_of(rng, kGames);
    const bool forfeit_without_colour = mine != RoundResult::none && !played(mine) && below(rng, 3) == 0;
    const Colour c = forfeit_without_colour ? Colour::none : below(rng, 2) ? Colour::white : Colour::black;
    e = {other, c, mine};
    t.player(other).rounds[r] = {order[i - 1], opposite(c), theirs};
  }
  if (std::all_of(t.players.begin(), t.players.end(), [&](const Player& p) { return p.rounds[r] == Entry{}; }))
    t.players[0].rounds[r] = {0, Colour::none, RoundResult::zero_bye};  // canonical: the last round has an entry
}

Tournament random_tournament(Rng& rng, int players, int rounds, TrfFlavour flavour) {
  Tournament t;
  const std::vector<std::string> codes = {"012", "022", "032", "042", "092", "102", "112", "112", "132", "192"};
  for (int i = below(rng, 6); i > 0; --i) t.header.emplace_back(any_of(rng, codes), text(rng, kLetters, 30));
  t.planned_rounds = below(rng, 3) ? 0 : std::max(1, rounds + below(rng, 4));
  t.initial_colour = below(rng, 2) ? Colour::white : Colour::black;
  t.points = random_points(rng, flavour);
  for (int n = 1; n <= players; ++n) {
    Player p;
    p.number = n;
    p.name = text(rng, kLetters, 33);
    p.rating = below(rng, 4) ? 1000 + below(rng, 1900) : 0;
    p.sex = any_of(rng, std::vector<std::string>{"", "m", "w"});
    p.title = any_of(rng, std::vector<std::string>{"", "GM", "WIM", "CM", "\u00e9"});
    p.federation = any_of(rng, std::vector<std::string>{"", "OMA", "GHA", "NOR"});
    p.fide_id = text(rng, kDigits, 11);
    if (below(rng, 2))
      p.birth = "19" + std::to_string(50 + below(rng, 50)) + "/0" + std::to_string(1 + below(rng, 9)) + "/1" +
                std::to_string(below(rng, 10));
    p.declared_rank = 1 + below(rng, players);
    p.rounds.resize(static_cast<std::size_t>(rounds));
    t.players.push_back(p);
  }
  for (std::size_t r = 0; r < static_cast<std::size_t>(rounds); ++r) play_round(rng, t, r);
  for (Player& p : t.players) p.declared = t.score(p.number);

  std::set<std::pair<int, int>> asked;
  const int last = t.planned_rounds ? t.planned_rounds : rounds + 2;
  for (int i = below(rng, 5); i > 0; --i) {
    const RequestedBye b{1 + below(rng, last), 1 + below(rng, players),
                         any_of(rng, std::vector<RoundResult>{RoundResult::half_bye, RoundResult::full_bye, RoundResult::zero_bye})};
    if (asked.insert({b.round, b.player}).second) t.requested_byes.push_back(b);
  }
  // Virtual points: a run of players alike (a 250 line covers them), some of a player's own.
  const std::vector<Points> shared = {10, 10, 5};
  for (int n = 1 + below(rng, players); n <= players && below(rng, 3); ++n) t.player(n).acceleration = shared;
  for (int i = below(rng, 3); i > 0; --i) {
    auto& a = t.player(1 + below(rng, players)).acceleration;
    a.clear();
    for (int r = below(rng, 5); r > 0; --r) a.push_back(any_of(rng, std::vector<Points>{0, 5, 10, 20}));
    while (!a.empty() && a.back() == 0) a.pop_back();
  }
  for (int i = below(rng, 3); i > 0; --i) {
    ForbiddenPairs f;
    for (int k = 2 + below(rng, 3); k > 0; --k) f.players.push_back(1 + below(rng, players));
    if (below(rng, 2)) {
      f.first_round = 1 + below(rng, last);
      f.last_round = f.first_round + below(rng, 3);
    }
    t.forbidden.push_back(f);
  }
  for (int i = below(rng, 3); i > 0; --i)
    t.other_lines.push_back(below(rng, 2) ? "### " + text(rng, kLetters, 40) + "."
                                          : "DAT 0001 EMAIL someone@example.org");
  return t;
}

}  // namespace

RC_GTEST_PROP(TrfRoundTrip, RandomTournamentsComeBackUnchanged, ()) {
  const int players = *rc::gen::inRange(2, 61);
  const int rounds = *rc::gen::inRange(0, 12);
  const auto flavour = *rc::gen::element(TrfFlavour::trf2016x, TrfFlavour::trf2026);
  Rng rng(*rc::gen::arbitrary<std::uint32_t>());
  const Tournament t = random_tournament(rng, players, rounds, flavour);
  const std::string text = write_trf(t, flavour);
  Tournament back;
  try {
    back = read_trf(text);
  } catch (const TrfError& e) {
    RC_FAIL(std::string(e.what()) + "\n" + text);
  }
  RC_ASSERT(write_trf(back, flavour) == text);
  RC_ASSERT(back == t);
}
