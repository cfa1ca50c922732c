"""Where a feature plugs into the host: the one object its ``install(plugs)`` is handed.

A feature (the list is ``features``) brings rooms, objects holding its rules built on the
shared ``House``, which the front end finds by their type (``service.room(Lobby)``), and
registers here what it does beside them. The shared layers (``delivery``, the house) know no
feature: they run what was registered. A room's type installed twice, or a timer's, notice's
or announcement's kind registered twice, is an error at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from azul_bot.core.db import Store

from .delivery.announcer import ClubPost, Handler
from .delivery.direct import NoDirectMessages, Wishes
from .delivery.dispatcher import Fire
from .delivery.loops import Loop
from .delivery.nonces import Nonce
from .delivery.notices import GameNotice
from .house import Away, Gone, House, Noted, Paused, RulesOf, SeatNote, TimerAct
from .options import ServiceOptions
from .refusals import Refusal

__all__ = ["Plugs", "SeatNote"]

R = TypeVar("R")


class Plugs:
    """The registries of one ``GameService``, as its features fill them."""

    def __init__(self, house: House, options: ServiceOptions) -> None:
        self.house = house
        self.options = options
        self._rooms: dict[type, Any] = {}
        self._refusals: set[str] = set()
        self._nonces: set[str] = set()

    @property
    def store(self) -> Store:
        return self.house.store

    # ------------------------------------------------------------------ rooms

    def room(self, room: R) -> R:
        """Keep ``room``, found by its type (``find``, ``service.room``)."""
        if type(room) in self._rooms:
            raise ValueError(f"two rooms of type {type(room).__name__}")
        self._rooms[type(room)] = room
        return room

    def find(self, kind: type[R]) -> R:
        """The room of type ``kind`` (a feature installed before the one that asks)."""
        try:
            return self._rooms[kind]
        except KeyError:
            raise LookupError(f"no room of type {kind.__name__} is installed") from None

    def refusals(self, codes: Sequence[str]) -> None:
        """The refusal codes a feature declares in its folder (its words say each one,
        ``refusal-<code>``): a code the host or another feature has already is an error."""
        for code in codes:
            if code in self._refusals or code in {member.value for member in Refusal}:
                raise ValueError(f"the refusal code {code!r} is declared twice")
            self._refusals.add(code)

    def nonces(self, prefixes: Sequence[str]) -> None:
        """The nonce prefixes a feature declares for its messages (``delivery.nonces``):
        letters only, so that one never reads as another's followed by a row's digits; one
        the host or another feature has already is an error."""
        for prefix in prefixes:
            taken = self._nonces | {kind.value for kind in Nonce}
            if not prefix.isalpha() or prefix in taken:
                raise ValueError(f"the nonce prefix {prefix!r} is declared twice or not letters")
            self._nonces.add(prefix)

    # ------------------------------------------------------------------ timers

    def on_timer(self, kind: str, act: TimerAct) -> None:
        """What a game's timer of ``kind`` does (under its channel's lock, on the game as
        stored at the timer's version)."""
        self.house.on_timer(kind, act)

    def on_boundary(self, kind: str, act: Fire) -> None:
        """What the club's timer of ``kind`` does (a season's end, a tournament's round)."""
        self.house.on_boundary(kind, act)

    def loop(self, loop: Loop) -> None:
        """A loop of the feature's that acts on its own (the reviewer), started and stopped
        with the host's."""
        self.house.add_loop(loop)

    def on_delivered(self, listener: Callable[[int], None]) -> None:
        """Call ``listener`` with a game's id each time one of its announcements is posted
        (or dropped): what may only start once a game's posts are out looks again."""
        self.house.outbox.on_delivered(listener)

    # ------------------------------------------------------------------ posts

    def on_notice(self, kind: type[GameNotice] | str, handler: Handler) -> None:
        """How a notice of a game of ``kind`` (its type, or an older version's kind) is
        posted."""
        self.house.announcer.on_notice(kind if isinstance(kind, str) else kind.kind, handler)

    def on_post(self, kind: str, post: ClubPost) -> None:
        """How an announcement of no game of ``kind`` is posted."""
        self.house.announcer.on_post(kind, post)

    def direct_messages(self, wishes: Wishes) -> None:
        """Who is told of their turns by direct message (one feature says it)."""
        letters = self.house.letters
        if not isinstance(letters.wishes, NoDirectMessages):
            raise ValueError("two features say who is sent direct messages")
        letters.wishes = wishes

    # ------------------------------------------------------------------ a game's turns

    def on_rules(self, rules: RulesOf) -> None:
        """A game's turn rules, made from its server's (a tournament's time limit)."""
        self.house.on_rules(rules)

    def on_paused(self, kind: str, paused: Paused) -> None:
        """The seats to move whose turn waits for them, until when (their clock stopped),
        and the kind of the timer that ends the wait."""
        self.house.on_paused(kind, paused)

    def on_noted(self, noted: Noted) -> None:
        """The seats to move a post names rather than pings, and why (``SeatNote``)."""
        self.house.on_noted(noted)

    def on_away(self, away: Away) -> None:
        """Who of a server's people is away now, until when."""
        self.house.on_away(away)

    def on_channel_gone(self, gone: Gone) -> None:
        """What ends when a game's channel or thread is deleted."""
        self.house.on_channel_gone(gone)
