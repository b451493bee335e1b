## Nim na hoście: komendy, poczekalnia, pomoc

variant-normal = { nim-variant-normal }
variant-misere = { nim-variant-misere }
nim-help =
    Nim dla 2–4 graczy, stara gra w zabieranie kamyków: na stole leży kilka stosów, a w swoim ruchu bierzesz kamyki z jednego stosu, ile chcesz (albo najwyżej tyle, na ile pozwala limit ustawiony w poczekalni).
    • /nim nowa otwiera poczekalnię (zwykła gra albo misère, gracze, liczba stosów, najwięcej kamyków w jednym ruchu).
    • Zwykła gra: kto weźmie ostatni kamyk, wygrywa. Misère: kto weźmie ostatni kamyk, przegrywa, a pozostali wygrywają.
    • Ruchy wykonuje się przyciskami pod stołem.
cmd-nim = Zagraj na tym kanale w Nim
    .name = nim
opt-nim-piles = Ile stosów kamyków (2–6)
    .name = stosy
opt-nim-max-take = Najwięcej kamyków w jednym ruchu (1–5; 0: bez limitu)
    .name = maks_weź
choice-nim-normal = Zwykła gra (ostatni kamyk wygrywa)
choice-nim-misere = Misère (ostatni kamyk przegrywa)
