## Błędy (ids z bot/manager.py i warstwy Discorda)

error-no-game = Na tym kanale nie toczy się żadna gra. Rozpocznij ją poleceniem /hadara nowa.
error-channel-busy = Na tym kanale już toczy się gra. Najpierw ją zakończ lub porzuć albo rozpocznij nową na innym kanale lub w wątku.
error-not-in-lobby = Gra już się zaczęła; to działa tylko w poczekalni.
error-already-joined = Już siedzisz przy tej grze.
error-game-full = Gra jest pełna.
error-not-a-player = Nie grasz w tej grze.
error-creator-only = Może to zrobić tylko twórca gry.
error-creator-cannot-leave = Twórca nie może opuścić poczekalni; użyj /hadara porzuć.
error-not-enough-players = Do startu potrzeba co najmniej dwóch graczy.
error-need-human = Potrzebny jest co najmniej jeden gracz-człowiek.
error-not-your-turn = To nie twój ruch.
error-not-your-menu = To menu należy do gracza { $name }. Wybierz w menu ze swoim imieniem.
error-out-of-date = To pytanie jest nieaktualne; oto bieżące.
error-already-handled = To kliknięcie zostało już obsłużone.
error-game-over = Gra już się skończyła.
error-illegal = Ten ruch jest niedozwolony: { $reason ->
    [not_enough_coins] masz za mało monet.
    [requirement_not_met] wymaganie nie jest spełnione.
    [already_chosen] już wybrano.
    [already_taken] to jest już zajęte.
    [limit_reached] osiągnięto limit.
    [no_tile] nie masz żetonu bonusu w tym kolorze.
    [tile_required] potrzebny jest żeton bonusu.
    [pile_empty] ten stos jest pusty.
    [not_owned] nie masz tej karty.
    [not_needed] to nie jest potrzebne.
    [wrong_step] to nie należy do tego etapu.
    [unknown_card] nieznana karta.
    [unknown_target] nieznany cel.
    [game_over] gra się skończyła.
   *[other] { $reason }.
}
error-bad-action = Ten przycisk nie opisuje ruchu w tej grze.
error-no-permission = Potrzebujesz uprawnienia Zarządzanie kanałami (albo bycia twórcą gry).
error-unknown-ai-level = Nieznany poziom SI.
error-backend-unsupported = Ta baza danych nie jest jeszcze obsługiwana.
error-internal = Coś poszło nie tak po naszej stronie; spróbuj ponownie.
error-bot-permissions = Brakuje mi na tym kanale uprawnień: { $permissions }. Poproś administratora serwera o ich nadanie i spróbuj ponownie.
error-dm-only = Użyj tego polecenia na kanale serwera.

## Komunikaty (publiczne, w języku gry)

notice-dms-closed = { $player }, nie mogę wysyłać ci wiadomości prywatnych: użyj /hadara ręka, aby zobaczyć karty i wybrać.
notice-replaced = { $player } był(a) nieobecny(-a) zbyt długo; SI wykonała ten ruch za niego/nią.
notice-abandoned = Gra została porzucona.
notice-started = Gra się zaczyna!
notice-reminder = { $player }, gra czeka na twój ruch.
notice-not-acting = Teraz nie masz nic do zdecydowania.
notice-ai-moves = Gracze SI się zastanawiają…

## Poczekalnia

lobby-title = Hadara — nowa gra
lobby-body = Założył(a) { $creator } · { $variant } · do { $max } { $max ->
        [one] gracza
       *[other] graczy
    }.
    Przypomnienie po { $reminder } h, SI zastępuje nieobecnych graczy po { $replace } h.
lobby-seats = Gracze ({ $count }/{ $max })
lobby-ai-seat = { $name } (SI, { $level })
lobby-started = Gra się zaczęła.
lobby-abandoned = Ta gra została porzucona.
lobby-join = Dołącz
lobby-leave = Odejdź
lobby-ai-easy = + SI (łatwa)
lobby-ai-normal = + SI (zwykła)
lobby-ai-strong = + SI (silna)
ai-level-easy = łatwa
ai-level-normal = zwykła
ai-level-strong = silna
lobby-start = Start

## Stół, pytania, koniec

