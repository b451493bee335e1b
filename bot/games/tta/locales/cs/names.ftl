# Through the Ages: názvy karet (tta-card-<id karty>), 1. pád jednotného čísla, samostatně.
# Názvy českého vydání (pravidla, T-21.3, name_cs v datech), ostatní přeloženy v jeho stylu.

## Technologie

tta-card-agriculture = Pěstování plodin
tta-card-bronze = Bronz
tta-card-religion = Náboženství
tta-card-philosophy = Poznání
tta-card-warriors = Bojovníci
tta-card-despotism = Despocie
tta-card-irrigation = Zavlažování
tta-card-iron = Železo
tta-card-theology = Teologie
tta-card-alchemy = Alchymie
tta-card-bread_and_circuses = Chléb a hry
tta-card-printing_press = Knihtisk
tta-card-drama = Komedie
tta-card-swordsmen = Těžkooděnci
tta-card-knights = Rytíři
tta-card-monarchy = Monarchie
tta-card-theocracy = Teokracie
tta-card-warfare = Válečnictví
tta-card-code_of_laws = Zákoník
tta-card-cartography = Mapování
tta-card-masonry = Stavitelství
tta-card-selective_breeding = Šlechtění
tta-card-coal = Uhlí
tta-card-organized_religion = Organizované náboženství
tta-card-scientific_method = Vědecká metoda
tta-card-team_sports = Týmové sporty
tta-card-journalism = Žurnalistika
tta-card-opera = Opera
tta-card-riflemen = Řadová pěchota
tta-card-cavalrymen = Kavalerie
tta-card-cannon = Děla
tta-card-constitutional_monarchy = Konstituční monarchie
tta-card-republic = Republika
tta-card-strategy = Strategie
tta-card-justice_system = Soudnictví
tta-card-navigation = Navigace
tta-card-architecture = Architektura
tta-card-mechanized_agriculture = Mechanizace zemědělství
tta-card-oil = Ropa
tta-card-computers = Počítače
tta-card-professional_sports = Profesionální sport
tta-card-multimedia = Multimédia
tta-card-movies = Film
tta-card-modern_infantry = Moderní pěchota
tta-card-tanks = Tanky
tta-card-rockets = Rakety
tta-card-air_forces = Letecké síly
tta-card-communism = Komunismus
tta-card-democracy = Demokracie
tta-card-fundamentalism = Fundamentalismus
tta-card-military_theory = Vojenská teorie
tta-card-civil_service = Státní správa
tta-card-satellites = Družicové systémy
tta-card-engineering = Inženýrství

## Osobnosti

tta-card-julius_caesar = Julius Caesar
tta-card-homer = Homér
tta-card-moses = Mojžíš
tta-card-hammurabi = Chamurabi
tta-card-aristotle = Aristoteles
tta-card-alexander_the_great = Alexandr Veliký
tta-card-michelangelo = Michelangelo
tta-card-joan_of_arc = Johanka z Arku
tta-card-leonardo_da_vinci = Leonardo da Vinci
tta-card-genghis_khan = Čingischán
tta-card-christopher_columbus = Kryštof Kolumbus
tta-card-frederick_barbarossa = Fridrich Barbarossa
tta-card-william_shakespeare = William Shakespeare
tta-card-james_cook = James Cook
tta-card-napoleon_bonaparte = Napoleon Bonaparte
tta-card-maximilien_robespierre = Maximilien Robespierre
tta-card-j_s_bach = J. S. Bach
tta-card-isaac_newton = Isaac Newton
tta-card-albert_einstein = Albert Einstein
tta-card-mahatma_gandhi = Mahátma Gándhí
tta-card-rock_and_roll_icon = Ikona rock’n’rollu
tta-card-nikola_tesla = Bill Gates
tta-card-winston_churchill = Winston Churchill
tta-card-game_designer = Herní designér

## Divy

tta-card-hanging_gardens = Visuté zahrady
tta-card-library_of_alexandria = Alexandrijská knihovna
tta-card-colossus = Kolos rhódský
tta-card-pyramids = Pyramidy
tta-card-great_wall = Velká zeď
tta-card-st_peters_basilica = Bazilika sv. Petra
tta-card-universitas_carolina = Karlova univerzita
tta-card-taj_mahal = Tádž Mahal
tta-card-transcontinental_railroad = Transkontinentální železnice
tta-card-eiffel_tower = Eiffelova věž
tta-card-kremlin = Kreml
tta-card-ocean_liner_service = Zaoceánská linka
tta-card-hollywood = Hollywood
tta-card-internet = Internet
tta-card-first_space_flight = První let do kosmu
tta-card-fast_food_chains = Řetězce rychlého občerstvení

