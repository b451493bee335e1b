## Through the Ages na hoście: polecenia, poczekalnia, pomoc, dane /karta

tta-name = Cywilizacja: Poprzez wieki
tta-help =
    Cywilizacja: Poprzez wieki (pierwsze wydanie) dla 2–4 graczy: prowadź swoją cywilizację od starożytności dzięki technologiom, budynkom, cudom, przywódcom, a w dłuższych grach także sile militarnej.
    • /tta nowa otwiera poczekalnię: gra szkoleniowa (starożytność i epoka I, do nauki), gra zaawansowana (do epoki II) albo pełna (do epoki III, z wojnami) oraz warianty z instrukcji.
    • Gdy masz ruch, twoje możliwości są przy stole: weź kartę z rzędu, zagraj z ręki, buduj, ulepszaj, populacja, cuda, wojsko, koniec tury. Długie listy otwierają się jako menu, poziom po poziomie.
    • To, co możesz widzieć tylko ty (twoje karty militarne, twoja odpowiedź na atak), przychodzi w wiadomości prywatnej; jeśli masz je zamknięte, użyj /tta ręka. /tta plansza pokazuje planszę dowolnego narodu.
variant-simple = gra szkoleniowa
variant-advanced = gra zaawansowana
variant-full = gra pełna
cmd-tta = Zagraj na tym kanale w Cywilizację: Poprzez wieki
    .name = tta
cmd-tta-new = Otwórz poczekalnię nowej gry w Cywilizację: Poprzez wieki
    .name = nowa
cmd-tta-hand = Pokaż swoje prywatne możliwości i rękę (widzisz je tylko ty)
    .name = ręka
cmd-tta-board = Pokaż planszę narodu (widzisz ją tylko ty)
    .name = plansza
cmd-tta-undo = Cofnij swoją ostatnią akcję w tej turze
    .name = cofnij
opt-tta-variant = Gra szkoleniowa (do nauki), zaawansowana (do epoki II) albo pełna (do epoki III)
opt-tta-max-players = Ilu graczy może dołączyć (2–4)
opt-tta-easier = Łatwiejsze zarządzanie narodem: jeden robotnik i jeden budynek każdego rodzaju więcej
    .name = łatwiej
opt-tta-milder-combat = Łagodniejsze walki (3–4 graczy): nikogo nie atakuje kilka narodów naraz
    .name = łagodne_walki
opt-tta-peaceful = Gra pokojowa: bez agresji i wojen
    .name = pokojowa
opt-tta-continuous-draw = Dobieraj karty militarne w trakcie tury, każdą za jedną akcję militarną
    .name = ciągłe_dobieranie
opt-tta-pre-revealed-bonuses = Gra pełna: wydarzenia epoki III odkryte na początku do końcowej punktacji (0–5)
    .name = odkryte_premie
opt-tta-gradual-reveal = Gra pełna: pięć punktowanych wydarzeń odkrywanych po jednym w każdej epoce
    .name = stopniowe_odkrywanie
choice-tta-simple = Gra szkoleniowa
choice-tta-advanced = Gra zaawansowana
choice-tta-full = Gra pełna
tta-fact-age = Epoka
tta-fact-kind = Rodzaj
tta-fact-type = Typ
tta-fact-science = Nauka do zagrania
tta-fact-build = Surowce do budowy
tta-fact-government = Akcje cywilne / militarne / budynki jednego typu
tta-fact-stages = Etapy cudu
tta-fact-copies = Egzemplarze (2 / 3 / 4 graczy)
