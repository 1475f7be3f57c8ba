// manqala._manqala: the Python face of include/manqala/ (docs/python.md). It uses the public
// C++ API only, as any other program would. Bad input raises ValueError (manqala::api::Error
// is a std::invalid_argument, which pybind11 turns into ValueError) with the engine's message.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>

#include "manqala/manqala.h"
#include "manqala/search.h"

namespace py = pybind11;
using namespace manqala::api;

namespace {

const char* winner_text(Winner w) {
  switch (w) {
    case Winner::South: return "S";
    case Winner::North: return "N";
    case Winner::Draw: return "draw";
    case Winner::None: break;
  }
  return nullptr;
}

py::dict outcome_dict(const Outcome& o) {
  py::dict d;
  d["over"] = o.over;
  d["winner"] = winner_text(o.winner) ? py::object(py::str(winner_text(o.winner))) : py::object(py::none());
  d["reason"] = o.over ? py::object(py::str(o.reason)) : py::object(py::none());
  d["captured"] = py::make_tuple(o.captured_south, o.captured_north);
  return d;
}

template <class T>
py::array_t<T> as_array(const std::vector<T>& values, std::vector<py::ssize_t> shape) {
  py::array_t<T> a(shape);
  std::copy(values.begin(), values.end(), a.mutable_data());
  return a;
}

std::string state_repr(const State& s) { return "<manqala.State " + s.game() + " '" + s.text() + "'>"; }

}  // namespace

