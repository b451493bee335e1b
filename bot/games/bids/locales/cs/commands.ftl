## Tajné nabídky na hostiteli: příkazy, přípravná místnost, nápověda

variant-first_price = { bids-variant-first_price }
variant-second_price = { bids-variant-second_price }
bids-help =
    Tajné nabídky pro 2–4 hráče, krátká aukční hra: v každém kole se objeví cena za 1–10 bodů a všichni o ni tajně přihazují; vyhrává nejvyšší nabídka.
    • /aukce nová otevře přípravnou místnost (aukce první nebo druhé ceny, hráči, počáteční mince, počet kol).
    • Nabídky se podávají v soukromé zprávě (nebo tlačítkem „Ukázat mé možnosti“ u stolu); vítěz si pak cenu ponechá pro body, nebo ji promění v mince.
    • Na konci dávají každé 3 mince bod navíc k ponechaným cenám.
cmd-bids = Hrát v tomto kanálu Tajné nabídky
    .name = aukce
cmd-bids-new = Otevřít přípravnou místnost nové hry Tajné nabídky
    .name = nová
cmd-bids-hand = Ukázat vaše soukromé možnosti (uvidíte je jen vy)
    .name = ruka
cmd-bids-board = Ukázat list hráče (uvidíte ho jen vy)
    .name = deska
opt-bids-variant = Kdo co platí: vítěz svou nabídku, nebo druhou nejvyšší nabídku
opt-bids-max-players = Kolik hráčů se může přidat (2–4)
opt-bids-coins = S kolika mincemi každý začíná (6–30)
    .name = mince
opt-bids-rounds = Kolik cen se vydraží (3–8)
    .name = kola
choice-bids-first-price = První cena (platíte svou nabídku)
choice-bids-second-price = Druhá cena (platíte druhou nejvyšší nabídku)
