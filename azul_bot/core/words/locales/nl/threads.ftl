## Een commando getypt in een kanaal waarvan de spellen in zijn threads lopen (elk nieuw spel
## krijgt standaard een eigen thread): de spellen daar, elk met een link, of het bedoelde.

refusal-games_in_threads = Dit kanaal zelf heeft geen Azul-spel, maar in de threads ervan { $count ->
    [one] is er een:
   *[other] zijn er { $count }:
}
threads-lobby = • { $channel } — tafel, { $seated }/{ $most } plaatsen bezet
threads-lobby-full = • { $channel } — tafel, vol
threads-running = • { $channel } — ronde { $round }
threads-your-seat = { $game } · jij hebt hier een plaats
threads-more = … en nog { $count } in de threads van het kanaal.
board-in-thread = Je spel in { $channel } (daar speel je het):
