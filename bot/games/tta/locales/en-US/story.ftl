## The end-of-game story (rules/tta/story.py, render/tta/story.py). $points comes signed
## ("+12", "−3"); $seat and $other are player names, $card a card name.

tta-story-axis = Culture at the end of each round (Σ: final score)
tta-story-src-rate = Culture rate
tta-story-src-played = Cards played
tta-story-src-events = Events
tta-story-src-military = Aggressions and wars
tta-story-src-colonies = Colonies
tta-story-src-wonders = Wonders completed
tta-story-src-other = Other effects
tta-story-turn-rate = { $seat }: { $points } from the culture rate
tta-story-turn-played = { $seat }: { $points } from cards played
tta-story-turn-played-card = { $seat }: { $points }, card played: { $card }
tta-story-turn-events = { $seat }: { $points } from events
tta-story-turn-events-card = { $seat }: { $points } from the event { $card }
tta-story-turn-aggression = { $seat }: { $points }, aggression { $card } (opponent: { $other })
tta-story-turn-aggression-alone = { $seat }: { $points }, aggression { $card }
tta-story-turn-war = { $seat }: { $points }, war { $card } (opponent: { $other })
tta-story-turn-war-alone = { $seat }: { $points }, war { $card }
tta-story-turn-military = { $seat }: { $points } from aggressions and wars
tta-story-turn-colonies = { $seat }: { $points } from colonies
tta-story-turn-colonies-card = { $seat }: { $points }, colony { $card }
tta-story-turn-wonders = { $seat }: { $points }, a wonder completed
tta-story-turn-other = { $seat }: { $points } from other effects
tta-story-turn-final = { $seat }: { $points } in the final scoring
tta-story-turn-final-card = { $seat }: { $points } in the final scoring, most from { $card }
