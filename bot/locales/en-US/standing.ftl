## /<game> answers: a player's answers given in advance (bot/ui/answers.py). Only the player
## sees this page; a game's own questions and answers are in its catalogue (<game>-standing-…).

cmd-game-answers = Leave answers for questions asked out of your turn (only you see them)
    .name = answers
standing-title = Your answers given in advance
standing-intro = When one of these questions comes while it is not your turn, it is answered for you at once, with what a live answer could do. Nobody else sees this list.
standing-unset = not set: you will be asked
standing-unset-short = Not set
standing-pick-question = Choose a question to answer in advance
standing-pick-kind = Choose your answer
standing-clear = Clear: ask me
standing-back = All questions
standing-yes = Yes
standing-no = No
standing-none = This game asks nothing that can be answered in advance.
standing-bad-answer = That menu does not match this game's questions; nothing was changed.
standing-stale = That menu was out of date (your answer had changed); here is the current one.
standing-not-yours = That menu belongs to another player. Use the answers command yourself to set your own.
