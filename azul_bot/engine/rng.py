"""A small seeded random generator whose sequence never changes.

The standard ``random`` module keeps its Mersenne Twister stable, but the helpers built
on it (``shuffle``, ``randrange``) have changed between Python versions. A stored game
must replay identically forever, so the engine draws from SplitMix64, whose whole state
is one 64-bit integer saved with the game.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def next_state(state: int) -> tuple[int, int]:
    """Advance ``state``; returns ``(new_state, 64-bit output)``."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    return seed & _MASK


MASK = _MASK
