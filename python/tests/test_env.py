"""manqala.env (a PettingZoo-style AEC environment) and manqala.openspiel (the games for pyspiel)."""

import subprocess
import sys
import types
import warnings

import numpy as np
import pytest

import manqala
from manqala.env import AECEnv, Discrete, action_mask, to_state_action, view

SIDE = {"south": "S", "north": "N"}

CONFIGS = [
    ("al-manqala", {}),
    ("al-manqala", {"seeds": 4, "capture": [2, 4, 6], "feed": "sown"}),
    ("al-manqala", {"skip_origin": True, "win_at": 40}),
    ("hawalis", {}),
    ("hawalis", {"seeds": 3, "relay": False, "back_capture": False}),
    ("hawalis", {"singleton_capture": False, "repetition": 3}),
]


def play_random(env, seed, check=None):
    """Plays env to the end with the spaces' masked samples; returns (moves, end rewards, order of
    the agents seen after the end)."""
    env.reset(seed=seed)
    moves, finals, after = [], {}, []
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            finals[agent] = reward
            after.append(agent)
            env.step(None)
            continue
        assert reward == 0.0
        if check:
            check(env, agent, obs)
        action = env.action_space(agent).sample(obs["action_mask"])
        moves.append(env.action_to_move(action))
        env.step(action)
    return moves, finals, after


@pytest.mark.parametrize("game,options", CONFIGS)
def test_random_games_to_the_end_keep_every_promise(game, options):
    env = manqala.env(game, **options)
    n = env.game_state.num_actions // 2
    assert env.action_space("south") == Discrete(n) and n == (14 if game == "hawalis" else 7)
    total = env.game_state.total_seeds

    def check(env, agent, obs):
        s = env.game_state
        side = SIDE[agent]
        assert s.to_move == side  # the agent selected is the side to move (passes included)
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (n,)
        legal = sorted(s.legal_moves())
        assert sorted(env.action_to_move(a) for a in np.flatnonzero(mask)) == legal
        assert env.legal_actions() == [int(a) for a in np.flatnonzero(mask)]
        o = obs["observation"]
        assert o.dtype == np.float32 and o.shape == (s.rows * 7 + 2,)
        assert o.sum() == total  # every seed on the board or captured
        assert np.allclose(o / total, s.observation())  # the mover's view, as State.observation()
        assert env.observation_space(agent).contains(obs)
        assert not action_mask(s, "N" if side == "S" else "S").any()  # the other side has no move

    for seed in range(4):
        moves, finals, after = play_random(env, seed, check)
        outcome = env.game_state.outcome()
        assert outcome["over"] and env.agents == []
        win = {"S": 1.0, "N": -1.0, "draw": 0.0}[outcome["winner"]]
        assert finals == {"south": win, "north": -win}
        assert sorted(after) == ["north", "south"]  # each done agent seen once, stepping None
        replay = manqala.State(game, manqala.env(game, **options).options)
        for m in moves:
            replay.play(m)
        assert replay.text == env.game_state.text


def test_a_seed_makes_the_game_reproducible():
    a = play_random(manqala.env("hawalis"), seed=7)[0]
    b = play_random(manqala.env("hawalis"), seed=7)[0]
    c = play_random(manqala.env("hawalis"), seed=8)[0]
    assert a == b and a != c
    env = manqala.env("al-manqala")
    assert play_random(env, seed=3)[0] == play_random(env, seed=3)[0]  # the same env again


def test_the_action_space_is_each_side_s_own_pits_from_its_view():
    env = manqala.env("hawalis")
    env.reset()
    names = [env.action_to_move(a, "south") for a in range(14)]
    assert names == [c + "1" for c in "abcdefg"] + [c + "2" for c in "abcdefg"]
    names = [env.action_to_move(a, "north") for a in range(14)]
    assert names == [c + "4" for c in "gfedcba"] + [c + "3" for c in "gfedcba"]
    env = manqala.env("al-manqala")
    env.reset()
    assert [env.action_to_move(a, "north") for a in range(7)] == [c + "2" for c in "gfedcba"]
    assert env.move_to_action("b2", "north") == 5
    # North's view of the start after South's a1 is South's view with the sides exchanged.
    env.step(0)
    s = env.game_state
    assert env.agent_selection == "north"
    seen = env.last()[0]["observation"]
    assert list(seen[:7]) == [float(x) for x in s.board()[1][::-1]]
    assert list(seen[7:14]) == [float(x) for x in s.board()[0][::-1]]
    assert np.allclose(view(s, "S")[:14], s.board().reshape(-1))


