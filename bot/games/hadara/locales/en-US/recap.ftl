## Hadara: the recap a player gets when its move comes (rules/hadara/recap.py): what the others
## did since its previous move, at most 8 lines. A player's name is always followed by a colon.

recap-more = …and { $count ->
    [one] 1 more line
   *[other] { $count } more lines
} in the log.
recap-plus = +{ $count } more
recap-times = { $card } ×{ $count }
recap-join = { $first }; { $rest }
recap-epoch = Epoch { $epoch } has begun.
recap-player = { $player }: { $parts }.
recap-cards = new cards: { $colors } ({ $cards })
recap-color = { $count } { $color ->
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
}
recap-sold = sold { $count ->
    [one] 1 card
   *[other] { $count } cards
}
recap-colony-plunder = plundered a level { $level } colony (+{ $points } { $points ->
    [one] point
   *[other] points
})
recap-colony-integrate = integrated the colony “{ $colony }” (level { $level }, +{ $points } { $points ->
    [one] point
   *[other] points
})
recap-statues = { $count ->
    [one] statue
   *[other] statues
} { $statues }
recap-silver = { $count ->
    [one] a silver medal
   *[other] { $count } silver medals
}
recap-gold = { $count ->
    [one] a gold medal
   *[other] { $count } gold medals
}
recap-removed = removed { $count ->
    [one] 1 card
   *[other] { $count } cards
} when feeding
