# Cywilizacja: Poprzez wieki: nazwy kart (tta-card-<id karty>), mianownik liczby pojedynczej, samodzielnie.

## Technologie

tta-card-agriculture = Rolnictwo
tta-card-bronze = Brąz
tta-card-religion = Religia
tta-card-philosophy = Filozofia
tta-card-warriors = Wojownicy
tta-card-despotism = Despotyzm
tta-card-irrigation = Irygacja
tta-card-iron = Żelazo
tta-card-theology = Teologia
tta-card-alchemy = Alchemia
tta-card-bread_and_circuses = Chleb i igrzyska
tta-card-printing_press = Prasa drukarska
tta-card-drama = Dramat
tta-card-swordsmen = Miecznicy
tta-card-knights = Rycerze
tta-card-monarchy = Monarchia
tta-card-theocracy = Teokracja
tta-card-warfare = Sztuka wojenna
tta-card-code_of_laws = Kodeks praw
tta-card-cartography = Kartografia
tta-card-masonry = Murarstwo
tta-card-selective_breeding = Selektywna hodowla
tta-card-coal = Węgiel
tta-card-organized_religion = Zorganizowana religia
tta-card-scientific_method = Metoda naukowa
tta-card-team_sports = Sporty drużynowe
tta-card-journalism = Dziennikarstwo
tta-card-opera = Opera
tta-card-riflemen = Strzelcy
tta-card-cavalrymen = Kawalerzyści
tta-card-cannon = Armaty
tta-card-constitutional_monarchy = Monarchia konstytucyjna
tta-card-republic = Republika
tta-card-strategy = Strategia
tta-card-justice_system = Sądownictwo
tta-card-navigation = Nawigacja
tta-card-architecture = Architektura
tta-card-mechanized_agriculture = Zmechanizowane rolnictwo
tta-card-oil = Ropa naftowa
tta-card-computers = Komputery
tta-card-professional_sports = Sport zawodowy
tta-card-multimedia = Multimedia
tta-card-movies = Kino
tta-card-modern_infantry = Nowoczesna piechota
tta-card-tanks = Czołgi
tta-card-rockets = Rakiety
tta-card-air_forces = Siły powietrzne
tta-card-communism = Komunizm
tta-card-democracy = Demokracja
tta-card-fundamentalism = Fundamentalizm
tta-card-military_theory = Teoria wojskowości
tta-card-civil_service = Służba cywilna
tta-card-satellites = Satelity
tta-card-engineering = Inżynieria

## Przywódcy

tta-card-julius_caesar = Juliusz Cezar
tta-card-homer = Homer
tta-card-moses = Mojżesz
tta-card-hammurabi = Hammurabi
tta-card-aristotle = Arystoteles
tta-card-alexander_the_great = Aleksander Wielki
tta-card-michelangelo = Michał Anioł
tta-card-joan_of_arc = Joanna d’Arc
tta-card-leonardo_da_vinci = Leonardo da Vinci
tta-card-genghis_khan = Czyngis-chan
tta-card-christopher_columbus = Krzysztof Kolumb
tta-card-frederick_barbarossa = Fryderyk Barbarossa
tta-card-william_shakespeare = William Szekspir
tta-card-james_cook = James Cook
tta-card-napoleon_bonaparte = Napoleon Bonaparte
tta-card-maximilien_robespierre = Maksymilian Robespierre
tta-card-j_s_bach = Jan Sebastian Bach
tta-card-isaac_newton = Isaac Newton
tta-card-albert_einstein = Albert Einstein
tta-card-mahatma_gandhi = Mahatma Gandhi
tta-card-rock_and_roll_icon = Ikona rock and rolla
tta-card-nikola_tesla = Nikola Tesla
tta-card-winston_churchill = Winston Churchill
tta-card-game_designer = Projektant gier

## Cuda

tta-card-hanging_gardens = Wiszące Ogrody
tta-card-library_of_alexandria = Biblioteka Aleksandryjska
tta-card-colossus = Kolos Rodyjski
tta-card-pyramids = Piramidy
tta-card-great_wall = Wielki Mur
tta-card-st_peters_basilica = Bazylika św. Piotra
tta-card-universitas_carolina = Uniwersytet Karola
tta-card-taj_mahal = Tadż Mahal
tta-card-transcontinental_railroad = Kolej transkontynentalna
tta-card-eiffel_tower = Wieża Eiffla
tta-card-kremlin = Kreml
tta-card-ocean_liner_service = Linia oceaniczna
tta-card-hollywood = Hollywood
tta-card-internet = Internet
tta-card-first_space_flight = Pierwszy lot w kosmos
tta-card-fast_food_chains = Sieć barów szybkiej obsługi

