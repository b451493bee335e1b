## Tlačítka a nabídky: každý popisek říká, co volba stojí, dává a kolik boduje (nejvýš 80
## znaků). Jména uvnitř věty jsou vnořené zprávy v pádě, který věta potřebuje.

btn-side =
    Strana { $side }: ekonomika { $income }, vojenská síla { $military }, kultura { $culture }, zemědělství { $food } ({ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    })
btn-wheel = Natočit kolo: nejdřív dobíráte { $deck }
btn-buy =
    Pořídit { $card } { $price ->
        [0] zdarma
        [one] za { $price } minci
        [few] za { $price } mince
        [many] za { $price } mince
       *[other] za { $price } mincí
    }
btn-buy-tile =
    Pořídit { $card } za { $price } { $price ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } + { $tile } na kartu ({ $gain })
btn-sell =
    Prodat { $card } za { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }
btn-colony-plunder =
    Kolonie { $level }: vyplenit ({ $money }, { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    })
btn-colony-integrate =
    Kolonie { $level }: připojit ({ $money }; skrytá strana, aspoň { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    })
btn-statue-up =
    Socha { $statue } ({ $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }): { $tile } lícem nahoru, { $gain }{ $paid }
btn-statue-down =
    Socha { $statue } ({ $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }): { $tile } rubem nahoru, +{ $bonus } { $bonus ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }{ $paid }
btn-feed-remove = Odhodit { $card }: { $losses }
btn-feed-pay =
    Místo odhození karty zaplatit { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }
