## Through the Ages: co říká jádro pravidel (rules/tta/describe.py).
## tta-act-…: popisky akcí (tlačítka a položky nabídek). Telefon ukáže asi prvních 25 znaků, proto
## popisek začíná tím, čím se liší: napřed cena, v symbolech obrázků (⚪ civilní akce, 🔴 vojenská
## akce, ⚗ věda, ☘ jídlo, ⚒ suroviny, ✿ kultura, ⚔ síla), pak karta; sloveso nese nadpis nabídky
## (tta-group-…), ne popisek. tta-title-…: co se po hráči chce, v záhlaví výzvy; tta-log-…: řádky
## záznamu. Jména karet a hráčů přicházejí v 1. pádě, proto stojí za dvojtečkou nebo pomlčkou nebo
## jako podmět, a slovesa jsou v přítomném čase.

## Akce tahu: nabídka karet, stavby, ruka

tta-act-end = Ukončit tah
tta-act-take = { $cost }⚪ { $card }
tta-act-pop = { $food }☘ Zvýšit populaci
tta-act-pop-free = { $food }☘ Bez akce: zvýšit populaci
tta-act-build = { $cost }⚒ { $card }
tta-act-recruit = { $cost }⚒ { $card }
tta-act-upgrade = { $cost }⚒ { $card } → { $to }
tta-act-destroy = { $card }
tta-act-disband = { $card }
tta-act-barbarossa = { $food }☘ { $cost }⚒ Barbarossa: { $card }
tta-act-wonder = { $cost }⚒ { $card }: { $stages ->
    [one] 1 část
    [few] { $stages } části
   *[other] { $stages } částí
}
tta-act-leader = { $card }
tta-act-tech = { $science }⚗ { $card }
tta-act-peaceful = { $science }⚗ { $card }: poklidná změna
tta-act-peaceful-here = { $science }⚗ Poklidná změna zřízení
tta-act-revolution = { $science }⚗ { $card }: revoluce
tta-act-revolution-here = { $science }⚗ Revoluce
tta-act-card = { $card }
tta-act-card-build = { $cost }⚒ { $card }: { $target }
tta-act-card-upgrade = { $cost }⚒ { $card }: { $target } → { $to }
tta-act-card-tech = { $science }⚗ { $card }: { $target }
tta-act-card-revolution = { $science }⚗ { $card }: revoluce – { $target }
tta-act-event-food = Vzít { $amount }☘
tta-act-event-res = Vzít { $amount }⚒
tta-act-event-yes = Postavit zdarma: { $card }
tta-act-event-no = Nestavět
tta-act-unknown = Akce { $code }
tta-aged-card = { $age } · { $card }

## Akce: politika a armáda

tta-act-no-political = Bez politické akce
tta-act-resign = Odstoupit ze hry
tta-act-prepare = { $card } +{ $culture }✿
tta-act-columbus = Kolumbus: { $card }
tta-act-columbus-civil = 1⚪ Kolumbus: { $card }
tta-act-aggression = { $ma }🔴 { $card }: { $target }
tta-act-target = { $ma }🔴 { $target }
tta-act-pact = { $card }: { $role ->
    [a] vy A · { $target } B
    [b] vy B · { $target } A
   *[other] { $target }
}
tta-act-pact-with = { $role ->
    [a] Vy A · { $target } B
    [b] Vy B · { $target } A
   *[other] { $target }
}
tta-act-cancel-pact = Zrušit: { $card } ({ $partner })
tta-act-accept = Přijmout: { $card }{ $role ->
    [a] { " " }(vy A)
    [b] { " " }(vy B)
   *[other] {""}
}
tta-act-refuse = Odmítnout: { $card }
tta-act-tactic = 1🔴 Taktika: { $card }
tta-act-draw = 1🔴 Vzít vojenskou kartu
tta-act-trade = { $amount }{ $pay ->
    [food] ☘
   *[other] ⚒
} → { $amount }{ $pay ->
    [food] ⚒
   *[other] ☘
} Obchodní cesty
tta-act-discard = { $card }
tta-act-bid = { $amount }⚔
tta-act-pass = Vzdát se
tta-act-sacrifice = +{ $strength }⚔ { $card }
tta-act-bonus-card = +{ $value }⚔ { $card }
tta-act-done = Hotovo
tta-act-done-attack = Zaútočit (+{ $total }⚔)
tta-act-done-defend = Bránit se (+{ $total }⚔)
tta-act-done-colonize = Kolonizovat ({ $total }⚔)
tta-act-done-war_att = Do války (+{ $total }⚔)
tta-act-done-war_def = Bránit se (+{ $total }⚔)
tta-act-done-special = Místo toho vzít { $science }⚗
tta-act-reset = Začít znovu
tta-act-pick-colony = { $card }
tta-act-pick-wonder = { $card }
tta-act-pick-special = { $science }⚗ { $card }
tta-act-pick-lose = { $card }
tta-act-pick-destroy = { $card }
tta-act-split-gain = { $food }☘ { $resources }⚒
tta-act-split-lose = −{ $food }☘ −{ $resources }⚒

