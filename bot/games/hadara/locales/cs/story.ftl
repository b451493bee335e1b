## The end-of-game story (rules/hadara/story.py, render/hadara/story.py). $points comes
## signed ("+12", "−3"); $seat is a player name, $epoch a Roman numeral.

hadara-story-axis = Body na konci každé fáze (A, B) každé epochy
hadara-story-point-A = { $epoch }·A
hadara-story-point-B = { $epoch }·B
hadara-story-turn-statues = { $seat }: { $points } za sochy (vytesáno: { $count })
hadara-story-turn-colonies = { $seat }: { $points } za kolonie (získáno: { $count })
hadara-story-turn-silver = { $seat }: { $points } za stříbrné pečeti (koupeno: { $count })
hadara-story-turn-gold = { $seat }: { $points } za zlaté pečeti (koupeno: { $count })
hadara-story-turn-cards = { $seat }: { $points } za karty (získáno: { $count })
hadara-story-turn-hunger = { $seat }: { $points } za karty (ztraceno hladem: { $count })
hadara-story-turn-statues-only = { $seat }: { $points } za sochy
hadara-story-turn-colonies-only = { $seat }: { $points } za kolonie
hadara-story-turn-silver-only = { $seat }: { $points } za stříbrné pečeti
hadara-story-turn-gold-only = { $seat }: { $points } za zlaté pečeti
hadara-story-turn-cards-only = { $seat }: { $points } za karty
hadara-story-turn-coins-only = { $seat }: { $points } za mince
