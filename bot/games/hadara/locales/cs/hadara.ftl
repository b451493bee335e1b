## Tlačítka a nabídky

btn-side =
    Strana { $side } ({ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    })
btn-wheel = Natočení { $rotation }
btn-buy = Pořídit { $card } ({ $price })
btn-buy-tile = Pořídit { $card } ({ $price }), žeton: { $tile }
btn-sell = Prodat { $card } (+{ $coins })
btn-colony-plunder = Kolonie { $level }: vyplenit (+{ $coins })
btn-colony-integrate = Kolonie { $level }: připojit (−{ $coins })
btn-statue-up = Socha { $statue } ({ $culture }): žeton { $tile } lícem nahoru
btn-statue-down = Socha { $statue } ({ $culture }): žeton { $tile } rubem nahoru
btn-feed-remove = Odhodit { $card }
btn-feed-pay =
    Místo toho zaplatit { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }
btn-silver = Stříbrná pečeť, žeton { $tile } ({ $coins })
btn-gold = Zlatá pečeť ({ $coins })
btn-pass = Pas
select-statue = Socha { $statue } (kultura { $culture })
select-colony = Kolonie úrovně { $level }
select-pile = Pole { $color }: { $card }
select-feed = Odhodit kartu
select-silver = Stříbrná pečeť
log-setup = Hra je připravena.
log-initiative_coin =
    { $player } dostává { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } za pozdní iniciativu.
log-epoch = Začíná epocha { $epoch }; začínajícím hráčem je { $player }.
log-wheel = { $player } natáčí kolo do polohy { $rotation }.
log-round = Kolo dobírání { $round }.
log-chosen = { $player } si vybral(a).
log-discard = { $player } vykládá { $card } na vykládací pole: { $pile }.
log-buy = { $player } si pořizuje { $card } za { $price }.
log-sell = { $player } prodává kartu za { $coins }.
log-sell-card = { $player } prodává { $card } za { $coins }.
log-income = { $player } dostává příjem { $coins }.
log-colony =
    { $player } { $mode ->
        [integrate] připojuje
       *[plunder] plení
    } kolonii úrovně { $level }.
log-colony_pass = { $player } už nebere další kolonie.
log-colony_none = { $player } nemůže získat kolonii.
log-statue = { $player } tesá sochu { $statue }.
log-statue_pass = { $player } už netesá další sochy.
log-phase = Začíná fáze { $phase }.
log-take = { $player } bere { $card } z vykládacího pole: { $pile }.
log-feed_surplus = { $player } dostává { $coins } za přebytek zemědělství.
log-hunger =
    { $player } musí odhodit { $cards } { $cards ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    }.
log-feed_remove = { $player } odhazuje { $card }.
log-feed_pay =
    { $player } platí { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } místo odhození karty.
log-medal_pass = { $player } už nekupuje další pečeti.
log-silver = { $player } kupuje stříbrnou pečeť za { $coins }.
log-gold = { $player } kupuje zlatou pečeť za { $coins }.
log-game_over = Hra skončila.
log-draw = Dobíráte { $cards }.
log-choice = Zvolili jste { $action }.
log-sell_secret = Prodali jste { $card }.

## Příkazy (hodnota je popis, .name název příkazu či volby v Discordu)

cmd-hadara = Hrajte Hadaru v tomto kanálu
    .name = hadara
cmd-hadara-new = Otevřít přípravnou místnost pro novou hru Hadary
    .name = nová
cmd-hadara-status = Znovu ukázat stůl hry v tomto kanálu
    .name = stav
cmd-hadara-hand = Ukázat vaše soukromé možnosti (vidíte je jen vy)
    .name = ruka
cmd-hadara-log = Ukázat poslední tahy
    .name = záznam
cmd-hadara-abandon = Ukončit hru v tomto kanálu
    .name = ukončit
opt-hadara-variant = Základní, nebo pokročilá hra
opt-hadara-max-players = Kolik hráčů se může přidat (2–5)
choice-basic = Základní
choice-advanced = Pokročilá

hadara-name = Hadara

hadara-help = Hadara pro 2–5 hráčů: tři epochy vybírání karet, kolonie, sochy a pečetě.
    • /hadara nová otevře přípravnou místnost (základní nebo pokročilá hra, počet hráčů, časovače).
    • V kolech dobírání dostane každý hráč soukromou zprávu se dvěma kartami; máte-li soukromé zprávy zavřené, použijte /hadara ruka.
    • Když veřejně vybírá několik hráčů najednou (sochy, pečetě), má na stole každý svou nabídku se svým jménem.

cmd-hadara-board = Ukázat desku hráče (uvidíte ji jen vy)
    .name = deska
