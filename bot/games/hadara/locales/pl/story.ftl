## The end-of-game story (rules/hadara/story.py, render/hadara/story.py). $points comes
## signed ("+12", "−3"); $seat is a player name, $epoch a Roman numeral.

hadara-story-axis = Punkty na koniec każdej fazy (A, B) każdej epoki
hadara-story-point-A = { $epoch }·A
hadara-story-point-B = { $epoch }·B
hadara-story-turn-statues = { $seat }: { $points } za popiersia (wykute: { $count })
hadara-story-turn-colonies = { $seat }: { $points } za kolonie (zdobyte: { $count })
hadara-story-turn-silver = { $seat }: { $points } za srebrne pieczęcie (kupione: { $count })
hadara-story-turn-gold = { $seat }: { $points } za złote pieczęcie (kupione: { $count })
hadara-story-turn-cards = { $seat }: { $points } za karty (zdobyte: { $count })
hadara-story-turn-hunger = { $seat }: { $points } za karty (utracone przez głód: { $count })
hadara-story-turn-statues-only = { $seat }: { $points } za popiersia
hadara-story-turn-colonies-only = { $seat }: { $points } za kolonie
hadara-story-turn-silver-only = { $seat }: { $points } za srebrne pieczęcie
hadara-story-turn-gold-only = { $seat }: { $points } za złote pieczęcie
hadara-story-turn-cards-only = { $seat }: { $points } za karty
hadara-story-turn-coins-only = { $seat }: { $points } za monety
