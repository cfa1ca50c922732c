## Een uitdaging („Uitdagen voor Azul”, uit het menu van een lid: rechtsklik op een lid, Apps).
## { $challenged } is een Discord-vermelding (<@123>): alleen het bericht van de tafel mag die pingen.

menu-challenge = Uitdagen voor Azul
lobby-challenge = ⚔️ { $challenged }, { $host } daagt je uit voor dit spel: **Accepteren** of **Weigeren** hieronder.
lobby-closed-declined = De tafel is gesloten: de uitdaging is afgeslagen.
challenge-declined-closed = { $challenged } heeft de uitdaging afgeslagen — misschien een andere keer. De tafel is gesloten.
challenge-declined-open = { $challenged } heeft de uitdaging afgeslagen — misschien een andere keer. De tafel blijft open voor wie al plaatsnam.
lobby-closed-challenge-expired = De tafel is gesloten: de uitdaging bleef een dag onbeantwoord.
challenge-expired-closed = { $challenged } heeft de uitdaging niet binnen een dag beantwoord. De tafel is gesloten.
challenge-expired-open = { $challenged } heeft de uitdaging niet binnen een dag beantwoord. De tafel blijft open voor wie al plaatsnam.
button-accept = Accepteren
button-decline = Weigeren

## Antwoorden aan één persoon: wie uitdaagt, en het uitgedaagde lid.

reply-challenge-sent = Uitdaging verstuurd: { $challenged } wordt door je tafel hier gepingd en antwoordt met Accepteren of Weigeren. Anderen kunnen nog steeds meedoen.
reply-challenge-accepted = Uitdaging aangenomen: je hebt plaats { $seat } genomen.
reply-challenge-declined-closed = Je hebt de uitdaging afgeslagen; de tafel is gesloten.
reply-challenge-declined-open = Je hebt de uitdaging afgeslagen; de tafel blijft open voor de anderen.

## Weigeringen (refusal-<code>: de codes van de uitdaging).

refusal-challenge_self = Je kunt jezelf niet uitdagen: kies een ander lid.
refusal-challenge_bot = { $name } is een bot: daag een persoon uit, of laat een computerspeler plaatsnemen met `/azul addbot`.
refusal-challenge_unseen = { $name } kan dit kanaal niet zien en zou de uitdaging dus nooit zien: daag dit lid uit waar het kan meelezen.
refusal-not_challenged = Deze uitdaging is voor { $challenged }: alleen dat lid kan erop antwoorden.
refusal-challenge_moved_on = Deze uitdaging is voorbij: er is al op geantwoord, ze is verlopen, of de tafel is begonnen of gesloten.
