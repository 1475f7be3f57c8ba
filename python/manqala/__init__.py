"""Hawalis and Al-manqala, the Arabian mancala games, from Python (docs/python.md).

    >>> import manqala
    >>> s = manqala.State("al-manqala")
    >>> s.play(s.legal_moves()[0])
    >>> s.search(depth=6).move

Moves are pit names ("c2") or integer actions ((row - 1) * columns + column); bad input raises
ValueError with the engine's message.
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

__all__ = [
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
