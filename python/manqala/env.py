"""An environment for agents that learn or are taught to play, on PettingZoo's AEC ("agent
environment cycle") API (docs/python.md, "An environment for agents").

When gymnasium and pettingzoo can both be imported, AECEnv is a pettingzoo.AECEnv and its spaces
are gymnasium.spaces (a Dict of a Box observation and a Box action mask; a Discrete action
space), so PettingZoo's own tests, wrappers and the libraries built on them take it as one of
theirs.  Without them it is the same environment on NumPy alone: the same methods, the same
numbers and, seed for seed, the same samples, with small space classes of its own in
gymnasium's manner.  PETTINGZOO says which; PETTINGZOO_REASON why not.

    import manqala

    env = manqala.env("al-manqala")                  # game options too: env("hawalis", seeds=3)
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None                            # a done agent steps with None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

Agents are "south" and "north" (South moves first). Everything an agent sees is turned to its
own side, as manqala.State.observation() is: the board half-turned for North, so that the agent
always sits at row 1 and sows counterclockwise from its left.

- Action i (a fixed action space of the agent's own pits: 14 in Hawalis, 7 in Al-manqala) is the
  pit at row i // 7 + 1, column i % 7 of the agent's view: 0..6 its back row (Al-manqala: its
  only row) from its left to its right, 7..13 its front row.  South: a1..g1, then a2..g2.
  North: g4..a4, g3..a3 (Hawalis); g2..a2 (Al-manqala).
- observation["observation"] is float32, rows * 7 + 2 numbers: the whole board in that view,
  row 1 first (the agent's own rows, then the opponent's), each row from the agent's left;
  then the seeds the agent has captured and those the opponent has.  In seeds, or each divided
  by the game's total seeds with normalize=True (then it equals State.observation() for the
  side to move).
- observation["action_mask"] is int8 over the action space: 1 where the pit is a legal move
  (all 0 for an agent that is not to move, or is done).
- Rewards come at the end only: +1 to the winner, -1 to the loser, 0 each for a draw; with
  reward="margin", (own captured - opponent's captured) / total seeds instead.  A game stopped
  by max_moves or max_cycles is truncated, with reward 0.
"""

from __future__ import annotations

from typing import Any, Dict as _DictT, Iterator, Optional

import numpy as np

from ._manqala import State, game_spec, games

try:  # both or neither: an AECEnv of PettingZoo's needs gymnasium's spaces, and they need it
    import gymnasium
    import pettingzoo

    PETTINGZOO = True
    PETTINGZOO_REASON: Optional[str] = None
except Exception as e:  # not installed (ImportError), or an installation that cannot load
    gymnasium = pettingzoo = None  # type: ignore[assignment]
    PETTINGZOO = False
    PETTINGZOO_REASON = (
        f"`import gymnasium` and `import pettingzoo` fail ({type(e).__name__}: {e}): manqala.env "
        "is the NumPy-only environment with the same API and spaces of its own"
    )

__all__ = ["AECEnv", "Box", "Dict", "Discrete", "PETTINGZOO", "PETTINGZOO_REASON", "env", "option_words"]

AGENTS = ("south", "north")
_SIDE = {"south": "S", "north": "N"}
_AGENT = {"S": "south", "N": "north"}


# --- Spaces. ---


def _allowed(n: int, mask: Any) -> np.ndarray:
    """The actions a mask allows, ascending; ValueError for a mask of the wrong shape or one that
    allows nothing (gymnasium's Discrete would quietly answer action 0 there, an illegal move)."""
    mask = np.asarray(mask)
    if mask.shape != (n,):
        raise ValueError(f"the mask has shape {mask.shape}, the space needs ({n},)")
    allowed = np.flatnonzero(mask)
    if allowed.size == 0:
        raise ValueError("the mask allows no action")
    return allowed


