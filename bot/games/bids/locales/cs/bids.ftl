# Zapečetěné nabídky: všechny texty hry (id bids-…). Proměnné jsou čísla kromě $player, $lead
# (jméno hráče, vždy v 1. pádě) a $bids, $winners (seznamy, které spojí hostitel).

## Hra, její varianty a volby

bids-name = Zapečetěné nabídky
bids-description = Přihazujte tajně na ceny za body; každou cenu získá nejvyšší nabídka.
bids-variant-first_price = Aukce první ceny
bids-variant-second_price = Aukce druhé ceny
bids-option-coins = Počáteční mince
bids-option-rounds = Počet kol

## Tlačítka a nabídky

bids-act-bid = Nabídnout { $amount }
bids-act-keep =
    Ponechat ({ $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    })
bids-act-cash =
    Proměnit na { $coins ->
        [one] { $coins } minci
        [few] { $coins } mince
        [many] { $coins } mince
       *[other] { $coins } mincí
    }
bids-group-range = { $low }–{ $high }

## Záznam hry

bids-log-round =
    Kolo { $round } z { $rounds }: dražba ceny za { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }. Začíná: { $lead }.
bids-log-bid = { $player }: nabídka podána.
bids-log-bid-secret =
    Vaše tajná nabídka: { $amount ->
        [one] { $amount } mince
        [few] { $amount } mince
        [many] { $amount } mince
       *[other] { $amount } mincí
    }.
bids-log-bid-entry = { $player }: { $amount }
bids-log-reveal = Odkryté nabídky: { $bids }.
bids-log-win =
    { $player } získává cenu za { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    } a platí { $price ->
        [one] { $price } minci
        [few] { $price } mince
        [many] { $price } mince
       *[other] { $price } mincí
    }.
bids-log-discard =
    Nikdo nic nenabídl, cena za { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    } propadá.
bids-log-keep =
    { $player } si ponechává cenu za { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }.
bids-log-cash =
    { $player } proměňuje cenu na { $coins ->
        [one] { $coins } minci
        [few] { $coins } mince
        [many] { $coins } mince
       *[other] { $coins } mincí
    }.
bids-log-name = { $player }
bids-log-over =
    Konec hry. { $count ->
        [one] Vyhrává
       *[other] Vyhrávají
    }: { $winners }.

## Obrázky

bids-img-seat = Hráč { $seat }
bids-img-round = Kolo { $round } z { $rounds }
bids-img-points =
    { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
bids-img-coins = Mince
bids-img-coins-n =
    { $coins ->
        [one] { $coins } mince
        [few] { $coins } mince
        [many] { $coins } mince
       *[other] { $coins } mincí
    }
bids-img-kept = Ceny
bids-img-lead = Začíná
bids-img-deck =
    { $count ->
        [one] { $count } cena
        [few] { $count } ceny
        [many] { $count } ceny
       *[other] { $count } cen
    } lícem dolů
bids-img-step-bid = Tajné nabídky
bids-img-step-claim = Ponechat, nebo proměnit?
bids-img-step-over = Konec hry
bids-img-has-bid = Nabídnuto
bids-img-bidding = Rozmýšlí…
bids-img-bid = Nabídka { $amount }
bids-img-pays = platí { $price }
bids-img-last = Poslední dražba
bids-img-no-auction = Zatím žádná dražba
bids-img-res-keep = Vyhráno, ponecháno
bids-img-res-cash = Vyhráno, proměněno
bids-img-res-lost = Prohra
bids-img-res-discard = Nikdo nenabídl
bids-img-res-pending = Vyhráno, volí
bids-img-rule-first_price = Vítěz platí svou nabídku
bids-img-rule-second_price = Vítěz platí druhou nejvyšší nabídku
bids-img-rule-tie = Při shodě vyhrává ten, kdo je dřív po začínajícím
bids-img-your-turn = Vaše rozhodnutí
bids-img-not-your-turn = Teď nic nerozhodujete
bids-img-prompt-bid =
    Tajná nabídka: 0 až { $coins ->
        [one] { $coins } mince
        [few] { $coins } mince
        [many] { $coins } mince
       *[other] { $coins } mincí
    }
bids-img-prompt-sealed =
    Vaše tajná nabídka: { $amount ->
        [one] { $amount } mince
        [few] { $amount } mince
        [many] { $amount } mince
       *[other] { $amount } mincí
    }
bids-img-prompt-wait = Čeká se na ostatní nabídky
bids-img-prompt-claim = Dražba je vaše, zaplaceno { $price }
bids-img-prompt-over = Hra skončila
bids-img-col-bid = Nabídka
bids-img-col-left = Zbude mincí
bids-img-col-worth = Hodnota na konci
bids-img-keep =
    Ponechat: +{ $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
bids-img-cash =
    Proměnit: +{ $coins ->
        [one] { $coins } mince
        [few] { $coins } mince
        [many] { $coins } mince
       *[other] { $coins } mincí
    }
bids-img-after = { $before } → { $after }
bids-img-rivals = Soupeři
bids-img-score-title = Konečné skóre
bids-img-score-live = Průběžné skóre
bids-img-cat-prizes = Ceny
bids-img-cat-coins = Mince ÷ 3
bids-img-total = Celkem
bids-img-tiebreak = Zbylé mince
bids-img-winner = Vítězství
bids-img-col-round = Kolo
bids-img-col-prize = Cena
bids-img-col-paid = Zaplaceno
bids-img-col-result = Výsledek
bids-img-none = —
