"""Two random agents play through manqala.env, the PettingZoo-style AEC loop (docs/python.md):
each turn the agent reads last(), samples a legal action from its mask, and steps; a done agent
steps with None. Then the same with OpenSpiel, when pyspiel is installed.

    python3 aec_random.py [hawalis|al-manqala] [seed]
"""

import sys

import manqala

game = sys.argv[1] if len(sys.argv) > 1 else "al-manqala"
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 42

env = manqala.env(game)
env.reset(seed=seed)
moves = 0
for agent in env.agent_iter():
    observation, reward, termination, truncation, info = env.last()
    if termination or truncation:
        print(f"{agent}: reward {reward:+.0f}")
        action = None
    else:
        action = env.action_space(agent).sample(observation["action_mask"])
        moves += 1
    env.step(action)
print(env.render())
print(f"{moves} moves, {env.game_state.outcome()}")

if manqala.openspiel.register(quiet=True):
    import numpy as np
    import pyspiel

    rng = np.random.default_rng(seed)
    state = pyspiel.load_game(manqala.openspiel.GAMES[game]).new_initial_state()
    while not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
    print("OpenSpiel:", state, state.returns())
else:
    print("OpenSpiel: skipped,", manqala.openspiel.unavailable_reason())
