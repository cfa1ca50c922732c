"""The host's tests' stand-ins around it: the store, noting each notice a change stores."""

from __future__ import annotations

from typing import Any

from azul_bot.core.db import Notice, StoreUnavailable


class Recording:
    """The store, noting each notice a change stores and each locale written."""

    def __init__(self, store, fail_locales: bool = False) -> None:
        self._store = store
        self.notices: list[Notice] = []
        self.locales_written: list[tuple[str, int, str]] = []
        self._fail_locales = fail_locales

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._store, name)
        if name in ("set_guild_locale", "set_user_locale"):

            async def write(key: int, locale: str) -> None:
                if self._fail_locales:
                    raise StoreUnavailable("the disk is full")
                self.locales_written.append((name, key, locale))
                await attribute(key, locale)

            return write
        if not callable(attribute):
            return attribute

        def noting(*args: Any, **kwargs: Any) -> Any:
            notice = kwargs.get("notice")
            if name == "write" and hasattr(args[0], "gi_frame"):
                # A feature's own statements (the lobby's): the notice is an argument of theirs.
                notice = args[0].gi_frame.f_locals.get("notice")
            if notice is not None:
                self.notices.append(notice)
            return attribute(*args, **kwargs)

        return noting
