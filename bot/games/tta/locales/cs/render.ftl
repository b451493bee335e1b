# Through the Ages: texty kreslené do obrázků (render/tta/i18n.py; ids se musí přesně shodovat).
# Čísla se znaménkem (+2, ±0, −1) jsou výběry: na tta-img-signed a tta-img-cost-extra
# odkazují jiné zprávy a sdílejí s nimi proměnné.

## Společná slova

tta-img-none = —
tta-img-seat = Hráč { $seat }
tta-img-seat-no = { $seat }
tta-img-age-0 = A
tta-img-age-1 = I
tta-img-age-2 = II
tta-img-age-3 = III
tta-img-age-4 = IV
tta-img-age = Věk { $age }
tta-img-round = kolo { $round }
tta-img-age-round = Věk { $age } · Kolo { $round }
tta-img-over = konec hry
tta-img-last-round = Poslední kolo
tta-progress-turn = na tahu hráč { $seat }
tta-progress-player = na tahu: { $player }

## Stůl

tta-img-status-turn = { $player } provádí akce
tta-img-status-other = { $player } rozhoduje: { $card }
tta-img-status-political = { $player } může provést politickou akci
tta-img-final-events = Události věku III k vyhodnocení: { $n }
tta-img-status-over = { $n ->
    [one] Konec hry · vítěz: { $winners }
   *[other] Konec hry · vítězové: { $winners }
}
tta-img-civil-deck = Civilní balíček { $age }: { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } karty
   *[other] { $n } karet
}
tta-img-military-deck = Vojenský balíček { $age }: { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } karty
   *[other] { $n } karet
}
tta-img-events-left = Události: { $n } lícem dolů
tta-img-event-piles = Události: { $current } aktuální · { $future } budoucí
tta-img-last-event = Poslední událost
tta-img-no-event = Zatím žádná odkrytá událost
tta-img-row = Nabídka karet
tta-img-row-costs = Nabídka karet · cena: { $player }
tta-img-row-costs-wonders = Nabídka karet · cena: { $player } (divy { tta-img-cost-extra })
tta-img-empty-slot = prázdné
tta-img-new = nová
tta-img-cost-extra = { $extra ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $extra }
}
tta-img-per-turn = { tta-img-signed } za kolo
tta-img-signed = { $n ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $n }
}
tta-img-strength = síla
tta-img-happy = šťastné značky
tta-img-content = spokojenost
tta-img-discontent = { $n ->
    [one] { $n } nespokojený
    [few] { $n } nespokojení
    [many] { $n } nespokojeného
   *[other] { $n } nespokojených
}
tta-img-food-flow = +{ $make } −{ $eat }
tta-img-res-flow = { $lose ->
    [0] +{ $make }
   *[other] +{ $make } −{ $lose }
}
tta-img-left-of = { $left }/{ $max }
tta-img-ca-value = { $value } civilní
tta-img-ma-value = { $value } vojenské
tta-img-wonder-progress = { $card } { $built }/{ $total }
tta-img-wonders-and = { $wonder } · hotovo { $done }
tta-img-wonders-done = { $done ->
    [0] Žádný div
    [one] { $done } div
    [few] { $done } divy
    [many] { $done } divu
   *[other] { $done } divů
}
tta-img-no-leader = Bez osobnosti
tta-img-winner = Vítěz
tta-img-deciding = Rozhoduje
tta-img-on-turn = Na tahu
tta-img-first = Začínající
tta-img-hand-sizes = Ruka { $civil }/{ $limit } · vojenské { $military }
tta-img-hand-civil = Ruka { $civil }/{ $limit }
tta-img-colonies-n = { $n ->
    [one] { $n } kolonie
    [few] { $n } kolonie
    [many] { $n } kolonie
   *[other] { $n } kolonií
}
tta-img-pacts-n = { $n ->
    [one] { $n } smlouva
    [few] { $n } smlouvy
    [many] { $n } smlouvy
   *[other] { $n } smluv
}
tta-img-politics = Války a smlouvy
tta-img-war-line = { $card }: { $a } – { $b }
tta-img-pact-line = { $card }: { $a } a { $b }

## Deska hráče

tta-img-board-title = { $player } · deska
tta-img-yellow-bank = Žlutý pruh · { $n ->
    [one] { $n } žetonek
    [few] { $n } žetonky
    [many] { $n } žetonku
   *[other] { $n } žetonků
}
tta-img-yellow-now = { $cost ->
    [0] pruh prázdný · spotřeba { $eat }
    [one] nový dělník: { $cost } jídlo · spotřeba { $eat }
   *[other] nový dělník: { $cost } jídla · spotřeba { $eat }
}
tta-img-bank-cost = růst { $food }
tta-img-bank-eat = jí { $food }
tta-img-bank-happy = ☺ { $n }
tta-img-bank-empty = prázdný: spotřeba { $food }
tta-img-workers = { $unused ->
    [one] { $unused } volný dělník
    [few] { $unused } volní dělníci
    [many] { $unused } volného dělníka
   *[other] { $unused } volných dělníků
} · populace { $population }
tta-img-blue-bank = Modrý pruh · { $n ->
    [one] { $n } žetonek
    [few] { $n } žetonky
    [many] { $n } žetonku
   *[other] { $n } žetonků
}
tta-img-corruption = { $n ->
    [0] bez korupce
   *[other] korupce −{ $n }
}
tta-img-corruption-section = −{ $n }
tta-img-group-production = Farmy a doly
tta-img-group-urban = Městské budovy · nejvýš { $limit } od typu
tta-img-group-unit = Vojenské jednotky
tta-img-nothing = nic
tta-img-workers-n = { $n }
tta-img-government = Státní zřízení
tta-img-gov-stats = { $ca } civilní · { $ma } vojenské · limit budov { $urban }
tta-img-leader = Osobnost
tta-img-wonders = Divy
tta-img-wonder-stages = části { $built }/{ $total }
tta-img-wonder-next = { $cost ->
    [one] další část { $cost } surovina
    [few] další část { $cost } suroviny
    [many] další část { $cost } suroviny
   *[other] další část { $cost } surovin
}
tta-img-completed = dokončen
tta-img-specials = Extra technologie
tta-img-tactic = Taktika
tta-img-armies = { $n ->
    [one] { $n } armáda
    [few] { $n } armády
    [many] { $n } armády
   *[other] { $n } armád
}
tta-img-army-bonus = armády +{ $n } k síle
tta-img-colonies-bonus = Kolonie · kolonizace +{ $n }
tta-img-colonies = Kolonie
tta-img-pacts = Smlouvy
tta-img-civil-hand = Civilní ruka · { $n } z { $limit }
tta-img-military-hand = Vojenská ruka · { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } karty
   *[other] { $n } karet
}
tta-img-military-hidden = Tyto karty vidí jen jejich majitel
tta-img-urban-limit = limit budov { $n }
tta-img-pool = { $n } zdarma na jednotky

