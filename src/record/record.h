// Game records (docs/record-format.md): a PGN-like text of tag lines and a numbered move list,
// for saving games from `manqala play` and for archives built on top of it.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/registry.h"

namespace manqala {

// Limits that keep hostile input cheap to reject.
constexpr size_t kMaxRecordBytes = 1 << 20;
constexpr size_t kMaxRecordMoves = 20000;
constexpr size_t kMaxRecordTags = 100;
constexpr size_t kMaxTagName = 40;
constexpr size_t kMaxTagValue = 2000;

struct Record {
  std::string game;                         // a game's name (games/registry.h)
  std::vector<std::string> options;         // name=value words, as AnyGame::options_text()
  std::string start;                        // position text; empty: the game's start
  std::vector<std::string> moves;           // pit names
  std::string result;                       // status_text(): "ongoing", "over S captured-all"
  std::map<std::string, std::string> tags;  // South, North, Date, Event, ... (not the four below)
};

// The tags that hold Record fields rather than free metadata.
bool is_reserved_tag(std::string_view name);

// The text of a record. Throws ParseError for a tag name that is reserved or not a word;
// control characters in tag values are written as spaces.
std::string write_record(const Record& r);

// Reads a record; checks syntax only (replay() checks the rules). Throws ParseError
// "line N: what is wrong".
Record parse_record(std::string_view text);

// The record of a game as played so far: its history, result and the given tags.
Record record_of(const AnyGame& game, std::map<std::string, std::string> tags = {});

// Plays a record through; throws ParseError naming the option, start position or move number
// that is wrong, or the result when it differs from the replayed one (an empty result is not
// checked). Judging the positions reports to `limit`, which may interrupt the replay
// (RulesInterrupted, naming the move).
std::unique_ptr<AnyGame> replay(const Record& r, WorkLimit* limit = nullptr);

// The records of a text holding several one after another (as `manqala match --records` appends
// them, or a broadcast's push): a record starts at a tag line that follows moves. Each text is
// one record's, unparsed.
std::vector<std::string> split_records(std::string_view text);

// "1. a1 c3 2. g2 d4 ..." wrapped to lines of about `width` characters; numbers count pairs of
// moves, as in the record.
std::string numbered_moves(const std::vector<std::string>& moves, size_t width = 78);

}  // namespace manqala
