## Przyciski i menu

btn-side =
    Strona { $side } ({ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    })
btn-wheel = Ustawienie { $rotation }
btn-buy = Kup { $card } ({ $price })
btn-buy-tile = Kup { $card } ({ $price }), żeton { $tile }
btn-sell = Sprzedaj { $card } (+{ $coins })
btn-colony-plunder = Kolonia { $level }: splądruj (+{ $coins })
btn-colony-integrate = Kolonia { $level }: przyłącz (−{ $coins })
btn-statue-up = Popiersie { $statue } ({ $culture }): żeton { $tile } odkryty
btn-statue-down = Popiersie { $statue } ({ $culture }): żeton { $tile } zakryty
btn-feed-remove = Odrzuć { $card }
btn-feed-pay =
    Zapłać zamiast tego { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }
btn-silver = Srebrna pieczęć, żeton { $tile } ({ $coins })
btn-gold = Złota pieczęć ({ $coins })
btn-pass = Pas
select-statue = Popiersie { $statue } (kultura { $culture })
select-colony = Kolonia poziomu { $level }
select-pile = Stos { $color }: { $card }
select-feed = Odrzuć kartę
select-silver = Srebrna pieczęć
log-setup = Gra jest przygotowana.
log-initiative_coin =
    { $player } dostaje { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } za późną inicjatywę.
log-epoch = Zaczyna się Epoka { $epoch }; graczem rozpoczynającym jest { $player }.
log-wheel = { $player } ustawia koło na pozycję { $rotation }.
log-round = Runda dobierania { $round }.
log-chosen = { $player } dokonuje wyboru.
log-discard = { $player } odkłada { $card } na stos: { $pile }.
log-buy = { $player } kupuje { $card } za { $price }.
log-sell = { $player } sprzedaje kartę za { $coins }.
log-sell-card = { $player } sprzedaje { $card } za { $coins }.
log-income = { $player } otrzymuje dochód { $coins }.
log-colony =
    { $player } { $mode ->
        [integrate] przyłącza
       *[plunder] plądruje
    } kolonię poziomu { $level }.
log-colony_pass = { $player } nie bierze więcej kolonii.
log-colony_none = { $player } nie może zdobyć kolonii.
log-statue = { $player } wykuwa popiersie { $statue }.
log-statue_pass = { $player } nie wykuwa więcej popiersi.
log-phase = Zaczyna się Faza { $phase }.
log-take = { $player } bierze { $card } ze stosu: { $pile }.
log-feed_surplus = { $player } zarabia { $coins } na nadwyżce żywności.
log-hunger =
    { $player } musi odrzucić { $cards } { $cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }.
log-feed_remove = { $player } odrzuca { $card }.
log-feed_pay =
    { $player } płaci { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } zamiast odrzucić kartę.
log-medal_pass = { $player } nie kupuje więcej pieczęci.
log-silver = { $player } kupuje srebrną pieczęć za { $coins }.
log-gold = { $player } kupuje złotą pieczęć za { $coins }.
log-game_over = Gra się skończyła.
log-draw = Dobierasz { $cards }.
log-choice = Wybrano: { $action }.
log-sell_secret = Sprzedano: { $card }.

## Polecenia (wartość to opis, .name nazwa polecenia lub opcji w Discordzie)

cmd-hadara = Graj w Hadarę na tym kanale
    .name = hadara
cmd-hadara-new = Otwórz poczekalnię nowej gry w Hadarę
    .name = nowa
cmd-hadara-status = Pokaż ponownie stół gry na tym kanale
    .name = stan
cmd-hadara-hand = Pokaż swoje prywatne możliwości (widzisz je tylko ty)
    .name = ręka
cmd-hadara-log = Pokaż ostatnie ruchy
    .name = dziennik
cmd-hadara-abandon = Porzuć grę na tym kanale
    .name = porzuć
opt-hadara-variant = Gra podstawowa lub zaawansowana
opt-hadara-max-players = Ilu graczy może dołączyć (2–5)
choice-basic = Podstawowa
choice-advanced = Zaawansowana

hadara-name = Hadara

hadara-help = Hadara dla 2–5 graczy: trzy epoki wybierania kart, kolonie, posągi i medale.
    • /hadara nowa otwiera poczekalnię (gra podstawowa lub zaawansowana, liczba graczy, czasy).
    • W rundach dobierania każdy gracz dostaje wiadomość prywatną z dwiema kartami; jeśli masz wiadomości prywatne zamknięte, użyj /hadara ręka.
    • Gdy kilku graczy wybiera jednocześnie jawnie (posągi, medale), każdy ma na stole własne menu ze swoim imieniem.

cmd-hadara-board = Pokaż planszę gracza (widzisz ją tylko ty)
    .name = plansza
