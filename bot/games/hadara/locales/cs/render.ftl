# Texty kreslené do obrázků (zrcadlí render/i18n.py; ids se musí přesně shodovat).

already-have-level = Tuto úroveň už máte
available = k dispozici
buy = Pořídit
buy-result = Mince { $before } → { $after }
cannot-afford = Nedostatek mincí
card-count = { $count } { $count ->
    [one] karta
    [few] karty
    [many] karty
   *[other] karet
}
cards = Karty
carved = vytesána
cat-cards = Karty
cat-coins = Mince (1 za 5)
cat-colonies = Kolonie
cat-gold = Zlaté pečeti
cat-silver = Stříbrné pečeti
cat-statues = Sochy
chosen = vybráno
coat-dragon = Drak
coat-lion = Lev
coat-monkey = Opice
coat-pegasus = Okřídlený kůň
coat-scarab = Skarabeus
coins = Mince
colonies = Kolonie
colony-empty = Sloupek prázdný
colony-left = Zbývá { $count }
colony-level = Úroveň { $level }
color-blue = Modrá
color-green = Zelená
color-letter-blue = M
color-letter-green = Ze
color-letter-purple = F
color-letter-red = Č
color-letter-yellow = Žl
color-purple = Fialová
color-red = Červená
color-yellow = Žlutá
cost = Cena
deck-size = Balíček { $count }
decks = Balíčky a vykládací pole
discount-next = Další karty barvy { $color } o 1 levnější
effect = Efekt
effect-P-I-1 = Když prodáte kartu, dostanete o 1 minci víc, než je její prodejní cena.
effect-P-I-2 = Při pořízení na tuto kartu položte jeden svůj bonusový žeton: daná oblast +2.
effect-P-I-3 = +1 kultura za každou vaši modrou kartu, teď i později.
effect-P-I-4 = +1 zemědělství za každou vaši zelenou kartu, teď i později.
effect-P-I-5 = +1 ekonomika za každou vaši žlutou kartu, teď i později.
effect-P-I-6 = +1 vojenská síla za každou vaši červenou kartu, teď i později.
effect-P-II-1 = Každá socha s žetonem lícem nahoru dává své oblasti o 2 víc; každý žeton rubem nahoru o 2 body víc.
effect-P-II-2 = Levnější pečeti: stříbrná II 4, III 15; zlatá II 6, III 22.
effect-P-II-3 = Když byste při živení odhazovali karty, zaplaťte místo toho 2 mince za kartu (nejvýš 6).
effect-P-II-4 = Při živení 3 mince za každý bod zemědělství nad počet vašich karet (nejvýš 12).
effect-P-II-5 = Při příjmu 2 mince za vojenskou sílu, kulturu i zemědělství nad vaší ekonomikou (nejvýš 6).
effect-P-II-6 = Kdykoli získáte kolonii, dostanete 4 mince.
effect-P-III-1 = Jedna stříbrná pečeť boduje plnou hodnotu oblasti místo poloviny.
effect-P-III-2 = Na konci 4 body za každou úplnou sadu pěti barev.
effect-P-III-3 = U zlatých pečetí se tato karta počítá jako karta libovolné jedné barvy.
effect-P-III-4 = V každém takovém kroku získejte až dvě kolonie a vytesejte až dvě sochy.
effect-P-III-5 = Vaše požadavky na kolonie a sochy jsou o 4 nižší.
effect-P-III-6 = Nesplňujete požadavek kolonie či sochy? Zaplaťte 3 mince za každý chybějící bod (nejvýš 10 bodů za krok).
effect-short-P-I-1 = Prodej o 1 dráž
effect-short-P-I-2 = Bonusový žeton +2
effect-short-P-I-3 = +1 kultura za modrou
effect-short-P-I-4 = +1 zeměděl. za zelenou
effect-short-P-I-5 = +1 ekonom. za žlutou
effect-short-P-I-6 = +1 vojsko za červenou
effect-short-P-II-1 = Sochy +2
effect-short-P-II-2 = Levnější pečeti
effect-short-P-II-3 = Živení mincemi
effect-short-P-II-4 = Přebytek jídla platí
effect-short-P-II-5 = Bonus k příjmu
effect-short-P-II-6 = Kolonie +4 mince
effect-short-P-III-1 = Plná stříbrná
effect-short-P-III-2 = 4 za sadu barev
effect-short-P-III-3 = Libovolná barva
effect-short-P-III-4 = Dvě za krok
effect-short-P-III-5 = Požadavky −4
effect-short-P-III-6 = Platba za požadavky
effects = Efekty
epoch = Epocha { $epoch }
epoch-card = Epocha { $epoch } · { $color }
face-down = rubem nahoru
face-up = lícem nahoru
first-player = Začínající hráč
gold = Zlatá
gold-cost = Zlatá pečeť: { $coins } { $coins ->
    [one] mince
    [few] mince
    [many] mince
   *[other] mincí
}
gold-preview = Teď { $sets } { $sets ->
    [one] úplná sada
    [few] úplné sady
    [many] úplné sady
   *[other] úplných sad
}
gold-sets = { $sets } { $sets ->
    [one] sada
    [few] sady
    [many] sady
   *[other] sad
} × { $medals } zlat.
initiative = Iniciativa { $value }
integrate = Připojit
integrate-cost = −{ $coins }
integrated = Připojena
medals = Pečeti
medals-left = Volná pole: stříbrné { $silver }, zlaté { $gold }
more = +{ $count } další
nobody = nikdo
none = —
not-your-turn = Teď nic nerozhodujete
other-card = Druhá karta se vyloží lícem nahoru
out-of-game = Mimo hru: { $count }
pass = Pas
pay-instead = Zaplatit 2 mince místo odhození
phase-A = Fáze A
phase-B = Fáze B
phase-end = Konec hry
phase-setup = Příprava
pile-empty = Nic vyloženo
pile-size = Vyloženo { $count }
players = Hráči
plunder = Vyplenit
plunder-gain = +{ $coins }
plundered = Vypleněna
points-short = { $points } b.
price = Cena { $coins }
price-discount = Cena { $coins } ({ $cost } − sleva { $discount })
prompt-colony = Získejte jednu kolonii, nebo pasujte
prompt-draft = Jednu kartu si nechte (pořiďte, nebo prodejte); druhá jde na pole: { $color }
prompt-feed = Odhoďte karty: { $count } (zemědělství { $food }, karty { $cards })
prompt-medal = Kupte pečeti, nebo pasujte
prompt-over = Hra skončila
prompt-side = Zvolte stranu A, nebo B své startovní karty
prompt-statue = Vytesejte jednu sochu s bonusovým žetonem, nebo pasujte
prompt-take = Vezměte vrchní kartu z pole, pak ji pořiďte, nebo prodejte
prompt-wheel = Zvolte, kam budou erby v kole 1 ukazovat
remove-card = Odhodit
requirement = Potřeba: { $track } { $value }
requirement-met = Požadavek splněn
requirement-missing = Chybí { $missing }
rotation = Natočení { $value }
sale-back = Prodej za { $coins }
score-live = Průběžné body
score-so-far = Zatím bodů
score-title = Závěrečné vyhodnocení
sell = Prodat
sell-result = Mince { $before } → { $after }
sets = Sady { $count }
setup-side = Startovní strana { $side }
side = Strana { $side }
silver = Stříbrná
silver-cost = Stříbrná pečeť: { $coins } { $coins ->
    [one] mince
    [few] mince
    [many] mince
   *[other] mincí
}
silver-preview = Teď za { $points }
silver-value = Stříbrná: { $points } b.
starred = ★ pokročilá
statue-bonus = Bonus { $value }
statue-need = Kultura { $value }
statues = Sochy
step-colony = Získání kolonie
step-draft = Kolo dobírání { $round } z 5
step-feed = Živení obyvatelstva
step-medal = Nákup pečetí
step-over = Závěrečné vyhodnocení
step-side = Volba strany startovní karty
step-statue = Tesání soch
step-take = Dobírání vyložených karet
step-wheel = Natočení kola
tiebreak = Zbylé mince
tiles-left = Zbylé bonusové žetony
to-act = Na tahu
total = Celkem
track-change = { $before } → { $after }
track-culture = Kultura
track-food = Zemědělství
track-income = Ekonomika
track-military = Vojenská síla
tracks = Oblasti pokroku
unavailable = nedostupné
variant-advanced = Pokročilá hra
variant-basic = Základní hra
waiting = Čeká se na: { $names }
wheel = Kolo
winner = Vítěz
your-holdings = Vy
your-turn = Vaše rozhodnutí