## Karty akcji

tta-card-engineering_genius_a = Genialny inżynier
tta-card-frugality_a = Oszczędność
tta-card-ideal_building_site_a = Idealne miejsce pod budowę
tta-card-patriotism_a = Patriotyzm
tta-card-revolutionary_idea_a = Rewolucyjna idea
tta-card-rich_land_a = Bogata ziemia
tta-card-work_of_art_a = Dzieło sztuki
tta-card-bountiful_harvest_i = Obfite plony
tta-card-breakthrough_i = Przełom
tta-card-efficient_upgrade_i = Wydajna modernizacja
tta-card-engineering_genius_i = Genialny inżynier
tta-card-frugality_i = Oszczędność
tta-card-ideal_building_site_i = Idealne miejsce pod budowę
tta-card-mineral_deposits_i = Złoża minerałów
tta-card-patriotism_i = Patriotyzm
tta-card-revolutionary_idea_i = Rewolucyjna idea
tta-card-rich_land_i = Bogata ziemia
tta-card-work_of_art_i = Dzieło sztuki
tta-card-bountiful_harvest_ii = Obfite plony
tta-card-breakthrough_ii = Przełom
tta-card-efficient_upgrade_ii = Wydajna modernizacja
tta-card-engineering_genius_ii = Genialny inżynier
tta-card-frugality_ii = Oszczędność
tta-card-ideal_building_site_ii = Idealne miejsce pod budowę
tta-card-mineral_deposits_ii = Złoża minerałów
tta-card-patriotism_ii = Patriotyzm
tta-card-revolutionary_idea_ii = Rewolucyjna idea
tta-card-rich_land_ii = Bogata ziemia
tta-card-wave_of_nationalism = Fala nacjonalizmu
tta-card-work_of_art_ii = Dzieło sztuki
tta-card-bountiful_harvest_iii = Obfite plony
tta-card-efficient_upgrade_iii = Wydajna modernizacja
tta-card-endowment_for_the_arts = Mecenat sztuki
tta-card-engineering_genius_iii = Genialny inżynier
tta-card-ideal_building_site_iii = Idealne miejsce pod budowę
tta-card-military_build_up = Zbrojenia
tta-card-mineral_deposits_iii = Złoża minerałów
tta-card-patriotism_iii = Patriotyzm
tta-card-revolutionary_idea_iii = Rewolucyjna idea
tta-card-work_of_art_iii = Dzieło sztuki

## Wydarzenia

tta-card-development_of_agriculture = Rozwój rolnictwa
tta-card-development_of_crafts = Rozwój rzemiosła
tta-card-development_of_markets = Rozwój rynków
tta-card-development_of_politics = Rozwój polityki
tta-card-development_of_religion = Rozwój religii
tta-card-development_of_science = Rozwój nauki
tta-card-development_of_settlement = Rozwój osadnictwa
tta-card-development_of_trade_routes = Rozwój szlaków handlowych
tta-card-development_of_warfare = Rozwój wojskowości
tta-card-no_event = Brak wydarzenia
tta-card-barbarians = Barbarzyńcy
tta-card-border_conflict = Konflikt graniczny
tta-card-crusades = Krucjaty
tta-card-cultural_influence = Wpływ kulturowy
tta-card-foray = Wypad
tta-card-good_harvest = Dobre zbiory
tta-card-immigration = Imigracja
tta-card-new_deposits = Nowe złoża
tta-card-pestilence = Zaraza
tta-card-raiders = Najeźdźcy
tta-card-rats = Szczury
tta-card-rebellion = Bunt
tta-card-reign_of_terror = Rządy terroru
tta-card-scientific_breakthrough = Przełom naukowy
tta-card-uncertain_borders = Niepewne granice
tta-card-civil_unrest = Niepokoje społeczne
tta-card-cold_war = Zimna wojna
tta-card-crime_wave = Fala przestępczości
tta-card-economic_progress = Postęp gospodarczy
tta-card-emigration = Emigracja
tta-card-iconoclasm = Ikonoklazm
tta-card-independence_declaration = Deklaracja niepodległości
tta-card-international_agreement = Porozumienie międzynarodowe
tta-card-national_pride = Duma narodowa
tta-card-popularization_of_science = Popularyzacja nauki
tta-card-ravages_of_time = Ząb czasu
tta-card-refugees = Uchodźcy
tta-card-terrorism = Terroryzm
tta-card-impact_of_agriculture = Wpływ rolnictwa
tta-card-impact_of_architecture = Wpływ architektury
tta-card-impact_of_colonies = Wpływ kolonii
tta-card-impact_of_competition = Wpływ rywalizacji
tta-card-impact_of_government = Wpływ ustroju
tta-card-impact_of_happiness = Wpływ zadowolenia
tta-card-impact_of_industry = Wpływ przemysłu
tta-card-impact_of_population = Wpływ populacji
tta-card-impact_of_progress = Wpływ postępu
tta-card-impact_of_science = Wpływ nauki
tta-card-impact_of_strength = Wpływ siły
tta-card-impact_of_technology = Wpływ technologii
tta-card-impact_of_wonders = Wpływ cudów

