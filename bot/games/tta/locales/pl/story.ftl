## The end-of-game story (rules/tta/story.py, render/tta/story.py). $points comes signed
## ("+12", "−3"); $seat and $other are player names, $card a card name.

tta-story-axis = Kultura na koniec każdej rundy (Σ: wynik końcowy)
tta-story-src-rate = Przyrost kultury
tta-story-src-played = Zagrane karty
tta-story-src-events = Wydarzenia
tta-story-src-military = Agresje i wojny
tta-story-src-colonies = Kolonie
tta-story-src-wonders = Ukończone cuda
tta-story-src-other = Inne efekty
tta-story-turn-rate = { $seat }: { $points } z przyrostu kultury
tta-story-turn-played = { $seat }: { $points } z zagranych kart
tta-story-turn-played-card = { $seat }: { $points }, zagrana karta: { $card }
tta-story-turn-events = { $seat }: { $points } z wydarzeń
tta-story-turn-events-card = { $seat }: { $points } z wydarzenia { $card }
tta-story-turn-aggression = { $seat }: { $points }, agresja { $card } (przeciwnik: { $other })
tta-story-turn-aggression-alone = { $seat }: { $points }, agresja { $card }
tta-story-turn-war = { $seat }: { $points }, wojna { $card } (przeciwnik: { $other })
tta-story-turn-war-alone = { $seat }: { $points }, wojna { $card }
tta-story-turn-military = { $seat }: { $points } z agresji i wojen
tta-story-turn-colonies = { $seat }: { $points } z kolonii
tta-story-turn-colonies-card = { $seat }: { $points }, kolonia { $card }
tta-story-turn-wonders = { $seat }: { $points }, ukończony cud
tta-story-turn-other = { $seat }: { $points } z innych efektów
tta-story-turn-final = { $seat }: { $points } w punktacji końcowej
tta-story-turn-final-card = { $seat }: { $points } w punktacji końcowej, najwięcej: { $card }
