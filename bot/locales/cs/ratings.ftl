## /leaderboard, /stats, /privacy a tlačítko Odveta (bot/cogs/social.py, bot/rematch.py,
## render/ratings.py)

cmd-leaderboard = Žebříček hry: hodnocení, partie, výhry a průměrné pořadí
    .name = žebříček
opt-ladder = Který žebříček
    .name = hra
opt-where = Žebříček tohoto serveru, nebo společný pro všechny servery
    .name = kde
choice-where-server = Tento server
choice-where-everywhere = Všechny servery
ladder-tta-simple = Through the Ages: výuková hra
ladder-tta = Through the Ages: pokročilá a plná hra

cmd-stats = Přehled hráče: partie, výhry, vývoj hodnocení, odkud má body
    .name = statistiky
opt-stats-player = Čí přehled (výchozí: váš)
    .name = hráč
opt-stats-ladder = Který žebříček (výchozí: ten z vaší poslední partie)
    .name = hra

cmd-privacy = Co o vás bot ukládá a jak to smazat
    .name = soukromí

## Žebříček

ladder-scope-server = Tento server
ladder-scope-everywhere = Všechny servery
ladder-text = **{ $ladder }** · { $scope } · strana { $page }/{ $pages }
ladder-empty = Na tomto žebříčku zatím není žádná hodnocená partie: { $ladder } · { $scope }.
ladder-unknown = Takový žebříček neexistuje.
ratings-ai = AI ({ $level })
ratings-erased = (smazaný hráč)

## Popisky obrázků (telefon je ukazuje asi 400 px široké)

# The decimal mark of mean places and points.
ratings-decimal = ,
ratings-img-page = strana { $page }/{ $pages }
ratings-img-players = { $count ->
    [one] 1 hráč
    [few] { $count } hráči
   *[other] { $count } hráčů
}
ratings-img-rank = #
ratings-img-player = Hráč
ratings-img-rating = Hodnocení
ratings-img-games = Partie
ratings-img-wins = Výhry
ratings-img-place = Prům. pořadí
ratings-img-empty = Zatím žádná hodnocená partie.
ratings-img-over-time = Hodnocení po každé partii
ratings-img-no-curve = Křivka začíná po druhé hodnocené partii.

## /stats

stats-subtitle = { $ladder } · { $scope }
stats-by-count = Podle počtu hráčů
stats-count-row = { $count ->
    [few] { $count } hráči
   *[other] { $count } hráčů
}
stats-by-variant = Podle varianty
stats-favourite = Oblíbený zdroj
stats-best = Nejsilnější zdroj
stats-favourite-text = { $source }: { $share } % vašich bodů
stats-best-text = { $source }: { $edge } oproti průměru stolu
stats-none-self = Na tomto žebříčku zatím nemáte žádnou hodnocenou partii: { $ladder }.
stats-none-other = Zatím žádná hodnocená partie na žebříčku { $ladder }: { $name }.
stats-none-any-self = Zatím nemáte žádnou hodnocenou partii.
stats-none-any-other = Zatím žádná hodnocená partie: { $name }.
stats-last = Vaše poslední partie:
stats-game-line = [{ $date }]({ $link }) · pořadí { $place }/{ $players } · { $score } b.
stats-game-won = ★
stats-other-note = Co o hráči ukazuje žebříček: { $name }.

# Odkud body pocházejí, slovy dané hry.
source-colonies = Kolonie
source-statues = Sochy
source-silver = Stříbrné pečeti
source-gold = Zlaté pečeti
source-cards = Karty
source-coins = Mince
source-prizes = Ceny
source-culture = Kultura během hry
source-events = Závěrečné události
source-techs = Technologie věku I
source-strength = Vojenská síla
source-happy = Šťastné značky
source-production = Produkce

## /privacy

privacy-title = Co o vás tento bot ukládá
privacy-settings-none = Vaše nastavení (/notify, /away): nic uloženo, platí výchozí.
privacy-settings = Vaše nastavení (/notify, /away): { $settings }
privacy-set-notify = upozornění: { $mode }
privacy-set-zone = časové pásmo: { $zone }
privacy-set-quiet = tiché hodiny: { $start }–{ $end }
privacy-set-digest = denní souhrn v { $hour }:00
privacy-set-away = nepřítomnost do { $until }
privacy-games = Hry s vaším místem: přípravné { $lobby } · běžící { $running } · dohrané { $finished } · opuštěné { $abandoned }
privacy-ratings = Vaše hodnocení:
privacy-ratings-none = Vaše hodnocení: žádné.
privacy-rating-line = { $ladder } · { $scope }: { $rating } ±{ $pm } · { $games ->
    [one] 1 partie
    [few] { $games } partie
   *[other] { $games } partií
}
privacy-recorded = Partie zaznamenané pro žebříčky: { $count }
privacy-how =
    Smazáním zmizí vaše nastavení a hodnocení a z dohraných a opuštěných her vaše jméno i účet: hry zůstanou a půjdou přehrát, vaše místo ponese jen své číslo. Ostatním hráčům hodnocení zůstane.
    Přípravné místnosti a běžící hry zůstanou, jak jsou: nejdřív je dohrajte nebo z nich odejděte.
privacy-delete = Smazat moje údaje
privacy-confirm = Smazat vaše nastavení, hodnocení a vaše jméno v dohraných hrách? Nelze to vrátit.
privacy-yes = Ano, smazat
privacy-no = Zrušit
privacy-done = Hotovo: nastavení a hodnocení jsou smazána a { $count ->
    [one] 1 hra vás už nejmenuje.
    [few] { $count } hry vás už nejmenují.
   *[other] { $count } her vás už nejmenuje.
}
privacy-kept = Nic nebylo smazáno.
privacy-not-yours = Tato tlačítka patří k cizímu /privacy.

## Odveta (tlačítko pod závěrečnou zprávou hry)

rematch-button = Odveta
rematch-not-player = O odvetu mohou požádat jen hráči té hry.
rematch-busy = V tomto kanálu už běží jiná hra: odveta se otevře, až skončí.
rematch-opened = Místnost pro odvetu je otevřená: { $link }
rematch-joined = Přidali jste se k odvetě: { $link }
rematch-already = K odvetě už jste přidaní: { $link }
