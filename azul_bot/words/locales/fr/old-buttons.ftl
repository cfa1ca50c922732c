## Un bouton ou un menu d'une version précédente du bot : la version en service ne lit plus
## son identifiant. Dit à la seule personne qui l'a touché ; rien ne change.
## { $control } vaut button (bouton) ou menu.

old-button = { $control ->
    [menu] Ce menu
   *[button] Ce bouton
} vient d'une version précédente du bot et ne fait plus rien ; rien n'a changé.
old-button-board = { $control ->
    [menu] Ce menu
   *[button] Ce bouton
} vient d'une version précédente du bot et ne fait plus rien. Voici où en est la partie :
