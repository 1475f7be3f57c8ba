"""manqala.env against what PettingZoo's conformance tests (pettingzoo.test: api_test, seed_test,
bombardment_test, max_cycles_test, and render_test) check of an AEC environment, written here
from their list of properties so that they run without PettingZoo: neither it nor gymnasium is in
Debian, so CI has NumPy only.  python/examples/pettingzoo_conformance.py runs the real ones by
hand; the last tests here run them too wherever the packages can be imported.

The configurations are those of python/examples/pettingzoo_conformance.py.
"""

import contextlib
import functools
import importlib.util
import io

import numpy as np
import pytest

import manqala
from manqala.env import PETTINGZOO, PETTINGZOO_REASON, Box, Dict, Discrete

CONFIGS = [
    ("hawalis", {}),
    ("al-manqala", {}),
    ("al-manqala", {"seeds": 4}),
    ("hawalis", {"seeds": 3, "relay": False}),
    ("al-manqala", {"normalize": True, "reward": "margin", "max_moves": 40}),
    ("hawalis", {"seeds": 3, "back_capture": False, "max_cycles": 25}),
    ("al-manqala", {"capture": [2, 4, 6], "feed": "sown", "win_at": 40}),
]
IDS = [g + "".join(f" {k}={v}" for k, v in o.items()) for g, o in CONFIGS]
configs = pytest.mark.parametrize("game,options", CONFIGS, ids=IDS)


def masked_action(env, agent, observation, termination, truncation):
    """None for a done agent, else a legal action drawn by the agent's own space."""
    if termination or truncation:
        return None
    return env.action_space(agent).sample(observation["action_mask"])


def check_array(a, *, mask=False):
    """What pettingzoo's test_observation / test_action_mask ask of an array (they raise on the
    first two and warn on the rest; here every one must hold)."""
    assert isinstance(a, np.ndarray)
    assert a.shape != (0,), "an empty array"
    assert a.shape != (1,), "a single number"
    assert a.ndim <= (1 if mask else 3)
    assert np.can_cast(a.dtype, np.float64), "a numeric dtype"
    assert np.isfinite(a).all(), "no inf, no NaN"
    assert (a >= 0).all()
    if mask:
        assert np.array_equal(a, a.astype(bool)), "0 and 1 only"


def check_in_space(space, observation):
    """The observation lies in its space (keys, shapes, bounds), with exactly the space's dtypes
    (pettingzoo's _test_observation_space_compatibility), and each part is a sound array."""
    assert isinstance(observation, dict) and set(observation) == {"observation", "action_mask"}
    assert space.contains(observation)
    for key in ("observation", "action_mask"):
        part, sub = observation[key], space[key]
        assert part.dtype == sub.dtype and part.shape == sub.shape
        assert (part >= sub.low).all() and (part <= sub.high).all()
    check_array(observation["observation"])
    check_array(observation["action_mask"], mask=True)


# --- api_test: the static surface. ---


@configs
def test_reset_takes_seed_and_options_and_starts_clean(game, options):
    env = manqala.env(game, **options)
    assert env.reset(seed=0, options={"options": 1}) is None  # unknown option keys are ignored
    env.reset()
    assert not any(env.terminations.values()) and not any(env.truncations.values())
    assert isinstance(env.num_agents, int) and env.num_agents == 2 == env.max_num_agents
    assert env.agents == env.possible_agents == ["south", "north"] and env.agents is not env.possible_agents
    assert all(isinstance(a, str) for a in env.possible_agents)
    assert env.agent_selection == "south"
    for d in (env.rewards, env.terminations, env.truncations, env.infos):
        assert isinstance(d, dict) and list(d) == env.agents
    assert all(isinstance(v, bool) for v in (*env.terminations.values(), *env.truncations.values()))
    assert all(isinstance(i, dict) for i in env.infos.values())
    assert all(float(r) == 0.0 for r in env.rewards.values())

    observation, reward, termination, truncation, info = env.last()
    check_in_space(env.observation_space("south"), observation)
    assert observation["action_mask"].any(), "the agent to move has a legal move"
    assert observation["observation"].any(), "not all zeros"
    assert reward == 0 and termination is False and truncation is False and info == env.infos["south"]
    assert env.last(observe=False)[0] is None
    assert env.unwrapped is env


