# Rules look-ups (/rules and /card). Facts follow shared/specs/hadara-rules.md.
# Each topic is `rules-<topic>` (the body, at most 1,500 characters) with a `.title`.


## Slash commands

cmd-rules = Explain a rule of one of the games
    .name = rules
cmd-card = Show a card of one of the games and what it does
    .name = card
opt-topic = The rule to explain (leave empty for an overview)
    .name = topic
opt-name = The card's name, in your language or in English
    .name = name
opt-public = Post the answer for everyone in the channel
    .name = public

## Replies

rules-error-topic = There is no rules topic called “{ $topic }”. Pick one from the list that appears while you type.
rules-error-card = There is no card called “{ $name }”. Pick one from the list that appears while you type.
rules-footer = Related topics below · /rules for another topic · /card for any card
rules-card-image-failed = The card picture could not be drawn right now.