table-title = Hadara · { $progress }
table-waiting = Czekamy na: { $names }
table-link = Gra { $id }
prompt-your-move = { $mentions } — twój ruch.
table-secret = Wszyscy wybierają w tajemnicy, w wiadomościach prywatnych (przycisk poniżej pokaże twoje możliwości także tutaj).
table-menus = Każdy z was wybiera w menu ze swoim imieniem poniżej.
ping-your-move = { $mentions } — twój ruch w Hadarze: { $link }
prompt-private = Twoje karty na { $progress }. Wybierz poniżej.
prompt-private-channel = Gra na kanale { $channel }.
prompt-none = Teraz nie masz nic do zdecydowania.
finished-title = Koniec gry
finished-winner = { $count ->
    [one] Zwycięzca: { $names }!
   *[other] Zwycięzcy: { $names }!
}
finished-scores = { $name }: { $points } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}

## Przyciski i menu

btn-side = Strona { $side } ({ $coins } { $coins ->
    [one] moneta
    [few] monety
    [many] monet
   *[other] monety
})
btn-wheel = Ustawienie { $rotation }
btn-buy = Kup { $card } ({ $price })
btn-buy-tile = Kup { $card } ({ $price }), żeton { $tile }
btn-sell = Sprzedaj { $card } (+{ $coins })
btn-colony-plunder = Kolonia { $level }: splądruj (+{ $coins })
btn-colony-integrate = Kolonia { $level }: przyłącz (−{ $coins })
btn-statue-up = Popiersie { $statue } ({ $culture }): żeton { $tile } odkryty
btn-statue-down = Popiersie { $statue } ({ $culture }): żeton { $tile } zakryty
btn-feed-remove = Odrzuć { $card }
btn-feed-pay = Zapłać zamiast tego { $coins } { $coins ->
    [one] monetę
    [few] monety
    [many] monet
   *[other] monety
}
btn-silver = Srebrna pieczęć, żeton { $tile } ({ $coins })
btn-gold = Złota pieczęć ({ $coins })
btn-pass = Pas
btn-show-choices = Pokaż moje możliwości
select-statue = Popiersie { $statue } (kultura { $culture })
select-colony = Kolonia poziomu { $level }
select-pile = Stos { $color }: { $card }
select-feed = Odrzuć kartę
select-silver = Srebrna pieczęć
select-choose = Wybierz…
select-for = { $name }: wybierz…

## Dziennik gry (zdarzenia publiczne)

log-title = Ostatnie ruchy
log-empty = Jeszcze nie było ruchów.
log-setup = Gra jest przygotowana.
log-initiative_coin = { $player } dostaje { $coins } { $coins ->
    [one] monetę
    [few] monety
    [many] monet
   *[other] monety
} za późną inicjatywę.
log-epoch = Zaczyna się Epoka { $epoch }; graczem rozpoczynającym jest { $player }.
log-wheel = { $player } ustawia koło na pozycję { $rotation }.
log-round = Runda dobierania { $round }.
log-chosen = { $player } dokonuje wyboru.
log-discard = { $player } odkłada { $card } na stos: { $pile }.
log-buy = { $player } kupuje { $card } za { $price }.
log-sell = { $player } sprzedaje kartę za { $coins }.
log-sell-card = { $player } sprzedaje { $card } za { $coins }.
log-income = { $player } otrzymuje dochód { $coins }.
log-colony = { $player } { $mode ->
    [integrate] przyłącza
   *[plunder] plądruje
} kolonię poziomu { $level }.
log-colony_pass = { $player } nie bierze więcej kolonii.
log-colony_none = { $player } nie może zdobyć kolonii.
log-statue = { $player } wykuwa popiersie { $statue }.
log-statue_pass = { $player } nie wykuwa więcej popiersi.
log-phase = Zaczyna się Faza { $phase }.
log-take = { $player } bierze { $card } ze stosu: { $pile }.
log-feed_surplus = { $player } zarabia { $coins } na nadwyżce żywności.
log-hunger = { $player } musi odrzucić { $cards } { $cards ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
}.
log-feed_remove = { $player } odrzuca { $card }.
log-feed_pay = { $player } płaci { $coins } { $coins ->
    [one] monetę
    [few] monety
    [many] monet
   *[other] monety
} zamiast odrzucić kartę.
log-medal_pass = { $player } nie kupuje więcej pieczęci.
log-silver = { $player } kupuje srebrną pieczęć za { $coins }.
log-gold = { $player } kupuje złotą pieczęć za { $coins }.
log-game_over = Gra się skończyła.
log-draw = Dobierasz { $cards }.
log-choice = Wybrano: { $action }.
log-sell_secret = Sprzedano: { $card }.
log-other = { $kind }

