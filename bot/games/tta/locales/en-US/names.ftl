# Through the Ages: card names (tta-card-<card id>), nominative singular, standing alone.

## Technologies

tta-card-agriculture = Agriculture
tta-card-bronze = Bronze
tta-card-religion = Religion
tta-card-philosophy = Philosophy
tta-card-warriors = Warriors
tta-card-despotism = Despotism
tta-card-irrigation = Irrigation
tta-card-iron = Iron
tta-card-theology = Theology
tta-card-alchemy = Alchemy
tta-card-bread_and_circuses = Bread and Circuses
tta-card-printing_press = Printing Press
tta-card-drama = Drama
tta-card-swordsmen = Swordsmen
tta-card-knights = Knights
tta-card-monarchy = Monarchy
tta-card-theocracy = Theocracy
tta-card-warfare = Warfare
tta-card-code_of_laws = Code of Laws
tta-card-cartography = Cartography
tta-card-masonry = Masonry
tta-card-selective_breeding = Selective Breeding
tta-card-coal = Coal
tta-card-organized_religion = Organized Religion
tta-card-scientific_method = Scientific Method
tta-card-team_sports = Team Sports
tta-card-journalism = Journalism
tta-card-opera = Opera
tta-card-riflemen = Riflemen
tta-card-cavalrymen = Cavalrymen
tta-card-cannon = Cannon
tta-card-constitutional_monarchy = Constitutional Monarchy
tta-card-republic = Republic
tta-card-strategy = Strategy
tta-card-justice_system = Justice System
tta-card-navigation = Navigation
tta-card-architecture = Architecture
tta-card-mechanized_agriculture = Mechanized Agriculture
tta-card-oil = Oil
tta-card-computers = Computers
tta-card-professional_sports = Professional Sports
tta-card-multimedia = Multimedia
tta-card-movies = Movies
tta-card-modern_infantry = Modern Infantry
tta-card-tanks = Tanks
tta-card-rockets = Rockets
tta-card-air_forces = Air Forces
tta-card-communism = Communism
tta-card-democracy = Democracy
tta-card-fundamentalism = Fundamentalism
tta-card-military_theory = Military Theory
tta-card-civil_service = Civil Service
tta-card-satellites = Satellites
tta-card-engineering = Engineering

## Leaders

tta-card-julius_caesar = Julius Caesar
tta-card-homer = Homer
tta-card-moses = Moses
tta-card-hammurabi = Hammurabi
tta-card-aristotle = Aristotle
tta-card-alexander_the_great = Alexander the Great
tta-card-michelangelo = Michelangelo
tta-card-joan_of_arc = Joan of Arc
tta-card-leonardo_da_vinci = Leonardo da Vinci
tta-card-genghis_khan = Genghis Khan
tta-card-christopher_columbus = Christopher Columbus
tta-card-frederick_barbarossa = Frederick Barbarossa
tta-card-william_shakespeare = William Shakespeare
tta-card-james_cook = James Cook
tta-card-napoleon_bonaparte = Napoleon Bonaparte
tta-card-maximilien_robespierre = Maximilien Robespierre
tta-card-j_s_bach = J.S. Bach
tta-card-isaac_newton = Isaac Newton
tta-card-albert_einstein = Albert Einstein
tta-card-mahatma_gandhi = Mahatma Gandhi
tta-card-rock_and_roll_icon = Rock & Roll Icon
tta-card-nikola_tesla = Nikola Tesla
tta-card-winston_churchill = Winston Churchill
tta-card-game_designer = Game Designer

## Wonders

tta-card-hanging_gardens = Hanging Gardens
tta-card-library_of_alexandria = Library of Alexandria
tta-card-colossus = Colossus
tta-card-pyramids = Pyramids
tta-card-great_wall = Great Wall
tta-card-st_peters_basilica = St. Peter's Basilica
tta-card-universitas_carolina = Universitas Carolina
tta-card-taj_mahal = Taj Mahal
tta-card-transcontinental_railroad = Transcontinental Railroad
tta-card-eiffel_tower = Eiffel Tower
tta-card-kremlin = Kremlin
tta-card-ocean_liner_service = Ocean Liner Service
tta-card-hollywood = Hollywood
tta-card-internet = Internet
tta-card-first_space_flight = First Space Flight
tta-card-fast_food_chains = Fast Food Chains

