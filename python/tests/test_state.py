"""The Python State against RULES.md: start positions, perft, single-move vectors, errors."""

import copy

import numpy as np
import pytest

import manqala

PERFT = {
    "hawalis": [14, 182, 1539, 12626, 80250],
    "al-manqala": [7, 49, 328, 2182, 14495],
}


def test_games_and_their_specs():
    names = manqala.games()
    assert set(names) == set(PERFT)
    for name in names:
        spec = manqala.game_spec(name)
        assert spec.name == name and spec.columns == 7 and spec.rows in (2, 4)
        assert spec.options, "every game has options"
        assert spec.end_reasons and len(set(spec.end_reasons)) == len(spec.end_reasons)
        s = manqala.State(name)
        assert s.columns == spec.columns and s.num_actions == spec.rows * spec.columns
        assert s.board().shape == (spec.rows, spec.columns)
        for o in spec.options:
            assert o.kind in ("flag", "number", "choice", "numbers") and o.help and o.default
    assert manqala.game_spec("hawalis").end_reasons == ["captured-all", "no-moves", "repetition"]
    assert manqala.game_spec("al-manqala").end_reasons == ["score", "board-empty", "loop-shared", "starved"]


@pytest.mark.parametrize("game", sorted(PERFT))
def test_perft_from_the_start(game):
    s = manqala.State(game)
    assert [s.perft(d) for d in range(1, 6)] == PERFT[game]


def test_a_move_by_name_and_by_action_is_the_same():
    by_name, by_action = manqala.State("hawalis"), manqala.State("hawalis")
    by_name.play("g2")
    by_action.play(by_action.action_of("g2"))
    assert by_action.action_of("g2") == 13
    assert by_name.text == by_action.text == "2,2,2,2,2,2,0/2,2,2,2,2,2,0/3,0,3,3,0,3,1/3,0,3,3,0,3,3 N 4 0"
    assert by_name.history == ["g2"]


def test_an_action_may_be_a_numpy_integer():
    s = manqala.State("al-manqala")
    s.play(np.int64(3))
    assert s.history == ["d1"]


def test_legal_actions_are_the_legal_moves():
    s = manqala.State("al-manqala")
    assert s.legal_actions() == sorted(s.action_of(m) for m in s.legal_moves())
    assert [s.move_of(a) for a in s.legal_actions()] == ["a1", "b1", "c1", "d1", "e1", "f1", "g1"]


def test_rules_vectors():
    endless = manqala.State.from_text("hawalis", "4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2")
    assert sorted(endless.legal_moves()) == sorted("e3 g3 f4 b4 a4".split())
    singletons = manqala.State.from_text("hawalis", "0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19")
    assert sorted(singletons.legal_moves()) == sorted("c1 e1 g2 c2".split())
    chain = manqala.State.from_text("al-manqala", "3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20")
    chain.play("b2")
    assert chain.text == "0,0,7,10,0,3,0/0,0,2,1,9,10,0 S 26 30"
    feeding = manqala.State.from_text("al-manqala", "1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38")
    assert sorted(feeding.legal_moves()) == ["a2", "d2"]


def test_a_finished_game_says_who_won_and_why():
    s = manqala.State.from_text("al-manqala", "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46")
    assert not s.is_over() and s.outcome() == {"over": False, "winner": None, "reason": None, "captured": (48, 46)}
    s.play("g2")
    assert s.is_over() and s.legal_moves() == [] and s.legal_actions() == []
    assert s.outcome() == {"over": True, "winner": "N", "reason": "starved", "captured": (48, 50)}
    with pytest.raises(ValueError, match="over"):
        s.search(depth=2)


