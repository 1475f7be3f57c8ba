"""Hawalis and Al-manqala as OpenSpiel games, when OpenSpiel's `pyspiel` can be imported.

    import manqala, pyspiel

    if manqala.openspiel.register():                   # False (and why) without pyspiel
        game = pyspiel.load_game("manqala_al_manqala")  # or "manqala_hawalis"
        game = pyspiel.load_game("manqala_hawalis", {"options": "seeds=3 relay=false"})
        state = game.new_initial_state()

They are written against OpenSpiel's Python game API (a pyspiel.Game and a pyspiel.State
subclass, pyspiel.register_game): sequential, deterministic, perfect information, zero-sum,
terminal rewards (+1 / -1, 0 for a draw). Players 0 (South, who starts) and 1 (North).  Actions
are the mover's own pits in the same order as manqala.env's (manqala/env.py): 14 in Hawalis, 7 in
Al-manqala, from the mover's view.  The observation tensor is manqala.env's observation of the
given player divided by the total seeds: rows * 7 board numbers turned to that player's view,
then its captured seeds and the opponent's.

Parameters: "options" (the game's option words, RULES.md) and "max_game_length" (default 1000):
a game still going after that many moves ends there as a draw, so that OpenSpiel's bound on the
length of a game holds.  Random games last about 90 (Hawalis) to 100 (Al-manqala) moves.
"""

from __future__ import annotations

import warnings
from typing import Optional

import numpy as np

from ._manqala import State, game_spec
from .env import action_mask, own_pits, to_state_action, view

__all__ = ["GAMES", "available", "register", "unavailable_reason"]

# manqala's game name -> the short name registered with pyspiel.
GAMES = {"hawalis": "manqala_hawalis", "al-manqala": "manqala_al_manqala"}
DEFAULT_MAX_GAME_LENGTH = 1000

_reason: Optional[str] = None
_classes: dict = {}
_games_alive: list = []  # the Python games pyspiel made, kept from the garbage collector


def unavailable_reason() -> Optional[str]:
    """Why the games cannot be registered (None when pyspiel imports)."""
    try:
        import pyspiel  # noqa: F401
    except ImportError as e:
        return (
            f"OpenSpiel is not installed: `import pyspiel` fails ({e}). The games are not "
            "registered; install OpenSpiel (pip install open_spiel) and call "
            "manqala.openspiel.register() again."
        )
    return None


def available() -> bool:
    """True when pyspiel can be imported."""
    return unavailable_reason() is None


def register(quiet: bool = False) -> bool:
    """Registers both games with pyspiel ("manqala_hawalis", "manqala_al_manqala"); True when
    they are registered (again is harmless).  Without pyspiel: False, with a warning that says
    why (none when quiet)."""
    global _reason
    _reason = unavailable_reason()
    if _reason is not None:
        if not quiet:
            warnings.warn(_reason, RuntimeWarning, stacklevel=2)
        return False
    import pyspiel

    registered = set(pyspiel.registered_names())
    for game, short_name in GAMES.items():
        if game not in _classes:
            _classes[game] = _game_class(pyspiel, game)
        if short_name not in registered:
            pyspiel.register_game(_classes[game].game_type, _classes[game])
    return True


def _parameter(params: dict, name: str, default):
    value = params.get(name, default)
    return value.value() if hasattr(value, "value") and callable(value.value) else value


def _game_class(pyspiel, game: str):
    """The pyspiel.Game subclass of one game (pyspiel's classes exist only once it is imported)."""
    spec = game_spec(game)
    defaults = {"options": "", "max_game_length": DEFAULT_MAX_GAME_LENGTH}
    game_type = pyspiel.GameType(
        short_name=GAMES[game],
        long_name=f"manqala {spec.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(defaults),
    )

    class ManqalaGame(pyspiel.Game):
        __doc__ = f"{spec.title} (manqala) as an OpenSpiel game; parameters 'options', 'max_game_length'."

        def __init__(self, params=None):
            params = dict(params or {})
            self.manqala_game = game
            options = str(_parameter(params, "options", ""))
            self.max_length = int(_parameter(params, "max_game_length", DEFAULT_MAX_GAME_LENGTH))
            if self.max_length < 1:
                raise ValueError("max_game_length must be 1 or more")
            template = State(game, options)  # ValueError on a bad option
            self.manqala_options = template.options
            info = pyspiel.GameInfo(
                num_distinct_actions=own_pits(template),
                max_chance_outcomes=0,
                num_players=2,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=0.0,
                max_game_length=self.max_length,
            )
            super().__init__(game_type, info, {"options": options, "max_game_length": self.max_length})
            _games_alive.append(self)

        def new_initial_state(self):
            return ManqalaState(self)

        def make_py_observer(self, iig_obs_type=None, params=None):
            if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
                return BoardObserver(self, params)
            from open_spiel.python.observation import IIGObserverForPublicInfoGame

            return IIGObserverForPublicInfoGame(iig_obs_type, params)

    class ManqalaState(pyspiel.State):
        """A position of the game; manqala_state is the manqala.State underneath."""

        def __init__(self, game_object):
            super().__init__(game_object)
            self.manqala_state = State(game, game_object.manqala_options)
            self._max_length = game_object.max_length

        def _side(self) -> str:
            return self.manqala_state.to_move

        def _cut_off(self) -> bool:
            return len(self.manqala_state.history) >= self._max_length

        def current_player(self):
            if self.is_terminal():
                return pyspiel.PlayerId.TERMINAL
            return 0 if self._side() == "S" else 1

        def _legal_actions(self, player):
            side = self._side()
            if self.is_terminal() or player != (0 if side == "S" else 1):
                return []
            return [int(a) for a in np.flatnonzero(action_mask(self.manqala_state, side))]

        def _apply_action(self, action):
            self.manqala_state.play(to_state_action(self.manqala_state, self._side(), int(action)))

        def _action_to_string(self, player, action):
            side = "S" if player == 0 else "N"
            return self.manqala_state.move_of(to_state_action(self.manqala_state, side, int(action)))

        def is_terminal(self):
            return self.manqala_state.is_over() or self._cut_off()

        def returns(self):
            o = self.manqala_state.outcome()
            if not o["over"]:
                return [0.0, 0.0]
            win = {"S": 1.0, "N": -1.0, "draw": 0.0}[o["winner"]]
            return [win, -win]

        def __str__(self):
            return self.manqala_state.text

    class BoardObserver:
        """The PyObserver of a position: tensor = the board and captured seeds from a player's
        view over the total seeds (manqala.env's observation, normalized)."""

        def __init__(self, game_object, params):
            if params:
                raise ValueError(f"observation parameters are not supported: {params}")
            probe = State(game, game_object.manqala_options)
            self._total = probe.total_seeds
            self.tensor = np.zeros(probe.rows * probe.columns + 2, np.float32)
            self.dict = {"observation": self.tensor}

        def set_from(self, state, player):
            self.tensor[:] = view(state.manqala_state, "S" if player == 0 else "N") / self._total

        def string_from(self, state, player):
            return state.manqala_state.text

    ManqalaGame.game_type = game_type
    ManqalaGame.State = ManqalaState
    ManqalaGame.Observer = BoardObserver
    ManqalaGame.__name__ = ManqalaGame.__qualname__ = "Manqala" + "".join(
        w.capitalize() for w in game.split("-")
    ) + "Game"
    return ManqalaGame