## Terytoria

tta-card-developed_territory_i = Rozwinięte terytorium
tta-card-fertile_territory_i = Żyzne terytorium
tta-card-historic_territory_i = Historyczne terytorium
tta-card-inhabited_territory_i = Zamieszkane terytorium
tta-card-strategic_territory_i = Strategiczne terytorium
tta-card-wealthy_territory_i = Bogate terytorium
tta-card-developed_territory_ii = Rozwinięte terytorium
tta-card-fertile_territory_ii = Żyzne terytorium
tta-card-historic_territory_ii = Historyczne terytorium
tta-card-inhabited_territory_ii = Zamieszkane terytorium
tta-card-strategic_territory_ii = Strategiczne terytorium
tta-card-wealthy_territory_ii = Bogate terytorium

## Taktyki

tta-card-fighting_band = Drużyna wojowników
tta-card-heavy_cavalry = Ciężka jazda
tta-card-legion = Legion
tta-card-light_cavalry = Lekka jazda
tta-card-medieval_army = Armia średniowieczna
tta-card-phalanx = Falanga
tta-card-classic_army = Armia klasyczna
tta-card-conquistadors = Konkwistadorzy
tta-card-defensive_army = Armia obronna
tta-card-fortifications = Fortyfikacje
tta-card-mobile_artillery = Artyleria mobilna
tta-card-napoleonic_army = Armia napoleońska
tta-card-entrenchments = Okopy
tta-card-mechanized_army = Armia zmechanizowana
tta-card-modern_army = Nowoczesna armia
tta-card-shock_troops = Oddziały szturmowe

## Agresje

tta-card-enslave = Zniewolenie
tta-card-plunder_i = Grabież
tta-card-raid_i = Najazd
tta-card-annex = Aneksja
tta-card-assassinate = Zamach
tta-card-plunder_ii = Grabież
tta-card-raid_ii = Najazd
tta-card-sabotage = Sabotaż
tta-card-spy = Szpiegostwo
tta-card-armed_intervention = Interwencja zbrojna
tta-card-plunder_iii = Grabież
tta-card-raid_iii = Najazd

## Pakty

tta-card-open_borders_agreement = Umowa o otwartych granicach
tta-card-trade_routes_agreement = Umowa o szlakach handlowych
tta-card-acceptance_of_supremacy = Uznanie zwierzchnictwa
tta-card-international_trade_agreement = Międzynarodowa umowa handlowa
tta-card-promise_of_military_protection = Obietnica ochrony militarnej
tta-card-scientific_cooperation = Współpraca naukowa
tta-card-international_tourism = Międzynarodowa turystyka
tta-card-loss_of_sovereignty = Utrata suwerenności
tta-card-military_pact = Pakt militarny
tta-card-peace_treaty = Traktat pokojowy

## Wojny

tta-card-war_over_territory = Wojna o terytorium
tta-card-war_over_resources = Wojna o surowce
tta-card-war_over_technology = Wojna o technologie
tta-card-war_over_culture_ii = Wojna o kulturę
tta-card-war_over_culture_iii = Wojna o kulturę
tta-card-holy_war = Święta wojna

## Karty bonusowe Obrona / Kolonizacja

tta-card-defense_colonization_i = Obrona / Kolonizacja
tta-card-defense_colonization_ii = Obrona / Kolonizacja
tta-card-defense_colonization_iii = Obrona / Kolonizacja
