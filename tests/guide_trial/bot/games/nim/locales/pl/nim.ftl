# Nim: wszystkie teksty gry (identyfikatory nim-…). Zmienne to liczby, poza $player (imię
# gracza) i $winners (imiona złączone przez renderer).

## Gra i jej warianty

nim-name = Nim
nim-variant-normal = Zwykła gra
nim-variant-misere = Misère

## Przyciski i menu

nim-act-take = Weź { $count } ze stosu { $pile }
nim-group-pile = Stos { $pile } ({ $size })

## Dziennik gry

nim-log-take =
    { $player } bierze { $count ->
        [one] { $count } kamyk
        [few] { $count } kamyki
       *[other] { $count } kamyków
    } ze stosu { $pile } ({ $left ->
        [one] został { $left }
        [few] zostały { $left }
       *[other] zostało { $left }
    }).
nim-log-over-normal = Koniec gry: { $player } bierze ostatni kamyk i wygrywa.
nim-log-over-misere = Koniec gry: { $player } bierze ostatni kamyk i przegrywa; pozostali wygrywają.

## Obrazki

nim-img-seat = Gracz { $seat }
nim-img-rule-normal = Kto weźmie ostatni kamyk, wygrywa
nim-img-rule-misere = Kto weźmie ostatni kamyk, przegrywa
nim-img-limit =
    { $limit ->
        [one] Weź 1 kamyk z jednego stosu
       *[other] Weź od 1 do { $limit } kamyków z jednego stosu
    }
nim-img-no-limit = Weź dowolną liczbę kamyków z jednego stosu
nim-img-pile = Stos { $pile }
nim-img-turn = Ruch: { $player }
nim-img-your-move = Twój ruch
nim-img-pick = Wybierz stos, a potem, ile kamyków wziąć
nim-img-winners =
    { $count ->
        [one] Wygrywa
       *[other] Wygrywają
    }: { $winners }
nim-img-last = Ostatni ruch
nim-img-move = { $player }: { $count } ze stosu { $pile }
nim-img-no-move = Jeszcze nie było ruchu
nim-img-move-n = Ruch { $move }
nim-img-taken = Wzięte
nim-img-last-stone = Ostatni kamyk
nim-img-result = Wynik
nim-img-won = Wygrana
nim-img-lost = Przegrana
nim-img-playing = W grze
nim-img-score-title = Wynik końcowy
nim-img-score-live = Przebieg gry
