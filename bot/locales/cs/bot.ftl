## Chyby (ids z bot/manager.py a z vrstvy Discordu)

error-no-game = V tomto kanálu neběží žádná hra. Které hry tu můžete založit, ukáže /nápověda.
error-channel-busy = V tomto kanálu už hra běží. Nejdřív ji dohrajte nebo ukončete, případně založte novou v jiném kanálu či vlákně.
error-not-in-lobby = Hra už začala; tohle jde jen v přípravné místnosti.
error-already-joined = V této hře už sedíte.
error-game-full = Hra je plně obsazená.
error-not-a-player = V této hře nehrajete.
error-creator-only = To smí jen ten, kdo hru založil.
error-creator-cannot-leave = Zakladatel nemůže odejít; použijte { $abandon }.
error-not-enough-players = Ke startu jsou potřeba alespoň dva hráči.
error-need-human = Potřeba je alespoň jeden lidský hráč.
error-not-your-turn = Teď nejste na tahu.
error-not-your-menu = V této nabídce vybírá { $name }. Vyberte v nabídce se svým jménem.
error-out-of-date = Tato nabídka je zastaralá; tady je aktuální.
error-already-handled = Toto kliknutí už bylo zpracováno.
error-game-over = Hra už skončila.
error-illegal =
    Tento tah není dovolen: { $reason ->
        [not_enough_coins] nemáte dost mincí.
        [requirement_not_met] není splněna podmínka.
        [already_chosen] už jste si vybrali.
        [already_taken] to už je obsazené.
        [limit_reached] dosáhli jste limitu.
        [no_tile] nemáte bonusový žeton této barvy.
        [tile_required] je potřeba bonusový žeton.
        [pile_empty] tady už nic nezbylo.
        [not_owned] tuto kartu nevlastníte.
        [not_needed] to není potřeba.
        [wrong_step] nepatří to do tohoto kroku.
        [unknown_card] neznámá karta.
        [unknown_target] neznámý cíl.
        [game_over] hra skončila.
       *[other] { $reason }.
    }
error-bad-action = Toto tlačítko nepopisuje tah této hry.
error-no-permission = K tomu potřebujete oprávnění Spravovat kanály (nebo být zakladatelem hry).
error-unknown-ai-level = Neznámá úroveň AI.
error-backend-unsupported = Tato databáze zatím není podporována.
error-internal = U nás se něco pokazilo; zkuste to prosím znovu.
error-bot-permissions = V tomto kanálu mi chybí tato oprávnění: { $permissions }. Požádejte správce serveru, ať je udělí, a zkuste to znovu.
error-dm-only = Tento příkaz použijte v kanálu serveru.

## Oznámení (veřejná, v jazyce hry)

notice-dms-closed = { $player }, nemohu vám posílat soukromé zprávy: karty a volby uvidíte přes { $hand }.
notice-replaced = { $player } je pryč příliš dlouho, a tak toto rozhodnutí za hráče dokončí AI.
notice-abandoned = Hra byla ukončena.
notice-started = Hra začíná!
notice-reminder = { $player }, hra čeká na váš tah.
notice-not-acting = Teď nemusíte nic rozhodovat.
notice-ai-moves = Hráči AI přemýšlejí…

## Přípravná místnost

lobby-title = { $game } — nová hra
lobby-body =
    Hru pořádá { $creator } · { $variant } · nejvýš { $max } { $max ->
        [one] hráč
        [few] hráči
        [many] hráče
       *[other] hráčů
    }.
    Připomenutí po { $reminder } h, AI nahradí nepřítomné hráče po { $replace } h.
lobby-away = { $away ->
        [0] Ohlášená nepřítomnost ({ $command }) tuto hru nezdrží.
       *[other] Na nepřítomného hráče ({ $command }) se čeká nejvýš { $away } h.
    }
