## /azul rules: the game in short, as it is played here.

rules =
    {"**"}Azul in short** ({ $least }–{ $most } players)
    {"**"}Goal:** tile your 5×5 wall and score the most points. The game ends after the round in which someone completes a horizontal row of their wall.
    {"**"}Your turn:** take *all* tiles of *one* color, either from a **factory** (the rest of it slides to the center) or from the **center** (the first to do so in a round also takes the { -marker }: it goes on their floor, and they start the next round).
    {"**"}Place them** all on *one* pattern line: line *n* holds *n* tiles, of one color, and not a color already in that row of your wall. What doesn't fit falls to your **floor**; you may always put everything on the floor.
    {"**"}End of a round** (no tile left to take): each *full* line moves one tile to the wall and scores it: 1 point alone, or 1 per tile in its unbroken row plus 1 per tile in its unbroken column. Other lines wait for the next round. Floor tiles cost { $floor } points (never below 0).
    {"**"}The grey wall** (a variant chosen when the table opens): the wall has no printed colors. At a round's end each player chooses, line by line from the top, the column of each full line's tile: an empty cell of that row whose column does not hold the color yet. A line with no such cell goes whole to the floor.
    {"**"}End of the game:** +{ $row } per complete row, +{ $column } per complete column, +{ $color } per color with all 5 tiles on the wall. Most points wins; a tie goes to more complete rows, else it is shared.
    {"**"}Playing here:** `/azul new` opens a table, others press **Join**, the host presses **Start**. On your turn tap a factory or the center under the table, then a color and a line; or type `/azul play source:2 color:red line:4` (`center`, `floor` and the picture's letters work too). `/azul board` shows the table to you alone, `/azul hint` asks the coach.
