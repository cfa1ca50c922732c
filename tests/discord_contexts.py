"""Where an interaction comes from, the way Discord says it: a layer over simcord, which knows
only servers that added the bot and the bot's own DMs, for the tests of playing anywhere.

With the ``discord_contexts`` fixture (a plugin of the root ``tests/conftest.py``), every
interaction carries ``context``, ``authorizing_integration_owners`` and ``app_permissions``
as Discord sends them (developers/interactions/receiving-and-responding, "Interaction
Object"), and a test can make:

- ``install(*users)``: the app added to a person's account (a user install), whose commands
  then work in the places below, if the command allows user installs and that context;
- ``group_dm(*users)`` and ``foreign_server(*users, external_apps=True)``: places where the
  bot is no member. Discord tells it nothing of them but interactions; its own requests there
  (the channel, the server) answer 403 Missing Access (50001), while the interaction's
  callback, its follow-ups and the edits with its token work. There an app installed only by
  the user has at most 5 follow-ups per interaction (40094), and in a server whose members may
  not use external apps its answers are made private whatever it asked;
- ``slash(user, place, name, **options)``, ``click(user, place, message, label=...)``: the
  ordinary simcord verbs, from such a place (in a server that added the bot, and in the bot's
  DM, the members' and users' own verbs carry the fields too);
- ``refuse_dms(user)``: that person accepts no DM from the bot (50007, as for someone who
  shares no server with the bot and did not install the app).

Every interaction token expires 15 minutes after its interaction on simcord's clock
(``env.now()``, moved by ``env.advance_time``; discord.py's ``Interaction.is_expired`` and the
bot clocks of the Discord tests that read ``env.now()`` go with it; ``ManualClock`` is the host
tests' own and does not move it): a follow-up or an edit with it then answers 401 Invalid
Webhook Token (50027), where simcord alone says 404 Unknown Webhook.

Without the fixture simcord is left as it is. simcord makes the bot a member of every server it
makes: a foreign server keeps it in its member list, but the bot never hears of the server.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

import discord
import pytest
from simcord import actors
from simcord.backend import access, errors
from simcord.backend.command_access import Access
from simcord.backend.errors import BackendError
from simcord.backend.serializers import user_payload
from simcord.builders import ChannelHandle
from simcord.enums import ChannelType, InteractionType
from simcord.http import router

GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
"""Interaction context types."""
GUILD_INSTALL, USER_INSTALL = 0, 1
"""Application integration types (the keys of ``authorizing_integration_owners``)."""

IN_PRIVATE_CHANNELS = discord.Permissions(
    attach_files=True, embed_links=True, mention_everyone=True
).value
"""The app's permissions in a DM or group DM between people (the interaction's
``app_permissions``)."""
IN_BOT_DM = IN_PRIVATE_CHANNELS | discord.Permissions(external_emojis=True).value
"""...and in a DM with the bot."""
USE_EXTERNAL_APPS = discord.Permissions(use_external_apps=True).value
EPHEMERAL = discord.MessageFlags(ephemeral=True).value
GROUP_DM = 3  # a channel type simcord does not list
FOLLOW_UPS = 5
"""Follow-ups per interaction when only a user installed the app (changelog 2024-06-27)."""


def invalid_token() -> BackendError:
    return BackendError(401, 50027, "Invalid Webhook Token")


def too_many_follow_ups() -> BackendError:
    return BackendError(
        400, 40094, "This interaction has hit the maximum number of follow up messages"
    )


@dataclass
class Place:
    """A channel where the bot is no member: a group DM, or a channel of a server that never
    added it. ``people`` act there: their ``MemberActor`` in a server, else their user."""

    channel: ChannelHandle
    context: int
    people: dict[int, Any]
    guild: Any = None  # the server's GuildHandle
    app_permissions: int = IN_PRIVATE_CHANNELS


class DiscordContexts:
    """The places and installs of one test's simcord world (``env``); it wraps simcord for
    the test's length with ``monkeypatch``."""

    def __init__(self, env, monkeypatch: pytest.MonkeyPatch) -> None:
        self.env = env
        self.backend = env.backend
        self.installed: set[int] = set()
        self.refusing_dms: set[int] = set()
        self.places: dict[int, Place] = {}  # by channel id
        self.foreign_guilds: set[int] = set()
        self.owners: dict[int, dict[int, int]] = {}  # by interaction id
        self._hidden = False  # a foreign server being built: the bot hears nothing of it
        patch = monkeypatch.setattr
        patch(self.backend, "emit", self._gateway(self.backend.emit))
        patch(router, "_check_faults", self._refusals(router._check_faults))
        patch(router, "dispatch", self._answers(router.dispatch))
        patch(actors, "command_access", self._offered(actors.command_access))
        patch(actors, "_check_user_dm_channel", self._may_act(actors._check_user_dm_channel))
        patch(access, "channel_accessible", self._may_see(access.channel_accessible))

    # ------------------------------------------------------------------ the test's world

    def install(self, *users) -> None:
        """The users add the app to their own account."""
        self.installed.update(user.id for user in users)

    def refuse_dms(self, user, refused: bool = True) -> None:
        """From now on the person accepts no DM from the bot (or, ``refused=False``, does)."""
        if refused:
            self.refusing_dms.add(user.id)
        else:
            self.refusing_dms.discard(user.id)

    def group_dm(self, *users, name: str = "friends") -> Place:
        ids = [user.id for user in users]
        channel = self.backend.create_channel(None, name, type=GROUP_DM, recipient_ids=ids)
        channel.owner_id = ids[0]
        people = {user.id: user for user in users}
        place = Place(ChannelHandle(self.env, None, channel), PRIVATE_CHANNEL, people)
        self.places[channel.id] = place
        return place

    def foreign_server(self, *users, external_apps: bool = True, name: str = "elsewhere") -> Place:
        """A server that never added the bot, its channel and ``users`` as its members. Its
        @everyone may use external apps (Discord's default) unless ``external_apps=False``;
        the app's permissions there are taken to be @everyone's."""
        self._hidden = True
        try:
            guild = self.env.create_guild(name)
            channel = guild.create_text_channel("general")
            members = {user.id: guild.add_member(user) for user in users}
        finally:
            self._hidden = False
        everyone = self.backend.guilds[guild.id].roles[guild.id]
        if external_apps:
            everyone.permissions |= USE_EXTERNAL_APPS
        else:
            everyone.permissions &= ~USE_EXTERNAL_APPS
        self.foreign_guilds.add(guild.id)
        place = Place(channel, GUILD, members, guild, everyone.permissions)
        self.places[channel.id] = place
        return place

    async def slash(self, user, place: Place, name: str, /, **options):
        """``user`` runs a slash command in the place (simcord's own checks: it must be
        offered there)."""
        actor = place.people[user.id]
        if place.guild is not None:
            return await actor.slash(place.channel, name, **options)
        return await actors._slash(actor, place.channel, name, options)

    async def click(self, user, place: Place, message, **which):
        return await place.people[user.id].click(message, **which)

    def tried(self, place: Place) -> list:
        """The bot's own requests to the place (its channel, its server): all refused."""
        places = {("channels", str(place.channel.id))}
        places |= {("guilds", str(place.guild.id))} if place.guild is not None else set()
        return [r for r in self.env.http_requests if tuple(r.path.split("/")[1:3]) in places]

    # ---------------------------------------------------------------- what Discord knows

    def absent(self, snowflake: int) -> bool:
        """The bot is no member of this server, or of this channel's server or group DM."""
        if snowflake in self.foreign_guilds:
            return True
        channel = self.backend.channels.get(snowflake)
        return channel is not None and (
            channel.type == GROUP_DM or channel.guild_id in self.foreign_guilds
        )

    def context(self, channel_id: int) -> int:
        if channel_id in self.places:
            return self.places[channel_id].context
        return GUILD if self.backend.channels[channel_id].guild_id is not None else BOT_DM

    def owners_here(self, installs, channel_id: int, user_id: int) -> dict[int, int]:
        """The installs that authorize ``user_id``'s interaction in the channel: the server's
        (``0`` in the bot's DM) where the bot is, the user's own if they installed the app."""
        owners = {}
        if GUILD_INSTALL in installs and not self.absent(channel_id):
            owners[GUILD_INSTALL] = self.backend.channels[channel_id].guild_id or 0
        if USER_INSTALL in installs and user_id in self.installed:
            owners[USER_INSTALL] = user_id
        return owners

    @staticmethod
    def installs(command: dict | None) -> set[int]:
        """A command's integration types; without any, the app's (both, for a new app)."""
        return set((command or {}).get("integration_types") or (GUILD_INSTALL, USER_INSTALL))

    def may_dm(self, channel_id: int) -> bool:
        channel = self.backend.channels.get(channel_id)
        if channel is None or channel.type != ChannelType.DM:
            return True
        person = channel.recipient_ids[0]
        shared = any(
            person in guild.members
            for guild_id, guild in self.backend.guilds.items()
            if guild_id not in self.foreign_guilds
        )
        return person not in self.refusing_dms and (shared or person in self.installed)

    def _command(self, command_id) -> dict | None:
        scopes = self.backend.commands.values()
        return next((c for cs in scopes for c in cs.values() if c["id"] == command_id), None)

    def _interaction(self, token: str):
        interaction_id = self.backend.interaction_tokens.get(token)
        return None if interaction_id is None else self.backend.interactions[interaction_id]

    def _made_by(self, record) -> dict | None:
        """The interaction metadata of the message a press came from, as stored (simcord's
        payload of a private message leaves it out; Discord's has it)."""
        message = self.backend.messages.get(record.channel_id, {}).get(record.source_message_id)
        return getattr(message, "interaction_metadata", None)

    def _forced_private(self, record) -> bool:
        """Discord makes an external app's answers private where the member may not use
        external apps (permission USE_EXTERNAL_APPS, changelog 2024-06-27)."""
        if record.guild_id not in self.foreign_guilds:
            return False
        allowed = self.backend.compute_permissions(
            record.guild_id, record.user_id, record.channel_id
        )
        return not allowed & USE_EXTERNAL_APPS

    # ----------------------------------------------------------------- simcord, wrapped

    def _gateway(self, emit):
        def gateway(event: str, payload) -> None:
            if event == "INTERACTION_CREATE":
                self._as_discord_sends(payload)
            elif self._hidden or self._elsewhere(event, payload):
                return
            emit(event, payload)

        return gateway

    def _elsewhere(self, event: str, payload) -> bool:
        ids = [payload.get("guild_id"), payload.get("channel_id")]
        if event.startswith(("GUILD_", "CHANNEL_", "THREAD_")):
            ids.append(payload.get("id"))
        return any(i is not None and self.absent(int(i)) for i in ids)

    def _as_discord_sends(self, payload: dict) -> None:
        record = self.backend.interactions[int(payload["id"])]
        meta = (payload.get("message") or {}).get("interaction_metadata") or self._made_by(record)
        if record.type != InteractionType.MESSAGE_COMPONENT:
            installs = self.installs(self._command((payload.get("data") or {}).get("id")))
            owners = self.owners_here(installs, record.channel_id, record.user_id)
        elif meta:  # a press answers to the installs of the interaction that made the message
            owners = {int(k): int(v) for k, v in meta["authorizing_integration_owners"].items()}
        else:  # under the bot's own post: it is there by the server's install
            owners = self.owners_here({GUILD_INSTALL}, record.channel_id, record.user_id)
        self.owners[record.id] = owners
        payload["context"] = self.context(record.channel_id)
        payload["authorizing_integration_owners"] = {str(k): str(v) for k, v in owners.items()}
        place = self.places.get(record.channel_id)
        if place is None:
            if payload["context"] == BOT_DM:
                payload["app_permissions"] = str(IN_BOT_DM)
            return
        payload["app_permissions"] = str(place.app_permissions)
        if place.guild is not None:
            payload["guild"] = {"id": str(place.guild.id), "locale": "en-US", "features": []}
            return
        channel = place.channel._channel
        payload["channel"] = {
            "id": str(channel.id),
            "type": GROUP_DM,
            "name": channel.name,
            "owner_id": str(channel.owner_id),
            "icon": None,
            "flags": 0,
            "last_message_id": str(channel.last_message_id) if channel.last_message_id else None,
            "recipients": [user_payload(self.backend.users[u]) for u in channel.recipient_ids],
        }

    def _refusals(self, check_faults):
        def check(backend, method: str, path: str) -> None:
            check_faults(backend, method, path)  # the test's own faults first
            refusal = self._refusal(method, path)
            if refusal is not None:
                raise refusal

        return check

    def _refusal(self, method: str, path: str) -> BackendError | None:
        parts = path.strip("/").split("/")
        if parts[0] in ("channels", "guilds") and len(parts) > 1 and parts[1].isdigit():
            if self.absent(int(parts[1])):
                return errors.missing_access()
            if parts[0] == "channels" and method == "POST" and parts[2:] == ["messages"]:
                return None if self.may_dm(int(parts[1])) else errors.cannot_dm_bot()
        record = self._interaction(parts[2]) if parts[0] == "webhooks" and len(parts) > 2 else None
        if record is None:
            return None
        if self.backend.now_iso() >= record.expires_at:
            return invalid_token()
        creates = method == "POST" and len(parts) == 3 and not record.loading
        only_user = self.owners.get(record.id, {}).keys() == {USER_INSTALL}
        if creates and only_user and len(record.followup_ids) >= FOLLOW_UPS:
            return too_many_follow_ups()
        return None

    def _answers(self, dispatch):
        """Answers with a token: made private where Discord forces it, and their messages
        marked with the installs that authorized the interaction."""

        def answer(backend, method: str, path: str, *, json=None, **rest):
            parts = path.strip("/").split("/")
            record = None
            if method == "POST" and parts[0] == "interactions" and parts[-1] == "callback":
                record = backend.interactions.get(int(parts[1]))
            elif method == "POST" and parts[0] == "webhooks" and len(parts) == 3:
                record = self._interaction(parts[2])
            if record is not None and isinstance(json, dict) and self._forced_private(record):
                json = copy.deepcopy(json)
                if parts[0] == "webhooks":
                    json["flags"] = int(json.get("flags") or 0) | EPHEMERAL
                elif json.get("type") in (4, 5):  # a message, or "thinking…" before one
                    data = json.get("data") or {}
                    json["data"] = {**data, "flags": int(data.get("flags") or 0) | EPHEMERAL}
            answered = dispatch(backend, method, path, json=json, **rest)
            if record is not None:
                owners = {str(k): str(v) for k, v in self.owners.get(record.id, {}).items()}
                made = backend.messages.get(record.channel_id, {})
                for message_id in (record.message_id, *record.followup_ids):
                    meta = getattr(made.get(message_id), "interaction_metadata", None)
                    if meta and meta["id"] == str(record.id):
                        meta["authorizing_integration_owners"] = owners
            return answered

        return answer

    def _offered(self, command_access):
        """A command is offered where its contexts allow it (simcord's rules in servers and
        the bot's DM) and an install authorizes it."""

        def offered(backend, command: dict, *, user_id: int, channel_id: int) -> Access:
            if self.context(channel_id) == PRIVATE_CHANNEL:
                contexts = command.get("contexts")
                if contexts is not None and PRIVATE_CHANNEL not in contexts:
                    return Access(False, "context")
            else:
                verdict = command_access(backend, command, user_id=user_id, channel_id=channel_id)
                if not verdict.allowed:
                    return verdict
            if not self.owners_here(self.installs(command), channel_id, user_id):
                return Access(False, "install")
            return Access(True, None)

        return offered

    def _may_act(self, check_user_dm_channel):
        def check(actor, channel_id: int) -> None:
            place = self.places.get(channel_id)
            if place is None or place.guild is not None or actor.id not in place.people:
                check_user_dm_channel(actor, channel_id)

        return check

    def _may_see(self, channel_accessible):
        def accessible(backend, channel_id: int, viewer_id: int, *, history: bool = False) -> bool:
            place = self.places.get(channel_id)
            if place is not None and place.guild is None:
                return viewer_id in place.people
            return channel_accessible(backend, channel_id, viewer_id, history=history)

        return accessible


@pytest.fixture
def discord_contexts(simcord_env, monkeypatch) -> DiscordContexts:
    return DiscordContexts(simcord_env, monkeypatch)