## Karta

tta-img-card-age-kind = Věk { $age } · { $kind }
tta-img-science-cost = Cena ve vědě { $n }
tta-img-revolution-cost = { $n ->
    [one] Revoluce: { $n } bod vědy
    [few] Revoluce: { $n } body vědy
    [many] Revoluce: { $n } bodu vědy
   *[other] Revoluce: { $n } bodů vědy
}
tta-img-build-cost = { $n ->
    [one] Cena stavby: { $n } surovina
    [few] Cena stavby: { $n } suroviny
    [many] Cena stavby: { $n } suroviny
   *[other] Cena stavby: { $n } surovin
}
tta-img-per-building = Každá budova:
tta-img-per-unit = Každá jednotka:
tta-img-token-value = Každý modrý žetonek: { $n } { $stat ->
    [food] { $n ->
        [one] jídlo
       *[other] jídla
    }
   *[other] { $n ->
        [one] surovina
        [few] suroviny
        [many] suroviny
       *[other] surovin
    }
}
tta-img-stages = Části: { $costs } surovin
tta-img-when-complete = Po dokončení:
tta-img-in-effect = Dokud je ve hře:
tta-img-tactic-army = Armáda: { $units }
tta-img-tactic-units = { $infantry ->
    [0] {""}
   *[other] { $infantry } { $infantry ->
        [one] pěchota
        [few] pěchoty
        [many] pěchoty
       *[other] pěchot
    }
}{ $cavalry ->
    [0] {""}
   *[other] { $infantry ->
        [0] {""}
       *[other] {" + "}
    }{ $cavalry } { $cavalry ->
        [one] jízda
        [few] jízdy
        [many] jízdy
       *[other] jízd
    }
}{ $artillery ->
    [0] {""}
   *[other] { $infantry ->
        [0] { $cavalry ->
            [0] {""}
           *[other] {" + "}
        }
       *[other] {" + "}
    }{ $artillery } { $artillery ->
        [one] dělo
        [few] děla
        [many] děla
       *[other] děl
    }
}
tta-img-tactic-value = { $obsolete ->
    [one] +{ $value } k síle (zastaralá +{ $obsolete })
    [few] +{ $value } k síle (zastaralá +{ $obsolete })
    [many] +{ $value } k síle (zastaralá +{ $obsolete })
    [other] +{ $value } k síle (zastaralá +{ $obsolete })
   *[none] +{ $value } k síle
}
tta-img-military-cost = { $n ->
    [one] { $n } vojenská akce
    [few] { $n } vojenské akce
    [many] { $n } vojenské akce
   *[other] { $n } vojenských akcí
}
tta-img-bonus = Obrana +{ $defense } · Kolonizace +{ $colonization }
tta-img-copies = Kusů: { $p2 } / { $p3 } / { $p4 } (2 / 3 / 4 hráči)
tta-img-starting = Natištěno na každé kartě národa
tta-img-unknown-card = Neznámá karta

## Výzva (obrázek hráče, který rozhoduje)

tta-img-prompt-turn = Na tahu: { $player }
tta-img-prompt-wait = Teď není co rozhodovat
tta-img-prompt-waiting-for = Čeká se na: { $player }
tta-img-prompt-over = Hra skončila
tta-img-prompt-stake = O co jde
tta-img-prompt-choices = Vaše možnosti
tta-img-prompt-hand = Vaše ruka
tta-img-prompt-playable = lze vyložit
tta-img-prompt-round-one = 1. kolo: smíte jen brát karty
tta-img-choice-other = { $choice }
tta-img-purpose-colonize = Kolonizační výprava
tta-img-purpose-attack = Útočná síla
tta-img-purpose-defend = Obrana
tta-img-purpose-war_att = Válka: útočná síla
tta-img-purpose-war_def = Válka: obrana
tta-img-fact-attacker = útočník { $player } (síla { $strength })
tta-img-fact-defender = obránce { $player } (síla { $strength })
tta-img-fact-from = nabízí { $player }
tta-img-fact-target = národ { $player }
tta-img-fact-high = nejvyšší nabídka { $bid } ({ $player })
tta-img-fact-bid = nabídka { $n }
tta-img-fact-no-bid = zatím bez nabídky
tta-img-fact-limit = vojenská ruka { $n }, limit { $limit }
tta-img-fact-total = k překonání: { $n }
tta-img-fact-value = vaše síla: { $n }
tta-img-fact-amount = množství { $n }
tta-img-fact-budget = rozpočet { $budget }, utraceno { $spent }
tta-img-fact-unit = { $card } ×{ $n }
tta-img-fact-units = vybráno: { $units }
tta-img-choice-bid = Nabídnout { $n }
tta-img-choice-split = { $food } { $food ->
    [one] jídlo
   *[other] jídla
} + { $res } { $res ->
    [one] surovina
    [few] suroviny
    [many] suroviny
   *[other] surovin
}
tta-img-choice-card = Zahrát: { $card }
tta-img-choice-disc = Odhodit: { $card }
tta-img-choice-sac = Obětovat: { $card }
tta-img-choice-pick = { $card }
tta-img-choice-take = Vzít: { $card }
tta-img-choices-more = { $n ->
    [one] { $n } další možnost
    [few] { $n } další možnosti
    [many] { $n } další možnosti
   *[other] { $n } dalších možností
} na tlačítkách
tta-img-unused-workers = { $n ->
    [one] { $n } volný dělník
    [few] { $n } volní dělníci
    [many] { $n } volného dělníka
   *[other] { $n } volných dělníků
}
tta-img-pop-cost = { $n ->
    [0] žádný dělník nezbývá
    [one] nový dělník: { $n } jídlo
   *[other] nový dělník: { $n } jídla
}
tta-img-your-nation = Váš národ
tta-img-military-pool = { $n } zdarma na jednotky

