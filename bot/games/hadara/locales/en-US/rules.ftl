rules-card-epoch = Epoch
rules-card-color = Colour
rules-card-cost = Cost
rules-card-points = Points
rules-card-tracks = When bought
rules-card-sale = Sells for
rules-card-none = nothing
rules-card-discount = Every card of this colour you own makes your later cards of this colour 1 coin cheaper (never below 0).
rules-card-advanced = ★ Used only in the advanced game.

## Topics

rules-overview =
    • 2–5 players build a civilisation over 3 epochs; the most points wins.
    • Every epoch has phase A (drawing cards from the decks) and phase B (taking the face-up cards).
    • Phase A: first player sets the wheel, 5 draw rounds, income, take a colony, carve a statue.
    • Phase B: take face-up cards, income, take a colony, carve a statue, feed your people, buy medals.
    • Cards raise your four tracks: yellow income, red military, blue culture, green food. Purple cards give mixed values or a special effect.
    • Military unlocks colonies, culture unlocks statues, food keeps your cards, income pays for everything.
    • After epoch III: final scoring.
    Pick a topic below, or type /rules with a topic; /card shows any card.
    .title = Hadara at a glance
rules-setup =
    • Each player gets a player board with a coat of arms (monkey, dragon, lion, pegasus, scarab), 8 bonus tiles (2 each of yellow, red, blue, green) and 2 gold medal tokens.
    • Each player is dealt one setup card at random. It gives starting coins, an initiative number and the starting values of the four tracks. Basic game: everyone uses side A.
    • Epoch decks: shuffle each colour of the current epoch separately and deal 2 cards per player of each colour face down (4 players: 8 cards per deck). The rest go back to the box unseen.
    • Basic game: purple cards marked with a star (★) are removed first, in every epoch.
    • Colonies: sort them by requirement level (3, 9, 15, 21, 30), shuffle each level and keep 1 colony per player per level, coin side up, as one stack per level.
    • Coins are unlimited; tracks have no upper limit.
    .title = Setup
rules-first-player-and-wheel =
    • Epoch I: the player with the lowest initiative is first player; epoch II: the second-lowest; epoch III: the third-lowest.
    • 4 or 5 players: everyone who will never be first player gets 1 coin before epoch I.
    • 2 players: the lower initiative is first player in epochs I and III, the other player in epoch II and gets 1 coin before epoch I.
    • 3 players: each player is first player once; nobody gets a coin.
    • At the start of each epoch the first player sets the wheel: one of 5 rotations, so that each coat of arms points at one of the 5 decks.
    • After every draw round the wheel turns one step clockwise, so over 5 rounds everyone draws from every deck once.
    • Later steps go in seat order, starting with the first player.
    .title = First player and the wheel
rules-phase-a =
    • 5 draw rounds, played by everyone at the same time.
    • Draw the top 2 cards of the deck your coat of arms points at. No two players draw from the same deck in a round.
    • Put exactly one of them face up on that colour's discard pile. With the other one you either buy it or sell it.
    • Not allowed: discarding both, buying both, selling both, or buying one and selling the other.
    • Choices stay secret until everyone has chosen; then the discards are shown.
    • After each round the wheel turns one step. After 5 rounds all decks are empty.
    • Then: income, take a colony, carve a statue.
    .title = Phase A: draw rounds
rules-phase-b =
    • The first player stays the same as in phase A.
    • Starting with the first player and going round in seat order, each player takes the top card of any non-empty discard pile and must buy or sell it. Discarding is not allowed.
    • Only the top card of each pile is visible; piles may not be searched.
    • Repeat until every pile is empty: each player takes exactly 5 cards.
    • Then: income, take a colony, carve a statue, feed your people, buy medals.
    • After epoch III, phase B ends with the final scoring; otherwise the next epoch starts with fresh decks.
    .title = Phase B: face-up cards
rules-buying-and-selling =
    • Buy: pay the card's cost minus 1 coin for each card of that colour you already own (never below 0). Purple cards make later purple cards cheaper too.
    • A bought card goes into your display; its track values are added at once and a purple effect works from now on.
    • If you cannot pay, you must sell.
    • Sell: the card leaves the game face down and you gain its sale value: 2 coins in epoch I, 3 in epoch II, 4 in epoch III.
    • The effect “sell for 1 more” adds 1 coin to every sale.
    • In phase A one of your two cards is always discarded; in phase B you never discard.
    .title = Buying and selling cards
rules-income =
    • Income happens twice per epoch: after the draw rounds of phase A and after taking the face-up cards in phase B.
    • Each player gains as many coins as their income track (yellow) shows. The track itself does not change.
    • Yellow cards, some purple cards, integrated colonies and statues can raise the income track.
    • A purple effect can add coins: 2 coins for each of military, culture and food that is higher than your income (at most 6).
    .title = Income
