## La notation des coups : les lettres que l'image de la table écrit pour les couleurs (sa
## légende), le centre (sa pastille) et le Plancher (à côté de la ligne Plancher), et que
## les joueurs peuvent taper dans /azul jouer. Écrites comme l'image les dessine ; tapées en
## majuscules ou en minuscules. Chaque langue a les siennes, et celles de toutes les langues
## sont lues, quelle que soit la langue du lecteur : une lettre ne veut jamais dire deux
## choses dans une même option (un test le vérifie). Bleu et blanc commencent tous deux par
## b : le b reste au bleu (comme en anglais et en néerlandais), le blanc prend son l.

letter-blue = b
letter-yellow = j
letter-red = r
letter-black = n
letter-white = l
letter-center = C
letter-floor = P

## Une personne dont le nom d'affichage n'a rien à montrer (vide, ou fait de caractères invisibles).

name-nameless = Joueur