def test_illegal_actions_are_refused_naming_the_legal_ones():
    env = manqala.env("al-manqala", "seeds=1")
    env.reset()
    env.step(6)  # g1 sows into g2, which holds 2: taken, so North's g2 (its action 0) is empty
    assert env.agent_selection == "north" and env.legal_actions() == [1, 2, 3, 4, 5, 6]
    with pytest.raises(ValueError, match=r"action 0 \(g2\) is not legal for north; legal actions: "
                                         r"\[1, 2, 3, 4, 5, 6\] \(f2 e2 d2 c2 b2 a2\)"):
        env.step(0)
    env2 = manqala.env("al-manqala")
    env2.reset()
    text = env2.game_state.text
    with pytest.raises(ValueError, match="outside the action space 0..6"):
        env2.step(7)
    with pytest.raises(ValueError, match="must play"):
        env2.step(None)
    with pytest.raises(ValueError, match="not a pit of"):
        env2.step("a2")
    assert env2.game_state.text == text and env2.agent_selection == "south"
    env2.step("c1")  # a pit name works too
    assert env2.game_state.history == ["c1"]


def test_an_empty_pit_is_refused_with_the_legal_moves():
    env = manqala.env("al-manqala")
    env.reset(options={"text": "1,0,0,0,0,7,3/1,0,0,0,0,0,0 S 44 42"})
    assert env.legal_actions() == [0]
    with pytest.raises(ValueError, match=r"action 1 \(b1\) is not legal for south; legal actions: \[0\] \(a1\)"):
        env.step(1)


def test_done_agents_take_none_and_nothing_else():
    env = manqala.env("al-manqala")
    env.reset(options={"text": "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"})  # RULES.md's starvation
    assert env.agent_selection == "north"
    env.step(env.move_to_action("g2"))  # takes f2; South cannot be fed: North takes the rest
    assert all(env.terminations.values()) and env.agent_selection == "south"
    obs, reward, termination, truncation, info = env.last()
    assert (reward, termination, truncation) == (-1.0, True, False)
    assert info["outcome"]["reason"] == "starved" and not obs["action_mask"].any()
    with pytest.raises(ValueError, match=r"south is done: step\(None\)"):
        env.step(0)
    env.step(None)
    assert env.agents == ["north"] and env.last()[1] == 1.0
    env.step(None)
    assert env.agents == [] and list(env.agent_iter()) == []


def test_a_pass_gives_the_same_agent_the_next_move():
    env = manqala.env("al-manqala")
    env.reset(options={"text": "1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42"})  # RULES.md's pass
    env.step(env.move_to_action("a2"))  # takes South's last seeds: South passes
    assert env.agent_selection == "north" and env.game_state.text.endswith("N 44 44")
    assert [env.action_to_move(a) for a in env.legal_actions()] == ["f2"]  # it must feed: g2 cannot


def test_margin_rewards_truncation_and_normalised_observations():
    env = manqala.env("al-manqala", reward="margin", normalize=True)
    env.reset(options={"text": "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"})
    obs = env.last()[0]["observation"]
    assert np.allclose(obs, env.game_state.observation()) and obs.max() <= 1.0
    env.step(env.move_to_action("g2"))
    assert env.rewards == {"south": -2 / 98, "north": 2 / 98}
    env = manqala.env("hawalis", max_moves=5)
    moves, finals, after = play_random(env, seed=1)
    assert len(moves) == 5 and finals == {"south": 0.0, "north": 0.0}
    assert all(env.truncations.get(a, True) for a in ("south", "north"))
    with pytest.raises(ValueError, match="option seeds"):
        manqala.env("hawalis", seeds=12)
    with pytest.raises(ValueError, match="unknown game"):
        manqala.env("oware")
    assert "relay=false" in manqala.env("hawalis", "seeds=3", relay=False).options


