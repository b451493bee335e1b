# Zapieczętowane oferty: wszystkie teksty gry (identyfikatory bids-…). Zmienne to liczby poza
# $player, $lead (imię gracza, zawsze w mianowniku) oraz $bids, $winners (listy łączone przez bota).

## Gra, jej warianty i opcje

bids-name = Zapieczętowane oferty
bids-description = Licytuj w tajemnicy nagrody warte punkty; każdą nagrodę zdobywa najwyższa oferta.
bids-variant-first_price = Aukcja pierwszej ceny
bids-variant-second_price = Aukcja drugiej ceny
bids-option-coins = Monety na start
bids-option-rounds = Liczba rund

## Przyciski i menu

bids-act-bid = Zaoferuj { $amount }
bids-act-keep =
    Zatrzymaj ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    })
bids-act-cash =
    Wymień na { $coins ->
        [one] { $coins } monetę
        [few] { $coins } monety
        [many] { $coins } monet
       *[other] { $coins } monety
    }
bids-group-range = { $low }–{ $high }

## Dziennik gry

bids-log-round =
    Runda { $round } z { $rounds }: licytowana jest nagroda za { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }. Zaczyna: { $lead }.
bids-log-bid = { $player }: oferta złożona.
bids-log-bid-secret =
    Twoja tajna oferta: { $amount ->
        [one] { $amount } moneta
        [few] { $amount } monety
        [many] { $amount } monet
       *[other] { $amount } monety
    }.
bids-log-bid-entry = { $player }: { $amount }
bids-log-reveal = Odkryte oferty: { $bids }.
bids-log-win =
    { $player } zdobywa nagrodę za { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    } i płaci { $price ->
        [one] { $price } monetę
        [few] { $price } monety
        [many] { $price } monet
       *[other] { $price } monety
    }.
bids-log-discard =
    Nikt nic nie zaoferował, nagroda za { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    } przepada.
bids-log-keep =
    { $player } zatrzymuje nagrodę za { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }.
bids-log-cash =
    { $player } wymienia nagrodę na { $coins ->
        [one] { $coins } monetę
        [few] { $coins } monety
        [many] { $coins } monet
       *[other] { $coins } monety
    }.
bids-log-name = { $player }
bids-log-over =
    Koniec gry. { $count ->
        [one] Wygrywa
       *[other] Wygrywają
    }: { $winners }.

## Obrazki

bids-img-seat = Gracz { $seat }
bids-img-round = Runda { $round } z { $rounds }
bids-img-points =
    { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
bids-img-coins = Monety
bids-img-coins-n =
    { $coins ->
        [one] { $coins } moneta
        [few] { $coins } monety
        [many] { $coins } monet
       *[other] { $coins } monety
    }
bids-img-kept = Nagrody
bids-img-lead = Zaczyna
bids-img-deck =
    { $count ->
        [one] { $count } nagroda zakryta
        [few] { $count } nagrody zakryte
        [many] { $count } nagród zakrytych
       *[other] { $count } nagrody zakrytej
    }
bids-img-step-bid = Tajne oferty
bids-img-step-claim = Zatrzymać czy wymienić?
bids-img-step-over = Koniec gry
bids-img-has-bid = Oferta złożona
bids-img-bidding = Namyśla się…
bids-img-bid = Oferta { $amount }
bids-img-pays = płaci { $price }
bids-img-last = Ostatnia licytacja
bids-img-no-auction = Jeszcze nie było licytacji
bids-img-res-keep = Wygrana, zatrzymana
bids-img-res-cash = Wygrana, wymieniona
bids-img-res-lost = Przegrana
bids-img-res-discard = Nikt nie licytował
bids-img-res-pending = Wygrana, wybiera
bids-img-rule-first_price = Zwycięzca płaci swoją ofertę
bids-img-rule-second_price = Zwycięzca płaci drugą najwyższą ofertę
bids-img-rule-tie = Remis: wygrywa pierwszy w kolejce od zaczynającego
bids-img-your-turn = Twoja decyzja
bids-img-not-your-turn = Teraz nic nie decydujesz
bids-img-prompt-bid =
    Tajna oferta: od 0 do { $coins ->
        [one] { $coins } monety
       *[other] { $coins } monet
    }
bids-img-prompt-sealed =
    Twoja tajna oferta: { $amount ->
        [one] { $amount } moneta
        [few] { $amount } monety
        [many] { $amount } monet
       *[other] { $amount } monety
    }
bids-img-prompt-wait = Czekamy na pozostałe oferty
bids-img-prompt-claim = Licytacja wygrana, zapłacono { $price }
bids-img-prompt-over = Gra skończona
bids-img-col-bid = Oferta
bids-img-col-left = Zostanie monet
bids-img-col-worth = Wartość na koniec
bids-img-keep =
    Zatrzymaj: +{ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
bids-img-cash =
    Wymień: +{ $coins ->
        [one] { $coins } moneta
        [few] { $coins } monety
        [many] { $coins } monet
       *[other] { $coins } monety
    }
bids-img-after = { $before } → { $after }
bids-img-rivals = Rywale
bids-img-score-title = Wyniki końcowe
bids-img-score-live = Bieżące wyniki
bids-img-cat-prizes = Nagrody
bids-img-cat-coins = Monety ÷ 3
bids-img-total = Razem
bids-img-tiebreak = Pozostałe monety
bids-img-winner = Zwycięstwo
bids-img-col-round = Runda
bids-img-col-prize = Nagroda
bids-img-col-paid = Zapłata
bids-img-col-result = Wynik
bids-img-none = —
