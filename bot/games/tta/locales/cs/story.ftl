## The end-of-game story (rules/tta/story.py, render/tta/story.py). $points comes signed
## ("+12", "−3"); $seat and $other are player names, $card a card name.

tta-story-axis = Kultura na konci každého kola (Σ: konečné skóre)
tta-story-src-rate = Přírůstek kultury
tta-story-src-played = Zahrané karty
tta-story-src-events = Události
tta-story-src-military = Agrese a války
tta-story-src-colonies = Kolonie
tta-story-src-wonders = Dokončené divy
tta-story-src-other = Jiné účinky
tta-story-turn-rate = { $seat }: { $points } z přírůstku kultury
tta-story-turn-played = { $seat }: { $points } ze zahraných karet
tta-story-turn-played-card = { $seat }: { $points }, zahraná karta: { $card }
tta-story-turn-events = { $seat }: { $points } z událostí
tta-story-turn-events-card = { $seat }: { $points } z události { $card }
tta-story-turn-aggression = { $seat }: { $points }, agrese { $card } (soupeř: { $other })
tta-story-turn-aggression-alone = { $seat }: { $points }, agrese { $card }
tta-story-turn-war = { $seat }: { $points }, válka { $card } (soupeř: { $other })
tta-story-turn-war-alone = { $seat }: { $points }, válka { $card }
tta-story-turn-military = { $seat }: { $points } z agresí a válek
tta-story-turn-colonies = { $seat }: { $points } z kolonií
tta-story-turn-colonies-card = { $seat }: { $points }, kolonie { $card }
tta-story-turn-wonders = { $seat }: { $points }, dokončený div
tta-story-turn-other = { $seat }: { $points } z jiných účinků
tta-story-turn-final = { $seat }: { $points } v závěrečném bodování
tta-story-turn-final-card = { $seat }: { $points } v závěrečném bodování, nejvíc: { $card }
