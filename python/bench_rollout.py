"""Random rollouts of Connect Four: steps per second of ludoscope's environment
against PettingZoo's own connect_four_v3, in the same run, the same loop.

The loop is the one of PettingZoo's documentation (agent_iter, last, step), a
random legal action drawn from the mask in two ways a student writes:
`env.action_space(agent).sample(mask)` (gymnasium's sampler) and
`random.choice(np.flatnonzero(mask))`. A step is one `env.step` call (the end's
`step(None)` calls included).

    python python/bench_rollout.py [--seconds 3] [--spec "ConnectFour(rows: 6, cols: 7)"]

Build the module in release first (`pip install ./python`); a debug build
(`maturin develop`) is slower.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np


def gym_sample(env, agent, mask, rng):
    return env.action_space(agent).sample(mask)


def flatnonzero_choice(env, agent, mask, rng):
    return int(rng.choice(np.flatnonzero(mask)))


def rollouts(make, pick, seconds: float) -> tuple[float, int, int]:
    """Plays whole games for about `seconds`: (steps per second, steps, games)."""
    env = make()
    rng = random.Random(0)
    for a in env.possible_agents:
        env.action_space(a).seed(0)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset(seed=games)
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                action = None
            else:
                action = pick(env, agent, observation["action_mask"], rng)
            env.step(action)
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, steps, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per measure")
    parser.add_argument("--spec", default="ConnectFour(rows: 6, cols: 7)")
    args = parser.parse_args()

    from pettingzoo.classic import connect_four_v3

    from ludoscope import pettingzoo as lp

    envs = {
        "ludoscope": lambda: lp.env(args.spec),
        "pettingzoo connect_four_v3": connect_four_v3.env,
    }
    for pick in (gym_sample, flatnonzero_choice):
        print(f"random legal action by {pick.__name__}:")
        rates = {}
        for name, make in envs.items():
            rate, steps, games = rollouts(make, pick, args.seconds)
            rates[name] = rate
            print(f"  {name:28} {rate:10.0f} steps/s  ({steps} steps, {games} games)")
        ours, theirs = rates.values()
        print(f"  ratio {ours / theirs:.1f}x")


if __name__ == "__main__":
    main()
