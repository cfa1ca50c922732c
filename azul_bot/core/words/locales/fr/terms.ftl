## Les termes du jeu, un mot par chose.

-marker = marqueur premier joueur

## Couleurs, centre et plancher, affichés et tapés.

color-blue = bleu
color-yellow = jaune
color-red = rouge
color-black = noir
color-white = blanc
word-center = centre
word-floor = plancher

## Nommer les pièces.

source-factory = la Fabrique { $number }
source-center = le centre de la table
line-pattern = la ligne Motif { $number }
line-floor = la ligne Plancher
color-tiles = { $color ->
    [blue] { $count ->
        [one] { $count } bleue
       *[other] { $count } bleues
    }
    [yellow] { $count ->
        [one] { $count } jaune
       *[other] { $count } jaunes
    }
    [red] { $count ->
        [one] { $count } rouge
       *[other] { $count } rouges
    }
    [black] { $count ->
        [one] { $count } noire
       *[other] { $count } noires
    }
   *[white] { $count ->
        [one] { $count } blanche
       *[other] { $count } blanches
    }
}
list-nothing = rien
list-and = { $first } et { $second }

## Une personne dont le nom d'affichage n'a rien à montrer (vide, ou fait de caractères invisibles).

name-nameless = Joueur
