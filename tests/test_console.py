"""What the bot prints for whoever runs it: once, and only on a terminal."""

from __future__ import annotations

import io

from azul_bot import console
from azul_bot.__main__ import parser
from azul_bot.core.discord.permissions import account_url, invite_url


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_invite_block_is_printed_once_on_a_terminal(monkeypatch):
    screen = Terminal()
    monkeypatch.setattr(console.sys, "stdout", screen)
    said: set[str] = set()
    text = console.NO_SERVER_YET.format(
        url="https://discord.com/oauth2/authorize?client_id=1",
        account="https://discord.com/oauth2/authorize?client_id=1&integration_type=1",
    )
    console.say_once_on_a_terminal(text, said)
    console.say_once_on_a_terminal(text, said)  # a reconnect: READY again
    assert screen.getvalue() == text + "\n"
    assert "then type /azul new in a channel there." in screen.getvalue()


def test_nothing_is_printed_when_the_output_is_no_terminal(monkeypatch):
    piped = io.StringIO()
    monkeypatch.setattr(console.sys, "stdout", piped)
    console.say_once_on_a_terminal("hello", set())
    assert piped.getvalue() == ""


def test_the_help_gives_both_links_as_the_bot_makes_them():
    text = parser().format_help()
    assert invite_url("YOUR_APPLICATION_ID") in text
    assert account_url("YOUR_APPLICATION_ID") in text