@configs
def test_spaces_are_one_object_per_agent_and_well_formed(game, options):
    env = manqala.env(game, **options)
    env.reset()
    s = env.game_state
    n, size = s.num_actions // 2, s.rows * s.columns + 2
    high = 1.0 if options.get("normalize") else float(s.total_seeds)
    for agent in env.possible_agents:
        assert env.observation_space(agent) is env.observation_space(agent) is env.observation_spaces[agent]
        assert env.action_space(agent) is env.action_space(agent) is env.action_spaces[agent]
        obs_space, act_space = env.observation_space(agent), env.action_space(agent)
        assert isinstance(obs_space, Dict) and isinstance(act_space, Discrete)
        assert act_space.n == n and act_space == env.action_space("south")
        assert set(obs_space.keys()) == {"observation", "action_mask"}
        for key, shape, dtype, hi in (("observation", (size,), np.float32, high), ("action_mask", (n,), np.int8, 1)):
            box = obs_space[key]
            assert isinstance(box, Box) and box.shape == shape and box.dtype == np.dtype(dtype)
            low, top = np.broadcast_to(box.low, shape), np.broadcast_to(box.high, shape)
            assert (low == 0).all() and (top == hi).all()  # finite, and low < high everywhere
        for part in ("observation", "action_mask"):  # the same space for both agents
            assert obs_space[part].shape == env.observation_space("south")[part].shape
    assert env.action_spaces["south"] is not env.action_spaces["north"]  # each seeded apart


# --- api_test's play test, bombardment_test: whole games, every step checked. ---


def play_checked(env, seed=None, max_iter=2**63):
    """One game by agent_iter with masked samples, checking after each step what api_test's
    play test checks; returns the agents in the order they were seen finishing, and the agent
    that made the last move."""
    env.reset(seed=seed)
    accumulated = {a: 0.0 for a in env.agents}
    live, finished, seen, mover = set(env.agents), [], set(), None
    for agent in env.agent_iter(max_iter):
        seen.add(agent)
        assert agent not in finished, "a finished agent came back"
        assert agent == env.agent_selection and agent in env.agents
        assert live <= set(env.agents)
        assert isinstance(env.infos[agent], dict)
        observation, reward, termination, truncation, info = env.last()
        assert reward == accumulated[agent], "last()'s reward is what the agent received since it acted"
        assert (termination, truncation, info) == (env.terminations[agent], env.truncations[agent], env.infos[agent])
        assert isinstance(termination, bool) and isinstance(truncation, bool)
        mask = observation["action_mask"]
        if termination or truncation:
            assert not mask.any()
            live.discard(agent)
            finished.append(agent)
        else:
            assert env.legal_actions() == [int(a) for a in np.flatnonzero(mask)]
            mover = agent
        action = masked_action(env, agent, observation, termination, truncation)
        accumulated[agent] = 0.0
        assert env.step(action) is None
        for a, r in env.rewards.items():
            accumulated[a] += float(r)
        assert env.num_agents == len(env.agents)
        for d in (env.rewards, env.terminations, env.truncations, env.infos):
            assert set(d) == set(env.agents), "a finished agent leaves every dict"
        assert set(env.agents) <= set(env.possible_agents)
        assert env.possible_agents == ["south", "north"]
        check_in_space(env.observation_space(agent), observation)  # the one seen before the step
        if env.agents:
            assert env.agent_selection in env.agents
    if not env.agents:
        assert set(finished) == seen == {"south", "north"}
    return finished, mover


@configs
def test_whole_games_keep_every_promise_of_the_play_test(game, options):
    env = manqala.env(game, **options)
    for seed in range(12):
        finished, mover = play_checked(env, seed)
        assert env.agents == [] and list(env.agent_iter()) == []
        other = "north" if mover == "south" else "south"
        assert finished == [other, mover], "the end is seen first by the agent that did not make the last move"


@configs
def test_the_second_phase_of_the_play_test_and_action_flexibility(game, options):
    env = manqala.env(game, **options)
    env.reset()
    for agent in env.agent_iter(env.num_agents * 2):
        observation, reward, termination, truncation, info = env.last()
        float(env.rewards[agent])
        assert env.step(masked_action(env, agent, observation, termination, truncation)) is None
    env.reset(seed=0)
    agent = env.agent_selection
    action = env.action_space(agent).sample(env.last()[0]["action_mask"])
    env.step(action)
    after = env.game_state.text
    env.reset(seed=0)
    assert env.action_space(agent).sample(env.last()[0]["action_mask"]) == action
    env.reset(seed=0)
    env.step(np.int32(action))  # a NumPy integer is an action too
    assert env.game_state.text == after


