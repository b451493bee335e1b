## Błędy (ids z bot/manager.py i warstwy Discorda)

error-no-game = Na tym kanale nie toczy się żadna gra. Jakie gry możesz tu rozpocząć, pokaże /pomoc.
error-channel-busy = Na tym kanale już toczy się gra. Najpierw ją zakończ lub porzuć albo rozpocznij nową na innym kanale lub w wątku.
error-not-in-lobby = Gra już się zaczęła; to działa tylko w poczekalni.
error-already-joined = Już siedzisz przy tej grze.
error-game-full = Gra jest pełna.
error-not-a-player = Nie grasz w tej grze.
error-creator-only = Może to zrobić tylko twórca gry.
error-creator-cannot-leave = Twórca nie może opuścić poczekalni; użyj { $abandon }.
error-not-enough-players = Do startu potrzeba co najmniej dwóch graczy.
error-need-human = Potrzebny jest co najmniej jeden gracz-człowiek.
error-not-your-turn = To nie twój ruch.
error-not-your-menu = W tym menu wybiera { $name }. Wybierz w menu ze swoim imieniem.
error-out-of-date = To pytanie jest nieaktualne; oto bieżące.
error-already-handled = To kliknięcie zostało już obsłużone.
error-game-over = Gra już się skończyła.
error-illegal =
    Ten ruch jest niedozwolony: { $reason ->
        [not_enough_coins] masz za mało monet.
        [requirement_not_met] wymaganie nie jest spełnione.
        [already_chosen] wybór został już dokonany.
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

notice-dms-closed = { $player }, nie mogę wysyłać ci wiadomości prywatnych: użyj { $hand }, aby zobaczyć karty i wybrać.
notice-replaced = { $player }: zbyt długa nieobecność, więc tę decyzję za gracza podejmie SI.
notice-abandoned = Gra została porzucona.
notice-started = Gra się zaczyna!
notice-reminder = { $player }, gra czeka na twój ruch.
notice-not-acting = Teraz nie masz nic do zdecydowania.
notice-ai-moves = Gracze SI myślą…

## Poczekalnia

lobby-title = { $game } — nowa gra
lobby-body =
    Zaprasza { $creator } · { $variant } · do { $max } { $max ->
        [one] gracza
       *[other] graczy
    }.
    Przypomnienie po { $reminder } h, SI zastępuje nieobecnych graczy po { $replace } h.
lobby-away = { $away ->
        [0] Zgłoszona nieobecność ({ $command }) nie wstrzymuje tej gry.
       *[other] Na nieobecnego gracza ({ $command }) gra czeka najwyżej { $away } h.
    }
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

table-title = { $gamename } · { $progress }
table-waiting = Czekamy na: { $names }
table-link = Gra { $id }
prompt-your-move = { $mentions } — twój ruch.
table-secret = Wszyscy wybierają w tajemnicy, w wiadomościach prywatnych (przycisk poniżej pokaże twoje możliwości także tutaj).
# One named player answers in private (who, and what they decide when that is public).
table-private = { $who } — odpowiedź { table-private-how }
table-private-how = w wiadomości prywatnej (przycisk poniżej pokaże twoje możliwości także tutaj).
table-menus = Każdy z was wybiera w menu ze swoim imieniem poniżej.
ping-your-move = { $mentions } — twój ruch w grze { $gamename }: { $link }
prompt-private = Twoja decyzja ({ $progress }). Wybierz poniżej.
# What is asked of the player (the game's own words), then where the game stands.
prompt-titled = **{ $title }** · { $progress }
prompt-private-channel = Gra na kanale { $channel }.
prompt-none = Teraz nie masz nic do zdecydowania.
prompt-at-table = Grasz przy stole na kanale { $channel }, więc twoje ruchy widać tam. Następna decyzja, która na ciebie czeka, przyjdzie tutaj.
finished-title = Koniec gry
finished-winner =
    { $count ->
        [one] Zwycięzca: { $names }!
       *[other] Zwycięzcy: { $names }!
    }
finished-scores =
    { $name }: { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
# After a final score: the player left the game by resigning (ranked below the others).
finished-resigned = rezygnacja z gry
btn-show-choices = Pokaż moje możliwości
select-choose = Wybierz…
select-for = { $name }: wybierz…

## Dziennik gry (zdarzenia publiczne)

log-title = Ostatnie ruchy
log-empty = Jeszcze nie było ruchów.
log-other = { $kind }
cmd-games = Gry na tym serwerze: trwające i zakończone
    .name = gry
cmd-help = Jak grać z tym botem
    .name = pomoc
opt-reminder-hours = Ile godzin czekać, zanim gracz dostanie przypomnienie
    .name = godziny_przypomnienia
opt-replace-hours = Po ilu godzinach SI wykona ruch za nieobecnego gracza
    .name = godziny_zastępstwa
opt-thread = Otwórz grę w nowym wątku
    .name = wątek

## Inne odpowiedzi na polecenia

games-title = Toczące się gry
games-none = Na tym serwerze nie toczy się żadna gra.
games-line = { $link } — { $game }: { $status }, { $players }
status-lobby = poczekalnia
status-running = w toku
thread-name = { $game } – { $name }
new-opened = Poczekalnia jest otwarta: { $link }
abandoned = { $user } porzuca grę.
help-text = Graj tu ze znajomymi w gry planszowe, jeśli chcesz, także z graczami SI: { $games }.
    • /<gra> nowa otwiera poczekalnię; naciśnij Dołącz, jeśli chcesz, dodaj SI (łatwą, zwykłą lub silną), potem Start (rozpoczyna twórca).
    • Gra toczy się w jednej wiadomości ze stołem na kanale; jej przycisków może użyć tylko gracz, na którego kolej. Tajne wybory przychodzą w wiadomości prywatnej; jeśli masz je zamknięte, użyj /<gra> ręka.
    • /<gra> stan pokazuje stół ponownie, /<gra> plansza planszę gracza, /<gra> dziennik ostatnie ruchy, /<gra> porzuć kończy grę.
    • /gry wypisuje gry toczące się na tym serwerze; /zasady wyjaśnia zasadę, /karta pokazuje kartę.
    • /moje_gry wypisuje twoje gry na wszystkich serwerach; /powiadomienia i /nieobecność ustawiają, jak dowiesz się o swojej kolejce i kiedy cię nie ma; /ranking i /statystyki pokazują rankingi i twoje wyniki; /prywatność pokazuje, co bot o tobie przechowuje, i pozwala to usunąć.
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

select-open = Otwórz…

btn-back = ◀ Wstecz

error-unknown-game = W tę grę ({ $game }) ten bot już nie gra.

error-out-of-date-nothing = Ten wybór jest już nieaktualny, a teraz nie masz nic do zdecydowania.

error-not-started = Gra jeszcze się nie zaczęła.

error-no-such-player = Ta osoba nie gra w tej grze.

error-no-board = Ta gra nie ma plansz graczy do pokazania.

error-no-permission-server = Aby zmienić ustawienia bota na tym serwerze, potrzebujesz uprawnienia Zarządzanie serwerem.

board-title = Plansza: { $player }

opt-game = Która gra (domyślnie: ta na tym kanale)
    .name = gra

opt-player = Czyja plansza (domyślnie: twoja)
    .name = gracz
opt-variant = Wariant gry
    .name = wariant
opt-max-players = Ilu graczy może dołączyć
    .name = maks_graczy

error-bad-options = Z tymi opcjami gra nie może się rozpocząć: { $detail }

## Seats, /<game> board by seat, the game of another command group

# An AI seat's name ("AI 1"), whatever name it was stored with.
ai-seat-name = SI { $n }
opt-seat = Czyja plansza, według numeru miejsca (także graczy SI)
    .name = miejsce
error-no-such-seat = W tej grze nie ma miejsca { $seat } (miejsca 1–{ $count }).
error-other-game = Na tym kanale toczy się gra { $gamename }: użyj jej własnych poleceń ({ $command } …).
error-no-thread-here = Nowy wątek można otworzyć tylko z kanału tekstowego: rozpocznij grę tutaj bez opcji wątku albo na kanale.

btn-confirm = Potwierdź: { $action }

## A game whose saved state no longer loads after an update of the bot (bot/manager/faults.py)
# Public, once, with the Retry and Abandon buttons.
fault-notice = ⚠️ Tej gry nie da się kontynuować po aktualizacji bota (nie można wczytać jej zapisanego stanu); twórca gry lub administrator może po poprawce spróbować ją wznowić albo ją porzucić.
# The answer to every click and command on such a game.
fault-game = Gra jest wstrzymana: po aktualizacji bota nie można wczytać jej zapisanego stanu, a twórca gry lub administrator może ją wznowić albo porzucić.
fault-btn-retry = Spróbuj ponownie
fault-btn-abandon = Porzuć grę
fault-retry-failed = Nadal nie można wczytać gry, więc pozostaje wstrzymana.
# The notice, edited once the game goes on or is abandoned.
fault-resumed = Gra znów się wczytuje i toczy się dalej: stół jest poniżej.
fault-abandoned = Gra została porzucona; jej zapisany stan jest zachowany.
fault-no-permission = Może to zrobić tylko twórca gry albo osoba z uprawnieniem Zarządzanie serwerem lub Zarządzanie kanałami.
fault-not-stopped = Ta gra nie jest już wstrzymana.
# Its status in /games list.
fault-status = wstrzymana: nie można jej wczytać
