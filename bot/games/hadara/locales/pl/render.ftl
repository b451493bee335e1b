# Teksty rysowane na obrazkach (odpowiadają render/i18n.py; ids muszą się dokładnie zgadzać).

already-have-level = Masz już ten poziom
available = dostępne
buy = Kup
buy-result = Monety { $before } → { $after }
cannot-afford = Za mało monet
card-count = { $count } { $count ->
    [one] karta
    [few] karty
    [many] kart
   *[other] karty
}
cards = Karty
carved = wykute
cat-cards = Karty
cat-coins = Monety (1 za 5)
cat-colonies = Kolonie
cat-gold = Złote pieczęcie
cat-silver = Srebrne pieczęcie
cat-statues = Popiersia
chosen = wybrano
coat-dragon = Smok
coat-lion = Lew
coat-monkey = Małpa
coat-pegasus = Pegaz
coat-scarab = Skarabeusz
coins = Monety
colonies = Kolonie
colony-empty = Stos pusty
colony-left = Zostało { $count }
colony-level = Poziom { $level }
color-blue = Niebieski
color-green = Zielony
color-letter-blue = N
color-letter-green = Zi
color-letter-purple = F
color-letter-red = C
color-letter-yellow = Żó
color-purple = Fioletowy
color-red = Czerwony
color-yellow = Żółty
cost = Koszt
deck-size = Talia { $count }
decks = Talie i stosy kart odrzuconych
discount-next = Kolejne karty ({ $color }) tańsze o 1
effect = Efekt
effect-P-I-1 = Sprzedając kartę, dostajesz 1 monetę więcej niż jej wartość sprzedaży.
effect-P-I-2 = Przy zakupie połóż na tej karcie jeden ze swoich żetonów bonusu: ten tor +2.
effect-P-I-3 = +1 kultury za każdą twoją niebieską kartę, teraz i później.
effect-P-I-4 = +1 żywności za każdą twoją zieloną kartę, teraz i później.
effect-P-I-5 = +1 dochodu za każdą twoją żółtą kartę, teraz i później.
effect-P-I-6 = +1 siły militarnej za każdą twoją czerwoną kartę, teraz i później.
effect-P-II-1 = Każde popiersie z odkrytym żetonem daje swojemu torowi +2 więcej; każdy zakryty żeton daje 2 punkty więcej.
effect-P-II-2 = Tańsze pieczęcie: srebrna II 4, III 15; złota II 6, III 22.
effect-P-II-3 = Gdy przy wyżywieniu musisz odrzucić karty, zapłać zamiast tego 2 monety za kartę (najwyżej 6).
effect-P-II-4 = Przy wyżywieniu 3 monety za każdy punkt żywności ponad liczbę twoich kart (najwyżej 12).
effect-P-II-5 = Przy dochodzie 2 monety za siłę militarną, kulturę i żywność powyżej dochodu (najwyżej 6).
effect-P-II-6 = Za każdym razem, gdy zdobywasz kolonię, dostajesz 4 monety.
effect-P-III-1 = Jedna srebrna pieczęć daje pełną wartość toru zamiast połowy.
effect-P-III-2 = Na koniec 4 punkty za każdy pełny zestaw pięciu kolorów.
effect-P-III-3 = Przy złotych pieczęciach ta karta liczy się jako karta dowolnego jednego koloru.
effect-P-III-4 = W każdym takim etapie zdobądź do dwóch kolonii i wykuj do dwóch popiersi.
effect-P-III-5 = Twoje wymagania dla kolonii i popiersi są niższe o 4.
effect-P-III-6 = Brakuje do wymagania kolonii lub popiersia? Zapłać 3 monety za każdy brakujący punkt (najwyżej 10 punktów na etap).
effect-short-P-I-1 = Sprzedaż o 1 drożej
effect-short-P-I-2 = Żeton bonusu +2
effect-short-P-I-3 = +1 kultury za niebieską
effect-short-P-I-4 = +1 żywności za zieloną
effect-short-P-I-5 = +1 dochodu za żółtą
effect-short-P-I-6 = +1 siły za czerwoną
effect-short-P-II-1 = Popiersia +2
effect-short-P-II-2 = Tańsze pieczęcie
effect-short-P-II-3 = Wyżywienie monetami
effect-short-P-II-4 = Nadwyżka żywności
effect-short-P-II-5 = Premia do dochodu
effect-short-P-II-6 = Kolonia +4 monety
effect-short-P-III-1 = Pełna srebrna
effect-short-P-III-2 = 4 za zestaw kolorów
effect-short-P-III-3 = Dowolny kolor
effect-short-P-III-4 = Dwa na etap
effect-short-P-III-5 = Wymagania −4
effect-short-P-III-6 = Opłata za wymagania
effects = Efekty
epoch = Epoka { $epoch }
epoch-card = Epoka { $epoch } · { $color }
face-down = zakryty
face-up = odkryty
first-player = Gracz rozpoczynający
gold = Złota
gold-cost = Złota pieczęć: { $coins } { $coins ->
    [one] moneta
    [few] monety
    [many] monet
   *[other] monety
}
gold-preview = Teraz { $sets } { $sets ->
    [one] pełny zestaw
    [few] pełne zestawy
    [many] pełnych zestawów
   *[other] pełnego zestawu
}
gold-sets = { $sets } { $sets ->
    [one] zestaw
    [few] zestawy
    [many] zestawów
   *[other] zestawu
} × { $medals } złot.
initiative = Inicjatywa { $value }
integrate = Przyłącz
integrate-cost = −{ $coins }
integrated = Przyłączona
medals = Pieczęcie
medals-left = Wolne pola: srebrne { $silver }, złote { $gold }
more = +{ $count } więcej
nobody = nikt
none = —
not-your-turn = Teraz nic nie decydujesz
other-card = Druga karta trafia odkryta na stos
out-of-game = Poza grą: { $count }
pass = Pas
pay-instead = Zapłać 2 monety zamiast odrzucać
phase-A = Faza A
phase-B = Faza B
phase-end = Koniec gry
phase-setup = Przygotowanie
pile-empty = Brak kart
pile-size = Stos { $count }
players = Gracze
plunder = Splądruj
plunder-gain = +{ $coins }
plundered = Splądrowana
points-short = { $points } pkt
price = Cena { $coins }
price-discount = Cena { $coins } (koszt { $cost } − { $discount })
prompt-colony = Zdobądź jedną kolonię albo spasuj
prompt-draft = Zatrzymaj jedną kartę (kup lub sprzedaj); druga trafia na stos: { $color }
prompt-feed = Odrzuć karty: { $count } (żywność { $food }, karty { $cards })
prompt-medal = Kup pieczęcie albo spasuj
prompt-over = Gra się skończyła
prompt-side = Wybierz stronę A lub B swojej karty startowej
prompt-statue = Wykuj jedno popiersie z żetonem bonusu albo spasuj
prompt-take = Weź wierzchnią kartę ze stosu, potem ją kup lub sprzedaj
prompt-wheel = Wybierz, na co wskazują herby w rundzie 1
remove-card = Odrzuć
requirement = Wymaga: { $track } { $value }
requirement-met = Wymaganie spełnione
requirement-missing = Brakuje { $missing }
rotation = Ustawienie { $value }
sale-back = Sprzedaż za { $coins }
score-live = Bieżąca punktacja
score-so-far = Dotychczasowe punkty
score-title = Punktacja końcowa
sell = Sprzedaj
sell-result = Monety { $before } → { $after }
sets = Zestawy { $count }
setup-side = Strona startowa { $side }
side = Strona { $side }
silver = Srebrna
silver-cost = Srebrna pieczęć: { $coins } { $coins ->
    [one] moneta
    [few] monety
    [many] monet
   *[other] monety
}
silver-preview = Teraz warta { $points }
silver-value = Srebrna: { $points } pkt
starred = ★ zaawansowana
statue-bonus = Premia { $value }
statue-need = Kultura { $value }
statues = Popiersia
step-colony = Zdobycie kolonii
step-draft = Runda dobierania { $round } z 5
step-feed = Wyżywienie ludności
step-medal = Zakup pieczęci
step-over = Punktacja końcowa
step-side = Wybór strony karty startowej
step-statue = Wykucie popiersia
step-take = Branie odkrytych kart
step-wheel = Ustawienie koła
tiebreak = Pozostałe monety
tiles-left = Pozostałe żetony bonusu
to-act = Kolej na ruch
total = Razem
track-change = { $before } → { $after }
track-culture = Kultura
track-food = Żywność
track-income = Dochód
track-military = Siła militarna
tracks = Tory
unavailable = niedostępne
variant-advanced = Gra zaawansowana
variant-basic = Gra podstawowa
waiting = Czekamy na: { $names }
wheel = Koło
winner = Zwycięzca
your-holdings = Ty
your-turn = Twoja decyzja

