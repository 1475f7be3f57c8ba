"""The engine (6 plies) plays South against a random North in Hawalis with 3 seeds a pit."""

import random

import manqala

rng = random.Random(2)
state = manqala.State("hawalis", "seeds=3")
while not state.is_over():
    if state.to_move == "S":
        result = state.search(depth=6)
        print(f"S plays {result.move}  (score {result.score:+.1f}, line {' '.join(result.pv)})")
        state.play(result.move)
    else:
        state.play(rng.choice(state.legal_moves()))
print(state.outcome())