lobby-seats = Hráči ({ $count }/{ $max })
lobby-ai-seat = { $name } (AI, { $level })
lobby-started = Hra začala.
lobby-abandoned = Tato hra byla ukončena.
lobby-join = Přidat se
lobby-leave = Odejít
lobby-ai-easy = + AI (lehká)
lobby-ai-normal = + AI (běžná)
lobby-ai-strong = + AI (silná)
ai-level-easy = lehká
ai-level-normal = běžná
ai-level-strong = silná
lobby-start = Začít

## Stůl, výzvy, konec

table-title = { $gamename } · { $progress }
table-waiting = Čeká se na: { $names }
table-link = Hra { $id }
prompt-your-move = { $mentions } — jste na tahu.
table-secret = Všichni volí tajně v soukromých zprávách (tlačítko níže vám ukáže vaše možnosti i zde).
# One named player answers in private (who, and what they decide when that is public).
table-private = { $who } — odpověď { table-private-how }
table-private-how = v soukromé zprávě (tlačítko níže vám ukáže vaše možnosti i zde).
table-menus = Každý z vás vybírá v nabídce se svým jménem níže.
ping-your-move = { $mentions } — jste na tahu ve hře { $gamename }: { $link }
prompt-private = Vaše rozhodnutí ({ $progress }). Vyberte níže.
# What is asked of the player (the game's own words), then where the game stands.
prompt-titled = **{ $title }** · { $progress }
prompt-private-channel = Hra v kanálu { $channel }.
prompt-none = Teď nemusíte nic rozhodovat.
prompt-at-table = Hrajete u stolu v kanálu { $channel }, takže se vaše tahy ukazují tam. Další rozhodnutí, které na vás čeká, přijde sem.
finished-title = Konec hry
finished-winner =
    { $count ->
        [one] Vítěz: { $names }!
       *[other] Vítězové: { $names }!
    }