# Obrazki decyzji i układ na telefon
winners = Zwycięzcy
colony-need = Wymagana siła militarna
points = Punkty
points-gain = Punkty: { $points }
medals-change = Pieczęcie i popiersia: { $points }
pile-under = Kart pod spodem: { $count }
requirement-pay = Brakuje { $missing }: zapłać { $coins } { $coins ->
    [one] monetę
    [few] monety
   *[many] monet
}
integrate-hidden = Zyski i punkty z ukrytej strony
tile-count = Żetony: { $count }
feed-done = Wtedy ludność jest wyżywiona
feed-more = Potem odrzuć jeszcze { $count }
pay-left = jeszcze najwyżej { $count } razy
silver-rule = Wolne pola: { $left } · pieczęć daje połowę wartości toru (w górę)
silver-worth = { $track } { $value } → teraz { $points } pkt
gold-worth = Pełne zestawy: { $sets } → teraz { $points } pkt
gold-rule = Wolne pola: { $left } · pieczęć daje 7 pkt za każdy zestaw pięciu kolorów
wheel-rotation = Ustawienie: talia, na którą w 1. rundzie wskazuje każdy herb
wheel-turns = Po każdej rundzie koło obraca się o jedno pole, więc w ciągu pięciu rund każdy dobiera raz z każdej talii.
score-tiebreak-rule = Przy remisie wygrywa gracz z największą liczbą pozostałych monet
statue-face-up = Żeton odkryty: jego tor +{ $bonus }
statue-face-down = Żeton zakryty: punkty { $points }