tta-confirm-resign = Opravdu odstoupit ze hry? Váš národ tím natrvalo vyhlásí úpadek: skončí na posledním místě, jeho smlouvy zaniknou, válka vedená proti němu se nekoná a dál už nehrajete. Odstoupení nelze vzít zpět.

## Nadpisy nabídek

tta-group-take = Vzít kartu z nabídky
tta-group-build = Stavby · vylepšení · populace
tta-group-hand = Zahrát kartu z ruky
tta-group-military = Armáda a ostatní
tta-group-destroy = Zbořit budovu
tta-group-disband = Rozpustit jednotku
tta-group-upgrade = Vylepšit
tta-group-event = Událost: { $card }
tta-group-prepare = Připravit událost nebo území
tta-group-attack = Agrese nebo válka
tta-group-pact = Smlouvy
tta-group-other = Ostatní
tta-group-discard = Odhodit vojenské karty – limit: { $limit }
tta-group-bid = Nabídka síly o území: { $card }
tta-group-sacrifice = Obětovat jednotky
tta-group-cards = Zahrát bonusové karty
tta-group-pick-destroy = Vybrat budovu ke zničení
tta-group-pick-lose = Vybrat, odkud odejde dělník
tta-group-pick-colony = Vybrat kolonii
tta-group-pick-wonder = Vybrat div, který zpustne
tta-group-pick-special = Vybrat technologii
tta-group-split-gain = Rozdělit na jídlo a suroviny
tta-group-split-lose = Rozdělit ztrátu na jídlo a suroviny
tta-group-part = Část { $part }

## Co se po hráči chce (záhlaví výzvy)

tta-title-turn = Jste na tahu
tta-title-political = Jste na tahu: politická akce
tta-title-defend = { $attacker } na vás útočí ({ $card }): braňte se
tta-title-war-def = { $attacker } s vámi vede válku ({ $card }): braňte se
tta-title-attack = { $card } (cíl: { $target }): obětujte jednotky
tta-title-war-att = { $card } (cíl: { $target }): vaše síla do války
tta-title-colonize = Kolonizace – { $card }: síla aspoň { $bid }
tta-title-bid = Nabídka síly o kolonii: { $card }{ $high ->
    [0] {""}
   *[other] { " " }(nejvyšší: { $high })
}
tta-title-pact = { $proposer } vám nabízí smlouvu: { $card }{ $role ->
    [a] { " " }(vy A)
    [b] { " " }(vy B)
   *[other] {""}
}
tta-title-discard = Odhoďte vojenské karty – limit: { $limit }
tta-title-event-goods = { $card }: jídlo, nebo suroviny?
tta-title-event-build = { $card }: postavit zdarma?
tta-title-agree = { $card }: vezměte karty nejvýš za { $budget }⚪
tta-title-pick-destroy = { $card }: vyberte, o kterou budovu přijde { $player }
tta-title-pick-destroy-own = { $card }: vyberte budovu, o kterou přijdete
tta-title-pick-lose = { $card }: vyberte, odkud odejde dělník
tta-title-pick-colony = { $card }: vyberte, o kterou kolonii přijde { $player }
tta-title-pick-colony-own = { $card }: vyberte kolonii, o kterou přijdete
tta-title-pick-wonder = { $card }: vyberte div, který zpustne
tta-title-pick-special = { $card }: technologie, o které přijde { $player } (nejvýš { $science }⚗)
tta-title-split-gain = { $card }: rozdělte { $amount } na jídlo a suroviny
tta-title-split-lose-own = { $card }: rozdělte ztrátu { $amount } na jídlo a suroviny
tta-title-split-lose = { $card }: vyberte, co ztratí { $player } ({ $amount })
tta-title-choose = Vaše volba