## Polecenia (wartość to opis, .name nazwa polecenia lub opcji w Discordzie)

cmd-hadara = Graj w Hadarę na tym kanale
    .name = hadara
cmd-hadara-new = Otwórz poczekalnię nowej gry w Hadarę
    .name = nowa
cmd-hadara-status = Pokaż ponownie stół gry na tym kanale
    .name = stan
cmd-hadara-hand = Pokaż swoje prywatne możliwości (widzisz je tylko ty)
    .name = ręka
cmd-hadara-log = Pokaż ostatnie ruchy
    .name = dziennik
cmd-hadara-abandon = Porzuć grę na tym kanale
    .name = porzuć
cmd-games = Wypisz gry toczące się na tym serwerze
    .name = gry
cmd-help = Jak grać z tym botem
    .name = pomoc
opt-variant = Gra podstawowa lub zaawansowana
    .name = wariant
opt-max-players = Ilu graczy może dołączyć (2–5)
    .name = maks_graczy
opt-reminder-hours = Ile godzin czekać, zanim gracz dostanie przypomnienie
    .name = godziny_przypomnienia
opt-replace-hours = Po ilu godzinach SI wykona ruch za nieobecnego gracza
    .name = godziny_zastępstwa
opt-thread = Otwórz grę w nowym wątku
    .name = wątek
choice-basic = Podstawowa
choice-advanced = Zaawansowana

## Inne odpowiedzi na polecenia

games-title = Toczące się gry
games-none = Na tym serwerze nie toczy się żadna gra.
games-line = { $link } — { $status }, { $players }
status-lobby = poczekalnia
status-running = w toku
thread-name = Hadara z graczem { $name }
new-opened = Poczekalnia jest otwarta: { $link }
abandoned = Grę porzucił(a) { $user }.
help-text = **Hadara** dla 2–5 graczy, jeśli chcesz, także z graczami SI.
    • /hadara nowa — otwiera poczekalnię (gra podstawowa/zaawansowana, liczba graczy, czasy).
    • Naciśnij Dołącz, jeśli chcesz dodaj graczy SI (łatwą, zwykłą lub silną), potem Start (startuje twórca).
    • W rundach dobierania każdy gracz dostaje wiadomość prywatną z dwiema kartami i przyciskami; jeśli masz zamknięte wiadomości prywatne, użyj /hadara ręka.
    • Pozostałe decyzje pojawiają się na kanale; przyciski może naciskać tylko gracz, który ma ruch.
    • /hadara stan pokazuje ponownie stół, /hadara dziennik ostatnie ruchy, /hadara porzuć kończy grę.
    • /gry wypisuje gry toczące się na tym serwerze.
    • /zasady wyjaśnia część zasad, /karta pokazuje kartę i jej działanie.

opt-language = Język publicznych wiadomości i obrazów gry (domyślnie: ustawienie serwera)
    .name = język
opt-settings-language = Język nowych gier na tym serwerze
choice-lang-en-US = English
choice-lang-cs = Čeština
choice-lang-pl = Polski
choice-lang-ru = Русский
cmd-settings = Ustawienia bota na tym serwerze (wymaga Zarządzania serwerem)
    .name = ustawienia
cmd-settings-language = Domyślny język nowych gier na tym serwerze
    .name = język
settings-language-set = Nowe gry na tym serwerze będą prowadzone w języku: { $language }.

# Discord's own names of the permissions the bot needs.
perm-view-channel = Wyświetlanie kanału
perm-send-messages = Wysyłanie wiadomości
perm-send-messages-in-threads = Wysyłanie wiadomości w wątkach
perm-embed-links = Osadzanie linków
perm-attach-files = Załączanie plików
perm-read-message-history = Czytanie historii wiadomości
perm-create-public-threads = Tworzenie wątków publicznych
