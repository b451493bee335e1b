## Odpovědi předem (rules/tta/standing.py): co hráč nechá pro otázky, které dostane mimo
## svůj tah, když je pryč. Vidí je jen on sám ve svém nastavení.

# Otázky jako nadpisy nastavení.
tta-standing-question-defence = Agrese a války proti vám
tta-standing-question-colonize = Dražby o kolonie
tta-standing-question-pact = Nabídky smluv
tta-standing-question-event_goods = Událost: jídlo, nebo suroviny
tta-standing-question-event_build = Událost: budova zdarma
tta-standing-question-split = Rozdělení jídla a surovin
tta-standing-question-loss = Ztráta budovy či jednotky

# Druhy odpovědí jako krátké položky nabídky (nejvýš asi 25 znaků).
tta-standing-kind-defend-cheapest = Nejlevnější obrana
tta-standing-kind-defend-none = Nebránit se
tta-standing-kind-bid-up-to = Přihazovat do limitu
tta-standing-kind-bid-never = Nikdy nepřihazovat
tta-standing-kind-pact-refuse-all = Odmítat všechny smlouvy
tta-standing-kind-pact-by-seat = Podle hráče
tta-standing-kind-goods-choice = Vždy totéž zboží
tta-standing-kind-free-build = Budova zdarma: ano/ne
tta-standing-kind-split-prefer = Oblíbené rozdělení
tta-standing-kind-lose-cheapest = Přijít o nejlevnější

# Popis uložené odpovědi.
tta-standing-defend-cheapest = Bránit se nejlevnější silou, která útok odrazí: { $cards ->
    [0] bez karet obrany
    [one] nejvýš 1 karta obrany
    [few] nejvýš { $cards } karty obrany
   *[other] nejvýš { $cards } karet obrany
}, { $units ->
    [0] bez obětování jednotek
    [one] obětovat nejvýš 1 jednotku
    [few] obětovat nejvýš { $units } jednotky
   *[other] obětovat nejvýš { $units } jednotek
}. Když to nestačí, nic se nevydá.
tta-standing-defend-none = Nebránit se: nic se neobětuje a nehraje se žádná karta.
tta-standing-bid-up-to = Přihazovat o území vždy o 1, nejvýš do { $max }⚔; získanou kolonii obsadit nejlevnější silou, která nabídku splní.
tta-standing-bid-never = O území nikdy nepřihazovat.
tta-standing-pact-refuse-all = Odmítnout každou nabídku smlouvy.
tta-standing-pact-by-seat = Smlouvy: { $accepted ->
    [0] nic nepřijímat
   *[other] přijímat nabídky hráčů: { $accept }
}; { $refused ->
    [0] nic neodmítat
   *[other] odmítat nabídky hráčů: { $refuse }
}. Ostatní nabídky počkají na vás.
tta-standing-seat = { $player }
tta-standing-goods-choice = Jídlo, nebo suroviny: vždy { $choice ->
    [food] jídlo
   *[res] suroviny
}.
tta-standing-free-build = Budova zdarma z události: { $choice ->
    [yes] vždy postavit
   *[no] nikdy nestavět
}.
tta-standing-split-prefer = Rozdělení jídla a surovin: { $prefer ->
    [food] co nejvíc jídla
    [res] co nejvíc surovin
   *[even] zhruba napůl
}.
tta-standing-lose-cheapest = Když musíte přijít o budovu či jednotku: o tu nejlevnější (u kolonie či divu o nejstarší).

# Značka v záznamu u akce provedené odpovědí předem.
tta-standing-answered = { $player }: odpověď zadaná předem

# Nabídky nastavení druhu odpovědi (/tta answers): výzva pro každý parametr, pak položky
# volby (nejvýš asi 25 znaků).
tta-standing-param-defend_cheapest-cards = Karty obrany: nejvýš…
tta-standing-param-defend_cheapest-units = Obětovat jednotek: nejvýš…
tta-standing-param-bid_up_to-max = Nejvyšší nabídka…
tta-standing-param-pact_by_seat-accept = Přijímat smlouvy od…
tta-standing-param-pact_by_seat-refuse = Odmítat smlouvy od…
tta-standing-param-goods_choice-choice = Vždy vzít…
tta-standing-param-free_build-choice = Postavit budovu zdarma?
tta-standing-param-split_prefer-prefer = Dát přednost…
tta-standing-value-goods_choice-food = Jídlo
tta-standing-value-goods_choice-res = Suroviny
tta-standing-value-free_build-yes = Vždy postavit
tta-standing-value-free_build-no = Nikdy nestavět
tta-standing-value-split_prefer-food = Co nejvíc jídla
tta-standing-value-split_prefer-res = Co nejvíc surovin
tta-standing-value-split_prefer-even = Zhruba napůl
# Otázky jako položky nabídky (nejvýš 25 znaků).
tta-standing-menu-defence = Agrese a války proti vám
tta-standing-menu-colonize = Dražby o kolonie
tta-standing-menu-pact = Nabídky smluv
tta-standing-menu-event_goods = Událost: jídlo/suroviny
tta-standing-menu-event_build = Událost: budova zdarma
tta-standing-menu-split = Dělení jídla a surovin
tta-standing-menu-loss = Ztráta budovy či jednotky
