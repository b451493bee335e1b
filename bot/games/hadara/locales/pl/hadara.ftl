## Przyciski i menu: każda etykieta mówi, co wybór kosztuje, daje i ile punktuje (najwyżej 80
## znaków). Nazwy wewnątrz zdania to zagnieżdżone komunikaty w przypadku, którego zdanie wymaga.

btn-side =
    Strona { $side }: dochód { $income }, siła militarna { $military }, kultura { $culture }, żywność { $food } ({ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    })
btn-wheel = Ustaw koło: najpierw dobierasz { $deck }
btn-buy =
    Kup { $card } { $price ->
        [0] za darmo
        [one] za { $price } monetę
        [few] za { $price } monety
        [many] za { $price } monet
       *[other] za { $price } monety
    }
btn-buy-tile =
    Kup { $card } za { $price } { $price ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } + { $tile } na kartę ({ $gain })
btn-sell =
    Sprzedaj { $card } za { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }
btn-colony-plunder = Kolonia { $level }: splądruj ({ $money }, { $points } pkt)
btn-colony-integrate = Kolonia { $level }: przyłącz ({ $money }; ukryta strona, co najmniej { $points } pkt)
btn-statue-up = Popiersie { $statue } ({ $points } pkt): { $tile } odkryty, { $gain }{ $paid }
btn-statue-down = Popiersie { $statue } ({ $points } pkt): { $tile } zakryty, +{ $bonus } pkt{ $paid }
btn-feed-remove = Odrzuć { $card }: { $losses }
btn-feed-pay =
    Zamiast odrzucać kartę, zapłać { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }
btn-silver =
    Srebrna pieczęć, { $tile } ({ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    }): pół { $track ->
        [income] dochodu
        [military] siły militarnej
        [culture] kultury
       *[food] żywności
    } = { $points } pkt
btn-gold =
    Złota pieczęć ({ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    }): { $per_set } pkt za zestaw 5 kolorów, teraz { $sets } { $sets ->
        [one] zestaw
        [few] zestawy
        [many] zestawów
       *[other] zestawu
    } = { $points } pkt
btn-pass =
    { $step ->
        [colony] Pas: bez kolejnej kolonii
        [statue] Pas: bez kolejnego popiersia
        [medal] Pas: bez kolejnej pieczęci
       *[other] Pas
    }
