## /leaderboard, /stats, /privacy i przycisk Rewanż (bot/cogs/social.py, bot/rematch.py,
## render/ratings.py)

cmd-leaderboard = Ranking gry: ocena, rozgrywki, wygrane i średnie miejsce
    .name = ranking
opt-ladder = Który ranking
    .name = gra
opt-where = Ranking tego serwera albo wspólny dla wszystkich serwerów
    .name = gdzie
choice-where-server = Ten serwer
choice-where-everywhere = Wszystkie serwery
ladder-tta-simple = Cywilizacja: gra szkoleniowa
ladder-tta = Cywilizacja: gra zaawansowana i pełna

cmd-stats = Wyniki gracza: rozgrywki, wygrane, ocena w czasie, skąd ma punkty
    .name = statystyki
opt-stats-player = Czyje wyniki (domyślnie: twoje)
    .name = gracz
opt-stats-ladder = Który ranking (domyślnie: ten z twojej ostatniej gry)
    .name = gra

cmd-privacy = Co ten bot o tobie przechowuje i jak to usunąć
    .name = prywatność

## Ranking

ladder-scope-server = Ten serwer
ladder-scope-everywhere = Wszystkie serwery
ladder-text = **{ $ladder }** · { $scope } · strona { $page }/{ $pages }
ladder-empty = W tym rankingu nie ma jeszcze żadnej ocenionej gry: { $ladder } · { $scope }.
ladder-unknown = Nie ma takiego rankingu.
ratings-ai = SI ({ $level })
ratings-erased = (usunięty gracz)

## Napisy na obrazkach (telefon pokazuje je na ok. 400 px szerokości)

# The decimal mark of mean places and points.
ratings-decimal = ,
ratings-img-page = strona { $page }/{ $pages }
ratings-img-players = { $count ->
    [one] 1 gracz
    [few] { $count } gracze
   *[many] { $count } graczy
}
ratings-img-rank = #
ratings-img-player = Gracz
ratings-img-rating = Ocena
ratings-img-games = Gry
ratings-img-wins = Wygrane
ratings-img-place = Śr. miejsce
ratings-img-empty = Jeszcze żadnej ocenionej gry.
ratings-img-over-time = Ocena po każdej grze
ratings-img-no-curve = Wykres zaczyna się po drugiej ocenionej grze.

## /stats

stats-subtitle = { $ladder } · { $scope }
stats-by-count = Według liczby graczy
stats-count-row = { $count ->
    [few] { $count } gracze
   *[many] { $count } graczy
}
stats-by-variant = Według wariantu
stats-favourite = Ulubione
stats-best = Najmocniejsze
stats-favourite-text = { $source }: { $share }% twoich punktów
stats-best-text = { $source }: { $edge } względem średniej stołu
stats-none-self = Nie masz jeszcze żadnej ocenionej gry w tym rankingu: { $ladder }.
stats-none-other = Brak ocenionych gier w rankingu { $ladder }: { $name }.
stats-none-any-self = Nie masz jeszcze żadnej ocenionej gry.
stats-none-any-other = Brak ocenionych gier: { $name }.
stats-last = Twoje ostatnie gry:
stats-game-line = [{ $date }]({ $link }) · miejsce { $place }/{ $players } · { $score } pkt
stats-game-won = ★
stats-other-note = To, co pokazuje ranking: { $name }.

# Skąd pochodzą punkty, słowami danej gry.
source-colonies = Kolonie
source-statues = Popiersia
source-silver = Srebrne pieczęcie
source-gold = Złote pieczęcie
source-cards = Karty
source-coins = Monety
source-prizes = Nagrody
source-culture = Kultura w trakcie gry
source-events = Wydarzenia końcowe
source-techs = Technologie epoki I
source-strength = Siła militarna
source-happy = Uśmiechy
source-production = Produkcja

## /privacy

privacy-title = Co ten bot o tobie przechowuje
privacy-settings-none = Twoje ustawienia (/notify, /away): nic nie zapisano, obowiązują domyślne.
privacy-settings = Twoje ustawienia (/notify, /away): { $settings }
privacy-set-notify = powiadomienia: { $mode }
privacy-set-zone = strefa czasowa: { $zone }
privacy-set-quiet = godziny ciszy: { $start }–{ $end }
privacy-set-digest = dzienne podsumowanie o { $hour }:00
privacy-set-away = nieobecność do { $until }
privacy-games = Gry z twoim miejscem: poczekalnie { $lobby } · w toku { $running } · zakończone { $finished } · porzucone { $abandoned }
privacy-ratings = Twoje oceny:
privacy-ratings-none = Twoje oceny: brak.
privacy-rating-line = { $ladder } · { $scope }: { $rating } ±{ $pm } · { $games ->
    [one] 1 gra
    [few] { $games } gry
   *[many] { $games } gier
}
privacy-recorded = Gry zapisane dla rankingów: { $count }
privacy-how =
    Usunięcie kasuje twoje ustawienia i oceny, a z zakończonych i porzuconych gier twoje imię i konto: gry zostają i można je odtworzyć, twoje miejsce będzie oznaczone tylko numerem. Pozostali gracze zachowują swoje oceny.
    Poczekalnie i trwające gry zostają bez zmian: najpierw je dokończ albo z nich wyjdź.
privacy-delete = Usuń moje dane
privacy-confirm = Usunąć twoje ustawienia, oceny i imię w zakończonych grach? Tego nie da się cofnąć.
privacy-yes = Tak, usuń
privacy-no = Anuluj
privacy-done = Gotowe: ustawienia i oceny usunięte, { $count ->
    [one] 1 gra już cię nie wymienia.
    [few] { $count } gry już cię nie wymieniają.
   *[many] { $count } gier już cię nie wymienia.
}
privacy-kept = Nic nie zostało usunięte.
privacy-not-yours = Te przyciski należą do cudzego /privacy.

## Rewanż (przycisk pod końcową wiadomością gry)

rematch-button = Rewanż
rematch-not-player = O rewanż mogą poprosić tylko gracze tamtej gry.
rematch-busy = Na tym kanale toczy się już gra: rewanż można otworzyć po jej końcu.
rematch-opened = Otwarto poczekalnię rewanżu: { $link }
rematch-joined = Dołączono do rewanżu: { $link }
rematch-already = Już jesteś w rewanżu: { $link }