## Akční karty

tta-card-engineering_genius_a = Geniální stavitel
tta-card-frugality_a = Šetrnost
tta-card-ideal_building_site_a = Dobré podloží
tta-card-patriotism_a = Vlastenectví
tta-card-revolutionary_idea_a = Revoluční myšlenka
tta-card-rich_land_a = Přírodní bohatství
tta-card-work_of_art_a = Umělecké dílo
tta-card-bountiful_harvest_i = Bohatá úroda
tta-card-breakthrough_i = Převratný objev
tta-card-efficient_upgrade_i = Pokroková výstavba
tta-card-engineering_genius_i = Geniální stavitel
tta-card-frugality_i = Šetrnost
tta-card-ideal_building_site_i = Dobré podloží
tta-card-mineral_deposits_i = Naleziště nerostů
tta-card-patriotism_i = Vlastenectví
tta-card-revolutionary_idea_i = Revoluční myšlenka
tta-card-rich_land_i = Přírodní bohatství
tta-card-work_of_art_i = Umělecké dílo
tta-card-bountiful_harvest_ii = Bohatá úroda
tta-card-breakthrough_ii = Převratný objev
tta-card-efficient_upgrade_ii = Pokroková výstavba
tta-card-engineering_genius_ii = Geniální stavitel
tta-card-frugality_ii = Šetrnost
tta-card-ideal_building_site_ii = Dobré podloží
tta-card-mineral_deposits_ii = Naleziště nerostů
tta-card-patriotism_ii = Vlastenectví
tta-card-revolutionary_idea_ii = Revoluční myšlenka
tta-card-rich_land_ii = Přírodní bohatství
tta-card-wave_of_nationalism = Vlna patriotismu
tta-card-work_of_art_ii = Umělecké dílo
tta-card-bountiful_harvest_iii = Bohatá úroda
tta-card-efficient_upgrade_iii = Pokroková výstavba
tta-card-endowment_for_the_arts = Podpora umění
tta-card-engineering_genius_iii = Geniální stavitel
tta-card-ideal_building_site_iii = Dobré podloží
tta-card-military_build_up = Program vojenského rozvoje
tta-card-mineral_deposits_iii = Naleziště nerostů
tta-card-patriotism_iii = Vlastenectví
tta-card-revolutionary_idea_iii = Revoluční myšlenka
tta-card-work_of_art_iii = Umělecké dílo

## Události

tta-card-development_of_agriculture = Rozvoj zemědělství
tta-card-development_of_crafts = Rozvoj řemesel
tta-card-development_of_markets = Rozvoj trhů
tta-card-development_of_politics = Rozvoj politiky
tta-card-development_of_religion = Rozvoj náboženství
tta-card-development_of_science = Rozvoj vědy
tta-card-development_of_settlement = Rozvoj osídlení
tta-card-development_of_trade_routes = Rozvoj obchodních cest
tta-card-development_of_warfare = Rozvoj vojenství
tta-card-no_event = Žádná událost
tta-card-barbarians = Barbaři
tta-card-border_conflict = Pohraniční spor
tta-card-crusades = Křížové výpravy
tta-card-cultural_influence = Kulturní vliv
tta-card-foray = Výpad
tta-card-good_harvest = Dobrá úroda
tta-card-immigration = Přistěhovalectví
tta-card-new_deposits = Nová naleziště
tta-card-pestilence = Mor
tta-card-raiders = Nájezdníci
tta-card-rats = Krysy
tta-card-rebellion = Povstání
tta-card-reign_of_terror = Hrůzovláda
tta-card-scientific_breakthrough = Vědecký průlom
tta-card-uncertain_borders = Nejisté hranice
tta-card-civil_unrest = Občanské nepokoje
tta-card-cold_war = Studená válka
tta-card-crime_wave = Vlna zločinnosti
tta-card-economic_progress = Hospodářský pokrok
tta-card-emigration = Vystěhovalectví
tta-card-iconoclasm = Obrazoborectví
tta-card-independence_declaration = Vyhlášení nezávislosti
tta-card-international_agreement = Mezinárodní dohoda
tta-card-national_pride = Národní hrdost
tta-card-popularization_of_science = Popularizace vědy
tta-card-ravages_of_time = Zub času
tta-card-refugees = Uprchlíci
tta-card-terrorism = Terorismus
tta-card-impact_of_agriculture = Význam zemědělství
tta-card-impact_of_architecture = Význam architektury
tta-card-impact_of_colonies = Význam kolonií
tta-card-impact_of_competition = Význam soutěživosti
tta-card-impact_of_government = Význam vlády
tta-card-impact_of_happiness = Význam spokojenosti
tta-card-impact_of_industry = Význam průmyslu
tta-card-impact_of_population = Význam populace
tta-card-impact_of_progress = Význam pokroku
tta-card-impact_of_science = Význam vědy
tta-card-impact_of_strength = Význam síly
tta-card-impact_of_technology = Význam technologií
tta-card-impact_of_wonders = Význam divů