## Action cards

tta-card-engineering_genius_a = Engineering Genius
tta-card-frugality_a = Frugality
tta-card-ideal_building_site_a = Ideal Building Site
tta-card-patriotism_a = Patriotism
tta-card-revolutionary_idea_a = Revolutionary Idea
tta-card-rich_land_a = Rich Land
tta-card-work_of_art_a = Work of Art
tta-card-bountiful_harvest_i = Bountiful Harvest
tta-card-breakthrough_i = Breakthrough
tta-card-efficient_upgrade_i = Efficient Upgrade
tta-card-engineering_genius_i = Engineering Genius
tta-card-frugality_i = Frugality
tta-card-ideal_building_site_i = Ideal Building Site
tta-card-mineral_deposits_i = Mineral Deposits
tta-card-patriotism_i = Patriotism
tta-card-revolutionary_idea_i = Revolutionary Idea
tta-card-rich_land_i = Rich Land
tta-card-work_of_art_i = Work of Art
tta-card-bountiful_harvest_ii = Bountiful Harvest
tta-card-breakthrough_ii = Breakthrough
tta-card-efficient_upgrade_ii = Efficient Upgrade
tta-card-engineering_genius_ii = Engineering Genius
tta-card-frugality_ii = Frugality
tta-card-ideal_building_site_ii = Ideal Building Site
tta-card-mineral_deposits_ii = Mineral Deposits
tta-card-patriotism_ii = Patriotism
tta-card-revolutionary_idea_ii = Revolutionary Idea
tta-card-rich_land_ii = Rich Land
tta-card-wave_of_nationalism = Wave of Nationalism
tta-card-work_of_art_ii = Work of Art
tta-card-bountiful_harvest_iii = Bountiful Harvest
tta-card-efficient_upgrade_iii = Efficient Upgrade
tta-card-endowment_for_the_arts = Endowment for the Arts
tta-card-engineering_genius_iii = Engineering Genius
tta-card-ideal_building_site_iii = Ideal Building Site
tta-card-military_build_up = Military Build-Up
tta-card-mineral_deposits_iii = Mineral Deposits
tta-card-patriotism_iii = Patriotism
tta-card-revolutionary_idea_iii = Revolutionary Idea
tta-card-work_of_art_iii = Work of Art

## Events

tta-card-development_of_agriculture = Development of Agriculture
tta-card-development_of_crafts = Development of Crafts
tta-card-development_of_markets = Development of Markets
tta-card-development_of_politics = Development of Politics
tta-card-development_of_religion = Development of Religion
tta-card-development_of_science = Development of Science
tta-card-development_of_settlement = Development of Settlement
tta-card-development_of_trade_routes = Development of Trade Routes
tta-card-development_of_warfare = Development of Warfare
tta-card-no_event = No Event
tta-card-barbarians = Barbarians
tta-card-border_conflict = Border Conflict
tta-card-crusades = Crusades
tta-card-cultural_influence = Cultural Influence
tta-card-foray = Foray
tta-card-good_harvest = Good Harvest
tta-card-immigration = Immigration
tta-card-new_deposits = New Deposits
tta-card-pestilence = Pestilence
tta-card-raiders = Raiders
tta-card-rats = Rats
tta-card-rebellion = Rebellion
tta-card-reign_of_terror = Reign of Terror
tta-card-scientific_breakthrough = Scientific Breakthrough
tta-card-uncertain_borders = Uncertain Borders
tta-card-civil_unrest = Civil Unrest
tta-card-cold_war = Cold War
tta-card-crime_wave = Crime Wave
tta-card-economic_progress = Economic Progress
tta-card-emigration = Emigration
tta-card-iconoclasm = Iconoclasm
tta-card-independence_declaration = Independence Declaration
tta-card-international_agreement = International Agreement
tta-card-national_pride = National Pride
tta-card-popularization_of_science = Popularization of Science
tta-card-ravages_of_time = Ravages of Time
tta-card-refugees = Refugees
tta-card-terrorism = Terrorism
tta-card-impact_of_agriculture = Impact of Agriculture
tta-card-impact_of_architecture = Impact of Architecture
tta-card-impact_of_colonies = Impact of Colonies
tta-card-impact_of_competition = Impact of Competition
tta-card-impact_of_government = Impact of Government
tta-card-impact_of_happiness = Impact of Happiness
tta-card-impact_of_industry = Impact of Industry
tta-card-impact_of_population = Impact of Population
tta-card-impact_of_progress = Impact of Progress
tta-card-impact_of_science = Impact of Science
tta-card-impact_of_strength = Impact of Strength
tta-card-impact_of_technology = Impact of Technology
tta-card-impact_of_wonders = Impact of Wonders

