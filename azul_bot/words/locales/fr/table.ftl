## À la table, au bon moment : la manche, le temps restant, la dernière manche, les classements.

turn-round = Manche { $round }.
turn-round-deadline = Manche { $round } · le temps de ce tour s'écoule { $deadline }.
turn-last-round = ⚠️ **Dernière manche** : une rangée du mur sera complète à la fin de cette manche, et la partie se termine avec elle.
rating-change = { $direction ->
        [up] 📈
        [down] 📉
       *[same] ➖
    } { $name } : classement { $before } → { $after } ({ $change })
dm-turn-round = C'est à vous de jouer à Azul (manche { $round }) : { $link }
dm-turn-round-deadline = C'est à vous de jouer à Azul (manche { $round }) ; votre temps s'écoule { $deadline } : { $link }

## /azul moves : les coups joués jusqu'ici, racontés par le narrateur.

cmd-azul-moves = coups
cmd-azul-moves-desc = La liste des coups joués dans la partie de ce salon (vous seul la voyez)
cmd-azul-moves-page = page
cmd-azul-moves-page-desc = quelle page (la plus récente par défaut)
moves-title = **Coups joués** (page { $page } sur { $pages })
moves-none = Aucun coup n'a encore été joué dans cette partie.
moves-move = **{ $number }.** { $story }

## Une nouvelle partie sans fil à elle.

reply-lobby-opened-no-thread = Table ouverte ici : je ne peux pas ouvrir de fil dans ce salon (il me faut la permission Créer des fils publics, dans un salon textuel), la partie se joue donc dans ce salon.
