# Waar de bot geen lid is: wat wachtte tot iemand iets deed, en zijn privéberichten.
visit-late = *Terwijl jullie weg waren:*
visit-dm-from = Uit je Azul-spel in { $place }, waar ik alleen kan posten als iemand speelt:
