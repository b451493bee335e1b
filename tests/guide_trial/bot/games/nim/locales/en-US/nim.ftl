# Nim: every text of the game (message ids nim-…). Variables are numbers except $player (a
# player's name) and $winners (names joined by the renderer).

## The game and its variants

nim-name = Nim
nim-variant-normal = Normal play
nim-variant-misere = Misère

## Buttons and menus

nim-act-take = Take { $count } from pile { $pile }
nim-group-pile = Pile { $pile } ({ $size })

## Log lines

nim-log-take =
    { $player } takes { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    } from pile { $pile } ({ $left } left).
nim-log-over-normal = Game over: { $player } takes the last stone and wins.
nim-log-over-misere = Game over: { $player } takes the last stone and loses; the others win.

## Images

nim-img-seat = Player { $seat }
nim-img-rule-normal = Whoever takes the last stone wins
nim-img-rule-misere = Whoever takes the last stone loses
nim-img-limit =
    { $limit ->
        [one] Take 1 stone from one pile
       *[other] Take 1 to { $limit } stones from one pile
    }
nim-img-no-limit = Take any number of stones from one pile
nim-img-pile = Pile { $pile }
nim-img-turn = To move: { $player }
nim-img-your-move = Your move
nim-img-pick = Choose a pile, then how many stones to take
nim-img-winners =
    { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }
nim-img-last = Last move
nim-img-move = { $player } took { $count } from pile { $pile }
nim-img-no-move = No move yet
nim-img-move-n = Move { $move }
nim-img-taken = Taken
nim-img-last-stone = Last stone
nim-img-result = Result
nim-img-won = Won
nim-img-lost = Lost
nim-img-playing = Playing
nim-img-score-title = Final result
nim-img-score-live = Game so far
