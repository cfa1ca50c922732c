## Un bouton d'un tour passé : où en est la partie.

stale-no-game = La table a changé depuis ce message ; il n'y a plus de partie en cours ici.
stale-moved-on = La table a changé depuis ce message.
stale-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente.
stale-link = La table a changé depuis ce message. Tour en cours : { $link }
stale-link-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente : { $link }

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