finished-scores =
    { $name }: { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
# After a final score: the player left the game by resigning (ranked below the others).
finished-resigned = odstoupení ze hry
btn-show-choices = Ukázat mé možnosti
select-choose = Vyberte…
select-for = { $name }: vyberte…

## Záznam hry (veřejné události)

log-title = Poslední tahy
log-empty = Zatím žádné tahy.
log-other = { $kind }
cmd-games = Hry na tomto serveru: běžící i dohrané
    .name = hry
cmd-help = Jak hrát s tímto botem
    .name = nápověda
opt-reminder-hours = Kolik hodin čekat, než se hráči připomene tah
    .name = hodiny_připomenutí
opt-replace-hours = Za kolik hodin táhne AI za nepřítomného hráče
    .name = hodiny_náhrady
opt-thread = Otevřít hru v novém vlákně
    .name = vlákno

## Další odpovědi na příkazy

games-title = Běžící hry
games-none = Na tomto serveru neběží žádná hra.
games-line = { $link } — { $game }: { $status }, { $players }
status-lobby = přípravná místnost
status-running = běží
thread-name = { $game } – { $name }
new-opened = Přípravná místnost je otevřená: { $link }
abandoned = { $user } ukončuje hru.
help-text = Hrajte tu s přáteli deskové hry, podle chuti i s hráči AI: { $games }.
    • /<hra> nová otevře přípravnou místnost; stiskněte Přidat se, podle chuti přidejte AI (lehkou, běžnou nebo silnou) a pak Začít (začíná zakladatel).
    • Hra žije v jedné zprávě se stolem v kanálu; její tlačítka může použít jen hráč, který je na tahu. Tajná rozhodnutí přicházejí soukromou zprávou; máte-li soukromé zprávy zavřené, použijte /<hra> ruka.
    • /<hra> stav znovu ukáže stůl, /<hra> deska desku hráče, /<hra> záznam poslední tahy, /<hra> ukončit hru ukončí.
    • /hry vypíše běžící hry tohoto serveru; /pravidla vysvětlí pravidlo, /karta ukáže kartu.
    • /mé_hry vypíše vaše hry na všech serverech; /upozornění a /nepřítomnost nastaví, jak se dozvíte o svém tahu a kdy jste pryč; /žebříček a /statistiky ukážou pořadí a vaše výsledky; /soukromí ukáže, co o vás bot ukládá, a smaže to.
opt-language = Jazyk veřejných zpráv a obrázků hry (výchozí: nastavení serveru)
    .name = jazyk
opt-settings-language = Jazyk nových her na tomto serveru
choice-lang-en-US = English
choice-lang-cs = Čeština
choice-lang-pl = Polski
choice-lang-ru = Русский
cmd-settings = Nastavení bota pro tento server (vyžaduje Spravovat server)
    .name = nastavení
cmd-settings-language = Výchozí jazyk nových her na tomto serveru
    .name = jazyk
settings-language-set = Nové hry na tomto serveru poběží v jazyce: { $language }.
# Discord's own names of the permissions the bot needs.
perm-view-channel = Zobrazit kanál
perm-send-messages = Odesílat zprávy
perm-send-messages-in-threads = Odesílat zprávy ve vláknech
perm-embed-links = Vkládat odkazy
perm-attach-files = Připojovat soubory
perm-read-message-history = Číst historii zpráv
perm-create-public-threads = Vytvářet veřejná vlákna

select-open = Otevřít…

btn-back = ◀ Zpět

error-unknown-game = Tuto hru ({ $game }) už tento bot nehraje.

error-out-of-date-nothing = Tato nabídka už neplatí a teď nemusíte nic rozhodovat.

error-not-started = Hra ještě nezačala.

error-no-such-player = Tento člověk v této hře nehraje.

error-no-board = Tato hra nemá desky hráčů, které by šlo ukázat.

error-no-permission-server = Ke změně nastavení bota na tomto serveru potřebujete oprávnění Spravovat server.

board-title = Deska: { $player }

opt-game = Která hra (výchozí: ta v tomto kanálu)
    .name = hra

opt-player = Čí desku (výchozí: vaši)
    .name = hráč
opt-variant = Varianta hry
    .name = varianta
opt-max-players = Kolik hráčů se může přidat
    .name = max_hráčů

error-bad-options = S těmito volbami hra začít nemůže: { $detail }

## Seats, /<game> board by seat, the game of another command group

# An AI seat's name ("AI 1"), whatever name it was stored with.
ai-seat-name = AI { $n }
opt-seat = Čí desku, podle čísla místa (i hráčů AI)
    .name = místo
error-no-such-seat = V této hře není místo { $seat } (místa 1–{ $count }).
error-other-game = V tomto kanálu se hraje { $gamename }: použijte její vlastní příkazy ({ $command } …).
error-no-thread-here = Nové vlákno lze založit jen z textového kanálu: založte hru tady bez volby vlákna, nebo v kanálu.

btn-confirm = Potvrdit: { $action }

## A game whose saved state no longer loads after an update of the bot (bot/manager/faults.py)
# Public, once, with the Retry and Abandon buttons.
fault-notice = ⚠️ Tato hra po aktualizaci bota nemůže pokračovat (její uložený stav nejde načíst); zakladatel hry nebo správce ji po opravě může zkusit spustit znovu, nebo ji ukončit.
# The answer to every click and command on such a game.
fault-game = Hra stojí: po aktualizaci bota nejde načíst její uložený stav a zakladatel hry nebo správce ji může zkusit spustit znovu, nebo ji ukončit.
fault-btn-retry = Zkusit znovu
fault-btn-abandon = Ukončit hru
fault-retry-failed = Hru stále nejde načíst, takže dál stojí.
# The notice, edited once the game goes on or is abandoned.
fault-resumed = Hra se znovu načetla a pokračuje: stůl najdete níže.
fault-abandoned = Hra byla ukončena; její uložený stav zůstává zachován.
fault-no-permission = To může jen zakladatel hry nebo člen s oprávněním Spravovat server nebo Spravovat kanály.
fault-not-stopped = Tato hra už nestojí.
# Its status in /games list.
fault-status = stojí: nejde načíst