## Bodování

tta-img-score-title = Závěrečné bodování
tta-img-score-live = Průběžné body
tta-img-total = Celkem
tta-img-culture-now = Kultura teď
tta-img-culture-rate = Kultura za kolo
tta-img-science-now = Věda
tta-img-cat-other = { $name }
tta-img-place = { $place }.

## Typy technologií a druhy karet

tta-img-type-farm = Farma
tta-img-type-mine = Důl
tta-img-type-temple = Chrám
tta-img-type-lab = Laboratoř
tta-img-type-arena = Aréna
tta-img-type-library = Knihovna
tta-img-type-theater = Divadlo
tta-img-type-infantry = Pěchota
tta-img-type-cavalry = Jízda
tta-img-type-artillery = Dělostřelectvo
tta-img-type-air_force = Letectvo
tta-img-type-government = Státní zřízení
tta-img-type-civil = Správa
tta-img-type-military = Vojenství
tta-img-type-colonization = Kolonizace
tta-img-type-construction = Stavebnictví
tta-img-kind-leader = Osobnost
tta-img-kind-wonder = Div
tta-img-kind-technology = Technologie
tta-img-kind-action = Akční karta
tta-img-kind-event = Událost
tta-img-kind-territory = Území
tta-img-kind-tactic = Taktika
tta-img-kind-aggression = Agrese
tta-img-kind-pact = Smlouva
tta-img-kind-war = Válka
tta-img-kind-bonus = Bonus

## Čísla na kartách (se znaménkem; odkaz na tta-img-signed sdílí $n)

tta-img-stat-food = { tta-img-signed } k jídlu
tta-img-stat-resources = { tta-img-signed } k surovinám
tta-img-stat-culture = { tta-img-signed } ke kultuře
tta-img-stat-science = { tta-img-signed } k vědě
tta-img-stat-strength = { tta-img-signed } k síle
tta-img-stat-happy = { tta-img-signed } { $n ->
    [one] šťastná značka
    [few] šťastné značky
    [many] šťastné značky
   *[other] šťastných značek
}
tta-img-stat-civil_actions = { tta-img-signed } { $n ->
    [one] civilní akce
    [few] civilní akce
    [many] civilní akce
   *[other] civilních akcí
}
tta-img-stat-military_actions = { tta-img-signed } { $n ->
    [one] vojenská akce
    [few] vojenské akce
    [many] vojenské akce
   *[other] vojenských akcí
}
tta-img-stat-colonization = { tta-img-signed } ke kolonizaci
tta-img-stat-blue_tokens = { tta-img-signed } { $n ->
    [one] modrý žetonek
    [few] modré žetonky
    [many] modrého žetonku
   *[other] modrých žetonků
}
tta-img-stat-yellow_tokens = { tta-img-signed } { $n ->
    [one] žlutý žetonek
    [few] žluté žetonky
    [many] žlutého žetonku
   *[other] žlutých žetonků
}
tta-img-stat-civil_hand_limit = { tta-img-signed } k limitu civilních karet
tta-img-stat-military_hand_limit = { tta-img-signed } k limitu vojenských karet

## Co hráč, který rozhoduje, právě dělá, a nadpisy výzvy

tta-img-status-event = { $player } odpovídá: { $card }
tta-img-status-pick = { $player } vybírá: { $card }
tta-img-status-split = { $player } dělí, co dává či bere { $card }
tta-img-status-agree = { $player } bere karty: { $card }
tta-img-status-force = { $player } vybírá jednotky a karty: { $card }
tta-img-status-defend = { $player } volí obranu: { $card }
tta-img-status-bid = { $player } přihazuje: { $card }
tta-img-status-pact = { $player } odpovídá na smlouvu: { $card }
tta-img-status-discard = { $player } odhazuje vojenské karty
tta-img-status-colonize = { $player } vysílá kolonizační výpravu: { $card }
tta-img-status-war = { $player } vyhodnocuje: { $card }
tta-img-status-aggression = { $player } vyhodnocuje: { $card }
tta-img-status-choose = { $player } volí: { $card }
tta-img-status-lose = { $player } volí, o co přijde: { $card }
tta-img-status-destroy = { $player } volí, co zničí { $card }
tta-img-status-uprising = { $player } řeší vzpouru
tta-img-frame-event = Událost: { $card }
tta-img-frame-pick = Volba: { $card }
tta-img-frame-split = Rozdělení: { $card }
tta-img-frame-agree = Vzít karty: { $card }
tta-img-frame-force = Vyberte síly: { $card }
tta-img-frame-defend = Obrana proti: { $card }
tta-img-frame-bid = Nabídka na kolonizaci: { $card }
tta-img-frame-pact = Nabízená smlouva: { $card }
tta-img-frame-discard = Odhoďte na limit vojenských karet
tta-img-frame-colonize = Kolonizační výprava: { $card }
tta-img-frame-war = Válka: { $card }
tta-img-frame-aggression = Agrese: { $card }
tta-img-frame-choose = Volba: { $card }
tta-img-frame-lose = O co přijdete: { $card }
tta-img-frame-destroy = Co bude zničeno: { $card }
tta-img-frame-uprising = Vzpoura
tta-img-frame-other = Rozhodněte: { $card }

