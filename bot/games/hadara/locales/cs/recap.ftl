## Hadara: shrnutí, které hráč dostane, když je na tahu (rules/hadara/recap.py): co ostatní
## udělali od jeho minulého tahu, nejvýš 8 řádků. Za jménem hráče je vždy dvojtečka.

recap-more = …a { $count ->
    [one] ještě 1 řádek
    [few] ještě { $count } řádky
   *[other] ještě { $count } řádků
} v záznamu hry.
recap-plus = +{ $count } { $count ->
    [one] další
    [few] další
   *[other] dalších
}
recap-times = { $card } ×{ $count }
recap-join = { $first }; { $rest }
recap-epoch = Začala epocha { $epoch }.
recap-player = { $player }: { $parts }.
recap-cards = nové karty: { $colors } ({ $cards })
recap-color = { $count } { $color ->
    [blue] { $count ->
        [one] modrá
        [few] modré
       *[other] modrých
    }
    [green] { $count ->
        [one] zelená
        [few] zelené
       *[other] zelených
    }
    [yellow] { $count ->
        [one] žlutá
        [few] žluté
       *[other] žlutých
    }
    [red] { $count ->
        [one] červená
        [few] červené
       *[other] červených
    }
   *[purple] { $count ->
        [one] fialová
        [few] fialové
       *[other] fialových
    }
}
recap-sold = { $count ->
    [one] prodána 1 karta
    [few] prodány { $count } karty
   *[other] prodáno { $count } karet
}
recap-colony-plunder = vypleněna kolonie úrovně { $level } (+{ $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
})
recap-colony-integrate = připojena kolonie „{ $colony }“ (úroveň { $level }, +{ $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
})
recap-statues = { $count ->
    [one] socha
   *[other] sochy
} { $statues }
recap-silver = { $count ->
    [one] stříbrná pečeť
    [few] { $count } stříbrné pečeti
   *[other] { $count } stříbrných pečetí
}
recap-gold = { $count ->
    [one] zlatá pečeť
    [few] { $count } zlaté pečeti
   *[other] { $count } zlatých pečetí
}
recap-removed = při krmení { $count ->
    [one] odhozena 1 karta
    [few] odhozeny { $count } karty
   *[other] odhozeno { $count } karet
}
