// What the database throws: it cannot open the file, the file is damaged or newer than this
// manqala, or SQLite refused a statement (a full disk, a row that is not there). The text says
// which, in the operator's words ("the archive ... is damaged: ...; restore a backup").
#pragma once

#include <stdexcept>

namespace manqala {

struct DatabaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace manqala
