## Tajne oferty na hoście: polecenia, poczekalnia, pomoc

variant-first_price = { bids-variant-first_price }
variant-second_price = { bids-variant-second_price }
bids-help =
    Tajne oferty dla 2–4 graczy, krótka gra aukcyjna: w każdej rundzie pojawia się nagroda warta 1–10 punktów i wszyscy licytują ją w tajemnicy; wygrywa najwyższa oferta.
    • /aukcja nowa otwiera poczekalnię (aukcja pierwszej lub drugiej ceny, gracze, monety na start, liczba rund).
    • Oferty składa się w wiadomości prywatnej (albo przyciskiem „Pokaż moje możliwości” przy stole); zwycięzca zatrzymuje nagrodę dla punktów albo zamienia ją na monety.
    • Na koniec każde 3 monety dają punkt więcej do zatrzymanych nagród.
cmd-bids = Zagraj na tym kanale w Tajne oferty
    .name = aukcja
cmd-bids-new = Otwórz poczekalnię nowej gry w Tajne oferty
    .name = nowa
cmd-bids-hand = Pokaż swoje prywatne możliwości (widzisz je tylko ty)
    .name = ręka
cmd-bids-board = Pokaż arkusz gracza (widzisz go tylko ty)
    .name = plansza
opt-bids-variant = Kto ile płaci: zwycięzca swoją ofertę albo drugą najwyższą ofertę
opt-bids-max-players = Ilu graczy może dołączyć (2–4)
opt-bids-coins = Z iloma monetami każdy zaczyna (6–30)
    .name = monety
opt-bids-rounds = Ile nagród idzie pod młotek (3–8)
    .name = rundy
choice-bids-first-price = Pierwsza cena (płacisz swoją ofertę)
choice-bids-second-price = Druga cena (płacisz drugą najwyższą ofertę)
