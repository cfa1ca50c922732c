## The coach on a Crystal Mosaic: what a printed cell multiplies, and the printed cells a column
## closes for good. $color is the color's code (blue, yellow, red, black, white).