class _NumPyDiscrete:
    """Actions 0 .. n - 1, without gymnasium. sample(mask) draws uniformly among the actions where
    mask is 1 (the same draws as gymnasium's Discrete from the same seed)."""

    def __init__(self, n: int, seed: Optional[int] = None):
        self.n = int(n)
        self.start = 0
        self.shape: tuple = ()
        self.dtype = np.dtype(np.int64)
        self.seed(seed)

    def seed(self, seed: Optional[int] = None) -> list:
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self, mask: Optional[np.ndarray] = None) -> int:
        if mask is None:
            return int(self.np_random.integers(self.n))
        return int(self.np_random.choice(_allowed(self.n, mask)))

    def contains(self, x: Any) -> bool:
        return isinstance(x, (int, np.integer)) and not isinstance(x, bool) and 0 <= int(x) < self.n

    __contains__ = contains

    def __repr__(self) -> str:
        return f"Discrete({self.n})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _NumPyDiscrete) and other.n == self.n


class _NumPyBox:
    """An array of `shape` and `dtype` with every entry from low to high, without gymnasium.
    contains() asks what gymnasium's Box asks: the shape, a dtype that casts safely, the bounds."""

    def __init__(self, low: float, high: float, shape: tuple, dtype: Any, seed: Optional[int] = None):
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)
        self.seed(seed)

    def seed(self, seed: Optional[int] = None) -> list:
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self) -> np.ndarray:
        if np.issubdtype(self.dtype, np.integer):
            return self.np_random.integers(self.low, self.high, self.shape, endpoint=True).astype(self.dtype)
        return self.np_random.uniform(self.low, self.high, self.shape).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        x = np.asarray(x)
        return (
            x.shape == self.shape
            and np.can_cast(x.dtype, self.dtype)
            and bool(np.all(x >= self.low))
            and bool(np.all(x <= self.high))
        )

    __contains__ = contains

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class _NumPyDict:
    """A dict of spaces, without gymnasium: space["observation"], space["action_mask"]."""

    def __init__(self, spaces: _DictT[str, Any]):
        self.spaces = dict(spaces)

    def __getitem__(self, key: str) -> Any:
        return self.spaces[key]

    def __iter__(self):
        return iter(self.spaces)

    def keys(self):
        return self.spaces.keys()

    def seed(self, seed: Optional[int] = None) -> list:
        ss = np.random.SeedSequence(seed)
        for space, child in zip(self.spaces.values(), ss.spawn(len(self.spaces))):
            space.seed(int(child.generate_state(1)[0]) if seed is not None else None)
        return [seed]

    def sample(self) -> dict:
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            self.spaces[k].contains(v) for k, v in x.items()
        )

    __contains__ = contains

    def __repr__(self) -> str:
        return "Dict(" + ", ".join(f"{k!r}: {v!r}" for k, v in self.spaces.items()) + ")"


if PETTINGZOO:

    class _GymnasiumDiscrete(gymnasium.spaces.Discrete):
        """gymnasium's Discrete, sampling as the NumPy-only one does: an int; any 0/1 mask of
        shape (n,) (gymnasium asks for int8); ValueError when the mask allows no action, where
        gymnasium would return 0, which is then an illegal move. The draws are gymnasium's."""

        def __init__(self, n: int, seed: Optional[int] = None):
            super().__init__(int(n), seed=seed)

        def sample(self, mask: Optional[np.ndarray] = None, probability: Optional[np.ndarray] = None) -> int:
            if mask is None:
                return int(super().sample(probability=probability))
            allowed = _allowed(int(self.n), mask)
            clean = np.zeros(int(self.n), dtype=np.int8)
            clean[allowed] = 1
            return int(super().sample(mask=clean, probability=probability))

    Discrete: Any = _GymnasiumDiscrete
    Box: Any = gymnasium.spaces.Box
    Dict: Any = gymnasium.spaces.Dict
    _AECBase: Any = pettingzoo.AECEnv
else:
    Discrete = _NumPyDiscrete
    Box = _NumPyBox
    Dict = _NumPyDict
    _AECBase = object