## Záznam

tta-log-setup = Začíná hra pro { $players ->
    [few] { $players } hráče
   *[other] { $players } hráčů
}; začínající hráč: { $start }.
tta-log-age = { $age ->
    [0] Začíná starověk (věk A).
    [1] Začíná věk I.
    [2] Začíná věk II.
    [3] Začíná věk III.
   *[other] Začíná věk IV: blíží se poslední kolo.
}
tta-log-last_round = Kolo { $round } je poslední.
tta-log-end_turn = { $player } končí tah.
tta-log-game_over = Hra skončila.
tta-log-resign = { $player } odstupuje ze hry.
tta-log-take = { $player } bere kartu: { $card } ({ $cost ->
    [one] { $cost } civilní akce
    [few] { $cost } civilní akce
   *[other] { $cost } civilních akcí
}).
tta-log-pop = { $player } zvyšuje populaci ({ $food ->
    [one] { $food } jídlo
    [few] { $food } jídla
    [many] { $food } jídla
   *[other] { $food } jídel
}).
tta-log-build = { $player } staví: { $card } ({ $cost ->
    [one] { $cost } surovina
    [few] { $cost } suroviny
    [many] { $cost } suroviny
   *[other] { $cost } surovin
}).
tta-log-upg = { $player } vylepšuje: { $card } → { $to } ({ $cost ->
    [one] { $cost } surovina
    [few] { $cost } suroviny
    [many] { $cost } suroviny
   *[other] { $cost } surovin
}).
tta-log-dest = { $player } ruší budovu či jednotku: { $card }.
tta-log-barb = { $player } – Barbarossa: nový dělník ({ $food ->
    [one] { $food } jídlo
    [few] { $food } jídla
    [many] { $food } jídla
   *[other] { $food } jídel
}) rovnou do jednotky – { $card } ({ $cost ->
    [one] { $cost } surovina
    [few] { $cost } suroviny
    [many] { $cost } suroviny
   *[other] { $cost } surovin
}).
tta-log-wonder = { $player } staví { $stages ->
    [one] část divu
    [few] { $stages } části divu
   *[other] { $stages } částí divu
}: { $card } ({ $cost ->
    [one] { $cost } surovina
    [few] { $cost } suroviny
    [many] { $cost } suroviny
   *[other] { $cost } surovin
}).
tta-log-play = { $player } hraje kartu: { $card }.
tta-log-rev = { $player } provádí revoluci: { $card } ({ $science ->
    [one] { $science } bod vědy
    [few] { $science } body vědy
    [many] { $science } bodu vědy
   *[other] { $science } bodů vědy
}).
tta-log-tac = { $player } vykládá taktiku: { $card }.
tta-log-col = { $player } platí za Kolumba civilní akcí.
tta-log-trade = { $player } mění { $pay ->
    [food] { $amount ->
        [one] { $amount } jídlo
        [few] { $amount } jídla
        [many] { $amount } jídla
       *[other] { $amount } jídel
    }
   *[other] { $amount ->
        [one] { $amount } surovinu
        [few] { $amount } suroviny
        [many] { $amount } suroviny
       *[other] { $amount } surovin
    }
} za { $get ->
    [food] jídlo
   *[other] suroviny
}.
tta-log-maintenance = { $player } – údržba: kultura +{ $culture }, věda +{ $science }, jídlo +{ $food } (snědeno { $eaten }), suroviny +{ $resources }.
tta-log-produce = { $player } ihned vyrábí jídlo či suroviny.
tta-log-uprising = Vzpoura – národ: { $player }. Nespokojenost { $discontent }, volní dělníci jen { $unused }; údržba se nekoná.
tta-log-actions_lost = { $player } má v tomto tahu předem utracené civilní akce: { $civil }.
tta-log-lose_actions = { $player } v příštím tahu přijde o civilní akce: { $civil }.
tta-log-draw = { $player } si bere { $count ->
    [one] vojenskou kartu
    [few] { $count } vojenské karty
   *[other] { $count } vojenských karet
}.
tta-log-drawn = Berete si: { $cards }.
tta-log-discard = { $player } odhazuje { $count ->
    [one] vojenskou kartu
    [few] { $count } vojenské karty
   *[other] { $count } vojenských karet
}.
tta-log-discarded = Odhazujete: { $card }.
tta-log-reshuffle = Odhozené vojenské karty věku { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
} tvoří nový balíček ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
}).
tta-log-obsolete = { $player } odkládá zastaralé karty: { $cards }.
tta-log-yellow_lost = { $player } při změně věku vrací { $count ->
    [one] { $count } žlutý žetonek
    [few] { $count } žluté žetonky
   *[other] { $count } žlutých žetonků
}.
tta-log-bonus_revealed = Odkryto pro závěrečné bodování: { $card }.
tta-log-final_event = Závěrečné bodování: { $card }.

