## /azul regels: het spel in het kort, zoals het hier gespeeld wordt.

rules =
    {"**"}Azul in het kort** ({ $least }–{ $most } spelers)
    {"**"}Doel:** betegel je muur van 5×5 en scoor de meeste punten. Het spel eindigt na de ronde waarin iemand een horizontale rij van zijn muur vol heeft.
    {"**"}Jouw beurt:** neem *alle* tegels van *één* kleur, van een **fabrieksschijf** (de rest schuift naar het midden van de tafel) of uit het **midden** (wie dat als eerste doet in een ronde, neemt ook de { -marker }: die gaat op zijn vloerlijn, en hij begint de volgende ronde).
    {"**"}Leg ze** allemaal op *één* patroonlijn: lijn *n* houdt *n* tegels, van één kleur, en niet een kleur die al in die rij van je muur ligt. Wat niet past valt op je **vloerlijn**; je mag altijd alles op de vloer leggen.
    {"**"}Einde van een ronde** (geen tegel meer te nemen): elke *volle* patroonlijn zet één tegel op de muur en scoort die: 1 punt als hij alleen ligt, anders 1 per tegel in zijn ononderbroken rij plus 1 per tegel in zijn ononderbroken kolom. Andere lijnen wachten op de volgende ronde. De vloer kost { $floor } punten (nooit onder 0).
    {"**"}De grijze muur** (een variant die je kiest als de tafel opent): de muur heeft geen gedrukte kleuren. Aan het einde van een ronde kiest elke speler, lijn voor lijn van boven naar beneden, de kolom voor de tegel van elke volle patroonlijn: een leeg vak in die rij waarvan de kolom die kleur nog niet heeft. Een lijn zonder zo'n vak gaat in zijn geheel naar de vloerlijn.
    {"**"}Einde van het spel:** +{ $row } per volle rij, +{ $column } per volle kolom, +{ $color } per kleur die 5 keer op de muur ligt. De meeste punten winnen; bij gelijkspel wint wie meer volle rijen heeft, anders delen ze de overwinning.
    {"**"}Hier spelen:** `/azul nieuw` opent een tafel, anderen drukken op **Meedoen**, de gastheer op **Starten**. Tik in je beurt een fabrieksschijf of het midden onder de tafel, dan een kleur en een lijn; of typ `/azul spelen bron:2 kleur:rood lijn:4` (ook `midden`, `vloer` of de letters op de afbeelding). `/azul tafel` toont de tafel alleen aan jou, `/azul tip` raadpleegt de coach.