# --- The views: the board and actions as one side sees them. ---


def option_words(options: str = "", **named: Any) -> str:
    """Game options as the engine's words: option_words(seeds=3, relay=False, back_capture=False)
    gives 'seeds=3 relay=false back-capture=false'; a list is joined by commas (capture=[2, 4])."""
    words = [options.strip()] if options and options.strip() else []
    for name, value in named.items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        words.append(f"{name.replace('_', '-')}={value}")
    return " ".join(words)


def own_pits(state: State) -> int:
    """The size of the action space: the pits of one side (Hawalis 14, Al-manqala 7)."""
    return state.num_actions // 2


def to_state_action(state: State, side: str, action: int) -> int:
    """A side's view action as the State's integer action (South's are the same; North's are
    half-turned: num_actions - 1 - action)."""
    return action if side == "S" else state.num_actions - 1 - action


def to_view_action(state: State, side: str, state_action: int) -> int:
    """The inverse of to_state_action."""
    return state_action if side == "S" else state.num_actions - 1 - state_action


def view(state: State, side: str) -> np.ndarray:
    """The board and the captured seeds seen by `side` ('S' or 'N'), in seeds (int64): the
    board half-turned for North, rows from the side's own back row, each from its left; then
    the side's captured seeds and the opponent's."""
    board = state.board()
    if side == "N":
        board = board[::-1, ::-1]
    south, north = state.outcome()["captured"]
    mine, theirs = (south, north) if side == "S" else (north, south)
    return np.concatenate([board.reshape(-1).astype(np.int64), np.array([mine, theirs], dtype=np.int64)])


def action_mask(state: State, side: str) -> np.ndarray:
    """int8 over the side's view actions: 1 where legal (all 0 when the side is not to move)."""
    mask = np.zeros(own_pits(state), dtype=np.int8)
    if not state.is_over() and state.to_move == side:
        for a in state.legal_actions():
            mask[to_view_action(state, side, a)] = 1
    return mask


def render_text(state: State) -> str:
    """The board as text, row by row from the top (North's side), then who moves and the
    captured seeds, then the position text."""
    board = state.board()
    cols = "abcdefg"[: state.columns]
    lines = ["     " + "".join(f"{c:>3}" for c in cols)]
    for r in range(state.rows, 0, -1):
        lines.append(f"  {r}  " + "".join(f"{n:>3}" for n in board[r - 1]))
        if r == state.rows // 2 + 1:
            lines.append("     " + "-" * (3 * state.columns))
    south, north = state.outcome()["captured"]
    o = state.outcome()
    if o["over"]:
        status = ("a draw" if o["winner"] == "draw" else f"{_AGENT[o['winner']]} wins") + f" ({o['reason']})"
    else:
        status = f"{_AGENT[state.to_move]} to move"
    lines.append(f"captured: south {south}, north {north}; {status}")
    lines.append(state.text)
    return "\n".join(lines)


# --- The environment. ---


class AECEnv(_AECBase):
    """Hawalis or Al-manqala for two agents, "south" and "north", on PettingZoo's AEC API (a
    pettingzoo.AECEnv when PettingZoo is installed; PETTINGZOO says).

    AECEnv(game, options="", *, normalize=False, reward="win", max_moves=None, max_cycles=None,
           table_info=False, render_mode=None, **game_options)

    game: "hawalis" or "al-manqala".  Game options (RULES.md) as words ("seeds=3 relay=false")
    and/or keywords (seeds=3, relay=False, back_capture=False, capture=[2, 4]).
    normalize: observations divided by the total seeds.  reward: "win" (+1/-1/0) or "margin".
    max_moves: truncate the game after that many moves (reward 0).  max_cycles: PettingZoo's
    name for a bound on each agent's turns: every agent makes at most that many moves, and the
    game is truncated (reward 0) when the agent to move has made them all.  table_info: put the
    endgame tables' value (table_value()) into the acting agent's info["endgame"]
    (set_tablebase_dir first).  render_mode: None or "ansi" (render() returns the board as
    text) or "human" (render() prints it).

    A turn-based game, so not "is_parallelizable": PettingZoo's aec_to_parallel would have both
    agents choose at once, the second blind to the first's move; turn_based_aec_to_parallel is
    the parallel view that fits (one move a step, the mover's action).
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "manqala_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str = "al-manqala",
        options: str = "",
        *,
        normalize: bool = False,
        reward: str = "win",
        max_moves: Optional[int] = None,
        max_cycles: Optional[int] = None,
        table_info: bool = False,
        render_mode: Optional[str] = None,
        **game_options: Any,
    ):
        if game not in games():
            raise ValueError(f"unknown game {game!r}: one of {', '.join(games())}")
        if reward not in ("win", "margin"):
            raise ValueError(f"reward must be 'win' or 'margin', not {reward!r}")
        if max_moves is not None and max_moves < 1:
            raise ValueError("max_moves must be 1 or more (or None)")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError("max_cycles must be 1 or more (or None)")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        super().__init__()
        self.game = game
        self._state = State(game, option_words(options, **game_options))  # ValueError on a bad option
        self.options = self._state.options
        self.spec = game_spec(game)
        self.normalize, self.reward_kind = normalize, reward
        self.max_moves, self.max_cycles = max_moves, max_cycles
        self.table_info, self.render_mode = table_info, render_mode
        self.possible_agents = list(AGENTS)
        self.agents: list = []
        n, total = own_pits(self._state), self._state.total_seeds
        size = self._state.rows * self._state.columns + 2
        high = 1.0 if normalize else float(total)
        # One object per agent, made once: PettingZoo seeds and samples the very space that
        # observation_space(agent) / action_space(agent) return, so a copy would not do.
        self.observation_spaces = {
            a: Dict({"observation": Box(0.0, high, (size,), np.float32), "action_mask": Box(0, 1, (n,), np.int8)})
            for a in AGENTS
        }
        self.action_spaces = {a: Discrete(n) for a in AGENTS}
        self.state_space = Box(0.0, high, (size,), np.float32)  # what state() returns
        self.rewards: dict = {}
        self._cumulative_rewards: dict = {}
        self.terminations: dict = {}
        self.truncations: dict = {}
        self.infos: dict = {}
        self.agent_selection: Optional[str] = None
        self._after_the_end: list = []
        self._moves_made = {a: 0 for a in AGENTS}  # each agent's moves since reset (max_cycles)
        self._truncated = False

    # -- The PettingZoo surface. --

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "AECEnv":
        return self

    def observation_space(self, agent: str) -> Dict:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Discrete:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game from the start (or from options={"text": position text}; other keys of
        options are ignored). A seed seeds every space (action_space(agent).sample is then
        reproducible, game after game) and env.np_random; reset() without one keeps them
        running, as PettingZoo's environments do."""
        self._state.reset()
        if options and options.get("text"):
            self._state.text = options["text"]
        if seed is not None or not hasattr(self, "np_random"):
            self.np_random = np.random.default_rng(seed)
            # Children by index: the action spaces' seeds stay those of before state_space.
            children = np.random.SeedSequence(seed).spawn(2 * len(AGENTS) + 1) if seed is not None else None

            def child(i: int) -> Optional[int]:
                return int(children[i].generate_state(1)[0]) if children else None

            for i, a in enumerate(AGENTS):
                self.action_spaces[a].seed(child(2 * i))
                self.observation_spaces[a].seed(child(2 * i + 1))
            self.state_space.seed(child(2 * len(AGENTS)))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._after_the_end = []
        self._moves_made = {a: 0 for a in AGENTS}
        self._truncated = False
        self.agent_selection = _AGENT[self._state.to_move]
        if self._state.is_over():  # a finished position given as text
            self._finish(mover=None)
        self._fill_info()

    def observe(self, agent: str) -> dict:
        side = _SIDE[agent]
        obs = view(self._state, side).astype(np.float32)
        if self.normalize:
            obs /= self._state.total_seeds
        return {"observation": obs, "action_mask": self._mask(side)}

    def last(self, observe: bool = True) -> tuple:
        """(observation, reward, termination, truncation, info) of agent_selection; reward is what
        it received since it last acted."""
        agent = self.agent_selection
        if agent is None:
            raise RuntimeError("call reset() first")
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """Yields agent_selection until every agent is done and has stepped with None."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Any) -> None:
        """Plays action (an int of the action space, or a pit name such as "c1") for agent_selection.
        A done agent must pass None. ValueError for an illegal action, naming the legal ones."""
        agent = self.agent_selection
        if agent is None or not self.agents:
            raise RuntimeError("the game is over for every agent: call reset()")
        if self.terminations[agent] or self.truncations[agent]:
            self._done_step(action)
            return
        side = _SIDE[agent]
        if action is None:
            raise ValueError(f"{agent} is to move and must play; legal actions: {self.legal_actions()}")
        state_action = self._state_action(side, action)
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self._state.play(state_action)
        self._moves_made[agent] += 1
        if self._state.is_over():
            self._finish(mover=agent)
        elif self._out_of_moves():
            self._truncated = True
            for a in self.agents:
                self.truncations[a] = True
            self._after_the_end = self._end_order(agent)
            self.agent_selection = self._after_the_end.pop(0)
        else:
            self.agent_selection = _AGENT[self._state.to_move]  # the same again after a pass
        self._fill_info()

    def render(self) -> Optional[str]:
        """The board as text: returned (render_mode None or "ansi"), or printed (render_mode
        "human", which returns None, as PettingZoo's render modes do)."""
        text = render_text(self._state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release (no window, no process); PettingZoo asks for it beside render()."""

    def state(self) -> np.ndarray:
        """The global state: the board and captured seeds from South's view (float32), in
        state_space: South's observation."""
        obs = view(self._state, "S").astype(np.float32)
        return obs / self._state.total_seeds if self.normalize else obs

    # -- Beyond PettingZoo: the game itself, names, the tables. --

    @property
    def game_state(self) -> State:
        """A copy of the manqala.State being played (its text, history, search, endgame...)."""
        return self._state.clone()

    def legal_actions(self, agent: Optional[str] = None) -> list:
        """The agent's legal actions in the action space, ascending."""
        return [int(i) for i in np.flatnonzero(self._mask(_SIDE[agent or self.agent_selection]))]

    def action_to_move(self, action: int, agent: Optional[str] = None) -> str:
        """The pit name of an action of agent's (default agent_selection)."""
        side = _SIDE[agent or self.agent_selection]
        if not (0 <= int(action) < own_pits(self._state)):
            raise ValueError(f"action {action} is not in the action space 0..{own_pits(self._state) - 1}")
        return self._state.move_of(to_state_action(self._state, side, int(action)))

    def move_to_action(self, move: str, agent: Optional[str] = None) -> int:
        """The action of one of agent's pits, given by name ("c1")."""
        side = _SIDE[agent or self.agent_selection]
        state_action = self._state.action_of(move)
        action = to_view_action(self._state, side, state_action)
        if not (0 <= action < own_pits(self._state)):
            raise ValueError(f"{move} is not a pit of {_AGENT[side]}'s")
        return action

    def table_value(self) -> Optional[dict]:
        """The endgame tables' value of the position for the agent to move, or None when it is
        not in the tables (or no tables are set: manqala.set_tablebase_dir(dir) first, or the
        game is over): State.endgame()'s dict, with "actions" added: each legal action's value
        for the agent, keyed by action."""
        e = self._state.endgame()
        if e is None:
            return None
        side = self._state.to_move
        e["actions"] = {
            to_view_action(self._state, side, self._state.action_of(m)): v for m, v in e["moves"].items()
        }
        return e

    # -- Inside. --

    def _state_action(self, side: str, action: Any) -> int:
        n = own_pits(self._state)
        legal = self.legal_actions()
        if isinstance(action, str):
            try:
                view_action = self.move_to_action(action)
            except ValueError as e:
                raise ValueError(f"{e}; legal actions: {legal} ({self._names(legal)})") from None
        else:
            try:
                view_action = int(action)
            except (TypeError, ValueError):
                raise ValueError(f"action {action!r} is not an integer or a pit name") from None
            if view_action != action or not (0 <= view_action < n):
                raise ValueError(f"action {action!r} is outside the action space 0..{n - 1}; legal actions: {legal}")
        if view_action not in legal:
            raise ValueError(
                f"action {view_action} ({self.action_to_move(view_action)}) is not legal for "
                f"{_AGENT[side]}; legal actions: {legal} ({self._names(legal)})"
            )
        return to_state_action(self._state, side, view_action)

    def _names(self, actions: list) -> str:
        return " ".join(self.action_to_move(a) for a in actions)

    def _mask(self, side: str) -> np.ndarray:
        """action_mask(), all 0 once the game is truncated: the position still has moves, but
        an agent that is done may only step None."""
        mask = action_mask(self._state, side)
        return mask * 0 if self._truncated else mask

    def _out_of_moves(self) -> bool:
        """max_moves reached, or the agent to move has made its max_cycles moves."""
        if self.max_moves is not None and len(self._state.history) >= self.max_moves:
            return True
        return self.max_cycles is not None and self._moves_made[_AGENT[self._state.to_move]] >= self.max_cycles

    def _end_order(self, mover: Optional[str]) -> list:
        """Who sees the end first: the agent that did not make the last move, then the mover."""
        if mover is None:
            return list(self.agents)
        return [a for a in self.agents if a != mover] + [mover]

    def _finish(self, mover: Optional[str]) -> None:
        o = self._state.outcome()
        south, north = o["captured"]
        if self.reward_kind == "margin":
            total = self._state.total_seeds
            r = {"south": (south - north) / total, "north": (north - south) / total}
        else:
            win = {"S": 1.0, "N": -1.0, "draw": 0.0}[o["winner"]]
            r = {"south": win, "north": -win}
        for a in self.agents:
            self.terminations[a] = True
            self.rewards[a] = r[a]
            self._cumulative_rewards[a] += r[a]
        self._after_the_end = self._end_order(mover)
        self.agent_selection = self._after_the_end.pop(0)

    def _done_step(self, action: Any) -> None:
        """A done agent's step (None): it leaves agents; the next done agent is selected."""
        agent = self.agent_selection
        if action is not None:
            raise ValueError(f"{agent} is done: step(None), not step({action!r})")
        self.agents.remove(agent)
        for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
            del d[agent]
        for a in self.agents:
            self.rewards[a] = 0.0
        if self._after_the_end:
            self.agent_selection = self._after_the_end.pop(0)

    def _fill_info(self) -> None:
        o = self._state.outcome()
        for a in self.agents:
            self.infos[a] = {"outcome": o} if o["over"] else {}
        if self.table_info and not o["over"] and not self._truncated and self.agent_selection in self.infos:
            self.infos[self.agent_selection]["endgame"] = self.table_value()

    def __repr__(self) -> str:
        return f"<manqala.AECEnv {self.game} '{self._state.text}'>"

    def __str__(self) -> str:
        return render_text(self._state)  # not render(): in "human" mode that prints


def env(game: str = "al-manqala", options: str = "", **kwargs: Any) -> AECEnv:
    """An AEC environment of `game` (see AECEnv; a pettingzoo.AECEnv when PettingZoo is
    installed): manqala.env("hawalis", seeds=3), manqala.env("al-manqala", max_cycles=50)."""
    return AECEnv(game, options, **kwargs)