## Záznam: politika, události, kolonie

tta-log-no_political = { $player } nehraje politickou akci.
tta-log-political_skipped = { $player } v tomto tahu vynechává politickou akci.
tta-log-prepare = { $player } připravuje událost věku { $age ->
    [0] A
    [1] I
    [2] II
   *[other] III
} (+{ $culture ->
    [one] { $culture } bod kultury
    [few] { $culture } body kultury
    [many] { $culture } bodu kultury
   *[other] { $culture } bodů kultury
}).
tta-log-prepared = Připravujete: { $card }.
tta-log-event = { $player } odkrývá událost: { $card }.
tta-log-events_rebuilt = Budoucí události se stávají aktuálními ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
}).
tta-log-gain = { $stat ->
    [population] { $player } zvyšuje populaci o { $amount }.
   *[other] { $player } získává { $stat ->
        [culture] { $amount ->
            [one] { $amount } bod kultury
            [few] { $amount } body kultury
            [many] { $amount } bodu kultury
           *[other] { $amount } bodů kultury
        }
        [science] { $amount ->
            [one] { $amount } bod vědy
            [few] { $amount } body vědy
            [many] { $amount } bodu vědy
           *[other] { $amount } bodů vědy
        }
        [food] { $amount ->
            [one] { $amount } jídlo
            [few] { $amount } jídla
            [many] { $amount } jídla
           *[other] { $amount } jídel
        }
        [resources] { $amount ->
            [one] { $amount } surovinu
            [few] { $amount } suroviny
            [many] { $amount } suroviny
           *[other] { $amount } surovin
        }
        [military_cards] { $amount ->
            [one] { $amount } vojenskou kartu
            [few] { $amount } vojenské karty
           *[other] { $amount } vojenských karet
        }
        [yellow_tokens] { $amount ->
            [one] { $amount } žlutý žetonek
            [few] { $amount } žluté žetonky
           *[other] { $amount } žlutých žetonků
        }
        [blue_tokens] { $amount ->
            [one] { $amount } modrý žetonek
            [few] { $amount } modré žetonky
           *[other] { $amount } modrých žetonků
        }
       *[other] { $amount } ({ $stat })
    }.
}
tta-log-lose = { $player } ztrácí { $stat ->
    [culture] { $amount ->
        [one] { $amount } bod kultury
        [few] { $amount } body kultury
        [many] { $amount } bodu kultury
       *[other] { $amount } bodů kultury
    }
    [science] { $amount ->
        [one] { $amount } bod vědy
        [few] { $amount } body vědy
        [many] { $amount } bodu vědy
       *[other] { $amount } bodů vědy
    }
    [food] { $amount ->
        [one] { $amount } jídlo
        [few] { $amount } jídla
        [many] { $amount } jídla
       *[other] { $amount } jídel
    }
    [resources] { $amount ->
        [one] { $amount } surovinu
        [few] { $amount } suroviny
        [many] { $amount } suroviny
       *[other] { $amount } surovin
    }
    [yellow_tokens] { $amount ->
        [one] { $amount } žlutý žetonek
        [few] { $amount } žluté žetonky
       *[other] { $amount } žlutých žetonků
    }
    [blue_tokens] { $amount ->
        [one] { $amount } modrý žetonek
        [few] { $amount } modré žetonky
       *[other] { $amount } modrých žetonků
    }
   *[other] { $amount } ({ $stat })
}.
tta-log-gain_goods = { $player } získává { $food ->
    [one] { $food } jídlo
    [few] { $food } jídla
    [many] { $food } jídla
   *[other] { $food } jídel
} a { $resources ->
    [one] { $resources } surovinu
    [few] { $resources } suroviny
    [many] { $resources } suroviny
   *[other] { $resources } surovin
}.
tta-log-lose_goods = { $player } ztrácí { $food ->
    [one] { $food } jídlo
    [few] { $food } jídla
    [many] { $food } jídla
   *[other] { $food } jídel
} a { $resources ->
    [one] { $resources } surovinu
    [few] { $resources } suroviny
    [many] { $resources } suroviny
   *[other] { $resources } surovin
}.
tta-log-lose_pop = { $player } přichází o { $count ->
    [one] dělníka
    [few] { $count } dělníky
   *[other] { $count } dělníků
}.
tta-log-free_build = { $player } staví zdarma: { $card }.
tta-log-declined = { $player } nevyužívá: { $card }.
tta-log-destroyed = { $player } přichází o { $count ->
    [one] budovu
    [few] { $count } budovy
   *[other] { $count } budov
}: { $card }.
tta-log-ravaged = { $player } – zpustlý div: { $card } (místo účinku přírůstek kultury +2).
tta-log-leader_lost = { $player } přichází o osobnost: { $card }.
tta-log-wonder_lost = { $player } přichází o rozestavěný div: { $card }.
tta-log-yellow_moved = { $player } odevzdává { $amount ->
    [one] { $amount } žlutý žetonek
    [few] { $amount } žluté žetonky
   *[other] { $amount } žlutých žetonků
}; dostává je { $to }.
tta-log-bid = { $player } nabízí sílu { $bid } o území: { $card }.
tta-log-bid_pass = { $player } už nenabízí o území: { $card }.
tta-log-auction_won = { $player } vyhrává nabídky o území: { $card } (síla { $bid }).
tta-log-no_colony = Nikdo nekolonizuje území: { $card }.
tta-log-sacrifice = { $units ->
    [0] { $player } hraje bonusové karty v hodnotě { $value }: { $cards }.
    [one] { $player } obětuje jednotku: síla { $value }.
    [few] { $player } obětuje { $units } jednotky: síla { $value }.
   *[other] { $player } obětuje { $units } jednotek: síla { $value }.
}
tta-log-colony = { $player } získává kolonii: { $card }.
tta-log-colony_lost = { $to ->
    [-1] { $player } přichází o kolonii: { $card }.
   *[other] { $player } přichází o kolonii: { $card }; získává ji { $to }.
}
tta-log-columbus = { $player } zakládá s Kolumbem kolonii: { $card }.

