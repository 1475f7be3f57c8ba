// What a manqala::api::State holds: a game in progress of the facade (facade/any_game.h).
// Shared by the library's files and the Python bindings, never installed.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "facade/any_game.h"
#include "manqala/manqala.h"

namespace manqala::api {

struct State::Impl {
  std::unique_ptr<AnyGame> game;
};

// Runs `f`, turning the engine's ParseError into the library's Error.
template <class F>
auto translating_errors(F&& f) -> decltype(f()) {
  try {
    return std::forward<F>(f)();
  } catch (const ParseError& e) {
    throw Error(e.what());
  }
}

}  // namespace manqala::api
