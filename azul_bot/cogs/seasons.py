"""Seasons' front end: the pages of a season's ladder (``season_paging``); the ``season``
option of ``/azul leaderboard`` is the results'."""

from __future__ import annotations

from .front import Front
from .season_paging import SeasonPageButton

FRONT = Front(buttons=(SeasonPageButton,))
