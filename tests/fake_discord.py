"""A small stand-in for Discord on 127.0.0.1, for running the real bot process offline.

It answers what the bot asks at start-up and while it posts: the login (``/users/@me``, the
application), the command sync, ``/gateway/bot`` and a gateway that says hello and READY
(and then nothing: no server, no event), and new and edited channel messages, which it keeps.
A token other than ``TOKEN`` is refused as Discord refuses it (401), and ``login_status``
makes the login fail otherwise (403: the bot is banned, say); ``guild_sync_status`` makes a
sync to one server fail as Discord refuses it to a bot that is not there (403, Missing
Access). Everything asked is kept in ``requests``.
"""

from __future__ import annotations

import itertools
import json
import socket
from typing import Any

from aiohttp import WSMsgType, web

TOKEN = "fake.discord.token"
APPLICATION_ID = "4200"
BOT_USER = {
    "id": APPLICATION_ID,
    "username": "azul",
    "discriminator": "0",
    "global_name": None,
    "avatar": None,
    "bot": True,
}


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py reads a body as JSON only under exactly this content type (no charset).
    body = json.dumps(data).encode()
    return web.Response(body=body, status=status, headers={"Content-Type": "application/json"})


def closed_port() -> int:
    """A port of 127.0.0.1 on which nothing listens (just freed by this process)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class FakeDiscord:
    def __init__(
        self, *, gateway: str | None = None, login_status: int = 200, guild_sync_status: int = 200
    ) -> None:
        self._gateway = gateway
        self._login_status = login_status
        self._guild_sync_status = guild_sync_status
        self.requests: list[tuple[str, str]] = []
        self.messages: list[dict[str, Any]] = []
        self.identified = False
        self._ids = itertools.count(10_000)
        self._runner: web.AppRunner | None = None
        self.url = ""

    async def start(self) -> str:
        app = web.Application(middlewares=[self._record])
        app.router.add_get("/api/v10/users/@me", self._me)
        app.router.add_get("/api/v10/oauth2/applications/@me", self._application)
        app.router.add_put("/api/v10/applications/{app}/commands", self._commands)
        app.router.add_put(
            "/api/v10/applications/{app}/guilds/{guild}/commands", self._guild_commands
        )
        app.router.add_get("/api/v10/gateway/bot", self._gateway_bot)
        app.router.add_get("/gateway", self._websocket)
        app.router.add_post("/api/v10/channels/{channel}/messages", self._post)
        app.router.add_patch("/api/v10/channels/{channel}/messages/{message}", self._edit)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _record(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.requests.append((request.method, request.path))
        if request.path.startswith("/api/") and request.headers.get("Authorization") != (
            f"Bot {TOKEN}"
        ):
            return _json({"message": "401: Unauthorized", "code": 0}, status=401)
        return await handler(request)

    async def _me(self, request: web.Request) -> web.Response:
        if self._login_status != 200:
            return _json({"message": "refused", "code": 0}, status=self._login_status)
        return _json(BOT_USER)

    async def _application(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": APPLICATION_ID,
                "name": "azul",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": {**BOT_USER, "id": "1", "username": "owner", "bot": False},
                "verify_key": "0" * 64,
                "flags": 0,
            }
        )

    async def _commands(self, request: web.Request) -> web.Response:
        return _json([])

    async def _guild_commands(self, request: web.Request) -> web.Response:
        if self._guild_sync_status != 200:
            refusal = {"message": "Missing Access", "code": 50001}
            return _json(refusal, status=self._guild_sync_status)
        return _json([])

    async def _gateway_bot(self, request: web.Request) -> web.Response:
        return _json(
            {
                "url": self._gateway or self.url.replace("http", "ws") + "/gateway",
                "shards": 1,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def _websocket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 45_000}})
        async for frame in ws:
            if frame.type != WSMsgType.TEXT:
                continue
            op = frame.json()["op"]
            if op == 1:  # heartbeat
                await ws.send_json({"op": 11, "d": None})
            elif op == 2:  # identify
                self.identified = True
                await ws.send_json(
                    {
                        "op": 0,
                        "t": "READY",
                        "s": 1,
                        "d": {
                            "v": 10,
                            "user": BOT_USER,
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": self.url.replace("http", "ws") + "/gateway",
                            "shard": [0, 1],
                            "application": {"id": APPLICATION_ID, "flags": 0},
                        },
                    }
                )
        return ws

    def _message(self, channel: str, message: str, content: str) -> dict[str, Any]:
        return {
            "id": message,
            "channel_id": channel,
            "type": 0,
            "content": content,
            "author": BOT_USER,
            "attachments": [],
            "embeds": [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": "2025-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "flags": 0,
            "components": [],
        }

    async def _post(self, request: web.Request) -> web.Response:
        content = ""
        files = 0
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    content = (await part.json() or {}).get("content", "")
                else:
                    files += 1
                    await part.read()
        else:
            content = (await request.json()).get("content", "")
        channel = request.match_info["channel"]
        self.messages.append({"channel": int(channel), "content": content, "files": files})
        return _json(self._message(channel, str(next(self._ids)), content))

    async def _edit(self, request: web.Request) -> web.Response:
        body = await request.json()
        return _json(
            self._message(
                request.match_info["channel"], request.match_info["message"], body.get("content")
            )
        )
