## Een commando getypt in een kanaal waarvan de spellen in zijn threads lopen (elk nieuw spel
## krijgt standaard een eigen thread): de spellen daar, elk met een link, of het bedoelde.

refusal-games_in_threads = Dit kanaal zelf heeft geen Azul-spel, maar in de threads ervan { $count ->
    [one] is er een:
   *[other] zijn er { $count }:
}
refusal-lobbies_in_threads = In de threads van dit kanaal staan meerdere tafels open: kies er een en druk eronder op **Meedoen**.
threads-lobby = • { $channel } — tafel, { $seated }/{ $most } plaatsen bezet
threads-lobby-full = • { $channel } — tafel, vol
threads-running = • { $channel } — ronde { $round }
threads-your-seat = { $game } · jij hebt hier een plaats
threads-more = … en nog { $count } in de threads van het kanaal.
reply-seated-in = Je doet mee aan het spel in { $channel } (plaats { $seat }).
board-in-thread = Je spel in { $channel } (daar speel je het):

## De naam van de thread waarin een nieuw spel begint.

thread-name = Azul — { $name }