## Odpovědi

tta-img-choice-food = Vzít jídlo
tta-img-choice-res = Vzít suroviny
tta-img-choice-yes = Ano — postavit zdarma
tta-img-choice-no = Ne
tta-img-choice-accept = Přijmout
tta-img-choice-decline = Nepřijmout
tta-img-choice-pass = Pas
tta-img-choice-done = Hotovo
tta-img-choice-reset = Začít znovu
tta-img-choice-refuse = Odmítnout
tta-img-choice-resign = Odstoupit ze hry

## Dlaždice karet: čísla, legenda ikon, proč kartu teď nelze použít

tta-img-fig-revolution = revoluce { $n }
tta-img-fig-defense = obrana +{ $n }
tta-img-fig-colonize = kolonizace +{ $n }
tta-img-why-not = teď nelze
tta-img-why-not_enough_actions = třeba { $need }{ $kind ->
    [military] 🔴
   *[civil] ⚪
}, máte { $have }
tta-img-why-not_enough_food = třeba { $need }☘, máte { $have }
tta-img-why-not_enough_resources = třeba { $need }⚒, máte { $have }
tta-img-why-not_enough_science = třeba { $need }⚗, máte { $have }
tta-img-why-hand_full = plná ruka { $count }/{ $limit }
tta-img-you = vy
tta-img-legend-ca = civilní akce
tta-img-legend-ma = vojenská akce
tta-img-legend-science = věda
tta-img-legend-resources = suroviny
tta-img-legend-food = jídlo
tta-img-legend-culture = kultura
tta-img-legend-strength = síla
tta-img-legend-happy = šťastná značka
tta-img-legend-unhappy = smutná značka
tta-img-legend-colony = kolonizace
tta-img-legend-blue = modrý žetonek
tta-img-legend-worker = žlutý žetonek

## O co jde v rozhodnutí mimo tah

tta-img-what-destroy-own = Vyberte svou budovu, o kterou přijdete
tta-img-what-destroy = Vyberte budovu ke zničení · { $player }
tta-img-what-colony-own = Vyberte kolonii, o kterou přijdete
tta-img-what-colony = Vyberte kolonii · { $player }
tta-img-what-lose_pop = Vyberte budovu nebo jednotku, která přijde o dělníka
tta-img-what-wonder = Vyberte svůj div, který přijde o své efekty
tta-img-what-special = Vyberte extra technologie k převzetí · { $player }
tta-img-what-pick = Vyberte jednu možnost
tta-img-what-split-gain = Zisk jídla a surovin celkem { $n }: rozdělte podle libosti
tta-img-what-split-lose-own = Ztráta jídla a surovin celkem { $n }: zvolte rozdělení
tta-img-what-split-lose = { $player } ztrácí jídlo a suroviny, celkem { $n }: zvolte rozdělení
tta-img-what-agree = Vezměte karty z nabídky v ceně nejvýš { $budget }⚪ (použito { $spent }⚪)
tta-img-what-discard = { $n ->
    [one] Vyberte { $n } kartu k odhození (limit { $limit })
    [few] Vyberte { $n } karty k odhození (limit { $limit })
   *[other] Vyberte { $n } karet k odhození (limit { $limit })
}
tta-img-what-bid = Přihoďte na kolonii, nebo pasujte
tta-img-what-pact = Přijměte, nebo odmítněte smlouvu
tta-img-what-event = Vaše odpověď na událost

## Součty boje (při rovnosti obránce ubrání)

tta-img-force-you = vy { $strength } + { $value } = { $total }
tta-img-force-you-pact = vy { $strength } + { $value } + smlouva { $bonus } = { $total }
tta-img-force-attacker = útočník { $n }
tta-img-force-attacker-now = útočník { $n } před obětováním
tta-img-force-defender-now = obránce { $n } před obranou
tta-img-force-hold-at = při { $n } ubráníte: ještě { $more }
tta-img-force-hold = ubráníte: { $total } proti { $n }
tta-img-force-win-at = při { $n } vyhrajete: ještě { $more }
tta-img-force-win = vyhrajete: { $total } proti { $n }
tta-img-force-draw-at = při { $n } remíza: ještě { $more }
tta-img-force-draw = remíza: { $total } proti { $n }
tta-img-force-rule-defend = Při rovnosti obránce ubrání.
tta-img-force-rule-attack = Při rovnosti obránce ubrání a ještě může přidat jednotky a karty obrany.
tta-img-force-rule-war-att = Rovnost nic nezmění; obránce ještě může obětovat jednotky.
tta-img-force-rule-war-att-defender = Při rovnosti vyhrává obránce, který ještě může obětovat jednotky.
tta-img-force-rule-war-def = Rovnost nic nezmění; nad součtem útočníka vyhráváte.
tta-img-force-colonize = vaše výprava { $value } · nabídka { $bid }
tta-img-force-colonize-bonus = vaše výprava { $value } (včetně kolonizace +{ $bonus }) · nabídka { $bid }
tta-img-force-reach = do { $n } chybí { $more }
tta-img-force-enough = stačí: { $value } na { $n }
tta-img-force-one-unit = Musí jít aspoň jedna jednotka.

## Dražba kolonie

