"""What one move costs inside the bot: database round trips, game decodes and legality
checks for each tap of a move made with the buttons (a source under the table, a color and a
line in the private picker, Confirm), counted through the real bot offline (simcord).

Two people play a seeded game from its start with the buttons, each taking their first
legal move, for ``--moves`` moves (all of them on the colored wall). Each tap is counted
alone: the database's read transactions and write transactions (``Store`` calls reach the
database through them), the games whose stored state the store reads and parses
(``rows.checked_record``: a game row read with its JSON state, rather than left out because
the process holds that version of the table), ``Game.from_dict`` (a stored state read by the
engine, when no earlier reading of the same text is kept) and ``Game.check`` (a move's
legality; ``Game.play`` and ``Game.preview`` check through it). Printed: the mean per
tap, and per four-tap move. The loops that act on their own (the outbox, the timers) are
counted too when a tap wakes them, as they run in the same process.

    .venv/bin/python benchmarks/hot_path.py [--moves 20] [--seed 5]

Like ``messages.py`` it runs on any tree of the bot whose ``AzulBot`` takes
``ServiceOptions``: ``PYTHONPATH=../older-checkout python benchmarks/hot_path.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from simcord.env import Env

from azul_bot.bot import AzulBot
from azul_bot.core import ServiceOptions
from azul_bot.core.db import rows
from azul_bot.core.discord.custom_ids import NAMESPACE, VERSION
from azul_bot.engine import Game

TAPS = ("source", "color", "line", "Confirm")
COUNTED = ("db reads", "db writes", "states read", "decodes", "checks")


def fake_png(game: Game, names, events, language=None, seat=None) -> bytes:
    """A stand-in picture: what is counted here does not depend on the drawing."""
    return b"\x89PNG fake"


class Counts:
    """What the process does, counted from the moment ``reset`` is called."""

    def __init__(self) -> None:
        self.now: Counter[str] = Counter()

    def reset(self) -> Counter[str]:
        taken, self.now = self.now, Counter()
        return taken

    def watch(self, bot: AzulBot) -> None:
        database = _database(bot.store)
        for method, name in (("read", "db reads"), ("write", "db writes")):
            setattr(database, method, self._counted(getattr(database, method), name))
        from_dict = Game.from_dict.__func__  # type: ignore[attr-defined]
        check = Game.check
        counts = self

        def decoded(cls: type[Game], state: dict[str, Any]) -> Game:
            counts.now["decodes"] += 1
            return from_dict(cls, state)

        def checked(game: Game, move: Any) -> Any:
            counts.now["checks"] += 1
            return check(game, move)

        Game.from_dict = classmethod(decoded)  # type: ignore[method-assign, assignment]
        Game.check = checked  # type: ignore[method-assign]
        checked_record = rows.checked_record

        def parsed(row: Any) -> Any:
            counts.now["states read"] += row[rows.STATE] is not None
            return checked_record(row)

        rows.checked_record = parsed  # type: ignore[assignment]

    def _counted(self, call: Any, name: str) -> Any:
        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.now[name] += 1
            return await call(*args, **kwargs)

        return counted


def _database(store: Any) -> Any:
    """The store's connection: whatever the tree calls it, the object with ``read`` and
    ``write`` transactions under the store."""
    for name in ("_database", "database", "_db", "db"):
        found = getattr(store, name, None)
        if found is not None and hasattr(found, "read") and hasattr(found, "write"):
            return found
    raise SystemExit("this tree's store has no database object with read and write to count")


def button(message: Any, kind: str, value: int) -> str:
    """The custom id of the ``kind`` button (src, col, line) that ends in ``value``."""
    start = f"{NAMESPACE}:v{VERSION}:{kind}:"
    for row in message.components:
        children = row.get("components", []) if isinstance(row, dict) else row.children
        for child in children:
            custom_id = child.get("custom_id", "") if isinstance(child, dict) else child.custom_id
            if custom_id.startswith(start) and custom_id.endswith(f":{value}"):
                return custom_id
    raise SystemExit(f"no {kind} button for {value}")


async def play(env: Env, bot: AzulBot, counts: Counts, moves: int) -> dict[str, list[Counter]]:
    guild = env.create_guild()
    channel = guild.create_text_channel("azul")
    members = [guild.add_member(env.create_user(name)) for name in ("alice", "bob")]
    by_id = {member.id: member for member in members}
    await members[0].slash(channel, "azul new", thread=False)
    await members[1].slash(channel, "azul join")
    await members[0].slash(channel, "azul start")
    taps: dict[str, list[Counter]] = {tap: [] for tap in TAPS}
    for _ in range(moves):
        record = await bot.store.active_game(channel.id)
        game = record.game()
        move = game.legal_moves()[0]
        member = by_id[record.seats[game.current_player].user_id]
        table = channel.last_message
        counts.reset()
        opened = await member.click(table, custom_id=button(table, "src", move.source))
        taps["source"].append(counts.reset())
        picker = opened.response
        await member.click(picker, custom_id=button(picker, "col", int(move.color)))
        taps["color"].append(counts.reset())
        await member.click(picker, custom_id=button(picker, "line", move.line))
        taps["line"].append(counts.reset())
        await member.click(picker, label="Confirm")
        taps["Confirm"].append(counts.reset())
    return taps


def show(taps: dict[str, list[Counter]]) -> str:
    width = max(map(len, COUNTED)) + 2
    lines = ["tap".ljust(10) + "".join(name.rjust(width) for name in COUNTED)]
    whole: Counter[str] = Counter()
    for tap in TAPS:
        made = taps[tap]
        means = {name: sum(c[name] for c in made) / len(made) for name in COUNTED}
        whole.update(means)
        lines.append(tap.ljust(10) + "".join(f"{means[name]:{width}.2f}" for name in COUNTED))
    lines.append("a move".ljust(10) + "".join(f"{whole[name]:{width}.2f}" for name in COUNTED))
    return "\n".join(lines)


async def main(moves: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        options = ServiceOptions(
            new_game=lambda players: Game.new(players, seed),
            render=fake_png,
            pictures={"replay"},
            flush_timeout=0.5,
        )
        bot = AzulBot(db_path=Path(folder) / "hot.sqlite3", options=options, shard_count=1)
        counts = Counts()
        env = Env(bot)
        await env.start()  # opens the store
        counts.watch(bot)
        try:
            with env.time_context():
                taps = await play(env, bot, counts, moves)
        finally:
            await env.shutdown()
            await bot.release()
    print(f"{moves} moves of a two-person game, each made with the buttons (mean per tap):")
    print(show(taps))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=20, help="moves counted (default 20)")
    parser.add_argument("--seed", type=int, default=5, help="the deal")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.moves, arguments.seed))
