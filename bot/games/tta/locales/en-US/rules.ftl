## Through the Ages (original 2006 edition): the /rules topics (bot/games/tta/lookup.py TOPICS).
## Each body is at most 1500 characters; .title names the topic in the menu.

rules-overview =
    Through the Ages: 2–4 players each lead a civilization from antiquity on. Whoever has the most culture at the end wins.
    • Three versions: the simple game (antiquity and age I, to learn), the advanced game (to age II, with military cards) and the full game (to age III, with wars).
    • Every card comes from the card row or the military deck: technologies, leaders, wonders, action cards, events, aggressions, pacts, wars.
    • On your turn you spend civil actions (white) and military actions (red); your government decides how many you have.
    • Your nation card tracks workers (yellow tokens), stored food and resources (blue tokens), science, culture, strength and happy faces.
    • At the end of your turn your nation produces: culture, science, food, resources.
    • The advanced and full games add a political action at the start of each turn, discontent, corruption and the change of ages.
    Pick a topic below, or type /rules with a topic; /card shows any card.
    .title = Through the Ages at a glance
rules-setup =
    • Deal 13 cards of the age A civil deck into the card row; the rest of that deck waits for the first refill.
    • Civil decks I–III lose their marked cards with fewer than 4 players: 2 players play with 45 cards each, 3 with 50, 4 with 55.
    • Every nation starts with Agriculture, Bronze, Philosophy, Religion, Warriors and Despotism printed on its card: 2 farms, 2 mines, 1 lab and 1 Warriors unit, one unused worker, 18 yellow tokens in the yellow bank and 18 blue tokens in the blue bank.
    • The start player is drawn and stays the same all game.
    • Simple game: the 9 age A events (all but Development of Politics) form a face-down pile.
    • Advanced and full game: players + 2 random age A military cards are the current events. War cards are removed from the advanced game; with 2 players all pacts go. The advanced game also reveals 4 age III events that decide the final scoring.
    .title = Setup
rules-round-one =
    The first round is special: nobody builds or plays anything yet.
    • The only action is taking civil cards from the row. The start player has 1 civil action, the second 2, the third 3, the fourth 4, whatever the government says.
    • Leaders, wonders and action cards may be taken with the usual limits.
    • The row is not cleared or refilled during round 1: taken cards leave gaps.
    • Each nation then does its maintenance: science +1, 2 food from the farms, 2 resources from the mines, no consumption and no corruption.
    • Nobody draws military cards in round 1; that starts at the end of round 2.
    From round 2 on the turn has all its steps (see the turn topic).
    .title = Round one
rules-turn =
    From round 2 a turn goes like this:
    • Refill the card row (see the card row topic). An age may change here.
    • Full game: a war you declared on your previous turn is fought now.
    • Simple game: from round 3, on the start player's turn, the next age A event is revealed and applies to everyone.
    • Advanced and full game: at most one political action, then discard military cards down to your number of military actions.
    • Actions: civil and military actions in any order, as long as your tokens last. Unused actions are lost.
    • Advanced and full game: the happiness check. Without enough unused workers for your discontent, your nation rises up and skips maintenance.
    • Maintenance: production, consumption, corruption, military cards. Then all action tokens return to your government.
    The game always ends just before the start player would begin a turn, so everyone plays the same number of turns.
    .title = A turn
