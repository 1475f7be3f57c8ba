#include "pairing/bracket_walk.h"

#include <algorithm>

namespace manqala::pairing {

BracketWalk::BracketWalk(const std::vector<const DutchPlayer*>& ranked, std::optional<Points> bye_score,
                         Colour initial_colour, Deadline deadline)
    : all_(ranked), bye_score_(bye_score), initial_(initial_colour), deadline_(deadline) {}

bool BracketWalk::done() const { return group_ >= all_.size() && (moved_down_.size() < 2 || collapsed_); }

Bracket BracketWalk::next() {
  Bracket b;
  b.players = moved_down_;
  b.places.assign(moved_down_.size(), Place::moved_down);
  std::size_t end = group_;
  if (group_ < all_.size()) {
    while (end < all_.size() && all_[end]->score == all_[group_]->score) ++end;
    b.resident_score = all_[group_]->score;
  } else {
    collapsed_ = true;
    std::fill(b.places.begin(), b.places.end(), Place::resident);
    b.resident_score = moved_down_.back()->score;
  }
  std::size_t next_end = end;
  while (next_end < all_.size() && all_[next_end]->score == all_[end]->score) ++next_end;
  for (std::size_t i = group_; i < all_.size(); ++i) {
    b.players.push_back(all_[i]);
    b.places.push_back(i < end ? Place::resident : i < next_end ? Place::next : Place::below);
  }
  group_ = end;
  // C9 counts where the bracket's one downfloater is to have the bye: the bye's score is this
  // bracket's, and its best pairing pairs nobody of it below.
  b.c9 = bye_score_ && *bye_score_ >= b.resident_score &&
         !BracketPairer(b.players, b.places, bye_score_, initial_, false, deadline_).pairs_below();
  return b;
}

void BracketWalk::move_down(const Bracket& bracket, const std::vector<std::pair<int, int>>& pairs) {
  std::vector<char> paired(bracket.players.size(), 0);
  for (auto [a, b] : pairs) paired[static_cast<std::size_t>(a)] = paired[static_cast<std::size_t>(b)] = 1;
  moved_down_.clear();
  for (std::size_t i = 0; i < bracket.players.size(); ++i) {
    const Place p = bracket.places[i];
    if (!paired[i] && (p == Place::moved_down || p == Place::resident)) moved_down_.push_back(bracket.players[i]);
  }
}

}  // namespace manqala::pairing