def test_undo_clone_and_copies_are_independent():
    s = manqala.State("hawalis", "seeds=3")
    start = s.text
    c = s.clone()
    d = copy.deepcopy(s)
    s.play(s.legal_moves()[0])
    assert c.text == d.text == start != s.text
    assert s.undo() and s.text == start and s.history == []
    assert not s.undo()


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: manqala.State("chess"), "unknown game"),
        (lambda: manqala.State("hawalis", "seeds=99"), "seeds"),
        (lambda: manqala.State("hawalis", "colour=red"), "colour"),
        (lambda: manqala.State.from_text("al-manqala", "1,2,3 S 0 0"), ""),
        (lambda: manqala.game_spec("go"), "unknown game"),
    ],
)
def test_bad_input_raises_value_error_with_the_engines_message(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_a_refused_move_changes_nothing():
    s = manqala.State("al-manqala")
    before = s.text
    with pytest.raises(ValueError, match="not a pit of the side to move"):
        s.play("a2")
    with pytest.raises(ValueError, match="out of range"):
        s.play(99)
    with pytest.raises(ValueError, match="not a pit name"):
        s.action_of("z9")
    with pytest.raises(ValueError):
        s.text = "nonsense"
    assert s.text == before and s.history == []


def test_board_and_observation():
    s = manqala.State("hawalis")
    board = s.board()
    assert board.shape == (4, 7) and board.sum() == s.total_seeds
    obs = s.observation()
    assert obs.dtype == np.float32 and obs.shape == (s.num_actions + 2,)
    assert obs.sum() == pytest.approx(1.0)
    # After South's move North is to move: the observation is the board turned half round.
    s.play("g2")
    turned = s.board()[::-1, ::-1].reshape(-1) / s.total_seeds
    assert np.allclose(s.observation()[: s.num_actions], turned)
    assert s.observation()[s.num_actions :].tolist() == pytest.approx([0.0, 4 / s.total_seeds])


def test_search_finds_a_legal_move_and_its_line():
    s = manqala.State("al-manqala")
    r = s.search(depth=6)
    assert r.move in s.legal_moves() and r.action == s.action_of(r.move)
    assert r.pv[0] == r.move and r.depth >= 6 and r.nodes > 0
    timed = s.search(movetime=0.05)
    assert timed.move in s.legal_moves() and timed.time_ms < 2000
    assert s.history == [], "searching leaves the state as it was"


def test_search_sees_a_forced_win():
    # RULES.md's starvation vector: g2 wins at once for North.
    s = manqala.State.from_text("al-manqala", "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46")
    r = s.search(depth=4)
    assert r.move == "g2" and r.decided and r.score == float("inf") and r.plies_to_end == 1


def test_random_playouts_add_up_and_repeat_with_their_seed():
    s = manqala.State("al-manqala")
    a = s.random_playouts(300, seed=5)
    b = s.random_playouts(300, seed=5)
    c = s.random_playouts(300, seed=6)
    assert a.games == 300 and a.south_wins + a.north_wins + a.draws + a.unfinished == 300
    assert (a.south_wins, a.north_wins, a.draws, a.plies) == (b.south_wins, b.north_wins, b.draws, b.plies)
    assert a.plies != c.plies
    capped = s.random_playouts(10, max_plies=3)
    assert capped.unfinished == 10 and capped.plies == 30
    assert s.history == []


def turned_text(state: manqala.State) -> str:
    """The same position with the players' places exchanged: the board half turned, the other
    side to move, the captured counts exchanged."""
    # Position text lists the rows from the top down; the turned board's top row is row 1
    # read from g to a, and so on.
    rows = "/".join(",".join(str(n) for n in row[::-1]) for row in state.board())
    south, north = state.outcome()["captured"]
    return f"{rows} {'N' if state.to_move == 'S' else 'S'} {north} {south}"


@pytest.mark.parametrize("game", sorted(PERFT))
def test_the_observation_is_the_same_for_either_player_in_the_same_place(game):
    state = manqala.State(game)
    for action in [0, 3, 5, 1, 6, 2, 4, 0, 1, 2]:
        legal = state.legal_actions()
        if state.is_over():
            break
        state.play(legal[action % len(legal)])
        mirror = manqala.State.from_text(game, turned_text(state))
        assert mirror.to_move != state.to_move
        assert np.array_equal(mirror.observation(), state.observation()), state.text


def test_every_option_is_documented_with_its_default():
    import pathlib

    doc = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "board-and-options.md").read_text()
    for game in manqala.games():
        section = doc[doc.index(f"### {manqala.game_spec(game).title}") :]
        for o in manqala.game_spec(game).options:
            row = next((line for line in section.splitlines() if line.startswith(f"| `{o.name}` |")), None)
            assert row is not None, f"{game} option {o.name} is missing from board-and-options.md"
            assert f"| `{o.default}` |" in row or f"| {o.default} |" in row, f"{game} {o.name}: {row}"