# Rozhodovací obrázky a rozvržení pro telefon
winners = Vítězové
colony-need = Potřebná vojenská síla
points = Body
points-gain = Body: { $points }
medals-change = Pečeti a sochy: { $points }
pile-under = Karet pod ní: { $count }
requirement-pay = Chybí { $missing }: zaplaťte { $coins } { $coins ->
    [one] minci
    [few] mince
    [many] mince
   *[other] mincí
}
integrate-hidden = Zisky a body ze skryté strany
tile-count = Žetony: { $count }
feed-done = Pak je lid uživen
feed-more = Pak odhoďte ještě { $count }
pay-left = ještě nejvýš { $count }×
silver-rule = Volná pole: { $left } · pečeť boduje polovinu hodnoty oblasti (zaokrouhleno nahoru)
silver-worth = { $track } { $value } → teď { $points } b.
gold-worth = Úplné sady: { $sets } → teď { $points } b.
gold-rule = Volná pole: { $left } · pečeť boduje 7 za každou sadu pěti barev
wheel-rotation = Natočení: balíček, na který v 1. kole ukazuje každý erb
wheel-turns = Po každém kole se kolo pootočí o jeden dílek, takže za pět kol si každý jednou dobere z každého balíčku.
score-tiebreak-rule = Při shodě vítězí ten, komu zbylo víc mincí
statue-face-up = Žeton lícem nahoru: jeho oblast +{ $bonus }
statue-face-down = Žeton rubem nahoru: body { $points }