btn-silver =
    Stříbrná pečeť, { $tile } ({ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }): polovina { $track ->
        [income] ekonomiky
        [military] vojenské síly
        [culture] kultury
       *[food] zemědělství
    } = { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
btn-gold =
    Zlatá pečeť ({ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }): { $per_set } { $per_set ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    } za sadu 5 barev, teď { $sets } { $sets ->
        [one] sada
        [few] sady
        [many] sady
       *[other] sad
    } = { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
btn-pass =
    { $step ->
        [colony] Pas: další kolonii nebrat
        [statue] Pas: další sochu netesat
        [medal] Pas: další pečeť nekupovat
       *[other] Pas
    }
select-statue =
    Socha { $statue }: kultura { $culture }, { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
select-colony = Kolonie úrovně { $level } (vojenská síla { $level })
select-pile = { $pile }: { $card }
select-feed = Odhodit kartu
select-silver = Stříbrná pečeť

## Části popisků a záznamů

track-delta =
    { $track ->
        [income] ekonomika
        [military] vojenská síla
        [culture] kultura
       *[food] zemědělství
    } { $delta }
    .short =
        { $track ->
            [income] ekonomika
            [military] vojsko
            [culture] kultura
           *[food] zemědělství
        } { $delta }
coins-plus =
    +{ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }
coins-minus =
    −{ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }
paid-none = {""}
paid-coins =
    {" "}(−{ $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    })
points-minus =
    −{ $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
loss-effect = ztráta efektu
loss-none = nic dalšího

# Balíčky (lícem dolů, fáze A): .from = „z modrého balíčku“ (s předložkou z/ze).
deck-blue = modrý balíček
    .from = z modrého balíčku
deck-green = zelený balíček
    .from = ze zeleného balíčku
deck-yellow = žlutý balíček
    .from = ze žlutého balíčku
deck-red = červený balíček
    .from = z červeného balíčku
deck-purple = fialový balíček
    .from = z fialového balíčku
# Vykládací pole (fáze B): .title na začátek nabídky, .acc = „na modré vykládací pole“,
# .from = „z modrého vykládacího pole“.
pile-blue = modré vykládací pole
    .title = Modré vykládací pole
    .acc = modré vykládací pole
    .from = z modrého vykládacího pole
pile-green = zelené vykládací pole
    .title = Zelené vykládací pole
    .acc = zelené vykládací pole
    .from = ze zeleného vykládacího pole
pile-yellow = žluté vykládací pole
    .title = Žluté vykládací pole
    .acc = žluté vykládací pole
    .from = ze žlutého vykládacího pole
pile-red = červené vykládací pole
    .title = Červené vykládací pole
    .acc = červené vykládací pole
    .from = z červeného vykládacího pole
pile-purple = fialové vykládací pole
    .title = Fialové vykládací pole
    .acc = fialové vykládací pole
    .from = z fialového vykládacího pole
# Bonusové žetony: .with = „se žlutým žetonem“ (s předložkou s/se).
tile-yellow = žlutý žeton
    .with = se žlutým žetonem
tile-red = červený žeton
    .with = s červeným žetonem
tile-blue = modrý žeton
    .with = s modrým žetonem
tile-green = zelený žeton
    .with = se zeleným žetonem

## Záznam hry (jména hráčů stojí tam, kde nepotřebují pád ani rod)

log-setup = Hra je připravena.
log-initiative_coin =
    { $player } dostává { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } za pozdní iniciativu.
log-epoch = Začíná epocha { $epoch }; jako první hraje { $player }.
log-wheel = { $player } natáčí kolo. První dobírání: { $decks }.
log-wheel-deck = { $coat } ({ $player }) – { $deck }
log-round =
    { $round ->
        [1] Kolo dobírání 1 z 5.
       *[other] Kolo dobírání { $round } z 5: otočné kolo se pootočí o jeden díl a každý dobírá z dalšího balíčku.
    }
log-chosen = { $player } má vybráno.
log-draw = Dobíráte { $deck }: { $cards }.
log-choice =
    Vaše volba: { $mode ->
        [sell] prodat { $card }
       *[buy] pořídit { $card }
    }.
log-discard = { $player } vykládá { $card } lícem nahoru na { $pile }.
log-buy =
    { $player } si pořizuje { $card } { $price ->
        [0] zdarma
        [one] za { $price } minci
        [few] za { $price } mince
        [many] za { $price } mince
       *[other] za { $price } mincí
    }.
log-sell =
    { $player } prodává kartu za { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }.
log-sell-card =
    { $player } prodává { $card } za { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }.
log-sell_secret = Prodaná karta: { $card }.
log-take = { $player } bere { $card } { $pile }.
log-income =
    { $player } dostává { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } jako příjem.
log-colony-plunder =
    { $player } plení kolonii úrovně { $level }: { $money }, { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }.
log-colony-integrate =
    { $player } připojuje kolonii „{ $colony }“ (úroveň { $level }): { $money }, { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }.
log-colony_pass = { $player } už další kolonii nebere.
log-colony_none = { $player } nemůže získat žádnou kolonii.
log-statue =
    { $player } tesá sochu { $statue }: { $tile } { $face ->
        [down] rubem nahoru
       *[up] lícem nahoru
    }{ $paid }.
log-statue_pass = { $player } už další sochu netesá.
log-phase =
    { $phase ->
        [A] Začíná fáze A.
       *[B] Začíná fáze B: hráči se střídají a berou vrchní karty z vykládacích polí.
    }
log-feed_surplus =
    { $player } dostává { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } za přebytek zemědělství.
log-hunger =
    { $player } musí odhodit { $cards } { $cards ->
        [one] kartu
        [few] karty
        [many] karty
       *[other] karet
    } (zemědělství nestačí).
log-feed_remove = { $player } odhazuje { $card }.
log-feed_pay =
    { $player } platí { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } místo odhození karty.
log-medal_pass = { $player } už další pečeť nekupuje.
log-silver =
    { $player } kupuje stříbrnou pečeť { $tile } za { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }.
log-gold =
    { $player } kupuje zlatou pečeť za { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }.
log-game_over = Hra skončila.

## Příkazy (hodnota je popis, .name název příkazu či volby v Discordu)

cmd-hadara = Hrajte Hadaru v tomto kanálu
    .name = hadara
cmd-hadara-new = Otevřít přípravnou místnost pro novou hru Hadary
    .name = nová
opt-hadara-variant = Základní, nebo pokročilá hra
opt-hadara-max-players = Kolik hráčů se může přidat (2–5)
choice-hadara-basic = Základní
choice-hadara-advanced = Pokročilá

hadara-name = Hadara

hadara-help = Hadara pro 2–5 hráčů: tři epochy vybírání karet, kolonie, sochy a pečeti.
    • /hadara nová otevře přípravnou místnost (základní nebo pokročilá hra, počet hráčů, časovače).
    • V kolech dobírání dostane každý hráč soukromou zprávu se dvěma kartami; máte-li soukromé zprávy zavřené, použijte /hadara ruka.
    • Když veřejně vybírá několik hráčů najednou (sochy, pečeti), má na stole každý svou nabídku se svým jménem.


## Titulky rozhodnutí: co se od vás právě chce (první řádek výzvy)

hadara-title-side = Zvolte stranu své startovní karty
hadara-title-wheel = Natočte kolo pro první kolo dobírání
hadara-title-draft = Kolo dobírání { $round } z 5: jednu kartu si nechte, druhou vyložte
hadara-title-colony = Jste na tahu: získejte kolonii, nebo pasujte
hadara-title-statue = Vytesejte sochu, nebo pasujte
hadara-title-take = Jste na tahu: vezměte vrchní vyloženou kartu
hadara-title-feed = Uživte obyvatelstvo: odhoďte { $count ->
        [one] { $count } kartu
        [few] { $count } karty
        [many] { $count } karty
       *[other] { $count } karet
    }
hadara-title-medal = Kupte pečeti, nebo pasujte

## Export (a file of the game)
