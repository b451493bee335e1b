## The end-of-game story (rules/hadara/story.py, render/hadara/story.py). $points comes
## signed ("+12", "−3"); $seat is a player name, $epoch a Roman numeral.

hadara-story-axis = Очки в конце каждой фазы (А, Б) каждой эпохи
hadara-story-point-A = { $epoch }·А
hadara-story-point-B = { $epoch }·Б
hadara-story-turn-statues = { $seat }: { $points } за статуи (создано: { $count })
hadara-story-turn-colonies = { $seat }: { $points } за колонии (получено: { $count })
hadara-story-turn-silver = { $seat }: { $points } за серебряные медали (куплено: { $count })
hadara-story-turn-gold = { $seat }: { $points } за золотые медали (куплено: { $count })
hadara-story-turn-cards = { $seat }: { $points } за карты (получено: { $count })
hadara-story-turn-hunger = { $seat }: { $points } за карты (потеряно от голода: { $count })
hadara-story-turn-statues-only = { $seat }: { $points } за статуи
hadara-story-turn-colonies-only = { $seat }: { $points } за колонии
hadara-story-turn-silver-only = { $seat }: { $points } за серебряные медали
hadara-story-turn-gold-only = { $seat }: { $points } за золотые медали
hadara-story-turn-cards-only = { $seat }: { $points } за карты
hadara-story-turn-coins-only = { $seat }: { $points } за монеты
