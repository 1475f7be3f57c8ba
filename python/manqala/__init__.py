"""Hawalis and Al-manqala, the Arabian mancala games, from Python (docs/python.md).

    >>> import manqala
    >>> s = manqala.State("al-manqala")
    >>> s.play(s.legal_moves()[0])
    >>> s.search(depth=6).move

Moves are pit names ("c2") or integer actions ((row - 1) * columns + column); bad input raises
ValueError with the engine's message.

For agents: manqala.env(game, **options) is an environment in the style of PettingZoo's AEC loop
(manqala/env.py); manqala.openspiel.register() registers both games with OpenSpiel's pyspiel
when it can be imported.
"""

from ._manqala import (
    GameSpec,
    OptionSpec,
    PlayoutStats,
    SearchResult,
    State,
    __version__,
    game_spec,
    games,
    set_tablebase_dir,
)
from .env import AECEnv, env  # manqala.env is this function; the module stays sys.modules['manqala.env']
from . import openspiel  # imports pyspiel only when asked

__all__ = [
    "AECEnv",
    "env",
    "openspiel",
    "GameSpec",
    "OptionSpec",
    "PlayoutStats",
    "SearchResult",
    "State",
    "__version__",
    "game_spec",
    "set_tablebase_dir",
    "games",
]