## Záznam: agrese, války, smlouvy

tta-log-aggression = { $player } hraje agresi: { $card } – cíl: { $target } ({ $ma ->
    [one] { $ma } vojenská akce
    [few] { $ma } vojenské akce
   *[other] { $ma } vojenských akcí
}).
tta-log-aggression_result = { $success ->
    [1] { $card }: úspěch – { $player } { $attack }, { $target } { $defence }.
   *[other] { $card }: nezdar – { $player } { $attack }, { $target } { $defence }.
}
tta-log-war = { $player } vyhlašuje válku: { $card } – cíl: { $target } ({ $ma ->
    [one] { $ma } vojenská akce
    [few] { $ma } vojenské akce
   *[other] { $ma } vojenských akcí
}).
tta-log-war_result = { $winner ->
    [-1] { $card }: remíza ({ $attack } : { $defence }), nic se neděje.
   *[other] { $card }: { $player } { $attack }, { $target } { $defence }; vítěz: { $winner } (o { $margin }).
}
tta-log-war_cancelled = { $player } – válka se nekoná: { $card }.
tta-log-steal = { $player } bere { $stat ->
    [science] { $amount ->
        [one] { $amount } bod vědy
        [few] { $amount } body vědy
        [many] { $amount } bodu vědy
       *[other] { $amount } bodů vědy
    }
   *[other] { $amount ->
        [one] { $amount } bod kultury
        [few] { $amount } body kultury
        [many] { $amount } bodu kultury
       *[other] { $amount } bodů kultury
    }
}; ztrácí: { $from }.
tta-log-tech_taken = { $player } bere technologii: { $card }; ztrácí: { $from }.
tta-log-token_returned = { $player } vrací útočný žeton (národ: { $of }).
tta-log-pact_offer = { $player } nabízí smlouvu: { $card } – komu: { $target } (navrhovatel jako { $role ->
    [a] A
   *[other] B
}).
tta-log-pact_refused = { $player } odmítá: { $card } (od: { $from }).
tta-log-pact = { $card } platí: A – { $a }, B – { $b }.
tta-log-pact_ended = { $card } ({ $a }, { $b }) končí: { $why ->
    [cancelled] zrušení
    [attack] útok
    [obsolete] zastarání
    [replaced] nahrazení novou smlouvou
    [resigned] odstoupení národa
   *[other] { $why }
}.