def test_spaces_sample_within_the_mask_and_render_is_text():
    space = Discrete(7, seed=1)
    mask = np.array([0, 0, 1, 0, 1, 0, 0], dtype=np.int8)
    assert {space.sample(mask) for _ in range(50)} == {2, 4}
    with pytest.raises(ValueError, match="allows no action"):
        space.sample(np.zeros(7, dtype=np.int8))
    env = manqala.env("hawalis")
    env.reset(seed=0)
    assert env.observation_space("north")["observation"].shape == (30,)
    assert env.observation_space("north")["action_mask"].shape == (14,)
    text = env.render()
    assert "south to move" in text and text.endswith(env.game_state.text)
    env.close()
    assert isinstance(env, AECEnv) and env.possible_agents == ["south", "north"] and env.num_agents == 2


# --- Endgame tables through the environment. ---


@pytest.fixture(scope="module")
def tables(manqala_binary, tmp_path_factory):
    path = tmp_path_factory.mktemp("env-tables")
    subprocess.run(
        [manqala_binary, "tb", "build", "al-manqala", "--max-seeds", "6", "--out", str(path)],
        check=True, capture_output=True,
    )
    manqala.set_tablebase_dir(str(path))
    yield path
    manqala.set_tablebase_dir("")


def test_table_values_are_the_states_endgame_for_every_position_in_them(tables):
    env = manqala.env("al-manqala", table_info=True)
    env.reset(options={"text": "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"})
    value = env.table_value()
    assert value["seeds"] == 4.0 and value["actions"][env.move_to_action("g2")]["seeds"] == 4.0
    assert env.last()[4]["endgame"] == value
    hits = 0
    rng = np.random.default_rng(5)
    for _ in range(40):
        env.reset(seed=int(rng.integers(1 << 30)))
        for agent in env.agent_iter():
            obs, _, termination, truncation, info = env.last()
            if termination or truncation:
                assert env.table_value() is None and "endgame" not in info
                env.step(None)
                continue
            s = env.game_state
            expected = s.endgame()
            got = env.table_value()
            if expected is None:
                assert got is None and info["endgame"] is None
            else:
                hits += 1
                assert {k: v for k, v in got.items() if k != "actions"} == expected
                assert info["endgame"] == got
                side = SIDE[agent]
                assert {s.move_of(to_state_action(s, side, a)): v for a, v in got["actions"].items()} == expected["moves"]
                assert sorted(got["actions"]) == env.legal_actions()
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert hits > 0


# --- OpenSpiel. ---


def test_without_pyspiel_register_says_why():
    if manqala.openspiel.available():
        pytest.skip("pyspiel is installed here")
    with pytest.warns(RuntimeWarning, match="OpenSpiel is not installed"):
        assert manqala.openspiel.register() is False
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert manqala.openspiel.register(quiet=True) is False
    assert "import pyspiel" in manqala.openspiel.unavailable_reason()


@pytest.mark.skipif(not manqala.openspiel.available(), reason="OpenSpiel's pyspiel is not installed (no PyPI here)")
def test_the_games_play_in_pyspiel():
    import pyspiel

    assert manqala.openspiel.register() and manqala.openspiel.register()  # twice is harmless
    for game_name, short in manqala.openspiel.GAMES.items():
        game = pyspiel.load_game(short)
        assert game.num_distinct_actions() == (14 if game_name == "hawalis" else 7)
        rng = np.random.default_rng(1)
        state = game.new_initial_state()
        replay = manqala.State(game_name)
        while not state.is_terminal():
            player = state.current_player()
            assert player == (0 if replay.to_move == "S" else 1)
            actions = state.legal_actions()
            assert sorted(state.action_to_string(player, a) for a in actions) == sorted(replay.legal_moves())
            obs = np.array(state.observation_tensor(player))
            assert np.allclose(obs, replay.observation())
            a = int(rng.choice(actions))
            replay.play(state.action_to_string(player, a))
            state.apply_action(a)
        win = {"S": 1.0, "N": -1.0, "draw": 0.0}[replay.outcome()["winner"]]
        assert list(state.returns()) == [win, -win]
        assert str(state) == replay.text
    game = pyspiel.load_game("manqala_hawalis", {"options": "seeds=3 relay=false"})
    assert "relay=false" in str(game.new_initial_state().manqala_state.options)