select-statue =
    Popiersie { $statue }: kultura { $culture }, { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
select-colony = Kolonia poziomu { $level } (siła militarna { $level })
select-pile = { $pile }: { $card }
select-feed = Odrzuć kartę
select-silver = Srebrna pieczęć

## Części etykiet i wpisów dziennika

track-delta =
    { $track ->
        [income] dochód
        [military] siła militarna
        [culture] kultura
       *[food] żywność
    } { $delta }
    .short =
        { $track ->
            [income] dochód
            [military] militaria
            [culture] kultura
           *[food] żywność
        } { $delta }
coins-plus =
    +{ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    }
coins-minus =
    −{ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    }
paid-none = {""}
paid-coins =
    {" "}(−{ $coins } { $coins ->
        [one] moneta
        [few] monety
        [many] monet
       *[other] monety
    })
points-minus = −{ $points } pkt
loss-effect = utrata efektu
loss-none = nic więcej

# Talie (zakryte, faza A): .from = „z niebieskiej talii”.
deck-blue = niebieska talia
    .from = z niebieskiej talii
deck-green = zielona talia
    .from = z zielonej talii
deck-yellow = żółta talia
    .from = z żółtej talii
deck-red = czerwona talia
    .from = z czerwonej talii
deck-purple = fioletowa talia
    .from = z fioletowej talii
# Stosy odkrytych kart (faza B): .title na początek menu, .acc = „na niebieski stos”,
# .from = „z niebieskiego stosu”.
pile-blue = niebieski stos
    .title = Niebieski stos
    .acc = niebieski stos
    .from = z niebieskiego stosu
pile-green = zielony stos
    .title = Zielony stos
    .acc = zielony stos
    .from = z zielonego stosu
pile-yellow = żółty stos
    .title = Żółty stos
    .acc = żółty stos
    .from = z żółtego stosu
pile-red = czerwony stos
    .title = Czerwony stos
    .acc = czerwony stos
    .from = z czerwonego stosu
pile-purple = fioletowy stos
    .title = Fioletowy stos
    .acc = fioletowy stos
    .from = z fioletowego stosu
# Żetony bonusu: .with = „z żółtym żetonem”.
tile-yellow = żółty żeton
    .with = z żółtym żetonem
tile-red = czerwony żeton
    .with = z czerwonym żetonem
tile-blue = niebieski żeton
    .with = z niebieskim żetonem
tile-green = zielony żeton
    .with = z zielonym żetonem

## Dziennik gry (imiona graczy stoją tam, gdzie nie potrzeba przypadku ani rodzaju)

log-setup = Gra jest przygotowana.
log-initiative_coin =
    { $player } dostaje { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } za późną inicjatywę.
log-epoch = Zaczyna się epoka { $epoch }; rozpoczyna { $player }.
log-wheel = { $player } ustawia koło. Pierwsze dobieranie: { $decks }.
log-wheel-deck = { $coat } ({ $player }) – { $deck }
log-round =
    { $round ->
        [1] Runda dobierania 1 z 5.
       *[other] Runda dobierania { $round } z 5: koło obraca się o jedno pole i każdy dobiera z następnej talii.
    }
log-chosen = { $player }: wybór dokonany.
log-draw = Dobierasz { $deck }: { $cards }.
log-choice =
    Twój wybór: { $mode ->
        [sell] sprzedać { $card }
       *[buy] kupić { $card }
    }.
log-discard = { $player } odkłada { $card } na { $pile }.
log-buy =
    { $player } kupuje { $card } { $price ->
        [0] za darmo
        [one] za { $price } monetę
        [few] za { $price } monety
        [many] za { $price } monet
       *[other] za { $price } monety
    }.
log-sell =
    { $player } sprzedaje kartę za { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }.
log-sell-card =
    { $player } sprzedaje { $card } za { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }.
log-sell_secret = Sprzedana karta: { $card }.
log-take = { $player } bierze { $card } { $pile }.
log-income =
    { $player } otrzymuje { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } dochodu.
log-colony-plunder =
    { $player } plądruje kolonię poziomu { $level }: { $money }, { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }.
log-colony-integrate =
    { $player } przyłącza kolonię „{ $colony }” (poziom { $level }): { $money }, { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }.
log-colony_pass = { $player } nie zdobywa już kolonii.
log-colony_none = { $player } nie może zdobyć żadnej kolonii.
log-statue =
    { $player } wykuwa popiersie { $statue }: { $tile } { $face ->
        [down] zakryty
       *[up] odkryty
    }{ $paid }.
log-statue_pass = { $player } nie wykuwa już popiersi.
log-phase =
    { $phase ->
        [A] Zaczyna się faza A.
       *[B] Zaczyna się faza B: gracze po kolei biorą wierzchnie karty z odkrytych stosów.
    }
log-feed_surplus =
    { $player } dostaje { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } za nadwyżkę żywności.
log-hunger =
    { $player } musi odrzucić { $cards } { $cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    } (za mało żywności).
log-feed_remove = { $player } odrzuca { $card }.
log-feed_pay =
    { $player } płaci { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    } zamiast odrzucić kartę.
log-medal_pass = { $player } nie kupuje już pieczęci.
log-silver =
    { $player } kupuje srebrną pieczęć { $tile } za { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }.
log-gold =
    { $player } kupuje złotą pieczęć za { $coins } { $coins ->
        [one] monetę
        [few] monety
        [many] monet
       *[other] monety
    }.
log-game_over = Gra się skończyła.

## Polecenia (wartość to opis, .name nazwa polecenia lub opcji w Discordzie)

cmd-hadara = Graj w Hadarę na tym kanale
    .name = hadara
cmd-hadara-new = Otwórz poczekalnię nowej gry w Hadarę
    .name = nowa
opt-hadara-variant = Gra podstawowa lub zaawansowana
opt-hadara-max-players = Ilu graczy może dołączyć (2–5)
choice-hadara-basic = Podstawowa
choice-hadara-advanced = Zaawansowana

hadara-name = Hadara

hadara-help = Hadara dla 2–5 graczy: trzy epoki wybierania kart, kolonie, popiersia i pieczęcie.
    • /hadara nowa otwiera poczekalnię (gra podstawowa lub zaawansowana, liczba graczy, czasy).
    • W rundach dobierania każdy gracz dostaje wiadomość prywatną z dwiema kartami; jeśli masz wiadomości prywatne zamknięte, użyj /hadara ręka.
    • Gdy kilku graczy wybiera jednocześnie jawnie (popiersia, pieczęcie), każdy ma na stole własne menu ze swoim imieniem.


## Tytuły decyzji: czego teraz od ciebie oczekuje gra (nagłówek wiadomości)

hadara-title-side = Wybierz stronę swojej karty startowej
hadara-title-wheel = Ustaw koło na pierwszą rundę dobierania
hadara-title-draft = Runda dobierania { $round } z 5: zatrzymaj jedną kartę, drugą odłóż
hadara-title-colony = Twój ruch: zdobądź kolonię albo spasuj
hadara-title-statue = Wykuj popiersie albo spasuj
hadara-title-take = Twój ruch: weź wierzchnią kartę ze stosu
hadara-title-feed = Wyżyw ludność: odrzuć { $count ->
        [one] { $count } kartę
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    }
hadara-title-medal = Kup pieczęcie albo spasuj

## Export (a file of the game)
