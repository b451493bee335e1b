## Through the Ages on the host: command group, lobby, help, /card facts

tta-name = Through the Ages
tta-help =
    Through the Ages: A Story of Civilization (original edition) for 2–4 players: lead a civilization from antiquity on, with technologies, buildings, wonders, leaders and, in the longer games, military might.
    • /tta new opens a lobby: the simple game (antiquity and age I, for learning), the advanced game (to age II) or the full game (to age III, with wars), and the rulebook's variants.
    • On your turn the table carries your choices: take a card from the row, play from your hand, build, upgrade, population, wonders, military, end of turn. Long lists open as menus, one level after another.
    • Choices only you may see (your military cards, your answer to an attack) come by direct message; with closed DMs use /tta hand. /tta board shows any nation's board.
variant-simple = simple game
variant-advanced = advanced game
variant-full = full game
cmd-tta = Play Through the Ages in this channel
    .name = tta
cmd-tta-new = Open a lobby for a new game of Through the Ages
    .name = new
cmd-tta-hand = Show your private choices and hand (only you see them)
    .name = hand
cmd-tta-board = Show a nation's board (only you see it)
    .name = board
cmd-tta-undo = Take back your last action of this turn
    .name = undo
opt-tta-variant = Simple game (to learn), advanced game (to age II) or full game (to age III)
opt-tta-max-players = How many players may join (2–4)
opt-tta-easier = Easier nation management: one more worker and one more building of each kind
    .name = easier
opt-tta-milder-combat = Milder fighting (3–4 players): nobody is attacked by several nations at once
    .name = milder_combat
opt-tta-peaceful = A peaceful game: no aggressions and no wars
    .name = peaceful
opt-tta-continuous-draw = Draw military cards during the turn, one military action each
    .name = continuous_draw
opt-tta-pre-revealed-bonuses = Full game: age III events revealed at the start for the final scoring (0–5)
    .name = pre_revealed_bonuses
opt-tta-gradual-reveal = Full game: five scoring events revealed one per age
    .name = gradual_reveal
choice-tta-simple = Simple game
choice-tta-advanced = Advanced game
choice-tta-full = Full game
tta-fact-age = Age
tta-fact-kind = Kind
tta-fact-type = Type
tta-fact-science = Science to play
tta-fact-build = Resources to build
tta-fact-government = Civil / military actions / buildings of a type
tta-fact-stages = Wonder stages
tta-fact-copies = Copies (2 / 3 / 4 players)
