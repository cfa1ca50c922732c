"""What a database spells its own way: the ``{name}`` pieces of the shared statements.

A table read through one
index is written ``{table INDEXED BY index}``: SQLite's planner is told the index (left to
itself, it may sort a whole server's rows instead of reading a page in order), PostgreSQL's
finds it by itself. ``prepare`` turns a shared statement into the dialect's text once, and
keeps it for the next time.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_PIECE = re.compile(r"\{(\w+)\}")
_INDEXED = re.compile(r"\{(\w+) INDEXED BY (\w+)\}")


class Dialect:
    def __init__(self, pieces: Mapping[str, str], *, index_hints: bool = False) -> None:
        self.pieces = dict(pieces)
        self.index_hints = index_hints
        self._prepared: dict[str, str] = {}

    def prepare(self, sql: str) -> str:
        """The statement as this database reads it (computed once per statement text)."""
        prepared = self._prepared.get(sql)
        if prepared is None:
            hinted = _INDEXED.sub(
                lambda match: match[0][1:-1] if self.index_hints else match[1], sql
            )
            filled = _PIECE.sub(lambda match: self.pieces[match[1]], hinted)
            prepared = self._prepared[sql] = self.placeholders(filled)
        return prepared

    def placeholders(self, sql: str) -> str:
        """``?`` and ``?N`` as the driver wants them (SQLite reads them as they are)."""
        return sql