@configs
def test_bombardment_resets_mid_game_over_and_over(game, options):
    """bombardment_test's intent: one cycle of random legal moves, then reset, many times, with
    every observation in its space and sound."""
    env = manqala.env(game, **options)
    env.reset(seed=5)
    for _ in range(300):
        for agent in env.agent_iter(env.num_agents):
            observation, reward, termination, truncation, info = env.last()
            env.step(masked_action(env, agent, observation, termination, truncation))
            check_in_space(env.observation_space(agent), observation)
        env.reset()
        check_in_space(env.observation_space(env.agent_selection), env.last()[0])
        assert env.game_state.history == [] and env.agents == ["south", "north"]


# --- seed_test. ---


def trajectory(env, seed, cycles):
    """What seed_test compares, step by step: seed 42 style (reset(seed), then each space seeded
    again by number, as seed_test does), one game or `cycles` cycles."""
    env.reset(seed=seed)
    for i, agent in enumerate(env.agents):
        env.action_space(agent).seed(seed + i)
        env.observation_space(agent).seed(seed + i)
    out = []
    for agent in env.agent_iter(cycles * env.num_agents):
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            out.append((agent, reward, termination, truncation, repr(info)))
            env.step(None)
            continue
        action = env.action_space(agent).sample(observation["action_mask"])
        out.append((agent, observation["observation"].tobytes(), observation["action_mask"].tobytes(),
                    reward, termination, truncation, repr(info), action))
        env.step(action)
    return out


@configs
def test_a_seed_reproduces_the_whole_trajectory(game, options):
    a = trajectory(manqala.env(game, **options), 42, 500)
    b = trajectory(manqala.env(game, **options), 42, 500)
    assert a == b and len(a) > 20
    env = manqala.env(game, **options)
    assert trajectory(env, 42, 500) == a == trajectory(env, 42, 500)  # the same env again
    assert trajectory(manqala.env(game, **options), 43, 500) != a


def test_reset_seeds_every_space_and_only_with_a_seed():
    env = manqala.env("hawalis")
    env.reset(seed=3)
    draws = [env.action_space(a).sample() for a in env.agents] + [env.state_space.sample().tobytes()]
    obs_draw = env.observation_space("north").sample()["observation"].tobytes()
    env.reset(seed=3)
    assert [env.action_space(a).sample() for a in env.agents] + [env.state_space.sample().tobytes()] == draws
    assert env.observation_space("north").sample()["observation"].tobytes() == obs_draw
    env.reset(seed=3)
    first, second = env.action_space("south").sample(), env.action_space("south").sample()
    env.reset(seed=3)
    assert env.action_space("south").sample() == first
    env.reset()  # no seed: the spaces and env.np_random run on, as in PettingZoo's environments
    assert env.action_space("south").sample() == second
    before = env.np_random.bit_generator.state
    env.reset()
    assert env.np_random.bit_generator.state == before


# --- max_cycles_test. ---


@pytest.mark.parametrize("game,max_cycles", [("hawalis", 4), ("al-manqala", 4), ("al-manqala", 1), ("hawalis", 30)])
def test_max_cycles_gives_each_agent_that_many_moves_then_a_truncation(game, max_cycles):
    for seed in range(5):
        env = manqala.env(game, max_cycles=max_cycles)
        env.reset(seed=seed)
        counts = dict.fromkeys(env.possible_agents, 0)
        ends = {}
        for agent in env.agent_iter():
            counts[agent] += 1
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                ends[agent] = (reward, termination, truncation)
            env.step(masked_action(env, agent, observation, termination, truncation))
        assert counts == dict.fromkeys(env.possible_agents, max_cycles + 1)  # max_cycles moves, then None
        assert ends == dict.fromkeys(env.possible_agents, (0.0, False, True))
        assert len(env.game_state.history) == 2 * max_cycles


def test_max_cycles_counts_moves_not_turns_around_a_pass():
    env = manqala.env("al-manqala", max_cycles=1)
    env.reset(options={"text": "1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42"})  # RULES.md's pass
    env.step(env.move_to_action("a2"))  # South passes; North is to move again, its one move made
    assert env.truncations == {"south": True, "north": True} and env.agent_selection == "south"
    env.step(None)
    env.step(None)
    assert env.agents == [] and env.game_state.history == ["a2"]
    with pytest.raises(ValueError, match="max_cycles"):
        manqala.env("hawalis", max_cycles=0)


def test_an_end_by_the_rules_before_max_cycles_is_a_termination():
    env = manqala.env("al-manqala", max_cycles=10)
    env.reset(options={"text": "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"})  # RULES.md's starvation
    env.step(env.move_to_action("g2"))
    assert env.terminations == {"south": True, "north": True} and not any(env.truncations.values())