rules-colonies =
    • Twice per epoch, after income: starting with the first player, each player may take one colony.
    • The colony's requirement level must be at most your military track. Levels: 3, 9, 15, 21, 30.
    • Each player may have at most one colony of each level in the whole game, taken in any order.
    • You take the top tile of a level's stack and see only its front (coin side).
    • Decide at once: plunder (gain the coins shown; the tile stays front up and its back is never revealed) or integrate (pay the coins shown, flip it and add the track values on its back). You cannot change this later.
    • At the end, score the points on the visible side; the back is worth at least as much as the front.
    • Colonies are never lost, even if your military drops later.
    .title = Colonies
rules-statues =
    • Twice per epoch, after taking a colony: each player may carve one of the 4 statues on their own board.
    • The statue's culture requirement must be at most your culture track. Each statue can be carved once, in any order.
    • When carving, put one unused bonus tile on the statue:
    • face up: the track of the tile's colour rises by the statue's bonus value;
    • face down: at the end you score the bonus value as extra points.
    • A carved statue scores its printed points at the end. Statues and their tiles never change and are never lost.
    • Bonus tiles are limited (2 of each colour for the whole game) and are also needed for silver medals.
    .title = Statues
rules-feeding =
    • Once per epoch, in phase B after the statues.
    • Count your epoch cards of all colours, purple included (not the setup card, colonies or statues).
    • If your food track is at least that number, nothing happens.
    • Otherwise remove cards of your choice, one at a time, until the count equals your food. They leave the game and you gain no coins.
    • Each removed card takes its track values with it; removing a green card lowers your food, so more removals may follow.
    • The effect of a removed purple card ends.
    • Purple effects can help: pay 2 coins per card instead of removing it (at most 6 cards), or gain 3 coins per food above your card count (at most 12).
    .title = Feeding your people
rules-medals =
    • The last step of every epoch. Buy any number of medals, up to 2 silver and 2 gold for the whole game.
    • Silver costs 4 coins in epoch I, 9 in epoch II, 20 in epoch III.
    • Gold costs 6 coins in epoch I, 12 in epoch II, 30 in epoch III.
    • Silver: put an unused bonus tile face up on a silver space. At the end it scores half of that tile's track value, rounded up. Both silver medals may use the same colour.
    • Gold: at the end each gold medal scores 7 points per complete set of 5 different colours (purple counts). Your number of sets is the lowest card count among the five colours.
    • A purple effect makes medals cheaper: silver 4 in epoch II and 15 in epoch III; gold 6 in epoch II and 22 in epoch III.
    .title = Silver and gold medals
rules-purple-cards =
    • Each epoch has 14 purple cards: 10 without a star and 4 with a star (★). The basic game leaves the starred ones out.
    • A purple card has either mixed track values or a special effect, plus a cost and points.
    • Purple cards count like any card: for feeding, for sets of five colours, and for the colour discount.
    • An effect works from the moment you buy the card, as long as you own it.
    • If the card is removed (for example when feeding), its lasting bonuses are undone; coins already gained are kept.
    • Scoring effects count only if you still own the card at the end.
    • Examples: sell for 1 more, cheaper medals, pay coins instead of removing cards, two colonies per step, requirements 4 lower.
    Use /card to read every card's effect.
    .title = Purple cards
rules-scoring =
    After epoch III every player adds up:
    • Colonies: the points on the visible side.
    • Statues: each carved statue's points plus the values of face-down tiles.
    • Silver medals: half of the tile's track value each, rounded up.
    • Gold medals: 7 points × complete sets of five colours × gold medals. A purple effect adds 4 points per set.
    • Cards: the points printed on your cards.
    • Coins: 1 point for every 5 coins; keep the rest.
    The highest total wins.
    .title = Final scoring
rules-ties =
    • If several players share the highest total, the one with the most coins left after scoring wins (the coins that did not make a full 5).
    • If they still tie, they share the victory.
    .title = Ties
rules-advanced-game =
    • Setup cards: instead of everyone using side A, each player chooses side A or side B of their own setup card.
    • Purple cards: all 14 purple cards of each epoch are used, including the 4 starred (★) ones.
    • The starred effects: +1 on a track for each card of one colour; feeding with coins; coins for surplus food; extra income coins; 4 coins per colony; a wildcard for gold sets; two colonies and two statues per step; requirements 4 lower; paying coins for missing requirements.
    • Everything else is the same as the basic game.
    • Choose it with the variant option of /hadara new.
    .title = The advanced game
rules-hidden-information =
    • The order and contents of the decks are secret; only the number of cards is public.
    • The 2 cards you draw are seen only by you; everyone chooses in secret, and choices are revealed when all players have chosen.
    • Discarded cards are face up, but only the top card of each pile can be seen; the pile sizes are public.
    • Cards sold in phase A are never shown. Cards sold in phase B were face up, so everyone knows them.
    • Colonies: only the front of the top tile of each stack is visible; the back is shown only when someone integrates it.
    • Public: everyone's cards, tracks, coins, statues, medals and colonies.
    • In draw rounds the bot sends you your two cards by direct message; /hadara hand shows them again.
    .title = Hidden information
