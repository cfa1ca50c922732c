# Là où le bot n'est pas membre : ce qui attendait qu'on agisse, et ses messages privés.
visit-late = *Pendant votre absence :*
visit-dm-from = De votre partie d'Azul dans { $place }, où je ne peux écrire que quand quelqu'un joue :