# --- state, render, close (api_test's render/close rule, render_test, state_test). ---


@configs
def test_state_is_south_s_view_in_the_state_space(game, options):
    env = manqala.env(game, **options)
    env.reset(seed=1)
    for agent in env.agent_iter():
        state = env.state()
        assert isinstance(state, np.ndarray) and state.dtype == env.state_space.dtype == np.float32
        assert env.state_space.contains(state) and state.shape == env.state_space.shape
        assert np.array_equal(state, env.observe("south")["observation"])
        observation, reward, termination, truncation, info = env.last()
        env.step(masked_action(env, agent, observation, termination, truncation))


def test_render_modes_ansi_human_and_none_and_close():
    assert set(manqala.env("hawalis").metadata["render_modes"]) == {"ansi", "human"}
    for mode in (None, "ansi"):
        env = manqala.env("hawalis", render_mode=mode)
        env.reset(seed=0)
        text = env.render()
        assert isinstance(text, str) and text.endswith(env.game_state.text) and "south to move" in text
        assert str(env) == text
        assert env.close() is None
    env = manqala.env("al-manqala", render_mode="human")
    env.reset(seed=0)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert env.render() is None
        assert str(env) == printed.getvalue().rstrip("\n")  # str() does not print
    assert printed.getvalue().rstrip("\n").endswith(env.game_state.text)
    assert env.close() is None
    with pytest.raises(ValueError, match="render_mode"):
        manqala.env("hawalis", render_mode="rgb_array")


def test_the_spaces_sample_the_same_with_or_without_gymnasium():
    """Discrete is gymnasium's when it is installed and manqala's own otherwise; from one seed
    they draw the same actions, so a seeded game is the same game either way (docs/python.md)."""
    from manqala.env import _NumPyDiscrete

    ours, current = _NumPyDiscrete(14, seed=9), Discrete(14, seed=9)
    mask = np.array([1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1], dtype=np.int8)
    assert [ours.sample(mask) for _ in range(40)] == [current.sample(mask) for _ in range(40)]
    assert [ours.sample() for _ in range(40)] == [current.sample() for _ in range(40)]
    assert isinstance(current.sample(mask), int) and current.sample(mask.astype(bool)) in np.flatnonzero(mask)
    for space in (ours, current):
        with pytest.raises(ValueError, match="allows no action"):
            space.sample(np.zeros(14, dtype=np.int8))
        with pytest.raises(ValueError, match="shape"):
            space.sample(np.ones(7, dtype=np.int8))


# --- With the real packages. ---


def test_pettingzoo_is_used_exactly_when_it_and_gymnasium_import():
    importable = all(importlib.util.find_spec(m) is not None for m in ("gymnasium", "pettingzoo"))
    if importable and not PETTINGZOO:
        pytest.fail(f"gymnasium and pettingzoo are installed but unused: {PETTINGZOO_REASON}")
    assert PETTINGZOO == importable
    assert (PETTINGZOO_REASON is None) == PETTINGZOO


def test_with_pettingzoo_the_env_is_a_pettingzoo_aecenv_with_gymnasium_spaces():
    pettingzoo = pytest.importorskip("pettingzoo")
    gymnasium = pytest.importorskip("gymnasium")
    env = manqala.env("hawalis", seeds=3)
    env.reset(seed=0)
    assert isinstance(env, pettingzoo.AECEnv) and isinstance(env, manqala.AECEnv)
    for agent in env.possible_agents:
        assert isinstance(env.observation_space(agent), gymnasium.spaces.Dict)
        assert isinstance(env.observation_space(agent)["observation"], gymnasium.spaces.Box)
        assert isinstance(env.observation_space(agent)["action_mask"], gymnasium.spaces.Box)
        assert isinstance(env.action_space(agent), gymnasium.spaces.Discrete)
    assert isinstance(env.state_space, gymnasium.spaces.Box)
    assert pettingzoo.AECEnv.render is not type(env).render and pettingzoo.AECEnv.close is not type(env).close


@configs
def test_pettingzoo_s_own_api_seed_and_render_tests_when_installed(game, options):
    pytest.importorskip("gymnasium")
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test, render_test, seed_test

    make = functools.partial(manqala.env, game, **options)
    with contextlib.redirect_stdout(io.StringIO()), pytest.warns(UserWarning):  # its advice on names
        api_test(make(), num_cycles=200)
        seed_test(make, num_cycles=200)
        render_test(make)
