"""A turn's direct messages: sent before its table is posted, so the table can say who was
told there and ping only the others; which seats they reached is noted on the notice, so a
retried post never sends them again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from azul_bot.core import DirectMessages, GameChannel, Message, encode, nonce
from azul_bot.core.db import Announcement, GameRecord, Store
from azul_bot.engine import Game

from . import ids
from .turn_messages import PlaceYourTiles, YourTurn
from .turn_notices import TurnNotice


class TurnLetters:
    def __init__(self, store: Store, letters: DirectMessages, channel: GameChannel) -> None:
        self._store = store
        self._letters = letters
        self._channel = channel

    async def tell_turn(
        self,
        entry: Announcement,
        notice: TurnNotice,
        record: GameRecord,
        game: Game,
        deadline: float | None,
    ) -> bool:
        """Whether the person to move was told of their turn by direct message, sent before
        the table is posted (a link to the game's channel, where the table is about to
        appear; the round and the time left): the table then says so, or else pings them."""
        if game.is_over or game.current_player is None:
            return False
        position = game.current_player
        told = YourTurn(await self._channel.link(record, message=False), game.round, deadline)
        letters: dict[int, tuple[Message, str]] = {position: (told, nonce(ids.DM, entry.id))}
        return position in await self.told_once(entry, notice, record, game, letters)

    async def tell_placers(
        self,
        entry: Announcement,
        notice: TurnNotice,
        record: GameRecord,
        game: Game,
        noted: Mapping[int, object],
    ) -> tuple[int, ...]:
        """A grey round ended: each person with a choice who asked for direct messages is
        told there, unless their seat is ``noted`` (named rather than told: away, on their
        digest); returns their seats (the others are pinged by the table message)."""
        link = await self._channel.link(record, message=False)
        letters: dict[int, tuple[Message, str]] = {
            position: (PlaceYourTiles(link), nonce(ids.DM, entry.id, seat=position))
            for position in game.to_place
            if position not in noted
        }
        return await self.told_once(entry, notice, record, game, letters)

    async def told_once(
        self,
        entry: Announcement,
        notice: TurnNotice,
        record: GameRecord,
        game: Game,
        letters: dict[int, tuple[Message, str]],
    ) -> tuple[int, ...]:
        """Send each seat of ``letters`` its direct message (with its nonce) and return the
        seats it reached. They go out before the table is posted, so the seats reached are
        noted on the notice first: a retry of a post that failed reads them and sends
        nothing again (a crash between the message and the note is the nonce's to cover)."""
        if notice.told_by_dm is not None:
            return notice.told_by_dm
        told = []
        for position, (message, sent) in letters.items():
            if await self._letters.tell(record, game, message, nonce=sent, position=position):
                told.append(position)
        if told:
            noted = encode(replace(notice, told_by_dm=tuple(told)))
            await self._store.note_announcement(entry.id, noted.payload)
        return tuple(told)
