## De coach op een Kristalmozaïek: wat een voorgedrukt vak vermenigvuldigt, en welke voorgedrukte
## vakken een kolom voorgoed afsluit. $color is de code van de kleur (blue, yellow, red, black, white).