tta-img-bid-max = můžete vyslat až { $n }
tta-img-bid-rival = { $player }: síla { $strength }, vojenská ruka { $cards }
tta-img-bid-rival-bonus = { $player }: síla { $strength }, kolonizace +{ $bonus }, vojenská ruka { $cards }
tta-img-bid-card = { $card } +{ $n }
tta-img-bid-cards = vaše karty kolonizace: { $cards }
tta-img-bid-no-cards = v ruce nemáte žádnou kartu kolonizace
tta-img-bid-bonus = počítá se i váš bonus kolonizace +{ $n }
tta-img-bid-rule = Vítěz vyšle jednotky (aspoň jednu) a karty v hodnotě aspoň nabídky.

## Nabízená smlouva: každá strana a co dostane

tta-img-pact-both = Oba národy
tta-img-pact-side = Strana { $side } · { $player }
tta-img-pact-nothing = nic
tta-img-pact-rate = { $text } za kolo
tta-img-pact-per-wonder = +{ $n } ke kultuře za kolo za každý dokončený div toho druhého
tta-img-pact-substitute = jednou za tah smí zaplatit { $pay } jako { $get }
tta-img-pact-cooperation = technologie o { $n }⚗ levněji; partner platí { $share }⚗
tta-img-pact-no-war = nikdo mu nesmí vyhlásit válku
tta-img-pact-no-attacks = Žádné útoky mezi nimi.
tta-img-pact-attack-bonus = Útok jednoho na druhého dostane +{ $n }.
tta-img-pact-ends-on-attack = Končí, jestliže jeden napadne druhého.

## Kategorie bodování

tta-img-cat-culture = Kultura během hry
tta-img-cat-techs = Technologie věku I
tta-img-cat-strength = Síla
tta-img-cat-happy = Šťastné značky
tta-img-cat-production = Jídlo, suroviny, věda
tta-img-cat-events = Události věku III
tta-img-cat-wonders = Divy

## Jednořádkové souhrny karet (vlastní, z dat karet)

