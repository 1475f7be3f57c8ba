"""A random agent plays Al-manqala against itself; prints each move and the result."""

import random

import manqala

rng = random.Random(1)
state = manqala.State("al-manqala")
while not state.is_over():
    action = rng.choice(state.legal_actions())
    print(f"{state.to_move} plays {state.move_of(action)}")
    state.play(action)
print(state.text, state.outcome())
