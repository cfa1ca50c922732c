## A challenge ("Challenge to Azul", from a member's menu: right-click a member, Apps).
## { $challenged } is a Discord mention (<@123>): the lobby message alone may ping it.

menu-challenge = Challenge to Azul
lobby-challenge = ⚔️ { $challenged }, { $host } challenges you to this game: **Accept** or **Decline** below.
lobby-closed-declined = The lobby is closed: the challenge was declined.
challenge-declined-closed = { $challenged } declined the challenge — maybe another time. The lobby is closed.
challenge-declined-open = { $challenged } declined the challenge — maybe another time. The lobby stays open for those seated.
lobby-closed-challenge-expired = The lobby is closed: the challenge went a day without an answer.
challenge-expired-closed = { $challenged } did not answer the challenge within a day. The lobby is closed.
challenge-expired-open = { $challenged } did not answer the challenge within a day. The lobby stays open for those seated.
button-accept = Accept
button-decline = Decline

## Answers to one person: the challenger, and the member challenged.

reply-challenge-sent = Challenge sent: { $challenged } is pinged by your lobby here and answers with Accept or Decline. Anyone else may still join.
reply-challenge-accepted = Challenge accepted: you took seat { $seat }.
reply-challenge-declined-closed = You declined the challenge; the lobby is closed.
reply-challenge-declined-open = You declined the challenge; the lobby stays open for the others.

## Refusals (refusal-<code>: the challenge's codes).

refusal-challenge_self = You can't challenge yourself: pick another member.
refusal-challenge_bot = { $name } is a bot: challenge a person, or seat a computer player with `/azul addbot`.
refusal-challenge_unseen = { $name } can't see this channel, so they would never see the challenge: challenge them where they can.
refusal-not_challenged = This challenge is for { $challenged }: only they can answer it.
refusal-challenge_moved_on = This challenge has moved on: it was answered already, it expired, or its lobby started or closed.