tta-summary-julius_caesar = +1 k síle a +1 vojenská akce.
tta-summary-homer = Každé kolo je první surovina utracená za jednotky zdarma; až dvě jednotky Bojovníků dávají po 1 bodu kultury.
tta-summary-moses = Zvýšení populace stojí o 1 jídlo méně.
tta-summary-hammurabi = O jednu civilní akci více, o jednu vojenskou méně.
tta-summary-aristotle = 1 bod vědy za každou kartu technologie vzatou z nabídky.
tta-summary-alexander_the_great = +1 k síle národa za každou vojenskou jednotku (obětované jednotky mají svou vlastní hodnotu).
tta-summary-hanging_gardens = +1 ke kultuře, +2 šťastné značky.
tta-summary-library_of_alexandria = +1 ke kultuře, +1 k vědě; limit civilních i vojenských karet v ruce +1.
tta-summary-colossus = +1 ke kultuře, +1 k síle, +1 ke každé kolonizační výpravě.
tta-summary-pyramids = O jednu civilní akci více.
tta-summary-engineering_genius_a = Postav přesně jednu část divu o 2 suroviny levněji.
tta-summary-frugality_a = Zvyš populaci za plnou cenu a dostaneš zpět 1 jídlo.
tta-summary-ideal_building_site_a = Postav jednu novou městskou budovu o 1 surovinu levněji.
tta-summary-patriotism_a = Toto kolo: vojenská akce navíc a první surovina utracená za jednotky je zdarma.
tta-summary-revolutionary_idea_a = Získej 1 bod vědy.
tta-summary-rich_land_a = Postav jednu novou farmu nebo důl o 1 surovinu levněji.
tta-summary-work_of_art_a = Získej 6 bodů kultury.
tta-summary-masonry = Městské budovy stupně I–III stojí o 1 surovinu méně; až 2 části divu za akci.
tta-summary-michelangelo = +1 ke kultuře za každou šťastnou značku z chrámů, divadel a divů; vzít div stojí o 1 civilní akci méně.
tta-summary-joan_of_arc = +1 k síle za každou šťastnou značku z chrámů; 5 bodů kultury, kdykoli je proti jejímu národu zahrána agrese nebo válka.
tta-summary-leonardo_da_vinci = Věda rovná stupni nejlepší obsazené laboratoře nebo knihovny; 1 surovina za každou vyloženou technologii.
tta-summary-genghis_khan = Každá jezdecká jednotka je o 1 silnější (i při obětování) a dává 1 bod kultury; karta taktiky nedává nic.
tta-summary-christopher_columbus = Jednou za hru smí jako politickou akci vyložit území z ruky jako kolonii bez dražby a obětování.
tta-summary-frederick_barbarossa = Za 1 civilní akci: zvyš populaci a postav s tímto dělníkem jednotku, obojí o 1 levněji.
tta-summary-great_wall = +1 ke kultuře, +1 šťastná značka, +1 k síle národa za každou jednotku pěchoty a dělostřelectva.
tta-summary-st_peters_basilica = +2 ke kultuře; každá šťastná značka se počítá dvakrát.
tta-summary-universitas_carolina = +1 ke kultuře, +2 k vědě.
tta-summary-taj_mahal = +3 ke kultuře.
tta-summary-bountiful_harvest_i = Získej 2 jídla.
tta-summary-breakthrough_i = Vylož technologii za plnou cenu (revoluce povolena) a získej 2 body vědy.
tta-summary-efficient_upgrade_i = Vylepši jednu farmu, důl nebo městskou budovu o 2 suroviny levněji.
tta-summary-engineering_genius_i = Postav přesně jednu část divu o 3 suroviny levněji.
tta-summary-frugality_i = Zvyš populaci za plnou cenu a dostaneš zpět 2 jídla.
tta-summary-ideal_building_site_i = Postav jednu novou městskou budovu o 2 suroviny levněji.
tta-summary-mineral_deposits_i = Získej 2 suroviny.
tta-summary-patriotism_i = Toto kolo: vojenská akce navíc a první 2 suroviny utracené za jednotky jsou zdarma.
tta-summary-revolutionary_idea_i = Získej 2 body vědy.
tta-summary-rich_land_i = Postav jednu novou farmu nebo důl o 2 suroviny levněji.
tta-summary-work_of_art_i = Získej 5 bodů kultury.
tta-summary-architecture = Městské budovy stojí o 1 (stupeň I) nebo 2 (stupně II, III) suroviny méně; až 3 části divu za akci.
tta-summary-william_shakespeare = +1 ke kultuře za každou knihovnu; další +2 ke kultuře za každý pár knihovna–divadlo.
tta-summary-james_cook = +2 ke kultuře za každou kolonii; každá použitá bonusová karta Kolonizace se počítá o 1 více.
tta-summary-napoleon_bonaparte = +1 vojenská akce; hodnota taktiky nejlepší úplné armády se počítá ještě jednou.
tta-summary-maximilien_robespierre = +1 vojenská akce; revoluce spotřebuje všechny vojenské akce místo všech civilních.
tta-summary-j_s_bach = Technologie divadel stojí o 1 bod vědy méně; nová divadla o 1 surovinu méně; +1 ke kultuře za každé divadlo.
tta-summary-isaac_newton = Věda rovná stupni nejlepší obsazené laboratoře nebo knihovny; vyložení technologie nespotřebuje civilní akci.
tta-summary-transcontinental_railroad = +5 k síle národa; nejlepší obsazená karta dolu produkuje jeden žetonek navíc.
tta-summary-eiffel_tower = +4 ke kultuře, +1 šťastná značka.
tta-summary-kremlin = +3 ke kultuře, o jednu civilní a jednu vojenskou akci více, 2 smutné značky.
tta-summary-ocean_liner_service = Jednou za tah zvyš populaci bez civilní akce a o 5 jídla levněji.
tta-summary-bountiful_harvest_ii = Získej 3 jídla.
tta-summary-breakthrough_ii = Vylož technologii za plnou cenu (revoluce povolena) a získej 4 body vědy.
tta-summary-efficient_upgrade_ii = Vylepši jednu farmu, důl nebo městskou budovu o 3 suroviny levněji.
tta-summary-engineering_genius_ii = Postav přesně jednu část divu o 4 suroviny levněji.
tta-summary-frugality_ii = Zvyš populaci za plnou cenu a dostaneš zpět 3 jídla.
tta-summary-ideal_building_site_ii = Postav jednu novou městskou budovu o 3 suroviny levněji.
tta-summary-mineral_deposits_ii = Získej 3 suroviny.
tta-summary-patriotism_ii = Toto kolo: vojenská akce navíc a první 3 suroviny utracené za jednotky jsou zdarma.
tta-summary-revolutionary_idea_ii = Získej 4 body vědy.
tta-summary-rich_land_ii = Postav jednu novou farmu nebo důl o 3 suroviny levněji.
tta-summary-wave_of_nationalism = Toto kolo za každý silnější národ zásoba surovin zdarma na jednotky: 6 / 3 / 2 při 2 / 3 / 4 hráčích.
tta-summary-work_of_art_ii = Získej 4 body kultury.
tta-summary-air_forces = Letecká jednotka. Ke každé armádě se přidá nejvýš jedna a zdvojnásobí hodnotu její taktiky.
tta-summary-engineering = Městské budovy stojí o tolik surovin méně, kolik je jejich stupeň (1/2/3); až 4 části divu za akci.
tta-summary-albert_einstein = Věda rovná stupni nejlepší obsazené laboratoře nebo knihovny; 3 body kultury za každou vyloženou technologii.
tta-summary-mahatma_gandhi = +2 ke kultuře; nesmí hrát agrese ani války; útoky na tento národ stojí dvojnásobek vojenských akcí.
tta-summary-rock_and_roll_icon = +2 šťastné značky; jedno obsazené divadlo nejvyššího stupně dává dvojnásobek kultury.
tta-summary-nikola_tesla = Každý dělník na laboratoři stupně I–III dává navíc žetonek suroviny v hodnotě stupně laboratoře; ostatní národy platí za stavbu a vylepšení laboratoří a knihoven o 1 surovinu více.
tta-summary-winston_churchill = Technologie jednotek stojí o 3 body vědy méně; karty Obrany se počítají dvakrát; dokud je proti tomuto národu vyhlášena válka, stojí každá nová jednotka o 2 suroviny méně.
tta-summary-game_designer = Každý dělník na laboratoři dává navíc kulturu rovnou stupni laboratoře a o 1 bod vědy méně.
tta-summary-hollywood = Po dokončení: 2 body kultury × stupeň za každé divadlo a knihovnu (za každého dělníka).
tta-summary-internet = Po dokončení: 2 body kultury × stupeň za každou laboratoř a knihovnu (za každého dělníka).
tta-summary-first_space_flight = Po dokončení: 1 bod kultury za každý stupeň každé vyložené karty technologie včetně zřízení.
tta-summary-fast_food_chains = Po dokončení: 1 bod kultury za každou městskou budovu a jednotku, 2 za každou farmu a důl.
tta-summary-bountiful_harvest_iii = Získej 4 jídla.
tta-summary-efficient_upgrade_iii = Vylepši jednu farmu, důl nebo městskou budovu o 4 suroviny levněji.
tta-summary-endowment_for_the_arts = Získej kulturu za každý národ s více kulturou: po 6 / 3 / 2 při 2 / 3 / 4 hráčích.
tta-summary-engineering_genius_iii = Postav přesně jednu část divu o 5 surovin levněji.
tta-summary-ideal_building_site_iii = Postav jednu novou městskou budovu o 4 suroviny levněji.
tta-summary-military_build_up = Toto kolo za každý silnější národ zásoba surovin zdarma na jednotky: 8 / 5 / 3 při 2 / 3 / 4 hráčích.
tta-summary-mineral_deposits_iii = Získej 4 suroviny.
tta-summary-patriotism_iii = Toto kolo: vojenská akce navíc a první 4 suroviny utracené za jednotky jsou zdarma.
tta-summary-revolutionary_idea_iii = Získej 6 bodů vědy.
tta-summary-work_of_art_iii = Získej 3 body kultury.
tta-summary-development_of_agriculture = Každý národ získá 2 jídla.
tta-summary-development_of_crafts = Každý národ získá 2 suroviny.
tta-summary-development_of_markets = Každý národ získá 2 jídla nebo 2 suroviny podle své volby.
tta-summary-development_of_politics = Každý národ si vezme 3 vojenské karty; hráč na tahu v tomto kole neodhazuje vojenské karty. Ve výukové hře se nepoužívá.
tta-summary-development_of_religion = Každý národ s volným dělníkem smí zdarma postavit chrám Náboženství (platí limit budov).
tta-summary-development_of_science = Každý národ získá 2 body vědy.
tta-summary-development_of_settlement = Každý národ zdarma zvýší populaci o jednu.
tta-summary-development_of_trade_routes = Každý národ získá 1 bod vědy, 1 surovinu a 1 jídlo.
tta-summary-development_of_warfare = Každý národ s volným dělníkem smí zdarma postavit jednotku Bojovníků.
tta-summary-no_event = Nic se nestane.
tta-summary-barbarians = Je-li národ s nejvíce kulturou mezi dvěma nejslabšími, přijde o jednoho obyvatele.
tta-summary-border_conflict = Nejslabší národ přijde o jednu městskou budovu, farmu nebo důl (podle své volby); nejsilnější získá 3 suroviny.
tta-summary-crusades = Nejsilnější národ získá 4 body kultury, nejslabší 4 ztratí.
tta-summary-cultural_influence = Každý národ získá kulturu rovnou svému přírůstku kultury.
tta-summary-foray = Každý ze dvou nejsilnějších národů získá celkem 3 jídla a suroviny, rozdělené podle své vůle.
tta-summary-good_harvest = Farmy všech národů ihned produkují, bez spotřeby.
tta-summary-immigration = Národ(y) s nejvíce šťastnými značkami zdarma zvýší populaci o 1.
tta-summary-new_deposits = Doly všech národů ihned produkují, bez korupce.
tta-summary-pestilence = Každý národ přijde o jednoho obyvatele.
tta-summary-raiders = Každý ze dvou nejslabších národů ztratí celkem 2 jídla a suroviny, rozdělené podle své volby.
tta-summary-rats = Každý národ ztratí všechno uskladněné jídlo.
tta-summary-rebellion = V příštím tahu má každý národ o 2 civilní akce méně za každého nespokojeného dělníka, kterého má teď.
tta-summary-reign_of_terror = Nejslabší národ přijde o jednoho obyvatele.
tta-summary-scientific_breakthrough = Každý národ získá vědu rovnou svému přírůstku vědy.
tta-summary-uncertain_borders = Nejslabší národ přesune 1 žlutý žetonek ze svého žlutého pruhu na žlutý pruh nejsilnějšího národa.
tta-summary-developed_territory_i = Kolonie: +1 modrý a +1 žlutý žetonek; při obsazení 3 body vědy.
tta-summary-fertile_territory_i = Kolonie: +3 žluté žetonky; při obsazení 3 jídla.
tta-summary-historic_territory_i = Kolonie: +1 šťastná značka; při obsazení 6 bodů kultury.
tta-summary-inhabited_territory_i = Kolonie: +2 žluté žetonky; při obsazení 1 populace zdarma.
tta-summary-strategic_territory_i = Kolonie: +2 k síle; při obsazení 3 vojenské karty.
tta-summary-wealthy_territory_i = Kolonie: +2 modré žetonky; při obsazení 5 surovin.
tta-summary-enslave = Poražený přijde o jednoho obyvatele; útočník získá 3 suroviny.
tta-summary-plunder_i = Útočník vezme jídlo a suroviny v celkové hodnotě 3, rozdělené podle své volby.
tta-summary-raid_i = Znič jednu městskou budovu; získej polovinu její tištěné ceny v surovinách, zaokrouhleno nahoru.
tta-summary-open_borders_agreement = Oba národy mají +1 vojenskou akci; když jeden napadne druhého, útočník si přičte +3.
tta-summary-trade_routes_agreement = Jednou za svůj tah smí A zaplatit 1 jídlo jako 1 surovinu a B 1 surovinu jako 1 jídlo.
tta-summary-civil_unrest = Každý národ ztratí 4 body kultury za každého nespokojeného dělníka.
tta-summary-cold_war = Každý ze dvou nejsilnějších národů získá 6 bodů vědy.
tta-summary-crime_wave = Každý ze dvou nejslabších národů ztratí 3 body kultury a 1 modrý žetonek ze svého modrého pruhu.
tta-summary-economic_progress = Farmy a doly všech národů ihned produkují, se spotřebou a korupcí.
tta-summary-emigration = Každý národ ztratí polovinu nespokojených dělníků (zaokrouhleno nahoru) do svého žlutého pruhu.
tta-summary-iconoclasm = Každá osobnost ve hře, která není z aktuálního věku, je odhozena.
tta-summary-independence_declaration = Nejslabší národ přijde o jednu kolonii podle své volby.
tta-summary-international_agreement = Nejsilnější národ si smí zdarma vzít karty z nabídky až za 5 civilních akcí; udělá-li to, vynechá svou příští politickou akci.
tta-summary-national_pride = Národ s nejvíce kulturou získá 5 bodů kultury.
tta-summary-popularization_of_science = Každý národ získá kulturu rovnou svému přírůstku vědy.
tta-summary-ravages_of_time = Každý národ otočí jeden dokončený div věku A nebo I lícem dolů: jeho efekty končí a místo nich dává 2 body kultury za kolo.
tta-summary-refugees = Nejslabší národ ztratí 3 body kultury a 1 populaci; nejsilnější získá 3 body kultury a 1 populaci.
tta-summary-terrorism = Národ s nejméně kulturou zničí jednu městskou budovu každému jinému národu.
tta-summary-developed_territory_ii = Kolonie: +2 modré a +2 žluté žetonky; při obsazení 5 bodů vědy.
tta-summary-fertile_territory_ii = Kolonie: +4 žluté žetonky; při obsazení 5 jídla.
tta-summary-historic_territory_ii = Kolonie: +2 šťastné značky; při obsazení 11 bodů kultury.
tta-summary-inhabited_territory_ii = Kolonie: +3 žluté žetonky; při obsazení 2 populace zdarma.
tta-summary-strategic_territory_ii = Kolonie: +4 k síle; při obsazení 5 vojenských karet.
tta-summary-wealthy_territory_ii = Kolonie: +3 modré žetonky; při obsazení 8 surovin.
tta-summary-annex = Vezmi poraženému jednu kolonii i s její trvalou výhodou.
tta-summary-assassinate = Stojí tolik vojenských akcí, kolik je stupeň cílové osobnosti; osobnost je odhozena a útočník získá 3 body kultury za každý stupeň.
tta-summary-plunder_ii = Útočník vezme jídlo a suroviny v celkové hodnotě 5, rozdělené podle své volby.
tta-summary-raid_ii = Znič až dvě stejné městské budovy; získej polovinu jejich tištěné ceny v surovinách, zaokrouhleno dolů.
tta-summary-sabotage = Stojí tolik vojenských akcí, kolik je stupeň nedokončeného divu cíle; div je odhozen a útočník získá 3 body kultury za každý stupeň.
tta-summary-spy = Útočník vezme až 5 bodů vědy.
tta-summary-acceptance_of_supremacy = Při každé údržbě národa A vyprodukuje o 1 surovinu více a B o 1 méně; nesmějí na sebe útočit.
tta-summary-international_trade_agreement = Při každé údržbě národa A vyprodukuje o 1 surovinu více, B o 1 jídlo více.
tta-summary-promise_of_military_protection = A: přírůstek kultury +1. B: síla +5, přírůstek kultury −1. Končí, jestliže jeden napadne druhého.
tta-summary-scientific_cooperation = Technologie vyložená kterýmkoli z národů mu stojí o 2 body vědy méně a partnera 1 bod vědy; nelze vykládat, nemá-li partner žádnou vědu.
tta-summary-war_over_territory = Poražený dá vítězi 1 + rozdíl/3 (zaokrouhleno dolů) žlutých žetonků ze svého žlutého pruhu na vítězův.
tta-summary-war_over_resources = Vítěz vezme jídlo a suroviny v hodnotě rozdílu, rozdělené podle své volby.
tta-summary-war_over_technology = Vítěz vezme vědu rovnou rozdílu, nebo místo části z ní extra technologie počítané podle jejich ceny ve vědě.
tta-summary-war_over_culture_ii = Vítěz vezme kulturu rovnou rozdílu.
tta-summary-impact_of_agriculture = Kultura rovná produkci jídla národa.
tta-summary-impact_of_architecture = Kultura rovná součtu stupňů všech městských budov.
tta-summary-impact_of_colonies = 4 body kultury za každou kolonii.
tta-summary-impact_of_competition = Kultura rovná součtu stupňů všech vojenských jednotek a arén.
tta-summary-impact_of_government = 2 body kultury za každou civilní akci a 1 za každou vojenskou.
tta-summary-impact_of_happiness = 2 body kultury za každou šťastnou značku (nejvýš 16), minus 2 za každého nespokojeného dělníka.
tta-summary-impact_of_industry = Kultura rovná produkci surovin národa.
tta-summary-impact_of_population = 2 body kultury za každého spokojeného dělníka nad 10.
tta-summary-impact_of_progress = 2 body kultury za každý stupeň zřízení a každé extra technologie.
tta-summary-impact_of_science = Kultura podle pořadí v přírůstku vědy: 10/0, 14/7/0 nebo 15/10/5/0 při 2/3/4 hráčích.
tta-summary-impact_of_strength = Kultura podle pořadí v síle: 10/0, 14/7/0 nebo 15/10/5/0 při 2/3/4 hráčích.
tta-summary-impact_of_technology = 4 body kultury za každou vyloženou kartu technologie stupně III (v pokročilé hře stupně II).
tta-summary-impact_of_wonders = Kultura za každý dokončený div: 5 za věk A, 4 za věk I, 3 za věk II, 2 za věk III.
tta-summary-armed_intervention = Útočník vezme až 7 bodů kultury.
tta-summary-plunder_iii = Útočník vezme jídlo a suroviny v celkové hodnotě 8, rozdělené podle své volby.
tta-summary-raid_iii = Znič až tři stejné městské budovy; získej polovinu jejich tištěné ceny v surovinách, zaokrouhleno dolů.
tta-summary-international_tourism = Přírůstek kultury každého národa je +1 za každý dokončený div toho druhého.
tta-summary-loss_of_sovereignty = A: přírůstek kultury +2. B: přírůstek kultury −2. Žádné útoky mezi nimi a nikdo nesmí vyhlásit válku B.
tta-summary-military_pact = Oba národy mají sílu +4. Končí, jestliže jeden napadne druhého.
tta-summary-peace_treaty = Žádné útoky mezi nimi; každý má přírůstek kultury +1.
tta-summary-war_over_culture_iii = Vítěz vezme kulturu rovnou rozdílu.
tta-summary-holy_war = Poražený ztratí rozdíl/3 (zaokrouhleno dolů) populace; vítěz získá 3 body kultury za každou skutečně ztracenou populaci.