PYBIND11_MODULE(_manqala, m) {
  m.doc() = "Hawalis and Al-manqala: rules, positions, moves, search, perft and random playouts.";
  m.attr("__version__") = MANQALA_VERSION_TEXT;

  m.def("games", &game_names, "The names of every game: ['hawalis', 'al-manqala'].");

  py::class_<OptionSpec>(m, "OptionSpec", "One rule option of a game (RULES.md \"Options\").")
      .def_readonly("name", &OptionSpec::name)
      .def_readonly("kind", &OptionSpec::kind, "'flag', 'number', 'choice' or 'numbers'")
      .def_readonly("help", &OptionSpec::help)
      .def_readonly("min", &OptionSpec::min)
      .def_readonly("max", &OptionSpec::max)
      .def_readonly("choices", &OptionSpec::choices)
      .def_readonly("default", &OptionSpec::default_value)
      .def_readonly("values", &OptionSpec::values, "what it takes, in words: '1-9', 'true|false'")
      .def("__repr__", [](const OptionSpec& o) { return "<manqala.OptionSpec " + o.name + "=" + o.default_value + ">"; });

  py::class_<GameSpec>(m, "GameSpec", "A game: its names, board and options.")
      .def_readonly("name", &GameSpec::name)
      .def_readonly("title", &GameSpec::title)
      .def_readonly("rows", &GameSpec::rows)
      .def_readonly("columns", &GameSpec::columns)
      .def_readonly("shares_loops", &GameSpec::shares_loops)
      .def_readonly("end_reasons", &GameSpec::end_reasons, "the words outcome()['reason'] can be")
      .def_readonly("options", &GameSpec::options)
      .def("__repr__", [](const GameSpec& g) { return "<manqala.GameSpec " + g.name + ">"; });
  m.def("set_tablebase_dir", &set_tablebase_dir, py::arg("dir"),
        "Searches and State.endgame() use the endgame tables under dir (built with `manqala tb build`); '' stops.");
  m.def("game_spec", &game_spec, py::arg("game"), "A game's names, board and option schema; ValueError if unknown.");

  py::class_<PlayoutStats>(m, "PlayoutStats", "The tally of a batch of random playouts.")
      .def_readonly("games", &PlayoutStats::games)
      .def_readonly("south_wins", &PlayoutStats::south_wins)
      .def_readonly("north_wins", &PlayoutStats::north_wins)
      .def_readonly("draws", &PlayoutStats::draws)
      .def_readonly("unfinished", &PlayoutStats::unfinished, "playouts stopped at max_plies")
      .def_readonly("plies", &PlayoutStats::plies, "moves played in all of them")
      .def("__repr__", [](const PlayoutStats& t) {
        return "<manqala.PlayoutStats games=" + std::to_string(t.games) + " S=" + std::to_string(t.south_wins) +
               " N=" + std::to_string(t.north_wins) + " draws=" + std::to_string(t.draws) +
               " unfinished=" + std::to_string(t.unfinished) + ">";
      });

  py::class_<SearchResult>(m, "SearchResult", "What the engine chose and saw.")
      .def_readonly("move", &SearchResult::best_move)
      .def_readonly("action", &SearchResult::best_action)
      .def_readonly("score", &SearchResult::score,
                    "seeds ahead for the player to move; +inf / -inf when the search sees a win / a loss")
      .def_readonly("decided", &SearchResult::decided)
      .def_readonly("plies_to_end", &SearchResult::plies_to_end)
      .def_readonly("depth", &SearchResult::depth)
      .def_readonly("nodes", &SearchResult::nodes)
      .def_readonly("time_ms", &SearchResult::time_ms)
      .def_readonly("pv", &SearchResult::pv, "the principal variation, from move on")
      .def_readonly("tbhits", &SearchResult::tbhits, "positions the endgame tables answered")
      .def("__repr__", [](const SearchResult& r) {
        return "<manqala.SearchResult move=" + r.best_move + " score=" + std::to_string(r.score) +
               " depth=" + std::to_string(r.depth) + ">";
      });

  py::class_<State>(m, "State",
                    "A game in progress: rules with options, a position, and the moves since its history started.")
      .def(py::init<std::string_view, std::string_view>(), py::arg("game"), py::arg("options") = "",
           "The start of `game` with option words, e.g. State('hawalis', 'seeds=3 relay=false').")
      .def_static(
          "from_text",
          [](std::string_view game, std::string_view text, std::string_view options) {
            State s(game, options);
            s.set_text(text);
            return s;
          },
          py::arg("game"), py::arg("text"), py::arg("options") = "", "A game from a RULES.md position text.")
      .def_property_readonly("game", &State::game)
      .def_property_readonly("options", &State::options, "every option as name=value")
      .def_property_readonly("rows", &State::rows)
      .def_property_readonly("columns", &State::columns)
      .def_property_readonly("num_actions", &State::num_actions, "rows * columns; actions are 0 .. num_actions - 1")
      .def_property_readonly("total_seeds", &State::total_seeds)
      .def_property("text", &State::text, &State::set_text,
                    "the position text; setting it restarts the history there")
      .def_property_readonly(
          "to_move", [](const State& s) { return s.to_move() == Player::South ? "S" : "N"; }, "'S' or 'N'")
      .def("reset", &State::reset, "Back to the start position, history cleared.")
      .def("legal_moves", &State::legal_moves, "The legal moves by pit name (empty once the game is over).")
      .def("legal_actions", &State::legal_actions, "The legal moves as integer actions, ascending.")
      .def("action_of", &State::action_of, py::arg("move"), "A pit name as an action: (row - 1) * columns + column.")
      .def("move_of", &State::move_of, py::arg("action"), "An action as a pit name.")
      .def("play", py::overload_cast<int>(&State::play), py::arg("action"), "Plays a legal move given as an action.")
      .def("play", py::overload_cast<std::string_view>(&State::play), py::arg("move"),
           "Plays a legal move given by name; ValueError (why, with the legal moves) if it is not legal.")
      .def("undo", &State::undo, "Takes back the last move; False at the start of the history.")
      .def("share_loop", &State::share_loop, "Both players agree to share the seeds left (Al-manqala's loops).")
      .def_property_readonly("history", &State::history, "the moves since the history started")
      .def("is_over", &State::is_over)
      .def(
          "outcome", [](const State& s) { return outcome_dict(s.outcome()); },
          "{'over', 'winner': 'S'|'N'|'draw'|None, 'reason': protocol word or None, 'captured': (S, N)}")
      .def(
          "board",
          [](const State& s) { return as_array(s.board(), {s.rows(), s.columns()}); },
          "Seed counts as an int array of shape (rows, columns): [row - 1][column], row 1 at South's edge.")
      .def(
          "observation",
          [](const State& s) {
            const auto v = s.observation();
            return as_array(v, {static_cast<py::ssize_t>(v.size())});
          },
          "float32 array of rows * columns + 2: the board turned so that the mover sits at row 1, then the "
          "mover's and the opponent's captured seeds, each over the total seeds.")
      .def("perft", &State::perft, py::arg("depth"), "Leaf positions after depth plies.",
           py::call_guard<py::gil_scoped_release>())
      .def(
          "search",
          [](const State& s, int depth, double movetime, uint64_t nodes, int threads, int hash_mb) {
            SearchLimits limits{depth, static_cast<int64_t>(movetime * 1000), nodes, threads, hash_mb};
            return search(s, limits);
          },
          py::arg("depth") = 0, py::arg("movetime") = 0.0, py::arg("nodes") = 0, py::arg("threads") = 1,
          py::arg("hash_mb") = 16, py::call_guard<py::gil_scoped_release>(),
          "The engine's move. Limits: depth (plies), movetime (seconds), nodes; none given: depth 8.")
      .def(
          "random_playouts",
          [](const State& s, uint64_t games, uint64_t seed, int max_plies) {
            return random_playouts(s, games, seed, max_plies);
          },
          py::arg("games"), py::arg("seed") = 1, py::arg("max_plies") = 1000, py::call_guard<py::gil_scoped_release>(),
          "Uniformly random games from here (the state unchanged), the GIL released; the same seed, the same games.")
      .def(
          "endgame",
          [](const State& s) -> py::object {
            const auto e = endgame(s);
            if (!e) return py::none();
            auto value = [](const EndgameValue& v) {
              py::dict d;
              d["kind"] = v.kind;
              if (v.kind == "seeds") d["seeds"] = v.seeds, d["board"] = v.board;
              else d["outcome"] = v.outcome, d["plies"] = v.plies;
              d["text"] = v.text;
              return d;
            };
            py::dict out = value(e->value);
            py::dict moves;
            for (const auto& [move, v] : e->moves) moves[py::str(move)] = value(v);
            out["moves"] = moves;
            return out;
          },
          "The endgame tables' value of this position (set_tablebase_dir first), or None when it is not "
          "in them: a dict with kind ('seeds': seeds and board; 'plies': outcome and plies), text, and "
          "moves, each legal move's value for the side that plays it.")
      .def("clone", [](const State& s) { return State(s); }, "An independent copy.")
      .def("__copy__", [](const State& s) { return State(s); })
      .def("__deepcopy__", [](const State& s, py::dict) { return State(s); }, py::arg("memo"))
      .def("__str__", &State::text)
      .def("__repr__", &state_repr);
}
