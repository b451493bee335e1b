## Through the Ages: shrnutí, které hráč dostane, když je na tahu (rules/tta/recap.py): co se
## stalo od jeho minulého tahu, nejvýš 8 řádků. Za jménem hráče je vždy dvojtečka, nebo stojí
## samo („Ann +3“), aby se nemuselo skloňovat.

tta-recap-more = …a { $count ->
    [one] ještě 1 řádek
    [few] ještě { $count } řádky
   *[other] ještě { $count } řádků
} v záznamu hry.
tta-recap-times = { $card } ×{ $count }
tta-recap-plus = +{ $count } { $count ->
    [one] další
    [few] další
   *[other] dalších
}
tta-recap-join = { $first }; { $rest }

## Co se stalo vám (napřed).
tta-recap-you-aggression = { $player }: { $card } proti vám – { $outcome ->
    [success] úspěch ({ $attack } : { $defence }).
    [held] ubránili jste se ({ $defence } : { $attack }).
   *[pending] zatím nerozhodnuto.
}
tta-recap-you-attacked = Vaše agrese: { $card } (cíl: { $player }) – { $outcome ->
    [success] úspěch ({ $attack } : { $defence }).
   *[failed] nezdar ({ $attack } : { $defence }).
}
tta-recap-you-war = { $player }: vyhlášená válka proti vám: { $card }; rozhodne se na začátku dalšího tahu útočníka.
tta-recap-you-war-yours = Vaše válka { $card } (cíl: { $player }) se rozhodne na začátku vašeho tahu.
tta-recap-you-war-result = { $player }: válka { $card } – { $outcome ->
    [won] vítězství ({ $mine } : { $theirs }).
    [lost] porážka ({ $mine } : { $theirs }).
   *[tie] remíza ({ $mine } : { $theirs }).
}
tta-recap-you-pact = { $player }: smlouva s vámi platí – { $card }.
tta-recap-you-refused = { $player }: vaše nabídka odmítnuta – { $card }.
tta-recap-you-pact-ended = { $player }: vaše smlouva { $card } končí ({ $why ->
    [cancelled] zrušení
    [attack] útok
    [obsolete] zastarání
    [replaced] nahrazení novou smlouvou
    [resigned] odstoupení národa
   *[other] { $why }
}).
tta-recap-you-colony = Kolonizaci jste vyhráli: { $card } (nabídka { $bid }).
tta-recap-you-lost = Vaše ztráty: { $items }.
tta-recap-stat = { $stat ->
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
        [one] { $amount } surovina
        [few] { $amount } suroviny
        [many] { $amount } suroviny
       *[other] { $amount } surovin
    }
    [population] { $amount ->
        [one] { $amount } dělník
        [few] { $amount } dělníci
        [many] { $amount } dělníka
       *[other] { $amount } dělníků
    }
    [yellow_tokens] { $amount ->
        [one] { $amount } žlutý žetonek
        [few] { $amount } žluté žetonky
        [many] { $amount } žlutého žetonku
       *[other] { $amount } žlutých žetonků
    }
    [blue_tokens] { $amount ->
        [one] { $amount } modrý žetonek
        [few] { $amount } modré žetonky
        [many] { $amount } modrého žetonku
       *[other] { $amount } modrých žetonků
    }
   *[other] { $amount } ({ $stat })
}

## Jeden řádek za každý další národ: „Ann: nové karty (2): Železo, Bronz; postaveno: Chrám“.
tta-recap-nation = { $player }: { $parts }.
tta-recap-took = { $count ->
    [one] nová karta
   *[other] nové karty ({ $count })
}: { $cards }
tta-recap-built = postaveno: { $cards }
tta-recap-arrow = { $card } → { $to }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
tta-recap-upgraded = vylepšeno: { $cards }{ $more ->
    [0] {""}
    [one] {" "}a 1 další
    [few] {" "}a { $more } další
   *[other] {" "}a { $more } dalších
}
tta-recap-pop = populace +{ $count }
tta-recap-wonder = { $card } +{ $stages ->
    [one] 1 část
    [few] { $stages } části
   *[other] { $stages } částí
}
tta-recap-played = zahráno: { $cards }
tta-recap-revolution = revoluce: { $card }
tta-recap-tactic = taktika: { $cards }
tta-recap-colonies = kolonie: { $cards }
tta-recap-attack = { $card } (cíl: { $target }) – { $outcome ->
    [success] úspěch
    [failed] nezdar
    [declared] vyhlášeno
    [won] vítězství
    [lost] porážka
    [tie] remíza
   *[pending] zatím nerozhodnuto
}
tta-recap-pact = smlouva { $card } (partner: { $partner })
tta-recap-prepared = { $count ->
    [one] připravena 1 událost
    [few] připraveny { $count } události
   *[other] připraveno { $count } událostí
}
tta-recap-resigned = odstoupení ze hry

## Pro všechny.
tta-recap-events = Události: { $cards }.
tta-recap-age = { $age ->
    [A] Začal starověk (věk A).
   *[other] Začal věk { $age }.
}
tta-recap-last-round = Hraje se poslední kolo.
tta-recap-culture = Kultura: { $scores }.
tta-recap-score = { $player } { $delta }