def _stand_in_pyspiel():
    """A few lines that behave like pyspiel's Python game API where manqala.openspiel touches it:
    no OpenSpiel, only a check that our side of that contract runs."""
    m = types.ModuleType("pyspiel")
    enum = lambda *names: type("E", (), {n: n for n in names})  # noqa: E731
    m.GameType = type("GameType", (), {
        "__init__": lambda self, **kw: self.__dict__.update(kw),
        "Dynamics": enum("SEQUENTIAL"), "ChanceMode": enum("DETERMINISTIC"),
        "Information": enum("PERFECT_INFORMATION"), "Utility": enum("ZERO_SUM"), "RewardModel": enum("TERMINAL"),
    })
    m.GameInfo = type("GameInfo", (), {"__init__": lambda self, **kw: self.__dict__.update(kw)})
    m.PlayerId = type("PlayerId", (), {"TERMINAL": -4})
    games = {}

    class Game:
        def __init__(self, game_type, info, params):
            self._type, self._info, self._params = game_type, info, params

        def num_distinct_actions(self):
            return self._info.num_distinct_actions

    class State:
        def __init__(self, game):
            self._game = game

        def legal_actions(self):
            return [] if self.is_terminal() else self._legal_actions(self.current_player())

        def apply_action(self, a):
            assert a in self.legal_actions()
            self._apply_action(a)

        def action_to_string(self, player, a):
            return self._action_to_string(player, a)

        def observation_tensor(self, player):
            obs = self._game.make_py_observer()
            obs.set_from(self, player)
            return list(obs.tensor)

    m.Game, m.State = Game, State
    m.register_game = lambda game_type, cls: games.__setitem__(game_type.short_name, cls)
    m.registered_names = lambda: list(games)
    m.load_game = lambda name, params=None: games[name](params or {})
    return m


def test_the_pyspiel_classes_run_against_a_stand_in(monkeypatch):
    if manqala.openspiel.available():
        pytest.skip("the real pyspiel is here: test_the_games_play_in_pyspiel checks it")
    monkeypatch.setitem(sys.modules, "pyspiel", _stand_in_pyspiel())
    monkeypatch.setattr(manqala.openspiel, "_classes", {})
    assert manqala.openspiel.register()
    import pyspiel

    assert sorted(pyspiel.registered_names()) == ["manqala_al_manqala", "manqala_hawalis"]
    for game_name, short in manqala.openspiel.GAMES.items():
        game = pyspiel.load_game(short)
        state = game.new_initial_state()
        replay = manqala.State(game_name)
        rng = np.random.default_rng(2)
        while not state.is_terminal():
            player = state.current_player()
            assert player == (0 if replay.to_move == "S" else 1)
            actions = state.legal_actions()
            assert sorted(state.action_to_string(player, a) for a in actions) == sorted(replay.legal_moves())
            assert np.allclose(state.observation_tensor(player), replay.observation())
            a = int(rng.choice(actions))
            replay.play(state.action_to_string(player, a))
            state.apply_action(a)
        assert state.current_player() == -4
        win = {"S": 1.0, "N": -1.0, "draw": 0.0}[replay.outcome()["winner"]]
        assert state.returns() == [win, -win] and str(state) == replay.text
    short = pyspiel.load_game("manqala_hawalis", {"options": "seeds=3", "max_game_length": 4})
    state = short.new_initial_state()
    for _ in range(4):
        state.apply_action(state.legal_actions()[0])
    assert state.is_terminal() and state.returns() == [0.0, 0.0]  # cut off: a draw
