"""Type stubs of the native module manqala._manqala (python/bindings.cpp)."""

from typing import Literal, Optional, TypedDict, overload

import numpy as np
import numpy.typing as npt

__version__: str

def games() -> list[str]: ...
def game_spec(game: str) -> GameSpec: ...
def set_tablebase_dir(dir: str) -> None: ...

class EndgameValue(TypedDict, total=False):
    kind: Literal["seeds", "plies"]
    seeds: float
    board: int
    outcome: int
    plies: int
    text: str

class Endgame(EndgameValue, total=False):
    moves: dict[str, EndgameValue]

class OptionSpec:
    name: str
    kind: Literal["flag", "number", "choice", "numbers"]
    help: str
    min: int
    max: int
    choices: list[str]
    default: str
    values: str

class GameSpec:
    name: str
    title: str
    rows: int
    columns: int
    shares_loops: bool
    end_reasons: list[str]
    options: list[OptionSpec]

class PlayoutStats:
    games: int
    south_wins: int
    north_wins: int
    draws: int
    unfinished: int
    plies: int

class SearchResult:
    move: str
    action: int
    score: float
    decided: bool
    plies_to_end: int
    depth: int
    nodes: int
    time_ms: int
    pv: list[str]
    tbhits: int

class Outcome(TypedDict):
    over: bool
    winner: Optional[Literal["S", "N", "draw"]]
    reason: Optional[str]
    captured: tuple[int, int]

class State:
    def __init__(self, game: str, options: str = "") -> None: ...
    @staticmethod
    def from_text(game: str, text: str, options: str = "") -> State: ...
    @property
    def game(self) -> str: ...
    @property
    def options(self) -> str: ...
    @property
    def rows(self) -> int: ...
    @property
    def columns(self) -> int: ...
    @property
    def num_actions(self) -> int: ...
    @property
    def total_seeds(self) -> int: ...
    text: str
    @property
    def to_move(self) -> Literal["S", "N"]: ...
    @property
    def history(self) -> list[str]: ...
    def reset(self) -> None: ...
    def legal_moves(self) -> list[str]: ...
    def legal_actions(self) -> list[int]: ...
    def action_of(self, move: str) -> int: ...
    def move_of(self, action: int) -> str: ...
    @overload
    def play(self, action: int) -> None: ...
    @overload
    def play(self, move: str) -> None: ...
    def undo(self) -> bool: ...
    def share_loop(self) -> None: ...
    def is_over(self) -> bool: ...
    def outcome(self) -> Outcome: ...
    def board(self) -> npt.NDArray[np.int32]: ...
    def observation(self) -> npt.NDArray[np.float32]: ...
    def perft(self, depth: int) -> int: ...
    def search(
        self, depth: int = 0, movetime: float = 0.0, nodes: int = 0, threads: int = 1, hash_mb: int = 16
    ) -> SearchResult: ...
    def random_playouts(self, games: int, seed: int = 1, max_plies: int = 1000) -> PlayoutStats: ...
    def endgame(self) -> Optional[Endgame]: ...
    def clone(self) -> State: ...
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: dict) -> State: ...
