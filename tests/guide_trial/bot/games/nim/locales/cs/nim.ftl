# Nim: všechny texty hry (identifikátory nim-…). Proměnné jsou čísla kromě $player (jméno
# hráče) a $winners (jména, která spojí vykreslovač).

## Hra a její varianty

nim-name = Nim
nim-variant-normal = Normální hra
nim-variant-misere = Misère

## Tlačítka a nabídky

nim-act-take = Vzít { $count } z hromádky { $pile }
nim-group-pile = Hromádka { $pile } ({ $size })

## Záznam hry

nim-log-take =
    { $player } bere { $count ->
        [one] { $count } kamínek
        [few] { $count } kamínky
       *[other] { $count } kamínků
    } z hromádky { $pile } ({ $left ->
        [one] zbývá { $left }
        [few] zbývají { $left }
       *[other] zbývá { $left }
    }).
nim-log-over-normal = Konec hry: { $player } bere poslední kamínek a vyhrává.
nim-log-over-misere = Konec hry: { $player } bere poslední kamínek a prohrává; ostatní vyhrávají.

## Obrázky

nim-img-seat = Hráč { $seat }
nim-img-rule-normal = Kdo vezme poslední kamínek, vyhrává
nim-img-rule-misere = Kdo vezme poslední kamínek, prohrává
nim-img-limit =
    { $limit ->
        [one] Vezměte 1 kamínek z jedné hromádky
        [few] Vezměte 1 až { $limit } kamínky z jedné hromádky
       *[other] Vezměte 1 až { $limit } kamínků z jedné hromádky
    }
nim-img-no-limit = Vezměte libovolný počet kamínků z jedné hromádky
nim-img-pile = Hromádka { $pile }
nim-img-turn = Na tahu: { $player }
nim-img-your-move = Jste na tahu
nim-img-pick = Vyberte hromádku a kolik kamínků z ní vzít
nim-img-winners =
    { $count ->
        [one] Vyhrává
       *[other] Vyhrávají
    }: { $winners }
nim-img-last = Poslední tah
nim-img-move = { $player }: { $count } z hromádky { $pile }
nim-img-no-move = Zatím žádný tah
nim-img-move-n = Tah { $move }
nim-img-taken = Vzato
nim-img-last-stone = Poslední kamínek
nim-img-result = Výsledek
nim-img-won = Výhra
nim-img-lost = Prohra
nim-img-playing = Hraje
nim-img-score-title = Konečný výsledek
nim-img-score-live = Průběh hry
