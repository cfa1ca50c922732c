"""A bot process for the SQLite crash test (``test_crash.py``), started by the kill harness;
not a test.

It plays random moves on game 1, each with a notice naming the move's number, and says
``committed`` after each; with a mode it dies at the first COMMIT of a move: ``before-commit``
once every statement of the move ran, ``after-commit`` once it is committed.
"""

from __future__ import annotations

import os
import random

from azul_bot.core.db import Notice, SqliteStore
from azul_bot.core.db.sqlite import connection
from tests.store.helpers import play

DIED = 3


async def main(path: str, mode: str) -> None:
    store = await SqliteStore.open(path)
    commit = connection._commit

    def dying_commit(db):
        if mode == "before-commit":
            os._exit(DIED)  # every statement of the move ran; COMMIT did not
        commit(db)
        if mode == "after-commit":
            os._exit(DIED)

    record = await store.get_game(1)
    game = record.game()
    connection._commit = dying_commit
    rng = random.Random(os.getpid())
    while not game.is_over:
        notice = Notice("turn", {"seq": game.turn + 1})  # the number of the move to come
        record = await play(store, record, game, moves=1, rng=rng, notice=notice)
        print("committed", flush=True)