tta-confirm-end =
    { $uprising ->
        [0] Když teď tah ukončíte: { $famine ->
            [0] korupce vezme surovin: { $corruption }.
           *[other] hladomor, chybí jídlo: { $famine } (−{ $culture } kultury).{ $corruption ->
                [0] {""}
               *[other] { " " }Korupce vezme surovin: { $corruption }.
            }
        } Ukončit tah přesto?
       *[other] Když teď tah ukončíte, vypukne vzpoura: váš národ v tomto tahu nic nevyprodukuje (žádná kultura, věda, jídlo ani suroviny). Ukončit tah přesto?
    }

## Undo and the reasons a move is refused

tta-act-undo = Vrátit akci
tta-log-undo = { $player } bere akci zpět.
reason-not_enough_actions = { $kind ->
    [military] nezbývá dost vojenských akcí (potřeba { $need }🔴, máte { $have }🔴)
   *[civil] nezbývá dost civilních akcí (potřeba { $need }⚪, máte { $have }⚪)
}
reason-not_enough_food = nemáte dost jídla (potřeba { $need }☘, máte { $have }☘)
reason-not_enough_resources = nemáte dost surovin (potřeba { $need }⚒, máte { $have }⚒)
reason-not_enough_science = nemáte dost vědy (potřeba { $need }⚗, máte { $have }⚗)
reason-no_worker = nemáte volného dělníka
reason-hand_full = máte plnou ruku ({ $count }/{ $limit })
reason-leader_age_taken = osobnost tohoto věku už jste si vzali
reason-wonder_in_progress = už stavíte jiný div
reason-duplicate_technology = tuto technologii už máte
reason-taken_this_turn = akční kartu nelze zahrát v tahu, kdy jste ji vzali
reason-round_one_only_take = v prvním kole lze jen brát karty
reason-revolution_needs_all_actions = revoluce potřebuje všechny civilní akce nevyužité
reason-no_wonder = nestavíte žádný div
reason-no_bank_token = v modrém pruhu nezbývá žetonek
reason-nothing_to_undo = není co vzít zpět
reason-used_this_turn = v tomto tahu už jste to využili
reason-limit_reached = { $what ->
    [population] žlutý pruh je prázdný
    [urban] nejvýš { $limit } { $limit ->
        [one] městská budova
        [few] městské budovy
       *[other] městských budov
    } jednoho typu
   *[other] dosáhli jste limitu
}
reason-requirement_not_met = { $why ->
    [cooperation] partner Smlouvy o vědecké spolupráci nemá žádnou vědu
   *[other] není splněna podmínka
}
reason-unknown_target = není žádný možný cíl
