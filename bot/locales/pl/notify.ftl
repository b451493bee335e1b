## /notify, /away, /back i powiadomienia o ruchu (bot/cogs/notify.py, bot/presenter/messages.py)

cmd-notify = Jak bot ma ci dawać znać, że masz ruch, we wszystkich twoich grach
    .name = powiadomienia
opt-mode = Oznaczenie na kanale gry, wiadomość prywatna albo jedno i drugie
    .name = sposób
opt-time-zone = Twoja strefa czasowa, np. Europe/Warsaw (dla ciszy nocnej i podsumowania)
    .name = strefa_czasowa
opt-quiet-hours = Bez oznaczeń i wiadomości między tymi godzinami, np. 22:00-07:00 (wył: nigdy)
    .name = cisza_nocna
opt-digest = Jedna wiadomość dziennie o tej godzinie zamiast powiadomienia o każdym ruchu
    .name = podsumowanie
choice-notify-channel = Oznaczenie na kanale
choice-notify-dm = Wiadomość prywatna
choice-notify-both = Oznaczenie i wiadomość
choice-digest-off = Wyłączone: powiadomienie o każdym ruchu

cmd-away = Wyjeżdżasz? Twoje gry będą o tym wiedzieć, przypomnienia ustaną
    .name = nieobecność
opt-until = Do kiedy: pt, pt 18:00, 3d, 12h albo 2026-12-01
    .name = do
opt-policy = W tym czasie: stół czeka, AI odpowiada tylko poza twoją turą albo AI gra za ciebie
    .name = tryb
choice-away-wait = Poczekajcie na mnie
choice-away-answers = Odpowiadaj za mnie, tury zostaw
choice-away-ai = Niech AI gra za mnie
cmd-back = Już jestem: koniec nieobecności
    .name = powrót
opt-away-hours = Ile godzin najwyżej stół czeka na nieobecnego gracza (0: nie czeka)
    .name = godziny_nieobecności

notify-settings-title = Twoje powiadomienia (wszystkie gry, wszystkie serwery)
notify-mode = Powiadomienia o ruchu: { $mode }
notify-zone = Strefa czasowa: { $zone } (jest tam teraz { $time })
notify-quiet = Cisza nocna: { $start }–{ $end }
notify-quiet-off = Cisza nocna: brak
notify-digest = Dzienne podsumowanie o { $hour } zamiast powiadomienia o każdym ruchu
notify-digest-off = Dzienne podsumowanie: wyłączone
notify-away = Nieobecność do { $until } · { $policy }
notify-saved = Zapisano.
notify-bad-zone = Nie znam strefy czasowej „{ $zone }”. Wybierz ją z listy, np. Europe/Warsaw. Nic nie zostało zmienione.
notify-bad-quiet = Podaj ciszę nocną jako od–do w swoim czasie lokalnym, np. 22:00-07:00, albo „wył”. Nic nie zostało zmienione.
notify-bad-until = Nie umiem odczytać „{ $until }” jako czasu. Spróbuj pt, pt 18:00, 3d, 12h albo 2026-12-01 (najwyżej rok naprzód).
notify-bad-digest = Wybierz godzinę podsumowania z listy (np. 08:00) albo „wył”. Nic nie zostało zmienione.
away-set = Nieobecność ustawiona do { $until }. { $policy }
away-policy-wait = Twoje stoły poczekają na ciebie (tak długo, jak pozwala każda gra) i nie będą przypominać.
away-policy-answers = Na pytania poza twoją turą odpowiedzą twoje odpowiedzi z góry, a w ich braku AI; twoje tury poczekają.
away-policy-ai = Do twojego powrotu AI gra i odpowiada za ciebie.
away-back = Witaj z powrotem! Nieobecność się skończyła.
away-missed = Pod twoją nieobecność w grze **{ $game }** ({ $link }):
away-not-away = Nie masz teraz ustawionej nieobecności.

notify-turn-dm = Twój ruch w grze { $game }: { $link } (czeka { $time })
notify-turn-line = [{ $game }]({ $link }) · czeka { $time }
notify-digest-title = { $count ->
    [one] **Dzienne podsumowanie:** 1 gra czeka na twój ruch
    [few] **Dzienne podsumowanie:** { $count } gry czekają na twój ruch
   *[other] **Dzienne podsumowanie:** { $count } gier czeka na twój ruch
}
mygames-away = Nieobecność do { $until }.
table-away = { $name }: nieobecność do { $until }
