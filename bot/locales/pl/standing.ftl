## /<game> answers: odpowiedzi podane z góry przez gracza (bot/ui/answers.py). Stronę widzi
## tylko on; pytania i odpowiedzi danej gry są w jej katalogu (<game>-standing-…).

cmd-game-answers = Podaj odpowiedzi na pytania zadawane poza twoją turą (widzisz je tylko ty)
    .name = odpowiedzi
standing-title = Twoje odpowiedzi podane z góry
standing-intro = Gdy któreś z tych pytań padnie poza twoją turą, odpowiedź zostanie udzielona od razu — tylko taka, jaką można by dać na żywo. Nikt inny nie widzi tej listy.
standing-unset = nie ustawiono: zapytamy cię
standing-unset-short = Nie ustawiono
standing-pick-question = Wybierz pytanie, na które odpowiesz z góry
standing-pick-kind = Wybierz swoją odpowiedź
standing-clear = Usuń: pytaj mnie
standing-back = Wszystkie pytania
standing-yes = Tak
standing-no = Nie
standing-none = Ta gra nie zadaje pytań, na które można odpowiedzieć z góry.
standing-bad-answer = To menu nie pasuje do pytań tej gry; nic nie zostało zmienione.
standing-stale = To menu było nieaktualne (twoja odpowiedź się zmieniła); oto aktualne.
standing-not-yours = To menu należy do innego gracza. Swoje odpowiedzi ustawisz własnym poleceniem odpowiedzi.
