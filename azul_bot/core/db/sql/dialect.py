"""What a database spells its own way: the ``{name}`` pieces of the shared statements.

Each dialect (``sqlite/dialect.py``, ``postgres/dialect.py``) names its pieces: a JSON
aggregate, a claim that skips rows locked by another process, an index hint. ``prepare``
turns a shared statement into the dialect's text once, and keeps it for the next time.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_PIECE = re.compile(r"\{(\w+)\}")


class Dialect:
    def __init__(self, pieces: Mapping[str, str]) -> None:
        self.pieces = dict(pieces)
        self._prepared: dict[str, str] = {}

    def prepare(self, sql: str) -> str:
        """The statement as this database reads it (computed once per statement text)."""
        prepared = self._prepared.get(sql)
        if prepared is None:
            filled = _PIECE.sub(lambda match: self.pieces[match[1]], sql)
            prepared = self._prepared[sql] = self.placeholders(filled)
        return prepared

    def placeholders(self, sql: str) -> str:
        """``?`` and ``?N`` as the driver wants them (SQLite reads them as they are)."""
        return sql