rules-card-row =
    The row has 13 slots. Taking a card costs 1 civil action from slots 1–5, 2 from slots 6–9 and 3 from slots 10–13.
    • From round 2, before every turn, the first cards of the row go out of the game: slots 1–3 with 2 players, 1–2 with 3 players, slot 1 with 4. The rest shift left and the gaps on the right are filled from the civil deck.
    • The first refill (before the start player's second turn) uses the rest of the age A deck; then age I begins.
    • Leaders: one of each age per game, even if you later lose it.
    • A wonder goes straight into play. You may take one only with no wonder under construction, and it costs 1 more civil action for each wonder you have completed.
    • No technology you already have in hand or in play.
    • An action card cannot be played on the turn you took it.
    • Civil hand limit: you may take a card only while your hand holds fewer cards than your civil actions. Wonders never enter the hand.
    .title = The card row
rules-civil-actions =
    Each of these costs 1 civil action (a white token):
    • Take a card from the row (1–3 actions by slot, see the card row).
    • Increase population: pay food, a yellow token from the yellow bank becomes an unused worker.
    • Build a farm, mine or urban building: pay its resources and put an unused worker on the technology.
    • Upgrade a building to a better technology of the same type: pay the difference in cost.
    • Destroy a building: the worker goes back to the unused ones, nothing is refunded.
    • Build a stage of your wonder (several with Masonry, Architecture or Engineering).
    • Play a leader, a technology (pay its science) or an action card from your hand.
    • A revolution uses all your civil actions instead (see governments).
    A card or leader that gives you a new action lets you use it at once, this very turn.
    .title = Civil actions
rules-population =
    Yellow tokens are your people. Those in the yellow bank are not born yet; workers on cards are buildings or units; the rest are unused workers.
    • Increasing population costs food: 2 while the bank is nearly full, then 3, 4, 5 and 7 as it empties. With an empty bank the population cannot grow.
    • Each maintenance your people eat: nothing while 17 or more tokens are in the bank, then 1, 2, 3 and 4, and 6 with an empty bank.
    • Famine: for each food you cannot pay you lose 4 culture (never below 0).
    • A worker lost to an event or aggression comes from your unused workers first; only otherwise do you remove one from a building or unit of your choice.
    • Fewer tokens in the bank also means more happy faces needed in the advanced and full games.
    .title = Population and food
rules-buildings =
    Technologies are permissions: each worker on a technology card is one building or unit of that card.
    • Farms make food and mines make resources: one blue token per worker at maintenance, worth the card's value (1, 2, 3 or 5).
    • Urban buildings: temples (culture, happy faces), labs (science), arenas (strength, happy faces), libraries (culture, science), theaters (culture, happy faces).
    • Urban limit: for each type of urban building, all levels together, you may have at most as many as your government allows (2 under Despotism). Farms, mines and units have no limit.
    • Upgrading moves one worker to a better card of the same type for the difference in cost; the limit is not checked again.
    • Masonry, Architecture and Engineering make urban buildings cheaper (never those of level 0) and let you build 2, 3 or 4 wonder stages in one action.
    • Destroying returns the worker to the unused ones without refund.
    .title = Buildings
rules-technologies =
    Technologies come from the card row and are played from your hand for 1 civil action and their science cost.
    • Brown (farms, mines), grey (urban buildings) and red (units) technologies do nothing until you put workers on them. You may play a higher level without the lower ones.
    • Blue special technologies act at once and hold no workers. A newer one of the same type replaces the old one: you keep only the new card's benefits.
    • Orange technologies are governments (see governments).
    • You cannot take a technology you already have in hand or in play.
    • Science is collected at every maintenance and has no upper limit.
    • In the simple game each age I technology in play scores 2 culture at the end.
    .title = Technologies
rules-governments =
    Your government gives your civil and military actions and your urban limit. Everyone starts with Despotism: 4 civil, 2 military, 2 buildings of each urban type.
    • A government card shows two science costs. Peaceful change: pay the higher one and play it like any technology for 1 civil action; your tokens are recounted at once.
    • Revolution: pay the lower one, but only before you have spent any civil action this turn, and it uses up all of them. Military actions spent stay spent; for the rest of the turn you may only take military actions.
    • Breakthrough may carry out a revolution if it is your only civil action of the turn.
    • Robespierre makes a revolution use your military actions instead; Newton leaves you one civil action.
    • The new government replaces the old one and its effects (happy faces, culture) apply at once.
    .title = Governments
rules-leaders =
    Leaders are green civil cards.
    • Take one from the row like any card; it does nothing in your hand.
    • Play it for 1 civil action, even on the turn you took it. You have one leader in play: a new one discards the old one and its effects.
    • You may take only one leader of each age in the whole game.
    • A leader acts from the moment it is played; extra actions it gives may be used at once.
    • When an age ends, the leaders of the age before it become obsolete: in hand or in play, they are discarded.
    • Some leaders bend the rules: Barbarossa adds a worker and a unit for one civil action, Columbus lays a territory from your hand as a colony (once, as your political action), Robespierre and Newton change revolutions.
    .title = Leaders
rules-wonders =
    Wonders are purple civil cards.
    • Taking a wonder puts it straight into play, under construction. You may have only one under construction, and each completed wonder makes taking the next one cost 1 more civil action.
    • Build it stage by stage, left to right, paying the resources printed; a blue token from your blue bank marks each stage. Masonry, Architecture and Engineering allow 2, 3 or 4 stages in one action.
    • The blue tokens on an unfinished wonder are missing from your blue bank and can cause corruption.
    • When the last stage is built the tokens come back and the wonder starts to work. Wonders need no workers.
    • Age III wonders give no lasting effect: they score culture once, when completed.
    • An unfinished wonder of an old age is discarded when it becomes obsolete.
    .title = Wonders
rules-action-cards =
    Action cards are yellow civil cards with a one-time effect.
    • Take one from the row; you may play it from a later turn on, never on the turn you took it.
    • Playing it costs 1 civil action. Do what it says, then the card leaves the game.
    • If the card includes another action (build with a discount, increase population and get food back, play a technology…), that action is part of the same civil action.
    • A discount applies only to exactly the action the card names, can bring the cost to 0, and what is left over is lost.
    • A card that gives food back after an increase is not a discount: you must be able to pay the full price first.
    • Action cards count toward your civil hand limit while you hold them.
    .title = Action cards
rules-military-actions =
    Each of these costs 1 military action (a red token):
    • Build a unit: pay its resources and put an unused worker on an infantry, cavalry, artillery or air force technology. Units have no limit.
    • Upgrade a unit to a better one of the same type for the difference in cost.
    • Disband a unit: the worker returns to the unused ones.
    • Advanced and full game: play a tactic from your military hand. Each full set of units it shows forms an army that adds the tactic's bonus; an army with a unit two ages older than the tactic gets the smaller value. In the full game one air force per army doubles it.
    • Continuous draw variant: draw a military card.
    Your strength is the sum of units, armies, arenas, leaders, wonders and more, up to 60. Unused military actions draw military cards at maintenance. Aggressions and wars cost military actions as political actions.
    .title = Military actions
rules-maintenance =
    At the end of your turn, in this order:
    1. Culture and science: add your culture rate and science rate.
    2. Food: each worker on a farm moves one blue token from the blue bank onto it.
    3. Consumption: pay the food your population eats. Each missing food costs 4 culture.
    4. Resources: each worker on a mine moves one blue token onto it.
    5. Corruption (advanced and full game): pay resources according to your blue bank.
    6. Military cards (advanced and full game, from round 2): draw one card of the current age for each unused military action, at most 3, even beyond your hand limit.
    Without enough blue tokens in the bank, production stops; leftover food and resources are kept. After an uprising the whole maintenance is skipped. Then all white and red tokens return to your government.
    .title = Maintenance
rules-happiness =
    Happy faces come from temples, arenas, theaters, wonders, leaders, governments and colonies; the track goes from 0 to 8.
    • Simple game: happy faces only score at the end (2 culture each, for up to 8 faces).
    • Advanced and full game: as the yellow bank empties, your people want more happy faces. Each face you lack makes one worker discontent.
    • Discontent workers are still unused workers and may be used during the turn.
    • At the end of your own turn you need at least as many unused workers as discontent. If you have fewer, the nation rises up: no production, consumption, corruption or military cards this maintenance.
    • To avoid it: build temples or arenas, play cards that add happy faces, or free workers by destroying buildings or disbanding units.
    .title = Happiness and uprisings
rules-corruption =
    Advanced and full game only. Blue tokens are your storage; unused ones sit in the blue bank.
    • After resource production, count the tokens left in your blue bank: 9 or more, no corruption; 5 to 8, pay 2 resources; 1 to 4, pay 4; none, pay 6.
    • Corruption is paid in resources, never in food. If you have fewer, you pay what you have and the rest is forgiven.
    • Blue tokens on an unfinished wonder are not in the bank, so a long construction can cause corruption.
    • Some cards add blue tokens to your bank (colonies, Justice System, Civil Service) and so reduce corruption.
    Spending food and resources returns tokens to the bank; storing a lot invites corruption.
    .title = Corruption
rules-political-action =
    Advanced and full game. At the start of your turn, after the refill (and a war due), you may take one political action:
    • prepare an event or territory from your military hand (see events);
    • play an aggression against another nation;
    • declare a war (full game, from age II);
    • offer a pact to another nation, or cancel one you take part in (3–4 players);
    • with Columbus, lay a territory from your hand as a colony (once per game).
    If you do none of these, the political action is lost. In practice it starts in round 3, when players have military cards.
    Afterwards, whether you used it or not, you discard military cards down to your number of military actions.
    .title = The political action
rules-events =
    Events and territories are green military cards.
    • Preparing one is a political action: put it face down on the future events pile and score culture equal to its age (A 0, I 1, II 2, III 3). Then reveal the top card of the current events pile and resolve it.
    • A territory starts a colonization; an event applies to the nations it names and goes to the past events.
    • When the last current event is drawn, the future pile is shuffled, sorted with older ages on top, and becomes the current pile.
    • Strongest and weakest refer to strength; in a tie the player who will be on turn sooner counts as stronger.
    • Simple game: the 9 age A events are revealed one per round on the start player's turn, from round 3.
    • Age III events are scored at the end of the game; one drawn earlier is scored at once.
    .title = Events
rules-colonization =
    A territory revealed from the events pile is up for colonization.
    • Bidding goes round the table from the player who revealed it: each player bids a higher colonizing force or drops out for good. Nobody may bid more than they can send. If nobody bids, the territory is discarded.
    • The winner sends a force at least equal to the bid: sacrificed units (at least one), Defense / Colonization cards from hand (+1, +2 or +3 by age) and permanent bonuses such as Cartography.
    • Sacrificed units are lost and their workers return to the yellow bank.
    • The colony gives a permanent benefit (strength, happy faces, yellow or blue tokens) and an immediate gain (food, resources, culture, science, military cards or population).
    • A lost colony takes only its permanent benefit with it.
    • Columbus lays a territory from your hand as a colony without bidding or sacrifices.
    .title = Colonization
rules-aggression =
    Advanced and full game. An aggression is a political action: name the target and pay the military actions on the card. The target must have what the card takes.
    • The attacker may sacrifice units; their strength counts again on top of the attacker's strength.
    • The defender may sacrifice units too and play Defense / Colonization cards for defence: +2, +4 or +6 by age.
    • The cards: Raid and Plunder take buildings or goods, Spy takes science, Enslave a worker, Annex a colony, Assassinate a leader, Sabotage an unfinished wonder, Armed Intervention culture.
    • If the defender's total is at least the attacker's, the aggression fails. Otherwise its effect applies.
    • Sacrificed units are lost on both sides.
    • Where the effect leaves a choice (which building a raid destroys, food or resources), the winner chooses; only for losing population does the loser choose.
    • Nobody loses more than they have; a thief gains only what was really lost.
    • In the last round no units may be sacrificed in attack or defence.
    .title = Aggressions
rules-pacts =
    Pacts exist only with 3 or 4 players: Acceptance of Supremacy, Trade Routes Agreement, Scientific Cooperation, Promise of Military Protection and others.
    • Offering one is your political action: choose a nation and, for an uneven pact, whether you are A or B. The other player accepts or refuses.
    • Refused, the card returns to your hand. Accepted, it lies in front of you and works at once for both nations.
    • You may have only one pact that you laid out; a new one ends the old one. You can still take part in pacts others laid out.
    • Either partner may cancel a pact as a political action, so you cannot cancel and attack in the same turn.
    • Pacts of an old age end when they become obsolete; some end as soon as one partner attacks the other.
    .title = Pacts
rules-wars =
    Full game, from age II. Declaring a war is a political action: play the card, name the opponent and pay its military actions.
    • Both sides then have one turn to prepare. The war is fought at the start of the declarer's next turn, after the card row is refilled and before the political action.
    • The attacker, then the defender, may sacrifice units. Defense cards cannot be used.
    • The higher total wins; the card says what the winner gains and the loser loses, often by the margin. The defender may win the spoils too.
    • In a tie nothing happens and the card is discarded.
    • No war may be declared in the last round. A war declared before is still fought, without sacrifices.
    • A war still waiting survives the change of age.
    • The wars: War over Territory, Resources, Technology and Culture in age II; Holy War and War over Culture in age III.
    .title = Wars
rules-ages =
    The ages are A (antiquity), I, II and III; the full game ends in a card-less age IV.
    • Age I begins after the first refill. Later an age ends when the current civil deck runs out during a refill; the new age's decks are placed and the refill goes on.
    • When an age ends, the cards of the age before it become obsolete: in hand, the leader, an unfinished wonder and pacts are discarded (age A when II begins, I when III begins, II when IV begins).
    • Technologies, completed wonders, the tactic in play and colonies are never discarded.
    • The military deck of the age that ended is set aside for good.
    • Full game: at the end of ages I, II and III each nation returns 2 yellow tokens from its bank to the box.
    • Simple game: it ends when the age I deck runs out. Advanced game: when age II ends. Full game: when age III ends (see end and scoring).
    .title = Ages
rules-end-and-scoring =
    Everyone always plays the same number of turns.
    • Simple game: when the age I deck runs out, the round is finished. Each nation then scores 2 culture per age I technology in play, 2 per strength, 2 per happy face (at most 16) and its production of food, resources and science for one round.
    • Advanced game: when the age II deck runs out, age III begins (obsolete cards go) and the round is finished. Then the 4 age III events revealed at the start are scored.
    • Full game: when the age III deck runs out, age IV begins; the round is finished and one more round is played. In that last round no wars are declared and no units are sacrificed in attack or defence. Then every age III event in the current and future event piles is scored.
    The most culture wins; tied players share the place. A player may resign at the start of their turn and ranks last.
    .title = End of the game and scoring
rules-variants =
    The rulebook's variants, chosen in the lobby:
    • Easier game: one more yellow token in the bank and one more urban building of each type than the government allows. Any version.
    • Milder combat (advanced or full, 3–4 players): each nation has one attack token in the middle. Attacking takes the target's token; next turn you attack the same nation again or give it back, so nobody is attacked by several nations at once.
    • Continuous draw (advanced or full): during your turn draw military cards for 1 military action each, without the limit of 3; it replaces the draw at maintenance.
    • Pre-revealed bonuses (full game): 0–5 age III events are revealed at the start and scored at the end besides those in the piles.
    • Gradual reveal (full game): 5 age III events are revealed one at the start and one at each new age.
    • Peaceful game (advanced or full): no aggressions and no wars.
    .title = Variants
rules-hidden-information =
    What you see and what you do not:
    • Everything in play is public, and so are civil cards in hand.
    • Military cards in hand are secret; everyone sees only how many you hold. Here they come to you by direct message (or /tta hand).
    • Prepared events lie face down: only the player who prepared one knows what it is.
    • The order of the decks and of the current events pile is hidden; discarded military cards go face down.
    • Your answers to an attack (sacrifices, defense cards) are chosen in private.
    • The age III events that score at the end are face up in the advanced game and with pre-revealed bonuses; in the full game the events in the piles stay hidden until the final scoring.
    .title = Hidden information