## Nová území

tta-card-developed_territory_i = Rozvinuté území
tta-card-fertile_territory_i = Úrodné území
tta-card-historic_territory_i = Historické území
tta-card-inhabited_territory_i = Obydlené území
tta-card-strategic_territory_i = Strategické území
tta-card-wealthy_territory_i = Bohaté území
tta-card-developed_territory_ii = Rozvinuté území
tta-card-fertile_territory_ii = Úrodné území
tta-card-historic_territory_ii = Historické území
tta-card-inhabited_territory_ii = Obydlené území
tta-card-strategic_territory_ii = Strategické území
tta-card-wealthy_territory_ii = Bohaté území

## Taktiky

tta-card-fighting_band = Bojové oddíly
tta-card-heavy_cavalry = Těžká jízda
tta-card-legion = Legie
tta-card-light_cavalry = Lehká jízda
tta-card-medieval_army = Středověká armáda
tta-card-phalanx = Falanga
tta-card-classic_army = Klasická armáda
tta-card-conquistadors = Konkvistadoři
tta-card-defensive_army = Obranná armáda
tta-card-fortifications = Opevnění
tta-card-mobile_artillery = Mobilní dělostřelectvo
tta-card-napoleonic_army = Napoleonská armáda
tta-card-entrenchments = Zákopová armáda
tta-card-mechanized_army = Mechanizovaná armáda
tta-card-modern_army = Moderní armáda
tta-card-shock_troops = Úderné oddíly

## Agrese

tta-card-enslave = Zotročení
tta-card-plunder_i = Rabování
tta-card-raid_i = Nájezd
tta-card-annex = Anexe
tta-card-assassinate = Atentát
tta-card-plunder_ii = Rabování
tta-card-raid_ii = Nájezd
tta-card-sabotage = Sabotáž
tta-card-spy = Špionáž
tta-card-armed_intervention = Ozbrojená intervence
tta-card-plunder_iii = Rabování
tta-card-raid_iii = Nájezd

## Smlouvy

tta-card-open_borders_agreement = Dohoda o otevřených hranicích
tta-card-trade_routes_agreement = Dohoda o obchodních cestách
tta-card-acceptance_of_supremacy = Uznání svrchovanosti
tta-card-international_trade_agreement = Mezinárodní obchodní dohoda
tta-card-promise_of_military_protection = Příslib vojenské ochrany
tta-card-scientific_cooperation = Smlouva o vědecké spolupráci
tta-card-international_tourism = Mezinárodní turistika
tta-card-loss_of_sovereignty = Ztráta suverenity
tta-card-military_pact = Vojenský pakt
tta-card-peace_treaty = Mírová smlouva

## Války

tta-card-war_over_territory = Boj o území
tta-card-war_over_resources = Boj o suroviny
tta-card-war_over_technology = Boj o technologie
tta-card-war_over_culture_ii = Boj o kulturu
tta-card-war_over_culture_iii = Boj o kulturu
tta-card-holy_war = Svatá válka

## Bonusové karty Obrana / Kolonizace

tta-card-defense_colonization_i = Obrana / Kolonizace
tta-card-defense_colonization_ii = Obrana / Kolonizace
tta-card-defense_colonization_iii = Obrana / Kolonizace
