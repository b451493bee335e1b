## The end-of-game story (rules/hadara/story.py, render/hadara/story.py). $points comes
## signed ("+12", "−3"); $seat is a player name, $epoch a Roman numeral.

hadara-story-axis = Points at the end of each phase (A, B) of each epoch
hadara-story-point-A = { $epoch }·A
hadara-story-point-B = { $epoch }·B
hadara-story-turn-statues = { $seat }: { $points } from statues (carved: { $count })
hadara-story-turn-colonies = { $seat }: { $points } from colonies (taken: { $count })
hadara-story-turn-silver = { $seat }: { $points } from silver medals (bought: { $count })
hadara-story-turn-gold = { $seat }: { $points } from gold medals (bought: { $count })
hadara-story-turn-cards = { $seat }: { $points } from cards (taken: { $count })
hadara-story-turn-hunger = { $seat }: { $points } from cards (lost to hunger: { $count })
hadara-story-turn-statues-only = { $seat }: { $points } from statues
hadara-story-turn-colonies-only = { $seat }: { $points } from colonies
hadara-story-turn-silver-only = { $seat }: { $points } from silver medals
hadara-story-turn-gold-only = { $seat }: { $points } from gold medals
hadara-story-turn-cards-only = { $seat }: { $points } from cards
hadara-story-turn-coins-only = { $seat }: { $points } from coins
