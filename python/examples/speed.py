"""How fast the Python module is: moves a second through a Python loop, random playouts a
second in a batch (one thread, and four threads at once since the batch releases the GIL),
and perft's leaves a second, for both games."""

import threading
import time

import manqala


def moves_per_second(game: str, seconds: float = 1.0) -> float:
    moves, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = manqala.State(game)
        while not state.is_over() and len(state.history) < 1000:
            state.play(state.legal_actions()[moves % len(state.legal_actions())])
            moves += 1
    return moves / (time.perf_counter() - start)


def playouts_per_second(game: str, games: int, threads: int = 1) -> tuple[float, float]:
    state = manqala.State(game)
    results = []
    workers = [
        threading.Thread(target=lambda i=i: results.append(state.random_playouts(games, seed=i + 1)))
        for i in range(threads)
    ]
    start = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    elapsed = time.perf_counter() - start
    return games * threads / elapsed, sum(r.plies for r in results) / elapsed


def perft_per_second(game: str, depth: int) -> float:
    start = time.perf_counter()
    leaves = manqala.State(game).perft(depth)
    return leaves / (time.perf_counter() - start)


for game, depth in (("hawalis", 6), ("al-manqala", 8)):
    print(f"{game}:")
    print(f"  Python loop (legal_actions + play): {moves_per_second(game):>12,.0f} moves/s")
    games, plies = playouts_per_second(game, 2000)
    print(f"  random_playouts, 1 thread:          {games:>12,.0f} games/s ({plies:,.0f} moves/s)")
    games, plies = playouts_per_second(game, 1000, threads=4)
    print(f"  random_playouts, 4 threads:         {games:>12,.0f} games/s ({plies:,.0f} moves/s)")
    print(f"  perft {depth} (C++):                     {perft_per_second(game, depth):>12,.0f} leaves/s")