## Territories

tta-card-developed_territory_i = Developed Territory
tta-card-fertile_territory_i = Fertile Territory
tta-card-historic_territory_i = Historic Territory
tta-card-inhabited_territory_i = Inhabited Territory
tta-card-strategic_territory_i = Strategic Territory
tta-card-wealthy_territory_i = Wealthy Territory
tta-card-developed_territory_ii = Developed Territory
tta-card-fertile_territory_ii = Fertile Territory
tta-card-historic_territory_ii = Historic Territory
tta-card-inhabited_territory_ii = Inhabited Territory
tta-card-strategic_territory_ii = Strategic Territory
tta-card-wealthy_territory_ii = Wealthy Territory

## Tactics

tta-card-fighting_band = Fighting Band
tta-card-heavy_cavalry = Heavy Cavalry
tta-card-legion = Legion
tta-card-light_cavalry = Light Cavalry
tta-card-medieval_army = Medieval Army
tta-card-phalanx = Phalanx
tta-card-classic_army = Classic Army
tta-card-conquistadors = Conquistadors
tta-card-defensive_army = Defensive Army
tta-card-fortifications = Fortifications
tta-card-mobile_artillery = Mobile Artillery
tta-card-napoleonic_army = Napoleonic Army
tta-card-entrenchments = Entrenchments
tta-card-mechanized_army = Mechanized Army
tta-card-modern_army = Modern Army
tta-card-shock_troops = Shock Troops

## Aggressions

tta-card-enslave = Enslave
tta-card-plunder_i = Plunder
tta-card-raid_i = Raid
tta-card-annex = Annex
tta-card-assassinate = Assassinate
tta-card-plunder_ii = Plunder
tta-card-raid_ii = Raid
tta-card-sabotage = Sabotage
tta-card-spy = Spy
tta-card-armed_intervention = Armed Intervention
tta-card-plunder_iii = Plunder
tta-card-raid_iii = Raid

## Pacts

tta-card-open_borders_agreement = Open Borders Agreement
tta-card-trade_routes_agreement = Trade Routes Agreement
tta-card-acceptance_of_supremacy = Acceptance of Supremacy
tta-card-international_trade_agreement = International Trade Agreement
tta-card-promise_of_military_protection = Promise of Military Protection
tta-card-scientific_cooperation = Scientific Cooperation
tta-card-international_tourism = International Tourism
tta-card-loss_of_sovereignty = Loss of Sovereignty
tta-card-military_pact = Military Pact
tta-card-peace_treaty = Peace Treaty

## Wars

tta-card-war_over_territory = War over Territory
tta-card-war_over_resources = War over Resources
tta-card-war_over_technology = War over Technology
tta-card-war_over_culture_ii = War over Culture
tta-card-war_over_culture_iii = War over Culture
tta-card-holy_war = Holy War

## Defense / Colonization bonus cards

tta-card-defense_colonization_i = Defense / Colonization
tta-card-defense_colonization_ii = Defense / Colonization
tta-card-defense_colonization_iii = Defense / Colonization
