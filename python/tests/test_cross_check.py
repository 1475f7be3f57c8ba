"""Random games played at once by the Python module and by the `manqala engine` binary (the
line protocol of PROTOCOL.md), every rule option drawn at random from each game's schema:
after every move both must agree on the legal moves, the position and the status."""

import random
import subprocess

import pytest

import manqala

GAMES_PER_NAME = 30
MAX_PLIES = 300


class Engine:
    def __init__(self, binary: str):
        self.proc = subprocess.Popen(
            [binary, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, line: str) -> str:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline().strip()
        assert not reply.startswith("error"), f"{line!r}: {reply}"
        return reply

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        assert self.proc.wait(timeout=10) == 0


def random_value(option: manqala.OptionSpec, rng: random.Random) -> str:
    if option.kind in ("flag", "choice"):
        return rng.choice(option.choices)
    # Numbers up to twice the default: many seeds a pit make a Hawalis relay judgement
    # unbounded (README, "Endless relay sowing"), and the defaults are the interesting range.
    high = min(option.max, 2 * max(int(n) for n in option.default.split(",")))
    if option.kind == "number":
        return str(rng.randint(option.min, high))
    return ",".join(str(n) for n in sorted(rng.sample(range(option.min, high + 1), rng.randint(1, 3))))


def status_of(state: manqala.State) -> str:
    o = state.outcome()
    return f"status over {o['winner']} {o['reason']}" if o["over"] else "status ongoing"


@pytest.fixture
def engine(manqala_binary):
    e = Engine(manqala_binary)
    yield e
    e.close()


@pytest.mark.parametrize("game", manqala.games())
def test_random_games_agree_with_the_engine_binary(game, engine):
    rng = random.Random(sum(map(ord, game)))
    spec = manqala.game_spec(game)
    plies = 0
    for _ in range(GAMES_PER_NAME):
        options = " ".join(f"{o.name}={random_value(o, rng)}" for o in spec.options)
        state = manqala.State(game, options)
        assert engine.ask(f"game {game} {options}") == "ok"
        for _ in range(MAX_PLIES):
            context = f"{game} {options} after {' '.join(state.history)}"
            assert engine.ask("show") == "position " + state.text, context
            assert engine.ask("status") == status_of(state), context
            assert sorted(engine.ask("legal").split()[1:]) == sorted(state.legal_moves()), context
            if state.is_over():
                break
            if state.history and rng.random() < 0.1:
                # Take a move back, and give the engine the shortened history.
                state.undo()
                moves = " ".join(state.history)
                assert engine.ask(f"position startpos moves {moves}" if moves else "position startpos") == "ok"
                continue
            action = rng.choice(state.legal_actions())
            state.play(action)
            assert engine.ask(f"play {state.history[-1]}") == "ok"
            plies += 1
    assert plies > GAMES_PER_NAME * 10, "the games were played"
