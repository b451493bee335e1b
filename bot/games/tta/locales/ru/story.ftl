## The end-of-game story (rules/tta/story.py, render/tta/story.py). $points comes signed
## ("+12", "−3"); $seat and $other are player names, $card a card name.

tta-story-axis = Культура в конце каждого раунда (Σ: итоговый счёт)
tta-story-src-rate = Прирост культуры
tta-story-src-played = Сыгранные карты
tta-story-src-events = События
tta-story-src-military = Агрессии и войны
tta-story-src-colonies = Колонии
tta-story-src-wonders = Достроенные чудеса
tta-story-src-other = Прочие эффекты
tta-story-turn-rate = { $seat }: { $points } от прироста культуры
tta-story-turn-played = { $seat }: { $points } от сыгранных карт
tta-story-turn-played-card = { $seat }: { $points }, сыгранная карта: «{ $card }»
tta-story-turn-events = { $seat }: { $points } от событий
tta-story-turn-events-card = { $seat }: { $points } от события «{ $card }»
tta-story-turn-aggression = { $seat }: { $points }, агрессия «{ $card }» (соперник: { $other })
tta-story-turn-aggression-alone = { $seat }: { $points }, агрессия «{ $card }»
tta-story-turn-war = { $seat }: { $points }, война «{ $card }» (соперник: { $other })
tta-story-turn-war-alone = { $seat }: { $points }, война «{ $card }»
tta-story-turn-military = { $seat }: { $points } от агрессий и войн
tta-story-turn-colonies = { $seat }: { $points } от колоний
tta-story-turn-colonies-card = { $seat }: { $points }, колония «{ $card }»
tta-story-turn-wonders = { $seat }: { $points }, достроено чудо
tta-story-turn-other = { $seat }: { $points } от прочих эффектов
tta-story-turn-final = { $seat }: { $points } в итоговом подсчёте
tta-story-turn-final-card = { $seat }: { $points } в итоговом подсчёте, больше всего — «{ $card }»
