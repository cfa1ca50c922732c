"""What people choose beyond a game: a server's rules for its games (set by its admins), and
whether a player's move picker asks for a Confirm."""

from __future__ import annotations

from typing import Any, NamedTuple

from azul_bot.core import BadInput, Host, Memo, Refusal, Unavailable
from azul_bot.core.db import GuildSettings, Work

from . import server as server_settings
from .ids import SET_AND_RESET
from .store import confirm_wish, read_all, saved, set_confirm

CONFIRM_BY_DEFAULT = True
"""A move is final (Azul has no take-back) and a line button sits a thumb's width from the
next one on a phone, so until a player says otherwise the picker asks for a Confirm; a
player who wants the quicker three taps turns it off once with ``/azul confirm``."""


class ConfirmWish(NamedTuple):
    """Whether a player's picker asks for Confirm (``on``), and whether they said so
    (``chosen``) or it is the default (then the picker may tell them how to change it)."""

    on: bool
    chosen: bool


class Preferences:
    def __init__(self, host: Host) -> None:
        self._host = host
        self._confirms: Memo[int, ConfirmWish] = Memo()

    async def update_settings(
        self, guild_id: int, *, reset: str | None = None, **changes: Any
    ) -> GuildSettings:
        """Change the server's rules and the features' settings given (by their options'
        names), and return the rules; a bad value is refused and nothing is saved."""
        host = self._host
        features = host.server_settings
        given = {name: changes.pop(name) for name in list(changes) if name in features}
        current = await host.settings(guild_id)
        updated = server_settings.changed(
            current, reset=None if reset in features else reset, **changes
        )
        writes = [
            features[name].write(guild_id, features[name].check(value))
            for name, value in given.items()
        ]
        if reset is not None and reset in features:
            writes.append(self._cleared(guild_id, reset, given))
        if writes or updated != current:
            await host.stored(
                host.store.write(saved(None if updated == current else updated, writes))
            )
            host.settings_saved(updated)
        for name in given:
            then = features[name].then
            if then is not None:
                await then(guild_id)
        return updated

    def _cleared(self, guild_id: int, reset: str, given: dict[str, Any]) -> Work[None]:
        cleared = self._host.server_settings[reset].cleared
        if cleared is None:
            raise BadInput(Refusal.BAD_OPTION)
        if reset in given:
            raise BadInput(SET_AND_RESET, setting=reset)
        return cleared(guild_id)

    async def server_settings(self, guild_id: int) -> dict[str, Any]:
        """The features' settings of the server, by option."""
        features = self._host.server_settings.values()
        return await self._host.read(self._host.store.read(read_all(guild_id, features)))

    async def confirm(self, user_id: int, on: bool) -> None:
        """A move picker that asks for Confirm (``on``), or one whose line button plays."""
        await self._host.stored(self._host.store.write(set_confirm(user_id, on)))
        self._confirms.put(user_id, ConfirmWish(on, chosen=True))

    async def confirms(self, user_id: int) -> ConfirmWish:
        """Whether ``user_id``'s picker asks for Confirm. Read on every color tap, so it is
        kept a while; a store that cannot be read gives the default, which is the careful
        way to play, rather than refusing the tap."""
        wish = self._confirms.get(user_id)
        if wish is None:
            try:
                stored = await self._host.read(self._host.store.read(confirm_wish(user_id)))
            except Unavailable:
                return ConfirmWish(CONFIRM_BY_DEFAULT, chosen=False)
            wish = ConfirmWish(CONFIRM_BY_DEFAULT if stored is None else stored, stored is not None)
            self._confirms.put(user_id, wish)
        return wish
